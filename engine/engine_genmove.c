/* The facade's move generation analysis: restricted genmove, the best
 * moves with their values, and the reasons behind a move, answered by the
 * classic move generator (engine/movegen/); the best moves come from the
 * Monte Carlo search when it plays. */
#include <config.h>

#include <stdio.h>

#include "engine.h"
#include "engine_impl.h"
#include "engine/movegen/genmove.h"

int engine_restricted_genmove(struct engine *e, struct board *b, int color,
                              const unsigned char *allowed,
                              const struct move_budget *budget)
{
  struct classic_options opt = { allowed, 0, budget ? budget->seconds : 0.0 };
  struct budget saved = engine_open_move_budget(e, budget);
  int move = classic_genmove(e->classic, b, color, &opt);
  engine_close_move_budget(e, &saved);
  return move;
}

/* Most candidates the Monte Carlo search reports as top moves. */
#define MCTS_TOP_MAX 64
/* Playouts of the search behind top moves asked as analysis (as the GoGui
 * pictures of the search). */
#define MCTS_TOP_PLAYOUTS 1000

/* The last search's candidates, most visited first, valued by their win
 * rates in percent. */
static int mcts_top_moves(struct engine *e, int max, int *moves, float *values)
{
  struct engine_candidate c[MCTS_TOP_MAX];
  int n = engine_analyze_candidates(e, c, max < MCTS_TOP_MAX ? max : MCTS_TOP_MAX);
  for (int k = 0; k < n; k++) {
    moves[k] = c[k].move;
    values[k] = (float) (100.0 * c[k].winrate);
  }
  return n;
}

int engine_top_moves(struct engine *e, int max, int *moves, float *values)
{
  if (engine_get_config(e)->kind == ENGINE_MCTS)
    return mcts_top_moves(e, max, moves, values);
  return classic_top_moves(e->classic, max, moves, values);
}

int engine_top_moves_for(struct engine *e, struct board *b, int color,
                         const struct move_budget *budget, int max,
                         int *moves, float *values)
{
  if (engine_get_config(e)->kind == ENGINE_MCTS) {
    if (budget == NULL)
      engine_analyze_playouts(e, b, color, MCTS_TOP_PLAYOUTS);
    else
      engine_genmove(e, b, color, budget);
    return mcts_top_moves(e, max, moves, values);
  }
  struct classic_options opt = { NULL, 0, budget ? budget->seconds : 0.0 };
  if (budget == NULL) {
    classic_genmove(e->classic, b, color, &opt);
    return classic_top_moves(e->classic, max, moves, values);
  }
  struct budget saved = engine_open_move_budget(e, budget);
  classic_genmove(e->classic, b, color, &opt);
  engine_close_move_budget(e, &saved);
  return classic_top_moves(e->classic, max, moves, values);
}

int engine_all_move_values(struct engine *e, int max, int *moves, float *values)
{
  return classic_all_values(e->classic, max, moves, values);
}

int engine_move_reasons(struct engine *e, const struct board *b, int pos,
                        char *buf, int size)
{
  const struct move_reasons *mr = classic_last_reasons(e->classic);
  int len;
  if (size <= 0)
    return 0;
  buf[0] = '\0';
  if (pos <= 0 || pos >= BOARD_ARRAY_SIZE || mr->first[pos] < 0)
    return 0;
  len = describe_move_reasons(b, mr, pos, buf, size);
  if (len < size - 1) {
    int w = snprintf(buf + len, (size_t) (size - len), "total %.2f\n", mr->value[pos]);
    if (w > 0)
      len += w < size - len ? w : size - len - 1;
  }
  return len;
}
