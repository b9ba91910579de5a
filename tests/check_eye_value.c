/* Eye values by lookup (engine/life/eye_value.h): the built-in table and
 * the cache give the solver's answers, shape by shape; canonical codes do
 * not depend on how vertices are numbered. */
#include <config.h>

#include <check.h>
#include <string.h>

#include "engine/life/eye_canon.h"
#include "engine/life/eye_shapes.h"
#include "engine/life/eye_table.h"
#include "engine/life/eye_value.h"
#include "engine/life/eyegraph.h"
#include "utils/rng.h"

/* g with its vertices renumbered: vertex k of out is vertex perm[k] of g. */
static void
renumber(const struct eye_graph *g, const int *perm, struct eye_graph *out)
{
  int inverse[EYEGRAPH_MAX];
  memset(out, 0, sizeof(*out));
  out->n = g->n;
  for (int k = 0; k < g->n; k++)
    inverse[perm[k]] = k;
  for (int k = 0; k < g->n; k++) {
    int v = perm[k];
    for (int u = 0; u < g->n; u++)
      if ((g->adj[v] >> u) & 1)
        out->adj[k] |= (uint16_t) (1u << inverse[u]);
    out->outlet[k] = g->outlet[v];
    out->anchor[k] = g->anchor[v];
    out->margin[k] = g->margin[v];
    out->start[k] = g->start[v];
    out->critical[k] = g->critical[v];
    out->order[k] = g->order[v];
  }
}

static void
random_perm(struct rng *r, int n, int *perm)
{
  for (int k = 0; k < n; k++)
    perm[k] = k;
  for (int k = n - 1; k > 0; k--) {
    int j = (int) rng_below(r, (uint32_t) k + 1), t = perm[k];
    perm[k] = perm[j];
    perm[j] = t;
  }
}

struct compare_run {
  struct eye_values *values;
  struct eyegraph_solver *solver;
  long graphs, mismatches;
};

/* Lookup and solver on one graph of the family, as optics numbers it. */
static void
compare_one(const struct eye_graph *g, int ko_mode, void *data)
{
  struct compare_run *run = data;
  struct eyegraph_result looked, solved;
  eye_values_lookup(run->values, g, ko_mode, EYEGRAPH_WANT_ALL, &looked);
  eyegraph_solve(run->solver, g, ko_mode, &solved);
  run->graphs++;
  if (looked.a != solved.a || looked.b != solved.b || looked.c != solved.c
      || looked.d != solved.d || looked.attack_vertex != solved.attack_vertex
      || looked.defense_vertex != solved.defense_vertex)
    run->mismatches++;
}

/* Every shape of the table's family, in every numbering the enumeration
 * makes: the table answers all of them, with the solver's eye counts and
 * vital points. */
START_TEST(table_matches_solver_on_every_shape)
{
  struct compare_run run;
  struct eye_value_stats stats;
  long calls;
  memset(&run, 0, sizeof(run));
  run.values = eye_values_new();
  run.solver = eyegraph_solver_new();
  ck_assert_ptr_nonnull(run.values);
  ck_assert_ptr_nonnull(run.solver);
  calls = eye_shapes_enumerate(EYE_TABLE_POINTS, compare_one, &run);
  ck_assert_int_gt(calls, 100000);
  ck_assert_int_eq(run.graphs, calls);
  ck_assert_int_eq(run.mismatches, 0);
  eye_values_stats(run.values, &stats);
  ck_assert_int_eq(stats.lookups[EYE_FROM_TABLE], calls);
  ck_assert_int_eq(stats.lookups[EYE_FROM_SOLVER], 0);
  eye_values_free(run.values);
  eyegraph_solver_free(run.solver);
}
END_TEST

/* The table is sorted by code without repeats (binary search needs it),
 * and each code is the canonical code of its own graph in any numbering. */
START_TEST(table_codes_are_canonical_and_sorted)
{
  struct rng r;
  rng_seed(&r, 19);
  ck_assert_int_gt(eye_table_size, 1000);
  for (int k = 0; k < eye_table_size; k++) {
    struct eye_graph g, shuffled;
    struct eye_canon canon;
    int perm[EYEGRAPH_MAX];
    if (k > 0)
      ck_assert_int_lt(eye_code_compare(&eye_table[k - 1].code,
                                        &eye_table[k].code), 0);
    eye_code_graph(&eye_table[k].code, &g);
    random_perm(&r, g.n, perm);
    renumber(&g, perm, &shuffled);
    eye_canon_compute(&shuffled, eye_code_ko_mode(&eye_table[k].code),
                      &canon);
    ck_assert_int_eq(eye_code_compare(&canon.code, &eye_table[k].code), 0);
  }
}
END_TEST

/* A graph too big for the table: a ring of eight points with one
 * attacker stone (vertex 0) and two marginal points (3 and 5). */
static void make_ring(struct eye_graph *ring)
{
  memset(ring, 0, sizeof(*ring));
  ring->n = 8;
  for (int v = 0; v < 8; v++) {
    ring->adj[v] = (uint16_t) (1u << ((v + 1) % 8) | 1u << ((v + 7) % 8));
    ring->anchor[v] = 1;
    ring->order[v] = 5;
  }
  ring->start[0] = EG_ATTACKER;
  ring->margin[3] = ring->outlet[3] = 1;
  ring->margin[5] = ring->outlet[5] = 1;
  ring->order[3] = ring->order[5] = 4;
}

/* The ring of make_ring, numbered in two ways.  The first lookup solves
 * it, the second (renumbered) comes from the cache; both give the
 * solver's answer for their own numbering. */
START_TEST(big_shapes_are_solved_once)
{
  struct eye_graph ring, shuffled;
  struct eye_values *values = eye_values_new();
  struct eyegraph_solver *solver = eyegraph_solver_new();
  struct eye_value_stats stats;
  struct eyegraph_result looked, solved;
  const int perm[8] = {5, 2, 7, 0, 3, 6, 1, 4};
  ck_assert_ptr_nonnull(values);
  ck_assert_ptr_nonnull(solver);
  make_ring(&ring);
  renumber(&ring, perm, &shuffled);

  eye_values_lookup(values, &ring, EYEGRAPH_KO_FIRST_MOVER, EYEGRAPH_WANT_ALL,
                    &looked);
  eyegraph_solve(solver, &ring, EYEGRAPH_KO_FIRST_MOVER, &solved);
  ck_assert_int_eq(looked.b, solved.b);
  ck_assert_int_eq(looked.c, solved.c);
  ck_assert_int_eq(looked.attack_vertex, solved.attack_vertex);
  eye_values_lookup(values, &shuffled, EYEGRAPH_KO_FIRST_MOVER,
                    EYEGRAPH_WANT_ALL, &looked);
  eyegraph_solve(solver, &shuffled, EYEGRAPH_KO_FIRST_MOVER, &solved);
  ck_assert_int_eq(looked.a, solved.a);
  ck_assert_int_eq(looked.b, solved.b);
  ck_assert_int_eq(looked.c, solved.c);
  ck_assert_int_eq(looked.d, solved.d);
  ck_assert_int_eq(looked.attack_vertex, solved.attack_vertex);
  ck_assert_int_eq(looked.defense_vertex, solved.defense_vertex);
  eye_values_stats(values, &stats);
  ck_assert_int_eq(stats.lookups[EYE_FROM_SOLVER], 1);
  ck_assert_int_eq(stats.lookups[EYE_FROM_CACHE], 1);
  ck_assert_int_eq(stats.lookups[EYE_FROM_TABLE], 0);
  eye_values_free(values);
  eyegraph_solver_free(solver);
}
END_TEST

/* EYEGRAPH_WANT_NO_SETTLED_A: a settled answer (b == c > 0) comes
 * without its a and is cached as such: it does for later such requests,
 * but a full request solves the graph again and gets the full solve's a,
 * which then does for every request.  An unsettled answer comes whole.
 * The settled graph: a 2x4 block without one point, an attacker stone in
 * a corner (X . . . / . - . .), 2 2 2 2: the attacker's two moves
 * first leave two eyes (a is 2, not the 0 a lacking answer carries). */
START_TEST(settled_answers_without_a_are_completed)
{
  struct eye_graph block, ring;
  struct eye_values *values = eye_values_new();
  struct eyegraph_solver *solver = eyegraph_solver_new();
  struct eye_value_stats stats;
  struct eyegraph_result looked, solved;
  /* Vertices: 0 (the X), 1, 2, 3 on the top row, 4 below 0, 5 and 6
   * below 2 and 3. */
  static const uint16_t block_adj[7] = {
    0x12, 0x05, 0x2a, 0x44, 0x01, 0x44, 0x28
  };
  ck_assert_ptr_nonnull(values);
  ck_assert_ptr_nonnull(solver);
  memset(&block, 0, sizeof(block));
  block.n = 7;
  for (int v = 0; v < 7; v++) {
    block.adj[v] = block_adj[v];
    block.anchor[v] = 1;
    block.order[v] = (unsigned char) (3 + __builtin_popcount(block_adj[v]));
  }
  block.start[0] = EG_ATTACKER;
  ck_assert(eyegraph_solve(solver, &block, EYEGRAPH_KO_FIRST_MOVER,
                           &solved));
  ck_assert_int_eq(solved.a, 2);
  ck_assert_int_eq(solved.b, 2);
  ck_assert_int_eq(solved.c, 2);
  ck_assert_int_eq(solved.d, 2);

  for (int k = 0; k < 2; k++) {
    eye_values_lookup(values, &block, EYEGRAPH_KO_FIRST_MOVER,
                      EYEGRAPH_WANT_NO_SETTLED_A, &looked);
    ck_assert_int_eq(looked.b, solved.b);
    ck_assert_int_eq(looked.c, solved.c);
    ck_assert_int_eq(looked.d, solved.d);
    ck_assert_int_eq(looked.attack_vertex, -1);
    ck_assert_int_eq(looked.defense_vertex, -1);
  }
  eye_values_stats(values, &stats);
  ck_assert_int_eq(stats.lookups[EYE_FROM_SOLVER], 1);
  ck_assert_int_eq(stats.lookups[EYE_FROM_CACHE], 1);
  ck_assert_int_eq(stats.lookups[EYE_FROM_TABLE], 0);
  for (int k = 0; k < 2; k++) {
    int want = k == 0 ? EYEGRAPH_WANT_ALL : EYEGRAPH_WANT_NO_SETTLED_A;
    eye_values_lookup(values, &block, EYEGRAPH_KO_FIRST_MOVER, want,
                      &looked);
    ck_assert_int_eq(looked.a, solved.a);
    ck_assert_int_eq(looked.b, solved.b);
  }
  eye_values_stats(values, &stats);
  ck_assert_int_eq(stats.lookups[EYE_FROM_SOLVER], 2);
  ck_assert_int_eq(stats.lookups[EYE_FROM_CACHE], 2);

  /* The ring of make_ring, 1 1 2 2: whole. */
  make_ring(&ring);
  ck_assert(eyegraph_solve(solver, &ring, EYEGRAPH_KO_FIRST_MOVER, &solved));
  ck_assert_int_ne(solved.b, solved.c);
  eye_values_lookup(values, &ring, EYEGRAPH_KO_FIRST_MOVER,
                    EYEGRAPH_WANT_NO_SETTLED_A, &looked);
  ck_assert_int_eq(looked.a, solved.a);
  ck_assert_int_eq(looked.attack_vertex, solved.attack_vertex);
  ck_assert_int_eq(looked.defense_vertex, solved.defense_vertex);
  eye_values_lookup(values, &ring, EYEGRAPH_KO_FIRST_MOVER,
                    EYEGRAPH_WANT_ALL, &looked);
  ck_assert_int_eq(looked.a, solved.a);
  eye_values_stats(values, &stats);
  ck_assert_int_eq(stats.lookups[EYE_FROM_SOLVER], 3);
  ck_assert_int_eq(stats.lookups[EYE_FROM_CACHE], 3);
  eye_values_free(values);
  eyegraph_solver_free(solver);
}
END_TEST

/* A square of four points with an attacker stone in one corner (3), the
 * defender's stones joining the wall at it and its opposite corner (2):
 * 0 1 1 2 with kos the defender's.  Two attacker moves first leave one
 * eye (a = 1): filling the square, the attacker is captured and the
 * three points left make an eye whoever moves.  (Solved with the double
 * moves' searches first, the answer depended on their table entries:
 * a = 0.) */
START_TEST(square_with_attacker_stone_keeps_an_eye_after_two_moves)
{
  struct eye_graph square;
  struct eyegraph_solver *solver = eyegraph_solver_new();
  struct eyegraph_result solved;
  static const uint16_t adj[4] = { 0xa, 0x5, 0xa, 0x5 };
  ck_assert_ptr_nonnull(solver);
  memset(&square, 0, sizeof(square));
  square.n = 4;
  for (int v = 0; v < 4; v++) {
    square.adj[v] = adj[v];
    square.order[v] = 5;
  }
  square.anchor[2] = square.anchor[3] = 1;
  square.start[3] = EG_ATTACKER;
  ck_assert(eyegraph_solve_numbered(solver, &square, EYEGRAPH_KO_DEFENDER,
                                    EYEGRAPH_WANT_ALL, &solved));
  ck_assert_int_eq(solved.a, 1);
  ck_assert_int_eq(solved.b, 1);
  ck_assert_int_eq(solved.c, 1);
  ck_assert_int_eq(solved.d, 2);
  eyegraph_solver_free(solver);
}
END_TEST

/* Straight three: the code tells the ko mode apart, and a lookup gives
 * the vital point (the middle) in the caller's numbering. */
START_TEST(vital_point_in_callers_numbering)
{
  /* ...  numbered 1-0-2 from the left: the middle is vertex 0. */
  struct eye_graph three;
  struct eye_canon c0, c1;
  struct eye_values *values = eye_values_new();
  struct eyegraph_result res;
  ck_assert_ptr_nonnull(values);
  memset(&three, 0, sizeof(three));
  three.n = 3;
  three.adj[0] = 0x6;
  three.adj[1] = 0x1;
  three.adj[2] = 0x1;
  for (int v = 0; v < 3; v++)
    three.anchor[v] = 1;
  three.order[0] = 5;
  three.order[1] = three.order[2] = 3;
  eye_canon_compute(&three, EYEGRAPH_KO_DEFENDER, &c0);
  eye_canon_compute(&three, EYEGRAPH_KO_FIRST_MOVER, &c1);
  ck_assert_int_ne(eye_code_compare(&c0.code, &c1.code), 0);
  eye_values_lookup(values, &three, EYEGRAPH_KO_DEFENDER, EYEGRAPH_WANT_ALL,
                    &res);
  ck_assert_int_eq(res.b, 1);
  ck_assert_int_eq(res.c, 2);
  ck_assert_int_eq(res.attack_vertex, 0);
  ck_assert_int_eq(res.defense_vertex, 0);
  eye_values_free(values);
}
END_TEST

static Suite *
eye_value_suite(void)
{
  Suite *s = suite_create("eye_value");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, table_matches_solver_on_every_shape);
  tcase_add_test(tc, table_codes_are_canonical_and_sorted);
  tcase_add_test(tc, big_shapes_are_solved_once);
  tcase_add_test(tc, settled_answers_without_a_are_completed);
  tcase_add_test(tc, square_with_attacker_stone_keeps_an_eye_after_two_moves);
  tcase_add_test(tc, vital_point_in_callers_numbering);
  suite_add_tcase(s, tc);
  return s;
}

int
main(void)
{
  SRunner *sr = srunner_create(eye_value_suite());
  int failed;
  srunner_run_all(sr, CK_NORMAL);
  failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
