/* GTP sessions for the game-level commands: handicap, SGF (loadsgf,
 * printsgf, kgs-game_over with an outfile), scoring and the clock. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diagram.h"
#include "interface/gtp/gtp.h"
#include "gtp_session.h"
#include "temp_dir.h"
#include "test_positions.h"
#include "sgf/sgf.h"

static struct game *g;
static void setup(void)
{
  g = test_game_new(19);
}

static void teardown(void)
{
  game_free(g);
}

static void assert_answer(const char *command, const char *expected)
{
  char *answer = gtp_answer(g, command);
  ck_assert_msg(strcmp(answer, expected) == 0, "'%s': expected [%s], got [%s]",
                command, expected, answer);
  free(answer);
}

static void run(const char *format, const char *path, const char *expected)
{
  char input[1024];
  snprintf(input, sizeof input, format, path);
  assert_session(g, input, expected);
}

/* ---- Handicap ----------------------------------------------------------- */

struct handicap_case {
  int size;
  int stones;
  const char *answer;            /* GNU Go 3.8's */
};

static const struct handicap_case fixed_cases[] = {
  {7, 2, "E5 C3"}, {7, 3, "C5 E5 C3"}, {7, 4, "C5 E5 C3 E3"},
  {8, 2, "F6 C3"}, {8, 4, "C6 F6 C3 F3"},
  {9, 2, "G7 C3"}, {9, 3, "C7 G7 C3"}, {9, 4, "C7 G7 C3 G3"}, {9, 5, "C7 G7 E5 C3 G3"},
  {9, 6, "C7 G7 C5 G5 C3 G3"}, {9, 7, "C7 G7 C5 E5 G5 C3 G3"},
  {9, 8, "C7 E7 G7 C5 G5 C3 E3 G3"}, {9, 9, "C7 E7 G7 C5 E5 G5 C3 E3 G3"},
  {10, 4, "C8 H8 C3 H3"},
  {11, 5, "C9 J9 F6 C3 J3"}, {11, 9, "C9 F9 J9 C6 F6 J6 C3 F3 J3"},
  {12, 2, "J9 D4"}, {12, 4, "D9 J9 D4 J4"},
  {13, 2, "K10 D4"}, {13, 6, "D10 K10 D7 K7 D4 K4"}, {13, 9, "D10 G10 K10 D7 G7 K7 D4 G4 K4"},
  {15, 7, "D12 M12 D8 H8 M8 D4 M4"},
  {17, 8, "D14 J14 O14 D9 O9 D4 J4 O4"},
  {19, 2, "Q16 D4"}, {19, 3, "D16 Q16 D4"}, {19, 4, "D16 Q16 D4 Q4"},
  {19, 5, "D16 Q16 K10 D4 Q4"}, {19, 6, "D16 Q16 D10 Q10 D4 Q4"},
  {19, 7, "D16 Q16 D10 K10 Q10 D4 Q4"}, {19, 8, "D16 K16 Q16 D10 Q10 D4 K4 Q4"},
  {19, 9, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"},
};

START_TEST(fixed_handicap_as_gnu_go)
{
  for (size_t k = 0; k < sizeof fixed_cases / sizeof fixed_cases[0]; k++) {
    char command[64];
    snprintf(command, sizeof command, "boardsize %d", fixed_cases[k].size);
    free(gtp_answer(g, command));
    snprintf(command, sizeof command, "fixed_handicap %d", fixed_cases[k].stones);
    assert_answer(command, fixed_cases[k].answer);
    snprintf(command, sizeof command, "%d", fixed_cases[k].stones);
    assert_answer("get_handicap", command);
    /* The stones are on the board, and White is to move. */
    char *stones = gtp_answer(g, "list_stones black");
    ck_assert_str_eq(stones, fixed_cases[k].answer);
    free(stones);
    ck_assert_int_eq(game_color_to_move(g), WHITE);
  }
}
END_TEST

START_TEST(fixed_handicap_errors)
{
  assert_fails_unchanged(g, "fixed_handicap 1", "invalid handicap");
  assert_fails_unchanged(g, "fixed_handicap 10", "invalid handicap");
  assert_fails_unchanged(g, "fixed_handicap 0", "invalid handicap");
  assert_fails_unchanged(g, "fixed_handicap -2", "invalid handicap");
  assert_fails_unchanged(g, "fixed_handicap", "handicap not an integer");
  assert_fails_unchanged(g, "fixed_handicap two", "handicap not an integer");
  assert_session(g, "boardsize 10\n", "= \n\n");
  assert_fails_unchanged(g, "fixed_handicap 5", "invalid handicap");
  assert_session(g, "boardsize 6\n", "= \n\n");
  assert_fails_unchanged(g, "fixed_handicap 2", "invalid handicap");
  assert_session(g, "boardsize 19\nplay black A1\n", "= \n\n= \n\n");
  assert_fails_unchanged(g, "fixed_handicap 2", "board not empty");
  assert_answer("get_handicap", "0");
}
END_TEST

START_TEST(place_free_handicap)
{
  assert_answer("place_free_handicap 9", "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4");
  assert_answer("get_handicap", "9");
  assert_session(g, "clear_board\nget_handicap\n", "= \n\n= 0\n\n");
  /* Beyond the fixed points, stones spread over the board. */
  char *points = gtp_answer(g, "place_free_handicap 15");
  int count = 1;
  for (char *p = points; *p; p++)
    count += *p == ' ';
  ck_assert_int_eq(count, 15);
  char *stones = gtp_answer(g, "list_stones black");
  ck_assert_str_eq(points, stones);
  ck_assert(strstr(points, "D4") != NULL && strstr(points, "K10") != NULL);
  free(points);
  free(stones);
  assert_fails_unchanged(g, "place_free_handicap 2", "board not empty");
  assert_session(g, "boardsize 5\nplace_free_handicap 2\n", "= \n\n= B4 D2\n\n");
}
END_TEST

START_TEST(place_free_handicap_errors)
{
  assert_fails_unchanged(g, "place_free_handicap 1", "invalid handicap");
  assert_fails_unchanged(g, "place_free_handicap 1000", "invalid handicap");
  assert_fails_unchanged(g, "place_free_handicap", "handicap not an integer");
  assert_session(g, "boardsize 1\n", "= \n\n");
  assert_fails_unchanged(g, "place_free_handicap 2", "invalid handicap");
}
END_TEST

START_TEST(set_free_handicap)
{
  assert_session(g, "set_free_handicap a1 T19 k10\nget_handicap\nlist_stones black\n",
                 "= \n\n= 3\n\n= T19 K10 A1\n\n");
  assert_fails_unchanged(g, "set_free_handicap D4 Q16", "board not empty");
  assert_session(g, "clear_board\n", "= \n\n");
  assert_fails_unchanged(g, "set_free_handicap D4 D4", "repeated vertex");
  assert_fails_unchanged(g, "set_free_handicap D4 Z4", "invalid coordinate");
  assert_fails_unchanged(g, "set_free_handicap D4 pass", "invalid coordinate");
  assert_fails_unchanged(g, "set_free_handicap D4", "invalid handicap");
  assert_fails_unchanged(g, "set_free_handicap", "invalid handicap");
  assert_answer("list_stones black", "");
}
END_TEST

/* ---- SGF ---------------------------------------------------------------- */

/* B E5, W C7, B G3, W C3, B G7, W pass, B E7. */
static const char game_sgf[] =
  "(;GM[1]FF[4]SZ[9]KM[5.5]HA[0]PB[x]PW[y]\n"
  ";B[ee];W[cc];B[gg];W[cg];B[gc];W[tt];B[ec])\n";

START_TEST(loadsgf_whole_game)
{
  const char *path = test_temp_file("game.sgf", game_sgf);
  run("loadsgf %s\nquery_boardsize\nget_komi\nmove_history\n", path,
      "= white\n\n= 9\n\n=  5.5\n\n= black E7\nwhite PASS\nblack G7\nwhite C3\n"
      "black G3\nwhite C7\nblack E5\n\n");
}
END_TEST

START_TEST(loadsgf_up_to_a_move)
{
  const char *path = test_temp_file("game.sgf", game_sgf);
  run("loadsgf %s 3\nmove_history\n", path, "= black\n\n= white C7\nblack E5\n\n");
  run("loadsgf %s 4\nmove_history\n", path, "= white\n\n= black G3\nwhite C7\nblack E5\n\n");
  run("loadsgf %s 1\nmove_history\n", path, "= black\n\n= \n\n");
  run("loadsgf %s 100\nlast_move\n", path, "= white\n\n= black E7\n\n");
  run("3 loadsgf %s G7\nmove_history\n", path,
      "=3 black\n\n= white C3\nblack G3\nwhite C7\nblack E5\n\n");
  run("loadsgf %s e5\nmove_history\n", path, "= black\n\n= \n\n");
}
END_TEST

/* A limit that is not a move number nor a point of the board is an
 * error, as -L says on the command line. */
START_TEST(loadsgf_bad_limit)
{
  const char *path = test_temp_file("game.sgf", game_sgf);
  char command[1024];
  snprintf(command, sizeof command, "loadsgf %s x", path);
  assert_fails_unchanged(g, command, "cannot load file");
  snprintf(command, sizeof command, "loadsgf %s Z20", path);
  assert_fails_unchanged(g, command, "cannot load file");
  snprintf(command, sizeof command, "loadsgf %s 0", path);
  assert_fails_unchanged(g, command, "cannot load file");
}
END_TEST

START_TEST(loadsgf_setup_and_handicap)
{
  const char *path = test_temp_file("setup.sgf",
                               "(;FF[4]SZ[5]HA[2]AB[bb][dd]AW[cc:cd]KM[0.5]"
                               ";W[ab];B[ae]AE[dd])");
  run("loadsgf %s\nget_handicap\nlist_stones black\nlist_stones white\n", path,
      "= white\n\n= 2\n\n= B4 A1\n\n= A4 C3 C2\n\n");
  run("loadsgf %s 1\nlist_stones black\n", path, "= white\n\n= B4 D2\n\n");
  path = test_temp_file("player.sgf", "(;SZ[7]PL[W]AB[aa])");
  run("loadsgf %s\n", path, "= white\n\n");
}
END_TEST

/* loadsgf on this file must fail with GTP 2's "cannot load file",
 * leaving the game as it was, and tell why on the game's messages:
 * exactly "hane: loadsgf: PATH: why\n". */
static void assert_load_fails(const char *name, const char *contents, const char *why)
{
  char *said = NULL;
  size_t length = 0;
  FILE *messages = open_memstream(&said, &length);
  g->messages = messages;
  const char *path = test_temp_file(name, contents);
  char command[1024], expected[1024];
  snprintf(command, sizeof command, "loadsgf %s", path);
  assert_fails_unchanged(g, command, "cannot load file");
  g->messages = NULL;
  fclose(messages);
  snprintf(expected, sizeof expected, "hane: loadsgf: %s: %s\n", path, why);
  ck_assert_str_eq(said, expected);
  free(said);
}

START_TEST(loadsgf_errors_leave_the_game)
{
  assert_session(g, "komi 3.5\nplay black D4\n", "= \n\n= \n\n");
  char command[1024];
  const char *path;
  assert_load_fails("missing.sgf", NULL, "No such file or directory");
  assert_load_fails("broken.sgf", "(;SZ[9];B[ee", "line 1, column 10: property value not closed with ']'");
  assert_load_fails("big.sgf", "(;SZ[30];B[aa])", "board size 30 out of range (1 to 25)");
  assert_load_fails("twice.sgf", "(;SZ[9];B[ee];W[ee])", "node 2: move on an occupied point ee");
  assert_load_fails("bad_move.sgf", "(;SZ[9];B[zz])", "node 1: malformed move zz");
  assert_fails_unchanged(g, "loadsgf", "missing filename");
  assert_session(g, "trymove white E5\n", "= \n\n");
  path = test_temp_file("game.sgf", game_sgf);
  snprintf(command, sizeof command, "loadsgf %s", path);
  assert_fails_unchanged(g, command, "trymove in progress (popgo first)");
}
END_TEST

/* The record parses back into the same game. */
START_TEST(printsgf_to_the_answer)
{
  assert_session(g, "boardsize 9\nkomi 6.5\nplay black E5\nplay white pass\nplay black C3\n",
                 "= \n\n= \n\n= \n\n= \n\n= \n\n");
  char *text = gtp_answer(g, "printsgf");
  ck_assert_ptr_null(strstr(text, "\n\n"));
  char err[200];
  struct sgf_node *root = sgf_parse(text, strlen(text), err, sizeof err);
  ck_assert_msg(root != NULL, "%s in [%s]", err, text);
  ck_assert_str_eq(sgf_property_value(root, "SZ"), "9");
  ck_assert_str_eq(sgf_property_value(root, "KM"), "6.5");
  ck_assert_str_eq(sgf_property_value(root, "RU"), "Japanese");
  ck_assert_str_eq(sgf_property_value(root->child, "B"), "ee");
  ck_assert_str_eq(sgf_property_value(root->child->child, "W"), "tt");
  ck_assert_str_eq(sgf_property_value(root->child->child->child, "B"), "cg");
  ck_assert_ptr_null(root->child->child->child->child);
  sgf_free(root);
  free(text);
}
END_TEST

START_TEST(printsgf_to_a_file_and_back)
{
  const char *path = test_temp_file("out.sgf", NULL);
  char input[1024];
  snprintf(input, sizeof input, "boardsize 13\nfixed_handicap 3\nplay white K3\n"
                                "printsgf %s\nclear_board\nloadsgf %s\n"
                                "list_stones black\nlist_stones white\nget_handicap\n",
           path, path);
  assert_session(g, input, "= \n\n= D10 K10 D4\n\n= \n\n= \n\n= \n\n= black\n\n"
                           "= D10 K10 D4\n\n= K3\n\n= 3\n\n");
  assert_fails_unchanged(g, "printsgf /nonexistent-dir/x.sgf",
                         "cannot write '/nonexistent-dir/x.sgf'");
}
END_TEST

START_TEST(file_commands_can_be_disabled)
{
  struct gtp gtp;
  char *output = NULL;
  size_t length = 0;
  const char *input = "loadsgf /dev/null\nprintsgf /tmp/x.sgf\n";
  FILE *in = fmemopen((void *) input, strlen(input), "r");
  FILE *out = open_memstream(&output, &length);
  gtp_init(&gtp, g, in, out);
  gtp.allow_files = 0;
  gtp_main_loop(&gtp);
  gtp_release(&gtp);
  fclose(in);
  fclose(out);
  ck_assert_str_eq(output, "? file access disabled\n\n? file access disabled\n\n");
  free(output);
}
END_TEST

START_TEST(kgs_game_over_writes_the_outfile)
{
  const char *path = test_temp_file("record.sgf", NULL);
  g->outfile = path;
  assert_session(g, "boardsize 5\nkomi 0.5\nplay black C3\nkgs-game_over\n",
                 "= \n\n= \n\n= \n\n= \n\n");
  char err[200];
  struct sgf_node *root = sgf_read_file(path, err, sizeof err);
  ck_assert_msg(root != NULL, "%s", err);
  ck_assert_str_eq(sgf_property_value(root, "RE"), "B+23.5");
  ck_assert_str_eq(sgf_property_value(root->child, "B"), "cc");
  sgf_free(root);
  g->outfile = NULL;
}
END_TEST

/* ---- Scoring ------------------------------------------------------------ */

/* Black owns column A, White columns D and E.
 *     A B C D E
 *   5 . X O . .
 *   ...          */
static const char walls[] =
  ". X O . .\n"
  ". X O . .\n"
  ". X O . .\n"
  ". X O . .\n"
  ". X O . .\n";

START_TEST(final_score)
{
  ck_assert(board_from_diagram(g->board, walls));
  assert_session(g, "final_score\nkomi 0.5\nfinal_score\nkomi -5\nfinal_score\nkomi -6\n"
                    "final_score\n",
                 "= W+5.0\n\n= \n\n= W+5.5\n\n= \n\n= 0\n\n= \n\n= B+1.0\n\n");
}
END_TEST

/* Black throws in at E5 and White captures it: one prisoner for White
 * under territory rules, one stone more under area rules. */
START_TEST(final_score_territory_and_area)
{
  ck_assert(board_from_diagram(g->board, walls));
  assert_session(g, "komi 0.5\nplay black E5\nplay white D5\nplay black pass\n"
                    "play white E4\ncaptures white\nfinal_score\nkgs-rules chinese\n"
                    "final_score\n",
                 "= \n\n= \n\n= \n\n= \n\n= \n\n= 1\n\n= W+4.5\n\n= \n\n= W+5.5\n\n");
}
END_TEST

START_TEST(final_status_list)
{
  ck_assert(board_from_diagram(g->board, ". X O . .\n"
                                         ". X O . .\n"
                                         "X X O O O\n"
                                         ". . . O .\n"
                                         ". X . O .\n"));
  assert_session(g, "final_status_list alive\nfinal_status_list dead\n"
                    "final_status_list seki\nfinal_status_list black_territory\n"
                    "final_status_list white_territory\nfinal_status_list dame\n",
                 "= B5 B4 A3 B3\nC5 C4 C3 D3 E3 D2 D1\nB1\n\n= \n\n= \n\n= A5 A4\n\n"
                 "= D5 E5 D4 E4 E2 E1\n\n= A2 B2 C2 A1 C1\n\n");
  assert_session(g, "final_status A5\nfinal_status B5\nfinal_status C1\n",
                 "= black_territory\n\n= alive\n\n= dame\n\n");
  assert_fails_unchanged(g, "final_status_list", "missing status");
  assert_fails_unchanged(g, "final_status_list living", "invalid status");
  assert_fails_unchanged(g, "final_status", "invalid coordinate");
  assert_fails_unchanged(g, "final_status F1", "invalid coordinate");
}
END_TEST

/* A seki with an eye each (black B9-A8-C8 with A9, white D9-F8 with E9,
 * sharing C9), a dead white stone at F4: the lists and scores GNU Go 3.8
 * gives for this position, under both rules. */
START_TEST(final_status_list_seki_with_eyes)
{
  game_free(g);
  g = test_game_new(9);
  ck_assert(board_from_diagram(g->board, seki_with_eyes));
  assert_session(g, "komi 7\nfinal_status_list seki\nfinal_status_list dead\n"
                    "final_status_list alive\nfinal_status_list dame\n"
                    "final_status C9\nfinal_score\nkgs-rules chinese\nfinal_score\n",
                 "= \n\n= B9 A8 B8 C8\nD9 F9 D8 E8 F8\n\n= F4\n\n"
                 "= G9 G8 J8 D7 E7 F7 G7 H7 J7 D6 F6 H6 D5 E5 F5 G5 H5 J5 D4 H4 D3 E3"
                 " F3 G3 H3 J3 D2 F2 H2 D1 E1 F1 G1 H1 J1\n"
                 "A7 B7 C7 B6 C6 A5 B5 C5 B4 C4 A3 B3 C3 B2 C2 A1 B1 C1\n\n"
                 "= A9 C9 E9\n\n= dame\n\n= B+4.0\n\n= \n\n= B+19.0\n\n");
}
END_TEST

/* ---- Time ------------------------------------------------------------- */

START_TEST(time_settings)
{
  assert_session(g, "time_settings 300 30 5\n", "= \n\n");
  ck_assert_int_eq(g->clock.settings.system, TIME_CANADIAN);
  ck_assert(g->clock.settings.main_time == 300.0 && g->clock.settings.period_time == 30.0);
  ck_assert_int_eq(g->clock.settings.period_stones, 5);
  assert_session(g, "time_settings 600 0 0\n", "= \n\n");
  ck_assert_int_eq(g->clock.settings.system, TIME_ABSOLUTE);
  assert_session(g, "time_settings 0 10 0\n", "= \n\n");
  ck_assert_int_eq(g->clock.settings.system, TIME_NONE);
  assert_fails_unchanged(g, "time_settings", "not three integers");
  assert_fails_unchanged(g, "time_settings 1 2", "not three integers");
  assert_fails_unchanged(g, "time_settings a b c", "not three integers");
  assert_fails_unchanged(g, "time_settings 10 5 -1", "not three integers");
  assert_fails_unchanged(g, "time_settings -10 5 1", "not three integers");
}
END_TEST

START_TEST(time_left)
{
  assert_session(g, "time_settings 300 30 5\ntime_left black 120 0\ntime_left W 25 3\n",
                 "= \n\n= \n\n= \n\n");
  const struct side_clock *black = &g->clock.side[BLACK - 1];
  const struct side_clock *white = &g->clock.side[WHITE - 1];
  ck_assert(black->main_left == 120.0 && !black->in_overtime);
  ck_assert(white->in_overtime && white->period_left == 25.0 && white->stones_left == 3);
  assert_fails_unchanged(g, "time_left", "invalid color");
  assert_fails_unchanged(g, "time_left black", "time and stones not two integers");
  assert_fails_unchanged(g, "time_left black 10", "time and stones not two integers");
  assert_fails_unchanged(g, "time_left black -5 0", "time and stones not two integers");
  assert_fails_unchanged(g, "time_left black x 0", "time and stones not two integers");
}
END_TEST

START_TEST(kgs_time_settings)
{
  assert_session(g, "kgs-time_settings byoyomi 600 30 5\n", "= \n\n");
  ck_assert_int_eq(g->clock.settings.system, TIME_BYOYOMI);
  ck_assert_int_eq(g->clock.settings.periods, 5);
  ck_assert(g->clock.side[0].periods_left == 5 && g->clock.side[1].main_left == 600.0);
  assert_session(g, "kgs-time_settings canadian 60 300 25\n", "= \n\n");
  ck_assert_int_eq(g->clock.settings.system, TIME_CANADIAN);
  ck_assert_int_eq(g->clock.settings.period_stones, 25);
  assert_session(g, "kgs-time_settings absolute 900\n", "= \n\n");
  ck_assert_int_eq(g->clock.settings.system, TIME_ABSOLUTE);
  assert_session(g, "kgs-time_settings none\n", "= \n\n");
  ck_assert_int_eq(g->clock.settings.system, TIME_NONE);
  assert_fails_unchanged(g, "kgs-time_settings", "syntax error");
  assert_fails_unchanged(g, "kgs-time_settings hourglass 10", "syntax error");
  assert_fails_unchanged(g, "kgs-time_settings canadian 10 20", "syntax error");
  assert_fails_unchanged(g, "kgs-time_settings byoyomi 10 20 0", "syntax error");
  assert_fails_unchanged(g, "kgs-time_settings absolute", "syntax error");
}
END_TEST

/* A new board after a search and an analysis (boardsize, clear_board) is
 * answered as in a new game: the reading nodes of the last command were
 * charged to the next command's budget (this final_score was B+10.5), and
 * top_moves gave the last genmove's values on the board before. */
START_TEST(new_board_answers_as_a_new_game)
{
  static const char small[] = "boardsize 4\nclear_board\nplay b C3\nplay w C4\nplay w D3\n"
                              "final_score\ntop_moves\nhane-mcts_stats\n";
  static const char answers[] = "= \n\n= \n\n= \n\n= \n\n= \n\n= W+5.5\n\n= \n\n"
                                "= playouts 0\nseconds 0.000\nplayouts_per_second 0\nnodes 2\n"
                                "node_limit 2000000\nroot_visits 0\nreused_visits 0\n"
                                "winrate 0.5000\nthreads 1\ndynamic_komi 0.0\n\n";
  struct game *fresh = test_game_new(9);
  struct game *games[2] = {g, fresh};
  for (int k = 0; k < 2; k++) {
    game_set_level(games[k], 0);
    games[k]->analysis_nodes = 300;
    games[k]->analysis_seconds = 0.0;
  }
  assert_session(g, "boardsize 9\nkomi 6.5\nplay w D3\nestimate_score\ngenmove b\n"
                 "lz-genmove_analyze w\n",
                 "= \n\n= \n\n= \n\n= W+41.5 (upper bound: 86.5, lower: -3.5)\n\n= D6\n\n"
                 "=\nplay G7\n\n");
  assert_session(g, small, answers);
  assert_session(fresh, "komi 6.5\n", "= \n\n");
  assert_session(fresh, small, answers);
  game_free(fresh);
}
END_TEST

/* genmove charges the time it takes to its side's clock. */
START_TEST(genmove_uses_the_clock)
{
  assert_session(g, "time_settings 100 0 0\n", "= \n\n");
  free(gtp_answer(g, "genmove black"));
  ck_assert(g->clock.side[BLACK - 1].main_left <= 100.0);
  ck_assert(g->clock.side[WHITE - 1].main_left == 100.0);
}
END_TEST


static Suite *game_suite(void)
{
  Suite *s = suite_create("gtp_game");
  TCase *handicap = tcase_create("handicap");
  tcase_add_checked_fixture(handicap, setup, teardown);
  tcase_add_test(handicap, fixed_handicap_as_gnu_go);
  tcase_add_test(handicap, fixed_handicap_errors);
  tcase_add_test(handicap, place_free_handicap);
  tcase_add_test(handicap, place_free_handicap_errors);
  tcase_add_test(handicap, set_free_handicap);
  suite_add_tcase(s, handicap);

  TCase *sgf = tcase_create("sgf");
  tcase_add_checked_fixture(sgf, setup, teardown);
  tcase_add_test(sgf, loadsgf_whole_game);
  tcase_add_test(sgf, loadsgf_up_to_a_move);
  tcase_add_test(sgf, loadsgf_bad_limit);
  tcase_add_test(sgf, loadsgf_setup_and_handicap);
  tcase_add_test(sgf, loadsgf_errors_leave_the_game);
  tcase_add_test(sgf, printsgf_to_the_answer);
  tcase_add_test(sgf, printsgf_to_a_file_and_back);
  tcase_add_test(sgf, file_commands_can_be_disabled);
  tcase_add_test(sgf, kgs_game_over_writes_the_outfile);
  suite_add_tcase(s, sgf);

  TCase *score = tcase_create("score");
  tcase_add_checked_fixture(score, setup, teardown);
  tcase_add_test(score, final_score);
  tcase_add_test(score, final_score_territory_and_area);
  tcase_add_test(score, final_status_list);
  tcase_add_test(score, final_status_list_seki_with_eyes);
  tcase_add_test(score, new_board_answers_as_a_new_game);
  suite_add_tcase(s, score);

  TCase *time = tcase_create("time");
  tcase_add_checked_fixture(time, setup, teardown);
  tcase_add_test(time, time_settings);
  tcase_add_test(time, time_left);
  tcase_add_test(time, kgs_time_settings);
  tcase_add_test(time, genmove_uses_the_clock);
  suite_add_tcase(s, time);
  return s;
}

int main(void)
{
  if (test_temp_dir_create("check_gtp_game") == NULL)
    return EXIT_FAILURE;
  SRunner *sr = srunner_create(game_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  test_temp_dir_remove();
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
