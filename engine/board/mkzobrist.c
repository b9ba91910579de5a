/* Writes zobrist_table.c on standard output: the Zobrist keys, successive
 * splitmix64 values from the seed 0x48616e65 ("Hane"), fixed so that
 * hashes are the same in every build and run.  The keys fill the table
 * column by column: first every point's ko key, then its white stone
 * keys, then its black stone keys.  Run by the build (engine/Makefile.am). */
#include <config.h>

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

#include "board.h"

static uint64_t splitmix64(uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int main(void)
{
  static uint64_t keys[BOARD_ARRAY_SIZE][3];
  uint64_t state = 0x48616e65;
  for (int column = 0; column < 3; column++)
    for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      keys[pos][column] = splitmix64(&state);

  printf("/* Zobrist keys, written by mkzobrist (engine/board/mkzobrist.c). */\n"
         "#include <config.h>\n\n"
         "#include \"engine/board/board.h\"\n"
         "#include \"engine/board/board_impl.h\"\n\n"
         "/* One row per point: its ko point key (column EMPTY) and its stone keys\n"
         " * (WHITE, BLACK); column GRAY is unused.  Four columns, so that a key's\n"
         " * index is one scaled addition (measured: one instruction less per move). */\n"
         "const hash_t zobrist_keys[BOARD_ARRAY_SIZE][4] = {\n");
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    printf("  {0x%016" PRIx64 "ULL, 0x%016" PRIx64 "ULL,\n   0x%016" PRIx64 "ULL, 0},\n",
           keys[pos][0], keys[pos][1], keys[pos][2]);
  printf("};\n");
  return ferror(stdout) ? 1 : 0;
}
