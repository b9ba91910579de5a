/* Enumeration of the eye shapes of the built-in table (eye_shapes.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "eye_shapes.h"

/* Polyominoes are grown on a small grid, cells numbered row * GRID + col. */
#define GRID 12
#define CELLS (GRID * GRID)
#define MAX_POLY 4096

/* Point labels: bit 0 attacker stone, bit 1 marginal, bit 2 anchor. */
#define LABEL_ATTACKER 1
#define LABEL_MARGIN 2
#define LABEL_ANCHOR 4
#define LABELS 8

struct polyomino {
  int n;
  int cell[EYE_SHAPES_MAX_POINTS];   /* sorted */
};

struct poly_set {
  int count;
  struct polyomino p[MAX_POLY];
};

/* Shift p so that its smallest row and column are 0; sort its cells. */
static void
normalize(struct polyomino *p)
{
  int rmin = GRID, cmin = GRID, k, j;
  for (k = 0; k < p->n; k++) {
    if (p->cell[k] / GRID < rmin)
      rmin = p->cell[k] / GRID;
    if (p->cell[k] % GRID < cmin)
      cmin = p->cell[k] % GRID;
  }
  for (k = 0; k < p->n; k++)
    p->cell[k] -= rmin * GRID + cmin;
  for (k = 1; k < p->n; k++)
    for (j = k; j > 0 && p->cell[j - 1] > p->cell[j]; j--) {
      int t = p->cell[j];
      p->cell[j] = p->cell[j - 1];
      p->cell[j - 1] = t;
    }
}

static int
contains(const struct poly_set *s, const struct polyomino *p)
{
  int k;
  for (k = 0; k < s->count; k++)
    if (s->p[k].n == p->n
        && memcmp(s->p[k].cell, p->cell, (size_t) p->n * sizeof(int)) == 0)
      return 1;
  return 0;
}

static int
has_cell(const struct polyomino *p, int c)
{
  int k;
  for (k = 0; k < p->n; k++)
    if (p->cell[k] == c)
      return 1;
  return 0;
}

/* All fixed polyominoes (up to translation) of 1 to max cells. */
static void
grow_polyominoes(struct poly_set *s, int max)
{
  static const int step[4] = {1, -1, GRID, -GRID};
  int first = 0, k, d;
  s->count = 1;
  s->p[0].n = 1;
  s->p[0].cell[0] = 0;
  while (first < s->count) {
    int last = s->count;
    for (; first < last; first++) {
      struct polyomino base = s->p[first];
      if (base.n == max)
        continue;
      /* Room to grow up and left: shift by one row and column. */
      for (k = 0; k < base.n; k++)
        base.cell[k] += GRID + 1;
      for (k = 0; k < base.n; k++)
        for (d = 0; d < 4; d++) {
          struct polyomino p = base;
          int c = base.cell[k] + step[d];
          if (c < 0 || c >= CELLS || has_cell(&base, c))
            continue;
          p.cell[p.n++] = c;
          normalize(&p);
          if (!contains(s, &p) && s->count < MAX_POLY)
            s->p[s->count++] = p;
        }
    }
  }
}

/* The graph of polyomino p with the given point labels, as optics builds
 * it (eyegraph.h): marginal empty points are outlets, and the ordering
 * weight is twice the neighbours plus one for a proper point. */
static void
shape_graph(const struct polyomino *p, const int *label, struct eye_graph *g)
{
  int v, u;
  memset(g, 0, sizeof(*g));
  g->n = p->n;
  for (v = 0; v < p->n; v++) {
    int neighbours = 0;
    for (u = 0; u < p->n; u++) {
      int dist = p->cell[u] - p->cell[v];
      if (dist == 1 || dist == -1 || dist == GRID || dist == -GRID) {
        if ((dist == 1 || dist == -1)
            && p->cell[u] / GRID != p->cell[v] / GRID)
          continue;
        g->adj[v] |= (uint16_t) (1u << u);
        neighbours++;
      }
    }
    g->start[v] = label[v] & LABEL_ATTACKER ? EG_ATTACKER : EG_EMPTY;
    g->margin[v] = (label[v] & LABEL_MARGIN) != 0;
    g->outlet[v] = g->margin[v] && g->start[v] != EG_ATTACKER;
    g->anchor[v] = (label[v] & LABEL_ANCHOR) != 0;
    g->order[v] = (unsigned char) (2 * neighbours + !g->margin[v]);
  }
}

long
eye_shapes_enumerate(int max_points,
                     void (*visit)(const struct eye_graph *g, int ko_mode,
                                   void *data),
                     void *data)
{
  struct poly_set *polys = malloc(sizeof(*polys));
  long calls = 0;
  int k;

  if (!polys)
    return -1;
  if (max_points > EYE_SHAPES_MAX_POINTS)
    max_points = EYE_SHAPES_MAX_POINTS;
  grow_polyominoes(polys, max_points);
  for (k = 0; k < polys->count; k++) {
    const struct polyomino *p = &polys->p[k];
    int label[EYE_SHAPES_MAX_POINTS];
    long combos = 1, index;
    int v;
    for (v = 0; v < p->n; v++)
      combos *= LABELS;
    for (index = 0; index < combos; index++) {
      struct eye_graph g;
      long rest = index;
      int ko_mode;
      for (v = 0; v < p->n; v++) {
        label[v] = (int) (rest % LABELS);
        rest /= LABELS;
      }
      shape_graph(p, label, &g);
      for (ko_mode = 0; ko_mode < 2; ko_mode++) {
        visit(&g, ko_mode, data);
        calls++;
      }
    }
  }
  free(polys);
  return calls;
}
