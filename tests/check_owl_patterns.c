/* The owl's own pattern databases (patterns/owl_attack.db,
 * patterns/owl_defend.db) at work in the search: the moves they propose
 * stand first among the root candidates of the side they are for, and
 * the search answers with them. */
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

static void load(const char *diagram)
{
  dragon_fixture_load(b, d, diagram);
}

/* The root candidate the owl reads first on the dragon at vertex, for the
 * attacker or the defender. */
static int first_candidate(const char *vertex, int attacker)
{
  int moves[10], values[10];
  int n = owl_root_moves(dragons_owl(d), at(b, vertex), attacker, moves,
                         values, 10);
  ck_assert_int_ge(n, 1);
  return moves[0];
}

/* Black's dragon is two halves joined by a diagonal, B5 and C4, each
 * with one eye (A7-A6 above, D1 below); White holds one
 * cutting point, C5.  The cut at the other, B4 (owl_atk_cut_diagonal),
 * kills: the lower half is left in atari and the upper one with one eye.
 * It is the attacker's first candidate and the owl's answer, on either
 * half; Black's own connection there lives. */
START_TEST(cut_at_the_diagonal_kills)
{
  load("O O O . . . . . .\n"
       "X X O . . . . . .\n"
       ". X O . . . . . .\n"
       ". X O . . . . . .\n"
       "X X O . . . . . .\n"
       "O . X O . . . . .\n"
       ". O X O O O . . .\n"
       ". O X X X O . . .\n"
       ". O X . X O . . .\n");
  int m = -1;
  ck_assert_int_eq(first_candidate("C3", 1), at(b, "B4"));
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "C3"), &m, NULL, NULL),
                   WIN);
  ck_assert_int_eq(m, at(b, "B4"));
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "B7"), &m, NULL, NULL),
                   WIN);
  ck_assert_int_eq(m, at(b, "B4"));
  ck_assert_int_eq(owl_defend(dragons_owl(d), at(b, "C3"), &m, NULL, NULL),
                   WIN);
  ck_assert_int_eq(m, at(b, "B4"));
}
END_TEST

/* Where move stands among the candidates for mover on the dragon at
 * vertex, before the owl's lookahead (0 first; -1: not a candidate). */
static int candidate_rank(const char *vertex, int mover, const char *move)
{
  struct owl *o = dragons_owl(d);
  struct owl_eval ev;
  owl_setup_goal(o, at(b, vertex));
  owl_evaluate(o, mover, &ev);
  ck_assert(!ev.alive && !ev.target_captured);
  for (int k = 0; k < ev.num_moves; k++)
    if (ev.moves[k].pos == at(b, move))
      return k;
  return -1;
}

/* The value the owl gives move among the candidates for mover on the
 * dragon at vertex, before its lookahead (-1: not a candidate). */
static int candidate_value(const char *vertex, int mover, const char *move)
{
  struct owl *o = dragons_owl(d);
  struct owl_eval ev;
  owl_setup_goal(o, at(b, vertex));
  owl_evaluate(o, mover, &ev);
  ck_assert(!ev.alive && !ev.target_captured);
  for (int k = 0; k < ev.num_moves; k++)
    if (ev.moves[k].pos == at(b, move))
      return ev.moves[k].value;
  return -1;
}

/* Two black strings, D7-D6 and E5-E4, diagonal to each other in a white
 * box, White on one cutting point (E6), four liberties each: no tactical
 * reading names the other cutting point, D5, but owl_atk_cut_diagonal
 * does, for White only: D5 is worth at least the pattern's 66 to the
 * attacker, less to the defender. */
START_TEST(cut_at_the_diagonal_is_proposed)
{
  load(". . . . . . . . .\n"
       ". O O O O O O . .\n"
       ". O . X . . O . .\n"
       ". O . X O . O . .\n"
       ". O . . X . O . .\n"
       ". O . . X . O . .\n"
       ". O O O O O O . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("D6", WHITE, "D5"), 66);
  ck_assert_int_lt(candidate_value("D6", BLACK, "D5"), 66);
}
END_TEST

/* Two black strings a point apart in a white box, D7-D6 and D4-D3, White
 * next to the gap at E5: owl_atk_wedge proposes the wedge at D5 to the
 * attacker (worth at least its 54), not to the defender. */
START_TEST(wedge_is_proposed)
{
  load(". . . . . . . . .\n"
       ". O O O O O O . .\n"
       ". O . X . . O . .\n"
       ". O . X . . O . .\n"
       ". O . . O . O . .\n"
       ". O . X . . O . .\n"
       ". O . X . . O . .\n"
       ". O O O O O O . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("D6", WHITE, "D5"), 54);
  ck_assert_int_lt(candidate_value("D6", BLACK, "D5"), 54);
}
END_TEST

/* Black's group on the edge, D3-D2-E2-F2, walled in by White, who stands
 * beside it on the second line at C2 and G2.  owl_def_edge_descent
 * proposes the descents D1 and F1, which take White's first-line hane
 * points. */
START_TEST(edge_descent_is_proposed)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . O O O O O . .\n"
       ". . O X . . O . .\n"
       ". . O X X X O . .\n"
       ". . . . . . . . .\n");
  /* Both descents, D1 and F1 (White's G2 stands beside F2), come first,
   * and the defence pattern raises them above what the eye analysis
   * gives them for either side. */
  ck_assert_int_eq(candidate_rank("D2", BLACK, "D1")
                   + candidate_rank("D2", BLACK, "F1"), 1);
  ck_assert_int_gt(candidate_value("D2", BLACK, "D1"),
                   candidate_value("D2", WHITE, "D1"));
  ck_assert_int_gt(candidate_value("D2", BLACK, "F1"),
                   candidate_value("D2", WHITE, "F1"));
}
END_TEST

/* White's third-line stones D3-F3 under Black's wall, stopped on the
 * third line by C3 and G3.  owl_def_hane_under_block proposes the
 * second-line hanes under the blocking stones, C2 and G2, to the defender
 * (worth at least its 58; the other generators give them 34), not to the
 * attacker. */
START_TEST(hane_under_the_block_is_proposed)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . X X X X X . .\n"
       ". . X O O O X . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("D3", WHITE, "C2"), 58);
  ck_assert_int_ge(candidate_value("D3", WHITE, "G2"), 58);
  ck_assert_int_lt(candidate_value("D3", BLACK, "C2"), 58);
  ck_assert_int_lt(candidate_value("D3", BLACK, "G2"), 58);
}
END_TEST

/* Black's E3 has pushed in between White's F3 and E2 and has two
 * liberties.  owl_def_atari_outside proposes the atari from outside, D3,
 * to the defender (at least its 57), not to the attacker. */
START_TEST(atari_from_outside_is_proposed)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . X . . .\n"
       ". . . . X O X . .\n"
       ". . . . O O X . .\n"
       ". . . . . . X . .\n");
  ck_assert_int_ge(candidate_value("F3", WHITE, "D3"), 57);
  ck_assert_int_lt(candidate_value("F3", BLACK, "D3"), 57);
}
END_TEST

/* Black's third-line stones D3-F3 in White's box, White on the second
 * line at B2 and H2: owl_atk_second_line_slide proposes the slides D2
 * and F2, under the dragon's stones, to the attacker (at least its 56),
 * not to the defender. */
START_TEST(second_line_slide_is_proposed)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". O O O O O O O .\n"
       ". O . . . . . O .\n"
       ". O . . . . . O .\n"
       ". O . . . . . O .\n"
       ". . . X X X . . .\n"
       ". O . . . . . O .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("D3", WHITE, "D2"), 56);
  ck_assert_int_ge(candidate_value("D3", WHITE, "F2"), 56);
  ck_assert_int_lt(candidate_value("D3", BLACK, "D2"), 56);
  ck_assert_int_lt(candidate_value("D3", BLACK, "F2"), 56);
}
END_TEST

/* Black's third-line stones C3 and E3 a point apart in White's box, White
 * on the second line at B2: owl_atk_second_line_slide_gap proposes the
 * slide D2, under the gap between them, to the attacker (at least its
 * 56), not to the defender. */
START_TEST(second_line_slide_under_the_gap_is_proposed)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". O O O O O O O .\n"
       ". O . . . . . O .\n"
       ". O . . . . . O .\n"
       ". O . . . . . O .\n"
       ". . X . X . . . .\n"
       ". O . . . . . O .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("C3", WHITE, "D2"), 56);
  ck_assert_int_lt(candidate_value("C3", BLACK, "D2"), 56);
}
END_TEST

/* Black's two blocks on the edge, C4-D2 and F4-G2, with White's E4-E3-E2
 * pushed down between them to the second line: the first-line point under
 * E2 is where Black would join the blocks and keep the first-line points
 * beside it as eye space.  owl_atk_first_line_descent_between proposes the
 * descent E1 to the attacker (at least its 80; no other generator names
 * it), not to the defender.  The dragon F4-G2 is dead as it stands and E1
 * kills it (GNU Go 3.8: owl_attack F4 = 1 E1, owl_does_attack E1 F4 = 1). */
START_TEST(first_line_descent_between_is_proposed)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . O O O O O . .\n"
       ". O X X O X X O .\n"
       ". O X X O X X O .\n"
       ". O X X O X X O .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("F4", WHITE, "E1"), 80);
  ck_assert_int_lt(candidate_value("F4", BLACK, "E1"), 80);
  ck_assert_int_eq(owl_does_attack(dragons_owl(d), at(b, "E1"), at(b, "F4"),
                                   NULL), WIN);
}
END_TEST


/* White's corner stones F8-G8-G7 under Black's E8-F6 and G4:
 * owl_def_knight_slide_second_line proposes the knight's move down to the
 * second line, H5, to the defender (at least its 60), not to the
 * attacker; with H5 played White's group lives (GNU Go: owl_defend H5,
 * and owl_attack 0 after it). */
START_TEST(knight_slide_to_the_second_line_is_proposed)
{
  const char *slid =
    ". . . . . . . . .\n"
    ". . . . X O O . .\n"
    ". . . . X X O . .\n"
    ". . . . . X . . .\n"
    ". . . . . . . O .\n"
    ". . . . . . X . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";
  load(". . . . . . . . .\n"
       ". . . . X O O . .\n"
       ". . . . X X O . .\n"
       ". . . . . X . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . X . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("F8", WHITE, "H5"), 60);
  ck_assert_int_lt(candidate_value("F8", BLACK, "H5"), 60);
  load(slid);
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "F8"), NULL, NULL, NULL),
                   0);
}
END_TEST

/* White's fourth-line stones F7-F5 (and G8) along Black's wall E7-E4,
 * the side below open down to Black's F2: owl_def_knight_slide_third_line
 * proposes the knight's move to the third line, G3, to the defender (at
 * least its 60), not to the attacker; with G3 played White's group lives
 * (GNU Go: owl_defend G3, and owl_attack 0 after it). */
START_TEST(knight_slide_to_the_third_line_is_proposed)
{
  const char *slid =
    ". . . . . X . . .\n"
    ". . . . . X O . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X O . . .\n"
    ". . . . X . . . .\n"
    ". . . . . . O . .\n"
    ". . . . . X . . .\n"
    ". . . . . . . . .\n";
  load(". . . . . X . . .\n"
       ". . . . . X O . .\n"
       ". . . . X O . . .\n"
       ". . . . X O . . .\n"
       ". . . . X O . . .\n"
       ". . . . X . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . X . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_value("F7", WHITE, "G3"), 60);
  ck_assert_int_lt(candidate_value("F7", BLACK, "G3"), 60);
  load(slid);
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "F7"), NULL, NULL, NULL),
                   0);
}
END_TEST

static Suite *owl_patterns_suite(void)
{
  Suite *s = suite_create("owl patterns");
  TCase *tc = tcase_create("attack");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, cut_at_the_diagonal_kills);
  tcase_add_test(tc, cut_at_the_diagonal_is_proposed);
  tcase_add_test(tc, wedge_is_proposed);
  tcase_add_test(tc, second_line_slide_is_proposed);
  tcase_add_test(tc, second_line_slide_under_the_gap_is_proposed);
  tcase_add_test(tc, first_line_descent_between_is_proposed);
  suite_add_tcase(s, tc);
  tc = tcase_create("defence");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, edge_descent_is_proposed);
  tcase_add_test(tc, hane_under_the_block_is_proposed);
  tcase_add_test(tc, atari_from_outside_is_proposed);
  tcase_add_test(tc, knight_slide_to_the_second_line_is_proposed);
  tcase_add_test(tc, knight_slide_to_the_third_line_is_proposed);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(owl_patterns_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
