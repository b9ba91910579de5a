#include <config.h>

#include "genmove.h"

/* Capture and save, GNU Go 1.1's findwinner and findsaver grown up: every
 * string with few liberties is read out (ladders included), the opponent's
 * that can be captured while they could still be saved give capture
 * reasons, our own that could be captured but can be saved give save
 * reasons.  Values grow with the string's size and with what the capture
 * or the rescue does to the strings around it. */

float dead_fraction(int code)
{
  switch (code) {
  case WIN:
    return 1.0f;
  case KO_A:
    return 0.6f;
  case KO_B:
    return 0.4f;
  default:
    return 0.0f;
  }
}

void read_string_tactics(struct genmove_context *ctx)
{
  struct board *b = ctx->b;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    ctx->read[pos] = 0;
    ctx->tactics[pos].attack_code = 0;
    ctx->tactics[pos].attack_point = NO_MOVE;
    ctx->tactics[pos].defense_code = WIN;
    ctx->tactics[pos].defense_point = NO_MOVE;
  }
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    struct string_tactics *t = &ctx->tactics[pos];
    if (!IS_STONE(b->board[pos]) || find_origin(b, pos) != pos)
      continue;
    if (countlib(b, pos) > TACTICS_MAX_LIBERTIES)
      continue;
    ctx->read[pos] = 1;
    t->attack_code = attack(ctx->reading, pos, &t->attack_point);
    if (t->attack_code != 0)
      t->defense_code = find_defense(ctx->reading, pos, &t->defense_point);
  }
}

static const struct string_tactics *tactics_of(const struct genmove_context *ctx, int str)
{
  return &ctx->tactics[find_origin(ctx->b, str)];
}

/* Own strings next to str that are in danger: capturing str rescues them. */
static float rescued_neighbors_value(const struct genmove_context *ctx, int str)
{
  int adj[MAX_NEIGHBORS];
  int n = chainlinks(ctx->b, str, adj);
  float value = 0.0f;
  for (int k = 0; k < n; k++) {
    const struct string_tactics *t = tactics_of(ctx, adj[k]);
    if (t->attack_code != 0)
      value += 2.0f * countstones(ctx->b, adj[k]) * dead_fraction(t->attack_code);
  }
  /* Capturing a string between several of our strings joins them. */
  if (n >= 2)
    value += 1.0f * (n - 1);
  return value;
}

static float capture_value(const struct genmove_context *ctx, int str, int code)
{
  float v = 2.0f * countstones(ctx->b, str) + rescued_neighbors_value(ctx, str);
  return v * dead_fraction(code);
}

/* Saving a string also keeps its neighbours (opponent strings it was
 * attacking) under pressure; count its size and a liberty bonus. */
static float save_value(const struct genmove_context *ctx, int str, int code)
{
  int adj[MAX_NEIGHBORS];
  int n = chainlinks(ctx->b, str, adj);
  float v = 2.0f * countstones(ctx->b, str) + 0.5f;
  for (int k = 0; k < n; k++)
    if (tactics_of(ctx, adj[k])->attack_code != 0)
      v += 0.5f * countstones(ctx->b, adj[k]);
  return v * dead_fraction(code);
}

/* Moves worth checking as alternatives: liberties of the string, and
 * liberties of adjacent strings short of liberties (capturing those). */
static int tactical_candidates(struct board *b, int str, int *moves, int max)
{
  int n = findlib(b, str, max, moves);
  if (n > max)
    n = max;
  int adj[MAX_NEIGHBORS];
  int na = chainlinks3(b, str, adj, 2);
  for (int k = 0; k < na && n < max; k++) {
    int libs[2];
    int nl = findlib(b, adj[k], 2, libs);
    if (nl > 2)
      nl = 2;
    for (int l = 0; l < nl && n < max; l++) {
      int dup = 0;
      for (int m = 0; m < n; m++)
        dup |= moves[m] == libs[l];
      if (!dup)
        moves[n++] = libs[l];
    }
  }
  return n;
}

static void add_capture_reasons(struct genmove_context *ctx, int str)
{
  const struct string_tactics *t = &ctx->tactics[str];
  float value;
  int moves[MAX_LIBERTIES + 8];
  int n;

  if (t->attack_code == 0)
    return;
  if (t->defense_code == 0) {
    /* Already dead: taking it off is worth little unless it matters at the
     * end (the valuation decides). */
    value = 0.25f * countstones(ctx->b, str);
  }
  else
    value = capture_value(ctx, str, t->attack_code);
  if (t->attack_point != NO_MOVE)
    add_move_reason(ctx->mr, t->attack_point, REASON_CAPTURE, str, NO_MOVE, value, NULL);
  n = tactical_candidates(ctx->b, str, moves, MAX_LIBERTIES + 8);
  for (int k = 0; k < n; k++) {
    int m = moves[k];
    if (m == t->attack_point || !is_legal(ctx->b, m, ctx->color))
      continue;
    int code = does_attack(ctx->reading, m, str);
    if (code != 0) {
      float v = t->defense_code == 0 ? value
                : capture_value(ctx, str, code);
      add_move_reason(ctx->mr, m, REASON_CAPTURE, str, NO_MOVE, v, NULL);
    }
  }
}

static void add_save_reasons(struct genmove_context *ctx, int str)
{
  const struct string_tactics *t = &ctx->tactics[str];
  int moves[MAX_LIBERTIES + 8];
  int n;

  if (t->attack_code == 0 || t->defense_code == 0)
    return;
  if (t->defense_point != NO_MOVE)
    add_move_reason(ctx->mr, t->defense_point, REASON_SAVE, str, NO_MOVE,
                    save_value(ctx, str, t->defense_code), NULL);
  n = tactical_candidates(ctx->b, str, moves, MAX_LIBERTIES + 8);
  for (int k = 0; k < n; k++) {
    int m = moves[k];
    if (m == t->defense_point || !is_legal(ctx->b, m, ctx->color))
      continue;
    int code = does_defend(ctx->reading, m, str);
    if (code != 0)
      add_move_reason(ctx->mr, m, REASON_SAVE, str, NO_MOVE,
                      save_value(ctx, str, code), NULL);
  }
}

/* An atari on a string that escapes is still a forcing move; double
 * ataris (two strings, one move) often win one of them. */
static void add_threat_reasons(struct genmove_context *ctx, int str)
{
  struct board *b = ctx->b;
  int libs[2];

  if (countlib(b, str) != 2 || ctx->tactics[str].attack_code != 0)
    return;
  findlib(b, str, 2, libs);
  for (int k = 0; k < 2; k++) {
    int m = libs[k];
    if (!is_legal(b, m, ctx->color) || is_self_atari(b, m, ctx->color))
      continue;
    float value = 0.3f * countstones(b, str);
    /* Another opponent string this move also puts in atari. */
    for (int d = 0; d < 4; d++) {
      int n = m + delta[d];
      if (b->board[n] == OTHER_COLOR(ctx->color) && !same_string(b, n, str)
          && countlib(b, n) == 2
          && attack_either(ctx->reading, str, n)) {
        float both = 2.0f * (countstones(b, str) < countstones(b, n)
                             ? countstones(b, str) : countstones(b, n));
        if (both > value)
          value = both;
      }
    }
    add_move_reason(ctx->mr, m, REASON_THREAT, str, NO_MOVE, value, NULL);
  }
}

void gen_capture_moves(struct genmove_context *ctx)
{
  struct board *b = ctx->b;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ctx->read[pos])
      continue;
    if (b->board[pos] == ctx->color)
      add_save_reasons(ctx, pos);
    else {
      add_capture_reasons(ctx, pos);
      add_threat_reasons(ctx, pos);
    }
  }
}
