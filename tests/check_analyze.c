/* The command line's analysis modes, run in process on our own positions
 * (the SGF files in regression/games/analysis, each explained in its
 * root comment):
 * the verdicts printed, the search tree written with -o (read back with
 * our SGF reader), the node limit, the errors, scoring, and that the
 * position is exactly as it was after every run.
 *
 * Variation counts depend on the reader's move ordering, so they are
 * masked as "#"; the verdicts and moves are asserted exactly (where
 * several moves are correct, each is checked to be one of them). */
#include <config.h>

#include <check.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "interface/analyze.h"
#include "interface/game/game.h"
#include "gtp_session.h"
#include "sgf/sgf.h"
#include "sgf_render.h"

#define GAMES TOP_SRCDIR "/regression/games/analysis/"

static struct game *g;
static char dir[64];
static char trace_path[128];
static char *out_text;
static char *err_text;

static void setup(void)
{
  g = test_game_new(9);
  strcpy(dir, "/tmp/hane-analyze.XXXXXX");
  ck_assert_ptr_nonnull(mkdtemp(dir));
  snprintf(trace_path, sizeof trace_path, "%s/trace.sgf", dir);
  out_text = err_text = NULL;
}

static void teardown(void)
{
  game_free(g);
  free(out_text);
  free(err_text);
  unlink(trace_path);
  rmdir(dir);
}

/* What can change when reading goes wrong: the stones, the hash, the ko
 * point, the captures, the history, the stack and the hook. */
struct position {
  unsigned char board[BOARD_ARRAY_SIZE];
  hash_t hash;
  int ko_pos, white_captured, black_captured, stackp, history;
  struct board_move moves[MAX_MOVE_HISTORY];
  void *hook;
};

static void take(struct position *p)
{
  const struct board *b = g->board;
  memset(p, 0, sizeof *p);
  memcpy(p->board, b->board, sizeof p->board);
  p->hash = b->hash;
  p->ko_pos = b->ko_pos;
  p->white_captured = b->white_captured;
  p->black_captured = b->black_captured;
  p->stackp = b->stackp;
  p->history = b->move_history_length;
  memcpy(p->moves, b->move_history, (size_t) p->history * sizeof p->moves[0]);
  p->hook = (void *) b->trace_hook;
}

/* "(12 variations)" -> "(# variations)", "12 variations" -> "# variations". */
static char *mask_counts(const char *text)
{
  char *masked = malloc(strlen(text) + 1);
  char *o = masked;
  for (const char *p = text; *p; ) {
    const char *q = p;
    while (*q >= '0' && *q <= '9')
      q++;
    if (q > p && strncmp(q, " variations", 11) == 0
        && (p == text || p[-1] == '(' || p[-1] == '\n')) {
      *o++ = '#';
      p = q;
    }
    else if (q > p) {
      memcpy(o, p, (size_t) (q - p));
      o += q - p;
      p = q;
    }
    else
      *o++ = *p++;
  }
  *o = '\0';
  return masked;
}

/* Load the game (until: -L or NULL), run the request, check the position
 * is unchanged; returns the exit status.  Output in out_text (counts
 * masked) and err_text. */
static int run(const char *file, const char *until, struct analyze_request *req)
{
  char err[300], path[512];
  struct position before, after;
  size_t n_out, n_err;
  snprintf(path, sizeof path, GAMES "%s", file);
  ck_assert_msg(game_load_sgf(g, path, until, err, sizeof err) != 0, "%s", err);
  req->infile = path;
  free(out_text);
  free(err_text);
  char *raw = NULL;
  FILE *out = open_memstream(&raw, &n_out);
  FILE *errors = open_memstream(&err_text, &n_err);
  take(&before);
  int status = analyze_run(g, req, out, errors);
  fclose(out);
  fclose(errors);
  out_text = mask_counts(raw);
  free(raw);
  if (req->score == NULL) {
    take(&after);
    ck_assert_msg(memcmp(&before, &after, sizeof before) == 0,
                  "the position changed during --decide-%s", req->decide);
  }
  return status;
}

static int decide(const char *file, const char *mode, const char *target,
                  const char *outfile)
{
  struct analyze_request req = {mode, target, NULL, NULL, outfile, 0, 1};
  return run(file, NULL, &req);
}

/* The line matches the extended regular expression (anchored). */
static void assert_line_matches(const char *line, const char *pattern)
{
  regex_t re;
  char anchored[512];
  snprintf(anchored, sizeof anchored, "^%s$", pattern);
  ck_assert_int_eq(regcomp(&re, anchored, REG_EXTENDED | REG_NOSUB), 0);
  ck_assert_msg(regexec(&re, line, 0, NULL, 0) == 0, "[%s] does not match [%s]",
                line, pattern);
  regfree(&re);
}

/* Each line of out_text against one pattern (NULL-terminated). */
static void assert_output(const char *const *patterns)
{
  char *copy = strdup(out_text), *save = NULL;
  int k = 0;
  for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    ck_assert_msg(patterns[k] != NULL, "extra line [%s]", line);
    assert_line_matches(line, patterns[k++]);
  }
  ck_assert_msg(patterns[k] == NULL, "missing line [%s]", patterns[k] ? patterns[k] : "");
  free(copy);
}

static struct sgf_node *read_trace(void)
{
  char err[200];
  struct sgf_node *root = sgf_read_file(trace_path, err, sizeof err);
  ck_assert_msg(root != NULL, "%s", err);
  return root;
}

/* The child of node with this move property ("B", "cf"), or NULL. */
static const struct sgf_node *child_with(const struct sgf_node *node,
                                         const char *color, const char *point)
{
  for (const struct sgf_node *c = node->child; c; c = c->sibling) {
    const char *v = sgf_property_value(c, color);
    if (v != NULL && strcmp(v, point) == 0)
      return c;
  }
  return NULL;
}

static void assert_comment_has(const struct sgf_node *node, const char *text)
{
  ck_assert_ptr_nonnull(node);
  const char *c = sgf_property_value(node, "C");
  ck_assert_msg(c != NULL && strstr(c, text) != NULL, "comment [%s] lacks [%s]",
                c ? c : "(none)", text);
}

/* Some node anywhere below root has a comment containing text. */
static int tree_has_comment(const struct sgf_node *root, const char *text)
{
  const struct sgf_node *node = root;
  while (node != NULL) {
    const char *c = sgf_property_value(node, "C");
    if (c != NULL && strstr(c, text) != NULL)
      return 1;
    if (node->child != NULL) {
      node = node->child;
      continue;
    }
    while (node != root && node->sibling == NULL)
      node = node->parent;
    node = node == root ? NULL : node->sibling;
  }
  return 0;
}

/* ---- --decide-string ---------------------------------------------------- */

/*   A B C D E F G H J
 * 3 . X O . . . . . .    White C3 in a ladder: Black C4 captures (the
 * 2 . . X X . . . . .    ladder runs up to the edge); White C4 or D4
 *                        gives it four or three liberties. */
START_TEST(string_in_a_ladder)
{
  ck_assert_int_eq(decide("ladder.sgf", "string", "C3", trace_path), 0);
  static const char *const lines[] = {
    "C3 can be attacked at C4 \\(# variations\\)",
    "C3 can be defended at (C4|D4) \\(# variations\\)", NULL};
  assert_output(lines);
  ck_assert_str_eq(err_text, "");

  struct sgf_node *root = read_trace();
  ck_assert_str_eq(sgf_property_value(root, "SZ"), "9");
  ck_assert_str_eq(sgf_property_value(root, "AW"), "cg");
  ck_assert_int_eq(sgf_find_property(root, "AB")->value_count, 3);
  assert_comment_has(root, "hane --decide-string C3");
  assert_comment_has(root, "C3 can be attacked at C4");
  assert_comment_has(root, "attack C3: WIN at C4");
  /* The attack's first move and the defence's, each marked. */
  const struct sgf_node *attack = child_with(root, "B", "cf");
  assert_comment_has(attack, "(string C3)");
  assert_comment_has(attack, "attack C3 C4: WIN (the answer)");
  const char *defense = strstr(out_text, "defended at D4") ? "df" : "cf";
  assert_comment_has(child_with(root, "W", defense), "(the answer)");
  /* Below the first move, the ladder: White escapes at D3, Black ataris. */
  ck_assert_ptr_nonnull(child_with(attack, "W", "dg"));
  sgf_free(root);
}
END_TEST

START_TEST(string_without_trace_file)
{
  ck_assert_int_eq(decide("ladder.sgf", "string", "D2", NULL), 0);
  /* Black D2 with C2 has liberties enough: never in danger. */
  static const char *const lines[] = {"D2 cannot be attacked \\(# variations\\)", NULL};
  assert_output(lines);
  ck_assert_int_eq(access(trace_path, F_OK), -1);
}
END_TEST

/*   A B C D         White B1 took the ko at C1 (the last move): Black
 * 2 . X O .        needs a ko threat before retaking at C1.  White A2
 * 1 X O . O        captures A1 and saves B1 (C1 connects as well). */
START_TEST(string_in_a_ko)
{
  ck_assert_int_eq(decide("ko.sgf", "string", "B1", trace_path), 0);
  static const char *const lines[] = {
    "B1 can be attacked with ko \\(bad\\) at C1 \\(# variations\\)",
    "B1 can be defended at (A2|C1) \\(# variations\\)", NULL};
  assert_output(lines);
  struct sgf_node *root = read_trace();
  /* The game so far is the setup: the ko capture is on the board. */
  ck_assert_ptr_nonnull(strstr(sgf_property_value(root, "C"), "attack B1: KO_B at C1"));
  ck_assert(tree_has_comment(root, "ko move (tryko: may retake a ko)"));
  sgf_free(root);
}
END_TEST

START_TEST(string_before_the_last_move)
{
  /* -L 1: before White's ko capture there is no stone at B1. */
  struct analyze_request req = {"string", "B1", NULL, NULL, NULL, 0, 1};
  ck_assert_int_eq(run("ko.sgf", "1", &req), 1);
  ck_assert_str_eq(out_text, "");
  ck_assert_str_eq(err_text, "hane: --decide-string called on an empty vertex (B1)\n");
}
END_TEST

/* ---- --decide-connection ------------------------------------------------ */

/*   A B C D E       Black C3 and D4 touch diagonally; White C4 blocks one
 * 5 . . O . .      way round, so D3 is the one point that joins them and
 * 4 . O O X .      White D3 cuts them.
 * 3 . . X . . */
START_TEST(connection_with_one_cutting_point)
{
  ck_assert_int_eq(decide("cut.sgf", "connection", "C3/D4", trace_path), 0);
  static const char *const lines[] = {
    "C3 and D4 can be connected at D3 \\(# variations\\)",
    "C3 and D4 can be disconnected at D3 \\(# variations\\)", NULL};
  assert_output(lines);
  struct sgf_node *root = read_trace();
  assert_comment_has(child_with(root, "B", "dg"), "connect C3 D4 D3: WIN (the answer)");
  assert_comment_has(child_with(root, "W", "dg"), "disconnect C3 D4 D3: WIN (the answer)");
  sgf_free(root);
}
END_TEST

START_TEST(connection_of_one_string)
{
  ck_assert_int_eq(decide("ladder.sgf", "connection", "C2/D2", NULL), 0);
  static const char *const lines[] = {
    "C2 and D2 are connected as it stands \\(# variations\\)",
    "C2 and D2 cannot be disconnected \\(# variations\\)", NULL};
  assert_output(lines);
}
END_TEST

/* ---- --decide-dragon and --decide-position ------------------------------ */

/*   A B C D E       The black group has the straight three A1-B1-C1 as its
 * 3 O O O O O      only eye space: White B1 kills, Black B1 lives; White
 * 2 X X X X O      A1 or C1 fails (Black B1 then makes two eyes).
 * 1 . . . X O */
START_TEST(dragon_with_straight_three)
{
  ck_assert_int_eq(decide("straight-three.sgf", "dragon", "A2", trace_path), 0);
  static const char *const lines[] = {
    "A2 can be attacked at B1 \\(# variations\\)",
    "A2 can be defended at B1 \\(# variations\\)", NULL};
  assert_output(lines);
  struct sgf_node *root = read_trace();
  assert_comment_has(child_with(root, "W", "bi"), "owl_attack A2 B1: WIN (the answer)");
  assert_comment_has(child_with(root, "B", "bi"), "owl_defend A2 B1: WIN (the answer)");
  /* White A1 or C1 instead would fail: when tried, they are marked so. */
  const struct sgf_node *a1 = child_with(root, "W", "ai");
  if (a1 != NULL)
    assert_comment_has(a1, "owl_attack A2 A1: 0");
  sgf_free(root);
}
END_TEST

START_TEST(position_with_straight_three)
{
  ck_assert_int_eq(decide("straight-three.sgf", "position", NULL, trace_path), 0);
  static const char *const lines[] = {
    "analyzing A3 \\(white, 7 stones\\)",
    "A3 is alive as it stands \\(two eyes\\)",
    "status of A3: alive",
    "analyzing A2 \\(black, 5 stones\\)",
    "A2 can be attacked at B1 \\(# variations\\)",
    "A2 can be defended at B1 \\(# variations\\)",
    "status of A2: critical", NULL};
  assert_output(lines);
  /* One section a dragon, the owl reading of A2 inside the second. */
  struct sgf_node *root = read_trace();
  const struct sgf_node *first = root->child, *second = first ? first->sibling : NULL;
  assert_comment_has(first, "dragon A3 (white, 7 stones)");
  ck_assert_ptr_null(first->child);
  assert_comment_has(second, "dragon A2 (black, 5 stones)");
  assert_comment_has(second, "status of A2: critical");
  ck_assert_ptr_null(sgf_find_property(second, "B"));
  assert_comment_has(child_with(second, "W", "bi"), "(the answer)");
  sgf_free(root);
}
END_TEST

/* ---- --decide-semeai ---------------------------------------------------- */

/*   C D E F        White D1-D5 and Black E1-E5, each with one liberty (D6,
 * 7 X . . O       E6): whoever moves first wins, by capturing at once or
 * 6 X . . O       by extending at its own liberty (then the other side
 * 5 X O X O       cannot fill it without being captured). */
START_TEST(semeai_with_one_liberty_each)
{
  ck_assert_int_eq(decide("race.sgf", "semeai", "E1/D1", trace_path), 0);
  static const char *const black_first[] = {
    "Analyzing semeai between E1 and D1, black moves first",
    "Semeai defense of E1: result WIN (D6|E6)",
    "Semeai attack of D1: result WIN (D6|E6)",
    "# variations", NULL};
  assert_output(black_first);
  struct sgf_node *root = read_trace();
  assert_comment_has(root, "semeai E1 D1: defense of E1 WIN, attack of D1 WIN");
  sgf_free(root);
  ck_assert_int_eq(decide("race.sgf", "semeai", "D1/E1", NULL), 0);
  static const char *const white_first[] = {
    "Analyzing semeai between D1 and E1, white moves first",
    "Semeai defense of D1: result WIN (D6|E6)",
    "Semeai attack of E1: result WIN (D6|E6)",
    "# variations", NULL};
  assert_output(white_first);
}
END_TEST

/* ---- The node limit ----------------------------------------------------- */

START_TEST(node_limit_cuts_the_trace)
{
  struct analyze_request req = {"string", "C3", NULL, NULL, trace_path, 5, 1};
  ck_assert_int_eq(run("ladder.sgf", NULL, &req), 0);
  /* The verdict does not depend on the limit. */
  ck_assert_ptr_nonnull(strstr(out_text, "C3 can be attacked at C4"));
  ck_assert_ptr_nonnull(strstr(err_text, "hane: Trace cut: the limit of 5 nodes "
                                         "(--trace-max-nodes) was reached; "));
  struct sgf_node *root = read_trace();
  ck_assert_int_eq(sgf_count_nodes(root), 5);
  assert_comment_has(root, "Trace cut: the limit of 5 nodes (--trace-max-nodes) was reached");
  sgf_free(root);
}
END_TEST

/* ---- Errors ------------------------------------------------------------- */

START_TEST(bad_targets)
{
  struct {
    const char *mode, *target, *message;
  } cases[] = {
    {"string", "E5", "hane: --decide-string called on an empty vertex (E5)\n"},
    {"string", "Z9", "hane: invalid vertex 'Z9' for --decide-string\n"},
    {"string", "pass", "hane: invalid vertex 'pass' for --decide-string\n"},
    {"dragon", "A1", "hane: --decide-dragon called on an empty vertex (A1)\n"},
    {"connection", "C3", "hane: --decide-connection wants two vertices as V1/V2, not 'C3'\n"},
    {"connection", "C3/C2", "hane: --decide-connection wants two strings of one colour\n"},
    {"semeai", "C3/", "hane: invalid vertex '' for --decide-semeai\n"},
    {"semeai", "C2/D2", "hane: --decide-semeai wants two dragons of opposite colours\n"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    ck_assert_int_eq(decide("ladder.sgf", cases[k].mode, cases[k].target, trace_path), 1);
    ck_assert_str_eq(out_text, "");
    ck_assert_str_eq(err_text, cases[k].message);
    ck_assert_int_eq(access(trace_path, F_OK), -1);
  }
}
END_TEST

START_TEST(no_position_given)
{
  char *raw = NULL, *errors = NULL;
  size_t n;
  FILE *out = open_memstream(&raw, &n), *err = open_memstream(&errors, &n);
  struct analyze_request req = {"position", NULL, NULL, NULL, NULL, 0, 1};
  ck_assert_int_eq(analyze_run(g, &req, out, err), 1);
  fclose(out);
  fclose(err);
  ck_assert_str_eq(errors, "hane: --decide-position needs a position: -l FILE [-L MOVE]\n");
  free(raw);
  free(errors);
}
END_TEST

/* ---- --score ------------------------------------------------------------ */

/* Columns A-C black (27 points), F-J white (36), komi 6.5; the file says
 * W+15.5 and ends with two passes. */
START_TEST(score_estimate)
{
  struct analyze_request req = {NULL, NULL, "estimate", NULL, NULL, 0, 1};
  ck_assert_int_eq(run("walls.sgf", NULL, &req), 0);
  ck_assert_str_eq(out_text, "White wins by 15.5 points\nResult: W+15.5\n"
                             "Result from file: W+15.5\n"
                             "Hane result and result from file are identical\n");
}
END_TEST

START_TEST(score_finish_of_a_finished_game)
{
  /* Two passes ended the game: nothing is played, the score stands. */
  struct analyze_request req = {NULL, NULL, "finish", NULL, trace_path, 0, 0};
  ck_assert_int_eq(run("walls.sgf", NULL, &req), 0);
  ck_assert_str_eq(out_text, "White wins by 15.5 points\nResult: W+15.5\n"
                             "Result from file: W+15.5\n"
                             "Hane result and result from file are identical\n");
  ck_assert_str_eq(err_text, "");
  struct sgf_node *root = read_trace();
  ck_assert_str_eq(sgf_property_value(root, "RE"), "W+15.5");
  ck_assert_int_eq(sgf_main_line_length(root), 3);
  sgf_free(root);
}
END_TEST

static int ends_with_two_passes(const struct sgf_node *root)
{
  const struct sgf_node *node = root;
  while (node->child != NULL)
    node = node->child;
  const char *last = sgf_property_value(node, "W") ? sgf_property_value(node, "W")
                     : sgf_property_value(node, "B");
  const struct sgf_node *before = node->parent;
  const char *previous = sgf_property_value(before, "W") ? sgf_property_value(before, "W")
                         : sgf_property_value(before, "B");
  return last && previous && strcmp(last, "tt") == 0 && strcmp(previous, "tt") == 0;
}

START_TEST(score_finish_and_aftermath_play_out)
{
  const char *modes[] = {"finish", "aftermath"};
  for (int k = 0; k < 2; k++) {
    /* -L 1: before the passes, so the engine plays until two passes. */
    struct analyze_request req = {NULL, NULL, modes[k], NULL, trace_path, 0, 0};
    ck_assert_int_eq(run("walls.sgf", "1", &req), 0);
    assert_line_matches(strchr(out_text, '\n') + 1,
                        "Result: (W|B)\\+[0-9]+\\.[05]\n"
                        "Result from file: W\\+15\\.5\n"
                        "Hane result and result from file are (identical|different)\n");
    /* Each move reported on stderr, GNU Go style. */
    assert_line_matches(strtok(err_text, "\n"), "1 black \\(X\\) move ([A-J][1-9]|PASS)");
    struct sgf_node *root = read_trace();
    ck_assert(ends_with_two_passes(root));
    ck_assert_int_eq(g->game_over, 1);
    sgf_free(root);
    unlink(trace_path);
  }
}
END_TEST

static Suite *analyze_suite(void)
{
  Suite *s = suite_create("analyze");
  TCase *tc = tcase_create("decide");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, string_in_a_ladder);
  tcase_add_test(tc, string_without_trace_file);
  tcase_add_test(tc, string_in_a_ko);
  tcase_add_test(tc, string_before_the_last_move);
  tcase_add_test(tc, connection_with_one_cutting_point);
  tcase_add_test(tc, connection_of_one_string);
  tcase_add_test(tc, dragon_with_straight_three);
  tcase_add_test(tc, position_with_straight_three);
  tcase_add_test(tc, semeai_with_one_liberty_each);
  tcase_add_test(tc, node_limit_cuts_the_trace);
  tcase_add_test(tc, bad_targets);
  tcase_add_test(tc, no_position_given);
  suite_add_tcase(s, tc);
  TCase *score = tcase_create("score");
  tcase_add_checked_fixture(score, setup, teardown);
  tcase_set_timeout(score, 120);
  tcase_add_test(score, score_estimate);
  tcase_add_test(score, score_finish_of_a_finished_game);
  tcase_add_test(score, score_finish_and_aftermath_play_out);
  suite_add_tcase(s, score);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(analyze_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
