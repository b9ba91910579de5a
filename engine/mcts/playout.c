#include <config.h>
#include "playout.h"

void playout_policy_default(struct playout_policy *p,
                            const struct pattern3 *patterns)
{
  p->patterns = patterns;
  p->tactics_percent = 90;
  p->pattern_percent = 90;
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
 * or extend at the last liberty when that gives two or more. */
static int save_string(const struct pboard *b, int g, int color, int *moves,
                       int n, int max)
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
  if (pb_is_legal(b, lib, color) && pb_libs_after(b, lib, color, 2) >= 2)
    n = add_move(moves, n, max, lib);
  return n;
}

int playout_atari_answers(const struct pboard *b, int color, int *moves,
                          int max)
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
    n = save_string(b, g, color, moves, n, max);
  }
  return n;
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
 * more than two by extending; extend own two-liberty strings next to it
 * to three or more. */
static int two_liberty_moves(const struct pboard *b, int color, int *moves,
                             int max)
{
  int last = b->last_move;
  int other = OTHER_COLOR(color);
  int n = 0;
  int libs[3];
  if (b->color[last] == other && !pb_surely_more_libs(b, b->group[last], 2)
      && pb_group_libs(b, b->group[last], libs, 3) == 2) {
    for (int k = 0; k < 2; k++) {
      int atari = libs[k], escape = libs[1 - k];
      if (pb_is_legal(b, atari, color)
          && pb_libs_after(b, atari, color, 2) >= 2
          && pb_libs_after(b, escape, other, 4) <= 3)
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

/* A random move that is legal, not an own eye and not a self-atari of
 * two or more stones. */
static int random_move(const struct pboard *b, int color, struct rng *r)
{
  int n = b->empty_count;
  if (n == 0)
    return PB_PASS;
  int start = (int) rng_below(r, (uint32_t) n);
  for (int k = 0; k < n; k++) {
    int idx = start + k;
    if (idx >= n)
      idx -= n;
    int p = b->empty[idx];
    if (pb_is_eye(b, p, color) || !pb_is_legal(b, p, color)
        || pb_self_atari_size(b, p, color) > 1)
      continue;
    return p;
  }
  return PB_PASS;
}

int playout_choose_move(const struct playout_policy *p, struct pboard *b,
                        int color, struct rng *r)
{
  int moves[16];
  int n;
  if (b->last_move != PB_PASS) {
    n = playout_atari_answers(b, color, moves, 16);
    if (n > 0)
      return moves[rng_below(r, (uint32_t) n)];
    n = ignored_atari_captures(b, color, moves, 16);
    if (n > 0)
      return moves[rng_below(r, (uint32_t) n)];
    if ((int) rng_below(r, 100) < p->tactics_percent) {
      n = two_liberty_moves(b, color, moves, 16);
      if (n > 0)
        return moves[rng_below(r, (uint32_t) n)];
    }
    if ((int) rng_below(r, 100) < p->pattern_percent) {
      n = pattern_moves(p, b, color, moves, 16);
      if (n > 0)
        return moves[rng_below(r, (uint32_t) n)];
    }
  }
  return random_move(b, color, r);
}

float playout_run(const struct playout_policy *p, struct pboard *b, int color,
                  struct rng *r, struct playout_move *moves, int *n, int max,
                  unsigned char *owner)
{
  int limit = 3 * b->size * b->size + 20;
  int mercy = b->size * b->size / 3 + 1;
  b->passes = 0;
  for (int k = 0; k < limit && b->passes < 2; k++) {
    int diff = b->stones[BLACK] - b->stones[WHITE];
    if (diff > mercy || diff < -mercy)
      break;
    int move = playout_choose_move(p, b, color, r);
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
