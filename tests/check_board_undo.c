/* Undo: random walks of trymove/tryko/popgo up to depth 20 from random
 * positions; after every popgo (and every refused move) the whole state
 * equals the copy taken at that depth. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "utils/rng.h"

#define MAX_DEPTH 20

#define EXPECT_EQ(a, b) \
  do { long long x_ = (long long) (a), y_ = (long long) (b); \
    if (x_ != y_) ck_abort_msg("%s:%d: %s == %s: %lld != %lld", __FILE__, \
                               __LINE__, #a, #b, x_, y_); } while (0)

/* Every field that defines the state (scratch marks excluded). */
static void expect_same_state(const struct board *a, const struct board *b)
{
  if (memcmp(a->board, b->board, sizeof a->board) != 0)
    ck_abort_msg("board arrays differ");
  EXPECT_EQ(a->board_size, b->board_size);
  EXPECT_EQ(a->ko_pos, b->ko_pos);
  EXPECT_EQ(a->white_captured, b->white_captured);
  EXPECT_EQ(a->black_captured, b->black_captured);
  EXPECT_EQ(a->hash, b->hash);
  EXPECT_EQ(a->stackp, b->stackp);
  EXPECT_EQ(a->next_string, b->next_string);
  EXPECT_EQ(a->change_top, b->change_top);
  EXPECT_EQ(a->move_history_length, b->move_history_length);
  /* Points without stones have a fixed string number too (the board
   * relies on it to tell a string's stones from other points). */
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
    EXPECT_EQ(a->string_number[pos], b->string_number[pos]);
    if (IS_STONE(a->board[pos]))
      EXPECT_EQ(a->next_stone[pos], b->next_stone[pos]);
  }
  for (int s = 0; s < a->next_string; s++) {
    const struct string_data *x = &a->string[s], *y = &b->string[s];
    EXPECT_EQ(x->color, y->color);
    EXPECT_EQ(x->size, y->size);
    EXPECT_EQ(x->origin, y->origin);
    EXPECT_EQ(x->liberties, y->liberties);
    EXPECT_EQ(x->neighbors, y->neighbors);
    int listed = x->liberties < MAX_LIBERTIES ? x->liberties : MAX_LIBERTIES;
    if (memcmp(x->libs, y->libs, listed * sizeof x->libs[0]) != 0)
      ck_abort_msg("liberty lists of string %d differ", s);
    if (memcmp(x->neighborlist, y->neighborlist,
               x->neighbors * sizeof x->neighborlist[0]) != 0)
      ck_abort_msg("neighbour lists of string %d differ: %d %d / %d %d", s,
                   x->neighborlist[0], x->neighborlist[1],
                   y->neighborlist[0], y->neighborlist[1]);
  }
}

static int fills_own_eye(const struct board *b, int pos, int color)
{
  for (int k = 0; k < 4; k++) {
    int c = b->board[pos + delta[k]];
    if (c != color && c != GRAY)
      return 0;
  }
  return 1;
}

static int random_empty_point(const struct board *b, struct rng *rng)
{
  int n = b->board_size;
  return POS((int) rng_below(rng, (uint32_t) n),
             (int) rng_below(rng, (uint32_t) n));
}

/* A random position: random legal moves not filling own eyes. */
static void random_position(struct board *b, struct rng *rng, int size)
{
  board_clear(b, size);
  int moves = (int) rng_below(rng, (uint32_t) (2 * size * size + 1));
  int color = BLACK;
  for (int k = 0; k < moves; k++) {
    for (int tries = 0; tries < 20; tries++) {
      int pos = random_empty_point(b, rng);
      if (is_legal(b, pos, color) && !fills_own_eye(b, pos, color)) {
        ck_assert(play_move(b, pos, color));
        break;
      }
    }
    color = OTHER_COLOR(color);
  }
}

static long walks_steps;

static void random_walk(struct board *b, struct board **snap, struct rng *rng,
                        int steps)
{
  int depth = 0;
  int color = BLACK;
  board_copy(snap[0], b);
  for (int step = 0; step < steps; step++) {
    int push = depth == 0 || (depth < MAX_DEPTH && rng_below(rng, 8) < 5);
    if (push) {
      int pos = rng_below(rng, 40) == 0 ? PASS_MOVE : random_empty_point(b, rng);
      int ok = rng_below(rng, 2) ? trymove(b, pos, color, "walk", NO_MOVE)
                                 : tryko(b, pos, color, "walk");
      if (!ok) {
        expect_same_state(b, snap[depth]);
        continue;
      }
      depth++;
      EXPECT_EQ(b->stackp, depth);
      EXPECT_EQ(b->hash, board_hash_from_scratch(b));
      board_copy(snap[depth], b);
      color = OTHER_COLOR(color);
    }
    else {
      popgo(b);
      depth--;
      expect_same_state(b, snap[depth]);
      color = OTHER_COLOR(color);
    }
    walks_steps++;
  }
  while (depth > 0) {
    popgo(b);
    depth--;
    expect_same_state(b, snap[depth]);
  }
}

static void walks_on_size(int size, int positions, int steps, uint64_t seed)
{
  struct board *b = board_new(size);
  struct board *snap[MAX_DEPTH + 1];
  struct rng rng;
  rng_seed(&rng, seed);
  for (int d = 0; d <= MAX_DEPTH; d++)
    snap[d] = board_new(size);
  for (int k = 0; k < positions; k++) {
    random_position(b, &rng, size);
    random_walk(b, snap, &rng, steps);
  }
  for (int d = 0; d <= MAX_DEPTH; d++)
    board_free(snap[d]);
  board_free(b);
}

START_TEST(undo_walks_5)
{
  walks_on_size(5, 600, 150, 55);
}
END_TEST

START_TEST(undo_walks_9)
{
  walks_on_size(9, 400, 150, 99);
}
END_TEST

START_TEST(undo_walks_19)
{
  walks_on_size(19, 200, 150, 1919);
}
END_TEST

/* Deep ko fights: the two sides retake one ko with tryko. */
START_TEST(undo_ko_fight)
{
  struct board *b = board_new(5);
  struct board *snap[MAX_DEPTH + 1];
  for (int d = 0; d <= MAX_DEPTH; d++)
    snap[d] = board_new(5);
  /* Black C3 captures B3, white B3 recaptures C3, ... */
  const int black_stones[] = {POS(1, 1), POS(2, 0), POS(3, 1)};
  const int white_stones[] = {POS(1, 2), POS(2, 1), POS(2, 3), POS(3, 2)};
  board_clear(b, 5);
  for (int k = 0; k < 3; k++)
    ck_assert(board_setup_stone(b, black_stones[k], BLACK));
  for (int k = 0; k < 4; k++)
    ck_assert(board_setup_stone(b, white_stones[k], WHITE));
  board_copy(snap[0], b);
  int color = BLACK;
  for (int d = 0; d < MAX_DEPTH; d++) {
    int pos = color == BLACK ? POS(2, 2) : POS(2, 1);
    if (d > 0)
      ck_assert(!trymove(b, pos, color, NULL, NO_MOVE));
    ck_assert(tryko(b, pos, color, "ko"));
    ck_assert_int_eq(b->ko_pos, color == BLACK ? POS(2, 1) : POS(2, 2));
    board_copy(snap[d + 1], b);
    color = OTHER_COLOR(color);
  }
  ck_assert_int_eq(b->white_captured, 10);
  ck_assert_int_eq(b->black_captured, 10);
  for (int d = MAX_DEPTH; d > 0; d--) {
    expect_same_state(b, snap[d]);
    popgo(b);
  }
  expect_same_state(b, snap[0]);
  for (int d = 0; d <= MAX_DEPTH; d++)
    board_free(snap[d]);
  board_free(b);
}
END_TEST

int main(void)
{
  Suite *s = suite_create("board_undo");
  TCase *tc = tcase_create("undo");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, undo_walks_5);
  tcase_add_test(tc, undo_walks_9);
  tcase_add_test(tc, undo_walks_19);
  tcase_add_test(tc, undo_ko_fight);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_set_fork_status(sr, CK_NOFORK);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  printf("trymove/tryko/popgo walk steps checked: %ld\n", walks_steps);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
