#include <config.h>

#include <stdlib.h>

#include "interface/game/game.h"
#include "gtp.h"

static int gtp_showboard(struct gtp *gtp, char *args)
{
  (void) args;
  char *text = NULL;
  size_t length = 0;
  FILE *out = open_memstream(&text, &length);
  if (out == NULL)
    return gtp_failure(gtp, "out of memory");
  board_print(gtp->game->board, out);
  if (fclose(out) != 0 || text == NULL) {
    free(text);
    return gtp_failure(gtp, "out of memory");
  }
  gtp_printf(gtp, "\n%s", text);
  free(text);
  return gtp_finish(gtp);
}

/* captures color: how many stones color has captured. */
static int gtp_captures(struct gtp *gtp, char *args)
{
  int color;
  const struct board *b = gtp->game->board;
  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", color == BLACK ? b->white_captured : b->black_captured);
}

static int gtp_color(struct gtp *gtp, char *args)
{
  int pos;
  if (!gtp_arg_point(gtp, &args, &pos))
    return GTP_FAILED;
  return gtp_success(gtp, "%s", gtp_color_name(gtp->game->board->board[pos]));
}

static int gtp_countlib(struct gtp *gtp, char *args)
{
  int pos;
  if (!gtp_arg_stone(gtp, &args, &pos))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", countlib(gtp->game->board, pos));
}

static int gtp_findlib(struct gtp *gtp, char *args)
{
  int pos;
  int libs[MAX_BOARD * MAX_BOARD];
  if (!gtp_arg_stone(gtp, &args, &pos))
    return GTP_FAILED;
  int n = findlib(gtp->game->board, pos, MAX_BOARD * MAX_BOARD, libs);
  if (n > MAX_BOARD * MAX_BOARD)
    n = MAX_BOARD * MAX_BOARD;
  gtp_print_vertices(gtp, n, libs);
  return gtp_finish(gtp);
}

static int gtp_list_stones(struct gtp *gtp, char *args)
{
  int color;
  int stones[MAX_BOARD * MAX_BOARD];
  int n = 0;
  const struct board *b = gtp->game->board;
  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (b->board[pos] == color)
      stones[n++] = pos;
  gtp_print_vertices(gtp, n, stones);
  return gtp_finish(gtp);
}

static int gtp_last_move(struct gtp *gtp, char *args)
{
  (void) args;
  const struct play_entry *last = game_move_back(gtp->game, 0);
  if (last == NULL)
    return gtp_failure(gtp, "no previous move known");
  gtp_printf(gtp, "%s ", gtp_color_name(last->color));
  gtp_print_vertex(gtp, last->pos);
  return gtp_finish(gtp);
}

/* Every move of the game, the last first (setup stones are not moves). */
static int gtp_move_history(struct gtp *gtp, char *args)
{
  (void) args;
  const struct play_record *r = &gtp->game->record;
  int first = 1;
  for (size_t k = r->count; k-- > 0;) {
    const struct play_entry *e = &r->entries[k];
    if (e->kind != PLAY_MOVE)
      continue;
    gtp_printf(gtp, "%s%s ", first ? "" : "\n", gtp_color_name(e->color));
    gtp_print_vertex(gtp, e->pos);
    first = 0;
  }
  return gtp_finish(gtp);
}

const struct gtp_command query_commands[] = {
  {"showboard", gtp_showboard, NULL},
  {"captures", gtp_captures, NULL},
  {"color", gtp_color, NULL},
  {"countlib", gtp_countlib, NULL},
  {"findlib", gtp_findlib, NULL},
  {"list_stones", gtp_list_stones, NULL},
  {"last_move", gtp_last_move, NULL},
  {"move_history", gtp_move_history, NULL},
  {NULL, NULL, NULL}
};
