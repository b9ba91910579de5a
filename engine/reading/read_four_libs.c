/* Strings with four liberties, read only up to fourlib_depth. */
#include <config.h>

#include "reading_impl.h"

int
attack4(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int stackp = b->stackp;
  int libs[4];
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int stop = 0;
  int pass;
  int k;

  r->nodes++;
  if (stackp > r->depth)
    return 0;
  moves.num = 0;
  moves.num_tried = 0;

  for (pass = 0; pass < 2 && !stop; pass++) {
    if (pass == 0) {
      attacker_rescue_moves(r, str, &moves);
      /* Keeping our own surrounding strings intact comes first. */
      for (k = 0; k < moves.num; k++)
        moves.score[k] += 5;

      findlib(b, str, 4, libs);
      for (k = 0; k < 4; k++) {
        int apos = libs[k];
        if (stackp <= r->backfill_depth
            || (stackp <= r->depth && !has_neighbor(b, apos, other))
            || !is_self_atari(b, apos, other))
          add_move(&moves, apos, 0);
        edge_closing_backfill_moves(r, str, apos, &moves);
        edge_block_moves(r, str, apos, &moves);
      }
      propose_edge_moves(r, str, libs, 4, &moves, other);
    }
    else if (stackp <= r->backfill_depth)
      find_cap_moves(r, str, &moves);

    order_moves(r, str, &moves, other, *move);
    if (attack_try_moves(r, str, &moves, &savecode, &savemove, 1, &stop)) {
      *move = savemove;
      return WIN;
    }
  }

  if (savecode)
    *move = savemove;
  return savecode;
}

int
defend4(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int stackp = b->stackp;
  int libs[4];
  int xpos = NO_MOVE;
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int stop = 0;
  int k;

  r->nodes++;
  findlib(b, str, 4, libs);

  if (fast_defense(r, str, 4, libs, &xpos)) {
    *move = xpos;
    return WIN;
  }
  first_defense_moves(r, str, 4, libs, &moves);
  if (stackp <= r->backfill_depth) {
    break_chain2_defense_moves(r, str, &moves, 0);
    break_chain3_moves(r, str, &moves, 0);
    break_chain4_moves(r, str, &moves, 0);
    if (stackp <= r->superstring_depth)
      superstring_moves(r, str, &moves, 4, 0);
    squeeze_moves(r, str, &moves);
  }

  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 1, &stop))
    goto win;
  if (stop)
    goto done;

  if (stackp <= r->depth) {
    for (k = 0; k < 4; k++)
      special_rescue_moves(r, str, libs[k], &moves);
    bamboo_rescue_moves(r, str, 4, libs, &moves);
  }

  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 1, &stop))
    goto win;

done:
  if (savecode)
    *move = savemove;
  return savecode;

win:
  *move = savemove;
  return WIN;
}
