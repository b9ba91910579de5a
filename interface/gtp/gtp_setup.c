#include <config.h>

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "sgf/sgf.h"
#include "utils/numbers.h"

static int gtp_boardsize(struct gtp *gtp, char *args)
{
  int size;
  if (!gtp_arg_int(gtp, &args, &size, "boardsize"))
    return GTP_FAILED;
  if (size < MIN_BOARD || size > MAX_BOARD)
    return gtp_failure(gtp, "unacceptable size");
  game_set_board_size(gtp->game, size);
  return gtp_success(gtp, "%s", "");
}

static int gtp_query_boardsize(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%d", gtp->game->board->board_size);
}

static int gtp_clear_board(struct gtp *gtp, char *args)
{
  (void) args;
  game_clear(gtp->game);
  return gtp_success(gtp, "%s", "");
}

static int gtp_komi(struct gtp *gtp, char *args)
{
  double komi;
  if (!parse_double(gtp_next_word(&args), &komi) || komi < -1000.0 || komi > 1000.0)
    return gtp_failure(gtp, "komi not a float");
  game_set_komi(gtp->game, (float) komi);
  return gtp_success(gtp, "%s", "");
}

static int gtp_get_komi(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%4.1f", gtp->game->board->komi);
}

static int handicap_answer(struct gtp *gtp, int count, const int *points)
{
  if (count == GAME_HANDICAP_NOT_EMPTY)
    return gtp_failure(gtp, "board not empty");
  if (count == GAME_HANDICAP_INVALID)
    return gtp_failure(gtp, "invalid handicap");
  gtp_print_vertices(gtp, count, points);
  return gtp_finish(gtp);
}

static int gtp_fixed_handicap(struct gtp *gtp, char *args)
{
  int n;
  int points[MAX_BOARD * MAX_BOARD];
  if (!gtp_arg_int(gtp, &args, &n, "handicap") || !gtp_no_trymove(gtp))
    return GTP_FAILED;
  return handicap_answer(gtp, game_fixed_handicap(gtp->game, n, points), points);
}

static int gtp_place_free_handicap(struct gtp *gtp, char *args)
{
  int n;
  int points[MAX_BOARD * MAX_BOARD];
  if (!gtp_arg_int(gtp, &args, &n, "handicap") || !gtp_no_trymove(gtp))
    return GTP_FAILED;
  return handicap_answer(gtp, game_free_handicap(gtp->game, n, points), points);
}

static int gtp_set_free_handicap(struct gtp *gtp, char *args)
{
  int points[MAX_BOARD * MAX_BOARD];
  int n = 0;
  const char *err;
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  while (*args == ' ')
    args++;
  while (*args != '\0') {
    if (n == MAX_BOARD * MAX_BOARD)
      return gtp_failure(gtp, "invalid handicap");
    if (!gtp_arg_point(gtp, &args, &points[n++]))
      return GTP_FAILED;
    while (*args == ' ')
      args++;
  }
  if (!game_set_handicap_stones(gtp->game, n, points, &err))
    return gtp_failure(gtp, "%s", err);
  return gtp_success(gtp, "%s", "");
}

static int gtp_get_handicap(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%d", gtp->game->handicap);
}

/* loadsgf file [move_number | vertex] [game N]: play the game (the Nth
 * of a collection, the first by default) up to, not including, that
 * move.  A file that cannot be loaded is GTP 2's "cannot load file"; why
 * (the path, the line and column of a parse error, the property at
 * fault) goes to the game's messages. */
static int gtp_loadsgf(struct gtp *gtp, char *args)
{
  char err[400];
  int number = 1;
  char *path = gtp_next_word(&args);
  char *until = gtp_next_word(&args);
  char *word = until != NULL && strcmp(until, "game") == 0 ? until : gtp_next_word(&args);
  if (word == until)
    until = NULL;
  if (word != NULL && (strcmp(word, "game") != 0 || !parse_int(gtp_next_word(&args), &number)
                       || gtp_next_word(&args) != NULL))
    return gtp_failure(gtp, "syntax error");
  if (path == NULL)
    return gtp_failure(gtp, "missing filename");
  if (!gtp->allow_files)
    return gtp_failure(gtp, "file access disabled");
  if (!gtp_no_trymove(gtp))
    return GTP_FAILED;
  int color = game_load_sgf_game(gtp->game, path, until, number, err, sizeof err);
  if (color == 0) {
    if (gtp->game->messages != NULL) {
      fprintf(gtp->game->messages, "hane: loadsgf: %s\n", err);
      fflush(gtp->game->messages);
    }
    return gtp_failure(gtp, "cannot load file");
  }
  return gtp_success(gtp, "%s", gtp_color_name(color));
}

/* printsgf [file]: the game record, to the file or as the answer. */
static int gtp_printsgf(struct gtp *gtp, char *args)
{
  char *path = gtp_next_word(&args);
  if (path != NULL) {
    if (!gtp->allow_files)
      return gtp_failure(gtp, "file access disabled");
    if (!game_write_sgf(gtp->game, path, NULL))
      return gtp_failure(gtp, "cannot write '%s'", path);
    return gtp_success(gtp, "%s", "");
  }
  struct sgf_node *root = game_record(gtp->game, NULL);
  char *text = NULL;
  size_t length = 0;
  FILE *out = root ? open_memstream(&text, &length) : NULL;
  int ok = out != NULL && sgf_write(out, root);
  if (out != NULL)
    ok = fclose(out) == 0 && ok;
  sgf_free(root);
  if (!ok || text == NULL) {
    free(text);
    return gtp_failure(gtp, "cannot write the game record");
  }
  gtp_printf(gtp, "%s", text);
  free(text);
  return gtp_finish(gtp);
}

/* kgs-rules: area scoring and positional superko under Chinese, AGA and
 * New Zealand rules, territory and simple ko under Japanese rules. */
static int gtp_kgs_rules(struct gtp *gtp, char *args)
{
  char *rules = gtp_next_word(&args);
  if (rules == NULL)
    return gtp_failure(gtp, "missing rules");
  if (strcasecmp(rules, "japanese") == 0)
    game_set_rules(gtp->game, 0);
  else if (strcasecmp(rules, "chinese") == 0 || strcasecmp(rules, "aga") == 0
           || strcasecmp(rules, "new_zealand") == 0)
    game_set_rules(gtp->game, 1);
  else
    return gtp_failure(gtp, "unknown rules");
  return gtp_success(gtp, "%s", "");
}

const struct gtp_command setup_commands[] = {
  {"boardsize", gtp_boardsize, NULL},
  {"query_boardsize", gtp_query_boardsize, NULL},
  {"clear_board", gtp_clear_board, NULL},
  {"komi", gtp_komi, NULL},
  {"get_komi", gtp_get_komi, NULL},
  {"fixed_handicap", gtp_fixed_handicap, NULL},
  {"place_free_handicap", gtp_place_free_handicap, NULL},
  {"set_free_handicap", gtp_set_free_handicap, NULL},
  {"get_handicap", gtp_get_handicap, NULL},
  {"loadsgf", gtp_loadsgf, NULL},
  {"printsgf", gtp_printsgf, NULL},
  {"kgs-rules", gtp_kgs_rules, NULL},
  {NULL, NULL, NULL}
};
