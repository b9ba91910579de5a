#include <config.h>

#include <string.h>

#include "genmove.h"
#include "playout_ownership.h"
#include "weak_groups.h"

/* A move is worth the change it makes to the estimated score, seen with
 * the opponent to move afterwards: strings the opponent could then capture
 * count as lost, the opponent's strings that cannot be saved count as
 * captured, and the territory estimate does the rest. */

/* Strings within this (Manhattan) distance of a move are read again. */
#define NEAR_DISTANCE 3
/* A stone surviving at least SAFE_SHARE of the playouts is alive, one
 * surviving at most LOST_SHARE dead, and in between partly dead. */
#define SAFE_SHARE 0.7f
#define LOST_SHARE 0.2f

/* Raises dead[] by how often each stone dies in random playouts of b (at
 * stack level 0) with to_move first; strings that reading says their
 * owner, to move, saves (exempt) keep their tactical verdict.  The
 * playouts are charged to the reading's budget: returns 0, changing
 * nothing, when it was spent before one was played. */
static int playout_dead(struct genmove_context *ctx, const struct board *b, int to_move,
                        int playouts, const unsigned char *exempt, float *dead)
{
  float owner[BOARD_ARRAY_SIZE];
  if (playout_ownership(b, to_move, playouts, ctx->rng, reading_budget(ctx->reading),
                        ctx->playout_scratch, owner) == 0)
    return 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int c = b->board[pos];
    if (!IS_STONE(c) || (exempt && exempt[pos]))
      continue;
    float survive = ((c == BLACK ? owner[pos] : -owner[pos]) + 1.0f) / 2.0f;
    float f = (SAFE_SHARE - survive) / (SAFE_SHARE - LOST_SHARE);
    f = f < 0.0f ? 0.0f : f > 1.0f ? 1.0f : f;
    if (f > dead[pos])
      dead[pos] = f;
  }
  return 1;
}

/* Dead fractions with side `to_move` about to play. */
static void baseline_dead(struct genmove_context *ctx, int to_move, float *dead)
{
  struct board *b = ctx->b;
  unsigned char *exempt = ctx->exempt[to_move];
  memset(exempt, 0, BOARD_ARRAY_SIZE);
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    dead[pos] = 0.0f;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!IS_STONE(b->board[pos]))
      continue;
    int origin = find_origin(b, pos);
    const struct string_tactics *t = &ctx->tactics[origin];
    if (!ctx->read[origin] || t->attack_code == 0)
      continue;
    if (b->board[pos] == to_move) {
      dead[pos] = 1.0f - dead_fraction(t->defense_code);
      exempt[pos] = dead[pos] == 0.0f;
    }
    else
      dead[pos] = dead_fraction(t->attack_code);
  }
}

void prepare_valuation(struct genmove_context *ctx)
{
  /* The territory with the tactical status first, then with the groups
   * that die in the playouts (or look weak) counted (partly) dead too. */
  for (int to_move = WHITE; to_move <= BLACK; to_move++) {
    baseline_dead(ctx, to_move, ctx->dead[to_move]);
    estimate_territory(ctx->b, ctx->dead[to_move], &ctx->before[to_move]);
    /* Weak groups instead when there are no playouts (low levels, or the
     * question's budget is spent). */
    if (ctx->baseline_playouts == 0
        || !playout_dead(ctx, ctx->b, to_move, ctx->baseline_playouts,
                         ctx->exempt[to_move], ctx->dead[to_move]))
      mark_weak_groups(ctx->b, ctx->dead[to_move], ctx->exempt[to_move],
                       ctx->before[to_move].owner);
    estimate_territory(ctx->b, ctx->dead[to_move], &ctx->before[to_move]);
  }
}

static void mark_near_strings(struct genmove_context *ctx, int pos)
{
  struct board *b = ctx->b;
  int size = b->board_size;
  int i0 = I(pos), j0 = J(pos);
  memset(ctx->near, 0, sizeof(ctx->near));
  for (int i = i0 - NEAR_DISTANCE; i <= i0 + NEAR_DISTANCE; i++)
    for (int j = j0 - NEAR_DISTANCE; j <= j0 + NEAR_DISTANCE; j++) {
      int di = i > i0 ? i - i0 : i0 - i, dj = j > j0 ? j - j0 : j0 - j;
      if (i < 0 || j < 0 || i >= size || j >= size || di + dj > NEAR_DISTANCE)
        continue;
      if (IS_STONE(b->board[POS(i, j)]))
        ctx->near[find_origin(b, POS(i, j))] = 1;
    }
}

/* Dead fractions after mover played (the other side to move): strings
 * near the move with few liberties, and every string in atari or with two
 * liberties (ladders reach far), are read again; then the playouts from
 * ctx->playout_base (the position after the move) or the weak-group
 * judgment add their verdict. */
static void dead_after_move(struct genmove_context *ctx, int mover, float *dead)
{
  struct board *b = ctx->b;
  int to_move = OTHER_COLOR(mover);
  float string_dead[BOARD_ARRAY_SIZE];
  unsigned char done[BOARD_ARRAY_SIZE];
  unsigned char escapes[BOARD_ARRAY_SIZE];   /* in atari but saved */
  unsigned char exempt[BOARD_ARRAY_SIZE];

  memset(done, 0, sizeof(done));
  memset(exempt, 0, sizeof(exempt));
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    dead[pos] = 0.0f;
    if (!IS_STONE(b->board[pos]))
      continue;
    int origin = find_origin(b, pos);
    if (!done[origin]) {
      int libs = countlib(b, origin);
      float f = 0.0f;
      done[origin] = 1;
      escapes[origin] = 0;
      if (libs <= 2 || (ctx->near[origin] && libs <= TACTICS_MAX_LIBERTIES)) {
        if (b->board[origin] == mover)
          f = dead_fraction(attack(ctx->reading, origin, NULL));
        else if (attack(ctx->reading, origin, NULL) != 0) {
          f = 1.0f - dead_fraction(find_defense(ctx->reading, origin, NULL));
          escapes[origin] = f == 0.0f;
        }
      }
      /* Far strings keep the position's verdict too; the new stone has
       * none (its point was empty). */
      if (!ctx->near[origin] && ctx->dead[to_move][pos] > f)
        f = ctx->dead[to_move][pos];
      string_dead[origin] = f;
    }
    dead[pos] = string_dead[origin];
    /* Far from the move the position's playouts stand; near it the
     * playouts after the move judge (their noise stays local). */
    exempt[pos] = escapes[origin] || (ctx->move_playouts > 0 && !ctx->near[origin]);
  }
  if (ctx->move_playouts == 0
      || !playout_dead(ctx, ctx->playout_base, to_move, ctx->move_playouts, exempt, dead))
    mark_weak_groups(b, dead, exempt, ctx->before[to_move].owner);
}

static float gain_after(struct genmove_context *ctx, int pos, int mover,
                        const float *dead)
{
  struct territory_estimate after;
  int to_move = OTHER_COLOR(mover);

  estimate_territory(ctx->b, dead, &after);
  float gain = territory_score(&after, mover) - territory_score(&ctx->before[to_move], mover);
  /* Under territory counting a stone in one's own territory costs a point. */
  if (!ctx->chinese_rules) {
    float owner = ctx->before[to_move].owner[pos];
    if ((mover == BLACK ? owner : -owner) >= 0.99f)
      gain -= 1.0f;
  }
  return gain;
}

float quick_move_gain(struct genmove_context *ctx, int pos, int mover)
{
  struct board *b = ctx->b;
  int to_move = OTHER_COLOR(mover);
  float gain;

  if (!trymove(b, pos, mover, "quick_move_gain", NO_MOVE))
    return -1000.0f;
  float dead[BOARD_ARRAY_SIZE];
  memcpy(dead, ctx->dead[to_move], sizeof(dead));
  dead[pos] = 0.0f;
  mark_weak_groups(b, dead, ctx->exempt[to_move], ctx->before[to_move].owner);
  gain = gain_after(ctx, pos, mover, dead);
  popgo(b);
  return gain;
}

float full_move_gain(struct genmove_context *ctx, int pos, int mover)
{
  struct board *b = ctx->b;
  float dead[BOARD_ARRAY_SIZE];
  float gain;

  if (ctx->move_playouts > 0) {
    board_copy(ctx->playout_base, b);
    if (!play_move(ctx->playout_base, pos, mover))
      return -1000.0f;
  }
  if (!trymove(b, pos, mover, "full_move_gain", NO_MOVE))
    return -1000.0f;
  mark_near_strings(ctx, pos);
  dead_after_move(ctx, mover, dead);
  gain = gain_after(ctx, pos, mover, dead);
  popgo(b);
  return gain;
}
