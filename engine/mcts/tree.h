/* The search tree: nodes in one pool of bounded size, children of a node
 * stored contiguously.  Statistics are C11 atomics so several threads can
 * descend and update the tree at once (tree parallelism); a node's children
 * are published by a release store of its state. */
#ifndef HANE_MCTS_TREE_H
#define HANE_MCTS_TREE_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

enum { NODE_LEAF, NODE_EXPANDING, NODE_EXPANDED };

struct mcts_node {
  /* Black's final area (stones and territory, komi not taken off) summed
   * over the playouts through the node, and its squares: the mean and
   * spread of the score.  scored counts those playouts (visits also counts
   * the ones still running). */
  atomic_llong area_sum;
  atomic_llong area_squares;
  atomic_int scored;
  atomic_int visits;          /* counted on the way down: one implicit
                                 virtual loss until the playout's result */
  atomic_int pending;         /* extra virtual losses of the playouts now
                                 descending through the node (virtual_loss
                                 each), taken off at backup */
  atomic_int wins;            /* half points, for the player of move */
  atomic_int amaf_visits;
  atomic_int amaf_wins;       /* half points */
  atomic_int state;
  uint32_t first_child;       /* valid once state is NODE_EXPANDED */
  uint16_t child_count;
  uint16_t move;              /* pb position, PB_PASS */
  uint16_t prior_visits;      /* equivalent experience from priors */
  uint16_t prior_wins;        /* half points */
  float learned;              /* the move's probability by the learned
                                 model at its parent, 0 if not asked */
};

struct mcts_tree {
  struct mcts_node *nodes;
  uint32_t capacity;          /* node limit; index 0 is never used */
  atomic_uint used;
  atomic_int full;            /* an allocation failed since the last GC */
  uint32_t root;
};

/* NULL if out of memory; capacity is at least 2. */
int tree_init(struct mcts_tree *t, size_t capacity);
void tree_destroy(struct mcts_tree *t);
/* Drop everything and make a fresh root for move (PB_PASS at the top). */
void tree_reset(struct mcts_tree *t);
/* A block of n fresh nodes, or 0 when the pool is exhausted. */
uint32_t tree_alloc(struct mcts_tree *t, int n);
uint32_t tree_nodes_used(const struct mcts_tree *t);
/* Keep only the subtree under node (compacting it to the front of the
 * pool) and make it the root.  Only while no search runs.  Returns 0 (and
 * resets the tree) if there is no memory for the move. */
int tree_promote(struct mcts_tree *t, uint32_t node);
/* Child of node with the given move, or 0. */
uint32_t tree_find_child(const struct mcts_tree *t, uint32_t node, int move);

static inline struct mcts_node *tree_node(const struct mcts_tree *t,
                                          uint32_t index)
{
  return &t->nodes[index];
}

void tree_node_init(struct mcts_node *n, int move, int prior_visits,
                    int prior_wins);

#endif
