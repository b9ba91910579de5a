#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

#include "sgf/sgf.h"
#include "utils/numbers.h"

/* ---- Loading ------------------------------------------------------------ */

struct sgf_loader {
  struct board *board;
  int moves;                     /* moves played so far */
  int last_color;                /* of the last move played, or EMPTY */
  int player;                    /* PL of the position, or EMPTY */
  int until_move;
  int until_pos;
  int stopped;
  char *err;
  size_t errlen;
};

static int load_error(struct sgf_loader *l, const char *message, const char *detail)
{
  snprintf(l->err, l->errlen, "%s%s%s", message, detail ? " " : "", detail ? detail : "");
  return 0;
}

static int sgf_int(const struct sgf_node *node, const char *name, int fallback)
{
  const char *value = sgf_property_value(node, name);
  char *end;
  if (value == NULL)
    return fallback;
  long v = strtol(value, &end, 10);
  if (end == value || v < -1000000 || v > 1000000)
    return fallback;
  return (int) v;
}

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
      if (!board_setup_stone(l->board, POS(rows[k], cols[k]), color))
        return load_error(l, "invalid setup stone", p->values[v]);
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
  if ((l->until_move > 0 && l->moves + 1 >= l->until_move)
      || (l->until_pos != NO_MOVE && pos == l->until_pos)) {
    l->stopped = 1;
    return 1;
  }
  if (pos != PASS_MOVE && b->board[pos] != EMPTY)
    return load_error(l, "move on an occupied point", value);
  play_move(b, pos, color);
  l->moves++;
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
  for (const struct sgf_node *node = root; node && !l->stopped; node = node->child)
    if (!load_node(l, node))
      return 0;
  return 1;
}

/* A move number, or a vertex on a board of this size; anything else
 * means no limit. */
static void parse_limit(const char *until, int size, int *until_move, int *until_pos)
{
  *until_move = 0;
  *until_pos = NO_MOVE;
  if (until == NULL || parse_int(until, until_move))
    return;
  if (!parse_vertex(until, size, until_pos))
    *until_pos = NO_MOVE;
}

int game_load_sgf_tree(struct game *g, const struct sgf_node *root, const char *until,
                       char *err, size_t errlen)
{
  int size = sgf_int(root, "SZ", 19);
  if (size < MIN_BOARD || size > MAX_BOARD) {
    snprintf(err, errlen, "unacceptable size");
    return 0;
  }
  struct sgf_loader l = {g->scratch, 0, EMPTY, EMPTY, 0, NO_MOVE, 0, err, errlen};
  board_clear(l.board, size);
  parse_limit(until, size, &l.until_move, &l.until_pos);
  l.board->superko = g->board->superko;
  const char *km = sgf_property_value(root, "KM");
  double komi = g->board->komi;
  if (km != NULL) {
    char *end;
    double v = strtod(km, &end);
    if (end != km && v > -1000.0 && v < 1000.0)
      komi = v;
  }
  if (!load_main_line(&l, root))
    return 0;
  int handicap = sgf_int(root, "HA", 0);
  board_copy(g->board, l.board);
  g->board->komi = (float) komi;
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

int game_load_sgf(struct game *g, const char *path, const char *until,
                  char *err, size_t errlen)
{
  char parse_error[200];
  struct sgf_node *root = sgf_read_file(path, parse_error, sizeof parse_error);
  if (root == NULL) {
    snprintf(err, errlen, "cannot open or parse '%s'", path);
    return 0;
  }
  int color = game_load_sgf_tree(g, root, until, err, errlen);
  sgf_free(root);
  return color;
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
  snprintf(buf, sizeof buf, "%.1f", g->board->komi);
  sgf_add_property(root, "KM", buf);
  snprintf(buf, sizeof buf, "%d", g->handicap);
  sgf_add_property(root, "HA", buf);
  sgf_add_property(root, "RU", g->chinese_rules ? "Chinese" : "Japanese");
  sgf_add_property(root, "AP", "Hane:" PACKAGE_VERSION);
  if (result != NULL)
    sgf_add_property(root, "RE", result);
}

static void add_initial_stones(struct sgf_node *root, const struct board *b)
{
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int color = b->initial_board[pos];
    char point[4];
    if (b->board[pos] == GRAY || !IS_STONE(color))
      continue;
    encode_point(b->board_size, pos, point);
    sgf_add_property(root, color == BLACK ? "AB" : "AW", point);
  }
}

struct sgf_node *game_record(const struct game *g, const char *result)
{
  const struct board *b = g->board;
  struct sgf_node *root = sgf_new_node();
  if (root == NULL)
    return NULL;
  add_root_properties(root, g, result);
  add_initial_stones(root, b);
  struct sgf_node *node = root;
  for (int k = 0; k < b->move_history_length; k++) {
    char point[4];
    struct sgf_node *child = sgf_add_child(node);
    if (child == NULL)
      break;
    encode_point(b->board_size, b->move_history[k].pos, point);
    sgf_add_property(child, b->move_history[k].color == BLACK ? "B" : "W", point);
    node = child;
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
