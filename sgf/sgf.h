/* SGF FF[4] trees: reading, writing and walking the main line.
 * Pure data structures; knows nothing of the board. */
#ifndef HANE_SGF_H
#define HANE_SGF_H

#include <stddef.h>
#include <stdio.h>

struct sgf_property {
  char name[8];                  /* e.g. "AB", "KM" (upper case letters) */
  int value_count;
  char **values;                 /* unescaped texts, NUL terminated */
  struct sgf_property *next;
};

struct sgf_node {
  struct sgf_property *props;
  struct sgf_node *child;        /* first child: the main line continues here */
  struct sgf_node *sibling;      /* next variation */
  struct sgf_node *parent;
};

/* Parse a whole collection; returns the root of the first game tree, or
 * NULL with a message (line and column) in err (errlen bytes). */
struct sgf_node *sgf_parse(const char *text, size_t length, char *err, size_t errlen);
struct sgf_node *sgf_read_file(const char *path, char *err, size_t errlen);
void sgf_free(struct sgf_node *root);

/* Writing: escapes text values, one game tree. Returns 0 on I/O error. */
int sgf_write(FILE *out, const struct sgf_node *root);
int sgf_write_file(const char *path, const struct sgf_node *root);

/* Building. */
struct sgf_node *sgf_new_node(void);
struct sgf_node *sgf_add_child(struct sgf_node *parent);   /* appended last */
void sgf_add_property(struct sgf_node *node, const char *name, const char *value);
void sgf_set_property(struct sgf_node *node, const char *name, const char *value);

/* Reading properties. */
const struct sgf_property *sgf_find_property(const struct sgf_node *node, const char *name);
const char *sgf_property_value(const struct sgf_node *node, const char *name);

/* Points: "dd" -> row/column counted from the top-left (0-based).
 * Returns 1 for a point, 0 for a pass ("" or "tt" on boards <= 19),
 * -1 if malformed.  Compressed lists "aa:cc" expand through
 * sgf_expand_points (returns how many points were stored, -1 if malformed). */
int sgf_decode_point(const char *value, int board_size, int *row, int *col);
int sgf_expand_points(const char *value, int board_size, int *rows, int *cols, int max);
void sgf_encode_point(int row, int col, char out[3]);

#endif
