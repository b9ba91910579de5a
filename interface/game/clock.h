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

/* Seconds kept in reserve for the transport (the controller, kgsGtp, the
 * network) and bookkeeping. */
#define CLOCK_SAFETY_MARGIN 1.0
/* ... and at least this share of a byo-yomi period, up to this much. */
#define CLOCK_PERIOD_MARGIN 0.2
#define CLOCK_MAX_PERIOD_MARGIN 5.0
/* A search aims at this share of the most a timed move may take, leaving
 * the rest for what comes after it and for a slow CPU. */
#define CLOCK_TARGET_SHARE 0.75
/* The least budget ever given, even when time is short. */
#define CLOCK_MIN_BUDGET 0.05
/* No move takes longer than this, whatever the clock allows. */
#define CLOCK_MAX_MOVE_SECONDS 120.0
/* Without a clock a move is still answered within this many times its
 * budget (and at least CLOCK_UNTIMED_MIN_LIMIT seconds). */
#define CLOCK_UNTIMED_LIMIT_FACTOR 10.0
#define CLOCK_UNTIMED_MIN_LIMIT 30.0

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
/* The time manager of every move the engine makes (genmove,
 * kgs-genmove_cleanup, reg_genmove, the terminal's moves, genmove_analyze):
 * time for color's next move on a board with this many empty points.
 * seconds is what the search aims at; limit_seconds what the move may
 * take at most, wall clock, whatever the engine does (searches, dead
 * stones for cleanup): it keeps the transport margin, never uses up a
 * byo-yomi period or the last of the main time, and never exceeds
 * CLOCK_MAX_MOVE_SECONDS. */
struct move_budget clock_budget(const struct game_clock *c, int color, int level,
                                int empty_points);
/* The budget with no time limit: grows with the level (0..10). */
double clock_default_seconds(int level);

#endif
