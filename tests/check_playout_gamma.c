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
#include "engine/mcts/playout.h"
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

/* Sampling by the gammas: with no weight left for the rest of the board,
 * every move is a neighbour of the last move, the strongest shape comes
 * most often, and each neighbour comes about as often as its gamma says;
 * with a heavy rest, moves elsewhere come too. */
START_TEST(test_softmax_samples_the_last_moves_neighbours)
{
  char err[200];
  struct policy_model *m = policy_model_parse(playout_builtin_text, playout_builtin_length,
                                              err, sizeof err);
  ck_assert_msg(m != NULL, "%s", err);
  static struct playout_gammas g;
  ck_assert(playout_gammas_load(&g, m, playout_builtin_text, playout_builtin_length));
  struct board *b = board_new(9);
  ck_assert(board_from_diagram(b, ". . . . . . . . .\n"
                                  ". . . . . . . . .\n"
                                  ". . X . . . . . .\n"
                                  ". . . . O . . . .\n"
                                  ". . . X . . . . .\n"
                                  ". . . . . . . . .\n"
                                  ". . . . . . O . .\n"
                                  ". . . . . . . . .\n"
                                  ". . . . . . . . .\n"));
  ck_assert(play_move(b, at(b, "E4"), WHITE));
  static struct pboard pb;
  static struct playout_state state;
  static struct pattern3 table;
  pb_from_board(&pb, b);
  ck_assert(playout_state_prepare(&state, &pb));
  pattern3_init(&table);
  struct playout_policy p;
  playout_policy_default(&p, &table);
  p.tactics_percent = 0;
  p.pattern_percent = 0;
  p.gammas = &g;
  p.softmax_percent = 100;
  p.softmax_rest = 0;
  p.softmax_moves = 1;
  /* The last move's empty neighbours and their gammas for black. */
  int last = pb_from_board_pos(&pb, at(b, "E4"));
  int cand[8], n = 0, best = 0;
  double gamma[8], total = 0.0;
  for (int d = 0; d < 8; d++) {
    int q = last + (d < 4 ? pb.dir[d] : pb.diag[d - 4]);
    if (pb.color[q] != EMPTY)
      continue;
    struct pg_cache cache = { 0 };
    cand[n] = q;
    gamma[n] = pg_gamma(&g, &pb, q, BLACK, &cache);
    total += gamma[n];
    if (gamma[n] > gamma[best])
      best = n;
    n++;
  }
  ck_assert_int_eq(n, 7);
  int count[8] = { 0 };
  const int runs = 2000;
  for (uint64_t seed = 1; seed <= runs; seed++) {
    struct rng r;
    rng_seed(&r, seed);
    int move = playout_choose_move(&p, &pb, BLACK, &r, &state);
    int k = 0;
    while (k < n && cand[k] != move)
      k++;
    ck_assert_msg(k < n, "seed %d: move %d is not next to the last move", (int) seed, move);
    count[k]++;
  }
  for (int k = 0; k < n; k++) {
    ck_assert_int_le(count[k], count[best]);
    double expected = runs * gamma[k] / total;
    ck_assert_msg(fabs(count[k] - expected) <= 4.0 * sqrt(expected) + 2.0,
                  "neighbour %d: %d times, gamma says %.1f", k, count[k], expected);
  }
  /* Each other empty point weighing a hundred empty shapes: elsewhere. */
  p.softmax_rest = 10000;
  int elsewhere = 0;
  for (uint64_t seed = 1; seed <= 50; seed++) {
    struct rng r;
    rng_seed(&r, seed);
    int move = playout_choose_move(&p, &pb, BLACK, &r, &state);
    int k = 0;
    while (k < n && cand[k] != move)
      k++;
    elsewhere += k == n;
  }
  ck_assert_int_ge(elsewhere, 40);
  playout_state_free(&state);
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
  tcase_add_test(tc, test_softmax_samples_the_last_moves_neighbours);
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
