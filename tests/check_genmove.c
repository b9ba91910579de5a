/* The classic move generator: each generator on its own positions, the
 * eye and self-atari checks, the territory estimate, and whole genmove
 * decisions (capture, save, eyes, ataris, corners, big captures, pass). */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/movegen/eye_fill.h"
#include "engine/movegen/genmove.h"
#include "engine/movegen/move_reasons.h"
#include "engine/reading/reading.h"
#include "engine/movegen/territory_estimate.h"

static struct board *b;
static struct reading *r;
static struct move_reasons *mr;
static struct genmove_context *ctx;
static struct rng rng;

static void setup(void)
{
  b = board_new(19);
  ck_assert_ptr_nonnull(b);
  r = reading_new(b);
  ck_assert_ptr_nonnull(r);
  mr = calloc(1, sizeof *mr);
  ctx = calloc(1, sizeof *ctx);
  ck_assert_ptr_nonnull(mr);
  ck_assert_ptr_nonnull(ctx);
  rng_seed(&rng, 1);
}

static void teardown(void)
{
  reading_free(r);
  board_free(b);
  free(mr);
  free(ctx);
}

static void load(const char *diagram, float komi)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  b->komi = komi;
  reading_clear_cache(r);
}

/* Run the generators' common preparation for color. */
static void prepare(int color)
{
  genmove_context_init(ctx, b, r, &rng, mr, color, 10, 1);
}

static const char *vertex(int pos)
{
  static char buf[4][8];
  static int k;
  k = (k + 1) % 4;
  return pos == -1 ? "resign" : pos_to_vertex(b, pos, buf[k]);
}

/* A reason of this type at vertex, targeting the string at target (or
 * any target when target is NULL); returns its value. */
static float reason_value(const char *at_vertex, enum reason_type type, const char *target)
{
  int index[64];
  int pos = at(b, at_vertex);
  int n = reasons_at(mr, pos, index, 64);
  for (int k = 0; k < n && k < 64; k++) {
    const struct move_reason *reason = &mr->reason[index[k]];
    if (reason->type != type)
      continue;
    if (target && !(IS_STONE(b->board[reason->target])
                    && same_string(b, reason->target, at(b, target))))
      continue;
    return reason->value;
  }
  ck_abort_msg("no %s reason at %s", reason_type_name(type), at_vertex);
  return 0.0f;
}

static int genmove_at_level(int color, int level, int chinese)
{
  struct classic_engine *c = classic_new(level, 7, 0, chinese);
  ck_assert_ptr_nonnull(c);
  char before[2048], after[2048];
  board_to_diagram(b, before, sizeof before);
  int move = classic_genmove(c, b, color, NULL);
  board_to_diagram(b, after, sizeof after);
  ck_assert_str_eq(before, after);
  ck_assert_int_eq(b->stackp, 0);
  classic_free(c);
  return move;
}

static int genmove(int color)
{
  return genmove_at_level(color, 10, 0);
}

static void assert_move(int color, const char *expected)
{
  int move = genmove(color);
  ck_assert_msg(move == at(b, expected), "expected %s, got %s", expected, vertex(move));
}

/* ---- Eyes and self-atari ------------------------------------------- */

START_TEST(true_and_false_eyes)
{
  load(". X . X .\n"
       "X X X O .\n"
       ". X O . .\n"
       "X X . . .\n"
       ". X . . .\n", 0);
  ck_assert(is_own_true_eye(b, at(b, "A5"), BLACK));     /* corner */
  ck_assert(!is_own_true_eye(b, at(b, "C5"), BLACK));    /* D4 makes it false */
  ck_assert(is_own_eye_shape(b, at(b, "C5"), BLACK));
  ck_assert(is_own_true_eye(b, at(b, "A3"), BLACK));     /* edge */
  ck_assert(is_own_true_eye(b, at(b, "A1"), BLACK));
  ck_assert(!is_own_eye_shape(b, at(b, "C2"), BLACK));
  ck_assert(!is_own_true_eye(b, at(b, "A5"), WHITE));
  ck_assert(!is_sensible_move(b, at(b, "A5"), BLACK));
  ck_assert(is_sensible_move(b, at(b, "C5"), BLACK));
  ck_assert(is_sensible_move(b, at(b, "C2"), BLACK));
}
END_TEST

START_TEST(enclosed_regions)
{
  load(". X . . . .\n"
       "X X . . . .\n"
       ". . . . . .\n"
       ". . . O O O\n"
       ". . . O . .\n"
       ". . . O . .\n", 0);
  ck_assert_int_eq(own_enclosed_region_size(b, at(b, "A6"), BLACK, 10), 1);
  ck_assert_int_eq(own_enclosed_region_size(b, at(b, "E2"), WHITE, 10), 4);
  ck_assert_int_eq(own_enclosed_region_size(b, at(b, "E2"), WHITE, 3), 0);
  ck_assert_int_eq(own_enclosed_region_size(b, at(b, "E2"), BLACK, 10), 0);
  ck_assert_int_eq(own_enclosed_region_size(b, at(b, "C4"), BLACK, 10), 0);
}
END_TEST

START_TEST(self_atari_checks)
{
  /* Black A2 is a throw-in against the two-liberty white string; White
   * A2 or A1 would put five stones in atari for nothing. */
  load(". . . . .\n"
       "X X X . .\n"
       "O O X . .\n"
       ". O X . .\n"
       ". O X . .\n", 0);
  ck_assert(is_self_atari(b, at(b, "A2"), BLACK));
  ck_assert(!is_pointless_self_atari(b, at(b, "A2"), BLACK));
  ck_assert(is_pointless_self_atari(b, at(b, "A2"), WHITE));
  ck_assert(is_pointless_self_atari(b, at(b, "A1"), WHITE));
  ck_assert(!is_pointless_self_atari(b, at(b, "D3"), BLACK));
  ck_assert(!is_sensible_move(b, at(b, "A1"), WHITE));
}
END_TEST

START_TEST(snapback_recognised)
{
  /* White D1 is a snapback: Black takes it at D2 and White retakes six
   * stones at D1. */
  load(". . . . .\n"
       ". . . . .\n"
       ". O O O O\n"
       "O X X . X\n"
       ". O X . X\n", 0);
  ck_assert(is_self_atari(b, at(b, "D1"), WHITE));
  ck_assert(is_snapback(b, at(b, "D1"), WHITE));
  ck_assert(!is_pointless_self_atari(b, at(b, "D1"), WHITE));
  ck_assert(!is_snapback(b, at(b, "D2"), WHITE));
  ck_assert(!is_snapback(b, at(b, "A5"), WHITE));
}
END_TEST

/* ---- Move reasons ---------------------------------------------------- */

START_TEST(reasons_keep_largest_value)
{
  load(". . .\n. . .\n. . .\n", 0);
  move_reasons_clear(mr, BLACK);
  ck_assert(add_move_reason(mr, at(b, "B2"), REASON_CAPTURE, at(b, "A1"), NO_MOVE, 2.0f, NULL));
  ck_assert(add_move_reason(mr, at(b, "B2"), REASON_CAPTURE, at(b, "A1"), NO_MOVE, 5.0f, NULL));
  ck_assert(add_move_reason(mr, at(b, "B2"), REASON_CAPTURE, at(b, "A1"), NO_MOVE, 3.0f, NULL));
  ck_assert(add_move_reason(mr, at(b, "B2"), REASON_PATTERN, NO_MOVE, NO_MOVE, -2.0f, "bad"));
  ck_assert(add_move_reason(mr, at(b, "B2"), REASON_PATTERN, NO_MOVE, NO_MOVE, 4.0f, "good"));
  int index[8];
  ck_assert_int_eq(reasons_at(mr, at(b, "B2"), index, 8), 3);
  ck_assert(max_reason_value(mr, at(b, "B2"), REASON_CAPTURE) == 5.0f);
  ck_assert(best_plus_worst_value(mr, at(b, "B2"), REASON_PATTERN) == 2.0f);
  ck_assert(has_reason(mr, at(b, "B2"), REASON_PATTERN));
  ck_assert(!has_reason(mr, at(b, "A2"), REASON_PATTERN));
  ck_assert(mr->candidate[at(b, "B2")]);
}
END_TEST

START_TEST(reasons_described)
{
  char text[512];
  load(". . .\n. X .\n. . .\n", 0);
  move_reasons_clear(mr, WHITE);
  add_move_reason(mr, at(b, "A2"), REASON_CAPTURE, at(b, "B2"), NO_MOVE, 2.5f, NULL);
  add_move_reason(mr, at(b, "A2"), REASON_PATTERN, NO_MOVE, NO_MOVE, 1.0f, "hane");
  describe_move_reasons(b, mr, at(b, "A2"), text, sizeof text);
  ck_assert_str_eq(text, "capture B2 (1 stone) 2.50\npattern hane 1.00\n");
}
END_TEST

/* ---- Territory estimate --------------------------------------------- */

START_TEST(territory_of_walls)
{
  struct territory_estimate t;
  load(". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . . .\n", 0);
  estimate_territory(b, NULL, &t);
  ck_assert(t.owner[at(b, "A4")] == 1.0f);
  ck_assert(t.owner[at(b, "G4")] == -1.0f);
  ck_assert(t.owner[at(b, "C1")] == 1.0f);
  /* Black 21 points, white 28. */
  ck_assert(territory_score(&t, WHITE) - territory_score(&t, BLACK) == 14.0f);
}
END_TEST

START_TEST(dead_stones_count_for_captor)
{
  struct territory_estimate t;
  float dead[BOARD_ARRAY_SIZE] = { 0 };
  load(". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . X .\n"
       ". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . . .\n"
       ". . X O . . .\n", 0);
  dead[at(b, "F5")] = 1.0f;
  estimate_territory(b, dead, &t);
  ck_assert(t.owner[at(b, "F5")] == -1.0f);
  ck_assert(t.owner[at(b, "G5")] == -1.0f);
  ck_assert(territory_score(&t, WHITE) == 7.0f);
}
END_TEST

/* ---- Generators ------------------------------------------------------ */

/* Black's four stones in atari, with a friend at G5 to run to. */
static const char *atari_on_four =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . O O . . . .\n"
  ". . O X X O . . .\n"
  ". . O X X . X . .\n"
  ". . . O O . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(capture_reason_for_string_in_atari)
{
  load(atari_on_four, 7);
  prepare(WHITE);
  gen_capture_moves(ctx);
  ck_assert(reason_value("F5", REASON_CAPTURE, "D5") >= 8.0f);
  ck_assert(!has_reason(mr, at(b, "G5"), REASON_CAPTURE));
}
END_TEST

START_TEST(save_reason_for_own_string_in_atari)
{
  load(atari_on_four, 7);
  prepare(BLACK);
  gen_capture_moves(ctx);
  ck_assert(reason_value("F5", REASON_SAVE, "D5") >= 8.0f);
}
END_TEST

/* Black D6 in atari runs out at E6 into a ladder towards the lower
 * right. */
static const char *ladder =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . O O . . . .\n"
  ". . O X . . . . .\n"
  ". . . O . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(ladder_read_out)
{
  /* The ladder works: the stone cannot be saved, no save reason, and it
   * counts as dead whoever moves. */
  load(ladder, 7);
  prepare(BLACK);
  gen_capture_moves(ctx);
  ck_assert(!has_reason(mr, at(b, "E6"), REASON_SAVE));
  ck_assert_int_eq(ctx->tactics[at(b, "D6")].defense_code, 0);
  ck_assert(ctx->dead[WHITE][at(b, "D6")] == 1.0f);
  ck_assert(ctx->dead[BLACK][at(b, "D6")] == 1.0f);
}
END_TEST

START_TEST(ladder_breaker_saves)
{
  /* A black stone on the ladder's path: the stone escapes. */
  load(ladder, 7);
  ck_assert(board_setup_stone(b, at(b, "G3"), BLACK));
  prepare(BLACK);
  gen_capture_moves(ctx);
  ck_assert(reason_value("E6", REASON_SAVE, "D6") > 0.0f);
  ck_assert(ctx->dead[BLACK][at(b, "D6")] == 0.0f);
  ck_assert(ctx->dead[WHITE][at(b, "D6")] == 1.0f);
}
END_TEST

START_TEST(opening_empty_corners_19)
{
  load(". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . X . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . O . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n", 7.5);
  prepare(BLACK);
  gen_opening_moves(ctx);
  /* Empty corners: top right and bottom left, every standard point. */
  ck_assert(reason_value("Q16", REASON_OPENING, NULL) > 0.0f);   /* 4-4 */
  ck_assert(reason_value("R16", REASON_OPENING, NULL) > 0.0f);   /* 3-4 */
  ck_assert(reason_value("Q17", REASON_OPENING, NULL) > 0.0f);
  ck_assert(reason_value("R17", REASON_OPENING, NULL) > 0.0f);   /* 3-3 */
  ck_assert(reason_value("R15", REASON_OPENING, NULL) > 0.0f);   /* 5-3 */
  ck_assert(reason_value("Q15", REASON_OPENING, NULL) > 0.0f);   /* 5-4 */
  ck_assert(reason_value("D4", REASON_OPENING, NULL) > 0.0f);
  /* White's lone 4-4 at Q4 can be approached; own D16 enclosed. */
  ck_assert(reason_value("R6", REASON_OPENING, NULL) > 0.0f);
  ck_assert(reason_value("O3", REASON_OPENING, NULL) > 0.0f);
  ck_assert(reason_value("C14", REASON_OPENING, NULL) > 0.0f);
  ck_assert(reason_value("F17", REASON_OPENING, NULL) > 0.0f);
  /* Nothing in occupied corners' own points. */
  ck_assert(!has_reason(mr, at(b, "C17"), REASON_OPENING));
  ck_assert(max_reason_value(mr, at(b, "Q16"), REASON_OPENING)
            > max_reason_value(mr, at(b, "R6"), REASON_OPENING));
}
END_TEST

START_TEST(opening_small_and_odd_boards)
{
  for (int size = 5; size <= 13; size += 2) {
    char diagram[1024];
    int k = 0;
    for (int i = 0; i < size; i++) {
      for (int j = 0; j < size; j++)
        diagram[k++] = '.';
      diagram[k++] = '\n';
    }
    diagram[k] = '\0';
    load(diagram, 7);
    prepare(BLACK);
    gen_opening_moves(ctx);
    int count = 0;
    for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
      if (has_reason(mr, pos, REASON_OPENING)) {
        int i = I(pos), j = J(pos);
        int line_i = i < size - 1 - i ? i + 1 : size - i;
        int line_j = j < size - 1 - j ? j + 1 : size - j;
        ck_assert_msg(line_i >= 3 && line_j >= 3, "size %d: %s", size, vertex(pos));
        count++;
      }
    ck_assert_msg(count > 0, "no opening move on %dx%d", size, size);
  }
}
END_TEST

START_TEST(random_move_is_reproducible_and_sensible)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 7);
  prepare(BLACK);
  rng_seed(&rng, 5);
  int first = gen_random_move(ctx);
  rng_seed(&rng, 5);
  ck_assert_int_eq(gen_random_move(ctx), first);
  ck_assert(first != PASS_MOVE);
  ck_assert(is_sensible_move(b, first, BLACK));
}
END_TEST

START_TEST(dame_found_at_the_end)
{
  load("X X O . .\n"
       ". X O . .\n"
       "X X . O O\n"
       ". X X O .\n"
       "X . X O .\n", 0);
  prepare(BLACK);
  gen_endgame_moves(ctx);
  ck_assert(has_reason(mr, at(b, "C3"), REASON_DAME));
  ck_assert(!has_reason(mr, at(b, "A4"), REASON_DAME));
  ck_assert(!has_reason(mr, at(b, "A4"), REASON_ENDGAME));
}
END_TEST

/* ---- Whole genmove decisions ----------------------------------------- */

/* White's four stones on the left edge are in atari at E4; if White
 * plays there first they run out into open space. */
static const char *edge_atari =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "X X X X . . . . .\n"
  "O O O O . . . . .\n"
  "X X X X . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(genmove_captures_capturable_string)
{
  load(edge_atari, 7);
  assert_move(BLACK, "E4");
}
END_TEST

START_TEST(genmove_saves_savable_string)
{
  load(edge_atari, 7);
  assert_move(WHITE, "E4");
}
END_TEST

START_TEST(genmove_does_not_fill_own_eye)
{
  /* Everything is settled; the only empty points are eyes: both sides
   * pass rather than fill one. */
  load(". X . X O . O\n"
       "X X X X O O O\n"
       "X . X X O . O\n"
       "X X X X O O O\n"
       "X . X X O . O\n"
       "X X X X O O O\n"
       ". X . X O . O\n", 0);
  int move = genmove(BLACK);
  ck_assert_msg(move == PASS_MOVE, "black played %s", vertex(move));
  move = genmove(WHITE);
  ck_assert_msg(move == PASS_MOVE, "white played %s", vertex(move));
}
END_TEST

START_TEST(genmove_answers_atari_on_big_group)
{
  /* White's last move put black's twelve stones in atari: black must
   * run out at G4, towards its stone at H3. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . O O O O . . .\n"
       ". O X X X X O . .\n"
       ". O X X X X O . .\n"
       ". O X X X X . . .\n"
       ". . O O O O . X .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 7);
  assert_move(BLACK, "G4");
}
END_TEST

START_TEST(genmove_takes_free_corner)
{
  /* Three corners taken on 19x19: black takes the fourth. */
  load(". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . X . . . . . . . . . . . O . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . O . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . . . . . . . .\n", 7.5);
  int move = genmove(BLACK);
  ck_assert_msg(move != PASS_MOVE && I(move) >= 12 && J(move) <= 6,
                "expected the empty lower left corner, got %s", vertex(move));
  int line_i = 19 - I(move), line_j = J(move) + 1;
  ck_assert_msg(line_i >= 3 && line_i <= 5 && line_j >= 3 && line_j <= 5,
                "expected a corner point, got %s", vertex(move));
}
END_TEST

START_TEST(prefers_big_capture)
{
  /* Two white strings in atari, both able to run if White moved first:
   * one stone at H8 (out at H7), four at D7 (out at F6 to G6).  The
   * capture of the four is worth more. */
  load(". . . . . . . X .\n"
       ". . . X X . X O X\n"
       ". . X O O X . . .\n"
       ". . X O O . O . .\n"
       ". . . X X . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 7);
  prepare(BLACK);
  gen_capture_moves(ctx);
  float big = reason_value("F6", REASON_CAPTURE, "D7");
  float small = reason_value("H7", REASON_CAPTURE, "H8");
  ck_assert_msg(big > small + 5.0f, "four stones %.2f, one stone %.2f", big, small);
}
END_TEST

START_TEST(genmove_passes_when_nothing_left)
{
  load(". X O . O\n"
       "X X O O .\n"
       ". X X O O\n"
       "X X O O .\n"
       ". X O . O\n", 0);
  ck_assert_int_eq(genmove(BLACK), PASS_MOVE);
  ck_assert_int_eq(genmove(WHITE), PASS_MOVE);
}
END_TEST

START_TEST(genmove_fills_dame_before_passing)
{
  load("X X O . .\n"
       ". X O . .\n"
       "X X . O O\n"
       ". X X O .\n"
       "X . X O .\n", 0);
  assert_move(BLACK, "C3");
}
END_TEST

START_TEST(genmove_resigns_only_when_allowed)
{
  /* White owns the whole board with two eyes; Black has nothing. */
  const char *hopeless =
    ". O . O O O O O O\n"
    "O O O O O O O O O\n"
    "O O O O O O O O O\n"
    "O O O O O O O O O\n"
    "O O O O . . . O O\n"
    "O O O O . . . O O\n"
    "O O O O . . . O O\n"
    "O O O O O O O O O\n"
    "O O O O O O O O O\n";
  load(hopeless, 7);
  struct classic_engine *c = classic_new(0, 1, 1, 0);
  ck_assert_int_eq(classic_genmove(c, b, BLACK, NULL), -1);
  classic_set_rules(c, 0, 0);
  ck_assert_int_ne(classic_genmove(c, b, BLACK, NULL), -1);
  classic_free(c);
}
END_TEST

START_TEST(genmove_is_reproducible)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n", 7);
  int first = genmove(BLACK);
  for (int k = 0; k < 3; k++)
    ck_assert_int_eq(genmove(BLACK), first);
  ck_assert(first != PASS_MOVE);
}
END_TEST

START_TEST(restricted_genmove_respects_allowed_points)
{
  unsigned char allowed[BOARD_ARRAY_SIZE] = { 0 };
  struct classic_options opt = { allowed, 0, 0.0 };
  load(atari_on_four, 7);
  allowed[at(b, "A1")] = 1;
  allowed[at(b, "J9")] = 1;
  struct classic_engine *c = classic_new(5, 1, 0, 0);
  int move = classic_genmove(c, b, WHITE, &opt);
  ck_assert_msg(move == at(b, "A1") || move == at(b, "J9") || move == PASS_MOVE,
                "got %s", vertex(move));
  classic_free(c);
}
END_TEST

START_TEST(top_moves_are_sorted)
{
  int moves[10];
  float values[10];
  load(atari_on_four, 7);
  struct classic_engine *c = classic_new(10, 1, 0, 0);
  int best = classic_genmove(c, b, WHITE, NULL);
  int n = classic_top_moves(c, 10, moves, values);
  ck_assert_int_gt(n, 1);
  ck_assert_int_eq(moves[0], best);
  for (int k = 1; k < n; k++)
    ck_assert(values[k] <= values[k - 1]);
  classic_free(c);
}
END_TEST

static Suite *genmove_suite(void)
{
  Suite *s = suite_create("genmove");
  TCase *t = tcase_create("checks");
  tcase_add_checked_fixture(t, setup, teardown);
  tcase_add_test(t, true_and_false_eyes);
  tcase_add_test(t, enclosed_regions);
  tcase_add_test(t, self_atari_checks);
  tcase_add_test(t, snapback_recognised);
  tcase_add_test(t, reasons_keep_largest_value);
  tcase_add_test(t, reasons_described);
  tcase_add_test(t, territory_of_walls);
  tcase_add_test(t, dead_stones_count_for_captor);
  suite_add_tcase(s, t);

  t = tcase_create("generators");
  tcase_add_checked_fixture(t, setup, teardown);
  tcase_set_timeout(t, 60);
  tcase_add_test(t, capture_reason_for_string_in_atari);
  tcase_add_test(t, save_reason_for_own_string_in_atari);
  tcase_add_test(t, ladder_read_out);
  tcase_add_test(t, ladder_breaker_saves);
  tcase_add_test(t, opening_empty_corners_19);
  tcase_add_test(t, opening_small_and_odd_boards);
  tcase_add_test(t, random_move_is_reproducible_and_sensible);
  tcase_add_test(t, dame_found_at_the_end);
  tcase_add_test(t, prefers_big_capture);
  suite_add_tcase(s, t);

  t = tcase_create("genmove");
  tcase_add_checked_fixture(t, setup, teardown);
  tcase_set_timeout(t, 120);
  tcase_add_test(t, genmove_captures_capturable_string);
  tcase_add_test(t, genmove_saves_savable_string);
  tcase_add_test(t, genmove_does_not_fill_own_eye);
  tcase_add_test(t, genmove_answers_atari_on_big_group);
  tcase_add_test(t, genmove_takes_free_corner);
  tcase_add_test(t, genmove_passes_when_nothing_left);
  tcase_add_test(t, genmove_fills_dame_before_passing);
  tcase_add_test(t, genmove_resigns_only_when_allowed);
  tcase_add_test(t, genmove_is_reproducible);
  tcase_add_test(t, restricted_genmove_respects_allowed_points);
  tcase_add_test(t, top_moves_are_sorted);
  suite_add_tcase(s, t);
  return s;
}

int main(void)
{
  SRunner *runner = srunner_create(genmove_suite());
  srunner_run_all(runner, CK_NORMAL);
  int failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
