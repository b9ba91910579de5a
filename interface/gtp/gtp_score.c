#include <config.h>

#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"

static int gtp_final_score(struct gtp *gtp, char *args)
{
  (void) args;
  char text[16];
  if (!gtp_root_position(gtp))
    return GTP_FAILED;
  return gtp_success(gtp, "%s", game_score_text(game_final_score(gtp->game), text));
}

static const char *const status_names[] = {
  [FINAL_ALIVE] = "alive",
  [FINAL_DEAD] = "dead",
  [FINAL_SEKI] = "seki",
  [FINAL_WHITE_TERRITORY] = "white_territory",
  [FINAL_BLACK_TERRITORY] = "black_territory",
  [FINAL_DAME] = "dame",
};

#define STATUS_COUNT ((int) (sizeof status_names / sizeof status_names[0]))

static int parse_status(const char *word)
{
  for (int s = 1; word != NULL && s < STATUS_COUNT; s++)
    if (strcmp(word, status_names[s]) == 0)
      return s;
  return 0;
}

static int gtp_final_status(struct gtp *gtp, char *args)
{
  int pos;
  int status[BOARD_ARRAY_SIZE];
  if (!gtp_arg_point(gtp, &args, &pos) || !gtp_root_position(gtp))
    return GTP_FAILED;
  engine_final_status(gtp->game->engine, gtp->game->board, status);
  if (status[pos] < 1 || status[pos] >= STATUS_COUNT)
    return gtp_failure(gtp, "unknown status");
  return gtp_success(gtp, "%s", status_names[status[pos]]);
}

/* One line per string with this status, strings in board order. */
static void print_strings(struct gtp *gtp, const int status[], int wanted)
{
  const struct board *b = gtp->game->board;
  char listed[BOARD_ARRAY_SIZE] = {0};
  int stones[MAX_BOARD * MAX_BOARD];
  int lines = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!IS_STONE(b->board[pos]) || status[pos] != wanted)
      continue;
    int origin = find_origin(b, pos);
    if (listed[origin])
      continue;
    listed[origin] = 1;
    int n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
    if (lines++ > 0)
      gtp_printf(gtp, "\n");
    gtp_print_vertices(gtp, n, stones);
  }
}

static void print_points(struct gtp *gtp, const int status[], int wanted)
{
  const struct board *b = gtp->game->board;
  int points[MAX_BOARD * MAX_BOARD];
  int n = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (b->board[pos] == EMPTY && status[pos] == wanted)
      points[n++] = pos;
  gtp_print_vertices(gtp, n, points);
}

static int gtp_final_status_list(struct gtp *gtp, char *args)
{
  int status[BOARD_ARRAY_SIZE];
  char *word = gtp_next_word(&args);
  if (word == NULL)
    return gtp_failure(gtp, "missing status");
  int wanted = parse_status(word);
  if (wanted == 0)
    return gtp_failure(gtp, "invalid status");
  if (!gtp_root_position(gtp))
    return GTP_FAILED;
  engine_final_status(gtp->game->engine, gtp->game->board, status);
  if (wanted == FINAL_ALIVE || wanted == FINAL_DEAD || wanted == FINAL_SEKI)
    print_strings(gtp, status, wanted);
  else
    print_points(gtp, status, wanted);
  return gtp_finish(gtp);
}

/* kgs-game_over: the server says the game has ended. */
static int gtp_game_over(struct gtp *gtp, char *args)
{
  (void) args;
  gtp->game->game_over = 1;
  if (gtp->allow_files && !game_save_outfile(gtp->game))
    return gtp_failure(gtp, "cannot write '%s'", gtp->game->outfile);
  return gtp_success(gtp, "%s", "");
}

const struct gtp_command score_commands[] = {
  {"final_score", gtp_final_score, "string/Final Score/final_score"},
  {"final_status", gtp_final_status, NULL},
  {"final_status_list", gtp_final_status_list,
   "plist/Dead Stones/final_status_list dead"},
  {"kgs-game_over", gtp_game_over, NULL},
  {NULL, NULL, NULL}
};
