/* Passing and the end of the game with the Monte Carlo engine, on drawn
 * positions: a seki survives the playouts and is alive in the final
 * status, both sides pass in it; a pass the search counts as winning is
 * checked against the judge's view first (the player's pass check), and
 * the player plays on when the check disagrees. */
#include <config.h>
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "test_positions.h"
#include "engine/engine.h"
#include "engine/mcts/mcts.h"
#include "engine/mcts/mcts_player.h"
#include "engine/mcts/pattern3.h"
#include "engine/mcts/playout.h"
#include "engine/mcts/playout_gamma.h"
#include "engine/policy/policy.h"
#include "patterns/policy_data.h"
#include "utils/rng.h"

static struct board *b;

static void load(const char *diagram, float komi)
{
  board_free(b);
  b = board_new(9);
  ck_assert_ptr_nonnull(b);
  ck_assert(board_from_diagram(b, diagram));
  b->komi = komi;
}

static void teardown(void)
{
  board_free(b);
  b = NULL;
}

/* A seki in the top left corner: white A9-A7 and black C9-C7-B7 share
 * the liberties B9 and B8, and whoever fills one puts its own string in
 * atari.  The white wall around it lives with the eyes E9 and G9, black's
 * big group with its eyes on rows 4 and 2.  White: 15 stones and 2 eyes,
 * B9 and B8 dame, black the other 62 points. */
static const char *seki =
  "O . X O . O . O X\n"
  "O . X O O O O O X\n"
  "O X X O X X X X X\n"
  "X O O O X X X X X\n"
  "X X X X X X X X X\n"
  ". X . X . X . X .\n"
  "X X X X X X X X X\n"
  ". X . X . X . X .\n"
  "X X X X X X X X X\n";

/* Playout number k (0, 1, ...) from start, on pb: seeded k + 1, black to
 * move first when k is even; each point's owner at its end in owner. */
static void playout_number(const struct playout_policy *policy, const struct pboard *start,
                           int k, struct pboard *pb, unsigned char *owner)
{
  static struct playout_state state;
  static struct playout_move moves[1000];
  struct rng r;
  int n = 0;
  pb_copy(pb, start);
  rng_seed(&r, (uint64_t) k + 1);
  playout_run(policy, pb, k % 2 ? WHITE : BLACK, &r, &state, moves, &n, 1000, owner);
}

/* Playouts from the seki with either side to move never fill a shared
 * liberty: the inner strings are still there at the end of every one. */
START_TEST(test_seki_survives_playouts)
{
  static struct pattern3 table;
  static struct pboard pb, start;
  unsigned char owner[PB_MAX_POINTS];
  struct playout_policy policy;
  pattern3_init(&table);
  playout_policy_default(&policy, &table);
  load(seki, 7);
  pb_from_board(&start, b);
  for (int selfatari = 0; selfatari <= 2; selfatari++) {
    policy.selfatari = selfatari;
    for (int k = 0; k < 200; k++) {
      playout_number(&policy, &start, k, &pb, owner);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "A9"))], WHITE);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "C9"))], BLACK);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "B9"))], EMPTY);
    }
  }
}
END_TEST

static struct engine *mcts_engine(long playouts)
{
  struct engine_config config;
  memset(&config, 0, sizeof config);
  config.kind = ENGINE_MCTS;
  config.level = 10;
  config.seed = 4;
  config.threads = 1;
  config.playouts = playouts;
  config.chinese_rules = 1;
  struct engine *e = engine_new(&config);
  ck_assert_ptr_nonnull(e);
  return e;
}

START_TEST(test_seki_final_status_and_passes)
{
  struct engine *e = mcts_engine(2000);
  struct move_budget budget = {.seconds = 30.0};
  int status[BOARD_ARRAY_SIZE];
  load(seki, 7);
  engine_final_status(e, b, status);
  ck_assert_int_eq(status[at(b, "A9")], FINAL_SEKI);
  ck_assert_int_eq(status[at(b, "C9")], FINAL_SEKI);
  ck_assert_int_eq(status[at(b, "B7")], FINAL_SEKI);
  ck_assert_int_eq(status[at(b, "D9")], FINAL_ALIVE);
  ck_assert_int_eq(status[at(b, "B9")], FINAL_DAME);
  ck_assert_int_eq(status[at(b, "B8")], FINAL_DAME);
  /* 62 points to 17 and komi 7. */
  ck_assert(engine_final_score(e, b) == -(62 - 17 - 7));
  /* White passes: black wins by passing, by its playouts and by the
   * dragon analysis alike, and passes. */
  ck_assert(play_move(b, PASS_MOVE, WHITE));
  ck_assert_int_eq(engine_genmove(e, b, BLACK, &budget), PASS_MOVE);
  engine_free(e);
}
END_TEST

/* Playouts from it (either side to move, every self-atari setting, with
 * and without the optional playout features, with the learned softmax
 * playouts) never fill C9 or an eye: both inner strings are on the board
 * at the end of every one. */
START_TEST(test_seki_with_eyes_survives_playouts)
{
  static struct pattern3 table;
  static struct pboard pb, start;
  static struct playout_gammas gammas;
  unsigned char owner[PB_MAX_POINTS];
  struct playout_policy policy;
  pattern3_init(&table);
  char err[200];
  struct policy_model *model = policy_model_parse(playout_builtin_text,
                                                  playout_builtin_length, err, sizeof err);
  ck_assert_msg(model != NULL, "%s", err);
  ck_assert(playout_gammas_load(&gammas, model, playout_builtin_text,
                                playout_builtin_length));
  policy_model_free(model);
  load(seki_with_eyes, 7);
  pb_from_board(&start, b);
  for (int variant = 0; variant < 9; variant++) {
    playout_policy_default(&policy, &table);
    policy.selfatari = variant % 3;
    if (variant >= 3 && variant < 6) {
      policy.ladder_percent = 100;
      policy.nakade_percent = 100;
      policy.lgrf_percent = 100;
    }
    if (variant >= 6) {
      policy.gammas = &gammas;
      policy.softmax_percent = 100;
    }
    for (int k = 0; k < 200; k++) {
      playout_number(&policy, &start, k, &pb, owner);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "A8"))], BLACK);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "B9"))], BLACK);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "D9"))], WHITE);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "F8"))], WHITE);
      ck_assert_int_eq(owner[pb_from_board_pos(&pb, at(b, "C9"))], EMPTY);
    }
  }
  playout_gammas_free(&gammas);
}
END_TEST

/* The final status: both inner strings in seki (the dragon analysis calls
 * them dead; the seki check finds that neither side can approach them),
 * F4 dead, the rest alive, A9 C9 E9 dame.  By area black has 52 points
 * (39 stones, 12 of territory and F4) and white 26 (23 stones, 3 eyes):
 * B+19 with komi 7, as GNU Go 3.8 counts.  After white's pass black
 * passes too. */
START_TEST(test_seki_with_eyes_final_status)
{
  struct engine *e = mcts_engine(2000);
  struct move_budget budget = {.seconds = 30.0};
  int status[BOARD_ARRAY_SIZE];
  load(seki_with_eyes, 7);
  engine_final_status(e, b, status);
  static const char *const seki_stones[] = {"B9", "A8", "B8", "C8", "D9", "F9", "D8",
                                            "E8", "F8"};
  for (size_t k = 0; k < sizeof seki_stones / sizeof seki_stones[0]; k++)
    ck_assert_int_eq(status[at(b, seki_stones[k])], FINAL_SEKI);
  ck_assert_int_eq(status[at(b, "F4")], FINAL_DEAD);
  ck_assert_int_eq(status[at(b, "A7")], FINAL_ALIVE);
  ck_assert_int_eq(status[at(b, "D7")], FINAL_ALIVE);
  ck_assert_int_eq(status[at(b, "G9")], FINAL_ALIVE);
  ck_assert_int_eq(status[at(b, "A9")], FINAL_DAME);
  ck_assert_int_eq(status[at(b, "C9")], FINAL_DAME);
  ck_assert_int_eq(status[at(b, "E9")], FINAL_DAME);
  ck_assert_int_eq(status[at(b, "E4")], FINAL_BLACK_TERRITORY);
  ck_assert_int_eq(status[at(b, "A6")], FINAL_WHITE_TERRITORY);
  ck_assert(engine_final_score(e, b) == -19);
  ck_assert(play_move(b, PASS_MOVE, WHITE));
  ck_assert_int_eq(engine_genmove(e, b, BLACK, &budget), PASS_MOVE);
  engine_free(e);
}
END_TEST

/* ---- The pass check -------------------------------------------------- */

/* Black owns columns A-D (28 points, with room to play in), white E-G
 * (21): black wins by passing with komi 0.5. */
static const char *settled =
  ". . . X O . O\n"
  ". . . X O O O\n"
  "X X X X O . O\n"
  ". . . X O O O\n"
  "X X X X O . O\n"
  ". X . X O O O\n"
  "X X X X O . O\n";

struct check_log {
  int answer;
  int calls;
  int color;
};

static int logged_check(void *data, struct board *board, int color)
{
  struct check_log *log = data;
  (void) board;
  log->calls++;
  log->color = color;
  return log->answer;
}

static int player_move(int answer, struct check_log *log)
{
  struct mcts_player_settings set;
  memset(&set, 0, sizeof set);
  set.threads = 1;
  set.seed = 5;
  set.playouts = 2000;
  struct mcts_player *p = mcts_player_new(&set);
  ck_assert_ptr_nonnull(p);
  log->answer = answer;
  log->calls = 0;
  mcts_player_set_pass_check(p, logged_check, log);
  board_free(b);
  b = board_new(7);
  ck_assert(board_from_diagram(b, settled));
  b->komi = 0.5;
  ck_assert(play_move(b, PASS_MOVE, WHITE));
  int move = mcts_player_genmove(p, b, BLACK, 30.0, 0);
  mcts_player_free(p);
  return move;
}

START_TEST(test_winning_pass_is_checked)
{
  struct check_log log;
  ck_assert_int_eq(player_move(1, &log), PASS_MOVE);
  ck_assert_int_eq(log.calls, 1);
  ck_assert_int_eq(log.color, BLACK);
  /* The judge would see it otherwise: play on, inside black's own area. */
  int move = player_move(0, &log);
  ck_assert_int_eq(log.calls, 1);
  ck_assert_int_ne(move, PASS_MOVE);
  ck_assert(is_legal(b, move, BLACK));
  ck_assert_int_lt(J(move), 3);
}
END_TEST

/* Hane (white) passed here in a 9x9 game against Pachi (2026-11-27, game
 * 19 of the session-3 match) and lost B+10 when Pachi passed too: its
 * playouts let the white string G9-H6 live, the dragon analysis (and GNU
 * Go, the referee) call it dead, and the search's other moves looked 20%
 * worse than the pass, so the pass stood.  The judge counts the pass as
 * lost: white must play on.  Black has just played D9. */
static const char *judged_lost =
  ". X . . . X O . X\n"
  "O X X . O X O O .\n"
  ". O X X . X X O O\n"
  "O O O X X X O O X\n"
  ". O X O O O X X .\n"
  ". O . O . X . X X\n"
  ". . . . O X . O .\n"
  ". . . . O X X X .\n"
  ". . . . O O X O .\n";

START_TEST(test_no_pass_the_judge_counts_lost)
{
  struct engine *e = mcts_engine(6000);
  struct move_budget budget = {.seconds = 30.0};
  int status[BOARD_ARRAY_SIZE];
  load(judged_lost, 7);
  ck_assert(play_move(b, at(b, "D9"), BLACK));   /* black's last move */
  engine_final_status(e, b, status);
  ck_assert_int_eq(status[at(b, "G9")], FINAL_DEAD);
  int move = engine_genmove(e, b, WHITE, &budget);
  ck_assert_int_ne(move, PASS_MOVE);
  ck_assert(move > 0 && is_legal(b, move, WHITE));
  engine_free(e);
}
END_TEST

static Suite *pass_suite(void)
{
  Suite *s = suite_create("mcts_pass");
  TCase *tc = tcase_create("pass");
  tcase_add_checked_fixture(tc, NULL, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_seki_survives_playouts);
  tcase_add_test(tc, test_seki_final_status_and_passes);
  tcase_add_test(tc, test_seki_with_eyes_survives_playouts);
  tcase_add_test(tc, test_seki_with_eyes_final_status);
  tcase_add_test(tc, test_winning_pass_is_checked);
  tcase_add_test(tc, test_no_pass_the_judge_counts_lost);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(pass_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
