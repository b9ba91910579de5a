/* Root priors from Hane's own analysis, read through the board API, for
 * mcts_set_prior_hook: the values of the matching patterns of the pattern
 * databases (shape, joseki, cuts, edges, eyes, endgame, opening), and
 * tactical reading (engine/reading.h): saving own strings in danger,
 * capturing enemy strings that could still be saved, and a strong negative
 * prior for self-ataris that reading says lose. */
#ifndef HANE_KNOWLEDGE_PRIORS_H
#define HANE_KNOWLEDGE_PRIORS_H

#include "engine/board/board.h"
#include "mcts.h"

struct reading;

/* mcts_prior_fn providers.  mcts_pattern_priors ignores data;
 * mcts_reading_priors needs a struct reading bound to the board it is
 * called with (anything else adds nothing). */
void mcts_pattern_priors(void *data, struct board *b, int color,
                         struct mcts_prior *priors);
void mcts_reading_priors(void *data, struct board *b, int color,
                         struct mcts_prior *priors);

/* Both, with a reading made (and kept) for each board they see. */
struct knowledge_priors;
struct knowledge_priors *knowledge_priors_new(void);
void knowledge_priors_free(struct knowledge_priors *k);
/* Reading charges this budget (utils/budget.h; NULL: none). */
struct budget;
void knowledge_priors_set_budget(struct knowledge_priors *k, struct budget *budget);
/* data is a struct knowledge_priors. */
void mcts_knowledge_priors(void *data, struct board *b, int color,
                           struct mcts_prior *priors);

#endif
