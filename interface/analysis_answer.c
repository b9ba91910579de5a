/* Building the JSON answers of the analysis engine (see analysis_answer.h).
 * The engine's figures are for the side to move; the query's perspective
 * (reportAnalysisWinratesAs) may turn them to Black's or White's side. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface/analysis_answer.h"
#include "interface/gtp/gtp_analyze_report.h"

/* Significant digits of the numbers in answers. */
#define ANSWER_DIGITS 8

/* Numbers for the side to move turned to the query's side. */
struct side {
  int flip;                  /* the report's side is not the side to move */
  int ownership_sign;        /* engine ownership (+1 Black) to that side */
};

static struct side side_of(const struct analysis_query *q, int color)
{
  struct side s;
  int reported = q->perspective == EMPTY ? color : q->perspective;
  s.flip = reported != color;
  s.ownership_sign = reported == BLACK ? 1 : -1;
  return s;
}

static double rate(const struct side *s, double value)
{
  return s->flip ? 1.0 - value : value;
}

static double points(const struct side *s, double value)
{
  return s->flip ? -value : value;
}

static json_t *vertex(const struct board *b, int pos)
{
  char buf[8];
  return json_string(pos_to_vertex(b, pos, buf));
}

/* One value per point, row by row from the top left (A19 first). */
static json_t *board_values(const struct board *b, const float *values, double sign)
{
  json_t *list = json_array();
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      json_array_append_new(list, json_real(sign * values[POS(i, j)] + 0.0));
  return list;
}

/* The figures KataGo gives a move and the root alike. */
static void add_figures(json_t *o, const struct side *s, int board_size, int visits,
                        double winrate, double lead, double stdev)
{
  double lcb = analyze_lower_bound(winrate, visits);
  double utility = analyze_utility(winrate, lead, board_size);
  double utility_lcb = analyze_utility(lcb, lead, board_size);
  json_object_set_new(o, "visits", json_integer(visits));
  json_object_set_new(o, "edgeVisits", json_integer(visits));
  json_object_set_new(o, "winrate", json_real(rate(s, winrate)));
  json_object_set_new(o, "scoreMean", json_real(points(s, lead)));
  json_object_set_new(o, "scoreStdev", json_real(stdev));
  json_object_set_new(o, "scoreLead", json_real(points(s, lead)));
  json_object_set_new(o, "scoreSelfplay", json_real(points(s, lead)));
  json_object_set_new(o, "utility", json_real(points(s, utility)));
  json_object_set_new(o, "lcb", json_real(rate(s, lcb)));
  json_object_set_new(o, "utilityLcb", json_real(points(s, utility_lcb)));
  json_object_set_new(o, "weight", json_real((double) visits));
}

static json_t *pv_list(const struct board *b, const struct engine_candidate *c,
                       int limit, int visits)
{
  json_t *list = json_array();
  for (int k = 0; k < c->pv_length && k < limit; k++)
    json_array_append_new(list, visits ? json_integer(c->pv_visits[k])
                                       : vertex(b, c->pv[k]));
  return list;
}

static json_t *move_info(const struct analysis_query *q, const struct side *s,
                         struct engine *e, const struct board *b,
                         const struct engine_candidate *c, int order, float *scratch)
{
  json_t *o = json_object();
  json_object_set_new(o, "move", vertex(b, c->move));
  add_figures(o, s, b->board_size, c->visits, c->winrate, c->score_lead, c->score_stdev);
  json_object_set_new(o, "prior", json_real(c->prior));
  json_object_set_new(o, "order", json_integer(order));
  json_object_set_new(o, "pv", pv_list(b, c, q->pv_limit, 0));
  if (q->include_pv_visits) {
    json_object_set_new(o, "pvVisits", pv_list(b, c, q->pv_limit, 1));
    json_object_set_new(o, "pvEdgeVisits", pv_list(b, c, q->pv_limit, 1));
  }
  if (q->include_moves_ownership || q->include_moves_ownership_stdev) {
    float *stdev = scratch + BOARD_ARRAY_SIZE;
    engine_move_ownership(e, c->move, scratch, stdev);
    if (q->include_moves_ownership)
      json_object_set_new(o, "ownership", board_values(b, scratch, s->ownership_sign));
    if (q->include_moves_ownership_stdev)
      json_object_set_new(o, "ownershipStdev", board_values(b, stdev, 1.0));
  }
  return o;
}

static json_t *root_info(const struct side *s, struct engine *e, const struct board *b,
                         int color)
{
  struct engine_root_analysis root;
  char hash[40];
  engine_analyze_root(e, &root);
  json_t *o = json_object();
  json_object_set_new(o, "currentPlayer", json_string(color == BLACK ? "B" : "W"));
  add_figures(o, s, b->board_size, root.visits, root.winrate, root.score_lead,
              root.score_stdev);
  snprintf(hash, sizeof hash, "%016llX%s", (unsigned long long) b->hash,
           color == BLACK ? "B" : "W");
  json_object_set_new(o, "thisHash", json_string(hash));
  return o;
}

/* X*Y+1 values from the top left, the pass last: each move's prior share,
 * 0 for a legal move the search leaves out, -1 for an illegal one. */
static json_t *policy_list(struct engine *e, const struct board *b, int color,
                           float *scratch)
{
  engine_analyze_policy(e, scratch);
  json_t *list = json_array();
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      double p = scratch[pos] >= 0.0f ? scratch[pos]
                 : is_legal_move(b, pos, color) ? 0.0 : -1.0;
      json_array_append_new(list, json_real(p));
    }
  json_array_append_new(list, json_real(scratch[PASS_MOVE] >= 0.0f ? scratch[PASS_MOVE] : 0.0));
  return list;
}

/* Values for every point and candidates, read once per answer. */
struct answer_scratch {
  struct engine_candidate c[BOARD_ARRAY_SIZE];
  float values[2 * BOARD_ARRAY_SIZE];
};

json_t *analysis_answer(const struct analysis_query *q, int turn, int color,
                        struct engine *e, const struct board *b, int during_search)
{
  struct answer_scratch *w = malloc(sizeof *w);
  json_t *o = json_object();
  if (w == NULL || o == NULL) {
    free(w);
    json_decref(o);
    return NULL;
  }
  struct side s = side_of(q, color);
  json_object_set_new(o, "id", json_string(q->id));
  json_object_set_new(o, "isDuringSearch", json_boolean(during_search));
  json_object_set_new(o, "turnNumber", json_integer(turn));
  int n = engine_analyze_candidates(e, w->c, BOARD_ARRAY_SIZE);
  json_t *infos = json_array();
  for (int k = 0; k < n; k++)
    json_array_append_new(infos, move_info(q, &s, e, b, &w->c[k], k, w->values));
  json_object_set_new(o, "moveInfos", infos);
  json_object_set_new(o, "rootInfo", root_info(&s, e, b, color));
  if (q->include_ownership) {
    engine_ownership(e, w->values);
    json_object_set_new(o, "ownership", board_values(b, w->values, s.ownership_sign));
  }
  if (q->include_ownership_stdev) {
    engine_ownership_stdev(e, w->values);
    json_object_set_new(o, "ownershipStdev", board_values(b, w->values, 1.0));
  }
  if (q->include_policy)
    json_object_set_new(o, "policy", policy_list(e, b, color, w->values));
  free(w);
  return o;
}

json_t *analysis_answer_no_results(const char *id, int turn)
{
  json_t *o = json_object();
  json_object_set_new(o, "id", json_string(id));
  json_object_set_new(o, "turnNumber", json_integer(turn));
  json_object_set_new(o, "isDuringSearch", json_false());
  json_object_set_new(o, "noResults", json_true());
  return o;
}

json_t *analysis_answer_problem(const char *id, const struct query_problem *p,
                                int warning)
{
  json_t *o = json_object();
  if (id != NULL) {
    json_object_set_new(o, "id", json_string(id));
    json_object_set_new(o, "field", json_string(p->field));
  }
  json_object_set_new(o, warning ? "warning" : "error", json_string(p->message));
  return o;
}

char *analysis_answer_line(const json_t *answer)
{
  char *text = json_dumps(answer, JSON_COMPACT | JSON_REAL_PRECISION(ANSWER_DIGITS));
  if (text == NULL)
    return NULL;
  size_t n = strlen(text);
  char *line = realloc(text, n + 2);
  if (line == NULL) {
    free(text);
    return NULL;
  }
  line[n] = '\n';
  line[n + 1] = '\0';
  return line;
}
