/* hane-policy and hane-policy_heatmap through the protocol, with the
 * built-in model and with a model loaded from a file: the answer format,
 * the move a capture that saves a big group makes first, the failures. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diagram.h"
#include "interface/gtp/gtp.h"
#include "gtp_session.h"

static struct game *g;

static void setup(void)
{
  g = test_game_new(19);
}

static void teardown(void)
{
  game_free(g);
}

/* Parses "V1 p1 V2 p2 ...": the moves (as text) and probabilities, which
 * must fall; returns how many pairs. */
static int parse_answer(char *answer, char moves[][8], double *probs, int max)
{
  int n = 0;
  char *save = NULL;
  for (char *w = strtok_r(answer, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
    char *p = strtok_r(NULL, " ", &save), *end;
    ck_assert_ptr_nonnull(p);
    ck_assert_int_lt(n, max);
    snprintf(moves[n], 8, "%s", w);
    probs[n] = strtod(p, &end);
    ck_assert_msg(*end == '\0' && end == p + 5 && p[1] == '.', "probability '%s'", p);
    ck_assert(probs[n] >= 0.0005 || n == 0);
    if (n > 0)
      ck_assert(probs[n] <= probs[n - 1]);
    n++;
  }
  return n;
}

/* Black's string D4-G4 has one liberty, H4, where it cannot get out (one
 * liberty again, J4).  The white stone C4 that presses it is in atari
 * itself: C5 captures it and saves the four stones. */
static const char *atari_position =
  ". . . . . . . . . . . . . . . . . . .\n"   /* 19 */
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . X . . . . . . . . . . . O . . .\n"   /* 16 */
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"   /* 10 */
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . O O O O O . . . . . . . . . . .\n"   /* 5 */
  ". X O X X X X . . . . . . . . . . . .\n"   /* 4 */
  ". . X O O O O O . . . . . . . . . . .\n"   /* 3 */
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n";  /* 1 */

START_TEST(capture_that_saves_comes_first)
{
  char *answer;
  char moves[400][8];
  double probs[400], total = 0.0;
  int n;
  ck_assert(board_from_diagram(g->board, atari_position));
  ck_assert_int_eq(countlib(g->board, at(g->board, "D4")), 1);
  ck_assert_int_eq(countlib(g->board, at(g->board, "C4")), 1);
  answer = gtp_answer(g, "hane-policy black");
  n = parse_answer(answer, moves, probs, 400);
  ck_assert_str_eq(moves[0], "C5");
  ck_assert(probs[0] > 0.2 && probs[0] > 2.0 * probs[1]);
  for (int k = 0; k < n; k++)
    total += probs[k];
  ck_assert(total > 0.9 && total < 1.01);
  free(answer);
}
END_TEST

START_TEST(answers_and_failures)
{
  char *answer;
  char moves[400][8];
  double probs[400];
  int n;
  /* An empty board: many moves of about equal worth, pass not among the
   * likely ones, and the side to move by default. */
  answer = gtp_answer(g, "hane-policy");
  n = parse_answer(answer, moves, probs, 400);
  ck_assert_int_gt(n, 20);
  for (int k = 0; k < n; k++)
    ck_assert_str_ne(moves[k], "PASS");
  free(answer);
  answer = gtp_answer(g, "hane-policy_heatmap white");
  ck_assert_int_eq(strncmp(answer, "INFLUENCE A19 ", 14), 0);
  ck_assert_ptr_nonnull(strstr(answer, "\nTEXT white to move; pass "));
  free(answer);
  assert_fails_unchanged(g, "hane-policy purple", "invalid color");
  assert_fails_unchanged(g, "hane-policy b w", "syntax error");
  assert_fails_unchanged(g, "hane-policy_heatmap 3", "invalid color");
  assert_session(g, "play b pass\nplay w pass\n", "= \n\n= \n\n");
  assert_fails_unchanged(g, "hane-policy", "game is over");
  assert_fails_unchanged(g, "hane-policy_heatmap", "game is over");
  assert_session(g, "undo\n", "= \n\n");
  answer = gtp_answer(g, "hane-policy w");
  free(answer);
}
END_TEST

START_TEST(model_from_a_file)
{
  char path[] = "/tmp/check_gtp_policy_XXXXXX";
  char err[300];
  int fd = mkstemp(path);
  FILE *out;
  char *answer;
  ck_assert_int_ge(fd, 0);
  close(fd);
  /* Only the edge counts: first-line moves are 1000 times likelier than
   * the centre, so the first two moves of the ranking (top left first
   * among equals) are A19 and B19. */
  out = fopen(path, "w");
  fputs("hane-policy 1\nladders 0\nspatial-max 0\ngroups edge\ngamma edge 1 1000\nend\n", out);
  fclose(out);
  ck_assert(engine_load_policy_file(g->engine, path, err, sizeof err));
  answer = gtp_answer(g, "hane-policy");
  ck_assert_int_eq(strncmp(answer, "A19 0.014 B19 0.014 C19 0.014 ", 30), 0);
  free(answer);
  /* A file that is not a model: refused, the loaded model stays. */
  out = fopen(path, "w");
  fputs("hane-policy 1\nladders 0\ngroups edge\ngamma edge 1 1000\n", out);
  fclose(out);
  ck_assert(!engine_load_policy_file(g->engine, path, err, sizeof err));
  ck_assert_int_eq(strncmp(err, path, strlen(path)), 0);
  ck_assert_str_eq(err + strlen(path),
                   ": line 5: the model ends without its 'end' line (truncated?)");
  answer = gtp_answer(g, "hane-policy");
  ck_assert_int_eq(strncmp(answer, "A19 0.014 B19 0.014 ", 20), 0);
  free(answer);
  unlink(path);
}
END_TEST

static Suite *gtp_policy_suite(void)
{
  Suite *s = suite_create("gtp_policy");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 60);
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, capture_that_saves_comes_first);
  tcase_add_test(tc, answers_and_failures);
  tcase_add_test(tc, model_from_a_file);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *runner = srunner_create(gtp_policy_suite());
  int failed;
  srunner_run_all(runner, CK_NORMAL);
  failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
