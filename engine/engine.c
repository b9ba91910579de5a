#include <config.h>

#include <stdlib.h>

#include "engine.h"
#include "engine_tactics.h"
#include "rng.h"
#include "score.h"
#include "simple_player.h"

struct engine {
  struct engine_config config;
  struct engine_tactics *tactics;   /* reading and worms, made on demand */
};

struct engine_tactics **engine_tactics_slot(struct engine *e)
{
  return &e->tactics;
}

static int clamp(int value, int low, int high)
{
  return value < low ? low : value > high ? high : value;
}

struct engine *engine_new(const struct engine_config *config)
{
  struct engine *e = malloc(sizeof *e);
  if (e == NULL)
    return NULL;
  e->config = *config;
  e->tactics = NULL;
  e->config.level = clamp(config->level, 0, 10);
  if (e->config.threads < 1)
    e->config.threads = 1;
  if (e->config.playouts < 0)
    e->config.playouts = 0;
  return e;
}

void engine_free(struct engine *e)
{
  if (e != NULL)
    engine_tactics_free(e->tactics);
  free(e);
}

const struct engine_config *engine_get_config(const struct engine *e)
{
  return &e->config;
}

void engine_set_seed(struct engine *e, uint64_t seed)
{
  e->config.seed = seed;
}

void engine_set_level(struct engine *e, int level)
{
  e->config.level = clamp(level, 0, 10);
  engine_tactics_set_level(e->tactics, e->config.level);
}

void engine_set_rules(struct engine *e, int chinese_rules)
{
  e->config.chinese_rules = chinese_rules != 0;
}

void engine_position_changed(struct engine *e, const struct board *b)
{
  /* The simple player keeps nothing between moves; search engines drop
   * their trees and caches here. */
  (void) b;
  engine_tactics_position_changed(e->tactics);
}

/* Randomness depends on the seed and the position only, so one position
 * gets one answer whatever commands came before. */
static void seed_for_position(const struct engine *e, const struct board *b, int color,
                              struct rng *rng)
{
  uint64_t mix = b->hash * 0x9e3779b97f4a7c15ULL;
  mix ^= (uint64_t) color << 32 | (uint64_t) b->move_history_length;
  rng_seed(rng, e->config.seed ^ mix);
}

int engine_genmove(struct engine *e, struct board *b, int color,
                   const struct move_budget *budget)
{
  struct rng rng;
  (void) budget;
  seed_for_position(e, b, color, &rng);
  /* The MCTS player plugs in here; both kinds use the classic generator
   * until it lands. */
  return simple_player_genmove(b, color, &rng);
}

/* A legal move on a liberty of a dead string of `victim`, or NO_MOVE. */
static int capture_dead_stones(const struct board *b, const int status[], int victim)
{
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int libs[MAX_LIBERTIES];
    if (b->board[pos] != victim || status[pos] != FINAL_DEAD
        || find_origin(b, pos) != pos)
      continue;
    int n = findlib(b, pos, MAX_LIBERTIES, libs);
    if (n > MAX_LIBERTIES)
      n = MAX_LIBERTIES;
    for (int k = 0; k < n; k++)
      if (is_legal_move(b, libs[k], OTHER_COLOR(victim))
          && !is_self_atari(b, libs[k], OTHER_COLOR(victim)))
        return libs[k];
  }
  return NO_MOVE;
}

int engine_genmove_cleanup(struct engine *e, struct board *b, int color,
                           const struct move_budget *budget)
{
  int move = engine_genmove(e, b, color, budget);
  if (move == PASS_MOVE) {
    int status[BOARD_ARRAY_SIZE];
    engine_final_status(e, b, status);
    int capture = capture_dead_stones(b, status, OTHER_COLOR(color));
    if (capture != NO_MOVE)
      move = capture;
  }
  return move;
}

void engine_final_status(struct engine *e, struct board *b, int status[BOARD_ARRAY_SIZE])
{
  (void) e;
  score_final_status(b, status);
}

double engine_final_score(struct engine *e, struct board *b)
{
  int status[BOARD_ARRAY_SIZE];
  engine_final_status(e, b, status);
  if (e->config.chinese_rules)
    return score_area(b, status);
  return score_territory(b, status);
}
