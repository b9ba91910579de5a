/* Eye values by lookup: table, cache, solver (eye_value.h). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "eye_value.h"
#include "eye_canon.h"
#include "eye_table.h"

/* Cache of solved shapes: sets of CACHE_WAYS entries chosen by a hash of
 * the code; a new shape replaces the entry of its set used longest ago. */
#define CACHE_SET_BITS 14
#define CACHE_SETS (1 << CACHE_SET_BITS)
#define CACHE_WAYS 4

/* An answer without its a (eyegraph_result_lacks_a; above
 * eye_table_pack's bits). */
#define ANSWER_LACKS_A (1u << 17)

struct cache_entry {
  struct eye_code code;      /* all zero: empty (no code has n == 0) */
  uint32_t answer;           /* eye_table_pack, | ANSWER_LACKS_A */
  uint32_t used;             /* lookup count when last used */
};

struct eye_values {
  struct eyegraph_solver *solver;
  struct eye_value_stats stats;
  uint32_t clock;            /* lookups, for the replacement order */
  struct cache_entry cache[CACHE_SETS][CACHE_WAYS];
};

struct eye_values *
eye_values_new(void)
{
  struct eye_values *ev = calloc(1, sizeof(*ev));
  if (!ev)
    return NULL;
  ev->solver = eyegraph_solver_new();
  if (!ev->solver) {
    free(ev);
    return NULL;
  }
  return ev;
}

void
eye_values_free(struct eye_values *ev)
{
  if (!ev)
    return;
  eyegraph_solver_free(ev->solver);
  free(ev);
}

int
eye_table_find(const struct eye_code *code, struct eyegraph_result *r)
{
  int lo = 0, hi = eye_table_size - 1;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    int cmp = eye_code_compare(&eye_table[mid].code, code);
    if (cmp == 0) {
      eye_table_unpack(eye_table[mid].answer, r);
      return 1;
    }
    if (cmp < 0)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return 0;
}

/* The entry holding code, or the one to replace by it (*found 0). */
static struct cache_entry *
cache_slot(struct eye_values *ev, const struct eye_code *code, int *found)
{
  uint64_t h = code->w[0] * 0x9e3779b97f4a7c15ull
    ^ code->w[1] * 0xc2b2ae3d27d4eb4full ^ code->w[2] * 0x165667b19e3779f9ull;
  struct cache_entry *set = ev->cache[(h ^ (h >> 31)) >> (64 - CACHE_SET_BITS)];
  struct cache_entry *oldest = &set[0];
  int k;
  for (k = 0; k < CACHE_WAYS; k++) {
    if (eye_code_compare(&set[k].code, code) == 0) {
      *found = 1;
      return &set[k];
    }
    if (set[k].used < oldest->used)
      oldest = &set[k];
  }
  *found = 0;
  return oldest;
}

/* The solver's result on the canonical graph: from the table, the cache or
 * the solver, at least what want asks (a cached answer without its a
 * does not do for a full request: the graph is solved again in full,
 * and its entry completed).  Returns the completeness of the solve. */
static int
canonical_result(struct eye_values *ev, const struct eye_graph *g,
                 const struct eye_canon *canon, int ko_mode, int want,
                 struct eyegraph_result *res)
{
  struct cache_entry *slot;
  struct eye_graph cg;
  int complete, found;

  if (eye_table_find(&canon->code, res)) {
    ev->stats.lookups[EYE_FROM_TABLE]++;
    return 1;
  }
  slot = cache_slot(ev, &canon->code, &found);
  slot->used = ++ev->clock;
  if (found && (want != EYEGRAPH_WANT_ALL
                || !(slot->answer & ANSWER_LACKS_A))) {
    ev->stats.lookups[EYE_FROM_CACHE]++;
    return eye_table_unpack(slot->answer, res);
  }
  eye_canon_apply(g, canon, &cg);
  complete = eyegraph_solve_numbered(ev->solver, &cg, ko_mode, want, res);
  slot->code = canon->code;
  slot->answer = eye_table_pack(res, complete)
    | (eyegraph_result_lacks_a(want, res) ? ANSWER_LACKS_A : 0);
  ev->stats.lookups[EYE_FROM_SOLVER]++;
  return complete;
}

int
eye_values_lookup(struct eye_values *ev, const struct eye_graph *g,
                  int ko_mode, int want, struct eyegraph_result *res)
{
  struct eye_canon canon;
  int complete;

  eye_canon_compute(g, ko_mode, &canon);
  complete = canonical_result(ev, g, &canon, ko_mode, want, res);
  eye_canon_restore_vertices(&canon, res);
  return complete;
}

void
eye_values_stats(const struct eye_values *ev, struct eye_value_stats *stats)
{
  *stats = ev->stats;
}
