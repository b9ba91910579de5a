/* Monte Carlo tree search: UCT with RAVE and priors over fast playouts.
 * The real position is read through the board API only; the search plays
 * on playout boards of its own.  One struct mcts holds the tree (reused
 * between moves), the worker threads and their random generators, so
 * several searches can live side by side.  Nothing here prints. */
#ifndef HANE_MCTS_H
#define HANE_MCTS_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include "engine/board/board.h"
#include "params.h"

#define MCTS_MAX_THREADS 64
#define MCTS_PV_MAX 24

struct mcts_params {
  int threads;                /* 1..MCTS_MAX_THREADS */
  size_t max_nodes;           /* node pool limit (memory bound) */
  int expand_after;           /* visits before a leaf gets children */
  double rave_equiv;          /* visits at which RAVE and UCT weigh equally */
  double explore;             /* UCB exploration constant */
  double resign_threshold;    /* resign below this win rate; 0 = never */
  int reuse_tree;             /* keep the subtree between moves */
};

void mcts_params_default(struct mcts_params *p);

/* When to stop a search: whatever comes first.  0 means no such limit;
 * with neither limit set the search runs 10,000 playouts. */
struct mcts_limits {
  long playouts;
  double seconds;
  int early_stop;             /* stop when the best move cannot change */
  int count_decides;          /* with playouts set: the early stop weighs
                                 the playouts left only and the seconds are
                                 a safety cap, so a counted (seeded) search
                                 stops at the same playout however busy the
                                 machine is, unless the cap comes first */
};

/* Extra prior knowledge for the root position, added to the built-in
 * priors: equivalent visits at a win rate for the side to move. */
struct mcts_prior {
  int visits;
  double value;               /* 0..1 */
};

/* Fill priors[pos] (BOARD_ARRAY_SIZE entries, zeroed by the caller; index
 * PASS_MOVE is the pass) for color to move.  May explore with trymove and
 * popgo but must leave b as it was.  Called when a new root is expanded,
 * except in searches limited to less than a second. */
typedef void (*mcts_prior_fn)(void *data, struct board *b, int color,
                              struct mcts_prior *priors);

struct mcts_candidate {
  int move;                   /* board position or PASS_MOVE */
  int visits;
  double winrate;             /* for the side to move at the root */
  double prior;               /* prior win rate the move started with */
  double policy;              /* its share of the root's prior knowledge:
                                 over all root moves these sum to 1 */
  double score;               /* mean final score for the side to move at
                                 the root (komi included) after the move */
  double score_stdev;         /* its standard deviation over the playouts */
  double amaf_winrate;
  int pv_length;              /* pv[0] is move */
  int pv[MCTS_PV_MAX];
  int pv_visits[MCTS_PV_MAX]; /* visits of the node each pv move leads to */
};

/* The root of the running or last search, for the side to move there. */
struct mcts_root_report {
  int color;                  /* to move; EMPTY before any search */
  int visits;
  double winrate;             /* over the playouts through its children */
  double score;               /* mean final score, komi included */
  double score_stdev;
};

struct mcts_stats {
  long playouts;              /* in the last (or running) search */
  double seconds;
  uint32_t nodes_used;
  uint32_t node_limit;
  int root_visits;
  double winrate;             /* best move's, for the side to move */
  int reused_visits;          /* root visits kept from the previous move */
  double extra_komi;          /* dynamic komi the search added (handicap) */
};

struct mcts;

struct mcts *mcts_new(const struct mcts_params *p, uint64_t seed);
void mcts_free(struct mcts *m);
void mcts_set_seed(struct mcts *m, uint64_t seed);
int mcts_set_threads(struct mcts *m, int threads);
void mcts_set_resign_threshold(struct mcts *m, double threshold);
/* No search of m runs more than cap playouts, whatever its limits say
 * (background searches included); 0 for no cap. */
void mcts_set_playout_cap(struct mcts *m, long cap);
void mcts_set_prior_hook(struct mcts *m, mcts_prior_fn fn, void *data);
/* The learned move model (engine/policy/) for priors in the tree (asked
 * when the parameters prior_learned, puct or widen_base are set); NULL
 * for none.  It
 * must outlive its use: set another (or NULL) before freeing it.  A new
 * model drops the tree. */
struct policy_model;
void mcts_set_learned_model(struct mcts *m, const struct policy_model *model);
/* A flag another thread may raise to end the running search early (the
 * moves found so far stand); NULL for none.  The caller owns the flag and
 * lowers it. */
void mcts_set_interrupt(struct mcts *m, atomic_int *flag);
/* The clock a search reads its time limit and elapsed seconds from
 * (seconds from any origin); NULL for the wall clock.  Lets a test play a
 * busy or a slow machine.  Stops a running search. */
typedef double (*mcts_clock_fn)(void *data);
void mcts_set_clock(struct mcts *m, mcts_clock_fn clock, void *data);
/* Set a search parameter by name (see params.c's table) for every later
 * search: MCTS_PARAM_OK, or MCTS_PARAM_UNKNOWN / MCTS_PARAM_RANGE with
 * nothing changed (params.h).  Stops a running search. */
int mcts_set_param(struct mcts *m, const char *name, double value);
/* Back to the built-in values. */
void mcts_reset_params(struct mcts *m);
/* The value parameter id (0..mcts_param_count()-1) has in searches on
 * this board size.  Stops a running search. */
double mcts_get_param(struct mcts *m, int id, int board_size);
/* Drop the tree (the position changed in a way the search did not see)
 * and the last search's statistics (mcts_get_stats: all zero, as before
 * the first search). */
void mcts_forget(struct mcts *m);

/* Search color's move in b (left as it was); returns the playouts run. */
long mcts_search(struct mcts *m, struct board *b, int color,
                 const struct mcts_limits *limits);
/* The move after a search of b: a point, PASS_MOVE, or -1 to resign (only
 * if allowed and below the threshold).  Passes only when passing wins by
 * area with the stones the search's ownership calls dead removed. */
int mcts_choose_move(struct mcts *m, struct board *b, int color,
                     int resign_allowed);
/* After a search of b: the most visited root move other than pass that
 * is legal in b (a point), if its win rate is at most margin below the
 * most visited move's; else (or if there is none) PASS_MOVE. */
int mcts_best_nonpass(struct mcts *m, struct board *b, double margin);
int mcts_genmove(struct mcts *m, struct board *b, int color,
                 const struct mcts_limits *limits, int resign_allowed);

/* Search in the background until mcts_stop (pondering, analysis).  b may
 * change once this returns.  Returns 0 if threads could not start. */
int mcts_start(struct mcts *m, struct board *b, int color);
/* The same within limits: the search ends by itself at the first limit
 * reached (mcts_search_done), and is joined by mcts_stop. */
int mcts_start_limited(struct mcts *m, struct board *b, int color,
                       const struct mcts_limits *limits);
/* Has the search stopped (limit reached, interrupted, or none running)? */
int mcts_search_done(const struct mcts *m);
void mcts_stop(struct mcts *m);
int mcts_running(const struct mcts *m);

/* The root's candidates, most visited first (safe while searching). */
int mcts_analysis(const struct mcts *m, struct mcts_candidate *out, int max);
/* Ownership of the last searched position by board position, from +1
 * (black owns it in every playout) to -1 (white); returns the playouts it
 * is based on. */
long mcts_ownership(const struct mcts *m, float *ownership);
/* The root's statistics; 0 (and r zeroed) before any search. */
int mcts_root_report(const struct mcts *m, struct mcts_root_report *r);
/* The prior share of each root move (mcts_candidate.policy) by board
 * position, PASS_MOVE for the pass, -1 where the root has no such move
 * (illegal, or filling an own eye); returns how many moves it has. */
int mcts_root_policy(const struct mcts *m, float *policy);
/* Standard deviation of each point's ownership over the playouts of the
 * last searched position (0..1); returns the playouts. */
long mcts_ownership_stdev(const struct mcts *m, float *stdev);
/* From the next search on, leave out of the root the moves with
 * avoid[pos] nonzero (board positions, PASS_MOVE for the pass; the pass
 * stays when nothing else is left); NULL for none.  The mask is copied;
 * the tree is dropped. */
void mcts_set_root_avoid(struct mcts *m, const unsigned char *avoid);
/* Keep the ownership after each root move from the next search on (costs
 * a second ownership update per playout and some memory per thread). */
void mcts_set_moves_ownership(struct mcts *m, int on);
/* Ownership (from +1 black to -1 white) and its standard deviation over
 * the playouts that began with move (a board position or PASS_MOVE) at
 * the root of the last search; returns those playouts, 0 (arrays zeroed)
 * if not kept or no such move.  stdev may be NULL. */
long mcts_move_ownership(const struct mcts *m, int move, float *ownership,
                         float *stdev);
/* Black's area score minus white's, komi included, if the game ended in
 * the last searched position: living stones plus regions (empty points
 * and dead stones) bordered by living stones of one colour only, stones
 * counting as dead when ownership gives their point to the other side. */
double mcts_final_score(const struct mcts *m);
/* Is the stone at pos of the last searched position dead by ownership? */
int mcts_is_dead(const struct mcts *m, int pos);
/* The last search's statistics (zero after mcts_forget). */
void mcts_get_stats(const struct mcts *m, struct mcts_stats *s);

#endif
