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
  double resign_threshold;   /* MCTS: resign below this winning rate */
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

/* ---- Rules, cleanup, scoring and free handicap (engine.c, score.c,
 * handicap.c) ------------------------------------------------------------ */

void engine_set_rules(struct engine *e, int chinese_rules);

/* engine_genmove for the cleanup phase (kgs-genmove_cleanup): does not pass
 * while the other side still has dead stones on the board. */
int engine_genmove_cleanup(struct engine *e, struct board *b, int color,
                           const struct move_budget *budget);

/* Final status of points: stones are alive, dead or in seki, empty points
 * are territory or dame. */
#define FINAL_ALIVE 1
#define FINAL_DEAD 2
#define FINAL_SEKI 3
#define FINAL_WHITE_TERRITORY 4
#define FINAL_BLACK_TERRITORY 5
#define FINAL_DAME 6
void engine_final_status(struct engine *e, struct board *b, int status[BOARD_ARRAY_SIZE]);
/* White's points minus Black's, komi included, by the configured rules. */
double engine_final_score(struct engine *e, struct board *b);

/* Free handicap (place_free_handicap): the fixed points first, then points
 * spread over the board; returns how many were stored, 0 if n < 2 or the
 * board cannot take n stones. */
int free_handicap_points(int board_size, int n, int *points);

#endif
