/* Strings with three liberties.  Beyond branch_depth only the best-ordered
 * move is tried at each node. */
#include <config.h>

#include "reading_impl.h"

int
attack3(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int stackp = b->stackp;
  int libs[3];
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int stop = 0;
  int pass;
  int k;

  r->nodes++;
  moves.num = 0;
  moves.num_tried = 0;

  for (pass = 0; pass < 4 && !stop; pass++) {
    switch (pass) {
    case 0:
      attacker_rescue_moves(r, str, &moves);
      findlib(b, str, 3, libs);
      for (k = 0; k < 3; k++) {
        int apos = libs[k];
        if (stackp <= r->backfill_depth
            || (stackp <= r->depth && !has_neighbor(b, apos, other))
            || !is_self_atari(b, apos, other))
          add_move(&moves, apos, 0);
        edge_closing_backfill_moves(r, str, apos, &moves);
        edge_block_moves(r, str, apos, &moves);
      }
      propose_edge_moves(r, str, libs, 3, &moves, other);
      break;

    case 1:
      if (stackp <= r->backfill_depth)
        find_cap_moves(r, str, &moves);
      if (stackp <= r->fourlib_depth)
        draw_back_moves(r, str, &moves);
      break;

    case 2:
      /* Protect our own two-liberty strings around the target, even
       * one that could run either way: the defender's last move may have
       * made its liberties the points that matter. */
      if (stackp > r->attack_wall_depth
          && stackp <= r->attack_wall_depth + READ_DEEPEN_WALL)
        r->horizon = 1;
      if (stackp <= r->attack_wall_depth) {
        int adjs[MAX_NEIGHBORS];
        int adj = chainlinks2(b, str, adjs, 2);
        for (int j = 0; j < adj; j++) {
          int libs2[2];
          findlib(b, adjs[j], 2, libs2);
          if (stackp <= r->backfill2_depth) {
            break_chain_moves(r, adjs[j], &moves);
            break_chain2_moves(r, adjs[j], &moves, 1, 0);
          }
          for (k = 0; k < 2; k++)
            add_move(&moves, libs2[k], 0);
        }
      }
      break;

    default:
      if (r->level >= 8 && stackp <= r->attack_wall_depth) {
        superstring_moves(r, str, &moves, 3, 1);
        squeeze_moves(r, str, &moves);
      }
      break;
    }

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
defend3(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int stackp = b->stackp;
  int libs[3];
  int xpos = NO_MOVE;
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int stop = 0;
  int k;

  r->nodes++;
  findlib(b, str, 3, libs);

  if (fast_defense(r, str, 3, libs, &xpos)) {
    *move = xpos;
    return WIN;
  }
  first_defense_moves(r, str, 3, libs, &moves);
  propose_edge_moves(r, str, libs, 3, &moves, color);
  edge_clamp_moves(r, str, &moves);
  if (stackp <= r->backfill2_depth)
    hane_rescue_moves(r, str, libs, &moves);

  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 1, &stop))
    goto win;
  if (stop)
    goto done;

  if (stackp <= r->backfill_depth)
    special_rescue3_moves(r, str, libs, &moves);
  if (stackp <= r->depth) {
    for (k = 0; k < 3; k++)
      special_rescue_moves(r, str, libs[k], &moves);
    bamboo_rescue_moves(r, str, 3, libs, &moves);
  }
  if (r->level >= 8 && stackp <= r->backfill2_depth)
    superstring_break_chain_moves(r, str, 4, &moves);
  if (stackp <= r->break_chain_depth)
    break_chain2_defense_moves(r, str, &moves, 0);
  if (stackp <= r->backfill_depth) {
    special_rescue5_moves(r, str, libs, &moves);
    special_rescue6_moves(r, str, libs, &moves);
  }

  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 1, &stop))
    goto win;
  if (stop)
    goto done;

  if (r->level >= 8 && stackp <= r->backfill2_depth) {
    superstring_moves(r, str, &moves, 3, 0);
    squeeze_moves(r, str, &moves);
  }
  if (stackp <= r->break_chain_depth)
    break_chain3_moves(r, str, &moves, 0);

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
