/* Helpers shared by the files of the SGF library (not for callers). */
#ifndef HANE_SGF_INTERNAL_H
#define HANE_SGF_INTERNAL_H

#include "sgf.h"

/* Links child under parent after last_child (NULL: as the first child). */
void sgf_append_child(struct sgf_node *parent, struct sgf_node *last_child,
                      struct sgf_node *child);
/* A property without values (name must be 1..SGF_MAX_NAME characters);
 * NULL when out of memory. */
struct sgf_property *sgf_property_new(const char *name);
/* Appends value (malloc'ed, taken over on success); -1 when out of memory
 * (value then still belongs to the caller). */
int sgf_property_push(struct sgf_property *prop, char *value);
/* Pre-order successor of node within the tree rooted at root, or NULL. */
const struct sgf_node *sgf_next_preorder(const struct sgf_node *root,
                                         const struct sgf_node *node);

/* The whole file in a malloc'ed buffer (its size in *length), or NULL with
 * a message naming the path; files over SGF_MAX_FILE_SIZE are refused. */
char *sgf_read_text(const char *path, size_t *length, char *err, size_t errlen);

/* A position in a text being read game tree by game tree (the collection
 * reader): byte offset, line and column from 1, and the byte before, so
 * that "\r\n" counts as one line break. */
struct sgf_cursor {
  const char *text;
  size_t length;
  size_t pos;
  int line, column;
  unsigned char previous;
};
void sgf_cursor_init(struct sgf_cursor *c, const char *text, size_t length);
/* Moves one byte on (nothing at the end). */
void sgf_cursor_advance(struct sgf_cursor *c);
/* Parses the game tree whose '(' is at the cursor.  On success returns
 * its root and leaves the cursor just after its ')'; on failure returns
 * NULL, fills error (if not NULL) and leaves the cursor where the problem
 * was found.  A property value that runs over a line break into a line
 * starting with "(;" is an error here: a game cut short would otherwise
 * swallow the next one. */
struct sgf_node *sgf_parse_tree_at(struct sgf_cursor *c, struct sgf_error *error);

#endif
