/* The GTP layer: the protocol (ids, comments, control characters, empty
 * lines, overlong lines, garbage, end of input) and the argument parsers
 * (colours, vertices on every board size, numbers). */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface/gtp/gtp.h"
#include "gtp_session.h"
#include "utils/numbers.h"

static struct game *g;

static void setup(void)
{
  g = test_game_new(19);
}

static void teardown(void)
{
  game_free(g);
}

/* ---- Protocol --------------------------------------------------------- */

START_TEST(answers_with_and_without_id)
{
  assert_session(g, "name\n1 name\n007 protocol_version\n42 boardsize 99\n",
                 "= Hane\n\n=1 Hane\n\n=7 2\n\n?42 unacceptable size\n\n");
}
END_TEST

START_TEST(empty_answer_has_a_space)
{
  assert_session(g, "clear_board\n5 clear_board\n", "= \n\n=5 \n\n");
}
END_TEST

START_TEST(comments_and_empty_lines_are_ignored)
{
  assert_session(g, "# a comment line\n\n   \n\t\nname # trailing comment\n#\n",
                 "= Hane\n\n");
}
END_TEST

START_TEST(control_characters_are_removed)
{
  /* CR, NUL, BEL, ESC and DEL vanish; tabs separate words. */
  static const char input[] = "na\r\0m\x07" "e\r\n3\tquery_boardsize\x1b\x7f\n";
  char *out = gtp_session_run(g, input, sizeof input - 1, NULL);
  ck_assert_str_eq(out, "= Hane\n\n=3 19\n\n");
  free(out);
}
END_TEST

START_TEST(tabs_become_spaces_in_arguments)
{
  assert_session(g, "boardsize\t9\nplay\tblack\tC3\ncolor\tc3\n",
                 "= \n\n= \n\n= black\n\n");
}
END_TEST

START_TEST(unknown_commands_fail)
{
  assert_session(g, "foo\n12 bar baz\nPLAY black A1\n-1 name\n",
                 "? unknown command\n\n?12 unknown command\n\n"
                 "? unknown command\n\n? unknown command\n\n");
}
END_TEST

START_TEST(line_with_only_an_id_is_answered)
{
  assert_session(g, "17\n17 # comment\n", "?17 unknown command\n\n?17 unknown command\n\n");
}
END_TEST

START_TEST(last_line_without_newline)
{
  assert_session(g, "name\n2 version", "= Hane\n\n=2 " PACKAGE_VERSION "\n\n");
}
END_TEST

START_TEST(empty_input_ends_cleanly)
{
  int status = -1;
  char *out = gtp_session_run(g, "", 0, &status);
  ck_assert_str_eq(out, "");
  ck_assert_int_eq(status, GTP_OK);
  free(out);
}
END_TEST

START_TEST(quit_answers_then_stops)
{
  int status = -1;
  const char *input = "5 quit\nname\n";
  char *out = gtp_session_run(g, input, strlen(input), &status);
  ck_assert_str_eq(out, "=5 \n\n");
  ck_assert_int_eq(status, GTP_QUIT);
  free(out);
}
END_TEST

/* A line longer than the limit gets an error and the session goes on. */
START_TEST(overlong_line_is_refused)
{
  size_t n = GTP_MAX_LINE + 100;
  char *input = malloc(n + 64);
  strcpy(input, "8 echo ");
  memset(input + 7, 'x', n - 7);
  strcpy(input + n, "\n9 name\n");
  char *out = gtp_session_run(g, input, strlen(input), NULL);
  ck_assert_str_eq(out, "?8 line too long\n\n=9 Hane\n\n");
  free(out);
  free(input);
}
END_TEST

/* A long line within the limit is fine (the space before the comment is
 * kept: echo repeats its arguments as they are), and a long comment costs
 * nothing. */
START_TEST(long_lines_within_the_limit)
{
  size_t n = 100000;
  char *input = malloc(2 * n + 64);
  strcpy(input, "echo ");
  memset(input + 5, 'y', n);
  strcpy(input + 5 + n, " #");
  memset(input + 7 + n, 'z', n);
  strcpy(input + 7 + 2 * n, "\n");
  char *out = gtp_session_run(g, input, strlen(input), NULL);
  ck_assert_uint_eq(strlen(out), n + 5);
  ck_assert(strncmp(out, "= yyy", 5) == 0);
  free(out);
  free(input);
}
END_TEST

START_TEST(binary_garbage_does_not_break_the_session)
{
  unsigned char input[4096];
  unsigned state = 12345;
  for (size_t k = 0; k < sizeof input; k++) {
    state = state * 1103515245u + 12345u;
    input[k] = (unsigned char) (state >> 16);
  }
  char *out = gtp_session_run(g, (const char *) input, sizeof input, NULL);
  free(out);
  assert_session(g, "\nboardsize 5\nquery_boardsize\n", "= \n\n= 5\n\n");
}
END_TEST

/* A multi-line answer never contains an empty line. */
START_TEST(answers_have_no_empty_lines)
{
  assert_session(g, "echo a\n", "= a\n\n");
  char *out = gtp_answer(g, "list_commands");
  ck_assert_ptr_null(strstr(out, "\n\n"));
  free(out);
}
END_TEST

START_TEST(echo_keeps_inner_spaces)
{
  assert_session(g, "echo  hello   world\necho\n", "= hello   world\n\n= \n\n");
}
END_TEST

/* ---- Parsing ------------------------------------------------------------ */

static int vertex(const char *text, int size)
{
  int pos = -1;
  if (!parse_vertex(text, size, &pos))
    return -1;
  return pos;
}

START_TEST(vertices_on_19x19)
{
  ck_assert_int_eq(vertex("A1", 19), POS(18, 0));
  ck_assert_int_eq(vertex("a1", 19), POS(18, 0));
  ck_assert_int_eq(vertex("T19", 19), POS(0, 18));
  ck_assert_int_eq(vertex("t19", 19), POS(0, 18));
  ck_assert_int_eq(vertex("H8", 19), POS(11, 7));
  /* J follows H: there is no I column. */
  ck_assert_int_eq(vertex("J8", 19), POS(11, 8));
  ck_assert_int_eq(vertex("I8", 19), -1);
  ck_assert_int_eq(vertex("i8", 19), -1);
  ck_assert_int_eq(vertex("K10", 19), POS(9, 9));
  ck_assert_int_eq(vertex("pass", 19), PASS_MOVE);
  ck_assert_int_eq(vertex("PASS", 19), PASS_MOVE);
  ck_assert_int_eq(vertex("Pass", 19), PASS_MOVE);
}
END_TEST

START_TEST(vertices_out_of_range)
{
  ck_assert_int_eq(vertex("U1", 19), -1);
  ck_assert_int_eq(vertex("A20", 19), -1);
  ck_assert_int_eq(vertex("A0", 19), -1);
  ck_assert_int_eq(vertex("J10", 9), -1);
  ck_assert_int_eq(vertex("K9", 9), -1);
  ck_assert_int_eq(vertex("J9", 9), POS(0, 8));
  ck_assert_int_eq(vertex("B1", 1), -1);
  ck_assert_int_eq(vertex("A1", 1), POS(0, 0));
  ck_assert_int_eq(vertex("A2", 1), -1);
}
END_TEST

START_TEST(malformed_vertices)
{
  const char *bad[] = {"", "A", "1", "11", "AA1", "A1x", "A-1", "A+1", "@1", "[1",
                       "A99999999999999999999", "A 1", "pas", "passs", "Ä1"};
  for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++)
    ck_assert_msg(vertex(bad[k], 19) == -1, "'%s' accepted", bad[k]);
  ck_assert(!parse_vertex(NULL, 19, &(int) {0}));
}
END_TEST

START_TEST(vertices_on_25x25)
{
  ck_assert_int_eq(vertex("Z25", 25), POS(0, 24));
  ck_assert_int_eq(vertex("z1", 25), POS(24, 24));
  ck_assert_int_eq(vertex("Y13", 25), POS(12, 23));
  ck_assert_int_eq(vertex("Z26", 25), -1);
  ck_assert_int_eq(vertex("Z19", 19), -1);
  ck_assert_int_eq(vertex("U20", 20), POS(0, 19));
}
END_TEST

START_TEST(vertex_names_round_trip)
{
  for (int size = 1; size <= MAX_BOARD; size++)
    for (int i = 0; i < size; i++)
      for (int j = 0; j < size; j++) {
        char name[8];
        vertex_name(size, POS(i, j), name);
        ck_assert_int_eq(vertex(name, size), POS(i, j));
      }
  char name[8];
  ck_assert_str_eq(vertex_name(19, POS(0, 18), name), "T19");
  ck_assert_str_eq(vertex_name(19, POS(18, 8), name), "J1");
  ck_assert_str_eq(vertex_name(25, POS(0, 24), name), "Z25");
  ck_assert_str_eq(vertex_name(19, PASS_MOVE, name), "PASS");
}
END_TEST

START_TEST(colors)
{
  int color = EMPTY;
  ck_assert(gtp_parse_color("b", &color) && color == BLACK);
  ck_assert(gtp_parse_color("W", &color) && color == WHITE);
  ck_assert(gtp_parse_color("black", &color) && color == BLACK);
  ck_assert(gtp_parse_color("White", &color) && color == WHITE);
  ck_assert(gtp_parse_color("BLACK", &color) && color == BLACK);
  ck_assert(!gtp_parse_color("bl", &color));
  ck_assert(!gtp_parse_color("empty", &color));
  ck_assert(!gtp_parse_color("", &color));
  ck_assert(!gtp_parse_color(NULL, &color));
  ck_assert_str_eq(gtp_color_name(BLACK), "black");
  ck_assert_str_eq(gtp_color_name(WHITE), "white");
}
END_TEST

START_TEST(numbers)
{
  int n = 0;
  double x = 0.0;
  ck_assert(parse_int("19", &n) && n == 19);
  ck_assert(parse_int("-3", &n) && n == -3);
  ck_assert(parse_int("+9", &n) && n == 9);
  ck_assert(!parse_int("9.0", &n));
  ck_assert(!parse_int("0x9", &n));
  ck_assert(!parse_int("", &n));
  ck_assert(!parse_int("99999999999999999999", &n));
  ck_assert(!parse_int("2147483648", &n));
  ck_assert(parse_int("2147483647", &n) && n == 2147483647);
  ck_assert(parse_double("6.5", &x) && x == 6.5);
  ck_assert(parse_double("-0.5", &x) && x == -0.5);
  ck_assert(parse_double("7", &x) && x == 7.0);
  ck_assert(!parse_double("nan", &x));
  ck_assert(!parse_double("inf", &x));
  ck_assert(!parse_double("1e999", &x));
  ck_assert(!parse_double("6.5x", &x));
  ck_assert(!parse_double(NULL, &x));
}
END_TEST

START_TEST(words)
{
  char text[] = "  play   black\tD4 ";
  char *args = text;
  ck_assert_str_eq(gtp_next_word(&args), "play");
  ck_assert_str_eq(gtp_next_word(&args), "black\tD4");
  ck_assert_ptr_null(gtp_next_word(&args));
  ck_assert_ptr_null(gtp_next_word(&args));
}
END_TEST

/* Every error class of the argument helpers, through real commands. */
START_TEST(argument_errors)
{
  assert_session(g, "boardsize\nboardsize x\nplay\nplay black\nplay x D4\n"
                    "play black I5\ngenmove\ngenmove red\ncountlib\ncountlib Z9\n"
                    "countlib D4\nkomi\nkomi nan\n",
                 "? boardsize not an integer\n\n? boardsize not an integer\n\n"
                 "? invalid color or coordinate\n\n? invalid color or coordinate\n\n"
                 "? invalid color or coordinate\n\n? invalid color or coordinate\n\n"
                 "? invalid color\n\n? invalid color\n\n"
                 "? invalid coordinate\n\n? invalid coordinate\n\n"
                 "? vertex must not be empty\n\n"
                 "? komi not a float\n\n? komi not a float\n\n");
}
END_TEST

static Suite *gtp_suite(void)
{
  Suite *s = suite_create("gtp");
  TCase *protocol = tcase_create("protocol");
  tcase_add_checked_fixture(protocol, setup, teardown);
  tcase_set_timeout(protocol, 60);
  tcase_add_test(protocol, answers_with_and_without_id);
  tcase_add_test(protocol, empty_answer_has_a_space);
  tcase_add_test(protocol, comments_and_empty_lines_are_ignored);
  tcase_add_test(protocol, control_characters_are_removed);
  tcase_add_test(protocol, tabs_become_spaces_in_arguments);
  tcase_add_test(protocol, unknown_commands_fail);
  tcase_add_test(protocol, line_with_only_an_id_is_answered);
  tcase_add_test(protocol, last_line_without_newline);
  tcase_add_test(protocol, empty_input_ends_cleanly);
  tcase_add_test(protocol, quit_answers_then_stops);
  tcase_add_test(protocol, overlong_line_is_refused);
  tcase_add_test(protocol, long_lines_within_the_limit);
  tcase_add_test(protocol, binary_garbage_does_not_break_the_session);
  tcase_add_test(protocol, answers_have_no_empty_lines);
  tcase_add_test(protocol, echo_keeps_inner_spaces);
  suite_add_tcase(s, protocol);

  TCase *parsing = tcase_create("parsing");
  tcase_add_checked_fixture(parsing, setup, teardown);
  tcase_add_test(parsing, vertices_on_19x19);
  tcase_add_test(parsing, vertices_out_of_range);
  tcase_add_test(parsing, malformed_vertices);
  tcase_add_test(parsing, vertices_on_25x25);
  tcase_add_test(parsing, vertex_names_round_trip);
  tcase_add_test(parsing, colors);
  tcase_add_test(parsing, numbers);
  tcase_add_test(parsing, words);
  tcase_add_test(parsing, argument_errors);
  suite_add_tcase(s, parsing);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(gtp_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
