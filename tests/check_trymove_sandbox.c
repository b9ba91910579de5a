/* Trymove is a sandbox: after a search, a trymove stone must not let the
 * next search run on the old tree (the tree is kept only for the position,
 * ko and side to move it was built for), every analysis command answers
 * on the trymove position or says "not available during trymove", and
 * one-shot questions (reg_genmove, the GoGui search pictures) give one
 * answer for one position and seed whatever was asked before.  Run under
 * the sanitizer build these sessions must also be free of reports. */
#include <config.h>

#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "interface/gtp/gtp.h"
#include "gtp_session.h"

/* Monte Carlo games that count playouts, as --seed makes them. */
static struct game *mcts_game(int size, uint64_t seed)
{
  struct engine_config config = {.kind = ENGINE_MCTS, .level = 1, .seed = seed, .threads = 1,
                                 .playouts = 1500, .resign_threshold = 0.1,
                                 .reproducible = 1};
  struct game *g = game_new(&config, size, 7.5f);
  ck_assert_ptr_nonnull(g);
  /* Answers compared for equality: counted work only, no wall clock. */
  g->analysis_seconds = 0.0;
  return g;
}

/* ---- A session over a pipe, so that lz-analyze streams -------------- */

struct script {
  int fd;
  const char *const *lines;
};

static int is_stream(const char *line)
{
  return strstr(line, "-analyze") != NULL;
}

/* Each line in turn; a streaming command gets 0.3 s before the next. */
static void *write_script(void *arg)
{
  struct script *s = arg;
  for (int k = 0; s->lines[k] != NULL; k++) {
    char line[256];
    snprintf(line, sizeof line, "%s\n", s->lines[k]);
    ck_assert_int_eq(write(s->fd, line, strlen(line)), (ssize_t) strlen(line));
    if (is_stream(s->lines[k]))
      usleep(300000);
  }
  close(s->fd);
  return NULL;
}

/* Everything answered to the lines (NULL-terminated); malloc'ed. */
static char *run_script(struct game *g, const char *const *lines)
{
  int fds[2];
  ck_assert_int_eq(pipe(fds), 0);
  FILE *in = fdopen(fds[0], "r");
  char *output = NULL;
  size_t length = 0;
  FILE *out = open_memstream(&output, &length);
  ck_assert_ptr_nonnull(in);
  ck_assert_ptr_nonnull(out);
  struct script s = {fds[1], lines};
  pthread_t thread;
  ck_assert_int_eq(pthread_create(&thread, NULL, write_script, &s), 0);
  struct gtp gtp;
  gtp_init(&gtp, g, in, out);
  gtp_main_loop(&gtp);
  gtp_release(&gtp);
  pthread_join(thread, NULL);
  fclose(in);
  fclose(out);
  return output;
}

/* The k-th answer (from 0) of a session's output, without the closing
 * empty line; malloc'ed, NULL if there are fewer. */
static char *nth_answer(const char *output, int k)
{
  const char *p = output;
  for (int n = 0; n < k; n++) {
    p = strstr(p, "\n\n");
    if (p == NULL)
      return NULL;
    p += 2;
  }
  const char *end = strstr(p, "\n\n");
  if (end == NULL)
    return NULL;
  return strndup(p, (size_t) (end - p));
}

/* The vertex genmove answered in a one-command session. */
static int genmove_answer(struct game *g, const char *command)
{
  char *move = gtp_answer(g, command);
  int pos;
  ck_assert_msg(parse_vertex(move, g->board->board_size, &pos), "%s", move);
  free(move);
  return pos;
}

/* Every vertex named in text ("LABEL D4 52 ...", "info move D4 ... pv D4
 * Q16") must be empty on b (the position analysed). */
static void assert_names_empty_points(const struct board *b, const char *text)
{
  char *copy = strdup(text);
  char *save = NULL;
  for (char *word = strtok_r(copy, " \n", &save); word; word = strtok_r(NULL, " \n", &save)) {
    int pos;
    if (strcmp(word, "pv") == 0) {
      /* A variation after the first move may fill points later on. */
      char *next = strtok_r(NULL, " \n", &save);
      if (next && parse_vertex(next, b->board_size, &pos) && pos != PASS_MOVE)
        ck_assert_msg(b->board[pos] == EMPTY, "%s on a stone in [%.200s]", next, text);
      while ((word = strtok_r(NULL, " \n", &save)) && strcmp(word, "info") != 0)
        ;
      if (word == NULL)
        break;
      continue;
    }
    if (parse_vertex(word, b->board_size, &pos) && pos != PASS_MOVE)
      ck_assert_msg(b->board[pos] == EMPTY, "%s on a stone in [%.200s]", word, text);
  }
  free(copy);
}

/* The GoGui analysis commands of gogui-analyze_commands, %p as given. */
static const char *const analysis_commands[] = {
  "lz-analyze 5", "hane-mcts_stats",
  "final_score", "final_status_list dead", "final_status %s", "estimate_score",
  "attack %s", "defend %s", "ladder_attack %s", "worm_data %s", "dragon_status %s",
  "dragon_data %s", "dragon_stones %s", "eval_eye %s", "owl_attack %s", "owl_defend %s",
  "top_moves", "top_moves_black", "top_moves_white", "move_reasons %s",
  "hane-mcts_candidates", "hane-mcts_ownership", "hane-mcts_stats",
  "gogui-liberties", "gogui-worms", "worm_stones %s", "gogui-tactics %s",
  "gogui-dragon_status", "gogui-dragons", "gogui-owl %s", "gogui-territory",
  "all_legal black", "lz-analyze 5", "kata-analyze 5 ownership true",
  NULL
};

/* The commands whose analysis needs the game's own position. */
static int needs_root(const char *command)
{
  static const char *const names[] = {
    "final_", "dragon_", "owl_", "eval_eye", "gogui-dragon", "gogui-owl",
    "gogui-territory", "estimate_score", "top_moves_", NULL
  };
  for (int k = 0; names[k]; k++)
    if (strncmp(command, names[k], strlen(names[k])) == 0)
      return 1;
  return 0;
}

/* After a search and a trymove on the vertex the search would answer
 * with next, every analysis command answers (on the trymove position or
 * "not available during trymove"), then popgo and the game goes on. */
static void trymove_session(int size, uint64_t seed)
{
  /* A twin game finds the reply the first search liked best: the tree
   * has visits there, the very point the trymove stone then fills. */
  struct game *twin = mcts_game(size, seed);
  genmove_answer(twin, "genmove b");
  int reply = genmove_answer(twin, "genmove w");
  game_free(twin);

  struct game *g = mcts_game(size, seed);
  int first = genmove_answer(g, "genmove b");
  ck_assert_int_ne(first, reply);
  char vertex[8], tried[32];
  vertex_name(size, reply, vertex);
  snprintf(tried, sizeof tried, "trymove w %s", vertex);
  char *ok = gtp_answer(g, tried);
  free(ok);

  const char *lines[64];
  char texts[64][64];
  int n = 0;
  for (int k = 0; analysis_commands[k] != NULL; k++) {
    snprintf(texts[n], sizeof texts[n], analysis_commands[k], vertex);
    lines[n] = texts[n];
    n++;
  }
  lines[n] = NULL;
  char *output = run_script(g, lines);
  ck_assert_int_eq(g->board->stackp, 1);
  for (int k = 0; k < n; k++) {
    char *answer = nth_answer(output, k);
    ck_assert_msg(answer != NULL, "size %d seed %d: no answer to '%s' in [%.300s]", size,
                  (int) seed, lines[k], output);
    if (needs_root(lines[k]))
      ck_assert_msg(strcmp(answer, "? not available during trymove") == 0,
                    "'%s': [%s]", lines[k], answer);
    else {
      /* A lone stone has more than two liberties: no ladder to read. */
      if (strncmp(lines[k], "ladder_attack", 13) == 0 && answer[0] == '?')
        ck_assert_str_eq(answer, "? string must have exactly 2 liberties");
      else
        ck_assert_msg(answer[0] == '=', "'%s': [%s]", lines[k], answer);
      char *variation = strstr(answer, "\nVAR");
      if (variation != NULL)
        *variation = '\0';
      if (strstr(lines[k], "candidates") || is_stream(lines[k]))
        assert_names_empty_points(g->board, answer + 1);
      /* The first search after the trymove kept nothing of the tree
       * built for the position without the stone. */
      if (k == 1)
        ck_assert_msg(strstr(answer, "\nreused_visits 0\n") != NULL, "%s", answer);
    }
    free(answer);
  }
  free(output);
  ok = gtp_answer(g, "popgo");
  free(ok);
  int second = genmove_answer(g, "genmove w");
  ck_assert(second == PASS_MOVE || g->board->board[second] == WHITE);
  game_free(g);
}

START_TEST(test_trymove_after_search_9x9)
{
  trymove_session(9, (uint64_t) _i + 1);
}
END_TEST

START_TEST(test_trymove_after_search_19x19)
{
  trymove_session(19, (uint64_t) _i + 1);
}
END_TEST

/* The first report, as typed: it never answered. */
START_TEST(test_final_score_after_trymove)
{
  struct game *g = mcts_game(9, 1);
  char *move = gtp_answer(g, "genmove b");
  free(move);
  assert_session(g, "trymove b E5\nfinal_score\nfinal_status_list dead\npopgo\n",
                 "= \n\n? not available during trymove\n\n"
                 "? not available during trymove\n\n= \n\n");
  game_free(g);
}
END_TEST

/* One position, one seed, one answer: reg_genmove three times, with
 * searches of other kinds and a game move taken back in between. */
START_TEST(test_reg_genmove_repeats)
{
  struct game *g = mcts_game(19, (uint64_t) _i + 7);
  assert_session(g, "play b Q16\nplay w D4\nplay b Q4\nplay w D16\nplay b R10\n", 
                 "= \n\n= \n\n= \n\n= \n\n= \n\n");
  char *first = gtp_answer(g, "reg_genmove w");
  char *second = gtp_answer(g, "reg_genmove w");
  ck_assert_str_eq(first, second);
  char *picture = gtp_answer(g, "hane-mcts_candidates");
  free(picture);
  char *played = gtp_answer(g, "genmove w");
  free(played);
  char *ok = gtp_answer(g, "undo");
  free(ok);
  picture = gtp_answer(g, "hane-mcts_ownership");
  free(picture);
  char *third = gtp_answer(g, "reg_genmove w");
  ck_assert_str_eq(first, third);
  /* The pictures too. */
  char *a = gtp_answer(g, "hane-mcts_candidates");
  char *b = gtp_answer(g, "hane-mcts_candidates");
  ck_assert_str_eq(a, b);
  free(a);
  free(b);
  free(first);
  free(second);
  free(third);
  game_free(g);
}
END_TEST

/* The tree is still kept along the game's own moves. */
START_TEST(test_tree_kept_along_the_game)
{
  struct game *g = mcts_game(9, 3);
  char *move = gtp_answer(g, "genmove b");
  free(move);
  move = gtp_answer(g, "genmove w");
  free(move);
  char *stats = gtp_answer(g, "hane-mcts_stats");
  char *reused = strstr(stats, "\nreused_visits ");
  ck_assert_ptr_nonnull(reused);
  ck_assert_msg(atoi(reused + 15) > 0, "%s", stats);
  free(stats);
  game_free(g);
}
END_TEST

static Suite *trymove_sandbox_suite(void)
{
  Suite *s = suite_create("trymove_sandbox");
  TCase *tc = tcase_create("sandbox");
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_final_score_after_trymove);
  tcase_add_loop_test(tc, test_trymove_after_search_9x9, 0, 3);
  tcase_add_loop_test(tc, test_trymove_after_search_19x19, 0, 3);
  tcase_add_loop_test(tc, test_reg_genmove_repeats, 0, 2);
  tcase_add_test(tc, test_tree_kept_along_the_game);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(trymove_sandbox_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
