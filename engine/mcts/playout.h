/* Monte Carlo playouts on a struct pboard.  The policy tries, in order:
 * capture the last move's string or save own strings it put in atari (not
 * by running into a ladder that fails), take strings whose atari was
 * ignored, the last good reply (LGRF-2), the vital point of an eye space
 * next to the last move (nakade), two-liberty tactics around the last
 * move (ataris that capture in a ladder first), 3x3 shapes next to the
 * last move (or a move next to the last two sampled by the learned
 * playout table's gammas, against a random move elsewhere), then a uniformly random move that neither fills an own eye
 * nor is a self-atari of more than one stone (struct playout_policy's
 * selfatari may allow nakade throw-ins or refuse every other self-atari).  Each step but the first runs with a probability
 * (struct playout_policy).  Games are scored by area with komi. */
#ifndef HANE_PLAYOUT_H
#define HANE_PLAYOUT_H

#include "lgrf.h"
#include "playout_gamma.h"
#include "playout_board.h"
#include "pattern3.h"
#include "utils/rng.h"

struct playout_policy {
  const struct pattern3 *patterns;
  int tactics_percent;       /* chance to look at 2-liberty tactics */
  int pattern_percent;       /* chance to look at 3x3 shapes */
  int ladder_percent;        /* chance to read ladders for escapes, ataris */
  int nakade_percent;        /* chance to look for a vital point */
  int lgrf_percent;          /* chance to play the last good reply */
  const struct playout_gammas *gammas;   /* learned table, or NULL */
  int softmax_percent;       /* chance to sample the last move's neighbours
                                by their gammas instead of 3x3 shapes */
  int softmax_rest;          /* weight of a random move elsewhere, percent
                                of the empty shape's gamma a point */
  int softmax_moves;         /* around the last move only (1) or the last
                                two (2) */
  int selfatari;             /* self-ataris allowed: 0 of one stone, 1
                                also nakade throw-ins, 2 nakade throw-ins
                                only */
};

/* A search thread's private playout state. */
struct playout_state {
  struct pboard scratch;     /* ladders are read here */
  struct lgrf lgrf;          /* learnt replies */
};

/* Ready the state for boards of b's size (the reply tables are emptied
 * when the size changes); 0 if out of memory (then no replies). */
int playout_state_prepare(struct playout_state *s, const struct pboard *b);
void playout_state_free(struct playout_state *s);

void playout_policy_default(struct playout_policy *p,
                            const struct pattern3 *patterns);

/* Moves answering the last move (captures, saving atari'd strings), up to
 * max stored in moves; all legal.  Used by the policy and by priors. */
int playout_atari_answers(const struct pboard *b, int color, int *moves,
                          int max);

/* The policy's choice for color (PB_PASS when nothing is left); s holds
 * the scratch board and replies. */
int playout_choose_move(const struct playout_policy *p, struct pboard *b,
                        int color, struct rng *r, struct playout_state *s);

/* Play to the end from b with color to move, appending the moves to
 * moves[*n] (capacity max).  Returns the final area score for black minus
 * komi; *owner (optional, by pb position) receives who owns each point.
 * The caller learns replies from the result (lgrf_update). */
float playout_run(const struct playout_policy *p, struct pboard *b, int color,
                  struct rng *r, struct playout_state *s,
                  struct playout_move *moves, int *n, int max,
                  unsigned char *owner);

#endif
