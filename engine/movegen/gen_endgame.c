#include <config.h>

#include <string.h>

#include "eye_fill.h"
#include "genmove.h"

/* Endgame moves: points on the boundary between the two sides' areas and
 * neutral points (dame).  Their value comes from the valuation, which sees
 * what each side gains by playing there first (the swing decides between
 * gote moves); a boundary move after which the opponent must answer to
 * avoid a bigger loss is marked sente and counts its follow-up too. */

static int next_to_color(const struct board *b, int pos, int color)
{
  for (int k = 0; k < 4; k++)
    if (b->board[pos + delta[k]] == color)
      return 1;
  return 0;
}

/* Owner of pos from color's point of view, with the opponent to move. */
static float owner_for(const struct genmove_context *ctx, int pos, int color)
{
  float o = ctx->before[OTHER_COLOR(ctx->color)].owner[pos];
  return color == BLACK ? o : -o;
}

/* After color plays pos, does it threaten to capture something it could
 * not capture before (so the opponent has to answer)? */
static float sente_follow_up(struct genmove_context *ctx, int pos)
{
  struct board *b = ctx->b;
  int other = OTHER_COLOR(ctx->color);
  float threat = 0.0f;

  if (!trymove(b, pos, ctx->color, "sente_follow_up", NO_MOVE))
    return 0.0f;
  if (countlib(b, pos) >= 2)
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] != other || countlib(b, n) > 2)
        continue;
      int origin = find_origin(b, n);
      if (ctx->tactics[origin].attack_code != 0)
        continue;                    /* threatened already */
      if (attack(ctx->reading, n, NULL) == WIN) {
        float v = 2.0f * countstones(b, n);
        if (v > threat)
          threat = v;
      }
    }
  popgo(b);
  return threat;
}

void gen_endgame_moves(struct genmove_context *ctx)
{
  struct board *b = ctx->b;
  int other = OTHER_COLOR(ctx->color);

  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(b, pos) || b->board[pos] != EMPTY)
      continue;
    int near_own = next_to_color(b, pos, ctx->color);
    int near_other = next_to_color(b, pos, other);
    float o = owner_for(ctx, pos, ctx->color);
    if (!near_own && !near_other)
      continue;
    if (!is_sensible_move(b, pos, ctx->color))
      continue;
    if (near_own && near_other && o > -0.2f && o < 0.2f) {
      add_move_reason(ctx->mr, pos, REASON_DAME, NO_MOVE, NO_MOVE, 0.3f, NULL);
      continue;
    }
    if (o <= -0.99f || o >= 0.99f)
      continue;
    if (near_own && (near_other || o < 0.5f)) {
      float follow = sente_follow_up(ctx, pos);
      if (follow > 0.0f)
        add_move_reason(ctx->mr, pos, REASON_ENDGAME, NO_MOVE, NO_MOVE,
                        0.5f * follow, "sente");
      else
        add_move_reason(ctx->mr, pos, REASON_ENDGAME, NO_MOVE, NO_MOVE, 0.5f, "gote");
    }
  }
}

/* The empty points and opponent stones reachable from str without
 * crossing color's stones: if that region is mostly color's area, str is a
 * dead stone to take off before the game ends. */
static int is_cleanup_target(struct genmove_context *ctx, int str)
{
  struct board *b = ctx->b;
  int color = ctx->color;
  int queue[MAX_BOARD * MAX_BOARD];
  unsigned char seen[BOARD_ARRAY_SIZE];
  int head = 0, tail = 0, eyes = 0;
  float owned = 0.0f;
  int empties = 0;

  memset(seen, 0, sizeof(seen));
  queue[tail++] = str;
  seen[str] = 1;
  while (head < tail) {
    int p = queue[head++];
    if (b->board[p] == EMPTY) {
      empties++;
      owned += owner_for(ctx, p, color);
      if (is_own_true_eye(b, p, OTHER_COLOR(color)))
        eyes++;
    }
    for (int k = 0; k < 4; k++) {
      int n = p + delta[k];
      if (ON_BOARD(b, n) && !seen[n] && b->board[n] != color) {
        seen[n] = 1;
        queue[tail++] = n;
      }
    }
  }
  return eyes < 2 && empties > 0 && owned > 0.5f * empties;
}

/* A move that takes a liberty from a dead opponent string (the attack
 * point if reading found one). */
int cleanup_move(struct genmove_context *ctx, const struct classic_options *opt)
{
  struct board *b = ctx->b;
  int other = OTHER_COLOR(ctx->color);
  int best = PASS_MOVE, best_libs = -1, target = NO_MOVE;

  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] != other || find_origin(b, pos) != pos
        || !is_cleanup_target(ctx, pos))
      continue;
    int libs[MAX_LIBERTIES];
    int n = findlib(b, pos, MAX_LIBERTIES, libs);
    if (n > MAX_LIBERTIES)
      n = MAX_LIBERTIES;
    for (int k = 0; k < n; k++) {
      int m = libs[k];
      if (opt && opt->allowed && !opt->allowed[m])
        continue;
      if (!is_sensible_move(b, m, ctx->color))
        continue;
      int mine = approxlib(b, m, ctx->color, MAX_LIBERTIES, NULL);
      if (m == ctx->tactics[pos].attack_point)
        mine += 100;
      if (mine > best_libs) {
        best_libs = mine;
        best = m;
        target = pos;
      }
    }
  }
  if (best != PASS_MOVE)
    add_move_reason(ctx->mr, best, REASON_CLEANUP, target, NO_MOVE, 0.1f, NULL);
  return best;
}
