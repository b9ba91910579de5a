/* Features of shape and place: the position's context, the 3x3 code with
 * liberty classes, distances to the previous moves and to the edge, and
 * pass. */
#include <config.h>
#include <string.h>
#include "policy_features.h"

static const char *const group_names[POLICY_GROUPS] = {
  "pass", "capture", "escape", "self-atari", "atari", "distance-previous",
  "distance-previous2", "edge", "pattern3", "spatial"
};

const char *policy_group_name(enum policy_group g)
{
  return (unsigned) g < POLICY_GROUPS ? group_names[g] : "?";
}

int policy_group_by_name(const char *name)
{
  for (int g = 0; g < POLICY_GROUPS; g++)
    if (strcmp(group_names[g], name) == 0)
      return g;
  return -1;
}

/* The P3_* state of a point for color to move. */
static unsigned char point_state(const struct board *b, int pos, int color)
{
  int stone = b->board[pos], libs, base;
  if (stone == EMPTY)
    return P3_EMPTY;
  if (stone == GRAY)
    return P3_OFF;
  libs = b->string[b->string_number[pos]].liberties;
  base = stone == color ? P3_OWN1 : P3_OPP1;
  return (unsigned char) (base + (libs >= 3 ? 2 : libs - 1));
}

/* A move of the history (0: the last one), NO_MOVE if there is none;
 * *pass tells whether it was a pass. */
static int history_move(const struct board *b, int back, int *pass)
{
  int n = b->move_history_length - 1 - back;
  *pass = 0;
  if (n < 0)
    return NO_MOVE;
  if (b->move_history[n].pos == PASS_MOVE)
    *pass = 1;
  return b->move_history[n].pos;
}

void policy_context_init(struct policy_context *c, const struct policy_geometry *geo,
                         struct board *b, struct reading *r, int color)
{
  int pass2;
  c->geo = geo;
  c->b = b;
  c->r = r;
  c->color = color;
  c->last = history_move(b, 0, &c->last_was_pass);
  c->last2 = history_move(b, 1, &pass2);
  memset(c->state, P3_OFF, sizeof c->state);
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      c->state[POS(i, j)] = point_state(b, POS(i, j), color);
  policy_spatial_board(c);
}

int policy_pass_value(const struct policy_context *c)
{
  return c->last_was_pass ? 2 : 1;
}

int policy_distance_value(const struct policy_context *c, int pos, int which)
{
  int other = which == 1 ? c->last : c->last2;
  int d;
  if (other == NO_MOVE)
    return 0;
  d = policy_gridcular_distance(pos, other);
  /* 0: the point of a stone captured since, as close as can be. */
  return d >= 17 ? 16 : d < 2 ? 1 : d - 1;
}

int policy_edge_value(const struct policy_context *c, int pos)
{
  int size = c->b->board_size, i = I(pos), j = J(pos);
  int line = i;
  if (j < line)
    line = j;
  if (size - 1 - i < line)
    line = size - 1 - i;
  if (size - 1 - j < line)
    line = size - 1 - j;
  return line < 4 ? line + 1 : 0;
}

/* ---- 3x3 codes ------------------------------------------------------- */

/* Neighbours in reading order (dx, dy), dy growing downwards. */
static const int p3_dx[8] = { -1, 0, 1, -1, 1, -1, 0, 1 };
static const int p3_dy[8] = { -1, -1, -1, 0, 0, 1, 1, 1 };

uint32_t policy_pattern3_code(const struct policy_context *c, int pos)
{
  const unsigned char *st = c->state;
  return (uint32_t) st[pos - NS - 1] | (uint32_t) st[pos - NS] << 3
         | (uint32_t) st[pos - NS + 1] << 6 | (uint32_t) st[pos - 1] << 9
         | (uint32_t) st[pos + 1] << 12 | (uint32_t) st[pos + NS - 1] << 15
         | (uint32_t) st[pos + NS] << 18 | (uint32_t) st[pos + NS + 1] << 21;
}

/* Index in reading order of the neighbour (dx, dy). */
static int p3_index(int dx, int dy)
{
  for (int k = 0; k < 8; k++)
    if (p3_dx[k] == dx && p3_dy[k] == dy)
      return k;
  return -1;
}

uint32_t policy_pattern3_transform(uint32_t code, int s)
{
  uint32_t out = 0;
  for (int k = 0; k < 8; k++) {
    int x = (s & 1) ? -p3_dx[k] : p3_dx[k];
    int y = (s & 2) ? -p3_dy[k] : p3_dy[k];
    int to = (s & 4) ? p3_index(y, x) : p3_index(x, y);
    out |= ((code >> (3 * k)) & 7) << (3 * to);
  }
  return out;
}

uint32_t policy_pattern3_canonical(uint32_t code)
{
  uint32_t least = code;
  for (int s = 1; s < 8; s++) {
    uint32_t t = policy_pattern3_transform(code, s);
    if (t < least)
      least = t;
  }
  return least;
}

static const char p3_chars[9] = ".#123abc";

void policy_pattern3_text(uint32_t code, char text[9])
{
  for (int k = 0; k < 8; k++)
    text[k] = p3_chars[(code >> (3 * k)) & 7];
  text[8] = '\0';
}

long policy_pattern3_parse(const char *text)
{
  long code = 0;
  for (int k = 0; k < 8; k++) {
    const char *at = text[k] ? strchr(p3_chars, text[k]) : NULL;
    if (!at)
      return -1;
    code |= (long) (at - p3_chars) << (3 * k);
  }
  return text[8] == '\0' ? code : -1;
}
