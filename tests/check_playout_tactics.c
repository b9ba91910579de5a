/* Playout tactics on the playout board: ladders read on a scratch copy,
 * killing eye shapes and their vital points, nakade throw-ins, last good
 * replies, and the policy using them (no running into a failing ladder,
 * the atari that captures in a ladder, the vital point of an eye space). */
#include <config.h>
#include <check.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/mcts/lgrf.h"
#include "engine/mcts/pattern3.h"
#include "engine/mcts/playout.h"
#include "engine/mcts/playout_board.h"
#include "engine/mcts/playout_tactics.h"
#include "utils/rng.h"

static struct board *b;
static struct pboard pb, scratch;

/* The diagram on b and pb; returns nothing, fails the test if malformed. */
static void load(const char *diagram)
{
  board_free(b);
  b = board_new(7);
  ck_assert_ptr_nonnull(b);
  ck_assert(board_from_diagram(b, diagram));
  pb_from_board(&pb, b);
}

static void teardown(void)
{
  board_free(b);
  b = NULL;
}

static int P(const char *vertex)
{
  return pb_from_board_pos(&pb, at(b, vertex));
}

/* ---- Ladders ----------------------------------------------------------- */

/* White D4 is in atari; extending at D5 leaves C5 and D6, and black
 * chases it to the top left edge.  White B6 breaks the ladder. */
static const char *ladder =
  ". . . . . . .\n"
  ". . . . . . .\n"
  ". . . . X . .\n"
  ". . X O X . .\n"
  ". . . X . . .\n"
  ". . . . . . .\n"
  ". . . . . . .\n";

static const char *ladder_broken =
  ". . . . . . .\n"
  ". O . . . . .\n"
  ". . . . X . .\n"
  ". . X O X . .\n"
  ". . . X . . .\n"
  ". . . . . . .\n"
  ". . . . . . .\n";

START_TEST(test_ladder_captured)
{
  load(ladder);
  ck_assert_int_eq(pt_ladder_captured(&pb, &scratch, P("D5"), WHITE), 1);
  load(ladder_broken);
  ck_assert_int_eq(pt_ladder_captured(&pb, &scratch, P("D5"), WHITE), 0);
}
END_TEST

/* White D4 has two liberties, D5 and E4: black's atari at E4 drives it
 * into the same ladder. */
START_TEST(test_atari_captures_in_ladder)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . X . .\n"
       ". . X O . . .\n"
       ". . . X . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  ck_assert_int_eq(pt_atari_captures(&pb, &scratch, P("E4"), BLACK, P("D4")), 1);
  /* Not an atari: nothing to read. */
  ck_assert_int_eq(pt_atari_captures(&pb, &scratch, P("F4"), BLACK, P("D4")), 0);
  load(". . . . . . .\n"
       ". O . . . . .\n"
       ". . . . X . .\n"
       ". . X O . . .\n"
       ". . . X . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  ck_assert_int_eq(pt_atari_captures(&pb, &scratch, P("E4"), BLACK, P("D4")), 0);
}
END_TEST

/* Black C4 is in atari: once white has run to D5, black's atari at C5 or
 * D6 lets white take C4 or escape, so the ladder fails. */
START_TEST(test_ladder_fails_when_chaser_can_be_taken)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . X . .\n"
       ". O X O X . .\n"
       ". . O X . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  ck_assert_int_eq(pt_ladder_captured(&pb, &scratch, P("D5"), WHITE), 0);
}
END_TEST

/* ---- Eye shapes -------------------------------------------------------- */

struct shape_case {
  const char *diagram;
  const char *start;        /* an empty point of the region */
  int owner;                /* EMPTY: no nakade point expected */
  const char *vital;        /* NULL: PB_PASS expected */
};

static const struct shape_case shapes[] = {
  /* straight three in the corner: the middle */
  { "O O O O . . .\n"
    ". . . O . . .\n"
    "O O O O . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", "A6", WHITE, "B6" },
  /* bent three in the corner: the corner point */
  { ". . O . . . .\n"
    ". O O . . . .\n"
    "O . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", "A7", WHITE, "A7" },
  /* pyramid four on the edge, black's */
  { ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . X . . .\n"
    ". . X . X . .\n"
    ". X . . . X .\n", "C1", BLACK, "D1" },
  /* bulky five in the corner */
  { ". . O . . . .\n"
    ". . O . . . .\n"
    ". O O . . . .\n"
    "O . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", "A7", WHITE, "A6" },
  /* square four: dead, no vital point */
  { ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    "O O O . . . .\n"
    ". . O . . . .\n"
    ". . O . . . .\n", "A1", EMPTY, NULL },
  /* straight four: alive, nothing to play */
  { "O O O O O . .\n"
    ". . . . O . .\n"
    "O O O O O . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", "A6", EMPTY, NULL },
  /* a space touching both colours is nobody's */
  { "O O X O . . .\n"
    ". . . O . . .\n"
    "O O O O . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n"
    ". . . . . . .\n", "A6", EMPTY, NULL },
  /* more than six points: too big to look at */
  { ". . . . . . .\n"
    ". . . . . . .\n"
    "O O O O O . .\n"
    ". . . . O . .\n"
    ". . . . O . .\n"
    "O O O O O . .\n"
    ". . . . . . .\n", "A4", EMPTY, NULL },
};

START_TEST(test_nakade_points)
{
  for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
    const struct shape_case *c = &shapes[k];
    load(c->diagram);
    int owner = EMPTY;
    int vital = pt_nakade_point(&pb, P(c->start), &owner);
    int expected = c->vital ? P(c->vital) : PB_PASS;
    ck_assert_msg(vital == expected, "case %zu: vital %d, expected %d", k, vital,
                  expected);
    if (c->vital)
      ck_assert_msg(owner == c->owner, "case %zu: owner %d", k, owner);
  }
}
END_TEST

/* The shapes themselves, drawn with X on the region's points. */
static int shape_of(const char *diagram, int *vital)
{
  int points[8], n = 0;
  load(diagram);
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 7; j++)
      if (b->board[POS(i, j)] == BLACK && n < 8)
        points[n++] = pb_pos(&pb, i, j);
  return pt_killing_shape(&pb, points, n, vital);
}

START_TEST(test_killing_shapes)
{
  int vital;
  const char *empty_rows = ". . . . . . .\n. . . . . . .\n. . . . . . .\n";
  char d[256];
  struct { const char *rows; int killing; const char *vital; } cases[] = {
    { ". X . . . . .\nX X X . . . .\n. . . . . . .\n. . . . . . .\n", 1, "B6" },  /* pyramid */
    { ". X . . . . .\nX X X . . . .\n. X . . . . .\n. . . . . . .\n", 1, "B6" },  /* cross */
    { "X X . . . . .\nX X X . . . .\n. . . . . . .\n. . . . . . .\n", 1, "B6" },  /* bulky */
    { ". X . . . . .\nX X X . . . .\n. X X . . . .\n. . . . . . .\n", 1, "B6" },  /* rabbity */
    { "X X . . . . .\nX X . . . . .\n. . . . . . .\n. . . . . . .\n", 1, NULL },  /* square */
    { "X X X X . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n", 0, NULL },  /* straight four */
    { "X X X . . . .\n. . X X . . .\n. . . . . . .\n. . . . . . .\n", 0, NULL },  /* five, alive */
    { ". X . . . . .\nX X X X . . .\n. . . . . . .\n. . . . . . .\n", 0, NULL },  /* T five */
    { "X X . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n", 1, NULL },  /* two */
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    snprintf(d, sizeof d, "%s%s", cases[k].rows, empty_rows);
    int killing = shape_of(d, &vital);
    ck_assert_msg(killing == cases[k].killing, "case %zu: killing %d", k, killing);
    int expected = cases[k].vital ? P(cases[k].vital) : PB_PASS;
    ck_assert_msg(vital == expected, "case %zu: vital %d, expected %d", k, vital, expected);
  }
}
END_TEST

/* Black C7 makes B7-C7, whose last liberty A7 only white and the edge
 * touch: a throw-in that leaves white a dead eye once captured.  Black D4
 * makes C4-D4 with its last liberty B4 out in the open: a gift. */
START_TEST(test_nakade_self_atari)
{
  load(". X . O . . .\n"
       "O O O O . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  ck_assert_int_eq(pb_self_atari_size(&pb, P("C7"), BLACK), 2);
  ck_assert_int_eq(pt_nakade_self_atari(&pb, P("C7"), BLACK), 1);
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . O O . . .\n"
       ". . X . O . .\n"
       ". . O O . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  ck_assert_int_eq(pb_self_atari_size(&pb, P("D4"), BLACK), 2);
  ck_assert_int_eq(pt_nakade_self_atari(&pb, P("D4"), BLACK), 0);
}
END_TEST

/* ---- Last good reply with forgetting ----------------------------------- */

START_TEST(test_lgrf_store_and_forget)
{
  static struct lgrf t;
  load(ladder);
  ck_assert_int_eq(lgrf_prepare(&t, pb.points), 1);
  struct playout_move game[4] = {
    { (uint16_t) P("C3"), BLACK }, { (uint16_t) P("E3"), WHITE },
    { (uint16_t) P("E2"), BLACK }, { (uint16_t) P("F2"), WHITE } };
  lgrf_update(&t, game, 4, BLACK);
  ck_assert_int_eq(lgrf_reply2(&t, BLACK, P("C3"), P("E3")), P("E2"));
  ck_assert_int_eq(lgrf_reply1(&t, BLACK, P("E3")), P("E2"));
  /* The loser's replies are not stored. */
  ck_assert_int_eq(lgrf_reply1(&t, WHITE, P("E2")), PB_PASS);
  ck_assert_int_eq(lgrf_reply1(&t, WHITE, P("C3")), PB_PASS);
  /* White wins the same game: black's replies are forgotten, white's kept. */
  lgrf_update(&t, game, 4, WHITE);
  ck_assert_int_eq(lgrf_reply2(&t, BLACK, P("C3"), P("E3")), PB_PASS);
  ck_assert_int_eq(lgrf_reply1(&t, BLACK, P("E3")), PB_PASS);
  ck_assert_int_eq(lgrf_reply1(&t, WHITE, P("E2")), P("F2"));
  /* Jigo teaches nothing. */
  lgrf_update(&t, game, 4, EMPTY);
  ck_assert_int_eq(lgrf_reply1(&t, WHITE, P("E2")), P("F2"));
  /* Another board size empties the tables. */
  ck_assert_int_eq(lgrf_prepare(&t, pb.points + 1), 1);
  ck_assert_int_eq(lgrf_reply1(&t, WHITE, P("E2")), PB_PASS);
  lgrf_free(&t);
  ck_assert_int_eq(lgrf_reply1(&t, WHITE, P("E2")), PB_PASS);
}
END_TEST

/* ---- The policy -------------------------------------------------------- */

static int policy_move(const struct playout_policy *policy, int color,
                       uint64_t seed)
{
  static struct playout_state state;
  struct rng r;
  rng_seed(&r, seed);
  return playout_choose_move(policy, &pb, color, &r, &state);
}

/* Only the forced answers, ladders and vital points as asked, then
 * random moves. */
static void policy_with(struct playout_policy *p, int ladder, int nakade)
{
  static struct pattern3 table;
  pattern3_init(&table);
  playout_policy_default(p, &table);
  p->ladder_percent = ladder;
  p->nakade_percent = nakade;
  p->tactics_percent = 0;
  p->pattern_percent = 0;
}

START_TEST(test_policy_does_not_run_into_ladder)
{
  struct playout_policy p;
  load(ladder);
  pb.last_move = P("E4");
  /* Reading, the answer is not forced: D5 comes only by chance. */
  policy_with(&p, 100, 0);
  int runs = 0;
  for (uint64_t seed = 1; seed <= 20; seed++)
    runs += policy_move(&p, WHITE, seed) == P("D5");
  ck_assert_int_le(runs, 2);
  /* Without reading, it runs. */
  policy_with(&p, 0, 0);
  for (uint64_t seed = 1; seed <= 20; seed++)
    ck_assert_int_eq(policy_move(&p, WHITE, seed), P("D5"));
  /* With the breaker, running is right. */
  load(ladder_broken);
  pb.last_move = P("E4");
  policy_with(&p, 100, 0);
  for (uint64_t seed = 1; seed <= 20; seed++)
    ck_assert_int_eq(policy_move(&p, WHITE, seed), P("D5"));
}
END_TEST

START_TEST(test_policy_ataris_into_ladder)
{
  struct playout_policy p;
  /* White just played D4 next to black's stones: E4 catches it in a
   * ladder to the top left; D5 would chase it into the breaker F2. */
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . X . .\n"
       ". . X O . . .\n"
       ". . . X . . .\n"
       ". . . . . O .\n"
       ". . . . . . .\n");
  pb.last_move = P("D4");
  policy_with(&p, 100, 0);
  p.tactics_percent = 100;
  for (uint64_t seed = 1; seed <= 20; seed++)
    ck_assert_int_eq(policy_move(&p, BLACK, seed), P("E4"));
}
END_TEST

START_TEST(test_policy_plays_vital_point)
{
  struct playout_policy p;
  /* White's last move B7 touches its straight three A6-C6 only: black
   * kills at B6. */
  load("O O O O . . .\n"
       ". . . O . . .\n"
       "O O O O . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  pb.last_move = P("B7");
  policy_with(&p, 0, 100);
  for (uint64_t seed = 1; seed <= 20; seed++)
    ck_assert_int_eq(policy_move(&p, BLACK, seed), P("B6"));
}
END_TEST

static Suite *tactics_suite(void)
{
  Suite *s = suite_create("playout_tactics");
  TCase *tc = tcase_create("tactics");
  tcase_add_checked_fixture(tc, NULL, teardown);
  tcase_add_test(tc, test_ladder_captured);
  tcase_add_test(tc, test_atari_captures_in_ladder);
  tcase_add_test(tc, test_ladder_fails_when_chaser_can_be_taken);
  tcase_add_test(tc, test_nakade_points);
  tcase_add_test(tc, test_killing_shapes);
  tcase_add_test(tc, test_nakade_self_atari);
  tcase_add_test(tc, test_lgrf_store_and_forget);
  tcase_add_test(tc, test_policy_does_not_run_into_ladder);
  tcase_add_test(tc, test_policy_ataris_into_ladder);
  tcase_add_test(tc, test_policy_plays_vital_point);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(tactics_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
