/* Priors from the learned move model (engine/policy/): each search thread
 * keeps its own evaluator and a copy of the root's board, on which it
 * replays a tree node's moves with trymove to ask the model about the
 * node's position.  The probabilities become equivalent experience
 * (prior_learned visits at a win rate growing with the probability) and
 * are kept in the children for the PUCT term of the selection. */
#include <config.h>
#include <math.h>
#include <stdlib.h>
#include "mcts_internal.h"
#include "engine/policy/policy.h"

void mcts_set_learned_model(struct mcts *m, const struct policy_model *model)
{
  mcts_stop(m);
  if (model == m->learned_model)
    return;
  m->learned_model = model;
  for (int k = 0; k < MCTS_MAX_THREADS; k++)
    if (m->workers[k]) {
      policy_free(m->workers[k]->learned);
      m->workers[k]->learned = NULL;
    }
  mcts_forget(m);
}

void mcts_learned_free(struct mcts_worker *w)
{
  policy_free(w->learned);
  board_free(w->learned_board);
  w->learned = NULL;
  w->learned_board = NULL;
}

/* Whether the model is asked at all in this search. */
static int in_use(const struct mcts *m)
{
  return m->learned_model != NULL
         && (m->prior_learned > 0 || m->puct > 0.0 || m->widen_base > 0);
}

void mcts_learned_prepare(struct mcts *m, const struct board *b)
{
  for (int k = 0; k < m->params.threads; k++) {
    struct mcts_worker *w = m->workers[k];
    w->learned_ready = 0;
    if (!in_use(m))
      continue;
    if (w->learned == NULL)
      w->learned = policy_new(m->learned_model);
    if (w->learned_board == NULL)
      w->learned_board = board_new(b->board_size);
    if (w->learned == NULL || w->learned_board == NULL)
      continue;
    board_copy(w->learned_board, b);
    w->learned_ready = w->learned_board->stackp == 0;
  }
}

/* The model's probabilities for the position of the tree node reached by
 * w->seq[0..depth) from the root, color to move; 0 if it cannot be asked
 * (a pass on the way, a move the full board refuses). */
static int ask(struct mcts *m, struct mcts_worker *w, int depth, int color,
               float prob[BOARD_ARRAY_SIZE])
{
  struct board *b = w->learned_board;
  int played = 0, ok = 1;
  for (; played < depth; played++) {
    int pos = pb_to_board_pos(&m->root_pb, w->seq[played].pos);
    if (pos == PASS_MOVE
        || !trymove(b, pos, w->seq[played].color, "mcts learned", NO_MOVE)) {
      ok = 0;
      break;
    }
  }
  if (ok) {
    if (depth == 0)
      ok = policy_evaluate(w->learned, b, color, prob) > 0;
    else {
      int last = pb_to_board_pos(&m->root_pb, w->seq[depth - 1].pos);
      int last2 = depth >= 2 ? pb_to_board_pos(&m->root_pb, w->seq[depth - 2].pos)
                             : board_last_move(b, NULL);
      ok = policy_evaluate_after(w->learned, b, color, last, last2, prob) > 0;
    }
  }
  while (played-- > 0)
    popgo(b);
  return ok;
}

static int by_learned(const void *a, const void *b)
{
  const struct mcts_ranked *x = a, *y = b;
  if (x->learned != y->learned)
    return x->learned < y->learned ? 1 : -1;
  return x->index - y->index;
}

/* Sort moves, priors and learned (n of each) by learned, highest first. */
static void sort_by_learned(struct mcts_worker *w, int *moves, int n,
                            struct prior_value *priors, float *learned)
{
  struct mcts_ranked *r = w->ranked;
  for (int k = 0; k < n; k++) {
    r[k].learned = learned[k];
    r[k].index = k;
  }
  qsort(r, (size_t) n, sizeof r[0], by_learned);
  for (int k = 0; k < n; k++) {
    w->sort_moves[k] = moves[r[k].index];
    w->sort_priors[k] = priors[r[k].index];
  }
  for (int k = 0; k < n; k++) {
    moves[k] = w->sort_moves[k];
    priors[k] = w->sort_priors[k];
    learned[k] = r[k].learned;
  }
}

int mcts_learned_priors(struct mcts *m, struct mcts_worker *w, int depth,
                        int color, int *moves, int n,
                        struct prior_value *priors, float *learned)
{
  float prob[BOARD_ARRAY_SIZE];
  if (!in_use(m) || !w->learned_ready || depth > m->learned_depth
      || !ask(m, w, depth, color, prob))
    return 0;
  float best = 0.0f;
  for (int k = 0; k < n; k++) {
    learned[k] = prob[pb_to_board_pos(&m->root_pb, moves[k])];
    if (learned[k] > best)
      best = learned[k];
  }
  if (best <= 0.0f)
    return 0;
  if (m->prior_learned > 0)
    for (int k = 0; k < n; k++)
      prior_add(&priors[k], m->prior_learned,
                pow(learned[k] / best, m->learned_exponent));
  if (m->widen_base > 0)
    sort_by_learned(w, moves, n, priors, learned);
  return 1;
}

int mcts_widened_children(const struct mcts *m, const struct mcts_node *node,
                          int parent_visits)
{
  int n = node->child_count;
  if (m->widen_base <= 0
      || m->tree.nodes[node->first_child].learned <= 0.0f)
    return n;
  int allowed = m->widen_min;
  if (parent_visits > m->widen_base)
    allowed += (int) (log((double) parent_visits / m->widen_base)
                      / log(m->widen_ratio)) + 1;
  return allowed < n ? allowed : n;
}
