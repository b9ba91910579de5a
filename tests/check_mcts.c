/* Monte Carlo tree search: the playout board against the board library,
 * the playout policy, the tree on small tactical positions, memory bounds,
 * determinism, threads, passing and scoring. */
#include <config.h>
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/engine.h"
#include "engine/mcts/mcts.h"
#include "engine/mcts/mcts_player.h"
#include "engine/mcts/pattern3.h"
#include "engine/mcts/playout.h"
#include "engine/mcts/playout_board.h"
#include "utils/rng.h"
#include "utils/timer.h"

static struct board *b;

static void setup(void)
{
  b = board_new(9);
  ck_assert_ptr_nonnull(b);
}

static void teardown(void)
{
  board_free(b);
}

static struct mcts *new_search(int threads, uint64_t seed)
{
  struct mcts_params p;
  mcts_params_default(&p);
  p.threads = threads;
  struct mcts *m = mcts_new(&p, seed);
  ck_assert_ptr_nonnull(m);
  return m;
}

static void load(const char *diagram, float komi)
{
  ck_assert(board_from_diagram(b, diagram));
  b->komi = komi;
}

/* ---- Playout board ----------------------------------------------------- */

/* Compare everything the playouts rely on, point by point. */
static void check_same_position(const struct board *bd, const struct pboard *pb)
{
  for (int i = 0; i < bd->board_size; i++)
    for (int j = 0; j < bd->board_size; j++) {
      int pos = POS(i, j), p = pb_pos(pb, i, j);
      ck_assert_int_eq(bd->board[pos], pb->color[p]);
      for (int c = WHITE; c <= BLACK; c++)
        ck_assert_int_eq(is_legal(bd, pos, c), pb_is_legal(pb, p, c));
      if (IS_STONE(bd->board[pos])) {
        int libs = countlib(bd, pos);
        int list[4];
        ck_assert_int_eq(pb_in_atari(pb, pb->group[p]), libs == 1);
        ck_assert_int_eq(pb_group_libs(pb, pb->group[p], list, 4),
                         libs < 4 ? libs : 4);
        ck_assert_int_eq(pb->size_of[pb->group[p]], countstones(bd, pos));
      } else if (is_legal(bd, pos, BLACK)) {
        int self_atari = is_self_atari(bd, pos, BLACK)
                         && !does_capture_something(bd, pos, BLACK);
        ck_assert_int_eq(pb_self_atari_size(pb, p, BLACK) > 0, self_atari);
      }
    }
  ck_assert_int_eq(bd->white_captured, pb->captured[WHITE]);
  ck_assert_int_eq(bd->black_captured, pb->captured[BLACK]);
}

START_TEST(test_playout_board_matches_board)
{
  static const int sizes[] = { 3, 5, 7, 9, 13, 19 };
  struct rng r;
  rng_seed(&r, 2024);
  struct pboard *pb = malloc(sizeof *pb), *fresh = malloc(sizeof *fresh);
  ck_assert_ptr_nonnull(pb);
  ck_assert_ptr_nonnull(fresh);
  for (int game = 0; game < 12; game++) {
    int size = sizes[game % 6];
    board_clear(b, size);
    pb_clear(pb, size);
    for (int n = 0; n < size * size * 2; n++) {
      int color = n % 2 ? WHITE : BLACK;
      int legal[MAX_BOARD * MAX_BOARD], count = 0;
      for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
        if (ON_BOARD(b, pos) && is_legal(b, pos, color))
          legal[count++] = pos;
      int move = count == 0 || rng_below(&r, 40) == 0
                 ? PASS_MOVE : legal[rng_below(&r, count)];
      ck_assert(play_move(b, move, color));
      pb_play(pb, pb_from_board_pos(pb, move), color);
      check_same_position(b, pb);
      if (n % 7 == 0) {
        pb_from_board(fresh, b);
        check_same_position(b, fresh);
        ck_assert_int_eq(fresh->ko_pos, pb->ko_pos);
        if (pb->ko_pos)
          ck_assert_int_eq(fresh->ko_color, pb->ko_color);
      }
    }
  }
  free(pb);
  free(fresh);
}
END_TEST

START_TEST(test_playout_board_ko_and_suicide)
{
  static struct pboard pb;
  load(". X . . . . .\n"
       "X X O . . . .\n"
       "X O . O . . .\n"
       ". X O . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       "X O . . . . .\n", 0);
  pb_from_board(&pb, b);
  int c5 = pb_pos(&pb, 2, 2), b5 = pb_pos(&pb, 2, 1);
  int a1 = pb_pos(&pb, 6, 0), b1 = pb_pos(&pb, 6, 1);
  /* A7 would be suicide for white; C5 takes B5 as a ko. */
  ck_assert(!pb_is_legal(&pb, pb_pos(&pb, 0, 0), WHITE));
  ck_assert(pb_is_legal(&pb, pb_pos(&pb, 0, 0), BLACK));
  ck_assert(pb_is_legal(&pb, c5, BLACK));
  pb_play(&pb, c5, BLACK);
  ck_assert_int_eq(pb.color[b5], EMPTY);
  ck_assert_int_eq(pb.captured[WHITE], 1);
  ck_assert(!pb_is_legal(&pb, b5, WHITE));
  pb_play(&pb, pb_pos(&pb, 5, 5), WHITE);
  pb_play(&pb, pb_pos(&pb, 4, 5), BLACK);
  ck_assert(pb_is_legal(&pb, b5, WHITE));
  /* The corner stone A1 is in atari, B1 has two liberties. */
  ck_assert(pb_in_atari(&pb, pb.group[a1]));
  ck_assert_int_eq(pb_atari_lib(&pb, pb.group[a1]), pb_pos(&pb, 5, 0));
  ck_assert(!pb_in_atari(&pb, pb.group[b1]));
}
END_TEST

START_TEST(test_pattern3_shapes)
{
  static struct pattern3 table;
  static struct pboard pb;
  pattern3_init(&table);
  /* Hane at D4 under the white stone D5, with black stones C5 and E5. */
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . X O X . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n", 0);
  pb_from_board(&pb, b);
  ck_assert(pattern3_match(&table, pattern3_key(&pb, pb_pos(&pb, 3, 3))));
  /* The same shape rotated and with colours swapped. */
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . O . . .\n"
       ". . . X . . .\n"
       ". . . O . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n", 0);
  pb_from_board(&pb, b);
  ck_assert(pattern3_match(&table, pattern3_key(&pb, pb_pos(&pb, 3, 2))));
  ck_assert(pattern3_match(&table, pattern3_key(&pb, pb_pos(&pb, 3, 4))));
  /* Nothing around: no shape. */
  ck_assert(!pattern3_match(&table, pattern3_key(&pb, pb_pos(&pb, 6, 6))));
  ck_assert(!pattern3_match(&table, pattern3_key(&pb, pb_pos(&pb, 0, 0))));
}
END_TEST

/* ---- Playout policy ---------------------------------------------------- */

static int policy_move(const char *diagram, const char *last, int last_color,
                       uint64_t seed)
{
  static struct pattern3 table;
  static struct pboard pb;
  struct playout_policy policy;
  struct rng r;
  pattern3_init(&table);
  playout_policy_default(&policy, &table);
  load(diagram, 0);
  ck_assert(play_move(b, at(b, last), last_color));
  pb_from_board(&pb, b);
  rng_seed(&r, seed);
  static struct playout_state state;
  int move = playout_choose_move(&policy, &pb, OTHER_COLOR(last_color), &r, &state);
  return pb_to_board_pos(&pb, move);
}

START_TEST(test_policy_saves_string_in_atari)
{
  /* White C3 puts C4-D4 in atari; D3 is the only way out. */
  for (uint64_t seed = 1; seed <= 20; seed++)
    ck_assert_int_eq(policy_move(". . . . . . .\n"
                                 ". . . . . . .\n"
                                 ". . O O . . .\n"
                                 ". O X X O . .\n"
                                 ". . . . . . .\n"
                                 ". . . . . . .\n"
                                 ". . . . . . .\n", "C3", WHITE, seed),
                     at(b, "D3"));
}
END_TEST

START_TEST(test_policy_captures_string_in_atari)
{
  /* White's E5 is in atari at once: take it at F5. */
  for (uint64_t seed = 1; seed <= 20; seed++)
    ck_assert_int_eq(policy_move(". . . . . . .\n"
                                 ". . . . . . .\n"
                                 ". . . . X . .\n"
                                 ". . . X . . .\n"
                                 ". . . . X . .\n"
                                 ". . . . . . .\n"
                                 ". . . . . . .\n", "E4", WHITE, seed),
                     at(b, "F4"));
}
END_TEST

START_TEST(test_policy_captures_after_ignored_atari)
{
  /* Black D4 ataris white E4 (last liberty F4); white tenukis at B2, so
   * black takes E4. */
  static struct pattern3 table;
  static struct pboard pb;
  struct playout_policy policy;
  struct rng r;
  pattern3_init(&table);
  playout_policy_default(&policy, &table);
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . X . .\n"
       ". . . . O . .\n"
       ". . . . X . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n", 0);
  for (uint64_t seed = 1; seed <= 20; seed++) {
    pb_from_board(&pb, b);
    pb_play(&pb, pb_from_board_pos(&pb, at(b, "D4")), BLACK);
    pb_play(&pb, pb_from_board_pos(&pb, at(b, "B2")), WHITE);
    rng_seed(&r, seed);
    static struct playout_state state;
    int move = playout_choose_move(&policy, &pb, BLACK, &r, &state);
    ck_assert_int_eq(pb_to_board_pos(&pb, move), at(b, "F4"));
  }
}
END_TEST

/* ---- Tree search on tactical positions ---------------------------------- */

static int search_move(const char *diagram, float komi, int color,
                       long playouts, uint64_t seed)
{
  load(diagram, komi);
  struct mcts *m = new_search(1, seed);
  struct mcts_limits lim = { playouts, 0, 0, 0 };
  int move = mcts_genmove(m, b, color, &lim, 0);
  mcts_free(m);
  return move;
}

/* A capture race: black D6-D1 has C1 and E3, white C6-C2 has C7 and the
 * shared C1.  Black must take the outside liberty C7 first; filling the
 * shared liberty or anything else loses (checked by exhaustive search). */
static const char *race =
  ". X . O O O .\n"
  "X X O X O . O\n"
  ". X O X O O O\n"
  "X X O X O . O\n"
  ". X O X . O O\n"
  "X X O X O . O\n"
  ". . . X O O .\n";

START_TEST(test_tree_wins_capture_race)
{
  for (uint64_t seed = 1; seed <= 3; seed++)
    ck_assert_int_eq(search_move(race, 0, BLACK, 3000, seed), at(b, "C7"));
}
END_TEST

/* A ladder into the corner: white C3 would connect out at D3.  Black D3
 * ataris from the outside and chases the stone along the first lines
 * (C2 B2 C1 D1 B1 A1); atari at C2 instead lets white connect.  With
 * komi 4.5, D3 is the only winning move (checked by exhaustive search). */
static const char *ladder =
  ". X . X O . O\n"
  "X X X X O O O\n"
  ". X . X O . O\n"
  "X X X X O O O\n"
  ". X O . O . O\n"
  ". . . X O O O\n"
  ". . . . O . O\n";

START_TEST(test_tree_wins_ladder)
{
  for (uint64_t seed = 1; seed <= 3; seed++)
    ck_assert_int_eq(search_move(ladder, 4.5, BLACK, 3000, seed),
                     at(b, "D3"));
}
END_TEST

/* A snapback: white A2-B2 has the liberties A1 and B1.  The throw-in B1
 * is captured at A1, after which black takes all three stones back at
 * B1.  Black A1 instead lets white capture at B1 and connect to C1; any
 * other move lets white connect at B1.  B1 is the only winning move with
 * komi 0.5 (checked by exhaustive search). */
static const char *snapback =
  ". X . X O . O\n"
  "X X X X O O O\n"
  ". X . X O . O\n"
  "X X X X O O O\n"
  "X X X X O . O\n"
  "O O X O . O O\n"
  ". . O O O O .\n";

START_TEST(test_tree_finds_snapback)
{
  for (uint64_t seed = 1; seed <= 3; seed++)
    ck_assert_int_eq(search_move(snapback, 0.5, BLACK, 2000, seed),
                     at(b, "B1"));
}
END_TEST

START_TEST(test_early_stop_when_decided)
{
  load(race, 0);
  struct mcts *m = new_search(1, 5);
  struct mcts_limits lim = { 50000, 0, 1, 0 };
  long done = mcts_search(m, b, BLACK, &lim);
  ck_assert_int_lt(done, 50000);
  ck_assert_int_eq(mcts_choose_move(m, b, BLACK, 0), at(b, "C7"));
  mcts_free(m);
}
END_TEST

/* A clock that moves a sixteenth of a second each time it is read: on a
 * busy machine a search's rate looks that low. */
static double busy_clock(void *data)
{
  double *now = data;
  *now += 0.0625;
  return *now;
}

static long search_on_clock(const struct mcts_limits *lim, double *clock)
{
  struct mcts *m = new_search(1, 5);
  if (clock != NULL)
    mcts_set_clock(m, busy_clock, clock);
  long done = mcts_search(m, b, BLACK, lim);
  mcts_free(m);
  return done;
}

/* A seeded search counts its playouts and keeps the seconds as a cap: a
 * slow clock must not move where it stops, while the cap is not reached. */
START_TEST(test_counted_stop_ignores_a_busy_clock)
{
  load(race, 0);
  struct mcts_limits counted = { 50000, 0, 1, 1 };
  long on_count = search_on_clock(&counted, NULL);
  ck_assert_int_lt(on_count, 40000);
  /* 156.25 s on this clock are 2,500 reads, one every 16 playouts: the
   * cap (about 40,000 playouts) lies beyond the count's stop, and the
   * rate seen says fewer playouts are left than the count does. */
  double clock = 0.0;
  struct mcts_limits capped = { 50000, 156.25, 1, 1 };
  ck_assert_int_eq(search_on_clock(&capped, &clock), on_count);
  clock = 0.0;
  struct mcts_limits timed = { 50000, 156.25, 1, 0 };
  ck_assert_int_lt(search_on_clock(&timed, &clock), on_count);
}
END_TEST

/* ---- Passing, scoring, resigning ---------------------------------------- */

/* Black owns columns A-D (28 points, the white stone B6 is dead), white
 * E-G (21). */
static const char *dead_stone =
  ". . . X O . O\n"
  ". O . X O O O\n"
  ". . . X O . O\n"
  "X X X X O O O\n"
  ". X . X O . O\n"
  "X X X X O O O\n"
  ". X . X O . O\n";

START_TEST(test_dead_stones_and_score)
{
  load(dead_stone, 0.5);
  struct mcts *m = new_search(1, 3);
  struct mcts_limits lim = { 2000, 0, 0, 0 };
  mcts_search(m, b, BLACK, &lim);
  ck_assert(mcts_is_dead(m, at(b, "B6")));
  ck_assert(!mcts_is_dead(m, at(b, "D6")));
  ck_assert(!mcts_is_dead(m, at(b, "E6")));
  ck_assert(mcts_final_score(m) == 6.5);
  float own[BOARD_ARRAY_SIZE];
  ck_assert_int_gt(mcts_ownership(m, own), 0);
  ck_assert(own[at(b, "A7")] > 0.9f);
  ck_assert(own[at(b, "F7")] < -0.9f);
  mcts_free(m);
}
END_TEST

/* Passing wins with B6 dead, but counted with every stone alive black
 * loses (19 to 22): a referee that misjudged B6 would give white the game.
 * Black fills B6's liberties inside its own area until it wins even so
 * (after three of them: 24 to 22, A7 and C7 being black's), then passes. */
START_TEST(test_pass_when_passing_wins)
{
  load(dead_stone, 0.5);
  ck_assert(play_move(b, PASS_MOVE, WHITE));
  struct mcts *m = new_search(1, 3);
  struct mcts_limits lim = { 2000, 0, 0, 0 };
  const char *libs[] = { "B7", "A6", "C6", "B5" };
  int move = NO_MOVE, moves = 0;
  for (; moves < 6; moves++) {
    move = mcts_genmove(m, b, BLACK, &lim, 0);
    if (move == PASS_MOVE)
      break;
    int liberty = 0;
    for (int k = 0; k < 4; k++)
      liberty |= move == at(b, libs[k]);
    ck_assert(liberty);
    ck_assert(play_move(b, move, BLACK));
    ck_assert(play_move(b, PASS_MOVE, WHITE));
  }
  ck_assert_int_eq(move, PASS_MOVE);
  ck_assert_int_eq(moves, 3);
  mcts_free(m);
}
END_TEST

START_TEST(test_no_pass_when_a_point_is_left)
{
  /* 24 points each and the dame D4: with komi 0.5 black wins only by
   * filling it, even though white has passed. */
  load(". X . X O . O\n"
       "X X X X O O O\n"
       ". X . X O . O\n"
       "X X X . O O O\n"
       ". X X O O . O\n"
       "X . X O O O O\n"
       "X X X O O . O\n", 0.5);
  ck_assert(play_move(b, PASS_MOVE, WHITE));
  struct mcts *m = new_search(1, 3);
  struct mcts_limits lim = { 2000, 0, 0, 0 };
  ck_assert_int_eq(mcts_genmove(m, b, BLACK, &lim, 0), at(b, "D4"));
  ck_assert(mcts_final_score(m) == -0.5);
  mcts_free(m);
}
END_TEST

/* A lost 19x19 game (from a match against GNU Go): white's search
 * prefers passing, but black has not passed, so white plays on rather
 * than hand black free moves on a hopeless verdict. */
static const char *lost_game =
  ". O O . X . . . . . . . . . . . . . .\n"
  "X X O O X . X . . . . . . . . . . . .\n"
  "O . X O X . . X . O . . X X . . . . .\n"
  ". X X X O O . . O . O . O X . X X X X\n"
  "X O O X . . . . . . . . . . . X O O O\n"
  ". O O X . O . . . . X . X . . X O X O\n"
  "O O X O . . . O . O O X . . O O X X .\n"
  "O X X . . . O O O . . O X X . O X X .\n"
  "X . X O O . . O . . O O X X X X O O O\n"
  ". . X O . . . O . O X X . . X X X O .\n"
  ". . X . . . . O O O X X X . . X X O O\n"
  ". O O X . . O . . O O X O X X . . X .\n"
  ". O . O . O O O . . O X . . . X . . X\n"
  "O . O O . X . X O O X . . O O X X X .\n"
  ". O . . O . X X O X . . X X X O O X .\n"
  ". O O O X . X O O X O O O O X . . X .\n"
  ". X X O X . . O X X O X X . X O O O .\n"
  ". . . X . . O . X O X . . . X O . O .\n"
  ". X . . . . . . X O . X . X O O O O .\n";

START_TEST(test_no_pass_while_opponent_plays_on)
{
  load(lost_game, 7.5);
  struct mcts *m = new_search(1, 1);
  struct mcts_limits lim = { 1000, 0, 0, 0 };
  int move = mcts_genmove(m, b, WHITE, &lim, 0);
  ck_assert_int_ne(move, PASS_MOVE);
  ck_assert(is_legal(b, move, WHITE));
  mcts_free(m);
}
END_TEST

START_TEST(test_resign_only_when_allowed)
{
  load(". O . O . O .\n"
       "O O O O O O O\n"
       ". O . O . O .\n"
       "O O O O O O O\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n", 0.5);
  struct mcts *m = new_search(1, 3);
  struct mcts_limits lim = { 1000, 0, 0, 0 };
  mcts_set_resign_threshold(m, 0.1);
  ck_assert_int_eq(mcts_genmove(m, b, BLACK, &lim, 1), -1);
  int move = mcts_genmove(m, b, BLACK, &lim, 0);
  ck_assert(move == PASS_MOVE || is_legal(b, move, BLACK));
  mcts_set_resign_threshold(m, 0.0);
  ck_assert_int_ne(mcts_genmove(m, b, BLACK, &lim, 1), -1);
  mcts_free(m);
}
END_TEST

/* ---- Memory, determinism, threads, time --------------------------------- */

START_TEST(test_memory_stays_under_node_limit)
{
  struct mcts_params p;
  mcts_params_default(&p);
  p.max_nodes = 5000;
  struct mcts *m = mcts_new(&p, 11);
  ck_assert_ptr_nonnull(m);
  board_clear(b, 9);
  b->komi = 7;
  struct mcts_limits lim = { 600, 0, 0, 0 };
  int reused = 0, color = BLACK, passes = 0;
  for (int n = 0; n < 120 && passes < 2; n++) {
    int move = mcts_genmove(m, b, color, &lim, 0);
    struct mcts_stats st;
    mcts_get_stats(m, &st);
    ck_assert_uint_eq(st.node_limit, 5000);
    ck_assert_uint_le(st.nodes_used, 5000);
    if (st.reused_visits > 0)
      reused++;
    ck_assert(move == PASS_MOVE || is_legal(b, move, color));
    ck_assert(play_move(b, move, color));
    passes = move == PASS_MOVE ? passes + 1 : 0;
    color = OTHER_COLOR(color);
  }
  ck_assert_int_gt(reused, 10);
  mcts_free(m);
}
END_TEST

static void play_game(uint64_t seed, int *moves, int n)
{
  struct mcts *m = new_search(1, seed);
  board_clear(b, 9);
  b->komi = 7;
  struct mcts_limits lim = { 500, 0, 0, 0 };
  for (int k = 0; k < n; k++) {
    int color = k % 2 ? WHITE : BLACK;
    moves[k] = mcts_genmove(m, b, color, &lim, 0);
    ck_assert(play_move(b, moves[k], color));
  }
  mcts_free(m);
}

START_TEST(test_same_seed_same_game)
{
  int first[12], second[12], other[12];
  play_game(77, first, 12);
  play_game(77, second, 12);
  play_game(78, other, 12);
  ck_assert_mem_eq(first, second, sizeof first);
  ck_assert(memcmp(first, other, sizeof first) != 0);
}
END_TEST

START_TEST(test_analysis_candidates)
{
  board_clear(b, 9);
  b->komi = 7;
  struct mcts *m = new_search(1, 9);
  struct mcts_limits lim = { 3000, 0, 0, 0 };
  mcts_search(m, b, BLACK, &lim);
  struct mcts_candidate c[10];
  int n = mcts_analysis(m, c, 10);
  ck_assert_int_eq(n, 10);
  struct mcts_stats st;
  mcts_get_stats(m, &st);
  long total = 0;
  for (int k = 0; k < n; k++) {
    if (k > 0)
      ck_assert_int_le(c[k].visits, c[k - 1].visits);
    ck_assert(c[k].winrate >= 0.0 && c[k].winrate <= 1.0);
    ck_assert_int_ge(c[k].pv_length, 1);
    ck_assert_int_eq(c[k].pv[0], c[k].move);
    total += c[k].visits;
    /* The principal variation is a legal sequence. */
    static struct board copy;
    board_copy(&copy, b);
    for (int j = 0; j < c[k].pv_length; j++) {
      int color = j % 2 ? WHITE : BLACK;
      ck_assert(c[k].pv[j] == PASS_MOVE || is_legal(&copy, c[k].pv[j], color));
      ck_assert(play_move(&copy, c[k].pv[j], color));
    }
  }
  ck_assert_int_le(total, st.root_visits);
  ck_assert_int_eq(mcts_choose_move(m, b, BLACK, 0), c[0].move);
  mcts_free(m);
}
END_TEST

START_TEST(test_two_threads)
{
  board_clear(b, 9);
  b->komi = 7;
  struct mcts *m = new_search(2, 5);
  struct mcts_limits lim = { 4000, 0, 0, 0 };
  long done = mcts_search(m, b, BLACK, &lim);
  ck_assert_int_ge(done, 4000);
  ck_assert_int_le(done, 4002);
  int move = mcts_choose_move(m, b, BLACK, 0);
  ck_assert(is_legal(b, move, BLACK));
  /* Then search in the background and look at it while it runs. */
  ck_assert(play_move(b, move, BLACK));
  ck_assert(mcts_start(m, b, WHITE));
  ck_assert(mcts_running(m));
  struct mcts_stats st;
  double until = wall_seconds() + 20;
  do {
    struct mcts_candidate c[5];
    mcts_analysis(m, c, 5);
    mcts_get_stats(m, &st);
  } while (st.playouts < 500 && wall_seconds() < until);
  mcts_stop(m);
  ck_assert(!mcts_running(m));
  ck_assert_int_ge(st.playouts, 500);
  /* The background tree is kept when its position comes back. */
  mcts_search(m, b, WHITE, &lim);
  mcts_get_stats(m, &st);
  ck_assert_int_gt(st.reused_visits, 0);
  mcts_free(m);
}
END_TEST

START_TEST(test_time_limit)
{
  board_clear(b, 9);
  b->komi = 7;
  struct mcts *m = new_search(1, 5);
  struct mcts_limits lim = { 0, 0.2, 0, 0 };
  double start = wall_seconds();
  long done = mcts_search(m, b, BLACK, &lim);
  double spent = wall_seconds() - start;
  ck_assert_int_gt(done, 0);
  ck_assert(spent >= 0.2);
  /* Generous: the machine may be busy, but the search must stop. */
  ck_assert(spent < 1.7);
  mcts_free(m);
}
END_TEST

START_TEST(test_player_ponders_and_reuses)
{
  struct mcts_player_settings set = { 1, 21, 800, 0, 0.0, 1, 0, 0, { 0 }, NULL, NULL, 0 };
  struct mcts_player *p = mcts_player_new(&set);
  ck_assert_ptr_nonnull(p);
  board_clear(b, 9);
  b->komi = 7;
  int move = mcts_player_genmove(p, b, BLACK, 30.0, 0);
  ck_assert(is_legal(b, move, BLACK));
  struct mcts *m = mcts_player_search(p);
  ck_assert(mcts_running(m));
  ck_assert(play_move(b, move, BLACK));
  /* Let the pondering search run, then the opponent answers. */
  struct mcts_stats st;
  double until = wall_seconds() + 20;
  do
    mcts_get_stats(m, &st);
  while (st.playouts < 300 && wall_seconds() < until);
  int answer = move == at(b, "C3") ? at(b, "G7") : at(b, "C3");
  ck_assert(play_move(b, answer, WHITE));
  move = mcts_player_genmove(p, b, BLACK, 30.0, 0);
  ck_assert(is_legal(b, move, BLACK));
  mcts_get_stats(m, &st);
  ck_assert_int_gt(st.reused_visits, 0);
  ck_assert_int_le(st.playouts, 800);
  /* Without pondering nothing runs after the move. */
  set.pondering = 0;
  ck_assert(mcts_player_configure(p, &set));
  ck_assert(!mcts_running(m));
  move = mcts_player_genmove(p, b, BLACK, 30.0, 0);
  ck_assert(!mcts_running(m));
  mcts_player_free(p);
}
END_TEST

/* A provider that insists on one point. */
static int hook_calls;
static void favour_c3(void *data, struct board *bd, int color,
                      struct mcts_prior *priors)
{
  (void) data;
  ck_assert_int_eq(color, BLACK);
  ck_assert_int_eq(bd->board_size, 9);
  hook_calls++;
  priors[at(bd, "C3")].visits = 5000;
  priors[at(bd, "C3")].value = 1.0;
}

START_TEST(test_prior_hook)
{
  board_clear(b, 9);
  b->komi = 7;
  struct mcts *m = new_search(1, 5);
  mcts_set_prior_hook(m, favour_c3, NULL);
  struct mcts_limits lim = { 300, 0, 0, 0 };
  hook_calls = 0;
  ck_assert_int_eq(mcts_genmove(m, b, BLACK, &lim, 0), at(b, "C3"));
  ck_assert_int_eq(hook_calls, 1);
  mcts_free(m);
}
END_TEST

/* ---- The engine facade with ENGINE_MCTS --------------------------------- */

static struct engine *mcts_engine(long playouts)
{
  struct engine_config config;
  memset(&config, 0, sizeof config);
  config.kind = ENGINE_MCTS;
  config.level = 10;
  config.seed = 4;
  config.threads = 1;
  config.playouts = playouts;
  config.chinese_rules = 1;
  struct engine *e = engine_new(&config);
  ck_assert_ptr_nonnull(e);
  return e;
}

START_TEST(test_engine_mcts_genmove_and_status)
{
  struct engine *e = mcts_engine(1500);
  struct move_budget budget = {.seconds = 30.0};
  load(snapback, 0.5);
  ck_assert_int_eq(engine_genmove(e, b, BLACK, &budget), at(b, "B1"));
  struct engine_search_stats st;
  engine_search_stats(e, &st);
  /* The clear winner stops the search early. */
  ck_assert_int_gt(st.playouts, 0);
  ck_assert_int_lt(st.playouts, 1500);
  ck_assert_uint_le(st.nodes_used, st.node_limit);
  /* Dead stones from the dragon analysis, as the classic engine finds
   * them, whatever the search before; regions from them. */
  load(dead_stone, 0.5);
  int status[BOARD_ARRAY_SIZE], dragon_status[BOARD_ARRAY_SIZE];
  engine_final_status(e, b, status);
  ck_assert_int_eq(status[at(b, "B6")], FINAL_DEAD);
  ck_assert_int_eq(status[at(b, "D6")], FINAL_ALIVE);
  ck_assert_int_eq(status[at(b, "A7")], FINAL_BLACK_TERRITORY);
  ck_assert_int_eq(status[at(b, "F7")], FINAL_WHITE_TERRITORY);
  ck_assert(engine_dragon_final_status(e, b, dragon_status));
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (IS_STONE(b->board[pos]))
      ck_assert_int_eq(status[pos], dragon_status[pos]);
  ck_assert(engine_final_score(e, b) == -6.5);
  ck_assert(engine_final_score(e, b) == -6.5);
  engine_free(e);
}
END_TEST

START_TEST(test_engine_analysis_session)
{
  struct engine *e = mcts_engine(0);
  board_clear(b, 9);
  b->komi = 7;
  struct engine_candidate c[8];
  float own[BOARD_ARRAY_SIZE];
  ck_assert_int_eq(engine_analyze_candidates(e, c, 8), 0);
  ck_assert_int_eq(engine_ownership(e, own), 0);
  ck_assert(engine_analyze_start(e, b, BLACK));
  struct engine_search_stats st;
  double until = wall_seconds() + 20;
  do
    engine_search_stats(e, &st);
  while (st.playouts < 2000 && wall_seconds() < until);
  engine_analyze_stop(e);
  int n = engine_analyze_candidates(e, c, 8);
  ck_assert_int_eq(n, 8);
  for (int k = 0; k < n; k++) {
    ck_assert(is_legal(b, c[k].move, BLACK));
    ck_assert_int_eq(c[k].pv[0], c[k].move);
    ck_assert(c[k].winrate > 0.0 && c[k].winrate < 1.0);
  }
  ck_assert_int_ge(engine_ownership(e, own), 2000);
  ck_assert(own[at(b, "E5")] > -1.0f && own[at(b, "E5")] < 1.0f);
  engine_free(e);
}
END_TEST

static Suite *mcts_suite(void)
{
  Suite *s = suite_create("mcts");
  TCase *tc = tcase_create("playout");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_playout_board_matches_board);
  tcase_add_test(tc, test_playout_board_ko_and_suicide);
  tcase_add_test(tc, test_pattern3_shapes);
  tcase_add_test(tc, test_policy_saves_string_in_atari);
  tcase_add_test(tc, test_policy_captures_string_in_atari);
  tcase_add_test(tc, test_policy_captures_after_ignored_atari);
  suite_add_tcase(s, tc);

  tc = tcase_create("search");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_tree_wins_capture_race);
  tcase_add_test(tc, test_tree_wins_ladder);
  tcase_add_test(tc, test_tree_finds_snapback);
  tcase_add_test(tc, test_early_stop_when_decided);
  tcase_add_test(tc, test_counted_stop_ignores_a_busy_clock);
  tcase_add_test(tc, test_dead_stones_and_score);
  tcase_add_test(tc, test_pass_when_passing_wins);
  tcase_add_test(tc, test_no_pass_when_a_point_is_left);
  tcase_add_test(tc, test_no_pass_while_opponent_plays_on);
  tcase_add_test(tc, test_resign_only_when_allowed);
  tcase_add_test(tc, test_memory_stays_under_node_limit);
  tcase_add_test(tc, test_same_seed_same_game);
  tcase_add_test(tc, test_analysis_candidates);
  tcase_add_test(tc, test_two_threads);
  tcase_add_test(tc, test_time_limit);
  tcase_add_test(tc, test_prior_hook);
  tcase_add_test(tc, test_player_ponders_and_reuses);
  tcase_add_test(tc, test_engine_mcts_genmove_and_status);
  tcase_add_test(tc, test_engine_analysis_session);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(mcts_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
