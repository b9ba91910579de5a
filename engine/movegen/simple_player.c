#include <config.h>

#include "simple_player.h"

/* The liberty of the biggest string of `owner` in atari that color may
 * legally play, preferring a move `accept` approves of. */
static int biggest_atari_liberty(const struct board *b, int owner, int color,
                                 int (*accept)(const struct board *, int, int))
{
  int best = NO_MOVE;
  int best_size = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int lib;
    if (b->board[pos] != owner || find_origin(b, pos) != pos || countlib(b, pos) != 1)
      continue;
    findlib(b, pos, 1, &lib);
    int size = countstones(b, pos);
    if (size > best_size && is_legal_move(b, lib, color)
        && (accept == NULL || accept(b, lib, color))) {
      best = lib;
      best_size = size;
    }
  }
  return best;
}

int simple_player_capture(const struct board *b, int color)
{
  return biggest_atari_liberty(b, OTHER_COLOR(color), color, NULL);
}

static int extends_to_two_liberties(const struct board *b, int pos, int color)
{
  return accuratelib(b, pos, color, 2, NULL) >= 2;
}

int simple_player_save(const struct board *b, int color)
{
  return biggest_atari_liberty(b, color, color, extends_to_two_liberties);
}

int is_own_eye(const struct board *b, int pos, int color)
{
  if (b->board[pos] != EMPTY)
    return 0;
  for (int d = 0; d < 4; d++) {
    int neighbor = b->board[pos + delta[d]];
    if (neighbor != color && neighbor != GRAY)
      return 0;
  }
  return 1;
}

static int has_own_neighbor(const struct board *b, int pos, int color)
{
  for (int d = 0; d < 4; d++)
    if (b->board[pos + delta[d]] == color)
      return 1;
  return 0;
}

/* A self-atari that joins other stones puts more than one stone in atari. */
static int is_sensible(const struct board *b, int pos, int color)
{
  return b->board[pos] == EMPTY
         && !is_own_eye(b, pos, color)
         && is_legal_move(b, pos, color)
         && !(has_own_neighbor(b, pos, color) && is_self_atari(b, pos, color));
}

int simple_player_random(const struct board *b, int color, struct rng *rng)
{
  int moves[MAX_BOARD * MAX_BOARD];
  int count = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (b->board[pos] != GRAY && is_sensible(b, pos, color))
      moves[count++] = pos;
  if (count == 0)
    return NO_MOVE;
  return moves[rng_below(rng, (uint32_t) count)];
}

int simple_player_genmove(const struct board *b, int color, struct rng *rng)
{
  int move = simple_player_capture(b, color);
  if (move == NO_MOVE)
    move = simple_player_save(b, color);
  if (move == NO_MOVE)
    move = simple_player_random(b, color, rng);
  return move == NO_MOVE ? PASS_MOVE : move;
}
