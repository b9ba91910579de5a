/* Fitting the gammas: the model is a softmax over the legal moves of a
 * position whose scores are sums of weights (logarithms of the gammas), so
 * maximising the likelihood of the moves played is a convex problem;
 * stochastic gradient ascent with per-weight step sizes (Adagrad) and a
 * small L2 pull towards gamma 1 solves it in a few passes. */
#include <config.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "learn.h"
#include "utils/rng.h"

/* All weights of the model in one array, group after group, and the
 * vectors of the pairwise terms (k per value) likewise. */
struct flat {
  long offset[POLICY_GROUPS + 1];
  float *w;
  float *sum_sq;                 /* Adagrad's sum of squared gradients */
  double *grad;                  /* this position's gradient, sparse */
  long *touched;
  long touched_count;
  double *score;                 /* per legal move of the position */
  long *index;                   /* per legal move and group: weight index */
  int k;                         /* factors, 0: none */
  int has_vectors[POLICY_GROUPS];
  float *v, *v_sum_sq;           /* k per weight index */
  double *v_grad;
  unsigned char *v_touched_mark;
  long *v_touched;
  long v_touched_count;
  float *sums;                   /* per legal move: the sum of its vectors */
  const int *parents;            /* spatial weights as differences, or NULL */
};

/* The weight index of the next spatial pattern of a chain (the parent of
 * the one at index i), or -1 at its end. */
static long chain_next(const struct flat *f, long i)
{
  long v = i - f->offset[POLICY_SPATIAL];
  if (!f->parents || v <= 0 || f->parents[v] <= 0)
    return -1;
  return f->offset[POLICY_SPATIAL] + f->parents[v];
}

static int flat_init(struct flat *f, const struct policy_model *m, int max_moves,
                     const int *parents)
{
  long total = 0;
  memset(f, 0, sizeof *f);
  for (int g = 0; g < POLICY_GROUPS; g++) {
    f->offset[g] = total;
    total += policy_model_values(m, g);
  }
  f->offset[POLICY_GROUPS] = total;
  f->k = policy_model_factors(m);
  if (f->k) {
    f->v = calloc((size_t) total * f->k, sizeof *f->v);
    f->v_sum_sq = calloc((size_t) total * f->k, sizeof *f->v_sum_sq);
    f->v_grad = calloc((size_t) total * f->k, sizeof *f->v_grad);
    f->v_touched_mark = calloc((size_t) total, 1);
    f->v_touched = malloc((size_t) max_moves * POLICY_GROUPS * sizeof *f->v_touched);
    f->sums = malloc((size_t) max_moves * f->k * sizeof *f->sums);
    if (!f->v || !f->v_sum_sq || !f->v_grad || !f->v_touched_mark || !f->v_touched || !f->sums)
      return 0;
    for (int g = 0; g < POLICY_GROUPS; g++) {
      const float *v = policy_model_vectors_const(m, g);
      f->has_vectors[g] = v != NULL;
      if (v)
        memcpy(f->v + f->offset[g] * f->k, v,
               (size_t) policy_model_values(m, g) * f->k * sizeof *f->v);
    }
  }
  f->w = calloc((size_t) total, sizeof *f->w);
  f->sum_sq = calloc((size_t) total, sizeof *f->sum_sq);
  f->grad = calloc((size_t) total, sizeof *f->grad);
  f->touched = malloc((size_t) max_moves * POLICY_GROUPS * sizeof *f->touched);
  f->score = malloc((size_t) max_moves * sizeof *f->score);
  f->index = malloc((size_t) max_moves * POLICY_GROUPS * sizeof *f->index);
  if (!f->w || !f->sum_sq || !f->grad || !f->touched || !f->score || !f->index)
    return 0;
  for (int g = 0; g < POLICY_GROUPS; g++)
    memcpy(f->w + f->offset[g], policy_model_weights_const(m, g),
           (size_t) policy_model_values(m, g) * sizeof *f->w);
  f->parents = parents;
  if (parents) {
    /* Differences from the parents (whose values are smaller). */
    const float *w = policy_model_weights_const(m, POLICY_SPATIAL);
    for (int v = policy_model_values(m, POLICY_SPATIAL) - 1; v > 0; v--)
      f->w[f->offset[POLICY_SPATIAL] + v] = w[v] - (parents[v] > 0 ? w[parents[v]] : 0.0f);
  }
  return 1;
}

static void flat_free(struct flat *f)
{
  free(f->w);
  free(f->sum_sq);
  free(f->grad);
  free(f->touched);
  free(f->score);
  free(f->index);
  free(f->v);
  free(f->v_sum_sq);
  free(f->v_grad);
  free(f->v_touched_mark);
  free(f->v_touched);
  free(f->sums);
}

static void flat_store(const struct flat *f, struct policy_model *m)
{
  for (int g = 0; g < POLICY_GROUPS; g++) {
    if (g == POLICY_SPATIAL && f->parents) {
      float *w = policy_model_weights(m, g);
      w[0] = 0.0f;
      for (int v = 1; v < policy_model_values(m, g); v++)
        w[v] = f->w[f->offset[g] + v] + (f->parents[v] > 0 ? w[f->parents[v]] : 0.0f);
      continue;
    }
    memcpy(policy_model_weights(m, g), f->w + f->offset[g],
           (size_t) policy_model_values(m, g) * sizeof *f->w);
    if (f->has_vectors[g])
      memcpy(policy_model_vectors(m, g), f->v + f->offset[g] * f->k,
             (size_t) policy_model_values(m, g) * f->k * sizeof *f->v);
  }
}

/* The pairwise terms of move c (its weight indexes in index[]): its
 * vectors' sum goes to sums, the terms are returned. */
static double pairwise(const struct flat *f, const long *index, float *sums)
{
  double squares = 0.0, total = 0.0;
  memset(sums, 0, (size_t) f->k * sizeof *sums);
  for (int g = 0; g < POLICY_GROUPS; g++) {
    const float *v;
    if (index[g] < 0 || !f->has_vectors[g])
      continue;
    v = f->v + index[g] * f->k;
    for (int i = 0; i < f->k; i++) {
      sums[i] += v[i];
      squares += (double) v[i] * v[i];
    }
  }
  for (int i = 0; i < f->k; i++)
    total += (double) sums[i] * sums[i];
  return 0.5 * (total - squares);
}

/* Weight indexes (-1: none) and scores of the moves of position k; returns
 * the largest score. */
static double score_position(struct flat *f, const struct learn_positions *p, long k)
{
  const learn_record *records = p->records + p->first[k];
  double best = -HUGE_VAL;
  for (int c = 0; c < p->count[k]; c++) {
    uint32_t value[POLICY_GROUPS];
    long *index = f->index + (long) c * POLICY_GROUPS;
    double s = 0.0;
    learn_record_decode(records[c], value);
    for (int g = 0; g < POLICY_GROUPS; g++) {
      index[g] = value[g] ? f->offset[g] + (long) value[g] : -1;
      if (index[g] >= 0)
        s += f->w[index[g]];
    }
    for (long i = index[POLICY_SPATIAL] >= 0 ? chain_next(f, index[POLICY_SPATIAL]) : -1;
         i >= 0; i = chain_next(f, i))
      s += f->w[i];
    if (f->k)
      s += pairwise(f, index, f->sums + (long) c * f->k);
    f->score[c] = s;
    if (s > best)
      best = s;
  }
  return best;
}

static void add_gradient(struct flat *f, long i, double amount)
{
  if (f->grad[i] == 0.0)
    f->touched[f->touched_count++] = i;
  f->grad[i] += amount;
  if (f->grad[i] == 0.0)
    f->grad[i] = 1e-300;          /* stays on the touched list once */
}

/* amount times the derivative of the move's score by the vector at i:
 * the sum of the move's other vectors. */
static void add_vector_gradient(struct flat *f, long i, double amount, const float *sums)
{
  const float *v = f->v + i * f->k;
  double *grad = f->v_grad + i * f->k;
  if (!f->v_touched_mark[i]) {
    f->v_touched_mark[i] = 1;
    f->v_touched[f->v_touched_count++] = i;
  }
  for (int d = 0; d < f->k; d++)
    grad[d] += amount * (sums[d] - v[d]);
}

static void update_vectors(struct flat *f, const struct learn_fit_options *o)
{
  for (long t = 0; t < f->v_touched_count; t++) {
    long i = f->v_touched[t];
    for (int d = 0; d < f->k; d++) {
      long j = i * f->k + d;
      double grad = f->v_grad[j] - o->l2_factors * f->v[j];
      f->v_sum_sq[j] += (float) (grad * grad);
      f->v[j] += (float) (o->learning_rate * grad / sqrt(f->v_sum_sq[j] + 1e-8));
      f->v_grad[j] = 0.0;
    }
    f->v_touched_mark[i] = 0;
  }
  f->v_touched_count = 0;
}

/* One step of gradient ascent on position k's log-likelihood. */
static void step(struct flat *f, const struct learn_positions *p, long k,
                 const struct learn_fit_options *o)
{
  int n = p->count[k], played = p->played[k];
  double best = score_position(f, p, k), total = 0.0;
  if (played < 0)
    return;
  for (int c = 0; c < n; c++) {
    f->score[c] = exp(f->score[c] - best);
    total += f->score[c];
  }
  f->touched_count = 0;
  for (int c = 0; c < n; c++) {
    const long *index = f->index + (long) c * POLICY_GROUPS;
    double amount = (c == played) - f->score[c] / total;
    for (int g = 0; g < POLICY_GROUPS; g++)
      if (index[g] >= 0) {
        add_gradient(f, index[g], amount);
        if (f->k && f->has_vectors[g])
          add_vector_gradient(f, index[g], amount, f->sums + (long) c * f->k);
      }
    for (long i = index[POLICY_SPATIAL] >= 0 ? chain_next(f, index[POLICY_SPATIAL]) : -1;
         i >= 0; i = chain_next(f, i))
      add_gradient(f, i, amount);
  }
  if (f->k)
    update_vectors(f, o);
  for (long t = 0; t < f->touched_count; t++) {
    long i = f->touched[t];
    double grad = f->grad[i] - o->l2 * f->w[i];
    f->sum_sq[i] += (float) (grad * grad);
    f->w[i] += (float) (o->learning_rate * grad / sqrt(f->sum_sq[i] + 1e-8));
    f->grad[i] = 0.0;
  }
}

static int max_moves(const struct learn_positions *p)
{
  int most = 1;
  for (long k = 0; k < p->position_count; k++)
    if (p->count[k] > most)
      most = p->count[k];
  return most;
}

static void measure_flat(struct flat *f, const struct learn_positions *p,
                         struct learn_accuracy *out)
{
  memset(out, 0, sizeof *out);
  for (long k = 0; k < p->position_count; k++) {
    int played = p->played[k], rank = 0;
    double best = score_position(f, p, k), total = 0.0;
    if (played < 0)
      continue;
    for (int c = 0; c < p->count[k]; c++) {
      total += exp(f->score[c] - best);
      if (f->score[c] > f->score[played]
          || (f->score[c] == f->score[played] && c < played))
        rank++;
    }
    out->positions++;
    out->top1 += rank == 0;
    out->top5 += rank < 5;
    out->log_likelihood += f->score[played] - best - log(total);
  }
  if (out->positions)
    out->log_likelihood /= (double) out->positions;
}

void learn_measure(const struct policy_model *m, const struct learn_positions *p,
                   struct learn_accuracy *out)
{
  struct flat f;
  if (!flat_init(&f, m, max_moves(p), NULL)) {
    memset(out, 0, sizeof *out);
    flat_free(&f);
    return;
  }
  measure_flat(&f, p, out);
  flat_free(&f);
}

static void report(const char *label, int epoch, const struct learn_accuracy *a)
{
  fprintf(stderr, "epoch %d %s: top-1 %.2f%%, top-5 %.2f%%, log-likelihood %.4f "
          "(%ld positions)\n", epoch, label,
          a->positions ? 100.0 * (double) a->top1 / (double) a->positions : 0.0,
          a->positions ? 100.0 * (double) a->top5 / (double) a->positions : 0.0,
          a->log_likelihood, a->positions);
}

int learn_fit(struct policy_model *m, const struct learn_positions *train,
              const struct learn_fit_options *o)
{
  struct flat f;
  long *order = malloc((size_t) (train->position_count + 1) * sizeof *order);
  struct rng rng;
  int most = max_moves(train);
  if (o->validation && max_moves(o->validation) > most)
    most = max_moves(o->validation);
  if (!order || !flat_init(&f, m, most, o->spatial_parents)) {
    free(order);
    flat_free(&f);
    return 0;
  }
  rng_seed(&rng, o->seed);
  for (long k = 0; k < train->position_count; k++)
    order[k] = k;
  for (int epoch = 1; epoch <= o->epochs; epoch++) {
    for (long k = train->position_count - 1; k > 0; k--) {
      long j = (long) (rng_next(&rng) % (uint64_t) (k + 1)), t = order[k];
      order[k] = order[j];
      order[j] = t;
    }
    for (long k = 0; k < train->position_count; k++) {
      step(&f, train, order[k], o);
      if (o->progress && isatty(STDERR_FILENO) && (k + 1) % 100000 == 0) {
        fprintf(stderr, "\rfit epoch %d: %ld/%ld positions", epoch, k + 1,
                train->position_count);
        fflush(stderr);
      }
    }
    if (o->progress) {
      struct learn_accuracy a;
      if (isatty(STDERR_FILENO))
        fprintf(stderr, "\n");
      if (o->validation) {
        measure_flat(&f, o->validation, &a);
        report("validation", epoch, &a);
      }
    }
  }
  flat_store(&f, m);
  flat_free(&f);
  free(order);
  return 1;
}

int learn_init_factors(struct policy_model *m, int k, const int *groups, uint64_t seed)
{
  int all[POLICY_GROUPS];
  struct rng rng;
  if (!groups) {
    for (int g = 0; g < POLICY_GROUPS; g++)
      all[g] = g != POLICY_SPATIAL;
    groups = all;
  }
  if (!policy_model_set_factors(m, k, groups))
    return 0;
  rng_seed(&rng, seed ^ 0xfac7);
  for (int g = 0; g < POLICY_GROUPS; g++) {
    float *v = policy_model_vectors(m, g);
    for (long j = (long) k; v && j < (long) policy_model_values(m, g) * k; j++)
      v[j] = (float) (0.02 * (rng_double(&rng) - 0.5));
  }
  return 1;
}
