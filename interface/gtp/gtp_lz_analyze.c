/* Live analysis as Leela Zero and KataGo stream it, for Sabaki, Lizzie and
 * other analysing clients:
 *
 *   lz-analyze [color] [interval] [interval N] [maxmoves N] [minmoves N]
 *   kata-analyze [color] [interval] [...] [ownership true|false]
 *       [ownershipStdev B] [movesOwnership B] [movesOwnershipStdev B]
 *       [pvVisits B] [pvEdgeVisits B] [rootInfo B]
 *       answer "=id" at once, then one line of candidates every interval
 *       centiseconds, until the next command (or any input) arrives; then
 *       the empty line that ends the answer.  From a file or a memory
 *       stream the next command is there already: no search, no line.
 *   lz-genmove_analyze, kata-genmove_analyze, genmove_analyze
 *       the same lines while genmove's search runs for the time the clock
 *       allows, then "play MOVE"; the move is played.
 *
 * The lines and the keys are in gtp_analyze_report.h. */
#include <config.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "gtp_analyze_report.h"
#include "gtp_input.h"
#include "utils/timer.h"
#include "utils/numbers.h"

/* genmove_analyze searches this share of the clock's budget in the
 * background, leaving the rest for choosing the move. */
#define SEARCH_SHARE 0.9
/* How often the input is looked at while waiting for the next report. */
#define INPUT_CHECK_SECONDS 0.02

static void print_vertex(FILE *out, int board_size, int pos)
{
  char buf[8];
  fputs(vertex_name(board_size, pos, buf), out);
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
  if (!analyze_parse_request(gtp, args, &r))
    return GTP_FAILED;
  struct board *b = gtp->game->board;
  struct engine *e = gtp->game->engine;
  /* From a file or a memory stream the next command (or the end) is
   * there already, and it ends the stream before the first report: a
   * search started now would only race its stop, leaving a tree of a
   * varying number of playouts to the commands that follow. */
  if (gtp_input_is_complete(gtp->in)) {
    begin_stream(gtp);
    return end_stream(gtp);
  }
  engine_analyze_moves_ownership(e, r.moves_ownership || r.moves_ownership_stdev);
  if (!engine_analyze_start(e, b, r.color)) {
    engine_analyze_moves_ownership(e, 0);
    return gtp_failure(gtp, "cannot start the analysis");
  }
  begin_stream(gtp);
  double interval = r.interval_cs / 100.0;
  double next_report = wall_seconds() + interval;
  for (;;) {
    double wait = next_report - wall_seconds();
    if (wait > INPUT_CHECK_SECONDS)
      wait = INPUT_CHECK_SECONDS;
    /* New input ends the stream; so does a client that stopped reading
     * (a write failed: over TCP after the idle time). */
    if (gtp_input_pending(gtp->in, wait > 0 ? wait : 0) || ferror(gtp->out))
      break;
    if (wall_seconds() >= next_report) {
      analyze_print_report(gtp->out, &r, e, b);
      next_report += interval;
      if (next_report < wall_seconds())
        next_report = wall_seconds() + interval;
    }
  }
  engine_analyze_stop(e);
  engine_analyze_moves_ownership(e, 0);
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
  if (!gtp_no_trymove(gtp) || !analyze_parse_request(gtp, args, &r))
    return GTP_FAILED;
  double start = wall_seconds();
  int level = g->level;
  struct move_budget budget = clock_budget(&g->clock, r.color, level,
                                           empty_points(g->board));
  engine_analyze_moves_ownership(e, r.moves_ownership || r.moves_ownership_stdev);
  /* The clock's time (and the playouts a move gets, when set) bound the
   * search, as genmove's. */
  double search_seconds = budget.seconds * SEARCH_SHARE;
  if (!engine_analyze_start_limited(e, g->board, r.color, engine_get_config(e)->playouts,
                                    search_seconds)) {
    engine_analyze_moves_ownership(e, 0);
    return gtp_failure(gtp, "cannot start the search");
  }
  begin_stream(gtp);
  double interval = r.interval_cs / 100.0;
  double next_report = start + interval;
  double end = start + search_seconds;
  while (wall_seconds() < end && !engine_analyze_done(e)) {
    double wait = (next_report < end ? next_report : end) - wall_seconds();
    if (wait > INPUT_CHECK_SECONDS)
      wait = INPUT_CHECK_SECONDS;
    if (wait > 0)
      pause_seconds(wait);
    if (wall_seconds() >= next_report && wall_seconds() < end) {
      analyze_print_report(gtp->out, &r, e, g->board);
      next_report += interval;
    }
  }
  engine_analyze_stop(e);
  engine_analyze_moves_ownership(e, 0);
  /* The move itself within what is left of the move's limit. */
  double left = budget.limit_seconds - (wall_seconds() - start);
  struct move_budget rest = {.seconds = CLOCK_MIN_BUDGET,
                             .limit_seconds = left > CLOCK_MIN_BUDGET ? left : CLOCK_MIN_BUDGET,
                             .clock_running = budget.clock_running};
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
