/* Owl kills that give stones away: the attacker fills the last liberty of
 * its own string in atari next to the dragon, so that the capture leaves a
 * dead shape (under the stones), and eyes whose wall the attacker can
 * capture or atari safely do not make the dragon alive while the attacker
 * is to move. */
#include <config.h>

#include <check.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/life/dragon.h"
#include "engine/life/owl.h"
#include "engine/life/owl_internal.h"
#include "engine/reading/reading.h"
#include "dragon_fixture.h"

static struct board *b;
static struct reading *r;
static struct dragons *d;

static void setup(void)
{
  dragon_fixture_open(9, &b, &r, &d);
}

static void teardown(void)
{
  dragon_fixture_close(b, r, d);
}

static void play(const char *vertex, int color)
{
  ck_assert_msg(play_move(b, at(b, vertex), color), "cannot play %s", vertex);
}

/* White's corner group after a ko: Black took White's stone at B3 from C3,
 * both sides answered elsewhere (H8, H6) and White took back at B3, so
 * Black may not retake at C3 now.  Black's three stones A1 B1 B2 are in
 * atari at A2. */
static void load_after_ko(void)
{
  ck_assert(board_from_diagram(b,
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". X X X X X . . .\n"
       "X X . . X X . . .\n"
       ". X O O . X . . .\n"
       "X O . O . X . . .\n"
       ". X O O . X . . .\n"
       "X X O O . . . . .\n"));
  play("C3", BLACK);
  play("H8", WHITE);
  play("H6", BLACK);
  play("B3", WHITE);
  ck_assert(!is_legal(b, at(b, "C3"), BLACK));
  dragons_clear(d);
  dragons_compute(d, 0);
}

/* Black kills by adding A2 to the stones in atari: White must take five
 * stones at A4, and the space they leave makes no two eyes. */
START_TEST(grow_the_lunch_to_kill)
{
  int m = -1;
  load_after_ko();
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "D4"), &m, NULL, NULL),
                   WIN);
  ck_assert_int_eq(m, at(b, "A2"));
  play("A2", BLACK);
  dragons_clear(d);
  dragons_compute(d, 0);
  ck_assert_int_eq(owl_defend(dragons_owl(d), at(b, "D4"), &m, NULL, NULL),
                   0);
}
END_TEST

/* Deep in a search, White's eyes at C3 and B2-B1-A1 count two, but the
 * wall string A4 A3 B3 has only those two points as liberties and Black
 * can atari it at B2 with a stone that keeps two liberties: with Black to
 * move the eyes do not make White alive, with White to move they do. */
START_TEST(eye_wall_short_of_liberties_is_not_alive_for_the_attacker)
{
  struct owl *o = dragons_owl(d);
  struct owl_eval ev;
  ck_assert(board_from_diagram(b,
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". X X X X X . . .\n"
       "X X . . X X . . .\n"
       "O X O O . X . . .\n"
       "O O . O . X . . .\n"
       "X . O O . X . . .\n"
       ". . O O . . . . .\n"));
  dragons_clear(d);
  dragons_compute(d, 0);
  owl_setup_goal(o, at(b, "D4"));
  /* Inside a search, where the dragons' tactical analysis is not used. */
  ck_assert(trymove(b, at(b, "J9"), BLACK, "test", NO_MOVE));
  owl_evaluate_node(o, WHITE, OWL_EVAL_PLAIN, &ev);
  ck_assert_int_eq(ev.eyes.b, 2);
  ck_assert_int_eq(ev.alive, 1);
  owl_evaluate_node(o, BLACK, OWL_EVAL_PLAIN, &ev);
  ck_assert_int_eq(ev.eyes.b, 2);
  ck_assert_int_eq(ev.alive, 0);
  popgo(b);
}
END_TEST

static Suite *owl_sacrifice_suite(void)
{
  Suite *s = suite_create("owl_sacrifice");
  TCase *tc = tcase_create("core");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, grow_the_lunch_to_kill);
  tcase_add_test(tc, eye_wall_short_of_liberties_is_not_alive_for_the_attacker);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(owl_sacrifice_suite());
  int failed;
  srunner_run_all(sr, CK_NORMAL);
  failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
