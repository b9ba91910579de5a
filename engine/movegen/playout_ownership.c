#include <config.h>

#include <string.h>

#include "eye_fill.h"
#include "playout_ownership.h"

/* A playout move for color: take a string the last move left in atari,
 * or run out with one of ours it put in atari, else a random point that is
 * legal, not an eye shape of color's and not a self-atari of more than one
 * stone.  PASS_MOVE when none is left. */
static int escape_after(const struct board *b, int last, int color)
{
  for (int k = 0; k < 4; k++) {
    int n = last + delta[k];
    int lib;
    if (b->board[n] == color && countlib(b, n) == 1) {
      findlib(b, n, 1, &lib);
      if (is_legal(b, lib, color) && approxlib(b, lib, color, 3, NULL) >= 2)
        return lib;
    }
  }
  return PASS_MOVE;
}

static int capture_after(const struct board *b, int last, int color)
{
  /* Opponent strings next to its last move, or that stone itself. */
  if (last == PASS_MOVE || !ON_BOARD1(b, last))
    return PASS_MOVE;
  for (int k = 0; k < 4; k++) {
    int n = last + delta[k];
    int lib;
    if (b->board[n] == OTHER_COLOR(color) && countlib(b, n) == 1) {
      findlib(b, n, 1, &lib);
      if (is_legal(b, lib, color))
        return lib;
    }
  }
  /* The stone just played may itself be in atari. */
  if (b->board[last] == OTHER_COLOR(color) && countlib(b, last) == 1) {
    int lib;
    findlib(b, last, 1, &lib);
    if (is_legal(b, lib, color))
      return lib;
  }
  return PASS_MOVE;
}

static int acceptable(const struct board *b, int pos, int color)
{
  if (b->board[pos] != EMPTY || is_own_eye_shape(b, pos, color) || !is_legal(b, pos, color))
    return 0;
  if (is_self_atari(b, pos, color)) {
    /* A lone stone may be thrown in; a string may not be given away. */
    for (int k = 0; k < 4; k++)
      if (b->board[pos + delta[k]] == color)
        return 0;
  }
  return 1;
}

static int playout_move(const struct board *b, const int *points, int npoints,
                        int last, int color, struct rng *rng)
{
  int move = capture_after(b, last, color);
  if (move != PASS_MOVE)
    return move;
  if (last != PASS_MOVE && ON_BOARD1(b, last)) {
    move = escape_after(b, last, color);
    if (move != PASS_MOVE)
      return move;
  }
  int start = (int) rng_below(rng, (uint32_t) npoints);
  for (int k = 0; k < npoints; k++) {
    int pos = points[(start + k) % npoints];
    if (acceptable(b, pos, color))
      return pos;
  }
  return PASS_MOVE;
}

/* Area of the finished playout into owner (added: +1 black's, -1 white's). */
static void count_area(const struct board *b, const int *points, int npoints, float *owner)
{
  for (int k = 0; k < npoints; k++) {
    int pos = points[k];
    int c = b->board[pos];
    if (c == EMPTY) {
      int seen = 0;
      for (int d = 0; d < 4; d++)
        if (IS_STONE(b->board[pos + delta[d]]))
          seen |= b->board[pos + delta[d]];
      c = seen == BLACK || seen == WHITE ? seen : EMPTY;
    }
    if (c == BLACK)
      owner[pos] += 1.0f;
    else if (c == WHITE)
      owner[pos] -= 1.0f;
  }
}

int playout_ownership(const struct board *b, int to_move, int playouts,
                      struct rng *rng, struct budget *budget,
                      struct board *scratch, float *owner)
{
  int points[MAX_BOARD * MAX_BOARD];
  int npoints = 0;
  int played = 0;
  int size = b->board_size;

  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    owner[pos] = 0.0f;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos))
      points[npoints++] = pos;
  if (npoints == 0)
    return 0;

  while (played < playouts && !budget_spent(budget)) {
    int color = to_move, passes = 0, last = PASS_MOVE, finished = 1;
    board_copy(scratch, b);
    scratch->superko = 0;
    for (int moves = 0; moves < 3 * size * size && passes < 2; moves++) {
      if (scratch->move_history_length >= MAX_MOVE_HISTORY - 1)
        break;
      if (!budget_charge(budget, 1)) {
        finished = 0;
        break;
      }
      int move = playout_move(scratch, points, npoints, last, color, rng);
      play_move(scratch, move, color);
      passes = move == PASS_MOVE ? passes + 1 : 0;
      last = move;
      color = OTHER_COLOR(color);
    }
    if (!finished)
      break;
    count_area(scratch, points, npoints, owner);
    played++;
  }
  for (int k = 0; k < npoints; k++)
    owner[points[k]] = played > 0 ? owner[points[k]] / (float) played : 0.0f;
  return played;
}
