/* Moves that finish a game for scoring (hane --score finish|aftermath):
 * each from a search of fixed size with a fresh tree, so a seed gives the
 * same game every time, and chosen for the score rather than the win
 * rate.  A side whose game is lost or won shows the same win rate for
 * almost every move; chosen by win rate, its moves would be close to
 * random and wreck the count.  Chosen by the mean final score of their
 * playouts, both sides keep what they have. */
#include <config.h>

#include <stdlib.h>

#include "engine.h"
#include "engine/movegen/cleanup.h"

/* Playouts per move unless the engine has a playout setting: this many
 * divided by the board's points (1851 on 9x9, 415 on 19x19). */
#define FINISH_PLAYOUT_AREA 150000L
/* Candidates considered: at least this share of the best one's visits. */
#define FINISH_VISIT_SHARE 0.2
/* A move must beat passing by this many points to be played. */
#define FINISH_PASS_MARGIN 0.5

long engine_finish_playouts(const struct engine *e, int board_size)
{
  long playouts = engine_get_config(e)->playouts;
  if (playouts > 0)
    return playouts;
  return FINISH_PLAYOUT_AREA / (board_size * board_size);
}

/* The candidate with the best mean score among those searched enough
 * (the most visited first among equals), and the pass's score if it was
 * searched enough too (*pass_score set, returns its index in *pass). */
static int best_by_score(const struct engine_candidate *c, int n, int *pass)
{
  int best = 0;
  int least = (int) (FINISH_VISIT_SHARE * c[0].visits);
  *pass = -1;
  for (int k = 0; k < n; k++) {
    if (c[k].visits < least || c[k].visits < 1)
      continue;
    if (c[k].move == PASS_MOVE)
      *pass = k;
    if (c[k].score_lead > c[best].score_lead)
      best = k;
  }
  return best;
}

int engine_finish_move(struct engine *e, struct board *b, int color, int cleanup)
{
  struct engine_candidate *c = malloc(BOARD_ARRAY_SIZE * sizeof c[0]);
  int move = PASS_MOVE;
  if (c == NULL)
    return PASS_MOVE;
  engine_analyze_playouts(e, b, color, engine_finish_playouts(e, b->board_size));
  int n = engine_analyze_candidates(e, c, BOARD_ARRAY_SIZE);
  if (n > 0) {
    int pass;
    int best = best_by_score(c, n, &pass);
    move = c[best].move;
    if (pass >= 0 && c[best].score_lead < c[pass].score_lead + FINISH_PASS_MARGIN)
      move = PASS_MOVE;
    if (move != PASS_MOVE && !is_legal_move(b, move, color))
      move = PASS_MOVE;
  }
  free(c);
  if (move == PASS_MOVE && cleanup) {
    int status[BOARD_ARRAY_SIZE];
    engine_final_status(e, b, status);
    move = cleanup_dead_stones_move(b, status, color);
  }
  return move;
}
