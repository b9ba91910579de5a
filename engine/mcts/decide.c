#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "mcts_internal.h"

#define RELAXED memory_order_relaxed
/* A stone is dead when the other side owns its point this much more often
 * than its own side. */
#define OWNERSHIP_MARGIN 0.2f
/* Win rate under which playing on is pointless when the tree prefers pass. */
#define HOPELESS 0.05

long mcts_ownership(const struct mcts *m, float *ownership)
{
  const struct pboard *pb = &m->root_pb;
  long total = 0;
  memset(ownership, 0, BOARD_ARRAY_SIZE * sizeof ownership[0]);
  for (int k = 0; k < m->params.threads; k++)
    total += atomic_load_explicit(&m->workers[k]->own_playouts, RELAXED);
  if (total == 0)
    return 0;
  for (int i = 0; i < pb->size; i++)
    for (int j = 0; j < pb->size; j++) {
      int p = pb_pos(pb, i, j);
      long diff = 0;
      for (int k = 0; k < m->params.threads; k++) {
        struct mcts_worker *w = m->workers[k];
        diff += atomic_load_explicit(&w->own_black[p], RELAXED);
        diff -= atomic_load_explicit(&w->own_white[p], RELAXED);
      }
      float o = (float) diff / (float) total;
      ownership[POS(i, j)] = o > 1.0f ? 1.0f : o < -1.0f ? -1.0f : o;
    }
  return total;
}

/* Is the stone at pb position p dead by ownership? */
static int stone_is_dead(const struct pboard *pb, const float *own, int p)
{
  float o = own[pb_to_board_pos(pb, p)];
  int c = pb->color[p];
  return (c == BLACK && o < -OWNERSHIP_MARGIN)
         || (c == WHITE && o > OWNERSHIP_MARGIN);
}

/* Area score if the game ended now: living stones, plus regions of empty
 * points and dead stones that touch living stones of one colour only.
 * With own NULL every stone counts as alive. */
static int area_without_dead(const struct pboard *pb, const float *own)
{
  unsigned char alive[PB_MAX_POINTS];
  unsigned char seen[PB_MAX_POINTS];
  uint16_t stack[PB_MAX_POINTS];
  int score = 0;
  for (int p = 0; p < pb->points; p++) {
    int c = pb->color[p];
    alive[p] = IS_STONE(c) && (!own || !stone_is_dead(pb, own, p)) ? c : EMPTY;
    seen[p] = 0;
    score += (alive[p] == BLACK) - (alive[p] == WHITE);
  }
  for (int p = 0; p < pb->points; p++) {
    if (pb->color[p] == GRAY || alive[p] != EMPTY || seen[p])
      continue;
    int n = 0, size = 0, borders = 0;
    stack[n++] = (uint16_t) p;
    seen[p] = 1;
    while (n > 0) {
      int q = stack[--n];
      size++;
      for (int d = 0; d < 4; d++) {
        int r = q + pb->dir[d];
        if (pb->color[r] == GRAY)
          continue;
        if (alive[r] != EMPTY)
          borders |= 1 << alive[r];
        else if (!seen[r]) {
          seen[r] = 1;
          stack[n++] = (uint16_t) r;
        }
      }
    }
    if (borders == 1 << BLACK)
      score += size;
    else if (borders == 1 << WHITE)
      score -= size;
  }
  return score;
}

double mcts_final_score(const struct mcts *m)
{
  const struct pboard *pb = &m->root_pb;
  float own[BOARD_ARRAY_SIZE];
  mcts_ownership(m, own);
  return area_without_dead(pb, own) - (pb->komi - m->extra_komi);
}

int mcts_is_dead(const struct mcts *m, int pos)
{
  const struct pboard *pb = &m->root_pb;
  if (pos == PASS_MOVE || I(pos) < 0 || I(pos) >= pb->size || J(pos) < 0
      || J(pos) >= pb->size)
    return 0;
  int p = pb_from_board_pos(pb, pos);
  float own[BOARD_ARRAY_SIZE];
  if (!IS_STONE(pb->color[p]) || mcts_ownership(m, own) == 0)
    return 0;
  return stone_is_dead(pb, own, p);
}

/* A root move at a liberty of an opponent string the ownership calls
 * dead, on a point we own, that puts nothing of ours in atari: the most
 * visited one, or 0. */
static uint32_t cleanup_child(const struct mcts *m, const float *own,
                              int color)
{
  const struct pboard *pb = &m->root_pb;
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  uint32_t best = 0;
  int most = -1;
  for (int k = 0; k < root->child_count; k++) {
    uint32_t index = root->first_child + k;
    int p = m->tree.nodes[index].move;
    float o = own[pb_to_board_pos(pb, p)];
    if (p == PB_PASS || (color == BLACK ? o : -o) <= OWNERSHIP_MARGIN
        || (pb_self_atari_size(pb, p, color) > 0 && !pb_captures(pb, p, color)))
      continue;
    int next_to_dead = 0;
    for (int d = 0; d < 4; d++) {
      int q = p + pb->dir[d];
      next_to_dead |= pb->color[q] == OTHER_COLOR(color)
                      && stone_is_dead(pb, own, q);
    }
    int v = atomic_load_explicit(&m->tree.nodes[index].visits, RELAXED);
    if (next_to_dead && v > most) {
      most = v;
      best = index;
    }
  }
  return best;
}

/* Pass, unless the referee could still count dead stones of the opponent
 * as alive: then, if the count with every stone alive does not win for
 * us, capture them first (filling our own area costs nothing under area
 * scoring). */
static int pass_or_cleanup(const struct mcts *m, int color)
{
  const struct pboard *pb = &m->root_pb;
  float own[BOARD_ARRAY_SIZE];
  if (mcts_ownership(m, own) == 0)
    return PASS_MOVE;
  double as_is = area_without_dead(pb, NULL) - (pb->komi - m->extra_komi);
  if ((color == BLACK ? as_is : -as_is) > 0)
    return PASS_MOVE;
  uint32_t c = cleanup_child(m, own, color);
  return c ? pb_to_board_pos(pb, m->tree.nodes[c].move) : PASS_MOVE;
}

int mcts_best_nonpass(struct mcts *m, struct board *b, double margin)
{
  uint32_t best = mcts_best_child(m, b, 0);
  uint32_t alt = mcts_best_child(m, b, 1);
  if (alt == 0 || best == 0
      || mcts_node_winrate(&m->tree.nodes[alt])
         < mcts_node_winrate(&m->tree.nodes[best]) - margin)
    return PASS_MOVE;
  return pb_to_board_pos(&m->root_pb, m->tree.nodes[alt].move);
}

int mcts_choose_move(struct mcts *m, struct board *b, int color,
                     int resign_allowed)
{
  uint32_t best = mcts_best_child(m, b, 0);
  if (best == 0)
    return PASS_MOVE;
  const struct mcts_node *bn = &m->tree.nodes[best];
  double rate = mcts_node_winrate(bn);
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  if (resign_allowed && m->params.resign_threshold > 0.0
      && rate < m->params.resign_threshold
      && atomic_load_explicit(&root->visits, RELAXED) >= 200)
    return -1;
  double score = mcts_final_score(m);
  int passing_wins = (color == BLACK ? score : -score) > 0;
  int n = b->move_history_length;
  int opponent_passed = n > 0 && b->move_history[n - 1].pos == PASS_MOVE
                        && b->move_history[n - 1].color == OTHER_COLOR(color);
  if (bn->move != PB_PASS && !opponent_passed)
    return pb_to_board_pos(&m->root_pb, bn->move);
  /* The tree likes passing or the game ends if we pass: pass when that
   * wins, or, once the opponent has passed, when no move does clearly
   * better than passing. */
  if (passing_wins)
    return pass_or_cleanup(m, color);
  uint32_t alt = mcts_best_child(m, b, 1);
  if (alt == 0)
    return PASS_MOVE;
  /* While the opponent plays on, so do we: a hopeless verdict from a
   * short search is no reason to hand over free moves. */
  if (!opponent_passed)
    return pb_to_board_pos(&m->root_pb, m->tree.nodes[alt].move);
  /* The opponent passed and the count loses: our pass ends the game
   * lost, whatever the pass node's playouts (which go on after it) say.
   * Play on while a move has a chance; else resign, or pass when that is
   * not allowed. */
  double alt_rate = mcts_node_winrate(&m->tree.nodes[alt]);
  if (alt_rate >= HOPELESS)
    return pb_to_board_pos(&m->root_pb, m->tree.nodes[alt].move);
  if (resign_allowed && m->params.resign_threshold > 0.0)
    return -1;
  return pass_or_cleanup(m, color);
}

static int by_visits(const void *a, const void *b)
{
  const struct mcts_candidate *x = a, *y = b;
  if (x->visits != y->visits)
    return x->visits < y->visits ? 1 : -1;
  return x->move - y->move;
}

static void principal_variation(const struct mcts *m, uint32_t index,
                                struct mcts_candidate *c)
{
  c->pv_length = 0;
  while (index != 0 && c->pv_length < MCTS_PV_MAX) {
    const struct mcts_node *n = &m->tree.nodes[index];
    /* Counts read one after the other while the search runs: a child is
     * never shown above its parent, the move with the visits read first. */
    int seen = c->pv_length == 0 ? c->visits : atomic_load_explicit(&n->visits, RELAXED);
    if (c->pv_length > 0 && seen > c->pv_visits[c->pv_length - 1])
      seen = c->pv_visits[c->pv_length - 1];
    c->pv_visits[c->pv_length] = seen;
    c->pv[c->pv_length++] = pb_to_board_pos(&m->root_pb, n->move);
    if (atomic_load_explicit(&n->state, memory_order_acquire) != NODE_EXPANDED)
      break;
    uint32_t next = 0;
    int most = 0;
    for (int k = 0; k < n->child_count; k++) {
      int v = atomic_load_explicit(&m->tree.nodes[n->first_child + k].visits,
                                   RELAXED);
      if (v > most) {
        most = v;
        next = n->first_child + k;
      }
    }
    index = next;
  }
}

int mcts_analysis(const struct mcts *m, struct mcts_candidate *out, int max)
{
  const struct mcts_node *root = &m->tree.nodes[m->tree.root];
  if (max <= 0
      || atomic_load_explicit(&root->state, memory_order_acquire) != NODE_EXPANDED)
    return 0;
  struct mcts_candidate all[PB_MAX_POINTS];
  uint32_t index_of[PB_MAX_POINTS];
  double policy[PB_MAX_POINTS];
  double sign = m->root.color == BLACK ? 1.0 : -1.0;
  int n = 0;
  mcts_root_policies(m, policy);
  for (int k = 0; k < root->child_count; k++) {
    uint32_t index = root->first_child + k;
    const struct mcts_node *c = &m->tree.nodes[index];
    int v = atomic_load_explicit(&c->visits, RELAXED);
    if (v == 0)
      continue;
    all[n].move = pb_to_board_pos(&m->root_pb, c->move);
    all[n].visits = v;
    all[n].winrate = mcts_node_winrate(c);
    all[n].prior = c->prior_visits ? 0.5 * c->prior_wins / c->prior_visits : 0.5;
    all[n].policy = policy[k];
    mcts_node_score(m, c, &all[n].score, &all[n].score_stdev);
    all[n].score *= sign;
    int an = atomic_load_explicit(&c->amaf_visits, RELAXED);
    all[n].amaf_winrate =
      an ? 0.5 * atomic_load_explicit(&c->amaf_wins, RELAXED) / an : 0.5;
    all[n].pv_length = (int) index;   /* index until the sort is done */
    n++;
  }
  qsort(all, n, sizeof all[0], by_visits);
  if (n > max)
    n = max;
  for (int k = 0; k < n; k++) {
    index_of[k] = (uint32_t) all[k].pv_length;
    out[k] = all[k];
    principal_variation(m, index_of[k], &out[k]);
  }
  return n;
}
