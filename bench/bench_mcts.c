/* Monte Carlo tree search speed: full search playouts (tree descent,
 * expansion with priors, playout, backup, AMAF and ownership updates) per
 * second for one thread from the empty board (CPU time), the same with
 * the learned softmax playouts (playout_softmax_percent 90), and per
 * wall-clock second with one and with two threads (the scaling of
 * --threads; meaningful on a quiet machine only).  Prints "bench:" lines.
 *
 *   bench_mcts [playouts_9x9 [playouts_19x19]]
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "engine/mcts/mcts.h"
#include "utils/timer.h"

/* SOFTMAX: playout_softmax_percent for the search (0: the default). */
static double playouts_per_second(int size, float komi, long playouts,
                                  int softmax)
{
  struct board *b = board_new(size);
  struct mcts_params p;
  mcts_params_default(&p);
  p.threads = 1;
  struct mcts *m = mcts_new(&p, 1);
  if (!b || !m) {
    fprintf(stderr, "bench_mcts: out of memory\n");
    exit(1);
  }
  if (softmax > 0)
    mcts_set_param(m, "playout_softmax_percent", softmax);
  b->komi = komi;
  struct mcts_limits warmup = { playouts / 10 + 1, 0, 0, 0 };
  mcts_search(m, b, BLACK, &warmup);
  mcts_forget(m);
  struct mcts_limits lim = { playouts, 0, 0, 0 };
  double start = cpu_seconds();
  long done = mcts_search(m, b, BLACK, &lim);
  double spent = cpu_seconds() - start;
  struct mcts_stats st;
  mcts_get_stats(m, &st);
  if (softmax == 0)
    printf("bench: mcts.nodes_per_playout_%dx%d %.1f nodes\n", size, size,
           (double) st.nodes_used / done);
  mcts_free(m);
  board_free(b);
  return done / spent;
}

/* Playouts per wall-clock second of a fresh search with THREADS threads;
 * *cpu_rate gets its playouts per CPU second (all threads together). */
static double wall_playouts_per_second(int size, float komi, long playouts,
                                       int threads, double *cpu_rate)
{
  struct board *b = board_new(size);
  struct mcts_params p;
  mcts_params_default(&p);
  p.threads = threads;
  struct mcts *m = mcts_new(&p, 1);
  if (!b || !m) {
    fprintf(stderr, "bench_mcts: out of memory\n");
    exit(1);
  }
  b->komi = komi;
  struct mcts_limits warmup = { playouts / 10 + 1, 0, 0, 0 };
  mcts_search(m, b, BLACK, &warmup);
  mcts_forget(m);
  struct mcts_limits lim = { playouts, 0, 0, 0 };
  double start = wall_seconds(), cpu_start = cpu_seconds();
  long done = mcts_search(m, b, BLACK, &lim);
  double spent = wall_seconds() - start;
  *cpu_rate = done / (cpu_seconds() - cpu_start);
  mcts_free(m);
  board_free(b);
  return done / spent;
}

int main(int argc, char **argv)
{
  long n9 = argc > 1 ? atol(argv[1]) : 40000;
  long n19 = argc > 2 ? atol(argv[2]) : 8000;
  printf("bench: mcts.playouts_9x9 %.0f playouts/s\n",
         playouts_per_second(9, 7.0f, n9, 0));
  printf("bench: mcts.playouts_19x19 %.0f playouts/s\n",
         playouts_per_second(19, 7.5f, n19, 0));
  printf("bench: mcts.softmax_playouts_9x9 %.0f playouts/s\n",
         playouts_per_second(9, 7.0f, n9, 90));
  printf("bench: mcts.softmax_playouts_19x19 %.0f playouts/s\n",
         playouts_per_second(19, 7.5f, n19, 90));
  for (int threads = 1; threads <= 2; threads++) {
    double cpu_rate;
    double wall_rate = wall_playouts_per_second(9, 7.0f, n9, threads, &cpu_rate);
    printf("bench: mcts.wall_playouts_9x9_threads%d %.0f playouts/s\n", threads,
           wall_rate);
    printf("bench: mcts.cpu_playouts_9x9_threads%d %.0f playouts/s\n", threads,
           cpu_rate);
  }
  return 0;
}
