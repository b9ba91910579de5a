#include <config.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "analysis_engine.h"
#include "analyze.h"
#include "ascii.h"
#include "interface/game/game.h"
#include "interface/gtp/gtp.h"
#include "interface/gtp/gtp_listen.h"
#include "options.h"
#include "review.h"

/* Without --seed every run plays differently; the seed is still reported
 * by get_random_seed so a game can be replayed. */
static uint64_t clock_seed(void)
{
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  return ((uint64_t) now.tv_sec * 1000003u) ^ (uint64_t) now.tv_nsec
         ^ ((uint64_t) getpid() << 20);
}

static enum play_mode choose_mode(const struct options *o)
{
  if (o->mode != MODE_DEFAULT)
    return o->mode;
  if (o->gtp_input != NULL || o->listen_port != 0 || !isatty(STDIN_FILENO))
    return MODE_GTP;
  return MODE_ASCII;
}

static float default_komi(const struct options *o, enum play_mode mode)
{
  if (o->komi_given)
    return (float) o->komi;
  if (mode == MODE_GTP)
    return 0.0f;
  if (o->handicap > 0)
    return 0.5f;
  return o->config.chinese_rules ? 7.5f : 6.5f;
}

/* Handicap and -l/-L; 0 after an error message. */
static int set_up_position(struct game *g, const struct options *o)
{
  char err[300];
  int points[MAX_BOARD * MAX_BOARD];
  if (o->infile != NULL) {
    if (game_load_sgf_game(g, o->infile, o->until, o->game_number, err, sizeof err) == 0) {
      /* err names the file (and the line and column of a parse error). */
      fprintf(stderr, "hane: %s\n", err);
      return 0;
    }
  }
  else if (o->handicap > 0 && game_fixed_handicap(g, o->handicap, points) <= 0) {
    fprintf(stderr, "hane: no fixed handicap of %d stones on a %dx%d board\n",
            o->handicap, o->board_size, o->board_size);
    return 0;
  }
  return 1;
}

/* The game of the command line: size, komi, level, handicap, -l/-L;
 * NULL after a message. */
static struct game *make_game(const struct options *o, enum play_mode mode)
{
  struct game *g = game_new(&o->config, o->board_size, default_komi(o, mode));
  if (g == NULL) {
    fputs("hane: out of memory\n", stderr);
    return NULL;
  }
  g->outfile = o->outfile;
  g->trace_max_nodes = o->trace_max_nodes;
  g->level = o->level;
  g->analysis_seconds = o->analysis_seconds;
  g->analysis_nodes = o->analysis_nodes;
  g->messages = o->quiet ? NULL : stderr;
  g->rules_fixed = o->rules_given;
  if (o->policy_file != NULL) {
    char err[400];
    if (!engine_load_policy_file(g->engine, o->policy_file, err, sizeof err))
      fprintf(stderr, "hane: %s; the built-in policy model stays\n", err);
  }
  if (!set_up_position(g, o)) {
    game_free(g);
    return NULL;
  }
  return g;
}

/* The games of TCP clients: the first gets the one made at start-up, the
 * others a fresh one each; each is saved to -o when its client is done. */
struct client_games {
  const struct options *o;
  struct game *first;
};

static struct game *client_game(void *data)
{
  struct client_games *c = data;
  struct game *g = c->first;
  c->first = NULL;
  return g != NULL ? g : make_game(c->o, MODE_GTP);
}

static void client_done(void *data, struct game *g)
{
  struct client_games *c = data;
  if (!game_save_outfile(g))
    fprintf(stderr, "hane: cannot write %s\n", c->o->outfile);
  game_free(g);
}

/* Serves TCP clients; *g is taken (and NULL on return) unless the server
 * never started. */
static int serve_tcp(struct game **g, const struct options *o)
{
  char err[300];
  int fd = gtp_listen_socket(o->listen_host, o->listen_port, err, sizeof err);
  if (fd < 0) {
    fprintf(stderr, "hane: %s\n", err);
    return 1;
  }
  if (!o->quiet)
    fprintf(stderr, "hane: listening on %s port %d\n", o->listen_host, o->listen_port);
  struct gtp_server_options options = {o->listen_once, o->listen_keep_game,
                                       o->idle_seconds,
                                       o->dump_commands ? stderr : NULL,
                                       o->quiet ? NULL : stderr};
  struct client_games games = {o, *g};
  struct gtp_game_source source = {client_game, client_done, &games};
  int status = gtp_serve(fd, &options, &source);
  close(fd);
  *g = games.first;
  if (status != 0)
    fputs("hane: cannot run the server\n", stderr);
  return status != 0;
}

static int run_gtp(struct game **gp, const struct options *o)
{
  FILE *dump = o->dump_commands ? stderr : NULL;
  struct game *g = *gp;
  signal(SIGPIPE, SIG_IGN);
  if (o->listen_port != 0)
    return serve_tcp(gp, o);
  FILE *in = stdin;
  if (o->gtp_input != NULL && (in = fopen(o->gtp_input, "r")) == NULL) {
    perror(o->gtp_input);
    return 1;
  }
  struct gtp gtp;
  gtp_init(&gtp, g, in, stdout);
  gtp.dump = dump;
  gtp_main_loop(&gtp);
  gtp_release(&gtp);
  if (in != stdin)
    fclose(in);
  return 0;
}

int main(int argc, char **argv)
{
  struct options o;
  int parsed = options_parse(&o, argc, argv, stdout, stderr);
  if (parsed != 0)
    return parsed == 1 ? 0 : 2;
  if (!o.seed_given)
    o.config.seed = clock_seed();
  if (o.review != NULL) {
    struct review_request request = {o.review, o.outfile, o.review_graph, o.visits, o.quiet};
    return review_run(&o.config, &request, stderr);
  }
  enum play_mode mode = choose_mode(&o);
  if (mode == MODE_ANALYSIS) {
    signal(SIGPIPE, SIG_IGN);
    return analysis_engine_run(&o.config, stdin, stdout, o.quiet ? NULL : stderr);
  }
  struct game *g = make_game(&o, mode);
  if (g == NULL)
    return 1;
  int status = 0;
  if (o.decide != NULL || o.score != NULL) {
    /* Analysis modes answer and exit; -o is theirs. */
    struct analyze_request request = {o.decide, o.decide_target, o.score, o.infile,
                                      o.outfile, o.trace_max_nodes, o.quiet};
    status = analyze_run(g, &request, stdout, stderr);
    game_free(g);
    return status;
  }
  if (mode == MODE_ASCII)
    ascii_play(g, stdin, stdout, o.human_color, o.quiet);
  else
    status = run_gtp(&g, &o);
  if (g == NULL)
    return status;
  if (status == 0 && !game_save_outfile(g)) {
    fprintf(stderr, "hane: cannot write %s\n", o.outfile);
    status = 1;
  }
  game_free(g);
  return status;
}
