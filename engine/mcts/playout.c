#include <config.h>
#include "playout.h"
#include "playout_tactics.h"

void playout_policy_default(struct playout_policy *p,
                            const struct pattern3 *patterns)
{
  p->patterns = patterns;
  p->tactics_percent = 90;
  p->pattern_percent = 90;
  p->ladder_percent = 0;
  p->nakade_percent = 0;
  p->lgrf_percent = 0;
  p->selfatari = 0;
  p->gammas = NULL;
  p->softmax_percent = 0;
  p->softmax_rest = 100;
  p->softmax_moves = 2;
}

int playout_state_prepare(struct playout_state *s, const struct pboard *b)
{
  return lgrf_prepare(&s->lgrf, b->points);
}

void playout_state_free(struct playout_state *s)
{
  lgrf_free(&s->lgrf);
}

static int chance(struct rng *r, int percent)
{
  return percent >= 100 || (percent > 0 && (int) rng_below(r, 100) < percent);
}

/* A move the policy may play: legal, not an own eye, and no self-atari
 * but the kinds the policy allows. */
static int acceptable(const struct playout_policy *p, const struct pboard *b,
                      int pos, int color)
{
  if (pos == PB_PASS || pb_is_eye(b, pos, color) || !pb_is_legal(b, pos, color))
    return 0;
  int self_atari = pb_self_atari_size(b, pos, color);
  if (self_atari == 0 || (self_atari == 1 && p->selfatari < 2))
    return 1;
  return p->selfatari > 0 && pt_nakade_self_atari(b, pos, color);
}

static int add_move(int *moves, int n, int max, int p)
{
  if (n >= max)
    return n;
  for (int k = 0; k < n; k++)
    if (moves[k] == p)
      return n;
  moves[n] = p;
  return n + 1;
}

/* Ways to save string g (in atari): capture an adjacent string in atari,
 * or extend at the last liberty when that gives two or more (and, when
 * scratch is given, two only if the ladder that follows fails). */
static int save_string(const struct pboard *b, int g, int color, int *moves,
                       int n, int max, struct pboard *scratch)
{
  int other = OTHER_COLOR(color);
  int s = g;
  do {
    for (int d = 0; d < 4; d++) {
      int q = s + b->dir[d];
      if (b->color[q] == other && pb_in_atari(b, b->group[q])) {
        int lib = pb_atari_lib(b, b->group[q]);
        if (pb_is_legal(b, lib, color))
          n = add_move(moves, n, max, lib);
      }
    }
    s = b->next_stone[s];
  } while (s != g);
  int lib = pb_atari_lib(b, g);
  if (!pb_is_legal(b, lib, color))
    return n;
  int libs = pb_libs_after(b, lib, color, 3);
  if (libs >= 3 || (libs == 2 && (!scratch || !pt_ladder_captured(b, scratch, lib, color))))
    n = add_move(moves, n, max, lib);
  return n;
}

/* Moves answering the last move, reading ladders on scratch if given. */
static int atari_answers(const struct pboard *b, int color, int *moves,
                         int max, struct pboard *scratch)
{
  int last = b->last_move;
  int n = 0;
  if (last == PB_PASS || !IS_STONE(b->color[last]))
    return 0;
  int gl = b->group[last];
  if (b->color[last] != color && pb_in_atari(b, gl)) {
    int lib = pb_atari_lib(b, gl);
    if (pb_is_legal(b, lib, color))
      n = add_move(moves, n, max, lib);
  }
  int done[4];
  int ndone = 0;
  for (int d = 0; d < 4; d++) {
    int q = last + b->dir[d];
    if (b->color[q] != color)
      continue;
    int g = b->group[q];
    int seen = 0;
    for (int k = 0; k < ndone; k++)
      seen |= done[k] == g;
    if (seen || !pb_in_atari(b, g))
      continue;
    done[ndone++] = g;
    n = save_string(b, g, color, moves, n, max, scratch);
  }
  return n;
}

int playout_atari_answers(const struct pboard *b, int color, int *moves,
                          int max)
{
  return atari_answers(b, color, moves, max, NULL);
}

/* Opponent strings next to our previous move still in atari: the
 * opponent did not answer our atari, so take them. */
static int ignored_atari_captures(const struct pboard *b, int color,
                                  int *moves, int max)
{
  int prev = b->last_move2;
  int n = 0;
  if (prev == PB_PASS || b->color[prev] != color)
    return 0;
  for (int d = 0; d < 4; d++) {
    int q = prev + b->dir[d];
    if (b->color[q] != OTHER_COLOR(color) || !pb_in_atari(b, b->group[q]))
      continue;
    int lib = pb_atari_lib(b, b->group[q]);
    if (pb_is_legal(b, lib, color))
      n = add_move(moves, n, max, lib);
  }
  return n;
}

/* Atari the last move's string when it has two liberties and cannot get
 * more than three by extending (with scratch: an atari after which the
 * string dies in a ladder is the only move returned); extend own
 * two-liberty strings next to it to three or more. */
static int two_liberty_moves(const struct pboard *b, int color, int *moves,
                             int max, struct pboard *scratch)
{
  int last = b->last_move;
  int other = OTHER_COLOR(color);
  int n = 0;
  int libs[3];
  if (b->color[last] == other && !pb_surely_more_libs(b, b->group[last], 2)
      && pb_group_libs(b, b->group[last], libs, 3) == 2) {
    for (int k = 0; k < 2; k++) {
      int atari = libs[k], escape = libs[1 - k];
      if (!pb_is_legal(b, atari, color) || pb_libs_after(b, atari, color, 2) < 2)
        continue;
      /* Counts the atari point too: one more than the escape keeps. */
      int escape_libs = pb_libs_after(b, escape, other, 4);
      if (scratch && escape_libs <= 3
          && pt_atari_captures(b, scratch, atari, color, last)) {
        moves[0] = atari;
        return 1;
      }
      if (escape_libs <= 3)
        n = add_move(moves, n, max, atari);
    }
  }
  for (int d = 0; d < 4; d++) {
    int q = last + b->dir[d];
    if (b->color[q] != color || pb_surely_more_libs(b, b->group[q], 2)
        || pb_group_libs(b, b->group[q], libs, 3) != 2)
      continue;
    for (int k = 0; k < 2; k++)
      if (pb_is_legal(b, libs[k], color)
          && pb_libs_after(b, libs[k], color, 3) >= 3)
        n = add_move(moves, n, max, libs[k]);
  }
  return n;
}

static int pattern_moves(const struct playout_policy *p, const struct pboard *b,
                         int color, int *moves, int max)
{
  int last = b->last_move;
  int n = 0;
  for (int d = 0; d < 8; d++) {
    int q = last + (d < 4 ? b->dir[d] : b->diag[d - 4]);
    if (b->color[q] != EMPTY
        || !pattern3_match(p->patterns, pattern3_key(b, q))
        || !pb_is_legal(b, q, color) || pb_self_atari_size(b, q, color))
      continue;
    n = add_move(moves, n, max, q);
  }
  return n;
}

/* The vital point of an eye space next to the last move, to kill the
 * opponent's or to make one's own eyes.  The last move's empty neighbours
 * must lie close together (diagonal neighbours of the first), or they
 * cannot all be in one small space. */
static int nakade_move(const struct pboard *b, int color)
{
  int last = b->last_move;
  int first = PB_PASS;
  for (int d = 0; d < 4; d++) {
    int q = last + b->dir[d];
    if (b->color[q] != EMPTY)
      continue;
    if (first == PB_PASS)
      first = q;
    else {
      int di = pb_row(b, q) - pb_row(b, first), dj = pb_col(b, q) - pb_col(b, first);
      if (di < -1 || di > 1 || dj < -1 || dj > 1)
        return PB_PASS;
    }
  }
  if (first == PB_PASS)
    return PB_PASS;
  int owner;
  int vital = pt_nakade_point(b, first, &owner);
  if (vital != PB_PASS && pb_is_legal(b, vital, color)
      && pb_self_atari_size(b, vital, color) == 0)
    return vital;
  return PB_PASS;
}

static int reply_move(const struct playout_policy *p, const struct pboard *b,
                      int color, const struct lgrf *t)
{
  int reply = lgrf_reply2(t, color, b->last_move2, b->last_move);
  if (reply != PB_PASS && b->color[reply] == EMPTY && acceptable(p, b, reply, color))
    return reply;
  reply = lgrf_reply1(t, color, b->last_move);
  if (reply != PB_PASS && b->color[reply] == EMPTY && acceptable(p, b, reply, color))
    return reply;
  return PB_PASS;
}

/* A random move that is legal, not an own eye and not a self-atari the
 * policy refuses. */
static int random_move(const struct playout_policy *p, const struct pboard *b,
                       int color, struct rng *r)
{
  int n = b->empty_count;
  if (n == 0)
    return PB_PASS;
  int start = (int) rng_below(r, (uint32_t) n);
  for (int k = 0; k < n; k++) {
    int idx = start + k;
    if (idx >= n)
      idx -= n;
    int pos = b->empty[idx];
    if (acceptable(p, b, pos, color))
      return pos;
  }
  return PB_PASS;
}

/* Softmax near the last moves (CrazyStone's playouts, locally): the empty
 * neighbours of the last two moves weighted by their gammas, against
 * the rest of the board, each other empty point weighing softmax_rest
 * percent of the empty shape's gamma.  PB_PASS when the rest wins. */
static int softmax_move(const struct playout_policy *p, const struct pboard *b,
                        int color, struct rng *r)
{
  int cand[16];
  double weight[16], total = 0.0;
  int n = 0;
  struct pg_cache cache;
  cache.n = 0;
  int centre[2] = { b->last_move, b->last_move2 };
  for (int c = 0; c < p->softmax_moves; c++) {
    if (centre[c] == PB_PASS)
      continue;
    for (int d = 0; d < 8; d++) {
      int q = centre[c] + (d < 4 ? b->dir[d] : b->diag[d - 4]);
      if (b->color[q] != EMPTY)
        continue;
      int dup = 0;
      for (int k = 0; k < n; k++)
        dup |= cand[k] == q;
      if (dup || !acceptable(p, b, q, color))
        continue;
      cand[n] = q;
      weight[n] = pg_gamma(p->gammas, b, q, color, &cache);
      total += weight[n++];
    }
  }
  double rest = p->gammas->empty * p->softmax_rest / 100.0 * (b->empty_count - n);
  double x = rng_double(r) * (total + rest);
  for (int k = 0; k < n; k++) {
    if (x < weight[k])
      return cand[k];
    x -= weight[k];
  }
  return PB_PASS;
}

int playout_choose_move(const struct playout_policy *p, struct pboard *b,
                        int color, struct rng *r, struct playout_state *s)
{
  int moves[16];
  int n;
  struct pboard *scratch = chance(r, p->ladder_percent) ? &s->scratch : NULL;
  if (b->last_move != PB_PASS) {
    n = atari_answers(b, color, moves, 16, scratch);
    if (n > 0)
      return moves[rng_below(r, (uint32_t) n)];
    n = ignored_atari_captures(b, color, moves, 16);
    if (n > 0)
      return moves[rng_below(r, (uint32_t) n)];
    if (chance(r, p->lgrf_percent)) {
      int reply = reply_move(p, b, color, &s->lgrf);
      if (reply != PB_PASS)
        return reply;
    }
    if (chance(r, p->nakade_percent)) {
      int vital = nakade_move(b, color);
      if (vital != PB_PASS)
        return vital;
    }
    if (chance(r, p->tactics_percent)) {
      n = two_liberty_moves(b, color, moves, 16, scratch);
      if (n > 0)
        return moves[rng_below(r, (uint32_t) n)];
    }
    if (p->gammas && chance(r, p->softmax_percent)) {
      int move = softmax_move(p, b, color, r);
      if (move != PB_PASS)
        return move;
    } else if (chance(r, p->pattern_percent)) {
      n = pattern_moves(p, b, color, moves, 16);
      if (n > 0)
        return moves[rng_below(r, (uint32_t) n)];
    }
  }
  return random_move(p, b, color, r);
}

float playout_run(const struct playout_policy *p, struct pboard *b, int color,
                  struct rng *r, struct playout_state *s,
                  struct playout_move *moves, int *n, int max,
                  unsigned char *owner)
{
  int limit = 3 * b->size * b->size + 20;
  int mercy = b->size * b->size / 3 + 1;
  b->passes = 0;
  for (int k = 0; k < limit && b->passes < 2; k++) {
    int diff = b->stones[BLACK] - b->stones[WHITE];
    if (diff > mercy || diff < -mercy)
      break;
    int move = playout_choose_move(p, b, color, r, s);
    pb_play(b, move, color);
    if (*n < max) {
      moves[*n].pos = (uint16_t) move;
      moves[*n].color = (uint8_t) color;
      (*n)++;
    }
    color = OTHER_COLOR(color);
  }
  return (float) pb_area_score(b, owner) - b->komi;
}
