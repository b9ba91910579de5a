#include <config.h>

#include <stdlib.h>

#include "engine.h"
#include "genmove.h"
#include "engine_tactics.h"
#include "engine_life.h"
#include "rng.h"
#include "score.h"
#include "simple_player.h"

struct engine {
  struct engine_config config;
  struct classic_engine *classic;   /* the classic move generator */
  struct engine_tactics *tactics;   /* reading and worms, made on demand */
  struct engine_life *life;         /* dragons and owl, made on demand */
};

struct engine_tactics **engine_tactics_slot(struct engine *e)
{
  return &e->tactics;
}

struct engine_life **engine_life_slot(struct engine *e)
{
  return &e->life;
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
  e->life = NULL;
  e->config.level = clamp(config->level, 0, 10);
  if (e->config.threads < 1)
    e->config.threads = 1;
  if (e->config.playouts < 0)
    e->config.playouts = 0;
  e->classic = classic_new(e->config.level, e->config.seed, e->config.resign_allowed,
                           e->config.chinese_rules);
  if (e->classic == NULL) {
    free(e);
    return NULL;
  }
  return e;
}

void engine_free(struct engine *e)
{
  if (e == NULL)
    return;
  classic_free(e->classic);
  engine_tactics_free(e->tactics);
  engine_life_free(e->life);
  free(e);
}

struct classic_engine *engine_classic(struct engine *e)
{
  return e->classic;
}

const struct engine_config *engine_get_config(const struct engine *e)
{
  return &e->config;
}

void engine_set_seed(struct engine *e, uint64_t seed)
{
  e->config.seed = seed;
  classic_set_seed(e->classic, seed);
}

void engine_set_level(struct engine *e, int level)
{
  e->config.level = clamp(level, 0, 10);
  classic_set_level(e->classic, e->config.level);
  engine_tactics_set_level(e->tactics, e->config.level);
  engine_life_set_level(e->life, e->config.level);
}

void engine_set_rules(struct engine *e, int chinese_rules)
{
  e->config.chinese_rules = chinese_rules != 0;
  classic_set_rules(e->classic, e->config.resign_allowed, e->config.chinese_rules);
}

void engine_position_changed(struct engine *e, const struct board *b)
{
  /* Search engines drop their trees and caches here. */
  (void) b;
  classic_position_changed(e->classic);
  engine_tactics_position_changed(e->tactics);
  engine_life_position_changed(e->life);
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

static int classic_move(struct engine *e, struct board *b, int color,
                        const struct move_budget *budget, int cleanup)
{
  struct classic_options opt = { NULL, cleanup, budget ? budget->seconds : 0.0 };
  return classic_genmove(e->classic, b, color, &opt);
}

int engine_genmove(struct engine *e, struct board *b, int color,
                   const struct move_budget *budget)
{
  struct rng rng;
  if (e->config.kind == ENGINE_CLASSIC)
    return classic_move(e, b, color, budget, 0);
  /* The MCTS player plugs in here; until it does, the simple player. */
  seed_for_position(e, b, color, &rng);
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
  int move = e->config.kind == ENGINE_CLASSIC ? classic_move(e, b, color, budget, 1)
                                               : engine_genmove(e, b, color, budget);
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
  /* Dead stones from the dragon analysis; all alive if it cannot run. */
  if (!engine_dragon_final_status(e, b, status))
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
