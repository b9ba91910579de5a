/* The game clock: time settings (GTP time_settings, kgs-time_settings),
 * the time each side has left (time_left, or our own bookkeeping when the
 * controller sends none), and the per-move budget handed to the engine. */
#ifndef HANE_CLOCK_H
#define HANE_CLOCK_H

#include "engine/engine.h"

enum time_system {
  TIME_NONE,                     /* no limit: the budget depends on the level */
  TIME_ABSOLUTE,                 /* main time only */
  TIME_BYOYOMI,                  /* main time, then periods of period_time */
  TIME_CANADIAN                  /* main time, then period_stones per period */
};

struct time_settings {
  enum time_system system;
  double main_time;
  double period_time;
  int period_stones;             /* Canadian */
  int periods;                   /* Japanese byo-yomi */
};

struct side_clock {
  double main_left;
  double period_left;            /* in the current overtime period */
  int stones_left;               /* Canadian: moves due in this period */
  int periods_left;              /* byo-yomi: periods not yet used up */
  int in_overtime;
};

struct game_clock {
  struct time_settings settings;
  struct side_clock side[2];     /* indexed by colour - 1 */
};

/* Seconds kept in reserve for lag and bookkeeping. */
#define CLOCK_SAFETY_MARGIN 1.0
/* The least budget ever given, even when time is short. */
#define CLOCK_MIN_BUDGET 0.05

void clock_init(struct game_clock *c);                 /* no time limit */
void clock_set(struct game_clock *c, const struct time_settings *s);
void clock_restart(struct game_clock *c);              /* new game */
/* GTP time_settings: byo_time 0 means absolute, byo_stones 0 with
 * byo_time > 0 means no limit, otherwise Canadian.  0 if negative. */
int clock_settings_from_gtp(struct time_settings *s, int main_time, int byo_time,
                            int byo_stones);
/* time_left: stones 0 means main time; otherwise the side is in overtime
 * with that many stones (Canadian) or periods (byo-yomi) left. */
void clock_time_left(struct game_clock *c, int color, double seconds, int stones);
/* The side has just spent this much time on a move. */
void clock_charge(struct game_clock *c, int color, double seconds);
/* Time for color's next move on a board with this many empty points. */
struct move_budget clock_budget(const struct game_clock *c, int color, int level,
                                int empty_points);
/* The budget with no time limit: grows with the level (0..10). */
double clock_default_seconds(int level);

#endif
