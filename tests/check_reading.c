/* Tactical reading: ladders, nets, snapbacks, captures that save, ko
 * results and the komaster, attack_either/defend_both, connections,
 * counters and the cache.  Every expected answer below was read out by
 * hand; the comments give the reading. */
#include <config.h>

#include <check.h>
#include <stdlib.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/reading/reading.h"
#include "engine/reading/reading_impl.h"

static struct board *b;
static struct reading *r;

static void setup(void)
{
  b = board_new(19);
  ck_assert_ptr_nonnull(b);
  r = reading_new(b);
  ck_assert_ptr_nonnull(r);
}

static void teardown(void)
{
  reading_free(r);
  board_free(b);
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  reading_clear_cache(r);
}

/* The attack on vertex works with code and, once played, leaves the
 * string without a defence. */
static void assert_attack_sticks(const char *vertex, int code, int move)
{
  int str = at(b, vertex);
  int color = OTHER_COLOR(b->board[str]);
  ck_assert_int_eq(code, WIN);
  ck_assert(trymove(b, move, color, "test", str));
  if (IS_STONE(b->board[str]))
    ck_assert_int_eq(find_defense(r, str, NULL), 0);
  popgo(b);
}

/* ---- Ladders ------------------------------------------------------------- */

/* O at G7 with X on two sides and X diagonal at H6: an atari from either
 * side starts a ladder, up-right after G6 (O runs H7, H8, J8, ...) or
 * down-left after H7 (O runs G6, F6, F5, ...).  Nothing on either
 * diagonal, so both reach the edge. */
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

START_TEST(ladder_works)
{
  int move = NO_MOVE;
  int code;
  load(ladder_position);
  code = attack(r, at(b, "G7"), &move);
  ck_assert(move == at(b, "G6") || move == at(b, "H7"));
  assert_attack_sticks("G7", code, move);
  ck_assert_int_eq(ladder_attack(r, at(b, "G7"), &move), WIN);
  ck_assert(move == at(b, "G6") || move == at(b, "H7"));
  /* O to move simply extends out of the trap. */
  ck_assert_int_eq(find_defense(r, at(b, "G7"), &move), WIN);
  ck_assert(move == at(b, "G6") || move == at(b, "H7"));
}
END_TEST

/* A white stone at K10 lies on the up-right path: after G6, H7 the
 * ladder runs into it.  The down-left ladder (H7 first) still works and
 * is the only attack. */
START_TEST(ladder_one_breaker)
{
  int move = NO_MOVE;
  load(ladder_position);
  ck_assert(board_setup_stone(b, at(b, "K10"), WHITE));
  ck_assert_int_eq(attack(r, at(b, "G7"), &move), WIN);
  ck_assert_int_eq(move, at(b, "H7"));
  ck_assert_int_eq(ladder_attack(r, at(b, "G7"), &move), WIN);
  ck_assert_int_eq(move, at(b, "H7"));
}
END_TEST

/* Breakers on both diagonals (K10 and D4): every atari lets O out with
 * three liberties, so there is no attack at all. */
START_TEST(ladder_broken)
{
  int move = NO_MOVE;
  load(ladder_position);
  ck_assert(board_setup_stone(b, at(b, "K10"), WHITE));
  ck_assert(board_setup_stone(b, at(b, "D4"), WHITE));
  ck_assert_int_eq(attack(r, at(b, "G7"), &move), 0);
  ck_assert_int_eq(move, NO_MOVE);
  ck_assert_int_eq(ladder_attack(r, at(b, "G7"), NULL), 0);
}
END_TEST

/* ---- Net ------------------------------------------------------------------
 * O at G7 (liberties H7, G6) with X at F7, G8, H8 and E6; white stones
 * near every corner break the ladders.  X H6 nets it: O H7 gets only J7
 * and G6, X J7, O G6, X G5 leaves O in atari at F6; O G6 first gets F6,
 * G5, H7, X G5 and either O move (F6 or H7) ends in atari. */
START_TEST(net)
{
  int move = NO_MOVE;
  int code;
  load(". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . O . . . . O . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . X X . . . . .\n"
       ". . . . . X O . . . . . .\n"
       ". . . . X . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . O . . . . O . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n"
       ". . . . . . . . . . . . .\n");
  ck_assert_int_eq(ladder_attack(r, at(b, "G7"), NULL), 0);
  code = attack(r, at(b, "G7"), &move);
  ck_assert_int_eq(move, at(b, "H6"));
  assert_attack_sticks("G7", code, move);
}
END_TEST

/* ---- Snapback and throw-in --------------------------------------------------
 *
 *   3 X X X X O O O      O B2-C2 has liberties B1 and C1.  X B1 fails:
 *   2 X O O X O          O C1 joins the strong group.  The throw-in X C1
 *   1 X . . O O          is a self-atari; O must take it at B1 and X
 *     A B C D E F G      retakes three stones at C1: a snapback.
 */
static const char *snapback_position =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . O O O . .\n"
  "X X X X O . . . .\n"
  "X O O X O . . . .\n"
  "X . . O O . . . .\n";

START_TEST(snapback_throw_in)
{
  int move = NO_MOVE;
  load(snapback_position);
  ck_assert_int_eq(attack(r, at(b, "B2"), &move), WIN);
  ck_assert_int_eq(move, at(b, "C1"));
  /* O to move connects at C1. */
  ck_assert_int_eq(find_defense(r, at(b, "B2"), &move), WIN);
  ck_assert_int_eq(move, at(b, "C1"));
}
END_TEST

START_TEST(snapback_stone_not_capturable)
{
  load(snapback_position);
  play_move(b, at(b, "C1"), BLACK);
  /* Taking the thrown-in stone is answered by the recapture: attacking
   * it does not count, and the O string cannot be saved. */
  ck_assert_int_eq(attack(r, at(b, "C1"), NULL), 0);
  ck_assert_int_eq(find_defense(r, at(b, "B2"), NULL), 0);
  ck_assert_int_eq(attack(r, at(b, "B2"), NULL), WIN);
}
END_TEST

/* ---- Capturing to escape -----------------------------------------------------
 * O D4 is in atari (liberty D3); extending to D3 is a self-atari
 * between C3 and D2.  Capturing X E4 (in atari at E3) gives D4 the
 * liberties D3 and E4, and X cannot play E4 (suicide). */
START_TEST(capture_to_escape)
{
  int move = NO_MOVE;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . X O . . . .\n"
       ". . X O X O . . .\n"
       ". . X . . . . . .\n"
       ". . . X . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_eq(find_defense(r, at(b, "D4"), &move), WIN);
  ck_assert_int_eq(move, at(b, "E3"));
  ck_assert_int_eq(attack(r, at(b, "D4"), &move), WIN);
  ck_assert_int_eq(move, at(b, "D3"));
  ck_assert_int_eq(attack(r, at(b, "E4"), &move), WIN);
  ck_assert_int_eq(move, at(b, "E3"));
}
END_TEST

/* ---- Ko ------------------------------------------------------------------------
 *
 *   2 . X O        O B1 has one liberty, C1.  X C1 captures it but is
 *   1 X O . O      then alone in atari: O may retake at B1.  The capture
 *     A B C D      works if X wins the ko, taking first: KO_A.
 */
static const char *ko_position =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". X O . . . . . .\n"
  "X O . O . . . . .\n";

START_TEST(ko_legal_capture_is_ko_a)
{
  int move = NO_MOVE;
  load(ko_position);
  ck_assert_int_eq(attack(r, at(b, "B1"), &move), KO_A);
  ck_assert_int_eq(move, at(b, "C1"));
  ck_assert_int_eq(reading_result_gtp_code(KO_A), 2);
}
END_TEST

/* O has just captured an X stone at C1 by playing B1: retaking at C1
 * is illegal now, X needs a ko threat first: KO_B. */
START_TEST(ko_illegal_capture_is_ko_b)
{
  int move = NO_MOVE;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". X O . . . . . .\n"
       "X . X O . . . . .\n");
  play_move(b, at(b, "B1"), WHITE);
  ck_assert_int_eq(b->board[at(b, "C1")], EMPTY);
  ck_assert_int_eq(b->ko_pos, at(b, "C1"));
  ck_assert_int_eq(attack(r, at(b, "B1"), &move), KO_B);
  ck_assert_int_eq(move, at(b, "C1"));
  ck_assert_int_eq(reading_result_gtp_code(KO_B), 3);
}
END_TEST

/* With the attacker as komaster (it wins every ko) the ko capture is a
 * plain WIN; with the defender as komaster it stays KO_A. */
START_TEST(ko_with_komaster)
{
  int move = NO_MOVE;
  int str;
  load(ko_position);
  str = at(b, "B1");
  r->komaster = BLACK;
  r->kom_pos = at(b, "G5");
  ck_assert_int_eq(do_attack(r, str, &move), WIN);
  ck_assert_int_eq(move, at(b, "C1"));
  r->komaster = WHITE;
  ck_assert_int_eq(do_attack(r, str, &move), KO_A);
  r->komaster = EMPTY;
  r->kom_pos = NO_MOVE;
}
END_TEST

/* The komaster scheme itself on the illegal ko above. */
START_TEST(komaster_rules)
{
  int conditional = 0;
  int c1, b1;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". X O . . . . . .\n"
       "X . X O . . . . .\n");
  play_move(b, at(b, "B1"), WHITE);
  c1 = at(b, "C1");
  b1 = at(b, "B1");

  /* No komaster: a plain trymove refuses, a conditional ko capture is
   * allowed and makes X komaster, kom_pos at the captured stone. */
  r->komaster = EMPTY;
  r->kom_pos = NO_MOVE;
  ck_assert(!komaster_trymove(r, c1, BLACK, "t", b1, &conditional, 0));
  ck_assert(komaster_trymove(r, c1, BLACK, "t", b1, &conditional, 1));
  ck_assert_int_eq(conditional, 1);
  ck_assert_int_eq(r->komaster, BLACK);
  ck_assert_int_eq(r->kom_pos, b1);
  ck_assert_int_eq(b->board[b1], EMPTY);
  /* O may not retake the komaster's ko. */
  ck_assert(!komaster_trymove(r, b1, WHITE, "t", c1, &conditional, 1));
  read_popgo(r);
  /* popgo restores the komaster state. */
  ck_assert_int_eq(r->komaster, EMPTY);
  ck_assert_int_eq(r->kom_pos, NO_MOVE);

  /* O komaster of this very ko: X may not take it, even conditionally. */
  r->komaster = WHITE;
  r->kom_pos = c1;
  ck_assert(!komaster_trymove(r, c1, BLACK, "t", b1, &conditional, 1));
  /* A gray komaster forbids every ko capture. */
  r->komaster = KOMASTER_GRAY_WHITE;
  ck_assert(!komaster_trymove(r, c1, BLACK, "t", b1, &conditional, 1));
  r->komaster = EMPTY;
  r->kom_pos = NO_MOVE;
  ck_assert_int_eq(b->stackp, 0);
}
END_TEST

/* ---- Two strings -------------------------------------------------------------
 *
 *   6 . . X . X      O C5 and O E5 share the liberty D5.  O to move
 *   5 . X O . O X    joins them at D5 (four liberties): defend_both.
 *     A B C D E F    X to move can capture one (atari at C4 or E4).
 */
static const char *two_strings =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . X . X . . . .\n"
  ". X O . O X . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(attack_either_defend_both)
{
  load(two_strings);
  ck_assert_int_eq(defend_both(r, at(b, "C5"), at(b, "E5")), WIN);
  ck_assert_int_eq(attack_either(r, at(b, "C5"), at(b, "E5")), WIN);
  /* After X D5 (double atari) each can be saved alone, not both. */
  play_move(b, at(b, "D5"), BLACK);
  reading_clear_cache(r);
  ck_assert_int_eq(find_defense(r, at(b, "C5"), NULL), WIN);
  ck_assert_int_eq(find_defense(r, at(b, "E5"), NULL), WIN);
  ck_assert_int_eq(defend_both(r, at(b, "C5"), at(b, "E5")), 0);
  ck_assert_int_eq(attack_either(r, at(b, "C5"), at(b, "E5")), WIN);
  /* Strings of different colours are not a pair. */
  ck_assert_int_eq(attack_either(r, at(b, "C5"), at(b, "D5")), 0);
  ck_assert_int_eq(defend_both(r, at(b, "C5"), at(b, "D5")), 0);
}
END_TEST

START_TEST(does_attack_and_defend)
{
  load(ladder_position);
  /* Both ataris start a working ladder; a distant move does nothing. */
  ck_assert_int_eq(does_attack(r, at(b, "G6"), at(b, "G7")), WIN);
  ck_assert_int_eq(does_attack(r, at(b, "A1"), at(b, "G7")), 0);
  ck_assert_int_eq(does_defend(r, at(b, "G6"), at(b, "G7")), WIN);
  ck_assert_int_eq(does_defend(r, at(b, "A1"), at(b, "G7")), 0);
}
END_TEST

/* ---- Connections ----------------------------------------------------------------
 *
 *   5 . . X        X C5 and X C3 with O B4 and O D4: whoever plays C4
 *   4 . O . O      gets it (O C4 is safe between its stones).
 *   3 . . X        X C3 and X D2 touch diagonally: two shared liberties
 *   2 . . . X      are miai, they cannot be cut.
 */
START_TEST(connections)
{
  int move = NO_MOVE;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . X . . . . . .\n"
       ". O . O . . . . .\n"
       ". . X . . . . . .\n"
       ". . . X . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_eq(string_connect(r, at(b, "C5"), at(b, "C3"), &move), WIN);
  ck_assert_int_eq(move, at(b, "C4"));
  ck_assert_int_eq(disconnect(r, at(b, "C5"), at(b, "C3"), &move), WIN);
  ck_assert_int_eq(move, at(b, "C4"));
  ck_assert_int_eq(string_connect(r, at(b, "C3"), at(b, "D2"), &move), WIN);
  ck_assert(move == at(b, "C2") || move == at(b, "D3"));
  ck_assert_int_eq(disconnect(r, at(b, "C3"), at(b, "D2"), &move), 0);
  ck_assert_int_eq(move, NO_MOVE);
  /* A string is connected to itself; other colours do not connect. */
  ck_assert_int_eq(string_connect(r, at(b, "C5"), at(b, "C5"), NULL), WIN);
  ck_assert_int_eq(string_connect(r, at(b, "C5"), at(b, "B4"), NULL), 0);
}
END_TEST

/* A cutting stone between one string and a friendly bridge:
 *
 *   3 . . . . X        X B2 and X E3 are linked only through X D2 (D2 and
 *   2 . X O X .        E3 share D3 and E2, miai).  O C2 cuts B2 from D2
 *   1 . . . . .        with liberties C1 and C3.  X C3 captures it (O C1,
 *     A B C D E        X D1, O B1, X A1).  O cannot cut either: after
 * O C3, X C1 links under it, since O B1 and O D1 are self-atari (X A1,
 * X E1 take them) and D2-E3 keep their miai D3/E2. */
START_TEST(connection_captures_cutting_stone)
{
  int move = NO_MOVE;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . X . . . .\n"
       ". X O X . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_eq(string_connect(r, at(b, "B2"), at(b, "E3"), &move), WIN);
  ck_assert_int_eq(move, at(b, "C3"));
  ck_assert_int_eq(disconnect(r, at(b, "B2"), at(b, "E3"), &move), 0);
  ck_assert_int_eq(move, NO_MOVE);
  ck_assert(trymove(b, at(b, "C3"), WHITE, "cut", NO_MOVE));
  ck_assert_int_eq(string_connect(r, at(b, "B2"), at(b, "E3"), &move), WIN);
  ck_assert_int_eq(move, at(b, "C1"));
  popgo(b);
  ck_assert_int_eq(b->stackp, 0);
}
END_TEST

/* A cutting stone whose capture is a ko:
 *
 *   5 . . . . O X .     O F4 stands between X E4 and X F5 in atari; X F3
 *   4 . . . X X O X     takes it but is then retaken at F4 (a ko, not a
 *   3 . . . . O . O     snapback: one stone for one).  White to move cuts
 *   2 . . . . . O .     by saving E5 (D5 or E6), Black then connects only
 *                       by winning the ko: White's cut is KO_B (GNU Go 3.8
 *   answers 3 E6).  Black to move connects at once. */
START_TEST(connection_through_a_ko_capture)
{
  int move = NO_MOVE;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . O X . . .\n"
       ". . . X X O X . .\n"
       ". . . . O . O . .\n"
       ". . . . . O . . .\n"
       ". . . . . . . . .\n");
  ck_assert_int_eq(disconnect(r, at(b, "E4"), at(b, "F5"), &move), KO_B);
  ck_assert(move == at(b, "D5") || move == at(b, "E6"));
  ck_assert_int_eq(string_connect(r, at(b, "E4"), at(b, "F5"), &move), WIN);
  ck_assert_int_eq(b->stackp, 0);
}
END_TEST

/* The same position read on a budget of one node: no line reaches its
 * end, so neither a cut nor a connection is proved (a cut-short line used
 * to count as a cut), and nothing read on that budget is cached. */
START_TEST(connection_budget_proves_nothing)
{
  int move = NO_MOVE;
  long limit = r->connect_node_limit;
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . X . . . .\n"
       ". X O X . . . . .\n"
       ". . . . . . . . .\n");
  r->connect_node_limit = 1;
  ck_assert_int_eq(disconnect(r, at(b, "B2"), at(b, "E3"), &move), 0);
  ck_assert_int_eq(move, NO_MOVE);
  ck_assert_int_eq(string_connect(r, at(b, "B2"), at(b, "E3"), &move), 0);
  ck_assert_int_eq(move, NO_MOVE);
  r->connect_node_limit = limit;
  ck_assert_int_eq(string_connect(r, at(b, "B2"), at(b, "E3"), &move), WIN);
  ck_assert_int_eq(move, at(b, "C3"));
  ck_assert_int_eq(disconnect(r, at(b, "B2"), at(b, "E3"), &move), 0);
  ck_assert_int_eq(b->stackp, 0);
}
END_TEST

/* ---- Counters, cache, limits -------------------------------------------------- */

START_TEST(counters_and_cache)
{
  long nodes, trymoves;
  int move1 = NO_MOVE, move2 = NO_MOVE;
  load(ladder_position);
  reading_reset_node_counter(r);
  reading_reset_trymove_counter(r);
  ck_assert_int_eq(attack(r, at(b, "G7"), &move1), WIN);
  nodes = reading_node_counter(r);
  trymoves = reading_trymove_counter(r);
  ck_assert(nodes > 10);       /* a ladder across the board */
  ck_assert(trymoves > 10);
  /* The same question again comes from the cache. */
  ck_assert_int_eq(attack(r, at(b, "G7"), &move2), WIN);
  ck_assert_int_eq(move1, move2);
  ck_assert_int_eq(reading_node_counter(r), nodes);
  /* A cleared cache reads again, to the same answer. */
  reading_clear_cache(r);
  ck_assert_int_eq(attack(r, at(b, "G7"), &move2), WIN);
  ck_assert_int_eq(move1, move2);
  ck_assert(reading_node_counter(r) > nodes);
  reading_reset_node_counter(r);
  ck_assert_int_eq(reading_node_counter(r), 0);
  ck_assert_int_eq(b->stackp, 0);
}
END_TEST

/* A cleared table keeps and finds what a new one does, whatever was
 * stored before the clear: a table of an earlier generation placed its
 * entries elsewhere (a salt in the key) and its deep entries pushed new
 * ones out of their slot, so under a node budget the same question read
 * after other positions could cost other nodes and answer otherwise. */
START_TEST(cleared_cache_keeps_what_a_new_one_keeps)
{
  struct reading *used = reading_new(b);
  ck_assert_ptr_nonnull(used);
  load(ladder_position);
  used->depth = 100;
  for (int k = 0; k < 200000; k++)
    read_cache_put(used, ROUTINE_ATTACK, k % 4096, 2000 + k / 4096, WIN, NO_MOVE);
  reading_clear_cache(used);
  struct reading *readers[2] = {r, used};
  for (int n = 0; n < 2; n++)
    for (int k = 0; k < 150000; k++) {
      readers[n]->depth = 5 + k % 7;
      read_cache_put(readers[n], ROUTINE_DEFEND + k % 2, k % 4096, k / 4096, k % 3, k % 400);
    }
  long found = 0;
  for (int k = 0; k < 150000; k++) {
    int result[2] = {-1, -1}, move[2] = {-1, -1}, got[2];
    for (int n = 0; n < 2; n++) {
      readers[n]->depth = 0;
      got[n] = read_cache_get(readers[n], ROUTINE_DEFEND + k % 2, k % 4096, k / 4096,
                              &result[n], &move[n]);
    }
    ck_assert_msg(got[1] == got[0] && result[1] == result[0] && move[1] == move[0],
                  "entry %d: new table %d (%d, %d), cleared table %d (%d, %d)", k, got[0],
                  result[0], move[0], got[1], result[1], move[1]);
    found += got[0] != 0;
  }
  ck_assert(found > 50000 && found < 150000);   /* kept some, lost some */
  for (int k = 0; k < 200000; k += 997) {
    int result, move;
    ck_assert_int_eq(read_cache_get(used, ROUTINE_ATTACK, k % 4096, 2000 + k / 4096, &result,
                                    &move), 0);
  }
  reading_free(used);
}
END_TEST

START_TEST(depths_and_levels)
{
  int depth = r->depth;
  reading_increase_depths(r);
  ck_assert_int_eq(r->depth, depth + 1);
  reading_decrease_depths(r);
  reading_decrease_depths(r);
  ck_assert_int_eq(r->depth, depth - 1);
  reading_set_level(r, 0);
  ck_assert(r->depth < depth);
  ck_assert(r->node_limit < 10000);
  /* Ladders are read to the end at any level. */
  load(ladder_position);
  ck_assert_int_eq(attack(r, at(b, "G7"), NULL), WIN);
  reading_set_level(r, 10);
  ck_assert_int_eq(r->depth, depth);
}
END_TEST

/* Bad input never crashes: empty points, off-board points. */
START_TEST(bad_input)
{
  int move = 123;
  load(ladder_position);
  ck_assert_int_eq(attack(r, at(b, "A1"), &move), 0);
  ck_assert_int_eq(find_defense(r, at(b, "A1"), &move), 0);
  ck_assert_int_eq(attack(r, 0, &move), 0);
  ck_assert_int_eq(ladder_attack(r, at(b, "A1"), &move), 0);
  ck_assert_int_eq(string_connect(r, at(b, "A1"), at(b, "G7"), &move), 0);
  ck_assert_int_eq(does_attack(r, at(b, "G7"), at(b, "G7")), 0);
  ck_assert_int_eq(b->stackp, 0);
}
END_TEST

/* Reading relies on exact neighbour and liberty lists deep in trymove
 * sequences: compare them with a recount after random tries and pops. */
static int lists_exact(void)
{
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int adj[MAX_NEIGHBORS], libs[MAX_BOARD * MAX_BOARD];
    int stones[MAX_BOARD * MAX_BOARD];
    unsigned char seen_lib[BOARD_ARRAY_SIZE] = { 0 };
    int truth[MAX_NEIGHBORS];
    int ntruth = 0, nlibs = 0;
    int n, ns, k, d, j;
    if (!IS_STONE(b->board[pos]) || find_origin(b, pos) != pos)
      continue;
    ns = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
    for (k = 0; k < ns; k++)
      for (d = 0; d < 4; d++) {
        int q = stones[k] + delta[d];
        if (b->board[q] == EMPTY && !seen_lib[q]) {
          seen_lib[q] = 1;
          nlibs++;
        }
        if (b->board[q] == OTHER_COLOR(b->board[pos])) {
          int o = find_origin(b, q);
          for (j = 0; j < ntruth; j++)
            if (truth[j] == o)
              break;
          if (j == ntruth)
            truth[ntruth++] = o;
        }
      }
    n = chainlinks(b, pos, adj);
    if (n != ntruth || countlib(b, pos) != nlibs)
      return 0;
    for (k = 0; k < n; k++) {
      for (j = 0; j < ntruth; j++)
        if (truth[j] == adj[k])
          break;
      if (j == ntruth)
        return 0;
    }
    n = findlib(b, pos, MAX_BOARD * MAX_BOARD, libs);
    for (k = 0; k < n; k++)
      if (!seen_lib[libs[k]])
        return 0;
  }
  return 1;
}

START_TEST(string_lists_exact_under_trymove)
{
  unsigned seed = 12345;
  for (int game = 0; game < 300; game++) {
    int depth = 0;
    board_clear(b, 7);
    for (int i = 0; i < 30; i++) {
      seed = seed * 1103515245u + 12345u;
      int pos = POS((seed >> 8) % 7, (seed >> 16) % 7);
      int color = (seed >> 4) & 1 ? BLACK : WHITE;
      if (is_legal(b, pos, color))
        play_move(b, pos, color);
    }
    for (int i = 0; i < 200; i++) {
      seed = seed * 1103515245u + 12345u;
      if (depth > 0 && (seed >> 20) % 3 == 0) {
        popgo(b);
        depth--;
      }
      else {
        int pos = POS((seed >> 8) % 7, (seed >> 16) % 7);
        int color = (seed >> 4) & 1 ? BLACK : WHITE;
        if (trymove(b, pos, color, "t", NO_MOVE))
          depth++;
      }
      ck_assert_msg(lists_exact(), "game %d step %d", game, i);
    }
    while (depth-- > 0)
      popgo(b);
  }
}
END_TEST

/* ---- Small fights that need long sequences ------------------------------- */

/* O G8, H8 (liberties G9, H9, J8) and O F9 (liberties E9, G9) press on
 * X F8, whose liberties E8 and F7 each give it four: the wall looks safe
 * either way, but X E8 kills.  O G9 joins F9 (E9, H9, J8): X E9, O J8
 * (H9, J9, J7), X J7 and O cannot fill H9 or J9 itself.  O E9: X D9
 * puts E9-F9 in atari, O G9 joins everything with H9 and J8 left, X J8.
 * O J8: X J7, then O G9 (H9, J9, E9) meets X E9 and O H9 (G9, J9) meets
 * X E9 with F9 in atari.  O F7, cutting the wall, fails too (GNU Go's
 * tactical and life-and-death readers agree). */
START_TEST(attack_from_the_wall)
{
  int move = NO_MOVE;
  int code;
  load(". . . . . O . . .\n"
       ". . . . . X O O .\n"
       ". . . . . . X X .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  code = attack(r, at(b, "G8"), &move);
  ck_assert_int_eq(move, at(b, "E8"));
  assert_attack_sticks("G8", code, move);
}
END_TEST

/* A lone O stone on the second line, X below it, on an empty 9x9 board:
 * X F8 kills.  The main line, O H8, X H7, O F9, reaches the position
 * above, where X E8 kills; O F8 or H8 at once gets five liberties.  The
 * sequences run past the usual depths for three- and four-liberty
 * strings, so the question needs to be read again deeper after the
 * first, cheap reading found nothing (reading_set_deepening).  (GNU Go's life-and-death reader also kills
 * with F8.) */
START_TEST(corner_capture_read_deeper)
{
  int move = NO_MOVE;
  int code;
  load(". . . . . . . . .\n"
       ". . . . . . O . .\n"
       ". . . . . . X . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  /* The usual depths alone do not see it. */
  ck_assert_int_eq(attack(r, at(b, "G8"), NULL), 0);
  reading_set_deepening(r, 1);
  reading_clear_cache(r);
  code = attack(r, at(b, "G8"), &move);
  ck_assert_int_eq(move, at(b, "F8"));
  assert_attack_sticks("G8", code, move);
  /* With O to move, F8 or H8 gets out with five liberties. */
  ck_assert_int_eq(find_defense(r, at(b, "G8"), &move), WIN);
  ck_assert(move == at(b, "F8") || move == at(b, "H8"));
}
END_TEST

static Suite *reading_suite(void)
{
  Suite *s = suite_create("reading");
  TCase *tc = tcase_create("core");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, ladder_works);
  tcase_add_test(tc, ladder_one_breaker);
  tcase_add_test(tc, ladder_broken);
  tcase_add_test(tc, net);
  tcase_add_test(tc, snapback_throw_in);
  tcase_add_test(tc, snapback_stone_not_capturable);
  tcase_add_test(tc, capture_to_escape);
  tcase_add_test(tc, ko_legal_capture_is_ko_a);
  tcase_add_test(tc, ko_illegal_capture_is_ko_b);
  tcase_add_test(tc, ko_with_komaster);
  tcase_add_test(tc, komaster_rules);
  tcase_add_test(tc, attack_either_defend_both);
  tcase_add_test(tc, does_attack_and_defend);
  tcase_add_test(tc, connections);
  tcase_add_test(tc, connection_captures_cutting_stone);
  tcase_add_test(tc, connection_through_a_ko_capture);
  tcase_add_test(tc, connection_budget_proves_nothing);
  tcase_add_test(tc, counters_and_cache);
  tcase_add_test(tc, cleared_cache_keeps_what_a_new_one_keeps);
  tcase_add_test(tc, depths_and_levels);
  tcase_add_test(tc, bad_input);
  tcase_add_test(tc, string_lists_exact_under_trymove);
  tcase_add_test(tc, attack_from_the_wall);
  tcase_add_test(tc, corner_capture_read_deeper);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(reading_suite());
  int failed;
  srunner_run_all(sr, CK_NORMAL);
  failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
