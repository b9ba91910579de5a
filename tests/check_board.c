/* Board library: captures, ko, suicide, merging, liberty lists, printing. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "utils/bits.h"

static struct board *b;

static void setup(void)
{
  b = board_new(19);
  ck_assert_ptr_nonnull(b);
}

static void teardown(void)
{
  board_free(b);
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
}

static void assert_position(const char *expected)
{
  char want[2048], got[2048];
  normalize_diagram(expected, want, sizeof want);
  board_to_diagram(b, got, sizeof got);
  ck_assert_msg(strcmp(want, got) == 0, "expected\n%s\ngot\n%s", want, got);
}

/* The string at vertex has exactly these liberties (countlib and
 * findlib agree). */
static void assert_libs(const char *vertex, const char *libs)
{
  int want[MAX_BOARD * MAX_BOARD], got[MAX_BOARD * MAX_BOARD];
  int n = vertex_list(b, libs, want, MAX_BOARD * MAX_BOARD);
  int str = at(b, vertex);
  ck_assert_int_eq(countlib(b, str), n);
  ck_assert_int_eq(findlib(b, str, MAX_BOARD * MAX_BOARD, got), n);
  sort_points(got, n);
  for (int k = 0; k < n; k++)
    ck_assert_msg(want[k] == got[k], "liberties of %s: want %s", vertex, libs);
}

/* The string at vertex consists of exactly these stones. */
static void assert_stones(const char *vertex, const char *stones)
{
  int want[MAX_BOARD * MAX_BOARD], got[MAX_BOARD * MAX_BOARD];
  int n = vertex_list(b, stones, want, MAX_BOARD * MAX_BOARD);
  int str = at(b, vertex);
  ck_assert_int_eq(countstones(b, str), n);
  ck_assert_int_eq(findstones(b, str, MAX_BOARD * MAX_BOARD, got), n);
  sort_points(got, n);
  for (int k = 0; k < n; k++) {
    ck_assert_msg(want[k] == got[k], "stones of %s: want %s", vertex, stones);
    ck_assert(same_string(b, str, got[k]));
  }
  ck_assert_int_eq(find_origin(b, str), want[0]);
}

static void play(int color, const char *vertex)
{
  int pos = at(b, vertex);
  ck_assert_msg(is_legal(b, pos, color), "%s should be legal", vertex);
  ck_assert(play_move(b, pos, color));
}

/* The line a point stands on counts from the nearest edge: on 9x9 the
 * corner and the edge are line 1, C3 line 3, E5 (the centre) line 5,
 * H4 line 2 (one from the right edge). */
START_TEST(edge_line_counts_from_the_nearest_edge)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_eq(board_edge_line(b, at(b, "A1")), 1);
  ck_assert_int_eq(board_edge_line(b, at(b, "J5")), 1);
  ck_assert_int_eq(board_edge_line(b, at(b, "E9")), 1);
  ck_assert_int_eq(board_edge_line(b, at(b, "C3")), 3);
  ck_assert_int_eq(board_edge_line(b, at(b, "H4")), 2);
  ck_assert_int_eq(board_edge_line(b, at(b, "E5")), 5);
}
END_TEST

START_TEST(capture_one_string)
{
  load(". . . . .\n"
       ". . X . .\n"
       ". X O X .\n"
       ". . . . .\n"
       ". . . . .\n");
  assert_libs("C3", "C2");
  ck_assert(does_capture_something(b, at(b, "C2"), BLACK));
  play(BLACK, "C2");
  assert_position(". . . . .\n"
                  ". . X . .\n"
                  ". X . X .\n"
                  ". . X . .\n"
                  ". . . . .\n");
  ck_assert_int_eq(b->white_captured, 1);
  ck_assert_int_eq(b->black_captured, 0);
  ck_assert_int_eq(b->ko_pos, NO_MOVE);
  assert_libs("C2", "B2 D2 C1 C3");
  assert_libs("C4", "B4 D4 C5 C3");
  assert_libs("B3", "A3 B4 B2 C3");
  assert_libs("D3", "E3 D4 D2 C3");
  ck_assert_int_eq(stones_on_board(b, BLACK), 4);
  ck_assert_int_eq(stones_on_board(b, WHITE), 0);
  ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
}
END_TEST

START_TEST(capture_two_strings_at_once)
{
  load(". X O . .\n"
       "X O . . .\n"
       "O . . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  assert_libs("B5", "A5");
  assert_libs("A4", "A5");
  play(WHITE, "A5");
  assert_position("O . O . .\n"
                  ". O . . .\n"
                  "O . . . .\n"
                  ". . . . .\n"
                  ". . . . .\n");
  ck_assert_int_eq(b->black_captured, 2);
  ck_assert_int_eq(b->ko_pos, NO_MOVE);
  assert_libs("A5", "B5 A4");
  assert_libs("C5", "B5 D5 C4");
  assert_libs("B4", "B5 A4 C4 B3");
  assert_libs("A3", "A4 B3 A2");
  int adj[MAX_NEIGHBORS];
  ck_assert_int_eq(chainlinks(b, at(b, "A5"), adj), 0);
}
END_TEST

START_TEST(capture_large_string_updates_neighbours)
{
  load(". . . . .\n"
       "O O O . .\n"
       "X X O . .\n"
       "X X O . .\n"
       ". X O . .\n");
  assert_libs("A3", "A1");
  int adj[MAX_NEIGHBORS];
  ck_assert_int_eq(chainlinks(b, at(b, "C3"), adj), 1);
  ck_assert_int_eq(adj[0], at(b, "A3"));
  play(WHITE, "A1");
  assert_position(". . . . .\n"
                  "O O O . .\n"
                  ". . O . .\n"
                  ". . O . .\n"
                  "O . O . .\n");
  ck_assert_int_eq(b->black_captured, 5);
  assert_libs("A1", "A2 B1");
  assert_libs("C1", "A5 B5 C5 D4 D3 D2 D1 A3 B3 B2 B1");
  assert_stones("C1", "A4 B4 C4 C3 C2 C1");
  ck_assert_int_eq(chainlinks(b, at(b, "C3"), adj), 0);
  ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
}
END_TEST

START_TEST(snapback)
{
  load(". . . . .\n"
       ". . . . .\n"
       "O O O O .\n"
       "X X X O .\n"
       ". . X O .\n");
  assert_libs("A2", "A1 B1");
  play(WHITE, "A1");
  assert_libs("A1", "B1");
  assert_libs("A2", "B1");
  ck_assert(is_self_atari(b, at(b, "B1"), BLACK));
  play(BLACK, "B1");
  assert_position(". . . . .\n"
                  ". . . . .\n"
                  "O O O O .\n"
                  "X X X O .\n"
                  ". X X O .\n");
  ck_assert_int_eq(b->white_captured, 1);
  ck_assert_int_eq(b->ko_pos, NO_MOVE);
  assert_libs("B1", "A1");
  assert_stones("A2", "A2 B2 C2 B1 C1");
  ck_assert(!is_ko(b, at(b, "A1"), WHITE, NULL));
  play(WHITE, "A1");
  assert_position(". . . . .\n"
                  ". . . . .\n"
                  "O O O O .\n"
                  ". . . O .\n"
                  "O . . O .\n");
  ck_assert_int_eq(b->black_captured, 5);
  assert_libs("A1", "A2 B1");
  ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
}
END_TEST

START_TEST(simple_ko)
{
  load(". . . . .\n"
       ". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n");
  int ko_capture;
  ck_assert(is_ko(b, at(b, "C3"), BLACK, &ko_capture));
  ck_assert_int_eq(ko_capture, at(b, "B3"));
  play(BLACK, "C3");
  assert_position(". . . . .\n"
                  ". X O . .\n"
                  "X . X O .\n"
                  ". X O . .\n"
                  ". . . . .\n");
  ck_assert_int_eq(b->ko_pos, at(b, "B3"));
  assert_libs("C3", "B3");
  ck_assert(!is_legal(b, at(b, "B3"), WHITE));
  ck_assert(!trymove(b, at(b, "B3"), WHITE, "ko", NO_MOVE));
  ck_assert_int_eq(b->stackp, 0);
  /* tryko allows the recapture as if a threat had been answered. */
  ck_assert(tryko(b, at(b, "B3"), WHITE, "ko"));
  ck_assert_int_eq(b->ko_pos, at(b, "C3"));
  popgo(b);
  ck_assert_int_eq(b->ko_pos, at(b, "B3"));
  /* Black may fill the ko. */
  ck_assert(is_legal(b, at(b, "B3"), BLACK));
  play(WHITE, "E5");
  ck_assert_int_eq(b->ko_pos, NO_MOVE);
  play(BLACK, "E1");
  play(WHITE, "B3");
  assert_position(". . . . O\n"
                  ". X O . .\n"
                  "X O . O .\n"
                  ". X O . .\n"
                  ". . . . X\n");
  ck_assert_int_eq(b->ko_pos, at(b, "C3"));
  ck_assert(!is_legal(b, at(b, "C3"), BLACK));
  ck_assert_int_eq(b->white_captured, 1);
  ck_assert_int_eq(b->black_captured, 1);
  ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
}
END_TEST

START_TEST(single_stone_suicide)
{
  load(". X . . .\n"
       "X . X . .\n"
       ". X . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  int pos = at(b, "B4");
  ck_assert(is_suicide(b, pos, WHITE));
  ck_assert(!is_legal(b, pos, WHITE));
  ck_assert(!is_legal_move(b, pos, WHITE));
  ck_assert(!trymove(b, pos, WHITE, NULL, NO_MOVE));
  ck_assert(!tryko(b, pos, WHITE, NULL));
  ck_assert(is_legal(b, pos, BLACK));
  ck_assert(!is_suicide(b, pos, BLACK));
  ck_assert(is_self_atari(b, pos, WHITE));
  ck_assert_int_eq(accuratelib(b, pos, WHITE, 5, NULL), 0);
  ck_assert_int_eq(b->stackp, 0);
}
END_TEST

START_TEST(multi_stone_suicide)
{
  load("X O X . .\n"
       "X O X . .\n"
       "X . X . .\n"
       ". X . . .\n"
       ". . . . .\n");
  int pos = at(b, "B3");
  ck_assert(is_suicide(b, pos, WHITE));
  ck_assert(!is_legal(b, pos, WHITE));
  ck_assert(!trymove(b, pos, WHITE, NULL, NO_MOVE));
  ck_assert(!tryko(b, pos, WHITE, NULL));
  ck_assert_int_eq(b->stackp, 0);
  /* Rules that allow suicide: play_move removes the white string. */
  ck_assert(play_move(b, pos, WHITE));
  assert_position("X . X . .\n"
                  "X . X . .\n"
                  "X . X . .\n"
                  ". X . . .\n"
                  ". . . . .\n");
  ck_assert_int_eq(b->white_captured, 3);
  assert_libs("A5", "B5 B4 B3 A2");
  ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
}
END_TEST

START_TEST(merge_one_to_four_friends)
{
  static const struct {
    const char *diagram;
    const char *stones;
    const char *libs;
  } cases[] = {
    {". . . . .\n"
     ". . . . .\n"
     ". . . . .\n"
     ". . X . .\n"
     ". . . . .\n", "C3 C2", "B3 D3 C4 B2 D2 C1"},
    {". . . . .\n"
     ". . . . .\n"
     ". X . X .\n"
     ". . O . .\n"
     ". . . . .\n", "B3 C3 D3", "A3 E3 B4 C4 D4 B2 D2"},
    {". . . . .\n"
     ". . X . .\n"
     ". X . X .\n"
     ". . O . .\n"
     ". . . . .\n", "B3 C3 D3 C4", "A3 E3 B4 D4 C5 B2 D2"},
    {". . . . .\n"
     ". . X . .\n"
     ". X . X .\n"
     ". . X . .\n"
     ". . . . .\n", "B3 C3 D3 C4 C2", "A3 E3 B4 D4 C5 B2 D2 C1"},
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    load(cases[k].diagram);
    play(BLACK, "C3");
    assert_stones("C3", cases[k].stones);
    assert_libs("C3", cases[k].libs);
    int adj[MAX_NEIGHBORS];
    int white = stones_on_board(b, WHITE);
    ck_assert_int_eq(chainlinks(b, at(b, "C3"), adj), white);
    if (white) {
      ck_assert_int_eq(adj[0], at(b, "C2"));
      ck_assert_int_eq(chainlinks(b, at(b, "C2"), adj), 1);
      ck_assert_int_eq(adj[0], find_origin(b, at(b, "C3")));
      assert_libs("C2", "B2 D2 C1");
    }
    ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
  }
}
END_TEST

START_TEST(merge_keeps_neighbour_lists_exact)
{
  load(". . . . .\n"
       ". O . O .\n"
       "X O . O X\n"
       ". X . X .\n"
       ". . . . .\n");
  int adj[MAX_NEIGHBORS];
  ck_assert_int_eq(chainlinks(b, at(b, "B4"), adj), 2);
  play(WHITE, "C3");
  assert_stones("C3", "B4 B3 C3 D3 D4");
  ck_assert_int_eq(chainlinks(b, at(b, "C3"), adj), 4);
  ck_assert_int_eq(chainlinks(b, at(b, "B2"), adj), 1);
  ck_assert_int_eq(adj[0], at(b, "B4"));
  ck_assert_int_eq(chainlinks2(b, at(b, "C3"), adj, 2), 2);
  ck_assert_int_eq(chainlinks3(b, at(b, "C3"), adj, 3), 4);
  play(BLACK, "C2");
  assert_stones("C2", "B2 C2 D2");
  ck_assert_int_eq(chainlinks(b, at(b, "C3"), adj), 3);
  ck_assert_int_eq(chainlinks(b, at(b, "C2"), adj), 1);
  assert_libs("C3", "A4 B5 C4 D5 E4");
  assert_libs("C2", "A2 B1 C1 D1 E2");
}
END_TEST

START_TEST(long_liberty_lists)
{
  board_clear(b, 19);
  /* A 12-stone line has 26 liberties: more than the list holds. */
  for (int j = 2; j < 14; j++)
    ck_assert(play_move(b, POS(9, j), BLACK));
  int str = POS(9, 2);
  int libs[100];
  ck_assert_int_eq(countlib(b, str), 26);
  ck_assert_int_eq(findlib(b, str, 100, libs), 26);
  for (int k = 0; k < 26; k++) {
    ck_assert(liberty_of_string(b, libs[k], str));
    for (int l = 0; l < k; l++)
      ck_assert_int_ne(libs[k], libs[l]);
  }
  /* Take liberties away one at a time down to one. */
  int left = 26;
  for (int j = 2; j < 14; j++) {
    ck_assert(play_move(b, POS(8, j), WHITE));
    ck_assert(play_move(b, POS(10, j), WHITE));
    left -= 2;
    ck_assert_int_eq(countlib(b, str), left);
    ck_assert_int_eq(findlib(b, str, 100, libs), left);
    for (int k = 0; k < (left < 100 ? left : 100); k++)
      ck_assert(liberty_of_string(b, libs[k], str));
  }
  ck_assert_int_eq(countlib(b, str), 2);
  ck_assert(play_move(b, POS(9, 1), WHITE));
  ck_assert(play_move(b, POS(9, 14), WHITE));
  ck_assert_int_eq(b->black_captured, 12);
  ck_assert_int_eq(countlib(b, POS(8, 2)), 26);
}
END_TEST

START_TEST(approxlib_and_accuratelib)
{
  load(". . . . .\n"
       ". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n");
  int libs[8];
  /* Black C3 captures B3: approxlib ignores that, accuratelib sees it. */
  ck_assert_int_eq(approxlib(b, at(b, "C3"), BLACK, 8, libs), 0);
  ck_assert_int_eq(accuratelib(b, at(b, "C3"), BLACK, 8, libs), 1);
  ck_assert_int_eq(libs[0], at(b, "B3"));
  ck_assert(is_self_atari(b, at(b, "C3"), BLACK));
  /* White C3 joins three strings. */
  ck_assert_int_eq(approxlib(b, at(b, "C3"), WHITE, 20, libs), 5);
  ck_assert_int_eq(approxlib(b, at(b, "C3"), WHITE, 3, libs), 3);
  ck_assert_int_eq(accuratelib(b, at(b, "C3"), WHITE, 20, libs), 5);
  ck_assert(!is_self_atari(b, at(b, "C3"), WHITE));
  ck_assert(liberty_of_string(b, at(b, "C3"), at(b, "C4")));
  ck_assert(!liberty_of_string(b, at(b, "C3"), at(b, "B4")));
  ck_assert(neighbor_of_string(b, at(b, "C4"), at(b, "B4")));
  ck_assert(!neighbor_of_string(b, at(b, "C2"), at(b, "B4")));
}
END_TEST

START_TEST(trymove_popgo_restores)
{
  load(". . . . .\n"
       ". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n");
  char before[2048];
  board_to_diagram(b, before, sizeof before);
  hash_t hash = b->hash;
  ck_assert(trymove(b, at(b, "C3"), BLACK, "capture", NO_MOVE));
  ck_assert_int_eq(b->stackp, 1);
  ck_assert_int_eq(b->white_captured, 1);
  ck_assert(!trymove(b, at(b, "B3"), WHITE, NULL, NO_MOVE));
  ck_assert(trymove(b, at(b, "A2"), WHITE, NULL, NO_MOVE));
  ck_assert(trymove(b, PASS_MOVE, BLACK, NULL, NO_MOVE));
  ck_assert(trymove(b, at(b, "B3"), WHITE, NULL, NO_MOVE));
  ck_assert_int_eq(b->stackp, 4);
  popgo(b);
  popgo(b);
  popgo(b);
  ck_assert_int_eq(b->ko_pos, at(b, "B3"));
  popgo(b);
  ck_assert_int_eq(b->stackp, 0);
  assert_position(before);
  ck_assert_uint_eq(b->hash, hash);
  ck_assert_int_eq(b->white_captured, 0);
  assert_libs("B3", "C3");
  assert_libs("C4", "C3 D4 C5");
}
END_TEST

START_TEST(undo_move_replays)
{
  load(". . . . .\n"
       ". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n");
  char start[2048];
  board_to_diagram(b, start, sizeof start);
  play(BLACK, "C3");
  play(WHITE, "E5");
  play(BLACK, "B3");
  int color;
  ck_assert_int_eq(board_last_move(b, &color), at(b, "B3"));
  ck_assert_int_eq(color, BLACK);
  ck_assert(!undo_move(b, 4));
  ck_assert(undo_move(b, 2));
  ck_assert_int_eq(b->ko_pos, at(b, "B3"));
  ck_assert_int_eq(b->white_captured, 1);
  ck_assert(undo_move(b, 1));
  assert_position(start);
  ck_assert_int_eq(b->white_captured, 0);
  ck_assert_int_eq(board_last_move(b, &color), NO_MOVE);
  ck_assert_int_eq(color, EMPTY);
  ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
}
END_TEST

START_TEST(play_move_refuses_bad_input)
{
  board_clear(b, 9);
  ck_assert(play_move(b, at(b, "E5"), BLACK));
  ck_assert(!play_move(b, at(b, "E5"), WHITE));
  ck_assert(!play_move(b, POS(0, 9), WHITE));
  ck_assert(!play_move(b, -5, WHITE));
  ck_assert(!play_move(b, BOARD_ARRAY_SIZE + 3, WHITE));
  ck_assert(!play_move(b, at(b, "A1"), GRAY));
  ck_assert(!is_legal(b, POS(9, 0), BLACK));
  ck_assert(!trymove(b, POS(-1, 3), BLACK, NULL, NO_MOVE));
  ck_assert_int_eq(stones_on_board(b, GRAY), 1);
  ck_assert_int_eq(b->move_history_length, 1);
}
END_TEST

START_TEST(positional_superko)
{
  /* After the ko capture and a recapture made legal by passes, black's
   * next capture would repeat the position. */
  load(". . . . .\n"
       ". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n");
  b->superko = 1;
  play(BLACK, "C3");
  ck_assert(play_move(b, PASS_MOVE, WHITE));
  ck_assert(play_move(b, PASS_MOVE, BLACK));
  ck_assert(is_legal(b, at(b, "B3"), WHITE));
  /* White's recapture recreates the starting position. */
  ck_assert(!is_legal_move(b, at(b, "B3"), WHITE));
}
END_TEST

START_TEST(sizes_one_two_twentyfive)
{
  board_clear(b, 1);
  ck_assert(is_suicide(b, POS(0, 0), BLACK));
  ck_assert(!is_legal(b, POS(0, 0), BLACK));
  ck_assert(!trymove(b, POS(0, 0), WHITE, NULL, NO_MOVE));
  ck_assert(is_legal(b, PASS_MOVE, BLACK));

  board_clear(b, 2);
  ck_assert(play_move(b, POS(0, 0), BLACK));
  ck_assert(play_move(b, POS(1, 1), WHITE));
  ck_assert(play_move(b, POS(0, 1), BLACK));
  ck_assert_int_eq(countlib(b, POS(1, 1)), 1);
  ck_assert(is_legal(b, POS(1, 0), WHITE));
  ck_assert(is_legal(b, POS(1, 0), BLACK));
  ck_assert(play_move(b, POS(1, 0), BLACK));
  ck_assert_int_eq(b->white_captured, 1);
  ck_assert_int_eq(countlib(b, POS(0, 0)), 1);

  board_clear(b, 25);
  ck_assert(play_move(b, at(b, "Z25"), BLACK));
  ck_assert(play_move(b, at(b, "A1"), WHITE));
  ck_assert(play_move(b, at(b, "Y25"), WHITE));
  ck_assert(play_move(b, at(b, "Z24"), WHITE));
  ck_assert_int_eq(b->black_captured, 1);
  ck_assert_int_eq(countlib(b, at(b, "Y25")), 3);
  ck_assert_int_eq(vertex_to_pos(b, "Z26"), -1);
  ck_assert_uint_eq(b->hash, board_hash_from_scratch(b));
}
END_TEST

START_TEST(print_and_vertices)
{
  load(". . . . .\n"
       ". X O . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  char buf[8];
  ck_assert_str_eq(pos_to_vertex(b, at(b, "b4"), buf), "B4");
  ck_assert_str_eq(pos_to_vertex(b, PASS_MOVE, buf), "PASS");
  ck_assert_int_eq(vertex_to_pos(b, "PASS"), PASS_MOVE);
  ck_assert_int_eq(vertex_to_pos(b, "I3"), -1);
  ck_assert_int_eq(vertex_to_pos(b, "F3"), -1);
  ck_assert_int_eq(vertex_to_pos(b, "C0"), -1);
  ck_assert_int_eq(vertex_to_pos(b, ""), -1);
  ck_assert_int_eq(vertex_to_pos(b, "C3x"), -1);
  board_clear(b, 19);
  ck_assert_str_eq(pos_to_vertex(b, at(b, "T19"), buf), "T19");
  ck_assert_int_eq(at(b, "T19"), POS(0, 18));
  ck_assert_int_eq(at(b, "J10"), POS(9, 8));

  load(". . . . .\n"
       ". X O . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len);
  board_print(b, out);
  fclose(out);
  ck_assert_str_eq(text,
                   "   A B C D E\n"
                   " 5 . . . . . 5\n"
                   " 4 . X O . . 4\n"
                   " 3 . . . . . 3\n"
                   " 2 . . . . . 2     WHITE (O) has captured 0 stones\n"
                   " 1 . . . . . 1     BLACK (X) has captured 0 stones\n"
                   "   A B C D E\n");
  free(text);
}
END_TEST

START_TEST(copy_is_independent)
{
  load(". . . . .\n"
       ". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n");
  ck_assert(trymove(b, at(b, "C3"), BLACK, NULL, NO_MOVE));
  struct board *c = board_new(5);
  board_copy(c, b);
  popgo(b);
  ck_assert_int_eq(c->stackp, 1);
  ck_assert_int_eq(c->board[at(c, "B3")], EMPTY);
  popgo(c);
  char x[2048], y[2048];
  board_to_diagram(b, x, sizeof x);
  board_to_diagram(c, y, sizeof y);
  ck_assert_str_eq(x, y);
  ck_assert_uint_eq(b->hash, c->hash);
  ck_assert_int_eq(countlib(c, at(c, "B3")), 1);
  ck_assert(play_move(c, at(c, "C3"), BLACK));
  ck_assert_int_eq(b->board[at(b, "B3")], WHITE);
  board_free(c);
}
END_TEST

START_TEST(setup_stone_validates)
{
  board_clear(b, 5);
  ck_assert(board_setup_stone(b, at(b, "A1"), BLACK));
  ck_assert(board_setup_stone(b, at(b, "B1"), WHITE));
  ck_assert(!board_setup_stone(b, at(b, "A2"), WHITE));
  ck_assert_int_eq(b->board[at(b, "A2")], EMPTY);
  ck_assert_int_eq(countlib(b, at(b, "A1")), 1);
  ck_assert(board_setup_stone(b, at(b, "B1"), EMPTY));
  ck_assert_int_eq(countlib(b, at(b, "A1")), 2);
  ck_assert(!board_setup_stone(b, POS(5, 0), BLACK));
  ck_assert_int_eq(b->move_history_length, 0);
}
END_TEST

static int trace_calls;
static void count_trace(void *data, int pos, int color, const char *message,
                        int str, int is_ko)
{
  (void) pos, (void) color, (void) str, (void) is_ko;
  ck_assert_ptr_eq(data, &trace_calls);
  ck_assert_str_eq(message, "hello");
  trace_calls++;
}

START_TEST(trace_hook_called)
{
  board_clear(b, 9);
  ck_assert_ptr_null(b->trace_hook);
  b->trace_hook = count_trace;
  b->trace_data = &trace_calls;
  ck_assert(trymove(b, at(b, "E5"), BLACK, "hello", NO_MOVE));
  ck_assert(tryko(b, at(b, "E4"), WHITE, "hello"));
  popgo(b);
  popgo(b);
  ck_assert_int_eq(trace_calls, 2);
}
END_TEST

/* bytes_nonzero lists the marked points of a board array in board order:
 * the first and last points of the range, a run across an eight-byte
 * boundary, values other than 1, and a range that starts and ends off
 * the eight-byte grid. */
START_TEST(nonzero_bytes_in_board_order)
{
  unsigned char marks[BOARD_ARRAY_SIZE];
  int got[BOARD_ARRAY_SIZE];
  static const int want[] = {
    BOARDMIN, BOARDMIN + 7, BOARDMIN + 8, BOARDMIN + 9, 300, BOARDMAX - 1
  };
  int n, k;
  memset(marks, 0, sizeof(marks));
  for (k = 0; k < (int) (sizeof(want) / sizeof(want[0])); k++)
    marks[want[k]] = (unsigned char) (k + 1);
  marks[BOARDMIN - 1] = 1;          /* outside the range asked for */
  marks[BOARDMAX] = 1;
  n = bytes_nonzero(marks, BOARDMIN, BOARDMAX, got);
  ck_assert_int_eq(n, 6);
  for (k = 0; k < n; k++)
    ck_assert_int_eq(got[k], want[k]);
  /* A range of three bytes inside one word. */
  n = bytes_nonzero(marks, BOARDMIN + 7, BOARDMIN + 10, got);
  ck_assert_int_eq(n, 3);
  ck_assert_int_eq(got[0], BOARDMIN + 7);
  ck_assert_int_eq(got[2], BOARDMIN + 9);
  memset(marks, 0, sizeof(marks));
  ck_assert_int_eq(bytes_nonzero(marks, BOARDMIN, BOARDMAX, got), 0);
}
END_TEST

static Suite *board_suite(void)
{
  Suite *s = suite_create("board");
  TCase *tc = tcase_create("core");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, capture_one_string);
  tcase_add_test(tc, edge_line_counts_from_the_nearest_edge);
  tcase_add_test(tc, capture_two_strings_at_once);
  tcase_add_test(tc, capture_large_string_updates_neighbours);
  tcase_add_test(tc, snapback);
  tcase_add_test(tc, simple_ko);
  tcase_add_test(tc, single_stone_suicide);
  tcase_add_test(tc, multi_stone_suicide);
  tcase_add_test(tc, merge_one_to_four_friends);
  tcase_add_test(tc, merge_keeps_neighbour_lists_exact);
  tcase_add_test(tc, long_liberty_lists);
  tcase_add_test(tc, approxlib_and_accuratelib);
  tcase_add_test(tc, trymove_popgo_restores);
  tcase_add_test(tc, undo_move_replays);
  tcase_add_test(tc, play_move_refuses_bad_input);
  tcase_add_test(tc, positional_superko);
  tcase_add_test(tc, sizes_one_two_twentyfive);
  tcase_add_test(tc, print_and_vertices);
  tcase_add_test(tc, copy_is_independent);
  tcase_add_test(tc, setup_stone_validates);
  tcase_add_test(tc, trace_hook_called);
  tcase_add_test(tc, nonzero_bytes_in_board_order);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(board_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
