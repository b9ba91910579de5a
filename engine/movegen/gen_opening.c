#include <config.h>

#include "eye_fill.h"
#include "genmove.h"

/* Opening moves: take the empty corners (3-4, 4-4, 3-3, 5-3, 5-4), approach
 * a lone opponent corner stone, enclose a lone own one, extend along the
 * sides and take the big points.  Points are described by their lines from
 * a corner ((3,4): third line from one edge, fourth from the other), so one
 * table serves every corner, both orientations and every board size. */

struct corner_move {
  int a, b;            /* lines from the corner, 1-based */
  float weight;        /* share of the corner's value */
  const char *label;
};

static const struct corner_move empty_corner_moves[] = {
  { 4, 4, 1.00f, "corner 4-4" },
  { 3, 4, 1.00f, "corner 3-4" },
  { 3, 3, 0.92f, "corner 3-3" },
  { 3, 5, 0.88f, "corner 5-3" },
  { 4, 5, 0.86f, "corner 5-4" },
};

/* Answers to one lone stone in a corner, relative to where it stands. */
struct corner_reply {
  int sa, sb;          /* the lone stone's lines */
  int a, b;            /* the reply's lines */
  float weight;
};

static const struct corner_reply approaches[] = {
  { 4, 4, 3, 6, 0.70f }, { 4, 4, 6, 3, 0.70f }, { 4, 4, 3, 3, 0.55f },
  { 3, 4, 5, 3, 0.75f }, { 3, 4, 5, 4, 0.70f }, { 3, 4, 6, 3, 0.60f },
  { 3, 3, 3, 5, 0.65f }, { 3, 3, 5, 3, 0.65f }, { 3, 3, 4, 4, 0.55f },
  { 3, 5, 4, 4, 0.70f }, { 3, 5, 3, 3, 0.60f },
  { 4, 5, 3, 4, 0.70f }, { 4, 5, 3, 3, 0.60f },
};

static const struct corner_reply enclosures[] = {
  { 4, 4, 3, 6, 0.60f }, { 4, 4, 6, 3, 0.60f },
  { 3, 4, 5, 3, 0.65f }, { 3, 4, 6, 3, 0.58f }, { 3, 4, 5, 4, 0.55f },
  { 3, 3, 3, 5, 0.45f }, { 3, 3, 5, 3, 0.45f },
  { 3, 5, 4, 3, 0.62f }, { 3, 5, 3, 3, 0.55f },
  { 4, 5, 3, 4, 0.60f }, { 4, 5, 3, 3, 0.50f },
};

/* What a whole empty corner is worth, by board size. */
static float corner_value(int size)
{
  if (size >= 17)
    return 25.0f;
  if (size >= 12)
    return 15.0f;
  return 8.0f;
}

/* Extent of the corner region looked at, in lines from the corner. */
static int corner_extent(int size)
{
  int half = (size + 1) / 2;
  int e = size >= 17 ? 7 : size >= 12 ? 6 : 5;
  return e < half ? e : half;
}

/* Board point at lines (a, b) of corner (ci, cj), or NO_MOVE. */
static int corner_point(const struct board *b, int ci, int cj, int a, int bb)
{
  int size = b->board_size;
  if (a > size || bb > size)
    return NO_MOVE;
  int i = ci == 0 ? a - 1 : size - a;
  int j = cj == 0 ? bb - 1 : size - bb;
  return POS(i, j);
}

/* Corner lines of pos seen from corner (ci, cj). */
static void corner_lines(const struct board *b, int ci, int cj, int pos, int *a, int *bb)
{
  int size = b->board_size;
  *a = ci == 0 ? I(pos) + 1 : size - I(pos);
  *bb = cj == 0 ? J(pos) + 1 : size - J(pos);
}

/* Counts the stones of each colour in the corner box of extent e; the
 * last stone of each colour seen is stored. */
static void corner_census(const struct board *b, int ci, int cj, int e,
                          int count[3], int last[3])
{
  count[WHITE] = count[BLACK] = 0;
  last[WHITE] = last[BLACK] = NO_MOVE;
  for (int a = 1; a <= e; a++)
    for (int bb = 1; bb <= e; bb++) {
      int pos = corner_point(b, ci, cj, a, bb);
      int c = b->board[pos];
      if (IS_STONE(c)) {
        count[c]++;
        last[c] = pos;
      }
    }
}

/* A corner point is usable if it lies on the near half of the board. */
static int in_near_half(const struct board *b, int a, int bb)
{
  int half = (b->board_size + 1) / 2;
  return a <= half && bb <= half;
}

static void add_corner_reason(struct genmove_context *ctx, int pos, float value,
                              const char *label)
{
  if (pos == NO_MOVE || ctx->b->board[pos] != EMPTY
      || !is_sensible_move(ctx->b, pos, ctx->color))
    return;
  add_move_reason(ctx->mr, pos, REASON_OPENING, NO_MOVE, NO_MOVE, value, label);
}

static void replies_to_lone_stone(struct genmove_context *ctx, int ci, int cj,
                                  int stone, const struct corner_reply *table,
                                  int n, float value, const char *label)
{
  int sa, sb;
  corner_lines(ctx->b, ci, cj, stone, &sa, &sb);
  for (int k = 0; k < n; k++) {
    const struct corner_reply *r = &table[k];
    for (int flip = 0; flip < 2; flip++) {
      int ra = flip ? r->sb : r->sa, rb = flip ? r->sa : r->sb;
      int a = flip ? r->b : r->a, bb = flip ? r->a : r->b;
      if (sa != ra || sb != rb || !in_near_half(ctx->b, a, bb))
        continue;
      add_corner_reason(ctx, corner_point(ctx->b, ci, cj, a, bb),
                        value * r->weight, label);
    }
  }
}

static void corner_moves(struct genmove_context *ctx, int ci, int cj)
{
  struct board *b = ctx->b;
  int size = b->board_size;
  int e = corner_extent(size);
  int count[3], last[3];
  int other = OTHER_COLOR(ctx->color);
  float value = corner_value(size);

  corner_census(b, ci, cj, e, count, last);
  if (count[BLACK] + count[WHITE] == 0) {
    int n = (int) (sizeof empty_corner_moves / sizeof empty_corner_moves[0]);
    for (int k = 0; k < n; k++) {
      const struct corner_move *m = &empty_corner_moves[k];
      if (!in_near_half(b, m->a, m->b))
        continue;
      add_corner_reason(ctx, corner_point(b, ci, cj, m->a, m->b),
                        value * m->weight, m->label);
      if (m->a != m->b)
        add_corner_reason(ctx, corner_point(b, ci, cj, m->b, m->a),
                          value * m->weight, m->label);
    }
  }
  else if (count[other] == 1 && count[ctx->color] == 0)
    replies_to_lone_stone(ctx, ci, cj, last[other], approaches,
                          (int) (sizeof approaches / sizeof approaches[0]),
                          value, "approach");
  else if (count[ctx->color] == 1 && count[other] == 0)
    replies_to_lone_stone(ctx, ci, cj, last[ctx->color], enclosures,
                          (int) (sizeof enclosures / sizeof enclosures[0]),
                          value, "enclosure");
}

/* Distance (Chebyshev) from pos to the nearest stone, up to limit. */
static int distance_to_stones(const struct board *b, int pos, int limit, int *nearest_color)
{
  int size = b->board_size;
  int i0 = I(pos), j0 = J(pos);
  *nearest_color = EMPTY;
  for (int d = 1; d <= limit; d++)
    for (int i = i0 - d; i <= i0 + d; i++)
      for (int j = j0 - d; j <= j0 + d; j++) {
        if (i < 0 || j < 0 || i >= size || j >= size)
          continue;
        if (i != i0 - d && i != i0 + d && j != j0 - d && j != j0 + d)
          continue;
        int c = b->board[POS(i, j)];
        if (IS_STONE(c)) {
          *nearest_color = c;
          return d;
        }
      }
  return limit + 1;
}

/* Open points on the third and fourth lines (the centre on small boards):
 * the farther from every stone, the bigger.  Next to one's own stones an
 * extension, between the opponent's a split; both are worth a bit more. */
static void side_and_big_points(struct genmove_context *ctx)
{
  struct board *b = ctx->b;
  int size = b->board_size;
  float scale = corner_value(size) / 25.0f;
  int limit = size >= 13 ? 5 : 3;

  if (size < 7)
    return;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int line, nearest, d;
    if (!ON_BOARD(b, pos) || b->board[pos] != EMPTY)
      continue;
    line = board_edge_line(b, pos);
    if (line != 3 && line != 4 && !(size <= 11 && line == (size + 1) / 2))
      continue;
    d = distance_to_stones(b, pos, limit, &nearest);
    if (d < 3)
      continue;
    float value = scale * (2.0f + 1.2f * d) * (line == 3 ? 1.0f : 0.95f);
    const char *label = "big point";
    if (nearest == ctx->color && d <= 4) {
      value *= 1.1f;
      label = "extension";
    }
    else if (nearest == OTHER_COLOR(ctx->color) && d <= 4) {
      value *= 1.05f;
      label = "split";
    }
    if (is_sensible_move(b, pos, ctx->color))
      add_move_reason(ctx->mr, pos, REASON_OPENING, NO_MOVE, NO_MOVE, value, label);
  }
}

void gen_opening_moves(struct genmove_context *ctx)
{
  int last = ctx->b->board_size - 1;
  if (ctx->b->board_size < 5)
    return;
  corner_moves(ctx, 0, 0);
  corner_moves(ctx, 0, last);
  corner_moves(ctx, last, 0);
  corner_moves(ctx, last, last);
  side_and_big_points(ctx);
}

/* GNU Go 1.1's biased random coordinate: the first try rejects the edge
 * lines and the middle band, the second only the edge, the third takes
 * anything. */
static int biased_coordinate(struct rng *rng, int size)
{
  int band = size * 5 / 19;
  for (int attempt = 0; attempt < 3; attempt++) {
    int x = (int) rng_below(rng, (uint32_t) size);
    if (attempt == 0 && (x < 2 || x > size - 3 || (x > band && x < size - 1 - band)))
      continue;
    if (attempt == 1 && (x < 2 || x > size - 3))
      continue;
    return x;
  }
  return (int) rng_below(rng, (uint32_t) size);
}

int gen_random_move(struct genmove_context *ctx)
{
  struct board *b = ctx->b;
  int size = b->board_size;
  for (int tries = 0; tries < 4 * size * size; tries++) {
    int pos = POS(biased_coordinate(ctx->rng, size), biased_coordinate(ctx->rng, size));
    if (b->board[pos] != EMPTY || approxlib(b, pos, ctx->color, 2, NULL) < 2)
      continue;
    if (is_sensible_move(b, pos, ctx->color))
      return pos;
  }
  return PASS_MOVE;
}
