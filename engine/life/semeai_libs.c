/* Liberties of a capturing race (see semeai_libs.h). */
#include <config.h>

#include <string.h>

#include "semeai_libs.h"

/* Is pos an empty point next to a stone of the goal? */
static int
is_goal_liberty(const struct board *b, const unsigned char *in_goal, int pos)
{
  int k;
  if (b->board[pos] != EMPTY)
    return 0;
  for (k = 0; k < 4; k++)
    if (in_goal[pos + delta[k]])
      return 1;
  return 0;
}

static void
add_fill(int *moves, int *n, int pos)
{
  int k;
  for (k = 0; k < *n; k++)
    if (moves[k] == pos)
      return;
  if (*n < RACE_FILL_MOVES)
    moves[(*n)++] = pos;
}

/* Can `color' play pos without being captured at once (or does the move
 * capture)? */
static int
safe_fill(const struct board *b, int pos, int color)
{
  return does_capture_something(b, pos, color)
    || !is_self_atari(b, pos, color);
}

/* Points, enemy stones and liberties of the other side in side k's eye
 * space at origin. */
struct eye_space_census {
  int points;
  int enemy_stones;
  int touches_other;   /* holds a liberty or a stone of the other goal */
};

static void
census(const struct board *b, const struct race_side_facts side[2], int k,
       int origin, struct eye_space_census *c)
{
  const struct race_side_facts *me = &side[k], *them = &side[1 - k];
  int pos;
  memset(c, 0, sizeof(*c));
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] == GRAY || me->eye_origin[pos] != origin)
      continue;
    c->points++;
    if (b->board[pos] == OTHER_COLOR(me->color))
      c->enemy_stones++;
    if (them->in_goal[pos] || is_goal_liberty(b, them->in_goal, pos))
      c->touches_other = 1;
  }
}

/* The eye space of side k worth most moves that borders nothing of the
 * other side; its worth in *moves.  NO_MOVE if none. */
static int
counted_eye(const struct board *b, const struct race_side_facts side[2],
            int k, int *moves)
{
  unsigned char seen[BOARD_ARRAY_SIZE];
  int best = NO_MOVE, pos;
  *moves = 0;
  memset(seen, 0, sizeof(seen));
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int origin = b->board[pos] == GRAY ? NO_MOVE : side[k].eye_origin[pos];
    struct eye_space_census c;
    int worth;
    if (origin == NO_MOVE || seen[origin])
      continue;
    seen[origin] = 1;
    census(b, side, k, origin, &c);
    if (c.touches_other)
      continue;
    worth = big_eye_liberties(c.points, c.enemy_stones);
    if (worth > *moves) {
      *moves = worth;
      best = origin;
    }
  }
  return best;
}

/* Empty points of the eye at origin, those with most empty neighbours
 * inside it first (where a nakade stone hurts most). */
static void
eye_fills(const struct board *b, const struct race_side_facts *me,
          int origin, struct race_fills *f)
{
  int want;
  for (want = 4; want >= 0; want--) {
    int pos;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int k, inside = 0;
      if (b->board[pos] != EMPTY || me->eye_origin[pos] != origin)
        continue;
      for (k = 0; k < 4; k++)
        if (b->board[pos + delta[k]] == EMPTY
            && me->eye_origin[pos + delta[k]] == origin)
          inside++;
      if (inside == want)
        add_fill(f->eye, &f->n_eye, pos);
    }
  }
}

/* An outside liberty of side k at pos: what it costs the opponent. */
static void
outside_liberty(const struct board *b, const struct race_side_facts *me,
                int pos, struct race_liberties *out, int k)
{
  int other = OTHER_COLOR(me->color);
  struct race_fills *f = &out->fills[k];
  int libs[2];
  if (!is_legal(b, pos, other)) {
    /* The opponent cannot play here at all: an eye of one point. */
    if (out->eye_origin[k] == NO_MOVE) {
      out->eye_origin[k] = pos;
      out->count[k].eye = 1;
    }
    else
      out->count[k].outside++;
    return;
  }
  if (safe_fill(b, pos, other)) {
    out->count[k].outside++;
    add_fill(f->outside, &f->n_outside, pos);
    return;
  }
  /* Self-atari: the stone's last liberty must be taken first. */
  out->count[k].outside += 2;
  if (accuratelib(b, pos, other, 2, libs) == 1 && libs[0] != pos
      && is_legal(b, libs[0], other))
    add_fill(f->approach, &f->n_approach, libs[0]);
}

void
race_count_liberties(const struct board *b,
                     const struct race_side_facts side[2],
                     struct race_liberties *out)
{
  int k, pos;
  memset(out, 0, sizeof(*out));
  for (k = 0; k < 2; k++)
    out->eye_origin[k] = counted_eye(b, side, k, &out->count[k].eye);

  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int lib0 = is_goal_liberty(b, side[0].in_goal, pos);
    int lib1 = is_goal_liberty(b, side[1].in_goal, pos);
    if (lib0 && lib1) {
      out->shared++;
      for (k = 0; k < 2; k++)
        if (safe_fill(b, pos, side[1 - k].color))
          add_fill(out->fills[k].shared, &out->fills[k].n_shared, pos);
      continue;
    }
    for (k = 0; k < 2; k++) {
      if (!(k == 0 ? lib0 : lib1))
        continue;
      if (out->eye_origin[k] != NO_MOVE
          && side[k].eye_origin[pos] == out->eye_origin[k])
        continue;
      outside_liberty(b, &side[k], pos, out, k);
    }
  }
  for (k = 0; k < 2; k++)
    if (out->eye_origin[k] != NO_MOVE && out->count[k].eye > 1)
      eye_fills(b, &side[k], out->eye_origin[k], &out->fills[k]);
}
