/* Pattern matcher speed: full-board matches per second (all classes, the
 * colour to move alternating) on seeded random mid-game 19x19 positions. */
#include <config.h>

#include <stdio.h>

#include "engine/board/board.h"
#include "engine/pattern/pattern_match.h"
#include "utils/rng.h"
#include "utils/timer.h"

#define POSITIONS 16
#define MOVES_PLAYED 120

static void count_match(void *data, int move, const struct pattern *p,
                        int orientation)
{
  (void) move;
  (void) p;
  (void) orientation;
  (*(long *) data)++;
}

/* Random legal moves that do not fill a point all of whose neighbours
 * are the mover's own stones (a crude eye rule keeps groups alive). */
static void random_position(struct board *b, struct rng *r)
{
  board_clear(b, 19);
  int color = BLACK;
  for (int played = 0, tries = 0; played < MOVES_PLAYED && tries < 20000;
       tries++) {
    int pos = POS(rng_below(r, 19), rng_below(r, 19));
    if (!is_legal(b, pos, color))
      continue;
    int own = 0, sides = 0;
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] != GRAY) {
        sides++;
        own += b->board[n] == color;
      }
    }
    if (own == sides)
      continue;
    play_move(b, pos, color);
    color = OTHER_COLOR(color);
    played++;
  }
}

int main(void)
{
  static struct board boards[POSITIONS];
  struct rng r;
  rng_seed(&r, 20240611);
  for (int k = 0; k < POSITIONS; k++)
    random_position(&boards[k], &r);
  long found = 0, calls = 0;
  double start = cpu_seconds(), elapsed = 0.0;
  while (elapsed < 1.0) {
    for (int k = 0; k < POSITIONS; k++, calls++)
      match_patterns(&boards[k], calls % 2 ? WHITE : BLACK, PATTERN_ALL,
                     count_match, &found);
    elapsed = cpu_seconds() - start;
  }
  printf("bench: patterns.match_19x19 %.0f matches/s\n", calls / elapsed);
  printf("bench: patterns.reports_per_position %.1f reports\n",
         (double) found / calls);
  return 0;
}
