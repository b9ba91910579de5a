#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "game.h"
#include "play_record.h"

#include "sgf/sgf.h"
#include "utils/numbers.h"

/* ---- Loading ------------------------------------------------------------ */

struct sgf_loader {
  struct board *board;
  struct play_record record;     /* what was loaded, in order */
  int last_color;                /* of the last move played, or EMPTY */
  int player;                    /* PL of the position, or EMPTY */
  int until_move;
  int until_pos;
  int stopped;
  int node;                      /* nodes of the main line walked */
  FILE *messages;                /* warnings, or NULL */
  const char *name;              /* of the file, for warnings */
  char *err;
  size_t errlen;
};

static int load_error(struct sgf_loader *l, const char *message, const char *detail)
{
  snprintf(l->err, l->errlen, "node %d: %s%s%s", l->node, message, detail ? " " : "",
           detail ? detail : "");
  return 0;
}

static void warn(FILE *messages, const char *name, const char *format, const char *a,
                 const char *b)
{
  if (messages == NULL)
    return;
  fprintf(messages, "hane: %s: ", name ? name : "SGF");
  fprintf(messages, format, a, b);
  fputc('\n', messages);
  fflush(messages);
}

/* An integer property, or fallback when absent or not a number. */
static int sgf_int(const struct sgf_node *node, const char *name, int fallback)
{
  const char *value = sgf_property_value(node, name);
  int v;
  return value != NULL && parse_int(value, &v) ? v : fallback;
}

static int out_of_memory(struct sgf_loader *l)
{
  snprintf(l->err, l->errlen, "out of memory");
  return 0;
}

/* AB, AW or AE, recorded in its place.  A stone that replaces one of the
 * other colour is what FF[4] says (the point is overwritten), and kept
 * so in the record; the user is told. */
static int setup_stones(struct sgf_loader *l, const struct sgf_property *p, int color)
{
  int size = l->board->board_size;
  int rows[MAX_BOARD * MAX_BOARD];
  int cols[MAX_BOARD * MAX_BOARD];
  for (int v = 0; v < p->value_count; v++) {
    int n = sgf_expand_points(p->values[v], size, rows, cols, MAX_BOARD * MAX_BOARD);
    if (n < 0)
      return load_error(l, "malformed point", p->values[v]);
    for (int k = 0; k < n; k++) {
      if (rows[k] < 0 || rows[k] >= size || cols[k] < 0 || cols[k] >= size)
        return load_error(l, "point off the board", p->values[v]);
      int pos = POS(rows[k], cols[k]);
      int old = l->board->board[pos];
      if (!play_record_reserve(&l->record, 1))
        return out_of_memory(l);
      if (!board_setup_stone(l->board, pos, color))
        return load_error(l, "setup leaves a string without liberties at", p->values[v]);
      play_record_add(&l->record, PLAY_SETUP, pos, color);
      if (IS_STONE(old) && color != old) {
        char where[40];
        snprintf(where, sizeof where, "%s at node %d", p->values[v], l->node);
        warn(l->messages, l->name, "%s replaces a stone of the other colour at %s",
             p->name, where);
      }
    }
  }
  return 1;
}

static int load_setup(struct sgf_loader *l, const struct sgf_node *node)
{
  for (const struct sgf_property *p = node->props; p != NULL; p = p->next) {
    int ok = 1;
    if (strcmp(p->name, "AB") == 0)
      ok = setup_stones(l, p, BLACK);
    else if (strcmp(p->name, "AW") == 0)
      ok = setup_stones(l, p, WHITE);
    else if (strcmp(p->name, "AE") == 0)
      ok = setup_stones(l, p, EMPTY);
    else if (strcmp(p->name, "PL") == 0 && p->value_count > 0) {
      char c = p->values[0][0];
      l->player = c == 'B' || c == 'b' ? BLACK : c == 'W' || c == 'w' ? WHITE : EMPTY;
    }
    if (!ok)
      return 0;
  }
  return 1;
}

static int load_move(struct sgf_loader *l, const char *value, int color)
{
  struct board *b = l->board;
  int row, col;
  int kind = sgf_decode_point(value, b->board_size, &row, &col);
  if (kind < 0 || (kind == 1 && (row < 0 || row >= b->board_size || col < 0
                                 || col >= b->board_size)))
    return load_error(l, "malformed move", value);
  int pos = kind == 1 ? POS(row, col) : PASS_MOVE;
  if ((l->until_move > 0 && (int) l->record.moves + 1 >= l->until_move)
      || (l->until_pos != NO_MOVE && pos == l->until_pos)) {
    l->stopped = 1;
    return 1;
  }
  if (pos != PASS_MOVE && b->board[pos] != EMPTY)
    return load_error(l, "move on an occupied point", value);
  if (!play_record_reserve(&l->record, 1))
    return out_of_memory(l);
  if (!play_move(b, pos, color))
    return load_error(l, "illegal move", value);
  play_record_add(&l->record, PLAY_MOVE, pos, color);
  l->last_color = color;
  l->player = EMPTY;
  return 1;
}

static int load_node(struct sgf_loader *l, const struct sgf_node *node)
{
  if (!load_setup(l, node))
    return 0;
  for (const struct sgf_property *p = node->props; p && !l->stopped; p = p->next) {
    int color = strcmp(p->name, "B") == 0 ? BLACK : strcmp(p->name, "W") == 0 ? WHITE : EMPTY;
    if (color != EMPTY && !load_move(l, p->value_count ? p->values[0] : "", color))
      return 0;
  }
  return 1;
}

static int load_main_line(struct sgf_loader *l, const struct sgf_node *root)
{
  for (const struct sgf_node *node = root; node && !l->stopped; node = node->child) {
    if (!load_node(l, node))
      return 0;
    l->node++;
  }
  return 1;
}

/* -L or loadsgf's second word: a move number (1 = before the first move)
 * or a vertex (before the first move there); NULL: the whole game.  0
 * with a message for anything else. */
static int parse_limit(const char *until, int size, int *until_move, int *until_pos,
                       char *err, size_t errlen)
{
  *until_move = 0;
  *until_pos = NO_MOVE;
  if (until == NULL)
    return 1;
  if (parse_int(until, until_move)) {
    if (*until_move >= 1)
      return 1;
    snprintf(err, errlen, "move number %d: the first move is 1", *until_move);
    return 0;
  }
  if (parse_vertex(until, size, until_pos) && *until_pos != PASS_MOVE)
    return 1;
  snprintf(err, errlen, "'%.40s' is neither a move number nor a point of a %dx%d board",
           until, size, size);
  return 0;
}

/* SZ: one number from 1 to MAX_BOARD (FF[4]'s "19:13" is a board we do
 * not play on); 19 when absent. */
static int board_size_of(const struct sgf_node *root, int *size, char *err, size_t errlen)
{
  const char *value = sgf_property_value(root, "SZ");
  int columns, rows;
  char first[32]; /* "9" of "9:9": value may point here below */
  *size = 19;
  if (value == NULL)
    return 1;
  const char *colon = strchr(value, ':');
  if (colon != NULL) {
    snprintf(first, sizeof first, "%.*s", (int) (colon - value), value);
    if (parse_int(first, &columns) && parse_int(colon + 1, &rows) && columns != rows) {
      snprintf(err, errlen, "board %dx%d is not square: only square boards are played",
               columns, rows);
      return 0;
    }
    if (parse_int(first, &columns) && parse_int(colon + 1, &rows))
      value = first;
  }
  if (!parse_int(value, size)) {
    int digits = value[0] != '\0';
    for (const char *c = value; *c; c++)
      digits &= *c >= '0' && *c <= '9';
    if (digits)
      snprintf(err, errlen, "board size %.30s out of range (%d to %d)", value, MIN_BOARD,
               MAX_BOARD);
    else
      snprintf(err, errlen, "board size '%.30s' is not a number", value);
    return 0;
  }
  if (*size < MIN_BOARD || *size > MAX_BOARD) {
    snprintf(err, errlen, "board size %d out of range (%d to %d)", *size, MIN_BOARD,
             MAX_BOARD);
    return 0;
  }
  return 1;
}

/* KM: a number; the game's komi when absent. */
static int komi_of(const struct sgf_node *root, double *komi, char *err, size_t errlen)
{
  const char *value = sgf_property_value(root, "KM");
  double v;
  if (value == NULL)
    return 1;
  if (!parse_double(value, &v) || v <= -1000.0 || v >= 1000.0) {
    snprintf(err, errlen, "komi '%.30s' is not a number from -999 to 999", value);
    return 0;
  }
  *komi = v;
  return 1;
}

/* RU: which rules score the game.  Area: Chinese, AGA, New Zealand (and
 * the other area rules); territory: Japanese, Korean.  1 area, 0
 * territory, -1 unknown. */
static int rules_of(const char *value)
{
  static const struct {
    const char *name;
    int area;
  } rules[] = {
    {"chinese", 1}, {"cn", 1}, {"aga", 1}, {"nz", 1}, {"new zealand", 1},
    {"tromp-taylor", 1}, {"tromp taylor", 1}, {"ing", 1}, {"goe", 1},
    {"japanese", 0}, {"jp", 0}, {"korean", 0}, {"ko", 0},
  };
  for (size_t k = 0; value != NULL && k < sizeof rules / sizeof rules[0]; k++)
    if (strcasecmp(value, rules[k].name) == 0)
      return rules[k].area;
  return -1;
}

int game_load_sgf_tree(struct game *g, const struct sgf_node *root, const char *until,
                       char *err, size_t errlen)
{
  int size;
  double komi = g->board->komi;
  if (!board_size_of(root, &size, err, errlen) || !komi_of(root, &komi, err, errlen))
    return 0;
  struct sgf_loader l;
  memset(&l, 0, sizeof l);
  l.board = g->scratch;
  l.last_color = l.player = EMPTY;
  l.messages = g->messages;
  l.name = g->loading_name;
  l.err = err;
  l.errlen = errlen;
  play_record_init(&l.record);
  if (!parse_limit(until, size, &l.until_move, &l.until_pos, err, errlen))
    return 0;
  const char *ru = g->rules_fixed ? NULL : sgf_property_value(root, "RU");
  int area = rules_of(ru);
  if (ru != NULL && area < 0) {
    warn(g->messages, g->loading_name, "rules '%s' unknown: %s scoring kept", ru,
         g->chinese_rules ? "area" : "territory");
    area = g->chinese_rules;
  }
  if (ru == NULL)
    area = g->chinese_rules;
  board_clear(l.board, size);
  l.board->superko = area;
  if (!load_main_line(&l, root)) {
    play_record_free(&l.record);
    return 0;
  }
  if (l.until_pos != NO_MOVE && !l.stopped) {
    char point[8];
    warn(g->messages, g->loading_name, "no move at %s%s: the whole game is loaded",
         vertex_name(size, l.until_pos, point), "");
  }
  int handicap = sgf_int(root, "HA", 0);
  game_set_rules(g, area);
  board_copy(g->board, l.board);
  g->board->komi = (float) komi;
  g->board->superko = area;
  play_record_move(&g->record, &l.record);
  g->handicap = handicap > 0 ? handicap : 0;
  g->game_over = 0;
  g->result[0] = '\0';
  clock_restart(&g->clock);
  engine_position_changed(g->engine, g->board);
  if (l.last_color != EMPTY)
    return OTHER_COLOR(l.last_color);
  if (l.player != EMPTY)
    return l.player;
  return g->handicap > 0 ? WHITE : BLACK;
}

/* Game `number` (from 1) of a collection; NULL with a message. */
static struct sgf_node *collection_game(const char *path, int number, char *err,
                                        size_t errlen)
{
  struct sgf_collection *c = sgf_collection_open(path, err, errlen);
  struct sgf_node *game = NULL;
  struct sgf_error error;
  int status;
  if (c == NULL)
    return NULL;
  while ((status = sgf_collection_next(c, &game, &error)) != SGF_COLLECTION_END) {
    int here = sgf_collection_game_number(c);
    if (status == SGF_COLLECTION_GAME && here == number)
      break;
    sgf_free(game);
    game = NULL;
    if (status == SGF_COLLECTION_SKIPPED && here == number) {
      snprintf(err, errlen, "%s: game %d: line %d, column %d: %s", path, number, error.line,
               error.column, error.message);
      break;
    }
  }
  if (game == NULL && status == SGF_COLLECTION_END)
    snprintf(err, errlen, "%s: game %d asked for, the file holds %d", path, number,
             sgf_collection_game_number(c));
  sgf_collection_close(c);
  return game;
}

/* Does the file hold a game tree after its first? */
static int more_than_one_game(const char *path)
{
  char err[300];
  struct sgf_collection *c = sgf_collection_open(path, err, sizeof err);
  struct sgf_node *game;
  int more = 0;
  if (c == NULL)
    return 0;
  while (!more && sgf_collection_next(c, &game, NULL) != SGF_COLLECTION_END) {
    sgf_free(game);
    more = sgf_collection_game_number(c) > 1;
  }
  sgf_collection_close(c);
  return more;
}

int game_load_sgf_game(struct game *g, const char *path, const char *until, int number,
                       char *err, size_t errlen)
{
  char parse_error[300];
  if (number < 1) {
    snprintf(err, errlen, "%s: game %d: games count from 1", path, number);
    return 0;
  }
  /* The first game as one tree (what follows it is not read); the
   * others from the collection. */
  struct sgf_node *root = number == 1 ? sgf_read_file(path, parse_error, sizeof parse_error)
                                      : collection_game(path, number, parse_error,
                                                        sizeof parse_error);
  if (root == NULL) {
    /* The message names the path, and the line and column. */
    snprintf(err, errlen, "%s", parse_error);
    return 0;
  }
  char detail[300];
  g->loading_name = path;
  int color = game_load_sgf_tree(g, root, until, detail, sizeof detail);
  g->loading_name = NULL;
  sgf_free(root);
  if (color == 0)
    snprintf(err, errlen, "%s: %s", path, detail);
  else if (number == 1 && g->messages != NULL && more_than_one_game(path)) {
    fprintf(g->messages, "hane: %s holds more than one game: the first is loaded "
            "(--game N, or loadsgf FILE [MOVE] game N, loads another)\n", path);
    fflush(g->messages);
  }
  return color;
}

int game_load_sgf(struct game *g, const char *path, const char *until,
                  char *err, size_t errlen)
{
  return game_load_sgf_game(g, path, until, 1, err, errlen);
}

/* ---- Writing ------------------------------------------------------------ */

static void encode_point(int board_size, int pos, char *out)
{
  if (pos == PASS_MOVE) {
    /* "tt" is the pass old readers understand; above 19 only "" is one. */
    strcpy(out, board_size <= 19 ? "tt" : "");
    return;
  }
  sgf_encode_point(I(pos), J(pos), out);
}

static void add_root_properties(struct sgf_node *root, const struct game *g,
                                const char *result)
{
  char buf[64];
  sgf_add_property(root, "GM", "1");
  sgf_add_property(root, "FF", "4");
  snprintf(buf, sizeof buf, "%d", g->board->board_size);
  sgf_add_property(root, "SZ", buf);
  /* Tenths as 6.5 and 7.0; any other komi with the fewest digits that
   * read back as the same float (KM[6.52] stays 6.52: fuzz_sgf_load's
   * round trip). */
  float komi = g->board->komi;
  snprintf(buf, sizeof buf, "%.1f", komi);
  for (int digits = 1; digits <= 9 && (float) strtod(buf, NULL) != komi; digits++)
    snprintf(buf, sizeof buf, "%.*g", digits, komi);
  sgf_add_property(root, "KM", buf);
  snprintf(buf, sizeof buf, "%d", g->handicap);
  sgf_add_property(root, "HA", buf);
  sgf_add_property(root, "RU", g->chinese_rules ? "Chinese" : "Japanese");
  sgf_add_property(root, "AP", "Hane:" PACKAGE_VERSION);
  if (result != NULL)
    sgf_add_property(root, "RE", result);
}

/* A node that takes setup stones: a new one after a move, or when a
 * point would be set twice in one node (the order would be lost). */
static struct sgf_node *setup_node(struct sgf_node *node, int after_move,
                                   unsigned char *set_here, int pos)
{
  if (!after_move && !set_here[pos])
    return node;
  memset(set_here, 0, BOARD_ARRAY_SIZE);
  return sgf_add_child(node);
}

struct sgf_node *game_record(const struct game *g, const char *result)
{
  const struct board *b = g->board;
  static const char *const setup_names[] = {[EMPTY] = "AE", [WHITE] = "AW", [BLACK] = "AB"};
  unsigned char set_here[BOARD_ARRAY_SIZE];
  struct sgf_node *root = sgf_new_node();
  if (root == NULL)
    return NULL;
  add_root_properties(root, g, result);
  memset(set_here, 0, sizeof set_here);
  struct sgf_node *node = root;
  int after_move = 0;
  for (size_t k = 0; k < g->record.count && node != NULL; k++) {
    const struct play_entry *e = &g->record.entries[k];
    char point[4];
    encode_point(b->board_size, e->pos, point);
    if (e->kind == PLAY_SETUP) {
      node = setup_node(node, after_move, set_here, e->pos);
      if (node == NULL)
        break;
      sgf_add_property(node, setup_names[e->color], point);
      set_here[e->pos] = 1;
      after_move = 0;
      continue;
    }
    node = sgf_add_child(node);
    if (node == NULL)
      break;
    sgf_add_property(node, e->color == BLACK ? "B" : "W", point);
    after_move = 1;
  }
  return root;
}

int game_write_sgf(const struct game *g, const char *path, const char *result)
{
  struct sgf_node *root = game_record(g, result);
  if (root == NULL)
    return 0;
  int ok = sgf_write_file(path, root);
  sgf_free(root);
  return ok;
}

int game_save_outfile(struct game *g)
{
  char result[16];
  if (g->outfile == NULL)
    return 1;
  const char *re = g->result[0] ? g->result
                   : g->game_over ? game_score_text(game_final_score(g), result) : NULL;
  return game_write_sgf(g, g->outfile, re);
}
