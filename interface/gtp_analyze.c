#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "gtp.h"

/* Search analysis for clients: Leela Zero's lz-analyze and KataGo's
 * kata-analyze (streamed until the next command arrives), GoGui graphics
 * of candidates and ownership, and search statistics. */

#define MAX_CANDIDATES 32
/* Centiseconds between analysis lines when the client names none. */
#define DEFAULT_INTERVAL 100

/* Is a line (or the end of input) waiting?  Looks at the stream's buffer
 * first, then at the descriptor without blocking. */
static int input_waiting(FILE *in)
{
  int fd = fileno(in);
  int flags = fd >= 0 ? fcntl(fd, F_GETFL) : -1;
  if (flags >= 0)
    fcntl(fd, F_SETFL, flags | O_NONBLOCK);
  int c = getc(in);
  int waiting = 1;
  if (c != EOF)
    ungetc(c, in);
  else if (ferror(in) && (errno == EAGAIN || errno == EWOULDBLOCK)) {
    clearerr(in);
    waiting = 0;
  }
  if (flags >= 0)
    fcntl(fd, F_SETFL, flags);
  return waiting;
}

/* Wait up to ms milliseconds for input; 1 if some arrived. */
static int wait_for_input(FILE *in, int ms)
{
  if (input_waiting(in))
    return 1;
  int fd = fileno(in);
  if (fd < 0)
    return 1;
  struct pollfd p = { fd, POLLIN, 0 };
  if (poll(&p, 1, ms) > 0)
    return 1;
  return input_waiting(in);
}

struct analyze_request {
  int color;
  int interval;                  /* centiseconds */
  int ownership;                 /* kata-analyze ownership true */
};

/* [color] [interval] and key-value options; unknown options are skipped. */
static int parse_request(struct gtp *gtp, char *args, struct analyze_request *r)
{
  r->color = game_color_to_move(gtp->game);
  r->interval = DEFAULT_INTERVAL;
  r->ownership = 0;
  char *word;
  while ((word = gtp_next_word(&args)) != NULL) {
    int value;
    if (gtp_parse_color(word, &r->color))
      continue;
    if (gtp_parse_int(word, &value)) {
      r->interval = value;
      continue;
    }
    char *arg = gtp_next_word(&args);
    if (arg == NULL)
      break;
    if (strcmp(word, "interval") == 0 && gtp_parse_int(arg, &value))
      r->interval = value;
    else if (strcmp(word, "ownership") == 0)
      r->ownership = strcmp(arg, "true") == 0;
  }
  if (r->interval < 1)
    r->interval = 1;
  if (r->interval > 100000)
    r->interval = 100000;
  return 1;
}

static void print_candidates(struct gtp *gtp, int color, int kata,
                             int ownership)
{
  struct engine_candidate c[MAX_CANDIDATES];
  struct engine *e = gtp->game->engine;
  const struct board *b = gtp->game->board;
  FILE *out = gtp->out;
  char buf[8];
  int n = engine_analyze_candidates(e, c, MAX_CANDIDATES);
  for (int k = 0; k < n; k++) {
    double w = c[k].winrate;
    double lcb = w - 1.96 * sqrt(w * (1.0 - w) / (c[k].visits + 1.0));
    if (lcb < 0.0)
      lcb = 0.0;
    fprintf(out, "%sinfo move %s visits %d", k ? " " : "",
            gtp_vertex_name(b->board_size, c[k].move, buf), c[k].visits);
    if (kata)
      fprintf(out, " winrate %.6f prior %.6f lcb %.6f order %d pv", w,
              c[k].prior, lcb, k);
    else
      fprintf(out, " winrate %d prior %d lcb %d order %d pv",
              (int) (w * 10000 + 0.5), (int) (c[k].prior * 10000 + 0.5),
              (int) (lcb * 10000 + 0.5), k);
    for (int j = 0; j < c[k].pv_length; j++)
      fprintf(out, " %s", gtp_vertex_name(b->board_size, c[k].pv[j], buf));
  }
  if (ownership) {
    float own[BOARD_ARRAY_SIZE];
    engine_ownership(e, own);
    fputs(" ownership", out);
    for (int i = 0; i < b->board_size; i++)
      for (int j = 0; j < b->board_size; j++) {
        float o = own[POS(i, j)];
        fprintf(out, " %.4f", color == BLACK ? o : -o);
      }
  }
  fputc('\n', out);
  fflush(out);
}

/* Answer "=" at once, then a line of candidates every interval until the
 * next command (or the end of input); the empty line closes the answer. */
static int stream_analysis(struct gtp *gtp, char *args, int kata)
{
  struct analyze_request r;
  parse_request(gtp, args, &r);
  if (!engine_analyze_start(gtp->game->engine, gtp->game->board, r.color))
    return gtp_failure(gtp, "cannot start the search");
  FILE *out = gtp->out;
  putc('=', out);
  if (gtp->id >= 0)
    fprintf(out, "%d", gtp->id);
  putc('\n', out);
  fflush(out);
  while (!wait_for_input(gtp->in, r.interval * 10))
    print_candidates(gtp, r.color, kata, r.ownership);
  engine_analyze_stop(gtp->game->engine);
  fputc('\n', out);
  fflush(out);
  gtp->answered = 1;
  return GTP_OK;
}

static int gtp_lz_analyze(struct gtp *gtp, char *args)
{
  return stream_analysis(gtp, args, 0);
}

static int gtp_kata_analyze(struct gtp *gtp, char *args)
{
  return stream_analysis(gtp, args, 1);
}

/* Playouts behind the GoGui pictures: quick, the picture is a glance. */
#define PICTURE_PLAYOUTS 1000

static void search_now(struct gtp *gtp)
{
  struct game *g = gtp->game;
  engine_analyze_playouts(g->engine, g->board, game_color_to_move(g),
                          PICTURE_PLAYOUTS);
}

/* GoGui: win rates as labels, the best line as a variation. */
static int gtp_mcts_candidates(struct gtp *gtp, char *args)
{
  (void) args;
  struct engine_candidate c[MAX_CANDIDATES];
  int size = gtp->game->board->board_size;
  int color = game_color_to_move(gtp->game);
  char buf[8];
  search_now(gtp);
  int n = engine_analyze_candidates(gtp->game->engine, c, MAX_CANDIDATES);
  gtp_printf(gtp, "LABEL");
  for (int k = 0; k < n; k++)
    if (c[k].move != PASS_MOVE)
      gtp_printf(gtp, " %s %d", gtp_vertex_name(size, c[k].move, buf),
                 (int) (c[k].winrate * 100 + 0.5));
  if (n > 0) {
    gtp_printf(gtp, "\nVAR");
    for (int j = 0; j < c[0].pv_length; j++)
      gtp_printf(gtp, " %s %s", j % 2 ? (color == BLACK ? "w" : "b")
                                      : (color == BLACK ? "b" : "w"),
                 gtp_vertex_name(size, c[0].pv[j], buf));
  }
  return gtp_finish(gtp);
}

/* GoGui: ownership as influence, +1 black to -1 white. */
static int gtp_mcts_ownership(struct gtp *gtp, char *args)
{
  (void) args;
  float own[BOARD_ARRAY_SIZE];
  const struct board *b = gtp->game->board;
  char buf[8];
  search_now(gtp);
  engine_ownership(gtp->game->engine, own);
  gtp_printf(gtp, "INFLUENCE");
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      gtp_printf(gtp, " %s %.2f", gtp_vertex_name(b->board_size, POS(i, j), buf),
                 own[POS(i, j)]);
  return gtp_finish(gtp);
}

static int gtp_mcts_stats(struct gtp *gtp, char *args)
{
  (void) args;
  struct engine_search_stats s;
  engine_search_stats(gtp->game->engine, &s);
  return gtp_success(gtp,
                     "playouts %ld\nseconds %.3f\nplayouts_per_second %.0f\n"
                     "nodes %u\nnode_limit %u\nroot_visits %d\n"
                     "reused_visits %d\nwinrate %.4f",
                     s.playouts, s.seconds,
                     s.seconds > 0 ? s.playouts / s.seconds : 0.0,
                     s.nodes_used, s.node_limit, s.root_visits,
                     s.reused_visits, s.winrate);
}

const struct gtp_command analyze_commands[] = {
  {"lz-analyze", gtp_lz_analyze, NULL},
  {"kata-analyze", gtp_kata_analyze, NULL},
  {"hane-mcts_candidates", gtp_mcts_candidates,
   "gfx/MCTS candidates/hane-mcts_candidates"},
  {"hane-mcts_ownership", gtp_mcts_ownership,
   "gfx/MCTS ownership/hane-mcts_ownership"},
  {"hane-mcts_stats", gtp_mcts_stats, "string/MCTS statistics/hane-mcts_stats"},
  {NULL, NULL, NULL}
};
