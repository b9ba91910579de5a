/* GoGui pictures of the Monte Carlo search (the live analysis streams,
 * lz-analyze and friends, are in gtp_lz_analyze.c):
 *
 *   hane-mcts_candidates       gfx: a short search's candidates labelled
 *                              with their win rates, its best line as VAR
 *   hane-mcts_ownership        gfx: INFLUENCE from that search's ownership
 *   hane-mcts_stats            string: statistics of the last search
 *   hane-mcts_param [NAME VALUE]  sets a search parameter by name; without
 *                              arguments lists "NAME VALUE [LOW, HIGH]" for
 *                              this board size */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "utils/numbers.h"

/* Candidates shown at most. */
#define MAX_CANDIDATES 32

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
      gtp_printf(gtp, " %s %d", vertex_name(size, c[k].move, buf),
                 (int) (c[k].winrate * 100 + 0.5));
  if (n > 0) {
    gtp_printf(gtp, "\nVAR");
    for (int j = 0; j < c[0].pv_length; j++)
      gtp_printf(gtp, " %s %s", j % 2 ? (color == BLACK ? "w" : "b")
                                      : (color == BLACK ? "b" : "w"),
                 vertex_name(size, c[0].pv[j], buf));
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
      gtp_printf(gtp, " %s %.2f", vertex_name(b->board_size, POS(i, j), buf),
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
                     "reused_visits %d\nwinrate %.4f\nthreads %d\n"
                     "dynamic_komi %.1f",
                     s.playouts, s.seconds,
                     s.seconds > 0 ? s.playouts / s.seconds : 0.0,
                     s.nodes_used, s.node_limit, s.root_visits,
                     s.reused_visits, s.winrate,
                     engine_get_config(gtp->game->engine)->threads,
                     s.extra_komi);
}

static int gtp_mcts_param(struct gtp *gtp, char *args)
{
  char list[4096];
  char *name = gtp_next_word(&args);
  char *text = gtp_next_word(&args);
  double value;
  if (name == NULL) {
    engine_list_mcts_params(gtp->game->engine, gtp->game->board->board_size,
                            list, sizeof list);
    return gtp_success(gtp, "%s", list);
  }
  if (text == NULL || !parse_double(text, &value)
      || gtp_next_word(&args) != NULL)
    return gtp_failure(gtp, "syntax error");
  switch (engine_set_mcts_param(gtp->game->engine, name, value)) {
  case 0: return gtp_success(gtp, "%s", "");
  case -1: return gtp_failure(gtp, "unknown parameter %s", name);
  default: return gtp_failure(gtp, "value out of range");
  }
}

const struct gtp_command analyze_commands[] = {
  {"hane-mcts_candidates", gtp_mcts_candidates,
   "gfx/MCTS candidates/hane-mcts_candidates"},
  {"hane-mcts_ownership", gtp_mcts_ownership,
   "gfx/MCTS ownership/hane-mcts_ownership"},
  {"hane-mcts_stats", gtp_mcts_stats, "string/MCTS statistics/hane-mcts_stats"},
  {"hane-mcts_param", gtp_mcts_param, "string/MCTS parameters/hane-mcts_param"},
  {NULL, NULL, NULL}
};
