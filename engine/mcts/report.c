/* What the analysis reports beyond the move choice: scores, the prior
 * shares of the root moves, the root's statistics, the spread of the
 * ownership and the ownership after each root move.  Readers only (safe
 * while a search runs), except the preparation of the per-move ownership
 * before a search. */
#include <config.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "mcts_internal.h"

#define RELAXED memory_order_relaxed

/* The prior shares are a softmax over each root move's prior advantage
 * (prior wins minus prior losses, in equivalent visits) at this
 * temperature: a capture the priors back with 30 winning visits gets
 * e^3 = 20 times the share of a move they know nothing about. */
#define POLICY_TEMPERATURE 10.0

int mcts_node_score(const struct mcts *m, const struct mcts_node *n,
                    double *mean, double *stdev)
{
  int count = atomic_load_explicit(&n->scored, RELAXED);
  if (count <= 0) {
    *mean = 0.0;
    *stdev = 0.0;
    return 0;
  }
  double sum = (double) atomic_load_explicit(&n->area_sum, RELAXED);
  double squares = (double) atomic_load_explicit(&n->area_squares, RELAXED);
  double area = sum / count;
  double variance = squares / count - area * area;
  *mean = area - (m->root_pb.komi - m->extra_komi);
  *stdev = variance > 0.0 ? sqrt(variance) : 0.0;
  return count;
}

static int root_expanded(const struct mcts *m)
{
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  return m->root.valid
         && atomic_load_explicit(&root->state, memory_order_acquire) == NODE_EXPANDED;
}

static double prior_advantage(const struct mcts_node *c)
{
  return ((double) c->prior_wins - (double) c->prior_visits) / POLICY_TEMPERATURE;
}

void mcts_root_policies(const struct mcts *m, double *policy)
{
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  const struct mcts_node *children = &m->tree.nodes[root->first_child];
  int n = root->child_count;
  double most = -1e300, total = 0.0;
  for (int k = 0; k < n; k++)
    if (prior_advantage(&children[k]) > most)
      most = prior_advantage(&children[k]);
  for (int k = 0; k < n; k++) {
    policy[k] = exp(prior_advantage(&children[k]) - most);
    total += policy[k];
  }
  for (int k = 0; k < n; k++)
    policy[k] /= total;
}

int mcts_root_report(const struct mcts *m, struct mcts_root_report *r)
{
  memset(r, 0, sizeof *r);
  if (!root_expanded(m))
    return 0;
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  long wins = 0, visits = 0;
  for (int k = 0; k < root->child_count; k++) {
    const struct mcts_node *c = &m->tree.nodes[root->first_child + k];
    wins += atomic_load_explicit(&c->wins, RELAXED);
    visits += atomic_load_explicit(&c->visits, RELAXED);
  }
  double black_score;
  r->color = m->root.color;
  r->visits = atomic_load_explicit(&root->visits, RELAXED);
  r->winrate = visits > 0 ? 0.5 * (double) wins / (double) visits : 0.5;
  mcts_node_score(m, root, &black_score, &r->score_stdev);
  r->score = r->color == BLACK ? black_score : -black_score;
  return 1;
}

int mcts_root_policy(const struct mcts *m, float *policy)
{
  double share[PB_MAX_POINTS];
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    policy[pos] = -1.0f;
  if (!root_expanded(m))
    return 0;
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  mcts_root_policies(m, share);
  for (int k = 0; k < root->child_count; k++) {
    int move = m->tree.nodes[root->first_child + k].move;
    policy[pb_to_board_pos(&m->root_pb, move)] = (float) share[k];
  }
  return root->child_count;
}

/* Mean and standard deviation of an ownership of +1 (black), -1 (white)
 * or 0 (neither) from the counts of each over playouts. */
static void ownership_of_counts(long black, long white, long playouts,
                                float *mean, float *stdev)
{
  /* A reader racing the workers can see a point counted for a playout
   * that has not yet added itself to `playouts`: count it as done. */
  if (black + white > playouts)
    playouts = black + white;
  double o = (double) (black - white) / (double) playouts;
  double square = (double) (black + white) / (double) playouts;
  double variance = square - o * o;
  *mean = (float) (o > 1.0 ? 1.0 : o < -1.0 ? -1.0 : o);
  if (stdev != NULL)
    *stdev = (float) (variance > 0.0 ? sqrt(variance) : 0.0);
}

long mcts_ownership_stdev(const struct mcts *m, float *stdev)
{
  const struct pboard *pb = &m->root_pb;
  long total = 0;
  memset(stdev, 0, BOARD_ARRAY_SIZE * sizeof stdev[0]);
  for (int k = 0; k < m->params.threads; k++)
    total += atomic_load_explicit(&m->workers[k]->own_playouts, RELAXED);
  if (total == 0)
    return 0;
  for (int i = 0; i < pb->size; i++)
    for (int j = 0; j < pb->size; j++) {
      int p = pb_pos(pb, i, j);
      long black = 0, white = 0;
      float mean;
      for (int k = 0; k < m->params.threads; k++) {
        black += atomic_load_explicit(&m->workers[k]->own_black[p], RELAXED);
        white += atomic_load_explicit(&m->workers[k]->own_white[p], RELAXED);
      }
      ownership_of_counts(black, white, total, &mean, &stdev[POS(i, j)]);
    }
  return total;
}

void mcts_set_root_avoid(struct mcts *m, const unsigned char *avoid)
{
  mcts_forget(m);
  m->avoid_active = avoid != NULL;
  if (avoid != NULL)
    memcpy(m->avoid, avoid, sizeof m->avoid);
}

void mcts_set_moves_ownership(struct mcts *m, int on)
{
  m->moves_ownership = on != 0;
}

/* Room for every root child's counts in worker w; 0 if out of memory. */
static int reserve_child_ownership(struct mcts_worker *w, size_t need)
{
  if (w->child_own_capacity < need) {
    atomic_int *bigger = malloc(need * sizeof bigger[0]);
    if (bigger == NULL)
      return 0;
    free(w->child_own);
    w->child_own = bigger;
    w->child_own_capacity = need;
  }
  for (size_t k = 0; k < need; k++)
    atomic_init(&w->child_own[k], 0);
  return 1;
}

void mcts_prepare_moves_ownership(struct mcts *m)
{
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  int stride = 2 * m->root_pb.points + 1;
  size_t need = (size_t) root->child_count * (size_t) stride;
  for (int k = 0; k < m->params.threads; k++) {
    struct mcts_worker *w = m->workers[k];
    w->child_own_stride = 0;
    if (m->moves_ownership && root->child_count > 0
        && reserve_child_ownership(w, need))
      w->child_own_stride = stride;
  }
}

/* The root child index of move, or -1. */
static int root_child_of(const struct mcts *m, int move)
{
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  const struct pboard *pb = &m->root_pb;
  if (move != PASS_MOVE
      && (I(move) < 0 || I(move) >= pb->size || J(move) < 0 || J(move) >= pb->size))
    return -1;
  int p = pb_from_board_pos(pb, move);
  for (int k = 0; k < root->child_count; k++)
    if (m->tree.nodes[root->first_child + k].move == p)
      return k;
  return -1;
}

long mcts_move_ownership(const struct mcts *m, int move, float *ownership,
                         float *stdev)
{
  const struct pboard *pb = &m->root_pb;
  memset(ownership, 0, BOARD_ARRAY_SIZE * sizeof ownership[0]);
  if (stdev != NULL)
    memset(stdev, 0, BOARD_ARRAY_SIZE * sizeof stdev[0]);
  int child = root_expanded(m) ? root_child_of(m, move) : -1;
  int stride = m->workers[0]->child_own_stride;
  if (child < 0 || stride == 0)
    return 0;
  long total = 0;
  for (int k = 0; k < m->params.threads; k++)
    if (m->workers[k]->child_own_stride == stride)
      total += atomic_load_explicit(
        &m->workers[k]->child_own[(size_t) child * stride + stride - 1], RELAXED);
  if (total == 0)
    return 0;
  for (int i = 0; i < pb->size; i++)
    for (int j = 0; j < pb->size; j++) {
      size_t at = (size_t) child * stride + 2 * (size_t) pb_pos(pb, i, j);
      long black = 0, white = 0;
      for (int k = 0; k < m->params.threads; k++) {
        const struct mcts_worker *w = m->workers[k];
        if (w->child_own_stride != stride)
          continue;
        black += atomic_load_explicit(&w->child_own[at], RELAXED);
        white += atomic_load_explicit(&w->child_own[at + 1], RELAXED);
      }
      ownership_of_counts(black, white, total, &ownership[POS(i, j)],
                          stdev != NULL ? &stdev[POS(i, j)] : NULL);
    }
  return total;
}
