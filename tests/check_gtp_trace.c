/* GTP start_sgftrace / finish_sgftrace: the variations read between them
 * are written as SGF (checked by reading the file back), the position is
 * never changed, and every failure is answered with GNU Go's wording. */
#include <config.h>

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diagram.h"
#include "interface/game/game_trace.h"
#include "interface/gtp/gtp.h"
#include "gtp_session.h"
#include "sgf/sgf.h"
#include "sgf_render.h"

static struct game *g;
static char dir[64];
static char path[128];

static void setup(void)
{
  g = test_game_new(9);
  strcpy(dir, "/tmp/hane-trace.XXXXXX");
  ck_assert_ptr_nonnull(mkdtemp(dir));
  snprintf(path, sizeof path, "%s/trace.sgf", dir);
}

static void teardown(void)
{
  game_free(g);
  unlink(path);
  rmdir(dir);
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(g->board, diagram), "bad diagram:\n%s", diagram);
}

static char *session(const char *format, ...)
  __attribute__((format(printf, 1, 2)));

/* The answers to the commands (a printf format). */
static char *session(const char *format, ...)
{
  char input[1024];
  va_list ap;
  va_start(ap, format);
  vsnprintf(input, sizeof input, format, ap);
  va_end(ap);
  return gtp_session_run(g, input, strlen(input), NULL);
}

static struct sgf_node *read_trace(void)
{
  char err[200];
  struct sgf_node *root = sgf_read_file(path, err, sizeof err);
  ck_assert_msg(root != NULL, "%s", err);
  return root;
}

static void assert_variations(const struct sgf_node *root, const char *expected)
{
  char *got = sgf_render_below(root);
  ck_assert_str_eq(got, expected);
  free(got);
}

static const char position[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . X O . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(trymove_variations_are_written)
{
  load(position);
  char before[256], after[256];
  board_to_diagram(g->board, before, sizeof before);
  char *answers = session("start_sgftrace\ntrymove black C3\ntrymove white D4\npopgo\n"
                          "popgo\ntryko white E4\npopgo\nfinish_sgftrace %s\n", path);
  ck_assert_str_eq(answers, "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n");
  free(answers);
  board_to_diagram(g->board, after, sizeof after);
  ck_assert_str_eq(before, after);
  ck_assert_ptr_null(g->board->trace_hook);
  ck_assert_ptr_null(g->trace);

  struct sgf_node *root = read_trace();
  ck_assert_str_eq(sgf_property_value(root, "SZ"), "9");
  ck_assert_str_eq(sgf_property_value(root, "AB"), "ee");
  ck_assert_str_eq(sgf_property_value(root, "AW"), "fe");
  ck_assert_str_eq(sgf_property_value(root, "C"),
                   "Variations read between start_sgftrace and finish_sgftrace.");
  assert_variations(root, "(;B[cg]C[gtp trymove];W[df]C[gtp trymove])"
                          "(;W[ef]TR[ef]C[gtp tryko\nko move (tryko: may retake a ko)])");
  sgf_free(root);
}
END_TEST

START_TEST(played_moves_continue_the_tree)
{
  char *answers = session("start_sgftrace\nplay black E5\ntrymove white D4\npopgo\n"
                          "play white C3\nfinish_sgftrace %s\n", path);
  ck_assert_str_eq(answers, "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n");
  free(answers);
  struct sgf_node *root = read_trace();
  assert_variations(root, ";B[ee]C[played (move 1 of the game)]"
                          "(;W[df]C[gtp trymove])(;W[cg]C[played (move 2 of the game)])");
  sgf_free(root);
}
END_TEST

START_TEST(node_limit_is_reported_in_the_root)
{
  g->trace_max_nodes = 2;
  char *answers = session("start_sgftrace\ntrymove black C3\ntrymove white D4\n"
                          "trymove black E5\npopgo\npopgo\npopgo\nfinish_sgftrace %s\n", path);
  free(answers);
  struct sgf_node *root = read_trace();
  assert_variations(root, ";B[cg]C[gtp trymove]");
  ck_assert_str_eq(sgf_property_value(root, "C"),
                   "Variations read between start_sgftrace and finish_sgftrace.\n"
                   "Trace cut: the limit of 2 nodes (--trace-max-nodes) was reached; "
                   "2 more variations were read but not recorded.");
  sgf_free(root);
}
END_TEST

START_TEST(start_again_drops_the_earlier_trace)
{
  char *answers = session("start_sgftrace\ntrymove black C3\npopgo\nstart_sgftrace\n"
                          "trymove black G7\npopgo\nfinish_sgftrace %s\n", path);
  free(answers);
  struct sgf_node *root = read_trace();
  assert_variations(root, ";B[gc]C[gtp trymove]");
  sgf_free(root);
}
END_TEST

/*   A B C D E F G H J      White C3 is caught in a ladder at C4.  The
 * 3 . X O . . . . . .     second attack is answered from the reading
 * 2 . . X X . . . . .     cache, yet start_sgftrace makes it read again. */
START_TEST(reading_commands_are_traced)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". X O . . . . . .\n"
       ". . X X . . . . .\n"
       ". . . . . . . . .\n");
  char *answers = session("attack C3\nstart_sgftrace\nattack C3\nfinish_sgftrace %s\n", path);
  ck_assert_str_eq(answers, "= 1 C4\n\n= \n\n= 1 C4\n\n= \n\n");
  free(answers);
  struct sgf_node *root = read_trace();
  const struct sgf_node *c4 = root->child;
  while (c4 != NULL && (sgf_property_value(c4, "B") == NULL
                        || strcmp(sgf_property_value(c4, "B"), "cf") != 0))
    c4 = c4->sibling;
  ck_assert_ptr_nonnull(c4);
  ck_assert_str_eq(sgf_property_value(c4, "C"), "attack (string C3)");
  /* White runs at D3 and the ladder follows, to the edge. */
  ck_assert_str_eq(sgf_property_value(c4->child, "W"), "dg");
  ck_assert_int_ge(sgf_main_line_length(c4), 10);
  sgf_free(root);
}
END_TEST

START_TEST(failures)
{
  assert_session(g, "finish_sgftrace x.sgf\n", "? no trace started (start_sgftrace)\n\n");
  assert_session(g, "start_sgftrace\nfinish_sgftrace\n", "= \n\n? missing filename\n\n");
  /* The trace survives a missing filename, not a failed write. */
  assert_session(g, "finish_sgftrace /nonexistent-dir/x.sgf\nfinish_sgftrace x.sgf\n",
                 "? cannot write '/nonexistent-dir/x.sgf'\n\n"
                 "? no trace started (start_sgftrace)\n\n");
  ck_assert_ptr_null(g->board->trace_hook);
}
END_TEST

START_TEST(file_access_disabled)
{
  const char input[] = "start_sgftrace\nfinish_sgftrace x.sgf\n";
  char *output = NULL;
  size_t length = 0;
  FILE *in = fmemopen((void *) input, strlen(input), "r");
  FILE *out = open_memstream(&output, &length);
  struct gtp gtp;
  gtp_init(&gtp, g, in, out);
  gtp.allow_files = 0;
  gtp_main_loop(&gtp);
  gtp_release(&gtp);
  fclose(in);
  fclose(out);
  ck_assert_str_eq(output, "= \n\n? file access disabled\n\n");
  free(output);
  ck_assert_ptr_null(g->trace);
  ck_assert_ptr_null(g->board->trace_hook);
  ck_assert_int_eq(access("x.sgf", F_OK), -1);
}
END_TEST

/* A game freed while tracing releases the trace (the sanitizer build
 * checks for the leak). */
START_TEST(game_freed_while_tracing)
{
  char *answers = session("start_sgftrace\ntrymove black C3\n");
  free(answers);
  ck_assert_ptr_nonnull(g->trace);
}
END_TEST

static Suite *gtp_trace_suite(void)
{
  Suite *s = suite_create("gtp_trace");
  TCase *tc = tcase_create("core");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, trymove_variations_are_written);
  tcase_add_test(tc, played_moves_continue_the_tree);
  tcase_add_test(tc, node_limit_is_reported_in_the_root);
  tcase_add_test(tc, start_again_drops_the_earlier_trace);
  tcase_add_test(tc, reading_commands_are_traced);
  tcase_add_test(tc, failures);
  tcase_add_test(tc, file_access_disabled);
  tcase_add_test(tc, game_freed_while_tracing);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(gtp_trace_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
