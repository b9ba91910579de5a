/* Unit tests of SGF collections: many game trees in one text, read one at
 * a time, broken trees and stray text skipped with their positions. */
#include <config.h>
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "sgf/sgf.h"

/* Reads the whole collection and describes it, one item per line:
 * "game N: GN" for a tree (its GN property), "skip N L:C message" for a
 * skipped tree or text (N: the game number at that point). */
static void describe(struct sgf_collection *c, char *out, size_t size)
{
  struct sgf_node *game;
  struct sgf_error error;
  int status;
  size_t used = 0;
  out[0] = '\0';
  while ((status = sgf_collection_next(c, &game, &error)) != SGF_COLLECTION_END) {
    if (status == SGF_COLLECTION_GAME) {
      const char *name = sgf_property_value(game, "GN");
      used += snprintf(out + used, size - used, "game %d: %s\n",
                       sgf_collection_game_number(c), name ? name : "-");
      sgf_free(game);
    } else {
      ck_assert_ptr_eq(game, NULL);
      used += snprintf(out + used, size - used, "skip %d %d:%d %s\n",
                       sgf_collection_game_number(c), error.line, error.column,
                       error.message);
    }
    ck_assert_uint_lt(used, size);
  }
  ck_assert_ptr_eq(game, NULL);
}

static void assert_collection(const char *text, const char *expected)
{
  char got[2000];
  struct sgf_collection *c = sgf_collection_from_text(text, strlen(text));
  ck_assert_ptr_ne(c, NULL);
  describe(c, got, sizeof got);
  ck_assert_str_eq(got, expected);
  /* Once at the end, it stays there. */
  {
    struct sgf_node *game = (struct sgf_node *) 1;
    ck_assert_int_eq(sgf_collection_next(c, &game, NULL), SGF_COLLECTION_END);
    ck_assert_ptr_eq(game, NULL);
  }
  sgf_collection_close(c);
}

START_TEST(games_one_per_line)
{
  assert_collection("(;GN[a]SZ[19];B[pd];W[dp])\n"
                    "(;GN[b]SZ[19];B[dd])\r\n"
                    "(;GN[c](;B[aa])(;B[bb]))\n",
                    "game 1: a\ngame 2: b\ngame 3: c\n");
}
END_TEST

START_TEST(games_on_one_line_and_blank_lines)
{
  assert_collection("\n\n  (;GN[a])(;GN[b])  \n\n(;GN[c])",
                    "game 1: a\ngame 2: b\ngame 3: c\n");
}
END_TEST

START_TEST(empty_collection)
{
  assert_collection("", "");
  assert_collection(" \n\t\r\n", "");
}
END_TEST

START_TEST(truncated_game_is_skipped)
{
  /* The second game is cut in the middle of a value: its ']' would be
   * found in the third game's text, but a value may not run into a line
   * that starts a game tree; reading resumes at line 3. */
  assert_collection("(;GN[a];B[pd])\n"
                    "(;GN[b];B[pd];W[d\n"
                    "(;GN[c];B[dd])\n",
                    "game 1: a\n"
                    "skip 2 2:16 property value not closed before the next game tree\n"
                    "game 3: c\n");
}
END_TEST

START_TEST(unclosed_last_game)
{
  assert_collection("(;GN[a])\n(;GN[b];B[pd]\n",
                    "game 1: a\n"
                    "skip 2 3:1 unexpected end of file: 1 '(' not closed\n");
}
END_TEST

START_TEST(garbage_between_games)
{
  assert_collection("(;GN[a])\n"
                    "some garbage\n"
                    "(;GN[b])\n"
                    "  ) x\n"
                    "(;GN[c])\n",
                    "game 1: a\n"
                    "skip 1 2:1 text outside a game tree skipped\n"
                    "game 2: b\n"
                    "skip 2 4:3 text outside a game tree skipped\n"
                    "game 3: c\n");
}
END_TEST

START_TEST(broken_game_in_a_multi_line_file)
{
  /* A game spread over lines: reading resumes at the next line that
   * starts with '(' after the broken game's first line. */
  assert_collection("(;GN[a]\n;B[pd]\n;W[dd])\n"
                    "(;GN[b]\n;B[pd]\n;W[dd]]\n;B[qq])\n"
                    "(;GN[c]\n;B[pd])\n",
                    "game 1: a\n"
                    "skip 2 6:7 unexpected character ']'\n"
                    "game 3: c\n");
}
END_TEST

START_TEST(nul_byte_in_a_game)
{
  static const char text[] = "(;GN[a])\n(;GN[b\0])\n(;GN[c])\n";
  char got[400];
  struct sgf_collection *c = sgf_collection_from_text(text, sizeof text - 1);
  describe(c, got, sizeof got);
  ck_assert_str_eq(got, "game 1: a\nskip 2 2:7 NUL byte in a property value\ngame 3: c\n");
  sgf_collection_close(c);
}
END_TEST

START_TEST(collection_files)
{
  char path[] = "/tmp/check_sgf_collection_XXXXXX";
  char err[300], got[400];
  int fd = mkstemp(path);
  FILE *out;
  struct sgf_collection *c;
  ck_assert_int_ge(fd, 0);
  close(fd);
  out = fopen(path, "w");
  fputs("(;GN[x];B[aa])\n(;GN[y];W[bb])\n", out);
  fclose(out);
  c = sgf_collection_open(path, err, sizeof err);
  ck_assert_ptr_ne(c, NULL);
  describe(c, got, sizeof got);
  ck_assert_str_eq(got, "game 1: x\ngame 2: y\n");
  ck_assert_int_eq(sgf_collection_game_line(c), 2);
  sgf_collection_close(c);
  unlink(path);
  ck_assert_ptr_eq(sgf_collection_open("/nonexistent/x.sgf", err, sizeof err), NULL);
  ck_assert_str_eq(err, "/nonexistent/x.sgf: No such file or directory");
}
END_TEST

START_TEST(game_lines_and_trees_are_whole)
{
  static const char text[] = "(;GN[a];B[aa];W[bb];B[cc])\n\n(;GN[b];B[dd](;W[ee])(;W[ff]))\n";
  struct sgf_collection *c = sgf_collection_from_text(text, strlen(text));
  struct sgf_node *game;
  ck_assert_int_eq(sgf_collection_next(c, &game, NULL), SGF_COLLECTION_GAME);
  ck_assert_int_eq(sgf_collection_game_line(c), 1);
  ck_assert_int_eq(sgf_main_line_length(game), 4);
  sgf_free(game);
  ck_assert_int_eq(sgf_collection_next(c, &game, NULL), SGF_COLLECTION_GAME);
  ck_assert_int_eq(sgf_collection_game_line(c), 3);
  ck_assert_int_eq(sgf_count_nodes(game), 4);
  ck_assert_str_eq(sgf_property_value(game->child->child->sibling, "W"), "ff");
  sgf_free(game);
  sgf_collection_close(c);
}
END_TEST

static Suite *sgf_collection_suite(void)
{
  Suite *s = suite_create("sgf_collection");
  TCase *tc = tcase_create("core");
  tcase_add_test(tc, games_one_per_line);
  tcase_add_test(tc, games_on_one_line_and_blank_lines);
  tcase_add_test(tc, empty_collection);
  tcase_add_test(tc, truncated_game_is_skipped);
  tcase_add_test(tc, unclosed_last_game);
  tcase_add_test(tc, garbage_between_games);
  tcase_add_test(tc, broken_game_in_a_multi_line_file);
  tcase_add_test(tc, nul_byte_in_a_game);
  tcase_add_test(tc, collection_files);
  tcase_add_test(tc, game_lines_and_trees_are_whole);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *runner = srunner_create(sgf_collection_suite());
  int failed;
  srunner_run_all(runner, CK_NORMAL);
  failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
