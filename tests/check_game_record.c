/* The game record without a length limit, and stricter SGF loading:
 *   - games longer than the board's own history (MAX_MOVE_HISTORY moves)
 *     keep every move for move_history, undo and printsgf, loaded from an
 *     SGF or played through GTP;
 *   - setup stones in the middle of a game are recorded as setup, in
 *     their place; AW on a black stone is kept as such and reported;
 *   - rules from RU (area: Chinese, AGA, NZ; territory: Japanese, Korean)
 *     unless the command line named the rules, komi from KM;
 *   - board sizes that are not square or out of range, bad komi, bad
 *     limits: refused with a clear message, the game unchanged. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "interface/gtp/gtp.h"
#include "gtp_session.h"
#include "temp_dir.h"
#include "sgf/sgf.h"

static struct game *g;
static void setup(void)
{
  g = test_game_new(19);
}

static void teardown(void)
{
  game_free(g);
}

static char *answer_to(const char *format, const char *argument)
{
  char command[1024];
  snprintf(command, sizeof command, format, argument);
  return gtp_answer(g, command);
}

static void expect(const char *command, const char *expected)
{
  char *answer = gtp_answer(g, command);
  ck_assert_msg(strcmp(answer, expected) == 0, "'%s': [%s], expected [%s]", command, answer,
                expected);
  free(answer);
}

static int count_lines(const char *text)
{
  int n = *text != '\0';
  for (; *text; text++)
    n += *text == '\n';
  return n;
}

static int count_of(const char *text, const char *word)
{
  int n = 0;
  for (const char *p = text; (p = strstr(p, word)) != NULL; p += strlen(word))
    n++;
  return n;
}

/* The point of the k-th stone of a long game: every other point in
 * board order, so no two stones touch and nothing is captured. */
static int stone_point(int k)
{
  return POS(2 * k / 19, 2 * k % 19);
}

/* An SGF of `passes` passes after `stones` (<= 180) black and white
 * stones. */
static char *long_game(int stones, int passes)
{
  size_t size = 64 + (size_t) (stones + passes) * 8;
  char *text = malloc(size);
  size_t n = (size_t) snprintf(text, size, "(;GM[1]FF[4]SZ[19]KM[7.5]");
  for (int k = 0; k < stones + passes; k++) {
    char point[3] = "";
    if (k < stones) {
      point[0] = (char) ('a' + J(stone_point(k)));
      point[1] = (char) ('a' + I(stone_point(k)));
      point[2] = '\0';
    }
    n += (size_t) snprintf(text + n, size - n, ";%c[%s]", k % 2 ? 'W' : 'B', point);
  }
  snprintf(text + n, size - n, ")");
  return text;
}

/* ---- History without a limit ------------------------------------------- */

/* The example: 5,000 passes load as 5,000 moves, not 1,000. */
START_TEST(test_five_thousand_passes)
{
  char *sgf = long_game(0, 5000);
  const char *path = test_temp_file("passes.sgf", sgf);
  free(sgf);
  char *color = answer_to("loadsgf %s", path);
  ck_assert_str_eq(color, "black");
  free(color);
  char *history = gtp_answer(g, "move_history");
  ck_assert_int_eq(count_lines(history), 5000);
  free(history);
  char *record = gtp_answer(g, "printsgf");
  ck_assert_int_eq(count_of(record, "[]") + count_of(record, "[tt]"), 5000);
  free(record);
  expect("gg-undo 4999", "");
  expect("move_history", "black PASS");
  assert_fails_unchanged(g, "gg-undo 2", "cannot undo");
}
END_TEST

/* Played through GTP, 2,500 moves; undo across the board's own history
 * limit replays the record: the stones of the first 100 moves are back. */
START_TEST(test_long_game_undo)
{
  char *sgf = long_game(100, 0);
  const char *path = test_temp_file("hundred.sgf", sgf);
  free(sgf);
  char *color = answer_to("loadsgf %s", path);
  free(color);
  char *black100 = gtp_answer(g, "list_stones black");
  char *white100 = gtp_answer(g, "list_stones white");
  /* 80 stones more, then passes to 2,500 moves. */
  size_t size = 2400 * 16;
  char *input = malloc(size);
  size_t n = 0;
  for (int k = 100; k < 2500; k++) {
    char vertex[8] = "pass";
    if (k < 180)
      vertex_name(19, stone_point(k), vertex);
    n += (size_t) snprintf(input + n, size - n, "play %s %s\n", k % 2 ? "w" : "b", vertex);
  }
  char *output = gtp_session_run(g, input, n, NULL);
  ck_assert_int_eq(count_of(output, "= \n\n"), 2400);
  free(output);
  free(input);
  char *history = gtp_answer(g, "move_history");
  ck_assert_int_eq(count_lines(history), 2500);
  free(history);
  expect("gg-undo 2400", "");
  char *black = gtp_answer(g, "list_stones black");
  char *white = gtp_answer(g, "list_stones white");
  ck_assert_str_eq(black, black100);
  ck_assert_str_eq(white, white100);
  expect("last_move", "white J9");
  free(black);
  free(white);
  free(black100);
  free(white100);
}
END_TEST

/* A setup stone in the middle of the game stays there: in printsgf, and
 * undo takes it back with the move before it. */
START_TEST(test_setup_in_place)
{
  const char *path = test_temp_file("setup.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[cc];AB[gg];B[dd])");
  char *color = answer_to("loadsgf %s", path);
  ck_assert_str_eq(color, "white");
  free(color);
  expect("move_history", "black D6\nwhite C7\nblack E5");
  char *record = gtp_answer(g, "printsgf");
  ck_assert_msg(strstr(record, ";B[ee];W[cc];AB[gg];B[dd])") != NULL, "%s", record);
  free(record);
  expect("undo", "");
  expect("list_stones black", "E5 G3");
  expect("undo", "");
  expect("list_stones black", "E5");
  expect("list_stones white", "");
  /* Moves after the setup play on. */
  expect("play white C7", "");
  expect("move_history", "white C7\nblack E5");
}
END_TEST

/* Komi survives printsgf whatever its digits (6.52 was written 6.5). */
START_TEST(test_komi_round_trip)
{
  char *color = answer_to("loadsgf %s", test_temp_file("komi.sgf", "(;GM[1]FF[4]SZ[9]KM[6.52];B[ee])"));
  ck_assert_str_eq(color, "white");
  free(color);
  char *record = gtp_answer(g, "printsgf");
  ck_assert_msg(strstr(record, "KM[6.52]") != NULL, "%s", record);
  free(record);
  expect("komi 7", "");
  record = gtp_answer(g, "printsgf");
  ck_assert_msg(strstr(record, "KM[7.0]") != NULL, "%s", record);
  free(record);
}
END_TEST

/* AW on a black stone: FF[4] says the point is overwritten; it is, the
 * record keeps it so, and the user hears of it. */
START_TEST(test_aw_on_black_stone)
{
  char *said = NULL;
  size_t length = 0;
  FILE *messages = open_memstream(&said, &length);
  g->messages = messages;
  const char *path = test_temp_file("overwrite.sgf", "(;GM[1]FF[4]SZ[9]AB[ee];B[cc];W[dd]AW[ee])");
  char *color = answer_to("loadsgf %s", path);
  g->messages = NULL;
  fclose(messages);
  char expected[512];
  snprintf(expected, sizeof expected,
           "hane: %s: AW replaces a stone of the other colour at ee at node 2\n", path);
  ck_assert_str_eq(said, expected);
  free(said);
  ck_assert_str_eq(color, "black");
  free(color);
  expect("list_stones white", "D6 E5");
  expect("list_stones black", "C7");
  char *record = gtp_answer(g, "printsgf");
  ck_assert_msg(strstr(record, "AB[ee]") != NULL && strstr(record, ";AW[ee];W[dd])") != NULL,
                "%s", record);
  free(record);
}
END_TEST

/* ---- SGF rules, komi, sizes --------------------------------------------- */

static void load_rules(const char *ru, const char *expected_ru)
{
  char text[128];
  snprintf(text, sizeof text, "(;GM[1]FF[4]SZ[9]KM[5.5]RU[%s];B[ee])", ru);
  char *color = answer_to("loadsgf %s", test_temp_file("rules.sgf", text));
  free(color);
  char *record = gtp_answer(g, "printsgf");
  char wanted[64];
  snprintf(wanted, sizeof wanted, "RU[%s]", expected_ru);
  ck_assert_msg(strstr(record, wanted) != NULL, "RU[%s]: %s", ru, record);
  ck_assert_msg(strstr(record, "KM[5.5]") != NULL, "%s", record);
  free(record);
}

START_TEST(test_rules_from_ru)
{
  load_rules("Chinese", "Chinese");
  load_rules("AGA", "Chinese");
  load_rules("NZ", "Chinese");
  load_rules("Japanese", "Japanese");
  load_rules("chinese", "Chinese");
  load_rules("Korean", "Japanese");
  /* Area scoring counts the stones: the same board scores otherwise. */
  const char *path = test_temp_file("score.sgf", "(;GM[1]FF[4]SZ[9]KM[0]RU[Chinese];B[ee];W[ef];"
                               "B[fe];W[ff];B[ge];W[tt];B[tt])");
  char *area = answer_to("loadsgf %s", path);
  free(area);
  area = gtp_answer(g, "final_score");
  path = test_temp_file("score2.sgf", "(;GM[1]FF[4]SZ[9]KM[0]RU[Japanese];B[ee];W[ef];"
                   "B[fe];W[ff];B[ge];W[tt];B[tt])");
  char *territory = answer_to("loadsgf %s", path);
  free(territory);
  territory = gtp_answer(g, "final_score");
  /* Three black stones against two: area counts them, territory not. */
  ck_assert_str_eq(area, "B+1.0");
  ck_assert_str_eq(territory, "0");
  free(area);
  free(territory);
  /* The command line's rules stand when it named them. */
  g->rules_fixed = 1;
  load_rules("Chinese", "Japanese");
}
END_TEST

/* A failed load says why (exactly), and changes nothing. */
static void refused(const char *sgf, const char *why)
{
  char *said = NULL;
  size_t length = 0;
  FILE *messages = open_memstream(&said, &length);
  g->messages = messages;
  const char *path = test_temp_file("bad.sgf", sgf);
  char command[1024], expected[1024];
  snprintf(command, sizeof command, "loadsgf %s", path);
  assert_fails_unchanged(g, command, "cannot load file");
  g->messages = NULL;
  fclose(messages);
  snprintf(expected, sizeof expected, "hane: loadsgf: %s: %s\n", path, why);
  ck_assert_str_eq(said, expected);
  free(said);
}

START_TEST(test_sizes_and_komi_refused)
{
  expect("play black D4", "");
  refused("(;GM[1]SZ[19:13];B[ee])", "board 19x13 is not square: only square boards are played");
  refused("(;GM[1]SZ[nine];B[ee])", "board size 'nine' is not a number");
  refused("(;GM[1]SZ[99999999999999999999];B[ee])",
          "board size 99999999999999999999 out of range (1 to 25)");
  refused("(;GM[1]SZ[0])", "board size 0 out of range (1 to 25)");
  refused("(;GM[1]SZ[26])", "board size 26 out of range (1 to 25)");
  refused("(;GM[1]SZ[9]KM[six])", "komi 'six' is not a number from -999 to 999");
  refused("(;GM[1]SZ[9];B[ee]\n;W[dd]X[)", "line 2, column 8: property value not closed with ']'");
  /* 9:9 is a square board. */
  char *color = answer_to("loadsgf %s", test_temp_file("square.sgf", "(;GM[1]SZ[9:9];B[ee])"));
  ck_assert_str_eq(color, "white");
  free(color);
  expect("query_boardsize", "9");
}
END_TEST

/* A collection: the first game by default, and the user is told there
 * are more; "game N" picks another; a game not there or broken is an
 * error that says so. */
START_TEST(test_collections)
{
  const char *path = test_temp_file("three.sgf", "(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[13];B[cc])\n"
                               "(;GM[1]SZ[9];B[dd\n(;GM[1]SZ[19])\n");
  char *said = NULL;
  size_t length = 0;
  FILE *messages = open_memstream(&said, &length);
  g->messages = messages;
  char *color = answer_to("loadsgf %s", path);
  ck_assert_str_eq(color, "white");
  free(color);
  fflush(messages);
  char expected[512];
  snprintf(expected, sizeof expected, "hane: %s holds more than one game: the first is loaded "
           "(--game N, or loadsgf FILE [MOVE] game N, loads another)\n", path);
  ck_assert_str_eq(said, expected);
  expect("query_boardsize", "9");
  color = answer_to("loadsgf %s game 2", path);
  free(color);
  expect("query_boardsize", "13");
  expect("list_stones black", "C11");
  color = answer_to("loadsgf %s 1 game 4", path);
  free(color);
  expect("query_boardsize", "19");
  g->messages = NULL;
  fclose(messages);
  free(said);
  char command[512];
  snprintf(command, sizeof command, "loadsgf %s game 5", path);
  assert_fails_unchanged(g, command, "cannot load file");
  snprintf(command, sizeof command, "loadsgf %s game 3", path);
  assert_fails_unchanged(g, command, "cannot load file");
  snprintf(command, sizeof command, "loadsgf %s game x", path);
  assert_fails_unchanged(g, command, "syntax error");
  snprintf(command, sizeof command, "loadsgf %s game 0", path);
  assert_fails_unchanged(g, command, "cannot load file");
}
END_TEST

/* Text before the first "(;" is skipped (the file failed). */
START_TEST(test_text_before_game)
{
  const char *path = test_temp_file("header.sgf", "Some header text (with parens)\n(;GM[1]SZ[9];B[ee];W[dd])");
  char *color = answer_to("loadsgf %s", path);
  ck_assert_str_eq(color, "black");
  free(color);
  expect("move_history", "white D6\nblack E5");
}
END_TEST

static Suite *game_record_suite(void)
{
  Suite *s = suite_create("game_record");
  TCase *tc = tcase_create("record");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_five_thousand_passes);
  tcase_add_test(tc, test_long_game_undo);
  tcase_add_test(tc, test_setup_in_place);
  tcase_add_test(tc, test_komi_round_trip);
  tcase_add_test(tc, test_aw_on_black_stone);
  tcase_add_test(tc, test_rules_from_ru);
  tcase_add_test(tc, test_sizes_and_komi_refused);
  tcase_add_test(tc, test_collections);
  tcase_add_test(tc, test_text_before_game);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  if (test_temp_dir_create("check_game_record") == NULL)
    return EXIT_FAILURE;
  SRunner *sr = srunner_create(game_record_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  test_temp_dir_remove();
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
