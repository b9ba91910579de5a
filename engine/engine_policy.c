/* The facade's learned move model (engine_policy.h) and engine.h's
 * questions about it. */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "engine_impl.h"
#include "engine_policy.h"
#include "engine_life.h"
#include "engine/mcts/mcts.h"
#include "engine/mcts/mcts_player.h"
#include "engine/policy/policy.h"
#include "patterns/policy_data.h"

struct engine_policy {
  struct policy_model *model;      /* NULL until first used or loaded */
  struct policy *evaluator;        /* for model */
};

struct engine_policy *engine_policy_new(void)
{
  return calloc(1, sizeof(struct engine_policy));
}

void engine_policy_free(struct engine_policy *p)
{
  if (!p)
    return;
  policy_free(p->evaluator);
  policy_model_free(p->model);
  free(p);
}

/* Takes m (made by the caller) as the model in use; 0 if out of memory
 * (then m is freed and the old model stays). */
static int use_model(struct engine_policy *p, struct policy_model *m)
{
  struct policy *evaluator = policy_new(m);
  if (!evaluator) {
    policy_model_free(m);
    return 0;
  }
  policy_free(p->evaluator);
  policy_model_free(p->model);
  p->model = m;
  p->evaluator = evaluator;
  return 1;
}

const struct policy_model *engine_policy_model(struct engine_policy *p)
{
  if (!p->model) {
    char err[200];
    struct policy_model *m = policy_model_parse(policy_builtin_text, policy_builtin_length,
                                                err, sizeof err);
    if (!m || !use_model(p, m))
      return NULL;
  }
  return p->model;
}

int engine_policy_load(struct engine_policy *p, const char *path, char *err,
                       size_t errlen)
{
  struct policy_model *m = policy_model_read_file(path, err, errlen);
  if (!m)
    return 0;
  if (!use_model(p, m)) {
    if (err && errlen)
      snprintf(err, errlen, "%s: out of memory", path);
    return 0;
  }
  return 1;
}

int engine_policy_evaluate(struct engine_policy *p, struct board *b, int color,
                           float prob[BOARD_ARRAY_SIZE])
{
  if (!engine_policy_model(p)) {
    memset(prob, 0, BOARD_ARRAY_SIZE * sizeof *prob);
    return 0;
  }
  return policy_evaluate(p->evaluator, b, color, prob);
}

int engine_policy_ranked(struct engine_policy *p, struct board *b, int color,
                         int max, int *moves, float *probs)
{
  if (!engine_policy_model(p))
    return 0;
  return policy_ranked_moves(p->evaluator, b, color, max, moves, probs);
}

/* ---- engine.h ------------------------------------------------------------ */

int engine_policy(struct engine *e, struct board *b, int color, int max,
                  int *moves, float *probs)
{
  return engine_policy_ranked(e->policy, b, color, max, moves, probs);
}

int engine_policy_board(struct engine *e, struct board *b, int color,
                        float prob[BOARD_ARRAY_SIZE])
{
  return engine_policy_evaluate(e->policy, b, color, prob);
}

int engine_load_policy_file(struct engine *e, const char *path, char *err,
                            size_t errlen)
{
  /* The search's evaluators use the model in use: they let it go first
   * (the next genmove gives them the one in use then). */
  if (e->mcts != NULL)
    mcts_set_learned_model(mcts_player_search(e->mcts), NULL);
  engine_life_forget_prior(e->life);
  return engine_policy_load(e->policy, path, err, errlen);
}

int engine_use_policy_text(struct engine *e, const char *text, size_t length, char *err,
                           size_t errlen)
{
  struct policy_model *m = policy_model_parse(text, length, err, errlen);
  if (!m)
    return 0;
  if (e->mcts != NULL)
    mcts_set_learned_model(mcts_player_search(e->mcts), NULL);
  engine_life_forget_prior(e->life);
  if (!use_model(e->policy, m)) {
    if (err && errlen)
      snprintf(err, errlen, "out of memory");
    return 0;
  }
  return 1;
}
