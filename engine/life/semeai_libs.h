/* Liberties of a capturing race on the board: which are shared, which
 * belong to one side outside its eye, which need an approach move, how
 * many moves the eye is worth; and the moves that fill them.
 *
 * A liberty of both dragons is shared.  A liberty of one dragon only is
 * inside its eye when it lies in the eye space counted as the dragon's
 * eye (the biggest of its eye spaces that borders no stone of the other
 * dragon), else outside.  An outside liberty costs the opponent one move
 * if it can play there without being in atari (or capturing), two if it
 * first needs an approach move; a point where the opponent cannot play at
 * all (suicide) is an eye of one point.  The eye is worth
 * big_eye_liberties(points, enemy stones inside).
 */
#ifndef HANE_SEMEAI_LIBS_H
#define HANE_SEMEAI_LIBS_H

#include "engine/board/board.h"
#include "semeai_count.h"

/* Fill moves kept per kind and side. */
#define RACE_FILL_MOVES 4

/* What the liberty counter needs to know about one side. */
struct race_side_facts {
  int color;
  const unsigned char *in_goal;   /* nonzero on the dragon's stones */
  const int *eye_origin;          /* per point: origin of the dragon's eye
                                   * space holding it, NO_MOVE if none */
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
  int eye_origin[2];              /* origin of the counted eye, NO_MOVE */
  struct race_fills fills[2];     /* fills[k]: the opponent of side k
                                   * takes side k's liberties */
};

/* Classify the liberties of side[0] and side[1] on b into out.  Changes
 * nothing on the board. */
void race_count_liberties(const struct board *b,
                          const struct race_side_facts side[2],
                          struct race_liberties *out);

#endif
