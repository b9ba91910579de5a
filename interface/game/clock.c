#include <config.h>

#include "clock.h"

/* With no better knowledge we expect to play one move for every three
 * empty points, and never fewer than this many more moves. */
#define MIN_MOVES_LEFT 10

static struct side_clock *side_of(struct game_clock *c, int color)
{
  return &c->side[color == WHITE ? 0 : 1];
}

static const struct side_clock *const_side_of(const struct game_clock *c, int color)
{
  return &c->side[color == WHITE ? 0 : 1];
}

void clock_init(struct game_clock *c)
{
  struct time_settings none = {TIME_NONE, 0.0, 0.0, 0, 0};
  clock_set(c, &none);
}

void clock_set(struct game_clock *c, const struct time_settings *s)
{
  c->settings = *s;
  clock_restart(c);
}

void clock_restart(struct game_clock *c)
{
  for (int k = 0; k < 2; k++) {
    struct side_clock *side = &c->side[k];
    side->main_left = c->settings.main_time;
    side->period_left = c->settings.period_time;
    side->stones_left = c->settings.period_stones;
    side->periods_left = c->settings.periods;
    side->in_overtime = 0;
  }
}

int clock_settings_from_gtp(struct time_settings *s, int main_time, int byo_time,
                            int byo_stones)
{
  if (main_time < 0 || byo_time < 0 || byo_stones < 0)
    return 0;
  s->main_time = main_time;
  s->period_time = byo_time;
  s->period_stones = byo_stones;
  s->periods = 0;
  if (byo_time == 0)
    s->system = TIME_ABSOLUTE;
  else if (byo_stones == 0)
    s->system = TIME_NONE;
  else
    s->system = TIME_CANADIAN;
  return 1;
}

void clock_time_left(struct game_clock *c, int color, double seconds, int stones)
{
  struct side_clock *side = side_of(c, color);
  if (seconds < 0.0)
    seconds = 0.0;
  /* A controller that reports time without settings still means it. */
  if (c->settings.system == TIME_NONE) {
    struct time_settings s = {stones > 0 ? TIME_CANADIAN : TIME_ABSOLUTE,
                              stones > 0 ? 0.0 : seconds, stones > 0 ? seconds : 0.0,
                              stones, 0};
    struct side_clock other = *side_of(c, OTHER_COLOR(color));
    clock_set(c, &s);
    *side_of(c, OTHER_COLOR(color)) = other;
  }
  if (stones <= 0 || c->settings.system == TIME_ABSOLUTE) {
    side->main_left = seconds;
    side->in_overtime = 0;
    return;
  }
  side->main_left = 0.0;
  side->in_overtime = 1;
  side->period_left = seconds;
  if (c->settings.system == TIME_BYOYOMI)
    side->periods_left = stones;
  else
    side->stones_left = stones;
}

/* Japanese byo-yomi: a move within the period resets it; a longer move
 * uses up whole periods. */
static void charge_byoyomi(const struct time_settings *s, struct side_clock *side,
                           double seconds)
{
  while (seconds > side->period_left && side->periods_left > 1) {
    seconds -= side->period_left;
    side->periods_left--;
    side->period_left = s->period_time;
  }
  side->period_left = s->period_time;
}

/* Canadian: every period holds period_stones moves. */
static void charge_canadian(const struct time_settings *s, struct side_clock *side,
                            double seconds)
{
  side->period_left -= seconds;
  if (side->period_left < 0.0)
    side->period_left = 0.0;
  if (--side->stones_left <= 0) {
    side->period_left = s->period_time;
    side->stones_left = s->period_stones;
  }
}

void clock_charge(struct game_clock *c, int color, double seconds)
{
  const struct time_settings *s = &c->settings;
  struct side_clock *side = side_of(c, color);
  if (s->system == TIME_NONE || seconds <= 0.0)
    return;
  if (!side->in_overtime) {
    if (seconds <= side->main_left || s->system == TIME_ABSOLUTE) {
      side->main_left -= seconds;
      if (side->main_left < 0.0)
        side->main_left = 0.0;
      return;
    }
    seconds -= side->main_left;
    side->main_left = 0.0;
    side->in_overtime = 1;
    side->period_left = s->period_time;
    side->stones_left = s->period_stones;
    side->periods_left = s->periods;
  }
  if (s->system == TIME_BYOYOMI)
    charge_byoyomi(s, side, seconds);
  else
    charge_canadian(s, side, seconds);
}

double clock_default_seconds(int level)
{
  if (level < 0)
    level = 0;
  return 0.5 + 0.25 * level;
}

static double at_most(double budget, double limit)
{
  return budget < limit ? budget : limit;
}

/* Seconds for a move, before the lower bound is applied. */
static double raw_budget(const struct time_settings *s, const struct side_clock *side,
                         int moves_left)
{
  double margin = CLOCK_SAFETY_MARGIN;
  double main_share = (side->main_left - margin) / moves_left;
  int period_stones = s->period_stones > 0 ? s->period_stones : 1;
  switch (s->system) {
  case TIME_ABSOLUTE:
    return main_share;
  case TIME_CANADIAN:
    if (side->in_overtime)
      return (side->period_left - margin) / (side->stones_left > 0 ? side->stones_left : 1);
    /* Main time ending during this move leaves the period for the rest. */
    return at_most(main_share + 0.5 * s->period_time / period_stones,
                   side->main_left + s->period_time / period_stones - margin);
  case TIME_BYOYOMI:
    if (side->in_overtime)
      return side->period_left - margin;
    return at_most(main_share + 0.5 * s->period_time,
                   side->main_left + s->period_time - margin);
  case TIME_NONE:
    break;
  }
  return 0.0;
}

struct move_budget clock_budget(const struct game_clock *c, int color, int level,
                                int empty_points)
{
  struct move_budget budget = {0.0, 0, 0};
  int moves_left = empty_points / 3;
  if (moves_left < MIN_MOVES_LEFT)
    moves_left = MIN_MOVES_LEFT;
  budget.clock_running = c->settings.system != TIME_NONE;
  if (c->settings.system == TIME_NONE)
    budget.seconds = clock_default_seconds(level);
  else
    budget.seconds = raw_budget(&c->settings, const_side_of(c, color), moves_left);
  if (budget.seconds < CLOCK_MIN_BUDGET)
    budget.seconds = CLOCK_MIN_BUDGET;
  return budget;
}
