/* Board library benchmarks.  Prints "bench: NAME VALUE UNIT" lines.
 *
 *   bench_board              all figures
 *   bench_board --pairs N    only N rounds of trymove/popgo over the legal
 *                            moves of the 20 positions (for callgrind); prints
 *                            the number of pairs done
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "utils/rng.h"
#include "utils/timer.h"

#define NUM_POSITIONS 20

static int fills_own_eye(const struct board *b, int pos, int color)
{
  for (int k = 0; k < 4; k++) {
    int c = b->board[pos + delta[k]];
    if (c != color && c != GRAY)
      return 0;
  }
  return 1;
}

/* A uniformly random legal move that does not fill a one-point own eye;
 * PASS_MOVE when there is none.  Scans the board: used for setup only. */
static int random_move(const struct board *b, struct rng *rng, int color)
{
  int empty[MAX_BOARD * MAX_BOARD];
  int count = 0;
  int size = b->board_size;
  for (int i = 0; i < size; i++)
    for (int j = 0; j < size; j++)
      if (b->board[POS(i, j)] == EMPTY)
        empty[count++] = POS(i, j);
  while (count > 0) {
    int k = (int) rng_below(rng, (uint32_t) count);
    int pos = empty[k];
    if (is_legal(b, pos, color) && !fills_own_eye(b, pos, color))
      return pos;
    empty[k] = empty[--count];
  }
  return PASS_MOVE;
}

/* The empty points of a playout, kept up to date move by move so the
 * benchmark measures the board rather than a board scan. */
struct empty_points {
  int count;
  int points[MAX_BOARD * MAX_BOARD];
  int index_of[BOARD_ARRAY_SIZE];
};

static void empty_points_scan(struct empty_points *e, const struct board *b)
{
  e->count = 0;
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      if (b->board[POS(i, j)] == EMPTY) {
        e->index_of[POS(i, j)] = e->count;
        e->points[e->count++] = POS(i, j);
      }
}

static void empty_points_swap(struct empty_points *e, int k, int l)
{
  int p = e->points[k], q = e->points[l];
  e->points[k] = q, e->index_of[q] = k;
  e->points[l] = p, e->index_of[p] = l;
}

static int playout_move(const struct board *b, struct empty_points *e,
                        struct rng *rng, int color)
{
  /* Rejected points are swapped behind a shrinking window. */
  int window = e->count;
  while (window > 0) {
    int k = (int) rng_below(rng, (uint32_t) window);
    int pos = e->points[k];
    if (is_legal(b, pos, color) && !fills_own_eye(b, pos, color))
      return pos;
    empty_points_swap(e, k, --window);
  }
  return PASS_MOVE;
}

/* Plays to the end (two passes in a row, or 3 * size * size moves, which
 * cycles such as triple ko need); returns the moves played. */
static int playout(struct board *b, struct rng *rng)
{
  static struct empty_points e;
  int color = BLACK;
  int passes = 0;
  int moves = 0;
  int limit = 3 * b->board_size * b->board_size;
  empty_points_scan(&e, b);
  while (passes < 2 && moves < limit) {
    int pos = playout_move(b, &e, rng, color);
    if (pos == PASS_MOVE) {
      passes++;
      play_move(b, pos, color);
    }
    else {
      int captured = b->white_captured + b->black_captured;
      passes = 0;
      play_move(b, pos, color);
      if (b->white_captured + b->black_captured != captured)
        empty_points_scan(&e, b);
      else {
        empty_points_swap(&e, e.index_of[pos], e.count - 1);
        e.count--;
      }
    }
    color = OTHER_COLOR(color);
    moves++;
  }
  return moves;
}

struct position_set {
  struct board *boards[NUM_POSITIONS];
  int colors[NUM_POSITIONS];
  int num_moves[NUM_POSITIONS];
  int moves[NUM_POSITIONS][MAX_BOARD * MAX_BOARD];
};

/* 20 seeded mid-game 19x19 positions and their legal moves. */
static void make_positions(struct position_set *set)
{
  for (int k = 0; k < NUM_POSITIONS; k++) {
    struct board *b = board_new(19);
    struct rng rng;
    rng_seed(&rng, 1000 + (uint64_t) k);
    int length = 100 + (int) rng_below(&rng, 80);
    int color = BLACK;
    for (int m = 0; m < length; m++) {
      play_move(b, random_move(b, &rng, color), color);
      color = OTHER_COLOR(color);
    }
    set->boards[k] = b;
    set->colors[k] = color;
    set->num_moves[k] = 0;
    for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
      if (is_legal(b, pos, color))
        set->moves[k][set->num_moves[k]++] = pos;
  }
}

static long run_pairs(struct position_set *set, long rounds)
{
  long pairs = 0;
  for (long r = 0; r < rounds; r++)
    for (int k = 0; k < NUM_POSITIONS; k++) {
      struct board *b = set->boards[k];
      int color = set->colors[k];
      const int *moves = set->moves[k];
      int n = set->num_moves[k];
      for (int m = 0; m < n; m++)
        if (trymove(b, moves[m], color, NULL, NO_MOVE)) {
          popgo(b);
          pairs++;
        }
    }
  return pairs;
}

static void bench_pairs(struct position_set *set)
{
  long rounds = 1;
  long pairs = 0;
  double elapsed = 0;
  /* Grow the work until it takes long enough to time. */
  for (;;) {
    double start = cpu_seconds();
    pairs = run_pairs(set, rounds);
    elapsed = cpu_seconds() - start;
    if (elapsed > 0.5)
      break;
    rounds *= 2;
  }
  printf("bench: board.trymove_popgo %.2f Mpairs/s\n", pairs / elapsed / 1e6);
}

static void bench_playouts(int size, double seconds)
{
  struct board *b = board_new(size);
  struct rng rng;
  rng_seed(&rng, 42);
  long playouts = 0, moves = 0;
  double start = cpu_seconds();
  double elapsed;
  do {
    board_clear(b, size);
    moves += playout(b, &rng);
    playouts++;
    elapsed = cpu_seconds() - start;
  } while (elapsed < seconds);
  printf("bench: board.playouts_%dx%d %.0f playouts/s\n", size, size,
         playouts / elapsed);
  printf("bench: board.playout_moves_%dx%d %.0f moves/s\n", size, size,
         moves / elapsed);
  printf("bench: board.playout_length_%dx%d %.1f moves\n", size, size,
         (double) moves / playouts);
  board_free(b);
}

int main(int argc, char **argv)
{
  static struct position_set set;
  make_positions(&set);
  if (argc == 3 && strcmp(argv[1], "--pairs") == 0) {
    long pairs = run_pairs(&set, atol(argv[2]));
    printf("%ld\n", pairs);
  }
  else {
    bench_pairs(&set);
    bench_playouts(9, 1.0);
    bench_playouts(19, 1.0);
  }
  for (int k = 0; k < NUM_POSITIONS; k++)
    board_free(set.boards[k]);
  return 0;
}
