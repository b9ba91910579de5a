/* libFuzzer target: arbitrary bytes as the lines of KataGo JSON analysis
 * queries (--mode analysis, issue "Analysis for today's clients").  Each
 * line is parsed as the engine parses it; a refused line must come with
 * an error, and its error and warning answers must be JSON; each turn of
 * a good query is set up on a board, searched by the Monte Carlo engine
 * with the query's settings (avoided moves, ownership) for at most 16
 * playouts, and answered as the engine answers it, which must be one line
 * of JSON.  Actions (query_version, terminate, ...) are parsed only.
 */
// fuzz-sources: interface/analysis_query.c interface/analysis_answer.c interface/gtp/*.c interface/game/*.c sgf/*.c engine/*.c engine/*/*.c engine/board/zobrist_table.c engine/life/eye_table.c patterns/patterns_db.c patterns/policy_data.c utils/*.c
// fuzz-includes: patterns
// fuzz-exclude: engine/board/mkzobrist.c engine/life/mkeyetable.c
// fuzz-libs: -ljansson
#include <config.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "interface/analysis_answer.h"
#include "interface/analysis_query.h"
#include "fuzz/small_model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Playouts of one turn at most, and turns of one input. */
#define FUZZ_VISITS 16
#define FUZZ_TURNS 8

/* One line of JSON, without a line break inside. */
static void check_line(json_t *answer)
{
  if (answer == NULL)
    abort();
  char *line = analysis_answer_line(answer);
  if (line == NULL)
    abort();
  size_t n = strlen(line);
  if (n < 3 || line[0] != '{' || line[n - 1] != '\n' || memchr(line, '\n', n - 1) != NULL)
    abort();
  json_error_t error;
  json_t *back = json_loads(line, 0, &error);
  if (back == NULL)
    abort();
  json_decref(back);
  free(line);
  json_decref(answer);
}

static void analyse(struct engine *e, struct board *b, const struct analysis_query *q,
                    int *turns_left)
{
  for (int k = 0; k < q->turn_count && *turns_left > 0; k++, (*turns_left)--) {
    int turn = q->turns[k];
    int color = analysis_query_position(q, turn, b);
    if (color != BLACK && color != WHITE)
      abort();
    engine_set_rules(e, q->chinese_rules);
    engine_position_changed(e, b);
    engine_analyze_avoid(e, q->avoid && color == q->avoid_color ? q->avoid : NULL);
    engine_analyze_moves_ownership(e, q->include_moves_ownership
                                      || q->include_moves_ownership_stdev);
    long visits = q->max_visits > 0 && q->max_visits < FUZZ_VISITS ? q->max_visits
                                                                   : FUZZ_VISITS;
    engine_analyze_playouts(e, b, color, visits);
    check_line(analysis_answer(q, turn, color, e, b, 0));
    engine_analyze_avoid(e, NULL);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct engine_config config = {.kind = ENGINE_MCTS, .level = 0, .seed = 1, .threads = 1,
                                 .playout_cap = FUZZ_VISITS, .tree_nodes = 4096,
                                 .policy_text = fuzz_small_model,
                                 .policy_text_length = sizeof fuzz_small_model - 1,
                                 .resign_threshold = 0.1, .reproducible = 1};
  struct engine *e = engine_new(&config);
  struct board *b = board_new(19);
  if (e == NULL || b == NULL)
    abort();
  int turns_left = FUZZ_TURNS;
  const char *text = (const char *) data;
  size_t start = 0;
  while (start < size) {
    const char *newline = memchr(text + start, '\n', size - start);
    size_t length = newline ? (size_t) (newline - (text + start)) : size - start;
    struct query_report report;
    char *id = NULL;
    struct analysis_query *q = analysis_query_parse(text + start, length, FUZZ_VISITS,
                                                    &report, &id);
    if (q == NULL && !report.error)
      abort();
    for (int k = 0; k < report.warning_count; k++)
      check_line(analysis_answer_problem(q ? q->id : id, &report.warnings[k], 1));
    if (report.error)
      check_line(analysis_answer_problem(report.error_has_id ? id : NULL, &report.problem, 0));
    if (q != NULL && q->kind == QUERY_ANALYZE)
      analyse(e, b, q, &turns_left);
    analysis_query_free(q);
    free(id);
    start += length + 1;
  }
  board_free(b);
  engine_free(e);
  return 0;
}
