/* Shared between the files of engine/mcts/: the search state. */
#ifndef HANE_MCTS_INTERNAL_H
#define HANE_MCTS_INTERNAL_H

#include <pthread.h>
#include <stdatomic.h>
#include "mcts.h"
#include "params.h"
#include "pattern3.h"
#include "playout.h"
#include "playout_board.h"
#include "priors.h"
#include "utils/rng.h"
#include "tree.h"

#define MCTS_MAX_DEPTH 400
#define MCTS_MAX_SEQUENCE (MCTS_MAX_DEPTH + 3 * MAX_BOARD * MAX_BOARD + 40)

/* A child's probability by the learned model and its index, for sorting. */
struct mcts_ranked {
  float learned;
  int index;
};

struct mcts_worker {
  struct mcts *m;
  int index;
  pthread_t thread;
  int started;
  struct rng rng;
  struct pboard pb;
  struct playout_state playout;
  struct policy *learned;       /* evaluator of the learned model */
  struct board *learned_board;  /* the root's board, for trymove */
  int learned_ready;            /* learned_board holds this search's root */
  long since_check;
  uint32_t path[MCTS_MAX_DEPTH + 1];
  struct playout_move seq[MCTS_MAX_SEQUENCE];
  unsigned char owner[PB_MAX_POINTS];
  unsigned char amaf_color[PB_MAX_POINTS];
  int moves[PB_MAX_POINTS];
  struct prior_value priors[PB_MAX_POINTS];
  float learned_prob[PB_MAX_POINTS];
  struct mcts_ranked ranked[PB_MAX_POINTS];   /* sorting children */
  int sort_moves[PB_MAX_POINTS];
  struct prior_value sort_priors[PB_MAX_POINTS];
  /* Written by this worker only; read by analysis while it runs. */
  atomic_int own_black[PB_MAX_POINTS];
  atomic_int own_white[PB_MAX_POINTS];
  /* For criticality (prior_criticality > 0 only): playouts of this search
   * whose winner owned the point at the end, and the wins of each side. */
  atomic_int own_winner[PB_MAX_POINTS];
  atomic_int black_wins, white_wins;
  float crit[PB_MAX_POINTS];  /* scratch for mcts_criticality_priors */
  atomic_long own_playouts;
  /* Ownership after each root move (mcts_set_moves_ownership): for root
   * child k, black and white counts of every point then the playouts,
   * child_own_stride entries per child; NULL when not wanted. */
  atomic_int *child_own;
  size_t child_own_capacity;
  int child_own_stride;
};

/* What the root stands for, to find it again after moves were played. */
struct mcts_root_info {
  int valid;
  int board_size;
  float komi;
  unsigned char initial_board[BOARD_ARRAY_SIZE];
  int initial_ko_pos;
  int history_length;
  struct board_move history[MAX_MOVE_HISTORY];
  int color;                  /* to move at the root */
};

struct mcts {
  struct mcts_params params;
  uint64_t seed;
  struct pattern3 patterns;
  /* What the search uses: defaults for tuned_size, then the settings. */
  struct mcts_settings settings;
  int tuned_size;
  double explore;
  double rave_equiv;
  int expand_after;
  int virtual_loss;           /* extra lost visits a descending playout
                                 puts on each node of its path until its
                                 result is known (threads spread out) */
  int prior_learned;          /* visits the learned model's prior is worth */
  double learned_exponent;    /* its win rate: (p / best p) ^ this */
  double puct;                /* weight of the PUCT term p sqrt(N) / (1 + n) */
  int learned_depth;          /* deepest node whose position is asked */
  int widen_base;             /* progressive widening: 0 off, else visits */
  double widen_ratio;
  int widen_min;
  double dynkomi_stone;       /* extra komi per handicap stone at the start */
  int dynkomi_moves;          /* moves over which it falls to nothing */
  struct playout_policy policy;
  struct playout_gammas gammas;   /* the learned playout table, loaded
                                     when a search first samples by it */
  int gammas_tried;
  struct prior_params prior_params;
  const struct policy_model *learned_model;   /* NULL: none */
  mcts_prior_fn prior_hook;
  void *prior_hook_data;
  struct mcts_prior hook_priors[BOARD_ARRAY_SIZE];
  int use_prior_hook;         /* not when the move has little time */

  struct mcts_tree tree;
  struct mcts_root_info root;
  struct pboard root_pb;       /* its komi has extra_komi added */
  double extra_komi;           /* dynamic komi of this search */
  int reused_visits;
  uint64_t root_salt;          /* from the position: seeds the workers */

  struct mcts_worker *workers[MCTS_MAX_THREADS];
  int running_threads;
  int background;

  struct mcts_limits limits;
  long playout_cap;              /* mcts_set_playout_cap; 0: none */
  double start_time;
  mcts_clock_fn clock;        /* NULL: wall_seconds (mcts_set_clock) */
  void *clock_data;
  atomic_int stop;
  atomic_int *interrupt;      /* raised by the owner: stop now, or NULL */
  atomic_long playouts;
  atomic_long finished_seconds_us;   /* elapsed time when the search ended */
  int moves_ownership;        /* workers keep ownership per root move */
  int avoid_active;           /* root moves left out (mcts_set_root_avoid) */
  unsigned char avoid[BOARD_ARRAY_SIZE];
};

/* mcts.c: seconds on the search's clock (mcts_set_clock). */
double mcts_now(const struct mcts *m);
/* params.c: the defaults for a board size, then the settings. */
void mcts_tune_for_size(struct mcts *m, int board_size);
/* root.c: the dynamic komi for b: in a handicap game, both sides are
 * searched as if komi were higher by dynkomi_stone a stone, falling
 * linearly to nothing over dynkomi_moves moves, so that the side ahead
 * does not play slack and the side behind not desperately. */
double mcts_dynamic_komi(const struct mcts *m, const struct board *b);
/* root.c: find or build the root for color to move in b. */
void mcts_prepare_root(struct mcts *m, struct board *b, int color);
/* search.c: run the workers; the calling thread is worker 0 unless
 * background is set. */
int mcts_run_workers(struct mcts *m, int background);
void mcts_join_workers(struct mcts *m);
int mcts_expand_node(struct mcts *m, struct mcts_worker *w, uint32_t index,
                     int depth, int color);
/* search.c: Coulom's criticality of each pb point over this search's
 * playouts (all workers) into crit[0..points): P(the point's final owner
 * is the winner) - P(black owns) P(black wins) - P(white owns) P(white
 * wins).  Returns the playouts counted (0: crit untouched).  Counted only
 * while prior_criticality > 0. */
long mcts_criticality(const struct mcts *m, float *crit);
/* search.c: with prior_criticality > 0 and 100+ playouts counted, adds
 * round(2 crit prior_criticality) wins at 100% to priors[k] of each move
 * moves[k] at a point with crit > 0 (w->crit as scratch).  Returns 1 if it
 * added, 0 if it left priors as they were. */
int mcts_criticality_priors(const struct mcts *m, struct mcts_worker *w,
                            const int *moves, int n, struct prior_value *priors);
/* learned.c: each worker's copy of b (the root) for asking the model. */
void mcts_learned_prepare(struct mcts *m, const struct board *b);
void mcts_learned_free(struct mcts_worker *w);
/* The learned model's priors for the node at depth (its moves in
 * w->seq), color to move: adds to priors[0..n) and stores each move's
 * probability in learned[0..n).  Returns 0 (nothing changed) when the
 * model is not asked. */
int mcts_learned_priors(struct mcts *m, struct mcts_worker *w, int depth,
                        int color, int *moves, int n,
                        struct prior_value *priors, float *learned);
/* Progressive widening: with widen_base set and the children ordered by
 * the learned model (mcts_learned_priors sorts them then), only the first
 * widen_min children compete, one more each time the parent's visits
 * pass widen_base times a power of widen_ratio; else all of them. */
int mcts_widened_children(const struct mcts *m, const struct mcts_node *node,
                          int parent_visits);
/* Best root child by visits (legal in b if b is non-NULL), or 0. */
uint32_t mcts_best_child(const struct mcts *m, struct board *b, int skip_pass);
double mcts_node_winrate(const struct mcts_node *n);

/* report.c: what the analysis shows. */
/* Mean and standard deviation of Black's final score (area minus komi)
 * over the finished playouts through n; returns how many (0: both 0). */
int mcts_node_score(const struct mcts *m, const struct mcts_node *n,
                    double *mean, double *stdev);
/* Share of the root's prior knowledge for each root child k, into
 * policy[k] (child_count entries, summing to 1). */
void mcts_root_policies(const struct mcts *m, double *policy);
/* Make room for ownership per root move when it is wanted (after the
 * root is expanded); drops it when not. */
void mcts_prepare_moves_ownership(struct mcts *m);

#endif
