/* Classic move generation speed: self-play games through the engine
 * facade, timing every genmove.
 *
 *   bench: genmove.19x19.levelL VALUE s/move   (L = 0, 5, 10)
 *   bench: genmove.19x19.levelL.cpu VALUE s/move
 *   bench: genmove.9x9.levelL VALUE s/move
 *     average wall-clock and CPU seconds per genmove over the first
 *     moves of a self-play game (seed 1), komi 7.5 / 7.
 */
#include <config.h>

#include <stdio.h>

#include "engine/engine.h"
#include "utils/timer.h"

static void self_play(int size, int level, int moves)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = level, .seed = 1,
                                 .threads = 1};
  struct engine *e = engine_new(&config);
  struct board *b = board_new(size);
  struct move_budget budget = {.seconds = 10.0};
  double wall = 0.0, cpu = 0.0;
  int played = 0, color = BLACK, passes = 0;

  if (!e || !b) {
    fprintf(stderr, "bench_genmove: out of memory\n");
    return;
  }
  b->komi = size >= 19 ? 7.5f : 7.0f;
  while (played < moves && passes < 2) {
    double w = wall_seconds(), c = cpu_seconds();
    int move = engine_genmove(e, b, color, &budget);
    wall += wall_seconds() - w;
    cpu += cpu_seconds() - c;
    played++;
    if (move == -1)
      break;
    if (move != PASS_MOVE && !is_legal_move(b, move, color))
      move = PASS_MOVE;
    play_move(b, move, color);
    passes = move == PASS_MOVE ? passes + 1 : 0;
    color = OTHER_COLOR(color);
  }
  printf("bench: genmove.%dx%d.level%d %.3f s/move\n", size, size, level, wall / played);
  printf("bench: genmove.%dx%d.level%d.cpu %.3f s/move\n", size, size, level, cpu / played);
  board_free(b);
  engine_free(e);
}

int main(void)
{
  self_play(19, 0, 60);
  self_play(19, 5, 30);
  self_play(19, 10, 30);
  self_play(9, 0, 40);
  self_play(9, 10, 40);
  return 0;
}
