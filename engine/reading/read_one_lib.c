/* Strings with one liberty.
 *
 * attack1: capturing is trivial unless it is a ko (KO_A if the attacker
 * may take it now, KO_B if it needs a threat first) or a proper snapback.
 * Failing that, backfilling and capturing a string that saves the target.
 *
 * defend1: extend, capture a neighbour in atari, set up a snapback; with
 * the ladder reader attack2 this reads ladders to the end. */
#include <config.h>

#include "reading_impl.h"

/* Capture at xpos (legal); was it a proper snapback for the defender? */
static int
capture_is_snapback(struct reading *r, int str, int xpos, int color)
{
  struct board *b = r->b;
  int snapback = 0;
  if (read_trymove(r, str, color, "attack1-recapture", str)) {
    if (countlib(b, str) > 1)
      snapback = 1;
    read_popgo(r);
  }
  (void) xpos;
  return snapback;
}

int
attack1(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int xpos;
  int savemove = NO_MOVE;
  int savecode = 0;
  int libs[6];
  int liberties;
  int adjs[MAX_NEIGHBORS];
  int adj;
  int k, j;

  r->nodes++;
  findlib(b, str, 1, &xpos);

  /* Capturing several stones is never a ko. */
  if (countstones(b, str) > 1) {
    *move = xpos;
    return WIN;
  }

  if (read_trymove(r, xpos, other, "attack1-A", str)) {
    if (countlib(b, xpos) > 1) {
      read_popgo(r);
      *move = xpos;
      return WIN;
    }
    if (countstones(b, xpos) == 1) {
      /* A ko: the defender may retake unless the attacker is komaster. */
      if (r->komaster != other) {
        savecode = KO_A;
        savemove = xpos;
      }
      else {
        read_popgo(r);
        *move = xpos;
        return WIN;
      }
    }
    else if (!capture_is_snapback(r, str, xpos, color)) {
      read_popgo(r);
      *move = xpos;
      return WIN;
    }
    read_popgo(r);
  }
  else if (r->komaster != color) {
    /* Illegal ko capture: the attacker needs a ko threat first. */
    savecode = KO_B;
    savemove = xpos;
  }

  /* Backfilling, mostly useful in ko positions. */
  liberties = approxlib(b, xpos, color, 6, libs);
  if (liberties <= 5)
    for (k = 0; k < liberties; k++) {
      int apos = libs[k];
      if (!is_self_atari(b, apos, other)
          && read_trymove(r, apos, other, "attack1-C", str)) {
        int dcode = do_find_defense(r, str, NULL);
        if (dcode != WIN && do_attack(r, str, NULL)) {
          if (dcode == 0) {
            read_popgo(r);
            *move = apos;
            return WIN;
          }
          if (reverse_result(dcode) > savecode) {
            savecode = reverse_result(dcode);
            savemove = apos;
          }
        }
        read_popgo(r);
      }
    }

  /* Back-capturing: a neighbour in atari whose liberty is the target's
   * liberty may itself be rescued by capturing its own neighbours. */
  adj = chainlinks2(b, str, adjs, 1);
  for (j = 0; j < adj; j++) {
    int adjs2[MAX_NEIGHBORS];
    int adj2;
    if (!liberty_of_string(b, xpos, adjs[j]))
      continue;
    adj2 = chainlinks2(b, adjs[j], adjs2, 1);
    for (k = 0; k < adj2; k++) {
      int apos;
      int ko_move;
      if (same_string(b, adjs2[k], str))
        continue;
      findlib(b, adjs2[k], 1, &apos);
      if (komaster_trymove(r, apos, other, "attack1-D", str, &ko_move,
                           b->stackp <= r->ko_depth && savecode == 0)) {
        int dcode = do_find_defense(r, str, NULL);
        if (dcode != WIN && do_attack(r, str, NULL)) {
          if (!ko_move) {
            if (dcode == 0) {
              read_popgo(r);
              *move = apos;
              return WIN;
            }
            if (reverse_result(dcode) > savecode) {
              savecode = reverse_result(dcode);
              savemove = apos;
            }
          }
          else {
            savecode = KO_B;
            savemove = apos;
          }
        }
        read_popgo(r);
      }
    }
  }

  if (savecode)
    *move = savemove;
  return savecode;
}

int
defend1(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int lib;
  int xpos;
  struct read_moves moves;
  int savemove = NO_MOVE;
  int savecode = 0;
  int stop = 0;

  r->nodes++;
  findlib(b, str, 1, &lib);

  if (fast_defense(r, str, 1, &lib, &xpos)) {
    *move = xpos;
    return WIN;
  }

  moves.num = 0;
  moves.num_tried = 0;
  add_move(&moves, lib, 0);
  break_chain_moves(r, str, &moves);
  set_up_snapback_moves(r, str, lib, &moves);
  order_moves(r, str, &moves, color, *move);
  if (defend_try_moves(r, str, &moves, &savecode, &savemove, 0, &stop)) {
    *move = savemove;
    return WIN;
  }

  /* A single stone whose capture would be a ko: backfill to make the
   * capture a plain one for us to answer. */
  if (savecode != WIN && b->stackp <= r->backfill_depth
      && countstones(b, str) == 1 && is_ko(b, lib, other, NULL)) {
    int libs2[6];
    int liberties = approxlib(b, lib, color, 6, libs2);
    int k;
    if (liberties <= 5)
      for (k = 0; k < liberties; k++) {
        int apos = libs2[k];
        if ((liberties == 1 || !is_self_atari(b, apos, other))
            && read_trymove(r, apos, color, "defend1-C", str)) {
          int acode = do_attack(r, str, NULL);
          read_popgo(r);
          if (acode == 0) {
            *move = apos;
            return WIN;
          }
          if (reverse_result(acode) > savecode) {
            savecode = reverse_result(acode);
            savemove = apos;
          }
        }
      }
  }

  if (savecode)
    *move = savemove;
  return savecode;
}
