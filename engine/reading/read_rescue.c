/* Defensive shapes: moves that save a string without touching it, found
 * by looking at its liberties and their surroundings.  O is the string to
 * save, X the attacker, * the proposed move. */
#include <config.h>

#include "reading_impl.h"

/* A second-order liberty next to a liberty where an X stone would be
 * captured at once:
 *
 *    .        O        O       X.XXO
 *   O.*  or  ..*  or  O.*  or  XOOXO
 *    O        O        O       ...*.
 */
void
special_rescue_moves(struct reading *r, int str, int lib, struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int otherlib = approxlib(b, lib, other, 3, NULL);
  int k, j;

  if (otherlib > 2)
    return;
  for (k = 0; k < 4; k++) {
    int pos = lib + delta[k];
    if (b->board[pos] != EMPTY)
      continue;
    if (is_self_atari(b, pos, color) && otherlib > 1)
      continue;
    /* Against four liberties, demand that the move also spoils a second
     * point for X, or the attack has too many answers to check. */
    if (countlib(b, str) > 3) {
      int protected = 0;
      for (j = 0; j < 4 && protected < 2; j++)
        if (b->board[pos + delta[j]] == EMPTY
            && approxlib(b, pos + delta[j], other, 3, NULL) < 3)
          protected++;
      if (protected < 2)
        continue;
    }
    add_move(m, pos, 0);
  }
}

/* The bamboo joint:
 *
 *   XXXXXO
 *   XO.*.O
 *   XO.O.O
 *   XXXXXO
 */
void
bamboo_rescue_moves(struct reading *r, int str, int num_libs, int *libs,
                    struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int i, j;

  for (i = 0; i < num_libs; i++)
    for (j = 0; j < num_libs; j++) {
      int a = libs[i];
      int c = libs[j];
      int side1, side2;
      if (i == j)
        continue;
      if (a == WEST(c) || a == EAST(c)) {
        side1 = NS;
        side2 = -NS;
      }
      else if (a == NORTH(c) || a == SOUTH(c)) {
        side1 = WE;
        side2 = -WE;
      }
      else
        continue;
      if (b->board[a + side1] == EMPTY && b->board[c + side1] == color
          && !is_self_atari(b, a + side1, color))
        add_move(m, a + side1, 0);
      if (b->board[a + side2] == EMPTY && b->board[c + side2] == color
          && !is_self_atari(b, a + side2, color))
        add_move(m, a + side2, 0);
    }
}

/* A liberty that is suicide for X touches another O string: defend that
 * string (its liberties, captures around it):
 *
 *   OOXXXX
 *   .OXOOX
 *   .*O.OX
 *   .X.OOX
 *   ------
 */
void
special_rescue2_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int k, j, s;

  for (j = 0; j < 2; j++) {
    int alib = libs[j];
    if (!is_suicide(b, alib, other))
      continue;
    for (k = 0; k < 4; k++) {
      int newstr = alib + delta[k];
      int newlibs[4];
      int n;
      if (b->board[newstr] != color || same_string(b, newstr, str))
        continue;
      n = findlib(b, newstr, 4, newlibs);
      for (s = 0; s < n && s < 4; s++)
        if (!is_self_atari(b, newlibs[s], color))
          add_move(m, newlibs[s], 0);
      break_chain_moves(r, newstr, m);
      break_chain2_efficient_moves(r, newstr, m);
      edge_clamp_moves(r, newstr, m);
    }
  }
}

/* On the first line:
 *
 *   OXO   cde
 *   .*.   afg      * at f when an X stone at a gets few liberties.
 *   ---   b--
 */
void
special_rescue3_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int j, k, l;

  for (j = 0; j < 3; j++) {
    int apos = libs[j];
    for (k = 0; k < 4; k++) {
      int bpos = apos + delta[k];
      int cpos = apos - delta[k];
      if (ON_BOARD(b, bpos))
        continue;
      if (b->board[cpos] != color || !same_string(b, cpos, str))
        continue;
      for (l = 0; l < 2; l++) {
        int normal = l ? -delta[(k + 1) % 4] : delta[(k + 1) % 4];
        int dpos = cpos + normal;
        int epos = dpos + normal;
        int fpos = apos + normal;
        int gpos = fpos + normal;
        if (b->board[dpos] != other || b->board[epos] != color
            || b->board[fpos] != EMPTY || b->board[gpos] != EMPTY)
          continue;
        if (approxlib(b, apos, other, 4, NULL) > 3)
          continue;
        add_move(m, fpos, 0);
      }
    }
  }
}

/* Answer to special_attack3: when the X stone beside our two adjacent
 * liberties has two liberties, play its outside one. */
void
special_rescue4_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int k, j;

  for (k = 0; k < 2; k++) {
    int apos = libs[k];
    int bpos = libs[1 - k];
    int xpos;
    int libs2[2];
    if (apos == SOUTH(bpos) || apos == NORTH(bpos)) {
      if (b->board[WEST(apos)] == other)
        xpos = WEST(apos);
      else if (b->board[EAST(apos)] == other)
        xpos = EAST(apos);
      else
        continue;
    }
    else if (apos == WEST(bpos) || apos == EAST(bpos)) {
      if (b->board[SOUTH(apos)] == other)
        xpos = SOUTH(apos);
      else if (b->board[NORTH(apos)] == other)
        xpos = NORTH(apos);
      else
        continue;
    }
    else
      return;
    if (findlib(b, xpos, 2, libs2) == 2)
      for (j = 0; j < 2; j++)
        if (libs2[j] != apos && libs2[j] != bpos
            && !is_self_atari(b, libs2[j], color))
          add_move(m, libs2[j], 0);
  }
}

/* Strings sharing two liberties with an X string: play the X string's
 * outside liberties, or shore up X's weak neighbours' victims.
 *
 *   |XXXX    |.X...
 *   |OOOX    |.XOO.
 *   |..OX    |OOXO.
 *   |O.OX    |O.X*O
 *   |.X*.    |O.X.O
 *   +----    +-----
 */
void
special_rescue5_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int liberties = countlib(b, str);
  int j, k, s;

  for (j = 0; j < liberties; j++) {
    int apos = libs[j];
    for (k = 0; k < 4; k++) {
      int bpos = apos + delta[k];
      int libs2[4];
      int liberties2;
      if (b->board[bpos] != other)
        continue;
      if (countlib(b, bpos) > liberties + 1)
        continue;
      if (count_common_libs(b, str, bpos) < 2)
        continue;
      liberties2 = findlib(b, bpos, 4, libs2);
      if (liberties2 > 4)
        liberties2 = 4;
      for (s = 0; s < liberties2; s++)
        if (!liberty_of_string(b, libs2[s], str)
            && !is_self_atari(b, libs2[s], color))
          add_move(m, libs2[s], 0);

      if (liberties2 <= liberties) {
        int adjs[MAX_NEIGHBORS];
        int adj = chainlinks2(b, bpos, adjs, 1);
        int t;
        for (t = 0; t < adj; t++) {
          int cpos;
          break_chain_moves(r, adjs[t], m);
          findlib(b, adjs[t], 1, &cpos);
          if (!is_self_atari(b, cpos, color))
            add_move(m, cpos, 0);
        }
        double_atari_chain2_moves(r, bpos, m, 0);
      }
    }
  }
}

/* Edge shapes for strings with three or four liberties:
 *
 *   |.bOX
 *   |.Xa.      the lower O string is defended at a or b.
 *   |.OXX
 *   |.O..
 */
void
special_rescue6_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int liberties = countlib(b, str);
  int j, k, l;

  if (liberties > 4)
    liberties = 4;
  for (j = 0; j < liberties; j++) {
    int apos = libs[j];
    for (k = 0; k < 4; k++) {
      int right = delta[k];
      int bpos = apos + right;
      if (ON_BOARD(b, apos - right))
        continue;
      if (b->board[bpos] != color || !same_string(b, str, bpos))
        continue;
      for (l = 0; l < 2; l++) {
        int up = l ? -delta[(k + 1) % 4] : delta[(k + 1) % 4];
        int cpos = bpos + up;
        if (b->board[cpos] != other)
          continue;
        if (b->board[apos + up] != EMPTY)
          continue;
        if (b->board[cpos + right] != EMPTY)
          continue;
        if (b->board[apos + up + up] == EMPTY
            && b->board[cpos + up] == EMPTY
            && b->board[cpos + up + right] == color) {
          add_move(m, cpos + right, 0);
          add_move(m, cpos + up, 0);
        }
        else if (countlib(b, cpos) <= 3
                 && (b->board[bpos + right] == EMPTY
                     || (b->board[bpos + right] == other
                         && countlib(b, bpos + right) <= 4))
                 && !is_self_atari(b, cpos + right, color))
          add_move(m, cpos + right, 0);
      }
    }
  }
}

/* The hane:
 *
 *   .*   ac
 *   OX   bd     * at c when X at d is no better off than us.
 */
void
hane_rescue_moves(struct reading *r, int str, int *libs, struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int num_libs = countlib(b, str);
  int j, k, l;

  if (num_libs > 4)
    return;
  for (j = 0; j < num_libs; j++) {
    int apos = libs[j];
    for (k = 0; k < 4; k++) {
      int bpos = apos + delta[k];
      if (b->board[bpos] != color || !same_string(b, bpos, str))
        continue;
      for (l = 0; l < 2; l++) {
        int normal = l ? -delta[(k + 1) % 4] : delta[(k + 1) % 4];
        int cpos = apos + normal;
        int dpos = bpos + normal;
        int dlibs;
        if (b->board[cpos] != EMPTY || b->board[dpos] != other)
          continue;
        dlibs = countlib(b, dpos);
        if (dlibs > num_libs || dlibs > accuratelib(b, cpos, color, dlibs,
                                                    NULL))
          continue;
        add_move(m, cpos, 0);
      }
    }
  }
}

/* A single stone in atari may be saved by a snapback set up on the
 * capturing stone's liberty:
 *
 *   OOOOO
 *   OXXXO
 *   OX.OX
 *   OXOXX
 *   OX*..
 *   -----
 */
void
set_up_snapback_moves(struct reading *r, int str, int lib,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int libs2[2];

  if (b->stackp <= r->backfill_depth && countstones(b, str) == 1
      && approxlib(b, lib, other, 2, libs2) == 1
      && (!is_self_atari(b, libs2[0], color)
          || is_ko(b, libs2[0], color, NULL)))
    add_move(m, libs2[0], 0);
}
