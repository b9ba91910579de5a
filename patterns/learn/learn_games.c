/* Games for learning: the main line of every 19x19 game of a collection,
 * checked move by move on a board; broken games are named and skipped. */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "learn.h"
#include "sgf/sgf.h"

#define LEARN_BOARD 19

static int push_move(struct learn_games *set, int pos, int color, int setup)
{
  if (set->move_count == set->move_capacity) {
    long capacity = set->move_capacity ? 2 * set->move_capacity : 1 << 16;
    struct learn_move *moves = realloc(set->moves, (size_t) capacity * sizeof *moves);
    if (!moves)
      return 0;
    set->moves = moves;
    set->move_capacity = capacity;
  }
  set->moves[set->move_count].pos = (int16_t) pos;
  set->moves[set->move_count].color = (unsigned char) color;
  set->moves[set->move_count].setup = (unsigned char) setup;
  set->move_count++;
  return 1;
}

static int push_game(struct learn_games *set, long first)
{
  if (set->game_count == set->game_capacity) {
    long capacity = set->game_capacity ? 2 * set->game_capacity : 1024;
    struct learn_game *games = realloc(set->games, (size_t) capacity * sizeof *games);
    if (!games)
      return 0;
    set->games = games;
    set->game_capacity = capacity;
  }
  set->games[set->game_count].first = first;
  set->games[set->game_count].length = (int) (set->move_count - first);
  set->game_count++;
  return 1;
}

/* The board size of a root (19 when SZ is absent), -1 if malformed. */
static int board_size_of(const struct sgf_node *root)
{
  const char *sz = sgf_property_value(root, "SZ");
  char *end;
  long size;
  if (!sz)
    return LEARN_BOARD;
  size = strtol(sz, &end, 10);
  return end != sz && *end == '\0' ? (int) size : -1;
}

/* Setup stones of the root, checked on b; 0 with a reason if refused. */
static int read_setup(struct learn_games *set, const struct sgf_node *root,
                      struct board *b, char *why, size_t size)
{
  static const char *const names[2] = { "AB", "AW" };
  for (int k = 0; k < 2; k++) {
    const struct sgf_property *prop = sgf_find_property(root, names[k]);
    int color = k == 0 ? BLACK : WHITE;
    for (int v = 0; prop && v < prop->value_count; v++) {
      int rows[LEARN_BOARD * LEARN_BOARD], cols[LEARN_BOARD * LEARN_BOARD];
      int n = sgf_expand_points(prop->values[v], LEARN_BOARD, rows, cols,
                                LEARN_BOARD * LEARN_BOARD);
      if (n < 0) {
        snprintf(why, size, "bad setup point %s[%.8s]", names[k], prop->values[v]);
        return 0;
      }
      for (int p = 0; p < n; p++) {
        int pos = POS(rows[p], cols[p]);
        if (!board_setup_stone(b, pos, color) || !push_move(set, pos, color, 1)) {
          snprintf(why, size, "setup stone %s[%.8s] refused", names[k], prop->values[v]);
          return 0;
        }
      }
    }
  }
  return 1;
}

/* The main line's moves, played on b; 0 with a reason at the first
 * malformed or illegal one. */
static int read_moves(struct learn_games *set, const struct sgf_node *root,
                      struct board *b, char *why, size_t size)
{
  int number = 0;
  for (const struct sgf_node *node = root; node; node = node->child) {
    for (int k = 0; k < 2; k++) {
      const char *value = sgf_property_value(node, k == 0 ? "B" : "W");
      int color = k == 0 ? BLACK : WHITE, row, col, pos, kind;
      if (!value)
        continue;
      number++;
      kind = sgf_decode_point(value, LEARN_BOARD, &row, &col);
      if (kind < 0) {
        snprintf(why, size, "move %d %s[%.8s] is not a point", number,
                 k == 0 ? "B" : "W", value);
        return 0;
      }
      pos = kind == 0 ? PASS_MOVE : POS(row, col);
      if (!is_legal(b, pos, color) || !play_move(b, pos, color)) {
        snprintf(why, size, "move %d %s[%s] is illegal", number, k == 0 ? "B" : "W",
                 value);
        return 0;
      }
      if (!push_move(set, pos, color, 0)) {
        snprintf(why, size, "out of memory");
        return 0;
      }
    }
  }
  if (number == 0) {
    snprintf(why, size, "no moves");
    return 0;
  }
  return 1;
}

/* Adds one game tree; 0 with a reason if it is skipped (set unchanged). */
static int add_game(struct learn_games *set, const struct sgf_node *root,
                    struct board *b, char *why, size_t size)
{
  long first = set->move_count;
  int board_size = board_size_of(root);
  if (board_size != LEARN_BOARD) {
    snprintf(why, size, "board size %.8s (only 19x19 games are learned)",
             sgf_property_value(root, "SZ"));
    return 0;
  }
  board_clear(b, LEARN_BOARD);
  if (!read_setup(set, root, b, why, size) || !read_moves(set, root, b, why, size)
      || !push_game(set, first)) {
    set->move_count = first;
    return 0;
  }
  return 1;
}

static int read_all(struct learn_games *set, const char *name,
                    struct sgf_collection *c, FILE *warnings)
{
  struct board *b = board_new(LEARN_BOARD);
  struct sgf_node *game;
  struct sgf_error error;
  int status;
  if (!b)
    return 0;
  while ((status = sgf_collection_next(c, &game, &error)) != SGF_COLLECTION_END) {
    char why[200];
    if (status == SGF_COLLECTION_SKIPPED) {
      set->skipped++;
      if (warnings)
        fprintf(warnings, "%s:%d:%d: game %d skipped: %s\n", name, error.line,
                error.column, sgf_collection_game_number(c), error.message);
      continue;
    }
    if (!add_game(set, game, b, why, sizeof why)) {
      set->skipped++;
      if (warnings)
        fprintf(warnings, "%s:%d: game %d skipped: %s\n", name,
                sgf_collection_game_line(c), sgf_collection_game_number(c), why);
    }
    sgf_free(game);
  }
  board_free(b);
  return 1;
}

int learn_read_collection(struct learn_games *set, const char *path, FILE *warnings,
                          char *err, size_t errlen)
{
  struct sgf_collection *c = sgf_collection_open(path, err, errlen);
  int ok;
  if (!c)
    return 0;
  ok = read_all(set, path, c, warnings);
  sgf_collection_close(c);
  if (!ok && err && errlen)
    snprintf(err, errlen, "%s: out of memory", path);
  return ok;
}

int learn_read_collection_text(struct learn_games *set, const char *name,
                               const char *text, size_t length, FILE *warnings)
{
  struct sgf_collection *c = sgf_collection_from_text(text, length);
  int ok;
  if (!c)
    return 0;
  ok = read_all(set, name, c, warnings);
  sgf_collection_close(c);
  return ok;
}

void learn_games_free(struct learn_games *set)
{
  free(set->moves);
  free(set->games);
  memset(set, 0, sizeof *set);
}

int learn_replay(const struct learn_games *set, long g, int upto, struct board *b)
{
  const struct learn_move *moves = set->moves + set->games[g].first;
  board_clear(b, LEARN_BOARD);
  for (int k = 0; k < upto; k++) {
    int ok = moves[k].setup ? board_setup_stone(b, moves[k].pos, moves[k].color)
                            : play_move(b, moves[k].pos, moves[k].color);
    if (!ok)
      return 0;
  }
  return 1;
}

static uint64_t mix(uint64_t x)
{
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

int learn_sampled(uint64_t seed, long g, int k, double rate)
{
  uint64_t h = mix(seed ^ mix((uint64_t) g * 4096 + (uint64_t) k));
  return (double) (h >> 11) * (1.0 / 9007199254740992.0) < rate;
}
