/* The learned playout table on the playout board: every legal move's
 * 3x3 code and gamma are the ones engine/policy computes on the full
 * board for the same model (without ladder reading), in positions with
 * captures, ataris, escapes, self-ataris and a ko. */
#include <config.h>
#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/mcts/playout_board.h"
#include "engine/mcts/playout_gamma.h"
#include "engine/policy/policy.h"
#include "patterns/policy_data.h"

static const char *positions[] = {
  /* a fight with strings of one, two and three liberties */
  ". . . . . . . . .\n"
  ". . X O . . . . .\n"
  ". X O O X . . . .\n"
  ". X O X . . O . .\n"
  ". . X . . X O . .\n"
  ". . . . . X O . .\n"
  ". O O X X O . . .\n"
  "O X X O . . . . .\n"
  ". O X . . . . . .\n",
  /* edges and corners, a ko shape */
  "X O . O X . . X O\n"
  ". X O X . . X O .\n"
  "X X . . . . . X O\n"
  ". . . . . . . . .\n"
  ". . . O O O . . .\n"
  ". . O X X X O . .\n"
  ". . . O X O . . .\n"
  "O O . . . . . X X\n"
  "X . O . . . X . O\n",
};

START_TEST(test_gammas_match_the_policy_features)
{
  char err[200];
  struct policy_model *m = policy_model_parse(playout_builtin_text, playout_builtin_length,
                                              err, sizeof err);
  ck_assert_msg(m != NULL, "%s", err);
  static struct playout_gammas g;
  ck_assert(playout_gammas_load(&g, m, playout_builtin_text, playout_builtin_length));
  static struct policy_geometry geo;
  policy_geometry_init(&geo);
  static struct pboard pb;
  struct board *b = board_new(9);
  int checked = 0, captures = 0;
  for (size_t k = 0; k < sizeof positions / sizeof positions[0]; k++)
    for (int color = WHITE; color <= BLACK; color++) {
      ck_assert(board_from_diagram(b, positions[k]));
      /* A previous move, so the "last" parts of the features count. */
      ck_assert(play_move(b, k == 0 ? at(b, "D5") : at(b, "E1"), OTHER_COLOR(color)));
      pb_from_board(&pb, b);
      struct policy_context c;
      policy_context_init(&c, &geo, b, NULL, color);
      for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
        if (!ON_BOARD(b, pos) || b->board[pos] != EMPTY || !is_legal(b, pos, color))
          continue;
        int p = pb_from_board_pos(&pb, pos);
        struct pg_cache cache = { 0 };
        ck_assert_uint_eq(pg_pattern3_code(&pb, p, color, &cache),
                          policy_pattern3_code(&c, pos));
        uint32_t value[POLICY_GROUPS];
        policy_move_features(m, &c, pos, value);
        double expected = 1.0;
        for (int gr = 0; gr < POLICY_GROUPS; gr++)
          expected *= policy_model_gamma(m, (enum policy_group) gr, (int) value[gr]);
        captures += value[POLICY_CAPTURE] != 0;
        double got = pg_gamma(&g, &pb, p, color, &cache);
        ck_assert_msg(fabs(got - expected) <= 1e-5 * expected,
                      "position %zu colour %d move %d: %g, policy %g", k, color, pos,
                      got, expected);
        checked++;
      }
    }
  ck_assert_int_gt(checked, 150);
  ck_assert_int_gt(captures, 3);
  board_free(b);
  playout_gammas_free(&g);
  policy_model_free(m);
}
END_TEST

static Suite *gamma_suite(void)
{
  Suite *s = suite_create("playout_gamma");
  TCase *tc = tcase_create("gamma");
  tcase_add_test(tc, test_gammas_match_the_policy_features);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(gamma_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
