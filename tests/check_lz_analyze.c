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

#include "engine/engine.h"
#include "hane_process.h"

#define TIMEOUT 30.0

static struct gtp_pipe engine;
static struct board *board;

enum style { LZ, KATA };

struct line_summary {
  int groups;
  long total_visits;
  int ownership_values;
  int ownership_stdev_values;
  int pv_visits_lists;        /* pvVisits and pvEdgeVisits lists */
  int moves_ownership_lists;  /* movesOwnership and movesOwnershipStdev */
  long root_visits;           /* from rootInfo, 0 without */
  int best_move;
};

/* Longest pv a report gives (engine.h's ENGINE_PV_MAX). */
#define MCTS_PV_LIMIT ENGINE_PV_MAX

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

/* The fields every info group carries, in this order, in each style. */
static const char *const lz_fields[] = {
  "move", "visits", "winrate", "prior", "lcb", "scoreMean", "scoreStdev",
  "scoreLead", "utility", "order", NULL
};
static const char *const kata_fields[] = {
  "move", "visits", "edgeVisits", "utility", "winrate", "scoreMean", "scoreStdev",
  "scoreLead", "scoreSelfplay", "prior", "lcb", "utilityLcb", "weight", "order", NULL
};
/* Words that end an info group's pv or a list of values. */
static const char *const section_words[] = {
  "info", "pvVisits", "pvEdgeVisits", "movesOwnership", "movesOwnershipStdev",
  "rootInfo", "ownership", "ownershipStdev", NULL
};

static int is_section_word(const char *word)
{
  for (int k = 0; section_words[k]; k++)
    if (strcmp(word, section_words[k]) == 0)
      return 1;
  return 0;
}

/* One group's numbers by field name. */
struct group {
  int move;
  long visits;
  double value[16];          /* by index in the style's field list */
  char **pv;
  int pv_length;
};

static int field_index(const char *const *fields, const char *key)
{
  for (int k = 0; fields[k]; k++)
    if (strcmp(fields[k], key) == 0)
      return k;
  return -1;
}

static double group_value(const struct group *g, enum style style, const char *key)
{
  return g->value[field_index(style == LZ ? lz_fields : kata_fields, key)];
}

/* "key value" pairs in exactly the order of fields, then " pv" vertices;
 * advances *k. */
static void parse_group(char **words, int n, int *k, enum style style, struct group *g)
{
  const char *const *fields = style == LZ ? lz_fields : kata_fields;
  for (int f = 0; fields[f]; f++) {
    ck_assert_msg(*k + 1 < n && strcmp(words[*k], fields[f]) == 0,
                  "field %d is \"%s\", not %s", f, *k < n ? words[*k] : "", fields[f]);
    const char *value = words[*k + 1];
    *k += 2;
    if (f == 0) {
      g->move = vertex_to_pos(board, value);
      ck_assert_msg(g->move >= 0, "move \"%s\" is not a vertex", value);
      continue;
    }
    long v;
    int rate = strcmp(fields[f], "winrate") == 0 || strcmp(fields[f], "prior") == 0
               || strcmp(fields[f], "lcb") == 0;
    if (rate)
      g->value[f] = parse_rate(fields[f], value, style);
    else if (strcmp(fields[f], "visits") == 0 || strcmp(fields[f], "order") == 0
             || strcmp(fields[f], "edgeVisits") == 0) {
      ck_assert_msg(parse_int(value, &v) && v >= 0, "%s \"%s\"", fields[f], value);
      g->value[f] = v;
    }
    else
      ck_assert_msg(parse_number(value, &g->value[f]), "%s \"%s\"", fields[f], value);
  }
  g->visits = (long) group_value(g, style, "visits");
  ck_assert_msg(*k < n && strcmp(words[*k], "pv") == 0, "no pv");
  g->pv = words + ++*k;
  g->pv_length = 0;
  while (*k < n && !is_section_word(words[*k]))
    ++*k, g->pv_length++;
}

/* The numbers after a section word up to the next one; returns how many,
 * each within [low, high]. */
static int parse_values(char **words, int n, int *k, double low, double high,
                        double *out, int max)
{
  int count = 0;
  for (++*k; *k < n && !is_section_word(words[*k]); ++*k) {
    double d;
    ck_assert_msg(parse_number(words[*k], &d) && d >= low && d <= high,
                  "value \"%s\" of %s", words[*k], "a list");
    if (count < max)
      out[count] = d;
    count++;
  }
  return count;
}

/* A group's kata extras: pvVisits and pvEdgeVisits (one positive count
 * per pv move, the first the move's visits, never growing), movesOwnership
 * (a value per point). */
static void parse_move_extras(char **words, int n, int *k, const struct group *g,
                              struct line_summary *s)
{
  double counts[MCTS_PV_LIMIT];
  while (*k < n && strcmp(words[*k], "info") != 0 && strcmp(words[*k], "rootInfo") != 0
         && strcmp(words[*k], "ownership") != 0 && strcmp(words[*k], "ownershipStdev") != 0) {
    const char *name = words[*k];
    if (strcmp(name, "pvVisits") == 0 || strcmp(name, "pvEdgeVisits") == 0) {
      int c = parse_values(words, n, k, 1, 1e12, counts, MCTS_PV_LIMIT);
      ck_assert_int_eq(c, g->pv_length);
      ck_assert_msg(counts[0] == g->visits, "%s starts with %g, not the visits %ld",
                    name, counts[0], g->visits);
      for (int j = 1; j < c && j < MCTS_PV_LIMIT; j++)
        ck_assert_msg(counts[j] <= counts[j - 1], "%s grows", name);
      s->pv_visits_lists++;
    }
    else {
      double low = strcmp(name, "movesOwnership") == 0 ? -1.0 : 0.0;
      ck_assert_msg(strcmp(name, "movesOwnership") == 0
                    || strcmp(name, "movesOwnershipStdev") == 0, "unexpected \"%s\"", name);
      ck_assert_int_eq(parse_values(words, n, k, low, 1.0, counts, 0),
                       board->board_size * board->board_size);
      s->moves_ownership_lists++;
    }
  }
}

/* " rootInfo" with the fields of a kata group from visits on (no move,
 * order or prior). */
static void parse_root_info(char **words, int n, int *k, struct line_summary *s)
{
  static const char *const root_fields[] = {
    "visits", "utility", "winrate", "scoreMean", "scoreStdev", "scoreLead",
    "scoreSelfplay", "weight", NULL
  };
  ++*k;
  for (int f = 0; root_fields[f]; f++) {
    double d;
    ck_assert_msg(*k + 1 < n && strcmp(words[*k], root_fields[f]) == 0,
                  "rootInfo field %d is \"%s\"", f, *k < n ? words[*k] : "");
    ck_assert_msg(parse_number(words[*k + 1], &d), "rootInfo %s", root_fields[f]);
    if (f == 0)
      s->root_visits = (long) d;
    if (strcmp(root_fields[f], "winrate") == 0)
      ck_assert(d >= 0.0 && d <= 1.0);
    *k += 2;
  }
}

/* Parse and check one streamed line (modified in place). */
static struct line_summary check_line(char *line, int color, enum style style,
                                      int max_groups)
{
  struct line_summary s;
  memset(&s, 0, sizeof s);
  s.best_move = NO_MOVE;
  char *words[8192];
  int n = 0;
  char *save = NULL;
  for (char *w = strtok_r(line, " ", &save); w && n < 8192; w = strtok_r(NULL, " ", &save))
    words[n++] = w;
  ck_assert_msg(n > 0, "empty report line");
  int k = 0;
  long previous_visits = -1;
  double priors = 0.0;
  while (k < n && strcmp(words[k], "info") == 0) {
    struct group g;
    k++;
    parse_group(words, n, &k, style, &g);
    ck_assert_msg(g.move == PASS_MOVE || (board->board[g.move] == EMPTY
                                          && is_legal_move(board, g.move, color)),
                  "candidate %d is illegal", g.move);
    ck_assert_int_eq((int) group_value(&g, style, "order"), s.groups);
    ck_assert_msg(previous_visits < 0 || g.visits <= previous_visits,
                  "candidates not in best-first order");
    ck_assert_msg(group_value(&g, style, "lcb") <= group_value(&g, style, "winrate") + 1e-4,
                  "lcb above the win rate");
    ck_assert_msg(group_value(&g, style, "scoreMean") == group_value(&g, style, "scoreLead"),
                  "scoreMean and scoreLead differ");
    ck_assert_msg(group_value(&g, style, "scoreStdev") >= 0.0, "negative scoreStdev");
    if (style == KATA) {
      ck_assert(group_value(&g, style, "edgeVisits") == g.visits);
      ck_assert(group_value(&g, style, "weight") == g.visits);
    }
    priors += group_value(&g, style, "prior");
    ck_assert_msg(g.pv_length >= 1 && vertex_to_pos(board, g.pv[0]) == g.move,
                  "the pv does not start with the move");
    check_pv(color, g.pv, g.pv_length);
    if (style == KATA)
      parse_move_extras(words, n, &k, &g, &s);
    if (s.groups == 0)
      s.best_move = g.move;
    previous_visits = g.visits;
    s.total_visits += g.visits;
    s.groups++;
  }
  /* Priors are a distribution over all moves: the shown ones sum to at
   * most 1 (lz rounds each to 1/10000). */
  ck_assert_msg(priors <= 1.0 + s.groups * 1e-4, "priors sum to %g", priors);
  if (k < n && strcmp(words[k], "rootInfo") == 0) {
    ck_assert(style == KATA);
    parse_root_info(words, n, &k, &s);
    ck_assert_msg(s.root_visits >= s.total_visits, "rootInfo visits %ld < %ld",
                  s.root_visits, s.total_visits);
  }
  if (k < n && strcmp(words[k], "ownership") == 0) {
    ck_assert(style == KATA);
    s.ownership_values = parse_values(words, n, &k, -1.0, 1.0, NULL, 0);
  }
  if (k < n && strcmp(words[k], "ownershipStdev") == 0) {
    ck_assert(style == KATA);
    s.ownership_stdev_values = parse_values(words, n, &k, 0.0, 1.0, NULL, 0);
  }
  ck_assert_msg(k == n, "unexpected word \"%s\"", k < n ? words[k] : "");
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
  struct line_summary last;
  memset(&last, 0, sizeof last);
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
  ck_assert(lines >= 1 && s.ownership_values == 0 && s.root_visits == 0);
  /* Every key KataGo knows, and keys it does not (skipped with their
   * values; avoid with its three words). */
  s = watch("kata-analyze w 10 pvVisits true pvEdgeVisits true ownershipStdev true"
            " rootInfo true movesOwnership true movesOwnershipStdev true ownership true"
            " avoid b A1,B2 1 noResultValue true frobnicate 7 maxmoves 4", -1, WHITE, KATA,
            4, 5.0, &lines);
  ck_assert(lines >= 1 && s.groups >= 1);
  ck_assert_int_eq(s.ownership_values, 81);
  ck_assert_int_eq(s.ownership_stdev_values, 81);
  ck_assert_int_eq(s.pv_visits_lists, 2 * s.groups);
  ck_assert_int_eq(s.moves_ownership_lists, 2 * s.groups);
  ck_assert(s.root_visits >= s.total_visits && s.root_visits > 0);
  /* lz-analyze skips KataGo's keys as unknown ones. */
  s = watch("lz-analyze b 10 ownership true rootInfo true", -1, BLACK, LZ,
            BOARD_ARRAY_SIZE, 5.0, &lines);
  ck_assert(lines >= 1 && s.ownership_values == 0 && s.root_visits == 0);
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
  answer = hane_command(&engine, "kata-analyze b 10 interval", TIMEOUT, NULL);
  ck_assert_msg(answer && strcmp(answer, "? missing value for interval") == 0,
                "interval without a value: %s", answer);
  free(answer);
  answer = hane_command(&engine, "kata-analyze b 10 maxmoves -2", TIMEOUT, NULL);
  ck_assert_msg(answer && strcmp(answer, "? invalid value for maxmoves") == 0,
                "maxmoves -2: %s", answer);
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
