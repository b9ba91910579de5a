/* Driver for tsan_mcts.sh: searches with two threads, built with
 * ThreadSanitizer, which fails the run on any data race.  Covers normal
 * searches, tree reuse, a full node pool, and analysis, ownership and
 * statistics read while a background search runs. */
#include <config.h>
#include <stdio.h>

#include "engine/board/board.h"
#include "engine/mcts/mcts.h"

static int fail(const char *what)
{
  fprintf(stderr, "tsan_mcts: %s\n", what);
  return 1;
}

int main(void)
{
  struct board *b = board_new(9);
  struct mcts_params p;
  mcts_params_default(&p);
  p.threads = 2;
  p.max_nodes = 6000;
  struct mcts *m = mcts_new(&p, 1);
  if (!b || !m)
    return fail("out of memory");
  b->komi = 7;
  struct mcts_limits lim = { 1500, 0, 0, 0 };
  int color = BLACK;
  for (int n = 0; n < 6; n++) {
    int move = mcts_genmove(m, b, color, &lim, 0);
    if (move != PASS_MOVE && !is_legal(b, move, color))
      return fail("illegal move");
    play_move(b, move, color);
    color = OTHER_COLOR(color);
  }
  if (!mcts_start(m, b, color))
    return fail("no background search");
  struct mcts_candidate c[8];
  float own[BOARD_ARRAY_SIZE];
  struct mcts_stats st;
  long polls = 0;
  do {
    mcts_analysis(m, c, 8);
    mcts_ownership(m, own);
    mcts_get_stats(m, &st);
    polls++;
  } while (st.playouts < 3000);
  mcts_stop(m);
  int move = mcts_genmove(m, b, color, &lim, 0);
  if (move != PASS_MOVE && !is_legal(b, move, color))
    return fail("illegal move after pondering");
  printf("tsan_mcts: %ld polls, last move %d\n", polls, move);
  mcts_free(m);
  board_free(b);
  return 0;
}
