/* Strings with two liberties: ladders, nets and their defences. */
#include <config.h>

#include "reading_impl.h"

/* attack2 in four passes: ataris (and saving attacker stones in atari),
 * special shapes, caps, then superstring liberties. */
int
attack2(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int stackp = b->stackp;
  int libs[2];
  int adjs[MAX_NEIGHBORS];
  int adj;
  int savemove = NO_MOVE;
  int savecode = 0;
  int atari_possible = 0;
  int adjacent_liberties;
  struct read_moves moves;
  int stop = 0;
  int pass;
  int k, j;

  r->nodes++;
  moves.num = 0;
  moves.num_tried = 0;
  findlib(b, str, 2, libs);
  adjacent_liberties = direct_neighbors(libs[0], libs[1]);

  for (pass = 0; pass < 4; pass++) {
    switch (pass) {
    case 0:
      /* An attacker string in atari must be saved first, or the defender
       * escapes by capturing it. */
      adj = chainlinks2(b, str, adjs, 1);
      for (j = 0; j < adj; j++) {
        int hpos;
        /* Deep in a ladder, a larger boundary string in atari that does
         * not share the liberty means the ladder is broken. */
        if (stackp > r->depth && countstones(b, adjs[j]) > 1
            && !have_common_lib(b, str, adjs[j], NULL))
          return 0;
        if (stackp <= r->depth)
          break_chain_moves(r, adjs[j], &moves);
        findlib(b, adjs[j], 1, &hpos);
        add_move(&moves, hpos, 0);
      }

      for (k = 0; k < 2; k++) {
        int apos = libs[k];
        int libs2[2];
        if (!is_self_atari(b, apos, other))
          atari_possible = 1;
        if (stackp <= r->backfill_depth
            || ((stackp <= r->depth || adjacent_liberties)
                && !has_neighbor(b, apos, other))
            || !is_self_atari(b, apos, other))
          add_move(&moves, apos, 0);

        /* Backfill when the atari itself would be self-atari. */
        if (stackp <= r->backfill_depth
            && approxlib(b, apos, other, 2, libs2) == 1) {
          int d;
          add_move(&moves, libs2[0], 0);
          for (d = 0; d < 4; d++) {
            int bpos = libs2[0] + delta[d];
            int adjs3[MAX_NEIGHBORS];
            if (b->board[bpos] == other
                && chainlinks2(b, bpos, adjs3, 1) > 0) {
              int xpos;
              findlib(b, adjs3[0], 1, &xpos);
              add_move(&moves, xpos, 0);
            }
          }
        }
      }

      if (!atari_possible)
        for (k = 0; k < 2; k++)
          edge_block_moves(r, str, libs[k], &moves);

      /* A surrounding string whose two liberties are ours too: rescue
       * it by capturing its neighbours. */
      adj = chainlinks2(b, str, adjs, 2);
      for (j = 0; j < adj; j++)
        if (liberty_of_string(b, libs[0], adjs[j])
            && liberty_of_string(b, libs[1], adjs[j]))
          break_chain_moves(r, adjs[j], &moves);

      propose_edge_moves(r, str, libs, 2, &moves, other);
      break;

    case 1:
      if (stackp <= r->backfill_depth) {
        special_attack2_moves(r, str, libs, &moves);
        special_attack3_moves(r, str, libs, &moves);
        special_attack4_moves(r, str, libs, &moves);
      }
      break;

    case 2:
      find_cap_moves(r, str, &moves);
      break;

    default:
      if (r->level >= 8 && stackp <= r->backfill_depth
          && (stackp <= r->superstring_depth || !atari_possible)) {
        int cap = stackp <= r->backfill2_depth ? 3 : 2;
        superstring_moves(r, str, &moves, cap, 1);
        squeeze_moves(r, str, &moves);
      }
      break;
    }

    order_moves(r, str, &moves, other, *move);
    if (attack_try_moves(r, str, &moves, &savecode, &savemove, 0, &stop)) {
      *move = savemove;
      return WIN;
    }
  }

  if (savecode)
    *move = savemove;
  return savecode;
}

int
defend2(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int stackp = b->stackp;
  int libs[2];
  int xpos = NO_MOVE;
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int stop = 0;
  int be_aggressive;
  int k, j;

  r->nodes++;
  findlib(b, str, 2, libs);

  if (fast_defense(r, str, 2, libs, &xpos)) {
    *move = xpos;
    return WIN;
  }

  moves.num = 0;
  moves.num_tried = 0;
  /* No self-atari extensions, except for a single stone (a snapback). */
  {
    int size = countstones(b, str);
    for (k = 0; k < 2; k++)
      if (size == 1 || !is_self_atari(b, libs[k], color))
        add_move(&moves, libs[k], 0);
  }
  break_chain_moves(r, str, &moves);
  break_chain2_efficient_moves(r, str, &moves);
  propose_edge_moves(r, str, libs, 2, &moves, color);
  edge_clamp_moves(r, str, &moves);
  if (stackp <= r->depth) {
    for (k = 0; k < 2; k++)
      special_rescue_moves(r, str, libs[k], &moves);
    bamboo_rescue_moves(r, str, 2, libs, &moves);
  }
  if (stackp <= r->backfill_depth)
    special_rescue2_moves(r, str, libs, &moves);

  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 0, &stop))
    goto win;

  /* Backfilling. */
  for (k = 0; k < 2; k++) {
    int libs2[6];
    int liberties2;
    if (is_self_atari(b, libs[k], other)) {
      liberties2 = approxlib(b, libs[k], color, 6, libs2);
      for (j = 0; j < liberties2 && j < 6; j++)
        if (!is_self_atari(b, libs2[j], color)
            && has_neighbor(b, libs2[j], color))
          add_move(&moves, libs2[j], 0);
    }
    liberties2 = approxlib(b, libs[k], other, 3, libs2);
    if (liberties2 <= 2)
      for (j = 0; j < liberties2; j++)
        if (!is_self_atari(b, libs2[j], color))
          add_move(&moves, libs2[j], 0);
  }
  special_rescue4_moves(r, str, libs, &moves);

  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 0, &stop))
    goto win;

  be_aggressive = moves.num == 0;
  if (stackp <= r->superstring_depth)
    superstring_break_chain_moves(r, str, 4, &moves);
  if (stackp <= r->superstring_depth) {
    superstring_moves(r, str, &moves, 3, 0);
    squeeze_moves(r, str, &moves);
  }
  break_chain2_defense_moves(r, str, &moves, be_aggressive);
  if (stackp <= r->backfill_depth)
    special_rescue5_moves(r, str, libs, &moves);
  if (stackp <= r->break_chain_depth
      || (be_aggressive && stackp <= r->backfill_depth))
    break_chain3_moves(r, str, &moves, be_aggressive);
  if (be_aggressive && stackp <= r->backfill_depth)
    break_chain4_moves(r, str, &moves, be_aggressive);

  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 0, &stop))
    goto win;

  if (savecode)
    *move = savemove;
  return savecode;

win:
  *move = savemove;
  return WIN;
}
