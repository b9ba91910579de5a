/* Worms: string data, cutting stones, lunches, higher-order liberties,
 * effective sizes, tactical points and Benson's unconditional status.
 * Expected values worked out by hand as the comments show. */
#include <config.h>

#include <check.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/reading/reading.h"
#include "engine/life/worm.h"

static struct board *b;
static struct reading *r;
static struct worms *w;

static void setup(void)
{
  b = board_new(19);
  r = reading_new(b);
  w = worms_new();
  ck_assert_ptr_nonnull(b);
  ck_assert_ptr_nonnull(r);
  ck_assert_ptr_nonnull(w);
}

static void teardown(void)
{
  worms_free(w);
  reading_free(r);
  board_free(b);
}

static const struct worm_data *load_and_compute(const char *diagram,
                                                const char *vertex)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  worms_compute(w, r);
  return &w->worm[at(b, vertex)];
}

static int status_at(const char *vertex)
{
  return w->worm[at(b, vertex)].unconditional_status;
}

/*   3 . O X . .     X C3 touches O B3 (liberties A3, B4) and O C2
 *   2 . X O . .     (C1, D2): no common liberty, a cutting stone.
 *   1 . . . . .     Liberties of C3: C4, D3.  Order 2: D4, C5, E3 (B4
 *     A B C D E     and D2 touch O).  Order 3: D5, E4, B5, E2.  Order 4:
 *                   E5, A5, E1.  Empty points closest to C3 alone: C4,
 *                   D3, C5, D4, E3, D5, E4, E5, half a point each: 5.00.
 */
static const char *cut_position =
  ". . . . .\n"
  ". . . . .\n"
  ". O X . .\n"
  ". X O . .\n"
  ". . . . .\n";

START_TEST(basic_fields)
{
  const struct worm_data *d = load_and_compute(cut_position, "C3");
  ck_assert_int_eq(d->color, BLACK);
  ck_assert_int_eq(d->origin, at(b, "C3"));
  ck_assert_int_eq(d->size, 1);
  ck_assert_int_eq(d->liberties, 2);
  ck_assert_int_eq(d->liberties2, 3);
  ck_assert_int_eq(d->liberties3, 4);
  ck_assert_int_eq(d->liberties4, 3);
  ck_assert(d->effective_size > 4.99f && d->effective_size < 5.01f);
  ck_assert_int_eq(d->cutstone, 2);
  ck_assert_int_eq(d->genus, 0);
  ck_assert_int_eq(d->cutstone2, 0);
  /* Both O neighbours have two liberties and cutstone 2; the first in
   * board order, B3, is the lunch. */
  ck_assert_int_eq(d->lunch, at(b, "B3"));
  d = &w->worm[at(b, "A1")];
  ck_assert_int_eq(d->color, EMPTY);
  ck_assert_int_eq(d->size, 0);
}
END_TEST

/* A potential cut: X D4 touches O C4 and O D5, which share C5. */
START_TEST(potential_cutstone)
{
  const struct worm_data *d = load_and_compute(
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . O . . .\n"
    ". . O X . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", "D4");
  ck_assert_int_eq(d->cutstone, 1);
  ck_assert_int_eq(w->worm[at(b, "C4")].cutstone, 0);
}
END_TEST

/* Worm data is kept at every stone of the string; genus counts the
 * enclosed areas: the X ring around D4 encloses one point. */
START_TEST(multi_stone_and_genus)
{
  const struct worm_data *d = load_and_compute(
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . X X X . .\n"
    ". . X . X . .\n"
    ". . X X X . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", "C5");
  ck_assert_int_eq(d->size, 8);
  ck_assert_int_eq(d->genus, 1);
  ck_assert_int_eq(d->origin, at(b, "C5"));
  ck_assert_int_eq(w->worm[at(b, "E3")].origin, at(b, "C5"));
  ck_assert_int_eq(w->worm[at(b, "E3")].size, 8);
  ck_assert_int_eq(d->liberties, 13);
}
END_TEST

/* The capture-to-escape position of check_reading: O D4 is attacked at
 * D3 and defended by capturing at E3; X C4-C3 has D4 as its lunch. */
START_TEST(tactical_points)
{
  const struct worm_data *d = load_and_compute(
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . X O . . . .\n"
    ". . X O X O . . .\n"
    ". . X . . . . . .\n"
    ". . . X . . . . .\n"
    ". . . . . . . . .\n", "D4");
  ck_assert_int_eq(d->attack_codes[0], WIN);
  ck_assert_int_eq(d->attack_points[0], at(b, "D3"));
  ck_assert_int_eq(d->defense_codes[0], WIN);
  ck_assert_int_eq(d->defense_points[0], at(b, "E3"));
  ck_assert_int_eq(w->worm[at(b, "C4")].lunch, at(b, "D4"));
  ck_assert_int_eq(w->worm[at(b, "C3")].lunch, at(b, "D4"));
  /* E4 is captured at E3 too. */
  ck_assert_int_eq(w->worm[at(b, "E4")].attack_codes[0], WIN);
  ck_assert_int_eq(w->worm[at(b, "E4")].attack_points[0], at(b, "E3"));
  /* A safe string has no attack. */
  ck_assert_int_eq(w->worm[at(b, "F4")].attack_codes[0], 0);
}
END_TEST

START_TEST(cached_by_position)
{
  long nodes;
  const struct worms *first;
  load_and_compute(cut_position, "C3");
  nodes = reading_node_counter(r);
  first = worms_compute(w, r);
  ck_assert_ptr_eq(first, w);
  ck_assert_int_eq(reading_node_counter(r), nodes);
  /* A new stone: the data follow. */
  play_move(b, at(b, "C4"), WHITE);
  worms_compute(w, r);
  ck_assert_int_eq(w->worm[at(b, "C3")].liberties, 1);
  ck_assert_int_eq(w->worm[at(b, "C4")].color, WHITE);
}
END_TEST

/* ---- Unconditional status ----------------------------------------------------
 *
 *   9 . X . X O . . . .     The X string A8-D8 (with B9, D9) has two
 *   8 X X X X O . . . .     eyes, A9 and C9: each is a region of one
 *   7 O O O O O . . . .     empty point, a liberty of the string.  It
 *                           can never be captured; the eyes are X's
 *                           territory.  The O wall has no eyes.
 */
START_TEST(benson_two_eyes)
{
  unsigned char alive[BOARD_ARRAY_SIZE];
  load_and_compute(". X . X O . . . .\n"
                   "X X X X O . . . .\n"
                   "O O O O O . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n", "B9");
  ck_assert_int_eq(status_at("B9"), UNCONDITIONAL_ALIVE);
  ck_assert_int_eq(status_at("A8"), UNCONDITIONAL_ALIVE);
  ck_assert_int_eq(status_at("D9"), UNCONDITIONAL_ALIVE);
  ck_assert_int_eq(w->worm[at(b, "D8")].invincible, 1);
  ck_assert_int_eq(status_at("A9"), UNCONDITIONAL_BLACK_TERRITORY);
  ck_assert_int_eq(status_at("C9"), UNCONDITIONAL_BLACK_TERRITORY);
  ck_assert_int_eq(status_at("E9"), UNCONDITIONAL_UNKNOWN);
  ck_assert_int_eq(status_at("E5"), UNCONDITIONAL_UNKNOWN);
  ck_assert_int_eq(w->worm[at(b, "E9")].invincible, 0);
  ck_assert_int_eq(benson_alive(b, BLACK, alive), 1);
  ck_assert_int_eq(alive[at(b, "C8")], 1);
  ck_assert_int_eq(benson_alive(b, WHITE, alive), 0);
  ck_assert_str_eq(unconditional_status_name(status_at("B9")), "alive");
  ck_assert_str_eq(unconditional_status_name(status_at("C9")),
                   "black_territory");
  ck_assert_str_eq(unconditional_status_name(status_at("E5")), "undecided");
}
END_TEST

/*   9 . O . X . X O       The eye A9-C9 holds a dead O stone (X can fill
 *   8 X X X X X X O       A9 and C9, each next to the X string, to take
 *   7 O O O O O O O       it; O can make no eye there).  E9 is the
 *                         second eye: X lives, B9 is dead.
 */
START_TEST(benson_dead_stone_in_eye)
{
  load_and_compute(". O . X . X O . .\n"
                   "X X X X X X O . .\n"
                   "O O O O O O O . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n", "A8");
  ck_assert_int_eq(status_at("A8"), UNCONDITIONAL_ALIVE);
  ck_assert_int_eq(status_at("B9"), UNCONDITIONAL_DEAD);
  ck_assert_int_eq(status_at("A9"), UNCONDITIONAL_BLACK_TERRITORY);
  ck_assert_int_eq(status_at("C9"), UNCONDITIONAL_BLACK_TERRITORY);
  ck_assert_int_eq(status_at("E9"), UNCONDITIONAL_BLACK_TERRITORY);
  ck_assert_str_eq(unconditional_status_name(status_at("B9")), "dead");
}
END_TEST

/* With the second eye filled, the X string has one eye holding an O
 * stone: O fills A9 and C9 and captures.  Nothing is unconditional. */
START_TEST(benson_one_eye)
{
  load_and_compute(". O . X X X O . .\n"
                   "X X X X X X O . .\n"
                   "O O O O O O O . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n"
                   ". . . . . . . . .\n", "A8");
  ck_assert_int_eq(status_at("A8"), UNCONDITIONAL_UNKNOWN);
  ck_assert_int_eq(status_at("B9"), UNCONDITIONAL_UNKNOWN);
  ck_assert_int_eq(status_at("A9"), UNCONDITIONAL_UNKNOWN);
}
END_TEST

static Suite *worm_suite(void)
{
  Suite *s = suite_create("worm");
  TCase *tc = tcase_create("core");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, basic_fields);
  tcase_add_test(tc, potential_cutstone);
  tcase_add_test(tc, multi_stone_and_genus);
  tcase_add_test(tc, tactical_points);
  tcase_add_test(tc, cached_by_position);
  tcase_add_test(tc, benson_two_eyes);
  tcase_add_test(tc, benson_dead_stone_in_eye);
  tcase_add_test(tc, benson_one_eye);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(worm_suite());
  int failed;
  srunner_run_all(sr, CK_NORMAL);
  failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
