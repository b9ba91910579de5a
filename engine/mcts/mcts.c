#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "mcts_internal.h"
#include "engine/policy/policy.h"
#include "patterns/policy_data.h"
#include "utils/timer.h"

#define MIN_NODES 4096
/* Shortest time budget for which the prior hook runs. */
#define HOOK_MIN_SECONDS 1.0

void mcts_params_default(struct mcts_params *p)
{
  p->threads = 1;
  p->max_nodes = 2000000;
  p->expand_after = 2;
  p->rave_equiv = 3000.0;
  p->explore = 0.0;
  p->resign_threshold = 0.0;
  p->reuse_tree = 1;
}

static int add_workers(struct mcts *m, int threads)
{
  for (int k = 0; k < threads; k++) {
    if (m->workers[k])
      continue;
    m->workers[k] = calloc(1, sizeof *m->workers[k]);
    if (!m->workers[k])
      return 0;
    m->workers[k]->m = m;
    m->workers[k]->index = k;
  }
  return 1;
}

struct mcts *mcts_new(const struct mcts_params *p, uint64_t seed)
{
  struct mcts *m = calloc(1, sizeof *m);
  if (!m)
    return NULL;
  m->params = *p;
  if (m->params.threads < 1)
    m->params.threads = 1;
  if (m->params.threads > MCTS_MAX_THREADS)
    m->params.threads = MCTS_MAX_THREADS;
  if (m->params.max_nodes < MIN_NODES)
    m->params.max_nodes = MIN_NODES;
  if (m->params.expand_after < 0)
    m->params.expand_after = 0;
  m->seed = seed;
  pattern3_init(&m->patterns);
  mcts_tune_for_size(m, 19);
  if (!tree_init(&m->tree, m->params.max_nodes)
      || !add_workers(m, m->params.threads)) {
    mcts_free(m);
    return NULL;
  }
  atomic_init(&m->stop, 0);
  m->interrupt = NULL;
  atomic_init(&m->playouts, 0);
  atomic_init(&m->finished_seconds_us, 0);
  return m;
}

void mcts_free(struct mcts *m)
{
  if (!m)
    return;
  mcts_stop(m);
  for (int k = 0; k < MCTS_MAX_THREADS; k++) {
    if (m->workers[k]) {
      free(m->workers[k]->child_own);
      mcts_learned_free(m->workers[k]);
    }
    free(m->workers[k]);
  }
  tree_destroy(&m->tree);
  playout_gammas_free(&m->gammas);
  free(m);
}

void mcts_set_seed(struct mcts *m, uint64_t seed)
{
  mcts_stop(m);
  m->seed = seed;
  mcts_forget(m);
}

int mcts_set_threads(struct mcts *m, int threads)
{
  mcts_stop(m);
  if (threads < 1 || threads > MCTS_MAX_THREADS || !add_workers(m, threads))
    return 0;
  m->params.threads = threads;
  return 1;
}

void mcts_set_resign_threshold(struct mcts *m, double threshold)
{
  m->params.resign_threshold = threshold;
}

void mcts_set_playout_cap(struct mcts *m, long cap)
{
  m->playout_cap = cap > 0 ? cap : 0;
}

void mcts_set_prior_hook(struct mcts *m, mcts_prior_fn fn, void *data)
{
  mcts_stop(m);
  m->prior_hook = fn;
  m->prior_hook_data = data;
  mcts_forget(m);
}

void mcts_set_interrupt(struct mcts *m, atomic_int *flag)
{
  mcts_stop(m);
  m->interrupt = flag;
}

void mcts_set_clock(struct mcts *m, mcts_clock_fn clock, void *data)
{
  mcts_stop(m);
  m->clock = clock;
  m->clock_data = data;
}

double mcts_now(const struct mcts *m)
{
  return m->clock != NULL ? m->clock(m->clock_data) : wall_seconds();
}

void mcts_forget(struct mcts *m)
{
  mcts_stop(m);
  m->root.valid = 0;
  tree_reset(&m->tree);
  /* The statistics describe the tree: a forgotten search has none. */
  atomic_store(&m->playouts, 0);
  atomic_store(&m->finished_seconds_us, 0);
  m->reused_visits = 0;
  m->extra_komi = 0.0;
}

/* The learned playout table, read from the built-in text on first use;
 * NULL if it cannot be (then the 3x3 shapes are used). */
static const struct playout_gammas *load_gammas(struct mcts *m)
{
  if (!m->gammas_tried) {
    char err[200];
    m->gammas_tried = 1;
    struct policy_model *model = policy_model_parse(playout_builtin_text,
                                                    playout_builtin_length,
                                                    err, sizeof err);
    if (model) {
      playout_gammas_load(&m->gammas, model, playout_builtin_text,
                          playout_builtin_length);
      policy_model_free(model);
    }
  }
  return m->gammas.mask ? &m->gammas : NULL;
}

static void begin(struct mcts *m, struct board *b, int color,
                  const struct mcts_limits *limits)
{
  mcts_stop(m);
  m->start_time = mcts_now(m);
  if (limits)
    m->limits = *limits;
  else
    memset(&m->limits, 0, sizeof m->limits);
  if (m->playout_cap > 0 && (m->limits.playouts <= 0 || m->limits.playouts > m->playout_cap))
    m->limits.playouts = m->playout_cap;
  mcts_tune_for_size(m, b->board_size);
  if (m->policy.softmax_percent > 0)
    m->policy.gammas = load_gammas(m);
  /* The hook may read tactics for a while: not on a tight budget. */
  m->use_prior_hook = m->limits.seconds <= 0 || m->limits.seconds >= HOOK_MIN_SECONDS;
  mcts_prepare_root(m, b, color);
}

long mcts_search(struct mcts *m, struct board *b, int color,
                 const struct mcts_limits *limits)
{
  struct mcts_limits lim;
  if (limits)
    lim = *limits;
  else
    memset(&lim, 0, sizeof lim);
  if (lim.playouts <= 0 && lim.seconds <= 0)
    lim.playouts = 10000;
  begin(m, b, color, &lim);
  mcts_run_workers(m, 0);
  return atomic_load(&m->playouts);
}

int mcts_genmove(struct mcts *m, struct board *b, int color,
                 const struct mcts_limits *limits, int resign_allowed)
{
  mcts_search(m, b, color, limits);
  return mcts_choose_move(m, b, color, resign_allowed);
}

int mcts_start(struct mcts *m, struct board *b, int color)
{
  begin(m, b, color, NULL);
  if (!mcts_run_workers(m, 1)) {
    mcts_join_workers(m);
    return 0;
  }
  return 1;
}

int mcts_start_limited(struct mcts *m, struct board *b, int color,
                       const struct mcts_limits *limits)
{
  begin(m, b, color, limits);
  if (!mcts_run_workers(m, 1)) {
    mcts_join_workers(m);
    return 0;
  }
  return 1;
}

int mcts_search_done(const struct mcts *m)
{
  return m->running_threads == 0
         || atomic_load(&((struct mcts *) m)->stop) != 0;
}

void mcts_stop(struct mcts *m)
{
  if (m->running_threads > 0)
    mcts_join_workers(m);
}

int mcts_running(const struct mcts *m)
{
  return m->running_threads > 0;
}

void mcts_get_stats(const struct mcts *m, struct mcts_stats *s)
{
  struct mcts *mm = (struct mcts *) m;
  s->playouts = atomic_load(&mm->playouts);
  if (m->running_threads > 0)
    s->seconds = mcts_now(m) - m->start_time;
  else
    s->seconds = atomic_load(&mm->finished_seconds_us) * 1e-6;
  s->nodes_used = tree_nodes_used(&m->tree);
  s->node_limit = m->tree.capacity;
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  s->root_visits = atomic_load_explicit(&root->visits, memory_order_relaxed);
  uint32_t best = mcts_best_child(m, NULL, 0);
  s->winrate = best ? mcts_node_winrate(&m->tree.nodes[best]) : 0.5;
  s->reused_visits = m->reused_visits;
  s->extra_komi = m->extra_komi;
}
