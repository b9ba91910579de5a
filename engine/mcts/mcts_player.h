/* The MCTS player behind the engine facade: turns the engine's settings
 * and move budgets into searches, ponders on the opponent's time, and runs
 * background analysis.  Every call except the analysis readers stops a
 * running background search first. */
#ifndef HANE_MCTS_PLAYER_H
#define HANE_MCTS_PLAYER_H

#include <stddef.h>
#include <stdint.h>
#include "engine/board/board.h"
#include "mcts.h"

struct mcts_player_settings {
  int threads;
  uint64_t seed;
  long playouts;              /* per move; 0: by time */
  int resign_allowed;
  double resign_threshold;    /* 0: never */
  int pondering;              /* search on the opponent's time */
  size_t max_nodes;           /* 0: default */
  int reproducible;           /* playouts from the time at a nominal rate */
  struct mcts_settings params;  /* search parameters set by name */
  struct budget *budget;      /* charged by the priors' reading, or NULL */
  const struct policy_model *learned_model;  /* for priors, or NULL */
  long playout_cap;           /* no search runs more playouts; 0: no cap */
};

struct mcts_player;
struct policy_model;

/* Asked before the player passes in a position its own ownership counts
 * as won: 1 if the stones' status the judge of the game would see agrees
 * (passing is safe), 0 if the player should play on.  May read b (with
 * trymove/popgo) but must leave it as it was. */
typedef int (*mcts_pass_check_fn)(void *data, struct board *b, int color);

struct mcts_player *mcts_player_new(const struct mcts_player_settings *s);
void mcts_player_free(struct mcts_player *p);
/* New settings; a new seed or thread count drops the tree. */
int mcts_player_configure(struct mcts_player *p,
                          const struct mcts_player_settings *s);
/* The check consulted before a winning pass (NULL: none). */
void mcts_player_set_pass_check(struct mcts_player *p, mcts_pass_check_fn fn,
                                void *data);
/* The position changed in a way the player did not see. */
void mcts_player_forget(struct mcts_player *p);

/* A move for color in b within seconds (and the playout setting): a
 * point, PASS_MOVE or -1 to resign.  b is left as it was; with pondering
 * on, the search goes on in the background after the move.  A
 * reproducible player counts playouts for those seconds instead, and
 * watches the clock only when clock_running (a game with time limits). */
int mcts_player_genmove(struct mcts_player *p, struct board *b, int color,
                        double seconds, int clock_running);
/* The same, and the search ends after limit_seconds of wall time whatever
 * it counts (0: no such limit); with may_resign 0 it never resigns, whatever
 * the settings say (a question, not a move of the game). */
int mcts_player_genmove_within(struct mcts_player *p, struct board *b, int color,
                               double seconds, int clock_running,
                               double limit_seconds, int may_resign);

/* Analysis: search b for color in the background until stopped. */
int mcts_player_analyze_start(struct mcts_player *p, struct board *b,
                              int color);
void mcts_player_stop(struct mcts_player *p);
/* The search itself, for mcts_analysis, mcts_ownership, mcts_get_stats,
 * mcts_final_score (safe while a background search runs). */
struct mcts *mcts_player_search(struct mcts_player *p);

#endif
