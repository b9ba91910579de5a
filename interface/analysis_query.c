/* Reading the queries of KataGo's JSON analysis protocol (see
 * analysis_query.h), with Jansson.  Each field has a reader that either
 * stores it or reports what is wrong with it, naming the field. */
#include <config.h>

#include <ctype.h>
#include <jansson.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface/analysis_query.h"

/* KataGo's default pv length in its answers. */
#define DEFAULT_PV_LIMIT 15
/* Shortest interval between partial reports. */
#define MIN_REPORT_SECONDS 0.01

struct parse {
  json_t *root;
  struct analysis_query *q;
  struct query_report *r;
  struct board *b;           /* the position, for legality */
};

static void set_problem(struct query_problem *p, const char *field,
                        const char *format, va_list ap)
{
  snprintf(p->field, sizeof p->field, "%s", field ? field : "");
  vsnprintf(p->message, sizeof p->message, format, ap);
}

/* An error in field (the query's id is known): returns 0. */
static int fail(struct parse *p, const char *field, const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  set_problem(&p->r->problem, field, format, ap);
  va_end(ap);
  p->r->error = 1;
  p->r->error_has_id = 1;
  return 0;
}

static void warn(struct parse *p, const char *field, const char *format, ...)
{
  if (p->r->warning_count >= QUERY_MAX_WARNINGS)
    return;
  va_list ap;
  va_start(ap, format);
  set_problem(&p->r->warnings[p->r->warning_count++], field, format, ap);
  va_end(ap);
}

/* ---- Small readers -------------------------------------------------------- */

/* An integer field within [low, high] into *value; absent leaves it.  0
 * after an error. */
static int read_int(struct parse *p, const char *field, long low, long high,
                    long *value)
{
  json_t *v = json_object_get(p->root, field);
  if (v == NULL)
    return 1;
  if (!json_is_integer(v) || json_integer_value(v) < low || json_integer_value(v) > high)
    return fail(p, field, "Must be an integer from %ld to %ld", low, high);
  *value = (long) json_integer_value(v);
  return 1;
}

static int read_number(struct parse *p, json_t *object, const char *field,
                       double low, double high, double *value)
{
  json_t *v = json_object_get(object, field);
  if (v == NULL)
    return 1;
  if (!json_is_number(v) || !isfinite(json_number_value(v))
      || json_number_value(v) < low || json_number_value(v) > high)
    return fail(p, field, "Must be a number from %g to %g", low, high);
  *value = json_number_value(v);
  return 1;
}

static int read_bool(struct parse *p, const char *field, int *value)
{
  json_t *v = json_object_get(p->root, field);
  if (v == NULL)
    return 1;
  if (!json_is_boolean(v))
    return fail(p, field, "Must be a boolean");
  *value = json_is_true(v);
  return 1;
}

/* "B", "W", "b", "w", "black", "white": the colour, or EMPTY. */
static int player_of(const char *text)
{
  char lower[8];
  size_t n = strlen(text);
  if (n >= sizeof lower)
    return EMPTY;
  for (size_t k = 0; k <= n; k++)
    lower[k] = (char) tolower((unsigned char) text[k]);
  if (strcmp(lower, "b") == 0 || strcmp(lower, "black") == 0)
    return BLACK;
  if (strcmp(lower, "w") == 0 || strcmp(lower, "white") == 0)
    return WHITE;
  return EMPTY;
}

/* A GTP vertex, "pass", or "(x,y)" counted from the top left: the board
 * position, PASS_MOVE, or -1. */
static int location_of(const struct board *b, const char *text)
{
  int x, y, used = 0;
  if (text[0] == '(') {
    if (sscanf(text, "(%d,%d)%n", &x, &y, &used) != 2 || text[used] != '\0'
        || x < 0 || y < 0 || x >= b->board_size || y >= b->board_size)
      return -1;
    return POS(y, x);
  }
  return vertex_to_pos(b, text);
}

/* [player, location] pairs of field into a new array; 0 after an error. */
static int read_moves(struct parse *p, const char *field, int required,
                      struct query_move **out, int *count)
{
  json_t *list = json_object_get(p->root, field);
  *out = NULL;
  *count = 0;
  if (list == NULL)
    return required ? fail(p, field, "Must specify an array of [player, location] pairs") : 1;
  if (!json_is_array(list))
    return fail(p, field, "Must be an array of [player, location] pairs");
  size_t n = json_array_size(list);
  if (n >= MAX_MOVE_HISTORY)
    return fail(p, field, "At most %d entries", MAX_MOVE_HISTORY - 1);
  *out = calloc(n + 1, sizeof **out);
  if (*out == NULL)
    return fail(p, field, "Out of memory");
  for (size_t k = 0; k < n; k++) {
    json_t *pair = json_array_get(list, k);
    json_t *who = json_array_get(pair, 0), *where = json_array_get(pair, 1);
    if (!json_is_array(pair) || json_array_size(pair) != 2 || !json_is_string(who)
        || !json_is_string(where))
      return fail(p, field, "Entry %zu is not a [player, location] pair", k);
    int color = player_of(json_string_value(who));
    int pos = location_of(p->b, json_string_value(where));
    if (color == EMPTY)
      return fail(p, field, "Could not parse player: %.40s", json_string_value(who));
    if (pos < 0)
      return fail(p, field, "Could not parse board location: %.40s",
                  json_string_value(where));
    (*out)[k].color = color;
    (*out)[k].pos = pos;
    *count = (int) k + 1;
  }
  return 1;
}

/* ---- Rules, komi, handicap ------------------------------------------------ */

struct rules_name {
  const char *name;
  int area;                  /* area scoring */
  int bonus;                 /* white's handicap bonus: 0, -1 (N-1) or 1 (N) */
};

/* KataGo's shorthands. */
static const struct rules_name rules_names[] = {
  {"tromp-taylor", 1, 0}, {"chinese", 1, 1}, {"chinese-ogs", 1, 1},
  {"chinese-kgs", 1, 1}, {"japanese", 0, 0}, {"korean", 0, 0},
  {"stone-scoring", 1, 0}, {"aga", 1, -1}, {"bga", 1, -1},
  {"new-zealand", 1, 0}, {"aga-button", 1, -1},
};

static int read_rules(struct parse *p, int *bonus)
{
  json_t *v = json_object_get(p->root, "rules");
  if (json_is_string(v)) {
    for (size_t k = 0; k < sizeof rules_names / sizeof rules_names[0]; k++)
      if (strcasecmp(json_string_value(v), rules_names[k].name) == 0) {
        p->q->chinese_rules = rules_names[k].area;
        *bonus = rules_names[k].bonus;
        return 1;
      }
    return fail(p, "rules", "Could not parse rules: %.40s", json_string_value(v));
  }
  if (json_is_object(v)) {
    const char *scoring = json_string_value(json_object_get(v, "scoring"));
    if (scoring == NULL || (strcasecmp(scoring, "AREA") != 0
                            && strcasecmp(scoring, "TERRITORY") != 0))
      return fail(p, "rules", "Rules objects need \"scoring\": \"AREA\" or \"TERRITORY\"");
    p->q->chinese_rules = strcasecmp(scoring, "AREA") == 0;
    const char *given = json_string_value(json_object_get(v, "whiteHandicapBonus"));
    *bonus = given && strcmp(given, "N") == 0 ? 1 : given && strcmp(given, "N-1") == 0 ? -1 : 0;
    return 1;
  }
  return fail(p, "rules", "Must specify rules string, such as \"chinese\" or"
              " \"tromp-taylor\", or a JSON object with \"scoring\"");
}

/* Komi: as given (whole or half points within 150), else 7.5 for area
 * scoring and 6.5 for territory; plus white's handicap bonus. */
static int read_komi(struct parse *p, int bonus)
{
  double komi = p->q->chinese_rules ? 7.5 : 6.5;
  json_t *v = json_object_get(p->root, "komi");
  if (v != NULL) {
    if (!json_is_number(v) || !isfinite(json_number_value(v))
        || fabs(json_number_value(v)) > 150.0
        || 2.0 * json_number_value(v) != floor(2.0 * json_number_value(v)))
      return fail(p, "komi", "Must be an integer or half-integer from -150 to 150");
    komi = json_number_value(v);
  }
  const char *given = json_string_value(json_object_get(p->root, "whiteHandicapBonus"));
  if (json_object_get(p->root, "whiteHandicapBonus") != NULL) {
    if (given == NULL || (strcmp(given, "0") != 0 && strcmp(given, "N") != 0
                          && strcmp(given, "N-1") != 0))
      return fail(p, "whiteHandicapBonus", "Must be \"0\", \"N\" or \"N-1\"");
    bonus = strcmp(given, "N") == 0 ? 1 : strcmp(given, "N-1") == 0 ? -1 : 0;
  }
  /* N: Black's initial stones in a handicap position (no white ones). */
  int black = 0, white = 0;
  for (int k = 0; k < p->q->stone_count; k++)
    *(p->q->stones[k].color == BLACK ? &black : &white) += 1;
  if (white == 0 && black >= 2 && bonus != 0)
    komi += bonus > 0 ? black : black - 1;
  p->q->komi = (float) komi;
  return 1;
}

/* ---- The position --------------------------------------------------------- */

static int read_board_size(struct parse *p)
{
  long x = -1, y = -1;
  if (!read_int(p, "boardXSize", 1, MAX_BOARD, &x)
      || !read_int(p, "boardYSize", 1, MAX_BOARD, &y))
    return 0;
  if (x < 0)
    return fail(p, "boardXSize", "Must specify boardXSize, an integer from 1 to %d", MAX_BOARD);
  if (y < 0)
    return fail(p, "boardYSize", "Must specify boardYSize, an integer from 1 to %d", MAX_BOARD);
  if (x != y)
    return fail(p, "boardYSize", "Hane plays on square boards only (%ldx%ld asked)", x, y);
  p->q->board_size = (int) x;
  board_clear(p->b, (int) x);
  return 1;
}

static int read_initial_player(struct parse *p)
{
  json_t *v = json_object_get(p->root, "initialPlayer");
  p->q->initial_player = p->q->move_count > 0 ? p->q->moves[0].color : BLACK;
  if (v == NULL)
    return 1;
  if (!json_is_string(v) || player_of(json_string_value(v)) == EMPTY)
    return fail(p, "initialPlayer", "Must be \"B\" or \"W\"");
  p->q->initial_player = player_of(json_string_value(v));
  return 1;
}

/* Every stone placed and every move played on p->b: the query can be
 * analysed at every turn. */
static int replay(struct parse *p)
{
  const struct analysis_query *q = p->q;
  char vertex[8];
  p->b->superko = q->chinese_rules;
  for (int k = 0; k < q->stone_count; k++)
    if (q->stones[k].pos == PASS_MOVE || p->b->board[q->stones[k].pos] != EMPTY
        || !board_setup_stone(p->b, q->stones[k].pos, q->stones[k].color))
      return fail(p, "initialStones", "Stone %d (%s) cannot be placed", k,
                  pos_to_vertex(p->b, q->stones[k].pos, vertex));
  for (int k = 0; k < q->move_count; k++) {
    const struct query_move *m = &q->moves[k];
    if (m->pos != PASS_MOVE && !is_legal_move(p->b, m->pos, m->color))
      return fail(p, "moves", "Illegal move %d: %s", k, pos_to_vertex(p->b, m->pos, vertex));
    if (!play_move(p->b, m->pos, m->color))
      return fail(p, "moves", "Illegal move %d: %s", k, pos_to_vertex(p->b, m->pos, vertex));
  }
  return 1;
}

/* A turn to analyse with its priority and its place in the query. */
struct turn_entry {
  long turn;
  long priority;
  size_t index;
};

static int by_turn_then_index(const void *a, const void *b)
{
  const struct turn_entry *x = a, *y = b;
  if (x->turn != y->turn)
    return x->turn < y->turn ? -1 : 1;
  return (x->index > y->index) - (x->index < y->index);
}

/* Entry k of analyzeTurns and priorities (or the defaults), checked. */
static int read_turn_entry(struct parse *p, json_t *list, json_t *each, size_t k,
                           long priority, struct turn_entry *e)
{
  json_t *t = list ? json_array_get(list, k) : NULL;
  json_t *pr = each ? json_array_get(each, k) : NULL;
  e->index = k;
  e->turn = list == NULL ? p->q->move_count
                         : json_is_integer(t) ? (long) json_integer_value(t) : -1;
  e->priority = each == NULL ? priority
                             : json_is_integer(pr) ? (long) json_integer_value(pr) : 1L << 40;
  if (e->turn < 0 || e->turn > p->q->move_count)
    return fail(p, "analyzeTurns", "Invalid turn number at entry %zu", k);
  if (e->priority < -(1L << 30) || e->priority > (1L << 30))
    return fail(p, "priorities", "Invalid priority at entry %zu", k);
  return 1;
}

/* analyzeTurns (default: the last), in ascending order without repeats
 * (a repeat keeps the first priority), with priority or priorities. */
static int read_turns(struct parse *p)
{
  struct analysis_query *q = p->q;
  json_t *list = json_object_get(p->root, "analyzeTurns");
  json_t *each = json_object_get(p->root, "priorities");
  long priority = 0;
  if (!read_int(p, "priority", -(1L << 30), 1L << 30, &priority))
    return 0;
  if (list != NULL && (!json_is_array(list) || json_array_size(list) == 0
                       || json_array_size(list) > 2 * ((size_t) q->move_count + 1)))
    return fail(p, "analyzeTurns", "Must be an array of turn numbers from 0 to %d",
                q->move_count);
  if (each != NULL && json_object_get(p->root, "priority") != NULL)
    return fail(p, "priority", "Cannot specify both priority and priorities");
  if (each != NULL && (list == NULL || !json_is_array(each)
                       || json_array_size(each) != json_array_size(list)))
    return fail(p, "priorities", "Must be an array as long as analyzeTurns");
  size_t n = list ? json_array_size(list) : 1;
  struct turn_entry *entries = calloc(n, sizeof entries[0]);
  q->turns = calloc(n, sizeof q->turns[0]);
  q->priorities = calloc(n, sizeof q->priorities[0]);
  int ok = entries != NULL && q->turns != NULL && q->priorities != NULL;
  if (!ok)
    fail(p, "analyzeTurns", "Out of memory");
  for (size_t k = 0; ok && k < n; k++)
    ok = read_turn_entry(p, list, each, k, priority, &entries[k]);
  if (ok) {
    qsort(entries, n, sizeof entries[0], by_turn_then_index);
    for (size_t k = 0; k < n; k++)
      if (q->turn_count == 0 || entries[k].turn != q->turns[q->turn_count - 1]) {
        q->turns[q->turn_count] = (int) entries[k].turn;
        q->priorities[q->turn_count++] = (int) entries[k].priority;
      }
  }
  free(entries);
  return ok;
}

/* ---- Settings ------------------------------------------------------------- */

static int read_perspective(struct parse *p, json_t *v)
{
  const char *text = json_string_value(v);
  if (text != NULL && strcasecmp(text, "BLACK") == 0)
    p->q->perspective = BLACK;
  else if (text != NULL && strcasecmp(text, "WHITE") == 0)
    p->q->perspective = WHITE;
  else if (text != NULL && strcasecmp(text, "SIDETOMOVE") == 0)
    p->q->perspective = EMPTY;
  else
    return fail(p, "overrideSettings",
                "reportAnalysisWinratesAs must be \"BLACK\", \"WHITE\" or \"SIDETOMOVE\"");
  return 1;
}

/* overrideSettings: the few of KataGo's parameters Hane has; a warning
 * names the others. */
static int read_settings(struct parse *p)
{
  json_t *settings = json_object_get(p->root, "overrideSettings");
  char unknown[200] = "";
  const char *key;
  json_t *v;
  if (settings == NULL)
    return 1;
  if (!json_is_object(settings))
    return fail(p, "overrideSettings", "Must be an object");
  json_object_foreach(settings, key, v) {
    double number = 0.0;
    if (strcmp(key, "reportAnalysisWinratesAs") == 0) {
      if (!read_perspective(p, v))
        return 0;
    }
    else if (strcmp(key, "maxTime") == 0) {
      if (!read_number(p, settings, key, 0.0, 1e9, &number))
        return 0;
      p->q->max_time = number < QUERY_MAX_SECONDS ? number : QUERY_MAX_SECONDS;
    }
    else if (strcmp(key, "maxVisits") == 0 || strcmp(key, "maxPlayouts") == 0) {
      if (!read_number(p, settings, key, 1.0, 1e15, &number))
        return 0;
      p->q->max_visits = number < QUERY_MAX_VISITS ? (long) number : QUERY_MAX_VISITS;
    }
    else if (strlen(unknown) + strlen(key) + 2 < sizeof unknown)
      snprintf(unknown + strlen(unknown), sizeof unknown - strlen(unknown), "%s%s",
               unknown[0] ? "," : "", key);
  }
  if (unknown[0])
    warn(p, "overrideSettings", "Unknown config params: %s", unknown);
  return 1;
}

static int read_includes(struct parse *p)
{
  struct analysis_query *q = p->q;
  return read_bool(p, "includeOwnership", &q->include_ownership)
         && read_bool(p, "includeOwnershipStdev", &q->include_ownership_stdev)
         && read_bool(p, "includeMovesOwnership", &q->include_moves_ownership)
         && read_bool(p, "includeMovesOwnershipStdev", &q->include_moves_ownership_stdev)
         && read_bool(p, "includePolicy", &q->include_policy)
         && read_bool(p, "includePVVisits", &q->include_pv_visits);
}

/* avoidMoves or allowMoves: [{"player", "moves", "untilDepth"}] into the
 * root mask of that player (allow: everything else is avoided).  Hane
 * applies them at the root, whatever the depth. */
static int read_move_mask(struct parse *p, const char *field, int allow)
{
  json_t *list = json_object_get(p->root, field);
  if (list == NULL)
    return 1;
  if (!json_is_array(list) || json_array_size(list) == 0
      || (allow && json_array_size(list) != 1))
    return fail(p, field, "Must be a list of dicts with subfields 'player', 'moves',"
                " 'untilDepth'%s", allow ? " (one dict)" : "");
  if (p->q->avoid == NULL && (p->q->avoid = calloc(BOARD_ARRAY_SIZE, 1)) == NULL)
    return fail(p, field, "Out of memory");
  for (size_t k = 0; k < json_array_size(list); k++) {
    json_t *entry = json_array_get(list, k);
    json_t *moves = json_object_get(entry, "moves");
    json_t *depth = json_object_get(entry, "untilDepth");
    const char *who = json_string_value(json_object_get(entry, "player"));
    if (!json_is_object(entry) || who == NULL || player_of(who) == EMPTY
        || !json_is_array(moves) || !json_is_integer(depth) || json_integer_value(depth) < 1
        || (k > 0 && player_of(who) != p->q->avoid_color))
      return fail(p, field, "Must be a list of dicts with subfields 'player', 'moves',"
                  " 'untilDepth' (one player)");
    p->q->avoid_color = player_of(who);
    if (allow)
      memset(p->q->avoid, 1, BOARD_ARRAY_SIZE);
    for (size_t j = 0; j < json_array_size(moves); j++) {
      const char *text = json_string_value(json_array_get(moves, j));
      int pos = text ? location_of(p->b, text) : -1;
      if (pos < 0)
        return fail(p, field, "Could not parse board location: %.40s", text ? text : "");
      p->q->avoid[pos] = !allow;
    }
  }
  return 1;
}

/* ---- Unknown fields ------------------------------------------------------- */

/* Fields of KataGo's queries: Hane reads most; the search knobs it has no
 * use for (rootFpuReductionMax, rootPolicyTemperature,
 * includeNoResultValue, firstReportDuringSearchAfter) are accepted. */
static const char *const known_fields[] = {
  "id", "action", "terminateId", "turnNumbers", "boardXSize", "boardYSize",
  "initialStones", "moves", "initialPlayer", "analyzeTurns", "priorities", "rules",
  "komi", "whiteHandicapBonus", "overrideSettings", "maxVisits", "analysisPVLen",
  "rootFpuReductionMax", "rootPolicyTemperature", "includeMovesOwnership",
  "includeMovesOwnershipStdev", "includeOwnership", "includeOwnershipStdev",
  "includePolicy", "includePVVisits", "includeNoResultValue", "reportDuringSearchEvery",
  "firstReportDuringSearchAfter", "priority", "allowMoves", "avoidMoves", NULL
};

static void warn_unknown_fields(struct parse *p)
{
  const char *key;
  json_t *v;
  json_object_foreach(p->root, key, v) {
    int known = 0;
    for (int k = 0; known_fields[k] && !known; k++)
      known = strcmp(known_fields[k], key) == 0;
    if (!known)
      warn(p, key, "Unexpected or unused field, ignored");
  }
}

/* ---- Queries -------------------------------------------------------------- */

static int read_position_query(struct parse *p, long default_visits)
{
  struct analysis_query *q = p->q;
  int bonus = 0;
  long visits = default_visits, pv_limit = DEFAULT_PV_LIMIT;
  double report_every = 0.0;
  q->kind = QUERY_ANALYZE;
  q->perspective = BLACK;
  if (!read_board_size(p) || !read_rules(p, &bonus)
      || !read_moves(p, "initialStones", 0, &q->stones, &q->stone_count)
      || !read_moves(p, "moves", 1, &q->moves, &q->move_count)
      || !read_komi(p, bonus) || !read_initial_player(p) || !read_turns(p)
      || !read_int(p, "maxVisits", 1, 1L << 50, &visits)
      || !read_int(p, "analysisPVLen", 1, QUERY_MAX_PV, &pv_limit)
      || !read_number(p, p->root, "reportDuringSearchEvery", MIN_REPORT_SECONDS, 1e9,
                      &report_every)
      || !read_includes(p))
    return 0;
  q->max_visits = visits < QUERY_MAX_VISITS ? visits : QUERY_MAX_VISITS;
  q->pv_limit = (int) pv_limit;
  q->report_every = report_every;
  if (!read_settings(p) || !read_move_mask(p, "avoidMoves", 0)
      || !read_move_mask(p, "allowMoves", 1))
    return 0;
  if (json_object_get(p->root, "avoidMoves") && json_object_get(p->root, "allowMoves"))
    return fail(p, "allowMoves", "Cannot specify both allowMoves and avoidMoves");
  warn_unknown_fields(p);
  return replay(p);
}

/* turnNumbers of terminate and terminate_all, if given. */
static int read_terminate_turns(struct parse *p)
{
  json_t *list = json_object_get(p->root, "turnNumbers");
  if (list == NULL)
    return 1;
  if (!json_is_array(list) || json_array_size(list) > MAX_MOVE_HISTORY)
    return fail(p, "turnNumbers", "If provided, must be an array of integers indicating"
                " turns to terminate");
  p->q->terminate_has_turns = 1;
  p->q->turns = calloc(json_array_size(list) + 1, sizeof p->q->turns[0]);
  if (p->q->turns == NULL)
    return fail(p, "turnNumbers", "Out of memory");
  for (size_t k = 0; k < json_array_size(list); k++) {
    json_t *t = json_array_get(list, k);
    if (!json_is_integer(t) || json_integer_value(t) < 0
        || json_integer_value(t) >= MAX_MOVE_HISTORY)
      return fail(p, "turnNumbers", "If provided, must be an array of integers"
                  " indicating turns to terminate");
    p->q->turns[p->q->turn_count++] = (int) json_integer_value(t);
  }
  return 1;
}

static int read_action(struct parse *p, const char *action)
{
  struct analysis_query *q = p->q;
  if (strcmp(action, "query_version") == 0) {
    q->kind = QUERY_VERSION;
    json_object_set_new(p->root, "version", json_string(PACKAGE_VERSION));
    json_object_set_new(p->root, "git_hash", json_string("<omitted>"));
  }
  else if (strcmp(action, "clear_cache") == 0)
    q->kind = QUERY_CLEAR_CACHE;
  else if (strcmp(action, "terminate") == 0 || strcmp(action, "terminate_all") == 0) {
    q->kind = action[9] ? QUERY_TERMINATE_ALL : QUERY_TERMINATE;
    const char *target = json_string_value(json_object_get(p->root, "terminateId"));
    if (q->kind == QUERY_TERMINATE && target == NULL)
      return fail(p, "terminateId", "Requests for a terminate action must have a string"
                  " \"terminateId\" field");
    if (target != NULL && (q->terminate_id = strdup(target)) == NULL)
      return fail(p, "terminateId", "Out of memory");
    if (!read_terminate_turns(p))
      return 0;
  }
  else
    return fail(p, "action", "'action' field must be 'query_version', 'clear_cache',"
                " 'terminate' or 'terminate_all'");
  q->echo = json_dumps(p->root, JSON_COMPACT | JSON_PRESERVE_ORDER);
  return q->echo != NULL || fail(p, "action", "Out of memory");
}

static void general_error(struct query_report *r, const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  set_problem(&r->problem, NULL, format, ap);
  va_end(ap);
  r->error = 1;
  r->error_has_id = 0;
}

/* The id of a JSON object line, checked; NULL after a general error. */
static const char *read_id(json_t *root, struct query_report *r)
{
  json_t *id = json_object_get(root, "id");
  if (!json_is_string(id)) {
    general_error(r, "Request must have a string \"id\" field");
    return NULL;
  }
  if (strlen(json_string_value(id)) > QUERY_MAX_ID) {
    general_error(r, "The \"id\" field is longer than %d bytes", QUERY_MAX_ID);
    return NULL;
  }
  return json_string_value(id);
}

struct analysis_query *analysis_query_parse(const char *line, size_t length,
                                            long default_visits,
                                            struct query_report *report,
                                            char **id_out)
{
  json_error_t error;
  memset(report, 0, sizeof *report);
  *id_out = NULL;
  json_t *root = json_loadb(line, length, JSON_REJECT_DUPLICATES, &error);
  if (root == NULL) {
    general_error(report, "Could not parse input line as json request: %s (column %d)",
                  error.text, error.column);
    return NULL;
  }
  const char *id = json_is_object(root) ? read_id(root, report) : NULL;
  if (!json_is_object(root))
    general_error(report, "Request line was valid json but was not an object");
  struct analysis_query *q = id ? calloc(1, sizeof *q) : NULL;
  struct board *b = q ? board_new(MAX_BOARD) : NULL;
  int ok = 0;
  if (id != NULL && (q == NULL || b == NULL || (q->id = strdup(id)) == NULL))
    general_error(report, "Out of memory");
  else if (id != NULL) {
    struct parse p = { root, q, report, b };
    const char *action = json_string_value(json_object_get(root, "action"));
    ok = action ? read_action(&p, action) : read_position_query(&p, default_visits);
  }
  if (!ok && id != NULL)
    *id_out = strdup(id);
  board_free(b);
  json_decref(root);
  if (!ok) {
    analysis_query_free(q);
    return NULL;
  }
  return q;
}

void analysis_query_free(struct analysis_query *q)
{
  if (q == NULL)
    return;
  free(q->id);
  free(q->stones);
  free(q->moves);
  free(q->turns);
  free(q->priorities);
  free(q->avoid);
  free(q->terminate_id);
  free(q->echo);
  free(q);
}

int analysis_query_position(const struct analysis_query *q, int turn,
                            struct board *b)
{
  board_clear(b, q->board_size);
  b->komi = q->komi;
  b->superko = q->chinese_rules;
  for (int k = 0; k < q->stone_count; k++)
    board_setup_stone(b, q->stones[k].pos, q->stones[k].color);
  for (int k = 0; k < turn && k < q->move_count; k++)
    play_move(b, q->moves[k].pos, q->moves[k].color);
  return turn == 0 ? q->initial_player : OTHER_COLOR(q->moves[turn - 1].color);
}
