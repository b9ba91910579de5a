#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "playout_gamma.h"
#include "engine/policy/policy.h"

static uint32_t slot_of(const struct playout_gammas *g, uint32_t code)
{
  return (code * 2654435761u >> 7) & g->mask;
}

static void insert(struct playout_gammas *g, uint32_t code, float gamma)
{
  uint32_t s = slot_of(g, code);
  while (g->codes[s] != 0 && g->codes[s] != code + 1)
    s = (s + 1) & g->mask;
  g->codes[s] = code + 1;
  g->values[s] = gamma;
}

static float pattern_gamma(const struct playout_gammas *g, uint32_t code)
{
  uint32_t s = slot_of(g, code);
  while (g->codes[s] != 0) {
    if (g->codes[s] == code + 1)
      return g->values[s];
    s = (s + 1) & g->mask;
  }
  return g->unknown;
}

static void group_table(const struct policy_model *m, enum policy_group group,
                        float *table, int n)
{
  for (int v = 0; v < n; v++)
    table[v] = (float) policy_model_gamma(m, group, v);
}

/* The shapes the text lists, one code each. */
static int list_shapes(const char *text, size_t length, uint32_t **codes)
{
  int n = 0, capacity = 0;
  *codes = NULL;
  for (size_t k = 0; k < length;) {
    const char *line = text + k;
    const char *end = memchr(line, '\n', length - k);
    size_t len = end ? (size_t) (end - line) : length - k;
    k += len + 1;
    if (len < 18 || strncmp(line, "pattern3 ", 9) != 0)
      continue;
    char shape[9];
    memcpy(shape, line + 9, 8);
    shape[8] = '\0';
    long code = policy_pattern3_parse(shape);
    if (code < 0)
      continue;
    if (n == capacity) {
      capacity = capacity ? 2 * capacity : 1024;
      uint32_t *grown = realloc(*codes, (size_t) capacity * sizeof **codes);
      if (!grown) {
        free(*codes);
        *codes = NULL;
        return 0;
      }
      *codes = grown;
    }
    (*codes)[n++] = (uint32_t) code;
  }
  return n;
}

int playout_gammas_load(struct playout_gammas *g, const struct policy_model *m,
                        const char *text, size_t length)
{
  uint32_t *shapes;
  memset(g, 0, sizeof *g);
  int n = list_shapes(text, length, &shapes);
  if (n == 0)
    return 0;
  uint32_t slots = 1024;
  while (slots < 16u * (uint32_t) n)
    slots *= 2;
  g->codes = calloc(slots, sizeof g->codes[0]);
  g->values = calloc(slots, sizeof g->values[0]);
  if (!g->codes || !g->values) {
    free(shapes);
    playout_gammas_free(g);
    return 0;
  }
  g->mask = slots - 1;
  for (int k = 0; k < n; k++) {
    int value = policy_model_pattern3_value(m, shapes[k]);
    float gamma = (float) policy_model_gamma(m, POLICY_PATTERN3, value);
    for (int s = 0; s < 8; s++)
      insert(g, policy_pattern3_transform(shapes[k], s), gamma);
  }
  free(shapes);
  g->unknown = (float) policy_model_gamma(m, POLICY_PATTERN3, 0);
  g->empty = pattern_gamma(g, 0);
  group_table(m, POLICY_CAPTURE, g->capture, 18);
  group_table(m, POLICY_ESCAPE, g->escape, 25);
  group_table(m, POLICY_SELF_ATARI, g->self_atari, 4);
  group_table(m, POLICY_ATARI, g->atari, 7);
  return 1;
}

void playout_gammas_free(struct playout_gammas *g)
{
  free(g->codes);
  free(g->values);
  g->codes = NULL;
  g->values = NULL;
  g->mask = 0;
}

/* 0: one liberty, 1: two, 2: three or more. */
static int liberty_class(const struct pboard *b, int g)
{
  int libs[3];
  if (pb_in_atari(b, g))
    return 0;
  if (pb_surely_more_libs(b, g, 2))
    return 2;
  return pb_group_libs(b, g, libs, 3) >= 3 ? 2 : 1;
}

/* Liberty classes of the strings met while weighing one move's
 * candidates, each string's walked once. */
static int cached_class(const struct pboard *b, struct pg_cache *c, int g)
{
  for (int k = 0; k < c->n; k++)
    if (c->group[k] == g)
      return c->cls[k];
  int cls = liberty_class(b, g);
  if (c->n < PG_CACHE) {
    c->group[c->n] = (uint16_t) g;
    c->cls[c->n++] = (uint8_t) cls;
  }
  return cls;
}

uint32_t pg_pattern3_code(const struct pboard *b, int p, int color,
                          struct pg_cache *c)
{
  int s = b->stride;
  const int offset[8] = { -s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1 };
  uint32_t code = 0;
  for (int k = 0; k < 8; k++) {
    int q = p + offset[k];
    int col = b->color[q];
    uint32_t state;
    if (col == EMPTY)
      state = P3_EMPTY;
    else if (col == GRAY)
      state = P3_OFF;
    else
      state = (uint32_t) ((col == color ? P3_OWN1 : P3_OPP1)
                          + cached_class(b, c, b->group[q]));
    code |= state << (3 * k);
  }
  return code;
}

/* Does string g touch a string of color in atari? */
static int touches_atari(const struct pboard *b, int g, int color)
{
  int s = g;
  do {
    for (int d = 0; d < 4; d++) {
      int q = s + b->dir[d];
      if (b->color[q] == color && pb_in_atari(b, b->group[q]))
        return 1;
    }
    s = b->next_stone[s];
  } while (s != g);
  return 0;
}

static int capture_size(int stones)
{
  return stones == 1 ? 0 : stones == 2 ? 1 : stones <= 5 ? 2 : 3;
}

double pg_gamma(const struct playout_gammas *g, const struct pboard *b, int p,
                int color, struct pg_cache *c)
{
  int other = OTHER_COLOR(color);
  /* The distinct strings next to p, with their liberty classes. */
  int str[4], cls[4], col[4], n = 0, empty = 0, surrounded = 1;
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    int x = b->color[q];
    empty += x == EMPTY;
    surrounded &= x == other || x == GRAY;
    if (!IS_STONE(x))
      continue;
    int h = b->group[q], dup = 0;
    for (int k = 0; k < n; k++)
      dup |= str[k] == h;
    if (dup)
      continue;
    str[n] = h;
    col[n] = x;
    cls[n++] = cached_class(b, c, h);
  }
  int captured = 0, captures = 0, saves = 0, last = 0;
  int escapes = 0, biggest_escape = 0, escape_last = 0;
  int ataris = 0, biggest_atari = 0, own_stones = 0;
  for (int k = 0; k < n; k++) {
    int size = b->size_of[str[k]];
    if (col[k] == other) {
      if (cls[k] == 0) {
        captures++;
        captured += size;
        saves |= touches_atari(b, str[k], color);
        last |= b->last_move != PB_PASS && b->color[b->last_move] == other
                && b->group[b->last_move] == str[k];
      } else if (cls[k] == 1) {
        ataris++;
        if (size > biggest_atari)
          biggest_atari = size;
      }
      continue;
    }
    own_stones += size;
    if (cls[k] == 0) {
      escapes++;
      if (size > biggest_escape)
        biggest_escape = size;
      if (b->last_move != PB_PASS)
        for (int d = 0; d < 4; d++) {
          int q = b->last_move + b->dir[d];
          escape_last |= b->color[q] == color && b->group[q] == str[k];
        }
    }
  }
  double gamma = pattern_gamma(g, pg_pattern3_code(b, p, color, c));
  if (captures > 0) {
    int v = surrounded && captures == 1 && captured == 1 ? 17
            : 1 + capture_size(captured) + 4 * saves + 8 * last;
    gamma *= g->capture[v];
  }
  int libs = -1;
  if (escapes > 0) {
    libs = pb_libs_after(b, p, color, 3);
    int result = libs >= 3 ? 0 : libs <= 1 ? 3 : 1;
    int size = biggest_escape == 1 ? 0 : biggest_escape <= 4 ? 1 : 2;
    gamma *= g->escape[1 + result + 4 * size + 12 * escape_last];
  }
  if (empty < 2) {
    if (libs < 0)
      libs = pb_libs_after(b, p, color, 2);
    if (libs < 2) {
      int size = 1 + own_stones;
      gamma *= g->self_atari[size >= 3 ? 3 : size];
    }
  }
  if (ataris > 0)
    gamma *= g->atari[(b->ko_pos != 0 ? 2 : 3) + 3 * (biggest_atari >= 2)];
  return gamma;
}
