/* Read-only questions about strings and liberties.  They take a const
 * board, so any marking uses local arrays, never the board's scratch
 * fields. */
#include <config.h>

#include <string.h>

#include "board.h"
#include "board_impl.h"

int find_origin(const struct board *b, int str)
{
  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return str;
  return b->string[b->string_number[str]].origin;
}

int same_string(const struct board *b, int str1, int str2)
{
  if (!ON_BOARD1(b, str1) || !ON_BOARD1(b, str2))
    return 0;
  int c = b->board[str1];
  return IS_STONE(c) && b->board[str2] == c
    && b->string_number[str1] == b->string_number[str2];
}

int countlib(const struct board *b, int str)
{
  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  return LIBERTIES(b, str);
}

int findlib(const struct board *b, int str, int maxlib, int *libs)
{
  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  const struct string_data *sd = &b->string[b->string_number[str]];
  if (sd->liberties <= MAX_LIBERTIES || maxlib <= MAX_LIBERTIES) {
    int n = sd->liberties < maxlib ? sd->liberties : maxlib;
    if (n > MAX_LIBERTIES)
      n = MAX_LIBERTIES;
    for (int k = 0; k < n; k++)
      libs[k] = sd->libs[k];
    return sd->liberties;
  }
  /* The list is truncated: walk the stones. */
  unsigned char seen[BOARD_ARRAY_SIZE];
  memset(seen, 0, sizeof seen);
  int count = 0;
  int pos = sd->origin;
  do {
    for (int k = 0; k < 4 && count < maxlib; k++) {
      int lib = pos + delta[k];
      if (b->board[lib] == EMPTY && !seen[lib]) {
        seen[lib] = 1;
        libs[count++] = lib;
      }
    }
    pos = b->next_stone[pos];
  } while (pos != sd->origin && count < maxlib);
  return sd->liberties;
}

/* Is pos among the first n points of pts? */
static inline int among(const int *pts, int n, int pos)
{
  for (int k = 0; k < n; k++)
    if (pts[k] == pos)
      return 1;
  return 0;
}

static int is_friend(const int *friends, int num_friends, int s)
{
  for (int k = 0; k < num_friends; k++)
    if (friends[k] == s)
      return 1;
  return 0;
}

/* Liberties of color's string at pos after the move; with_captures adds
 * the points freed by captures.  The points go straight into libs (or a
 * local array when the caller wants the count only), which also serves
 * to skip duplicates: reading's move ordering calls this millions of
 * times per owl reading. */
static inline __attribute__((always_inline)) int
move_liberties(const struct board *b, int pos, int color,
               const int with_captures, int maxlib, int *libs)
{
  if (maxlib <= 0 || !ON_BOARD1(b, pos) || b->board[pos] != EMPTY
      || !IS_STONE(color))
    return 0;
  int local[BOARD_ARRAY_SIZE];
  int *pts = libs ? libs : local;
  int count = 0;
  int friends[4], captures[4];
  int num_friends = 0, num_captures = 0;
  int other = OTHER_COLOR(color);

  /* delta[0..3] (S, W, N, E) as constants the compiler can see; each
   * caller has its own copy (with_captures constant), unrolled. */
  static const int orth[4] = { NS, -1, -NS, 1 };
#pragma GCC unroll 4
  for (int k = 0; k < 4; k++) {
    int n = pos + orth[k];
    int c = b->board[n];
    if (c == EMPTY) {
      /* Distinct neighbours of pos: no duplicate possible yet. */
      pts[count++] = n;
      if (count >= maxlib)
        return count;
    }
    else if (c == color) {
      int s = b->string_number[n];
      if (!is_friend(friends, num_friends, s))
        friends[num_friends++] = s;
    }
    else if (with_captures && c == other && LIBERTIES(b, n) == 1) {
      int s = b->string_number[n];
      if (!is_friend(captures, num_captures, s))
        captures[num_captures++] = s;
    }
  }
  for (int f = 0; f < num_friends; f++) {
    const struct string_data *sd = &b->string[friends[f]];
    if (sd->liberties <= MAX_LIBERTIES) {
      /* The list holds each liberty once: only the points found
       * before this string can repeat one. */
      int before = count;
      for (int k = 0; k < sd->liberties; k++) {
        int lib = sd->libs[k];
        if (lib != pos && !among(pts, before, lib)) {
          pts[count++] = lib;
          if (count >= maxlib)
            return count;
        }
      }
      continue;
    }
    int p = sd->origin;
    do {
      for (int k = 0; k < 4; k++) {
        int lib = p + delta[k];
        if (lib != pos && b->board[lib] == EMPTY && !among(pts, count, lib)) {
          pts[count++] = lib;
          if (count >= maxlib)
            return count;
        }
      }
      p = b->next_stone[p];
    } while (p != sd->origin);
  }

  /* A captured stone becomes a liberty if it touches pos or a friend. */
  for (int k = 0; k < num_captures; k++) {
    int origin = b->string[captures[k]].origin;
    int p = origin;
    do {
      int touches = 0;
      for (int d = 0; d < 4 && !touches; d++) {
        int n = p + delta[d];
        touches = n == pos || (b->board[n] == color
                               && is_friend(friends, num_friends,
                                            b->string_number[n]));
      }
      if (touches && !among(pts, count, p)) {
        pts[count++] = p;
        if (count >= maxlib)
          return count;
      }
      p = b->next_stone[p];
    } while (p != origin);
  }
  return count;
}

int approxlib(const struct board *b, int pos, int color, int maxlib, int *libs)
{
  return move_liberties(b, pos, color, 0, maxlib, libs);
}

int accuratelib(const struct board *b, int pos, int color, int maxlib,
                int *libs)
{
  return move_liberties(b, pos, color, 1, maxlib, libs);
}

int countstones(const struct board *b, int str)
{
  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  return b->string[b->string_number[str]].size;
}

int findstones(const struct board *b, int str, int maxstones, int *stones)
{
  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  int count = 0;
  int pos = str;
  do {
    if (count >= maxstones)
      break;
    stones[count++] = pos;
    pos = b->next_stone[pos];
  } while (pos != str);
  return count;
}

static int links(const struct board *b, int str, int adj[], int lib,
                 int mode)
{
  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  const struct string_data *sd = &b->string[b->string_number[str]];
  int count = 0;
  for (int k = 0; k < sd->neighbors; k++) {
    const struct string_data *nd = &b->string[sd->neighborlist[k]];
    if (mode == 0 || (mode == 2 && nd->liberties == lib)
        || (mode == 3 && nd->liberties <= lib))
      adj[count++] = nd->origin;
  }
  return count;
}

int chainlinks(const struct board *b, int str, int adj[])
{
  return links(b, str, adj, 0, 0);
}

int chainlinks2(const struct board *b, int str, int adj[], int lib)
{
  return links(b, str, adj, lib, 2);
}

int chainlinks3(const struct board *b, int str, int adj[], int lib)
{
  return links(b, str, adj, lib, 3);
}

int neighbor_of_string(const struct board *b, int pos, int str)
{
  if (!ON_BOARD1(b, pos) || !ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  int color = b->board[str];
  int s = b->string_number[str];
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == color && b->string_number[n] == s)
      return 1;
  }
  return 0;
}

int liberty_of_string(const struct board *b, int pos, int str)
{
  return ON_BOARD1(b, pos) && b->board[pos] == EMPTY
    && neighbor_of_string(b, pos, str);
}

int is_self_atari(const struct board *b, int pos, int color)
{
  if (!ON_BOARD1(b, pos) || b->board[pos] != EMPTY)
    return 0;
  int empty = (b->board[pos + NS] == EMPTY) + (b->board[pos - 1] == EMPTY)
    + (b->board[pos - NS] == EMPTY) + (b->board[pos + 1] == EMPTY);
  if (empty >= 2)
    return 0;
  return accuratelib(b, pos, color, 2, NULL) <= 1;
}

int does_capture_something(const struct board *b, int pos, int color)
{
  if (!ON_BOARD1(b, pos) || !IS_STONE(color))
    return 0;
  int other = OTHER_COLOR(color);
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == other && LIBERTIES(b, n) == 1)
      return 1;
  }
  return 0;
}

int stones_on_board(const struct board *b, int color)
{
  int count = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int c = b->board[pos];
    if (IS_STONE(c) && (c == color || color == GRAY))
      count++;
  }
  return count;
}

int
has_neighbor(const struct board *b, int pos, int color)
{
  return b->board[SOUTH(pos)] == color || b->board[WEST(pos)] == color
         || b->board[NORTH(pos)] == color || b->board[EAST(pos)] == color;
}

int is_stone_at(const struct board *b, int pos)
{
  return ON_BOARD1(b, pos) && IS_STONE(b->board[pos]);
}

int is_edge_vertex(const struct board *b, int pos)
{
  return !ON_BOARD(b, SW(pos)) || !ON_BOARD(b, NE(pos));
}
