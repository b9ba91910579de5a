/* Priors: equivalent experience given to a new child before it has been
 * visited, as (visits, wins) with wins in half points.  Built-in knowledge
 * works on the playout board everywhere in the tree; a prior provider
 * (struct mcts_prior_hook, see mcts.h) can add Hane's deeper analysis for
 * the root position through the board API. */
#ifndef HANE_MCTS_PRIORS_H
#define HANE_MCTS_PRIORS_H

#include "playout_board.h"
#include "pattern3.h"

struct prior_value {
  int visits;
  int wins;            /* half points */
};

struct prior_params {
  int even;            /* visits at 50% every move gets */
  int capture;         /* captures and saving moves, at 100% */
  int self_atari;      /* self-atari of 2+ stones, at 0% */
  int edge;            /* first line away from stones, at 0% */
  int pattern;         /* 3x3 shape next to the last move, at 100% */
  int near_last;       /* within two points of the last move, at 100% */
  int opening;         /* 3rd/4th-line corner points early, 19x19/13x13 */
  int pass_bad;        /* pass while much of the board is empty, at 0% */
  int criticality;     /* wins a move at a critical point gets in the tree
                          at the maximum criticality 0.5 (0: off; see
                          mcts_criticality_priors) */
};

void priors_default(struct prior_params *pp, int board_size);

static inline void prior_add(struct prior_value *v, int visits, double value)
{
  v->visits += visits;
  v->wins += (int) (2.0 * visits * value + 0.5);
}

/* Priors for color's moves moves[0..n) (pb positions, PB_PASS allowed). */
void priors_compute(const struct prior_params *pp, const struct pattern3 *pat,
                    const struct pboard *b, int color, const int *moves, int n,
                    struct prior_value *out);

#endif
