/* GoGui analyze commands: what Hane knows about the position, answered in
 * the formats GoGui's manual gives for each analyze type, so GoGui draws
 * it on the board.  Each command's entry carries its GoGui definition
 * ("type/label/command"), which gogui-analyze_commands lists.
 *
 *   gogui-liberties            sboard: each stone's string liberties
 *   gogui-worms                sboard: one letter per string
 *   gogui-worm_stones %p       plist: the stones of the string at a point
 *   gogui-ownership            gfx: INFLUENCE from a Monte Carlo search
 *   gogui-principal_variation %c   var: the search's expected line
 *   gogui-candidates %c        gfx: the search's best moves labelled with
 *                              their win rates in percent
 *
 * None of them changes the position. */
#include <config.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "gtp.h"
#include "gtp_analyze.h"

/* Candidates gogui-candidates labels. */
#define SHOWN_CANDIDATES 8

void gogui_letter_label(int n, char label[4])
{
  if (n < 26) {
    label[0] = (char) ('a' + n);
    label[1] = '\0';
  }
  else {
    n = (n - 26) % (26 * 26);
    label[0] = (char) ('a' + n / 26);
    label[1] = (char) ('a' + n % 26);
    label[2] = '\0';
  }
}

double gogui_unit_value(double v)
{
  if (v > 1.0)
    return 1.0;
  if (v < -1.0)
    return -1.0;
  if (v > -0.005 && v < 0.005)
    return 0.0;
  return v;
}

/* An sboard answer: one line per row from the top, one entry per point,
 * "\"\"" for points without a label. */
static int answer_string_board(struct gtp *gtp, const char labels[][4])
{
  const struct board *b = gtp->game->board;
  for (int i = 0; i < b->board_size; i++) {
    if (i > 0)
      gtp_printf(gtp, "\n");
    for (int j = 0; j < b->board_size; j++) {
      const char *label = labels[POS(i, j)];
      gtp_printf(gtp, "%s%s", j ? " " : "", label[0] ? label : "\"\"");
    }
  }
  return gtp_finish(gtp);
}

static int gtp_gogui_liberties(struct gtp *gtp, char *args)
{
  static char labels[BOARD_ARRAY_SIZE][4];
  const struct board *b = gtp->game->board;
  (void) args;
  memset(labels, 0, sizeof labels);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && IS_STONE(b->board[pos]))
      snprintf(labels[pos], sizeof labels[pos], "%d", countlib(b, pos));
  return answer_string_board(gtp, labels);
}

static int gtp_gogui_worms(struct gtp *gtp, char *args)
{
  static char labels[BOARD_ARRAY_SIZE][4];
  const struct board *b = gtp->game->board;
  int count = 0;
  (void) args;
  memset(labels, 0, sizeof labels);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && IS_STONE(b->board[pos]) && find_origin(b, pos) == pos) {
      int stones[MAX_BOARD * MAX_BOARD];
      int n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
      char label[4];
      gogui_letter_label(count++, label);
      for (int k = 0; k < n; k++)
        memcpy(labels[stones[k]], label, sizeof label);
    }
  return answer_string_board(gtp, labels);
}

static int gtp_gogui_worm_stones(struct gtp *gtp, char *args)
{
  const struct board *b = gtp->game->board;
  int pos, stones[MAX_BOARD * MAX_BOARD];
  if (!gtp_arg_stone(gtp, &args, &pos))
    return GTP_FAILED;
  int n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
  gtp_print_vertices(gtp, n, stones);
  return gtp_finish(gtp);
}

/* An optional colour argument, the side to move by default. */
static int color_argument(struct gtp *gtp, char **args, int *color)
{
  char *word = gtp_next_word(args);
  *color = game_color_to_move(gtp->game);
  if (word != NULL && !gtp_parse_color(word, color)) {
    gtp_failure(gtp, "invalid color");
    return 0;
  }
  return 1;
}

/* A finished search of the position for color (freed by the caller). */
static struct engine_analysis *search(struct gtp *gtp, int color)
{
  const struct engine_config *config = engine_get_config(gtp->game->engine);
  return engine_analysis_run(gtp->game->engine, gtp->game->board, color,
                             config->playouts);
}

static int gtp_gogui_ownership(struct gtp *gtp, char *args)
{
  static float ownership[BOARD_ARRAY_SIZE];
  const struct board *b = gtp->game->board;
  (void) args;
  struct engine_analysis *a = search(gtp, game_color_to_move(gtp->game));
  if (a == NULL)
    return gtp_failure(gtp, "cannot run the search");
  long playouts = engine_analysis_ownership(a, ownership);
  engine_analysis_free(a);
  double black = 0.0;
  gtp_printf(gtp, "INFLUENCE");
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      double v = gogui_unit_value(ownership[pos]);
      black += v;
      gtp_printf(gtp, " ");
      gtp_print_vertex(gtp, pos);
      gtp_printf(gtp, " %.2f", v);
    }
  gtp_printf(gtp, "\nTEXT Black owns %.1f points more than White on average (%ld playouts)",
             black, playouts);
  return gtp_finish(gtp);
}

static int gtp_gogui_principal_variation(struct gtp *gtp, char *args)
{
  int color;
  struct engine_candidate best;
  if (!color_argument(gtp, &args, &color))
    return GTP_FAILED;
  struct engine_analysis *a = search(gtp, color);
  if (a == NULL)
    return gtp_failure(gtp, "cannot run the search");
  int n = engine_analysis_candidates(a, &best, 1);
  engine_analysis_free(a);
  for (int k = 0; n > 0 && k < best.pv_length; k++) {
    gtp_printf(gtp, "%s%s ", k ? " " : "", color == BLACK ? "b" : "w");
    gtp_print_vertex(gtp, best.pv[k]);
    color = OTHER_COLOR(color);
  }
  return gtp_finish(gtp);
}

static int gtp_gogui_candidates(struct gtp *gtp, char *args)
{
  int color;
  struct engine_candidate c[SHOWN_CANDIDATES];
  if (!color_argument(gtp, &args, &color))
    return GTP_FAILED;
  struct engine_analysis *a = search(gtp, color);
  if (a == NULL)
    return gtp_failure(gtp, "cannot run the search");
  int n = engine_analysis_candidates(a, c, SHOWN_CANDIDATES);
  long playouts = engine_analysis_playouts(a);
  engine_analysis_free(a);
  int labelled = 0;
  for (int k = 0; k < n; k++)
    if (c[k].move != PASS_MOVE && c[k].visits > 0) {
      gtp_printf(gtp, labelled++ ? " " : "LABEL ");
      gtp_print_vertex(gtp, c[k].move);
      gtp_printf(gtp, " %d", (int) lround(c[k].winrate * 100));
    }
  if (n > 0 && c[0].move != PASS_MOVE) {
    gtp_printf(gtp, "%sSQUARE ", labelled ? "\n" : "");
    gtp_print_vertex(gtp, c[0].move);
  }
  gtp_printf(gtp, "%sTEXT ", n > 0 ? "\n" : "");
  if (n > 0) {
    gtp_printf(gtp, "best ");
    gtp_print_vertex(gtp, c[0].move);
    gtp_printf(gtp, ", %.1f%% for %s after %d visits; ", c[0].winrate * 100,
               gtp_color_name(color), c[0].visits);
  }
  gtp_printf(gtp, "%ld playouts", playouts);
  return gtp_finish(gtp);
}

const struct gtp_command analyze_commands[] = {
  {"gogui-liberties", gtp_gogui_liberties, "sboard/Liberties/gogui-liberties"},
  {"gogui-worms", gtp_gogui_worms, "sboard/Worms/gogui-worms"},
  {"gogui-worm_stones", gtp_gogui_worm_stones, "plist/Worm Stones/gogui-worm_stones %p"},
  {"gogui-ownership", gtp_gogui_ownership, "gfx/Ownership/gogui-ownership"},
  {"gogui-candidates", gtp_gogui_candidates, "gfx/Search Candidates/gogui-candidates %c"},
  {"gogui-principal_variation", gtp_gogui_principal_variation,
   "varc/Principal Variation/gogui-principal_variation %c"},
  {NULL, NULL, NULL}
};
