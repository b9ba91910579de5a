/* The terminal mode (ascii.h): a game against the engine typed move by
 * move.  Illegal moves are answered with their reason, the last move is
 * marked on the board, and when both players have passed the dead stones
 * are shown and the user may dispute them, undo, save or quit before the
 * game ends. */
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
  int scoring;                   /* both passed: the dead stones are shown */
  int status[BOARD_ARRAY_SIZE];  /* FINAL_* while scoring */
  double score;                  /* with those, White minus Black */
};

static void show_help(FILE *out)
{
  fputs("Commands:\n"
        "  D4, q16, ...   play a move (columns A-T without I, rows from 1)\n"
        "  pass           pass; after two passes in a row the dead stones are\n"
        "                 shown, to agree on or dispute\n"
        "  undo           take back your last move and the reply\n"
        "  save FILE      write the game to an SGF file\n"
        "  load FILE      continue from an SGF file\n"
        "  score          show the score if the game ended now\n"
        "  board          show the board again\n"
        "  help           this list\n"
        "  quit           leave the game\n", out);
}

static void show_scoring_help(FILE *out)
{
  fputs("Both players passed.  Dead stones are shown as x (black) and o (white),\n"
        "territory as b and w.\n"
        "  D4, ...        a stone of a group whose status you dispute: it turns\n"
        "                 dead if alive, alive if dead\n"
        "  done           accept: the game ends with this score\n"
        "  undo           take back the passes and go on playing\n"
        "  save FILE      write the game to an SGF file\n"
        "  quit           leave without a result\n", out);
}

/* ---- The board -------------------------------------------------------- */

static char column_letter(int j)
{
  return (char) ('A' + j + (j >= 8));
}

/* What a point shows: the stone, or while scoring a dead stone in lower
 * case and territory as b or w; hoshi points as '+'. */
static char point_char(const struct ascii *a, int pos)
{
  const struct board *b = a->game->board;
  int c = b->board[pos];
  if (a->scoring) {
    int s = a->status[pos];
    if (IS_STONE(c) && s == FINAL_DEAD)
      return c == BLACK ? 'x' : 'o';
    if (s == FINAL_BLACK_TERRITORY)
      return 'b';
    if (s == FINAL_WHITE_TERRITORY)
      return 'w';
  }
  if (c == BLACK)
    return 'X';
  if (c == WHITE)
    return 'O';
  int size = b->board_size, i = I(pos), j = J(pos);
  int edge = size >= 13 ? 3 : 2;
  int hoshi_i = i == edge || i == size - 1 - edge || (size % 2 && size >= 9 && i == size / 2);
  int hoshi_j = j == edge || j == size - 1 - edge || (size % 2 && size >= 9 && j == size / 2);
  return size >= 7 && hoshi_i && hoshi_j ? '+' : '.';
}

static void column_labels(const struct board *b, FILE *out)
{
  fputs("   ", out);
  for (int j = 0; j < b->board_size; j++)
    fprintf(out, " %c", column_letter(j));
  fputc('\n', out);
}

/* The board with the last move in parentheses, "X(O)X", GNU Go's way. */
static void show_board(struct ascii *a)
{
  const struct board *b = a->game->board;
  const struct play_entry *last = game_move_back(a->game, 0);
  int marked = last != NULL && last->pos != PASS_MOVE && b->board[last->pos] == last->color
               ? last->pos : NO_MOVE;
  fputc('\n', a->out);
  column_labels(b, a->out);
  for (int i = 0; i < b->board_size; i++) {
    fprintf(a->out, "%2d", b->board_size - i);
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      char before = pos == marked ? '(' : j > 0 && POS(i, j - 1) == marked ? ')' : ' ';
      fprintf(a->out, "%c%c", before, point_char(a, pos));
    }
    fprintf(a->out, "%c%d", POS(i, b->board_size - 1) == marked ? ')' : ' ',
            b->board_size - i);
    if (i == b->board_size - 2)
      fprintf(a->out, "     Black has captured %d stones", b->white_captured);
    if (i == b->board_size - 1)
      fprintf(a->out, "     White has captured %d stones", b->black_captured);
    fputc('\n', a->out);
  }
  column_labels(b, a->out);
  if (last != NULL) {
    char vertex[8];
    fprintf(a->out, "Last move: %s %s\n", gtp_color_name(last->color),
            vertex_name(b->board_size, last->pos, vertex));
  }
  fputc('\n', a->out);
}

/* ---- Moves -------------------------------------------------------------- */

/* Why color may not play at pos (a point of the board), or NULL. */
static const char *illegal_reason(const struct board *b, int pos, int color)
{
  if (b->board[pos] != EMPTY)
    return "the point is occupied";
  if (pos == b->ko_pos && !is_legal(b, pos, color))
    return "ko: the stone just taken may not be retaken at once; play elsewhere first";
  if (is_suicide(b, pos, color))
    return "suicide: the stone would have no liberty and capture nothing";
  if (!is_legal_move(b, pos, color))
    return "the whole board position would repeat (superko)";
  return NULL;
}

/* A word that looks like a vertex (a letter and a number) but is not on
 * this board. */
static int looks_like_vertex(const char *word)
{
  if (!((word[0] >= 'a' && word[0] <= 'z') || (word[0] >= 'A' && word[0] <= 'Z')) || !word[1])
    return 0;
  for (const char *p = word + 1; *p; p++)
    if (*p < '0' || *p > '9')
      return 0;
  return 1;
}

static void off_the_board(struct ascii *a, const char *word)
{
  int size = a->game->board->board_size;
  fprintf(a->out, "%s is off the board (columns A-%c without I, rows 1-%d).\n", word,
          column_letter(size - 1), size);
}

static int last_two_passes(const struct game *g)
{
  const struct play_entry *last = game_move_back(g, 0);
  const struct play_entry *before = game_move_back(g, 1);
  return last != NULL && before != NULL && last->pos == PASS_MOVE
         && before->pos == PASS_MOVE;
}

/* ---- Scoring ------------------------------------------------------------ */

/* The territory and the score from the stones' status as it stands. */
static void rescore(struct ascii *a)
{
  a->score = engine_score_with_status(a->game->engine, a->game->board, a->status);
}

static void show_score(struct ascii *a)
{
  char text[16];
  fprintf(a->out, "Score with these dead stones: %s (%s)\n", game_score_text(a->score, text),
          a->game->chinese_rules ? "area: stones and territory"
                                  : "territory and prisoners");
}

/* Both passed: the engine's dead stones, within the analysis budget. */
static void begin_scoring(struct ascii *a)
{
  struct game *g = a->game;
  struct engine_budget budget = game_analysis_budget(g);
  engine_begin_budget(g->engine, &budget);
  engine_final_status(g->engine, g->board, a->status);
  engine_end_budget(g->engine);
  rescore(a);
  a->scoring = 1;
  show_scoring_help(a->out);
  show_board(a);
  show_score(a);
}

/* The string at pos turns dead if alive (or in seki), alive if dead. */
static void dispute(struct ascii *a, int pos)
{
  const struct board *b = a->game->board;
  int stones[MAX_BOARD * MAX_BOARD];
  char vertex[8];
  if (!IS_STONE(b->board[pos])) {
    fprintf(a->out, "There is no stone at %s.\n", vertex_name(b->board_size, pos, vertex));
    return;
  }
  int now = a->status[pos] == FINAL_DEAD ? FINAL_ALIVE : FINAL_DEAD;
  int n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
  for (int k = 0; k < n; k++)
    a->status[stones[k]] = now;
  fprintf(a->out, "The %s stones at %s are now %s.\n", gtp_color_name(b->board[pos]),
          vertex_name(b->board_size, pos, vertex), now == FINAL_DEAD ? "dead" : "alive");
  rescore(a);
  show_board(a);
  show_score(a);
}

static void end_game(struct ascii *a)
{
  game_score_text(a->score, a->game->result);
  a->game->game_over = 1;
  a->scoring = 0;
  fprintf(a->out, "Game over: %s.\n", a->game->result);
}

/* ---- Commands ----------------------------------------------------------- */

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
  if (last_two_passes(a->game))
    begin_scoring(a);
}

/* Take back moves until it is the user's turn and one of theirs is gone. */
static void undo_turn(struct ascii *a)
{
  int undone_own = 0;
  const struct play_entry *last;
  a->scoring = 0;
  while ((last = game_move_back(a->game, 0)) != NULL
         && (!undone_own || game_color_to_move(a->game) != a->human)) {
    int color = last->color;
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
  char err[400];
  if (path == NULL) {
    fputs("Usage: load FILE\n", a->out);
    return;
  }
  if (game_load_sgf(a->game, path, NULL, err, sizeof err) == 0) {
    fprintf(a->out, "Cannot load %s.\n", err);
    return;
  }
  a->scoring = 0;
  fprintf(a->out, "Loaded %s.\n", path);
  show_board(a);
}

static void user_move(struct ascii *a, int pos)
{
  struct game *g = a->game;
  char vertex[8];
  const char *why = pos == PASS_MOVE ? NULL : illegal_reason(g->board, pos, a->human);
  if (why != NULL)
    fprintf(a->out, "Illegal move %s: %s.\n", vertex_name(g->board->board_size, pos, vertex),
            why);
  else if (!game_play(g, pos, a->human))
    fputs("Illegal move.\n", a->out);
  else if (last_two_passes(g)) {
    show_board(a);
    begin_scoring(a);
  }
}

/* While scoring: a stone to dispute, done, undo, save, quit. */
static int scoring_command(struct ascii *a, const char *word, char *args)
{
  int pos;
  if (strcasecmp(word, "done") == 0 || strcasecmp(word, "accept") == 0)
    end_game(a);
  else if (strcasecmp(word, "undo") == 0)
    undo_turn(a);
  else if (strcasecmp(word, "save") == 0)
    save_game(a, gtp_next_word(&args));
  else if (strcasecmp(word, "help") == 0 || strcmp(word, "?") == 0)
    show_scoring_help(a->out);
  else if (strcasecmp(word, "board") == 0 || strcasecmp(word, "show") == 0) {
    show_board(a);
    show_score(a);
  }
  else if (parse_vertex(word, a->game->board->board_size, &pos) && pos != PASS_MOVE)
    dispute(a, pos);
  else if (looks_like_vertex(word))
    off_the_board(a, word);
  else
    fprintf(a->out, "Unknown command '%s'; type 'help' for the list.\n", word);
  return 1;
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
  if (a->scoring)
    return scoring_command(a, word, args);
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
  else if (parse_vertex(word, a->game->board->board_size, &pos))
    user_move(a, pos);
  else if (looks_like_vertex(word))
    off_the_board(a, word);
  else
    fprintf(a->out, "Unknown command '%s'; type 'help' for the list.\n", word);
  return 1;
}

int ascii_play(struct game *g, FILE *in, FILE *out, int human_color, int quiet)
{
  struct ascii a;
  memset(&a, 0, sizeof a);
  a.game = g;
  a.in = in;
  a.out = out;
  a.human = human_color;
  if (!quiet) {
    fprintf(out, "Hane %s.  You play %s; type 'help' for the commands.\n",
            PACKAGE_VERSION, gtp_color_name(human_color));
  }
  show_board(&a);
  if (last_two_passes(g))
    begin_scoring(&a);
  while (!g->game_over) {
    int color = game_color_to_move(g);
    if (!a.scoring && color != a.human) {
      computer_move(&a, color);
      continue;
    }
    if (a.scoring)
      fputs("Dead stones (a stone, done, undo, save, quit): ", out);
    else
      fprintf(out, "Your move (%s): ", gtp_color_name(color));
    fflush(out);
    if (!gtp_read_line(in, &a.line, 4096)) {
      fputc('\n', out);
      break;
    }
    if (!user_command(&a, a.line.text ? a.line.text : (char *) ""))
      break;
  }
  free(a.line.text);
  fflush(out);
  return g->game_over;
}
