/* The engine facade for tactical reading and worms: the interface asks
 * through engine.h, the engine keeps one reader and one worm cache bound
 * to the board it was last asked about. */
#include <config.h>

#include <stdlib.h>

#include "engine.h"
#include "engine_impl.h"
#include "engine_life.h"
#include "engine_tactics.h"
#include "engine/reading/reading.h"
#include "engine/life/worm.h"

struct engine_tactics {
  struct board *board;
  struct reading *reading;
  struct worms *worms;
  int level;
  int depth_change;          /* net increase_depths - decrease_depths */
};

struct engine_tactics *engine_tactics_new(int level)
{
  struct engine_tactics *t = calloc(1, sizeof *t);
  if (t != NULL)
    t->level = level;
  return t;
}

void engine_tactics_free(struct engine_tactics *t)
{
  if (t == NULL)
    return;
  reading_free(t->reading);
  worms_free(t->worms);
  free(t);
}

void engine_tactics_set_level(struct engine_tactics *t, int level)
{
  if (t == NULL)
    return;
  t->level = level;
  if (t->reading != NULL) {
    reading_set_level(t->reading, level);
    for (int k = 0; k < t->depth_change; k++)
      reading_increase_depths(t->reading);
    for (int k = 0; k > t->depth_change; k--)
      reading_decrease_depths(t->reading);
  }
  if (t->worms != NULL)
    worms_invalidate(t->worms);
}

void engine_tactics_position_changed(struct engine_tactics *t)
{
  if (t == NULL)
    return;
  if (t->reading != NULL)
    reading_clear_cache(t->reading);
  if (t->worms != NULL)
    worms_invalidate(t->worms);
}

void engine_tactics_reset(struct engine_tactics *t, int level)
{
  if (t == NULL)
    return;
  t->depth_change = 0;
  engine_tactics_set_level(t, level);
  engine_tactics_position_changed(t);
  if (t->reading != NULL) {
    reading_reset_node_counter(t->reading);
    reading_reset_trymove_counter(t->reading);
  }
}

/* The engine's tactics, bound (again) to board b if they were not; NULL
 * only when out of memory. */
static struct engine_tactics *tactics(struct engine *e, struct board *b)
{
  struct engine_tactics *t = e->tactics;

  if (t->reading == NULL || t->board != b) {
    reading_free(t->reading);
    t->reading = reading_new(b);
    t->board = t->reading ? b : NULL;
    if (t->reading == NULL)
      return NULL;
    /* Tactical questions asked directly may spend spare budget on
     * reading deeper. */
    reading_set_deepening(t->reading, 1);
    reading_set_budget(t->reading, &e->budget);
    engine_tactics_set_level(t, t->level);
  }
  if (t->worms == NULL)
    t->worms = worms_new();
  return t->worms ? t : NULL;
}

static struct reading *reader(struct engine *e, struct board *b)
{
  struct engine_tactics *t = tactics(e, b);
  return t ? t->reading : NULL;
}

int engine_attack(struct engine *e, struct board *b, int str, int *move)
{
  struct reading *r = reader(e, b);
  if (move)
    *move = NO_MOVE;
  if (r == NULL || !is_stone_at(b, str))
    return 0;
  return reading_result_gtp_code(attack(r, str, move));
}

int engine_find_defense(struct engine *e, struct board *b, int str, int *move)
{
  struct reading *r = reader(e, b);
  if (move)
    *move = NO_MOVE;
  if (r == NULL || !is_stone_at(b, str))
    return 0;
  return reading_result_gtp_code(find_defense(r, str, move));
}

int engine_attack_either(struct engine *e, struct board *b, int str1, int str2)
{
  struct reading *r = reader(e, b);
  if (r == NULL || !is_stone_at(b, str1) || !is_stone_at(b, str2))
    return 0;
  return reading_result_gtp_code(attack_either(r, str1, str2));
}

int engine_defend_both(struct engine *e, struct board *b, int str1, int str2)
{
  struct reading *r = reader(e, b);
  if (r == NULL || !is_stone_at(b, str1) || !is_stone_at(b, str2))
    return 0;
  return reading_result_gtp_code(defend_both(r, str1, str2));
}

int engine_does_attack(struct engine *e, struct board *b, int move, int str)
{
  struct reading *r = reader(e, b);
  if (r == NULL || !is_stone_at(b, str) || !ON_BOARD1(b, move))
    return 0;
  return reading_result_gtp_code(does_attack(r, move, str));
}

int engine_does_defend(struct engine *e, struct board *b, int move, int str)
{
  struct reading *r = reader(e, b);
  if (r == NULL || !is_stone_at(b, str) || !ON_BOARD1(b, move))
    return 0;
  return reading_result_gtp_code(does_defend(r, move, str));
}

int engine_ladder_attack(struct engine *e, struct board *b, int str, int *move)
{
  struct reading *r = reader(e, b);
  if (move)
    *move = NO_MOVE;
  if (r == NULL || !is_stone_at(b, str))
    return 0;
  return reading_result_gtp_code(ladder_attack(r, str, move));
}

int engine_connect(struct engine *e, struct board *b, int str1, int str2,
                   int *move)
{
  struct reading *r = reader(e, b);
  if (move)
    *move = NO_MOVE;
  if (r == NULL || !is_stone_at(b, str1) || !is_stone_at(b, str2))
    return 0;
  return reading_result_gtp_code(string_connect(r, str1, str2, move));
}

int engine_disconnect(struct engine *e, struct board *b, int str1, int str2,
                      int *move)
{
  struct reading *r = reader(e, b);
  if (move)
    *move = NO_MOVE;
  if (r == NULL || !is_stone_at(b, str1) || !is_stone_at(b, str2))
    return 0;
  return reading_result_gtp_code(disconnect(r, str1, str2, move));
}

void engine_change_depths(struct engine *e, int delta)
{
  struct engine_tactics *t = e->tactics;
  t->depth_change += delta;
  if (t->reading == NULL)
    return;
  if (delta > 0)
    reading_increase_depths(t->reading);
  else if (delta < 0)
    reading_decrease_depths(t->reading);
  if (t->worms != NULL)
    worms_invalidate(t->worms);
}

long engine_reading_nodes(struct engine *e)
{
  struct engine_tactics *t = e->tactics;
  long tactics = t && t->reading ? reading_node_counter(t->reading) : 0;
  return tactics + engine_life_reading_nodes(e->life);
}

void engine_reset_reading_nodes(struct engine *e)
{
  struct engine_tactics *t = e->tactics;
  engine_life_reset_reading_nodes(e->life);
  if (t && t->reading)
    reading_reset_node_counter(t->reading);
}

long engine_trymoves(struct engine *e)
{
  struct engine_tactics *t = e->tactics;
  return t && t->reading ? reading_trymove_counter(t->reading) : 0;
}

void engine_reset_trymoves(struct engine *e)
{
  struct engine_tactics *t = e->tactics;
  if (t && t->reading)
    reading_reset_trymove_counter(t->reading);
}

/* GNU Go numbers ko results differently (its KO_B is 1). */
static int gnugo_code(int code)
{
  switch (code) {
  case WIN: return 5;
  case KO_A: return 4;
  case KO_B: return 1;
  default: return 0;
  }
}

int engine_worm(struct engine *e, struct board *b, int pos,
                struct engine_worm *out)
{
  struct engine_tactics *t = tactics(e, b);
  const struct worm_data *d;

  if (t == NULL || !ON_BOARD1(b, pos))
    return 0;
  worms_compute(t->worms, t->reading);
  d = &t->worms->worm[pos];
  out->color = d->color;
  out->origin = d->origin;
  out->size = d->size;
  out->effective_size = d->effective_size;
  out->liberties = d->liberties;
  out->liberties2 = d->liberties2;
  out->liberties3 = d->liberties3;
  out->liberties4 = d->liberties4;
  out->attack_code = gnugo_code(d->attack_codes[0]);
  out->attack_point = d->attack_codes[0] ? d->attack_points[0] : NO_MOVE;
  out->defense_code = gnugo_code(d->defense_codes[0]);
  out->defense_point = d->defense_codes[0] ? d->defense_points[0] : NO_MOVE;
  out->lunch = d->lunch;
  out->cutstone = d->cutstone;
  out->cutstone2 = d->cutstone2;
  out->genus = d->genus;
  out->inessential = d->inessential;
  out->invincible = d->invincible;
  out->unconditional_status = d->unconditional_status;
  return 1;
}
