#include <config.h>

#include <string.h>

#include "dragon_internal.h"

#define MAX_STRING_LIBS (MAX_BOARD * MAX_BOARD)

int
dragon_find(struct dragons *d, int origin)
{
  int root = origin;
  while (d->parent[root] != root)
    root = d->parent[root];
  while (d->parent[origin] != root) {
    int next = d->parent[origin];
    d->parent[origin] = root;
    origin = next;
  }
  return root;
}

void
dragon_union(struct dragons *d, int str1, int str2)
{
  int r1 = dragon_find(d, str1);
  int r2 = dragon_find(d, str2);
  if (r1 == r2)
    return;
  if (r1 < r2)
    d->parent[r2] = r1;
  else
    d->parent[r1] = r2;
}

/* Common liberties of s1 and s2, counted up to three; the first two go
 * to shared[0..1]. */
static int
common_liberties(struct board *b, int s1, int s2, int shared[2])
{
  int libs[MAX_STRING_LIBS];
  int nlibs = findlib(b, s1, MAX_STRING_LIBS, libs);
  int common = 0, k;
  for (k = 0; k < nlibs && common < 3; k++)
    if (liberty_of_string(b, libs[k], s2)) {
      if (common < 2)
        shared[common] = libs[k];
      common++;
    }
  return common;
}

int
shared_pair_cut(struct board *b, struct reading *r, int color,
                const int shared[2])
{
  int other = OTHER_COLOR(color);
  int k;
  for (k = 0; k < 2; k++) {
    int cut = shared[k], join = shared[1 - k];
    int works = 0;
    if (!trymove(b, cut, other, "amalgamate cut", NO_MOVE))
      continue;
    if (attack(r, cut, NULL) == 0) {
      if (!trymove(b, join, color, "amalgamate join", NO_MOVE))
        works = 1;
      else {
        works = attack(r, join, NULL) != 0;
        popgo(b);
      }
    }
    popgo(b);
    if (works)
      return cut;
  }
  return NO_MOVE;
}

int
shared_pair_cuttable(struct board *b, struct reading *r, int color,
                     const int shared[2])
{
  return shared_pair_cut(b, r, color, shared) != NO_MOVE;
}

/* Is there a diagonal contact between s1 and s2 that cannot be cut (the
 * enemy stone beside it is dead, or the empty point beside it cannot be
 * played safely)?  Otherwise *cut is a point where a cut works. */
static int
diagonal_link(struct dragons *d, int s1, int s2, int *cut, int *safe_cut)
{
  struct board *b = d->board;
  int color = b->board[s1];
  int other = OTHER_COLOR(color);
  int stones[MAX_BOARD * MAX_BOARD];
  int n = findstones(b, s1, MAX_BOARD * MAX_BOARD, stones);
  int k, j;

  *cut = NO_MOVE;
  for (k = 0; k < n; k++) {
    int p = stones[k];
    for (j = 4; j < 8; j++) {
      int q = p + delta[j];
      int x, y, e = NO_MOVE, s = NO_MOVE;
      if (b->board[q] != color || !same_string(b, q, s2))
        continue;
      /* The two points orthogonally next to both p and q. */
      x = p + (j == 4 || j == 7 ? NS : -NS);
      y = p + (j == 4 || j == 5 ? -1 : 1);
      if (b->board[x] == EMPTY && b->board[y] == other) {
        e = x;
        s = y;
      }
      else if (b->board[y] == EMPTY && b->board[x] == other) {
        e = y;
        s = x;
      }
      else if (b->board[x] == other && b->board[y] == other) {
        if (!d->lively[x] || !d->lively[y])
          return 1;
        continue;
      }
      else
        continue;
      if (!d->lively[s])
        return 1;
      *cut = e;
      *safe_cut = optics_safe_move(d->optics, e, other) != 0;
      if (!*safe_cut)
        return 1;
    }
  }
  return 0;
}

int
cutting_point(struct dragons *d, int s1, int s2, int *safe_cut)
{
  struct board *b = d->board;
  int other = OTHER_COLOR(b->board[s1]);
  int shared[2], cut;
  int common = common_liberties(b, s1, s2, shared);

  *safe_cut = 0;
  if (common >= 3)
    return NO_MOVE;
  if (common == 2) {
    /* Two shared liberties part only where a cut at one captures the
     * connection at the other (shared_pair_cut): the one cutting point,
     * a safe one. */
    cut = shared_pair_cut(b, d->reading, b->board[s1], shared);
    *safe_cut = cut != NO_MOVE;
    return cut;
  }
  if (common == 1) {
    *safe_cut = optics_safe_move(d->optics, shared[0], other) != 0;
    return shared[0];
  }
  if (diagonal_link(d, s1, s2, &cut, safe_cut))
    return NO_MOVE;
  return cut;
}

/* Could the two strings (same colour, both lively) not be separated? */
static int
strings_linked(struct dragons *d, int s1, int s2)
{
  struct board *b = d->board;
  int other = OTHER_COLOR(b->board[s1]);
  int shared[2], cut, safe_cut;
  int common = common_liberties(b, s1, s2, shared);

  if (common >= 3
      || (common == 2
          && !shared_pair_cuttable(b, d->reading, b->board[s1], shared)))
    return 1;
  if (common == 1 && optics_safe_move(d->optics, shared[0], other) == 0)
    return 1;
  return diagonal_link(d, s1, s2, &cut, &safe_cut);
}

static int
amalgamation_candidate(const struct dragons *d, int pos, int color)
{
  return d->board->board[pos] == color && d->lively[pos];
}

/* Join strings sharing a liberty or touching diagonally when they cannot
 * be cut. */
static void
amalgamate_links(struct dragons *d)
{
  struct board *b = d->board;
  int pos, k, j;

  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int color = b->board[pos];
    if (!IS_STONE(color) || !d->lively[pos])
      continue;
    /* Pairs (pos, q) with q after pos: via shared liberties or diagonal. */
    for (k = 0; k < 8; k++) {
      int q = pos + delta[k];
      int s1, s2;
      if (k < 4) {
        /* One-point jumps and shared liberties: look two steps away. */
        int mid = q;
        if (b->board[mid] != EMPTY)
          continue;
        for (j = 0; j < 4; j++) {
          int r = mid + delta[j];
          if (r == pos || !amalgamation_candidate(d, r, color))
            continue;
          s1 = find_origin(b, pos);
          s2 = find_origin(b, r);
          if (s1 == s2 || dragon_find(d, s1) == dragon_find(d, s2))
            continue;
          if (strings_linked(d, s1, s2))
            dragon_union(d, s1, s2);
        }
        continue;
      }
      if (!amalgamation_candidate(d, q, color))
        continue;
      s1 = find_origin(b, pos);
      s2 = find_origin(b, q);
      if (s1 == s2 || dragon_find(d, s1) == dragon_find(d, s2))
        continue;
      if (strings_linked(d, s1, s2))
        dragon_union(d, s1, s2);
    }
  }
}

/* An eye space open to the other colour at more points than this is an
 * area, not an eye: the stones around it stay separate dragons (such areas
 * joined stones far apart, which GNU Go's dragons keep apart: 17 of
 * connection.tst's same_dragon tests). */
#define EYE_SPACE_MAX_MARGINAL 3

/* Strings bordering one closed eye space live or die together. */
static void
amalgamate_eye_spaces(struct dragons *d, const struct eye_map *m)
{
  struct board *b = d->board;
  int first[BOARD_ARRAY_SIZE];
  int pos, k;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    first[pos] = NO_MOVE;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    const struct eye_point *e = &m->p[pos];
    if (b->board[pos] == GRAY || e->origin == NO_MOVE || e->marginal)
      continue;
    if (e->esize == 1 && e->type == HALF_EYE)
      continue;
    if (e->msize > EYE_SPACE_MAX_MARGINAL)
      continue;
    for (k = 0; k < 4; k++) {
      int nb = pos + delta[k];
      int s;
      if (!amalgamation_candidate(d, nb, m->color))
        continue;
      s = find_origin(b, nb);
      if (first[e->origin] == NO_MOVE)
        first[e->origin] = s;
      else
        dragon_union(d, first[e->origin], s);
    }
  }
}

void
dragons_amalgamate(struct dragons *d)
{
  struct board *b = d->board;
  int pos;
  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    d->parent[pos] = pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (IS_STONE(b->board[pos]))
      d->parent[pos] = find_origin(b, pos);
  amalgamate_links(d);
  amalgamate_eye_spaces(d, &d->black_eye);
  amalgamate_eye_spaces(d, &d->white_eye);
}
