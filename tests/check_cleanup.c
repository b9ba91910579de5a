/* The cleanup phase's move when the move generator would pass: take a
 * liberty of the dead stones, first lengthen an own wall string that is
 * short of liberties, throw a lone stone into the dead stones' eye space,
 * or wait inside own area while a ko blocks the capture.  The positions
 * are ones where check_kgs_game's engine used to pass with dead stones
 * left on the board. */
#include <config.h>

#include <check.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "engine/movegen/cleanup.h"
#include "diagram.h"
#include "engine/engine.h"

static struct board *b;
static int status[BOARD_ARRAY_SIZE];

static void setup(void)
{
  b = board_new(9);
  ck_assert_ptr_nonnull(b);
}

static void teardown(void)
{
  board_free(b);
}

/* The diagram's stones alive except `dead`; every empty point White's
 * area except `black_area`. */
static void load(const char *diagram, const char *dead, const char *black_area)
{
  int points[BOARD_ARRAY_SIZE];
  ck_assert(board_from_diagram(b, diagram));
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    status[pos] = b->board[pos] == EMPTY ? FINAL_WHITE_TERRITORY : FINAL_ALIVE;
  int n = vertex_list(b, dead, points, BOARD_ARRAY_SIZE);
  for (int k = 0; k < n; k++) {
    ck_assert(IS_STONE(b->board[points[k]]));
    status[points[k]] = FINAL_DEAD;
  }
  n = vertex_list(b, black_area, points, BOARD_ARRAY_SIZE);
  for (int k = 0; k < n; k++)
    status[points[k]] = FINAL_BLACK_TERRITORY;
}

static void assert_cleanup(const char *expected)
{
  int move = cleanup_dead_stones_move(b, status, WHITE);
  char vertex[8];
  ck_assert_str_eq(pos_to_vertex(b, move, vertex), expected);
}

/* White J4 captures the dead stone J5 (a ko capture, so a self-atari),
 * which puts the dead string H4-J2-F1 in atari. */
static const char *ko_capture =
  "O O O O . . O O .\n"
  "O . O O O O . O .\n"
  "O O O . O . O O O\n"
  "O O O O O O O O O\n"
  ". O X X O O O O X\n"
  "O X X X O . O X .\n"
  "X . X X O O O X X\n"
  "X X X X O X X X X\n"
  ". X X O O X X X .\n";
static const char *ko_capture_dead = "J5 H4 H3 J3 F2 G2 H2 J2 F1 G1 H1";
static const char *ko_capture_black_area = "B3 A1";

START_TEST(capture_even_by_self_atari)
{
  load(ko_capture, ko_capture_dead, ko_capture_black_area);
  assert_cleanup("J4");
}
END_TEST

/* The bottom five rows of the ko positions below, before Black retakes
 * at J5; load_ko_retaken plays that retake. */
#define KO_RETAKEN_BOTTOM \
  ". O X X O O O O .\n" \
  "O X X X O . O X O\n" \
  "X . X X O O O X X\n" \
  "X X X X O X X X X\n" \
  ". X X O O X X X .\n"

static void load_ko_retaken(const char *diagram)
{
  load(diagram, "H4 H3 J3 F2 G2 H2 J2 F1 G1 H1", ko_capture_black_area);
  ck_assert(play_move(b, at(b, "J5"), BLACK));
  status[at(b, "J5")] = FINAL_DEAD;
}

/* After Black retakes the ko at J5 White cannot take back at once; with
 * no point of its area deep enough to fill safely, it passes. */
START_TEST(ko_blocked_without_safe_wait_passes)
{
  load_ko_retaken("O O O O . . O O .\n"
       "O . O O O O . O .\n"
       "O O O . O . O O O\n"
       "O O O O O O O O O\n"
       KO_RETAKEN_BOTTOM);
  ck_assert(!is_legal_move(b, at(b, "J4"), WHITE));
  assert_cleanup("PASS");
}
END_TEST

/* The same ko with room to wait: E9 is the only point of White's area
 * with three empty neighbours. */
START_TEST(ko_blocked_waits_inside_own_area)
{
  load_ko_retaken("O O O . . . O O O\n"
       "O O O O . O O O O\n"
       "O O O O O O O O O\n"
       "O O O O O O O O O\n"
       KO_RETAKEN_BOTTOM);
  assert_cleanup("E9");
}
END_TEST

/* White D1 would leave D1-E1-F1 with the one liberty G1, where Black
 * captures three stones; G1 first connects them to the wall. */
START_TEST(lengthen_short_wall_string_first)
{
  load("O O . O . O O X .\n"
       "O O O . O O O X X\n"
       ". O O O O O O X .\n"
       "O O . O O . O X X\n"
       "O O O . O O O O X\n"
       "X X X O O O . . O\n"
       "X X X X O X O O .\n"
       "X X X X X X O . O\n"
       ". X X . O O . O .\n",
       "A4 B4 C4 A3 B3 C3 D3 F3 A2 B2 C2 D2 E2 F2 B1 C1", "J9 J7 A1");
  assert_cleanup("G1");
}
END_TEST

/* A two-point eye in the corner: a lone stone on either point kills. */
START_TEST(throw_into_two_point_eye)
{
  load("O O O O . O O O O\n"
       "O O . O O O O O .\n"
       "O . O O . . O O .\n"
       "O O O O O O . O O\n"
       "O X X X O O O O .\n"
       "X X . X X O . O O\n"
       "X . X X O O O X X\n"
       "X X X X O X X X X\n"
       ". X X O O X X . .\n", "H3 J3 F2 G2 H2 J2 F1 G1", "C4 B3 A1");
  int move = cleanup_dead_stones_move(b, status, WHITE);
  ck_assert_msg(move == at(b, "H1") || move == at(b, "J1"), "got %d", move);
  ck_assert(is_legal_move(b, move, WHITE));
}
END_TEST

START_TEST(nothing_dead_passes)
{
  load(ko_capture, "", ko_capture_black_area);
  assert_cleanup("PASS");
}
END_TEST

int main(void)
{
  Suite *s = suite_create("cleanup");
  TCase *tc = tcase_create("cleanup");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, capture_even_by_self_atari);
  tcase_add_test(tc, ko_blocked_without_safe_wait_passes);
  tcase_add_test(tc, ko_blocked_waits_inside_own_area);
  tcase_add_test(tc, lengthen_short_wall_string_first);
  tcase_add_test(tc, throw_into_two_point_eye);
  tcase_add_test(tc, nothing_dead_passes);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
