/* GTP analysis commands: lz-analyze and kata-analyze streaming until the
 * next command, the GoGui pictures of the search, and its statistics. */
#include <config.h>

#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "interface/gtp/gtp.h"
#include "gtp_session.h"

static int count(const char *text, const char *word)
{
  int n = 0;
  for (const char *p = text; (p = strstr(p, word)) != NULL; p += strlen(word))
    n++;
  return n;
}

START_TEST(test_analysis_stops_at_next_command)
{
  struct game *g = test_game_new(9);
  /* The next command is already there: the answers close at once. */
  assert_session(g, "lz-analyze 10\n7 kata-analyze b interval 10 ownership true\n"
                 "quit\n", "=\n\n=7\n\n= \n\n");
  game_free(g);
}
END_TEST

struct writer {
  int fd;
};

/* Ask for analysis, let it stream for a while, then quit. */
static void *write_commands(void *arg)
{
  struct writer *w = arg;
  const char *first = "boardsize 9\nlz-analyze b 5\n";
  const char *second = "kata-analyze w 5 ownership true\n";
  /* Long enough for a first line on a loaded machine: the first analysis
   * also reads the learned move model for the priors. */
  ck_assert_int_eq(write(w->fd, first, strlen(first)), (ssize_t) strlen(first));
  usleep(1500000);
  ck_assert_int_eq(write(w->fd, second, strlen(second)), (ssize_t) strlen(second));
  usleep(1500000);
  ck_assert_int_eq(write(w->fd, "quit\n", 5), 5);
  close(w->fd);
  return NULL;
}

START_TEST(test_analysis_streams_candidates)
{
  struct game *g = test_game_new(9);
  int fds[2];
  ck_assert_int_eq(pipe(fds), 0);
  FILE *in = fdopen(fds[0], "r");
  char *output = NULL;
  size_t length = 0;
  FILE *out = open_memstream(&output, &length);
  ck_assert_ptr_nonnull(in);
  ck_assert_ptr_nonnull(out);
  struct writer w = { fds[1] };
  pthread_t thread;
  ck_assert_int_eq(pthread_create(&thread, NULL, write_commands, &w), 0);
  struct gtp gtp;
  gtp_init(&gtp, g, in, out);
  ck_assert_int_eq(gtp_main_loop(&gtp), GTP_QUIT);
  gtp_release(&gtp);
  pthread_join(thread, NULL);
  fclose(in);
  fclose(out);
  /* Leela Zero's format: win rates and priors in hundredths of a
   * percent; KataGo's: fractions, and 81 ownership values a line. */
  ck_assert_msg(strncmp(output, "= \n\n=\ninfo move ", 16) == 0, "%s", output);
  char *kata = strstr(output, "\n\n=\ninfo move ");
  ck_assert_ptr_nonnull(kata);
  ck_assert_int_ge(count(output, " order 0 pv "), 2);
  ck_assert_ptr_nonnull(strstr(output, " winrate 0."));
  ck_assert_ptr_nonnull(strstr(kata, " ownership "));
  char *line = strstr(kata, " ownership ");
  int values = 0;
  for (char *p = line + 10; *p != '\n' && *p != '\0'; p++)
    values += *p == ' ';
  ck_assert_int_eq(values, 81);
  ck_assert_ptr_nonnull(strstr(output, "\n\n= \n\n"));
  free(output);
  game_free(g);
}
END_TEST

START_TEST(test_gogui_pictures_and_stats)
{
  struct game *g = test_game_new(9);
  char *stats = gtp_answer(g, "hane-mcts_stats");
  ck_assert_msg(strncmp(stats, "playouts 0\n", 11) == 0, "%s", stats);
  free(stats);
  char *labels = gtp_answer(g, "hane-mcts_candidates");
  ck_assert_msg(strncmp(labels, "LABEL ", 6) == 0, "%s", labels);
  ck_assert_ptr_nonnull(strstr(labels, "\nVAR b "));
  free(labels);
  char *own = gtp_answer(g, "hane-mcts_ownership");
  ck_assert_msg(strncmp(own, "INFLUENCE A9 ", 13) == 0, "%s", own);
  ck_assert_int_eq(count(own, " "), 2 * 81);
  free(own);
  stats = gtp_answer(g, "hane-mcts_stats");
  ck_assert_msg(strncmp(stats, "playouts 1000\n", 14) == 0, "%s", stats);
  free(stats);
  game_free(g);
}
END_TEST

START_TEST(test_mcts_param_set_and_list)
{
  struct game *g = test_game_new(9);
  assert_session(g, "hane-mcts_param explore 0.25\n"
                 "hane-mcts_param no_such 1\n"
                 "hane-mcts_param expand_after 2.5\n"
                 "hane-mcts_param explore\n"
                 "hane-mcts_param explore x\n",
                 "= \n\n? unknown parameter no_such\n\n? value out of range\n\n"
                 "? syntax error\n\n? syntax error\n\n");
  char *list = gtp_answer(g, "hane-mcts_param");
  ck_assert_msg(strncmp(list, "explore 0.25 [0, 10]\nrave_equiv 3000 [1, 1e+07]\n",
                        48) == 0, "%s", list);
  /* 9x9 defaults: first-line moves away from stones cost 12 visits. */
  ck_assert_ptr_nonnull(strstr(list, "\nprior_edge 12 [0, 1000]\n"));
  free(list);
  game_free(g);
}
END_TEST

/* top_moves with the Monte Carlo engine: the candidates of its last
 * search, the move genmove played first, win rates in percent. */
START_TEST(test_top_moves_from_the_search)
{
  struct engine_config config = {.kind = ENGINE_MCTS, .level = 10, .seed = 42, .threads = 1,
                                 .playouts = 400, .resign_threshold = 0.1};
  struct game *g = game_new(&config, 9, 7.0f);
  ck_assert_ptr_nonnull(g);
  char *empty = gtp_answer(g, "top_moves");
  ck_assert_str_eq(empty, "");
  free(empty);
  char *move = gtp_answer(g, "genmove b");
  char *top = gtp_answer(g, "top_moves");
  ck_assert_msg(strncmp(top, move, strlen(move)) == 0 && top[strlen(move)] == ' ',
                "genmove %s, top_moves %s", move, top);
  int n = 0;
  char *save = NULL;
  for (char *w = strtok_r(top, " ", &save); w; w = strtok_r(NULL, " ", &save), n++)
    if (n % 2 == 1) {
      double value = atof(w);
      ck_assert_msg(value > 0.0 && value <= 100.0, "value %s", w);
    }
  ck_assert_msg(n >= 4 && n % 2 == 0, "%d words", n);
  free(top);
  free(move);
  char *white = gtp_answer(g, "top_moves_white");
  ck_assert_msg(strlen(white) > 4, "top_moves_white: %s", white);
  free(white);
  game_free(g);
}
END_TEST

static Suite *gtp_analyze_suite(void)
{
  Suite *s = suite_create("gtp_analyze");
  TCase *tc = tcase_create("analyze");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, test_analysis_stops_at_next_command);
  tcase_add_test(tc, test_analysis_streams_candidates);
  tcase_add_test(tc, test_gogui_pictures_and_stats);
  tcase_add_test(tc, test_mcts_param_set_and_list);
  tcase_add_test(tc, test_top_moves_from_the_search);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(gtp_analyze_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
