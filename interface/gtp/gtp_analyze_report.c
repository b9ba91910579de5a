/* Requests and report lines of the live analysis streams (see
 * gtp_analyze_report.h). */
#include <config.h>

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "gtp_analyze_report.h"
#include "interface/game/game.h"
#include "utils/numbers.h"

#define DEFAULT_INTERVAL_CS 100.0
/* Longest interval accepted (a day), so the stream still reports. */
#define MAX_INTERVAL_CS 8640000.0
/* Weight of the score in the utility, and its scale per board line. */
#define SCORE_UTILITY 0.3
#define SCORE_SCALE_PER_LINE 0.5

enum value_kind { VALUE_BOOL, VALUE_COUNT, VALUE_INTERVAL };

struct request_key {
  const char *name;
  int kata_only;             /* lz-analyze does not know it (skipped) */
  enum value_kind kind;
  size_t offset;             /* of the field in struct analyze_request */
};

static const struct request_key request_keys[] = {
  {"interval", 0, VALUE_INTERVAL, offsetof(struct analyze_request, interval_cs)},
  {"maxmoves", 0, VALUE_COUNT, offsetof(struct analyze_request, max_moves)},
  {"minmoves", 0, VALUE_COUNT, offsetof(struct analyze_request, min_moves)},
  {"ownership", 1, VALUE_BOOL, offsetof(struct analyze_request, ownership)},
  {"ownershipStdev", 1, VALUE_BOOL, offsetof(struct analyze_request, ownership_stdev)},
  {"movesOwnership", 1, VALUE_BOOL, offsetof(struct analyze_request, moves_ownership)},
  {"movesOwnershipStdev", 1, VALUE_BOOL,
   offsetof(struct analyze_request, moves_ownership_stdev)},
  {"pvVisits", 1, VALUE_BOOL, offsetof(struct analyze_request, pv_visits)},
  {"pvEdgeVisits", 1, VALUE_BOOL, offsetof(struct analyze_request, pv_edge_visits)},
  {"rootInfo", 1, VALUE_BOOL, offsetof(struct analyze_request, root_info)},
};

/* Keys followed by three words (player, vertices, depth), not one. */
static const char *const three_word_keys[] = { "avoid", "allow" };

static const struct request_key *find_key(const char *name, enum analyze_style style)
{
  for (size_t k = 0; k < sizeof request_keys / sizeof request_keys[0]; k++)
    if (strcmp(request_keys[k].name, name) == 0
        && (style == STYLE_KATA || !request_keys[k].kata_only))
      return &request_keys[k];
  return NULL;
}

static int parse_bool(const char *word, int *value)
{
  if (strcmp(word, "true") == 0 || strcmp(word, "1") == 0)
    *value = 1;
  else if (strcmp(word, "false") == 0 || strcmp(word, "0") == 0)
    *value = 0;
  else
    return 0;
  return 1;
}

static int parse_interval(const char *word, double *value)
{
  return parse_double(word, value) && *value >= 0.0 && *value <= MAX_INTERVAL_CS;
}

/* The value of a known key into r; 0 if it is not one. */
static int set_value(struct analyze_request *r, const struct request_key *key,
                     const char *word)
{
  void *field = (char *) r + key->offset;
  int count;
  switch (key->kind) {
  case VALUE_BOOL:
    return parse_bool(word, (int *) field);
  case VALUE_COUNT:
    if (!parse_int(word, &count) || count < 0)
      return 0;
    *(int *) field = count;
    return 1;
  case VALUE_INTERVAL:
    return parse_interval(word, (double *) field);
  }
  return 0;
}

static int is_three_word_key(const char *word)
{
  for (size_t k = 0; k < sizeof three_word_keys / sizeof three_word_keys[0]; k++)
    if (strcmp(word, three_word_keys[k]) == 0)
      return 1;
  return 0;
}

static void set_defaults(struct gtp *gtp, struct analyze_request *r)
{
  enum analyze_style style = r->style;
  memset(r, 0, sizeof *r);
  r->style = style;
  r->color = game_color_to_move(gtp->game);
  r->interval_cs = DEFAULT_INTERVAL_CS;
  r->max_moves = BOARD_ARRAY_SIZE;
}

int analyze_parse_request(struct gtp *gtp, char *args, struct analyze_request *r)
{
  set_defaults(gtp, r);
  char *word = gtp_next_word(&args);
  if (word && gtp_parse_color(word, &r->color))
    word = gtp_next_word(&args);
  if (word && parse_interval(word, &r->interval_cs))
    word = gtp_next_word(&args);
  for (; word != NULL; word = gtp_next_word(&args)) {
    const struct request_key *key = find_key(word, r->style);
    char *value = gtp_next_word(&args);
    if (value == NULL) {
      gtp_failure(gtp, "missing value for %s", word);
      return 0;
    }
    if (key == NULL) {
      for (int extra = is_three_word_key(word) ? 2 : 0; extra > 0; extra--)
        gtp_next_word(&args);
      continue;
    }
    if (!set_value(r, key, value)) {
      gtp_failure(gtp, "invalid value for %s", word);
      return 0;
    }
  }
  if (r->interval_cs < 1.0)
    r->interval_cs = 1.0;
  return 1;
}

double analyze_utility(double winrate, double score_lead, int board_size)
{
  double scale = SCORE_SCALE_PER_LINE * board_size;
  return 2.0 * winrate - 1.0 + SCORE_UTILITY * (2.0 / M_PI) * atan(score_lead / scale);
}

double analyze_lower_bound(double winrate, int visits)
{
  if (visits <= 0)
    return 0.0;
  double bound = winrate - 1.96 * sqrt(winrate * (1.0 - winrate) / visits);
  return bound < 0.0 ? 0.0 : bound;
}

/* ---- Report lines ------------------------------------------------------- */

/* Everything one line needs, read from the engine once. */
struct report_data {
  struct engine_candidate c[BOARD_ARRAY_SIZE];
  float values[BOARD_ARRAY_SIZE];
  float spread[BOARD_ARRAY_SIZE];
};

static void print_vertex(FILE *out, int board_size, int pos)
{
  char buf[8];
  fputs(vertex_name(board_size, pos, buf), out);
}

/* " NAME v v v ..." for every point from the top left, row by row; the
 * ownership values turned to the side of color when sign is set. */
static void print_board_values(FILE *out, const char *name, const struct board *b,
                               const float *values, int color, int sign)
{
  float s = sign && color == WHITE ? -1.0f : 1.0f;
  fprintf(out, " %s", name);
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      fprintf(out, " %.6f", s * values[POS(i, j)] + 0.0f);
}

static void print_lz_fields(FILE *out, const struct engine_candidate *c,
                            int board_size, int order)
{
  double lcb = analyze_lower_bound(c->winrate, c->visits);
  fprintf(out, " visits %d winrate %d prior %d lcb %d scoreMean %.6f scoreStdev %.6f"
          " scoreLead %.6f utility %.6f order %d pv",
          c->visits, (int) lround(c->winrate * 10000), (int) lround(c->prior * 10000),
          (int) lround(lcb * 10000), c->score_lead, c->score_stdev, c->score_lead,
          analyze_utility(c->winrate, c->score_lead, board_size), order);
}

static void print_kata_fields(FILE *out, const struct engine_candidate *c,
                              int board_size, int order)
{
  double lcb = analyze_lower_bound(c->winrate, c->visits);
  fprintf(out, " visits %d edgeVisits %d utility %.6f winrate %.6f scoreMean %.6f"
          " scoreStdev %.6f scoreLead %.6f scoreSelfplay %.6f prior %.6f lcb %.6f"
          " utilityLcb %.6f weight %d.0 order %d pv",
          c->visits, c->visits, analyze_utility(c->winrate, c->score_lead, board_size),
          c->winrate, c->score_lead, c->score_stdev, c->score_lead, c->score_lead,
          c->prior, lcb, analyze_utility(lcb, c->score_lead, board_size), c->visits,
          order);
}

/* The kata extras of one candidate after its pv. */
static void print_kata_move_extras(FILE *out, const struct analyze_request *r,
                                   struct engine *e, const struct board *b,
                                   const struct engine_candidate *c,
                                   struct report_data *d)
{
  if (r->pv_visits) {
    fputs(" pvVisits", out);
    for (int m = 0; m < c->pv_length; m++)
      fprintf(out, " %d", c->pv_visits[m]);
  }
  if (r->pv_edge_visits) {
    fputs(" pvEdgeVisits", out);
    for (int m = 0; m < c->pv_length; m++)
      fprintf(out, " %d", c->pv_visits[m]);
  }
  if (r->moves_ownership || r->moves_ownership_stdev)
    engine_move_ownership(e, c->move, d->values, d->spread);
  if (r->moves_ownership)
    print_board_values(out, "movesOwnership", b, d->values, r->color, 1);
  if (r->moves_ownership_stdev)
    print_board_values(out, "movesOwnershipStdev", b, d->spread, r->color, 0);
}

/* " rootInfo visits ..." with the same fields as a candidate's. */
static void print_root_info(FILE *out, struct engine *e, const struct board *b)
{
  struct engine_root_analysis root;
  engine_analyze_root(e, &root);
  fprintf(out, " rootInfo visits %d utility %.6f winrate %.6f scoreMean %.6f"
          " scoreStdev %.6f scoreLead %.6f scoreSelfplay %.6f weight %d.0",
          root.visits, analyze_utility(root.winrate, root.score_lead, b->board_size),
          root.winrate, root.score_lead, root.score_stdev, root.score_lead,
          root.score_lead, root.visits);
}

/* The candidates; returns how many were printed. */
static int print_candidates(FILE *out, const struct analyze_request *r,
                            struct engine *e, const struct board *b,
                            struct report_data *d)
{
  int n = engine_analyze_candidates(e, d->c, BOARD_ARRAY_SIZE);
  int shown = 0;
  for (int k = 0; k < n && shown < r->max_moves; k++) {
    const struct engine_candidate *c = &d->c[k];
    if (c->visits == 0 && shown >= r->min_moves)
      break;
    fputs(shown > 0 ? " info move " : "info move ", out);
    print_vertex(out, b->board_size, c->move);
    if (r->style == STYLE_LZ)
      print_lz_fields(out, c, b->board_size, shown);
    else
      print_kata_fields(out, c, b->board_size, shown);
    for (int m = 0; m < c->pv_length; m++) {
      putc(' ', out);
      print_vertex(out, b->board_size, c->pv[m]);
    }
    if (r->style == STYLE_KATA)
      print_kata_move_extras(out, r, e, b, c, d);
    shown++;
  }
  return shown;
}

void analyze_print_report(FILE *out, const struct analyze_request *r,
                          struct engine *e, const struct board *b)
{
  struct report_data *d = malloc(sizeof *d);
  if (d == NULL)
    return;
  int shown = print_candidates(out, r, e, b, d);
  if (shown > 0 && r->style == STYLE_KATA) {
    if (r->root_info)
      print_root_info(out, e, b);
    if (r->ownership) {
      engine_ownership(e, d->values);
      print_board_values(out, "ownership", b, d->values, r->color, 1);
    }
    if (r->ownership_stdev) {
      engine_ownership_stdev(e, d->spread);
      print_board_values(out, "ownershipStdev", b, d->spread, r->color, 0);
    }
  }
  if (shown > 0)
    putc('\n', out);
  fflush(out);
  free(d);
}
