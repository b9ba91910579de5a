/* The engine's public face: what interface/ may call.  interface/ includes
 * this header (and board.h through it), never the engine's internals. */
#ifndef HANE_ENGINE_H
#define HANE_ENGINE_H

#include <stdint.h>
#include "board.h"

/* Which move generator plays genmove. */
enum engine_kind { ENGINE_CLASSIC, ENGINE_MCTS };

struct engine_config {
  enum engine_kind kind;
  int level;                 /* 0..10, strength against time (default 10) */
  uint64_t seed;             /* every answer is reproducible for one seed */
  int threads;               /* MCTS search threads */
  long playouts;             /* MCTS playouts per move, 0 = by time */
  int resign_allowed;
  int chinese_rules;         /* area scoring when set, else territory */
};

/* How much time genmove may spend on this move, already decided by the
 * caller from the game clock (seconds, > 0). */
struct move_budget {
  double seconds;
};

struct engine;

struct engine *engine_new(const struct engine_config *config);
void engine_free(struct engine *e);
const struct engine_config *engine_get_config(const struct engine *e);
void engine_set_seed(struct engine *e, uint64_t seed);
void engine_set_level(struct engine *e, int level);

/* The position changed in a way the engine did not see (clear_board,
 * loadsgf, undo): drop caches and search trees. */
void engine_position_changed(struct engine *e, const struct board *b);

/* Best move for color: a point, PASS_MOVE, or -1 to resign (only when the
 * config allows it).  The board is left as it was. */
int engine_genmove(struct engine *e, struct board *b, int color,
                   const struct move_budget *budget);

/* Fixed handicap points as GNU Go places them; returns how many were
 * stored (0 if n is not possible on this size). */
int fixed_handicap_points(int board_size, int n, int *points);

/* ---- Live analysis for clients (engine_analysis.c) ----------------------
 * lz-analyze, kata-analyze and genmove_analyze watch the Monte Carlo search
 * while it runs: start it in the background, read its candidates as often
 * as the client wants, stop it when the client sends a command. */

#define ENGINE_PV_MAX 24

struct engine_candidate {
  int move;                  /* a point or PASS_MOVE */
  int visits;
  double winrate;            /* for the side to move, 0..1 */
  double prior;              /* the move's prior win rate, 0..1 */
  int pv_length;             /* pv[0] is move */
  int pv[ENGINE_PV_MAX];
};

struct engine_analysis;

/* Search color's move in b in the background (b is copied: it may change
 * afterwards).  NULL if the search cannot start. */
struct engine_analysis *engine_analysis_start(struct engine *e, const struct board *b,
                                              int color);
/* The same search run to the end at once: this many playouts (0: as many
 * as the configured level asks for), reproducible for one seed.  The
 * result is read with the functions below; NULL if it cannot run. */
struct engine_analysis *engine_analysis_run(struct engine *e, const struct board *b,
                                            int color, long playouts);
/* The candidates so far, most visited first; returns how many (<= max). */
int engine_analysis_candidates(struct engine_analysis *a,
                               struct engine_candidate *out, int max);
/* Playouts so far. */
long engine_analysis_playouts(struct engine_analysis *a);
/* Ownership so far by board point, +1 black .. -1 white (BOARD_ARRAY_SIZE
 * entries); returns the playouts it rests on. */
long engine_analysis_ownership(struct engine_analysis *a, float *ownership);
/* Stop searching; the move the search chose (a point, PASS_MOVE, or -1 to
 * resign when resigning is allowed), legal in the position searched. */
int engine_analysis_stop(struct engine_analysis *a);
void engine_analysis_free(struct engine_analysis *a);

#endif
