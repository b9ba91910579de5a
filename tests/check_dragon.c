/* Dragons: which strings belong together, dragon status and safety, the
 * answers move generation asks for (owl moves of critical dragons, eye
 * moves, connection points) and the final status of a finished game. */
#include <config.h>

#include <check.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/life/dragon.h"
#include "engine/engine.h"
#include "engine/life/final_status.h"
#include "engine/life/owl.h"
#include "engine/reading/reading.h"
#include "engine/board/score.h"
#include "dragon_fixture.h"
#include "test_positions.h"

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

static void load(const char *diagram, int with_owl)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  dragons_clear(d);
  dragons_compute(d, with_owl);
}

static int same(const char *v1, const char *v2)
{
  return same_dragon(d, at(b, v1), at(b, v2));
}

static const struct dragon *dragon_of(const char *vertex)
{
  const struct dragon *dr = dragon_at(d, at(b, vertex));
  ck_assert_ptr_nonnull(dr);
  return dr;
}

START_TEST(diagonal_link)
{
  /* C5 and D4 touch diagonally with both points between them empty. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . X . . . . . .\n"
       ". . . X . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 0);
  ck_assert(same("C5", "D4"));
  ck_assert_int_eq(dragon_of("C5")->size, 2);
  ck_assert_int_eq(dragon_of("C5")->worms, 2);
  ck_assert_int_eq(dragon_of("D4")->origin, at(b, "C5"));
  ck_assert_int_eq(dragon_count(d), 1);
}
END_TEST

START_TEST(cutting_points_separate)
{
  /* A one-point jump between two white stones (White may cut at D5)
   * and a diagonal with White already on one side (cut at C5). */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . O . . . . .\n"
       ". . X . X . . . .\n"
       ". . . O . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 0);
  ck_assert(!same("C5", "E5"));
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . X O . . . . .\n"
       ". . . X . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 0);
  ck_assert(!same("C6", "D5"));
}
END_TEST

START_TEST(eye_spaces_join_only_closed)
{
  /* Black's corner space A6-A9 is closed by Black's strings and White's
   * wall: A5 and B7 live or die together. */
  load(". X . . . . . . .\n"
       ". X X O . . . . .\n"
       ". X X O . . . . .\n"
       ". . O . . . . . .\n"
       "X O O . . . . . .\n"
       "X X X O . . . . .\n"
       ". . . O . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 0);
  ck_assert(same("A5", "B7"));
  /* White's lower side is open to Black's F5 and G4: an area, not an
   * eye, so D3 and G3 stay apart. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . O . . . . .\n"
       ". . . . . . . . .\n"
       ". . O . . X . . .\n"
       ". . . . . . X . .\n"
       ". . . O . . O . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 0);
  ck_assert(!same("D3", "G3"));
}
END_TEST

START_TEST(connection_points_for_movegen)
{
  /* The cutting point D5 is where Black connects C5 and E5. */
  struct connection_move moves[16];
  int n, k, found = 0;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . O . . . . .\n"
       ". . X . X . . . .\n"
       ". . . O . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 0);
  n = dragon_connection_moves(d, moves, 16);
  for (k = 0; k < n; k++) {
    ck_assert_int_ne(moves[k].dragon1, moves[k].dragon2);
    if (moves[k].pos == at(b, "D5")
        && (moves[k].dragon1 == dragon_id(d, at(b, "C5"))
            || moves[k].dragon2 == dragon_id(d, at(b, "C5"))))
      found = 1;
  }
  /* D5 also separates White's D6 and D4. */
  ck_assert(found);
}
END_TEST

START_TEST(cut_two_shared_liberties_is_a_connection_point)
{
  /* E4-D3-E3 and D5-D6 share D4 and E5 but are two dragons: after White
   * E5 Black's D4 leaves a string White captures (owl.tst 254's shape).
   * E5, where White's cut works, is where Black connects them (GNU Go
   * 3.8's move_reasons: "Move at E5 connects D6 and E4"). */
  struct connection_move moves[16];
  int n, k, found = 0, e4, d6;
  load(two_shared_liberties_cut, 0);
  ck_assert(!same("E4", "D6"));
  e4 = dragon_id(d, at(b, "E4"));
  d6 = dragon_id(d, at(b, "D6"));
  n = dragon_connection_moves(d, moves, 16);
  for (k = 0; k < n; k++)
    if (moves[k].pos == at(b, "E5") && moves[k].connects
        && moves[k].dragon1 == (e4 < d6 ? e4 : d6)
        && moves[k].dragon2 == (e4 < d6 ? d6 : e4))
      found = 1;
  ck_assert(found);
}
END_TEST

START_TEST(status_alive_with_two_eyes)
{
  load(two_one_point_eyes, 1);
  ck_assert_int_eq(dragon_of("A3")->status, DRAGON_ALIVE);
  ck_assert_int_eq(dragon_of("A3")->genus.b, 2);
  /* Two real eyes: unconditionally alive (Benson). */
  ck_assert_int_eq(dragon_of("A3")->safety, SAFETY_INVINCIBLE);
  ck_assert_int_eq(dragon_of("A5")->status, DRAGON_ALIVE);
  ck_assert_int_eq(dragon_of("A3")->hostile_neighbors, 1);
  ck_assert_int_eq(dragon_of("A3")->neighbor[0], dragon_id(d, at(b, "A5")));
  ck_assert(dragon_point_is_settled(d, at(b, "A3")));
  ck_assert(dragon_point_is_settled(d, at(b, "B2")));
  ck_assert(!dragon_point_is_settled(d, at(b, "G2")));
}
END_TEST

START_TEST(status_dead_with_one_eye)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O O O .\n"
       ". . . . . . . O .\n"
       "X X X X X X . O .\n"
       "X . X X X X . O .\n"
       "X X X X X X . O .\n", 1);
  ck_assert_int_eq(dragon_of("A3")->status, DRAGON_DEAD);
  ck_assert_int_eq(dragon_of("A3")->safety, SAFETY_DEAD);
  ck_assert(dragon_of("A3")->weakness > 0.99f);
}
END_TEST

START_TEST(critical_dragon_moves)
{
  /* Straight three: both sides' key move is C2. */
  int attack_move, defense_move, n, k, make = 0, spoil = 0;
  float value;
  struct eye_move moves[32];
  load(straight_three, 1);
  ck_assert_int_eq(dragon_of("A3")->status, DRAGON_CRITICAL);
  ck_assert_int_eq(dragon_of("A3")->safety, SAFETY_CRITICAL);
  ck_assert(dragon_owl_moves(d, at(b, "A3"), &attack_move, &defense_move,
                             &value));
  ck_assert_int_eq(attack_move, at(b, "C2"));
  ck_assert_int_eq(defense_move, at(b, "C2"));
  ck_assert(value >= 2.0f * dragon_of("A3")->size);
  ck_assert(!dragon_owl_moves(d, at(b, "A5"), &attack_move, &defense_move,
                              &value));
  n = dragon_eye_moves(d, moves, 32);
  for (k = 0; k < n; k++)
    if (moves[k].pos == at(b, "C2") && moves[k].owner == BLACK) {
      ck_assert_int_eq(moves[k].dragon, dragon_id(d, at(b, "A3")));
      if (moves[k].make && moves[k].color == BLACK)
        make = 1;
      if (!moves[k].make && moves[k].color == WHITE)
        spoil = 1;
    }
  ck_assert(make && spoil);
}
END_TEST

START_TEST(owl_target_not_a_string_in_atari)
{
  /* Black's strings of two: D4-D3 (the dragon's origin) in atari at D2,
   * B2-C2 and E2-F2.  Read with D4-D3 as the owl's target, White's D2
   * captures it and the dragon reads dead; the dragon is critical, A2
   * both sides' key point (GNU Go 3.8's dragon_status answer; ld_owl 28
   * has this corner on 19x19). */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . O O O . . . .\n"
       ". . O X O . O . .\n"
       ". O O X O . O O O\n"
       ". X X . X X . . O\n"
       ". . . X . . . . .\n", 1);
  ck_assert(same("B2", "D4"));
  ck_assert_int_eq(dragon_of("B2")->status, DRAGON_CRITICAL);
  ck_assert_int_eq(dragon_of("B2")->owl_attack_point, at(b, "A2"));
  ck_assert_int_eq(dragon_of("B2")->owl_defense_point, at(b, "A2"));
}
END_TEST

START_TEST(names)
{
  ck_assert_str_eq(dragon_status_name(DRAGON_ALIVE), "alive");
  ck_assert_str_eq(dragon_status_name(DRAGON_DEAD), "dead");
  ck_assert_str_eq(dragon_status_name(DRAGON_CRITICAL), "critical");
  ck_assert_str_eq(dragon_status_name(DRAGON_UNKNOWN), "unknown");
  ck_assert_str_eq(dragon_safety_name(SAFETY_STRONGLY_ALIVE), "strongly alive");
}
END_TEST

START_TEST(final_status_of_a_finished_game)
{
  /* White's stone at G2 sits in Black's corner and cannot live; Black's
   * stone at B8 is likewise dead in White's area.  Everything else
   * lives.  Territory: Black A1-F3 area, White the top. */
  int status[BOARD_ARRAY_SIZE];
  load(two_weak_dragons, 1);
  final_status_compute(d, status);
  ck_assert_int_eq(status[at(b, "B8")], FINAL_DEAD);
  ck_assert_int_eq(status[at(b, "G2")], FINAL_DEAD);
  ck_assert_int_eq(status[at(b, "A6")], FINAL_ALIVE);
  ck_assert_int_eq(status[at(b, "A5")], FINAL_ALIVE);
  ck_assert_int_eq(status[at(b, "A9")], FINAL_WHITE_TERRITORY);
  ck_assert_int_eq(status[at(b, "A1")], FINAL_BLACK_TERRITORY);
  /* Territory: White 27 points (its area, B8 included) plus 1 prisoner,
   * Black 36 plus 1; komi 0. */
  b->komi = 0.0f;
  ck_assert(score_territory(b, status) == (27.0 + 1.0) - (36.0 + 1.0));
}
END_TEST

START_TEST(owl_budget_reads_the_weakest_first)
{
  /* The same finished game with owl nodes for about one dragon.  B8 has
   * the shorter escape route (10 open points against G2's 18), so it is
   * read first and found dead; G2 keeps its crude status.  Unbudgeted,
   * the two need over 6,000 nodes.  A request without a budget then
   * reads G2 as well and gives what a full analysis gives. */
  const char *game = two_weak_dragons;
  long before;
  int full_b8, full_g2;
  load(game, 1);
  full_b8 = dragon_of("B8")->status;
  full_g2 = dragon_of("G2")->status;
  ck_assert_int_eq(full_b8, DRAGON_DEAD);
  ck_assert_int_eq(full_g2, DRAGON_CRITICAL);
  load(game, 0);
  ck_assert_int_eq(dragon_of("B8")->escape_route, 10);
  ck_assert_int_eq(dragon_of("G2")->escape_route, 18);
  before = owl_node_counter(dragons_owl(d));
  dragons_set_owl_budget(d, 60);
  dragons_compute(d, 1);
  ck_assert_int_lt(owl_node_counter(dragons_owl(d)) - before, 500);
  ck_assert_int_eq(dragon_of("B8")->status, DRAGON_DEAD);
  ck_assert_int_eq(dragon_of("G2")->status, DRAGON_UNKNOWN);
  ck_assert_int_eq(owl_get_node_limit(dragons_owl(d)), 1500);
  /* The same budget again: the analysis is kept as it is. */
  before = owl_node_counter(dragons_owl(d));
  dragons_compute(d, 1);
  ck_assert_int_eq(owl_node_counter(dragons_owl(d)), before);
  dragons_set_owl_budget(d, 0);
  dragons_compute(d, 1);
  ck_assert_int_eq(dragon_of("B8")->status, full_b8);
  ck_assert_int_eq(dragon_of("G2")->status, full_g2);
}
END_TEST

static Suite *dragon_suite(void)
{
  Suite *s = suite_create("dragon");
  TCase *tc = tcase_create("dragons");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, diagonal_link);
  tcase_add_test(tc, cutting_points_separate);
  tcase_add_test(tc, eye_spaces_join_only_closed);
  tcase_add_test(tc, connection_points_for_movegen);
  tcase_add_test(tc, cut_two_shared_liberties_is_a_connection_point);
  tcase_add_test(tc, status_alive_with_two_eyes);
  tcase_add_test(tc, status_dead_with_one_eye);
  tcase_add_test(tc, critical_dragon_moves);
  tcase_add_test(tc, owl_target_not_a_string_in_atari);
  tcase_add_test(tc, names);
  tcase_add_test(tc, final_status_of_a_finished_game);
  tcase_add_test(tc, owl_budget_reads_the_weakest_first);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(dragon_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
