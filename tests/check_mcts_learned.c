/* The learned move model in the Monte Carlo search: its probabilities as
 * priors of the root's children, the PUCT term, and progressive widening
 * in the model's order. */
#include <config.h>
#include <check.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/mcts/mcts.h"
#include "engine/policy/policy.h"
#include "patterns/policy_data.h"

static struct board *b;
static struct policy_model *model;
static struct policy *eval;

static void setup(void)
{
  char err[200];
  b = board_new(9);
  ck_assert_ptr_nonnull(b);
  b->komi = 7;
  model = policy_model_parse(policy_builtin_text, policy_builtin_length, err,
                             sizeof err);
  ck_assert_msg(model != NULL, "%s", err);
  eval = policy_new(model);
  ck_assert_ptr_nonnull(eval);
}

static void teardown(void)
{
  policy_free(eval);
  policy_model_free(model);
  board_free(b);
}

/* A corner fight on 9x9: white just played C7 next to black's C6. */
static void position(void)
{
  ck_assert(board_from_diagram(b,
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . O . . . . . .\n"
    ". . X . . . . . .\n"
    ". . . . X . . . .\n"
    ". . . . . . O . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"));
  b->komi = 7;
  ck_assert(play_move(b, at(b, "D7"), BLACK));
  ck_assert(play_move(b, at(b, "D8"), WHITE));
}

static struct mcts *search_with(const char *name, double value,
                                const char *name2, double value2, long playouts)
{
  struct mcts_params p;
  mcts_params_default(&p);
  struct mcts *m = mcts_new(&p, 7);
  ck_assert_ptr_nonnull(m);
  mcts_set_learned_model(m, model);
  if (name)
    ck_assert_int_eq(mcts_set_param(m, name, value), MCTS_PARAM_OK);
  if (name2)
    ck_assert_int_eq(mcts_set_param(m, name2, value2), MCTS_PARAM_OK);
  struct mcts_limits lim = { playouts, 0, 0, 0 };
  mcts_search(m, b, BLACK, &lim);
  return m;
}

/* The root child with the highest prior win rate. */
static int best_prior_move(struct mcts *m)
{
  struct mcts_candidate c[100];
  int n = mcts_analysis(m, c, 100);
  int best = -1;
  double top = -1;
  for (int k = 0; k < n; k++)
    if (c[k].prior > top) {
      top = c[k].prior;
      best = c[k].move;
    }
  return best;
}

START_TEST(test_learned_priors_favour_the_model)
{
  int moves[1];
  float probs[1];
  position();
  ck_assert_int_eq(policy_ranked_moves(eval, b, BLACK, 1, moves, probs), 1);
  /* Heavily weighted, the model's favourite starts with the best prior.
   * (Every root child is visited at least once in 400 playouts here.) */
  struct mcts *m = search_with("prior_learned", 1000, "learned_exponent", 1, 400);
  ck_assert_int_eq(best_prior_move(m), moves[0]);
  mcts_free(m);
  /* Without the model's prior nothing sets that move apart: the built-in
   * priors give the atari answer and shapes their bonus instead. */
  m = search_with(NULL, 0, NULL, 0, 400);
  struct mcts_candidate c[100];
  int n = mcts_analysis(m, c, 100);
  double top = -1, at_move = -1;
  for (int k = 0; k < n; k++) {
    if (c[k].prior > top)
      top = c[k].prior;
    if (c[k].move == moves[0])
      at_move = c[k].prior;
  }
  ck_assert(at_move < 0.95);
  mcts_free(m);
}
END_TEST

START_TEST(test_widening_in_model_order)
{
  int moves[3];
  float probs[3];
  position();
  ck_assert_int_eq(policy_ranked_moves(eval, b, BLACK, 3, moves, probs), 3);
  /* Widening that never adds a child: only the model's three favourites
   * are ever searched. */
  struct mcts *m = search_with("widen_base", 100000, "widen_min", 3, 600);
  struct mcts_candidate c[100];
  int n = mcts_analysis(m, c, 100);
  ck_assert_int_eq(n, 3);
  for (int k = 0; k < n; k++) {
    int listed = 0;
    for (int j = 0; j < 3; j++)
      listed |= c[k].move == moves[j];
    ck_assert_msg(listed, "candidate %d is not among the model's three", c[k].move);
  }
  mcts_free(m);
}
END_TEST

START_TEST(test_puct_follows_the_model)
{
  int moves[1];
  float probs[1];
  position();
  ck_assert_int_eq(policy_ranked_moves(eval, b, BLACK, 1, moves, probs), 1);
  /* A PUCT term that outweighs everything: the model's favourite gets the
   * most visits. */
  struct mcts *m = search_with("puct", 50, "rave_equiv", 1, 300);
  struct mcts_candidate c[1];
  ck_assert_int_eq(mcts_analysis(m, c, 1), 1);
  ck_assert_int_eq(c[0].move, moves[0]);
  mcts_free(m);
}
END_TEST

static Suite *learned_suite(void)
{
  Suite *s = suite_create("mcts_learned");
  TCase *tc = tcase_create("learned");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_learned_priors_favour_the_model);
  tcase_add_test(tc, test_widening_in_model_order);
  tcase_add_test(tc, test_puct_follows_the_model);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(learned_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
