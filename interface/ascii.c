#include <config.h>

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ascii.h"
#include "interface/game/game.h"
#include "interface/gtp/gtp.h"

struct ascii {
  struct game *game;
  FILE *in;
  FILE *out;
  int human;                     /* the user's colour */
  struct gtp_text line;
};

static void show_help(FILE *out)
{
  fputs("Commands:\n"
        "  D4, q16, ...   play a move (columns A-T without I, rows from 1)\n"
        "  pass           pass; two passes in a row end the game\n"
        "  undo           take back your last move and the reply\n"
        "  save FILE      write the game to an SGF file\n"
        "  load FILE      continue from an SGF file\n"
        "  score          show the score if the game ended now\n"
        "  board          show the board again\n"
        "  help           this list\n"
        "  quit           leave the game\n", out);
}

static void show_board(struct ascii *a)
{
  fputc('\n', a->out);
  board_print(a->game->board, a->out);
  fputc('\n', a->out);
}

static int last_two_passes(const struct board *b)
{
  int n = b->move_history_length;
  return n >= 2 && b->move_history[n - 1].pos == PASS_MOVE
         && b->move_history[n - 2].pos == PASS_MOVE;
}

static void end_by_passes(struct ascii *a)
{
  a->game->game_over = 1;
  game_score_text(game_final_score(a->game), a->game->result);
  fprintf(a->out, "Both players passed.  Final score: %s\n", a->game->result);
}

static void computer_move(struct ascii *a, int color)
{
  char vertex[8];
  int move = game_genmove(a->game, color, 0);
  if (move == -1) {
    a->game->game_over = 1;
    strcpy(a->game->result, color == BLACK ? "W+R" : "B+R");
    fprintf(a->out, "Hane (%s) resigns.\n", gtp_color_name(color));
    return;
  }
  if (move == PASS_MOVE)
    fprintf(a->out, "Hane (%s) passes.\n", gtp_color_name(color));
  else
    fprintf(a->out, "Hane (%s) plays %s.\n", gtp_color_name(color),
            vertex_name(a->game->board->board_size, move, vertex));
  show_board(a);
  if (last_two_passes(a->game->board))
    end_by_passes(a);
}

/* Take back moves until it is the user's turn and one of theirs is gone. */
static void undo_turn(struct ascii *a)
{
  struct board *b = a->game->board;
  int undone_own = 0;
  while (b->move_history_length > 0
         && (!undone_own || game_color_to_move(a->game) != a->human)) {
    int color = b->move_history[b->move_history_length - 1].color;
    if (!game_undo(a->game, 1))
      break;
    undone_own |= color == a->human;
  }
  if (!undone_own)
    fputs("Nothing to undo.\n", a->out);
  show_board(a);
}

static void save_game(struct ascii *a, const char *path)
{
  if (path == NULL)
    fputs("Usage: save FILE\n", a->out);
  else if (game_write_sgf(a->game, path, a->game->result[0] ? a->game->result : NULL))
    fprintf(a->out, "Game saved to %s.\n", path);
  else
    fprintf(a->out, "Cannot write %s.\n", path);
}

static void load_game(struct ascii *a, const char *path)
{
  char err[300];
  if (path == NULL) {
    fputs("Usage: load FILE\n", a->out);
    return;
  }
  if (game_load_sgf(a->game, path, NULL, err, sizeof err) == 0) {
    fprintf(a->out, "Cannot load %s: %s.\n", path, err);
    return;
  }
  fprintf(a->out, "Loaded %s.\n", path);
  show_board(a);
}

/* One line from the user; 0 when the session should end. */
static int user_command(struct ascii *a, char *line)
{
  char *args = line;
  char *word = gtp_next_word(&args);
  int pos;
  if (word == NULL)
    return 1;
  if (strcasecmp(word, "quit") == 0 || strcasecmp(word, "exit") == 0)
    return 0;
  if (strcasecmp(word, "help") == 0 || strcmp(word, "?") == 0)
    show_help(a->out);
  else if (strcasecmp(word, "undo") == 0)
    undo_turn(a);
  else if (strcasecmp(word, "save") == 0)
    save_game(a, gtp_next_word(&args));
  else if (strcasecmp(word, "load") == 0)
    load_game(a, gtp_next_word(&args));
  else if (strcasecmp(word, "score") == 0) {
    char text[16];
    fprintf(a->out, "Score now: %s\n", game_score_text(game_final_score(a->game), text));
  }
  else if (strcasecmp(word, "board") == 0 || strcasecmp(word, "show") == 0)
    show_board(a);
  else if (!parse_vertex(word, a->game->board->board_size, &pos))
    fprintf(a->out, "Unknown command '%s'; type 'help' for the list.\n", word);
  else if (!game_play(a->game, pos, a->human))
    fputs("Illegal move.\n", a->out);
  else if (last_two_passes(a->game->board))
    end_by_passes(a);
  return 1;
}

int ascii_play(struct game *g, FILE *in, FILE *out, int human_color, int quiet)
{
  struct ascii a = {g, in, out, human_color, {NULL, 0, 0, 0, 0}};
  if (!quiet) {
    fprintf(out, "Hane %s.  You play %s; type 'help' for the commands.\n",
            PACKAGE_VERSION, gtp_color_name(human_color));
  }
  show_board(&a);
  while (!g->game_over) {
    int color = game_color_to_move(g);
    if (color != a.human) {
      computer_move(&a, color);
      continue;
    }
    fprintf(out, "Your move (%s): ", gtp_color_name(color));
    fflush(out);
    if (!gtp_read_line(in, &a.line, 4096)) {
      fputc('\n', out);
      break;
    }
    if (!user_command(&a, a.line.text))
      break;
  }
  free(a.line.text);
  fflush(out);
  return g->game_over;
}
