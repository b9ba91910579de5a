#include <config.h>
#include <math.h>
#include <string.h>
#include "mcts_internal.h"
#include "utils/timer.h"

#define RELAXED memory_order_relaxed

/* UCT with RAVE: the win rate (priors included) blended with the AMAF win
 * rate, RAVE's weight fading as real visits accumulate.  The playouts still
 * descending through a child count as lost visits of it (virtual loss), so
 * threads spread over the tree. */
static uint32_t select_child(const struct mcts *m, const struct mcts_node *node)
{
  const struct mcts_node *children = &m->tree.nodes[node->first_child];
  int parent_visits = atomic_load_explicit(&node->visits, RELAXED);
  double log_parent = log((double) parent_visits + 1.0);
  double equiv = m->rave_equiv;
  double explore = m->explore;
  double puct_scale = m->puct * sqrt((double) parent_visits);
  double best_value = -1e9;
  int best = 0;
  int count = mcts_widened_children(m, node, parent_visits);
  for (int k = 0; k < count; k++) {
    const struct mcts_node *c = &children[k];
    double n = atomic_load_explicit(&c->visits, RELAXED) + c->prior_visits
               + atomic_load_explicit(&c->pending, RELAXED);
    double w = 0.5 * (atomic_load_explicit(&c->wins, RELAXED) + c->prior_wins);
    double value = n > 0 ? w / n : 0.5;
    int an = atomic_load_explicit(&c->amaf_visits, RELAXED);
    if (an > 0) {
      double aw = 0.5 * atomic_load_explicit(&c->amaf_wins, RELAXED);
      double beta = an / (an + n + n * an / equiv);
      value = (1.0 - beta) * value + beta * (aw / an);
    }
    if (explore > 0.0)
      value += explore * sqrt(log_parent / (n + 1.0));
    if (puct_scale > 0.0)
      value += puct_scale * c->learned / (n + 1.0);
    if (value > best_value) {
      best_value = value;
      best = k;
    }
  }
  return node->first_child + best;
}

/* Legal moves for color except filling own eyes, plus the pass. */
static int generate_moves(const struct pboard *b, int color, int *moves)
{
  int n = 0;
  for (int p = 0; p < b->points; p++)
    if (b->color[p] == EMPTY && !pb_is_eye(b, p, color)
        && pb_is_legal(b, p, color))
      moves[n++] = p;
  moves[n++] = PB_PASS;
  return n;
}

int mcts_expand_node(struct mcts *m, struct mcts_worker *w, uint32_t index,
                     int depth, int color)
{
  struct mcts_node *node = &m->tree.nodes[index];
  int expected = NODE_LEAF;
  if (atomic_load_explicit(&m->tree.full, RELAXED)
      || !atomic_compare_exchange_strong(&node->state, &expected,
                                         NODE_EXPANDING))
    return 0;
  int n = generate_moves(&w->pb, color, w->moves);
  priors_compute(&m->prior_params, &m->patterns, &w->pb, color, w->moves, n,
                 w->priors);
  if (m->prior_params.criticality > 0)
    mcts_criticality_priors(m, w, w->moves, n, w->priors);
  int learned = mcts_learned_priors(m, w, depth, color, w->moves, n, w->priors,
                                    w->learned_prob);
  uint32_t first = tree_alloc(&m->tree, n);
  if (first == 0) {
    atomic_store_explicit(&node->state, NODE_LEAF, memory_order_release);
    return 0;
  }
  for (int k = 0; k < n; k++) {
    int pv = w->priors[k].visits, pw = w->priors[k].wins;
    if (pv > 60000) {
      pw = (int) ((double) pw * 60000 / pv);
      pv = 60000;
    }
    tree_node_init(&m->tree.nodes[first + k], w->moves[k], pv, pw);
    if (learned)
      m->tree.nodes[first + k].learned = w->learned_prob[k];
  }
  node->first_child = first;
  node->child_count = (uint16_t) n;
  atomic_store_explicit(&node->state, NODE_EXPANDED, memory_order_release);
  return 1;
}

/* Credit each child of the tree nodes on the path whose move the side to
 * move there played first, at or after that node, in the rest of the game. */
static void update_amaf(struct mcts *m, struct mcts_worker *w, int depth,
                        int nseq, int result)
{
  memset(w->amaf_color, 0, w->pb.points);
  int j = nseq;
  for (int k = depth - 1; k >= 0; k--) {
    while (j > k) {
      j--;
      w->amaf_color[w->seq[j].pos] = w->seq[j].color;
    }
    const struct mcts_node *node = &m->tree.nodes[w->path[k]];
    int color = w->seq[k].color;
    int wins = color == BLACK ? result : 2 - result;
    struct mcts_node *children = &m->tree.nodes[node->first_child];
    for (int c = 0; c < node->child_count; c++) {
      int move = children[c].move;
      if (move != PB_PASS && w->amaf_color[move] == color) {
        atomic_fetch_add_explicit(&children[c].amaf_visits, 1, RELAXED);
        atomic_fetch_add_explicit(&children[c].amaf_wins, wins, RELAXED);
      }
    }
  }
}

static void record_ownership(struct mcts_worker *w)
{
  const struct pboard *b = &w->pb;
  for (int p = 0; p < b->points; p++) {
    int o = w->owner[p];
    if (o == BLACK)
      atomic_store_explicit(&w->own_black[p],
                            atomic_load_explicit(&w->own_black[p], RELAXED) + 1,
                            RELAXED);
    else if (o == WHITE)
      atomic_store_explicit(&w->own_white[p],
                            atomic_load_explicit(&w->own_white[p], RELAXED) + 1,
                            RELAXED);
  }
  atomic_store_explicit(&w->own_playouts,
                        atomic_load_explicit(&w->own_playouts, RELAXED) + 1,
                        RELAXED);
}

static void bump(atomic_int *c)
{
  atomic_store_explicit(c, atomic_load_explicit(c, RELAXED) + 1, RELAXED);
}

/* For criticality: the points the winner of the playout owns at its end
 * (no winner in a jigo). */
static void record_winner_ownership(struct mcts_worker *w, int result)
{
  if (result == 1)
    return;
  int winner = result == 2 ? BLACK : WHITE;
  bump(winner == BLACK ? &w->black_wins : &w->white_wins);
  for (int p = 0; p < w->pb.points; p++)
    if (w->owner[p] == winner)
      bump(&w->own_winner[p]);
}

long mcts_criticality(const struct mcts *m, float *crit)
{
  long total = 0, black_wins = 0, white_wins = 0;
  for (int k = 0; k < m->params.threads; k++) {
    const struct mcts_worker *w = m->workers[k];
    total += atomic_load_explicit(&w->own_playouts, RELAXED);
    black_wins += atomic_load_explicit(&w->black_wins, RELAXED);
    white_wins += atomic_load_explicit(&w->white_wins, RELAXED);
  }
  if (total <= 0)
    return 0;
  double pbw = (double) black_wins / total, pww = (double) white_wins / total;
  for (int p = 0; p < m->root_pb.points; p++) {
    long winner = 0, black = 0, white = 0;
    for (int k = 0; k < m->params.threads; k++) {
      const struct mcts_worker *w = m->workers[k];
      winner += atomic_load_explicit(&w->own_winner[p], RELAXED);
      black += atomic_load_explicit(&w->own_black[p], RELAXED);
      white += atomic_load_explicit(&w->own_white[p], RELAXED);
    }
    crit[p] = (float) ((double) winner / total
                       - (double) black / total * pbw
                       - (double) white / total * pww);
  }
  return total;
}

int mcts_criticality_priors(const struct mcts *m, struct mcts_worker *w,
                            const int *moves, int n, struct prior_value *priors)
{
  int weight = m->prior_params.criticality;
  if (weight <= 0 || mcts_criticality(m, w->crit) < 100)
    return 0;
  for (int k = 0; k < n; k++) {
    if (moves[k] == PB_PASS || w->crit[moves[k]] <= 0.0f)
      continue;
    int wins = (int) lround(2.0 * weight * w->crit[moves[k]]);
    if (wins > 0)
      prior_add(&priors[k], wins, 1.0);
  }
  return 1;
}

/* The same counts for the root move the playout began with. */
static void record_move_ownership(const struct mcts *m, struct mcts_worker *w)
{
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  uint32_t child = w->path[1] - root->first_child;
  if (child >= root->child_count)
    return;
  atomic_int *counts = w->child_own + (size_t) child * w->child_own_stride;
  for (int p = 0; p < w->pb.points; p++) {
    int o = w->owner[p];
    if (o != BLACK && o != WHITE)
      continue;
    atomic_int *c = &counts[2 * p + (o == WHITE)];
    atomic_store_explicit(c, atomic_load_explicit(c, RELAXED) + 1, RELAXED);
  }
  atomic_int *playouts = &counts[w->child_own_stride - 1];
  atomic_store_explicit(playouts, atomic_load_explicit(playouts, RELAXED) + 1,
                        RELAXED);
}

/* Black's area in the finished playout, into every node on the path (the
 * root included): their score statistics. */
static void backup_score(struct mcts_tree *t, const struct mcts_worker *w,
                         int depth, float score)
{
  long long area = llroundf(score + w->pb.komi);
  for (int k = 0; k <= depth; k++) {
    struct mcts_node *n = &t->nodes[w->path[k]];
    atomic_fetch_add_explicit(&n->area_sum, area, RELAXED);
    atomic_fetch_add_explicit(&n->area_squares, area * area, RELAXED);
    atomic_fetch_add_explicit(&n->scored, 1, RELAXED);
  }
}

static void one_playout(struct mcts *m, struct mcts_worker *w)
{
  struct mcts_tree *t = &m->tree;
  pb_copy(&w->pb, &m->root_pb);
  uint32_t index = t->root;
  struct mcts_node *node = &t->nodes[index];
  int color = m->root.color;
  int depth = 0, nseq = 0;
  int virtual_loss = m->virtual_loss;
  w->path[0] = index;
  atomic_fetch_add_explicit(&node->visits, 1, RELAXED);
  while (depth < MCTS_MAX_DEPTH) {
    int state = atomic_load_explicit(&node->state, memory_order_acquire);
    if (state != NODE_EXPANDED) {
      if (state != NODE_LEAF
          || atomic_load_explicit(&node->visits, RELAXED) <= m->expand_after
          || !mcts_expand_node(m, w, index, depth, color))
        break;
    }
    index = select_child(m, node);
    node = &t->nodes[index];
    atomic_fetch_add_explicit(&node->visits, 1, RELAXED);
    if (virtual_loss > 0)
      atomic_fetch_add_explicit(&node->pending, virtual_loss, RELAXED);
    pb_play(&w->pb, node->move, color);
    w->seq[nseq].pos = node->move;
    w->seq[nseq].color = (uint8_t) color;
    nseq++;
    w->path[++depth] = index;
    color = OTHER_COLOR(color);
  }
  float score = playout_run(&m->policy, &w->pb, color, &w->rng, &w->playout,
                            w->seq, &nseq, MCTS_MAX_SEQUENCE, w->owner);
  int result = score > 0 ? 2 : score < 0 ? 0 : 1;   /* black's half points */
  if (m->policy.lgrf_percent > 0)
    lgrf_update(&w->playout.lgrf, w->seq, nseq,
                result == 2 ? BLACK : result == 0 ? WHITE : EMPTY);
  for (int k = 1; k <= depth; k++) {
    int mover = w->seq[k - 1].color;
    struct mcts_node *n = &t->nodes[w->path[k]];
    atomic_fetch_add_explicit(&n->wins, mover == BLACK ? result : 2 - result,
                              RELAXED);
    if (virtual_loss > 0)
      atomic_fetch_sub_explicit(&n->pending, virtual_loss, RELAXED);
  }
  backup_score(t, w, depth, score);
  update_amaf(m, w, depth, nseq, result);
  record_ownership(w);
  if (m->prior_params.criticality > 0)
    record_winner_ownership(w, result);
  if (w->child_own_stride > 0 && depth >= 1)
    record_move_ownership(m, w);
}

uint32_t mcts_best_child(const struct mcts *m, struct board *b, int skip_pass)
{
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  if (atomic_load_explicit(&root->state, memory_order_acquire) != NODE_EXPANDED)
    return 0;
  uint32_t best = 0;
  int best_visits = -1;
  double best_rate = -1.0;
  for (int k = 0; k < root->child_count; k++) {
    uint32_t index = root->first_child + k;
    const struct mcts_node *c = &m->tree.nodes[index];
    if (skip_pass && c->move == PB_PASS)
      continue;
    if (b && c->move != PB_PASS
        && !is_legal_move(b, pb_to_board_pos(&m->root_pb, c->move),
                          m->root.color))
      continue;
    int v = atomic_load_explicit(&c->visits, RELAXED);
    double rate = mcts_node_winrate(c);
    if (v > best_visits || (v == best_visits && rate > best_rate)) {
      best = index;
      best_visits = v;
      best_rate = rate;
    }
  }
  return best;
}

double mcts_node_winrate(const struct mcts_node *n)
{
  int v = atomic_load_explicit(&n->visits, RELAXED);
  if (v == 0)
    return n->prior_visits ? 0.5 * n->prior_wins / n->prior_visits : 0.5;
  return 0.5 * atomic_load_explicit(&n->wins, RELAXED) / v;
}

/* Stop when the most visited move cannot be overtaken in the playouts
 * left (counted, or estimated from the time left at the current rate;
 * a counted search whose seconds are only a cap judges by the count, so
 * that a slow machine does not change where it stops). */
static int decided(struct mcts *m, long done, double elapsed)
{
  double left = 1e18;
  if (m->limits.playouts > 0)
    left = (double) (m->limits.playouts - done);
  if (m->limits.seconds > 0 && elapsed > 0.0
      && !(m->limits.count_decides && m->limits.playouts > 0))
    left = fmin(left, done / elapsed * (m->limits.seconds - elapsed));
  if (left >= 1e17)
    return 0;
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  int first = 0, second = 0;
  for (int k = 0; k < root->child_count; k++) {
    int v = atomic_load_explicit(&m->tree.nodes[root->first_child + k].visits,
                                 RELAXED);
    if (v > first) {
      second = first;
      first = v;
    } else if (v > second)
      second = v;
  }
  return first - second > left;
}

static void check_limits(struct mcts *m, struct mcts_worker *w, long done)
{
  if (m->limits.playouts > 0 && done >= m->limits.playouts) {
    atomic_store(&m->stop, 1);
    return;
  }
  if (m->background && done >= (1L << 30)) {
    atomic_store(&m->stop, 1);
    return;
  }
  if (++w->since_check < 16)
    return;
  w->since_check = 0;
  if (m->interrupt != NULL && atomic_load_explicit(m->interrupt, RELAXED)) {
    atomic_store(&m->stop, 1);
    return;
  }
  double elapsed = 0.0;
  if (m->limits.seconds > 0) {
    elapsed = mcts_now(m) - m->start_time;
    if (elapsed >= m->limits.seconds) {
      atomic_store(&m->stop, 1);
      return;
    }
  }
  if (w->index == 0 && m->limits.early_stop && decided(m, done, elapsed))
    atomic_store(&m->stop, 1);
}

static void *worker_main(void *arg)
{
  struct mcts_worker *w = arg;
  struct mcts *m = w->m;
  w->since_check = 0;
  while (!atomic_load_explicit(&m->stop, memory_order_acquire)) {
    one_playout(m, w);
    long done = atomic_fetch_add(&m->playouts, 1) + 1;
    check_limits(m, w, done);
  }
  return NULL;
}

int mcts_run_workers(struct mcts *m, int background)
{
  int threads = m->params.threads;
  m->background = background;
  for (int k = 0; k < threads; k++) {
    struct mcts_worker *w = m->workers[k];
    uint64_t s = m->seed * 0x9e3779b97f4a7c15ULL
                 ^ m->root_salt * 0xbf58476d1ce4e5b9ULL
                 ^ (uint64_t) (k + 1) * 0x94d049bb133111ebULL;
    rng_seed(&w->rng, s);
    if (m->policy.lgrf_percent > 0)
      playout_state_prepare(&w->playout, &m->root_pb);
    w->started = 0;
  }
  int first = background ? 0 : 1;
  int ok = 1;
  for (int k = first; k < threads; k++) {
    struct mcts_worker *w = m->workers[k];
    if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
      ok = 0;
      break;
    }
    w->started = 1;
  }
  m->running_threads = threads;
  if (!background) {
    worker_main(m->workers[0]);
    mcts_join_workers(m);
  }
  return ok;
}

void mcts_join_workers(struct mcts *m)
{
  atomic_store(&m->stop, 1);
  for (int k = 0; k < m->params.threads; k++) {
    struct mcts_worker *w = m->workers[k];
    if (w->started) {
      pthread_join(w->thread, NULL);
      w->started = 0;
    }
  }
  m->running_threads = 0;
  long us = (long) ((mcts_now(m) - m->start_time) * 1e6);
  atomic_store(&m->finished_seconds_us, us);
}
