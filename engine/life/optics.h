/* Eye spaces ("optics"): which regions each colour surrounds, their
 * marginal points, half eyes and false eyes, and how many eyes each region
 * is worth.
 *
 * Domains follow GNU Go's definition: a colour's domain holds its lively
 * stones, the empty points next to them, and points reached by the
 * two-adjacent-points rule (an empty point joins when an orthogonal
 * neighbour and the diagonal beside it both belong, unless an enemy stone
 * is adjacent).  A colour's eye space is its domain minus the other
 * colour's; points in both domains next to an own-only point, and own-only
 * points next to an enemy-only point, are marginal.  Stones that are not
 * lively (tactically dead or inessential) are invisible here: they lie
 * inside eye spaces.
 *
 * Half and false eyes come from the diagonals of one-point eyes (GNU Go's
 * topological analysis): each on-board diagonal scores 0 (ours), 1
 * (contested), 2 (the opponent's), off-board diagonals 1 (but 0 off the
 * corner); 4 or more is a false eye, more than 2 a half eye.
 *
 * Eye values (struct eyevalue) come from solving the eye space as a small
 * game (engine/eyegraph.c).
 */
#ifndef HANE_OPTICS_H
#define HANE_OPTICS_H

#include "engine/board/board.h"
#include "engine/reading/reading.h"

/* Numbers of eyes: a if the attacker moves twice first, b if the attacker
 * moves first, c if the defender moves first, d if the defender moves
 * twice first.  min_eyes is b, max_eyes c. */
struct eyevalue {
  unsigned char a, b, c, d;
};

void eyevalue_set(struct eyevalue *e, int a, int b, int c, int d);
/* Value of two independent eye spaces together (sum may alias e1/e2). */
void eyevalue_add(const struct eyevalue *e1, const struct eyevalue *e2,
                  struct eyevalue *sum);
int eyevalue_min(const struct eyevalue *e);
int eyevalue_max(const struct eyevalue *e);
/* 0 when the eye count does not depend on who moves first; otherwise how
 * much a move there matters (GNU Go's eye_move_urgency). */
int eyevalue_urgency(const struct eyevalue *e);

#define HALF_EYE 1
#define FALSE_EYE 2

struct eye_point {
  int origin;                  /* NO_MOVE: not in this colour's eye space */
  short esize;                 /* points in the eye space */
  short msize;                 /* marginal points in the eye space */
  unsigned char marginal;
  unsigned char neighbors;     /* orthogonal neighbours in the eye space */
  unsigned char marginal_neighbors;
  unsigned char type;          /* 0, HALF_EYE or FALSE_EYE */
  float topology;              /* sum of diagonal values (one-point eyes) */
  /* A half eye only because the attacker may take a key diagonal by ko:
   * with kos going the defender's way (cautious_kos 0) it is whole. */
  unsigned char half_eye_by_ko;
  unsigned char num_attacks;   /* half eyes: diagonals to take or defend */
  unsigned char num_defenses;
  int attack_points[4];
  int defense_points[4];
};

/* The eye spaces of one colour.  A zeroed eye_map is empty and valid. */
struct eye_map {
  int color;
  struct eye_point p[BOARD_ARRAY_SIZE];
  int nfilled;                   /* points in eye spaces, in board order */
  int filled[MAX_BOARD * MAX_BOARD];
};

struct optics;

/* An optics context works on reading_board(r) and uses r for the tactical
 * questions (safe moves, diagonal stones).  NULL if out of memory. */
struct optics *optics_new(struct reading *r);
void optics_free(struct optics *o);
/* Forget cached eye values (position changed). */
void optics_clear_cache(struct optics *o);

/* A string's tactical status as the reader found it: attack and defence
 * codes and moves (dcode WIN when acode is 0). */
struct optics_known_string {
  int origin;
  int acode, apos;
  int dcode, dpos;
};

/* Tactical facts optics needs about each stone.  lively[pos] is nonzero
 * for stones that count (neither tactically dead nor inessential).
 * attack_code/defense_code give each stone's tactical status when known
 * (at the root); when NULL, optics asks the reader itself. */
#define OPTICS_REGION_MARGIN 4

struct optics_input {
  const unsigned char *lively;
  const int *attack_code;
  const int *attack_point;
  const int *defense_code;
  const int *defense_point;
  /* 0: kos inside eye spaces go the defender's way (GNU Go's eye
   * values); 1: to whoever moves first (owl's cautious view). */
  int cautious_kos;
  /* When set, only the area around these stones is analysed (a margin
   * of OPTICS_REGION_MARGIN lines around their bounding box, within the
   * board), and half eyes only next to them. */
  const unsigned char *near;
  /* With near, when not NULL: that area as the caller has it already,
   * nregion > 0 points in board order (a rectangle); optics does not
   * look for it then. */
  const int *region;
  int nregion;
  /* Statuses known at the current position for nknown strings (none
   * when NULL), taken instead of reading those strings. */
  const struct optics_known_string *known;
  int nknown;
  /* 1: attacker stones left inside an eye space spoil their part of it
   * at the end of the solver's game (the defender must take them); 0:
   * strings dead in place may keep single eyes apart (eyegraph.h,
   * must_take).  The semeai sets it: its racing dragon inside the other's
   * eye space is not dead in place while the wall may run short of
   * liberties. */
  int must_take_dead;
};

/* Compute both colours' eye spaces (either map may be NULL), then their
 * half and false eyes.  find_false_margins enables the check for points
 * next to both colours where the enemy cannot play safely. */
void optics_make_eye_maps(struct optics *o, const struct optics_input *in,
                          struct eye_map *black, struct eye_map *white,
                          int find_false_margins);

/* Eye value of the eye space of m containing pos, with vital points when
 * the value depends on who moves first (else NO_MOVE). */
void optics_eye_value(struct optics *o, const struct optics_input *in,
                      const struct eye_map *m, int pos,
                      struct eyevalue *value, int *attack_point,
                      int *defense_point);

/* optics_eye_value, except that a value with b == c > 0 comes with a = 0
 * (the solver leaves a's search out, eyegraph.h
 * EYEGRAPH_WANT_NO_SETTLED_A; 0 also when the cache held the whole value,
 * so the answer does not depend on what was asked before).  For a caller that adds values
 * up (eyevalue_add) with at most one of them unsettled (b != c): the
 * sum's b, c and d then do not depend on any a.  A later
 * optics_eye_value of the same space finds the whole value. */
void optics_eye_value_no_settled_a(struct optics *o,
                                   const struct optics_input *in,
                                   const struct eye_map *m, int pos,
                                   struct eyevalue *value, int *attack_point,
                                   int *defense_point);

/* Points of the eye space containing pos (up to max). */
int eye_space_points(const struct eye_map *m, int pos, int *points, int max);

/* Is it safe for color to play at pos (WIN, KO_A/KO_B, or 0)? */
int optics_safe_move(struct optics *o, int pos, int color);

#endif
