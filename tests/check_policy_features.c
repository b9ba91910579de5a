/* Features of the learned move model (engine/policy/policy_features.h),
 * each on a drawn position: captures, escapes with their ladders,
 * self-atari, atari with its ladder, distances, edge, pass, 3x3 codes and
 * spatial hashes under rotation, reflection and colour swap. */
#include <config.h>
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include "engine/board/board.h"
#include "engine/policy/policy_features.h"
#include "engine/reading/reading.h"
#include "diagram.h"

static struct board *b;
static struct reading *r;
static struct policy_geometry geo;
static struct policy_context c;

static void setup(void)
{
  b = board_new(19);
  ck_assert_ptr_nonnull(b);
  r = reading_new(b);
  ck_assert_ptr_nonnull(r);
  policy_geometry_init(&geo);
}

static void teardown(void)
{
  reading_free(r);
  board_free(b);
}

/* The drawn position with color to move, ladders read. */
static void load(const char *diagram, int color)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  reading_clear_cache(r);
  policy_context_init(&c, &geo, b, r, color);
}

/* Plays a move for the history, then makes the context again. */
static void play(const char *vertex, int color, int to_move)
{
  ck_assert(play_move(b, at(b, vertex), color));
  policy_context_init(&c, &geo, b, r, to_move);
}

/* ---- Captures ---------------------------------------------------------- */

/* Four captures for X:
 *   B6 takes O B7 (one stone), which touches X C7 in atari (liberty C6):
 *      it saves C7;
 *   H7 takes O G8-H8 (two stones);
 *   G3 takes O G4 (one stone);
 *   D1 takes O A1-B1-C1 (three stones). */
static const char *capture_position =
  ". . . . . . X X .\n"   /* 9 */
  ". X O . . X O O X\n"   /* 8 */
  "X O X O . . X . .\n"   /* 7 */
  ". . . . . . . . .\n"   /* 6 */
  ". . . . . . X . .\n"   /* 5 */
  ". . . . . X O X .\n"   /* 4 */
  ". . . . . . . . .\n"   /* 3 */
  "X X X X . . . . .\n"   /* 2 */
  "O O O . . . . . .\n";  /* 1 */

START_TEST(capture_sizes_and_flags)
{
  load(capture_position, BLACK);
  ck_assert_int_eq(countlib(b, at(b, "B7")), 1);
  ck_assert_int_eq(countlib(b, at(b, "C7")), 1);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "B6")), 1 + 0 + 4);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "H7")), 1 + 1);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "G3")), 1 + 0);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "D1")), 1 + 2);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "E5")), 0);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "C6")), 0);
  /* White C6 takes X C7, which touches O B7 in atari: saves too. */
  policy_context_init(&c, &geo, b, r, WHITE);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "C6")), 1 + 0 + 4);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "B6")), 0);
}
END_TEST

START_TEST(capture_of_the_last_move)
{
  /* O has just played G4 between three X stones: G3 takes the stone
   * that was the previous move. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . X . .\n"
       ". . . . . X . X .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", WHITE);
  play("G4", WHITE, BLACK);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "G3")), 1 + 0 + 8);
}
END_TEST

START_TEST(capture_of_a_ko)
{
  /* O B3 has one liberty, C3, whose other neighbours are all O: taking
   * it is a ko capture. */
  load(". . . . .\n"
       ". X O . .\n"
       "X O . O .\n"
       ". X O . .\n"
       ". . . . .\n", BLACK);
  ck_assert_int_eq(countlib(b, at(b, "B3")), 1);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "C3")), POLICY_CAPTURE_KO);
}
END_TEST

/* ---- Escapes and ladders ----------------------------------------------- */

/* O G7 with X at G8, F7 and H6 (a ladder from either side) and X H7
 * giving atari: O's only liberty is G6.  (The ladder position of
 * check_reading.c.) */
static const char *escape_position =
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . X . . . . . .\n"
  ". . . . . X O X . . . . .\n"
  ". . . . . . . X . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n";

START_TEST(escape_into_a_ladder)
{
  /* O G6 gets two liberties (F6, G5) and X's ladder down-left catches
   * it: result 2, one stone. */
  load(escape_position, WHITE);
  ck_assert_int_eq(countlib(b, at(b, "G7")), 1);
  ck_assert_int_eq(policy_escape_value(&c, at(b, "G6")), 1 + 2);
  /* A white stone at D4 on the ladder's path breaks it: result 1. */
  ck_assert(board_setup_stone(b, at(b, "D4"), WHITE));
  reading_clear_cache(r);
  policy_context_init(&c, &geo, b, r, WHITE);
  ck_assert_int_eq(policy_escape_value(&c, at(b, "G6")), 1 + 1);
  /* Without a ladder reader the two liberties are result 1 as well. */
  ck_assert(board_setup_stone(b, at(b, "D4"), EMPTY));
  policy_context_init(&c, &geo, b, NULL, WHITE);
  ck_assert_int_eq(policy_escape_value(&c, at(b, "G6")), 1 + 1);
  /* Black to move has no string in atari. */
  policy_context_init(&c, &geo, b, r, BLACK);
  ck_assert_int_eq(policy_escape_value(&c, at(b, "G6")), 0);
}
END_TEST

START_TEST(escape_after_the_last_move)
{
  /* O D6-E6 has two liberties (F6, E5) until X plays E5; extending at
   * F6 then gives three (G6, F7, F5).  Two stones: size class 1; the
   * atari was the previous move. */
  load(". . . . . . . . .\n"   /* 9 */
       ". . . . . . . . .\n"   /* 8 */
       ". . . X X . . . .\n"   /* 7 */
       ". . X O O . . . .\n"   /* 6 */
       ". . . X . . . . .\n"   /* 5 */
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", WHITE);
  ck_assert_int_eq(countlib(b, at(b, "D6")), 2);
  play("E5", BLACK, WHITE);
  ck_assert_int_eq(countlib(b, at(b, "D6")), 1);
  ck_assert_int_eq(policy_escape_value(&c, at(b, "F6")), 1 + 0 + 4 + 12);
}
END_TEST

START_TEST(escape_into_atari)
{
  /* O A4 (just played) puts X A3 in atari; A2 gives the string the one
   * liberty A1: result 3, and a self-atari of two stones. */
  load(". . . . .\n"
       ". . . . .\n"
       "X O . . .\n"   /* 3 */
       ". O . . .\n"   /* 2 */
       ". . . . .\n",  /* 1 */
       WHITE);
  play("A4", WHITE, BLACK);
  ck_assert_int_eq(countlib(b, at(b, "A3")), 1);
  ck_assert_int_eq(policy_escape_value(&c, at(b, "A2")), 1 + 3 + 0 + 12);
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "A2")), 2);
}
END_TEST

/* ---- Self-atari -------------------------------------------------------- */

START_TEST(self_atari_sizes)
{
  load(". . . . .\n"
       ". . . . .\n"
       ". O . . .\n"   /* 3 */
       "X O . . .\n"   /* 2  A2 X: liberties A3, A1 */
       ". O . . .\n",  /* 1 */
       BLACK);
  /* A1 joins A2: one liberty left (A3), two stones.  A3 joins A2 with
   * two liberties (A4, A1); D4 is open. */
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "A1")), 2);
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "A3")), 0);
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "D4")), 0);
  /* White A1 joins the white wall. */
  policy_context_init(&c, &geo, b, r, WHITE);
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "A1")), 0);

  load(". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       ". X . . .\n"   /* 2 */
       "X . X . .\n",  /* 1 */
       WHITE);
  /* White B1 would have no liberty and take nothing: illegal.  A2 keeps
   * one liberty (A3) and A1 X keeps B1: a one-stone self-atari.  C2 has
   * two liberties. */
  ck_assert(!is_legal(b, at(b, "B1"), WHITE));
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "A2")), 1);
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "C2")), 0);

  load(". . . . .\n"
       ". . . . .\n"
       "O . . . .\n"   /* 3 */
       "X O . . .\n"   /* 2  A2 X: liberty A1 */
       ". X O . .\n",  /* 1  B1 X: liberty A1 */
       WHITE);
  /* White A1 takes A2 and B1 (both in atari): no self-atari although A1
   * had no empty neighbour. */
  ck_assert_int_eq(policy_self_atari_value(&c, at(b, "A1")), 0);
  ck_assert_int_eq(policy_capture_value(&c, at(b, "A1")), 1 + 1);
}
END_TEST

/* ---- Atari ------------------------------------------------------------- */

static const char *ladder_position =
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . X . . . . . .\n"
  ". . . . . X O . . . . . .\n"
  ". . . . . . . X . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . .\n";

START_TEST(atari_ladders)
{
  /* Both ataris on O G7 start a ladder that works. */
  load(ladder_position, BLACK);
  ck_assert_int_eq(policy_atari_value(&c, at(b, "G6")), 1);
  ck_assert_int_eq(policy_atari_value(&c, at(b, "H7")), 1);
  /* A breaker at K10 spoils the up-right ladder (G6 first). */
  ck_assert(board_setup_stone(b, at(b, "K10"), WHITE));
  reading_clear_cache(r);
  policy_context_init(&c, &geo, b, r, BLACK);
  ck_assert_int_eq(policy_atari_value(&c, at(b, "G6")), 3);
  ck_assert_int_eq(policy_atari_value(&c, at(b, "H7")), 1);
  /* No atari away from the stone; no ladder without a reader. */
  ck_assert_int_eq(policy_atari_value(&c, at(b, "H8")), 0);
  policy_context_init(&c, &geo, b, NULL, BLACK);
  ck_assert_int_eq(policy_atari_value(&c, at(b, "H7")), 3);
}
END_TEST

/* O F7-G7 has two liberties, G6 and H7; X B3 has one, C3, where white
 * can take a ko. */
static const char *ko_threat_position =
  ". . . . . . . . .\n"   /* 9 */
  ". . . . . X X . .\n"   /* 8 */
  ". . . . X O O . .\n"   /* 7 */
  ". . . . . X . . .\n"   /* 6 */
  ". . . . . . . . .\n"   /* 5 */
  ". O X . . . . . .\n"   /* 4 */
  "O X . X . . . . .\n"   /* 3 */
  ". O X . . . . . .\n"   /* 2 */
  ". . . . . . . . .\n";  /* 1 */

START_TEST(atari_with_a_ko_and_size)
{
  /* X G6 ataris two stones that run out at H7 (three liberties): no
   * ladder; kind 3, size class 1. */
  load(ko_threat_position, WHITE);
  ck_assert_int_eq(countlib(b, at(b, "F7")), 2);
  policy_context_init(&c, &geo, b, r, BLACK);
  ck_assert_int_eq(policy_atari_value(&c, at(b, "G6")), 3 + 3);
  /* Once white has taken the ko at C3, the same atari is kind 2. */
  play("C3", WHITE, BLACK);
  ck_assert_int_eq(b->ko_pos, at(b, "B3"));
  ck_assert_int_eq(policy_atari_value(&c, at(b, "G6")), 2 + 3);
  ck_assert_int_eq(policy_atari_value(&c, at(b, "E5")), 0);
}
END_TEST

/* ---- Distances, edge, pass --------------------------------------------- */

START_TEST(distances_edge_pass)
{
  board_clear(b, 19);
  policy_context_init(&c, &geo, b, r, BLACK);
  /* No previous move yet. */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "D5"), 1), 0);
  ck_assert_int_eq(policy_distance_value(&c, at(b, "D5"), 2), 0);
  ck_assert_int_eq(policy_pass_value(&c), 1);
  play("Q16", BLACK, WHITE);
  play("D4", WHITE, BLACK);
  ck_assert_int_eq(policy_distance_value(&c, at(b, "D5"), 1), 1);    /* d 2 */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "E5"), 1), 2);    /* d 3 */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "D6"), 1), 3);    /* d 4 */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "F5"), 1), 4);    /* d 5 */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "H8"), 1), 11);   /* 4+4+4 */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "K10"), 1), 16);  /* 18 */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "Q17"), 2), 1);
  ck_assert_int_eq(policy_distance_value(&c, at(b, "R17"), 2), 2);
  ck_assert_int_eq(policy_edge_value(&c, at(b, "A1")), 1);
  ck_assert_int_eq(policy_edge_value(&c, at(b, "C17")), 3);
  ck_assert_int_eq(policy_edge_value(&c, at(b, "Q16")), 4);
  ck_assert_int_eq(policy_edge_value(&c, at(b, "T10")), 1);
  ck_assert_int_eq(policy_edge_value(&c, at(b, "E5")), 0);
  ck_assert_int_eq(policy_edge_value(&c, at(b, "K10")), 0);
  /* A move where a stone of the move before stood (captured since)
   * counts as touching it. */
  ck_assert_int_eq(policy_distance_value(&c, at(b, "Q16"), 2), 1);
  /* Black passes: white's previous move is a pass. */
  ck_assert(play_move(b, PASS_MOVE, BLACK));
  policy_context_init(&c, &geo, b, r, WHITE);
  ck_assert_int_eq(policy_pass_value(&c), 2);
  ck_assert_int_eq(policy_distance_value(&c, at(b, "D5"), 1), 0);
  ck_assert_int_eq(policy_distance_value(&c, at(b, "D5"), 2), 1);
}
END_TEST

/* ---- 3x3 codes --------------------------------------------------------- */

START_TEST(pattern3_codes)
{
  char text[9];
  uint32_t code, turned;
  load(". . . . .\n"
       ". . . . .\n"
       ". . . . .\n"
       "X O . . .\n"   /* A2 X: liberties A3, A1; B2 O: B3, C2, B1 */
       ". . . . .\n",
       BLACK);
  code = policy_pattern3_code(&c, at(b, "A1"));
  policy_pattern3_text(code, text);
  ck_assert_str_eq(text, "#2c#.###");
  ck_assert_int_eq(policy_pattern3_parse(text), (long) code);
  ck_assert_int_eq(policy_pattern3_parse("#2c#.##"), -1);
  ck_assert_int_eq(policy_pattern3_parse("#2c#.##x"), -1);
  policy_context_init(&c, &geo, b, r, WHITE);
  policy_pattern3_text(policy_pattern3_code(&c, at(b, "A1")), text);
  ck_assert_str_eq(text, "#b3#.###");
  /* The same shape in the top right corner, turned: another code, the
   * same canonical code. */
  load(". . . . .\n"
       ". . . O X\n"   /* E4 X, D4 O */
       ". . . . .\n"
       ". . . . .\n"
       ". . . . .\n",
       BLACK);
  turned = policy_pattern3_code(&c, at(b, "E5"));
  policy_pattern3_text(turned, text);
  ck_assert_str_eq(text, "###.#c2#");
  ck_assert_uint_ne(turned, code);
  ck_assert_uint_eq(policy_pattern3_canonical(turned), policy_pattern3_canonical(code));
  /* In atari: one liberty shows as '1' / 'a'. */
  load(". . . . .\n"
       ". . . . .\n"
       ". O . . .\n"
       "O X O . .\n"   /* B2 X: liberty B1 */
       ". . . . .\n",
       BLACK);
  policy_pattern3_text(policy_pattern3_code(&c, at(b, "B1")), text);
  ck_assert_str_eq(text, "b1c..###");
}
END_TEST

/* ---- Spatial hashes ---------------------------------------------------- */

/* The diagram turned by a quarter (s = 1), mirrored (s = 2) or with the
 * colours swapped (s = 3). */
static void transform_diagram(const char *in, int size, int s, char *out)
{
  char cells[MAX_BOARD][MAX_BOARD];
  int k = 0;
  for (const char *p = in; *p; p++)
    if (*p == 'X' || *p == 'O' || *p == '.') {
      cells[k / size][k % size] = *p;
      k++;
    }
  k = 0;
  for (int i = 0; i < size; i++) {
    for (int j = 0; j < size; j++) {
      char v = s == 1 ? cells[size - 1 - j][i] : s == 2 ? cells[i][size - 1 - j]
               : cells[i][j];
      if (s == 3)
        v = v == 'X' ? 'O' : v == 'O' ? 'X' : '.';
      out[k++] = v;
    }
    out[k++] = '\n';
  }
  out[k] = '\0';
}

static const char *spatial_position =
  ". . . . . . . . . . .\n"
  ". . . . . . . . . . .\n"
  ". . X . O . . . . . .\n"
  ". . . X O O . . . . .\n"
  ". . . X . . X . . . .\n"
  ". . O . . . . . . . .\n"
  ". . . . X . . . . . .\n"
  ". . . . . . . . . . .\n"
  ". . . . . . . . . . .\n"
  ". . . . . . . . . . .\n"
  ". . . . . . . . . . .\n";

static void hashes_at(const char *diagram, int color, int i, int j,
                      uint64_t hashes[POLICY_SPATIAL_MAX + 1])
{
  load(diagram, color);
  ck_assert_int_eq(policy_spatial_hashes(&c, POS(i, j), POLICY_SPATIAL_MAX, hashes,
                                         NULL, NULL), POLICY_SPATIAL_MAX);
}

START_TEST(spatial_symmetries)
{
  uint64_t base[POLICY_SPATIAL_MAX + 1], other[POLICY_SPATIAL_MAX + 1];
  char turned[400], mirrored[400], swapped[400];
  /* The move at E6 (row 5 from the top, column 4). */
  hashes_at(spatial_position, BLACK, 5, 4, base);
  transform_diagram(spatial_position, 11, 1, turned);
  /* Turning by a quarter takes (i, j) to (j, size - 1 - i). */
  hashes_at(turned, BLACK, 4, 11 - 1 - 5, other);
  for (int d = POLICY_SPATIAL_MIN; d <= POLICY_SPATIAL_MAX; d++)
    ck_assert_msg(base[d] == other[d], "turned, size %d", d);
  transform_diagram(spatial_position, 11, 2, mirrored);
  hashes_at(mirrored, BLACK, 5, 11 - 1 - 4, other);
  for (int d = POLICY_SPATIAL_MIN; d <= POLICY_SPATIAL_MAX; d++)
    ck_assert_msg(base[d] == other[d], "mirrored, size %d", d);
  /* Colours swapped with the other side to move: the same pattern. */
  transform_diagram(spatial_position, 11, 3, swapped);
  hashes_at(swapped, WHITE, 5, 4, other);
  for (int d = POLICY_SPATIAL_MIN; d <= POLICY_SPATIAL_MAX; d++)
    ck_assert_msg(base[d] == other[d], "swapped, size %d", d);
  /* The other side to move on the same stones: every size differs. */
  hashes_at(spatial_position, WHITE, 5, 4, other);
  for (int d = POLICY_SPATIAL_MIN; d <= POLICY_SPATIAL_MAX; d++)
    ck_assert_msg(base[d] != other[d], "colour, size %d", d);
}
END_TEST

START_TEST(spatial_sizes_are_nested)
{
  uint64_t base[POLICY_SPATIAL_MAX + 1], other[POLICY_SPATIAL_MAX + 1];
  hashes_at(spatial_position, BLACK, 5, 4, base);
  /* A stone at gridcular distance 7 from E6 (dx 3, dy 1: H7... row 4,
   * column 7 is H7): sizes below 7 keep their hashes, 7 and up change. */
  ck_assert(board_setup_stone(b, POS(4, 7), WHITE));
  ck_assert_int_eq(policy_gridcular_distance(POS(4, 7), POS(5, 4)), 7);
  policy_context_init(&c, &geo, b, r, BLACK);
  policy_spatial_hashes(&c, POS(5, 4), POLICY_SPATIAL_MAX, other, NULL, NULL);
  for (int d = POLICY_SPATIAL_MIN; d <= POLICY_SPATIAL_MAX; d++)
    ck_assert_msg((base[d] == other[d]) == (d < 7), "size %d", d);
  /* The edge is part of the pattern: the same stones one line further
   * from the edge give other hashes from the size that reaches it. */
}
END_TEST

static int stop_at_six(void *data, int size, uint64_t hash)
{
  (void) hash;
  *(int *) data = size;
  return size < 6;
}

START_TEST(spatial_hashing_stops_early)
{
  uint64_t hashes[POLICY_SPATIAL_MAX + 1];
  int last = 0;
  load(spatial_position, BLACK);
  memset(hashes, 0, sizeof hashes);
  ck_assert_int_eq(policy_spatial_hashes(&c, POS(5, 4), 10, hashes, stop_at_six, &last), 6);
  ck_assert_int_eq(last, 6);
  ck_assert(hashes[6] != 0 && hashes[7] == 0);
}
END_TEST

static Suite *policy_features_suite(void)
{
  Suite *s = suite_create("policy_features");
  TCase *tc = tcase_create("core");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, capture_sizes_and_flags);
  tcase_add_test(tc, capture_of_the_last_move);
  tcase_add_test(tc, capture_of_a_ko);
  tcase_add_test(tc, escape_into_a_ladder);
  tcase_add_test(tc, escape_after_the_last_move);
  tcase_add_test(tc, escape_into_atari);
  tcase_add_test(tc, self_atari_sizes);
  tcase_add_test(tc, atari_ladders);
  tcase_add_test(tc, atari_with_a_ko_and_size);
  tcase_add_test(tc, distances_edge_pass);
  tcase_add_test(tc, pattern3_codes);
  tcase_add_test(tc, spatial_symmetries);
  tcase_add_test(tc, spatial_sizes_are_nested);
  tcase_add_test(tc, spatial_hashing_stops_early);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *runner = srunner_create(policy_features_suite());
  int failed;
  srunner_run_all(runner, CK_NORMAL);
  failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
