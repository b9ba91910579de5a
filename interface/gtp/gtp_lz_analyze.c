/* Live analysis as Leela Zero and KataGo stream it, for Sabaki, Lizzie and
 * other analysing clients:
 *
 *   lz-analyze [color] [interval] [interval N] [maxmoves N] [minmoves N]
 *   kata-analyze [color] [interval] [... ] [ownership true|false]
 *       answer "=id" at once, then one line of candidates every interval
 *       centiseconds, until the next command (or any input) arrives; then
 *       the empty line that ends the answer.
 *   lz-genmove_analyze, kata-genmove_analyze, genmove_analyze
 *       the same lines while genmove's search runs for the time the clock
 *       allows, then "play MOVE"; the move is played.
 *
 * An lz line:   info move D4 visits 120 winrate 5230 prior 4800 lcb 5101
 *               order 0 pv D4 Q16 ...  info move ...
 * (win rates and priors in 1/10000, for the side to move); kata lines give
 * them as fractions and may end with "ownership" and one value per point
 * from the top left, for the side to move. */
#include <config.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "gtp_input.h"
#include "utils/timer.h"

#define DEFAULT_INTERVAL_CS 100
/* genmove_analyze searches this share of the clock's budget in the
 * background, leaving the rest for choosing the move. */
#define SEARCH_SHARE 0.9
/* How often the input is looked at while waiting for the next report. */
#define INPUT_CHECK_SECONDS 0.02

enum analyze_style { STYLE_LZ, STYLE_KATA };

struct analyze_request {
  enum analyze_style style;
  int color;
  int interval_cs;
  int max_moves;
  int min_moves;
  int ownership;
};

/* [color] [interval] then key value pairs.  0 with the failure answered. */
static int parse_request(struct gtp *gtp, char *args, struct analyze_request *r)
{
  char *word = gtp_next_word(&args);
  int value;
  r->color = game_color_to_move(gtp->game);
  r->interval_cs = DEFAULT_INTERVAL_CS;
  r->max_moves = BOARD_ARRAY_SIZE;
  r->min_moves = 0;
  r->ownership = 0;
  if (word && gtp_parse_color(word, &r->color))
    word = gtp_next_word(&args);
  if (word && gtp_parse_int(word, &value)) {
    r->interval_cs = value;
    word = gtp_next_word(&args);
  }
  while (word != NULL) {
    char *arg = gtp_next_word(&args);
    if (arg == NULL) {
      gtp_failure(gtp, "missing value for %s", word);
      return 0;
    }
    if (strcmp(word, "ownership") == 0 && r->style == STYLE_KATA
        && (strcmp(arg, "true") == 0 || strcmp(arg, "false") == 0))
      r->ownership = strcmp(arg, "true") == 0;
    else if (!gtp_parse_int(arg, &value) || value < 0) {
      gtp_failure(gtp, "invalid value for %s", word);
      return 0;
    }
    else if (strcmp(word, "interval") == 0)
      r->interval_cs = value;
    else if (strcmp(word, "maxmoves") == 0)
      r->max_moves = value;
    else if (strcmp(word, "minmoves") == 0)
      r->min_moves = value;
    else {
      gtp_failure(gtp, "unknown argument %s", word);
      return 0;
    }
    word = gtp_next_word(&args);
  }
  if (r->interval_cs < 1)
    r->interval_cs = 1;
  return 1;
}

/* The half-width of a 95% interval around a win rate measured over this
 * many playouts, as a lower confidence bound clients sort by. */
static double lower_bound(double winrate, int visits)
{
  if (visits <= 0)
    return 0.0;
  double bound = winrate - 1.96 * sqrt(winrate * (1.0 - winrate) / visits);
  return bound < 0.0 ? 0.0 : bound;
}

static void print_vertex(FILE *out, int board_size, int pos)
{
  char buf[8];
  fputs(gtp_vertex_name(board_size, pos, buf), out);
}

/* One report line: every candidate with visits (at least min_moves of
 * them when the search has that many), best first. */
static void print_report(FILE *out, const struct analyze_request *r,
                         struct engine *e, const struct board *b)
{
  static struct engine_candidate c[BOARD_ARRAY_SIZE];
  int n = engine_analyze_candidates(e, c, BOARD_ARRAY_SIZE);
  int shown = 0;
  for (int k = 0; k < n && shown < r->max_moves; k++) {
    if (c[k].visits == 0 && shown >= r->min_moves)
      break;
    double lcb = lower_bound(c[k].winrate, c[k].visits);
    if (shown > 0)
      putc(' ', out);
    fputs("info move ", out);
    print_vertex(out, b->board_size, c[k].move);
    if (r->style == STYLE_LZ)
      fprintf(out, " visits %d winrate %d prior %d lcb %d order %d pv",
              c[k].visits, (int) lround(c[k].winrate * 10000),
              (int) lround(c[k].prior * 10000), (int) lround(lcb * 10000), shown);
    else
      fprintf(out, " visits %d winrate %.6f prior %.6f lcb %.6f order %d pv",
              c[k].visits, c[k].winrate, c[k].prior, lcb, shown);
    for (int m = 0; m < c[k].pv_length; m++) {
      putc(' ', out);
      print_vertex(out, b->board_size, c[k].pv[m]);
    }
    shown++;
  }
  if (r->style == STYLE_KATA && r->ownership) {
    static float own[BOARD_ARRAY_SIZE];
    engine_ownership(e, own);
    float sign = r->color == BLACK ? 1.0f : -1.0f;
    fputs(shown ? " ownership" : "ownership", out);
    for (int i = 0; i < b->board_size; i++)
      for (int j = 0; j < b->board_size; j++)
        fprintf(out, " %.4f", sign * own[POS(i, j)]);
    shown++;
  }
  if (shown > 0)
    putc('\n', out);
  fflush(out);
}

static void begin_stream(struct gtp *gtp)
{
  if (gtp->id >= 0)
    fprintf(gtp->out, "=%d\n", gtp->id);
  else
    fputs("=\n", gtp->out);
  fflush(gtp->out);
}

static int end_stream(struct gtp *gtp)
{
  putc('\n', gtp->out);
  fflush(gtp->out);
  gtp->answered = 1;
  return GTP_OK;
}

static int analyze(struct gtp *gtp, char *args, enum analyze_style style)
{
  struct analyze_request r;
  r.style = style;
  if (!parse_request(gtp, args, &r))
    return GTP_FAILED;
  struct board *b = gtp->game->board;
  struct engine *e = gtp->game->engine;
  if (!engine_analyze_start(e, b, r.color))
    return gtp_failure(gtp, "cannot start the analysis");
  begin_stream(gtp);
  double interval = r.interval_cs / 100.0;
  double next_report = wall_seconds() + interval;
  for (;;) {
    double wait = next_report - wall_seconds();
    if (wait > INPUT_CHECK_SECONDS)
      wait = INPUT_CHECK_SECONDS;
    if (gtp_input_pending(gtp->in, wait > 0 ? wait : 0))
      break;
    if (wall_seconds() >= next_report) {
      print_report(gtp->out, &r, e, b);
      next_report += interval;
      if (next_report < wall_seconds())
        next_report = wall_seconds() + interval;
    }
  }
  engine_analyze_stop(e);
  return end_stream(gtp);
}

static int gtp_lz_analyze(struct gtp *gtp, char *args)
{
  return analyze(gtp, args, STYLE_LZ);
}

static int gtp_kata_analyze(struct gtp *gtp, char *args)
{
  return analyze(gtp, args, STYLE_KATA);
}

static void pause_seconds(double seconds)
{
  struct timespec t;
  t.tv_sec = (time_t) seconds;
  t.tv_nsec = (long) ((seconds - (double) t.tv_sec) * 1e9);
  nanosleep(&t, NULL);
}

static int empty_points(const struct board *b)
{
  int n = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    n += b->board[pos] == EMPTY;
  return n;
}

/* genmove with reports: the search runs in the background for the time
 * the clock allows while its candidates are reported, then genmove
 * chooses the move with a token budget (the Monte Carlo engine continues
 * the same tree; the classic engine moves as its genmove would).  Like
 * genmove it runs to the end whatever arrives meanwhile. */
static int genmove_analyze(struct gtp *gtp, char *args, enum analyze_style style)
{
  struct analyze_request r;
  struct game *g = gtp->game;
  struct engine *e = g->engine;
  r.style = style;
  if (!gtp_no_trymove(gtp) || !parse_request(gtp, args, &r))
    return GTP_FAILED;
  double start = wall_seconds();
  int level = engine_get_config(e)->level;
  struct move_budget budget = clock_budget(&g->clock, r.color, level,
                                           empty_points(g->board));
  if (!engine_analyze_start(e, g->board, r.color))
    return gtp_failure(gtp, "cannot start the search");
  begin_stream(gtp);
  double interval = r.interval_cs / 100.0;
  double next_report = start + interval;
  double end = start + budget.seconds * SEARCH_SHARE;
  while (wall_seconds() < end) {
    double wait = (next_report < end ? next_report : end) - wall_seconds();
    if (wait > 0)
      pause_seconds(wait);
    if (wall_seconds() >= next_report && wall_seconds() < end) {
      print_report(gtp->out, &r, e, g->board);
      next_report += interval;
    }
  }
  engine_analyze_stop(e);
  struct move_budget rest = {.seconds = CLOCK_MIN_BUDGET};
  int move = engine_genmove(e, g->board, r.color, &rest);
  if (move == -1 && !engine_get_config(e)->resign_allowed)
    move = PASS_MOVE;
  if (move != -1 && (move != PASS_MOVE && (!ON_BOARD1(g->board, move)
                                           || !is_legal_move(g->board, move, r.color))))
    move = PASS_MOVE;
  if (move != -1 && !game_play(g, move, r.color)) {
    move = PASS_MOVE;
    game_play(g, move, r.color);
  }
  clock_charge(&g->clock, r.color, wall_seconds() - start);
  if (move == -1)
    fputs("play resign\n", gtp->out);
  else {
    fputs("play ", gtp->out);
    print_vertex(gtp->out, g->board->board_size, move);
    putc('\n', gtp->out);
  }
  return end_stream(gtp);
}

static int gtp_lz_genmove_analyze(struct gtp *gtp, char *args)
{
  return genmove_analyze(gtp, args, STYLE_LZ);
}

static int gtp_kata_genmove_analyze(struct gtp *gtp, char *args)
{
  return genmove_analyze(gtp, args, STYLE_KATA);
}

const struct gtp_command lz_analyze_commands[] = {
  {"lz-analyze", gtp_lz_analyze, NULL},
  {"kata-analyze", gtp_kata_analyze, NULL},
  {"lz-genmove_analyze", gtp_lz_genmove_analyze, NULL},
  {"kata-genmove_analyze", gtp_kata_genmove_analyze, NULL},
  {"genmove_analyze", gtp_lz_genmove_analyze, NULL},
  {NULL, NULL, NULL}
};
