/* Monte Carlo playouts on a struct pboard.  The policy tries, in order:
 * capture the last move's string or save own strings it put in atari,
 * two-liberty tactics around the last move, 3x3 shapes next to the last
 * move, then a uniformly random move that neither fills an own eye nor is a
 * self-atari of more than one stone.  Games are scored by area with komi. */
#ifndef HANE_PLAYOUT_H
#define HANE_PLAYOUT_H

#include "playout_board.h"
#include "pattern3.h"
#include "utils/rng.h"

struct playout_policy {
  const struct pattern3 *patterns;
  int tactics_percent;       /* chance to look at 2-liberty tactics */
  int pattern_percent;       /* chance to look at 3x3 shapes */
};

/* One move recorded for AMAF: pb position and colour. */
struct playout_move {
  uint16_t pos;
  uint8_t color;
};

void playout_policy_default(struct playout_policy *p,
                            const struct pattern3 *patterns);

/* Moves answering the last move (captures, saving atari'd strings), up to
 * max stored in moves; all legal.  Used by the policy and by priors. */
int playout_atari_answers(const struct pboard *b, int color, int *moves,
                          int max);

/* The policy's choice for color (PB_PASS when nothing is left). */
int playout_choose_move(const struct playout_policy *p, struct pboard *b,
                        int color, struct rng *r);

/* Play to the end from b with color to move, appending the moves to
 * moves[*n] (capacity max).  Returns the final area score for black minus
 * komi; *owner (optional, by pb position) receives who owns each point. */
float playout_run(const struct playout_policy *p, struct pboard *b, int color,
                  struct rng *r, struct playout_move *moves, int *n, int max,
                  unsigned char *owner);

#endif
