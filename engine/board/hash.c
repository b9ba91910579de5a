/* Zobrist hashing of positions: the stones plus the ko point.  The board
 * updates its hash incrementally; this recomputes it for checking. */
#include <config.h>

#include "board.h"
#include "board_impl.h"

hash_t zobrist_stone_key(int color, int pos)
{
  if (!IS_STONE(color) || pos < 0 || pos >= BOARD_ARRAY_SIZE)
    return 0;
  return zobrist_keys[pos][color];
}

hash_t zobrist_ko_key(int pos)
{
  if (pos <= 0 || pos >= BOARD_ARRAY_SIZE)
    return 0;
  return zobrist_keys[pos][EMPTY];
}

hash_t board_hash_from_scratch(const struct board *b)
{
  hash_t h = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (IS_STONE(b->board[pos]))
      h ^= zobrist_keys[pos][b->board[pos]];
  if (b->ko_pos != NO_MOVE)
    h ^= zobrist_keys[b->ko_pos][EMPTY];
  return h;
}

uint64_t position_seed(const struct board *b, int color, uint64_t seed)
{
  uint64_t mix = b->hash * 0x9e3779b97f4a7c15ULL;
  mix ^= (uint64_t) color << 32 | (uint64_t) b->move_history_length;
  return seed ^ mix;
}
