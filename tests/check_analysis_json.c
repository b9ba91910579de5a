/* The JSON analysis engine (hane --mode analysis) as KaTrain drives it:
 * the engine runs as a separate process, queries shaped as KaTrain sends
 * them go in one per line, and every line that comes back is parsed with
 * Jansson and checked field by field against the position it answers
 * (replayed here with the board library): ids, turn numbers, legal moves
 * and principal variations, visit counts, win rates, scores and their
 * perspective, priors, ownership and policy arrays, rootInfo; then
 * priorities, terminate, partial reports, errors that leave the engine
 * running, and the end of the input. */
#include <config.h>

#include <check.h>
#include <jansson.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "hane_process.h"

#define TIMEOUT 60.0

/* A 9x9 game as KaTrain would send it: [player, vertex] pairs. */
static const char *const game_moves[] = {
  "B", "E5", "W", "C4", "B", "G4", "W", "D6", "B", "F6", "W", "C6", "B", "E3", "W", "D3", NULL
};

static struct gtp_pipe engine;

static void start_engine(void)
{
  const char *args[] = {"--mode", "analysis", "--quiet", "--seed", "5", NULL};
  ck_assert(hane_start(&engine, args));
}

static void stop_engine(void)
{
  ck_assert_int_eq(gtp_pipe_finish(&engine, 30.0), 0);
}

static void send_line(const char *line)
{
  ck_assert_int_eq(gtp_pipe_send(&engine, line), 0);
}

/* The next line, which must be one JSON object. */
static json_t *read_json(double timeout)
{
  char *line = gtp_pipe_read_line(&engine, timeout);
  ck_assert_msg(line != NULL, "no answer line in %g s", timeout);
  json_error_t error;
  json_t *o = json_loads(line, 0, &error);
  ck_assert_msg(json_is_object(o), "not a JSON object (%s): %.200s", error.text, line);
  ck_assert_msg(strchr(line, '\n') == NULL, "an answer spans lines");
  free(line);
  return o;
}

static const char *string_field(json_t *o, const char *name)
{
  json_t *v = json_object_get(o, name);
  ck_assert_msg(json_is_string(v), "field %s is not a string", name);
  return json_string_value(v);
}

static double number_field(json_t *o, const char *name)
{
  json_t *v = json_object_get(o, name);
  ck_assert_msg(json_is_number(v), "field %s is not a number", name);
  return json_number_value(v);
}

static long integer_field(json_t *o, const char *name)
{
  json_t *v = json_object_get(o, name);
  ck_assert_msg(json_is_integer(v), "field %s is not an integer", name);
  return (long) json_integer_value(v);
}

/* The query text of the game's first `moves` moves (all if -1), turns
 * the analyzeTurns array ("[5]"). */
static char *katrain_query(const char *id, int moves, const char *turns, long visits,
                           const char *perspective, const char *extra)
{
  char list[512] = "";
  for (int k = 0; game_moves[k] && (moves < 0 || k / 2 < moves); k += 2)
    snprintf(list + strlen(list), sizeof list - strlen(list), "%s[\"%s\",\"%s\"]",
             list[0] ? "," : "", game_moves[k], game_moves[k + 1]);
  char *q = malloc(2048);
  snprintf(q, 2048,
           "{\"rules\":\"japanese\",\"priority\":0,\"analyzeTurns\":%s,\"maxVisits\":%ld,"
           "\"komi\":6.5,\"boardXSize\":9,\"boardYSize\":9,\"includeOwnership\":true,"
           "\"includeMovesOwnership\":true,\"includePolicy\":true,\"initialStones\":[],"
           "\"initialPlayer\":\"B\",\"moves\":[%s],\"overrideSettings\":"
           "{\"reportAnalysisWinratesAs\":\"%s\",\"maxTime\":30.0%s},\"id\":\"%s\"}",
           turns, visits, list, perspective, extra, id);
  return q;
}

/* The position after the game's first turn moves; returns who moves. */
static int replay(struct board *b, int turn)
{
  board_clear(b, 9);
  int color = BLACK;
  for (int k = 0; k < turn; k++) {
    color = game_moves[2 * k][0] == 'B' ? BLACK : WHITE;
    ck_assert(play_move(b, vertex_to_pos(b, game_moves[2 * k + 1]), color));
    color = OTHER_COLOR(color);
  }
  return color;
}

static void check_board_values(json_t *list, double low, double high)
{
  ck_assert_msg(json_is_array(list) && json_array_size(list) == 81,
                "ownership array of %zu values", json_array_size(list));
  for (size_t k = 0; k < 81; k++) {
    json_t *v = json_array_get(list, k);
    ck_assert(json_is_number(v));
    ck_assert_msg(json_number_value(v) >= low && json_number_value(v) <= high,
                  "value %g out of range", json_number_value(v));
  }
}

/* The pv: vertices playable one after the other, the move first. */
static void check_pv(json_t *pv, const struct board *position, int color, const char *move)
{
  struct board *b = board_new(9);
  board_copy(b, position);
  ck_assert_msg(json_is_array(pv) && json_array_size(pv) >= 1, "empty pv");
  ck_assert_str_eq(json_string_value(json_array_get(pv, 0)), move);
  for (size_t k = 0; k < json_array_size(pv); k++) {
    const char *vertex = json_string_value(json_array_get(pv, k));
    int pos = vertex ? vertex_to_pos(b, vertex) : -1;
    ck_assert_msg(pos >= 0 && (pos == PASS_MOVE || is_legal_move(b, pos, color)),
                  "pv move %zu %s is not legal", k, vertex ? vertex : "?");
    play_move(b, pos, color);
    color = OTHER_COLOR(color);
  }
  board_free(b);
}

/* What check_analysis learned. */
struct summary {
  long root_visits;
  double root_winrate;
  double root_lead;
  double best_winrate;
  double best_lead;
  char best_move[8];
  int moves;
};

/* One moveInfos entry at order k. */
static void check_move_info(json_t *m, int k, const struct board *b, int color,
                            int same_side, long *previous_visits)
{
  const char *move = string_field(m, "move");
  int pos = vertex_to_pos(b, move);
  ck_assert_msg(pos >= 0 && (pos == PASS_MOVE || is_legal_move(b, pos, color)),
                "candidate %s is illegal", move);
  long visits = integer_field(m, "visits");
  ck_assert_msg(visits >= 1 && visits <= *previous_visits, "visits %ld out of order", visits);
  *previous_visits = visits;
  ck_assert_int_eq(integer_field(m, "edgeVisits"), visits);
  ck_assert(number_field(m, "weight") == visits);
  ck_assert_int_eq(integer_field(m, "order"), k);
  double winrate = number_field(m, "winrate"), lcb = number_field(m, "lcb");
  ck_assert(winrate >= 0.0 && winrate <= 1.0);
  /* The bound is below the win rate for the side to move, so above it
   * when the report is for the other side. */
  ck_assert_msg(same_side ? lcb <= winrate : lcb >= winrate, "lcb %g, winrate %g", lcb,
                winrate);
  double lead = number_field(m, "scoreLead");
  ck_assert(number_field(m, "scoreMean") == lead && number_field(m, "scoreSelfplay") == lead);
  ck_assert(number_field(m, "scoreStdev") >= 0.0 && fabs(lead) <= 81.0 + 7.0);
  double prior = number_field(m, "prior");
  ck_assert(prior > 0.0 && prior <= 1.0);
  double utility = number_field(m, "utility");
  ck_assert(utility >= -1.3 && utility <= 1.3);
  ck_assert(json_is_number(json_object_get(m, "utilityLcb")));
  check_pv(json_object_get(m, "pv"), b, color, move);
  check_board_values(json_object_get(m, "ownership"), -1.0, 1.0);
}

/* A complete answer for turn of the game, reported for `side` (BLACK or
 * WHITE; EMPTY: the side to move). */
static struct summary check_analysis(json_t *a, const char *id, int turn, int side)
{
  struct summary s;
  memset(&s, 0, sizeof s);
  struct board *b = board_new(9);
  int color = replay(b, turn);
  int same_side = side == EMPTY || side == color;
  ck_assert_str_eq(string_field(a, "id"), id);
  ck_assert(json_is_false(json_object_get(a, "isDuringSearch")));
  ck_assert_int_eq(integer_field(a, "turnNumber"), turn);
  json_t *infos = json_object_get(a, "moveInfos");
  ck_assert(json_is_array(infos) && json_array_size(infos) >= 2);
  long previous = 1L << 40, total = 0;
  double priors = 0.0;
  for (size_t k = 0; k < json_array_size(infos); k++) {
    json_t *m = json_array_get(infos, k);
    check_move_info(m, (int) k, b, color, same_side, &previous);
    total += integer_field(m, "visits");
    priors += number_field(m, "prior");
  }
  ck_assert_msg(priors <= 1.0 + 1e-6, "priors of the candidates sum to %g", priors);
  json_t *first = json_array_get(infos, 0);
  snprintf(s.best_move, sizeof s.best_move, "%s", string_field(first, "move"));
  s.best_winrate = number_field(first, "winrate");
  s.best_lead = number_field(first, "scoreLead");
  s.moves = (int) json_array_size(infos);
  json_t *root = json_object_get(a, "rootInfo");
  ck_assert(json_is_object(root));
  ck_assert_str_eq(string_field(root, "currentPlayer"), color == BLACK ? "B" : "W");
  s.root_visits = integer_field(root, "visits");
  ck_assert_msg(s.root_visits >= total, "root visits %ld, candidates %ld", s.root_visits,
                total);
  s.root_winrate = number_field(root, "winrate");
  s.root_lead = number_field(root, "scoreLead");
  ck_assert(s.root_winrate >= 0.0 && s.root_winrate <= 1.0);
  ck_assert(number_field(root, "scoreStdev") >= 0.0);
  ck_assert(strlen(string_field(root, "thisHash")) > 0);
  check_board_values(json_object_get(a, "ownership"), -1.0, 1.0);
  /* The policy: a value per point from the top left, the pass last; -1
   * exactly on the occupied points, the rest a distribution. */
  json_t *policy = json_object_get(a, "policy");
  ck_assert(json_is_array(policy) && json_array_size(policy) == 82);
  double sum = 0.0;
  for (int i = 0; i < 9; i++)
    for (int j = 0; j < 9; j++) {
      double p = json_number_value(json_array_get(policy, (size_t) (9 * i + j)));
      ck_assert_msg((p == -1.0) == (b->board[POS(i, j)] != EMPTY),
                    "policy %g at row %d column %d", p, i, j);
      sum += p > 0.0 ? p : 0.0;
    }
  sum += json_number_value(json_array_get(policy, 81));
  ck_assert_msg(fabs(sum - 1.0) < 1e-5, "the policy sums to %g", sum);
  board_free(b);
  return s;
}

START_TEST(test_katrain_session)
{
  start_engine();
  send_line("{\"id\":\"QUERY:0\",\"action\":\"query_version\"}");
  json_t *v = read_json(TIMEOUT);
  ck_assert_str_eq(string_field(v, "id"), "QUERY:0");
  ck_assert_str_eq(string_field(v, "action"), "query_version");
  ck_assert_str_eq(string_field(v, "version"), PACKAGE_VERSION);
  ck_assert(strlen(string_field(v, "git_hash")) > 0);
  json_decref(v);

  /* KaTrain's own query: a warning for the setting Hane lacks, then the
   * answer, White to move, reported for Black. */
  char *q = katrain_query("QUERY:1", 5, "[5]", 400, "BLACK", ",\"wideRootNoise\":0.04");
  send_line(q);
  free(q);
  json_t *w = read_json(TIMEOUT);
  ck_assert_str_eq(string_field(w, "id"), "QUERY:1");
  ck_assert_str_eq(string_field(w, "field"), "overrideSettings");
  ck_assert_str_eq(string_field(w, "warning"), "Unknown config params: wideRootNoise");
  json_decref(w);
  json_t *a = read_json(TIMEOUT);
  struct summary black = check_analysis(a, "QUERY:1", 5, BLACK);
  ck_assert_int_eq(black.root_visits, 400);   /* one thread with --seed: exact */
  json_decref(a);

  /* The same position for the side to move: the same search turned
   * round. */
  q = katrain_query("QUERY:2", 5, "[5]", 400, "SIDETOMOVE", "");
  send_line(q);
  free(q);
  a = read_json(TIMEOUT);
  struct summary white = check_analysis(a, "QUERY:2", 5, EMPTY);
  ck_assert_str_eq(white.best_move, black.best_move);
  ck_assert_int_eq(white.moves, black.moves);
  ck_assert_msg(fabs(white.best_winrate - (1.0 - black.best_winrate)) < 1e-7,
                "%g and %g", white.best_winrate, black.best_winrate);
  ck_assert(fabs(white.best_lead + black.best_lead) < 1e-6);
  ck_assert(fabs(white.root_winrate - (1.0 - black.root_winrate)) < 1e-7);
  ck_assert(fabs(white.root_lead + black.root_lead) < 1e-6);
  json_decref(a);

  /* Several turns of one query (repeats dropped), in order, each its own
   * position. */
  q = katrain_query("QUERY:3", -1, "[2,0,8,2]", 200, "BLACK", "");
  send_line(q);
  free(q);
  static const int turns[] = {0, 2, 8};
  for (int k = 0; k < 3; k++) {
    a = read_json(TIMEOUT);
    check_analysis(a, "QUERY:3", turns[k], BLACK);
    json_decref(a);
  }
  stop_engine();
}
END_TEST

/* Higher priority first, the earlier query first among equals. */
START_TEST(test_priorities)
{
  start_engine();
  send_line("{\"id\":\"A\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,"
            "\"boardYSize\":9,\"maxVisits\":3000,\"priority\":10}\n"
            "{\"id\":\"B\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,"
            "\"boardYSize\":9,\"maxVisits\":50}\n"
            "{\"id\":\"C\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,"
            "\"boardYSize\":9,\"maxVisits\":50,\"priority\":5}\n"
            "{\"id\":\"D\",\"moves\":[[\"B\",\"C3\"]],\"rules\":\"chinese\",\"boardXSize\":9,"
            "\"boardYSize\":9,\"maxVisits\":50,\"analyzeTurns\":[1,0],\"priorities\":[5,7]}");
  const char *expected[][2] = {{"A", "0"}, {"D", "0"}, {"C", "0"}, {"D", "1"}, {"B", "0"}};
  for (int k = 0; k < 5; k++) {
    json_t *a = read_json(TIMEOUT);
    ck_assert_str_eq(string_field(a, "id"), expected[k][0]);
    ck_assert_int_eq(integer_field(a, "turnNumber"), atoi(expected[k][1]));
    ck_assert(json_array_size(json_object_get(a, "moveInfos")) >= 1);
    json_decref(a);
  }
  stop_engine();
}
END_TEST

/* The root's visits in an answer (0 when it has no rootInfo). */
static long root_visits(json_t *a)
{
  json_t *root = json_object_get(a, "rootInfo");
  return root != NULL ? integer_field(root, "visits") : 0;
}

/* terminate stops a running search (its answer has what was found) and
 * drops waiting turns (answered noResults); partial reports come while
 * a search runs.  Nothing here depends on how fast the machine is: the
 * terminate is sent once a partial report shows visits, and the work
 * the engine does after it is bounded in its own CPU time. */
START_TEST(test_terminate_and_partial_reports)
{
  start_engine();
  send_line("{\"id\":\"long\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":19,"
            "\"boardYSize\":19,\"maxVisits\":100000000,\"reportDuringSearchEvery\":0.1}");
  send_line("{\"id\":\"later\",\"moves\":[[\"B\",\"Q16\"]],\"rules\":\"chinese\","
            "\"boardXSize\":19,\"boardYSize\":19,\"analyzeTurns\":[0,1]}");
  /* Partial reports until one has found something. */
  long found = 0;
  json_t *a;
  while (found == 0) {
    a = read_json(TIMEOUT);
    ck_assert_str_eq(string_field(a, "id"), "long");
    ck_assert(json_is_true(json_object_get(a, "isDuringSearch")));
    found = root_visits(a);
    ck_assert(found == 0 || json_array_size(json_object_get(a, "moveInfos")) >= 1);
    json_decref(a);
  }
  double start = hane_cpu_seconds(&engine);
  send_line("{\"id\":\"stop\",\"action\":\"terminate\",\"terminateId\":\"later\","
            "\"turnNumbers\":[1]}");
  send_line("{\"id\":\"stop2\",\"action\":\"terminate\",\"terminateId\":\"long\"}");
  int echoes = 0, long_done = 0, later_dropped = 0;
  while (!(echoes == 2 && long_done && later_dropped)) {
    a = read_json(TIMEOUT);
    const char *id = string_field(a, "id");
    if (json_object_get(a, "action") != NULL) {
      ck_assert_str_eq(string_field(a, "action"), "terminate");
      ck_assert_str_eq(id, echoes == 0 ? "stop" : "stop2");
      echoes++;
    }
    else if (strcmp(id, "later") == 0) {
      ck_assert_int_eq(integer_field(a, "turnNumber"), 1);
      ck_assert(json_is_true(json_object_get(a, "noResults")));
      ck_assert(json_is_false(json_object_get(a, "isDuringSearch")));
      later_dropped = 1;
    }
    else if (!json_is_true(json_object_get(a, "isDuringSearch"))) {
      /* The final answer keeps what the search had found. */
      ck_assert_str_eq(id, "long");
      ck_assert(json_array_size(json_object_get(a, "moveInfos")) >= 1);
      ck_assert_msg(root_visits(a) >= found, "%ld visits after %ld", root_visits(a), found);
      long_done = 1;
    }
    json_decref(a);
    /* The search polls for terminate every 5 ms: a search that went on
     * would use its whole 600 s cap. */
    double spent = hane_cpu_seconds(&engine) - start;
    ck_assert_msg(start < 0 || spent < 10.0, "%g CPU s after terminate", spent);
  }
  /* Turn 0 of "later" was not terminated: it is analysed. */
  a = read_json(TIMEOUT);
  ck_assert_str_eq(string_field(a, "id"), "later");
  ck_assert_int_eq(integer_field(a, "turnNumber"), 0);
  ck_assert(json_is_false(json_object_get(a, "isDuringSearch")));
  ck_assert(json_array_size(json_object_get(a, "moveInfos")) >= 1);
  json_decref(a);
  stop_engine();
}
END_TEST

/* Bad queries get an error line, the engine goes on. */
START_TEST(test_errors_leave_the_engine_running)
{
  static const struct {
    const char *query;
    const char *id;          /* NULL: a general error */
    const char *field;
    const char *error;
  } cases[] = {
    {"{\"id\":\"x\",\"moves\":[", NULL, NULL, NULL},
    {"[1,2,3]", NULL, NULL, "Request line was valid json but was not an object"},
    {"{\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":9}", NULL, NULL,
     "Request must have a string \"id\" field"},
    {"{\"id\":\"e1\",\"moves\":[[\"B\",\"E5\"],[\"W\",\"E5\"]],\"rules\":\"chinese\","
     "\"boardXSize\":9,\"boardYSize\":9}", "e1", "moves", "Illegal move 1: E5"},
    {"{\"id\":\"e2\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":30,\"boardYSize\":30}",
     "e2", "boardXSize", "Must be an integer from 1 to 25"},
    {"{\"id\":\"e3\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":13}",
     "e3", "boardYSize", "Hane plays on square boards only (9x13 asked)"},
    {"{\"id\":\"e4\",\"moves\":[],\"boardXSize\":9,\"boardYSize\":9}", "e4", "rules", NULL},
    {"{\"id\":\"e5\",\"moves\":[[\"B\",\"Z99\"]],\"rules\":\"chinese\",\"boardXSize\":9,"
     "\"boardYSize\":9}", "e5", "moves", "Could not parse board location: Z99"},
    {"{\"id\":\"e6\",\"moves\":[],\"rules\":\"chinese\",\"boardXSize\":9,\"boardYSize\":9,"
     "\"analyzeTurns\":[3]}", "e6", "analyzeTurns", "Invalid turn number at entry 0"},
    {"{\"id\":\"e7\",\"moves\":[],\"rules\":\"chinese\",\"komi\":6.3,\"boardXSize\":9,"
     "\"boardYSize\":9}", "e7", "komi", NULL},
    {"{\"id\":\"e8\",\"action\":\"dance\"}", "e8", "action", NULL},
    {"{\"id\":\"e9\",\"action\":\"terminate\"}", "e9", "terminateId", NULL},
  };
  start_engine();
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
    send_line(cases[k].query);
    json_t *a = read_json(TIMEOUT);
    ck_assert_msg(json_is_string(json_object_get(a, "error")), "case %zu: no error", k);
    if (cases[k].error != NULL)
      ck_assert_str_eq(string_field(a, "error"), cases[k].error);
    if (cases[k].id == NULL)
      ck_assert_msg(json_object_get(a, "id") == NULL && json_object_size(a) == 1,
                    "case %zu: a general error has no other field", k);
    else {
      ck_assert_str_eq(string_field(a, "id"), cases[k].id);
      ck_assert_str_eq(string_field(a, "field"), cases[k].field);
    }
    json_decref(a);
  }
  /* A line longer than the limit, then a good query. */
  size_t n = (1u << 20) + 100;
  char *huge = malloc(n + 1);
  memset(huge, ' ', n);
  huge[0] = '{';
  huge[n - 1] = '}';
  huge[n] = '\0';
  send_line(huge);
  free(huge);
  json_t *a = read_json(TIMEOUT);
  ck_assert_str_eq(string_field(a, "error"), "Query line longer than 1048576 bytes, ignored");
  json_decref(a);
  send_line("{\"id\":\"ok\",\"moves\":[[\"B\",\"E5\"]],\"rules\":\"korean\",\"komi\":6.5,"
            "\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":100,\"frobnicate\":true}");
  a = read_json(TIMEOUT);
  ck_assert_str_eq(string_field(a, "warning"), "Unexpected or unused field, ignored");
  ck_assert_str_eq(string_field(a, "field"), "frobnicate");
  json_decref(a);
  a = read_json(TIMEOUT);
  ck_assert_str_eq(string_field(a, "id"), "ok");
  ck_assert_int_eq(integer_field(a, "turnNumber"), 1);
  ck_assert_int_eq(integer_field(json_object_get(a, "rootInfo"), "visits"), 100);
  json_decref(a);
  stop_engine();
}
END_TEST

/* At the end of the input the queued turns are still answered. */
START_TEST(test_end_of_input_finishes_the_queue)
{
  start_engine();
  send_line("{\"id\":\"q\",\"moves\":[[\"B\",\"C3\"],[\"W\",\"G7\"]],\"rules\":\"aga\","
            "\"boardXSize\":9,\"boardYSize\":9,\"maxVisits\":100,\"analyzeTurns\":[0,1,2]}");
  ck_assert_int_eq(gtp_pipe_close_input(&engine), 0);
  for (int turn = 0; turn < 3; turn++) {
    json_t *a = read_json(TIMEOUT);
    ck_assert_str_eq(string_field(a, "id"), "q");
    ck_assert_int_eq(integer_field(a, "turnNumber"), turn);
    json_decref(a);
  }
  ck_assert_ptr_null(gtp_pipe_read_line(&engine, TIMEOUT));
  stop_engine();
}
END_TEST

int main(void)
{
  Suite *s = suite_create("analysis_json");
  TCase *tc = tcase_create("katrain");
  tcase_set_timeout(tc, 300);
  tcase_add_test(tc, test_katrain_session);
  tcase_add_test(tc, test_priorities);
  tcase_add_test(tc, test_terminate_and_partial_reports);
  tcase_add_test(tc, test_errors_leave_the_engine_running);
  tcase_add_test(tc, test_end_of_input_finishes_the_queue);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
