/* Monte Carlo search parameters by name: the checks, the settings that
 * replace one another, defaults by board size, parameters that really
 * change the search (expand_after, dynamic komi), and virtual loss: inert
 * with one thread, taken off at backup, steering threads away; the
 * criticality prior: off by default, the vital point of a fight raised. */
#include <config.h>
#include <check.h>
#include <math.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "engine/mcts/mcts.h"
#include "engine/mcts/params.h"
/* The tree itself, for the virtual loss tests. */
#include "engine/mcts/mcts_internal.h"

static struct mcts *new_search(void)
{
  struct mcts_params p;
  mcts_params_default(&p);
  struct mcts *m = mcts_new(&p, 1);
  ck_assert_ptr_nonnull(m);
  return m;
}

START_TEST(test_param_checks)
{
  ck_assert_int_eq(mcts_param_check("explore", 0.5), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_param_check("explore", -0.1), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_check("expand_after", 2.5), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_check("expand_after", 3), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_param_check("playout_pattern_percent", 101), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_check("no_such_thing", 1), MCTS_PARAM_UNKNOWN);
  ck_assert_int_eq(mcts_param_check("virtual_loss", 0), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_param_check("virtual_loss", 3), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_param_check("virtual_loss", 1000), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_param_check("virtual_loss", -1), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_check("virtual_loss", 1001), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_check("virtual_loss", 1.5), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_find("explore"), 0);
  ck_assert_str_eq(mcts_param_name(mcts_param_find("prior_edge")), "prior_edge");
  ck_assert_ptr_null(mcts_param_name(mcts_param_count()));
}
END_TEST

START_TEST(test_settings_replace)
{
  struct mcts_settings s = { 0 };
  ck_assert_int_eq(mcts_settings_set(&s, "explore", 0.2), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_settings_set(&s, "rave_equiv", 500), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_settings_set(&s, "explore", 0.4), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_settings_set(&s, "explore", 99), MCTS_PARAM_RANGE);
  ck_assert_int_eq(s.count, 2);
  ck_assert_int_eq(s.item[0].id, mcts_param_find("explore"));
  ck_assert(s.item[0].value == 0.4);
  ck_assert(s.item[1].value == 500);
}
END_TEST

START_TEST(test_defaults_by_size_and_override)
{
  struct mcts *m = new_search();
  int edge = mcts_param_find("prior_edge");
  ck_assert(mcts_get_param(m, edge, 9) == 12);
  ck_assert(mcts_get_param(m, edge, 19) == 30);
  ck_assert_int_eq(mcts_set_param(m, "prior_edge", 5), MCTS_PARAM_OK);
  ck_assert(mcts_get_param(m, edge, 9) == 5);
  ck_assert(mcts_get_param(m, edge, 19) == 5);
  /* A refused value changes nothing. */
  ck_assert_int_eq(mcts_set_param(m, "prior_edge", -5), MCTS_PARAM_RANGE);
  ck_assert(mcts_get_param(m, edge, 9) == 5);
  mcts_reset_params(m);
  ck_assert(mcts_get_param(m, edge, 9) == 12);
  mcts_free(m);
}
END_TEST

/* Nodes after 400 playouts on the empty 9x9 board. */
static uint32_t nodes_after_search(struct mcts *m)
{
  struct board *b = board_new(9);
  ck_assert_ptr_nonnull(b);
  b->komi = 7;
  struct mcts_limits lim = { 400, 0, 0, 0 };
  ck_assert_int_eq(mcts_search(m, b, BLACK, &lim), 400);
  struct mcts_stats st;
  mcts_get_stats(m, &st);
  board_free(b);
  return st.nodes_used;
}

START_TEST(test_expand_after_changes_the_tree)
{
  struct mcts *m = new_search();
  ck_assert_uint_gt(nodes_after_search(m), 2000);
  /* Leaves never reach 1000 visits: only the root's 81 points and the
   * pass hang under the root (node 0 unused, node 1 the root). */
  mcts_forget(m);
  ck_assert_int_eq(mcts_set_param(m, "expand_after", 1000), MCTS_PARAM_OK);
  ck_assert_uint_eq(nodes_after_search(m), 2 + 82);
  mcts_free(m);
}
END_TEST

/* Handicap 4 on 19x19: 7 points a stone at the start, falling linearly
 * over 180 moves (19 * 19 / 2); nothing in an even game or once the
 * moves are played; the parameters change both. */
START_TEST(test_dynamic_komi_in_handicap)
{
  struct mcts *m = new_search();
  struct board *b = board_new(19);
  ck_assert_ptr_nonnull(b);
  b->komi = 0.5;
  struct mcts_limits lim = { 50, 0, 0, 0 };
  struct mcts_stats st;
  mcts_search(m, b, BLACK, &lim);
  mcts_get_stats(m, &st);
  ck_assert(st.extra_komi == 0.0);
  const int handicap[4][2] = { { 3, 3 }, { 3, 15 }, { 15, 3 }, { 15, 15 } };
  for (int k = 0; k < 4; k++)
    ck_assert(board_setup_stone(b, POS(handicap[k][0], handicap[k][1]), BLACK));
  mcts_search(m, b, WHITE, &lim);
  mcts_get_stats(m, &st);
  ck_assert(st.extra_komi == 28.0);
  for (int k = 0; k < 18; k++)
    ck_assert(play_move(b, POS(9, k), k % 2 ? BLACK : WHITE));
  mcts_search(m, b, WHITE, &lim);
  mcts_get_stats(m, &st);
  ck_assert_msg(st.extra_komi > 25.19 && st.extra_komi < 25.21, "%g", st.extra_komi);
  ck_assert_int_eq(mcts_set_param(m, "dynkomi_moves", 18), MCTS_PARAM_OK);
  mcts_search(m, b, WHITE, &lim);
  mcts_get_stats(m, &st);
  ck_assert(st.extra_komi == 0.0);
  ck_assert_int_eq(mcts_set_param(m, "dynkomi_moves", 36), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_set_param(m, "dynkomi_stone", 10), MCTS_PARAM_OK);
  mcts_search(m, b, WHITE, &lim);
  mcts_get_stats(m, &st);
  ck_assert(st.extra_komi == 20.0);
  board_free(b);
  mcts_free(m);
}
END_TEST

/* The 9x9 position of the virtual loss tests: a few opening moves. */
static struct board *opening_board(void)
{
  struct board *b = board_new(9);
  ck_assert_ptr_nonnull(b);
  b->komi = 7;
  ck_assert(play_move(b, POS(4, 4), BLACK));
  ck_assert(play_move(b, POS(2, 6), WHITE));
  ck_assert(play_move(b, POS(6, 3), BLACK));
  return b;
}

/* A search with `threads` threads and the given virtual loss. */
static struct mcts *search_with_virtual_loss(int threads, int virtual_loss)
{
  struct mcts_params p;
  mcts_params_default(&p);
  p.threads = threads;
  struct mcts *m = mcts_new(&p, 7);
  ck_assert_ptr_nonnull(m);
  ck_assert_int_eq(mcts_set_param(m, "virtual_loss", virtual_loss),
                   MCTS_PARAM_OK);
  ck_assert(mcts_get_param(m, mcts_param_find("virtual_loss"), 9)
            == virtual_loss);
  return m;
}

/* With one thread no other playout is ever on the way down, so the
 * search is the same whatever the virtual loss: every root candidate's
 * visits, win rate and principal variation, the node count, the move. */
START_TEST(test_virtual_loss_inert_with_one_thread)
{
  struct mcts_candidate a[100], c[100];
  int na = 0, nc = 0, move_a = 0, move_c = 0;
  uint32_t nodes_a = 0, nodes_c = 0;
  for (int run = 0; run < 2; run++) {
    struct mcts *m = search_with_virtual_loss(1, run == 0 ? 0 : 3);
    struct board *b = opening_board();
    struct mcts_limits lim = { 3000, 0, 0, 0 };
    ck_assert_int_eq(mcts_search(m, b, WHITE, &lim), 3000);
    struct mcts_stats st;
    mcts_get_stats(m, &st);
    int n = mcts_analysis(m, run == 0 ? a : c, 100);
    int move = mcts_best_nonpass(m, b, 0.0);
    if (run == 0) {
      na = n, move_a = move, nodes_a = st.nodes_used;
    } else {
      nc = n, move_c = move, nodes_c = st.nodes_used;
    }
    board_free(b);
    mcts_free(m);
  }
  ck_assert_int_gt(na, 5);
  ck_assert_int_eq(na, nc);
  ck_assert_int_eq(move_a, move_c);
  ck_assert_uint_eq(nodes_a, nodes_c);
  for (int k = 0; k < na; k++) {
    ck_assert_int_eq(a[k].move, c[k].move);
    ck_assert_int_eq(a[k].visits, c[k].visits);
    ck_assert(a[k].winrate == c[k].winrate);
    ck_assert_int_eq(a[k].pv_length, c[k].pv_length);
    for (int d = 0; d < a[k].pv_length; d++) {
      ck_assert_int_eq(a[k].pv[d], c[k].pv[d]);
      ck_assert_int_eq(a[k].pv_visits[d], c[k].pv_visits[d]);
    }
  }
}
END_TEST

/* Every node's provisional losses are taken off once the playouts
 * through it are done, also when two threads share the tree. */
START_TEST(test_virtual_loss_taken_off_at_backup)
{
  struct mcts *m = search_with_virtual_loss(2, 3);
  struct board *b = opening_board();
  struct mcts_limits lim = { 4000, 0, 0, 0 };
  ck_assert_int_ge(mcts_search(m, b, WHITE, &lim), 4000);
  uint32_t used = tree_nodes_used(&m->tree);
  ck_assert_uint_gt(used, 1000);
  long visited = 0;
  for (uint32_t k = 1; k < used; k++) {
    const struct mcts_node *n = tree_node(&m->tree, k);
    int pending = atomic_load(&n->pending), visits = atomic_load(&n->visits);
    ck_assert_int_eq(pending, 0);
    visited += visits > 0;
  }
  ck_assert_int_gt(visited, 500);
  board_free(b);
  mcts_free(m);
}
END_TEST

/* Visits of the root child with move `move` (0 if none). */
static int root_child_visits(const struct mcts *m, int move)
{
  const struct mcts_node *root = tree_node(&m->tree, m->tree.root);
  for (int k = 0; k < root->child_count; k++) {
    const struct mcts_node *c = tree_node(&m->tree, root->first_child + k);
    if (c->move == move)
      return atomic_load(&c->visits);
  }
  return 0;
}

/* After 1000 playouts, the next 300 (one thread, the tree kept) give some
 * root move 30 or more visits; the same search with 10,000 of another
 * thread's provisional losses put on that move first gives it none. */
START_TEST(test_virtual_loss_steers_selection)
{
  int move = -1, before = 0;
  for (int loaded = 0; loaded < 2; loaded++) {
    struct mcts *m = search_with_virtual_loss(1, 1);
    struct board *b = opening_board();
    mcts_search(m, b, WHITE, &(struct mcts_limits) { 1000, 0, 0, 0 });
    const struct mcts_node *root = tree_node(&m->tree, m->tree.root);
    int count = root->child_count, visits[BOARD_ARRAY_SIZE];
    ck_assert_int_le(count, BOARD_ARRAY_SIZE);
    for (int k = 0; k < count; k++) {
      struct mcts_node *c = tree_node(&m->tree, root->first_child + k);
      visits[k] = atomic_load(&c->visits);
      if (loaded && c->move == move) {
        ck_assert_int_eq(visits[k], before);
        atomic_store(&c->pending, 10000);
      }
    }
    mcts_search(m, b, WHITE, &(struct mcts_limits) { 300, 0, 0, 0 });
    struct mcts_stats st;
    mcts_get_stats(m, &st);
    ck_assert_int_eq(st.reused_visits, 1000);
    if (!loaded) {
      /* The move that gained most. */
      root = tree_node(&m->tree, m->tree.root);
      int gain = -1;
      for (int k = 0; k < count; k++) {
        const struct mcts_node *c = tree_node(&m->tree, root->first_child + k);
        if (atomic_load(&c->visits) - visits[k] > gain) {
          gain = atomic_load(&c->visits) - visits[k];
          move = c->move;
          before = visits[k];
        }
      }
      ck_assert_int_ge(gain, 30);
    } else
      ck_assert_int_eq(root_child_visits(m, move), before);
    board_free(b);
    mcts_free(m);
  }
}
END_TEST

/* 9x9, komi 6.5: white's 37 points (rows 0-4 but the corner) settled
 * with two eyes, black's wall on row 5 over 27 empty points (rows 6-8,
 * open to invasion in playouts); black's corner group of 5 stones around
 * the straight three on the first row (a-c, row 0) lives or dies by its
 * vital point b: living, black wins by half a point (44 to 43.5) unless
 * white lives below, dead, white wins. */
static struct board *vital_point_board(void)
{
  static const char *rows[9] = {
    "...XOO.O.",
    "XXXXOOOOO",
    "OOOOOO.O.",
    "O.O.OOOOO",
    "OOOOOOOOO",
    "XXXXXXXXX",
    ".........",
    ".........",
    ".........",
  };
  struct board *b = board_new(9);
  ck_assert_ptr_nonnull(b);
  b->komi = 6.5;
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++)
      if (rows[i][j] != '.')
        ck_assert(board_setup_stone(b, POS(i, j),
                                    rows[i][j] == 'X' ? BLACK : WHITE));
  return b;
}

static struct mcts *criticality_search(int weight)
{
  struct mcts_params p;
  mcts_params_default(&p);
  p.threads = 1;
  struct mcts *m = mcts_new(&p, 11);
  ck_assert_ptr_nonnull(m);
  /* More black setup stones than white: no handicap komi. */
  ck_assert_int_eq(mcts_set_param(m, "dynkomi_stone", 0), MCTS_PARAM_OK);
  if (weight >= 0)
    ck_assert_int_eq(mcts_set_param(m, "prior_criticality", weight),
                     MCTS_PARAM_OK);
  return m;
}

START_TEST(test_criticality_param_checks)
{
  ck_assert_int_eq(mcts_param_check("prior_criticality", 0), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_param_check("prior_criticality", 1000), MCTS_PARAM_OK);
  ck_assert_int_eq(mcts_param_check("prior_criticality", -1), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_check("prior_criticality", 1001), MCTS_PARAM_RANGE);
  ck_assert_int_eq(mcts_param_check("prior_criticality", 2.5), MCTS_PARAM_RANGE);
  struct mcts *m = criticality_search(-1);
  ck_assert(mcts_get_param(m, mcts_param_find("prior_criticality"), 9) == 0);
  ck_assert_int_eq(mcts_set_param(m, "prior_criticality", 40), MCTS_PARAM_OK);
  ck_assert(mcts_get_param(m, mcts_param_find("prior_criticality"), 9) == 40);
  ck_assert_int_eq(mcts_set_param(m, "prior_criticality", 1001),
                   MCTS_PARAM_RANGE);
  ck_assert(mcts_get_param(m, mcts_param_find("prior_criticality"), 9) == 40);
  mcts_free(m);
}
END_TEST

/* prior_criticality 0 is the search without it: the same move and the
 * same visits of every root move as with the parameter never set, and
 * no winner counts kept. */
START_TEST(test_criticality_off_is_default)
{
  struct mcts_candidate a[100], c[100];
  int na = 0, nc = 0, move[2];
  for (int run = 0; run < 2; run++) {
    struct mcts *m = criticality_search(run == 0 ? -1 : 0);
    struct board *b = vital_point_board();
    ck_assert_int_eq(mcts_search(m, b, BLACK, &(struct mcts_limits) { 2000, 0, 0, 0 }),
                     2000);
    ck_assert_int_eq(atomic_load(&m->workers[0]->black_wins)
                     + atomic_load(&m->workers[0]->white_wins), 0);
    float crit[PB_MAX_POINTS];
    ck_assert_int_eq(mcts_criticality_priors(m, m->workers[0], (int[]) { 0 }, 1,
                                             &(struct prior_value) { 0, 0 }), 0);
    ck_assert_int_eq(mcts_criticality(m, crit), 2000);
    move[run] = mcts_best_nonpass(m, b, 0.0);
    int n = mcts_analysis(m, run == 0 ? a : c, 100);
    if (run == 0)
      na = n;
    else
      nc = n;
    board_free(b);
    mcts_free(m);
  }
  ck_assert_int_eq(move[0], move[1]);
  ck_assert_int_eq(move[0], POS(0, 1));
  ck_assert_int_eq(na, nc);
  ck_assert_int_gt(na, 5);
  for (int k = 0; k < na; k++) {
    ck_assert_int_eq(a[k].move, c[k].move);
    ck_assert_int_eq(a[k].visits, c[k].visits);
  }
}
END_TEST

/* With prior_criticality 30, black to move: the vital point is critical
 * (its owner at the end is the winner more often than chance), the most
 * critical point of the top five rows; white's settled points are not;
 * a move at the vital point is given round(2 * 30 * crit) wins on top of
 * its prior, a move in white's area and the pass nothing. */
START_TEST(test_criticality_raises_vital_point)
{
  struct mcts *m = criticality_search(30);
  struct board *b = vital_point_board();
  ck_assert_int_eq(mcts_search(m, b, BLACK, &(struct mcts_limits) { 2000, 0, 0, 0 }),
                   2000);
  struct mcts_worker *w = m->workers[0];
  ck_assert_int_gt(atomic_load(&w->black_wins), 0);
  ck_assert_int_gt(atomic_load(&w->white_wins), 0);
  float crit[PB_MAX_POINTS];
  ck_assert_int_eq(mcts_criticality(m, crit), 2000);
  int vital = pb_pos(&m->root_pb, 0, 1), settled = pb_pos(&m->root_pb, 1, 7);
  ck_assert_msg(crit[vital] > 0.05f, "crit %g", crit[vital]);
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 9; j++)
      if (i != 0 || j != 1)
        ck_assert_float_lt(crit[pb_pos(&m->root_pb, i, j)], crit[vital]);
  ck_assert_float_le(crit[settled], 0.0f);
  int moves[3] = { vital, settled, PB_PASS };
  struct prior_value priors[3] = { { 10, 10 }, { 0, 0 }, { 0, 0 } };
  ck_assert_int_eq(mcts_criticality_priors(m, w, moves, 3, priors), 1);
  int wins = (int) lround(60.0 * crit[vital]);
  ck_assert_int_gt(wins, 2);
  ck_assert_int_eq(priors[0].visits, 10 + wins);
  ck_assert_int_eq(priors[0].wins, 10 + 2 * wins);
  ck_assert_int_eq(priors[1].visits, 0);
  ck_assert_int_eq(priors[2].visits, 0);
  board_free(b);
  mcts_free(m);
}
END_TEST

/* Ownership after a root move, read while a playout is half recorded
 * (its points counted, the playout not yet): every mean and standard
 * deviation stays within [-1, 1] and [0, 1]. */
START_TEST(test_move_ownership_during_a_playout)
{
  struct mcts *m = new_search();
  struct board *b = opening_board();
  mcts_set_moves_ownership(m, 1);
  ck_assert_int_eq(mcts_search(m, b, WHITE, &(struct mcts_limits) { 500, 0, 0, 0 }),
                   500);
  const struct mcts_node *root = tree_node(&m->tree, m->tree.root);
  struct mcts_worker *w = m->workers[0];
  ck_assert_int_gt(w->child_own_stride, 0);
  uint32_t best = 0;
  for (uint32_t k = 1; k < root->child_count; k++)
    if (atomic_load(&tree_node(&m->tree, root->first_child + k)->visits)
        > atomic_load(&tree_node(&m->tree, root->first_child + best)->visits))
      best = k;
  int move = pb_to_board_pos(&m->root_pb,
                             tree_node(&m->tree, root->first_child + best)->move);
  atomic_int *counts = w->child_own + (size_t) best * w->child_own_stride;
  for (int p = 0; p < m->root_pb.points; p++)
    atomic_fetch_add(&counts[2 * p], 1);
  static float ownership[BOARD_ARRAY_SIZE], stdev[BOARD_ARRAY_SIZE];
  ck_assert_int_gt(mcts_move_ownership(m, move, ownership, stdev), 0);
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++) {
      ck_assert(ownership[POS(i, j)] >= -1.0f && ownership[POS(i, j)] <= 1.0f);
      ck_assert(stdev[POS(i, j)] >= 0.0f && stdev[POS(i, j)] <= 1.0f);
    }
  mcts_free(m);
  board_free(b);
}
END_TEST

static Suite *params_suite(void)
{
  Suite *s = suite_create("mcts_params");
  TCase *tc = tcase_create("params");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, test_param_checks);
  tcase_add_test(tc, test_settings_replace);
  tcase_add_test(tc, test_defaults_by_size_and_override);
  tcase_add_test(tc, test_expand_after_changes_the_tree);
  tcase_add_test(tc, test_dynamic_komi_in_handicap);
  tcase_add_test(tc, test_virtual_loss_inert_with_one_thread);
  tcase_add_test(tc, test_virtual_loss_taken_off_at_backup);
  tcase_add_test(tc, test_virtual_loss_steers_selection);
  tcase_add_test(tc, test_criticality_param_checks);
  tcase_add_test(tc, test_criticality_off_is_default);
  tcase_add_test(tc, test_criticality_raises_vital_point);
  tcase_add_test(tc, test_move_ownership_during_a_playout);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(params_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
