#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "tree.h"

void tree_node_init(struct mcts_node *n, int move, int prior_visits,
                    int prior_wins)
{
  atomic_init(&n->area_sum, 0);
  atomic_init(&n->area_squares, 0);
  atomic_init(&n->scored, 0);
  atomic_init(&n->visits, 0);
  atomic_init(&n->pending, 0);
  atomic_init(&n->wins, 0);
  atomic_init(&n->amaf_visits, 0);
  atomic_init(&n->amaf_wins, 0);
  atomic_init(&n->state, NODE_LEAF);
  n->first_child = 0;
  n->child_count = 0;
  n->move = (uint16_t) move;
  n->prior_visits = (uint16_t) prior_visits;
  n->prior_wins = (uint16_t) prior_wins;
  n->learned = 0.0f;
}

int tree_init(struct mcts_tree *t, size_t capacity)
{
  if (capacity < 2)
    capacity = 2;
  if (capacity > UINT32_MAX / 2)
    capacity = UINT32_MAX / 2;
  t->nodes = malloc(capacity * sizeof t->nodes[0]);
  if (!t->nodes)
    return 0;
  t->capacity = (uint32_t) capacity;
  tree_reset(t);
  return 1;
}

void tree_destroy(struct mcts_tree *t)
{
  free(t->nodes);
  t->nodes = NULL;
}

void tree_reset(struct mcts_tree *t)
{
  t->root = 1;
  tree_node_init(&t->nodes[1], 0, 0, 0);
  atomic_store(&t->used, 2);
  atomic_store(&t->full, 0);
}

uint32_t tree_alloc(struct mcts_tree *t, int n)
{
  if (atomic_load_explicit(&t->full, memory_order_relaxed))
    return 0;
  uint32_t first = atomic_fetch_add(&t->used, (unsigned) n);
  if ((uint64_t) first + (uint64_t) n > t->capacity) {
    atomic_store(&t->full, 1);
    return 0;
  }
  return first;
}

uint32_t tree_nodes_used(const struct mcts_tree *t)
{
  uint32_t used = atomic_load(&((struct mcts_tree *) t)->used);
  return used < t->capacity ? used : t->capacity;
}

uint32_t tree_find_child(const struct mcts_tree *t, uint32_t node, int move)
{
  struct mcts_node *n = &t->nodes[node];
  if (atomic_load_explicit(&n->state, memory_order_acquire) != NODE_EXPANDED)
    return 0;
  for (int k = 0; k < n->child_count; k++)
    if (t->nodes[n->first_child + k].move == move)
      return n->first_child + k;
  return 0;
}

static void copy_node(struct mcts_node *dst, const struct mcts_node *src)
{
  tree_node_init(dst, src->move, src->prior_visits, src->prior_wins);
  dst->learned = src->learned;
  atomic_store_explicit(&dst->area_sum, atomic_load_explicit(&src->area_sum, memory_order_relaxed), memory_order_relaxed);
  atomic_store_explicit(&dst->area_squares, atomic_load_explicit(&src->area_squares, memory_order_relaxed), memory_order_relaxed);
  atomic_store_explicit(&dst->scored, atomic_load_explicit(&src->scored, memory_order_relaxed), memory_order_relaxed);
  atomic_store_explicit(&dst->visits, atomic_load_explicit(&src->visits, memory_order_relaxed), memory_order_relaxed);
  atomic_store_explicit(&dst->wins, atomic_load_explicit(&src->wins, memory_order_relaxed), memory_order_relaxed);
  atomic_store_explicit(&dst->amaf_visits, atomic_load_explicit(&src->amaf_visits, memory_order_relaxed), memory_order_relaxed);
  atomic_store_explicit(&dst->amaf_wins, atomic_load_explicit(&src->amaf_wins, memory_order_relaxed), memory_order_relaxed);
}

/* Breadth-first copy of the subtree into a fresh array (each node's
 * children stay contiguous), then back to the front of the pool. */
int tree_promote(struct mcts_tree *t, uint32_t node)
{
  if (node == t->root)
    return 1;
  uint32_t used = tree_nodes_used(t);
  struct mcts_node *copy = malloc((size_t) used * sizeof copy[0]);
  uint32_t *origin = malloc((size_t) used * sizeof origin[0]);
  if (!copy || !origin) {
    free(copy);
    free(origin);
    tree_reset(t);
    return 0;
  }
  uint32_t n = 2;
  copy_node(&copy[1], &t->nodes[node]);
  origin[1] = node;
  for (uint32_t k = 1; k < n; k++) {
    const struct mcts_node *src = &t->nodes[origin[k]];
    if (atomic_load(&src->state) != NODE_EXPANDED) {
      atomic_store(&copy[k].state, NODE_LEAF);
      continue;
    }
    copy[k].first_child = n;
    copy[k].child_count = src->child_count;
    atomic_store(&copy[k].state, NODE_EXPANDED);
    for (int c = 0; c < src->child_count; c++) {
      copy_node(&copy[n], &t->nodes[src->first_child + c]);
      origin[n] = src->first_child + c;
      n++;
    }
  }
  for (uint32_t k = 1; k < n; k++) {
    copy_node(&t->nodes[k], &copy[k]);
    t->nodes[k].first_child = copy[k].first_child;
    t->nodes[k].child_count = copy[k].child_count;
    atomic_store(&t->nodes[k].state, atomic_load(&copy[k].state));
  }
  free(copy);
  free(origin);
  t->root = 1;
  atomic_store(&t->used, n);
  atomic_store(&t->full, 0);
  return 1;
}
