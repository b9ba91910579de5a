/* --score: the result of a loaded game as it stands (estimate), after
 * the engine played it out (finish), or after playing out until the dead
 * stones are captured (aftermath), printed as GNU Go prints it and in
 * SGF's RE form, compared with the file's own result. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "analyze_impl.h"
#include "interface/game/game.h"
#include "sgf/sgf.h"

/* The RE value of the loaded file, into buf ("" if none). */
static void file_result(const char *path, char *buf, size_t size)
{
  char err[200];
  struct sgf_node *root = path ? sgf_read_file(path, err, sizeof err) : NULL;
  const char *re = root ? sgf_property_value(root, "RE") : NULL;
  snprintf(buf, size, "%s", re ? re : "");
  sgf_free(root);
}

/* "W+2.0" and "W+2" are one result. */
static int same_result(const char *a, const char *b)
{
  char *end_a, *end_b;
  if (strcmp(a, b) == 0)
    return 1;
  if ((a[0] != 'B' && a[0] != 'W') || a[0] != b[0] || a[1] != '+' || b[1] != '+')
    return 0;
  double x = strtod(a + 2, &end_a), y = strtod(b + 2, &end_b);
  return end_a != a + 2 && end_b != b + 2 && *end_a == '\0' && *end_b == '\0'
         && x == y;
}

/* Passes at the end of the game record (a game that ended with two is
 * over). */
static int trailing_passes(const struct board *b)
{
  int n = 0;
  for (int k = b->move_history_length - 1; k >= 0 && n < 2; k--, n++)
    if (b->move_history[k].pos != PASS_MOVE)
      break;
  return n;
}

/* Moves until two passes in a row, at most a few times the board's
 * points, each the engine's finishing move (engine_finish_move: a search
 * of fixed size chosen for the score, the same game for one seed).
 * cleanup: the aftermath, where nobody passes while the other side has
 * dead stones on the board. */
static void play_out(struct game *g, int cleanup, int quiet, FILE *err)
{
  struct board *b = g->board;
  int passes = trailing_passes(b);
  int limit = 4 * b->board_size * b->board_size;
  for (int k = 0; passes < 2 && k < limit
       && b->move_history_length < MAX_MOVE_HISTORY; k++) {
    int color = game_color_to_move(g);
    int move = engine_finish_move(g->engine, b, color, cleanup);
    char v[8];
    if (!game_play(g, move, color)) {
      move = PASS_MOVE;
      game_play(g, PASS_MOVE, color);
    }
    passes = move == PASS_MOVE ? passes + 1 : 0;
    if (!quiet)
      fprintf(err, "%d %s (%c) move %s\n", b->move_history_length,
              color == BLACK ? "black" : "white", color == BLACK ? 'X' : 'O',
              pos_to_vertex(b, move, v));
  }
  g->game_over = 1;
}

int analyze_score(struct game *g, const struct analyze_request *req,
                  struct report *r, FILE *err)
{
  char result[16], from_file[64];
  if (strcmp(req->score, "finish") == 0)
    play_out(g, 0, req->quiet, err);
  else if (strcmp(req->score, "aftermath") == 0)
    play_out(g, 1, req->quiet, err);
  double score = game_final_score(g);
  if (score > 0)
    report_say(r, "White wins by %.1f points\n", score);
  else if (score < 0)
    report_say(r, "Black wins by %.1f points\n", -score);
  else
    report_say(r, "Jigo\n");
  game_score_text(score, result);
  report_say(r, "Result: %s\n", result);
  file_result(req->infile, from_file, sizeof from_file);
  if (from_file[0] != '\0') {
    report_say(r, "Result from file: %s\n", from_file);
    report_say(r, "Hane result and result from file are %s\n",
        same_result(result, from_file) ? "identical" : "different");
  }
  if (req->outfile != NULL && !game_write_sgf(g, req->outfile, result)) {
    fprintf(err, "hane: cannot write %s\n", req->outfile);
    return 0;
  }
  return 1;
}
