/* Life and death reading (owl) and capturing races (semeai) on small
 * positions: two eyes live, one eye dies, nakade shapes are killed and
 * saved on their vital point, the bent four in the corner is a ko, a
 * false eye does not help, and races go to the side with more liberties
 * or to the side to move. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/life/dragon.h"
#include "engine/life/owl.h"
#include "engine/life/owl_internal.h"
#include "engine/reading/reading.h"
#include "engine/life/semeai.h"
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

static void load(const char *diagram)
{
  dragon_fixture_load(b, d, diagram);
}

/* The fixture reopened on a board of `size' and the diagram loaded. */
static void load_on(int size, const char *diagram)
{
  dragon_fixture_close(b, r, d);
  dragon_fixture_open(size, &b, &r, &d);
  dragon_fixture_load(b, d, diagram);
}

/* owl_attack / owl_defend on the dragon at vertex give code (and, when
 * not 0 and move is not NULL, that move; "PASS" for no move needed). */
static int move_point(const char *move)
{
  return strcmp(move, "PASS") == 0 ? NO_MOVE : at(b, move);
}

static void check_attack(const char *vertex, int code, const char *move)
{
  int m = -1;
  int result = owl_attack(dragons_owl(d), at(b, vertex), &m, NULL, NULL);
  ck_assert_int_eq(result, code);
  if (code && move)
    ck_assert_int_eq(m, move_point(move));
}

/* As check_attack, when either of two moves kills. */
static void check_attack_either(const char *vertex, const char *move1,
                                const char *move2)
{
  int m = -1;
  int result = owl_attack(dragons_owl(d), at(b, vertex), &m, NULL, NULL);
  ck_assert_int_eq(result, WIN);
  ck_assert_msg(m == move_point(move1) || m == move_point(move2),
                "attack on %s at %d, expected %s or %s", vertex, m, move1,
                move2);
}

static void check_defend(const char *vertex, int code, const char *move)
{
  int m = -1;
  int result = owl_defend(dragons_owl(d), at(b, vertex), &m, NULL, NULL);
  ck_assert_int_eq(result, code);
  if (code && move)
    ck_assert_int_eq(m, move_point(move));
}

static void check_status(const char *vertex, int status)
{
  dragons_compute(d, 1);
  ck_assert_ptr_nonnull(dragon_at(d, at(b, vertex)));
  ck_assert_int_eq(dragon_at(d, at(b, vertex))->status, status);
}

/* Evaluates the root of a search on the dragon at vertex for mover into
 * *ev (which must find the dragon neither alive nor captured) and returns
 * where move stands among the candidate moves (0 is tried first; -1: not
 * there). */
static int find_candidate(const char *vertex, int mover, const char *move,
                          struct owl_eval *ev)
{
  struct owl *o = dragons_owl(d);
  int k;
  owl_setup_goal(o, at(b, vertex));
  owl_evaluate(o, mover, ev);
  ck_assert(!ev->alive && !ev->target_captured);
  for (k = 0; k < ev->num_moves; k++)
    if (ev->moves[k].pos == at(b, move))
      return k;
  return -1;
}

/* Where move stands among the owl's candidate moves for mover at the root
 * of a search on the dragon at vertex (0 is tried first; -1: not there). */
static int candidate_rank(const char *vertex, int mover, const char *move)
{
  struct owl_eval ev;
  return find_candidate(vertex, mover, move, &ev);
}

/* Black's group on the edge, walled in by White with room in between. */
START_TEST(two_eyes_live)
{
  load(two_one_point_eyes);
  check_attack("A3", 0, NULL);
  check_defend("A3", WIN, "PASS");
  check_status("A3", DRAGON_ALIVE);
}
END_TEST

START_TEST(one_eye_dies)
{
  /* Row 4 and column G touch White: no second eye anywhere. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O O O .\n"
       ". . . . . . . O .\n"
       "X X X X X X . O .\n"
       "X . X X X X . O .\n"
       "X X X X X X . O .\n");
  check_attack("A3", WIN, "PASS");
  check_defend("A3", 0, NULL);
  check_status("A3", DRAGON_DEAD);
}
END_TEST

START_TEST(straight_three_vital_point)
{
  load(straight_three);
  check_attack("A3", WIN, "C2");
  check_defend("A3", WIN, "C2");
  check_status("A3", DRAGON_CRITICAL);
  ck_assert_int_eq(dragon_at(d, at(b, "A3"))->owl_attack_point, at(b, "C2"));
  ck_assert_int_eq(dragon_at(d, at(b, "A3"))->owl_defense_point, at(b, "C2"));
}
END_TEST

START_TEST(bent_three_vital_point)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O . . .\n"
       ". . . . . O . . .\n"
       "X X X X . O . . .\n"
       ". X X X . O . . .\n"
       ". . X X . O . . .\n");
  check_attack("B3", WIN, "A1");
  check_defend("B3", WIN, "A1");
}
END_TEST

START_TEST(pyramid_four_vital_point)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O O . .\n"
       ". . . . . . O . .\n"
       "X X X X X . O . .\n"
       "X . . . X . O . .\n"
       "X X . X X . O . .\n");
  check_attack("A3", WIN, "C2");
  check_defend("A3", WIN, "C2");
}
END_TEST

START_TEST(bulky_five_vital_point)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O O . .\n"
       ". . . . . . O . .\n"
       "X X X X X . O . .\n"
       "X . . . X . O . .\n"
       "X . . X X . O . .\n");
  check_attack("A3", WIN, "C2");
  check_defend("A3", WIN, "C2");
}
END_TEST

START_TEST(rabbity_six_vital_point)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O O . .\n"
       ". . . . . . O . .\n"
       "X X X X X . O . .\n"
       "X X . X X . O . .\n"
       "X . . . X . O . .\n"
       "X . . X X . O . .\n");
  check_attack("A4", WIN, "C2");
  check_defend("A4", WIN, "C2");
}
END_TEST

/* A search cut short by a tiny node budget must leave no result in the
 * cache that claims to be certain: with the full budget afterwards the
 * vital point is found again. */
START_TEST(cut_short_results_are_not_reused)
{
  int m = -1, certain = 1;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O O . .\n"
       ". . . . . . O . .\n"
       "X X X X X . O . .\n"
       "X X . X X . O . .\n"
       "X . . . X . O . .\n"
       "X . . X X . O . .\n");
  owl_set_node_limit(dragons_owl(d), 10);
  owl_attack(dragons_owl(d), at(b, "A4"), &m, &certain, NULL);
  ck_assert_int_eq(certain, 0);
  owl_defend(dragons_owl(d), at(b, "A4"), &m, &certain, NULL);
  owl_set_node_limit(dragons_owl(d), 1500);
  check_attack("A4", WIN, "C2");
  check_defend("A4", WIN, "C2");
}
END_TEST

START_TEST(bent_four_in_the_corner)
{
  /* No outside liberties: White B1 starts a ko (Black C1, White A1,
   * Black A2 takes two, White B1 again...), Black B1 or A1 lives. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O . . . .\n"
       "X X X X O . . . .\n"
       ". X X X O . . . .\n"
       ". . . X O . . . .\n");
  check_attack("B3", KO_A, "B1");
  check_defend("B3", WIN, NULL);
  {
    int m;
    owl_defend(dragons_owl(d), at(b, "B3"), &m, NULL, NULL);
    ck_assert(m == at(b, "B1") || m == at(b, "A1"));
  }
  check_status("B3", DRAGON_CRITICAL);
}
END_TEST

/* A square four in the corner cannot make two eyes with one move, but two
 * Black moves in a row could (A2 and B1 leave A1 and B2): the group is
 * dead, yet not beyond help, and the answer names the move that keeps it
 * dead, a point of the square, as GNU Go does, not a pass (which stays the
 * answer for one_eye_dies, dead whatever Black plays). */
START_TEST(square_four_needs_a_killing_move)
{
  int m = -1;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O . . . . .\n"
       "X X X O . . . . .\n"
       ". . X O . . . . .\n"
       ". . X O . . . . .\n");
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "C3"), &m, NULL, NULL),
                   WIN);
  ck_assert_msg(m == at(b, "A1") || m == at(b, "A2") || m == at(b, "B1")
                || m == at(b, "B2"), "attack at %d, not in the square", m);
  check_defend("C3", 0, NULL);
  check_status("C3", DRAGON_DEAD);
}
END_TEST

/* Black in the middle with two liberties, D5 and E5, and open space
 * above: the defender's candidates include the one-point jumps out, D6
 * and E6 (the escapes a dragon with room outside runs with), not only
 * the liberties. */
START_TEST(jump_out_is_a_candidate)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . O . . .\n"
       ". . O X X O . . .\n"
       ". . O X X O . . .\n"
       ". . . O O . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_ge(candidate_rank("D4", BLACK, "D6"), 0);
  ck_assert_int_ge(candidate_rank("D4", BLACK, "E6"), 0);
  ck_assert_int_ge(candidate_rank("D4", BLACK, "D5"), 0);
  /* Not for the attacker, and not into the enemy's reach (C5: next to C4,
   * a diagonal step whose side point C4 is White). */
  ck_assert_int_lt(candidate_rank("D4", WHITE, "D6"), 0);
  ck_assert_int_lt(candidate_rank("D4", BLACK, "C5"), 0);
}
END_TEST

START_TEST(false_eye_does_not_count)
{
  /* A1 is an eye, C1 is false (White's D2 is safe): dead. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O O . . .\n"
       ". . . . . O . . .\n"
       "X X X X . O . . .\n"
       "X X X O O O . . .\n"
       ". X . X O . . . .\n");
  check_attack("A3", WIN, NULL);
  check_defend("A3", 0, NULL);
  check_status("A3", DRAGON_DEAD);
}
END_TEST

START_TEST(half_eye_is_critical)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O . . . .\n"
       "X X X X O . . . .\n"
       "X X X . O . . . .\n"
       ". X . X O . . . .\n");
  check_attack("A3", WIN, "D2");
  check_defend("A3", WIN, "D2");
}
END_TEST

START_TEST(does_attack_and_defend)
{
  load(straight_three);
  ck_assert_int_eq(owl_does_attack(dragons_owl(d), at(b, "C2"), at(b, "A3"),
                                   NULL), WIN);
  ck_assert_int_eq(owl_does_attack(dragons_owl(d), at(b, "B2"), at(b, "A3"),
                                   NULL), 0);
  ck_assert_int_eq(owl_does_defend(dragons_owl(d), at(b, "C2"), at(b, "A3"),
                                   NULL), WIN);
  ck_assert_int_eq(owl_does_defend(dragons_owl(d), at(b, "B2"), at(b, "A3"),
                                   NULL), 0);
}
END_TEST

/* A race: the black string A6-E6 has the liberties B7 and C7, the white
 * string A5-E5 has B4 and C4; both walls have eyes.  Two against two:
 * whoever moves first wins by filling the other's liberties. */
static const char *race =
  ". O . O . O . O .\n"
  "O O O O O O O O O\n"
  "O . . O O O O O O\n"
  "X X X X X O O O O\n"
  "O O O O O X X X X\n"
  "X . . X X X X X X\n"
  "X X X X X X X X X\n"
  "X X X X X X X X X\n"
  ". X . X . X . X .\n";

/* Black's top-right group (ld_owl.tst 26's corner, ld7.sgf's stones
 * there only): White's S19 O19 Q19 Q18 R19 leaves White's Q19-S19 inside
 * Black's P19..T19 with only P19 and T19, each beside Black's wall.
 * White can fill neither (self-atari; taken, it leaves a straight four),
 * so Black need not take the stones: two eyes (eyegraph.c, final_value;
 * the count taking them first left a straight three, and owl_attack
 * answered 1 S19).  GNU Go 3.8: owl_attack S18 0. */
START_TEST(dead_stones_on_the_edge_keep_eyes_apart)
{
  load_on(19,
          ". . . . . . . . . . . . X . . . . . .\n"
          ". . . . . . . . . . O O O X X . X X X\n"
          ". . . . . . . . . . . . O O O X O . .\n"
          ". . . . . . . . . . . . . . O . O O .\n"
          ". . . . . . . . . . . . . . O O O . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n");
  check_attack("S18", 0, NULL);
}
END_TEST

/* White's G9-J9 inside Black's corner with liberties F9 and J8 (optics.tst
 * 1704's corner moved to 9x9): the stone on the corner point has no
 * Black stone beside it, and White's F9, once taken, leaves the bent four
 * in the corner.  GNU Go 3.8: owl_attack E8 1 PASS, eval_eye F9 1 1. */
START_TEST(dead_stones_round_the_corner_keep_no_eyes_apart)
{
  load(". . O . X . O O O\n"
       ". . O . X X X X .\n"
       ". . O O O . . X X\n"
       ". . . O O O O O O\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_attack("E8", WIN, "PASS");
}
END_TEST

/* semeai.tst 77's corner (semeai14.sgf) on 9x9: White's A3-B3-A2 inside
 * Black's corner, liberties B4 and A1.  As an eye space they are dead in
 * place (two eyes, GNU Go 3.8 eval_eye B4 2 2; its owl_attack A5 is 0,
 * as the owl's now), but in the race Black's wall may run short of
 * liberties: the semeai takes them first (optics.h, must_take_dead) and
 * reads a seki, GNU Go's analyze_semeai A5 A3 1 0 PASS (with the stones
 * dead in place: 1 1 PASS). */
START_TEST(racing_stones_inside_are_taken_first)
{
  int ra, rb, move, certain;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O . . . . .\n"
       ". O . O . . . . .\n"
       "X X X O . . . . .\n"
       "X . X O . . . . .\n"
       "O O X O . . . . .\n"
       "O X X O . . . . .\n"
       ". X . O . . . . .\n");
  check_attack("A5", 0, NULL);
  ck_assert(analyze_semeai(d, at(b, "A5"), at(b, "A3"), &ra, &rb, &move,
                           &certain));
  ck_assert_int_eq(ra, WIN);
  ck_assert_int_eq(rb, 0);
  ck_assert_int_eq(move, NO_MOVE);
}
END_TEST

START_TEST(semeai_mover_wins)
{
  int ra, rb, move, certain;
  load(race);
  ck_assert(analyze_semeai(d, at(b, "A6"), at(b, "A5"), &ra, &rb, &move,
                           &certain));
  ck_assert_int_eq(ra, WIN);
  ck_assert_int_eq(rb, WIN);
  ck_assert(move == at(b, "B4") || move == at(b, "C4"));
  ck_assert(analyze_semeai(d, at(b, "A5"), at(b, "A6"), &ra, &rb, &move,
                           &certain));
  ck_assert_int_eq(ra, WIN);
  ck_assert_int_eq(rb, WIN);
  ck_assert(move == at(b, "B7") || move == at(b, "C7"));
  /* Same colours: no race. */
  ck_assert(!analyze_semeai(d, at(b, "A6"), at(b, "F4"), &ra, &rb, &move,
                            &certain));
}
END_TEST

START_TEST(semeai_more_liberties_win)
{
  /* Give Black a third liberty (D7): White cannot win even moving first,
   * Black does not even need to move. */
  int ra, rb, move, certain;
  load(". O . O . O . O .\n"
       "O O O O O O O O O\n"
       "O . . . O O O O O\n"
       "X X X X X O O O O\n"
       "O O O O O X X X X\n"
       "X . . X X X X X X\n"
       "X X X X X X X X X\n"
       "X X X X X X X X X\n"
       ". X . X . X . X .\n");
  ck_assert(analyze_semeai(d, at(b, "A5"), at(b, "A6"), &ra, &rb, &move,
                           &certain));
  ck_assert_int_eq(ra, 0);
  ck_assert_int_eq(rb, 0);
  ck_assert(analyze_semeai(d, at(b, "A6"), at(b, "A5"), &ra, &rb, &move,
                           &certain));
  ck_assert_int_eq(ra, WIN);
  ck_assert_int_eq(rb, WIN);
  check_status("A5", DRAGON_DEAD);
}
END_TEST

START_TEST(owl_in_the_race)
{
  load(race);
  check_attack("A6", WIN, NULL);
  check_defend("A6", WIN, NULL);
  check_status("A6", DRAGON_CRITICAL);
  check_status("A5", DRAGON_CRITICAL);
}
END_TEST

/* White's B3 inside Black's corner: thirteen empty points, most of them
 * on the edge (corner_with_invader_is_not_home,
 * pass_test_defence_is_read_by_the_attacker). */
static const char *corner_with_invader =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O . . . .\n"
  "X X X X O . . . .\n"
  ". . . X O O . . .\n"
  ". O . X X O . . .\n"
  ". . . . X O . . .\n"
  ". . . . X O . . .\n";

START_TEST(corner_with_invader_is_not_home)
{
  /* Thirteen empty points in the corner look like room to live, but
   * most of them lie on the edge and White's B3 sits inside: White C2
   * kills, and so does B4 (the home-area rule must not call this group
   * alive). */
  load(corner_with_invader);
  check_attack_either("A5", "C2", "B4");
}
END_TEST

START_TEST(first_line_strip_short_of_liberties)
{
  /* Five points on the first line look like two eyes, but Black's wall
   * has only A7 and F8 outside, and a Black stone on F9 would stand
   * alone next to White's outside: White B9 or E9 kills, and Black can
   * still live (GNU Go: critical, E9 / F8). */
  load(". . . . . . . . .\n"
       "X X X X X . O O .\n"
       ". O O O O O O . .\n"
       ". O . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_attack_either("A8", "B9", "E9");
  check_defend("A8", WIN, NULL);
}
END_TEST

/* Black's corner with eyes at B3 and the corner, D1 marginal
 * (marginal_eye_is_not_sure, depth_cut_root_move_is_not_read_again). */
static const char *corner_with_marginal_eye =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O . . . . . .\n"
  "X X O O . . . . .\n"
  "X . X O O . . . .\n"
  ". X X X O . . . .\n"
  ". O . . . . . . .\n";

/* Two eyes by the plain count (B3 and the corner), but the corner's
 * D1 is marginal: White A2 makes B3 false and the corner only a ko that
 * Black takes first, so the attack works only with a ko (KO_B). */
START_TEST(marginal_eye_is_not_sure)
{
  load(corner_with_marginal_eye);
  check_attack("A4", KO_B, "A2");
  /* So Black must move (A2 or C1) rather than pass. */
  {
    int m = -1;
    ck_assert_int_eq(owl_defend(dragons_owl(d), at(b, "A4"), &m, NULL, NULL),
                     WIN);
    ck_assert(m == at(b, "A2") || m == at(b, "C1"));
  }
}
END_TEST

START_TEST(corner_seki_lives)
{
  /* Black's wall has no liberty outside the corner.  After White B2,
   * Black B1, White A3, Black B3, White A2, White's three stones and
   * Black's wall share the liberty A4 and neither side can approach the
   * other: a seki, so White cannot kill (GNU Go: alive). */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O . . . . . . .\n"
       "X O O . . . . . .\n"
       "X X O O . . . . .\n"
       ". X X O . . . . .\n"
       ". . X O O . . . .\n"
       ". . X X O O . . .\n"
       ". . . X X O . . .\n");
  check_attack("A6", 0, NULL);
}
END_TEST

/* Black's stone C7 is cut from C5 by White's C6, but B6 bends round
 * that stone to link them (diagonal to both, touching the cutter). */
START_TEST(link_round_the_cutting_stone)
{
  load(". . . . . . . . .\n"
       ". . . . O . . . .\n"
       ". . X . O X . . .\n"
       ". . O O . X . . .\n"
       ". . X O . . . . .\n"
       ". X . O . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  int rank = candidate_rank("C7", BLACK, "B6");
  ck_assert_msg(rank >= 0 && rank < 3, "B6 ranked %d", rank);
}
END_TEST

/* The same position read by owl_defend on a budget of 300 nodes: the
 * first defences read spend it, and B6, the link, was refuted only by
 * the static judgement of its first nodes past the limit (answer 0).
 * A root defence refuted with the budget cut short is read again with a
 * budget of its own (OWL_DEFENSE_ROOT_RECHECKS): B6 defends, as with the
 * full budget and as GNU Go 3.8 answers (owl_defend C7: 1 B6). */
START_TEST(refuted_root_defence_is_read_again)
{
  load(". . . . . . . . .\n"
       ". . . . O . . . .\n"
       ". . X . O X . . .\n"
       ". . O O . X . . .\n"
       ". . X O . . . . .\n"
       ". X . O . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  owl_set_node_limit(dragons_owl(d), 300);
  check_defend("C7", WIN, "B6");
  owl_set_node_limit(dragons_owl(d), 1500);
}
END_TEST

/* corner_one_two_placement's position read by owl_defend B6 on a budget
 * of 60 nodes (cache cleared).  The first root defence read, A6, holds
 * with the budget cut short below it; its re-read (a fresh 60 nodes)
 * refutes it, also cut short.  Neither read is sure, and the re-read no
 * longer overrules the first: A6 is the answer (GNU Go 3.8:
 * owl_does_defend A6 B6 = 1).  Before, A6 was dropped and C1 answered. */
START_TEST(cut_short_reread_does_not_overrule_a_defence)
{
  int m = -1;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". O . . . . . . .\n"
       ". X O O . . . . .\n"
       ". X X O . . . . .\n"
       ". . X O . . . . .\n"
       ". . X . O . . . .\n"
       ". . . . O . . . .\n"
       ". . . . . . . . .\n");
  owl_set_node_limit(dragons_owl(d), 60);
  owl_clear_cache(dragons_owl(d));
  ck_assert_int_eq(owl_defend(dragons_owl(d), at(b, "B6"), &m, NULL, NULL),
                   WIN);
  owl_set_node_limit(dragons_owl(d), 1500);
  ck_assert_int_eq(m, at(b, "A6"));
}
END_TEST

/* Black's wall on the third line leaves a corner space; White's placement
 * at the 1-2 point B1 is among the first moves tried. */
START_TEST(corner_one_two_placement)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". O . . . . . . .\n"
       ". X O O . . . . .\n"
       ". X X O . . . . .\n"
       ". . X O . . . . .\n"
       ". . X . O . . . .\n"
       ". . . . O . . . .\n"
       ". . . . . . . . .\n");
  int rank = candidate_rank("C4", WHITE, "B1");
  ck_assert_msg(rank >= 0 && rank < 5, "B1 ranked %d", rank);
}
END_TEST

/* White's dragon H6 has its second eye in the corner, where Black's
 * string G9-H7 has two liberties, H9 and J7 (owl.tst 204-205).  The
 * tactical reader names one of them (J7) to capture or save the string;
 * the owl must try the other too.  White's H9 throws in and lives by a
 * ko Black takes first (KO_B); after Black's E9 placement White's ko
 * retake at D9 is met by H9, extending the string through the eye
 * point: E9 kills outright. */
START_TEST(other_liberty_of_a_two_liberty_lunch)
{
  load(". . X O . O X . .\n"
       ". O X X O O X X O\n"
       "O . O X X O O X .\n"
       ". O O X . X O O O\n"
       "O X X . . X X X X\n"
       ". O X X . O O X .\n"
       ". O X . X O X X .\n"
       ". O O X O . O X .\n"
       ". . . O O O X . .\n");
  check_defend("H6", KO_B, "H9");
  check_attack("H6", WIN, "E9");
}
END_TEST

/* White's H8 and J7 beside Black's dragon G8-G7 are a lunch: Black's H7
 * puts both in atari.  White taking H7 first only makes a ko (KO_A, as
 * GNU Go 3.8 reads it); capturing Black's J8, in atari beside the lunch,
 * kills cleanly: J9 (GNU Go: owl_attack 1 J9, owl_defend 1 H9).  The
 * tactical defence of the lunch names another move, so the capture needs
 * to be a candidate of its own. */
START_TEST(capture_beside_a_lunch_saves_it)
{
  load(". . . . . . . . .\n"
       ". . . . . . X O X\n"
       ". . O O O O X . O\n"
       ". . . . . O O X .\n"
       ". . . . . . O . .\n"
       ". . . . . . O . .\n"
       ". . . . . . O . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_attack("G7", WIN, "J9");
  check_defend("G7", WIN, "H9");
}
END_TEST

/* Black's lone stone H3 beside a dead block cannot be saved: White
 * answers every defence.  The defence F2 is refuted only by White's
 * second or third try below it; when the first try could spend the
 * whole node budget, the others were judged by the static fallback and
 * owl_defend answered F2 while owl_does_defend F2 said 0 (the root
 * misread of the owl developer's notes).  Each attacker try below the
 * root now keeps to a share of the budget left (OWL_ATTACK_SHARE). */
START_TEST(first_attacker_try_leaves_budget_for_the_next)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . O O O O . . .\n"
       ". O X X X X O . .\n"
       ". O X X X X O . .\n"
       ". O X X X X . . .\n"
       ". . O O O O . X .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_defend("H3", 0, NULL);
  ck_assert_int_eq(owl_does_defend(dragons_owl(d), at(b, "F2"), at(b, "H3"),
                                   NULL), 0);
}
END_TEST

/* Black's corner group A7-C8 on the 9x9 board has only the corner to
 * live in (A8 to D9), and White's D8 or D9 leaves it one eye: it is dead
 * whoever moves (GNU Go: owl_defend 0, owl_attack D8; after D9 too,
 * owl_defend 0).  Every other point of the board is open, the White
 * stones on it small strings: the home-area
 * rule must not count the whole rest of the board as the group's own
 * closed area, as it did where the board holds fewer points than the
 * area limit. */
START_TEST(open_board_is_not_home)
{
  load(". . . . . . . . .\n"
       ". X X . O . . . .\n"
       "X X O O . . . . .\n"
       "O O . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . O . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_defend("B8", 0, NULL);
  check_attack_either("B8", "D8", "D9");
}
END_TEST

/* White's dragon B6-B4 is shut in by Black's A6-D7 wall and C4-C3.
 * White's D4 touches it only diagonally, across Black's C4 and D5: it
 * links D3 and E4, not the dragon, and the room around them does not
 * make the dragon alive (GNU Go: owl_defend 0, owl_attack B3). */
START_TEST(diagonal_across_two_enemy_stones_does_not_join)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". X X X . . . . .\n"
       "X O O X . . . . .\n"
       ". O O X . . . . .\n"
       ". O X . O . . . .\n"
       ". . X O . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_defend("B6", 0, NULL);
  check_attack("B6", WIN, "B3");
}
END_TEST

/* Black's E2-G2 on the edge has no room for two eyes.  Black's D3 is
 * diagonal to E2 across White's D2 and E3, neither of them in atari, and
 * diagonal to Black's living C4 across two empty points.  D3 joined the
 * goal, and its link to C4 counted as the goal's: owl_does_defend D3
 * answered 1 and owl_defend 1 D3.  A stone across two enemy stones joins
 * the goal only when it puts one of them in atari.  GNU Go 3.8:
 * owl_attack E2 1 D1, owl_defend E2 0, owl_does_defend D3 E2 0. */
START_TEST(diagonal_across_two_safe_enemy_stones_does_not_join)
{
  load(". X . X O . . . .\n"
       "X X X X O . . . .\n"
       ". X . X O . . . .\n"
       "X X X X O . . . .\n"
       ". . X O O . . . .\n"
       ". . X . . O . . .\n"
       ". . . . O O O O .\n"
       ". . . O X X X O .\n"
       ". . . . . X . . .\n");
  check_attack("E2", WIN, "D1");
  check_defend("E2", 0, NULL);
  ck_assert_int_eq(owl_does_defend(dragons_owl(d), at(b, "D3"), at(b, "E2"),
                                   NULL), 0);
}
END_TEST

/* White's dragon A8-B5 cannot make two eyes even with two moves in a
 * row (its only room is A6, beside Black's lunch A7), but Black's C8
 * captures it tactically (three liberties, A9 A6 C8): the answer is
 * that capture, not a pass (GNU Go: C8). */
START_TEST(dead_dragon_that_can_be_captured_gets_the_capture)
{
  load(". X X . . . . . .\n"
       "O O . X . . . . .\n"
       "X O X X . . . . .\n"
       ". O X . . . . . .\n"
       "O O X . . . . . .\n"
       "X X X . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_attack("B8", WIN, "C8");
  check_defend("B8", 0, NULL);
}
END_TEST

/* A defender stone joins the owl's goal on the knight's move from a goal
 * stone one line nearer the edge, onto the third or second line (the
 * slide that takes the base): G3 from White's fourth-line F5 does, H4
 * (two lines nearer) does not. */
START_TEST(knight_slide_joins_the_goal)
{
  struct owl *o = dragons_owl(d);
  load(". . . . . X . . .\n"
       ". . . . . X O . .\n"
       ". . . . X O . . .\n"
       ". . . . X O . . .\n"
       ". . . . X O . . .\n"
       ". . . . X . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . X . . .\n"
       ". . . . . . . . .\n");
  owl_setup_goal(o, at(b, "F7"));
  owl_mark_goal(o);
  ck_assert(trymove(b, at(b, "G3"), WHITE, "test", NO_MOVE));
  ck_assert_int_eq(owl_move_joins_goal(o, at(b, "G3")), OWL_GOAL_SLIDE);
  popgo(b);
  ck_assert(trymove(b, at(b, "H4"), WHITE, "test", NO_MOVE));
  ck_assert_int_eq(owl_move_joins_goal(o, at(b, "H4")), 0);
  popgo(b);
}
END_TEST

/* Black's F6-G6 on the third line from the edge, under White's F7 and G8
 * and over White's E4-G4, whose own G3 group lies below them on the
 * second line.  White kills with E6, as GNU Go 3.8 answers (owl.tst 102 in
 * small): after Black's knight's slide H4, the slide stone's two shared
 * liberties with G3 made the goal read as linked to a living friend,
 * though White's H5 cuts the slide; a slide stone counts no such link,
 * and once cut it is no longer the goal's. */
START_TEST(slide_link_can_be_cut)
{
  load(". . . . . . . . .\n"
       ". . . . . . O . .\n"
       ". . . . . O . . .\n"
       ". . . . . X X . .\n"
       ". . . . . . . . .\n"
       ". . . . O O O . .\n"
       "O . . X X X X . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_attack("F6", WIN, "E6");
}
END_TEST

/* The owl's cache answers a node only with a result read at its depth or
 * nearer the root: owl_defend after owl_attack reads as owl_defend alone.
 * Black's B8 group (its eye space walled in by C7, E7 and the F9-G8
 * stones) is dead, as GNU Go 3.8 reads it; with the attack's deeper
 * results reused at the defence's shallow nodes, B9 read as a defence. */
START_TEST(defence_after_attack_reads_as_alone)
{
  load(". . . . . O . . .\n"
       "X X X . X X O O .\n"
       ". . O X O O O . .\n"
       ". O O . O . . . .\n"
       ". . O O O . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_attack("B8", WIN, "E9");
  check_defend("B8", 0, NULL);
  ck_assert_int_eq(owl_does_defend(dragons_owl(d), at(b, "B9"), at(b, "B8"),
                                   NULL), 0);
}
END_TEST

/* White's dragon A9-C9-B6 holds the single stone A9, which Black's B9
 * captures; the dragon lives all the same by capturing A8 at A7
 * (ld_owl.tst 66).  Its status is read on its largest string: read on
 * A9 (the dragon's origin) the owl called B9 a kill. */
START_TEST(status_read_on_the_largest_string)
{
  load("O . O . . . . . .\n"
       "X O O X X . . . .\n"
       ". O X X . . . . .\n"
       "O O X . . . . . .\n"
       ". X X . . . . . .\n"
       ". X . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_eq(dragon_at(d, at(b, "A9"))->origin, at(b, "A9"));
  ck_assert(same_dragon(d, at(b, "A9"), at(b, "C9")));
  check_status("C9", DRAGON_ALIVE);
}
END_TEST

/* Black's P17 beside its corner stones Q16 R17 S17 on an empty 19x19
 * board dies to White's P18 (GNU Go 3.8: owl_attack P17 = 1 P18,
 * ld_owl.tst 315), the candidate the move generators value highest.
 * The lookahead, judging each move by the position one ply on, ranked
 * it 6th, past the root's width of 5, and owl_attack answered 0.  The
 * highest valued root candidate is now always read. */
START_TEST(highest_valued_root_candidate_is_read)
{
  int m = -1;
  load_on(19,
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . O X . X X .\n"
          ". . . . . . . . . . . . . . . X O O .\n"
          ". . . . . . . . . . . . . . O . . . .\n"
          ". . . . . . . . . . . . . . . . O . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n");
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "P17"), &m, NULL, NULL),
                   WIN);
  ck_assert_int_eq(m, at(b, "P18"));
}
END_TEST

/* The owl's own tries ("owl" trymoves: not the lookahead's, not the
 * tactical reader's), with the stack level each was tried from. */
#define MAX_OWL_TRIES 8192
struct owl_tries {
  const struct board *b;
  int n;
  int pos[MAX_OWL_TRIES], color[MAX_OWL_TRIES], level[MAX_OWL_TRIES];
};

static struct owl_tries owl_tries;

static void record_owl_try(void *data, int pos, int color,
                           const char *message, int str, int is_ko)
{
  struct owl_tries *t = data;
  (void) str;
  (void) is_ko;
  if (message == NULL || strcmp(message, "owl") != 0
      || t->n >= MAX_OWL_TRIES)
    return;
  t->pos[t->n] = pos;
  t->color[t->n] = color;
  t->level[t->n] = t->b->stackp;
  t->n++;
}

/* Start recording the owl's tries on the fixture's board. */
static void owl_tries_start(void)
{
  owl_tries.b = b;
  owl_tries.n = 0;
  b->trace_hook = record_owl_try;
  b->trace_data = &owl_tries;
}

/* Stop recording; the record must not have overflowed. */
static void owl_tries_stop(void)
{
  b->trace_hook = NULL;
  b->trace_data = NULL;
  ck_assert_int_lt(owl_tries.n, MAX_OWL_TRIES);
}

/* Whether the owl tried `move' for `color' from stack level `level'. */
static int owl_tried(int level, int color, const char *move)
{
  int k;
  for (k = 0; k < owl_tries.n; k++)
    if (owl_tries.level[k] == level && owl_tries.color[k] == color
        && owl_tries.pos[k] == at(b, move))
      return 1;
  return 0;
}

/* White's B3 inside Black's corner (as corner_with_invader_is_not_home).
 * Reading owl_defend B3, attack nodes 1 to 3 plies below the root first
 * ask whether White lives if Black passes; the point where White's try
 * lived is read by Black within the node's width
 * (OWL_PASS_DEFENCE_DEPTH).  Three plies down one such point is D1,
 * which the one-ply lookahead ranks beyond the width: without the rule
 * Black never tries D1 there. */
START_TEST(pass_test_defence_is_read_by_the_attacker)
{
  load(corner_with_invader);
  owl_tries_start();
  owl_defend(dragons_owl(d), at(b, "B3"), NULL, NULL, NULL);
  owl_tries_stop();
  ck_assert(owl_tried(3, BLACK, "D1"));
}
END_TEST

/* Black's lower-right group O4-Q1 (owl.tst 235's corner alone, 19x19)
 * dies to White's S3 (GNU Go 3.8: owl_attack O4 = 1 S3).  Deep in the
 * lines below S3 the attacker must save a lunch, a White string Black
 * could capture for an eye; the one-ply lookahead ranked that defence
 * beyond the node's width, so S3 read as answered and the search found
 * no kill.  Attack nodes below the root now read the lunch's defence
 * within their width. */
START_TEST(attacker_saves_its_lunch_below_the_root)
{
  load_on(19,
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . O . X . X . O .\n"
          ". . . . . . . . . . . X X . O . X O .\n"
          ". . . . . . . . . . . . O O . . O O .\n"
          ". . . . . . . . . . . . O X X X . X .\n"
          ". . . . . . . . . . . . O O X . . . .\n"
          ". . . . . . . . . . . X . O X X . . .\n"
          ". . . . . . . . . . . . . O O X . . .\n");
  check_attack("O4", WIN, "S3");
}
END_TEST

/* Black's group in the lower left has one eye at most; its way out is
 * D7, a one-point jump from D6 between White's C7 and E7 toward Black's
 * D9 (owl.tst 200's corner; GNU Go 3.8: owl_defend B2 1 D7).  The plain
 * escape measure stops at D9, so the one-ply lookahead saw D7 improve
 * nothing and dropped it: owl_defend never tried it.  Now the way out
 * through D9 counts in the lookahead and D7 is read at the root. */
START_TEST(way_out_through_a_friend_is_read)
{
  load_on(19,
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . X . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . O . O O . . . . . . . . . . . . .\n"
          ". O . X . . O . . . . . . . . . . . .\n"
          ". O X . . . . . . . . . . . . . . . .\n"
          ". X X O . . . . . . . . . . . . . . .\n"
          ". X O . . O . . . . . . . . . . . . .\n"
          ". X O . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n");
  owl_tries_start();
  owl_defend(dragons_owl(d), at(b, "B2"), NULL, NULL, NULL);
  owl_tries_stop();
  ck_assert(owl_tried(0, BLACK, "D7"));
  /* And it saves the group. */
  ck_assert_int_eq(owl_does_defend(dragons_owl(d), at(b, "D7"), at(b, "B2"),
                                   NULL), WIN);
}
END_TEST

/* White's R17 has joined R15-R14 through S16 and S18 (ld_owl.tst 506's
 * corner after W S16, B R18, W S18).  Black's Q17 puts R17 in atari, and
 * White's S17, the connection, saves it.  The one-ply lookahead of the
 * defender's answers ranked moves that leave R17 in atari (R19, an atari
 * on R18, first) above S17, which was 10th of the node's 5: R17 was
 * captured in every line read and Q17 read as a kill.  A defender move
 * after which the attacker captures the target at once now ranks below
 * the others.  GNU Go 3.8: owl_does_attack Q17 R17 0, owl_attack R17 0. */
START_TEST(defence_leaving_the_target_in_atari_ranks_last)
{
  load_on(19,
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . X . X O .\n"
          ". . . . . . . . . . . . . O X . O . .\n"
          ". . . . . . . . . . . . . O . X X O .\n"
          ". . . . . . . . . . . . . . . X O . .\n"
          ". . . . . . . . . . . . . . . X O . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . X . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n");
  ck_assert_int_eq(owl_does_attack(dragons_owl(d), at(b, "Q17"), at(b, "R17"),
                                   NULL), 0);
  check_attack("R17", 0, NULL);
}
END_TEST

/* Black's corner group (ld_owl.tst 197's corner alone) lives only by a
 * ko: Black's B19 defends as KO_A (GNU Go 3.8: owl_defend C17 2 B19,
 * owl_attack C17 1 B19).  Hane read B19 as a clean defence: 15 plies down
 * the ko line below it, after B19 C19 F19 B19 G19 A15 A17 B19 B18 G18
 * H19 H18 E19 A19 J19, White's lookahead tied C19 (Black's eyes after
 * it 0/0/0/2) with J18 (0/0/0/0), and the width of 2 there read C19 and
 * K19 only.  The attacker's lookahead now ranks a move lower by the eyes
 * the defender could still make after it (OWL_POTENTIAL_EYE). */
START_TEST(attacker_prefers_move_leaving_no_potential_eye)
{
  load_on(19,
          "O . O X O . . . . . . . . . . . . . .\n"
          "O O X X X O . . . . . . . . . . . . .\n"
          ". X X O O O O . . . . . . . . . . . .\n"
          "X X O O . . . . . . . . . . . . . . .\n"
          ". O O . . . . . . . . . . . . . . . .\n"
          ". . O . . . . . . . . . . . . . . . .\n"
          ". . O . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n");
  check_defend("C17", KO_A, "B19");
}
END_TEST

/* Black's corner of marginal_eye_is_not_sure.  Reading owl_attack A4,
 * a root move's line runs into the owl's depth limit (OWL_MAX_DEPTH)
 * well within the node budget: the result is judged statically there,
 * and a re-read from a fresh node budget would stop at the same depth
 * with the same result.  So each root move's subtree is read once: under
 * one root move (the trace's level 0) no answer (level 1) is tried twice,
 * as a re-read would try them again. */
START_TEST(depth_cut_root_move_is_not_read_again)
{
  int k, start = -1, dup = 0;
  long before;
  load(corner_with_marginal_eye);
  before = owl_node_counter(dragons_owl(d));
  owl_tries_start();
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "A4"), NULL, NULL, NULL),
                   KO_B);
  owl_tries_stop();
  /* The budget never ran out: no read was cut short by it. */
  ck_assert_int_lt(owl_node_counter(dragons_owl(d)) - before,
                   owl_get_node_limit(dragons_owl(d)));
  for (k = 0; k < owl_tries.n; k++) {
    int j;
    if (owl_tries.level[k] == 0) {
      start = owl_tries.color[k] == WHITE ? k : -1;
      continue;
    }
    if (start < 0 || owl_tries.level[k] != 1)
      continue;
    for (j = start + 1; j < k; j++)
      if (owl_tries.level[j] == 1 && owl_tries.pos[j] == owl_tries.pos[k])
        dup = 1;
  }
  ck_assert(!dup);
}
END_TEST

/* The goal holds Black's B9-C9, shut in by White at the top edge, and
 * D3-D2, which shares two liberties with Black's living group on the
 * right.  In the owl's own readings (target_links) that link saves
 * D3-D2, not the target B9: the goal is not alive, as GNU Go 3.8 reads
 * the corner (owl_attack B9: 1 A9; owl_attack D3: 0).  A goal string
 * that can be cut from the target's may live while the target dies
 * (owl.tst 229: after W D9 B D8 the C8-D8 string links to E9 while C9
 * cuts C8 from the target's strings).  The semeai's
 * readings, about the dragon as a whole, still count the link, and with
 * D3 the target it saves the goal. */
START_TEST(link_of_a_string_cut_from_the_target_does_not_save_it)
{
  struct owl *o = dragons_owl(d);
  struct owl_eval ev;
  load(". X X . O . . . .\n"
       "O O O O O . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . X X X X\n"
       ". . . . . X . X .\n"
       ". . . X . X X X X\n"
       ". . . X . X . X .\n"
       ". . . . . X X X X\n");
  check_attack("B9", WIN, "A9");
  check_attack("D3", 0, NULL);
  owl_setup_goal(o, at(b, "B9"));
  o->goal[at(b, "D3")] = OWL_GOAL_SOLID;
  o->goal[at(b, "D2")] = OWL_GOAL_SOLID;
  o->target_links = 1;
  owl_evaluate(o, WHITE, &ev);
  ck_assert(!ev.target_captured);
  ck_assert(!ev.alive);
  o->target_links = 0;
  owl_evaluate(o, WHITE, &ev);
  ck_assert(ev.alive);
  owl_setup_goal(o, at(b, "D3"));
  o->goal[at(b, "B9")] = OWL_GOAL_SOLID;
  o->goal[at(b, "C9")] = OWL_GOAL_SOLID;
  o->target_links = 1;
  owl_evaluate(o, WHITE, &ev);
  o->target_links = 0;
  ck_assert(ev.alive);
}
END_TEST

/* A move prior for the tests: strongly favours one point (passed through the data
 * pointer) and counts its calls, and those made below the search's root (the
 * tests' positions are set up at stack level 0). */
struct test_prior {
  int favoured;
  int calls;
  int wrong_color;
  int below_root;
};

static int test_prior_fn(void *data, struct board *board, int color, int last,
                         int last2, const int *moves, int n, float *weight)
{
  struct test_prior *t = data;
  (void) last;
  (void) last2;
  t->calls++;
  if (board->stackp != 0)
    t->below_root++;
  if (color != WHITE && color != BLACK)
    t->wrong_color++;
  for (int k = 0; k < n; k++)
    weight[k] = moves[k] == t->favoured ? 50.0f : 0.0f;
  return 1;
}

/* The prior reorders the root candidates (a likelier move is tried
 * first), but a misleading one does not change what the search finds:
 * D2 does not kill the straight three, C2 still does.  The search asks the
 * prior at its root only: after D2 the defender's answers and the
 * attacker's further moves keep the lookahead's order. */
START_TEST(move_prior_orders_candidates)
{
  struct test_prior t = { 0, 0, 0, 0 };
  int calls_before_search;
  int moves[10], values[10], n;
  struct owl *o = dragons_owl(d);
  load(straight_three);
  n = owl_root_moves(o, at(b, "A3"), 1, moves, values, 10);
  ck_assert_int_ge(n, 2);
  ck_assert_int_eq(moves[0], at(b, "C2"));
  t.favoured = at(b, "D2");
  owl_set_move_prior(o, test_prior_fn, &t);
  n = owl_root_moves(o, at(b, "A3"), 1, moves, values, 10);
  ck_assert_int_ge(n, 2);
  ck_assert_int_eq(moves[0], at(b, "D2"));
  ck_assert_int_gt(t.calls, 0);
  calls_before_search = t.calls;
  check_attack("A3", WIN, "C2");
  ck_assert_int_eq(t.wrong_color, 0);
  ck_assert_int_gt(t.calls, calls_before_search);
  ck_assert_int_eq(t.below_root, 0);
  owl_set_move_prior(o, NULL, NULL);
  n = owl_root_moves(o, at(b, "A3"), 1, moves, values, 10);
  ck_assert_int_eq(moves[0], at(b, "C2"));
}
END_TEST

/* Black's wall in the corner has two liberties, A3 and C1; Black's A2
 * has A1 and A3; White's three stones inside have A1 and C1.  White
 * cannot play A3 (no liberty) and A1 or C1 only as a self-atari, and
 * Black cannot make two eyes: a seki.  The pass test (Black moving
 * first) reads Black's own self-ataris as its death; in this shape the
 * attack must find a killing move, and there is none (GNU Go 3.8: 0,
 * as in owl.tst 172 after B3 B1 C3). */
START_TEST(seki_shape_is_not_dead_as_it_stands)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O . . . .\n"
       "X X X X O . . . .\n"
       ". X X X O . . . .\n"
       "X O O X O . . . .\n"
       ". O . X O . . . .\n");
  check_attack("A4", 0, NULL);
}
END_TEST

/* The shape above before Black's C3.  Black's C3 makes the seki;
 * White's C1 first is a ko for White at best (Black A1): after C1 A1
 * the corner is a seki again, and White's moves outside it, such as
 * filling its own liberties, need no answer.  The defender cannot pass
 * in the owl's reading unless a seki shape lets it, and it had only
 * self-ataris there: C1 read as a clean kill.  GNU Go 3.8:
 * owl_defend 1 C3, owl_attack 2 A1 (the shape of owl.tst 172 after
 * B3 B1). */
START_TEST(defender_passes_in_a_seki_shape)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O . . . .\n"
       "X X X X O . . . .\n"
       ". X . X O . . . .\n"
       "X O O X O . . . .\n"
       ". O . X O . . . .\n");
  check_defend("A4", WIN, "C3");
  check_attack("A4", KO_A, "A1");
}
END_TEST

/* White's two groups share the eye D6; Black's D9 and E8-E7 inside share
 * D8 and E9 with them.  White's right group has only D6 and F9: Black's
 * F9 would take it.  White's F9 saves it and the corner is a seki (GNU Go
 * 3.8: owl_defend 1 F9; the shape of owl.tst 175 after H17).  The
 * lookahead sees F9 improve neither eyes nor liberties; it is read as the
 * tactical defence of a big goal string. */
START_TEST(saving_move_that_makes_a_seki)
{
  load("O O O X . . O X .\n"
       "O X O . X O O X .\n"
       "O X O O X O X X .\n"
       "X X O . O O X . .\n"
       "X X X O O O X . .\n"
       ". . X X X X X . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  check_defend("A9", WIN, "F9");
}
END_TEST

/* White's dragon is four strings round the empty B5 (A8-B8-B7-B6, A5, C5,
 * B4), Black's A6 in atari inside it.  C6 joins B6's string to C5; it
 * changes no eye, liberty or room count the lookahead looks at, and was
 * dropped: owl_defend answered 0.  GNU Go 3.8: KO_B C6. */
START_TEST(root_move_joining_goal_strings_is_read)
{
  load("X X X X . . . . .\n"
       "O O X X . . . . .\n"
       ". O X X X . . . .\n"
       "X O . . X . . . .\n"
       "O . O . X . . . .\n"
       ". O X X X . . . .\n"
       "O X X . . . . . .\n"
       "X X . . . . . . .\n"
       ". . . . . . . . .\n");
  check_defend("A8", KO_B, "C6");
}
END_TEST

/* The value of move among the owl's candidates for mover at the root of
 * a search on the dragon at vertex (-1: not a candidate). */
static int candidate_value(const char *vertex, int mover, const char *move)
{
  struct owl_eval ev;
  int k = find_candidate(vertex, mover, move, &ev);
  return k < 0 ? -1 : ev.moves[k].value;
}

/* Black's B4 (three liberties) cuts White's B6 from B3-C3.  White's B5,
 * a liberty of B6, takes one of B4's and threatens to capture it and
 * join B3: it ranks as a cutting-string approach (50), not as an
 * ordinary liberty with one open neighbour (23; in owl.tst 195 such a
 * point, B10, came 12th and was never read). */
START_TEST(approach_to_a_cutting_string_ranks_high)
{
  load(". . X . . . . . .\n"
       ". . X . . . . . .\n"
       ". . . . . X . . .\n"
       ". O . . . . . . .\n"
       ". . X . X . . . .\n"
       ". X . . . X . . .\n"
       ". O O . . . . . .\n"
       ". . . . X . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_eq(candidate_value("B6", WHITE, "B5"), 50);
}
END_TEST

/* Black's C3-D3-E3-C2-E2 (one eye space, D2-D1-C1-E1) is cut from its
 * living friend G5-...-G2 by White's F2-F3-G3.  F1, diagonal to E2 and
 * to G2, bends round F2 and links them.  After White's D1 Black's F1
 * is the defence (GNU Go 3.8: owl_defend E3 after D1 1 F1,
 * owl_does_attack D1 E3 0).  The lookahead saw no eye, room or liberty
 * gained by F1 (the friend's way out counts at the root only) and
 * dropped it: the defender's node read only E1, D2 and C1, and D1 was
 * read as a kill. */
START_TEST(diagonal_link_to_a_friend_is_read_below_the_root)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". O O O O O . . .\n"
       ". O . . . O X X X\n"
       ". O O . O O X . X\n"
       ". O X X X O O X X\n"
       ". O X . X O X X .\n"
       ". O . . . . . X X\n");
  ck_assert_int_eq(owl_does_attack(dragons_owl(d), at(b, "D1"), at(b, "E3"),
                                   NULL), 0);
}
END_TEST

/* Black's F4-E3-F3-F2 has no eye of its own; White's G2 (three
 * liberties, G1 G3 H2) cuts F2 from Black's living J2-J3.  Black's H2,
 * on the friend's side of the cutter, takes one of its liberties while
 * standing on J2: after White's G3 Black's G1 links F2 to H2 (GNU Go
 * 3.8: owl_defend F4 = 1 H2; owl.tst 124's corner, cut out of
 * strategy21.sgf at move 96).  H2 touches no goal stone: no generator
 * proposed it and owl_defend answered 0.  For an eyeless goal the
 * approach is read first at the root (owl.c, OWL_CUTTER_APPROACH_BONUS). */
START_TEST(approach_to_a_cutter_from_the_friends_side_connects_out)
{
  int moves[20], values[20], n, k, found = 0;
  load_on(12,
          ". . . . . . . . . . . .\n"
          ". . . . . . . . . . . .\n"
          ". . . . . . . . . . . .\n"
          ". . . . . . . . . . . .\n"
          ". . . . . . . . . . . .\n"
          ". . . . O . . . . . . .\n"
          ". . O . X O . . X . . .\n"
          ". . O O X O . O X . . .\n"
          ". . O O O X . O . . . .\n"
          ". O X O X X . O X . X .\n"
          "O O X X . X O . X . . .\n"
          ". X . . O . . . . . . .\n");
  n = owl_root_moves(dragons_owl(d), at(b, "F4"), 0, moves, values, 20);
  for (k = 0; k < n; k++)
    if (moves[k] == at(b, "H2"))
      found = 1;
  ck_assert(found);
  check_defend("F4", WIN, "H2");
}
END_TEST

/* Black's G3-H3-H2 with F2-F1 in the corner, White's H1 inside (ld_owl.tst
 * 162's corner, tripod3.sgf's R3 moved to 9x9), on a 9x9 board. */
static void load_corner_with_a_probed_defence(void)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . O . .\n"
       ". . . . . . O . .\n"
       ". . . . . . O . .\n"
       ". . . . . O O . .\n"
       ". . O O O O X X .\n"
       ". . . . O X . X .\n"
       ". . . . . X . O .\n");
}

/* The corner of load_corner_with_a_probed_defence.  G1 makes the second eye
 * cleanly in a few dozen nodes (GNU Go 3.8: owl_defend G3 = 1 G1), but the
 * lookahead ranks it past the root's first five candidates, which find
 * only J1's ko: without the probe of the candidates past the root's width
 * (owl.c, OWL_PROBE_LAST) owl_defend answered 2 J1. */
START_TEST(clean_defence_past_the_root_width_is_found_by_the_probe)
{
  load_corner_with_a_probed_defence();
  check_defend("G3", WIN, "G1");
}
END_TEST

/* A lookahead child takes over its parent's tactical read of an enemy
 * string next to the goal when the move that made the child is far from
 * the string (owl_eval.c, OWL_LUNCH_REUSE_DISTANCE), and reads it again
 * when the move is near.  White's B3 (three liberties, inside Black's
 * corner) can be captured: after Black's B1 or G8 GNU Go 3.8 answers
 * "attack B3" with 1 B2.  The parent's read handed to the child here
 * is made up ("cannot be captured") to show which one the child used:
 * after G8 (far) the child has no lunch, after B1 (two points from the
 * liberty B2) it reads B3 and finds it. */
static int child_lunches(const char *move, const struct lunch_reads *parent,
                         int *lunch)
{
  struct owl *o = dragons_owl(d);
  struct owl_eval child;
  owl_setup_goal(o, at(b, "A4"));
  ck_assert(trymove(b, at(b, move), BLACK, "test", NO_MOVE));
  o->parent_reads = parent;
  o->parent_move = at(b, move);
  owl_evaluate(o, EMPTY, &child);
  o->parent_reads = NULL;
  popgo(b);
  ck_assert(!child.target_captured);
  *lunch = child.lunches > 0 ? child.lunch[0] : NO_MOVE;
  return child.lunches;
}

START_TEST(lookahead_child_reuses_far_lunch_reads)
{
  struct lunch_reads parent;
  int lunch;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       "O O O O O . . . .\n"
       "X X X X O . . . .\n"
       ". O . X O . . . .\n"
       ". . . X O . . . .\n"
       ". . . X O . . . .\n");
  memset(&parent, 0, sizeof(parent));
  parent.n = 1;
  parent.read[0].origin = at(b, "B3");
  parent.read[0].acode = 0;
  parent.read[0].apos = NO_MOVE;
  parent.read[0].dcode = WIN;
  parent.read[0].dpos = NO_MOVE;
  parent.stones[0] = 1;
  parent.libs[0] = 3;
  ck_assert_int_eq(child_lunches("G8", &parent, &lunch), 0);
  ck_assert_int_eq(child_lunches("B1", &parent, &lunch), 1);
  ck_assert_int_eq(lunch, at(b, "B3"));
  /* Without the parent's read, the far child reads B3 too. */
  ck_assert_int_eq(child_lunches("G8", NULL, &lunch), 1);
  ck_assert_int_eq(lunch, at(b, "B3"));
}
END_TEST

/* The node trace (owl_set_trace) gathered into one text. */
struct trace_text {
  char text[1 << 16];
  size_t length;
  int lines;
};

static void gather_trace(void *data, const char *line)
{
  struct trace_text *t = data;
  size_t n = strlen(line);
  t->lines++;
  if (t->length + n + 2 > sizeof(t->text))
    return;
  memcpy(t->text + t->length, line, n);
  t->length += n;
  t->text[t->length++] = '\n';
  t->text[t->length] = '\0';
}

/* The trace names the root, the killing move read from it and the
 * answer with the node count, and a search traced reads exactly as one
 * not traced. */
START_TEST(trace_shows_the_nodes_read)
{
  struct owl *o;
  static struct trace_text t;
  int m1 = -1, m2 = -1, code1, code2;
  long nodes1, nodes2;
  char answer[64];
  load(straight_three);
  o = dragons_owl(d);
  owl_reset_node_counter(o);
  code1 = owl_attack(o, at(b, "A3"), &m1, NULL, NULL);
  nodes1 = owl_node_counter(o);
  owl_clear_cache(o);
  owl_reset_node_counter(o);
  memset(&t, 0, sizeof(t));
  owl_set_trace(o, gather_trace, &t);
  code2 = owl_attack(o, at(b, "A3"), &m2, NULL, NULL);
  owl_set_trace(o, NULL, NULL);
  nodes2 = owl_node_counter(o);
  ck_assert_int_eq(code1, WIN);
  ck_assert_int_eq(m1, at(b, "C2"));
  ck_assert_int_eq(code2, code1);
  ck_assert_int_eq(m2, m1);
  ck_assert_int_eq(nodes2, nodes1);
  /* Entered first, answered last. */
  ck_assert_msg(strncmp(t.text, "> A 0 #", 7) == 0, "%s", t.text);
  ck_assert_ptr_nonnull(strstr(t.text, "\n> D 1 #"));
  ck_assert_ptr_nonnull(strstr(t.text, " B:C2\n"));
  snprintf(answer, sizeof(answer), "< A 0 = %d C2 read (%ld nodes)\n", WIN,
           nodes1);
  ck_assert_msg(t.length > strlen(answer)
                && strcmp(t.text + t.length - strlen(answer), answer) == 0,
                "%s", t.text);
  /* The root's eye space: its value and vital points. */
  ck_assert_msg(strncmp(t.text, "> A 0 #", 7) == 0
                && strstr(t.text, "\n    spaces B2:1122/C2/C2\n")
                == strchr(t.text, '\n'), "%s", t.text);
  /* The root's candidates in reading order with their values and
   * generators: C2 first, the vital point of the eye value, an eye-space
   * point and a liberty of the goal. */
  snprintf(answer, sizeof(answer), "\n  eyes 1/1/2/2 esc 0 moves C2(110:%x) ",
           OWL_SRC_EYE_VALUE | OWL_SRC_EYE_SPACE | OWL_SRC_LIBERTY);
  ck_assert_msg(strstr(t.text, answer) != NULL, "%s", t.text);
  /* Untraced again: nothing more is gathered. */
  t.lines = 0;
  owl_clear_cache(o);
  owl_attack(o, at(b, "A3"), &m1, NULL, NULL);
  ck_assert_int_eq(t.lines, 0);
}
END_TEST

/* Deep nodes' lookahead (owl.c, OWL_DEEP_LOOKAHEAD_DEPTH): in the trace,
 * the lookahead lines of nodes 12 or more moves below the root list at
 * most 7 candidates, nearer the root up to ten.  (A lookahead line comes
 * after the subtree of the node's pass test: each belongs to the node
 * entered last and not yet left.)  The corner of
 * clean_defence_past_the_root_width_is_found_by_the_probe reads 1,100+
 * such deep nodes; with ten there, some list ten. */
struct lookahead_widths {
  int open;                  /* nodes entered and not left */
  int depth[64];             /* moves below the root to each */
  int deep_max, deep_lines, shallow_max;
};

static void count_lookahead(void *data, const char *line)
{
  struct lookahead_widths *w = data;
  int n = 0;
  const char *p;
  if (line[0] == '>' && line[1] == ' ') {
    /* Moves on the board below the root (a pass is not one). */
    for (p = line; (p = strchr(p, ':')) != NULL; p++)
      n++;
    if (w->open < (int) (sizeof(w->depth) / sizeof(w->depth[0])))
      w->depth[w->open] = n;
    w->open++;
    return;
  }
  if (line[0] == '<' && line[1] == ' ') {
    w->open--;
    return;
  }
  if (strncmp(line, "  lookahead", 11) != 0 || w->open < 1)
    return;
  for (p = line + 11; *p; p++)
    n += *p == '=';
  if (w->depth[w->open - 1] >= 12) {
    w->deep_lines++;
    if (n > w->deep_max)
      w->deep_max = n;
  }
  else if (n > w->shallow_max)
    w->shallow_max = n;
}

START_TEST(deep_nodes_look_ahead_at_seven_candidates)
{
  struct owl *o;
  struct lookahead_widths w;
  int m = -1;
  load_corner_with_a_probed_defence();
  o = dragons_owl(d);
  memset(&w, 0, sizeof(w));
  owl_set_trace(o, count_lookahead, &w);
  owl_defend(o, at(b, "G3"), &m, NULL, NULL);
  owl_set_trace(o, NULL, NULL);
  ck_assert_int_gt(w.deep_lines, 0);
  ck_assert_int_eq(w.deep_max, 7);
  ck_assert_int_eq(w.shallow_max, 10);
}
END_TEST

/* Node bookkeeping of an owl trace for ko_capture_after_ko_a_is_not_read:
 * per node entered below the root, its komaster (the trace's third flag)
 * and the best result its candidates have given the side to move so far
 * (as attack_node and defend_node count them: a ko capture that needed a
 * threat and won outright counts as KO_B).  A child entered with another
 * komaster is a ko capture that needed a threat; pass-test children
 * (their passed flag set, the node's not) give no candidate result. */
#define KO_CHECK_DEPTH 64
struct ko_capture_check {
  int depth[KO_CHECK_DEPTH], best[KO_CHECK_DEPTH], ko[KO_CHECK_DEPTH];
  int passing[KO_CHECK_DEPTH];
  char flags[KO_CHECK_DEPTH][5];
  int n;
  int ko_captures;        /* ko captures read below the root */
  int useless;            /* ... at a node already holding KO_A */
};

static int code_rank(int code)
{
  return code == WIN ? 3 : code == KO_A ? 2 : code == KO_B ? 1 : 0;
}

static void check_ko_captures(void *data, const char *line)
{
  struct ko_capture_check *c = data;
  char type, flags[5];
  int depth, code;
  if (sscanf(line, "> %c %d #%*s k%*s g%*s %4s", &type, &depth, flags) == 3) {
    int ko = 0, passing = 0;
    ck_assert_int_lt(c->n, KO_CHECK_DEPTH);
    if (c->n > 0 && depth == c->depth[c->n - 1] + 1) {
      const char *pf = c->flags[c->n - 1];
      ko = flags[2] != pf[2];
      passing = (flags[0] == '1' && pf[0] == '0')
        || (flags[1] == '1' && pf[1] == '0');
      if (ko && !passing && depth >= 2) {
        c->ko_captures++;
        if (c->best[c->n - 1] == KO_A)
          c->useless++;
      }
    }
    c->depth[c->n] = depth;
    c->best[c->n] = 0;
    c->ko[c->n] = ko;
    c->passing[c->n] = passing;
    memcpy(c->flags[c->n], flags, 5);
    c->n++;
    return;
  }
  if (sscanf(line, "< %c %d = %d", &type, &depth, &code) == 3) {
    int k = --c->n, mine;
    ck_assert_int_ge(k, 0);
    if (k == 0 || c->passing[k])
      return;
    mine = code == 0 ? WIN : code == WIN ? 0
      : code == KO_A ? KO_B : KO_A;
    if (c->ko[k] && mine == WIN)
      mine = KO_B;
    if (code_rank(mine) > code_rank(c->best[k - 1]))
      c->best[k - 1] = mine;
  }
}

/* owl.tst 187 (explorer2.sgf after move 145): Black kills White's M3 at
 * O3 (GNU Go 3.8: owl_attack M3 = 1 O3).  Below Black's N7, White's M5,
 * Black's M6, White already holds a ko (KO_A) when its next candidate is
 * the ko capture M7, which needs a threat: it can give White no more than
 * KO_A, so it is not read (it was: 427 nodes of ko fight in owl.tst's
 * run).  No ko capture that needs a threat is read at a node holding
 * KO_A; the answer stands. */
START_TEST(ko_capture_after_ko_a_is_not_read)
{
  struct owl *o;
  static struct ko_capture_check c;
  int m = -1, code;
  load_on(19,
          ". . . . . . . . . . . . . . . . . . .\n"
          ". O O X . . . . O X . . O . . . . . .\n"
          ". O X X . O . . O . X . O X X O . . .\n"
          ". . . O . . . . . X O X X O O . . . .\n"
          ". . O . . . . O . . O O O O . O . . .\n"
          ". O O . . . . . . O O X X X X O . . .\n"
          "O . X O . . O O . . O O . . . . O . .\n"
          "O . X O . O . O X . X O O X . X O . .\n"
          "O X . O O . X X . . X X X . X X O . .\n"
          "X . X X X X . . X . . . . X O X O . .\n"
          ". . . . . . . . . . . . . X O O O X .\n"
          ". . X . . . X . . X . X . X X O . O .\n"
          ". . . . X . . . . . X O . O X O O . O\n"
          ". . . . . . . X . X O . O . X X O O O\n"
          ". . . X . . . . X . O . . O . O X X O\n"
          ". . . . . . . . . X O O O . O O X . X\n"
          ". . X . . X . . X X X O . . O X X . .\n"
          ". . . . . . . . . . . X . X X . . . .\n"
          ". . . . . . . . . . . . . . . . . . .\n");
  o = dragons_owl(d);
  memset(&c, 0, sizeof(c));
  owl_set_trace(o, check_ko_captures, &c);
  code = owl_attack(o, at(b, "M3"), &m, NULL, NULL);
  owl_set_trace(o, NULL, NULL);
  ck_assert_int_eq(c.n, 0);
  ck_assert_int_eq(code, WIN);
  ck_assert_int_eq(m, at(b, "O3"));
  ck_assert_int_gt(c.ko_captures, 0);
  ck_assert_int_eq(c.useless, 0);
}
END_TEST

static Suite *owl_suite(void)
{
  Suite *s = suite_create("owl");
  TCase *tc = tcase_create("life and death");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, two_eyes_live);
  tcase_add_test(tc, one_eye_dies);
  tcase_add_test(tc, jump_out_is_a_candidate);
  tcase_add_test(tc, square_four_needs_a_killing_move);
  tcase_add_test(tc, straight_three_vital_point);
  tcase_add_test(tc, bent_three_vital_point);
  tcase_add_test(tc, pyramid_four_vital_point);
  tcase_add_test(tc, bulky_five_vital_point);
  tcase_add_test(tc, rabbity_six_vital_point);
  tcase_add_test(tc, cut_short_results_are_not_reused);
  tcase_add_test(tc, bent_four_in_the_corner);
  tcase_add_test(tc, dead_stones_on_the_edge_keep_eyes_apart);
  tcase_add_test(tc, dead_stones_round_the_corner_keep_no_eyes_apart);
  tcase_add_test(tc, false_eye_does_not_count);
  tcase_add_test(tc, half_eye_is_critical);
  tcase_add_test(tc, does_attack_and_defend);
  tcase_add_test(tc, corner_with_invader_is_not_home);
  tcase_add_test(tc, first_line_strip_short_of_liberties);
  tcase_add_test(tc, corner_seki_lives);
  tcase_add_test(tc, marginal_eye_is_not_sure);
  tcase_add_test(tc, link_round_the_cutting_stone);
  tcase_add_test(tc, corner_one_two_placement);
  tcase_add_test(tc, cut_short_reread_does_not_overrule_a_defence);
  tcase_add_test(tc, other_liberty_of_a_two_liberty_lunch);
  tcase_add_test(tc, status_read_on_the_largest_string);
  tcase_add_test(tc, highest_valued_root_candidate_is_read);
  tcase_add_test(tc, move_prior_orders_candidates);
  tcase_add_test(tc, first_attacker_try_leaves_budget_for_the_next);
  tcase_add_test(tc, open_board_is_not_home);
  tcase_add_test(tc, diagonal_across_two_enemy_stones_does_not_join);
  tcase_add_test(tc, diagonal_across_two_safe_enemy_stones_does_not_join);
  tcase_add_test(tc, lookahead_child_reuses_far_lunch_reads);
  tcase_add_test(tc, link_of_a_string_cut_from_the_target_does_not_save_it);
  tcase_add_test(tc, pass_test_defence_is_read_by_the_attacker);
  tcase_add_test(tc, depth_cut_root_move_is_not_read_again);
  tcase_add_test(tc, dead_dragon_that_can_be_captured_gets_the_capture);
  tcase_add_test(tc, knight_slide_joins_the_goal);
  tcase_add_test(tc, slide_link_can_be_cut);
  tcase_add_test(tc, defence_after_attack_reads_as_alone);
  tcase_add_test(tc, refuted_root_defence_is_read_again);
  tcase_add_test(tc, capture_beside_a_lunch_saves_it);
  tcase_add_test(tc, seki_shape_is_not_dead_as_it_stands);
  tcase_add_test(tc, defender_passes_in_a_seki_shape);
  tcase_add_test(tc, saving_move_that_makes_a_seki);
  tcase_add_test(tc, root_move_joining_goal_strings_is_read);
  tcase_add_test(tc, approach_to_a_cutting_string_ranks_high);
  tcase_add_test(tc, way_out_through_a_friend_is_read);
  tcase_add_test(tc, attacker_saves_its_lunch_below_the_root);
  tcase_add_test(tc, defence_leaving_the_target_in_atari_ranks_last);
  tcase_add_test(tc, attacker_prefers_move_leaving_no_potential_eye);
  tcase_add_test(tc, diagonal_link_to_a_friend_is_read_below_the_root);
  tcase_add_test(tc, approach_to_a_cutter_from_the_friends_side_connects_out);
  tcase_add_test(tc, trace_shows_the_nodes_read);
  tcase_add_test(tc, clean_defence_past_the_root_width_is_found_by_the_probe);
  tcase_add_test(tc, deep_nodes_look_ahead_at_seven_candidates);
  tcase_add_test(tc, ko_capture_after_ko_a_is_not_read);
  suite_add_tcase(s, tc);
  tc = tcase_create("semeai");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, semeai_mover_wins);
  tcase_add_test(tc, semeai_more_liberties_win);
  tcase_add_test(tc, racing_stones_inside_are_taken_first);
  tcase_add_test(tc, owl_in_the_race);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(owl_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
