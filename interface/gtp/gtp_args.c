#include <config.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "utils/numbers.h"

static int board_size(const struct gtp *gtp)
{
  return gtp->game->board->board_size;
}

int gtp_arg_color(struct gtp *gtp, char **args, int *color)
{
  if (gtp_parse_color(gtp_next_word(args), color))
    return 1;
  gtp_failure(gtp, "invalid color");
  return 0;
}

int gtp_arg_point(struct gtp *gtp, char **args, int *pos)
{
  if (parse_vertex(gtp_next_word(args), board_size(gtp), pos) && *pos != PASS_MOVE)
    return 1;
  gtp_failure(gtp, "invalid coordinate");
  return 0;
}

int gtp_arg_stone(struct gtp *gtp, char **args, int *pos)
{
  if (!gtp_arg_point(gtp, args, pos))
    return 0;
  if (gtp->game->board->board[*pos] != EMPTY)
    return 1;
  gtp_failure(gtp, "vertex must not be empty");
  return 0;
}

int gtp_arg_move(struct gtp *gtp, char **args, int *color, int *pos)
{
  if (gtp_parse_color(gtp_next_word(args), color)
      && parse_vertex(gtp_next_word(args), board_size(gtp), pos))
    return 1;
  gtp_failure(gtp, "invalid color or coordinate");
  return 0;
}

int gtp_arg_int(struct gtp *gtp, char **args, int *value, const char *what)
{
  if (parse_int(gtp_next_word(args), value))
    return 1;
  gtp_failure(gtp, "%s not an integer", what);
  return 0;
}

int gtp_no_trymove(struct gtp *gtp)
{
  if (gtp->game->board->stackp == 0)
    return 1;
  gtp_failure(gtp, "trymove in progress (popgo first)");
  return 0;
}

int gtp_root_position(struct gtp *gtp)
{
  if (gtp->game->board->stackp == 0)
    return 1;
  gtp_failure(gtp, "not available during trymove");
  return 0;
}
