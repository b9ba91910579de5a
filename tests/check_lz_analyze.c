/* lz-analyze and kata-analyze as Sabaki and Lizzie use them: the engine
 * runs as a separate process, and every line it streams is read by a
 * parser of the info-line grammar
 *
 *   line  := group { " " group } [ " ownership" { " " number } ]
 *   group := "info" { " " key " " value } " pv" { " " vertex }
 *
 * Each candidate must be a legal move with a legal principal variation,
 * visits must be integers in best-first order whose totals never shrink,
 * win rates must be in range, the stream must stop as soon as the next
 * command arrives, and that command's answer must come through intact. */
#include <config.h>

#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "hane_process.h"

#define TIMEOUT 30.0

static struct gtp_pipe engine;
static struct board *board;

enum style { LZ, KATA };

struct line_summary {
  int groups;
  long total_visits;
  int ownership_values;
  int best_move;
};

static void expect(const char *command, const char *expected)
{
  hane_expect(&engine, command, expected, TIMEOUT);
}

static void start_engine(void)
{
  const char *args[] = {"--mode", "gtp", "--quiet", "--seed", "5", "--threads", "1", NULL};
  ck_assert(hane_start(&engine, args));
  board = board_new(9);
  expect("boardsize 9", "");
  expect("clear_board", "");
  expect("komi 6.5", "");
  const char *moves[] = {"b E5", "w C3", "b G3", "w G7", "b C6", NULL};
  for (int k = 0; moves[k]; k++) {
    char command[32];
    snprintf(command, sizeof command, "play %s", moves[k]);
    expect(command, "");
    int color = moves[k][0] == 'b' ? BLACK : WHITE;
    ck_assert(play_move(board, vertex_to_pos(board, moves[k] + 2), color));
  }
}

static void stop_engine(void)
{
  expect("quit", "");
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
  board_free(board);
}

static int parse_int(const char *word, long *value)
{
  char *end;
  if (word == NULL || *word == '\0')
    return 0;
  *value = strtol(word, &end, 10);
  return *end == '\0';
}

static int parse_number(const char *word, double *value)
{
  char *end;
  if (word == NULL || *word == '\0')
    return 0;
  *value = strtod(word, &end);
  return *end == '\0' && isfinite(*value);
}

/* A probability: an integer 0..10000 (lz) or a fraction 0..1 (kata). */
static double parse_rate(const char *key, const char *word, enum style style)
{
  double value;
  if (style == LZ) {
    long v;
    ck_assert_msg(parse_int(word, &v), "%s \"%s\" is not an integer", key, word);
    value = v / 10000.0;
  }
  else
    ck_assert_msg(parse_number(word, &value), "%s \"%s\" is not a number", key, word);
  ck_assert_msg(value >= 0.0 && value <= 1.0, "%s %s out of range", key, word);
  return value;
}

/* The pv must be playable from the position, color first. */
static void check_pv(int color, char **pv, int n)
{
  struct board *copy = board_new(board->board_size);
  board_copy(copy, board);
  for (int k = 0; k < n; k++) {
    int pos = vertex_to_pos(copy, pv[k]);
    ck_assert_msg(pos >= 0, "pv vertex \"%s\"", pv[k]);
    ck_assert_msg(pos == PASS_MOVE || (copy->board[pos] == EMPTY
                                       && is_legal_move(copy, pos, color)),
                  "pv move %d (%s) is illegal", k + 1, pv[k]);
    play_move(copy, pos, color);
    color = OTHER_COLOR(color);
  }
  board_free(copy);
}

/* Parse and check one streamed line (modified in place). */
static struct line_summary check_line(char *line, int color, enum style style,
                                      int max_groups)
{
  struct line_summary s = {0, 0, 0, NO_MOVE};
  char *words[4096];
  int n = 0;
  char *save = NULL;
  for (char *w = strtok_r(line, " ", &save); w && n < 4096; w = strtok_r(NULL, " ", &save))
    words[n++] = w;
  ck_assert_msg(n > 0, "empty report line");
  int k = 0;
  long previous_visits = -1;
  while (k < n && strcmp(words[k], "info") == 0) {
    k++;
    int move = -2, order = -1;
    long visits = -1;
    double winrate = -1, prior = -1, lcb = -1;
    char **pv = NULL;
    int pv_length = 0;
    while (k < n && strcmp(words[k], "info") != 0 && strcmp(words[k], "ownership") != 0) {
      const char *key = words[k++];
      if (strcmp(key, "pv") == 0) {
        pv = words + k;
        while (k < n && strcmp(words[k], "info") != 0 && strcmp(words[k], "ownership") != 0)
          k++, pv_length++;
        continue;
      }
      ck_assert_msg(k < n, "key %s has no value", key);
      const char *value = words[k++];
      long v;
      if (strcmp(key, "move") == 0) {
        move = vertex_to_pos(board, value);
        ck_assert_msg(move >= 0, "move \"%s\" is not a vertex", value);
        ck_assert_msg(move == PASS_MOVE || (board->board[move] == EMPTY
                                            && is_legal_move(board, move, color)),
                      "candidate %s is illegal", value);
      }
      else if (strcmp(key, "visits") == 0) {
        ck_assert_msg(parse_int(value, &v) && v >= 0, "visits \"%s\"", value);
        visits = v;
      }
      else if (strcmp(key, "order") == 0) {
        ck_assert_msg(parse_int(value, &v), "order \"%s\"", value);
        order = (int) v;
      }
      else if (strcmp(key, "winrate") == 0)
        winrate = parse_rate(key, value, style);
      else if (strcmp(key, "prior") == 0)
        prior = parse_rate(key, value, style);
      else if (strcmp(key, "lcb") == 0)
        lcb = parse_rate(key, value, style);
      else {
        double d;
        ck_assert_msg(style == KATA && parse_number(value, &d),
                      "unexpected field %s %s", key, value);
      }
    }
    ck_assert_msg(move != -2 && visits >= 0 && winrate >= 0 && prior >= 0 && order >= 0
                  && pv != NULL, "incomplete info group");
    ck_assert_int_eq(order, s.groups);
    ck_assert_msg(previous_visits < 0 || visits <= previous_visits,
                  "candidates not in best-first order");
    if (lcb >= 0)
      ck_assert_msg(lcb <= winrate + 1e-4, "lcb above the win rate");
    ck_assert_msg(pv_length >= 1 && vertex_to_pos(board, pv[0]) == move,
                  "the pv does not start with the move");
    check_pv(color, pv, pv_length);
    if (s.groups == 0)
      s.best_move = move;
    previous_visits = visits;
    s.total_visits += visits;
    s.groups++;
  }
  if (k < n) {
    ck_assert_msg(style == KATA && strcmp(words[k], "ownership") == 0,
                  "unexpected word \"%s\"", words[k]);
    for (k++; k < n; k++) {
      double d;
      ck_assert_msg(parse_number(words[k], &d) && d >= -1.0 && d <= 1.0,
                    "ownership value \"%s\"", words[k]);
      s.ownership_values++;
    }
  }
  ck_assert_msg(s.groups <= max_groups, "%d candidates, at most %d asked for",
                s.groups, max_groups);
  return s;
}

/* Read the stream for `seconds`, then send `next` and check the stream
 * ends and next's answer arrives intact.  Returns the summary of the last
 * line read. */
static struct line_summary watch(const char *command, int id, int color, enum style style,
                                 int max_groups, double seconds, int *lines)
{
  struct line_summary last = {0, 0, 0, NO_MOVE};
  long visits_before = 0;
  gtp_pipe_send(&engine, command);
  char *head = gtp_pipe_read_line(&engine, TIMEOUT);
  char expected_head[16];
  snprintf(expected_head, sizeof expected_head, id >= 0 ? "=%d" : "=", id);
  ck_assert_msg(head != NULL && strcmp(head, expected_head) == 0,
                "%s: the stream starts with \"%s\"", command, head ? head : "(nothing)");
  free(head);
  *lines = 0;
  char *line;
  while ((line = gtp_pipe_read_line(&engine, seconds)) != NULL) {
    ck_assert_msg(line[0] != '\0', "%s ended before the next command", command);
    last = check_line(line, color, style, max_groups);
    ck_assert_msg(last.total_visits >= visits_before, "visits went down");
    visits_before = last.total_visits;
    free(line);
    if (++*lines >= 5)
      break;
  }
  /* Any command stops the stream; the rest of the answer is more info
   * lines and the empty line, then the command's own answer. */
  gtp_pipe_send(&engine, "name");
  while ((line = gtp_pipe_read_line(&engine, TIMEOUT)) != NULL && line[0] != '\0') {
    check_line(line, color, style, max_groups);
    free(line);
  }
  ck_assert_msg(line != NULL, "%s did not stop after the next command", command);
  free(line);
  char *answer = hane_read_answer(&engine, TIMEOUT);
  ck_assert_msg(answer != NULL && strcmp(answer, "= Hane") == 0,
                "the next command's answer is \"%s\"", answer ? answer : "(nothing)");
  free(answer);
  return last;
}

START_TEST(test_lz_analyze)
{
  int lines;
  start_engine();
  struct line_summary s = watch("lz-analyze w 10", -1, WHITE, LZ, BOARD_ARRAY_SIZE, 5.0, &lines);
  ck_assert_msg(lines >= 2, "only %d report lines", lines);
  ck_assert_msg(s.total_visits > 0 && s.groups > 0, "no search in the reports");
  /* With an id, Black (the side to move is White), few candidates. */
  s = watch("17 lz-analyze b 5 maxmoves 3", 17, BLACK, LZ, 3, 5.0, &lines);
  ck_assert(lines >= 1 && s.groups >= 1);
  /* KataGo's keyword form. */
  s = watch("lz-analyze interval 5", -1, WHITE, LZ, BOARD_ARRAY_SIZE, 5.0, &lines);
  ck_assert(lines >= 1);
  /* The position is as it was. */
  expect("color E5", "black");
  expect("color D4", "empty");
  stop_engine();
}
END_TEST

START_TEST(test_kata_analyze)
{
  int lines;
  start_engine();
  struct line_summary s = watch("kata-analyze 10 ownership true", -1, WHITE, KATA,
                                BOARD_ARRAY_SIZE, 5.0, &lines);
  ck_assert(lines >= 1 && s.groups >= 1);
  ck_assert_int_eq(s.ownership_values, 81);
  s = watch("kata-analyze b 10", -1, BLACK, KATA, BOARD_ARRAY_SIZE, 5.0, &lines);
  ck_assert(lines >= 1 && s.ownership_values == 0);
  stop_engine();
}
END_TEST

START_TEST(test_analyze_errors)
{
  start_engine();
  char *answer = hane_command(&engine, "lz-analyze purple", TIMEOUT, NULL);
  ck_assert_msg(answer && answer[0] == '?', "lz-analyze purple: %s", answer);
  free(answer);
  answer = hane_command(&engine, "5 kata-analyze b 10 ownership maybe", TIMEOUT, NULL);
  ck_assert_msg(answer && strncmp(answer, "?5 ", 3) == 0, "ownership maybe: %s", answer);
  free(answer);
  answer = hane_command(&engine, "lz-analyze b 10 frobnicate 3", TIMEOUT, NULL);
  ck_assert_msg(answer && answer[0] == '?', "unknown key: %s", answer);
  free(answer);
  expect("name", "Hane");
  stop_engine();
}
END_TEST

START_TEST(test_genmove_analyze)
{
  start_engine();
  /* Canadian overtime of 2 s a move: about a second of search. */
  expect("time_settings 0 2 1", "");
  gtp_pipe_send(&engine, "lz-genmove_analyze w 5");
  char *head = gtp_pipe_read_line(&engine, TIMEOUT);
  ck_assert_msg(head && strcmp(head, "=") == 0, "head \"%s\"", head ? head : "");
  free(head);
  char *line, *play = NULL;
  int reports = 0;
  while ((line = gtp_pipe_read_line(&engine, TIMEOUT)) != NULL && line[0] != '\0') {
    ck_assert_msg(play == NULL, "a line after the play line");
    if (strncmp(line, "play ", 5) == 0)
      play = line;
    else {
      check_line(line, WHITE, LZ, BOARD_ARRAY_SIZE);
      reports++;
      free(line);
    }
  }
  ck_assert_msg(reports >= 2, "%d report lines in a second of search", reports);
  ck_assert_msg(line != NULL, "genmove_analyze did not end");
  free(line);
  ck_assert_msg(play != NULL, "no play line");
  int pos = vertex_to_pos(board, play + 5);
  ck_assert_msg(pos >= 0 && (pos == PASS_MOVE || is_legal_move(board, pos, WHITE)),
                "%s", play);
  if (pos != PASS_MOVE) {
    char command[32];
    snprintf(command, sizeof command, "color %s", play + 5);
    expect(command, "white");
  }
  free(play);
  stop_engine();
}
END_TEST

int main(void)
{
  Suite *s = suite_create("lz_analyze");
  TCase *tc = tcase_create("streams");
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_lz_analyze);
  tcase_add_test(tc, test_kata_analyze);
  tcase_add_test(tc, test_analyze_errors);
  tcase_add_test(tc, test_genmove_analyze);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
