/* Liberties of a capturing race on the board: which are shared, which
 * belong to one side outside its eye, which need an approach move, how
 * many moves the eye is worth; and the moves that fill them.
 *
 * A liberty of both dragons is shared.  A liberty of one dragon only is
 * inside its eye when it lies in the region counted as the dragon's eye,
 * else outside.  An eye region is a small connected set of empty points
 * and enemy stones (nakade stones, or a string that cannot get out) next
 * to the dragon and closed by its colour and the edge, touching nothing
 * of the other dragon; a single point with enemy stones on too many
 * diagonals is a false eye and no eye.  The region worth most moves is
 * the eye: big_eye_liberties(points, enemy stones inside).  An outside
 * liberty costs the opponent one move if it can play there without being
 * in atari (or capturing), two if it first needs an approach move; a
 * point where the opponent cannot play at all (suicide) counts one.
 */
#ifndef HANE_SEMEAI_LIBS_H
#define HANE_SEMEAI_LIBS_H

#include "engine/board/board.h"
#include "semeai_count.h"

/* Fill moves kept per kind and side. */
#define RACE_FILL_MOVES 4

/* Largest eye region counted (points). */
#define RACE_EYE_MAX 10

/* What the liberty counter needs to know about one side. */
struct race_side_facts {
  int color;
  const unsigned char *in_goal;   /* nonzero on the dragon's stones */
};

/* Moves the other side can play to take this side's liberties. */
struct race_fills {
  int outside[RACE_FILL_MOVES];   /* outside liberties, one move each */
  int n_outside;
  int approach[RACE_FILL_MOVES];  /* approach moves before a liberty that
                                   * would be self-atari */
  int n_approach;
  int eye[RACE_FILL_MOVES];       /* points of the counted eye */
  int n_eye;
  int shared[RACE_FILL_MOVES];    /* shared liberties, not self-atari */
  int n_shared;
};

struct race_liberties {
  struct race_count count[2];
  int shared;
  int eye_points[2][RACE_EYE_MAX];  /* the counted eye of each side */
  int eye_size[2];                /* its points (0: no eye) */
  struct race_fills fills[2];     /* fills[k]: the opponent of side k
                                   * takes side k's liberties */
  int ko;                         /* some liberty is filled by a ko
                                   * capture: counting alone is not safe */
};

/* Is pos an empty point next to a stone marked in in_goal? */
int is_goal_liberty(const struct board *b, const unsigned char *in_goal,
                    int pos);

/* Classify the liberties of side[0] and side[1] on b into out.  Changes
 * nothing on the board. */
void race_count_liberties(const struct board *b,
                          const struct race_side_facts side[2],
                          struct race_liberties *out);

/* A liberty of side k (not one of the other side's) where a stone of
 * k's colour makes k's counted eye worth more than eye_now moves: the
 * race can still change there, and the other side may have to take the
 * point first (three points along the edge closed by the other dragon at
 * one end are no eye, but a stone on the middle one leaves a corner
 * eye).  The first such point in board order, NO_MOVE if none.  Each
 * point is tried on b (trymove) and taken back: b is left as it was. */
int race_eye_move(struct board *b, const struct race_side_facts side[2],
                  int k, int eye_now);

#endif
