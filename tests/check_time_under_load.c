/* The clock and the budgets hold when the machine is busy: two processes
 * that only burn CPU run beside the engine (on this two-core machine it
 * then gets about half a core, less when others build), while
 *   - a kgsGtp-style game in byo-yomi, with genmove and the cleanup moves
 *     that read the dead stones, answers every move within its period
 *     (no period lost), for both engines;
 *   - a GoGui-style sweep runs every analysis command GoGui lists on three
 *     19x19 positions at the default level: each answers within 2 s; the
 *     slowest are printed.
 * The engine is a separate process driven through pipes, as the clients
 * drive it. */
#include <config.h>

#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hane_process.h"

#define GAME TOP_SRCDIR "/regression/games/hane-gnugo-19x19.sgf"
/* KGS's byo-yomi, shortened so the test stays short. */
#define PERIOD 4
#define PERIODS 5
/* Answers other than moves and analysis, generously. */
#define TIMEOUT 30.0
/* What a GoGui user may wait for one analysis command. */
#define ANALYSIS_SECONDS 2.0

static struct gtp_pipe engine;
static pid_t busy[2];

/* A process that burns CPU until killed (or its parent dies, or five
 * minutes pass). */
static pid_t start_busy(void)
{
  pid_t pid = fork();
  ck_assert_int_ge(pid, 0);
  if (pid == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    alarm(300);
    volatile unsigned long spin = 0;
    for (;;)
      spin++;
  }
  return pid;
}

static void load_start(void)
{
  for (int k = 0; k < 2; k++)
    busy[k] = start_busy();
}

static void load_stop(void)
{
  for (int k = 0; k < 2; k++)
    if (busy[k] > 0) {
      kill(busy[k], SIGKILL);
      waitpid(busy[k], NULL, 0);
      busy[k] = 0;
    }
}

static void ok(const char *command)
{
  char *answer = hane_ok(&engine, command, TIMEOUT);
  free(answer);
}

/* ---- kgsGtp in byo-yomi --------------------------------------------- */

/* One move as kgsGtp asks for it, after telling the time left; returns
 * the seconds it took and checks the answer is a vertex or pass. */
static double timed_move(const char *command, int periods_left)
{
  char text[64];
  snprintf(text, sizeof text, "time_left b %d %d", PERIOD, periods_left);
  ok(text);
  double seconds;
  char *answer = hane_command(&engine, command, 4.0 * PERIOD * PERIODS, &seconds);
  ck_assert_msg(answer != NULL, "no answer to %s", command);
  ck_assert_msg(strncmp(answer, "= ", 2) == 0 && strlen(answer) >= 4
                && strcmp(answer + 2, "resign") != 0, "%s: %s", command, answer);
  free(answer);
  return seconds;
}

/* A late 19x19 position with dead stones on the board: genmove, then the
 * cleanup moves that read them, each within one period. */
static void byoyomi_session(const char *const *args, const char *name)
{
  ck_assert(hane_start(&engine, args));
  char text[128];
  snprintf(text, sizeof text, "kgs-time_settings byoyomi 0 %d %d", PERIOD, PERIODS);
  ok(text);
  ok("komi 7.5");
  ok("loadsgf " GAME " 260");
  int periods = PERIODS;
  double slowest = 0.0;
  for (int k = 0; k < 8; k++) {
    double t = timed_move(k < 3 ? "genmove b" : "kgs-genmove_cleanup b", periods);
    if (t > slowest)
      slowest = t;
    /* The server's clock: a move longer than the period uses it up. */
    if (t > PERIOD)
      periods--;
    ok("play w pass");
  }
  printf("%s: slowest move %.2f s of a %d s period, periods left %d of %d\n", name,
         slowest, PERIOD, periods, PERIODS);
  ck_assert_msg(periods == PERIODS, "%s lost %d periods (slowest move %.2f s)", name,
                PERIODS - periods, slowest);
  gtp_pipe_stop(&engine);
}

START_TEST(test_byoyomi_under_load_mcts)
{
  /* Black is lost here: without --never-resign the move is a resignation
   * and nothing is timed. */
  const char *args[] = {"--mode", "gtp", "--quiet", "--never-resign", NULL};
  load_start();
  byoyomi_session(args, "mcts");
  load_stop();
}
END_TEST

START_TEST(test_byoyomi_under_load_classic)
{
  const char *args[] = {"--mode", "gtp", "--quiet", "--engine", "classic", "--never-resign",
                        NULL};
  load_start();
  byoyomi_session(args, "classic");
  load_stop();
}
END_TEST

/* ---- GoGui's analysis commands ---------------------------------------- */

/* Three positions of one game and a stone of a group still in question
 * in each, for the commands that take a point. */
static const struct {
  int move;
  const char *point;
} positions[] = {{60, "D5"}, {150, "A13"}, {260, "B5"}};

struct timing {
  double seconds;
  char command[96];
};

START_TEST(test_gogui_sweep_under_load)
{
  const char *args[] = {"--mode", "gtp", "--quiet", NULL};
  ck_assert(hane_start(&engine, args));
  char *list = hane_ok(&engine, "gogui-analyze_commands", TIMEOUT);
  load_start();
  struct timing slowest[3] = {{0.0, ""}, {0.0, ""}, {0.0, ""}};
  int asked = 0;
  for (size_t p = 0; p < sizeof positions / sizeof positions[0]; p++) {
    char text[128];
    snprintf(text, sizeof text, "loadsgf " GAME " %d", positions[p].move);
    ok(text);
    char *copy = strdup(list);
    char *save = NULL;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
      /* type/label/command, %p a point */
      char *command = strchr(line, '/');
      command = command ? strchr(command + 1, '/') : NULL;
      ck_assert_msg(command != NULL, "entry %s", line);
      command++;
      char expanded[64];
      const char *hole = strstr(command, "%p");
      if (hole)
        snprintf(expanded, sizeof expanded, "%.*s%s%s", (int) (hole - command), command,
                 positions[p].point, hole + 2);
      else
        snprintf(expanded, sizeof expanded, "%s", command);
      double seconds;
      char *answer = hane_command(&engine, expanded, 10.0 * ANALYSIS_SECONDS, &seconds);
      ck_assert_msg(answer != NULL, "no answer to %s", expanded);
      ck_assert_msg(answer[0] == '=', "%s: %s", expanded, answer);
      free(answer);
      asked++;
      ck_assert_msg(seconds <= ANALYSIS_SECONDS, "move %d: %s took %.2f s",
                    positions[p].move, expanded, seconds);
      /* Keep the three slowest. */
      for (int k = 0; k < 3; k++)
        if (seconds > slowest[k].seconds) {
          memmove(&slowest[k + 1], &slowest[k], (size_t) (2 - k) * sizeof slowest[0]);
          slowest[k].seconds = seconds;
          snprintf(slowest[k].command, sizeof slowest[k].command, "move %d: %.63s",
                   positions[p].move, expanded);
          break;
        }
    }
    free(copy);
  }
  load_stop();
  printf("GoGui sweep: %d commands, slowest %.2f s (%s), %.2f s (%s), %.2f s (%s)\n", asked,
         slowest[0].seconds, slowest[0].command, slowest[1].seconds, slowest[1].command,
         slowest[2].seconds, slowest[2].command);
  free(list);
  gtp_pipe_stop(&engine);
}
END_TEST

static Suite *time_under_load_suite(void)
{
  Suite *s = suite_create("time_under_load");
  TCase *tc = tcase_create("load");
  tcase_set_timeout(tc, 600);
  tcase_add_test(tc, test_byoyomi_under_load_mcts);
  tcase_add_test(tc, test_byoyomi_under_load_classic);
  tcase_add_test(tc, test_gogui_sweep_under_load);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(time_under_load_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
