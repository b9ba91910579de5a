/* The probability of every legal move: feature values of each move,
 * strength = exp(sum of the weights of its values), normalised. */
#include <config.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "policy.h"
#include "engine/reading/reading.h"

struct policy {
  const struct policy_model *m;
  struct policy_geometry geo;
  struct reading *reading;       /* ladders, bound to `bound` */
  struct board *bound;
  struct policy_context context;
};

/* ---- Feature values of one move ---------------------------------------- */

struct spatial_match {
  const struct policy_model *m;
  int value;
};

/* Keeps hashing while the model knows the pattern (its dictionary holds
 * the smaller patterns of every pattern it holds). */
static int known_spatial(void *data, int size, uint64_t hash)
{
  struct spatial_match *match = data;
  int value = policy_model_spatial_value(match->m, size, hash);
  if (value)
    match->value = value;
  return value != 0;
}

static int spatial_value(const struct policy_model *m, const struct policy_context *c,
                         int pos)
{
  uint64_t hashes[POLICY_SPATIAL_MAX + 1];
  struct spatial_match match = { m, 0 };
  policy_spatial_hashes(c, pos, policy_model_spatial_max(m), hashes, known_spatial,
                        &match);
  return match.value;
}

void policy_move_features(const struct policy_model *m, const struct policy_context *c,
                          int pos, uint32_t value[POLICY_GROUPS])
{
  memset(value, 0, POLICY_GROUPS * sizeof *value);
  if (pos == PASS_MOVE) {
    if (policy_model_uses(m, POLICY_PASS))
      value[POLICY_PASS] = (uint32_t) policy_pass_value(c);
    return;
  }
  if (policy_model_uses(m, POLICY_CAPTURE))
    value[POLICY_CAPTURE] = (uint32_t) policy_capture_value(c, pos);
  if (policy_model_uses(m, POLICY_ESCAPE))
    value[POLICY_ESCAPE] = (uint32_t) policy_escape_value(c, pos);
  if (policy_model_uses(m, POLICY_SELF_ATARI))
    value[POLICY_SELF_ATARI] = (uint32_t) policy_self_atari_value(c, pos);
  if (policy_model_uses(m, POLICY_ATARI))
    value[POLICY_ATARI] = (uint32_t) policy_atari_value(c, pos);
  if (policy_model_uses(m, POLICY_DIST_PREV))
    value[POLICY_DIST_PREV] = (uint32_t) policy_distance_value(c, pos, 1);
  if (policy_model_uses(m, POLICY_DIST_PREV2))
    value[POLICY_DIST_PREV2] = (uint32_t) policy_distance_value(c, pos, 2);
  if (policy_model_uses(m, POLICY_EDGE))
    value[POLICY_EDGE] = (uint32_t) policy_edge_value(c, pos);
  if (policy_model_uses(m, POLICY_PATTERN3))
    value[POLICY_PATTERN3] =
      (uint32_t) policy_model_pattern3_value(m, policy_pattern3_code(c, pos));
  if (policy_model_uses(m, POLICY_SPATIAL))
    value[POLICY_SPATIAL] = (uint32_t) spatial_value(m, c, pos);
}

/* ---- Evaluation -------------------------------------------------------- */

struct policy *policy_new(const struct policy_model *m)
{
  struct policy *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->m = m;
  policy_geometry_init(&p->geo);
  return p;
}

void policy_free(struct policy *p)
{
  if (!p)
    return;
  reading_free(p->reading);
  free(p);
}

const struct policy_model *policy_get_model(const struct policy *p)
{
  return p->m;
}

/* The ladder reader for b (made or rebound on demand); NULL when the model
 * reads no ladders or memory is short (ladders are then not read). */
static struct reading *ladder_reader(struct policy *p, struct board *b)
{
  if (!policy_model_ladders(p->m))
    return NULL;
  if (p->reading == NULL || p->bound != b) {
    reading_free(p->reading);
    p->reading = reading_new(b);
    p->bound = p->reading ? b : NULL;
  }
  return p->reading;
}

/* The pairwise terms of a move: the sum over every two of its values of
 * the dot product of their vectors, as (|sum|^2 - sum of |v|^2) / 2. */
static float pairwise(const struct policy_model *m, const uint32_t value[POLICY_GROUPS])
{
  int k = policy_model_factors(m);
  float sum[POLICY_MAX_FACTORS] = { 0 }, squares = 0.0f, total = 0.0f;
  for (int g = 0; g < POLICY_GROUPS; g++) {
    const float *v = policy_model_vectors_const(m, g);
    if (!value[g] || !v)
      continue;
    v += (size_t) value[g] * k;
    for (int i = 0; i < k; i++) {
      sum[i] += v[i];
      squares += v[i] * v[i];
    }
  }
  for (int i = 0; i < k; i++)
    total += sum[i] * sum[i];
  return 0.5f * (total - squares);
}

static float move_weight(const struct policy_model *m, const uint32_t value[POLICY_GROUPS])
{
  float w = 0.0f;
  for (int g = 0; g < POLICY_GROUPS; g++)
    if (value[g])
      w += policy_model_weights_const(m, g)[value[g]];
  return policy_model_factors(m) ? w + pairwise(m, value) : w;
}

/* The probabilities once the context is made. */
static int evaluate_context(struct policy *p, struct board *b, int color,
                            float prob[BOARD_ARRAY_SIZE])
{
  struct policy_context *c = &p->context;
  uint32_t value[POLICY_GROUPS];
  double total = 0.0;
  int n = 0;
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      if (b->board[pos] != EMPTY || !is_legal_move(b, pos, color))
        continue;
      policy_move_features(p->m, c, pos, value);
      prob[pos] = expf(move_weight(p->m, value));
      total += prob[pos];
      n++;
    }
  policy_move_features(p->m, c, PASS_MOVE, value);
  prob[PASS_MOVE] = expf(move_weight(p->m, value));
  total += prob[PASS_MOVE];
  n++;
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    prob[pos] = (float) (prob[pos] / total);
  return n;
}

int policy_evaluate(struct policy *p, struct board *b, int color,
                    float prob[BOARD_ARRAY_SIZE])
{
  memset(prob, 0, BOARD_ARRAY_SIZE * sizeof *prob);
  if (color != WHITE && color != BLACK)
    return 0;
  policy_context_init(&p->context, &p->geo, b, ladder_reader(p, b), color);
  return evaluate_context(p, b, color, prob);
}

int policy_evaluate_after(struct policy *p, struct board *b, int color,
                          int last, int last2, float prob[BOARD_ARRAY_SIZE])
{
  memset(prob, 0, BOARD_ARRAY_SIZE * sizeof *prob);
  if (color != WHITE && color != BLACK)
    return 0;
  struct policy_context *c = &p->context;
  policy_context_init(c, &p->geo, b, ladder_reader(p, b), color);
  c->last = last;
  c->last_was_pass = last == PASS_MOVE;
  c->last2 = last2;
  return evaluate_context(p, b, color, prob);
}

int policy_move_weights(struct policy *p, struct board *b, int color, int last,
                        int last2, const int *moves, int n, float *weight)
{
  uint32_t value[POLICY_GROUPS];
  struct policy_context *c = &p->context;
  if (color != WHITE && color != BLACK)
    return 0;
  policy_context_init(c, &p->geo, b, ladder_reader(p, b), color);
  c->last = last == PASS_MOVE ? NO_MOVE : last;
  c->last_was_pass = last == PASS_MOVE;
  c->last2 = last2 == PASS_MOVE ? NO_MOVE : last2;
  for (int k = 0; k < n; k++) {
    if (!ON_BOARD1(b, moves[k]) || b->board[moves[k]] != EMPTY) {
      weight[k] = 0.0f;
      continue;
    }
    policy_move_features(p->m, c, moves[k], value);
    weight[k] = move_weight(p->m, value);
  }
  return n;
}

int policy_ranked_moves(struct policy *p, struct board *b, int color, int max,
                        int *moves, float *probs)
{
  float prob[BOARD_ARRAY_SIZE];
  int n = 0;
  if (policy_evaluate(p, b, color, prob) == 0)
    return 0;
  /* Insertion into the sorted prefix, points in index order first, pass
   * last among equals. */
  for (int pos = 1; pos <= BOARD_ARRAY_SIZE; pos++) {
    int move = pos == BOARD_ARRAY_SIZE ? PASS_MOVE : pos;
    int k;
    if (move != PASS_MOVE && (!ON_BOARD1(b, move) || prob[move] <= 0.0f))
      continue;
    if (n == max && (max == 0 || prob[move] <= probs[n - 1]))
      continue;
    k = n < max ? n++ : n - 1;
    while (k > 0 && probs[k - 1] < prob[move]) {
      moves[k] = moves[k - 1];
      probs[k] = probs[k - 1];
      k--;
    }
    moves[k] = move;
    probs[k] = prob[move];
  }
  return n;
}
