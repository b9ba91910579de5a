/* A strict ladder reader.  The attacker may only play on the two
 * liberties; the defender must get out of atari by extending or by
 * capturing a neighbour in atari.  Three or more liberties after the
 * defender's move: escaped; one: caught.  No depth limit: ladders are
 * read to the edge.  A WIN here means there is no escape at all; a 0 does
 * not mean the string is safe against other attacks.
 *
 * Also used by do_attack far beyond the depth limit. */
#include <config.h>

#include "reading_impl.h"

static int simple_ladder_defend(struct reading *r, int str, int *move);

int
simple_ladder(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int libs[2];
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int k;

  r->nodes++;
  if (read_budget_exhausted(r))
    return 0;
  str = find_origin(b, str);

  /* Give up ladders that keep depending on the attacker's kos. */
  if (b->stackp > r->depth + 20 && r->komaster == other)
    return 0;

  moves.num = 0;
  moves.num_tried = 0;
  findlib(b, str, 2, libs);
  /* If the defender gets out by playing one liberty, we must block it. */
  if (approxlib(b, libs[0], color, 4, NULL) <= 3)
    add_move(&moves, libs[1], 0);
  if (approxlib(b, libs[1], color, 4, NULL) <= 3)
    add_move(&moves, libs[0], 0);
  order_moves(r, str, &moves, other, NO_MOVE);

  for (k = 0; k < moves.num; k++) {
    int apos = moves.pos[k];
    int ko_move;
    if (!komaster_trymove(r, apos, other, "simple_ladder", str, &ko_move,
                          savecode == 0))
      continue;
    if (!ko_move) {
      int dcode = simple_ladder_defend(r, str, NULL);
      if (dcode != WIN) {
        if (dcode == 0) {
          read_popgo(r);
          if (move)
            *move = apos;
          return WIN;
        }
        if (reverse_result(dcode) > savecode) {
          savecode = reverse_result(dcode);
          savemove = apos;
        }
      }
    }
    else if (simple_ladder_defend(r, str, NULL) != WIN) {
      savecode = KO_B;
      savemove = apos;
    }
    read_popgo(r);
  }

  if (savecode && move)
    *move = savemove;
  return savecode;
}

static int
simple_ladder_defend(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int lib;
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int k;

  r->nodes++;
  findlib(b, str, 1, &lib);
  moves.num = 0;
  moves.num_tried = 0;
  add_move(&moves, lib, 0);
  break_chain_moves(r, str, &moves);
  order_moves(r, str, &moves, color, NO_MOVE);

  for (k = 0; k < moves.num; k++) {
    int xpos = moves.pos[k];
    int ko_move;
    int acode;
    int new_libs;
    if (!komaster_trymove(r, xpos, color, "simple_ladder_defend", str,
                          &ko_move, savecode == 0))
      continue;
    new_libs = countlib(b, str);
    if (new_libs > 2)
      acode = 0;
    else if (new_libs < 2)
      acode = WIN;
    else
      acode = simple_ladder(r, str, NULL);
    read_popgo(r);

    if (!ko_move) {
      if (acode == 0) {
        if (move)
          *move = xpos;
        return WIN;
      }
      if (reverse_result(acode) > savecode) {
        savecode = reverse_result(acode);
        savemove = xpos;
      }
    }
    else if (acode != WIN) {
      savecode = KO_B;
      savemove = xpos;
    }
  }

  if (savecode && move)
    *move = savemove;
  return savecode;
}

int
ladder_attack(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  long saved_nodes_at_call = r->nodes_at_call;
  int saved_over_budget = r->over_budget;
  int the_move = NO_MOVE;
  int result;

  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str])
      || countlib(b, str) != 2)
    return 0;
  r->nodes_at_call = r->nodes;
  r->over_budget = 0;
  result = simple_ladder(r, str, &the_move);
  r->nodes_at_call = saved_nodes_at_call;
  r->over_budget = saved_over_budget;
  read_budget_settle(r);
  if (move)
    *move = result ? the_move : NO_MOVE;
  return result;
}

int
ladder_defend(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  long saved_nodes_at_call = r->nodes_at_call;
  int saved_over_budget = r->over_budget;
  int the_move = NO_MOVE;
  int result;

  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str])
      || countlib(b, str) != 1)
    return 0;
  r->nodes_at_call = r->nodes;
  r->over_budget = 0;
  result = simple_ladder_defend(r, str, &the_move);
  r->nodes_at_call = saved_nodes_at_call;
  r->over_budget = saved_over_budget;
  read_budget_settle(r);
  if (move)
    *move = result ? the_move : NO_MOVE;
  return result;
}
