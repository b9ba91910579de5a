/* Move generation from the dragon analysis (engine/gen_dragons.c): life
 * and kill reasons at the vital points of weak and critical dragons,
 * cuts and connections next to weak dragons, and no candidates inside
 * settled areas, all through whole classic genmove decisions. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/life/dragon.h"
#include "dragon_fixture.h"
#include "engine/movegen/genmove.h"
#include "engine/movegen/move_reasons.h"
#include "test_positions.h"

static struct board *b;
static struct classic_engine *c;

static void setup(void)
{
  b = board_new(9);
  ck_assert_ptr_nonnull(b);
  c = classic_new(10, 7, 0, 0);
  ck_assert_ptr_nonnull(c);
}

static void teardown(void)
{
  classic_free(c);
  board_free(b);
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  b->komi = 0.0f;
  classic_position_changed(c);
}

static const char *vertex(int pos)
{
  static char buf[4][8];
  static int k;
  k = (k + 1) % 4;
  return pos == -1 ? "resign" : pos_to_vertex(b, pos, buf[k]);
}

static int genmove(int color)
{
  int move = classic_genmove(c, b, color, NULL);
  ck_assert_int_eq(b->stackp, 0);
  return move;
}

/* The reason of this type at vertex about the dragon at target (and the
 * one at target2 unless NULL) with this label; aborts if there is none. */
static const struct move_reason *dragon_reason(const char *at_vertex, enum reason_type type,
                                               const char *target, const char *target2,
                                               const char *label)
{
  const struct move_reasons *mr = classic_last_reasons(c);
  int index[64];
  int n = reasons_at(mr, at(b, at_vertex), index, 64);
  for (int k = 0; k < n && k < 64; k++) {
    const struct move_reason *r = &mr->reason[index[k]];
    if (r->type != type || r->dragon_stones == 0)
      continue;
    if (r->target != at(b, target) || (target2 && r->target2 != at(b, target2)))
      continue;
    if (label && !(r->label && strcmp(r->label, label) == 0))
      continue;
    return r;
  }
  ck_abort_msg("no %s reason at %s about %s", reason_type_name(type), at_vertex, target);
  return NULL;
}

static int count_reasons(enum reason_type type)
{
  const struct move_reasons *mr = classic_last_reasons(c);
  int n = 0;
  for (int k = 0; k < mr->count; k++)
    n += mr->reason[k].type == type;
  return n;
}

/* Black's corner group has a straight three: whoever plays C2 first
 * decides whether it lives. */
START_TEST(vital_point_makes_life)
{
  load(straight_three);
  int move = genmove(BLACK);
  ck_assert_msg(move == at(b, "C2"), "expected C2, got %s", vertex(move));
  const struct move_reason *r = dragon_reason("C2", REASON_LIFE, "A3", NULL, "eye");
  ck_assert_int_eq(r->dragon_stones, 12);
  ck_assert(r->value >= 6.0f);
  ck_assert_int_eq(count_reasons(REASON_KILL), 0);
}
END_TEST

START_TEST(vital_point_kills)
{
  load(straight_three);
  int move = genmove(WHITE);
  ck_assert_msg(move == at(b, "C2"), "expected C2, got %s", vertex(move));
  const struct move_reason *r = dragon_reason("C2", REASON_KILL, "A3", NULL, "eye");
  ck_assert_int_eq(r->dragon_stones, 12);
  ck_assert_int_eq(count_reasons(REASON_LIFE), 0);
}
END_TEST

/* Two black groups with one eye each on the top edge: E9 joins them
 * into one living group, or cuts them apart for good. */
static const char *two_one_eyed_groups =
  ". X X X . X X X .\n"
  "O X . X O X . X O\n"
  "O X X X O X X X O\n"
  "O O O O O O O O O\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(cut_between_weak_dragons)
{
  load(two_one_eyed_groups);
  int move = genmove(WHITE);
  ck_assert_msg(move == at(b, "E9"), "expected E9, got %s", vertex(move));
  const struct move_reason *r = dragon_reason("E9", REASON_CUT, "B9", "F9", NULL);
  ck_assert_int_eq(r->dragon_stones, 8);
  ck_assert_int_eq(r->dragon_stones2, 8);
  ck_assert(r->value > 0.0f);
  /* Each group is critical: the owl's killing move is the cut. */
  r = dragon_reason("E9", REASON_KILL, "B9", NULL, "owl");
  ck_assert(r->value >= 16.0f);
  dragon_reason("E9", REASON_KILL, "F9", NULL, "owl");
  ck_assert_int_eq(count_reasons(REASON_CONNECT), 0);
  ck_assert_int_eq(count_reasons(REASON_LIFE), 0);
}
END_TEST

START_TEST(connection_of_weak_dragons)
{
  load(two_one_eyed_groups);
  int move = genmove(BLACK);
  ck_assert_msg(move == at(b, "E9"), "expected E9, got %s", vertex(move));
  dragon_reason("E9", REASON_CONNECT, "B9", "F9", NULL);
  dragon_reason("E9", REASON_LIFE, "B9", NULL, "owl");
  dragon_reason("E9", REASON_LIFE, "F9", NULL, "owl");
  ck_assert_int_eq(count_reasons(REASON_CUT), 0);
  ck_assert_int_eq(count_reasons(REASON_KILL), 0);
}
END_TEST

START_TEST(reasons_name_their_dragons)
{
  char text[512];
  load(two_one_eyed_groups);
  genmove(WHITE);
  const struct move_reason *r = dragon_reason("E9", REASON_CUT, "B9", "F9", NULL);
  struct move_reasons *one = malloc(sizeof *one);
  ck_assert_ptr_nonnull(one);
  move_reasons_clear(one, WHITE);
  add_dragon_reason(one, r->pos, r->type, r->target, r->dragon_stones, r->target2,
                    r->dragon_stones2, 3.2f, NULL);
  add_dragon_reason(one, r->pos, REASON_KILL, at(b, "B9"), 8, NO_MOVE, 0, 8.0f, "owl");
  describe_move_reasons(b, one, r->pos, text, sizeof text);
  ck_assert_str_eq(text, "cut dragons B9 (8 stones) F9 (8 stones) 3.20\n"
                         "kill dragon B9 (8 stones) owl 8.00\n");
  free(one);
}
END_TEST

/* Below the dragon level genmove does without the analysis. */
START_TEST(no_dragon_reasons_at_low_levels)
{
  load(straight_three);
  classic_set_level(c, 2);
  genmove(WHITE);
  ck_assert_int_eq(count_reasons(REASON_KILL), 0);
  ck_assert_int_eq(count_reasons(REASON_CUT), 0);
}
END_TEST

/* Black's top left group is unconditionally alive (eyes A9, A7 and the
 * six points C7-D9), White's group has only one-point eyes: every empty
 * point is settled, so neither side has a candidate and both pass. */
static const char *settled_board =
  ". X . . X O . O .\n"
  "X X . . X O O . O\n"
  ". X . . X O . O O\n"
  "X X X X X O O O .\n"
  "O O O O O O . O O\n"
  ". O . O . O O O .\n"
  "O O O O O O . O O\n"
  ". O . O . O O O .\n"
  "O O O O O O . O O\n";

START_TEST(settled_area_has_no_candidates)
{
  int moves[8];
  load(settled_board);
  for (int color = WHITE; color <= BLACK; color++) {
    int move = genmove(color);
    ck_assert_msg(move == PASS_MOVE, "expected pass, got %s", vertex(move));
    int n = classic_all_values(c, 8, moves, NULL);
    ck_assert_msg(n == 0, "%d candidates, first %s", n, vertex(moves[0]));
  }
}
END_TEST

/* White's corner stones cannot live among Black's living stones: the
 * small area around them is settled (no semeai needs it filled); Black's
 * big open area is not (an invasion might live there). */
START_TEST(dead_dragon_area_is_settled)
{
  struct board *db;
  struct reading *r;
  struct dragons *d;
  dragon_fixture_open(9, &db, &r, &d);
  ck_assert(board_from_diagram(db, ". . . . . . . . .\n"
                                   ". . . . . . . . .\n"
                                   "O O O O O O O O O\n"
                                   "X X X X X X X X X\n"
                                   ". . . . . . . . .\n"
                                   ". . . . . . . . .\n"
                                   "X X X X . . . . .\n"
                                   "O O O X . . . . .\n"
                                   ". . O X . . . . .\n"));
  dragons_compute(d, 0);
  ck_assert_int_eq(dragon_at(d, at(db, "A2"))->status, DRAGON_DEAD);
  ck_assert(dragon_point_is_settled(d, at(db, "A1")));
  ck_assert(dragon_point_is_settled(d, at(db, "B1")));
  ck_assert(!dragon_point_is_settled(d, at(db, "E4")));
  ck_assert(!dragon_point_is_settled(d, at(db, "E1")));
  ck_assert(!dragon_point_is_settled(d, at(db, "A8")));
  dragon_fixture_close(db, r, d);
}
END_TEST

static Suite *gen_dragons_suite(void)
{
  Suite *s = suite_create("gen_dragons");
  TCase *t = tcase_create("genmove");
  tcase_add_checked_fixture(t, setup, teardown);
  tcase_set_timeout(t, 120);
  tcase_add_test(t, vital_point_makes_life);
  tcase_add_test(t, vital_point_kills);
  tcase_add_test(t, cut_between_weak_dragons);
  tcase_add_test(t, connection_of_weak_dragons);
  tcase_add_test(t, reasons_name_their_dragons);
  tcase_add_test(t, no_dragon_reasons_at_low_levels);
  tcase_add_test(t, settled_area_has_no_candidates);
  tcase_add_test(t, dead_dragon_area_is_settled);
  suite_add_tcase(s, t);
  return s;
}

int main(void)
{
  SRunner *runner = srunner_create(gen_dragons_suite());
  srunner_run_all(runner, CK_NORMAL);
  int failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
