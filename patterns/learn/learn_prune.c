/* Pruning the spatial dictionary: a pattern that nothing larger extends
 * and whose weight is within epsilon of the smaller pattern it extends
 * adds nothing the smaller one does not say; without it, the lookup
 * (which takes the largest known pattern) falls back to that one. */
#include <config.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "learn.h"

/* Which spatial values stay: leaves within epsilon of their parents go,
 * then the parents that became leaves, and so on.  keep[] by value. */
static void choose(const struct policy_model *m, const int *parents, double epsilon,
                   unsigned char *keep, int *children, int *queue)
{
  const float *w = policy_model_weights_const(m, POLICY_SPATIAL);
  int n = policy_model_values(m, POLICY_SPATIAL), head = 0, tail = 0;
  memset(children, 0, (size_t) n * sizeof *children);
  for (int v = 1; v < n; v++) {
    keep[v] = 1;
    if (parents[v] > 0)
      children[parents[v]]++;
  }
  for (int v = n - 1; v > 0; v--)
    if (children[v] == 0)
      queue[tail++] = v;
  while (head < tail) {
    int v = queue[head++], parent = parents[v];
    float base = parent > 0 ? w[parent] : 0.0f;
    if (fabs(w[v] - base) >= epsilon)
      continue;
    keep[v] = 0;
    if (parent > 0 && --children[parent] == 0)
      queue[tail++] = parent;
  }
}

/* A copy of m with the spatial values kept; map[old] = the new value of
 * the nearest kept pattern among old and its ancestors (0: none). */
static struct policy_model *copy_kept(const struct policy_model *m, const int *parents,
                                      const unsigned char *keep, int *map)
{
  int uses[POLICY_GROUPS], groups[POLICY_GROUPS];
  int k = policy_model_factors(m);
  struct policy_model *out;
  for (int g = 0; g < POLICY_GROUPS; g++) {
    uses[g] = policy_model_uses(m, g);
    groups[g] = policy_model_vectors_const(m, g) != NULL;
  }
  out = policy_model_new(uses, policy_model_ladders(m), policy_model_spatial_max(m));
  if (!out || !policy_model_set_factors(out, k, groups)) {
    policy_model_free(out);
    return NULL;
  }
  for (int v = 1; v < policy_model_values(m, POLICY_PATTERN3); v++)
    if (policy_model_add_pattern3(out, policy_model_pattern3_code(m, v)) != v) {
      policy_model_free(out);
      return NULL;
    }
  map[0] = 0;
  for (int v = 1; v < policy_model_values(m, POLICY_SPATIAL); v++) {
    uint64_t hash;
    int size = policy_model_spatial_entry(m, v, &hash);
    if (!keep[v]) {
      map[v] = parents[v] > 0 ? map[parents[v]] : 0;
      continue;
    }
    map[v] = policy_model_add_spatial(out, size, hash);
    if (!map[v]) {
      policy_model_free(out);
      return NULL;
    }
  }
  for (int g = 0; g < POLICY_GROUPS; g++) {
    const float *w = policy_model_weights_const(m, g);
    const float *v = policy_model_vectors_const(m, g);
    for (int value = 1; value < policy_model_values(m, g); value++) {
      int to = g == POLICY_SPATIAL ? (keep[value] ? map[value] : 0) : value;
      if (to == 0)
        continue;
      policy_model_weights(out, g)[to] = w[value];
      if (v)
        memcpy(policy_model_vectors(out, g) + (size_t) to * k, v + (size_t) value * k,
               (size_t) k * sizeof *v);
    }
  }
  return out;
}

struct policy_model *learn_prune_spatial(const struct policy_model *m, const int *parents,
                                         double epsilon, int **map)
{
  int n = policy_model_values(m, POLICY_SPATIAL);
  unsigned char *keep = calloc((size_t) n, 1);
  int *children = malloc((size_t) n * sizeof *children);
  int *queue = malloc((size_t) n * sizeof *queue);
  int *values = malloc((size_t) n * sizeof *values);
  struct policy_model *out = NULL;
  if (keep && children && queue && values) {
    choose(m, parents, epsilon, keep, children, queue);
    out = copy_kept(m, parents, keep, values);
  }
  free(keep);
  free(children);
  free(queue);
  if (out && map)
    *map = values;
  else
    free(values);
  return out;
}

void learn_remap_spatial(struct learn_positions *p, const int *map)
{
  for (long k = 0; k < p->record_count; k++) {
    uint32_t value[POLICY_GROUPS];
    learn_record_decode(p->records[k], value);
    if (value[POLICY_SPATIAL]) {
      value[POLICY_SPATIAL] = (uint32_t) map[value[POLICY_SPATIAL]];
      p->records[k] = learn_record_encode(value);
    }
  }
}
