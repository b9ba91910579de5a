/* Owl and kos: an eye the attacker can fight as a ko does not make a
 * dragon alive near the root of the search unless the komaster rule
 * forbids the attacker to take it; the ko capture is then the only move
 * the attacker tries.  A ko result the reading found is not overruled by
 * a root candidate (the attacker's or the defender's) judged after the
 * node budget ran out. */
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

/* Black has just captured White's stone at B9 by playing A9: White may
 * retake at B9 only after a ko threat.  C8 is Black's one sure eye. */
static void load_corner_ko(void)
{
  ck_assert(board_from_diagram(b,
                               ". O X X O . . . .\n"
                               "O X . X O . . . .\n"
                               ". X X O O . . . .\n"
                               ". X O O . . . . .\n"
                               ". O O . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"));
  ck_assert(play_move(b, at(b, "A9"), BLACK));
  ck_assert_int_eq(b->board[at(b, "B9")], EMPTY);
  dragons_clear(d);
  dragons_compute(d, 0);
}

static void evaluate(int strict, int komaster, struct owl_eval *ev)
{
  struct owl *o = dragons_owl(d);
  owl_setup_goal(o, at(b, "B7"));
  o->komaster = komaster;
  owl_evaluate_node(o, WHITE, strict, ev);
}

START_TEST(ko_eye_is_fought_not_counted)
{
  struct owl_eval ev;
  load_corner_ko();

  /* Deep in the search the ko eye counts as an eye. */
  evaluate(OWL_EVAL_PLAIN, EMPTY, &ev);
  ck_assert_int_eq(ev.eyes.b, 2);
  ck_assert_int_eq(ev.alive, 1);

  /* Near the root White fights the ko, and that is all it tries. */
  evaluate(OWL_EVAL_KO_EYES, EMPTY, &ev);
  ck_assert_int_eq(ev.alive, 0);
  ck_assert_int_eq(ev.target_captured, 0);
  ck_assert_int_eq(ev.num_moves, 1);
  ck_assert_int_eq(ev.moves[0].pos, at(b, "B9"));

  /* Black needed a ko threat first higher up: White may not retake. */
  evaluate(OWL_EVAL_KO_EYES, BLACK, &ev);
  ck_assert_int_eq(ev.alive, 1);

  /* White's own earlier ko threat lets it take this one too. */
  evaluate(OWL_EVAL_KO_EYES, WHITE, &ev);
  ck_assert_int_eq(ev.alive, 0);
  ck_assert_int_eq(ev.num_moves, 1);
  ck_assert_int_eq(ev.moves[0].pos, at(b, "B9"));
}
END_TEST

/* The search: White kills only by retaking the ko after a threat (KO_B);
 * Black, to move, lives by capturing A8. */
START_TEST(corner_ko_results)
{
  int m = -1;
  load_corner_ko();
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "B7"), &m, NULL, NULL),
                   KO_B);
  ck_assert_int_eq(m, at(b, "B9"));
  ck_assert_int_eq(owl_defend(dragons_owl(d), at(b, "B7"), &m, NULL, NULL),
                   WIN);
  ck_assert_int_eq(m, at(b, "A7"));
}
END_TEST

/* Black's C3 is in atari inside Black's eye B3: White kills the dragon
 * only by winning a ko (GNU Go 3.8: owl_attack C4 = 3, KO_B; its
 * owl_does_attack D2 = 3).  With 200 nodes the root re-reads went to the
 * first candidates cut short, and a later one, read after the budget ran
 * out and judged by eyes and room at its first node, claimed a clean kill
 * (WIN E3) over the ko the reading had found. */
START_TEST(root_guess_does_not_overrule_a_read_ko)
{
  struct owl *o;
  int m = -1;
  dragon_fixture_close(b, r, d);
  dragon_fixture_open(5, &b, &r, &d);
  dragon_fixture_load(b, d,
                      ". . . . .\n"
                      ". X O . .\n"
                      "X . X O .\n"
                      ". X O . .\n"
                      ". . . . .\n");
  o = dragons_owl(d);
  owl_set_node_limit(o, 200);
  ck_assert_int_eq(owl_attack(o, at(b, "C4"), &m, NULL, NULL), KO_B);
  ck_assert_int_eq(m, at(b, "D2"));
  ck_assert_int_eq(owl_does_attack(o, at(b, "D2"), at(b, "C4"), NULL), KO_B);
}
END_TEST

/* A lone stone on the second line that cannot be killed (GNU Go 3.8:
 * owl_attack B2 = 0).  With 200 nodes the root's last candidate, read
 * after the budget and its re-reads were spent, answered WIN A4. */
START_TEST(root_guess_does_not_claim_a_kill)
{
  struct owl *o;
  dragon_fixture_load(b, d,
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . . . . . .\n"
                      ". . . . X . . . .\n"
                      ". X O X . . . . .\n"
                      ". . . . . . . . .\n");
  o = dragons_owl(d);
  owl_set_node_limit(o, 200);
  ck_assert_int_eq(owl_attack(o, at(b, "B2"), NULL, NULL, NULL), 0);
}
END_TEST

/* The 7x7 corner of Black's B6 dragon (eyes at A6/A7 and B5) above
 * White's B3-C3 wall, loaded for the two questions after it; returns the
 * owl with a budget of 1,500 nodes. */
static struct owl *
load_corner_with_edge_eyes(void)
{
  struct owl *o;
  dragon_fixture_close(b, r, d);
  dragon_fixture_open(7, &b, &r, &d);
  dragon_fixture_load(b, d,
                      ". O . X . . .\n"
                      ". X X X O . .\n"
                      "X . X O O . .\n"
                      ". X O . . . .\n"
                      ". O O . . . .\n"
                      ". . O . . . .\n"
                      ". . . . . . .\n");
  o = dragons_owl(d);
  owl_set_node_limit(o, 1500);
  return o;
}

/* White's A3 leaves Black's corner (B6) two eyes only if Black wins a ko
 * White takes first: White kills with a threat (GNU Go 3.8:
 * owl_does_attack A3 = 3, KO_B).  Black's eyes at A6/A7 and B5 count
 * two but are not sure; read with the plain evaluation, the answer to
 * A3 took them as alive and the ko was never looked at (0). */
START_TEST(answer_to_a_root_attack_sees_the_ko)
{
  struct owl *o;
  o = load_corner_with_edge_eyes();
  ck_assert_int_eq(owl_does_attack(o, at(b, "A3"), at(b, "B6"), NULL), KO_B);
}
END_TEST

/* The same corner asked at the root: White's A3 (the first-line descent
 * under its B3, beside the empty A4 below Black's A5 and B4,
 * owl_atk_first_line_descent_beside_eye) is the kill by ko GNU Go 3.8
 * answers (owl_attack B6 = 3 A3).  Without the pattern A3 was no root
 * candidate and the answer was 0. */
START_TEST(first_line_descent_beside_the_eye_is_tried)
{
  struct owl *o;
  int m = -1;
  o = load_corner_with_edge_eyes();
  ck_assert_int_eq(owl_attack(o, at(b, "B6"), &m, NULL, NULL), KO_B);
  ck_assert_int_eq(m, at(b, "A3"));
}
END_TEST

/* The defence root keeps the same rule.  On the board of
 * root_guess_does_not_overrule_a_read_ko, Black's B4 lives only through
 * a ko when GNU Go 3.8 is asked about the moves Hane reads (its
 * owl_does_defend B5 = 3 and B1 = 3, KO_B; its owl_defend B4 = 1 B3,
 * which Hane does not find in 1300 nodes).  With 1300 nodes the root read
 * B5 to a ko and then judged B1, reached after the budget ran out, by
 * eyes and room at its first node: a clean WIN B1. */
START_TEST(defence_root_guess_does_not_overrule_a_read_ko)
{
  struct owl *o;
  int m = -1;
  dragon_fixture_close(b, r, d);
  dragon_fixture_open(5, &b, &r, &d);
  dragon_fixture_load(b, d,
                      ". . . . .\n"
                      ". X O . .\n"
                      "X . X O .\n"
                      ". X O . .\n"
                      ". . . . .\n");
  o = dragons_owl(d);
  owl_set_node_limit(o, 1300);
  ck_assert_int_eq(owl_defend(o, at(b, "B4"), &m, NULL, NULL), KO_B);
  ck_assert_int_eq(m, at(b, "B5"));
}
END_TEST

/* Black's A2 has just captured White's A3: White may retake only after
 * a ko threat, and then Black's dragon C3 has nothing left, its own
 * retake at A2 barred as long as White is komaster (GNU Go 3.8:
 * owl_attack 3 A3, owl_defend 1 B1).  The defender's node below White's
 * retake, where every candidate is that barred ko capture, was read as
 * "nothing to try" and so alive, and owl_attack answered 0. */
START_TEST(barred_ko_capture_is_no_life)
{
  struct owl *o;
  int m = -1;
  ck_assert(board_from_diagram(b,
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . O . . . . . .\n"
                               ". O O . . . . . .\n"
                               ". X O . . . . . .\n"
                               "X X O O . . . . .\n"
                               "O X X O O O O . .\n"
                               ". O X O . . . . .\n"
                               "O . O . . . . . .\n"));
  ck_assert(play_move(b, at(b, "A2"), BLACK));
  ck_assert_int_eq(b->board[at(b, "A3")], EMPTY);
  dragons_clear(d);
  dragons_compute(d, 0);
  o = dragons_owl(d);
  owl_set_node_limit(o, 1500);
  ck_assert_int_eq(owl_attack(o, at(b, "C3"), &m, NULL, NULL), KO_B);
  ck_assert_int_eq(m, at(b, "A3"));
  ck_assert_int_eq(owl_defend(o, at(b, "C3"), &m, NULL, NULL), WIN);
  ck_assert_int_eq(m, at(b, "B1"));
}
END_TEST

/* White's B2 has one sure eye (A1, beside the dead B1) and a ko at E1
 * that never makes a second eye: F1, the stone beside it, has E1 as its
 * last liberty.  Moves: `first' then `second', each a capture in the ko. */
static void
load_eye_and_ko(const char *first, int first_color, const char *second,
                int second_color)
{
  ck_assert(board_from_diagram(b,
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               "X X X X X X . . .\n"
                               "O O O O O X X . .\n"
                               ". X O O . . X . .\n"));
  ck_assert(play_move(b, at(b, first), first_color));
  ck_assert(play_move(b, at(b, second), second_color));
  dragons_clear(d);
  dragons_compute(d, 0);
}

/* White has just retaken the ko at F1: Black may not take back at E1 at
 * once, and that ko capture was Black's only candidate.  White is dead
 * as it stands, no ko needed (GNU Go 3.8: owl_attack B2 = 1 PASS,
 * owl_defend B2 = 0); the attack read the ko capture as KO_B. */
START_TEST(dead_without_the_ko_capture)
{
  struct owl *o;
  int m = -1;
  load_eye_and_ko("E1", BLACK, "F1", WHITE);
  o = dragons_owl(d);
  ck_assert_int_eq(owl_attack(o, at(b, "B2"), &m, NULL, NULL), WIN);
  ck_assert_int_eq(m, NO_MOVE);
  ck_assert_int_eq(owl_defend(o, at(b, "B2"), &m, NULL, NULL), 0);
}
END_TEST

/* Black has just taken the ko at E1.  White's retake at F1 needs a
 * threat, and then Black, whose only candidate is the retake the
 * komaster rule bars, has nothing to play: White is still dead (GNU Go
 * 3.8: owl_defend B2 = 0, owl_attack B2 = 1 A1).  The attack node below
 * the retake, with no move, read as alive, and owl_defend gave KO_B F1. */
START_TEST(barred_retake_leaves_the_dragon_dead)
{
  struct owl *o;
  int m = -1;
  load_eye_and_ko("F1", WHITE, "E1", BLACK);
  o = dragons_owl(d);
  ck_assert_int_eq(owl_defend(o, at(b, "B2"), &m, NULL, NULL), 0);
  ck_assert_int_eq(owl_attack(o, at(b, "B2"), &m, NULL, NULL), WIN);
  ck_assert_int_eq(m, at(b, "A1"));
}
END_TEST

/* White's corner (ld_owl.tst 406's shape on 9x9): Black's G3, capturing
 * four stones, kills cleanly (GNU Go 3.8: owl_attack F4 = 1 G3,
 * owl_defend F4 = 1 G1).  The ko fights below G3 run past OWL_WALL_DEPTH
 * plies, where two eyes whose wall the attacker can atari from inside
 * read as alive: the attack was KO_A G3. */
START_TEST(ko_fight_reads_the_wall_atari)
{
  struct owl *o;
  int m = -1;
  ck_assert(board_from_diagram(b,
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . X X X X .\n"
                               ". . . . X . . X X\n"
                               ". . . X . O O X O\n"
                               ". . . X . O . O O\n"
                               ". . . X . O O X O\n"
                               ". . . . . O . X X\n"));
  dragons_clear(d);
  dragons_compute(d, 0);
  o = dragons_owl(d);
  ck_assert_int_eq(owl_attack(o, at(b, "F4"), &m, NULL, NULL), WIN);
  ck_assert_int_eq(m, at(b, "G3"));
  ck_assert_int_eq(owl_defend(o, at(b, "F4"), &m, NULL, NULL), WIN);
  ck_assert_int_eq(m, at(b, "G1"));
}
END_TEST

/* White's corner (ld_owl.tst 321's shape on 9x9): Black's B8 makes a
 * ko at best.  After B8 B9 A8, White's B7 makes a seki (A7 and A9 shared,
 * C7 White's eye): White lives unless Black wins the ko (GNU Go 3.8:
 * owl_attack D7 = 2 B8, owl_does_attack B8 D7 = 2, owl_defend D7 = 1
 * B7; owl_does_defend B8 and B7 = 1).  The seki move sits 3 plies below the root and the attack node
 * after it, 4 plies below, took the pass test's "dead as it stands": the
 * attack read B8 as a clean kill. */
START_TEST(seki_below_the_root_makes_the_kill_a_ko)
{
  struct owl *o;
  int m = -1;
  ck_assert(board_from_diagram(b,
                               ". . O X . . . . .\n"
                               ". . O X X . . . .\n"
                               ". . . O X . . . .\n"
                               "O O O O X . . . .\n"
                               "X X X X X . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"
                               ". . . . . . . . .\n"));
  dragons_clear(d);
  dragons_compute(d, 0);
  o = dragons_owl(d);
  ck_assert_int_eq(owl_attack(o, at(b, "D7"), &m, NULL, NULL), KO_A);
  ck_assert_int_eq(m, at(b, "B8"));
  ck_assert_int_eq(owl_does_attack(o, at(b, "B8"), at(b, "D7"), NULL), KO_A);
  ck_assert_int_eq(owl_defend(o, at(b, "D7"), &m, NULL, NULL), WIN);
  ck_assert(m == at(b, "B8") || m == at(b, "B7"));
}
END_TEST

static Suite *owl_ko_suite(void)
{
  Suite *s = suite_create("owl_ko");
  TCase *tc = tcase_create("ko eyes");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, ko_eye_is_fought_not_counted);
  tcase_add_test(tc, corner_ko_results);
  tcase_add_test(tc, root_guess_does_not_overrule_a_read_ko);
  tcase_add_test(tc, root_guess_does_not_claim_a_kill);
  tcase_add_test(tc, answer_to_a_root_attack_sees_the_ko);
  tcase_add_test(tc, first_line_descent_beside_the_eye_is_tried);
  tcase_add_test(tc, defence_root_guess_does_not_overrule_a_read_ko);
  tcase_add_test(tc, barred_ko_capture_is_no_life);
  tcase_add_test(tc, dead_without_the_ko_capture);
  tcase_add_test(tc, barred_retake_leaves_the_dragon_dead);
  tcase_add_test(tc, ko_fight_reads_the_wall_atari);
  tcase_add_test(tc, seki_below_the_root_makes_the_kill_a_ko);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(owl_ko_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
