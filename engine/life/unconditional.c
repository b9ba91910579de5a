/* Unconditional life and death.
 *
 * benson_alive: Benson's algorithm.  For a colour c, the regions are the
 * maximal connected sets of points not occupied by c.  A region is vital
 * to a c string if every empty point of the region is a liberty of that
 * string.  Repeat until nothing changes: drop the strings with fewer than
 * two vital regions among the remaining regions, then drop the regions
 * that touch a dropped string.  The strings left can never be captured,
 * even if the opponent plays any number of moves in a row.
 *
 * unconditional_status_map: alive strings, dead stones and territory by
 * letting the opponent move as often as he likes (unconditional_life.c),
 * which also settles the stones that fall on the way. */
#include <config.h>

#include <string.h>
#include "worm.h"
#include "engine/reading/reading_impl.h"
#include "unconditional_life.h"

#define MAX_REGIONS (MAX_BOARD * MAX_BOARD)

struct benson {
  int region_of[BOARD_ARRAY_SIZE];   /* -1 on c stones and off board */
  int nregions;
  unsigned char region_alive[MAX_REGIONS];
  int chain_of[BOARD_ARRAY_SIZE];    /* string number on c stones */
  unsigned char chain_alive[MAX_STRINGS];
};

static void
flood_regions(const struct board *b, int color, struct benson *z)
{
  int stack[MAX_BOARD * MAX_BOARD];
  int pos;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    z->region_of[pos] = -1;
  z->nregions = 0;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int top = 0;
    if (!ON_BOARD(b, pos) || b->board[pos] == color || z->region_of[pos] >= 0)
      continue;
    z->region_of[pos] = z->nregions;
    stack[top++] = pos;
    while (top > 0) {
      int p = stack[--top];
      int k;
      for (k = 0; k < 4; k++) {
        int n = p + delta[k];
        if (ON_BOARD(b, n) && b->board[n] != color && z->region_of[n] < 0) {
          z->region_of[n] = z->nregions;
          stack[top++] = n;
        }
      }
    }
    z->nregions++;
  }
}

/* Is region reg vital to the string s (all its empty points are
 * liberties of s)? */
static int
region_vital_to(const struct board *b, const struct benson *z, int reg,
                int s)
{
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int k, touches = 0;
    if (z->region_of[pos] != reg || b->board[pos] != EMPTY)
      continue;
    for (k = 0; k < 4 && !touches; k++) {
      int n = pos + delta[k];
      touches = IS_STONE(b->board[n]) && b->board[n] != b->board[pos]
                && b->string_number[n] == s
                && b->board[n] == b->string[s].color;
    }
    if (!touches)
      return 0;
  }
  return 1;
}

static void
run_benson(const struct board *b, int color, struct benson *z)
{
  int changed = 1;
  int pos, r;

  flood_regions(b, color, z);
  for (r = 0; r < z->nregions; r++)
    z->region_alive[r] = 1;
  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    z->chain_of[pos] = -1;
  memset(z->chain_alive, 0, sizeof z->chain_alive);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && b->board[pos] == color) {
      z->chain_of[pos] = b->string_number[pos];
      z->chain_alive[b->string_number[pos]] = 1;
    }

  while (changed) {
    changed = 0;
    /* Strings without two vital regions. */
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int s = z->chain_of[pos];
      int seen[MAX_BOARD * 4];
      int nseen = 0;
      int vital = 0;
      int stones[MAX_BOARD * MAX_BOARD];
      int n, i, k, j;
      if (s < 0 || !z->chain_alive[s] || find_origin(b, pos) != pos)
        continue;
      n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
      for (i = 0; i < n && vital < 2; i++)
        for (k = 0; k < 4 && vital < 2; k++) {
          int reg = z->region_of[stones[i] + delta[k]];
          if (reg < 0 || !z->region_alive[reg])
            continue;
          for (j = 0; j < nseen; j++)
            if (seen[j] == reg)
              break;
          if (j < nseen || nseen >= MAX_BOARD * 4)
            continue;
          seen[nseen++] = reg;
          if (region_vital_to(b, z, reg, s))
            vital++;
        }
      if (vital < 2) {
        z->chain_alive[s] = 0;
        changed = 1;
      }
    }
    /* Regions touching a dropped string. */
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int reg = z->region_of[pos];
      int k;
      if (reg < 0 || !z->region_alive[reg])
        continue;
      for (k = 0; k < 4; k++) {
        int n = pos + delta[k];
        int s = z->chain_of[n];
        if (s >= 0 && !z->chain_alive[s]) {
          z->region_alive[reg] = 0;
          changed = 1;
          break;
        }
      }
    }
  }
}

int
benson_alive(const struct board *b, int color, unsigned char *alive)
{
  static const struct benson zero;
  struct benson z = zero;
  int pos, count = 0;

  run_benson(b, color, &z);
  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
    int s = z.chain_of[pos];
    alive[pos] = s >= 0 && z.chain_alive[s];
    if (alive[pos] && find_origin(b, pos) == pos)
      count++;
  }
  return count;
}

void
unconditional_status_map(const struct board *b, struct unconditional_scratch *scratch,
                         int *status)
{
  int pos, c;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    status[pos] = UNCONDITIONAL_UNKNOWN;
  /* What the opponent cannot prevent even playing move after move
   * (unconditional_life.c): stones it cannot capture, and the territory
   * and dead stones around them.  Black's answer, found last, wins. */
  for (c = 0; c < 2; c++) {
    int color = c ? BLACK : WHITE;
    unsigned char life[BOARD_ARRAY_SIZE];
    unconditional_life(b, color, scratch, life);
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      if (!ON_BOARD(b, pos) || life[pos] == 0)
        continue;
      if (b->board[pos] == color)
        status[pos] = UNCONDITIONAL_ALIVE;
      else if (b->board[pos] == EMPTY)
        status[pos] = color == WHITE ? UNCONDITIONAL_WHITE_TERRITORY
                                     : UNCONDITIONAL_BLACK_TERRITORY;
      else
        status[pos] = UNCONDITIONAL_DEAD;
    }
  }
}

const char *
unconditional_status_name(int status)
{
  switch (status) {
  case UNCONDITIONAL_ALIVE: return "alive";
  case UNCONDITIONAL_DEAD: return "dead";
  case UNCONDITIONAL_WHITE_TERRITORY: return "white_territory";
  case UNCONDITIONAL_BLACK_TERRITORY: return "black_territory";
  default: return "undecided";
  }
}
