/* The engine facade and what stands behind it for now: the simple player
 * (capture, save, sensible random moves), handicap points and scoring. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diagram.h"
#include "engine/engine.h"
#include "utils/rng.h"
#include "engine/board/score.h"
#include "engine/movegen/simple_player.h"
#include "test_positions.h"

static struct board *b;
static struct rng rng;

static void setup(void)
{
  b = board_new(9);
  ck_assert_ptr_nonnull(b);
  rng_seed(&rng, 7);
}

static void teardown(void)
{
  board_free(b);
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
}

/* ---- Simple player -------------------------------------------------- */

/* Two white strings in atari, A1 and C2-D2: the bigger one goes first.
 *     A B C D E
 *   3 . . X X .
 *   2 . X O O X
 *   1 O X . X .   */
START_TEST(captures_the_biggest_string)
{
  load(". . . . .\n"
       "X . . . .\n"
       ". . X X .\n"
       ". X O O X\n"
       "O X . X .\n");
  ck_assert_int_eq(simple_player_capture(b, BLACK), at(b, "C1"));
  ck_assert_int_eq(simple_player_genmove(b, BLACK, &rng), at(b, "C1"));
}
END_TEST

/* Extending C2 to C1 leaves it one liberty: no save there.
 *     A B C D E
 *   4 . . X . .
 *   3 . X O X .
 *   2 . X . X .
 *   1 . X . X .    */
START_TEST(does_not_save_into_another_atari)
{
  load(". . . . .\n"
       ". . X . .\n"
       ". X O X .\n"
       ". X . X .\n"
       ". X . X .\n");
  ck_assert_int_eq(simple_player_save(b, WHITE), NO_MOVE);
  ck_assert_int_eq(simple_player_capture(b, BLACK), at(b, "C2"));
}
END_TEST

START_TEST(saves_by_extending)
{
  load(". . . . .\n"
       ". . . . .\n"
       ". . X . .\n"
       ". X O X .\n"
       ". . . . .\n");
  ck_assert_int_eq(simple_player_save(b, WHITE), at(b, "C1"));
  ck_assert_int_eq(simple_player_capture(b, WHITE), NO_MOVE);
}
END_TEST

/* Black has just taken the ko at C4: White's recapture at B4 is illegal
 * and not offered.
 *     A B C D
 *   5 . X O .
 *   4 X O . O
 *   3 . X O .     */
START_TEST(capture_respects_ko)
{
  load(". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n"
       ". . . . .\n");
  play_move(b, at(b, "C4"), BLACK);
  ck_assert_int_eq(simple_player_capture(b, WHITE), NO_MOVE);
}
END_TEST

START_TEST(own_eyes)
{
  load("X X . . .\n"
       "X . X . .\n"
       ". X . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  ck_assert(is_own_eye(b, at(b, "B4"), BLACK));
  ck_assert(!is_own_eye(b, at(b, "B4"), WHITE));
  ck_assert(!is_own_eye(b, at(b, "A5"), BLACK));
  ck_assert(!is_own_eye(b, at(b, "C5"), BLACK));
  ck_assert(!is_own_eye(b, at(b, "A3"), BLACK));
}
END_TEST

/* Random moves: never an own eye (A3), never a self-atari of several
 * stones (A1 would leave A1-A2-B2-B3 with A3 only); C1 captures.
 *     A B C
 *   3 . X O
 *   2 X X O
 *   1 . O .   */
START_TEST(random_moves_are_sensible)
{
  load(". X O\n"
       "X X O\n"
       ". O .\n");
  for (int k = 0; k < 50; k++)
    ck_assert_int_eq(simple_player_random(b, BLACK, &rng), at(b, "C1"));
}
END_TEST

START_TEST(random_moves_cover_the_board)
{
  char seen[BOARD_ARRAY_SIZE] = {0};
  int distinct = 0;
  for (int k = 0; k < 2000; k++) {
    int move = simple_player_random(b, BLACK, &rng);
    ck_assert(move != NO_MOVE && b->board[move] == EMPTY);
    distinct += !seen[move];
    seen[move] = 1;
  }
  ck_assert_int_eq(distinct, 81);
}
END_TEST

START_TEST(passes_when_nothing_is_left)
{
  load(". X .\n"
       "X X X\n"
       ". X .\n");
  ck_assert_int_eq(simple_player_genmove(b, BLACK, &rng), PASS_MOVE);
  ck_assert_int_eq(simple_player_genmove(b, WHITE, &rng), PASS_MOVE);
}
END_TEST

/* The engine is reproducible: one seed and one position, one move. */
START_TEST(engine_is_deterministic)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 0, .seed = 99, .threads = 1,
                                 .resign_threshold = 0.1};
  struct engine *e1 = engine_new(&config);
  struct engine *e2 = engine_new(&config);
  struct move_budget budget = {.seconds = 1.0};
  for (int k = 0; k < 20; k++) {
    int color = k % 2 ? WHITE : BLACK;
    int m1 = engine_genmove(e1, b, color, &budget);
    int m2 = engine_genmove(e2, b, color, &budget);
    ck_assert_int_eq(m1, m2);
    ck_assert(m1 == PASS_MOVE || is_legal_move(b, m1, color));
    play_move(b, m1, color);
  }
  /* The empty board's equal corner points: the seed picks one. */
  board_clear(b, b->board_size);
  engine_set_seed(e2, 100);
  int differ = 0;
  for (int k = 0; k < 10; k++) {
    differ |= engine_genmove(e1, b, BLACK, &budget) != engine_genmove(e2, b, BLACK, &budget);
    engine_set_seed(e2, 101 + k);
  }
  ck_assert(differ);
  engine_free(e1);
  engine_free(e2);
}
END_TEST

START_TEST(engine_config_is_kept_in_range)
{
  struct engine_config config = {.kind = ENGINE_MCTS, .level = 25, .seed = 5, .threads = 0,
                                 .playouts = -3, .resign_allowed = 1,
                                 .chinese_rules = 1, .resign_threshold = 0.2};
  struct engine *e = engine_new(&config);
  const struct engine_config *c = engine_get_config(e);
  ck_assert_int_eq(c->level, 10);
  ck_assert_int_eq(c->threads, 1);
  ck_assert_int_eq(c->playouts, 0);
  ck_assert_int_eq(c->kind, ENGINE_MCTS);
  engine_set_level(e, -4);
  ck_assert_int_eq(c->level, 0);
  engine_set_rules(e, 0);
  ck_assert_int_eq(c->chinese_rules, 0);
  engine_free(e);
}
END_TEST

/* ---- Handicap points ---------------------------------------------------- */

START_TEST(fixed_points)
{
  int points[9];
  ck_assert_int_eq(fixed_handicap_points(19, 2, points), 2);
  ck_assert_int_eq(points[0], POS(15, 3));
  ck_assert_int_eq(points[1], POS(3, 15));
  ck_assert_int_eq(fixed_handicap_points(19, 1, points), 0);
  ck_assert_int_eq(fixed_handicap_points(19, 10, points), 0);
  ck_assert_int_eq(fixed_handicap_points(6, 2, points), 0);
  ck_assert_int_eq(fixed_handicap_points(7, 4, points), 4);
  ck_assert_int_eq(fixed_handicap_points(7, 5, points), 0);
  ck_assert_int_eq(fixed_handicap_points(8, 5, points), 0);
  ck_assert_int_eq(fixed_handicap_points(25, 9, points), 9);
  ck_assert_int_eq(fixed_handicap_points(24, 9, points), 0);
  /* 25x25: fourth-line stars and the centre. */
  ck_assert_int_eq(points[0], POS(12, 12));
  ck_assert_int_eq(points[1], POS(21, 3));
  ck_assert_int_eq(points[2], POS(3, 21));
}
END_TEST

START_TEST(free_points_are_distinct)
{
  int points[MAX_BOARD * MAX_BOARD];
  static const int sizes[] = {2, 3, 5, 9, 13, 19, 25};
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    for (int size = sizes[s], n = 2; n <= size * size / 2; n += 1 + n / 2) {
      int count = free_handicap_points(size, n, points);
      if (count == 0)
        continue;
      ck_assert_int_eq(count, n);
      for (int k = 0; k < count; k++) {
        ck_assert(I(points[k]) >= 0 && I(points[k]) < size);
        ck_assert(J(points[k]) >= 0 && J(points[k]) < size);
        for (int m = 0; m < k; m++)
          ck_assert_int_ne(points[k], points[m]);
      }
    }
  ck_assert_int_eq(free_handicap_points(19, 1, points), 0);
  ck_assert_int_eq(free_handicap_points(19, 181, points), 0);
  ck_assert_int_eq(free_handicap_points(19, 180, points), 180);
}
END_TEST

/* ---- Scoring -------------------------------------------------------------- */

START_TEST(regions_and_scores)
{
  int status[BOARD_ARRAY_SIZE];
  load(". X O . .\n"
       ". X O . .\n"
       ". X O . .\n"
       ". X O . .\n"
       ". X O . .\n");
  b->komi = 0.5;
  score_final_status(b, status);
  ck_assert_int_eq(status[at(b, "A1")], FINAL_BLACK_TERRITORY);
  ck_assert_int_eq(status[at(b, "E5")], FINAL_WHITE_TERRITORY);
  ck_assert_int_eq(status[at(b, "B3")], FINAL_ALIVE);
  ck_assert(score_territory(b, status) == 5.5);
  ck_assert(score_area(b, status) == 5.5);
}
END_TEST

/* Dead stones count for the side that surrounds them. */
START_TEST(dead_stones_are_prisoners)
{
  int status[BOARD_ARRAY_SIZE];
  load(". X O . .\n"
       ". X O X .\n"
       ". X O . .\n"
       ". X O . .\n"
       ". X O . .\n");
  score_final_status(b, status);
  /* As all stones are alive, D4 splits White's area into dame. */
  ck_assert_int_eq(status[at(b, "E4")], FINAL_DAME);
  status[at(b, "D4")] = FINAL_DEAD;
  score_region_status(b, status);
  ck_assert_int_eq(status[at(b, "E4")], FINAL_WHITE_TERRITORY);
  /* Territory: White 10 points (D4 included) and one prisoner; Black 5. */
  ck_assert(score_territory(b, status) == 10 + 1 - 5);
  /* Area: White 5 stones + 10, Black 5 stones + 5. */
  ck_assert(score_area(b, status) == 15 - 10);
}
END_TEST

START_TEST(seki_regions_are_dame)
{
  int status[BOARD_ARRAY_SIZE];
  load("X . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  score_final_status(b, status);
  ck_assert_int_eq(status[at(b, "E1")], FINAL_BLACK_TERRITORY);
  status[at(b, "A5")] = FINAL_SEKI;
  score_region_status(b, status);
  ck_assert_int_eq(status[at(b, "E1")], FINAL_DAME);
  ck_assert(score_area(b, status) == -1.0);
}
END_TEST

START_TEST(engine_score_follows_the_rules)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10, .seed = 1, .threads = 1,
                                 .resign_threshold = 0.1};
  struct engine *e = engine_new(&config);
  load(". X O . .\n"
       ". X O . .\n"
       ". X O . .\n"
       ". X O . .\n"
       ". X O . .\n");
  play_move(b, at(b, "E5"), BLACK);
  play_move(b, at(b, "D5"), WHITE);
  play_move(b, PASS_MOVE, BLACK);
  play_move(b, at(b, "E4"), WHITE);
  ck_assert(engine_final_score(e, b) == 4.0);
  engine_set_rules(e, 1);
  ck_assert(engine_final_score(e, b) == 5.0);
  engine_free(e);
}
END_TEST

/* playout_cap cuts every Monte Carlo search: one asked for 1,000
 * playouts, a move with seconds to spend (counted playouts), and a
 * background analysis without a limit, which ends by itself. */
START_TEST(playout_cap_bounds_every_search)
{
  struct engine_config config = {.kind = ENGINE_MCTS, .level = 10, .seed = 3, .threads = 1,
                                 .resign_threshold = 0.1, .reproducible = 1,
                                 .playout_cap = 40, .tree_nodes = 5000};
  struct engine *e = engine_new(&config);
  struct engine_search_stats st;
  ck_assert_int_eq(engine_analyze_playouts(e, b, BLACK, 1000), 40);
  engine_search_stats(e, &st);
  ck_assert_int_eq(st.playouts, 40);
  ck_assert_uint_eq(st.node_limit, 5000);
  struct move_budget budget = {.seconds = 5.0, .limit_seconds = 30.0, .question = 1};
  int move = engine_genmove(e, b, BLACK, &budget);
  ck_assert(move != PASS_MOVE && is_legal_move(b, move, BLACK));
  engine_search_stats(e, &st);
  ck_assert_int_eq(st.playouts, 40);
  ck_assert(engine_analyze_start(e, b, WHITE));
  int waited = 0;
  while (!engine_analyze_done(e) && waited++ < 3000)
    usleep(10000);
  ck_assert(engine_analyze_done(e));
  engine_analyze_stop(e);
  engine_search_stats(e, &st);
  ck_assert_int_eq(st.playouts, 40);
  engine_free(e);
  /* Without a cap the question's count stands. */
  config.playout_cap = 0;
  e = engine_new(&config);
  ck_assert_int_eq(engine_analyze_playouts(e, b, BLACK, 120), 120);
  engine_free(e);
}
END_TEST

/* node_cap bounds a command's budget, however many nodes it asks for, and
 * the reading done outside any command. */
START_TEST(node_cap_bounds_every_budget)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10, .seed = 1, .threads = 1,
                                 .resign_threshold = 0.1, .node_cap = 300};
  int status[BOARD_ARRAY_SIZE];
  struct engine_budget budget = {.seconds = 0.0, .nodes = 200000};
  load(two_weak_dragons);
  struct engine *e = engine_new(&config);
  engine_begin_budget(e, &budget);
  engine_dragon_final_status(e, b, status);
  ck_assert(engine_budget_ran_out(e));
  ck_assert_int_le(engine_owl_nodes(e), 300);
  engine_end_budget(e);
  engine_position_changed(e, b);
  engine_reset_owl_nodes(e);
  engine_dragon_final_status(e, b, status);
  ck_assert(engine_budget_ran_out(e));
  ck_assert_int_le(engine_owl_nodes(e), 300);
  engine_free(e);
  /* Without the cap the command's 200,000 nodes are enough, and the owl
   * reads well past the cap (994 owl nodes here; the owl re-reads root
   * kills and root defences refuted past its node budget). */
  config.node_cap = 0;
  e = engine_new(&config);
  engine_begin_budget(e, &budget);
  engine_dragon_final_status(e, b, status);
  ck_assert(!engine_budget_ran_out(e));
  ck_assert_int_gt(engine_owl_nodes(e), 3 * 300);
  engine_free(e);
}
END_TEST

/* The classic generator's ownership playouts are charged to the budget
 * they run in, like reading: top_moves_black (an analysis command, run in
 * the command's budget) on the empty board, where nothing is read, charges
 * only playout moves, 2 x 244 games at level 10 on 9x9 of dozens of moves
 * each; with 2,000 nodes the playouts stop there (the valuation judges the
 * groups without them) and the command still answers moves. */
START_TEST(classic_playouts_charge_the_budget)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10, .seed = 1, .threads = 1,
                                 .resign_threshold = 0.1};
  struct engine_budget unlimited = {.seconds = 0.0, .nodes = 0};
  struct engine_budget small = {.seconds = 0.0, .nodes = 2000};
  int moves[10];
  float values[10];
  struct engine *e = engine_new(&config);
  engine_begin_budget(e, &unlimited);
  int n = engine_top_moves_for(e, b, BLACK, NULL, 10, moves, values);
  ck_assert_int_ge(n, 1);
  long charged = engine_budget_nodes(e);
  ck_assert_msg(charged > 2 * 244 * 20, "%ld nodes charged", charged);
  ck_assert_int_eq(engine_reading_nodes(e), 0);
  engine_position_changed(e, b);
  engine_begin_budget(e, &small);
  n = engine_top_moves_for(e, b, BLACK, NULL, 10, moves, values);
  ck_assert(engine_budget_ran_out(e));
  ck_assert_int_le(engine_budget_nodes(e), 2001);
  ck_assert_int_ge(n, 1);
  for (int k = 0; k < n; k++)
    ck_assert(is_legal(b, moves[k], BLACK));
  engine_end_budget(e);
  engine_free(e);
}
END_TEST

/* What a reset engine answers, a new engine answers: the same move, the
 * same search (nothing of an earlier tree reused), the same parameters,
 * the same reading at the same depth with the same node count, although
 * the seed, level, rules, a parameter and the depths were changed and
 * other positions searched and read before the reset. */
START_TEST(reset_engine_answers_as_a_new_one)
{
  struct engine_config config = {.kind = ENGINE_MCTS, .level = 5, .seed = 3, .threads = 1,
                                 .resign_threshold = 0.1, .reproducible = 1,
                                 .playout_cap = 40, .tree_nodes = 5000};
  static const char *ladder =
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . X . . . . .\n"
       ". . X O . . . . .\n"
       ". . . X . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n";
  struct move_budget question = {.seconds = 5.0, .limit_seconds = 30.0, .question = 1};
  struct engine *engines[2] = {engine_new(&config), engine_new(&config)};
  struct engine *used = engines[1];
  char params[2][4096];
  int moves[2], attacks[2], attack_points[2];
  long reading_nodes[2];
  struct engine_search_stats stats[2];

  load(two_weak_dragons);
  engine_set_seed(used, 99);
  engine_set_level(used, 1);
  engine_set_rules(used, 1);
  engine_change_depths(used, 1);
  engine_change_depths(used, 1);
  engine_analyze_moves_ownership(used, 1);
  ck_assert_int_gt(engine_list_mcts_params(used, 9, params[0], sizeof params[0]), 0);
  char name[64];
  ck_assert_int_eq(sscanf(params[0], "%63s", name), 1);
  ck_assert_int_eq(engine_set_mcts_param(used, name, 0.5), 0);
  engine_genmove(used, b, BLACK, &question);
  int status[BOARD_ARRAY_SIZE];
  engine_dragon_final_status(used, b, status);
  load(ladder);
  engine_attack(used, b, at(b, "D5"), &attack_points[0]);
  engine_genmove(used, b, WHITE, &question);
  engine_reset(used, &config);

  for (int k = 0; k < 2; k++) {
    struct engine *e = engines[k];
    engine_list_mcts_params(e, 9, params[k], sizeof params[k]);
    load(ladder);
    ck_assert_int_eq(engine_reading_nodes(e), 0);
    attacks[k] = engine_attack(e, b, at(b, "D5"), &attack_points[k]);
    load(two_weak_dragons);
    engine_attack(e, b, at(b, "G2"), &attack_points[k]);
    engine_find_defense(e, b, at(b, "B8"), &attack_points[k]);
    reading_nodes[k] = engine_reading_nodes(e);
    load(ladder);
    moves[k] = engine_genmove(e, b, WHITE, &question);
    engine_search_stats(e, &stats[k]);
  }
  ck_assert_str_eq(params[1], params[0]);
  ck_assert_int_eq(attacks[0], 1);       /* in atari: the attack works */
  ck_assert_int_eq(attacks[1], attacks[0]);
  ck_assert_int_eq(attack_points[1], attack_points[0]);
  ck_assert_int_gt(reading_nodes[0], 0);
  ck_assert_int_eq(reading_nodes[1], reading_nodes[0]);
  ck_assert_int_eq(moves[1], moves[0]);
  ck_assert_int_eq(stats[0].reused_visits, 0);
  ck_assert_int_eq(stats[1].reused_visits, 0);
  ck_assert_int_eq(stats[1].playouts, stats[0].playouts);
  ck_assert_int_eq(stats[1].root_visits, stats[0].root_visits);
  engine_free(engines[0]);
  engine_free(engines[1]);
}
END_TEST

/* Reading charges a budget for its nodes when it reads the next one: the
 * last nodes of a question were charged to the next budget opened, that
 * is another command's, so an answer depended on how the command before
 * it ended (a 9x9 estimate_score turned a 4x4 final_score from W+5.5 to
 * B+10.5).  A reset engine also forgets the last search's statistics and
 * the last genmove's move values, as a new engine has none. */
START_TEST(reset_engine_owes_nothing_to_the_last_question)
{
  static const char *lone_stone =
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . O . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n";
  static const char *small =
       ". . O .\n"
       ". . X O\n"
       ". . . .\n"
       ". . . .\n";
  const struct engine_budget analysis = {0.0, 300};
  struct move_budget question = {.seconds = 5.0, .limit_seconds = 30.0, .question = 1};
  for (int kind = 0; kind < 2; kind++) {
    struct engine_config config = {.kind = kind ? ENGINE_CLASSIC : ENGINE_MCTS, .level = 0,
                                   .seed = 1, .threads = 1, .playouts = 24, .playout_cap = 24,
                                   .tree_nodes = 4096, .node_cap = 300,
                                   .resign_threshold = 0.1, .reproducible = 1};
    struct engine *engines[2] = {engine_new(&config), engine_new(&config)};
    struct engine *used = engines[1];
    double upper, lower, score[2];
    struct engine_search_stats stats[2];
    int moves[2][4], top[2];
    load(lone_stone);
    engine_genmove(used, b, BLACK, &question);
    engine_begin_budget(used, &analysis);
    engine_estimate_score(used, b, &upper, &lower);
    engine_end_budget(used);
    engine_reset(used, &config);
    for (int k = 0; k < 2; k++) {
      struct engine *e = engines[k];
      load(small);
      engine_search_stats(e, &stats[k]);
      top[k] = engine_top_moves(e, 4, moves[k], NULL);
      engine_begin_budget(e, &analysis);
      score[k] = engine_final_score(e, b);
      engine_end_budget(e);
    }
    ck_assert_msg(score[0] == -1.0 && score[1] == -1.0, "kind %d: final score %.1f, after a reset %.1f",
                  kind, score[0], score[1]);
    ck_assert_int_eq(top[0], 0);
    ck_assert_int_eq(top[1], 0);
    ck_assert_int_eq(stats[1].playouts, 0);
    ck_assert_int_eq(stats[1].root_visits, 0);
    ck_assert_int_eq(stats[1].nodes_used, stats[0].nodes_used);
    ck_assert_int_eq(stats[1].node_limit, stats[0].node_limit);
    engine_free(engines[0]);
    engine_free(engines[1]);
  }
}
END_TEST

/* A model given as text replaces the built-in one; a broken text is
 * refused with the parser's reason and the model in use stays. */
START_TEST(policy_model_from_text)
{
  static const char model[] = "hane-policy 1\n"
                              "groups pass capture\n"
                              "gamma pass 1 0.5\n"
                              "gamma capture 1 4\n"
                              "end\n";
  struct engine_config config = {.kind = ENGINE_MCTS, .level = 0, .seed = 3, .threads = 1};
  struct engine *e = engine_new(&config);
  char err[200] = "";
  float prob[BOARD_ARRAY_SIZE];
  ck_assert(engine_use_policy_text(e, model, sizeof model - 1, err, sizeof err));
  /* No feature but pass and capture: every point of the empty board is
   * as likely as another (81 points and the pass). */
  ck_assert_int_eq(engine_policy_board(e, b, BLACK, prob), 82);
  ck_assert_float_eq_tol(prob[POS(0, 0)], prob[POS(4, 4)], 1e-6);
  ck_assert(!engine_use_policy_text(e, model, sizeof model - 6, err, sizeof err));
  ck_assert_str_eq(err, "line 5: the model ends without its 'end' line (truncated?)");
  ck_assert_int_eq(engine_policy_board(e, b, BLACK, prob), 82);
  ck_assert_float_eq_tol(prob[POS(0, 0)], prob[POS(4, 4)], 1e-6);
  engine_free(e);
  /* The same text through the config, from engine_new on; a broken one
   * and no engine is made. */
  config.policy_text = model;
  config.policy_text_length = sizeof model - 1;
  e = engine_new(&config);
  ck_assert_ptr_nonnull(e);
  ck_assert_ptr_null(engine_get_config(e)->policy_text);
  ck_assert_int_eq(engine_policy_board(e, b, BLACK, prob), 82);
  ck_assert_float_eq_tol(prob[POS(0, 0)], prob[POS(4, 4)], 1e-6);
  engine_free(e);
  config.policy_text_length = sizeof model - 6;
  ck_assert_ptr_null(engine_new(&config));
}
END_TEST

/* With owl_move_prior the owl orders its moves with the engine's learned
 * model: it reads with the built-in one, and after the model is replaced
 * (the old one freed) with the new one, answering the same. */
START_TEST(owl_reads_across_a_model_change)
{
  static const char model[] = "hane-policy 1\n"
                              "groups pass capture\n"
                              "gamma pass 1 0.5\n"
                              "gamma capture 1 4\n"
                              "end\n";
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10, .seed = 3,
                                 .threads = 1, .owl_move_prior = 1};
  struct engine *e = engine_new(&config);
  char err[200] = "";
  int move = NO_MOVE, certain = 0;
  ck_assert(board_from_diagram(b, straight_three));
  /* GTP codes: 1 is a win. */
  ck_assert_int_eq(engine_owl_attack(e, b, at(b, "A3"), &move, &certain), 1);
  ck_assert_int_eq(move, at(b, "C2"));
  ck_assert(engine_use_policy_text(e, model, sizeof model - 1, err, sizeof err));
  move = NO_MOVE;
  ck_assert_int_eq(engine_owl_defend(e, b, at(b, "A3"), &move, &certain), 1);
  ck_assert_int_eq(move, at(b, "C2"));
  engine_free(e);
}
END_TEST

static Suite *engine_suite(void)
{
  Suite *s = suite_create("engine");
  TCase *player = tcase_create("simple_player");
  tcase_add_checked_fixture(player, setup, teardown);
  /* Searches and reading: a machine shared with other work can take
   * many times their CPU time in wall time. */
  tcase_set_timeout(player, 60);
  tcase_add_test(player, captures_the_biggest_string);
  tcase_add_test(player, does_not_save_into_another_atari);
  tcase_add_test(player, saves_by_extending);
  tcase_add_test(player, capture_respects_ko);
  tcase_add_test(player, own_eyes);
  tcase_add_test(player, random_moves_are_sensible);
  tcase_add_test(player, random_moves_cover_the_board);
  tcase_add_test(player, passes_when_nothing_is_left);
  tcase_add_test(player, engine_is_deterministic);
  tcase_add_test(player, engine_config_is_kept_in_range);
  tcase_add_test(player, playout_cap_bounds_every_search);
  tcase_add_test(player, policy_model_from_text);
  tcase_add_test(player, owl_reads_across_a_model_change);
  tcase_add_test(player, node_cap_bounds_every_budget);
  tcase_add_test(player, classic_playouts_charge_the_budget);
  tcase_add_test(player, reset_engine_answers_as_a_new_one);
  tcase_add_test(player, reset_engine_owes_nothing_to_the_last_question);
  suite_add_tcase(s, player);

  TCase *handicap = tcase_create("handicap");
  tcase_add_checked_fixture(handicap, setup, teardown);
  tcase_add_test(handicap, fixed_points);
  tcase_add_test(handicap, free_points_are_distinct);
  suite_add_tcase(s, handicap);

  TCase *score = tcase_create("score");
  tcase_add_checked_fixture(score, setup, teardown);
  tcase_add_test(score, regions_and_scores);
  tcase_add_test(score, dead_stones_are_prisoners);
  tcase_add_test(score, seki_regions_are_dame);
  tcase_add_test(score, engine_score_follows_the_rules);
  suite_add_tcase(s, score);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(engine_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
