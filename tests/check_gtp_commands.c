/* GTP sessions for the core commands: administration, board setup, moves,
 * undo, queries, trymove/popgo.  Each command's answers are asserted
 * exactly (GNU Go 3.8's formats), and every failure must leave the game
 * as it was. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"
#include "interface/gtp/gtp.h"
#include "gtp_session.h"

static struct game *g;

static void setup(void)
{
  g = test_game_new(9);
}

static void teardown(void)
{
  game_free(g);
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(g->board, diagram), "bad diagram:\n%s", diagram);
}

static void assert_answer(const char *command, const char *expected)
{
  char *answer = gtp_answer(g, command);
  ck_assert_msg(strcmp(answer, expected) == 0, "'%s': expected [%s], got [%s]",
                command, expected, answer);
  free(answer);
}

/* ---- Administration -------------------------------------------------- */

START_TEST(protocol_name_version)
{
  assert_session(g, "protocol_version\nname\nversion\n",
                 "= 2\n\n= Hane\n\n= " PACKAGE_VERSION "\n\n");
}
END_TEST

START_TEST(known_command)
{
  assert_session(g, "known_command play\nknown_command kgs-genmove_cleanup\n"
                    "known_command foo\nknown_command\n3 known_command PLAY\n",
                 "= true\n\n= true\n\n= false\n\n= false\n\n=3 false\n\n");
}
END_TEST

static const char every_command[] =
  "all_legal\n"
  "all_move_values\n"
  "analyze_semeai\n"
  "attack\n"
  "attack_either\n"
  "black\n"
  "boardsize\n"
  "captures\n"
  "clear_board\n"
  "clear_cache\n"
  "color\n"
  "connect\n"
  "countlib\n"
  "cputime\n"
  "decrease_depths\n"
  "defend\n"
  "defend_both\n"
  "disconnect\n"
  "does_attack\n"
  "does_defend\n"
  "dragon_data\n"
  "dragon_status\n"
  "dragon_stones\n"
  "echo\n"
  "echo_err\n"
  "estimate_score\n"
  "eval_eye\n"
  "final_score\n"
  "final_status\n"
  "final_status_list\n"
  "findlib\n"
  "finish_sgftrace\n"
  "fixed_handicap\n"
  "genmove\n"
  "genmove_analyze\n"
  "genmove_black\n"
  "genmove_white\n"
  "get_handicap\n"
  "get_komi\n"
  "get_owl_node_counter\n"
  "get_random_seed\n"
  "get_reading_node_counter\n"
  "get_trymove_counter\n"
  "gg-undo\n"
  "gg_genmove\n"
  "gogui-analyze_commands\n"
  "gogui-dragon_status\n"
  "gogui-dragons\n"
  "gogui-interrupt\n"
  "gogui-liberties\n"
  "gogui-owl\n"
  "gogui-tactics\n"
  "gogui-territory\n"
  "gogui-worms\n"
  "hane-mcts_candidates\n"
  "hane-mcts_ownership\n"
  "hane-mcts_param\n"
  "hane-mcts_stats\n"
  "hane-owl_moves\n"
  "hane-policy\n"
  "hane-policy_heatmap\n"
  "help\n"
  "increase_depths\n"
  "is_legal\n"
  "kata-analyze\n"
  "kata-genmove_analyze\n"
  "kgs-chat\n"
  "kgs-game_over\n"
  "kgs-genmove_cleanup\n"
  "kgs-rules\n"
  "kgs-time_settings\n"
  "known_command\n"
  "komi\n"
  "ladder_attack\n"
  "last_move\n"
  "level\n"
  "list_commands\n"
  "list_stones\n"
  "loadsgf\n"
  "lz-analyze\n"
  "lz-genmove_analyze\n"
  "move_history\n"
  "move_reasons\n"
  "name\n"
  "new_score\n"
  "owl_attack\n"
  "owl_defend\n"
  "owl_does_attack\n"
  "owl_does_defend\n"
  "owl_threaten_attack\n"
  "owl_threaten_defense\n"
  "place_free_handicap\n"
  "play\n"
  "popgo\n"
  "printsgf\n"
  "protocol_version\n"
  "query_boardsize\n"
  "quit\n"
  "reg_genmove\n"
  "reset_owl_node_counter\n"
  "reset_reading_node_counter\n"
  "reset_trymove_counter\n"
  "restricted_genmove\n"
  "same_dragon\n"
  "set_free_handicap\n"
  "set_random_seed\n"
  "showboard\n"
  "start_sgftrace\n"
  "time_left\n"
  "time_settings\n"
  "top_moves\n"
  "top_moves_black\n"
  "top_moves_white\n"
  "tryko\n"
  "trymove\n"
  "unconditional_status\n"
  "undo\n"
  "version\n"
  "white\n"
  "worm_cutstone\n"
  "worm_data\n"
  "worm_stones";

/* Every command, sorted, once: the list other tables extend. */
START_TEST(list_commands_and_help)
{
  assert_answer("list_commands", every_command);
  assert_answer("help", every_command);
}
END_TEST

START_TEST(every_listed_command_is_known)
{
  char *list = gtp_answer(g, "list_commands");
  char *save = NULL;
  for (char *name = strtok_r(list, "\n", &save); name; name = strtok_r(NULL, "\n", &save))
    ck_assert_msg(gtp_find_command(gtp_command_tables, name) != NULL, "%s", name);
  free(list);
}
END_TEST

START_TEST(gogui_analyze_commands)
{
  assert_answer("gogui-analyze_commands",
                "plist/All Legal Black/all_legal black\n"
                "plist/All Legal White/all_legal white\n"
                "string/Final Score/final_score\n"
                "plist/Dead Stones/final_status_list dead\n"
                "string/Attack/attack %p\n"
                "string/Defend/defend %p\n"
                "string/Ladder attack/ladder_attack %p\n"
                "string/Worm data/worm_data %p\n"
                "string/Dragon status/dragon_status %p\n"
                "string/Dragon data/dragon_data %p\n"
                "plist/Dragon stones/dragon_stones %p\n"
                "string/Eye value/eval_eye %p\n"
                "string/Owl attack/owl_attack %p\n"
                "string/Owl defend/owl_defend %p\n"
                "string/Estimate score/estimate_score\n"
                "pspairs/Top Moves/top_moves\n"
                "pspairs/Top Moves Black/top_moves_black\n"
                "pspairs/Top Moves White/top_moves_white\n"
                "string/Move Reasons/move_reasons %p\n"
                "gfx/MCTS candidates/hane-mcts_candidates\n"
                "gfx/MCTS ownership/hane-mcts_ownership\n"
                "string/MCTS statistics/hane-mcts_stats\n"
                "string/MCTS parameters/hane-mcts_param\n"
                "sboard/Liberties/gogui-liberties\n"
                "sboard/Worms/gogui-worms\n"
                "plist/Worm Stones/worm_stones %p\n"
                "gfx/Tactics/gogui-tactics %p\n"
                "gfx/Policy heat map/hane-policy_heatmap\n"
                "gfx/Dragon Status/gogui-dragon_status\n"
                "sboard/Dragons/gogui-dragons\n"
                "gfx/Owl/gogui-owl %p\n"
                "dboard/Territory/gogui-territory");
}
END_TEST

START_TEST(echo_and_echo_err)
{
  assert_session(g, "echo one  two\n4 echo_err to stderr\n", "= one  two\n\n=4 to stderr\n\n");
}
END_TEST

START_TEST(random_seed)
{
  assert_session(g, "get_random_seed\nset_random_seed 12345\nget_random_seed\n"
                    "set_random_seed 18446744073709551615\nget_random_seed\n",
                 "= 42\n\n= \n\n= 12345\n\n= \n\n= 18446744073709551615\n\n");
  assert_fails_unchanged(g, "set_random_seed", "invalid seed");
  assert_fails_unchanged(g, "set_random_seed -5", "invalid seed");
  assert_fails_unchanged(g, "set_random_seed x", "invalid seed");
  assert_fails_unchanged(g, "set_random_seed 18446744073709551616", "invalid seed");
  assert_answer("get_random_seed", "18446744073709551615");
}
END_TEST

START_TEST(level)
{
  assert_session(g, "level 5\n", "= \n\n");
  ck_assert_int_eq(engine_get_config(g->engine)->level, 5);
  assert_fails_unchanged(g, "level", "level not an integer");
  assert_fails_unchanged(g, "level high", "level not an integer");
  ck_assert_int_eq(engine_get_config(g->engine)->level, 5);
  assert_session(g, "level 0\n", "= \n\n");
  ck_assert_int_eq(engine_get_config(g->engine)->level, 0);
}
END_TEST

START_TEST(cputime)
{
  char *answer = gtp_answer(g, "cputime");
  double seconds = -1.0;
  int consumed = 0;
  ck_assert_int_eq(sscanf(answer, "%lf%n", &seconds, &consumed), 1);
  ck_assert_int_eq(consumed, (int) strlen(answer));
  ck_assert(seconds >= 0.0);
  ck_assert(strchr(answer, '.') != NULL && strlen(strchr(answer, '.')) == 4);
  free(answer);
}
END_TEST

START_TEST(clear_cache)
{
  assert_session(g, "play black E5\nclear_cache\ncolor E5\n", "= \n\n= \n\n= black\n\n");
}
END_TEST

/* ---- Board setup --------------------------------------------------------- */

START_TEST(boardsize_and_query)
{
  assert_session(g, "play black E5\nboardsize 13\nquery_boardsize\nlist_stones black\n"
                    "boardsize 25\nquery_boardsize\nboardsize 1\nquery_boardsize\n",
                 "= \n\n= \n\n= 13\n\n= \n\n= \n\n= 25\n\n= \n\n= 1\n\n");
  assert_session(g, "boardsize 9\nplay black E5\n", "= \n\n= \n\n");
  assert_fails_unchanged(g, "boardsize 0", "unacceptable size");
  assert_fails_unchanged(g, "boardsize 26", "unacceptable size");
  assert_fails_unchanged(g, "boardsize -9", "unacceptable size");
  assert_fails_unchanged(g, "boardsize", "boardsize not an integer");
  assert_fails_unchanged(g, "boardsize nine", "boardsize not an integer");
  assert_fails_unchanged(g, "boardsize 9.5", "boardsize not an integer");
  assert_fails_unchanged(g, "boardsize 99999999999999", "boardsize not an integer");
  assert_answer("color E5", "black");
}
END_TEST

START_TEST(clear_board_keeps_komi)
{
  assert_session(g, "komi 6.5\nplay black E5\nplay white D5\nclear_board\n"
                    "list_stones black\nmove_history\nget_komi\nquery_boardsize\n",
                 "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n=  6.5\n\n= 9\n\n");
}
END_TEST

START_TEST(komi)
{
  assert_session(g, "get_komi\nkomi 7.5\nget_komi\nkomi -3.5\nget_komi\nkomi 0\nget_komi\n"
                    "komi 100.5\nget_komi\n",
                 "=  0.0\n\n= \n\n=  7.5\n\n= \n\n= -3.5\n\n= \n\n=  0.0\n\n= \n\n= 100.5\n\n");
  assert_fails_unchanged(g, "komi", "komi not a float");
  assert_fails_unchanged(g, "komi lots", "komi not a float");
  assert_fails_unchanged(g, "komi nan", "komi not a float");
  assert_fails_unchanged(g, "komi inf", "komi not a float");
  assert_fails_unchanged(g, "komi 1e9", "komi not a float");
  assert_answer("get_komi", "100.5");
}
END_TEST

/* ---- Moves ------------------------------------------------------------- */

START_TEST(play_and_illegal_moves)
{
  assert_session(g, "play black C3\nplay W d3\nplay BLACK pass\nplay white J9\n"
                    "move_history\n",
                 "= \n\n= \n\n= \n\n= \n\n= white J9\nblack PASS\nwhite D3\nblack C3\n\n");
  assert_fails_unchanged(g, "play black C3", "illegal move");
  assert_fails_unchanged(g, "play white C3", "illegal move");
  assert_fails_unchanged(g, "play black K9", "invalid color or coordinate");
  assert_fails_unchanged(g, "play black I3", "invalid color or coordinate");
  assert_fails_unchanged(g, "play black A10", "invalid color or coordinate");
  assert_fails_unchanged(g, "play black A0", "invalid color or coordinate");
  assert_fails_unchanged(g, "play red A1", "invalid color or coordinate");
  assert_fails_unchanged(g, "play black", "invalid color or coordinate");
  assert_fails_unchanged(g, "play", "invalid color or coordinate");
  /* Extra arguments are ignored, as GNU Go does. */
  assert_session(g, "play black A1 extra\n", "= \n\n");
}
END_TEST

START_TEST(play_refuses_suicide)
{
  /*   A B C
   * 3 . O .
   * 2 O . O
   * 1 . O .   */
  load(". O . . .\n"
       "O . O . .\n"
       ". O . . .\n"
       ". . . . .\n"
       ". . . . .\n");
  assert_fails_unchanged(g, "play black B4", "illegal move");
  assert_fails_unchanged(g, "play black A5", "illegal move");
  assert_session(g, "is_legal black B4\nis_legal white B4\n", "= 0\n\n= 1\n\n");
}
END_TEST

/* The ko shape:
 *     A B C D
 *   5 . X O .
 *   4 X O . O
 *   3 . X O .     */
static const char ko_position[] =
  ". X O . .\n"
  "X O . O .\n"
  ". X O . .\n"
  ". . . . .\n"
  ". . . . .\n";

START_TEST(play_refuses_ko_recapture)
{
  load(ko_position);
  assert_session(g, "play black C4\ncaptures black\n", "= \n\n= 1\n\n");
  assert_fails_unchanged(g, "play white B4", "illegal move");
  assert_session(g, "is_legal white B4\nplay white E1\nplay black E2\nplay white B4\n"
                    "captures white\n",
                 "= 0\n\n= \n\n= \n\n= \n\n= 1\n\n");
}
END_TEST

/* Retaking a ko after two passes repeats a whole-board position: legal
 * under Japanese rules, refused under positional superko. */
START_TEST(superko_under_chinese_rules)
{
  load(ko_position);
  assert_session(g, "play black C4\nplay white pass\nplay black pass\nis_legal white B4\n",
                 "= \n\n= \n\n= \n\n= 1\n\n");
  assert_session(g, "kgs-rules chinese\nis_legal white B4\n", "= \n\n= 0\n\n");
  assert_fails_unchanged(g, "play white B4", "illegal move");
  assert_session(g, "kgs-rules japanese\nplay white B4\n", "= \n\n= \n\n");
}
END_TEST

START_TEST(kgs_rules)
{
  assert_session(g, "kgs-rules chinese\nkgs-rules aga\nkgs-rules new_zealand\n",
                 "= \n\n= \n\n= \n\n");
  ck_assert_int_eq(g->chinese_rules, 1);
  ck_assert_int_eq(g->board->superko, 1);
  assert_session(g, "kgs-rules japanese\n", "= \n\n");
  ck_assert_int_eq(g->chinese_rules, 0);
  ck_assert_int_eq(g->board->superko, 0);
  assert_fails_unchanged(g, "kgs-rules ing", "unknown rules");
  assert_fails_unchanged(g, "kgs-rules", "missing rules");
}
END_TEST

START_TEST(black_and_white_aliases)
{
  assert_session(g, "black E5\nwhite D5\nmove_history\n", "= \n\n= \n\n= white D5\nblack E5\n\n");
  assert_fails_unchanged(g, "black E5", "illegal move");
  assert_fails_unchanged(g, "white", "invalid coordinate");
  assert_fails_unchanged(g, "black Z5", "invalid coordinate");
}
END_TEST

/* White's four stones on the left are in atari at E4; they escape into
 * open space if White plays there first, so both sides want E4. */
static const char atari_position[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "X X X X . . . . .\n"
  "O O O O . . . . .\n"
  "X X X X . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(genmove_captures_and_plays)
{
  load(atari_position);
  assert_session(g, "genmove black\nlast_move\ncaptures black\n",
                 "= E4\n\n= black E4\n\n= 4\n\n");
}
END_TEST

START_TEST(genmove_saves)
{
  load(atari_position);
  assert_session(g, "3 genmove white\ncountlib A4\nfindlib E4\n",
                 "=3 E4\n\n= 3\n\n= E5 F4 E3\n\n");
}
END_TEST

START_TEST(genmove_color_commands)
{
  load(atari_position);
  assert_session(g, "genmove_black\nundo\ngenmove_white\nmove_history\n",
                 "= E4\n\n= \n\n= E4\n\n= white E4\n\n");
  assert_fails_unchanged(g, "genmove", "invalid color");
  assert_fails_unchanged(g, "genmove purple", "invalid color");
}
END_TEST

START_TEST(reg_genmove_does_not_play)
{
  load(atari_position);
  assert_session(g, "reg_genmove black\nreg_genmove white\nmove_history\ncolor E4\n",
                 "= E4\n\n= E4\n\n= \n\n= empty\n\n");
  assert_fails_unchanged(g, "reg_genmove", "invalid color");
}
END_TEST

/* Only own eyes are left (and White may not play anywhere): both pass.
 *     A B C
 *   3 . X .
 *   2 X X X
 *   1 . X .   */
START_TEST(genmove_passes_rather_than_fill_an_eye)
{
  load(". X .\n"
       "X X X\n"
       ". X .\n");
  assert_session(g, "genmove black\ngenmove white\nmove_history\n",
                 "= PASS\n\n= PASS\n\n= white PASS\nblack PASS\n\n");
}
END_TEST

/* With one seed, one position gets one answer; the move is legal. */
START_TEST(genmove_is_reproducible)
{
  char *first = gtp_answer(g, "reg_genmove black");
  char *again = gtp_answer(g, "reg_genmove black");
  ck_assert_str_eq(first, again);
  char *played = gtp_answer(g, "genmove black");
  ck_assert_str_eq(first, played);
  char command[64];
  snprintf(command, sizeof command, "color %s", played);
  assert_answer(command, "black");
  free(first);
  free(again);
  free(played);
}
END_TEST

START_TEST(kgs_genmove_cleanup)
{
  load(atari_position);
  assert_session(g, "kgs-genmove_cleanup black\nlast_move\n", "= E4\n\n= black E4\n\n");
  assert_fails_unchanged(g, "kgs-genmove_cleanup", "invalid color");
}
END_TEST

START_TEST(undo)
{
  assert_session(g, "play black E5\nplay white D5\nundo\nmove_history\ncolor D5\nundo\n",
                 "= \n\n= \n\n= \n\n= black E5\n\n= empty\n\n= \n\n");
  assert_fails_unchanged(g, "undo", "cannot undo");
}
END_TEST

START_TEST(undo_restores_captures)
{
  load(atari_position);
  assert_session(g, "play black E4\ncaptures black\nundo\ncaptures black\ncolor A4\n",
                 "= \n\n= 4\n\n= \n\n= 0\n\n= white\n\n");
}
END_TEST

START_TEST(gg_undo)
{
  assert_session(g, "play black A1\nplay white B1\nplay black C1\nplay white D1\n"
                    "gg-undo\nmove_history\ngg-undo 2\nmove_history\ngg-undo 0\n",
                 "= \n\n= \n\n= \n\n= \n\n= \n\n= black C1\nwhite B1\nblack A1\n\n"
                 "= \n\n= black A1\n\n= \n\n");
  assert_fails_unchanged(g, "gg-undo 2", "cannot undo");
  assert_fails_unchanged(g, "gg-undo -1", "can't undo a negative number of moves");
  assert_fails_unchanged(g, "gg-undo x", "number of moves not an integer");
  assert_session(g, "gg-undo 1\ngg-undo 1\n", "= \n\n? cannot undo\n\n");
}
END_TEST

/* ---- Queries ------------------------------------------------------------ */

START_TEST(showboard)
{
  assert_session(g, "play black C3\nplay white D3\n2 showboard\n",
                 "= \n\n= \n\n=2 \n"
                 "   A B C D E F G H J\n"
                 " 9 . . . . . . . . . 9\n"
                 " 8 . . . . . . . . . 8\n"
                 " 7 . . + . . . + . . 7\n"
                 " 6 . . . . . . . . . 6\n"
                 " 5 . . . . + . . . . 5\n"
                 " 4 . . . . . . . . . 4\n"
                 " 3 . . X O . . + . . 3\n"
                 " 2 . . . . . . . . . 2     WHITE (O) has captured 0 stones\n"
                 " 1 . . . . . . . . . 1     BLACK (X) has captured 0 stones\n"
                 "   A B C D E F G H J\n\n");
}
END_TEST

/*     A B C D E F
 *   4 . X O . . .
 *   3 . X O O . .
 *   2 . . X . . .
 *   1 . . . . . .  (on 9x9, rows 4..1) */
static void small_fight(void)
{
  assert_session(g, "play black B4\nplay white C4\nplay black B3\nplay white C3\n"
                    "play black C2\nplay white D3\n",
                 "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n");
}

START_TEST(color_countlib_findlib)
{
  small_fight();
  assert_session(g, "color C3\ncolor B4\ncolor A1\ncountlib C3\ncountlib B3\n"
                    "findlib C3\nfindlib B4\n",
                 "= white\n\n= black\n\n= empty\n\n= 4\n\n= 4\n\n"
                 "= C5 D4 E3 D2\n\n= B5 A4 A3 B2\n\n");
  assert_fails_unchanged(g, "color", "invalid coordinate");
  assert_fails_unchanged(g, "color pass", "invalid coordinate");
  assert_fails_unchanged(g, "countlib A1", "vertex must not be empty");
  assert_fails_unchanged(g, "countlib K1", "invalid coordinate");
  assert_fails_unchanged(g, "findlib E5", "vertex must not be empty");
  assert_fails_unchanged(g, "findlib", "invalid coordinate");
}
END_TEST

/* A string with more liberties than the board keeps in its lists. */
START_TEST(findlib_many_liberties)
{
  assert_session(g, "boardsize 19\nplay black K10\nplay black K11\nplay black K12\n"
                    "play black K13\nplay black K14\nplay black K15\nplay black K16\n"
                    "play black L10\nplay black M10\nplay black N10\nplay black O10\n"
                    "countlib K10\n",
                 "= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n= \n\n"
                 "= 23\n\n");
  char *libs = gtp_answer(g, "findlib K10");
  int count = 1;
  for (char *p = libs; *p; p++)
    count += *p == ' ';
  ck_assert_int_eq(count, 23);
  ck_assert(strncmp(libs, "K17 J16 L16 J15", 15) == 0);
  free(libs);
}
END_TEST

START_TEST(list_stones_and_captures)
{
  small_fight();
  assert_session(g, "list_stones black\nlist_stones white\ncaptures black\ncaptures W\n",
                 "= B4 B3 C2\n\n= C4 C3 D3\n\n= 0\n\n= 0\n\n");
  assert_fails_unchanged(g, "list_stones", "invalid color");
  assert_fails_unchanged(g, "list_stones gray", "invalid color");
  assert_fails_unchanged(g, "captures", "invalid color");
}
END_TEST

START_TEST(last_move_and_history)
{
  assert_fails_unchanged(g, "last_move", "no previous move known");
  assert_answer("move_history", "");
  small_fight();
  assert_session(g, "play black pass\nlast_move\nmove_history\n",
                 "= \n\n= black PASS\n\n= black PASS\nwhite D3\nblack C2\nwhite C3\n"
                 "black B3\nwhite C4\nblack B4\n\n");
}
END_TEST

START_TEST(is_legal_and_all_legal)
{
  load(". X .\n"
       "X . .\n"
       ". . O\n");
  assert_session(g, "is_legal black A3\nis_legal white A3\nis_legal white B3\n"
                    "is_legal black pass\nall_legal black\nall_legal white\n",
                 "= 1\n\n= 0\n\n= 0\n\n= 1\n\n= A3 C3 B2 C2 A1 B1\n\n= C3 B2 C2 A1 B1\n\n");
  assert_fails_unchanged(g, "is_legal black", "invalid color or coordinate");
  assert_fails_unchanged(g, "is_legal", "invalid color or coordinate");
  assert_fails_unchanged(g, "all_legal", "invalid color");
}
END_TEST

/* ---- trymove, tryko, popgo ------------------------------------------- */

START_TEST(trymove_and_popgo)
{
  assert_session(g, "trymove black E5\ncolor E5\nmove_history\ntrymove white E4\n"
                    "countlib E5\npopgo\npopgo\ncolor E5\n",
                 "= \n\n= black\n\n= \n\n= \n\n= 3\n\n= \n\n= \n\n= empty\n\n");
  assert_fails_unchanged(g, "popgo", "Stack empty.");
  assert_session(g, "trymove black E5\n", "= \n\n");
  assert_fails_unchanged(g, "trymove white E5", "illegal move");
  assert_fails_unchanged(g, "trymove white", "invalid color or coordinate");
  assert_session(g, "popgo\n", "= \n\n");
}
END_TEST

START_TEST(tryko_ignores_the_ko)
{
  load(ko_position);
  assert_session(g, "play black C4\n", "= \n\n");
  assert_fails_unchanged(g, "trymove white B4", "illegal move");
  assert_session(g, "tryko white B4\ncolor C4\npopgo\ncolor C4\n",
                 "= \n\n= empty\n\n= \n\n= black\n\n");
}
END_TEST

/* Commands that change the game wait until popgo has emptied the stack. */
START_TEST(game_changes_refused_during_trymove)
{
  assert_session(g, "play black A1\ntrymove black E5\n", "= \n\n= \n\n");
  const char *refused[] = {
    "play white D5", "genmove white", "genmove_black", "reg_genmove white",
    "kgs-genmove_cleanup white", "undo", "gg-undo 1", "fixed_handicap 2",
    "place_free_handicap 2", "set_free_handicap D4 F6", "white D5",
  };
  for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++)
    assert_fails_unchanged(g, refused[k], "trymove in progress (popgo first)");
  assert_session(g, "popgo\nplay white D5\n", "= \n\n= \n\n");
}
END_TEST

/* clear_board and boardsize throw the whole position away, trymoves too. */
START_TEST(clear_board_drops_trymoves)
{
  assert_session(g, "trymove black E5\ntrymove white E4\nclear_board\ncolor E5\n"
                    "play black E5\n",
                 "= \n\n= \n\n= \n\n= empty\n\n= \n\n");
  ck_assert_int_eq(g->board->stackp, 0);
}
END_TEST

START_TEST(trymove_stack_has_a_limit)
{
  char line[64];
  int accepted = 0;
  for (int k = 0; k < MAX_STACK + 10; k++) {
    snprintf(line, sizeof line, "trymove %s pass\n", k % 2 ? "white" : "black");
    char *out = gtp_session_run(g, line, strlen(line), NULL);
    accepted += strcmp(out, "= \n\n") == 0;
    free(out);
  }
  ck_assert_int_lt(accepted, MAX_STACK);
  ck_assert_int_gt(accepted, MAX_STACK / 2);
  for (int k = 0; k < accepted; k++)
    assert_session(g, "popgo\n", "= \n\n");
  assert_fails_unchanged(g, "popgo", "Stack empty.");
}
END_TEST

static Suite *commands_suite(void)
{
  Suite *s = suite_create("gtp_commands");
  TCase *admin = tcase_create("admin");
  tcase_add_checked_fixture(admin, setup, teardown);
  tcase_add_test(admin, protocol_name_version);
  tcase_add_test(admin, known_command);
  tcase_add_test(admin, list_commands_and_help);
  tcase_add_test(admin, every_listed_command_is_known);
  tcase_add_test(admin, gogui_analyze_commands);
  tcase_add_test(admin, echo_and_echo_err);
  tcase_add_test(admin, random_seed);
  tcase_add_test(admin, level);
  tcase_add_test(admin, cputime);
  tcase_add_test(admin, clear_cache);
  suite_add_tcase(s, admin);

  TCase *setup_case = tcase_create("setup");
  tcase_add_checked_fixture(setup_case, setup, teardown);
  tcase_add_test(setup_case, boardsize_and_query);
  tcase_add_test(setup_case, clear_board_keeps_komi);
  tcase_add_test(setup_case, komi);
  suite_add_tcase(s, setup_case);

  TCase *moves = tcase_create("moves");
  tcase_add_checked_fixture(moves, setup, teardown);
  tcase_add_test(moves, play_and_illegal_moves);
  tcase_add_test(moves, play_refuses_suicide);
  tcase_add_test(moves, play_refuses_ko_recapture);
  tcase_add_test(moves, superko_under_chinese_rules);
  tcase_add_test(moves, kgs_rules);
  tcase_add_test(moves, black_and_white_aliases);
  tcase_add_test(moves, genmove_captures_and_plays);
  tcase_add_test(moves, genmove_saves);
  tcase_add_test(moves, genmove_color_commands);
  tcase_add_test(moves, reg_genmove_does_not_play);
  tcase_add_test(moves, genmove_passes_rather_than_fill_an_eye);
  tcase_add_test(moves, genmove_is_reproducible);
  tcase_add_test(moves, kgs_genmove_cleanup);
  tcase_add_test(moves, undo);
  tcase_add_test(moves, undo_restores_captures);
  tcase_add_test(moves, gg_undo);
  suite_add_tcase(s, moves);

  TCase *queries = tcase_create("queries");
  tcase_add_checked_fixture(queries, setup, teardown);
  tcase_add_test(queries, showboard);
  tcase_add_test(queries, color_countlib_findlib);
  tcase_add_test(queries, findlib_many_liberties);
  tcase_add_test(queries, list_stones_and_captures);
  tcase_add_test(queries, last_move_and_history);
  tcase_add_test(queries, is_legal_and_all_legal);
  suite_add_tcase(s, queries);

  TCase *stack = tcase_create("trymove");
  tcase_add_checked_fixture(stack, setup, teardown);
  tcase_add_test(stack, trymove_and_popgo);
  tcase_add_test(stack, tryko_ignores_the_ko);
  tcase_add_test(stack, game_changes_refused_during_trymove);
  tcase_add_test(stack, clear_board_drops_trymoves);
  tcase_add_test(stack, trymove_stack_has_a_limit);
  suite_add_tcase(s, stack);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(commands_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
