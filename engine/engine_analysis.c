/* Live analysis for clients: a Monte Carlo search of its own running in
 * the background on a copy of the position, read while it runs.  It is
 * separate from genmove's search so watching a position never disturbs
 * the game's tree, and it uses the engine's seed and thread count so one
 * seed gives one analysis. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "mcts/mcts.h"

/* A smaller tree than genmove's: analysis runs beside the game engine. */
#define ANALYSIS_MAX_NODES 400000
/* engine_analysis_run without a playout count: this many per level + 1. */
#define ANALYSIS_PLAYOUTS_PER_LEVEL 1000

struct engine_analysis {
  struct mcts *mcts;
  struct board *board;           /* the position searched (a copy) */
  int color;
  int resign_allowed;
  int running;
};

static struct engine_analysis *analysis_new(struct engine *e, const struct board *b,
                                            int color)
{
  const struct engine_config *config = engine_get_config(e);
  struct engine_analysis *a = calloc(1, sizeof *a);
  if (a == NULL)
    return NULL;
  struct mcts_params params;
  mcts_params_default(&params);
  params.threads = config->threads > 0 ? config->threads : 1;
  params.max_nodes = ANALYSIS_MAX_NODES;
  a->mcts = mcts_new(&params, config->seed);
  a->board = board_new(b->board_size);
  if (a->mcts == NULL || a->board == NULL) {
    engine_analysis_free(a);
    return NULL;
  }
  board_copy(a->board, b);
  a->color = color;
  a->resign_allowed = config->resign_allowed;
  if (config->resign_allowed && config->resign_threshold > 0)
    mcts_set_resign_threshold(a->mcts, config->resign_threshold);
  return a;
}

struct engine_analysis *engine_analysis_start(struct engine *e, const struct board *b,
                                              int color)
{
  struct engine_analysis *a = analysis_new(e, b, color);
  if (a == NULL)
    return NULL;
  if (!mcts_start(a->mcts, a->board, color)) {
    engine_analysis_free(a);
    return NULL;
  }
  a->running = 1;
  return a;
}

struct engine_analysis *engine_analysis_run(struct engine *e, const struct board *b,
                                            int color, long playouts)
{
  struct engine_analysis *a = analysis_new(e, b, color);
  if (a == NULL)
    return NULL;
  struct mcts_limits limits = {0, 0.0, 0};
  int level = engine_get_config(e)->level;
  limits.playouts = playouts > 0 ? playouts : ANALYSIS_PLAYOUTS_PER_LEVEL * (level + 1);
  mcts_search(a->mcts, a->board, color, &limits);
  return a;
}

int engine_analysis_candidates(struct engine_analysis *a,
                               struct engine_candidate *out, int max)
{
  struct mcts_candidate found[BOARD_ARRAY_SIZE];
  if (max > BOARD_ARRAY_SIZE)
    max = BOARD_ARRAY_SIZE;
  int n = mcts_analysis(a->mcts, found, max);
  for (int k = 0; k < n; k++) {
    out[k].move = found[k].move;
    out[k].visits = found[k].visits;
    out[k].winrate = found[k].winrate;
    out[k].prior = found[k].prior;
    int length = found[k].pv_length;
    if (length > ENGINE_PV_MAX)
      length = ENGINE_PV_MAX;
    if (length > MCTS_PV_MAX)
      length = MCTS_PV_MAX;
    out[k].pv_length = length;
    memcpy(out[k].pv, found[k].pv, (size_t) length * sizeof out[k].pv[0]);
  }
  return n;
}

long engine_analysis_playouts(struct engine_analysis *a)
{
  struct mcts_stats stats;
  mcts_get_stats(a->mcts, &stats);
  return stats.playouts;
}

long engine_analysis_ownership(struct engine_analysis *a, float *ownership)
{
  return mcts_ownership(a->mcts, ownership);
}

int engine_analysis_stop(struct engine_analysis *a)
{
  if (a->running)
    mcts_stop(a->mcts);
  a->running = 0;
  int move = mcts_choose_move(a->mcts, a->board, a->color, a->resign_allowed);
  if (move != -1 && move != PASS_MOVE && !is_legal_move(a->board, move, a->color))
    move = PASS_MOVE;
  return move;
}

void engine_analysis_free(struct engine_analysis *a)
{
  if (a == NULL)
    return;
  if (a->mcts != NULL) {
    if (a->running)
      mcts_stop(a->mcts);
    mcts_free(a->mcts);
  }
  board_free(a->board);
  free(a);
}
