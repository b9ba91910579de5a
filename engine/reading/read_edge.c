/* Edge tricks in tactical reading: crawling along the first line,
 * blocking, clamping and closing backfills.  O is the string read about,
 * X the other side, "up" points away from the edge. */
#include <config.h>

#include "reading_impl.h"

/* 1. A defender's edge liberty under a solid X string leads nowhere unless
 *    a friendly stone waits further along the edge: drop the crawl.
 *
 *      XX       XX
 *      O.       Oa
 *      --       --
 *
 * 2. Drawing back or climbing up (b), and its neighbour c:
 *
 *      X.?        Xbc
 *      O..        Oa.
 *      ---        ---
 */
void
propose_edge_moves(struct reading *r, int str, int *libs, int liberties,
                   struct read_moves *m, int to_move)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int j, k, l;

  for (j = 0; j < liberties; j++) {
    int apos = libs[j];
    for (k = 0; k < 4; k++) {
      int up = delta[k];
      if (ON_BOARD(b, apos - up))
        continue;
      for (l = 0; l < 2; l++) {
        int right = l ? -delta[(k + 1) % 4] : delta[(k + 1) % 4];

        if (b->board[apos + up] == other && countlib(b, apos + up) > 4
            && color == to_move) {
          int xpos = apos;
          while (ON_BOARD(b, xpos)) {
            if (b->board[xpos] == color || b->board[xpos + up] == color)
              break;
            xpos += right;
          }
          if (!ON_BOARD(b, xpos))
            remove_move(m, apos);
        }
        else if (b->board[apos + up] == EMPTY
                 && b->board[apos - right + up] == other
                 && b->board[apos + right] == EMPTY) {
          if (countlib(b, apos + up - right) == 1)
            add_move(m, apos + up, 10);
          else {
            add_move(m, apos + up, 0);
            if (b->board[apos + right + up] == EMPTY
                && (liberties != 2 || color != to_move))
              add_move(m, apos + right + up, 0);
          }
        }
      }
    }
  }
}

/* A neighbour a with three liberties, one on the edge (b):
 *
 *   |.XXOO.
 *   |XXOXe.
 *   |OOcad.      defend the O stones at d.
 *   |...b..
 */
void
edge_clamp_moves(struct reading *r, int str, struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(b, str, adjs, 3);
  int j, k, l;

  for (j = 0; j < adj; j++) {
    int apos = adjs[j];
    int libs[3];
    int bpos = NO_MOVE;
    findlib(b, apos, 3, libs);
    for (k = 0; k < 3; k++)
      if (is_edge_vertex(b, libs[k])) {
        bpos = libs[k];
        break;
      }
    if (bpos == NO_MOVE)
      continue;

    for (k = 0; k < 4; k++) {
      int up = delta[k];
      if (ON_BOARD(b, bpos - up))
        continue;
      if (b->board[bpos + up] != other)
        continue;
      for (l = 0; l < 2; l++) {
        int right = l ? -delta[(k + 1) % 4] : delta[(k + 1) % 4];
        int cpos = bpos + up - right;
        int dpos = bpos + up + right;
        int epos = dpos + up;
        if (b->board[cpos] != color || !same_string(b, cpos, str))
          continue;
        if (b->board[dpos] != EMPTY || !liberty_of_string(b, dpos, apos))
          continue;
        if (b->board[epos] != EMPTY || !liberty_of_string(b, epos, apos))
          continue;
        if (approxlib(b, dpos, color, 3, NULL) < 3)
          continue;
        if (approxlib(b, epos, other, 4, NULL) > 3)
          continue;
        add_move(m, dpos, 10);
      }
    }
  }
}

/* Block the defender's crawl along the edge:
 *
 *   OOX..
 *   XXO*.      (X attacked, O to play *)
 *   x.X..
 *   -----
 *
 *   XO.?   bdf?
 *   .X.o   aceg    a: liberty, b: stone of the string; moves e and f.
 *   ----   ----
 */
void
edge_block_moves(struct reading *r, int str, int apos, struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int k, l;

  for (k = 0; k < 4; k++) {
    int up = delta[k];
    if (ON_BOARD(b, apos - up))
      continue;
    if (b->board[apos + up] != color || !same_string(b, apos + up, str))
      return;
    for (l = 0; l < 2; l++) {
      int right = l ? -delta[(k + 1) % 4] : delta[(k + 1) % 4];
      int cpos = apos + right;
      int dpos = apos + right + up;
      int epos = cpos + right;
      int fpos = dpos + right;

      if (b->board[cpos] != color || b->board[dpos] != other
          || b->board[epos] != EMPTY || b->board[fpos] != EMPTY)
        continue;
      if (countlib(b, dpos) == 1) {
        if (b->board[epos + right] != color)
          add_move(m, fpos, 30);
      }
      else {
        int scan;
        for (scan = epos;; scan += right) {
          if (b->board[scan] == color || b->board[scan + up] == color) {
            add_move(m, epos, 10);
            break;
          }
          if (b->board[scan] != EMPTY || b->board[scan + up] != EMPTY)
            break;
        }
      }
    }
  }
}

/*   |OO...
 *   |.OOO.
 *   |.X.O.      the attack on the X stones is simpler after the
 *   |XXXO.      closing backfill at *.
 *   |.X.*.
 *   +-----
 *
 *   ?XOb
 *   Xatc        a liberty, t the move; b and c hold no more O than X.
 *   ----
 */
void
edge_closing_backfill_moves(struct reading *r, int str, int apos,
                            struct read_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int k;

  for (k = 0; k < 4; k++) {
    int up = delta[k];
    int right = delta[(k + 1) % 4];
    int bpos, cpos;
    int number_x = 0;
    int number_o = 0;

    if (ON_BOARD(b, apos - up))
      continue;
    if (b->board[apos + up] != color)
      return;
    if (b->board[apos + right] == EMPTY
        && (!ON_BOARD(b, apos - right) || b->board[apos - right] == color))
      ;
    else if (b->board[apos - right] == EMPTY
             && (!ON_BOARD(b, apos + right)
                 || b->board[apos + right] == color))
      right = -right;
    else
      return;

    if (b->board[apos + up + right] != other)
      return;
    bpos = apos + up + 2 * right;
    if (!ON_BOARD(b, bpos))
      return;
    cpos = apos + 2 * right;

    if (b->board[bpos] == color)
      number_x++;
    else if (b->board[bpos] == other)
      number_o++;
    if (b->board[cpos] == color)
      number_x++;
    else if (b->board[cpos] == other)
      number_o++;
    if (number_o > number_x)
      return;

    add_move(m, apos + right, 0);
    return;
  }
}
