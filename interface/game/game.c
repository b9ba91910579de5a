#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "utils/timer.h"

struct game *game_new(const struct engine_config *config, int board_size, float komi)
{
  struct game *g = calloc(1, sizeof *g);
  if (g == NULL)
    return NULL;
  if (board_size < MIN_BOARD || board_size > MAX_BOARD)
    board_size = 19;
  g->board = board_new(board_size);
  g->scratch = board_new(board_size);
  g->engine = engine_new(config);
  if (g->board == NULL || g->scratch == NULL || g->engine == NULL) {
    game_free(g);
    return NULL;
  }
  g->board->komi = komi;
  g->level = config->level;
  g->analysis_seconds = -1.0;
  g->analysis_nodes = -1;
  clock_init(&g->clock);
  game_set_rules(g, config->chinese_rules);
  return g;
}

void game_free(struct game *g)
{
  if (g == NULL)
    return;
  sgftrace_free(g->trace);
  play_record_free(&g->record);
  board_free(g->board);
  board_free(g->scratch);
  if (g->engine)
    engine_free(g->engine);
  free(g);
}

/* A new game on an empty board: everything but komi, rules and time
 * settings starts again. */
static void new_game(struct game *g, int size)
{
  float komi = g->board->komi;
  int superko = g->board->superko;
  board_clear(g->board, size);
  g->board->komi = komi;
  g->board->superko = superko;
  play_record_clear(&g->record);
  g->handicap = 0;
  g->game_over = 0;
  g->result[0] = '\0';
  clock_restart(&g->clock);
  engine_position_changed(g->engine, g->board);
}

int game_set_board_size(struct game *g, int size)
{
  if (size < MIN_BOARD || size > MAX_BOARD)
    return 0;
  new_game(g, size);
  return 1;
}

void game_clear(struct game *g)
{
  new_game(g, g->board->board_size);
}

void game_set_komi(struct game *g, float komi)
{
  g->board->komi = komi;
}

void game_set_rules(struct game *g, int chinese_rules)
{
  g->chinese_rules = chinese_rules != 0;
  g->board->superko = g->chinese_rules;
  engine_set_rules(g->engine, g->chinese_rules);
}

void game_set_level(struct game *g, int level)
{
  g->level = level < 0 ? 0 : level > ENGINE_MAX_LEVEL ? ENGINE_MAX_LEVEL : level;
  engine_set_level(g->engine, g->level);
}

struct engine_budget game_analysis_budget(const struct game *g)
{
  struct engine_budget b = engine_analysis_budget(g->level);
  if (g->analysis_seconds >= 0.0)
    b.seconds = g->analysis_seconds;
  if (g->analysis_nodes >= 0)
    b.nodes = g->analysis_nodes;
  return b;
}

int game_play(struct game *g, int pos, int color)
{
  struct board *b = g->board;
  if (b->stackp > 0 || (color != BLACK && color != WHITE))
    return 0;
  if (pos != PASS_MOVE && !is_legal_move(b, pos, color))
    return 0;
  /* Room in the record first: a move played must be recorded. */
  if (!play_record_reserve(&g->record, 1) || !play_move(b, pos, color))
    return 0;
  play_record_add(&g->record, PLAY_MOVE, pos, color);
  return 1;
}

int game_undo(struct game *g, int n)
{
  struct board *b = g->board;
  if (n < 0 || b->stackp > 0 || (size_t) n > g->record.moves)
    return 0;
  if (n == 0)
    return 1;
  size_t count = g->record.count, moves = g->record.moves;
  play_record_drop_moves(&g->record, (size_t) n, NULL);
  /* The board's own history reaches back to its last setup stone (or
   * MAX_MOVE_HISTORY moves): beyond, the record is replayed. */
  if (n <= b->move_history_length && g->record.count + (size_t) n == count)
    undo_move(b, n);
  else {
    struct board *replayed = g->scratch;
    board_clear(replayed, b->board_size);
    replayed->komi = b->komi;
    replayed->superko = b->superko;
    if (!play_record_replay(&g->record, replayed)) {
      g->record.count = count;
      g->record.moves = moves;
      return 0;
    }
    board_copy(b, replayed);
  }
  g->game_over = 0;
  g->result[0] = '\0';
  engine_position_changed(g->engine, b);
  return 1;
}

const struct play_entry *game_move_back(const struct game *g, int k)
{
  return k < 0 ? NULL : play_record_move_back(&g->record, (size_t) k);
}

int game_color_to_move(const struct game *g)
{
  const struct play_entry *last = game_move_back(g, 0);
  if (last != NULL)
    return OTHER_COLOR(last->color);
  return g->handicap > 0 ? WHITE : BLACK;
}

static int empty_points(const struct board *b)
{
  int count = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    count += b->board[pos] == EMPTY;
  return count;
}

int game_choose_move(struct game *g, int color, enum game_move_kind kind)
{
  struct board *b = g->board;
  struct move_budget budget = clock_budget(&g->clock, color, g->level, empty_points(b));
  budget.question = kind == GAME_QUESTION;
  int move = kind == GAME_CLEANUP_MOVE
             ? engine_genmove_cleanup(g->engine, b, color, &budget)
             : engine_genmove(g->engine, b, color, &budget);
  /* Only a move of the game may be a resignation: a question
   * (reg_genmove) or a cleanup move answers a move. */
  if (move == -1 && (kind != GAME_MOVE || !engine_get_config(g->engine)->resign_allowed))
    move = PASS_MOVE;
  /* Whatever the engine says, never answer with an impossible move. */
  if (move != -1 && move != PASS_MOVE
      && (!ON_BOARD1(b, move) || !is_legal_move(b, move, color)))
    move = PASS_MOVE;
  return move;
}

int game_genmove(struct game *g, int color, int cleanup)
{
  double start = wall_seconds();
  int move = game_choose_move(g, color, cleanup ? GAME_CLEANUP_MOVE : GAME_MOVE);
  if (move != -1 && !game_play(g, move, color)) {
    move = PASS_MOVE;
    game_play(g, move, color);
  }
  clock_charge(&g->clock, color, wall_seconds() - start);
  return move;
}

/* Put stones on the empty board as a handicap; the board is restored if
 * one of them cannot be placed. */
static int place_handicap(struct game *g, int n, const int *points)
{
  struct board *saved = g->scratch;
  board_copy(saved, g->board);
  if (!play_record_reserve(&g->record, (size_t) n))
    return 0;
  for (int k = 0; k < n; k++)
    if (!ON_BOARD1(g->board, points[k])
        || !board_setup_stone(g->board, points[k], BLACK)) {
      board_copy(g->board, saved);
      return 0;
    }
  for (int k = 0; k < n; k++)
    play_record_add(&g->record, PLAY_SETUP, points[k], BLACK);
  g->handicap = n;
  engine_position_changed(g->engine, g->board);
  return 1;
}

static int board_is_empty(const struct board *b)
{
  return stones_on_board(b, GRAY) == 0;
}

int game_fixed_handicap(struct game *g, int n, int *points)
{
  if (!board_is_empty(g->board))
    return GAME_HANDICAP_NOT_EMPTY;
  int count = fixed_handicap_points(g->board->board_size, n, points);
  if (count == 0 || !place_handicap(g, count, points))
    return GAME_HANDICAP_INVALID;
  return count;
}

int game_free_handicap(struct game *g, int n, int *points)
{
  if (!board_is_empty(g->board))
    return GAME_HANDICAP_NOT_EMPTY;
  int count = free_handicap_points(g->board->board_size, n, points);
  if (count == 0 || !place_handicap(g, count, points))
    return GAME_HANDICAP_INVALID;
  return count;
}

int game_set_handicap_stones(struct game *g, int n, const int *points, const char **err)
{
  int size = g->board->board_size;
  if (!board_is_empty(g->board)) {
    *err = "board not empty";
    return 0;
  }
  if (n < 2 || n >= size * size) {
    *err = "invalid handicap";
    return 0;
  }
  for (int k = 0; k < n; k++)
    for (int m = 0; m < k; m++)
      if (points[m] == points[k]) {
        *err = "repeated vertex";
        return 0;
      }
  if (!place_handicap(g, n, points)) {
    *err = "invalid handicap";
    return 0;
  }
  return 1;
}

double game_final_score(struct game *g)
{
  return engine_final_score(g->engine, g->board);
}

char *game_score_text(double score, char *buf)
{
  if (score > 0.0)
    snprintf(buf, 16, "W+%.1f", score);
  else if (score < 0.0)
    snprintf(buf, 16, "B+%.1f", -score);
  else
    strcpy(buf, "0");
  return buf;
}
