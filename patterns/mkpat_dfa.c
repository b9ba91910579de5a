/* mkpat: the matching automaton.
 *
 * Every pattern is turned into its 8 orientations; orientations that
 * coincide (symmetric patterns, with the same labelled points) are kept
 * once.  The matcher reads the points around a candidate move in a fixed
 * spiral order, nearest first.  A state of the automaton is the set of
 * orientations still consistent with the points read so far; reading a
 * point keeps the orientations whose cell there accepts it, and reports
 * (then drops) those that have no cell further out.  States are built
 * breadth first, depth by depth, and shared when their sets are equal, so
 * matching costs one table step per point read whatever the number of
 * patterns. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mkpat.h"

#define MAX_STATES 4000000

/* The automaton reads at most this many points (the 5x5 square around the
 * move); cells further out are checked one by one for the few orientations
 * still possible by then.  Reading everything would multiply the states
 * for large corner patterns without making matching faster. */
#ifndef DFA_DEPTH
#define DFA_DEPTH 24
#endif

struct variant {
  int pattern;
  int orientation;
  unsigned char *need;     /* accepted states per spiral index */
  int last;                /* spiral index of the outermost cell read */
  struct pattern_cell *outer;   /* cells beyond the automaton's depth */
  int nouter;
};

struct state {
  int depth;
  int *alive;              /* variants still possible, ascending */
  int nalive;
  int *out;                /* variants reported on entering */
  int nout;
  unsigned hash;
  int32_t next[4];
};

struct builder {
  struct variant *variants;
  int nvariants;
  int nspiral;
  struct state *states;
  int nstates, capacity;
  int *table;              /* open addressing: state index + 1, 0 = free */
  unsigned table_size;
  int failed;
};

static int compare_offsets(const void *a, const void *b)
{
  const signed char *p = a, *q = b;
  int dp = p[0] * p[0] + p[1] * p[1], dq = q[0] * q[0] + q[1] * q[1];
  if (dp != dq)
    return dp - dq;
  if (p[0] != q[0])
    return p[0] - q[0];
  return p[1] - q[1];
}

static int compare_cells(const void *a, const void *b)
{
  const struct pattern_cell *p = a, *q = b;
  if (p->di != q->di)
    return p->di - q->di;
  return p->dj - q->dj;
}

static int compare_outer(const void *a, const void *b)
{
  const struct pattern_cell *p = a, *q = b;
  int ep = p->accepts == (1 << PP_OFFBOARD), eq = q->accepts == (1 << PP_OFFBOARD);
  if (ep != eq)
    return eq - ep;
  int dp = p->di * p->di + p->dj * p->dj, dq = q->di * q->di + q->dj * q->dj;
  if (dp != dq)
    return dp - dq;
  return compare_cells(a, b);
}

/* Spiral of every offset within radius, nearest first. */
static int make_spiral(struct pattern_set *set, struct mkpat_dfa *dfa,
                       int *radius_out)
{
  int radius = 1;
  for (int k = 0; k < set->count; k++)
    for (int c = 0; c < set->patterns[k].ncells; c++) {
      const struct pattern_cell *cell = &set->patterns[k].cells[c];
      if (abs(cell->di) > radius)
        radius = abs(cell->di);
      if (abs(cell->dj) > radius)
        radius = abs(cell->dj);
    }
  int side = 2 * radius + 1;
  dfa->spiral = mkpat_alloc(sizeof(*dfa->spiral) * (size_t) side * side);
  dfa->nspiral = 0;
  for (int i = -radius; i <= radius; i++)
    for (int j = -radius; j <= radius; j++)
      if (i || j) {
        dfa->spiral[dfa->nspiral][0] = (signed char) i;
        dfa->spiral[dfa->nspiral][1] = (signed char) j;
        dfa->nspiral++;
      }
  qsort(dfa->spiral, dfa->nspiral, sizeof(*dfa->spiral), compare_offsets);
  *radius_out = radius;
  return side;
}

/* Orientation o of pattern p as sorted cells plus transformed labels. */
static int orient(const struct src_pattern *p, int o,
                  struct pattern_cell *cells, struct pattern_label *labels)
{
  for (int c = 0; c < p->ncells; c++) {
    int ti, tj;
    pattern_transform(o, p->cells[c].di, p->cells[c].dj, &ti, &tj);
    cells[c] = p->cells[c];
    cells[c].di = (signed char) ti;
    cells[c].dj = (signed char) tj;
  }
  qsort(cells, p->ncells, sizeof(*cells), compare_cells);
  for (int l = 0; l < p->nlabels; l++) {
    int ti, tj;
    pattern_transform(o, p->labels[l].di, p->labels[l].dj, &ti, &tj);
    labels[l] = p->labels[l];
    labels[l].di = (signed char) ti;
    labels[l].dj = (signed char) tj;
  }
  return p->ncells;
}

static int same_orientation(const struct src_pattern *p,
                            const struct pattern_cell *c1,
                            const struct pattern_label *l1,
                            const struct pattern_cell *c2,
                            const struct pattern_label *l2)
{
  for (int c = 0; c < p->ncells; c++)
    if (c1[c].di != c2[c].di || c1[c].dj != c2[c].dj
        || c1[c].accepts != c2[c].accepts)
      return 0;
  if (p->nops == 0)
    return 1;
  for (int l = 0; l < p->nlabels; l++)
    if (l1[l].di != l2[l].di || l1[l].dj != l2[l].dj)
      return 0;
  return 1;
}

static void make_variants(struct pattern_set *set, struct builder *bd,
                          const int *index_of, int side, int radius)
{
  bd->variants = mkpat_alloc(sizeof(*bd->variants) * 8 * (size_t) set->count);
  for (int k = 0; k < set->count; k++) {
    const struct src_pattern *p = &set->patterns[k];
    size_t n = (size_t) p->ncells;
    struct pattern_cell *cells = mkpat_alloc(sizeof(*cells) * 8 * n);
    struct pattern_label labels[8][MKPAT_MAX_LABELS];
    for (int o = 0; o < 8; o++) {
      orient(p, o, cells + o * n, labels[o]);
      int duplicate = 0;
      for (int e = 0; e < o && !duplicate; e++)
        duplicate = same_orientation(p, cells + e * n, labels[e],
                                     cells + o * n, labels[o]);
      if (duplicate)
        continue;
      struct variant *v = &bd->variants[bd->nvariants++];
      v->pattern = k;
      v->orientation = o;
      v->need = mkpat_alloc((size_t) bd->nspiral);
      memset(v->need, 15, (size_t) bd->nspiral);
      v->last = 0;
      v->outer = mkpat_alloc(sizeof(*v->outer) * n);
      v->nouter = 0;
      for (size_t c = 0; c < n; c++) {
        const struct pattern_cell *cell = &cells[o * n + c];
        int s = index_of[(cell->di + radius) * side + cell->dj + radius];
        if (s >= bd->nspiral) {
          v->outer[v->nouter++] = *cell;
          continue;
        }
        v->need[s] = cell->accepts;
        if (s > v->last)
          v->last = s;
      }
      /* Edge cells first: they rule out most places at once. */
      qsort(v->outer, v->nouter, sizeof(*v->outer), compare_outer);
    }
    free(cells);
  }
}

static unsigned hash_state(int depth, const int *alive, int nalive,
                           const int *out, int nout)
{
  unsigned h = 2166136261u ^ (unsigned) depth;
  for (int k = 0; k < nalive; k++)
    h = (h ^ (unsigned) alive[k]) * 16777619u;
  h = (h ^ 0xffffu) * 16777619u;
  for (int k = 0; k < nout; k++)
    h = (h ^ (unsigned) out[k]) * 16777619u;
  return h;
}

static void grow_table(struct builder *bd)
{
  unsigned size = bd->table_size ? 2 * bd->table_size : 1u << 16;
  int *table = mkpat_alloc(sizeof(*table) * size);
  for (int s = 1; s < bd->nstates; s++) {
    unsigned h = bd->states[s].hash & (size - 1);
    while (table[h])
      h = (h + 1) & (size - 1);
    table[h] = s + 1;
  }
  free(bd->table);
  bd->table = table;
  bd->table_size = size;
}

/* The state (depth, alive, out), created if new; takes the arrays. */
static int intern_state(struct builder *bd, int depth, int *alive,
                        int nalive, int *out, int nout)
{
  unsigned h = hash_state(depth, alive, nalive, out, nout);
  unsigned slot = h & (bd->table_size - 1);
  for (; bd->table[slot]; slot = (slot + 1) & (bd->table_size - 1)) {
    struct state *s = &bd->states[bd->table[slot] - 1];
    if (s->hash == h && s->depth == depth && s->nalive == nalive
        && s->nout == nout && s->alive
        && memcmp(s->alive, alive, sizeof(int) * (size_t) nalive) == 0
        && memcmp(s->out, out, sizeof(int) * (size_t) nout) == 0) {
      free(alive);
      free(out);
      return bd->table[slot] - 1;
    }
  }
  if (bd->nstates == bd->capacity) {
    bd->capacity *= 2;
    struct state *grown = mkpat_alloc(sizeof(*grown) * (size_t) bd->capacity);
    memcpy(grown, bd->states, sizeof(*grown) * (size_t) bd->nstates);
    free(bd->states);
    bd->states = grown;
  }
  int id = bd->nstates++;
  struct state *s = &bd->states[id];
  s->depth = depth;
  s->alive = alive;
  s->nalive = nalive;
  s->out = out;
  s->nout = nout;
  s->hash = h;
  memset(s->next, 0, sizeof(s->next));
  bd->table[slot] = id + 1;
  if ((unsigned) bd->nstates * 2 > bd->table_size)
    grow_table(bd);
  return id;
}

static void expand_state(struct builder *bd, int id)
{
  int depth = bd->states[id].depth;
  int nalive = bd->states[id].nalive;
  for (int point = 0; point < 4; point++) {
    const int *alive = bd->states[id].alive;
    int *keep = mkpat_alloc(sizeof(int) * (size_t) nalive);
    int *out = mkpat_alloc(sizeof(int) * (size_t) nalive);
    int nkeep = 0, nout = 0;
    for (int k = 0; k < nalive; k++) {
      const struct variant *v = &bd->variants[alive[k]];
      if (!((v->need[depth] >> point) & 1))
        continue;
      if (v->last == depth)
        out[nout++] = alive[k];
      else
        keep[nkeep++] = alive[k];
    }
    if (nkeep == 0 && nout == 0) {
      free(keep);
      free(out);
      continue;
    }
    if (bd->nstates >= MAX_STATES) {
      free(keep);
      free(out);
      bd->failed = 1;
      return;
    }
    int next = intern_state(bd, depth + 1, keep, nkeep, out, nout);
    bd->states[id].next[point] = next;
  }
}

static void fill_tables(struct builder *bd, struct mkpat_dfa *dfa)
{
  dfa->nstates = bd->nstates;
  dfa->next = mkpat_alloc(sizeof(*dfa->next) * (size_t) bd->nstates);
  dfa->first_variant =
    mkpat_alloc(sizeof(int32_t) * ((size_t) bd->nstates + 1));
  size_t total = 0;
  for (int s = 0; s < bd->nstates; s++)
    total += (size_t) bd->states[s].nout;
  dfa->variants = mkpat_alloc(sizeof(*dfa->variants) * (total + 1));
  size_t outer_total = 0;
  for (int k = 0; k < bd->nvariants; k++)
    outer_total += (size_t) bd->variants[k].nouter;
  dfa->outer = mkpat_alloc(sizeof(*dfa->outer) * (outer_total + 1));
  int *first_outer = mkpat_alloc(sizeof(int) * ((size_t) bd->nvariants + 1));
  for (int k = 0; k < bd->nvariants; k++) {
    first_outer[k] = dfa->nouter;
    memcpy(dfa->outer + dfa->nouter, bd->variants[k].outer,
           sizeof(*dfa->outer) * (size_t) bd->variants[k].nouter);
    dfa->nouter += bd->variants[k].nouter;
  }
  int n = 0;
  for (int s = 0; s < bd->nstates; s++) {
    memcpy(dfa->next[s], bd->states[s].next, sizeof(dfa->next[s]));
    dfa->first_variant[s] = n;
    for (int k = 0; k < bd->states[s].nout; k++) {
      const struct variant *v = &bd->variants[bd->states[s].out[k]];
      dfa->variants[n].pattern = (uint16_t) v->pattern;
      dfa->variants[n].orientation = (uint8_t) v->orientation;
      dfa->variants[n].nouter = (uint16_t) v->nouter;
      dfa->variants[n].first_outer = first_outer[bd->states[s].out[k]];
      n++;
    }
  }
  dfa->first_variant[bd->nstates] = n;
  dfa->nvariants = bd->nvariants;
  free(first_outer);
}

int build_dfa(struct pattern_set *set, struct mkpat_dfa *dfa)
{
  struct builder bd = {0};
  memset(dfa, 0, sizeof(*dfa));
  int radius;
  int side = make_spiral(set, dfa, &radius);
  bd.nspiral = dfa->nspiral < DFA_DEPTH ? dfa->nspiral : DFA_DEPTH;
  int *index_of = mkpat_alloc(sizeof(int) * (size_t) side * side);
  for (int s = 0; s < dfa->nspiral; s++)
    index_of[(dfa->spiral[s][0] + radius) * side + dfa->spiral[s][1]
             + radius] = s;
  make_variants(set, &bd, index_of, side, radius);
  free(index_of);
  dfa->nspiral = bd.nspiral;

  bd.capacity = 1024;
  bd.states = mkpat_alloc(sizeof(*bd.states) * (size_t) bd.capacity);
  grow_table(&bd);
  bd.nstates = 1;                  /* state 0: nothing can match */
  int *all = mkpat_alloc(sizeof(int) * (size_t) bd.nvariants);
  for (int k = 0; k < bd.nvariants; k++)
    all[k] = k;
  intern_state(&bd, 0, all, bd.nvariants, mkpat_alloc(sizeof(int)), 0);
  /* States are created in order of depth, so once a state is expanded no
   * new state can equal it and its set of variants can go. */
  for (int s = 1; s < bd.nstates && !bd.failed; s++) {
    if (bd.states[s].nalive)
      expand_state(&bd, s);
    free(bd.states[s].alive);
    bd.states[s].alive = NULL;
  }
  int ok = !bd.failed;
  if (ok)
    fill_tables(&bd, dfa);
  else
    fprintf(stderr, "mkpat: error: the automaton needs more than %d "
            "states; simplify the patterns with the most '?'\n",
            MAX_STATES);
  for (int s = 1; s < bd.nstates; s++) {
    free(bd.states[s].alive);
    free(bd.states[s].out);
  }
  for (int k = 0; k < bd.nvariants; k++) {
    free(bd.variants[k].need);
    free(bd.variants[k].outer);
  }
  free(bd.variants);
  free(bd.states);
  free(bd.table);
  return ok;
}

void free_dfa(struct mkpat_dfa *dfa)
{
  free(dfa->spiral);
  free(dfa->next);
  free(dfa->first_variant);
  free(dfa->variants);
  free(dfa->outer);
}
