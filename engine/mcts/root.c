#include <config.h>
#include <string.h>
#include "mcts_internal.h"

/* Does b continue the game the tree's root was built for? */
static int continues_root_game(const struct mcts_root_info *r,
                               const struct board *b)
{
  return r->valid && b->board_size == r->board_size && b->komi == r->komi
         && b->initial_ko_pos == r->initial_ko_pos
         && b->move_history_length >= r->history_length
         && b->move_history_length < MAX_MOVE_HISTORY
         && memcmp(b->initial_board, r->initial_board,
                   sizeof r->initial_board) == 0
         && memcmp(b->move_history, r->history,
                   r->history_length * sizeof r->history[0]) == 0;
}

static int board_to_pb(int size, int pos)
{
  return pos == PASS_MOVE ? PB_PASS : (I(pos) + 1) * (size + 1) + J(pos) + 1;
}

/* Zobrist hash of a playout board's position: its stones and its ko
 * point, with the board library's keys (the side to move is compared
 * apart). */
static uint64_t position_hash(const struct pboard *pb)
{
  uint64_t h = 0;
  for (int i = 0; i < pb->size; i++)
    for (int j = 0; j < pb->size; j++) {
      int c = pb->color[pb_pos(pb, i, j)];
      if (IS_STONE(c))
        h ^= zobrist_stone_key(c, POS(i, j));
    }
  if (pb->ko_pos != 0)
    h ^= zobrist_ko_key(pb_to_board_pos(pb, pb->ko_pos));
  return h;
}

/* Follow the moves played since the root, in the tree and on `replay` (a
 * copy of the root's position); the node for b or 0.  The caller still
 * compares replay's position with b's: trymove stones are in no move
 * history. */
static uint32_t find_new_root(struct mcts *m, const struct board *b, int color,
                              struct pboard *replay)
{
  const struct mcts_root_info *r = &m->root;
  if (!m->params.reuse_tree || !continues_root_game(r, b))
    return 0;
  uint32_t node = m->tree.root;
  int to_move = r->color;
  pb_copy(replay, &m->root_pb);
  for (int k = r->history_length; k < b->move_history_length; k++) {
    const struct board_move *mv = &b->move_history[k];
    int p = board_to_pb(b->board_size, mv->pos);
    if (mv->color != to_move
        || (p != PB_PASS && !pb_is_legal(replay, p, to_move)))
      return 0;
    node = tree_find_child(&m->tree, node, p);
    if (node == 0)
      return 0;
    pb_play(replay, p, to_move);
    to_move = OTHER_COLOR(to_move);
  }
  return to_move == color ? node : 0;
}

static void remember_root(struct mcts_root_info *r, const struct board *b,
                          int color)
{
  r->valid = b->move_history_length < MAX_MOVE_HISTORY;
  r->board_size = b->board_size;
  r->komi = b->komi;
  memcpy(r->initial_board, b->initial_board, sizeof r->initial_board);
  r->initial_ko_pos = b->initial_ko_pos;
  r->history_length = b->move_history_length;
  if (r->valid)
    memcpy(r->history, b->move_history,
           b->move_history_length * sizeof r->history[0]);
  r->color = color;
}

/* Children of the root from the board library's legality (positional
 * superko included when the board enforces it), with built-in priors plus
 * whatever the prior hook adds. */
static void expand_root(struct mcts *m, struct board *b, int color)
{
  struct mcts_worker *w = m->workers[0];
  const struct pboard *pb = &m->root_pb;
  int n = 0;
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      int p = pb_pos(pb, i, j);
      if (b->board[pos] == EMPTY && !pb_is_eye(pb, p, color)
          && is_legal_move(b, pos, color)
          && !(m->avoid_active && m->avoid[pos]))
        w->moves[n++] = p;
    }
  /* Passing stays possible when everything else is avoided. */
  if (n == 0 || !(m->avoid_active && m->avoid[PASS_MOVE]))
    w->moves[n++] = PB_PASS;
  priors_compute(&m->prior_params, &m->patterns, pb, color, w->moves, n,
                 w->priors);
  int learned = mcts_learned_priors(m, w, 0, color, w->moves, n, w->priors,
                                    w->learned_prob);
  if (m->prior_hook && m->use_prior_hook) {
    memset(m->hook_priors, 0, sizeof m->hook_priors);
    m->prior_hook(m->prior_hook_data, b, color, m->hook_priors);
    for (int k = 0; k < n; k++) {
      const struct mcts_prior *h =
        &m->hook_priors[pb_to_board_pos(pb, w->moves[k])];
      if (h->visits > 0)
        prior_add(&w->priors[k], h->visits, h->value);
    }
  }
  uint32_t first = tree_alloc(&m->tree, n);
  if (first == 0)
    return;
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
  struct mcts_node *root = &m->tree.nodes[m->tree.root];
  root->first_child = first;
  root->child_count = (uint16_t) n;
  atomic_store_explicit(&root->state, NODE_EXPANDED, memory_order_release);
}

/* Handicap stones: black setup stones beyond white's, if two or more. */
static int handicap_stones(const struct board *b)
{
  int black = 0, white = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    black += b->initial_board[pos] == BLACK;
    white += b->initial_board[pos] == WHITE;
  }
  return black - white >= 2 ? black - white : 0;
}

double mcts_dynamic_komi(const struct mcts *m, const struct board *b)
{
  int stones = handicap_stones(b);
  if (stones == 0 || b->move_history_length >= m->dynkomi_moves)
    return 0.0;
  return m->dynkomi_stone * stones
         * (1.0 - (double) b->move_history_length / m->dynkomi_moves);
}

void mcts_prepare_root(struct mcts *m, struct board *b, int color)
{
  /* The tree is kept only for the very position (stones, ko, side to
   * move) it was built for, checked by hash: the root's position with the
   * moves played since must be b's. */
  struct pboard *replay = &m->workers[0]->pb;
  uint32_t node = find_new_root(m, b, color, replay);
  pb_from_board(&m->root_pb, b);
  m->extra_komi = mcts_dynamic_komi(m, b);
  m->root_pb.komi += (float) m->extra_komi;
  if (node != 0 && position_hash(replay) != position_hash(&m->root_pb))
    node = 0;
  /* A kept subtree has every move as a child: not when some are avoided. */
  if (m->avoid_active)
    node = 0;
  int reused = node != 0 && tree_promote(&m->tree, node);
  /* A kept subtree that fills most of the pool would leave no room to
   * grow; start afresh instead. */
  if (reused && tree_nodes_used(&m->tree) > m->tree.capacity / 4 * 3)
    reused = 0;
  if (!reused)
    tree_reset(&m->tree);
  remember_root(&m->root, b, color);
  m->root_salt = b->hash ^ ((uint64_t) b->move_history_length << 40)
                 ^ (uint64_t) color;
  struct mcts_node *root = &m->tree.nodes[m->tree.root];
  m->reused_visits = atomic_load(&root->visits);
  mcts_learned_prepare(m, b);
  if (atomic_load(&root->state) != NODE_EXPANDED)
    expand_root(m, b, color);
  for (int k = 0; k < m->params.threads; k++) {
    struct mcts_worker *w = m->workers[k];
    for (int p = 0; p < PB_MAX_POINTS; p++) {
      atomic_store_explicit(&w->own_black[p], 0, memory_order_relaxed);
      atomic_store_explicit(&w->own_white[p], 0, memory_order_relaxed);
      atomic_store_explicit(&w->own_winner[p], 0, memory_order_relaxed);
    }
    atomic_store(&w->own_playouts, 0);
    atomic_store(&w->black_wins, 0);
    atomic_store(&w->white_wins, 0);
  }
  mcts_prepare_moves_ownership(m);
  atomic_store(&m->playouts, 0);
  atomic_store(&m->stop, 0);
}
