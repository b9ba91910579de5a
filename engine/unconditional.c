/* Unconditional life and death by Benson's algorithm.
 *
 * For a colour c, the regions are the maximal connected sets of points
 * not occupied by c.  A region is vital to a c string if every empty
 * point of the region is a liberty of that string.  Repeat until
 * nothing changes: drop the strings with fewer than two vital regions
 * among the remaining regions, then drop the regions that touch a
 * dropped string.  The strings left can never be captured, even if the
 * opponent plays any number of moves in a row.
 *
 * Territory: a region enclosed only by such strings is c's territory
 * (and the opponent stones in it are dead) when the opponent could not
 * make two eyes there even playing alone: no two non-adjacent empty
 * points away from c's stones whose removal leaves the rest of the
 * region in one piece. */
#include <config.h>

#include <string.h>
#include "worm.h"
#include "reading_impl.h"

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

/* With e1 and e2 left empty and the rest of region reg filled by the
 * opponent, would every opponent string there touch both points (two
 * eyes)? */
static int
two_eyes_with(const int *region_of, int reg, int e1, int e2)
{
  unsigned char seen[BOARD_ARRAY_SIZE];
  int stack[MAX_BOARD * MAX_BOARD];
  int pos, k;

  memset(seen, 0, sizeof seen);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int top = 0;
    int touches1 = 0, touches2 = 0;
    if (region_of[pos] != reg || pos == e1 || pos == e2 || seen[pos])
      continue;
    seen[pos] = 1;
    stack[top++] = pos;
    while (top > 0) {
      int p = stack[--top];
      for (k = 0; k < 4; k++) {
        int n = p + delta[k];
        if (n == e1)
          touches1 = 1;
        else if (n == e2)
          touches2 = 1;
        else if (region_of[n] == reg && !seen[n]) {
          seen[n] = 1;
          stack[top++] = n;
        }
      }
    }
    if (!touches1 || !touches2)
      return 0;
  }
  return 1;
}

/* 1: the opponent cannot make two eyes in region reg; 0: it may; -1: too
 * large to tell cheaply.  Eyes can only be points not next to the
 * unconditionally alive strings: empty points, or stones of ours the
 * opponent could capture. */
static int
region_is_territory(const struct board *b, const int *region_of,
                    const unsigned char *alive, int reg, int color)
{
  int inner[MAX_BOARD * MAX_BOARD];
  int ninner = 0;
  int pos, i, j;
  long tries = 0;

  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int k, next_to_alive = 0;
    if (region_of[pos] != reg)
      continue;
    if (b->board[pos] != EMPTY && b->board[pos] != color)
      continue;
    for (k = 0; k < 4; k++)
      if (alive[pos + delta[k]])
        next_to_alive = 1;
    if (!next_to_alive)
      inner[ninner++] = pos;
  }
  for (i = 0; i < ninner; i++)
    for (j = i + 1; j < ninner; j++) {
      if (direct_neighbors(inner[i], inner[j]))
        continue;
      if (++tries > 400)
        return -1;
      if (two_eyes_with(region_of, reg, inner[i], inner[j]))
        return 0;
    }
  return 1;
}

/* Regions for territory: connected points not on color's unconditionally
 * alive strings.  Returns how many. */
static int
flood_territory_regions(const struct board *b, const unsigned char *alive,
                        int *region_of)
{
  int stack[MAX_BOARD * MAX_BOARD];
  int n = 0;
  int pos;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    region_of[pos] = -1;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int top = 0;
    if (!ON_BOARD(b, pos) || alive[pos] || region_of[pos] >= 0)
      continue;
    region_of[pos] = n;
    stack[top++] = pos;
    while (top > 0) {
      int p = stack[--top];
      int k;
      for (k = 0; k < 4; k++) {
        int q = p + delta[k];
        if (ON_BOARD(b, q) && !alive[q] && region_of[q] < 0) {
          region_of[q] = n;
          stack[top++] = q;
        }
      }
    }
    n++;
  }
  return n;
}

static void
mark_color(const struct board *b, int color, const unsigned char *alive,
           const unsigned char *other_alive, int *status)
{
  int territory = color == WHITE ? UNCONDITIONAL_WHITE_TERRITORY
                                 : UNCONDITIONAL_BLACK_TERRITORY;
  int region_of[BOARD_ARRAY_SIZE];
  int nregions;
  int pos, r;

  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (alive[pos])
      status[pos] = UNCONDITIONAL_ALIVE;

  nregions = flood_territory_regions(b, alive, region_of);
  for (r = 0; r < nregions; r++) {
    int touches_alive = 0, holds_other_alive = 0;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int k;
      if (region_of[pos] != r)
        continue;
      if (other_alive[pos])
        holds_other_alive = 1;
      for (k = 0; k < 4; k++)
        if (alive[pos + delta[k]])
          touches_alive = 1;
    }
    /* A region touching no living string of ours is the open board; one
     * holding the opponent's living strings is not ours. */
    if (!touches_alive || holds_other_alive)
      continue;
    if (region_is_territory(b, region_of, alive, r, color) != 1)
      continue;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      if (region_of[pos] != r)
        continue;
      if (b->board[pos] == EMPTY)
        status[pos] = territory;
      else if (b->board[pos] == OTHER_COLOR(color))
        status[pos] = UNCONDITIONAL_DEAD;
    }
  }
}

void
unconditional_status_map(const struct board *b, int *status)
{
  int pos;
  unsigned char white_alive[BOARD_ARRAY_SIZE];
  unsigned char black_alive[BOARD_ARRAY_SIZE];

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    status[pos] = UNCONDITIONAL_UNKNOWN;
  benson_alive(b, WHITE, white_alive);
  benson_alive(b, BLACK, black_alive);
  mark_color(b, WHITE, white_alive, black_alive, status);
  mark_color(b, BLACK, black_alive, white_alive, status);
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
