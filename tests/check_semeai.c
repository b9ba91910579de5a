/* Capturing races: the race arithmetic against playing the race out,
 * big-eye counts, the liberties the reader counts on the board (shared,
 * outside, approach moves, eyes), seki, and the reader on small races. */
#include <config.h>

#include <check.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/life/dragon.h"
#include "engine/life/owl.h"
#include "engine/life/semeai.h"
#include "engine/life/semeai_count.h"
#include "engine/life/semeai_libs.h"
#include "engine/reading/reading.h"
#include "dragon_fixture.h"

/* ---- Race arithmetic --------------------------------------------------- */

/* The race played out move by move: the mover may fill one of the other
 * side's outside liberties, a point of its eye (the last one only as the
 * capture), a shared liberty (not when that leaves itself without
 * liberties and captures nothing), or pass; two passes end it in seki.
 * The value is the mover's: 2 captures, 1 seki, 0 captured. */
#define MAX_COUNT 6
static signed char memo[MAX_COUNT + 1][MAX_COUNT + 1][MAX_COUNT + 1]
                       [MAX_COUNT + 1][MAX_COUNT + 1][2];

static int play_out(int mo, int me, int no, int ne, int s, int passed)
{
  signed char *slot = &memo[mo][me][no][ne][s][passed];
  int other_libs = no + ne + s, my_libs = mo + me + s;
  int best;
  if (*slot >= 0)
    return *slot;
  best = passed ? 1 : 2 - play_out(no, ne, mo, me, s, 1);
#define CONSIDER(v) do { int v_ = (v); if (v_ > best) best = v_; } while (0)
  if (no > 0)
    CONSIDER(other_libs == 1 ? 2 : 2 - play_out(no - 1, ne, mo, me, s, 0));
  if (ne > 0 && (other_libs == 1 || ne > 1))
    CONSIDER(other_libs == 1 ? 2 : 2 - play_out(no, ne - 1, mo, me, s, 0));
  if (s > 0 && (other_libs == 1 || my_libs > 1))
    CONSIDER(other_libs == 1 ? 2 : 2 - play_out(no, ne, mo, me, s - 1, 0));
#undef CONSIDER
  *slot = (signed char) best;
  return best;
}

START_TEST(race_arithmetic_matches_playing_it_out)
{
  int mo, me, no, ne, s, checked = 0;
  memset(memo, -1, sizeof(memo));
  for (mo = 0; mo <= MAX_COUNT; mo++)
    for (me = 0; me <= MAX_COUNT; me++)
      for (no = 0; no <= MAX_COUNT; no++)
        for (ne = 0; ne <= MAX_COUNT; ne++)
          for (s = 0; s <= MAX_COUNT; s++) {
            struct race_count mover = {mo, me}, other = {no, ne};
            int played;
            /* Each side needs a liberty. */
            if (mo + me + s == 0 || no + ne + s == 0)
              continue;
            played = play_out(mo, me, no, ne, s, 0);
            ck_assert_msg((int) race_count_outcome(&mover, &other, s)
                          == played,
                          "outside %d eye %d against outside %d eye %d, "
                          "%d shared: played out %d", mo, me, no, ne, s,
                          played);
            checked++;
          }
  ck_assert_int_gt(checked, 10000);
}
END_TEST

START_TEST(race_arithmetic_examples)
{
  struct race_count four = {4, 0}, three = {3, 0}, none = {0, 0};
  struct race_count one_eye = {0, 1}, big_eye = {0, 5};
  /* Four against three, no shared: the mover with four wins, the mover
   * with three only when the other has no more. */
  ck_assert_int_eq(race_count_outcome(&four, &three, 0), RACE_WON);
  ck_assert_int_eq(race_count_outcome(&three, &four, 0), RACE_LOST);
  /* Two shared liberties and nothing else: seki. */
  ck_assert_int_eq(race_count_outcome(&none, &none, 2), RACE_SEKI);
  /* An eye against none: the shared liberties are the eye's. */
  ck_assert_int_eq(race_count_outcome(&three, &one_eye, 3), RACE_LOST);
  ck_assert_int_eq(race_count_outcome(&one_eye, &four, 3), RACE_WON);
  /* A big eye (four points: five moves) against one eye, two shared. */
  ck_assert_int_eq(race_count_outcome(&big_eye, &one_eye, 2), RACE_WON);
  ck_assert_int_eq(race_count_outcome(&one_eye, &big_eye, 2), RACE_LOST);
  ck_assert_int_eq(race_outcome_flip(RACE_WON), RACE_LOST);
  ck_assert_int_eq(race_outcome_flip(RACE_SEKI), RACE_SEKI);
}
END_TEST

START_TEST(big_eyes)
{
  static const int expected[] = {0, 1, 2, 3, 5, 8, 12, 17};
  int n;
  for (n = 0; n < 8; n++)
    ck_assert_int_eq(big_eye_liberties(n, 0), expected[n]);
  /* Stones already inside save moves, down to the capture itself. */
  ck_assert_int_eq(big_eye_liberties(3, 1), 2);
  ck_assert_int_eq(big_eye_liberties(4, 1), 4);
  ck_assert_int_eq(big_eye_liberties(3, 3), 1);
}
END_TEST

/* ---- On the board ------------------------------------------------------ */

static struct board *b;
static struct reading *r;
static struct dragons *d;

static void setup(void)
{
  dragon_fixture_open(9, &b, &r, &d);
}

static void teardown(void)
{
  dragon_fixture_close(b, r, d);
}

/* Set up the diagram without a dragon analysis: each side of a race is
 * then the string of the stone named (the dragon analysis could join a
 * string it judges lost to the wall around it). */
static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  dragons_clear(d);
}

static struct race_liberties count(const char *a, const char *bvertex)
{
  struct race_liberties rl;
  ck_assert(semeai_liberties(d, at(b, a), at(b, bvertex), &rl));
  return rl;
}

static void check_count(const struct race_liberties *rl, int k, int outside,
                        int eye)
{
  ck_assert_msg(rl->count[k].outside == outside && rl->count[k].eye == eye,
                "side %d: outside %d eye %d, expected %d and %d", k,
                rl->count[k].outside, rl->count[k].eye, outside, eye);
}

/* Does the list hold the point at vertex? */
static int holds(const int *moves, int n, const char *vertex)
{
  int k;
  for (k = 0; k < n; k++)
    if (moves[k] == at(b, vertex))
      return 1;
  return 0;
}

/* Black D1-D9 with E3-E9 and White F1-F9 between living walls: they
 * share E1 and E2; Black also has C5 and C3 in White's wall, White has
 * G5 in Black's. */
static const char *two_outside_one =
  ". O O X X O X . X\n"
  "O . O X X O X X X\n"
  "O O O X X O X . X\n"
  ". O O X X O X X X\n"
  "O O . X X O . X X\n"
  "O O O X X O X X X\n"
  "O O . X X O X . X\n"
  ". O O X . O X X .\n"
  "O O O X . O X . X\n";

/* The same strings sharing all of E1-E9: nothing else, seki. */
static const char *nine_shared =
  ". O O X . O X . X\n"
  "O . O X . O X X X\n"
  "O O O X . O X . X\n"
  ". O O X . O X X X\n"
  "O O O X . O X . X\n"
  "O . O X . O X X X\n"
  "O O O X . O X . X\n"
  ". O O X . O X X .\n"
  "O O O X . O X . X\n";

START_TEST(shared_and_outside_liberties)
{
  struct race_liberties rl;
  load(two_outside_one);
  rl = count("D5", "F5");
  ck_assert_int_eq(rl.shared, 2);
  check_count(&rl, 0, 2, 0);
  check_count(&rl, 1, 1, 0);
  /* White fills C5 or C3, Black G5. */
  ck_assert(holds(rl.fills[0].outside, rl.fills[0].n_outside, "C5"));
  ck_assert(holds(rl.fills[0].outside, rl.fills[0].n_outside, "C3"));
  ck_assert(holds(rl.fills[1].outside, rl.fills[1].n_outside, "G5"));
  ck_assert_int_eq(rl.fills[1].n_outside, 1);
  load(nine_shared);
  rl = count("F1", "D9");
  ck_assert_int_eq(rl.shared, 9);
  check_count(&rl, 0, 0, 0);
  check_count(&rl, 1, 0, 0);
}
END_TEST

/* Black's liberty C5 lies between its stones C4 and C6: a white stone
 * there would be in atari, so White first plays B5 (an approach move):
 * C5 counts two.  The strings share E1-E3. */
static const char *approach =
  ". O O X X O X . X\n"
  "O . O X X O X X X\n"
  "O O O X X O X . X\n"
  ". O X X X O X X X\n"
  "O . . X X O . X X\n"
  "O O X X X O X X X\n"
  "O . O X . O X . X\n"
  ". O O X . O X X .\n"
  "O O O X . O X . X\n";

START_TEST(approach_moves)
{
  struct race_liberties rl;
  load(approach);
  rl = count("D5", "F5");
  ck_assert_int_eq(rl.shared, 3);
  check_count(&rl, 0, 2, 0);
  check_count(&rl, 1, 1, 0);
  ck_assert_int_eq(rl.fills[0].n_outside, 0);
  ck_assert(holds(rl.fills[0].approach, rl.fills[0].n_approach, "B5"));
}
END_TEST

/* Black's string D1-D9 holds the three-point eye A5-C5 (White's wall
 * split in two halves with two eyes each): it is worth three moves.  White F1-F9
 * shares E1-E4 with it. */
static const char *big_eye =
  ". O O X X O X . X\n"
  "O . O X X O X X X\n"
  "O O O X X O X . X\n"
  "X X X X X O X X X\n"
  ". . . X X O X . X\n"
  "X X X X . O X X X\n"
  "O O O X . O X . X\n"
  "O . O X . O X X .\n"
  ". O O X . O X . X\n";

START_TEST(big_eye_liberties_on_the_board)
{
  struct race_liberties rl;
  load(big_eye);
  rl = count("D5", "F5");
  ck_assert_int_eq(rl.shared, 4);
  check_count(&rl, 0, 0, 3);
  check_count(&rl, 1, 0, 0);
  ck_assert_int_eq(rl.eye_size[0], 3);
  /* The middle of the eye is where White starts filling it. */
  ck_assert(rl.fills[0].n_eye > 0);
  ck_assert_int_eq(rl.fills[0].eye[0], at(b, "B5"));
}
END_TEST

/* Black's string D2-D9 with A2-C2 and White's F1-F9 with D1-E1 share
 * C1 and E2-E9.  A1-B1 touch nothing of White, but with C1 they make one
 * region that does (D1): no eye.  A black stone on B1 leaves A1 a corner
 * eye, worth one move; a stone on A1 leaves B1-C1, still touching D1. */
static const char *edge_eye =
  ". O O X . O X . X\n"
  "O . O X . O X X X\n"
  "O O O X . O X . X\n"
  ". O O X . O X X X\n"
  "O O O X . O X . X\n"
  "O . O X . O X X X\n"
  "O O O X . O X . X\n"
  "X X X X . O X X .\n"
  ". . . O O O X . X\n";

/* Mark the string of the stone at vertex in goal. */
static void mark_string(const char *vertex, unsigned char *goal)
{
  int stones[MAX_BOARD * MAX_BOARD];
  int n = findstones(b, at(b, vertex), MAX_BOARD * MAX_BOARD, stones);
  memset(goal, 0, BOARD_ARRAY_SIZE);
  for (int k = 0; k < n; k++)
    goal[stones[k]] = 1;
}

/* race_eye_move for the strings at a (side 0) and bvertex (side 1), side
 * k; checks that the board is left as it was. */
static int eye_move_of(const char *a, const char *bvertex, int k)
{
  static unsigned char goal[2][BOARD_ARRAY_SIZE];
  struct race_side_facts facts[2];
  struct race_liberties rl;
  uint64_t hash = b->hash;
  int move;
  mark_string(a, goal[0]);
  mark_string(bvertex, goal[1]);
  facts[0].color = b->board[at(b, a)];
  facts[0].in_goal = goal[0];
  facts[1].color = b->board[at(b, bvertex)];
  facts[1].in_goal = goal[1];
  race_count_liberties(b, facts, &rl);
  move = race_eye_move(b, facts, k, rl.count[k].eye);
  ck_assert(b->hash == hash && b->stackp == 0);
  return move;
}

START_TEST(race_eye_move_finds_the_corner_eye)
{
  struct race_liberties rl;
  load(edge_eye);
  rl = count("D5", "F5");
  ck_assert_int_eq(rl.shared, 9);
  /* A1 and B1 outside: A1 costs White an approach move (B1 first). */
  check_count(&rl, 0, 3, 0);
  check_count(&rl, 1, 0, 0);
  ck_assert_int_eq(eye_move_of("D5", "F5", 0), at(b, "B1"));
  /* White has no liberty of its own to make an eye with. */
  ck_assert_int_eq(eye_move_of("D5", "F5", 1), NO_MOVE);
  /* With B1 black, A1 is the eye, and no stone makes it bigger. */
  ck_assert(play_move(b, at(b, "B1"), BLACK));
  rl = count("D5", "F5");
  check_count(&rl, 0, 0, 1);
  ck_assert_int_eq(eye_move_of("D5", "F5", 0), NO_MOVE);
}
END_TEST

/* The three-point eye of big_eye is worth most as it is: no stone in it
 * makes it worth more. */
START_TEST(race_eye_move_none_in_a_closed_eye)
{
  load(big_eye);
  ck_assert_int_eq(eye_move_of("D5", "F5", 0), NO_MOVE);
}
END_TEST

/* ---- The reader ---------------------------------------------------------- */

static void check_semeai(const char *a, const char *bvertex, int resulta,
                         int resultb, const char *moves)
{
  int ra, rb, move, certain;
  char list[64];
  ck_assert(analyze_semeai(d, at(b, a), at(b, bvertex), &ra, &rb, &move,
                           &certain));
  ck_assert_msg(ra == resulta && rb == resultb,
                "semeai %s %s: %d %d, expected %d %d", a, bvertex, ra, rb,
                resulta, resultb);
  ck_assert(certain);
  if (moves == NULL)
    return;
  if (strcmp(moves, "PASS") == 0) {
    ck_assert_int_eq(move, NO_MOVE);
    return;
  }
  snprintf(list, sizeof(list), " %s ", moves);
  {
    char name[8], needle[12];
    pos_to_vertex(b, move, name);
    snprintf(needle, sizeof(needle), " %s ", name);
    ck_assert_msg(strstr(list, needle) != NULL, "semeai %s %s: move %s, "
                  "expected one of %s", a, bvertex, name, moves);
  }
}

START_TEST(seki_with_shared_liberties_only)
{
  load(nine_shared);
  check_semeai("D5", "F5", WIN, 0, "PASS");
  check_semeai("F5", "D5", WIN, 0, "PASS");
}
END_TEST

START_TEST(outside_liberties_first)
{
  /* Black first: G5, then the shared liberties, wins; filling a shared
   * liberty first would lose.  White first must take one of Black's
   * outside liberties to hold seki. */
  load(two_outside_one);
  check_semeai("D5", "F5", WIN, WIN, "G5");
  check_semeai("F5", "D5", WIN, 0, "C5 C3");
}
END_TEST

/* The approach position with E3 Black's as well: two shared liberties.
 * Black's C5 counts two, so Black moving first kills by G5 (with a ko to
 * win in White's wall, KO_A, as GNU Go also answers); White moving first
 * holds seki only by moving, with the approach move B5 (after it C5
 * counts one; GNU Go plays it) or the sacrifice at C5 (Black's capture at
 * B5 then leaves a ko at C5).  Were C5 counted one, Black first would get
 * only seki. */
static const char *approach_two_shared =
  ". O O X X O X . X\n"
  "O . O X X O X X X\n"
  "O O O X X O X . X\n"
  ". O X X X O X X X\n"
  "O . . X X O . X X\n"
  "O O X X X O X X X\n"
  "O . O X X O X . X\n"
  ". O O X . O X X .\n"
  "O O O X . O X . X\n";

START_TEST(approach_move_in_the_race)
{
  struct race_liberties rl;
  load(approach_two_shared);
  rl = count("D5", "F5");
  ck_assert_int_eq(rl.shared, 2);
  check_count(&rl, 0, 2, 0);
  check_semeai("D5", "F5", WIN, KO_A, "G5");
  check_semeai("F5", "D5", WIN, 0, "B5 C5");
}
END_TEST

START_TEST(big_eye_wins)
{
  /* Three moves in the eye and four shared liberties against nothing:
   * Black wins whoever starts, White has no move that helps. */
  load(big_eye);
  check_semeai("D5", "F5", WIN, WIN, NULL);
  check_semeai("F5", "D5", 0, 0, "PASS");
}
END_TEST

START_TEST(seki_makes_both_alive)
{
  /* The owl finds each string dead on its own; read as a race they are
   * in seki, and the dragon status says so. */
  load(nine_shared);
  dragons_compute(d, 1);
  ck_assert_int_eq(dragon_at(d, at(b, "D5"))->status, DRAGON_ALIVE);
  ck_assert_int_eq(dragon_at(d, at(b, "F5"))->status, DRAGON_ALIVE);
  ck_assert_int_eq(owl_attack(dragons_owl(d), at(b, "D5"), NULL, NULL,
                              NULL), WIN);
}
END_TEST

/* Black's string D1-D9 with E4-E9, A4-C4 and A6-C6 holds A5-C5; White's
 * F1-F9 shares E1-E3 with it and has G1-G9 outside, between Black's living
 * wall and two living white groups.  Black B5 makes two eyes; White,
 * without eyes and with nowhere to go, then dies however many liberties
 * it has (the count alone would call it seki: Black cannot fill its
 * twelve liberties before White fills Black's four).  White moving
 * first takes B5 and wins the race. */
static const char *alive_then_kills =
  ". O O X X O . X .\n"
  "O . O X X O . X X\n"
  "O O O X X O . X .\n"
  "X X X X X O . X X\n"
  ". . . X X O . X .\n"
  "X X X X X O . X X\n"
  "O O O X . O . X .\n"
  "O . O X . O . X X\n"
  ". O O X . O . X .\n";

START_TEST(living_side_kills_the_other)
{
  load(alive_then_kills);
  check_semeai("D5", "F5", WIN, WIN, "B5");
  check_semeai("F5", "D5", WIN, WIN, "B5");
}
END_TEST

/* The owl finds Black's dragon D1-E9 (alive_then_kills) critical: B5
 * makes its second eye, and White's B5 kills it.  White's F1-F9, without
 * eyes, is dead by the owl, so it raced nobody while only dead dragons
 * raced.  Read as a race with the critical dragon, White moving first
 * takes B5 and wins: White's dragon is critical, Black's keeps the
 * owl's status and points.  GNU Go 3.8: dragon_status D5 'critical B5
 * B5', F5 critical. */
START_TEST(critical_dragon_races_its_dead_neighbour)
{
  const struct dragon *black, *white;
  load(alive_then_kills);
  dragons_compute(d, 1);
  black = dragon_at(d, at(b, "D5"));
  white = dragon_at(d, at(b, "F5"));
  ck_assert_int_eq(black->status, DRAGON_CRITICAL);
  ck_assert_int_eq(black->owl_attack_point, at(b, "B5"));
  ck_assert_int_eq(black->owl_defense_point, at(b, "B5"));
  ck_assert_int_eq(white->status, DRAGON_CRITICAL);
}
END_TEST

/* White's corner A3-A2-B2-B1 has the eye A1 and shares A4, B3, C2 and
 * C1 with Black's A5-D1 string, whose seven other liberties lie inside
 * White's living wall.  The count says Black wins the race whoever
 * starts, but Black has no eye of its own: White fills its eye at A1
 * when down to two liberties, and Black's capture of the five stones
 * leaves a bulky five, dead.  GNU Go 3.8: analyze_semeai A3 A5 '1 1 A6',
 * A5 A3 '0 0 PASS' (the shape of semeai.tst 41 and 42). */
static const char *capture_into_bulky_five =
  "O . O . O O O O O\n"
  "O O O O O O O O O\n"
  "O O O O O O O O O\n"
  ". . O O . . O O O\n"
  "X X . O O . O O O\n"
  ". X X . O O O O O\n"
  "O . X X . O O O O\n"
  "O O . X . O O O O\n"
  ". O . X . O O O O\n";

START_TEST(loser_fills_its_eye_to_leave_a_dead_shape)
{
  load(capture_into_bulky_five);
  check_semeai("A3", "A5", WIN, WIN, NULL);
  check_semeai("A5", "A3", 0, 0, "PASS");
}
END_TEST

/* Black's F1-J4 string, inside White's living wall, wraps White's
 * corner G1-J1-J2-H2; each has only the shared liberties H3 and J3, and
 * whoever takes one is captured: a seki.  The owl finds Black alive (no
 * kill: the defender may pass in the seki) and White's corner dead, so
 * the race pass, reading only pairs of dead dragons, never read it.
 * GNU Go 3.8: dragon_status H1 alive, F1 alive (owl_attack H1 '1 PASS',
 * its race pass revives it). */
static const char *seki_with_a_living_dragon =
  "O . O . O O O . O\n"
  "O O O O O O O O O\n"
  "O O O O O O O O O\n"
  "O O O O O O O O O\n"
  "O O O O O O O O O\n"
  "O O O O O X X X X\n"
  "O O O O O X X . .\n"
  "O O O O O X X O O\n"
  "O O O O O X O O O\n";

START_TEST(dead_dragon_in_seki_with_a_living_one)
{
  load(seki_with_a_living_dragon);
  dragons_compute(d, 1);
  ck_assert_int_eq(dragon_at(d, at(b, "F1"))->status, DRAGON_ALIVE);
  ck_assert_int_eq(dragon_at(d, at(b, "H1"))->status, DRAGON_ALIVE);
}
END_TEST

/* White's lone B4 against Black's wall A6-C6, which has four liberties
 * (A5, B5, C5, D6) under White's living wall; Black's D3, E5 and F4 are
 * near.  White moving first wins by a tactical attack on the wall (a
 * semeai string of four liberties, read tactically like those of fewer):
 * GNU Go 3.8 answers analyze_semeai B4 B6 '1 1 D5'; after White C5 it
 * answers B6 B4 '0 0 PASS' (C5 wins too), after White B5 '1 1 D5' (B5,
 * the reader's move while it read strings of at most three liberties
 * only, loses). */
static const char *wall_of_four_liberties =
  ". . . . . . . . .\n"
  ". . . . O . . . .\n"
  "O O O O O O . . .\n"
  "X X X . O . . . .\n"
  ". . . . X O . . .\n"
  ". O . . . X . . .\n"
  ". . . X . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(tactical_attack_on_a_wall_of_four_liberties)
{
  int ra, rb, move, certain;
  char name[8];
  load(wall_of_four_liberties);
  ck_assert(analyze_semeai(d, at(b, "B4"), at(b, "B6"), &ra, &rb, &move,
                           &certain));
  pos_to_vertex(b, move, name);
  ck_assert_msg(ra == WIN && rb == WIN && strcmp(name, "C5") == 0,
                "semeai B4 B6: %d %d %s, expected %d %d C5", ra, rb, name,
                WIN, WIN);
}
END_TEST

static Suite *semeai_suite(void)
{
  Suite *s = suite_create("semeai");
  TCase *tc = tcase_create("arithmetic");
  tcase_add_test(tc, race_arithmetic_matches_playing_it_out);
  tcase_add_test(tc, race_arithmetic_examples);
  tcase_add_test(tc, big_eyes);
  suite_add_tcase(s, tc);

  tc = tcase_create("liberties");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, shared_and_outside_liberties);
  tcase_add_test(tc, approach_moves);
  tcase_add_test(tc, big_eye_liberties_on_the_board);
  tcase_add_test(tc, race_eye_move_finds_the_corner_eye);
  tcase_add_test(tc, race_eye_move_none_in_a_closed_eye);
  suite_add_tcase(s, tc);

  tc = tcase_create("reader");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, seki_with_shared_liberties_only);
  tcase_add_test(tc, outside_liberties_first);
  tcase_add_test(tc, approach_move_in_the_race);
  tcase_add_test(tc, big_eye_wins);
  tcase_add_test(tc, seki_makes_both_alive);
  tcase_add_test(tc, living_side_kills_the_other);
  tcase_add_test(tc, critical_dragon_races_its_dead_neighbour);
  tcase_add_test(tc, loser_fills_its_eye_to_leave_a_dead_shape);
  tcase_add_test(tc, dead_dragon_in_seki_with_a_living_one);
  tcase_add_test(tc, tactical_attack_on_a_wall_of_four_liberties);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(semeai_suite());
  int failed;
  srunner_run_all(sr, CK_NORMAL);
  failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
