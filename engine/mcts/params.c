#include <config.h>
#include <math.h>
#include <stddef.h>
#include <string.h>
#include "mcts_internal.h"

enum param_type { PARAM_INT, PARAM_DOUBLE };

/* Each parameter is a field of struct mcts holding the value the running
 * search uses (set from the defaults for the board size by begin(), then
 * from the settings). */
struct param_def {
  const char *name;
  size_t offset;
  enum param_type type;
  double low, high;
};

/* Equivalent visits of the learned model's prior by default (9x9, equal
 * CPU against the reference: see the commit that set it). */
#define DEFAULT_PRIOR_LEARNED 30
#define DEFAULT_VIRTUAL_LOSS 0

#define SEARCH(field, type, low, high) \
  { #field, offsetof(struct mcts, field), type, low, high }
#define PRIOR(field, low, high) \
  { "prior_" #field, offsetof(struct mcts, prior_params.field), PARAM_INT, low, high }
#define PLAYOUT(field, low, high) \
  { "playout_" #field, offsetof(struct mcts, policy.field), PARAM_INT, low, high }

static const struct param_def params[] = {
  SEARCH(explore, PARAM_DOUBLE, 0, 10),
  SEARCH(rave_equiv, PARAM_DOUBLE, 1, 1e7),
  SEARCH(expand_after, PARAM_INT, 0, 1000),
  SEARCH(virtual_loss, PARAM_INT, 0, 1000),
  SEARCH(prior_learned, PARAM_INT, 0, 10000),
  SEARCH(learned_exponent, PARAM_DOUBLE, 0, 10),
  SEARCH(puct, PARAM_DOUBLE, 0, 100),
  SEARCH(learned_depth, PARAM_INT, 0, 1000),
  SEARCH(widen_base, PARAM_INT, 0, 100000),
  SEARCH(widen_ratio, PARAM_DOUBLE, 1.01, 10),
  SEARCH(widen_min, PARAM_INT, 1, 1000),
  SEARCH(dynkomi_stone, PARAM_DOUBLE, 0, 100),
  SEARCH(dynkomi_moves, PARAM_INT, 1, 10000),
  PRIOR(even, 0, 1000),
  PRIOR(capture, 0, 1000),
  PRIOR(self_atari, 0, 1000),
  PRIOR(edge, 0, 1000),
  PRIOR(pattern, 0, 1000),
  PRIOR(near_last, 0, 1000),
  PRIOR(opening, 0, 1000),
  PRIOR(pass_bad, 0, 1000),
  PLAYOUT(tactics_percent, 0, 100),
  PLAYOUT(pattern_percent, 0, 100),
  PLAYOUT(ladder_percent, 0, 100),
  PLAYOUT(nakade_percent, 0, 100),
  PLAYOUT(lgrf_percent, 0, 100),
  PLAYOUT(selfatari, 0, 2),
  PLAYOUT(softmax_percent, 0, 100),
  PLAYOUT(softmax_rest, 0, 100000),
  PLAYOUT(softmax_moves, 1, 2),
};

#define PARAM_COUNT ((int) (sizeof params / sizeof params[0]))

int mcts_param_count(void)
{
  return PARAM_COUNT;
}

const char *mcts_param_name(int id)
{
  return id >= 0 && id < PARAM_COUNT ? params[id].name : NULL;
}

void mcts_param_range(int id, double *low, double *high)
{
  *low = id >= 0 && id < PARAM_COUNT ? params[id].low : 0;
  *high = id >= 0 && id < PARAM_COUNT ? params[id].high : 0;
}

int mcts_param_find(const char *name)
{
  for (int k = 0; k < PARAM_COUNT; k++)
    if (strcmp(params[k].name, name) == 0)
      return k;
  return MCTS_PARAM_UNKNOWN;
}

int mcts_param_check(const char *name, double value)
{
  int id = mcts_param_find(name);
  if (id < 0)
    return MCTS_PARAM_UNKNOWN;
  const struct param_def *d = &params[id];
  if (!(value >= d->low && value <= d->high)
      || (d->type == PARAM_INT && value != floor(value)))
    return MCTS_PARAM_RANGE;
  return MCTS_PARAM_OK;
}

int mcts_settings_set(struct mcts_settings *s, const char *name, double value)
{
  int status = mcts_param_check(name, value);
  if (status != MCTS_PARAM_OK)
    return status;
  int id = mcts_param_find(name);
  for (int k = 0; k < s->count; k++)
    if (s->item[k].id == id) {
      s->item[k].value = value;
      return MCTS_PARAM_OK;
    }
  if (s->count >= MCTS_MAX_SETTINGS)
    return MCTS_PARAM_RANGE;
  s->item[s->count].id = id;
  s->item[s->count].value = value;
  s->count++;
  return MCTS_PARAM_OK;
}

static void store(struct mcts *m, int id, double value)
{
  char *field = (char *) m + params[id].offset;
  if (params[id].type == PARAM_INT) {
    int v = (int) value;
    memcpy(field, &v, sizeof v);
  } else
    memcpy(field, &value, sizeof value);
}

void mcts_tune_for_size(struct mcts *m, int board_size)
{
  m->tuned_size = board_size;
  m->explore = m->params.explore;
  m->rave_equiv = m->params.rave_equiv;
  /* Children cost a node per point: expand later on big boards. */
  m->expand_after = m->params.expand_after;
  if (board_size >= 17 && m->expand_after < 6)
    m->expand_after = 6;
  else if (board_size >= 12 && m->expand_after < 4)
    m->expand_after = 4;
  /* Only the implicit virtual loss of the visit counted on the way down:
   * 2 threads, 9x9, fixed playouts (see the commit). */
  m->virtual_loss = DEFAULT_VIRTUAL_LOSS;
  m->prior_learned = DEFAULT_PRIOR_LEARNED;
  m->learned_exponent = 0.5;
  m->puct = 0.0;
  m->learned_depth = 1000;
  m->widen_base = 0;
  m->widen_ratio = 1.4;
  m->widen_min = 5;
  m->dynkomi_stone = 7.0;
  m->dynkomi_moves = board_size * board_size / 2;
  priors_default(&m->prior_params, board_size);
  playout_policy_default(&m->policy, &m->patterns);
  for (int k = 0; k < m->settings.count; k++)
    store(m, m->settings.item[k].id, m->settings.item[k].value);
}

double mcts_get_param(struct mcts *m, int id, int board_size)
{
  if (id < 0 || id >= PARAM_COUNT)
    return 0.0;
  mcts_stop(m);
  mcts_tune_for_size(m, board_size);
  const char *field = (const char *) m + params[id].offset;
  if (params[id].type == PARAM_INT) {
    int v;
    memcpy(&v, field, sizeof v);
    return v;
  }
  double v;
  memcpy(&v, field, sizeof v);
  return v;
}

int mcts_set_param(struct mcts *m, const char *name, double value)
{
  mcts_stop(m);
  int status = mcts_settings_set(&m->settings, name, value);
  if (status == MCTS_PARAM_OK)
    mcts_tune_for_size(m, m->tuned_size);
  return status;
}

void mcts_reset_params(struct mcts *m)
{
  mcts_stop(m);
  m->settings.count = 0;
  mcts_tune_for_size(m, m->tuned_size);
}

int mcts_asks_learned_model(const struct mcts_settings *s)
{
  double prior = DEFAULT_PRIOR_LEARNED, puct = 0.0, widen = 0.0;
  for (int k = 0; k < s->count; k++) {
    const char *name = params[s->item[k].id].name;
    if (strcmp(name, "prior_learned") == 0)
      prior = s->item[k].value;
    else if (strcmp(name, "puct") == 0)
      puct = s->item[k].value;
    else if (strcmp(name, "widen_base") == 0)
      widen = s->item[k].value;
  }
  return prior > 0 || puct > 0 || widen > 0;
}
