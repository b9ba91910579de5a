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

/* The client's side of a streaming session: it sends the next command
 * only once the stream it is in has reported, as Lizzie does when it
 * switches analyses, so the test waits for events, never for a time. */
struct client {
  int to_engine;             /* the loop's input (write end) */
  FILE *from_engine;         /* the loop's output (read end) */
  char *transcript;          /* everything the loop answered (malloc'ed) */
  size_t length;
  int complete;              /* each command was sent after its cue */
};

static int send_text(int fd, const char *text)
{
  return write(fd, text, strlen(text)) == (ssize_t) strlen(text);
}

/* Ask for lz-analyze; after its first candidates line switch to
 * kata-analyze with ownership; after its first line quit.  Reads the
 * output to its end. */
static void *drive_analysis(void *arg)
{
  struct client *c = arg;
  FILE *log = open_memstream(&c->transcript, &c->length);
  char *line = NULL;
  size_t capacity = 0;
  int stage = 0;             /* 0: lz-analyze asked, 1: kata, 2: quit */
  c->complete = log != NULL && send_text(c->to_engine, "boardsize 9\nlz-analyze b 5\n");
  while (c->complete && getline(&line, &capacity, c->from_engine) > 0) {
    fputs(line, log);
    if (strncmp(line, "info move ", 10) != 0)
      continue;
    if (stage == 0) {
      c->complete = send_text(c->to_engine, "kata-analyze w 5 ownership true\n");
      stage = 1;
    }
    else if (stage == 1 && strstr(line, " ownership ") != NULL) {
      c->complete = send_text(c->to_engine, "quit\n");
      stage = 2;
    }
  }
  /* Whatever came after a failed write, so the loop never blocks. */
  while (getline(&line, &capacity, c->from_engine) > 0)
    if (log != NULL)
      fputs(line, log);
  c->complete = c->complete && stage == 2;
  free(line);
  close(c->to_engine);
  if (log != NULL)
    fclose(log);
  return NULL;
}

START_TEST(test_analysis_streams_candidates)
{
  struct game *g = test_game_new(9);
  int commands[2], answers[2];
  ck_assert_int_eq(pipe(commands), 0);
  ck_assert_int_eq(pipe(answers), 0);
  FILE *in = fdopen(commands[0], "r");
  FILE *out = fdopen(answers[1], "w");
  struct client c = { commands[1], fdopen(answers[0], "r"), NULL, 0, 0 };
  ck_assert_ptr_nonnull(in);
  ck_assert_ptr_nonnull(out);
  ck_assert_ptr_nonnull(c.from_engine);
  pthread_t thread;
  ck_assert_int_eq(pthread_create(&thread, NULL, drive_analysis, &c), 0);
  struct gtp gtp;
  gtp_init(&gtp, g, in, out);
  int status = gtp_main_loop(&gtp);
  gtp_release(&gtp);
  fclose(out);               /* the client reads to the end of output */
  pthread_join(thread, NULL);
  fclose(in);
  fclose(c.from_engine);
  ck_assert_int_eq(status, GTP_QUIT);
  ck_assert(c.complete);
  char *output = c.transcript;
  /* Leela Zero's format: win rates and priors in hundredths of a
   * percent; KataGo's: fractions, and 81 ownership values a line. */
  ck_assert_msg(strncmp(output, "= \n\n=\ninfo move ", 16) == 0, "%.400s", output);
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
  size_t n = strlen(output);
  ck_assert_msg(n > 6 && strcmp(output + n - 6, "\n\n= \n\n") == 0, "ends %s",
                output + (n > 60 ? n - 60 : 0));
  free(output);
  game_free(g);
}
END_TEST

START_TEST(test_gogui_pictures_and_stats)
{
  struct game *g = test_game_new(9);
  /* No wall-clock part in the command's budget: the picture's playouts
   * decide, so the count is exact on a loaded machine too. */
  g->analysis_seconds = 0.0;
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
  /* A millisecond's budget stops the picture's search long before its
   * 1,000 playouts (they take tens of milliseconds on any machine; a
   * loaded one only stops it sooner). */
  g->analysis_seconds = 0.001;
  own = gtp_answer(g, "hane-mcts_ownership");
  ck_assert_msg(strncmp(own, "INFLUENCE A9 ", 13) == 0, "%s", own);
  free(own);
  stats = gtp_answer(g, "hane-mcts_stats");
  long playouts = -1;
  ck_assert_msg(sscanf(stats, "playouts %ld", &playouts) == 1 && playouts >= 0
                && playouts < 1000, "%s", stats);
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
