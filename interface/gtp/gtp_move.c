#include <config.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "gtp_interrupt.h"
#include "utils/numbers.h"

static int play_answer(struct gtp *gtp, int color, int pos)
{
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  if (!game_play(gtp->game, pos, color))
    return gtp_failure(gtp, "illegal move");
  return gtp_success(gtp, "%s", "");
}

static int gtp_play(struct gtp *gtp, char *args)
{
  int color, pos;
  if (!gtp_arg_move(gtp, &args, &color, &pos))
    return GTP_FAILED;
  return play_answer(gtp, color, pos);
}

static int play_color(struct gtp *gtp, char *args, int color)
{
  int pos;
  if (!parse_vertex(gtp_next_word(&args), gtp->game->board->board_size, &pos))
    return gtp_failure(gtp, "invalid coordinate");
  return play_answer(gtp, color, pos);
}

static int gtp_black(struct gtp *gtp, char *args)
{
  return play_color(gtp, args, BLACK);
}

static int gtp_white(struct gtp *gtp, char *args)
{
  return play_color(gtp, args, WHITE);
}

static int move_answer(struct gtp *gtp, int move)
{
  if (move == -1)
    return gtp_success(gtp, "resign");
  gtp_print_vertex(gtp, move);
  return gtp_finish(gtp);
}

static int genmove_color(struct gtp *gtp, int color, int cleanup)
{
  struct interrupt_watch watch;
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  gtp_interrupt_watch_begin(&watch, gtp);
  int move = game_genmove(gtp->game, color, cleanup);
  gtp_interrupt_watch_end(&watch);
  return move_answer(gtp, move);
}

static int gtp_genmove(struct gtp *gtp, char *args)
{
  int color;
  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  return genmove_color(gtp, color, 0);
}

static int gtp_genmove_black(struct gtp *gtp, char *args)
{
  (void) args;
  return genmove_color(gtp, BLACK, 0);
}

static int gtp_genmove_white(struct gtp *gtp, char *args)
{
  (void) args;
  return genmove_color(gtp, WHITE, 0);
}

static int gtp_genmove_cleanup(struct gtp *gtp, char *args)
{
  int color;
  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  return genmove_color(gtp, color, 1);
}

/* The move genmove would play, without playing it. */
static int gtp_reg_genmove(struct gtp *gtp, char *args)
{
  int color;
  struct interrupt_watch watch;
  if (!gtp_arg_color(gtp, &args, &color) || !gtp_no_trymove(gtp))
    return GTP_FAILED;
  gtp_interrupt_watch_begin(&watch, gtp);
  int move = game_choose_move(gtp->game, color, GAME_QUESTION);
  gtp_interrupt_watch_end(&watch);
  return move_answer(gtp, move);
}

static int gtp_undo(struct gtp *gtp, char *args)
{
  (void) args;
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  if (!game_undo(gtp->game, 1))
    return gtp_failure(gtp, "cannot undo");
  return gtp_success(gtp, "%s", "");
}

/* gg-undo [n]: take back n moves (one by default). */
static int gtp_gg_undo(struct gtp *gtp, char *args)
{
  int n = 1;
  char *word = gtp_next_word(&args);
  if (word != NULL && !parse_int(word, &n))
    return gtp_failure(gtp, "number of moves not an integer");
  if (n < 0)
    return gtp_failure(gtp, "can't undo a negative number of moves");
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  if (!game_undo(gtp->game, n))
    return gtp_failure(gtp, "cannot undo");
  return gtp_success(gtp, "%s", "");
}

static int gtp_is_legal(struct gtp *gtp, char *args)
{
  int color, pos;
  if (!gtp_arg_move(gtp, &args, &color, &pos))
    return GTP_FAILED;
  int legal = pos == PASS_MOVE || is_legal_move(gtp->game->board, pos, color);
  return gtp_success(gtp, "%d", legal);
}

static int gtp_all_legal(struct gtp *gtp, char *args)
{
  int color;
  int moves[MAX_BOARD * MAX_BOARD];
  int n = 0;
  const struct board *b = gtp->game->board;
  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (b->board[pos] == EMPTY && is_legal_move(b, pos, color))
      moves[n++] = pos;
  gtp_print_vertices(gtp, n, moves);
  return gtp_finish(gtp);
}

/* trymove and tryko put a move on the board until popgo takes it back. */
static int try_a_move(struct gtp *gtp, char *args, int ko)
{
  int color, pos;
  struct board *b = gtp->game->board;
  if (!gtp_arg_move(gtp, &args, &color, &pos))
    return GTP_FAILED;
  if (b->stackp >= MAX_STACK - 1)
    return gtp_failure(gtp, "trymove stack full");
  int ok = ko ? tryko(b, pos, color, "gtp tryko") : trymove(b, pos, color, "gtp trymove", NO_MOVE);
  if (!ok)
    return gtp_failure(gtp, "illegal move");
  return gtp_success(gtp, "%s", "");
}

static int gtp_trymove(struct gtp *gtp, char *args)
{
  return try_a_move(gtp, args, 0);
}

static int gtp_tryko(struct gtp *gtp, char *args)
{
  return try_a_move(gtp, args, 1);
}

static int gtp_popgo(struct gtp *gtp, char *args)
{
  (void) args;
  if (gtp->game->board->stackp == 0)
    return gtp_failure(gtp, "Stack empty.");
  popgo(gtp->game->board);
  return gtp_success(gtp, "%s", "");
}

const struct gtp_command move_commands[] = {
  {"play", gtp_play, NULL},
  {"black", gtp_black, NULL},
  {"white", gtp_white, NULL},
  {"genmove", gtp_genmove, NULL},
  {"genmove_black", gtp_genmove_black, NULL},
  {"genmove_white", gtp_genmove_white, NULL},
  {"kgs-genmove_cleanup", gtp_genmove_cleanup, NULL},
  {"reg_genmove", gtp_reg_genmove, NULL},
  {"undo", gtp_undo, NULL},
  {"gg-undo", gtp_gg_undo, NULL},
  {"is_legal", gtp_is_legal, NULL},
  {"all_legal", gtp_all_legal, "plist/All Legal Black/all_legal black\n"
                               "plist/All Legal White/all_legal white"},
  {"trymove", gtp_trymove, NULL},
  {"tryko", gtp_tryko, NULL},
  {"popgo", gtp_popgo, NULL},
  {NULL, NULL, NULL}
};
