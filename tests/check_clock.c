/* The game clock: settings, time_left, charging, and per-move budgets
 * that never exceed the time left minus the safety margin. */
#include <config.h>

#include <check.h>
#include <stdlib.h>

#include "interface/game/clock.h"

static struct game_clock c;

static void setup(void)
{
  clock_init(&c);
}

static double budget(int color, int empty)
{
  return clock_budget(&c, color, 10, empty).seconds;
}

static double limit(int color, int empty)
{
  return clock_budget(&c, color, 10, empty).limit_seconds;
}

START_TEST(no_limit_depends_on_level)
{
  ck_assert(clock_budget(&c, BLACK, 10, 361).seconds == clock_default_seconds(10));
  ck_assert(clock_budget(&c, BLACK, 0, 361).seconds == clock_default_seconds(0));
  ck_assert(clock_default_seconds(0) < clock_default_seconds(5));
  ck_assert(clock_default_seconds(5) < clock_default_seconds(10));
  ck_assert(clock_default_seconds(0) > 0.0);
}
END_TEST

START_TEST(gtp_settings)
{
  struct time_settings s;
  ck_assert(clock_settings_from_gtp(&s, 300, 0, 0) && s.system == TIME_ABSOLUTE);
  ck_assert(clock_settings_from_gtp(&s, 300, 30, 0) && s.system == TIME_NONE);
  ck_assert(clock_settings_from_gtp(&s, 300, 30, 5) && s.system == TIME_CANADIAN);
  ck_assert(s.main_time == 300 && s.period_time == 30 && s.period_stones == 5);
  ck_assert(!clock_settings_from_gtp(&s, -1, 0, 0));
  ck_assert(!clock_settings_from_gtp(&s, 1, -1, 0));
  ck_assert(!clock_settings_from_gtp(&s, 1, 1, -1));
}
END_TEST

/* Absolute time: the time left shared over the expected moves. */
START_TEST(absolute_budget)
{
  struct time_settings s = {TIME_ABSOLUTE, 600, 0, 0, 0};
  clock_set(&c, &s);
  ck_assert_double_eq_tol(budget(BLACK, 361), (600 - CLOCK_SAFETY_MARGIN) / 120, 1e-9);
  ck_assert_double_eq_tol(budget(BLACK, 15), (600 - CLOCK_SAFETY_MARGIN) / 10, 1e-9);
  clock_time_left(&c, BLACK, 31.0, 0);
  ck_assert_double_eq_tol(budget(BLACK, 90), 30.0 / 30, 1e-9);
  ck_assert_double_eq_tol(budget(WHITE, 90), 599.0 / 30, 1e-9);
  clock_time_left(&c, BLACK, 0.5, 0);
  ck_assert(budget(BLACK, 90) == CLOCK_MIN_BUDGET);
}
END_TEST

START_TEST(canadian_budget)
{
  struct time_settings s = {TIME_CANADIAN, 0, 300, 25, 0};
  clock_set(&c, &s);
  /* No main time: the first move may use half a move's share of a period
   * and no more than one move's share. */
  ck_assert(budget(BLACK, 300) <= 300.0 / 25 - CLOCK_SAFETY_MARGIN);
  /* In overtime each stone's share keeps the margin for its own lag; the
   * search aims at three quarters of what is left. */
  clock_time_left(&c, BLACK, 100.0, 10);
  ck_assert_double_eq_tol(limit(BLACK, 300), 100.0 / 10 - CLOCK_SAFETY_MARGIN, 1e-9);
  ck_assert_double_eq_tol(budget(BLACK, 300), 0.75 * 9.0, 1e-9);
  clock_time_left(&c, BLACK, 12.0, 1);
  ck_assert_double_eq_tol(limit(BLACK, 300), 11.0, 1e-9);
  ck_assert_double_eq_tol(budget(BLACK, 300), 0.75 * 11.0, 1e-9);
}
END_TEST

START_TEST(byoyomi_budget)
{
  struct time_settings s = {TIME_BYOYOMI, 60, 30, 0, 5};
  clock_set(&c, &s);
  double b = budget(WHITE, 361);
  ck_assert(b > 59.0 / 120 && b <= 60 + 30 - CLOCK_SAFETY_MARGIN);
  clock_time_left(&c, WHITE, 20.0, 3);
  /* A 30 s period keeps a fifth (6 s, at most 5) for the transport. */
  ck_assert_double_eq_tol(limit(WHITE, 361), 20.0 - 5.0, 1e-9);
  ck_assert_double_eq_tol(budget(WHITE, 361), 0.75 * 15.0, 1e-9);
  ck_assert_int_eq(c.side[WHITE - 1].periods_left, 3);
}
END_TEST

/* KGS's usual overtime, the one whose periods the cleanup moves lost:
 * a move is done in 8 of its 10 seconds, the search aims at 6. */
START_TEST(byoyomi_ten_seconds)
{
  struct time_settings s = {TIME_BYOYOMI, 0, 10, 0, 5};
  clock_set(&c, &s);
  clock_time_left(&c, BLACK, 10.0, 5);
  ck_assert_double_eq_tol(limit(BLACK, 200), 8.0, 1e-9);
  ck_assert_double_eq_tol(budget(BLACK, 200), 6.0, 1e-9);
  /* Short periods keep at least a second. */
  s.period_time = 3;
  clock_set(&c, &s);
  clock_time_left(&c, BLACK, 3.0, 5);
  ck_assert_double_eq_tol(limit(BLACK, 200), 2.0, 1e-9);
  ck_assert_double_eq_tol(budget(BLACK, 200), 1.5, 1e-9);
}
END_TEST

/* Whatever the clock says, a move is capped: time_settings 2147483647 0
 * 0 once made the engine think for 79 million seconds. */
START_TEST(move_time_capped)
{
  struct time_settings s;
  ck_assert(clock_settings_from_gtp(&s, 2147483647, 0, 0));
  clock_set(&c, &s);
  ck_assert(budget(BLACK, 361) == CLOCK_MAX_MOVE_SECONDS);
  ck_assert(limit(BLACK, 361) == CLOCK_MAX_MOVE_SECONDS);
  clock_init(&c);
  /* Without a clock: the level's time, answered within 30 s at most. */
  ck_assert_double_eq_tol(limit(BLACK, 361), CLOCK_UNTIMED_MIN_LIMIT, 1e-9);
  ck_assert(clock_budget(&c, BLACK, 20, 361).limit_seconds <= CLOCK_MAX_MOVE_SECONDS);
}
END_TEST

/* Whatever the state, the budget stays within the time this move can
 * use without losing, less the margin. */
START_TEST(budget_never_exceeds_time_left)
{
  static const enum time_system systems[] = {TIME_ABSOLUTE, TIME_CANADIAN, TIME_BYOYOMI};
  for (size_t k = 0; k < 3; k++)
    for (int main_time = 0; main_time <= 1200; main_time += 150)
      for (int period = 1; period <= 61; period += 15)
        for (int left = 0; left <= 1200; left += 37)
          for (int stones = 0; stones <= 25; stones += 5)
            for (int empty = 0; empty <= 361; empty += 40) {
              struct time_settings s = {systems[k], main_time, period, 25, 5};
              clock_set(&c, &s);
              clock_time_left(&c, BLACK, left, stones);
              const struct side_clock *side = &c.side[BLACK - 1];
              double usable;
              if (systems[k] == TIME_ABSOLUTE)
                usable = side->main_left;
              else if (side->in_overtime)
                usable = side->period_left;
              else
                usable = side->main_left
                         + (systems[k] == TIME_CANADIAN ? period / 25.0 : period);
              double b = budget(BLACK, empty);
              double most = limit(BLACK, empty);
              /* Checked by hand: ck_assert is slow in a loop this long. */
              if (b < CLOCK_MIN_BUDGET || most < b
                  || (most > CLOCK_MIN_BUDGET && most > usable - CLOCK_SAFETY_MARGIN + 1e-9))
                ck_abort_msg("system %d main %d period %d left %d stones %d: %f, %f > %f",
                             systems[k], main_time, period, left, stones, b, most, usable);
            }
}
END_TEST

START_TEST(charging_absolute)
{
  struct time_settings s = {TIME_ABSOLUTE, 100, 0, 0, 0};
  clock_set(&c, &s);
  clock_charge(&c, BLACK, 30.0);
  ck_assert(c.side[BLACK - 1].main_left == 70.0);
  ck_assert(c.side[WHITE - 1].main_left == 100.0);
  clock_charge(&c, BLACK, 100.0);
  ck_assert(c.side[BLACK - 1].main_left == 0.0);
  clock_restart(&c);
  ck_assert(c.side[BLACK - 1].main_left == 100.0);
}
END_TEST

START_TEST(charging_canadian)
{
  struct time_settings s = {TIME_CANADIAN, 10, 60, 3, 0};
  clock_set(&c, &s);
  const struct side_clock *side = &c.side[BLACK - 1];
  clock_charge(&c, BLACK, 15.0);
  /* Main time ran out during the move: 5 s of the period, one stone. */
  ck_assert(side->in_overtime && side->period_left == 55.0 && side->stones_left == 2);
  clock_charge(&c, BLACK, 5.0);
  ck_assert(side->period_left == 50.0 && side->stones_left == 1);
  clock_charge(&c, BLACK, 5.0);
  /* The period's stones are played: a new period begins. */
  ck_assert(side->period_left == 60.0 && side->stones_left == 3);
}
END_TEST

START_TEST(charging_byoyomi)
{
  struct time_settings s = {TIME_BYOYOMI, 10, 30, 0, 3};
  clock_set(&c, &s);
  const struct side_clock *side = &c.side[WHITE - 1];
  clock_charge(&c, WHITE, 5.0);
  ck_assert(!side->in_overtime && side->main_left == 5.0);
  clock_charge(&c, WHITE, 20.0);
  ck_assert(side->in_overtime && side->periods_left == 3 && side->period_left == 30.0);
  clock_charge(&c, WHITE, 40.0);
  ck_assert(side->periods_left == 2 && side->period_left == 30.0);
  clock_charge(&c, WHITE, 29.0);
  ck_assert(side->periods_left == 2);
}
END_TEST

/* time_left without settings still limits the budget. */
START_TEST(time_left_without_settings)
{
  clock_time_left(&c, WHITE, 20.0, 0);
  ck_assert_int_eq(c.settings.system, TIME_ABSOLUTE);
  ck_assert(budget(WHITE, 361) <= 19.0 / 120 + 1e-9);
  clock_init(&c);
  clock_time_left(&c, BLACK, 30.0, 5);
  ck_assert_int_eq(c.settings.system, TIME_CANADIAN);
  ck_assert_double_eq_tol(limit(BLACK, 361), 30.0 / 5 - CLOCK_SAFETY_MARGIN, 1e-9);
}
END_TEST

static Suite *clock_suite(void)
{
  Suite *s = suite_create("clock");
  TCase *t = tcase_create("clock");
  tcase_add_checked_fixture(t, setup, NULL);
  tcase_add_test(t, no_limit_depends_on_level);
  tcase_add_test(t, gtp_settings);
  tcase_add_test(t, absolute_budget);
  tcase_add_test(t, canadian_budget);
  tcase_add_test(t, byoyomi_budget);
  tcase_add_test(t, byoyomi_ten_seconds);
  tcase_add_test(t, move_time_capped);
  tcase_add_test(t, budget_never_exceeds_time_left);
  tcase_add_test(t, charging_absolute);
  tcase_add_test(t, charging_canadian);
  tcase_add_test(t, charging_byoyomi);
  tcase_add_test(t, time_left_without_settings);
  suite_add_tcase(s, t);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(clock_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
