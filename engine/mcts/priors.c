#include <config.h>
#include <string.h>
#include "priors.h"
#include "playout.h"

void priors_default(struct prior_params *pp, int board_size)
{
  pp->even = board_size >= 13 ? 14 : 10;
  pp->capture = 30;
  pp->self_atari = 30;
  pp->edge = board_size >= 13 ? 30 : 12;
  pp->pattern = 10;
  pp->near_last = 4;
  pp->opening = board_size >= 13 ? 40 : 0;
  pp->pass_bad = 30;
  pp->criticality = 0;
}

static int has_stone_near(const struct pboard *b, int p, int radius)
{
  int i0 = pb_row(b, p), j0 = pb_col(b, p);
  for (int i = i0 - radius; i <= i0 + radius; i++)
    for (int j = j0 - radius; j <= j0 + radius; j++)
      if (i >= 0 && j >= 0 && i < b->size && j < b->size
          && IS_STONE(b->color[pb_pos(b, i, j)]))
        return 1;
  return 0;
}

static int near_point(const struct pboard *b, int p, int q)
{
  int di = pb_row(b, p) - pb_row(b, q);
  int dj = pb_col(b, p) - pb_col(b, q);
  if (di < 0)
    di = -di;
  if (dj < 0)
    dj = -dj;
  return di + dj <= 2 || (di == 2 && dj == 1) || (di == 1 && dj == 2);
}

/* Corner points on the 3rd and 4th lines. */
static int opening_point(const struct pboard *b, int p)
{
  int i = pb_row(b, p), j = pb_col(b, p), n = b->size;
  int di = i < n - 1 - i ? i : n - 1 - i;
  int dj = j < n - 1 - j ? j : n - 1 - j;
  return (di == 2 || di == 3) && (dj == 2 || dj == 3);
}

void priors_compute(const struct prior_params *pp, const struct pattern3 *pat,
                    const struct pboard *b, int color, const int *moves, int n,
                    struct prior_value *out)
{
  int answers[16];
  int nanswers = playout_atari_answers(b, color, answers, 16);
  int area = b->size * b->size;
  int early = b->stones[BLACK] + b->stones[WHITE] < area / 10;
  int last = b->last_move;
  for (int k = 0; k < n; k++) {
    struct prior_value *v = &out[k];
    int p = moves[k];
    v->visits = 0;
    v->wins = 0;
    prior_add(v, pp->even, 0.5);
    if (p == PB_PASS) {
      if (b->empty_count > area / 2)
        prior_add(v, pp->pass_bad, 0.0);
      continue;
    }
    int tactical = 0;
    for (int a = 0; a < nanswers; a++)
      tactical |= answers[a] == p;
    if (tactical || pb_captures(b, p, color)) {
      prior_add(v, pp->capture, 1.0);
      tactical = 1;
    }
    int self_atari = pb_self_atari_size(b, p, color);
    if (self_atari > 1 || (self_atari == 1 && !tactical))
      prior_add(v, self_atari > 1 ? pp->self_atari : pp->self_atari / 3, 0.0);
    int line = pb_edge_distance(b, p);
    if (!tactical && line <= 1 && !has_stone_near(b, p, 2)) {
      if (line == 0)
        prior_add(v, pp->edge, 0.0);
      else if (b->size >= 13)
        prior_add(v, pp->edge / 2, 0.0);
    }
    if (last != PB_PASS) {
      if (near_point(b, p, last)) {
        prior_add(v, pp->near_last, 1.0);
        if (pattern3_match(pat, pattern3_key(b, p)))
          prior_add(v, pp->pattern, 1.0);
      }
    }
    if (early && pp->opening > 0) {
      if (opening_point(b, p) && !has_stone_near(b, p, 2))
        prior_add(v, pp->opening, 1.0);
      else if (pb_edge_distance(b, p) <= 1)
        prior_add(v, pp->opening / 2, 0.0);
    }
  }
}
