#include <config.h>

#include <string.h>

#include "territory_estimate.h"

#define STONE_VALUE 128
#define DILATIONS 5
#define MOYO_EROSIONS 10
#define TERRITORY_EROSIONS 21

/* What each layer is worth for an empty point. */
#define TERRITORY_WEIGHT 1.0f
#define MOYO_WEIGHT 0.45f
#define AREA_WEIGHT 0.15f

struct morphology {
  int npoints;
  int points[MAX_BOARD * MAX_BOARD];
  int value[BOARD_ARRAY_SIZE];
  int scratch[BOARD_ARRAY_SIZE];
};

static void dilate(const struct board *b, struct morphology *m)
{
  int *v = m->value, *out = m->scratch;
  for (int k = 0; k < m->npoints; k++) {
    int pos = m->points[k];
    int plus = 0, minus = 0;
    for (int d = 0; d < 4; d++) {
      int n = pos + delta[d];
      if (b->board[n] == GRAY)
        continue;
      if (v[n] > 0)
        plus++;
      else if (v[n] < 0)
        minus++;
    }
    out[pos] = v[pos];
    if (v[pos] >= 0 && minus == 0)
      out[pos] += plus;
    else if (v[pos] <= 0 && plus == 0)
      out[pos] -= minus;
  }
  for (int k = 0; k < m->npoints; k++)
    v[m->points[k]] = out[m->points[k]];
}

static void erode(const struct board *b, struct morphology *m)
{
  int *v = m->value, *out = m->scratch;
  for (int k = 0; k < m->npoints; k++) {
    int pos = m->points[k];
    int x = v[pos];
    out[pos] = x;
    if (x == 0)
      continue;
    for (int d = 0; d < 4; d++) {
      int n = pos + delta[d];
      if (b->board[n] == GRAY)
        continue;
      if (x > 0 && v[n] <= 0)
        out[pos]--;
      else if (x < 0 && v[n] >= 0)
        out[pos]++;
    }
    if ((x > 0 && out[pos] < 0) || (x < 0 && out[pos] > 0))
      out[pos] = 0;
  }
  for (int k = 0; k < m->npoints; k++)
    v[m->points[k]] = out[m->points[k]];
}

static int sign(int x)
{
  return (x > 0) - (x < 0);
}

void estimate_territory(const struct board *b, const float *dead,
                        struct territory_estimate *out)
{
  struct morphology m;
  signed char area[BOARD_ARRAY_SIZE];
  signed char moyo[BOARD_ARRAY_SIZE];

  m.npoints = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(b, pos))
      continue;
    m.points[m.npoints++] = pos;
    int c = b->board[pos];
    int v = 0;
    if (c == BLACK)
      v = STONE_VALUE;
    else if (c == WHITE)
      v = -STONE_VALUE;
    if (v != 0 && dead && dead[pos] >= 0.5f)
      v = -v;
    m.value[pos] = v;
  }

  for (int k = 0; k < DILATIONS; k++)
    dilate(b, &m);
  for (int k = 0; k < m.npoints; k++)
    area[m.points[k]] = (signed char) sign(m.value[m.points[k]]);
  for (int k = 0; k < MOYO_EROSIONS; k++)
    erode(b, &m);
  for (int k = 0; k < m.npoints; k++)
    moyo[m.points[k]] = (signed char) sign(m.value[m.points[k]]);
  for (int k = MOYO_EROSIONS; k < TERRITORY_EROSIONS; k++)
    erode(b, &m);

  memset(out->owner, 0, sizeof(out->owner));
  out->black_score = 0.0f;
  for (int k = 0; k < m.npoints; k++) {
    int pos = m.points[k];
    int c = b->board[pos];
    float o;
    if (c != EMPTY) {
      float f = dead ? dead[pos] : 0.0f;
      o = (c == BLACK ? 1.0f : -1.0f) * (1.0f - 2.0f * f);
    }
    else if (m.value[pos] != 0)
      o = TERRITORY_WEIGHT * sign(m.value[pos]);
    else if (moyo[pos] != 0)
      o = MOYO_WEIGHT * moyo[pos];
    else
      o = AREA_WEIGHT * area[pos];
    out->owner[pos] = o;
    out->black_score += o;
  }
}

float territory_score(const struct territory_estimate *t, int color)
{
  return color == BLACK ? t->black_score : -t->black_score;
}
