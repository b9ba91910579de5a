/* Unconditional life, dead stones and territory for one colour, by
 * letting the opponent play as many moves in a row as he likes (the
 * method GNU Go documents for its unconditional_life):
 *
 *   1. Capture: for each string of the colour, the opponent plays on all
 *      its liberties he legally can; if that captures the string, or
 *      leaves it one liberty (which he then takes, even as a ko capture),
 *      the stones stay, otherwise they are taken back.  Repeat until
 *      nothing more falls.  The colour's strings still on the board can
 *      never be captured.  Isolated two-stone strings are left out: they
 *      may hold a seki inside an eye (step 4).
 *   2. The opponent plays on every liberty of the living strings he can
 *      and extends his strings in atari where that is legal.
 *   3. Seki check: an isolated two-stone string standing so that the
 *      opponent's two stones diagonally beside it would form one string
 *      can live in seki; it is extended to three stones, which makes the
 *      area a proper eye space, not the opponent's.
 *   4. The opponent fills the liberties of the isolated two-stone
 *      strings, and plays one of two adjacent liberties of his strings
 *      that have only those.
 *   5. The colour's stones (not the isolated pairs) are alive; their
 *      liberties, the opponent strings left in atari and their last
 *      liberties are the colour's territory; opponent stones of the
 *      original position standing there are dead.
 *
 * All moves are made on private copies of the board. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "unconditional_life.h"

#define MAX_STRING_LIBS (MAX_BOARD * MAX_BOARD)

static int
is_origin(const struct board *b, int pos)
{
  return IS_STONE(b->board[pos]) && find_origin(b, pos) == pos;
}

/* Play color at pos on the scratch board if that is legal.  With
 * allow_ko, a ko capture the ko rule forbids is made after a pass by the
 * other side. */
static int
play_if_legal(struct board *c, int pos, int color, int allow_ko)
{
  if (c->board[pos] != EMPTY)
    return 0;
  if (!is_legal(c, pos, color)) {
    if (!allow_ko || !is_ko(c, pos, color, NULL))
      return 0;
    play_move(c, PASS_MOVE, OTHER_COLOR(color));
    if (!is_legal(c, pos, color))
      return 0;
  }
  return play_move(c, pos, color) != 0;
}

/* Two stones of color, nothing else of color among their eight
 * neighbours, away from the edge. */
static int
isolated_pair(const struct board *c, int pos, int color)
{
  int stones[2];
  int k, r;
  if (c->board[pos] != color || !is_origin(c, pos) || countstones(c, pos) != 2)
    return 0;
  findstones(c, pos, 2, stones);
  for (k = 0; k < 2; k++)
    for (r = 0; r < 8; r++) {
      int n = stones[k] + delta[r];
      if (c->board[n] == GRAY
          || (c->board[n] == color && !same_string(c, n, pos)))
        return 0;
    }
  return 1;
}

/* Step 1.  Returns 0 when no string of the colour is left. */
static int
capture_what_can_be_captured(struct board *c, struct board *saved,
                             int color, const unsigned char *pairs)
{
  int other = OTHER_COLOR(color);
  int captured = 1, found = 0;

  while (captured) {
    int pos;
    captured = 0;
    found = 0;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int libs[MAX_STRING_LIBS];
      int n, k;
      if (c->board[pos] != color || !is_origin(c, pos) || pairs[pos])
        continue;
      found = 1;
      board_copy(saved, c);
      n = findlib(c, pos, MAX_STRING_LIBS, libs);
      for (k = 0; k < n; k++)
        play_if_legal(c, libs[k], other, 0);
      if (c->board[pos] != color)
        captured = 1;
      else if (countlib(c, pos) == 1) {
        findlib(c, pos, 1, libs);
        if (play_if_legal(c, libs[0], other, 1))
          captured = 1;
        else
          board_copy(c, saved);
      }
      else
        board_copy(c, saved);
    }
  }
  return found;
}

/* Step 2. */
static void
fill_liberties_and_extend(struct board *c, int color,
                          const unsigned char *pairs)
{
  int other = OTHER_COLOR(color);
  int pos, found;

  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int libs[MAX_STRING_LIBS];
    int n, k;
    if (c->board[pos] != color || !is_origin(c, pos) || pairs[pos])
      continue;
    n = findlib(c, pos, MAX_STRING_LIBS, libs);
    for (k = 0; k < n; k++)
      play_if_legal(c, libs[k], other, 0);
  }
  do {
    found = 0;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int lib;
      if (c->board[pos] != other || countlib(c, pos) != 1)
        continue;
      findlib(c, pos, 1, &lib);
      if (play_if_legal(c, lib, other, 0))
        found = 1;
    }
  } while (found);
}

/* Step 3: the pair at pos (origin) with its other stone at pos + up. */
static void
break_seki(struct board *c, struct board *saved, int color, int pos)
{
  int other = OTHER_COLOR(color);
  int r, k;

  for (r = 0; r < 4; r++) {
    int up = delta[r];
    int right = delta[(r + 1) % 4];
    if (c->board[pos + up] != color || c->board[pos + up + up] != EMPTY
        || c->board[pos - up] != EMPTY)
      continue;
    for (k = 0; k < 2; k++) {
      int a, d;
      if (k == 1)
        right = -right;
      if (c->board[pos + right] != EMPTY || c->board[pos + up - right] != EMPTY)
        continue;
      board_copy(saved, c);
      a = pos - right;
      d = pos + up + right;
      play_if_legal(c, a, other, 0);
      play_if_legal(c, d, other, 0);
      if (c->board[a] == other && c->board[d] == other
          && same_string(c, a, d)) {
        board_copy(c, saved);
        play_if_legal(c, pos - up, color, 0);
        break;
      }
      board_copy(c, saved);
    }
    if (c->board[pos] == color && countstones(c, pos) > 2)
      break;
  }
}

/* Step 4, second half: opponent strings with exactly two adjacent
 * liberties give one of them up, keeping the more open one. */
static void
reduce_two_liberty_strings(struct board *c, int color)
{
  int other = OTHER_COLOR(color);
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int libs[2], a, d;
    if (c->board[pos] != other || countlib(c, pos) != 2)
      continue;
    findlib(c, pos, 2, libs);
    a = libs[0];
    d = libs[1];
    if (abs(I(a) - I(d)) + abs(J(a) - J(d)) != 1)
      continue;
    {
      int a_open = approxlib(c, a, color, 4, NULL);
      int d_open = approxlib(c, d, color, 4, NULL);
      int a_libs = approxlib(c, a, other, 4, NULL);
      int d_libs = approxlib(c, d, other, 4, NULL);
      if (a_open > d_open || (a_open == d_open && a_libs >= d_libs))
        play_if_legal(c, a, other, 0);
      else
        play_if_legal(c, d, other, 0);
    }
  }
}

void
unconditional_life(const struct board *b, int color,
                   struct unconditional_scratch *scratch,
                   unsigned char result[BOARD_ARRAY_SIZE])
{
  struct board *c = scratch->play;
  struct board *saved = scratch->saved;
  int other = OTHER_COLOR(color);
  unsigned char pairs[BOARD_ARRAY_SIZE];
  int pos, k;

  memset(result, 0, BOARD_ARRAY_SIZE);
  memset(pairs, 0, sizeof(pairs));
  board_copy(c, b);
  c->superko = 0;

  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (isolated_pair(c, pos, color)) {
      int stones[2];
      findstones(c, pos, 2, stones);
      pairs[stones[0]] = pairs[stones[1]] = 1;
    }

  if (capture_what_can_be_captured(c, saved, color, pairs)) {
    fill_liberties_and_extend(c, color, pairs);
    for (pos = BOARDMIN; pos < BOARDMAX; pos++)
      if (pairs[pos] && is_origin(c, pos))
        break_seki(c, saved, color, pos);
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int libs[MAX_STRING_LIBS];
      int n;
      /* The pair may have grown a third stone (step 3). */
      if (!pairs[pos] || c->board[pos] != color)
        continue;
      n = findlib(c, pos, MAX_STRING_LIBS, libs);
      for (k = 0; k < n; k++)
        play_if_legal(c, libs[k], other, 0);
    }
    reduce_two_liberty_strings(c, color);

    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int libs[MAX_STRING_LIBS];
      int n;
      if (c->board[pos] == color && !pairs[pos]) {
        result[pos] = UNCONDITIONAL_LIFE_ALIVE;
        if (!is_origin(c, pos))
          continue;
        n = findlib(c, pos, MAX_STRING_LIBS, libs);
        for (k = 0; k < n; k++)
          result[libs[k]] = UNCONDITIONAL_LIFE_TERRITORY;
      }
      else if (c->board[pos] == other && countlib(c, pos) == 1) {
        result[pos] = UNCONDITIONAL_LIFE_TERRITORY;
        findlib(c, pos, 1, libs);
        result[libs[0]] = UNCONDITIONAL_LIFE_TERRITORY;
      }
    }
  }
}
