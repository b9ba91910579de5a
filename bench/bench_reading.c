/* Tactical reading speed.
 *
 *   bench: reading.nodes_per_sec VALUE knodes/s
 *     attack and find_defense on every string with at most four
 *     liberties, in the positions of regression/reading.tst in all eight
 *     orientations, with the cache cleared before each question;
 *   bench: reading.suite_seconds VALUE s
 *     the questions of regression/reading.tst, read directly, once.
 */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "engine/board/board.h"
#include "engine/reading/reading.h"
#include "utils/timer.h"
#include "engine/life/worm.h"

struct query {
  const char *command;   /* attack, defend, ladder, connect, disconnect,
                            either, both, status, play */
  const char *a;
  const char *b;
};

struct position {
  const char *diagram;
  int transforms;        /* orientations used by the suite */
  struct query queries[8];
};

#define LADDER_ROWS \
  ". . . . . . . . . . . . .\n" \
  ". . . . . . . . . . . . .\n" \
  ". . . . . . . . . . . . .\n" \
  ". . . . . . . . . . . . .\n" \
  ". . . . . . . . . . . . .\n" \
  ". . . . . . X . . . . . .\n" \
  ". . . . . X O . . . . . .\n" \
  ". . . . . . . X . . . . .\n" \
  ". . . . . . . . . . . . .\n"

static const struct position positions[] = {
  { LADDER_ROWS
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n", 4,
    { {"attack", "G7", 0}, {"ladder", "G7", 0}, {"defend", "G7", 0} } },
  { LADDER_ROWS
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n", 2,
    { {"play", "W", "K10"}, {"attack", "G7", 0}, {"ladder", "G7", 0} } },
  { LADDER_ROWS
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n", 2,
    { {"play", "W", "K10"}, {"play", "W", "D4"}, {"attack", "G7", 0},
      {"ladder", "G7", 0} } },
  { ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . O . . . . O . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . X X . . . . .\n"
    ". . . . . X O . . . . . .\n"
    ". . . . X . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . O . . . . O . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n"
    ". . . . . . . . . . . . .\n", 2,
    { {"attack", "G7", 0}, {"ladder", "G7", 0} } },
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . O O O . .\n"
    "X X X X O . . . .\n"
    "X O O X O . . . .\n"
    "X . . O O . . . .\n", 2,
    { {"attack", "B2", 0}, {"defend", "B2", 0}, {"play", "B", "C1"},
      {"attack", "C1", 0}, {"defend", "B2", 0}, {"attack", "B2", 0} } },
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . X O . . . .\n"
    ". . X O X O . . .\n"
    ". . X . . . . . .\n"
    ". . . X . . . . .\n"
    ". . . . . . . . .\n", 2,
    { {"defend", "D4", 0}, {"attack", "D4", 0}, {"attack", "E4", 0} } },
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". X O . . . . . .\n"
    "X O . O . . . . .\n", 2,
    { {"attack", "B1", 0}, {"defend", "B1", 0} } },
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . X . X . . . .\n"
    ". X O . O X . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n", 1,
    { {"both", "C5", "E5"}, {"either", "C5", "E5"}, {"play", "B", "D5"},
      {"defend", "C5", 0}, {"defend", "E5", 0}, {"both", "C5", "E5"},
      {"either", "C5", "E5"} } },
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . X . . . . . .\n"
    ". O . O . . . . .\n"
    ". . X . . . . . .\n"
    ". . . X . . . . .\n"
    ". . . . . . . . .\n", 1,
    { {"connect", "C5", "C3"}, {"disconnect", "C5", "C3"},
      {"connect", "C3", "D2"}, {"disconnect", "C3", "D2"},
      {"disconnect", "C5", "D2"} } },
  { ". X . X O . . . .\n"
    "X X X X O . . . .\n"
    "O O O O O . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n", 1,
    { {"status", "B9", 0} } },
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . X X X X . . .\n"
    ". . . O . . . . .\n", 2,
    { {"attack", "D1", 0}, {"defend", "D1", 0} } },
};

#define NPOSITIONS (sizeof positions / sizeof positions[0])

/* Set up the diagram turned by transform t (0..7). */
static int load(struct board *b, const char *diagram, int t)
{
  int cells[MAX_BOARD][MAX_BOARD];
  int n = 0, col = 0;
  const char *p;

  for (p = diagram; *p; p++) {
    if (*p == '\n') {
      if (col) {
        n++;
        col = 0;
      }
    }
    else if (*p == 'X' || *p == 'O' || *p == '.') {
      if (n >= MAX_BOARD || col >= MAX_BOARD)
        return 0;
      cells[n][col++] = *p == 'X' ? BLACK : *p == 'O' ? WHITE : EMPTY;
    }
  }
  board_clear(b, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int ti = i, tj = j;
      for (int k = 0; k < (t & 3); k++) {
        int tmp = ti;
        ti = tj;
        tj = n - 1 - tmp;
      }
      if (t & 4)
        tj = n - 1 - tj;
      if (cells[i][j] != EMPTY
          && !board_setup_stone(b, POS(ti, tj), cells[i][j]))
        return 0;
    }
  return n;
}

static int turned(const struct board *b, const char *vertex, int t)
{
  int n = b->board_size;
  int pos = vertex_to_pos(b, vertex);
  int i = I(pos), j = J(pos);
  for (int k = 0; k < (t & 3); k++) {
    int tmp = i;
    i = j;
    j = n - 1 - tmp;
  }
  if (t & 4)
    j = n - 1 - j;
  return POS(i, j);
}

static void ask(struct reading *r, struct worms *w, const struct query *q,
                int t)
{
  struct board *b = reading_board(r);
  int move;
  int a = q->a && strcmp(q->command, "play") ? turned(b, q->a, t) : NO_MOVE;
  int c = q->b ? turned(b, q->b, t) : NO_MOVE;

  if (!strcmp(q->command, "play"))
    play_move(b, c, q->a[0] == 'B' ? BLACK : WHITE);
  else if (!strcmp(q->command, "attack"))
    attack(r, a, &move);
  else if (!strcmp(q->command, "defend"))
    find_defense(r, a, &move);
  else if (!strcmp(q->command, "ladder"))
    ladder_attack(r, a, &move);
  else if (!strcmp(q->command, "connect"))
    string_connect(r, a, c, &move);
  else if (!strcmp(q->command, "disconnect"))
    disconnect(r, a, c, &move);
  else if (!strcmp(q->command, "either"))
    attack_either(r, a, c);
  else if (!strcmp(q->command, "both"))
    defend_both(r, a, c);
  else if (!strcmp(q->command, "status")) {
    worms_invalidate(w);
    worms_compute(w, r);
  }
}

/* Time of the suite's questions, each orientation with a fresh cache. */
static double suite_seconds(struct reading *r, struct worms *w)
{
  struct board *b = reading_board(r);
  double start = cpu_seconds();
  static const int orientations[4] = { 0, 1, 2, 5 };
  for (size_t k = 0; k < NPOSITIONS; k++)
    for (int o = 0; o < positions[k].transforms; o++) {
      int t = orientations[o];
      if (!load(b, positions[k].diagram, t))
        continue;
      reading_clear_cache(r);
      for (int q = 0; q < 8 && positions[k].queries[q].command; q++)
        ask(r, w, &positions[k].queries[q], t);
    }
  return cpu_seconds() - start;
}

/* Attack and defend every string with at most four liberties. */
static long read_everything(struct reading *r)
{
  struct board *b = reading_board(r);
  long questions = 0;
  for (size_t k = 0; k < NPOSITIONS; k++)
    for (int t = 0; t < 8; t++) {
      if (!load(b, positions[k].diagram, t))
        continue;
      for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
        int move;
        if (!IS_STONE(b->board[pos]) || find_origin(b, pos) != pos
            || countlib(b, pos) > 4)
          continue;
        reading_clear_cache(r);
        attack(r, pos, &move);
        reading_clear_cache(r);
        find_defense(r, pos, &move);
        questions += 2;
      }
    }
  return questions;
}

int main(void)
{
  struct board *b = board_new(19);
  struct reading *r = b ? reading_new(b) : NULL;
  struct worms *w = worms_new();
  double elapsed = 0.0, best_suite = 1e9;
  long nodes = 0;

  if (!b || !r || !w) {
    fprintf(stderr, "bench_reading: out of memory\n");
    return 1;
  }

  reading_reset_node_counter(r);
  while (elapsed < 2.0) {
    double start = cpu_seconds();
    read_everything(r);
    elapsed += cpu_seconds() - start;
  }
  nodes = reading_node_counter(r);
  printf("bench: reading.nodes_per_sec %.1f knodes/s\n",
         nodes / elapsed / 1000.0);

  for (int k = 0; k < 5; k++) {
    double s = suite_seconds(r, w);
    if (s < best_suite)
      best_suite = s;
  }
  printf("bench: reading.suite_seconds %.4f s\n", best_suite);

  worms_free(w);
  reading_free(r);
  board_free(b);
  return 0;
}
