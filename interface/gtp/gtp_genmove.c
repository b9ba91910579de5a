/* GTP commands of the move generator: restricted and seeded genmove, the
 * best moves and their values, and the reasons behind a move, with GNU
 * Go's names and answer formats. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "utils/numbers.h"

/* The moves and values asked for at most. */
#define TOP_MOVES 10

static int answer_move(struct gtp *gtp, int move)
{
  if (move == -1)
    return gtp_success(gtp, "resign");
  gtp_print_vertex(gtp, move);
  return gtp_finish(gtp);
}

static struct move_budget budget_for(const struct game *g, int color)
{
  const struct board *b = g->board;
  int empty = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    empty += ON_BOARD(b, pos) && b->board[pos] == EMPTY;
  return clock_budget(&g->clock, color, g->level, empty);
}

/* restricted_genmove color vertex...: the best move among the vertices
 * given (pass if none is worth playing); not played. */
static int gtp_restricted_genmove(struct gtp *gtp, char *args)
{
  struct game *g = gtp->game;
  unsigned char allowed[BOARD_ARRAY_SIZE];
  int color, pos, n = 0;
  char *word;

  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  memset(allowed, 0, sizeof allowed);
  while ((word = gtp_next_word(&args)) != NULL) {
    if (!parse_vertex(word, g->board->board_size, &pos) || pos == PASS_MOVE)
      return gtp_failure(gtp, "invalid coordinate");
    allowed[pos] = 1;
    n++;
  }
  if (n == 0)
    return gtp_failure(gtp, "no allowed vertex");
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  struct move_budget budget = budget_for(g, color);
  int move = engine_restricted_genmove(g->engine, g->board, color, allowed, &budget);
  if (move == -1)
    move = PASS_MOVE;                /* a question: never a resignation */
  return answer_move(gtp, move);
}

/* gg_genmove color [seed]: the move genmove would choose with this random
 * seed (the engine's own seed is kept); not played. */
static int gtp_gg_genmove(struct gtp *gtp, char *args)
{
  struct game *g = gtp->game;
  int color, seed_value = -1;
  char *word;

  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  word = gtp_next_word(&args);
  if (word && (!parse_int(word, &seed_value) || seed_value < 0))
    return gtp_failure(gtp, "seed not an integer");
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  uint64_t saved = engine_get_config(g->engine)->seed;
  if (seed_value >= 0)
    engine_set_seed(g->engine, (uint64_t) seed_value);
  int move = game_choose_move(g, color, GAME_QUESTION);
  engine_set_seed(g->engine, saved);
  return answer_move(gtp, move);
}

static void print_top_moves(struct gtp *gtp, int n, const int *moves, const float *values)
{
  for (int k = 0; k < n; k++) {
    if (k > 0)
      gtp_printf(gtp, " ");
    gtp_print_vertex(gtp, moves[k]);
    gtp_printf(gtp, " %.2f", values[k]);
  }
}

/* top_moves: the best moves of the last move generation with their
 * values, "D4 12.50 C3 10.00 ...". */
static int gtp_top_moves(struct gtp *gtp, char *args)
{
  int moves[TOP_MOVES];
  float values[TOP_MOVES];
  (void) args;
  int n = engine_top_moves(gtp->game->engine, TOP_MOVES, moves, values);
  print_top_moves(gtp, n, moves, values);
  return gtp_finish(gtp);
}

static int top_moves_for(struct gtp *gtp, int color)
{
  int moves[TOP_MOVES];
  float values[TOP_MOVES];
  struct game *g = gtp->game;
  if (!gtp_root_position(gtp))
    return GTP_FAILED;
  /* An analysis command: the command's budget, not a move's. */
  int n = engine_top_moves_for(g->engine, g->board, color, NULL, TOP_MOVES, moves, values);
  print_top_moves(gtp, n, moves, values);
  return gtp_finish(gtp);
}

static int gtp_top_moves_black(struct gtp *gtp, char *args)
{
  (void) args;
  return top_moves_for(gtp, BLACK);
}

static int gtp_top_moves_white(struct gtp *gtp, char *args)
{
  (void) args;
  return top_moves_for(gtp, WHITE);
}

/* all_move_values: every move valued by the last move generation, one
 * "vertex value" per line, best first. */
static int gtp_all_move_values(struct gtp *gtp, char *args)
{
  int moves[MAX_BOARD * MAX_BOARD];
  float values[MAX_BOARD * MAX_BOARD];
  (void) args;
  int n = engine_all_move_values(gtp->game->engine, MAX_BOARD * MAX_BOARD, moves, values);
  for (int k = 0; k < n; k++) {
    if (k > 0)
      gtp_printf(gtp, "\n");
    gtp_print_vertex(gtp, moves[k]);
    gtp_printf(gtp, " %.2f", values[k]);
  }
  return gtp_finish(gtp);
}

/* move_reasons vertex: why the last move generation considered a move,
 * one reason per line with its value, and the move's total value. */
static int gtp_move_reasons(struct gtp *gtp, char *args)
{
  struct game *g = gtp->game;
  int pos;
  char *text;
  if (!gtp_arg_point(gtp, &args, &pos))
    return GTP_FAILED;
  text = malloc(65536);
  if (!text)
    return gtp_failure(gtp, "out of memory");
  int n = engine_move_reasons(g->engine, g->board, pos, text, 65536);
  while (n > 0 && text[n - 1] == '\n')
    text[--n] = '\0';
  if (n == 0)
    gtp_printf(gtp, "no reasons");
  else
    gtp_printf(gtp, "%s", text);
  free(text);
  return gtp_finish(gtp);
}

const struct gtp_command genmove_commands[] = {
  {"restricted_genmove", gtp_restricted_genmove, NULL},
  {"gg_genmove", gtp_gg_genmove, NULL},
  {"top_moves", gtp_top_moves, "pspairs/Top Moves/top_moves"},
  {"top_moves_black", gtp_top_moves_black,
   "pspairs/Top Moves Black/top_moves_black"},
  {"top_moves_white", gtp_top_moves_white,
   "pspairs/Top Moves White/top_moves_white"},
  {"all_move_values", gtp_all_move_values, NULL},
  {"move_reasons", gtp_move_reasons, "string/Move Reasons/move_reasons %p"},
  {NULL, NULL, NULL}
};
