/* Canonical form of eye graphs by partition refinement (eye_canon.h). */
#include <config.h>

#include <string.h>

#include "eye_canon.h"
#include "utils/bits.h"

/* A label: outlet, anchor, margin (a bit each), start (2 bits), critical
 * (1 bit), ordering weight (4 bits). */
#define LABEL_BITS 10
#define ORDER_MAX 15
/* The code as one string of bits: the vertex count (4 bits), the ko mode
 * (1 bit), the labels in canonical order, then the adjacency of each pair
 * (i, j), i < j, row by row. */
#define KO_BIT 4
#define LABELS_SHIFT 5
/* The graph's must_take, when it holds an attacker stone (without one
 * the flag changes nothing, and the code is the table's): the last bit,
 * past the 5 + 11 * 10 + 55 = 170 the rest use at most. */
#define MUST_TAKE_WORD 2
#define MUST_TAKE_BIT (1ull << 63)
/* Leaves of the search looked at before settling for the best so far
 * (still a correct code, only perhaps not the same for every numbering);
 * no eye graph seen needs more than a few dozen. */
#define MAX_LEAVES 4096

/* An ordered partition of the vertices: cells as bit masks, in order. */
struct partition {
  int ncells;
  uint16_t cell[EYEGRAPH_MAX];
};

struct canon_search {
  const struct eye_graph *g;
  int ko_mode;
  unsigned label[EYEGRAPH_MAX];
  int leaves;
  int have_best;
  struct eye_canon best;
};

static unsigned
vertex_label(const struct eye_graph *g, int v)
{
  unsigned order = g->order[v] < ORDER_MAX ? g->order[v] : ORDER_MAX;
  return (unsigned) ((g->outlet[v] != 0) | (g->anchor[v] != 0) << 1
                     | (g->margin[v] != 0) << 2 | (g->start[v] & 3) << 3
                     | (g->critical[v] != 0) << 5 | order << 6);
}

/* Write the value of `bits' bits at bit position *pos of code. */
static void
put_bits(struct eye_code *code, int *pos, uint64_t value, int bits)
{
  int k;
  for (k = 0; k < bits; k++, (*pos)++)
    if ((value >> k) & 1)
      code->w[*pos / 64] |= 1ull << (*pos % 64);
}

static uint64_t
get_bits(const struct eye_code *code, int *pos, int bits)
{
  uint64_t value = 0;
  int k;
  for (k = 0; k < bits; k++, (*pos)++)
    if ((code->w[*pos / 64] >> (*pos % 64)) & 1)
      value |= 1ull << k;
  return value;
}

/* Split cell x of p by the number of neighbours each of its vertices has
 * in splitter; the parts go in place of x, fewest neighbours first.
 * Returns the number of parts (1: nothing split). */
static int
split_cell(const struct eye_graph *g, struct partition *p, int x,
           uint16_t splitter)
{
  uint16_t part[EYEGRAPH_MAX + 1];
  uint16_t members = p->cell[x];
  int nparts = 0, count, k;

  memset(part, 0, sizeof(part));
  while (members) {
    int v = bits_lowest(members);
    members &= (uint16_t) (members - 1);
    part[bits_popcount32(g->adj[v] & splitter)] |= (uint16_t) (1u << v);
  }
  for (count = 0; count <= EYEGRAPH_MAX; count++)
    if (part[count])
      nparts++;
  if (nparts == 1)
    return 1;
  memmove(&p->cell[x + nparts], &p->cell[x + 1],
          (size_t) (p->ncells - x - 1) * sizeof(p->cell[0]));
  k = x;
  for (count = 0; count <= EYEGRAPH_MAX; count++)
    if (part[count])
      p->cell[k++] = part[count];
  p->ncells += nparts - 1;
  return nparts;
}

/* Refine p until every vertex of a cell has as many neighbours in each
 * cell as the others of its cell (an equitable partition). */
static void
refine(const struct eye_graph *g, struct partition *p)
{
  int changed = 1;
  while (changed && p->ncells < g->n) {
    int s, x;
    changed = 0;
    for (s = 0; s < p->ncells && !changed; s++)
      for (x = 0; x < p->ncells; x++)
        if (p->cell[x] & (p->cell[x] - 1)
            && split_cell(g, p, x, p->cell[s]) > 1) {
          changed = 1;
          break;
        }
  }
}

/* The first partition: vertices grouped by label, smallest label first. */
static void
initial_partition(struct canon_search *cs, struct partition *p)
{
  const struct eye_graph *g = cs->g;
  unsigned distinct[EYEGRAPH_MAX];
  int ndistinct = 0, v, k, j;

  for (v = 0; v < g->n; v++) {
    cs->label[v] = vertex_label(g, v);
    for (k = 0; k < ndistinct && distinct[k] != cs->label[v]; k++)
      ;
    if (k == ndistinct)
      distinct[ndistinct++] = cs->label[v];
  }
  for (k = 1; k < ndistinct; k++)
    for (j = k; j > 0 && distinct[j - 1] > distinct[j]; j--) {
      unsigned t = distinct[j];
      distinct[j] = distinct[j - 1];
      distinct[j - 1] = t;
    }
  p->ncells = ndistinct;
  for (k = 0; k < ndistinct; k++) {
    p->cell[k] = 0;
    for (v = 0; v < g->n; v++)
      if (cs->label[v] == distinct[k])
        p->cell[k] |= (uint16_t) (1u << v);
  }
}

/* Code of the discrete partition p (every cell one vertex). */
static void
leaf_code(const struct canon_search *cs, const struct partition *p,
          struct eye_canon *c)
{
  const struct eye_graph *g = cs->g;
  int n = g->n, i, j, pos = 0;

  for (i = 0; i < n; i++)
    c->perm[i] = (signed char) bits_lowest(p->cell[i]);
  for (; i < EYEGRAPH_MAX; i++)
    c->perm[i] = -1;
  memset(&c->code, 0, sizeof(c->code));
  put_bits(&c->code, &pos, (uint64_t) n, 4);
  put_bits(&c->code, &pos, (uint64_t) (cs->ko_mode != 0), 1);
  for (i = 0; i < n; i++)
    put_bits(&c->code, &pos, cs->label[(int) c->perm[i]], LABEL_BITS);
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j++)
      put_bits(&c->code, &pos,
               (g->adj[(int) c->perm[i]] >> c->perm[j]) & 1, 1);
}

/* Are all vertices of cell interchangeable (same neighbours apart from
 * each other)?  Their labels are equal, being in one cell. */
static int
cell_of_twins(const struct eye_graph *g, uint16_t cell)
{
  int first = bits_lowest(cell);
  uint16_t rest = (uint16_t) (cell & (cell - 1));
  while (rest) {
    int v = bits_lowest(rest);
    uint16_t both = (uint16_t) ((1u << first) | (1u << v));
    rest &= (uint16_t) (rest - 1);
    if ((g->adj[first] & (uint16_t) ~both) != (g->adj[v] & (uint16_t) ~both))
      return 0;
  }
  return 1;
}

static void
search(struct canon_search *cs, const struct partition *p)
{
  const struct eye_graph *g = cs->g;
  int x;
  uint16_t cell, tries;

  if (p->ncells == g->n) {
    struct eye_canon leaf;
    cs->leaves++;
    leaf_code(cs, p, &leaf);
    if (!cs->have_best || eye_code_compare(&leaf.code, &cs->best.code) < 0) {
      cs->best = leaf;
      cs->have_best = 1;
    }
    return;
  }
  for (x = 0; !(p->cell[x] & (p->cell[x] - 1)); x++)
    ;
  cell = p->cell[x];
  tries = cell_of_twins(g, cell) ? (uint16_t) (cell & -cell) : cell;
  while (tries && cs->leaves < MAX_LEAVES) {
    struct partition child = *p;
    int v = bits_lowest(tries);
    tries &= (uint16_t) (tries - 1);
    memmove(&child.cell[x + 1], &child.cell[x],
            (size_t) (child.ncells - x) * sizeof(child.cell[0]));
    child.cell[x] = (uint16_t) (1u << v);
    child.cell[x + 1] = (uint16_t) (cell & ~(1u << v));
    child.ncells++;
    refine(g, &child);
    search(cs, &child);
  }
}

void
eye_canon_compute(const struct eye_graph *g, int ko_mode,
                  struct eye_canon *c)
{
  struct canon_search cs;
  struct partition p;

  memset(&cs, 0, sizeof(cs));
  cs.g = g;
  cs.ko_mode = ko_mode;
  initial_partition(&cs, &p);
  refine(g, &p);
  search(&cs, &p);
  *c = cs.best;
  if (g->must_take) {
    int v;
    for (v = 0; v < g->n; v++)
      if (g->start[v] == EG_ATTACKER) {
        c->code.w[MUST_TAKE_WORD] |= MUST_TAKE_BIT;
        break;
      }
  }
}

void
eye_canon_apply(const struct eye_graph *g, const struct eye_canon *c,
                struct eye_graph *out)
{
  int inverse[EYEGRAPH_MAX];
  int i, n = g->n;

  memset(out, 0, sizeof(*out));
  out->n = n;
  for (i = 0; i < n; i++)
    inverse[(int) c->perm[i]] = i;
  for (i = 0; i < n; i++) {
    int v = c->perm[i];
    uint16_t adj = g->adj[v];
    while (adj) {
      int u = bits_lowest(adj);
      adj &= (uint16_t) (adj - 1);
      out->adj[i] |= (uint16_t) (1u << inverse[u]);
    }
    out->outlet[i] = g->outlet[v];
    out->anchor[i] = g->anchor[v];
    out->margin[i] = g->margin[v];
    out->start[i] = g->start[v];
    out->critical[i] = g->critical[v];
    out->order[i] = g->order[v];
  }
  out->must_take = g->must_take;
}

void
eye_canon_restore_vertices(const struct eye_canon *canon,
                           struct eyegraph_result *res)
{
  if (res->attack_vertex >= 0)
    res->attack_vertex = canon->perm[res->attack_vertex];
  if (res->defense_vertex >= 0)
    res->defense_vertex = canon->perm[res->defense_vertex];
}

int
eye_code_ko_mode(const struct eye_code *code)
{
  return (int) ((code->w[0] >> KO_BIT) & 1);
}

int
eye_code_size(const struct eye_code *code)
{
  return (int) (code->w[0] & 15);
}

void
eye_code_graph(const struct eye_code *code, struct eye_graph *out)
{
  int n = eye_code_size(code), i, j, pos = LABELS_SHIFT;

  memset(out, 0, sizeof(*out));
  out->n = n;
  out->must_take = (code->w[MUST_TAKE_WORD] & MUST_TAKE_BIT) != 0;
  for (i = 0; i < n; i++) {
    unsigned l = (unsigned) get_bits(code, &pos, LABEL_BITS);
    out->outlet[i] = l & 1;
    out->anchor[i] = (l >> 1) & 1;
    out->margin[i] = (l >> 2) & 1;
    out->start[i] = (l >> 3) & 3;
    out->critical[i] = (l >> 5) & 1;
    out->order[i] = (unsigned char) (l >> 6);
  }
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j++)
      if (get_bits(code, &pos, 1)) {
        out->adj[i] |= (uint16_t) (1u << j);
        out->adj[j] |= (uint16_t) (1u << i);
      }
}

int
eye_code_compare(const struct eye_code *a, const struct eye_code *b)
{
  int k;
  for (k = 0; k < EYE_CODE_WORDS; k++)
    if (a->w[k] != b->w[k])
      return a->w[k] < b->w[k] ? -1 : 1;
  return 0;
}
