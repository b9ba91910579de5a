/* A whole game the way kgsGtp drives a bot: the handshake, the challenge's
 * board sizes, rules and byo-yomi time settings, moves alternating with
 * time_left, both passes, the dead stones asked for, a dispute settled
 * with kgs-genmove_cleanup, and kgs-game_over.  The opponent is a seeded
 * random player.  The game is played by the classic engine at level 0, as
 * a bot for fast games would be configured (at the higher levels its work
 * does not yet shrink to budgets of a fraction of a second); the other
 * time systems are played by the Monte Carlo engine, which keeps to its
 * budget at any level.  Every answer is checked, every move the engine makes is
 * checked for legality on our own board, and no genmove may take longer
 * than the time the engine was told it has. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "hane_process.h"
#include "utils/rng.h"

#define SIZE 9
#define MAIN_TIME 2
#define PERIOD_TIME 1
#define PERIODS 3
#define MAX_GAME_MOVES 400
/* Longest any command but genmove may take, generously. */
#define ANSWER_TIMEOUT 30.0

static struct gtp_pipe engine;
static struct board *board;
static struct rng rng;

/* The successful answer's text (malloc'ed); fails the test otherwise. */
static char *ok(const char *command)
{
  return hane_ok(&engine, command, ANSWER_TIMEOUT);
}

static void expect(const char *command, const char *expected)
{
  hane_expect(&engine, command, expected, ANSWER_TIMEOUT);
}

static void expect_failure(const char *command)
{
  char *answer = hane_command(&engine, command, ANSWER_TIMEOUT, NULL);
  ck_assert_msg(answer != NULL, "no answer to \"%s\"", command);
  ck_assert_msg(answer[0] == '?', "\"%s\" should fail, got \"%s\"", command, answer);
  free(answer);
}

static int has_word(const char *text, const char *word)
{
  size_t n = strlen(word);
  for (const char *p = text; (p = strstr(p, word)) != NULL; p++)
    if ((p == text || p[-1] == '\n' || p[-1] == ' ')
        && (p[n] == '\0' || p[n] == '\n' || p[n] == ' '))
      return 1;
  return 0;
}

/* A point inside color's own single-point eye. */
static int own_eye(int pos, int color)
{
  for (int k = 0; k < 4; k++) {
    int c = board->board[pos + delta[k]];
    if (c != color && c != GRAY)
      return 0;
  }
  return 1;
}

/* The random opponent: a legal move that neither fills its own eye nor
 * puts a string of its own in atari, or a pass. */
static int random_move(int color)
{
  int moves[BOARD_ARRAY_SIZE], n = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (board->board[pos] == EMPTY && is_legal_move(board, pos, color)
        && !own_eye(pos, color) && !is_self_atari(board, pos, color))
      moves[n++] = pos;
  return n ? moves[rng_below(&rng, (uint32_t) n)] : PASS_MOVE;
}

static void send_play(int color, int pos)
{
  char command[32], vertex[8];
  snprintf(command, sizeof command, "play %s %s", color == BLACK ? "b" : "w",
           pos_to_vertex(board, pos, vertex));
  expect(command, "");
  ck_assert(play_move(board, pos, color));
}

/* Our model of White's byo-yomi clock, as the server keeps it. */
struct clock_model {
  double main_left;
  int periods_left;
};

/* time_left as kgsGtp sends it, then the move; returns the move after
 * checking it and the time it took. */
static int engine_move(struct clock_model *clock, int color, const char *verb)
{
  char command[64];
  int given;
  /* The server counts whole seconds; under one second of main time left
   * the player is in byo-yomi. */
  if (clock->main_left >= 1.0) {
    given = (int) clock->main_left;
    snprintf(command, sizeof command, "time_left %s %d 0",
             color == WHITE ? "white" : "black", given);
  }
  else {
    clock->main_left = 0;
    given = PERIOD_TIME;
    snprintf(command, sizeof command, "time_left %s %d %d",
             color == WHITE ? "white" : "black", given, clock->periods_left);
  }
  expect(command, "");

  double seconds;
  snprintf(command, sizeof command, "%s %s", verb, color == WHITE ? "w" : "b");
  char *answer = hane_command(&engine, command, given + 10.0, &seconds);
  ck_assert_msg(answer != NULL, "no answer to %s", command);
  const char *body = gtp_answer_body(answer);
  ck_assert_msg(body != NULL, "%s failed: %s", command, answer);
  ck_assert_msg(seconds <= given, "%s took %.3f s with %d s on the clock",
                command, seconds, given);
  ck_assert_msg(strcmp(body, "resign") != 0, "resigned although kgsGtp games must end");
  int pos = vertex_to_pos(board, body);
  ck_assert_msg(pos >= 0, "%s answered \"%s\", not a vertex", command, body);
  if (pos != PASS_MOVE)
    ck_assert_msg(board->board[pos] == EMPTY && is_legal_move(board, pos, color),
                  "%s played the illegal move %s", command, body);
  ck_assert(play_move(board, pos, color));
  free(answer);

  if (clock->main_left > 0)
    clock->main_left -= seconds;
  return pos;
}

/* final_status_list dead: vertices of stones; counts those of `color`. */
static int dead_stones_of(int color)
{
  char *body = ok("final_status_list dead");
  int count = 0;
  char *save = NULL;
  for (char *word = strtok_r(body, " \n", &save); word; word = strtok_r(NULL, " \n", &save)) {
    int pos = vertex_to_pos(board, word);
    ck_assert_msg(pos > 0, "final_status_list dead: \"%s\" is not a point", word);
    ck_assert_msg(IS_STONE(board->board[pos]),
                  "final_status_list dead lists the empty point %s", word);
    count += board->board[pos] == color;
  }
  free(body);
  return count;
}

/* Alternate the random Black and the engine's White until two passes in
 * a row (the engine moving with `verb`); returns the moves played. */
static int play_until_two_passes(struct clock_model *clock, int to_move, const char *verb,
                                 int cleanup)
{
  int passes = 0, moves = 0;
  while (passes < 2) {
    ck_assert_msg(moves < MAX_GAME_MOVES, "the game does not end");
    int pos;
    if (to_move == BLACK) {
      pos = random_move(BLACK);
      send_play(BLACK, pos);
    }
    else {
      pos = engine_move(clock, WHITE, verb);
      if (cleanup && pos == PASS_MOVE && dead_stones_of(BLACK) > 0) {
        char *dead = ok("final_status_list dead");
        char *shown = ok("showboard");
        ck_abort_msg("kgs-genmove_cleanup passed with dead black stones on the board:"
                     " %s\n%s", dead, shown);
      }
    }
    passes = pos == PASS_MOVE ? passes + 1 : 0;
    to_move = OTHER_COLOR(to_move);
    moves++;
  }
  return moves;
}

START_TEST(test_kgs_game)
{
  const char *args[] = {"--mode", "gtp", "--quiet", "--seed", "11", "--level", "0", NULL};
  ck_assert(hane_start(&engine, args));
  board = board_new(SIZE);
  rng_seed(&rng, 2026);

  /* Handshake. */
  expect("protocol_version", "2");
  expect("name", "Hane");
  char *version = ok("version");
  ck_assert_str_eq(version, PACKAGE_VERSION);
  free(version);
  char *commands = ok("list_commands");
  const char *needed[] = {"boardsize", "clear_board", "komi", "play", "genmove", "undo",
                          "quit", "time_left", "kgs-time_settings", "kgs-genmove_cleanup",
                          "kgs-game_over", "kgs-rules", "kgs-chat", "final_status_list",
                          "place_free_handicap", "set_free_handicap", NULL};
  for (int k = 0; needed[k]; k++)
    ck_assert_msg(has_word(commands, needed[k]), "list_commands lacks %s", needed[k]);
  free(commands);

  /* Challenges are checked with boardsize; one we cannot take is refused. */
  expect("boardsize 19", "");
  expect_failure("boardsize 38");
  expect_failure("kgs-time_settings hourglass 10");
  /* The game: 9x9, Chinese rules, byo-yomi. */
  expect("boardsize 9", "");
  expect("clear_board", "");
  expect("komi 7.5", "");
  expect("kgs-rules chinese", "");
  char command[64];
  snprintf(command, sizeof command, "kgs-time_settings byoyomi %d %d %d", MAIN_TIME,
           PERIOD_TIME, PERIODS);
  expect(command, "");
  board->komi = 7.5f;
  board->superko = 1;

  /* Chat from the opponent. */
  char *help = ok("kgs-chat game opponent help");
  ck_assert_msg(strstr(help, "version") != NULL, "kgs-chat help: %s", help);
  free(help);
  snprintf(command, sizeof command, "Hane %s", PACKAGE_VERSION);
  expect("kgs-chat private someone version", command);
  expect_failure("kgs-chat game opponent how are you today");

  /* Play to two passes.  No move may use up a byo-yomi period, so the
   * engine always has all of them. */
  struct clock_model clock = {MAIN_TIME, PERIODS};
  play_until_two_passes(&clock, BLACK, "genmove", 0);

  /* Scoring: the engine names dead stones; the opponent disputes them and
   * presses undo, and the engine cleans up until both pass again. */
  dead_stones_of(BLACK);
  int last_color;
  board_last_move(board, &last_color);
  expect("undo", "");
  ck_assert(undo_move(board, 1));
  play_until_two_passes(&clock, last_color, "kgs-genmove_cleanup", 1);
  dead_stones_of(WHITE);
  expect("kgs-game_over", "");
  expect("quit", "");
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
  board_free(board);
}
END_TEST

/* genmove with this much time reported; checks the answer and the time. */
static void timed_genmove(const char *time_left, int seconds_given)
{
  double seconds;
  expect(time_left, "");
  char *answer = hane_command(&engine, "genmove w", seconds_given + 10.0, &seconds);
  ck_assert_msg(answer != NULL, "no answer to genmove");
  const char *body = gtp_answer_body(answer);
  ck_assert_msg(body != NULL, "genmove failed: %s", answer);
  ck_assert_msg(seconds <= seconds_given, "genmove took %.3f s after \"%s\"", seconds,
                time_left);
  int pos = vertex_to_pos(board, body);
  ck_assert_msg(pos >= 0 && (pos == PASS_MOVE || is_legal_move(board, pos, WHITE)),
                "genmove answered \"%s\"", body);
  ck_assert(play_move(board, pos, WHITE));
  free(answer);
  send_play(BLACK, random_move(BLACK));
}

/* The other time systems kgsGtp may announce, each followed by moves
 * under the time it reports. */
START_TEST(test_time_systems)
{
  const char *args[] = {"--mode", "gtp", "--quiet", "--seed", "4", "--engine", "mcts", NULL};
  ck_assert(hane_start(&engine, args));
  board = board_new(SIZE);
  rng_seed(&rng, 7);
  expect("boardsize 9", "");
  expect("clear_board", "");
  expect("komi 6.5", "");
  expect("kgs-rules japanese", "");
  send_play(BLACK, random_move(BLACK));

  expect("kgs-time_settings absolute 3", "");
  timed_genmove("time_left white 3 0", 3);
  timed_genmove("time_left white 2 0", 2);

  expect("kgs-time_settings canadian 0 2 2", "");
  timed_genmove("time_left white 2 2", 2);
  timed_genmove("time_left white 1 1", 1);

  expect("kgs-time_settings byoyomi 0 1 5", "");
  timed_genmove("time_left white 1 5", 1);

  expect("kgs-time_settings none", "");
  char *move = ok("genmove w");
  int pos = vertex_to_pos(board, move);
  ck_assert_msg(pos >= 0 && (pos == PASS_MOVE || is_legal_move(board, pos, WHITE)), "%s", move);
  free(move);
  expect_failure("kgs-time_settings byoyomi 10");
  expect_failure("kgs-time_settings canadian -1 10 5");

  expect("quit", "");
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
  board_free(board);
}
END_TEST

int main(void)
{
  Suite *s = suite_create("kgs_game");
  TCase *tc = tcase_create("kgsGtp");
  tcase_set_timeout(tc, 600);
  tcase_add_test(tc, test_kgs_game);
  tcase_add_test(tc, test_time_systems);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
