/* The terminal mode with a scripted user: the reason for an illegal move
 * (occupied, ko, suicide), "off the board", the last move marked, and
 * after two passes the dead stones shown, disputed, undone, saved,
 * accepted. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "interface/ascii.h"
#include "gtp_session.h"
#include "temp_dir.h"

/* The user (Black) types input in this position; everything shown. */
static char *play(struct game *g, const char *sgf, const char *input, int *over)
{
  char err[400];
  ck_assert_msg(game_load_sgf(g, test_temp_file("position.sgf", sgf), NULL, err, sizeof err) != 0,
                "%s", err);
  char *output = NULL;
  size_t length = 0;
  FILE *in = fmemopen((void *) input, strlen(input), "r");
  FILE *out = open_memstream(&output, &length);
  int ended = ascii_play(g, in, out, BLACK, 1);
  fclose(in);
  fclose(out);
  if (over != NULL)
    *over = ended;
  return output;
}

static void assert_has(const char *output, const char *line)
{
  ck_assert_msg(strstr(output, line) != NULL, "no [%s] in:\n%s", line, output);
}

/* A ko White just took at B4 (Black may not retake at C4 at once), an
 * eye at E5 where a black stone would have no liberty.
 *
 *      A B C D E
 *    5 . X O O .
 *    4 X(O). O O
 *    3 . X O . .
 *    2 . . . O .
 *    1 . . . . X          */
static const char ko_position[] =
  "(;GM[1]FF[4]SZ[5]KM[0.5]AB[ab][ba][bc][cb]AW[cc][dd][db][ca][da][eb]AB[ee]"
  ";W[aa];B[tt];W[bb])";

START_TEST(test_illegal_moves_say_why)
{
  struct game *g = test_game_new(5);
  char *output = play(g, ko_position, "C4\nB4\nE5\nZ9\nf3\nquit\n", NULL);
  assert_has(output, " 4 X(O). O O 4\n");
  assert_has(output, "Last move: white B4\n");
  assert_has(output, "Illegal move C4: ko: the stone just taken may not be retaken at once; "
             "play elsewhere first.\n");
  assert_has(output, "Illegal move B4: the point is occupied.\n");
  assert_has(output, "Illegal move E5: suicide: the stone would have no liberty and capture "
             "nothing.\n");
  assert_has(output, "Z9 is off the board (columns A-E without I, rows 1-5).\n");
  assert_has(output, "f3 is off the board (columns A-E without I, rows 1-5).\n");
  /* Nothing was played. */
  ck_assert_int_eq((int) g->record.moves, 3);
  free(output);
  game_free(g);
}
END_TEST

/* A finished game: Black's area holds a dead white stone at A4.
 *
 *      A B C D E
 *    5 . . X O .
 *    4 O . X O .
 *    3 . . X O .
 *    2 . . X O .
 *    1 . . X O .          */
static const char end_position[] =
  "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Japanese]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de]AW[ab]"
  ";B[tt];W[tt])";

START_TEST(test_dead_stones_disputed)
{
  struct game *g = test_game_new(5);
  char input[512];
  snprintf(input, sizeof input, "A4\nA4\nC3\nC9\nsave %s\ndone\n",
           test_temp_file("scored.sgf", NULL));
  int over;
  char *output = play(g, end_position, input, &over);
  assert_has(output, "Both players passed.  Dead stones are shown as x (black) and o "
             "(white),\nterritory as b and w.\n");
  assert_has(output, " 4 o b X O w 4\n");
  assert_has(output, "Score with these dead stones: B+5.5 (territory and prisoners)\n");
  assert_has(output, "The white stones at A4 are now alive.\n");
  assert_has(output, " 4 O . X O w 4\n");
  assert_has(output, "Score with these dead stones: W+5.5 (territory and prisoners)\n");
  assert_has(output, "The white stones at A4 are now dead.\n");
  assert_has(output, "The black stones at C3 are now dead.\n");
  assert_has(output, "C9 is off the board (columns A-E without I, rows 1-5).\n");
  assert_has(output, "Game saved to ");
  assert_has(output, "Game over: ");
  ck_assert_int_eq(over, 1);
  /* White: 20 points of territory and 5 black prisoners; Black: the
   * white stone still marked dead; komi 0.5. */
  ck_assert_str_eq(g->result, "W+24.5");
  free(output);
  game_free(g);
}
END_TEST

/* After two passes the user may take them back and play on, or leave. */
START_TEST(test_passes_undone)
{
  struct game *g = test_game_new(5);
  int over;
  char *output = play(g, end_position, "undo\nquit\n", &over);
  assert_has(output, "Dead stones (a stone, done, undo, save, quit): \n");
  assert_has(output, "Your move (black): ");
  ck_assert_int_eq(over, 0);
  ck_assert_int_eq((int) g->record.moves, 0);
  free(output);
  game_free(g);
}
END_TEST

static Suite *terminal_suite(void)
{
  Suite *s = suite_create("terminal");
  TCase *tc = tcase_create("terminal");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, test_illegal_moves_say_why);
  tcase_add_test(tc, test_dead_stones_disputed);
  tcase_add_test(tc, test_passes_undone);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  if (test_temp_dir_create("check_terminal") == NULL)
    return EXIT_FAILURE;
  SRunner *sr = srunner_create(terminal_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  test_temp_dir_remove();
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
