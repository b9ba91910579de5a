/* SGF FF[4] trees: reading, writing and walking the main line.
 * Pure data structures; knows nothing of the board.
 *
 * Parsing never recurses (a million nested variations are fine) and never
 * crashes on bad input: it returns NULL with a message naming the line and
 * column of the problem.  Every walk over a tree (free, write, count) is
 * iterative as well. */
#ifndef HANE_SGF_H
#define HANE_SGF_H

#include <stddef.h>
#include <stdio.h>

/* Longest property name kept (upper-case letters only; FF[3] names such
 * as "AddBlack" are reduced to their capitals, "AB"). */
#define SGF_MAX_NAME 31

struct sgf_property {
  char name[SGF_MAX_NAME + 1];   /* e.g. "AB", "KM" (upper case letters) */
  int value_count;
  char **values;                 /* unescaped texts, NUL terminated */
  struct sgf_property *next;
  int value_capacity;            /* allocated size of values */
};

struct sgf_node {
  struct sgf_property *props;
  struct sgf_node *child;        /* first child: the main line continues here */
  struct sgf_node *sibling;      /* next variation */
  struct sgf_node *parent;
};

/* Where and why parsing failed; line and column count from 1 (columns in
 * bytes). */
struct sgf_error {
  int line;
  int column;
  char message[160];
};

/* Parse a whole collection; returns the root of the first game tree, or
 * NULL with a message (line and column) in err (errlen bytes).
 * Text outside the first game tree (before its '(' and after its ')')
 * is ignored.  A tree of more than SGF_MAX_ITEMS nodes and property
 * values together is refused, which bounds the memory a hostile file can
 * claim (about 50 bytes per item). */
#define SGF_MAX_ITEMS 8000000L
struct sgf_node *sgf_parse(const char *text, size_t length, char *err, size_t errlen);
/* The same, with the failure as separate fields (error may be NULL). */
struct sgf_node *sgf_parse_with_location(const char *text, size_t length,
                                         struct sgf_error *error);
/* Files larger than SGF_MAX_FILE_SIZE bytes are refused. */
#define SGF_MAX_FILE_SIZE (64L * 1024 * 1024)
struct sgf_node *sgf_read_file(const char *path, char *err, size_t errlen);
/* Frees node and everything below it; a node that has a parent is first
 * unlinked from it, so this also deletes one variation. */
void sgf_free(struct sgf_node *root);

/* ---- Collections: many game trees in one file ------------------------
 * A collection reader hands out the game trees of a file one at a time
 * (only the text and the current tree are in memory).  A tree that does
 * not parse is skipped with a report, and reading carries on at the next
 * line that starts with '(' after the broken tree's first line; text
 * other than white space between trees is skipped with a report too.
 * A property value may not run over a line break into a line that starts
 * with "(;": that is a game cut short, reported as broken, and the next
 * game is read from that line.
 *
 *     struct sgf_collection *c = sgf_collection_open(path, err, sizeof err);
 *     struct sgf_node *game;
 *     struct sgf_error error;
 *     int status;
 *     while ((status = sgf_collection_next(c, &game, &error)) != SGF_COLLECTION_END)
 *       if (status == SGF_COLLECTION_GAME) { ...use game...; sgf_free(game); }
 *       else  ...warn: game sgf_collection_game_number(c), error.line...
 *     sgf_collection_close(c);
 */
struct sgf_collection;
/* The file's text (at most SGF_MAX_FILE_SIZE bytes), ready to hand out
 * its first tree; NULL with a message naming the path in err. */
struct sgf_collection *sgf_collection_open(const char *path, char *err, size_t errlen);
/* A collection over a copy of text; NULL when out of memory. */
struct sgf_collection *sgf_collection_from_text(const char *text, size_t length);
void sgf_collection_close(struct sgf_collection *c);

#define SGF_COLLECTION_END 0       /* no more trees; *game is NULL */
#define SGF_COLLECTION_GAME 1      /* *game is the next tree, the caller's to sgf_free */
#define SGF_COLLECTION_SKIPPED 2   /* a broken tree or stray text was skipped;
                                      error (if not NULL) says where and why */
/* The next game tree of the collection, as the codes above say.  Line and
 * column in error count in the whole file. */
int sgf_collection_next(struct sgf_collection *c, struct sgf_node **game,
                        struct sgf_error *error);
/* Game trees met so far, parsed or skipped (stray text is not counted):
 * the number of the one sgf_collection_next just returned or skipped. */
int sgf_collection_game_number(const struct sgf_collection *c);
/* The line on which that tree starts. */
int sgf_collection_game_line(const struct sgf_collection *c);

/* Writing: escapes text values, one game tree. Returns 0 on I/O error
 * (1 on success).  A few nodes per line, the root node on a line of its
 * own, each variation on a new line. */
int sgf_write(FILE *out, const struct sgf_node *root);
int sgf_write_file(const char *path, const struct sgf_node *root);
/* The written text in a malloc'ed string (length stored if not NULL);
 * NULL when out of memory. */
char *sgf_write_string(const struct sgf_node *root, size_t *length);

/* Building. */
struct sgf_node *sgf_new_node(void);
struct sgf_node *sgf_add_child(struct sgf_node *parent);   /* appended last */
/* A root node with FF[4] GM[1] CA[UTF-8] SZ[board_size] and
 * AP[Hane:version]. */
struct sgf_node *sgf_new_root(int board_size);
/* Adds one more value to the property (created at the end if absent). */
void sgf_add_property(struct sgf_node *node, const char *name, const char *value);
/* Replaces all values of the property by this one (created if absent). */
void sgf_set_property(struct sgf_node *node, const char *name, const char *value);
/* Removes the property; returns 1 if it was there. */
int sgf_remove_property(struct sgf_node *node, const char *name);

/* Reading properties. */
const struct sgf_property *sgf_find_property(const struct sgf_node *node, const char *name);
const char *sgf_property_value(const struct sgf_node *node, const char *name);

/* Counting: all nodes of the tree below (and including) root, and the
 * nodes of the main line (root, first child, its first child, ...). */
long sgf_count_nodes(const struct sgf_node *root);
long sgf_main_line_length(const struct sgf_node *root);

/* Points: "dd" -> row/column counted from the top-left (0-based).
 * Returns 1 for a point, 0 for a pass ("" or "tt" on boards <= 19),
 * -1 if malformed.  Compressed lists "aa:cc" expand through
 * sgf_expand_points (returns how many points were stored, -1 if malformed). */
/* Boards up to 25 lines; letters are a-y, and upper-case letters are read
 * as the same lower-case ones.  The first letter is the column. */
int sgf_decode_point(const char *value, int board_size, int *row, int *col);
/* A single point or a rectangle "aa:cc" (corners in any order); a pass
 * value stores nothing and returns 0.  At most max points are stored. */
int sgf_expand_points(const char *value, int board_size, int *rows, int *cols, int max);
/* row < 0 or col < 0 encodes a pass as "". */
void sgf_encode_point(int row, int col, char out[3]);

#endif
