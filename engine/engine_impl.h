/* Inside the facade: struct engine, shared by the files that implement
 * engine.h (engine.c, engine_genmove.c, engine_life.c, engine_reading.c,
 * engine_policy.c).
 * engine_new makes every part and engine_free frees them; the parts are
 * bound to a board only when a question about one comes. */
#ifndef HANE_ENGINE_IMPL_H
#define HANE_ENGINE_IMPL_H

#include <stdatomic.h>
#include "engine.h"
#include "utils/budget.h"

struct classic_engine;
struct engine_tactics;
struct engine_life;
struct mcts_player;
struct engine_policy;

struct engine {
  struct engine_config config;
  struct classic_engine *classic;   /* the classic move generator */
  struct engine_tactics *tactics;   /* reading and worms (engine_reading.c) */
  struct engine_life *life;         /* dragons and owl (engine_life.c) */
  struct mcts_player *mcts;         /* made on first use */
  struct engine_policy *policy;     /* the learned move model (engine_policy.c) */
  atomic_int interrupt;             /* engine_interrupt: finish the move now */
  struct budget budget;             /* of the question or move being answered
                                       (engine_begin_budget); every reader
                                       the engine makes charges it */
  /* The learned probability of every move in the position the last
   * analysis searched (the candidates' prior), when valid. */
  int analysis_prior_valid;
  float analysis_prior[BOARD_ARRAY_SIZE];
};

/* A move's budget (limit_seconds from now, no node limit) replaces the
 * current one, which is returned to be put back by close. */
struct budget engine_open_move_budget(struct engine *e, const struct move_budget *budget);
void engine_close_move_budget(struct engine *e, const struct budget *saved);

#endif
