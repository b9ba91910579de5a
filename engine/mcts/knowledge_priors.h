/* Root priors from Hane's own analysis, read through the board API, for
 * mcts_set_prior_hook: the values of the matching patterns of the pattern
 * databases (shape, joseki, cuts, edges, eyes, endgame, opening). */
#ifndef HANE_KNOWLEDGE_PRIORS_H
#define HANE_KNOWLEDGE_PRIORS_H

#include "board.h"
#include "mcts.h"

/* An mcts_prior_fn; data is unused. */
void mcts_pattern_priors(void *data, struct board *b, int color,
                         struct mcts_prior *priors);

#endif
