/* GTP commands for dragons, eyes, owl, semeai and scoring: GNU Go's answer
 * formats and error messages on positions read out in check_owl.c and
 * check_dragon.c. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "gtp_session.h"
#include "test_positions.h"

static struct game *g;

static void setup(void)
{
  g = NULL;
}

static void teardown(void)
{
  game_free(g);
  g = NULL;
}

/* Set up a diagram (rows from the top, 'X' black, 'O' white) in a new
 * game with config (the tests' usual one if NULL) by playing its stones
 * row by row from the top: every stone still has an empty point below it
 * when played, so nothing is captured or suicide. */
static void setup_diagram_with(const struct engine_config *config,
                               const char *diagram)
{
  int size = 0, row = 0;
  const char *p;
  for (p = diagram; *p; p++)
    if (*p == '\n')
      size++;
  game_free(g);
  g = config ? game_new(config, size, 0.0f) : test_game_new(size);
  ck_assert_ptr_nonnull(g);
  for (p = diagram; *p; p++) {
    int col = 0;
    while (*p && *p != '\n') {
      if (*p == 'X' || *p == 'O' || *p == '.') {
        if (*p != '.') {
          char command[32];
          char letter = (char) ('A' + col + (col >= 8));
          snprintf(command, sizeof command, "play %s %c%d",
                   *p == 'X' ? "black" : "white", letter, size - row);
          free(gtp_answer(g, command));
        }
        col++;
      }
      p++;
    }
    row++;
    if (!*p)
      break;
  }
}

static void setup_diagram(const char *diagram)
{
  setup_diagram_with(NULL, diagram);
}

static void assert_answer(const char *command, const char *expected)
{
  char *answer = gtp_answer(g, command);
  ck_assert_msg(strcmp(answer, expected) == 0, "%s: got '%s', want '%s'",
                command, answer, expected);
  free(answer);
}

static void assert_answer_in(const char *command, const char *a, const char *b)
{
  char *answer = gtp_answer(g, command);
  ck_assert_msg(strcmp(answer, a) == 0 || strcmp(answer, b) == 0,
                "%s: got '%s', want '%s' or '%s'", command, answer, a, b);
  free(answer);
}

START_TEST(dragon_queries)
{
  setup_diagram(straight_three);
  assert_answer("dragon_status A3", "critical C2 C2");
  assert_answer("dragon_status E5", "alive");
  assert_answer("dragon_status", "A5: alive\nA3: critical C2 C2");
  assert_answer("dragon_stones B3",
                "A3 B3 C3 D3 E3 A2 E2 A1 B1 C1 D1 E1");
  assert_answer("same_dragon A1 E3", "1");
  assert_answer("same_dragon A1 A5", "0");
  assert_fails_unchanged(g, "dragon_status C2", "vertex must not be empty");
  assert_fails_unchanged(g, "dragon_status Z9", "invalid coordinate");
  assert_fails_unchanged(g, "dragon_stones C2",
                         "dragon_stones called on an empty vertex");
  assert_fails_unchanged(g, "same_dragon A3", "invalid coordinate");
  assert_answer("dragon_data C2", "C2 empty");
}
END_TEST

START_TEST(eye_and_owl_queries)
{
  setup_diagram(straight_three);
  assert_answer("eval_eye B2", "1 2 C2 C2");
  assert_answer("eval_eye D2", "1 2 C2 C2");
  assert_answer("owl_attack A3", "1 C2");
  assert_answer("owl_defend A3", "1 C2");
  assert_answer("owl_attack E5", "0");
  assert_answer("owl_does_attack C2 A3", "1");
  assert_answer("owl_does_attack B2 A3", "0");
  assert_answer("owl_does_defend C2 A3", "1");
  assert_fails_unchanged(g, "owl_does_attack A3 A3",
                         "move vertex must be empty");
  assert_fails_unchanged(g, "owl_attack C2", "vertex must not be empty");
  assert_fails_unchanged(g, "owl_defend", "invalid coordinate");
  /* The search's first candidates: the vital point leads for both. */
  assert_answer("hane-owl_moves A3 defend", "C2 110 B2 35 D2 35");
  assert_fails_unchanged(g, "hane-owl_moves A3 sideways", "syntax error");
  assert_fails_unchanged(g, "hane-owl_moves C2 attack",
                         "vertex must not be empty");
}
END_TEST

/* get_reading_node_counter counts the tactical reading done inside the
 * owl as well (GNU Go's counter does): before, only the tactical
 * questions' own reading counted, and after an owl question it read 0. */
START_TEST(reading_counter_includes_the_owls_reading)
{
  char *answer;
  setup_diagram(straight_three);
  assert_answer("reset_reading_node_counter", "");
  assert_answer("get_reading_node_counter", "0");
  assert_answer("owl_attack A3", "1 C2");
  answer = gtp_answer(g, "get_reading_node_counter");
  ck_assert_int_gt(atol(answer), 0);
  free(answer);
  assert_answer("reset_reading_node_counter", "");
  assert_answer("get_reading_node_counter", "0");
}
END_TEST

static const char *race =
  ". O . O . O . O .\n"
  "O O O O O O O O O\n"
  "O . . O O O O O O\n"
  "X X X X X O O O O\n"
  "O O O O O X X X X\n"
  "X . . X X X X X X\n"
  "X X X X X X X X X\n"
  "X X X X X X X X X\n"
  ". X . X . X . X .\n";

START_TEST(semeai_queries)
{
  setup_diagram(race);
  assert_answer_in("analyze_semeai A6 A5", "1 1 B4", "1 1 C4");
  assert_answer_in("analyze_semeai A5 A6", "1 1 B7", "1 1 C7");
  assert_fails_unchanged(g, "analyze_semeai A6 B6",
                         "vertices must have different colors");
  assert_fails_unchanged(g, "analyze_semeai A6 B7", "vertex must not be empty");
}
END_TEST

/* A position from one of Hane's own 9x9 games (move 28): Black's B8 and
 * E8 against White's B7 and the white group to its south.  Read alone,
 * analyze_semeai B7 B8 answered 1 1 C8; it used to answer 1 0 PASS after
 * analyze_semeai B8 B7, whose tactical readings the reading cache kept
 * (read at another depth, so worth another answer).  analyze_semeai B8 B7
 * answers 1 0 C8, before and after the other question: the same value as
 * passing (GNU Go's 1 0 PASS; after C8 both engines answer 1 0 PASS for
 * White), whose reading the budget cut short, so the move read to the end
 * is kept.  Which of the two is cut short depends on the owl's candidate
 * order: with the attack patterns alone (owl_attack.db) Hane answered
 * 1 0 PASS.  Since the eye spaces of ten and eleven points are read to
 * the end (optics), analyze_semeai B7 B8 answers 1 0 B9, GNU Go's values
 * (GNU Go: 1 0 PASS), before and after the other question. */
static const char *asked_before =
  ". . . . . . . . .\n"
  ". X . . X . . . .\n"
  ". O X . . . . . .\n"
  "O . O X X . X . .\n"
  ". O O . . O . . .\n"
  ". . O X O . O X .\n"
  ". . . . O O X X .\n"
  ". . . . O X O X .\n"
  ". . . . . . . . .\n";

/* The counted work only, as the regression suites ask: no wall clock. */
static void setup_unbudgeted(const char *diagram)
{
  setup_diagram(diagram);
  g->analysis_seconds = 0.0;
  g->analysis_nodes = 0;
}

START_TEST(semeai_answer_ignores_earlier_questions)
{
  setup_unbudgeted(asked_before);
  assert_answer("analyze_semeai B7 B8", "1 0 B9");
  setup_unbudgeted(asked_before);
  assert_answer("analyze_semeai B8 B7", "1 0 C8");
  assert_answer("analyze_semeai B7 B8", "1 0 B9");
  assert_answer("analyze_semeai B8 B7", "1 0 C8");
}
END_TEST

/* Another of Hane's own 9x9 games (move 44).  analyze_semeai B8 B5 alone
 * answers 1 0 C8 (C7 before a value read to the end was preferred to an
 * equal one cut short: after either, White's answer is 1 0, also GNU
 * Go's); after analyze_semeai E9 B8 it answered 1 0 B9: an eye value
 * kept by the optics under a key that left out parts of its eye graph
 * (which wall strings are critical, which points marginal) was taken for
 * another eye space's. */
static const char *eye_graph_key =
  ". . . . O . . . .\n"
  "O X . O X O . . .\n"
  "X O . . X O . . .\n"
  "X X X X X O X . .\n"
  ". O X O O X X O .\n"
  "O O O O X . . X .\n"
  ". O X X X X X O .\n"
  "O X O . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(eye_values_kept_for_the_right_eye_space)
{
  setup_unbudgeted(eye_graph_key);
  assert_answer("analyze_semeai B8 B5", "1 0 C8");
  setup_unbudgeted(eye_graph_key);
  assert_answer("analyze_semeai E9 B8", "1 1 B9");
  assert_answer("analyze_semeai B8 B5", "1 0 C8");
}
END_TEST

/* A race decided by a ko.  Black has just retaken at D9, so White may not
 * take back at C9 at once.  Black's B8 group has two liberties (A9, C9),
 * White's E9 group two (F9, A6).  Black to move: filling F9 or passing
 * both let White take the ko at C9 (a pass is a move elsewhere, it lifts
 * the ban) and Black must find a threat to retake: a ko Black wins only
 * after a threat (3 3), played out at F9 rather than by passing.  White to
 * move may not take the ko yet, so it passes: the same ko, now one White
 * takes first (2 2 PASS).  Passing without lifting the ban read Black's
 * pass as a ko Black takes first (2 2 PASS). */
static const char *ko_race =
  ". X O . O . X . .\n"
  "X X X O O X X . .\n"
  "O O X O X . . . .\n"
  ". O O O X . . . .\n"
  "X X X X X . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(semeai_pass_lifts_the_ko_ban)
{
  setup_unbudgeted(ko_race);
  assert_answer("play black D9", "");
  assert_answer("analyze_semeai B8 E9", "3 3 F9");
  assert_answer("analyze_semeai E9 B8", "2 2 PASS");
}
END_TEST

/* Hane's own 9x9 game (Pachi 12k against Hane), its first 21 moves played
 * in the game's order (the order steers the reading a little):
 *
 *   . . . . . . . . .
 *   . . . . . . . . .
 *   . . . . . . . . .
 *   . . . X . . . . .
 *   . X . . X X O X .
 *   . . O O X O X . .
 *   . . O X O O O . .
 *   . O X X X O . . .
 *   . . . . . . . . .
 *
 * Black's D3 D2 C2 E2 cannot be saved, even moving first: analyze_semeai
 * E2 F2 answers 0 0 PASS at the default level, as GNU Go does.  At level
 * 2 (420 nodes) the budget runs out inside the reading and counting
 * stands in for the rest; those guesses read G2 as saving Black (1 1 G2)
 * when a value cut short could beat or tie one read to the end.  Now a
 * value read to the end is preferred, and a pass cut short does not beat
 * a move read to the end. */
static const char *short_budget_game =
  "B D6 W D4 B E4 W E3 B E5 W F3 B G4 W F4 B F5 W G3 B D3 W C3 B D2 W C4 "
  "B C2 W B2 B E2 W F2 B B5 W G5 B H5";

START_TEST(semeai_prefers_what_was_read_to_the_end)
{
  const char *p = short_budget_game;
  game_free(g);
  g = test_game_new(9);
  ck_assert_ptr_nonnull(g);
  g->analysis_seconds = 0.0;
  g->analysis_nodes = 0;
  while (*p) {
    char color, vertex[4], command[32];
    int used;
    ck_assert_int_eq(sscanf(p, " %c %3s%n", &color, vertex, &used), 2);
    snprintf(command, sizeof command, "play %c %s", color, vertex);
    assert_answer(command, "");
    p += used;
    while (*p == ' ')
      p++;
  }
  assert_answer("analyze_semeai E2 F2", "0 0 PASS");
  assert_answer("level 2", "");
  assert_answer("analyze_semeai E2 F2", "0 0 PASS");
  assert_answer("analyze_semeai F2 E2", "1 1 C1");
}
END_TEST

/* A race the count calls seki: Black's dragon (H8 ... J1) and White's J6
 * H5 J5 share four liberties (J7 H6 H4 J4), neither has an eye, Black
 * has two more (H2 G1).  But White's J8, touching Black's H8, is one
 * point (J7) from White's dragon and one (J9) from White's living wall:
 * White J7 joins them, and the dragon, now connected out, kills Black.
 * So Black dies even moving first (0 0 PASS; it answered 1 0 H2 when the
 * count settled the race), and White moving first kills at J7, as GNU Go
 * answers both. */
static const char *joins_out =
  ". O . O . O O O .\n"
  "O O O O O O O X O\n"
  ". . . . . O X X .\n"
  ". . . . . O X . O\n"
  ". . . . . O X O O\n"
  ". . . . . O X . .\n"
  ". . . . . O X X X\n"
  "O O O O O O O . X\n"
  ". O . O . O . X X\n";

START_TEST(semeai_link_to_a_string_in_contact_is_read)
{
  setup_unbudgeted(joins_out);
  assert_answer("analyze_semeai H8 J6", "0 0 PASS");
  assert_answer("analyze_semeai J6 H8", "1 1 J7");
}
END_TEST

/* Black's B18 corner (B14-B18, C17, C19 inside White's wall) on an empty
 * 19x19 board: GNU Go 3.8 answers owl_defend B18 = 1 A17 and
 * owl_does_defend B19 = 0 (ld_owl.tst 21's corner).  owl_defend tried
 * B19 first and, the attacker's refutation cut short by the budget,
 * answered it; the root now reads such a defence again with a budget of
 * its own, as owl_does_defend does, and goes on to A17. */
START_TEST(cut_short_root_defence_is_read_again)
{
  /* As the hane executable: the owl's root ordered by the move prior. */
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10,
                                 .seed = 42, .threads = 1,
                                 .resign_threshold = 0.1,
                                 .owl_move_prior = 1};
  setup_diagram_with(&config, ". . X . . . . . . . . . . . . . . . .\n"
                ". X O O O . . . . . . . . . . . . . .\n"
                ". . X . O . . . . . . . . . . . . . .\n"
                ". X O O O . . . . . . . . . . . . . .\n"
                ". X . O . . . . . . . . . . . . . . .\n"
                ". X . O . . . . . . . . . . . . . . .\n"
                ". O O O . . . . . . . . . . . . . . .\n"
                ". O . . . . . . . . . . . . . . . . .\n"
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
                ". . . . . . . . . . . . . . . . . . .\n");
  /* The counted work only (no wall clock), as the regression suites. */
  g->analysis_seconds = 0.0;
  g->analysis_nodes = 0;
  assert_answer("owl_defend B18", "1 A17");
  assert_answer("owl_does_defend B19 B18", "0");
}
END_TEST

/* ld_owl.tst's invasion2 (tests 505-514): White's R17-R16 and the R15-R14
 * stones under them.  dragon_status R17 answers critical S17 S16, and so
 * does GNU Go 3.8; owl_defend R17 asked alone answers 1 S16, also GNU
 * Go's.  Asked after dragon_status it answered 0: the status pass reads
 * while no owl status is trusted, and its cached owl results were reused
 * once the statuses were set, mixed with fresh reads that trust them. */
static const char *invasion2 =
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . X . . . . . . . . . X . . . .\n"
  ". . O . X O . . . . . . . O X . O . .\n"
  "O . O X . O . . . O . . . O . X X . .\n"
  ". O X . . . . . . . . . . . . X O . .\n"
  ". X . X . . . . . . . . . . . X O . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . X . . . . . . . . . . . . . X . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n"
  ". X X . . . . . . . . . . . . . X . .\n"
  ". . O X . . . . . . . . . . . X O . .\n"
  ". . O X . . . . . . . . . . . X O . .\n"
  ". O X X . O . . . O . . . O . X X O .\n"
  ". . O . X O . . . . . . . O X . O . .\n"
  ". O . . X . . . . . . . . . X . . . .\n"
  ". . . . . . . . . . . . . . . . . . .\n";

START_TEST(owl_answer_after_dragon_status_reads_afresh)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10,
                                 .seed = 1, .threads = 1,
                                 .resign_threshold = 0.1,
                                 .owl_move_prior = 1};
  setup_diagram_with(&config, invasion2);
  g->analysis_seconds = 0.0;
  g->analysis_nodes = 0;
  assert_answer("owl_defend R17", "1 S16");
  setup_diagram_with(&config, invasion2);
  g->analysis_seconds = 0.0;
  g->analysis_nodes = 0;
  assert_answer("dragon_status R17", "critical S17 S16");
  assert_answer("owl_defend R17", "1 S16");
}
END_TEST

/* Black's E4-E3-D3 and D6-D5 (in one dragon with the living group above,
 * for GNU Go 3.8 as for us) share D4 and E5.  They do not hold together:
 * after White D4 Black's E5 leaves six stones with two liberties (D7,
 * D2), and White D7 captures them.  GNU Go 3.8 keeps E4 a dragon of its
 * own (dragon_stones E4 = E4 D3 E3, dragon_status critical) and answers
 * owl_attack E4 = 1 E5.  The two shared liberties joined the dragons,
 * and owl_attack E4 answered 0 (owl.tst 254 in a small diagram). */
START_TEST(two_shared_liberties_that_a_cut_breaks_join_nothing)
{
  setup_diagram(two_shared_liberties_cut);
  assert_answer("dragon_stones E4", "E4 D3 E3");
  assert_answer("dragon_stones D6",
                "E9 F9 G9 H9 J9 E8 G8 J8 E7 F7 G7 H7 J7 D6 D5");
  assert_answer("owl_attack E4", "1 E5");
}
END_TEST

/* owl.tst 256 in a small diagram: White's K12 beside Black's L12-L11 and
 * K10, White's H11 and H9 out in the open.  After Black J12 White's J11
 * joins K12 diagonally; Black K11 cuts it off and K12, in atari, dies,
 * while J11 with J10 runs out.  GNU Go 3.8: owl_attack K12 = 1 J12,
 * owl_does_attack J12 K12 = 1, and after J12 owl_does_defend J11 K12 = 0
 * and owl_defend K12 = 0.  The escape of goal stones cut off from the
 * target made the node after J10 alive (1 F11, 0, 1, 1 J11). */
START_TEST(escape_of_stones_cut_from_the_target_does_not_count)
{
  setup_diagram(". . . . . . . . . . . . .\n"
                ". . . . . . . . . O X . .\n"
                ". . . X . . . O . . X . .\n"
                ". . . . . . . . . X . . .\n"
                ". . . X . . . O . . . . .\n"
                ". . . . . . . . . . . . .\n"
                ". . . . . . . . . . . . .\n"
                ". . . . . . . . . . . . .\n"
                ". . . . . . . . . . . . .\n"
                ". . . . . . . . . . . . .\n"
                ". . . . . . . . . . . . .\n"
                ". . . . . . . . . . . . .\n"
                ". . . . . . . . . . . . .\n");
  assert_answer("owl_attack K12", "1 J12");
  assert_answer("owl_does_attack J12 K12", "1");
  free(gtp_answer(g, "play black J12"));
  assert_answer("owl_does_defend J11 K12", "0");
  assert_answer("owl_defend K12", "0");
}
END_TEST

/* GNU Go's semeai.tst 37 (its semeai10.sgf): White's B11 B10 in Black's
 * wall (L7, eyeless, thirty liberties).  White has two liberties and
 * cannot win by filling Black's; it must live.  The race reader's budget
 * runs out in every line after B12, and where it ran out the count, which
 * sees no eye White could still make, said White dies: 0 0 PASS.  The
 * owl reads White's life on its own terms: B12 saves White, and after it
 * the wall cannot be saved.  So White moving first lives and kills at
 * B12, GNU Go's 1 1 B12. */
static const char *eye_for_the_inside_group =
  ". . . . . . . . . . . . . . . . . . .\n"
  ". X . O . X . X . . . . . . . . . . .\n"
  "X O O . O O X . . X . . . . . . . . .\n"
  "X . O . O X O O . X . . X X . X X . .\n"
  ". X . O O X X . O . X X O X . X O X .\n"
  "X O O . O O X X . O O O . O X X O X .\n"
  ". X O X . X . . . . . . O . O O O X .\n"
  ". . X . X . X . O . . O . O X . . O .\n"
  ". O . X . O X O . . . O X X X . O . .\n"
  ". O . . . O O . . . O X . X . X O . .\n"
  ". X X X . . O . . . O X . . X O . . .\n"
  ". X . . X X . O O . O O X X . O . . .\n"
  ". O O . . . X . . O X O X O O . O . .\n"
  ". . X O O O . X X . X O O X O X O . .\n"
  ". X . O X X X X . X X X X X O X O . .\n"
  "O O O O O O O O O X O . . O O . O . .\n"
  "X X X X O . . O X X . O . O X . . . .\n"
  "O O O X X O O . O X X O . . O . O . .\n"
  ". X X . X . . O . . . . . . . . . . .\n";

START_TEST(owl_life_when_the_race_is_cut_short)
{
  setup_unbudgeted(eye_for_the_inside_group);
  assert_answer("analyze_semeai B11 L7", "1 1 B12");
}
END_TEST

START_TEST(scoring_queries)
{
  /* B8 and G2 are dead stones inside the other side's area. */
  setup_diagram(two_weak_dragons);
  free(gtp_answer(g, "komi 0.5"));
  assert_answer("final_status_list dead", "B8\nG2");
  assert_answer("final_status B8", "dead");
  assert_answer("final_status A1", "black_territory");
  /* Territory: White 27 + 1 prisoner + 0.5, Black 36 + 1. */
  assert_answer("final_score", "B+8.5");
  assert_answer("estimate_score",
                "B+8.5 (upper bound: -8.5, lower: -8.5)");
}
END_TEST

static Suite *gtp_dragon_suite(void)
{
  Suite *s = suite_create("gtp dragon");
  TCase *tc = tcase_create("commands");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, dragon_queries);
  tcase_add_test(tc, eye_and_owl_queries);
  tcase_add_test(tc, reading_counter_includes_the_owls_reading);
  tcase_add_test(tc, semeai_queries);
  tcase_add_test(tc, semeai_answer_ignores_earlier_questions);
  tcase_add_test(tc, eye_values_kept_for_the_right_eye_space);
  tcase_add_test(tc, semeai_pass_lifts_the_ko_ban);
  tcase_add_test(tc, semeai_prefers_what_was_read_to_the_end);
  tcase_add_test(tc, semeai_link_to_a_string_in_contact_is_read);
  tcase_add_test(tc, cut_short_root_defence_is_read_again);
  tcase_add_test(tc, owl_answer_after_dragon_status_reads_afresh);
  tcase_add_test(tc, two_shared_liberties_that_a_cut_breaks_join_nothing);
  tcase_add_test(tc, escape_of_stones_cut_from_the_target_does_not_count);
  tcase_add_test(tc, owl_life_when_the_race_is_cut_short);
  tcase_add_test(tc, scoring_queries);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(gtp_dragon_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? 0 : 1;
}
