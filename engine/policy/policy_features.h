/* Features of a candidate move, for the learned move model (policy.h).
 *
 * A move has exactly one value in each feature group (0: the feature is
 * absent; its gamma is 1).  Every feature is one small function of the
 * position, the side to move and the move, computed from a context made
 * once per position.  The trainer (patterns/learn/) and the run-time
 * evaluator (policy.c) call the same functions, so what is learned is
 * what is used.
 *
 * Value tables (the numbers are part of the model file format):
 *
 *   POLICY_PASS        1 pass, 2 pass right after the opponent's pass.
 *   POLICY_CAPTURE     captures at least one enemy string (in atari):
 *                      1 + size + 4 * saves + 8 * last, where size is the
 *                      class of the stones captured (0: one, 1: two,
 *                      2: three to five, 3: six or more), saves is 1 when a
 *                      captured string touches one of ours in atari, last
 *                      is 1 when a captured string holds the previous move;
 *                      17: a ko capture (one stone, ko shape).
 *   POLICY_ESCAPE      extends one of our strings in atari (the move is its
 *                      liberty): 1 + result + 4 * size + 12 * last, where
 *                      result is 0 (three or more liberties after the move),
 *                      1 (two, and no ladder catches it), 2 (two, and a
 *                      ladder catches it: an escape that fails), 3 (one or
 *                      none); size is 0 (one stone), 1 (two to four),
 *                      2 (five or more); last is 1 when the previous move
 *                      touches the string (it gave the atari).
 *   POLICY_SELF_ATARI  the move's own string is left with one liberty
 *                      (captures counted): 1 one stone, 2 two stones,
 *                      3 three or more.
 *   POLICY_ATARI       puts an enemy string in atari without capturing:
 *                      kind + 3 * size, kind 1 (a ladder captures it),
 *                      2 (a ko is on the board), 3 (other), size 0 (one
 *                      stone) or 1 (two or more).
 *   POLICY_DIST_PREV   gridcular distance |dx|+|dy|+max(|dx|,|dy|) to the
 *                      previous move: d - 1 for d in 2..16, 16 beyond, 1
 *                      at the point itself (its stone was captured);
 *                      0 when there is none or it was a pass.
 *   POLICY_DIST_PREV2  the same for the move before the previous one.
 *   POLICY_EDGE        line of the move (1 = first line) when <= 4, else 0.
 *   POLICY_PATTERN3    the model's number for the 3x3 shape with liberty
 *                      classes (policy_pattern3_code), 0 if unknown.
 *   POLICY_SPATIAL     the model's number for the largest spatial pattern
 *                      it knows around the move, 0 if none.
 *
 * Without ladder reading (a context with no reader: the fast tables for
 * playouts) POLICY_ESCAPE never has result 2 and POLICY_ATARI never kind
 * 1: those moves get result 1 and kind 2 or 3.
 */
#ifndef HANE_POLICY_FEATURES_H
#define HANE_POLICY_FEATURES_H

#include <stdint.h>
#include "engine/board/board.h"

struct reading;

enum policy_group {
  POLICY_PASS,
  POLICY_CAPTURE,
  POLICY_ESCAPE,
  POLICY_SELF_ATARI,
  POLICY_ATARI,
  POLICY_DIST_PREV,
  POLICY_DIST_PREV2,
  POLICY_EDGE,
  POLICY_PATTERN3,
  POLICY_SPATIAL,
  POLICY_GROUPS
};

/* Values of each group except the two dictionaries (their size comes from
 * the model). */
#define POLICY_PASS_VALUES 3
#define POLICY_CAPTURE_VALUES 18
#define POLICY_CAPTURE_KO 17
#define POLICY_ESCAPE_VALUES 25
#define POLICY_SELF_ATARI_VALUES 4
#define POLICY_ATARI_VALUES 7
#define POLICY_DIST_VALUES 17
#define POLICY_EDGE_VALUES 5

/* The name of a group as the model file writes it ("capture"), and back
 * (-1 for an unknown name). */
const char *policy_group_name(enum policy_group g);
int policy_group_by_name(const char *name);

/* ---- The position, once for all moves -------------------------------- */

/* Neighbour states of the 3x3 code: 3 bits per point. */
#define P3_EMPTY 0
#define P3_OFF 1          /* off the board */
#define P3_OWN1 2         /* a stone of the side to move, string of 1 liberty */
#define P3_OWN2 3         /* ... 2 liberties */
#define P3_OWN3 4         /* ... 3 or more */
#define P3_OPP1 5         /* an opponent stone, 1 liberty */
#define P3_OPP2 6
#define P3_OPP3 7

/* Spatial pattern geometry: the points around a move in order of
 * gridcular distance, with their Zobrist keys under the eight symmetries.
 * Made once (policy_geometry_init) and only read afterwards. */
#define POLICY_SPATIAL_MIN 3
#define POLICY_SPATIAL_MAX 12
#define POLICY_SPATIAL_POINTS 104      /* points at distance 2..12 */
/* The board seen by spatial patterns: what each point holds (0 empty,
 * 1 own stone, 2 opponent stone, 3 off board) on a grid with a margin wide
 * enough for the largest pattern, so that no point needs a bounds test. */
#define POLICY_SPATIAL_MARGIN 6
#define POLICY_SPATIAL_STRIDE (MAX_BOARD + 2 * POLICY_SPATIAL_MARGIN)
struct policy_geometry {
  int count;                             /* offsets in use */
  signed char dx[POLICY_SPATIAL_POINTS], dy[POLICY_SPATIAL_POINTS];
  int offset[POLICY_SPATIAL_POINTS];     /* dy * stride + dx */
  int end[POLICY_SPATIAL_MAX + 1];       /* offsets with distance <= d */
  /* keys[k][what - 1][s]: point k holding what (1 own stone, 2 opponent
   * stone, 3 off board), seen through symmetry s. */
  uint64_t keys[POLICY_SPATIAL_POINTS][3][8];
};
void policy_geometry_init(struct policy_geometry *g);

struct policy_context {
  const struct policy_geometry *geo;
  struct board *b;
  struct reading *r;        /* ladder reader bound to b, or NULL: none */
  int color;                /* side to move */
  int last;                 /* previous move; NO_MOVE if none or a pass */
  int last2;                /* the move before it; NO_MOVE likewise */
  int last_was_pass;        /* the previous move was a pass */
  unsigned char state[BOARD_ARRAY_SIZE];   /* P3_* of every point */
  unsigned char what[POLICY_SPATIAL_STRIDE * POLICY_SPATIAL_STRIDE];
};

/* Fills the context for color to move on b, the previous moves taken from
 * b's history of permanent moves.  r may be NULL (no ladder reading). */
void policy_context_init(struct policy_context *c, const struct policy_geometry *geo,
                         struct board *b, struct reading *r, int color);

/* ---- One function per feature: the group's value for a legal move pos
 * (not a pass) of c->color.  The board is left as it was (ladder
 * reading plays and takes back moves). ---------------------------------- */

int policy_capture_value(const struct policy_context *c, int pos);
int policy_escape_value(const struct policy_context *c, int pos);
int policy_self_atari_value(const struct policy_context *c, int pos);
int policy_atari_value(const struct policy_context *c, int pos);
/* Previous move (which = 1) or the one before (which = 2). */
int policy_distance_value(const struct policy_context *c, int pos, int which);
int policy_edge_value(const struct policy_context *c, int pos);
/* The pass value (1 or 2). */
int policy_pass_value(const struct policy_context *c);

/* Gridcular distance |dx| + |dy| + max(|dx|, |dy|) between two points. */
int policy_gridcular_distance(int pos1, int pos2);

/* ---- Shapes ---------------------------------------------------------- */

/* The 3x3 code of pos: the P3_* states of its eight neighbours, 3 bits
 * each, in reading order NW, N, NE, W, E, SW, S, SE from bit 0 (as the
 * board shows them: N is the row above).  24 bits. */
uint32_t policy_pattern3_code(const struct policy_context *c, int pos);
/* The smallest of the eight codes of the same shape turned and mirrored:
 * one code per shape. */
uint32_t policy_pattern3_canonical(uint32_t code);
/* The code turned or mirrored by symmetry s (0..7; 0 leaves it). */
uint32_t policy_pattern3_transform(uint32_t code, int s);
/* The code as 8 characters in the same order (and back, -1 if
 * malformed): '.' empty, '#' off board, '1' '2' '3' own stones with one,
 * two, three or more liberties, 'a' 'b' 'c' opponent stones likewise. */
void policy_pattern3_text(uint32_t code, char text[9]);
long policy_pattern3_parse(const char *text);

/* Spatial patterns: the stones (own, opponent) and off-board points at
 * gridcular distance <= d from the move, for sizes d = 3 (the 3x3
 * square) to POLICY_SPATIAL_MAX, each hashed with Zobrist keys that are a
 * fixed function of (dx, dy, what is there), and made independent of
 * rotation and reflection (the smallest of the eight hashes). */
/* Fills c->what from c->b and c->color (policy_context_init does it;
 * a caller that sets up a context by hand calls this). */
void policy_spatial_board(struct policy_context *c);
/* Hashes of sizes POLICY_SPATIAL_MIN..max_size into hashes[size] (the
 * others are left alone).  Hashing stops early (the sizes beyond are not
 * written) when keep_going returns 0 for a size, e.g. because the model
 * does not know that pattern; keep_going may be NULL.  Returns the
 * largest size hashed. */
int policy_spatial_hashes(const struct policy_context *c, int pos, int max_size,
                          uint64_t hashes[POLICY_SPATIAL_MAX + 1],
                          int (*keep_going)(void *data, int size, uint64_t hash),
                          void *data);

#endif
