/* The facade's move generation analysis: restricted genmove, the best
 * moves with their values, and the reasons behind a move, all answered by
 * the classic move generator (engine/genmove.c). */
#include <config.h>

#include <stdio.h>

#include "engine.h"
#include "engine/movegen/genmove.h"

int engine_restricted_genmove(struct engine *e, struct board *b, int color,
                              const unsigned char *allowed,
                              const struct move_budget *budget)
{
  struct classic_options opt = { allowed, 0, budget ? budget->seconds : 0.0 };
  return classic_genmove(engine_classic(e), b, color, &opt);
}

int engine_top_moves(struct engine *e, int max, int *moves, float *values)
{
  return classic_top_moves(engine_classic(e), max, moves, values);
}

int engine_top_moves_for(struct engine *e, struct board *b, int color,
                         const struct move_budget *budget, int max,
                         int *moves, float *values)
{
  struct classic_options opt = { NULL, 0, budget ? budget->seconds : 0.0 };
  classic_genmove(engine_classic(e), b, color, &opt);
  return classic_top_moves(engine_classic(e), max, moves, values);
}

int engine_all_move_values(struct engine *e, int max, int *moves, float *values)
{
  return classic_all_values(engine_classic(e), max, moves, values);
}

int engine_move_reasons(struct engine *e, const struct board *b, int pos,
                        char *buf, int size)
{
  const struct move_reasons *mr = classic_last_reasons(engine_classic(e));
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
