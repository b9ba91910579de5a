#include <config.h>

#include "score.h"

void score_stone_status(const struct board *b, int status[BOARD_ARRAY_SIZE])
{
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (IS_STONE(b->board[pos]))
      status[pos] = FINAL_ALIVE;
}

static int in_region(const struct board *b, const int status[], int pos)
{
  return b->board[pos] == EMPTY
         || (IS_STONE(b->board[pos]) && status[pos] == FINAL_DEAD);
}

/* Flood-fill the region at start; list its points and return which
 * living colours (bit WHITE, bit BLACK, bit GRAY for seki) border it. */
static int fill_region(const struct board *b, const int status[], char *seen,
                       int start, int *points, int *count)
{
  int borders = 0;
  int n = 0;
  points[n++] = start;
  seen[start] = 1;
  for (int k = 0; k < n; k++)
    for (int d = 0; d < 4; d++) {
      int pos = points[k] + delta[d];
      if (b->board[pos] == GRAY || seen[pos])
        continue;
      if (in_region(b, status, pos)) {
        seen[pos] = 1;
        points[n++] = pos;
      }
      else if (status[pos] == FINAL_SEKI)
        borders |= 1 << GRAY;
      else
        borders |= 1 << b->board[pos];
    }
  *count = n;
  return borders;
}

static int region_owner(int borders)
{
  if (borders == 1 << WHITE)
    return WHITE;
  if (borders == 1 << BLACK)
    return BLACK;
  return EMPTY;
}

/* owner[pos]: WHITE or BLACK for points of regions that colour owns, EMPTY
 * for everything else (living stones, dame). */
static void region_owners(const struct board *b, const int status[],
                          unsigned char owner[BOARD_ARRAY_SIZE])
{
  char seen[BOARD_ARRAY_SIZE] = {0};
  int points[BOARD_ARRAY_SIZE];
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    owner[pos] = EMPTY;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int count;
    if (seen[pos] || b->board[pos] == GRAY || !in_region(b, status, pos))
      continue;
    int color = region_owner(fill_region(b, status, seen, pos, points, &count));
    for (int k = 0; k < count; k++)
      owner[points[k]] = color;
  }
}

void score_region_status(const struct board *b, int status[BOARD_ARRAY_SIZE])
{
  unsigned char owner[BOARD_ARRAY_SIZE];
  region_owners(b, status, owner);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] != EMPTY)
      continue;
    if (owner[pos] == WHITE)
      status[pos] = FINAL_WHITE_TERRITORY;
    else if (owner[pos] == BLACK)
      status[pos] = FINAL_BLACK_TERRITORY;
    else
      status[pos] = FINAL_DAME;
  }
}

/* Do the strings at a and c have the same liberties, two or more? */
static int same_liberties(const struct board *b, int a, int c)
{
  int la[MAX_LIBERTIES], lc[MAX_LIBERTIES];
  int n = countlib(b, a);
  if (n < 2 || n > MAX_LIBERTIES || n != countlib(b, c))
    return 0;
  findlib(b, a, n, la);
  findlib(b, c, n, lc);
  for (int k = 0; k < n; k++) {
    int found = 0;
    for (int m = 0; m < n && !found; m++)
      found = la[k] == lc[m];
    if (!found)
      return 0;
  }
  return 1;
}

/* Can neither side approach the strings at a and c (of opposite colours)?
 * Every liberty of either, played by either colour, is illegal or puts the
 * mover's own string in atari without capturing anything: a seki with
 * eyes (one each and a shared liberty) as well as without. */
static int no_approach(const struct board *b, int a, int c)
{
  int libs[2 * MAX_LIBERTIES];
  int n = countlib(b, a), m = countlib(b, c);
  if (n < 1 || m < 1 || n > MAX_LIBERTIES || m > MAX_LIBERTIES)
    return 0;
  findlib(b, a, n, libs);
  findlib(b, c, m, libs + n);
  for (int k = 0; k < n + m; k++)
    for (int color = WHITE; color <= BLACK; color++) {
      int pos = libs[k];
      if (!is_legal(b, pos, color))
        continue;
      if (does_capture_something(b, pos, color)
          || accuratelib(b, pos, color, 2, NULL) > 1)
        return 0;
    }
  return 1;
}

static void set_string_status(const struct board *b, int str, int value,
                              int status[BOARD_ARRAY_SIZE])
{
  int stones[MAX_BOARD * MAX_BOARD];
  int n = findstones(b, str, MAX_BOARD * MAX_BOARD, stones);
  for (int k = 0; k < n; k++)
    status[stones[k]] = value;
}

int score_mark_seki(const struct board *b, int status[BOARD_ARRAY_SIZE])
{
  int changed = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!IS_STONE(b->board[pos]) || status[pos] != FINAL_DEAD
        || find_origin(b, pos) != pos)
      continue;
    int adj[MAX_BOARD * MAX_BOARD];
    int n = chainlinks(b, pos, adj);
    for (int k = 0; k < n; k++)
      if (same_liberties(b, pos, adj[k]) || no_approach(b, pos, adj[k])) {
        set_string_status(b, pos, FINAL_SEKI, status);
        if (status[adj[k]] != FINAL_SEKI) {
          set_string_status(b, adj[k], FINAL_SEKI, status);
          changed++;
        }
        changed++;
        break;
      }
  }
  return changed;
}

void score_final_status(const struct board *b, int status[BOARD_ARRAY_SIZE])
{
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    status[pos] = 0;
  score_stone_status(b, status);
  score_region_status(b, status);
}

static int is_dead_stone(const struct board *b, const int status[], int pos)
{
  return IS_STONE(b->board[pos]) && status[pos] == FINAL_DEAD;
}

double score_territory(const struct board *b, const int status[BOARD_ARRAY_SIZE])
{
  unsigned char owner[BOARD_ARRAY_SIZE];
  double points[3] = {0.0, b->komi + b->black_captured, b->white_captured};
  region_owners(b, status, owner);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (IS_STONE(owner[pos]))
      points[owner[pos]] += 1;
    /* Dead stones are taken off as prisoners. */
    if (is_dead_stone(b, status, pos))
      points[OTHER_COLOR(b->board[pos])] += 1;
  }
  return points[WHITE] - points[BLACK];
}

double score_area(const struct board *b, const int status[BOARD_ARRAY_SIZE])
{
  unsigned char owner[BOARD_ARRAY_SIZE];
  double points[3] = {0.0, b->komi, 0.0};
  region_owners(b, status, owner);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int color = b->board[pos];
    if (IS_STONE(color) && !is_dead_stone(b, status, pos))
      points[color] += 1;
    else if (IS_STONE(owner[pos]))
      points[owner[pos]] += 1;
  }
  return points[WHITE] - points[BLACK];
}
