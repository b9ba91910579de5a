#include <config.h>

#include "genmove.h"
#include "engine/pattern/pattern_match.h"

/* Pattern moves: every match of the compiled databases (patterns/NAME.db)
 * becomes a reason at its `*` point, named after the pattern and worth the
 * pattern's value.  Opening and joseki patterns only make sense while the
 * board is still open, so they are left out once it has filled up. */

static void add_pattern_reason(void *data, int move, const struct pattern *p,
                               int orientation)
{
  struct genmove_context *ctx = data;
  (void) orientation;
  add_move_reason(ctx->mr, move, REASON_PATTERN, NO_MOVE, NO_MOVE, p->value, p->name);
}

void gen_pattern_moves(struct genmove_context *ctx)
{
  struct board *b = ctx->b;
  int size = b->board_size;
  int stones = stones_on_board(b, BLACK) + stones_on_board(b, WHITE);
  unsigned mask = PATTERN_ALL;

  if (stones > size * size / 3)
    mask &= ~(unsigned) (PATTERN_OPENING | PATTERN_JOSEKI);
  match_patterns(b, ctx->color, mask, add_pattern_reason, ctx);
}
