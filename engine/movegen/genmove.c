#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "engine/life/dragon.h"
#include "eye_fill.h"
#include "genmove.h"
#include "engine/life/owl.h"
#include "utils/budget.h"

/* The classic engine's genmove: the generators add reasons, every sensible
 * move gets a quick value (territory change with the known tactical
 * status, plus its reasons), the best few are valued fully (strings near
 * the move read again, for both sides: what we gain by playing there and
 * what the opponent would gain), and the best value wins. */

struct classic_engine {
  int level;
  struct board *playout_base;       /* scratch boards for the playouts */
  struct board *playout_scratch;
  int resign_allowed;
  int chinese_rules;
  uint64_t seed;
  struct rng rng;
  struct reading *reading;
  struct board *reading_board;
  /* The dragon analysis of the board read, with a reader of its own:
   * owl's questions deep in its searches would otherwise leave answers
   * in the cache that the valuation's questions at the root get. */
  struct reading *dragon_reading;
  struct dragons *dragons;
  struct budget *budget;            /* classic_set_budget */
  struct move_reasons reasons;
  struct genmove_context ctx;
  /* Values of the last genmove's fully valued candidates. */
  int nvalued;
  int valued[MAX_BOARD * MAX_BOARD];
};

/* Below this a move is not worth playing: pass instead. */
#define PASS_THRESHOLD 0.3f
/* Share of a pattern's value added to a move: the territorial part of
 * what a pattern knows is already in the valuation. */
#define PATTERN_WEIGHT 0.3f
/* Share of the capture and save values added on top of the territory a
 * move gains: a static estimate sees the stones change hands but not the
 * strength the capture brings or the weakness the loss would leave. */
#define TACTICAL_WEIGHT 1.0f
/* Playout moves per level step for the judgment of the position and for
 * the judgment after each fully valued move. */
#define BASELINE_PLAYOUT_MOVES 1800
#define MOVE_PLAYOUT_MOVES 400
/* From this level on the quick ranking also weighs the opponent's gain. */
#define QUICK_DENIAL_LEVEL 3
/* Weight of what the opponent would gain by playing the point first. */
#define DENIAL_WEIGHT 0.6f

struct classic_engine *classic_new(int level, uint64_t seed, int resign_allowed,
                                   int chinese_rules)
{
  struct classic_engine *c = calloc(1, sizeof(*c));
  if (!c)
    return NULL;
  c->playout_base = board_new(MAX_BOARD);
  c->playout_scratch = board_new(MAX_BOARD);
  if (!c->playout_base || !c->playout_scratch) {
    classic_free(c);
    return NULL;
  }
  classic_set_level(c, level);
  classic_set_seed(c, seed);
  classic_set_rules(c, resign_allowed, chinese_rules);
  move_reasons_clear(&c->reasons, BLACK);
  return c;
}

void classic_free(struct classic_engine *c)
{
  if (!c)
    return;
  dragons_free(c->dragons);
  if (c->dragon_reading)
    reading_free(c->dragon_reading);
  if (c->reading)
    reading_free(c->reading);
  board_free(c->playout_base);
  board_free(c->playout_scratch);
  free(c);
}

void classic_set_level(struct classic_engine *c, int level)
{
  c->level = level < 0 ? 0 : level > 10 ? 10 : level;
}

void classic_set_seed(struct classic_engine *c, uint64_t seed)
{
  c->seed = seed;
  rng_seed(&c->rng, seed);
}

/* Ties are broken by an rng seeded from the seed and the position, so one
 * position gets one answer whatever was asked before. */
void classic_set_rules(struct classic_engine *c, int resign_allowed, int chinese_rules)
{
  c->resign_allowed = resign_allowed;
  c->chinese_rules = chinese_rules;
}

void classic_position_changed(struct classic_engine *c)
{
  /* The last genmove's valuation was of a position that is gone. */
  c->nvalued = 0;
  move_reasons_clear(&c->reasons, BLACK);
  if (c->reading)
    reading_clear_cache(c->reading);
  if (c->dragons)
    dragons_clear(c->dragons);
  if (c->dragon_reading)
    reading_clear_cache(c->dragon_reading);
}

const struct move_reasons *classic_last_reasons(const struct classic_engine *c)
{
  return &c->reasons;
}

static int bind_reading(struct classic_engine *c, struct board *b)
{
  if (c->reading && c->reading_board != b) {
    dragons_free(c->dragons);
    c->dragons = NULL;
    if (c->dragon_reading)
      reading_free(c->dragon_reading);
    c->dragon_reading = NULL;
    reading_free(c->reading);
    c->reading = NULL;
  }
  if (!c->reading) {
    c->reading = reading_new(b);
    c->reading_board = b;
    /* Without memory for the dragons, genmove goes on without them. */
    c->dragon_reading = c->reading ? reading_new(b) : NULL;
    c->dragons = c->dragon_reading ? dragons_new(c->dragon_reading) : NULL;
  }
  if (!c->reading)
    return 0;
  reading_set_level(c->reading, c->level);
  reading_set_budget(c->reading, c->budget);
  if (c->dragon_reading) {
    reading_set_level(c->dragon_reading, c->level);
    reading_set_budget(c->dragon_reading, c->budget);
  }
  return 1;
}

void classic_set_budget(struct classic_engine *c, struct budget *budget)
{
  c->budget = budget;
}

/* From this level on the generators use the dragon analysis. */
#define DRAGON_LEVEL 3
/* ... and from this level on with owl reading of the weakest dragons.
 * Owl nodes are dear in game positions (about 1.6 ms each on 9x9, where
 * 300 nodes would more than double the time of a level 10 genmove), so
 * the budget per genmove is OWL_LEVEL_NODES at OWL_LEVEL and
 * OWL_NODES_PER_LEVEL more per level above, at most OWL_NODES_PER_SECOND
 * for each second the move may take, and at most OWL_CALL_NODES per owl
 * call. */
#define OWL_LEVEL 9
#define OWL_LEVEL_NODES 60
#define OWL_NODES_PER_LEVEL 15
#define OWL_NODES_PER_SECOND 40
#define OWL_CALL_NODES 40

/* Owl reading pays only where a dragon of some size has neither a sure
 * status nor room to run. */
#define OWL_DRAGON_SIZE 3
#define OWL_ESCAPE 8

static int worth_owl(const struct dragons *d)
{
  for (int id = 0; id < dragon_count(d); id++) {
    const struct dragon *dr = dragon_by_id(d, id);
    if (dr->crude_status != DRAGON_ALIVE && dr->size >= OWL_DRAGON_SIZE
        && dr->escape_route < OWL_ESCAPE && dr->safety != SAFETY_TACTICALLY_DEAD
        && dr->safety != SAFETY_INESSENTIAL)
      return 1;
  }
  return 0;
}

static long owl_budget(int level, double seconds)
{
  if (level < OWL_LEVEL)
    return 0;
  long nodes = OWL_LEVEL_NODES + OWL_NODES_PER_LEVEL * (level - OWL_LEVEL);
  if (seconds > 0.0 && seconds * OWL_NODES_PER_SECOND < nodes)
    nodes = (long) (seconds * OWL_NODES_PER_SECOND);
  return nodes;
}

/* How many candidates get the full valuation. */
static int full_valuation_count(int level, double seconds)
{
  int k = 4 + level;
  if (seconds > 0.0 && seconds < 0.5 && k > 6)
    k = 6;
  return k;
}

/* Playouts per judgment: a budget of playout moves that grows with the
 * level, spread over the board's points.  No upper cap: on 9x9 the capped
 * counts (96 and 24 at level 10) lost 16 positions of genmove.tst. */
static int playout_count(int level, int size, int moves_per_level, int least)
{
  int n = moves_per_level * (level + 1) / (size * size);
  return n < least ? least : n;
}

/* Reasons whose value the territory valuation does not see: shape,
 * strategy, forcing moves. */
static float strategic_bonus(const struct move_reasons *mr, int pos)
{
  float bonus = max_reason_value(mr, pos, REASON_OPENING)
                + PATTERN_WEIGHT * best_plus_worst_value(mr, pos, REASON_PATTERN)
                + 0.5f * max_reason_value(mr, pos, REASON_THREAT)
                + max_reason_value(mr, pos, REASON_LIFE)
                + max_reason_value(mr, pos, REASON_KILL)
                + 0.5f * max_reason_value(mr, pos, REASON_CONNECT)
                + 0.5f * max_reason_value(mr, pos, REASON_CUT);
  return bonus;
}

/* Capture and save values, summed over different strings. */
static float tactical_value(const struct move_reasons *mr, int pos)
{
  int index[64];
  int n = reasons_at(mr, pos, index, 64);
  float v = 0.0f;
  if (n > 64)
    n = 64;
  for (int k = 0; k < n; k++) {
    const struct move_reason *r = &mr->reason[index[k]];
    if (r->type == REASON_CAPTURE || r->type == REASON_SAVE)
      v += r->value;
  }
  return v;
}

static int may_play(struct genmove_context *ctx, const struct classic_options *opt, int pos)
{
  struct board *b = ctx->b;
  if (b->board[pos] != EMPTY || !is_legal_move(b, pos, ctx->color))
    return 0;
  if (opt && opt->allowed && !opt->allowed[pos])
    return 0;
  /* Inside a dead dragon's or an invincible group's area a move changes
   * nothing, unless it captures or saves something; in cleanup mode
   * removing dead stones is the point. */
  if (ctx->settled[pos] && !(opt && opt->cleanup)
      && !has_reason(ctx->mr, pos, REASON_CAPTURE) && !has_reason(ctx->mr, pos, REASON_SAVE))
    return 0;
  if (is_own_true_eye(b, pos, ctx->color))
    return 0;
  if (is_pointless_self_atari(b, pos, ctx->color)
      && !has_reason(ctx->mr, pos, REASON_CAPTURE)
      && !has_reason(ctx->mr, pos, REASON_KILL))
    return 0;
  return 1;
}

struct scored_move {
  int pos;
  float value;
  unsigned tiebreak;
};

static int by_value(const void *pa, const void *pb)
{
  const struct scored_move *a = pa, *b = pb;
  if (a->value != b->value)
    return a->value < b->value ? 1 : -1;
  if (a->tiebreak != b->tiebreak)
    return a->tiebreak < b->tiebreak ? -1 : 1;
  return a->pos - b->pos;
}

void genmove_context_init(struct genmove_context *ctx, struct board *b,
                          struct reading *reading, struct rng *rng,
                          struct move_reasons *mr, int color, int level,
                          int chinese_rules)
{
  ctx->b = b;
  ctx->reading = reading;
  ctx->rng = rng;
  ctx->mr = mr;
  ctx->color = color;
  ctx->level = level;
  ctx->chinese_rules = chinese_rules;
  move_reasons_clear(mr, color);
  read_string_tactics(ctx);
  prepare_valuation(ctx);
}

static void run_generators(struct genmove_context *ctx)
{
  gen_capture_moves(ctx);
  gen_pattern_moves(ctx);
  gen_opening_moves(ctx);
  gen_endgame_moves(ctx);
  gen_dragon_moves(ctx);
}

/* Points far from every stone and without a reason are all alike early in
 * the game; the opening generator proposes the ones worth valuing. */
static int worth_valuing(const struct genmove_context *ctx, int pos)
{
  const struct board *b = ctx->b;
  if (ctx->mr->first[pos] >= 0)
    return 1;
  for (int di = -2; di <= 2; di++)
    for (int dj = -2; dj <= 2; dj++) {
      int p = pos + di * NS + dj * WE;
      if (ON_BOARD1(b, p) && IS_STONE(b->board[p]))
        return 1;
    }
  return 0;
}

/* Quick values of every playable point, sorted best first. */
static int quick_values(struct genmove_context *ctx, const struct classic_options *opt,
                        struct scored_move *moves)
{
  struct board *b = ctx->b;
  int other = OTHER_COLOR(ctx->color);
  int n = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(b, pos) || !worth_valuing(ctx, pos) || !may_play(ctx, opt, pos))
      continue;
    /* Out of time: the points seen so far are the candidates. */
    if (n > 0 && budget_check(reading_budget(ctx->reading)))
      break;
    float v = quick_move_gain(ctx, pos, ctx->color);
    /* The lowest levels rank by their own gain only (half the work). */
    if (ctx->level >= QUICK_DENIAL_LEVEL && is_legal(b, pos, other))
      v += DENIAL_WEIGHT * quick_move_gain(ctx, pos, other);
    v += tactical_value(ctx->mr, pos) + strategic_bonus(ctx->mr, pos);
    moves[n].pos = pos;
    moves[n].value = v;
    moves[n].tiebreak = (unsigned) rng_next(ctx->rng);
    n++;
  }
  qsort(moves, n, sizeof(moves[0]), by_value);
  return n;
}

static float full_value(struct genmove_context *ctx, int pos)
{
  int other = OTHER_COLOR(ctx->color);
  float own = full_move_gain(ctx, pos, ctx->color);
  float denied = 0.0f;
  if (is_legal(ctx->b, pos, other)) {
    denied = full_move_gain(ctx, pos, other);
    if (denied < 0.0f)
      denied = 0.0f;
  }
  add_move_reason(ctx->mr, pos, REASON_TERRITORY, NO_MOVE, NO_MOVE, own, "own gain");
  if (denied > 0.0f)
    add_move_reason(ctx->mr, pos, REASON_TERRITORY, NO_MOVE, NO_MOVE,
                    DENIAL_WEIGHT * denied, "denies opponent");
  return own + DENIAL_WEIGHT * denied + strategic_bonus(ctx->mr, pos)
         + TACTICAL_WEIGHT * tactical_value(ctx->mr, pos);
}

/* The dragon analysis for the generators, or NULL below DRAGON_LEVEL.
 * Owl reading (critical dragons) costs the most: it gets a node budget
 * that grows with the level and none when time is short. */
static struct dragons *analyse_dragons(struct classic_engine *c, struct board *b,
                                       double seconds)
{
  if (!c->dragons || c->level < DRAGON_LEVEL || b->stackp != 0)
    return NULL;
  long nodes = owl_budget(c->level, seconds);
  owl_set_node_limit(dragons_owl(c->dragons), OWL_CALL_NODES);
  dragons_set_owl_budget(c->dragons, nodes);
  dragons_compute(c->dragons, 0);
  if (nodes > 0 && worth_owl(c->dragons))
    dragons_compute(c->dragons, 1);
  return c->dragons;
}

static int should_resign(struct classic_engine *c, struct genmove_context *ctx,
                         float best_value)
{
  struct board *b = ctx->b;
  int size = b->board_size;
  int stones = stones_on_board(b, BLACK) + stones_on_board(b, WHITE);
  if (!c->resign_allowed || stones < size * size / 2)
    return 0;
  float score = territory_score(&ctx->before[OTHER_COLOR(ctx->color)], ctx->color);
  score += ctx->color == WHITE ? b->komi : -b->komi;
  return score + best_value < -0.3f * size * size;
}

static int classic_pick(struct classic_engine *c, struct board *b, int color,
                        const struct classic_options *opt)
{
  struct genmove_context *ctx = &c->ctx;
  struct scored_move moves[MAX_BOARD * MAX_BOARD];
  int n, k;

  ctx->playout_base = c->playout_base;
  ctx->playout_scratch = c->playout_scratch;
  ctx->baseline_playouts = playout_count(c->level, b->board_size, BASELINE_PLAYOUT_MOVES, 4);
  ctx->move_playouts = c->level < 3 ? 0
                       : playout_count(c->level, b->board_size, MOVE_PLAYOUT_MOVES, 4);
  ctx->dragons = analyse_dragons(c, b, opt ? opt->seconds : 0.0);
  genmove_context_init(ctx, b, c->reading, &c->rng, &c->reasons, color,
                       c->level, c->chinese_rules);
  c->nvalued = 0;

  run_generators(ctx);
  n = quick_values(ctx, opt, moves);
  if (n == 0)
    return PASS_MOVE;

  /* Full valuation of the best few and of every tactical move. */
  k = full_valuation_count(c->level, opt ? opt->seconds : 0.0);
  int m = 0;
  for (int i = 0; i < n; i++) {
    int pos = moves[i].pos;
    int tactical = has_reason(ctx->mr, pos, REASON_CAPTURE)
                   || has_reason(ctx->mr, pos, REASON_SAVE);
    if (i >= k && !(tactical && i < 3 * k))
      continue;
    /* Out of time (utils/budget.h): the moves valued so far decide. */
    if (m > 0 && budget_check(c->budget))
      break;
    moves[m].pos = pos;
    moves[m].value = full_value(ctx, pos);
    moves[m].tiebreak = moves[i].tiebreak;
    m++;
  }
  qsort(moves, m, sizeof(moves[0]), by_value);
  for (int i = 0; i < m; i++) {
    c->reasons.value[moves[i].pos] = moves[i].value;
    c->valued[i] = moves[i].pos;
  }
  c->nvalued = m;

  if (should_resign(c, ctx, m > 0 ? moves[0].value : 0.0f))
    return -1;
  if (m > 0 && moves[0].value > PASS_THRESHOLD)
    return moves[0].pos;
  /* Nothing of value on a board still mostly empty: the valuation sees
   * nothing to do, so fall back on GNU Go 1.1's biased random move. */
  if (stones_on_board(b, BLACK) + stones_on_board(b, WHITE) < b->board_size * b->board_size / 4) {
    int pos = gen_random_move(ctx);
    if (pos != PASS_MOVE && (!opt || !opt->allowed || opt->allowed[pos])) {
      add_move_reason(ctx->mr, pos, REASON_RANDOM, NO_MOVE, NO_MOVE, 0.0f, NULL);
      return pos;
    }
  }
  return PASS_MOVE;
}

int classic_genmove(struct classic_engine *c, struct board *b, int color,
                    const struct classic_options *opt)
{
  if (!bind_reading(c, b))
    return PASS_MOVE;
  rng_seed(&c->rng, position_seed(b, color, c->seed));
  int move = classic_pick(c, b, color, opt);
  if (move == PASS_MOVE && opt && opt->cleanup)
    move = cleanup_move(&c->ctx, opt);
  return move;
}

int classic_all_values(const struct classic_engine *c, int max, int *moves, float *values)
{
  int n = 0;
  for (int i = 0; i < c->nvalued && n < max; i++) {
    moves[n] = c->valued[i];
    if (values)
      values[n] = c->reasons.value[c->valued[i]];
    n++;
  }
  return n;
}

int classic_top_moves(const struct classic_engine *c, int max, int *moves, float *values)
{
  int n = 0;
  for (int i = 0; i < c->nvalued && n < max; i++) {
    int pos = c->valued[i];
    float v = c->reasons.value[pos];
    if (v <= 0.0f)
      break;
    moves[n] = pos;
    if (values)
      values[n] = v;
    n++;
  }
  return n;
}
