/* Differential test: random legal games on several sizes, comparing after
 * every move the incremental strings, liberties, neighbours, captures, ko
 * point, legality and hash with a naive flood-fill reference; now and then
 * approxlib and accuratelib at every empty point with the move played. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "board_reference.h"
#include "utils/rng.h"

#define AREA (MAX_BOARD * MAX_BOARD)

/* Check's own asserts log every passing check, far too slow for millions of
 * comparisons: these only call into Check on failure. */
#define EXPECT(cond) \
  do { if (!(cond)) ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #cond); } while (0)
#define EXPECT_EQ(a, b) \
  do { long long x_ = (long long) (a), y_ = (long long) (b); \
    if (x_ != y_) ck_abort_msg("%s:%d: %s == %s: %lld != %lld", __FILE__, \
                               __LINE__, #a, #b, x_, y_); } while (0)

/* Groups of the reference position, found by one labelling pass. */
struct labelling {
  int count;
  int label[MAX_BOARD][MAX_BOARD];
  int origin[AREA];
  int size[AREA];
  int num_libs[AREA];
  int first_stone[AREA];
  int stones[AREA];              /* (i * MAX_BOARD + j), grouped */
  /* Stamps (group number + 1 + epoch) marking points as liberties of
   * the current group, as listed by findlib, or as neighbour origins. */
  int lib_mark[BOARD_ARRAY_SIZE], listed_mark[BOARD_ARRAY_SIZE];
  int adj_mark[BOARD_ARRAY_SIZE];
  int stamp;
};

static struct labelling labels;
static const int di[4] = {1, 0, -1, 0}, dj[4] = {0, -1, 0, 1};

/* findlib/chainlinks gave `count` points that must be exactly the points
 * with marks[p] == stamp (there are `expected` of them). */
static void expect_point_set(const int *points, int count, int expected,
                             const int *marks, int stamp, int *seen,
                             const char *what, int origin)
{
  if (count != expected)
    ck_abort_msg("%s of string %d: %d instead of %d", what, origin, count,
                 expected);
  for (int k = 0; k < count; k++) {
    int p = points[k];
    if (p < 0 || p >= BOARD_ARRAY_SIZE || marks[p] != stamp || seen[p] == stamp)
      ck_abort_msg("%s of string %d: unexpected point %d", what, origin, p);
    seen[p] = stamp;
  }
}

static void compare_groups(const struct board *b, const struct ref_board *r)
{
  struct labelling *l = &labels;
  int n = r->size;
  int list[AREA];
  int nstones = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      l->label[i][j] = -1;
  l->count = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int c = r->color[i][j];
      if (c == EMPTY || l->label[i][j] >= 0)
        continue;
      int g = l->count++;
      int stamp = ++l->stamp;
      int head = nstones, tail = nstones;
      l->first_stone[g] = nstones;
      l->origin[g] = POS(i, j);
      l->size[g] = 0;
      l->num_libs[g] = 0;
      l->stones[tail++] = i * MAX_BOARD + j;
      l->label[i][j] = g;
      while (head < tail) {
        int a = l->stones[head] / MAX_BOARD, e = l->stones[head] % MAX_BOARD;
        head++;
        l->size[g]++;
        if (POS(a, e) < l->origin[g])
          l->origin[g] = POS(a, e);
        for (int k = 0; k < 4; k++) {
          int x = a + di[k], y = e + dj[k];
          if (x < 0 || y < 0 || x >= n || y >= n)
            continue;
          if (r->color[x][y] == c && l->label[x][y] < 0) {
            l->label[x][y] = g;
            l->stones[tail++] = x * MAX_BOARD + y;
          }
          else if (r->color[x][y] == EMPTY && l->lib_mark[POS(x, y)] != stamp) {
            l->lib_mark[POS(x, y)] = stamp;
            l->num_libs[g]++;
          }
        }
      }
      nstones = tail;
      int origin = l->origin[g];
      EXPECT_EQ(findlib(b, origin, AREA, list), l->num_libs[g]);
      expect_point_set(list, l->num_libs[g], l->num_libs[g], l->lib_mark,
                       stamp, l->listed_mark, "liberties", origin);
    }
  /* Enemy neighbours, once all labels are known. */
  for (int g = 0; g < l->count; g++) {
    int stamp = ++l->stamp;
    int expected = 0;
    for (int s = l->first_stone[g]; s < l->first_stone[g] + l->size[g]; s++) {
      int i = l->stones[s] / MAX_BOARD, j = l->stones[s] % MAX_BOARD;
      for (int k = 0; k < 4; k++) {
        int x = i + di[k], y = j + dj[k];
        if (x < 0 || y < 0 || x >= n || y >= n || r->color[x][y] == EMPTY)
          continue;
        int h = l->label[x][y];
        if (h != g && l->adj_mark[l->origin[h]] != stamp) {
          l->adj_mark[l->origin[h]] = stamp;
          expected++;
        }
      }
    }
    int count = chainlinks(b, l->origin[g], list);
    expect_point_set(list, count, expected, l->adj_mark, stamp,
                     l->listed_mark, "neighbours", l->origin[g]);
  }
}

static void compare_with_reference(const struct board *b,
                                   const struct ref_board *r)
{
  int n = r->size;
  compare_groups(b, r);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int pos = POS(i, j);
      EXPECT_EQ(b->board[pos], r->color[i][j]);
      int g = labels.label[i][j];
      if (g < 0)
        continue;
      EXPECT_EQ(countlib(b, pos), labels.num_libs[g]);
      EXPECT_EQ(countstones(b, pos), labels.size[g]);
      EXPECT_EQ(find_origin(b, pos), labels.origin[g]);
      EXPECT(same_string(b, pos, labels.origin[g]));
    }
  int ko = r->ko_i >= 0 ? POS(r->ko_i, r->ko_j) : NO_MOVE;
  EXPECT_EQ(b->ko_pos, ko);
  EXPECT_EQ(b->white_captured, r->captured[WHITE]);
  EXPECT_EQ(b->black_captured, r->captured[BLACK]);
  EXPECT_EQ(b->hash, board_hash_from_scratch(b));
}

/* approxlib and accuratelib at every empty point for both colours,
 * against the move played: accuratelib's points are the new string's
 * liberties, approxlib's those of them that were empty before (points
 * freed by captures left out); a smaller maxlib gives a prefix of the
 * same list. */
static void compare_move_liberties(struct board *b)
{
  static int before[BOARD_ARRAY_SIZE], mark[BOARD_ARRAY_SIZE];
  static int stamp;
  int n = b->board_size;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int pos = POS(i, j);
      if (b->board[pos] != EMPTY)
        continue;
      for (int color = WHITE; color <= BLACK; color++) {
        int acc[AREA], apx[AREA], part[3], real[AREA];
        int na = accuratelib(b, pos, color, AREA, acc);
        int np = approxlib(b, pos, color, AREA, apx);
        for (int k = 1; k <= 3; k++) {
          EXPECT_EQ(accuratelib(b, pos, color, k, part), na < k ? na : k);
          for (int m = 0; m < k && m < na; m++)
            EXPECT_EQ(part[m], acc[m]);
          EXPECT_EQ(approxlib(b, pos, color, k, part), np < k ? np : k);
          for (int m = 0; m < k && m < np; m++)
            EXPECT_EQ(part[m], apx[m]);
        }
        for (int p = 0; p < BOARD_ARRAY_SIZE; p++)
          before[p] = b->board[p];
        if (!trymove(b, pos, color, "check", NO_MOVE))
          continue;
        int nr = findlib(b, pos, AREA, real);
        int was_empty = 0;
        stamp++;
        for (int k = 0; k < nr; k++) {
          mark[real[k]] = stamp;
          was_empty += before[real[k]] == EMPTY;
        }
        popgo(b);
        EXPECT_EQ(na, nr);
        EXPECT_EQ(np, was_empty);
        for (int k = 0; k < na; k++)
          EXPECT(mark[acc[k]] == stamp);
        for (int k = 0; k < np; k++)
          EXPECT(mark[apx[k]] == stamp && before[apx[k]] == EMPTY);
        for (int k = 0; k < na; k++)
          for (int m = 0; m < k; m++)
            EXPECT(acc[m] != acc[k]);
        for (int k = 0; k < np; k++)
          for (int m = 0; m < k; m++)
            EXPECT(apx[m] != apx[k]);
      }
    }
}

static int legal_both(const struct board *b, const struct ref_board *r,
                      int i, int j, int color)
{
  int legal = is_legal(b, POS(i, j), color);
  EXPECT_EQ(legal, ref_is_legal(r, i, j, color));
  return legal;
}

static int fills_own_eye(const struct ref_board *r, int i, int j, int color)
{
  for (int k = 0; k < 4; k++) {
    int x = i + di[k], y = j + dj[k];
    if (x >= 0 && y >= 0 && x < r->size && y < r->size
        && r->color[x][y] != color)
      return 0;
  }
  return 1;
}

/* Picks a random legal move (checking legality on both boards), -1 for a
 * pass when there is none. */
static int choose_move(const struct board *b, const struct ref_board *r,
                       struct rng *rng, int color, int avoid_eyes)
{
  int n = r->size;
  for (int tries = 0; tries < 12; tries++) {
    int i = (int) rng_below(rng, (uint32_t) n);
    int j = (int) rng_below(rng, (uint32_t) n);
    if (legal_both(b, r, i, j, color)
        && !(avoid_eyes && fills_own_eye(r, i, j, color)))
      return i * MAX_BOARD + j;
  }
  int moves[AREA], count = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (legal_both(b, r, i, j, color)
          && !(avoid_eyes && fills_own_eye(r, i, j, color)))
        moves[count++] = i * MAX_BOARD + j;
  if (count == 0)
    return -1;
  return moves[rng_below(rng, (uint32_t) count)];
}

/* With base non-NULL every game starts from a board_copy of base (which
 * holds one black stone in the centre) into the board the previous games
 * used, as playout code does. */
static long random_games_from(int size, long target_moves, uint64_t seed,
                              const struct board *base)
{
  struct board *b = board_new(size);
  struct ref_board *r = malloc(sizeof *r);
  struct rng rng;
  rng_seed(&rng, seed);
  long moves = 0;
  while (moves < target_moves) {
    board_clear(b, size);
    ref_clear(r, size);
    if (base) {
      board_copy(b, base);
      ref_play(r, size / 2, size / 2, BLACK);
    }
    int avoid_eyes = rng_below(&rng, 2);
    int color = BLACK;
    int passes = 0;
    for (int k = 0; k < 3 * size * size + 10 && passes < 2; k++) {
      int move = rng_below(&rng, 64) == 0 ? -1
        : choose_move(b, r, &rng, color, avoid_eyes);
      if (move < 0) {
        EXPECT(play_move(b, PASS_MOVE, color));
        ref_play(r, -1, -1, color);
        passes++;
      }
      else {
        int i = move / MAX_BOARD, j = move % MAX_BOARD;
        EXPECT(play_move(b, POS(i, j), color));
        ref_play(r, i, j, color);
        passes = 0;
      }
      compare_with_reference(b, r);
      if (moves % 61 == 0)
        compare_move_liberties(b);
      color = OTHER_COLOR(color);
      moves++;
    }
  }
  free(r);
  board_free(b);
  return moves;
}

static long random_games(int size, long target_moves, uint64_t seed)
{
  return random_games_from(size, target_moves, seed, NULL);
}

static long total_moves;

START_TEST(differential_5)
{
  total_moves += random_games(5, 80000, 5);
}
END_TEST

START_TEST(differential_9)
{
  total_moves += random_games(9, 60000, 9);
}
END_TEST

START_TEST(differential_13)
{
  total_moves += random_games(13, 35000, 13);
}
END_TEST

START_TEST(differential_19)
{
  total_moves += random_games(19, 25000, 19);
}
END_TEST

START_TEST(differential_after_board_copy)
{
  struct board *base = board_new(9);
  EXPECT(play_move(base, POS(4, 4), BLACK));
  total_moves += random_games_from(9, 30000, 99, base);
  board_free(base);
}
END_TEST

START_TEST(differential_small_and_large)
{
  total_moves += random_games(1, 200, 1);
  total_moves += random_games(2, 2000, 2);
  total_moves += random_games(25, 5000, 25);
}
END_TEST

int main(void)
{
  Suite *s = suite_create("board_random");
  TCase *tc = tcase_create("differential");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, differential_5);
  tcase_add_test(tc, differential_9);
  tcase_add_test(tc, differential_13);
  tcase_add_test(tc, differential_19);
  tcase_add_test(tc, differential_small_and_large);
  tcase_add_test(tc, differential_after_board_copy);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  /* In-process, so the move count below adds up across tests. */
  srunner_set_fork_status(sr, CK_NOFORK);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  printf("random legal moves checked: %ld\n", total_moves);
  return failed == 0 && total_moves >= 200000 ? EXIT_SUCCESS : EXIT_FAILURE;
}
