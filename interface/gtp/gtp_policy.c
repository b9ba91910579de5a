/* The learned move model (engine.h: engine_policy):
 *
 *   hane-policy [COLOR]        the moves a strong player would choose, most
 *                              likely first, each with its probability:
 *                              "Q16 0.231 D4 0.118 ...", every move that
 *                              prints as 0.001 or more (at least one)
 *   hane-policy_heatmap [COLOR]  gfx for GoGui: the same as INFLUENCE
 *                              (1 for the likeliest move), the moves of 1%
 *                              or more labelled with their percentages
 *
 * COLOR defaults to the side to move.  Neither changes the position. */
#include <config.h>

#include <stdio.h>

#include "interface/game/game.h"
#include "gtp.h"

/* Probabilities below this print as 0.000 and are left out. */
#define SHOWN 0.0005f

/* Two passes in a row end the game, as kgs-game_over does. */
static int game_ended(const struct game *g)
{
  const struct board *b = g->board;
  int n = b->move_history_length;
  return g->game_over || (n >= 2 && b->move_history[n - 1].pos == PASS_MOVE
                          && b->move_history[n - 2].pos == PASS_MOVE);
}

/* The colour argument (or the side to move) of a game still going on;
 * 0 after answering the failure. */
static int policy_color(struct gtp *gtp, char *args, int *color)
{
  char *word = gtp_next_word(&args);
  if (word == NULL)
    *color = game_color_to_move(gtp->game);
  else if (!gtp_parse_color(word, color)) {
    gtp_failure(gtp, "invalid color");
    return 0;
  }
  if (gtp_next_word(&args) != NULL) {
    gtp_failure(gtp, "syntax error");
    return 0;
  }
  if (game_ended(gtp->game)) {
    gtp_failure(gtp, "game is over");
    return 0;
  }
  return 1;
}

static int gtp_policy(struct gtp *gtp, char *args)
{
  struct game *g = gtp->game;
  int moves[BOARD_ARRAY_SIZE];
  float probs[BOARD_ARRAY_SIZE];
  int color, n;
  char buf[8];
  if (!policy_color(gtp, args, &color))
    return GTP_FAILED;
  n = engine_policy(g->engine, g->board, color, BOARD_ARRAY_SIZE, moves, probs);
  if (n == 0)
    return gtp_failure(gtp, "no policy model (out of memory)");
  for (int k = 0; k < n && (k == 0 || probs[k] >= SHOWN); k++)
    gtp_printf(gtp, "%s%s %.3f", k ? " " : "",
               vertex_name(g->board->board_size, moves[k], buf), probs[k]);
  return gtp_finish(gtp);
}

static int gtp_policy_heatmap(struct gtp *gtp, char *args)
{
  struct game *g = gtp->game;
  const struct board *b = g->board;
  float prob[BOARD_ARRAY_SIZE], most = 0.0f;
  int color, labels = 0;
  char buf[8];
  if (!policy_color(gtp, args, &color))
    return GTP_FAILED;
  if (engine_policy_board(g->engine, g->board, color, prob) == 0)
    return gtp_failure(gtp, "no policy model (out of memory)");
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && prob[pos] > most)
      most = prob[pos];
  gtp_printf(gtp, "INFLUENCE");
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      gtp_printf(gtp, " %s %.2f", vertex_name(b->board_size, POS(i, j), buf),
                 most > 0.0f ? prob[POS(i, j)] / most : 0.0f);
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      if (prob[POS(i, j)] >= 0.01f)
        gtp_printf(gtp, "%s %s %d", labels++ ? "" : "\nLABEL",
                   vertex_name(b->board_size, POS(i, j), buf),
                   (int) (100.0f * prob[POS(i, j)] + 0.5f));
  gtp_printf(gtp, "\nTEXT %s to move; pass %.1f%%", gtp_color_name(color),
             100.0f * prob[PASS_MOVE]);
  return gtp_finish(gtp);
}

const struct gtp_command policy_commands[] = {
  {"hane-policy", gtp_policy, NULL},
  {"hane-policy_heatmap", gtp_policy_heatmap, "gfx/Policy heat map/hane-policy_heatmap"},
  {NULL, NULL, NULL}
};
