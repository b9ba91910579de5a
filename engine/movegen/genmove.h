/* The classic move generator: many generators propose moves with reasons
 * (engine/move_reasons.h), one valuation gives each candidate a value in
 * points, and the best is played (ties broken by the seeded rng).
 *
 *   gen_capture.c   capture and save strings with few liberties
 *   gen_patterns.c  moves from the compiled pattern database
 *   gen_opening.c   corners, approaches, enclosures, extensions
 *   gen_endgame.c   boundary moves, dame, defensive fills
 *   gen_dragons.c   kill and save critical dragons, make and destroy eyes
 *                   of weak ones, connect and cut (engine/dragon.h)
 *   move_valuation.c  the evaluation of each candidate (territory after the
 *                   move with the tactical status of weak strings)
 */
#ifndef HANE_GENMOVE_H
#define HANE_GENMOVE_H

#include <stdint.h>

#include "engine/board/board.h"
#include "move_reasons.h"
#include "engine/reading/reading.h"
#include "territory_estimate.h"
#include "utils/rng.h"

struct classic_engine;
struct dragons;

struct classic_options {
  const unsigned char *allowed;   /* restricted genmove: nonzero = allowed */
  int cleanup;                    /* capture dead opponent stones first */
  double seconds;                 /* time for this move (0 = by level) */
};

struct classic_engine *classic_new(int level, uint64_t seed, int resign_allowed,
                                   int chinese_rules);
void classic_free(struct classic_engine *c);
void classic_set_level(struct classic_engine *c, int level);
/* The budget of the move being made (utils/budget.h), charged by every
 * reading genmove does; NULL: none. */
struct budget;
void classic_set_budget(struct classic_engine *c, struct budget *budget);
void classic_set_seed(struct classic_engine *c, uint64_t seed);
void classic_set_rules(struct classic_engine *c, int resign_allowed, int chinese_rules);
/* The real position changed in a way genmove did not see: caches
 * cleared, the last genmove's move values and reasons (top moves, all
 * move values) forgotten. */
void classic_position_changed(struct classic_engine *c);

/* Best move for color: a point, PASS_MOVE or -1 (resign).  The board is
 * left as it was.  opt may be NULL. */
int classic_genmove(struct classic_engine *c, struct board *b, int color,
                    const struct classic_options *opt);
/* Reasons and values of the last genmove. */
const struct move_reasons *classic_last_reasons(const struct classic_engine *c);
/* The best moves of the last genmove, best first: up to max moves with
 * positive value; returns how many. */
int classic_top_moves(const struct classic_engine *c, int max, int *moves, float *values);

/* Every move the last genmove valued, best first (negative values too). */
int classic_all_values(const struct classic_engine *c, int max, int *moves, float *values);

/* ---- Shared by the generators --------------------------------------- */

/* Tactical status of one string in the current position (GNU Go's worm
 * attack and defense codes): can it be captured if the opponent moves
 * first, can it be saved if its owner moves first. */
struct string_tactics {
  int attack_code;       /* WIN, KO_A, KO_B or 0 */
  int attack_point;
  int defense_code;      /* WIN (also when not attackable), KO_A, KO_B, 0 */
  int defense_point;
};

struct genmove_context {
  struct board *b;
  struct reading *reading;
  struct rng *rng;
  struct move_reasons *mr;
  int color;             /* side to move */
  int level;
  int chinese_rules;
  /* Tactics of the strings with few liberties, indexed by string origin;
   * read == 0 means not read (too many liberties to worry about). */
  unsigned char read[BOARD_ARRAY_SIZE];
  struct string_tactics tactics[BOARD_ARRAY_SIZE];
  /* For each side to move (WHITE, BLACK): how much of each stone counts as
   * dead, and the territory estimate of the position with that side to
   * move.  before[OTHER_COLOR(color)] is the position if color passes. */
  float dead[3][BOARD_ARRAY_SIZE];
  unsigned char exempt[3][BOARD_ARRAY_SIZE];   /* in atari, saved by owner */
  struct territory_estimate before[3];
  /* Origins of the strings near the move being valued (scratch). */
  unsigned char near[BOARD_ARRAY_SIZE];
  /* Random playouts judge which groups live: this many from the position
   * (0: the cheap weak-group judgment instead) and after each fully valued
   * move, on the two scratch boards (engine/playout_ownership.h). */
  int baseline_playouts;
  int move_playouts;
  struct board *playout_base;
  struct board *playout_scratch;
  /* The dragon analysis of the position (engine/dragon.h), computed
   * before the generators run; NULL when the level leaves no room for it
   * (gen_dragon_moves then adds nothing). */
  struct dragons *dragons;
  /* Points where a move changes nothing (dragon_point_is_settled). */
  unsigned char settled[BOARD_ARRAY_SIZE];
};

/* Bind ctx to a position and color to move, clear mr, read the tactics of
 * the weak strings and prepare the valuation: what every generator needs
 * before it runs. */
void genmove_context_init(struct genmove_context *ctx, struct board *b,
                          struct reading *reading, struct rng *rng,
                          struct move_reasons *mr, int color, int level,
                          int chinese_rules);

/* Largest liberty count for which strings get read. */
#define TACTICS_MAX_LIBERTIES 4

/* Fill ctx->tactics for every string with at most TACTICS_MAX_LIBERTIES. */
void read_string_tactics(struct genmove_context *ctx);
/* How much of a string counts as dead for a reading result (WIN 1, ko
 * results less). */
float dead_fraction(int code);

/* Valuation (move_valuation.c).  prepare_valuation fills ctx->dead and
 * ctx->before from ctx->tactics.  The gains are in points for mover,
 * relative to mover passing: the quick one keeps the tactical status of
 * every old string, the full one reads the strings the move may affect. */
void prepare_valuation(struct genmove_context *ctx);
float quick_move_gain(struct genmove_context *ctx, int pos, int mover);
float full_move_gain(struct genmove_context *ctx, int pos, int mover);

void gen_capture_moves(struct genmove_context *ctx);
void gen_pattern_moves(struct genmove_context *ctx);
void gen_opening_moves(struct genmove_context *ctx);
void gen_endgame_moves(struct genmove_context *ctx);
/* Reasons from ctx->dragons (gen_dragons.c): kill / life at critical
 * dragons' owl moves, eye moves of weak dragons, connections and cuts
 * next to weak dragons; also fills ctx->settled. */
void gen_dragon_moves(struct genmove_context *ctx);
/* In cleanup mode (kgs-genmove_cleanup), instead of passing: a move
 * against an opponent string left dead in color's area, or PASS_MOVE. */
int cleanup_move(struct genmove_context *ctx, const struct classic_options *opt);
/* GNU Go 1.1's biased random move, when nothing else is left. */
int gen_random_move(struct genmove_context *ctx);

#endif
