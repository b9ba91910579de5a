/* Eye values by lookup (engine/life/eye_value.h).
 *
 *   bench: eyes.table_lookups_per_sec VALUE lookups/s
 *     every eye shape of the built-in table, in every numbering the
 *     enumeration makes, looked up (canonical form + binary search);
 *   bench: eyes.solves_per_sec VALUE solves/s
 *     10,000 graphs of shapes one point past the table asked of a fresh
 *     context: distinct shapes solved (canonical form + search) per second
 *     of that pass, which also answers their other numberings from the
 *     cache;
 *   bench: eyes.cache_lookups_per_sec VALUE lookups/s
 *     the same graphs asked again of that context, 20 times (canonical form
 *     + cache).
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>

#include "engine/life/eye_shapes.h"
#include "engine/life/eye_value.h"
#include "utils/timer.h"

#define PAST_TABLE (EYE_TABLE_POINTS + 1)
/* Graphs of the passes past the table: their distinct shapes fit in the
 * cache. */
#define PAST_TABLE_GRAPHS 10000
#define CACHE_PASSES 20
/* Graphs of the table's family (each numbering the enumeration makes). */
#define TABLE_GRAPHS 200000

struct graph_list {
  struct eye_graph *g;
  int *ko_mode;
  long count, capacity;
  int only_size;              /* only graphs of this many points (0: all) */
};

static void
gather(const struct eye_graph *g, int ko_mode, void *data)
{
  struct graph_list *l = data;
  if ((l->only_size && g->n != l->only_size) || l->count == l->capacity)
    return;
  l->g[l->count] = *g;
  l->ko_mode[l->count] = ko_mode;
  l->count++;
}

static int
list_init(struct graph_list *l, long capacity, int max_points, int only_size)
{
  l->g = malloc((size_t) capacity * sizeof(*l->g));
  l->ko_mode = malloc((size_t) capacity * sizeof(*l->ko_mode));
  l->count = 0;
  l->capacity = capacity;
  l->only_size = only_size;
  if (!l->g || !l->ko_mode)
    return 0;
  eye_shapes_enumerate(max_points, gather, l);
  return 1;
}

/* CPU seconds to look every graph of l up in ev. */
static double
pass(struct eye_values *ev, const struct graph_list *l)
{
  struct eyegraph_result res;
  double start = cpu_seconds();
  long k;
  for (k = 0; k < l->count; k++)
    eye_values_lookup(ev, &l->g[k], l->ko_mode[k], EYEGRAPH_WANT_ALL,
                      &res);
  return cpu_seconds() - start;
}

static long
solves(const struct eye_values *ev)
{
  struct eye_value_stats stats;
  eye_values_stats(ev, &stats);
  return stats.lookups[EYE_FROM_SOLVER];
}

int main(void)
{
  struct graph_list table, past;
  struct eye_values *ev = eye_values_new();
  double table_seconds, first_seconds, cache_seconds = 0.0;
  long solved;
  int k;

  if (!ev || !list_init(&table, TABLE_GRAPHS, EYE_TABLE_POINTS, 0)
      || !list_init(&past, PAST_TABLE_GRAPHS, PAST_TABLE, PAST_TABLE)) {
    fprintf(stderr, "bench_eyes: out of memory\n");
    return 1;
  }
  table_seconds = pass(ev, &table);
  first_seconds = pass(ev, &past);
  solved = solves(ev);
  for (k = 0; k < CACHE_PASSES; k++)
    cache_seconds += pass(ev, &past);
  printf("bench: eyes.table_lookups_per_sec %.0f lookups/s\n",
         table_seconds > 0.0 ? (double) table.count / table_seconds : 0.0);
  printf("bench: eyes.solves_per_sec %.0f solves/s\n",
         first_seconds > 0.0 ? (double) solved / first_seconds : 0.0);
  printf("bench: eyes.cache_lookups_per_sec %.0f lookups/s\n",
         cache_seconds > 0.0
         ? (double) past.count * CACHE_PASSES / cache_seconds : 0.0);
  eye_values_free(ev);
  free(table.g);
  free(table.ko_mode);
  free(past.g);
  free(past.ko_mode);
  return 0;
}
