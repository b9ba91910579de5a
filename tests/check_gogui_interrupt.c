/* GoGui's interrupt: the engine lists gogui-interrupt, and a "# interrupt"
 * comment line sent while genmove searches makes it answer at once with
 * the best move found so far.  The engine runs as a separate process with
 * a search that would otherwise take hours (100,000,000 playouts). */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/board/board.h"
#include "hane_process.h"
#include "temp_dir.h"

/* Long enough for a loaded machine; the uninterrupted search needs hours. */
#define TIMEOUT 60.0
#define PLAYOUTS 100000000L

static struct gtp_pipe engine;

static char *body_of(const char *command)
{
  return hane_ok(&engine, command, TIMEOUT);
}

static void expect(const char *command, const char *expected)
{
  hane_expect(&engine, command, expected, TIMEOUT);
}

static void start(void)
{
  const char *args[] = {"--mode", "gtp", "--quiet", "--seed", "3", "--threads", "1",
                        "--engine", "mcts", "--playouts", "100000000", NULL};
  ck_assert(hane_start(&engine, args));
  expect("boardsize 9", "");
  expect("clear_board", "");
}

/* A vertex on the empty 9x9 board, the answer of the interrupted genmove. */
static void expect_move_on_board(const char *answer)
{
  const char *body = gtp_answer_body(answer);
  ck_assert_msg(body != NULL, "genmove failed: %s", answer);
  int column = body[0] - 'A' - (body[0] > 'I');
  int row = atoi(body + 1);
  ck_assert_msg(column >= 0 && column < 9 && row >= 1 && row <= 9 && body[0] != 'I',
                "not a 9x9 vertex: %s", answer);
}

/* Playouts of the last search, from hane-mcts_stats. */
static long last_playouts(void)
{
  char *stats = body_of("hane-mcts_stats");
  long playouts = -1;
  ck_assert_msg(sscanf(stats, "playouts %ld", &playouts) == 1, "stats: %s", stats);
  free(stats);
  return playouts;
}

START_TEST(test_listed)
{
  start();
  expect("known_command gogui-interrupt", "true");
  expect("gogui-interrupt", "");
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
}
END_TEST

START_TEST(test_interrupt_stops_genmove)
{
  start();
  gtp_pipe_send(&engine, "genmove b");
  usleep(300000);
  gtp_pipe_send(&engine, "# interrupt");
  char *answer = hane_read_answer(&engine, TIMEOUT);
  ck_assert_msg(answer != NULL, "genmove was not interrupted");
  expect_move_on_board(answer);
  free(answer);
  long playouts = last_playouts();
  ck_assert_msg(playouts > 0 && playouts < PLAYOUTS, "playouts %ld", playouts);
  /* The move was played: the same point is now occupied. */
  char *history = body_of("move_history");
  ck_assert_msg(strncmp(history, "black ", 6) == 0, "history: %s", history);
  free(history);
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
}
END_TEST

/* Other comments, blank lines and longer words do not stop the search. */
START_TEST(test_other_comments)
{
  start();
  gtp_pipe_send(&engine, "genmove b");
  gtp_pipe_send(&engine, "# interrupted later");
  gtp_pipe_send(&engine, "#");
  gtp_pipe_send(&engine, "");
  gtp_pipe_send(&engine, "# interrupt me");
  char *answer = hane_read_answer(&engine, 2.0);
  ck_assert_msg(answer == NULL, "the search stopped: %s", answer);
  gtp_pipe_send(&engine, "#interrupt ");
  answer = hane_read_answer(&engine, TIMEOUT);
  ck_assert_msg(answer != NULL, "genmove was not interrupted");
  expect_move_on_board(answer);
  free(answer);
  expect("name", "Hane");
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
}
END_TEST

/* A comment line cut in two around the end of a search is skipped whole
 * by the main loop: its second half is not taken for a command. */
START_TEST(test_comment_across_the_answer)
{
  const char *args[] = {"--mode", "gtp", "--quiet", "--seed", "3", "--threads", "1",
                        "--engine", "mcts", "--playouts", "2000", NULL};
  ck_assert(hane_start(&engine, args));
  expect("boardsize 9", "");
  ck_assert(write(engine.to_engine, "genmove w\n# inter", 17) == 17);
  char *answer = hane_read_answer(&engine, TIMEOUT);
  ck_assert_msg(answer != NULL, "no answer to genmove");
  expect_move_on_board(answer);
  free(answer);
  gtp_pipe_send(&engine, "rupt");
  expect("name", "Hane");
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
}
END_TEST


/* From a regular file (all the input there at once) the interrupt after
 * genmove is read before the search begins: no watcher thread, the same
 * short search every time. */
static char *run_from_file(const char *path)
{
  char command[1024];
  snprintf(command, sizeof command,
           "'%s' --mode gtp --quiet --seed 3 --threads 1 --engine mcts --playouts %ld < '%s'",
           hane_engine_path(), PLAYOUTS, path);
  FILE *pipe = popen(command, "r");
  ck_assert_ptr_nonnull(pipe);
  static char output[4096];
  size_t length = fread(output, 1, sizeof output - 1, pipe);
  output[length] = '\0';
  ck_assert_int_eq(pclose(pipe), 0);
  return strdup(output);
}

START_TEST(test_interrupt_from_a_file)
{
  const char *path = test_temp_file("interrupt.gtp", "boardsize 9\ngenmove b\n# interrupt\n"
                                    "hane-mcts_stats\nmove_history\n");
  char *first = run_from_file(path);
  const char *stats = strstr(first, "= playouts ");
  long playouts = -1;
  ck_assert_msg(stats != NULL && sscanf(stats, "= playouts %ld", &playouts) == 1, "%s", first);
  ck_assert_msg(playouts > 0 && playouts < 1000, "playouts %ld:\n%s", playouts, first);
  const char *move = strstr(first, "\n\n= ") + 4;   /* genmove's answer */
  ck_assert_msg(strncmp(move, "\n\n", 2) != 0, "%s", first);
  char history[16];
  snprintf(history, sizeof history, "= black %.*s", (int) strcspn(move, "\n"), move);
  ck_assert_msg(strstr(first, history) != NULL, "%s not in\n%s", history, first);
  /* Timing lines aside, a second run answers the same. */
  char *second = run_from_file(path);
  ck_assert_msg(strncmp(first, second, (size_t) (strstr(first, "seconds ") - first)) == 0,
                "first:\n%s\nsecond:\n%s", first, second);
  ck_assert_str_eq(strstr(first, "nodes "), strstr(second, "nodes "));
  free(first);
  free(second);
}
END_TEST

int main(void)
{
  if (test_temp_dir_create("check_gogui_interrupt") == NULL)
    return EXIT_FAILURE;
  Suite *s = suite_create("gogui_interrupt");
  TCase *tc = tcase_create("session");
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_listed);
  tcase_add_test(tc, test_interrupt_stops_genmove);
  tcase_add_test(tc, test_other_comments);
  tcase_add_test(tc, test_comment_across_the_answer);
  tcase_add_test(tc, test_interrupt_from_a_file);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  if (test_temp_dir_remove() != 0)
    failed++;
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
