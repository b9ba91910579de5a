#include <config.h>

#include <string.h>

#include "territory_estimate.h"

#define STONE_VALUE 128
#define DILATIONS 5
#define TERRITORY_EROSIONS 21

/* What each layer is worth for an empty point. */
#define TERRITORY_WEIGHT 1.0f
#define DISTANCE_WEIGHT 0.4f

/* The distance layer: points farther than REACH from both colours belong
 * to nobody; a lead of LEAD steps over the other colour is full
 * ownership. */
#define REACH 5
#define LEAD 3.0f
#define FAR 99
/* Stones more than this weak (dead fraction) are no source of nearness. */
#define WEAK_SEED 0.25f

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

/* Steps from the stones of one side (seed side * STONE_VALUE) through
 * empty points; every other stone blocks. */
static void distances(const struct morphology *m, const short *seed, int side, short *dist)
{
  int queue[MAX_BOARD * MAX_BOARD];
  int head = 0, tail = 0;
  for (int k = 0; k < m->npoints; k++) {
    dist[k] = FAR;
    if (seed[k] == side * STONE_VALUE) {
      dist[k] = 0;
      queue[tail++] = k;
    }
  }
  while (head < tail) {
    int k = queue[head++];
    for (int d = 0; d < 4; d++) {
      int n = m->nbr[k][d];
      if (n < m->npoints && seed[n] == 0 && dist[n] == FAR) {
        dist[n] = (short) (dist[k] + 1);
        queue[tail++] = n;
      }
    }
  }
}

/* Ownership of an empty point by who is nearer (black positive). */
static float distance_owner(int black, int white)
{
  if (black > REACH && white > REACH)
    return 0.0f;
  float lead = (float) (white - black) / LEAD;
  return lead > 1.0f ? 1.0f : lead < -1.0f ? -1.0f : lead;
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
  short seed[MAX_BOARD * MAX_BOARD + 1];
  short black_dist[MAX_BOARD * MAX_BOARD], white_dist[MAX_BOARD * MAX_BOARD];
  int erosions;

  build_geometry(b, &m);
  for (int k = 0; k < m.npoints; k++) {
    int pos = m.points[k];
    int c = b->board[pos];
    int v = c == BLACK ? STONE_VALUE : c == WHITE ? -STONE_VALUE : 0;
    if (v != 0 && dead && dead[pos] >= 0.5f)
      v = -v;
    m.value[k] = (short) v;
    /* Weak stones claim no area by nearness (they still block). */
    seed[k] = (short) (dead && dead[pos] > WEAK_SEED && dead[pos] < 0.5f ? sign(v) : v);
  }
  distances(&m, seed, 1, black_dist);
  distances(&m, seed, -1, white_dist);

  for (int k = 0; k < DILATIONS; k++)
    dilate(&m);
  for (erosions = 0; erosions < TERRITORY_EROSIONS; erosions++)
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
    else
      o = DISTANCE_WEIGHT * distance_owner(black_dist[k], white_dist[k]);
    out->owner[pos] = o;
    out->black_score += o;
  }
}

float territory_score(const struct territory_estimate *t, int color)
{
  return color == BLACK ? t->black_score : -t->black_score;
}
