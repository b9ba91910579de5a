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

/* ---- Tactical reading and worms (engine_reading.c) ----------------------
 * Reading answers are 0 when the goal cannot be reached, otherwise 1 (it
 * can), 2 (with a ko the side takes first) or 3 (with a ko the side must
 * find a threat for first), as GNU Go's GTP prints them; *move gets the
 * move that does it (NO_MOVE if none is needed).  Strings are given by
 * any of their stones; pairs must be of one colour (else 0). */
int engine_attack(struct engine *e, struct board *b, int str, int *move);
int engine_find_defense(struct engine *e, struct board *b, int str, int *move);
int engine_attack_either(struct engine *e, struct board *b, int str1, int str2);
int engine_defend_both(struct engine *e, struct board *b, int str1, int str2);
/* Does the opponent's / str's own move at move capture / save str? */
int engine_does_attack(struct engine *e, struct board *b, int move, int str);
int engine_does_defend(struct engine *e, struct board *b, int move, int str);
/* A strict ladder on a string of exactly two liberties. */
int engine_ladder_attack(struct engine *e, struct board *b, int str, int *move);
int engine_connect(struct engine *e, struct board *b, int str1, int str2,
                   int *move);
int engine_disconnect(struct engine *e, struct board *b, int str1, int str2,
                      int *move);
/* Reading depths one deeper (+1) or shallower (-1) than the level's. */
void engine_change_depths(struct engine *e, int delta);
long engine_reading_nodes(struct engine *e);
void engine_reset_reading_nodes(struct engine *e);
long engine_trymoves(struct engine *e);
void engine_reset_trymoves(struct engine *e);

/* Unconditional status of a point (Benson). */
#define ENGINE_UNCONDITIONAL_UNKNOWN 0
#define ENGINE_UNCONDITIONAL_ALIVE 1
#define ENGINE_UNCONDITIONAL_DEAD 2
#define ENGINE_UNCONDITIONAL_WHITE_TERRITORY 3
#define ENGINE_UNCONDITIONAL_BLACK_TERRITORY 4

/* What the engine knows about the string (or empty point) at pos, as
 * GNU Go's worm_data shows it: attack and defence codes in GNU Go's own
 * numbering (5 win, 4 ko taken first, 1 ko after a threat, 0 none). */
struct engine_worm {
  int color;
  int origin;
  int size;
  double effective_size;
  int liberties;
  int liberties2;
  int liberties3;
  int liberties4;
  int attack_code;
  int attack_point;
  int defense_code;
  int defense_point;
  int lunch;
  int cutstone;
  int cutstone2;
  int genus;
  int inessential;
  int invincible;
  int unconditional_status;
};
/* Fills w for pos (a point of b's board); returns 0 for a point off the
 * board. */
int engine_worm(struct engine *e, struct board *b, int pos,
                struct engine_worm *w);

#endif
