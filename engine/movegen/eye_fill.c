#include <config.h>

#include "eye_fill.h"

int is_own_eye_shape(const struct board *b, int pos, int color)
{
  if (!ON_BOARD1(b, pos) || b->board[pos] != EMPTY)
    return 0;
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] != color && b->board[n] != GRAY)
      return 0;
  }
  return 1;
}

/* The classic rule: an eye is false when the opponent holds two diagonal
 * points in the centre or one on the edge or in the corner. */
int is_own_true_eye(const struct board *b, int pos, int color)
{
  int other = OTHER_COLOR(color);
  int off_board = 0;
  int opponent = 0;

  if (!is_own_eye_shape(b, pos, color))
    return 0;
  for (int k = 4; k < 8; k++) {
    int d = pos + delta[k];
    if (b->board[d] == GRAY)
      off_board++;
    else if (b->board[d] == other)
      opponent++;
  }
  if (off_board > 0)
    return opponent == 0;
  return opponent < 2;
}

int own_enclosed_region_size(const struct board *b, int pos, int color, int max)
{
  int queue[MAX_BOARD * MAX_BOARD];
  unsigned char seen[BOARD_ARRAY_SIZE] = { 0 };
  int head = 0, tail = 0;

  if (!ON_BOARD1(b, pos) || b->board[pos] != EMPTY)
    return 0;
  queue[tail++] = pos;
  seen[pos] = 1;
  while (head < tail) {
    int p = queue[head++];
    for (int k = 0; k < 4; k++) {
      int n = p + delta[k];
      if (b->board[n] == EMPTY && !seen[n]) {
        if (tail >= max)
          return 0;
        seen[n] = 1;
        queue[tail++] = n;
      }
      else if (b->board[n] == OTHER_COLOR(color))
        return 0;
    }
  }
  return tail;
}

int is_snapback(struct board *b, int pos, int color)
{
  int other = OTHER_COLOR(color);
  int libs[2];
  int result = 0;

  if (!trymove(b, pos, color, "is_snapback", NO_MOVE))
    return 0;
  if (countstones(b, pos) == 1 && findlib(b, pos, 2, libs) == 1
      && trymove(b, libs[0], other, "is_snapback", NO_MOVE)) {
    /* The capturing stone's string in atari and big enough to be worth it,
     * and our stone gone (pos is empty again and a legal recapture). */
    int captor = libs[0];
    if (countlib(b, captor) == 1 && countstones(b, captor) >= 2) {
      int back[1];
      findlib(b, captor, 1, back);
      if (back[0] == pos && is_legal(b, pos, color))
        result = 1;
    }
    popgo(b);
  }
  popgo(b);
  return result;
}

int is_pointless_self_atari(struct board *b, int pos, int color)
{
  int other = OTHER_COLOR(color);
  int size;

  if (!is_self_atari(b, pos, color))
    return 0;
  if (!trymove(b, pos, color, "is_pointless_self_atari", NO_MOVE))
    return 0;
  size = countstones(b, pos);
  popgo(b);
  if (size > 1)
    return !is_snapback(b, pos, color);
  /* A lone stone: a throw-in against an opponent string short of
   * liberties, a move into an opponent eye shape (making it false), or a
   * snapback. */
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == other && countlib(b, n) <= 3)
      return 0;
  }
  for (int k = 4; k < 8; k++) {
    int d = pos + delta[k];
    if (ON_BOARD(b, d) && is_own_eye_shape(b, d, other))
      return 0;
  }
  return !is_snapback(b, pos, color);
}

int is_sensible_move(struct board *b, int pos, int color)
{
  if (!ON_BOARD1(b, pos) || !is_legal_move(b, pos, color))
    return 0;
  if (is_own_true_eye(b, pos, color))
    return 0;
  return !is_pointless_self_atari(b, pos, color);
}
