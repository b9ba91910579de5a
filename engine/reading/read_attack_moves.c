/* Offensive shapes: moves that capture a string without playing on its
 * liberties.  X is the string attacked, O the attacker, * the move. */
#include <config.h>

#include "reading_impl.h"

/* The cap: two diagonal liberties a, b and the empty corner between them.
 *
 *   Xa          XXXXX
 *   b*    and   XX.XX
 *               X.*.X
 *               XX.XX
 */
void
find_cap_moves(struct reading *r, int str, struct read_moves *m)
{
  const struct board *b = r->b;
  int libs[4];
  int n = findlib(b, str, 4, libs);
  int i, j;

  if (n > 4 || n < 2)
    return;
  for (i = 0; i < n - 1; i++)
    for (j = i + 1; j < n; j++) {
      int a = libs[i];
      int c = libs[j];
      int corner1, corner2;
      if (!diagonal_neighbors(a, c))
        continue;
      corner1 = POS(I(c), J(a));
      corner2 = POS(I(a), J(c));
      if (b->board[corner1] == EMPTY)
        add_move(m, corner1, 10);
      else if (b->board[corner2] == EMPTY)
        add_move(m, corner2, 10);
    }
}

/* A liberty that is suicide for the attacker but would give the defender
 * only two liberties: approach from the other one.
 *
 *   -----
 *   *X.XO
 *   OOXXO
 *   OX.XO
 *   OXXXO
 *   OOOOO
 */
void
special_attack2_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int k;

  for (k = 0; k < 2; k++) {
    int newlibs[3];
    int xpos;
    if (!is_suicide(b, libs[k], other)
        || approxlib(b, libs[k], color, 3, newlibs) != 2)
      continue;
    xpos = newlibs[0] != libs[1 - k] ? newlibs[0] : newlibs[1];
    if (b->board[xpos] == EMPTY && !is_self_atari(b, xpos, other))
      add_move(m, xpos, 0);
  }
}

/* Two adjacent liberties: the point beside one of them.
 *
 *   ..OOO..   ...OO
 *   .OO.OO.   .*X.O
 *   OOXXXOO   ....O
 *   OX.X.XO   OXXOO
 *   OX.*.XO   OOOO.
 *   -------
 */
void
special_attack3_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int other = OTHER_COLOR(b->board[str]);
  int k;

  for (k = 0; k < 2; k++) {
    int apos = libs[k];
    int bpos = libs[1 - k];
    int xpos;
    if (apos == SOUTH(bpos) || apos == NORTH(bpos)) {
      if (b->board[WEST(apos)] == EMPTY)
        xpos = WEST(apos);
      else if (b->board[EAST(apos)] == EMPTY)
        xpos = EAST(apos);
      else
        continue;
    }
    else if (apos == WEST(bpos) || apos == EAST(bpos)) {
      if (b->board[SOUTH(apos)] == EMPTY)
        xpos = SOUTH(apos);
      else if (b->board[NORTH(apos)] == EMPTY)
        xpos = NORTH(apos);
      else
        continue;
    }
    else
      return;
    if (!is_self_atari(b, xpos, other))
      add_move(m, xpos, 0);
  }
}

/* Both liberties are self-ataris for the attacker; one is shared with a
 * two-liberty attacker string b whose own weak neighbour c can be
 * attacked on a liberty d:
 *
 *   ...O.O...   ...O.O...
 *   XXXXOOXXX   XXXXOOXXX
 *   XOOOXXO*.   Xsssbbcd.
 *   .X.O.....   .X.sa.e..
 *   ---------   ---------
 */
void
special_attack4_moves(struct reading *r, int str, int *libs,
                      struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int adjs[MAX_NEIGHBORS];
  int adj;
  int k, s, t, u;

  if (!is_self_atari(b, libs[0], other) || !is_self_atari(b, libs[1], other))
    return;
  adj = chainlinks2(b, str, adjs, 2);

  for (k = 0; k < 2; k++) {
    int apos = libs[k];
    int bpos = NO_MOVE;
    int adjs2[MAX_NEIGHBORS];
    int adj2;

    for (s = 0; s < adj; s++)
      if (liberty_of_string(b, apos, adjs[s])) {
        bpos = adjs[s];
        break;
      }
    if (bpos == NO_MOVE)
      continue;

    adj2 = chainlinks3(b, bpos, adjs2, 3);
    for (s = 0; s < adj2; s++) {
      int cpos = adjs2[s];
      int clibs_list[3];
      int clibs;
      int bc_common;
      if (same_string(b, cpos, str))
        continue;
      clibs = findlib(b, cpos, 3, clibs_list);
      if (clibs < 2)
        continue;
      bc_common = have_common_lib(b, bpos, cpos, NULL);
      if (clibs > 2 && !bc_common)
        continue;

      for (t = 0; t < clibs && t < 3; t++) {
        int dpos = clibs_list[t];
        if (is_self_atari(b, dpos, other))
          continue;
        for (u = 0; u < clibs && u < 3; u++) {
          int epos, elibs, dlibs;
          if (t == u)
            continue;
          epos = clibs_list[u];
          elibs = approxlib(b, epos, color, 4, NULL);
          if (elibs > 3)
            break;
          dlibs = approxlib(b, dpos, other, 3, NULL);
          if (elibs > dlibs && !bc_common)
            break;
        }
        if (u >= clibs || u >= 3)
          add_move(m, dpos, 0);
      }
    }
  }
}

/* Drawing back from a two-liberty attacker string onto a point next to
 * the defender's liberty:
 *
 *      O*
 *      X.
 */
void
draw_back_moves(struct reading *r, int str, struct read_moves *m)
{
  const struct board *b = r->b;
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(b, str, adjs, 2);
  int j, k, d;

  for (j = 0; j < adj; j++) {
    int libs[2];
    findlib(b, adjs[j], 2, libs);
    for (k = 0; k < 2; k++) {
      if (liberty_of_string(b, libs[k], str))
        continue;
      for (d = 0; d < 4; d++) {
        int nb = libs[k] + delta[d];
        if (ON_BOARD(b, nb) && b->board[nb] == EMPTY
            && liberty_of_string(b, nb, str)) {
          add_move(m, libs[k], 0);
          break;
        }
      }
    }
  }
}
