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

/* The board as a compact list of points, each with four neighbour
 * indices; off-board neighbours point at a sentinel that always holds 0,
 * and noff counts them so the passes below need no edge tests. */
struct morphology {
  int npoints;
  int points[MAX_BOARD * MAX_BOARD];        /* board position of each */
  short nbr[MAX_BOARD * MAX_BOARD][4];
  short noff[MAX_BOARD * MAX_BOARD];
  short value[MAX_BOARD * MAX_BOARD + 1];   /* + the sentinel */
  short scratch[MAX_BOARD * MAX_BOARD + 1];
};

static void dilate(struct morphology *m)
{
  short *v = m->value, *out = m->scratch;
  for (int k = 0; k < m->npoints; k++) {
    const short *n = m->nbr[k];
    int plus = (v[n[0]] > 0) + (v[n[1]] > 0) + (v[n[2]] > 0) + (v[n[3]] > 0);
    int minus = (v[n[0]] < 0) + (v[n[1]] < 0) + (v[n[2]] < 0) + (v[n[3]] < 0);
    int x = v[k];
    if (x >= 0 && minus == 0)
      x += plus;
    else if (x <= 0 && plus == 0)
      x -= minus;
    out[k] = (short) x;
  }
  memcpy(v, out, sizeof(short) * (size_t) m->npoints);
}

/* Returns whether anything changed. */
static int erode(struct morphology *m)
{
  short *v = m->value, *out = m->scratch;
  int changed = 0;
  for (int k = 0; k < m->npoints; k++) {
    const short *n = m->nbr[k];
    int x = v[k];
    int against;
    if (x > 0)
      against = (v[n[0]] <= 0) + (v[n[1]] <= 0) + (v[n[2]] <= 0) + (v[n[3]] <= 0);
    else if (x < 0)
      against = (v[n[0]] >= 0) + (v[n[1]] >= 0) + (v[n[2]] >= 0) + (v[n[3]] >= 0);
    else {
      out[k] = 0;
      continue;
    }
    against -= m->noff[k];
    changed |= against;
    if (x > 0)
      out[k] = (short) (x > against ? x - against : 0);
    else
      out[k] = (short) (-x > against ? x + against : 0);
  }
  memcpy(v, out, sizeof(short) * (size_t) m->npoints);
  return changed != 0;
}

static int sign(int x)
{
  return (x > 0) - (x < 0);
}

static void build_geometry(const struct board *b, struct morphology *m)
{
  short index[BOARD_ARRAY_SIZE];
  m->npoints = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos)) {
      index[pos] = (short) m->npoints;
      m->points[m->npoints++] = pos;
    }
  for (int k = 0; k < m->npoints; k++) {
    int pos = m->points[k];
    m->noff[k] = 0;
    for (int d = 0; d < 4; d++) {
      if (ON_BOARD(b, pos + delta[d]))
        m->nbr[k][d] = index[pos + delta[d]];
      else {
        m->nbr[k][d] = (short) m->npoints;
        m->noff[k]++;
      }
    }
  }
  m->value[m->npoints] = 0;
  m->scratch[m->npoints] = 0;
}

void estimate_territory(const struct board *b, const float *dead,
                        struct territory_estimate *out)
{
  struct morphology m;
  signed char area[MAX_BOARD * MAX_BOARD];
  signed char moyo[MAX_BOARD * MAX_BOARD];
  int erosions;

  build_geometry(b, &m);
  for (int k = 0; k < m.npoints; k++) {
    int pos = m.points[k];
    int c = b->board[pos];
    int v = c == BLACK ? STONE_VALUE : c == WHITE ? -STONE_VALUE : 0;
    if (v != 0 && dead && dead[pos] >= 0.5f)
      v = -v;
    m.value[k] = (short) v;
  }

  for (int k = 0; k < DILATIONS; k++)
    dilate(&m);
  for (int k = 0; k < m.npoints; k++)
    area[k] = (signed char) sign(m.value[k]);
  for (erosions = 0; erosions < MOYO_EROSIONS; erosions++)
    if (!erode(&m))
      break;
  for (int k = 0; k < m.npoints; k++)
    moyo[k] = (signed char) sign(m.value[k]);
  if (erosions == MOYO_EROSIONS)
    for (; erosions < TERRITORY_EROSIONS; erosions++)
      if (!erode(&m))
        break;

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
    else if (m.value[k] != 0)
      o = TERRITORY_WEIGHT * sign(m.value[k]);
    else if (moyo[k] != 0)
      o = MOYO_WEIGHT * moyo[k];
    else
      o = AREA_WEIGHT * area[k];
    out->owner[pos] = o;
    out->black_score += o;
  }
}

float territory_score(const struct territory_estimate *t, int color)
{
  return color == BLACK ? t->black_score : -t->black_score;
}
