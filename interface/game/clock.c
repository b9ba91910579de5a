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

static double at_least(double budget, double limit)
{
  return budget > limit ? budget : limit;
}

/* What a byo-yomi period keeps back for the transport: the answer goes
 * through the controller and the network before the server stops the
 * clock, and a period once begun is lost if the move arrives late. */
static double period_margin(double period)
{
  return at_most(at_least(CLOCK_SAFETY_MARGIN, CLOCK_PERIOD_MARGIN * period),
                 CLOCK_MAX_PERIOD_MARGIN);
}

/* The most a move may take without losing on time (less the margins),
 * and what the search aims at: a share of it, leaving the rest for what
 * comes after the search (choosing, dead stones) and for a slow CPU. */
static void timed_budget(const struct time_settings *s, const struct side_clock *side,
                         int moves_left, double *target, double *limit)
{
  double main_share = (side->main_left - CLOCK_SAFETY_MARGIN) / moves_left;
  int period_stones = s->period_stones > 0 ? s->period_stones : 1;
  double period = s->period_time;
  *target = *limit = 0.0;
  switch (s->system) {
  case TIME_ABSOLUTE:
    *limit = side->main_left - CLOCK_SAFETY_MARGIN;
    *target = main_share;
    break;
  case TIME_CANADIAN:
    /* The period's time is shared by its stones, each with its own lag. */
    if (side->in_overtime) {
      int stones = side->stones_left > 0 ? side->stones_left : 1;
      *limit = side->period_left / stones - CLOCK_SAFETY_MARGIN;
      *target = *limit * CLOCK_TARGET_SHARE;
    } else {
      *limit = side->main_left + period / period_stones - CLOCK_SAFETY_MARGIN;
      *target = at_most(main_share + 0.5 * period / period_stones,
                        *limit * CLOCK_TARGET_SHARE);
    }
    break;
  case TIME_BYOYOMI:
    if (side->in_overtime) {
      *limit = side->period_left - period_margin(period);
      *target = *limit * CLOCK_TARGET_SHARE;
    } else {
      *limit = side->main_left + period - period_margin(period);
      *target = at_most(main_share + 0.5 * period, *limit * CLOCK_TARGET_SHARE);
    }
    break;
  case TIME_NONE:
    break;
  }
  /* A move planned short is not allowed to run far over its plan. */
  *limit = at_most(*limit, 2.0 * *target + CLOCK_SAFETY_MARGIN);
}

struct move_budget clock_budget(const struct game_clock *c, int color, int level,
                                int empty_points)
{
  struct move_budget budget = {0.0, 0.0, 0, 0};
  int moves_left = empty_points / 3;
  if (moves_left < MIN_MOVES_LEFT)
    moves_left = MIN_MOVES_LEFT;
  budget.clock_running = c->settings.system != TIME_NONE;
  if (c->settings.system == TIME_NONE) {
    budget.seconds = clock_default_seconds(level);
    budget.limit_seconds = at_least(CLOCK_UNTIMED_LIMIT_FACTOR * budget.seconds,
                                    CLOCK_UNTIMED_MIN_LIMIT);
  } else
    timed_budget(&c->settings, const_side_of(c, color), moves_left,
                 &budget.seconds, &budget.limit_seconds);
  budget.seconds = at_most(at_least(budget.seconds, CLOCK_MIN_BUDGET), CLOCK_MAX_MOVE_SECONDS);
  budget.limit_seconds = at_most(at_least(budget.limit_seconds, budget.seconds),
                                 CLOCK_MAX_MOVE_SECONDS);
  return budget;
}
