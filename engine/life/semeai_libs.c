/* Liberties of a capturing race (see semeai_libs.h). */
#include <config.h>

#include <string.h>

#include "semeai_libs.h"

int
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

/* ---- Eyes -------------------------------------------------------------- */

/* A candidate eye region of one side. */
struct eye_region {
  int points[RACE_EYE_MAX];
  int size;
  int enemy_stones;
};

/* Is the single point pos a false eye of `color': enemy stones on two
 * diagonals (one on the edge, where the board's side counts too)? */
static int
is_false_eye(const struct board *b, int pos, int color)
{
  int k, score = 0;
  for (k = 4; k < 8; k++) {
    int diag = pos + delta[k];
    if (b->board[diag] == GRAY)
      score += 1;
    else if (b->board[diag] == OTHER_COLOR(color))
      score += 2;
  }
  return score >= 4;
}

/* Grow the region of empty points and enemy stones around start (a
 * liberty of side k), marking seen.  Returns 1 when it is an eye region:
 * closed by k's colour and the edge, no bigger than RACE_EYE_MAX, nothing
 * of the other goal next to it. */
static int
grow_eye_region(const struct board *b, const struct race_side_facts side[2],
                int k, int start, unsigned char *seen, struct eye_region *r)
{
  int color = side[k].color;
  const unsigned char *other_goal = side[1 - k].in_goal;
  int queue[MAX_BOARD * MAX_BOARD];
  int head = 0, tail = 0, closed = 1;
  memset(r, 0, sizeof(*r));
  seen[start] = 1;
  queue[tail++] = start;
  while (head < tail) {
    int pos = queue[head++], n;
    if (r->size < RACE_EYE_MAX)
      r->points[r->size] = pos;
    r->size++;
    if (b->board[pos] != EMPTY)
      r->enemy_stones++;
    for (n = 0; n < 4; n++) {
      int nb = pos + delta[n];
      if (b->board[nb] == GRAY || b->board[nb] == color || seen[nb])
        continue;
      if (other_goal[nb]) {
        closed = 0;
        continue;
      }
      seen[nb] = 1;
      queue[tail++] = nb;
    }
  }
  if (r->size > RACE_EYE_MAX || r->enemy_stones == r->size)
    return 0;
  if (r->size == 1 && is_false_eye(b, start, color))
    return 0;
  return closed;
}

/* The eye region of side k worth most moves, into out (size 0: none). */
static void
counted_eye(const struct board *b, const struct race_side_facts side[2],
            int k, struct race_liberties *out)
{
  unsigned char seen[BOARD_ARRAY_SIZE];
  int pos, best = 0;
  memset(seen, 0, sizeof(seen));
  out->eye_size[k] = 0;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    struct eye_region r;
    int worth;
    if (seen[pos] || !is_goal_liberty(b, side[k].in_goal, pos)
        || is_goal_liberty(b, side[1 - k].in_goal, pos))
      continue;
    if (!grow_eye_region(b, side, k, pos, seen, &r))
      continue;
    worth = big_eye_liberties(r.size, r.enemy_stones);
    if (worth > best) {
      best = worth;
      out->eye_size[k] = r.size;
      memcpy(out->eye_points[k], r.points, sizeof(r.points));
    }
  }
  out->count[k].eye = best;
}

static int
in_counted_eye(const struct race_liberties *out, int k, int pos)
{
  int n;
  for (n = 0; n < out->eye_size[k]; n++)
    if (out->eye_points[k][n] == pos)
      return 1;
  return 0;
}

/* Empty points of side k's eye, those with most empty neighbours inside
 * it first (where a nakade stone hurts most). */
static void
eye_fills(const struct board *b, const struct race_liberties *out, int k,
          struct race_fills *f)
{
  int want, n, j;
  for (want = 4; want >= 0; want--)
    for (n = 0; n < out->eye_size[k]; n++) {
      int pos = out->eye_points[k][n], inside = 0;
      if (b->board[pos] != EMPTY)
        continue;
      for (j = 0; j < 4; j++)
        if (b->board[pos + delta[j]] == EMPTY
            && in_counted_eye(out, k, pos + delta[j]))
          inside++;
      if (inside == want)
        add_fill(f->eye, &f->n_eye, pos);
    }
}

/* ---- Outside liberties ------------------------------------------------- */

/* An outside liberty of side k at pos: what it costs the opponent. */
static void
outside_liberty(const struct board *b, const struct race_side_facts *me,
                int pos, struct race_liberties *out, int k)
{
  int other = OTHER_COLOR(me->color);
  struct race_fills *f = &out->fills[k];
  int libs[2];
  if (is_ko(b, pos, other, NULL))
    out->ko = 1;
  if (!is_legal(b, pos, other)) {
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
    counted_eye(b, side, k, out);

  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int lib0 = is_goal_liberty(b, side[0].in_goal, pos);
    int lib1 = is_goal_liberty(b, side[1].in_goal, pos);
    if (lib0 && lib1) {
      out->shared++;
      if (is_ko(b, pos, side[0].color, NULL) || is_ko(b, pos, side[1].color, NULL))
        out->ko = 1;
      for (k = 0; k < 2; k++)
        if (safe_fill(b, pos, side[1 - k].color))
          add_fill(out->fills[k].shared, &out->fills[k].n_shared, pos);
      continue;
    }
    for (k = 0; k < 2; k++)
      if ((k == 0 ? lib0 : lib1) && !in_counted_eye(out, k, pos))
        outside_liberty(b, &side[k], pos, out, k);
  }
  for (k = 0; k < 2; k++)
    if (out->count[k].eye > 1)
      eye_fills(b, out, k, &out->fills[k]);
}

int
race_eye_move(struct board *b, const struct race_side_facts side[2], int k,
              int eye_now)
{
  const unsigned char *mine = side[k].in_goal;
  const unsigned char *theirs = side[1 - k].in_goal;
  int color = side[k].color;
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    unsigned char goal[BOARD_ARRAY_SIZE];
    int stones[MAX_BOARD * MAX_BOARD];
    struct race_side_facts facts[2];
    struct race_liberties after;
    int n, j, better;
    if (b->board[pos] != EMPTY || !is_goal_liberty(b, mine, pos)
        || is_goal_liberty(b, theirs, pos)
        || !trymove(b, pos, color, "semeai eye", NO_MOVE))
      continue;
    memcpy(goal, mine, sizeof(goal));
    n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
    for (j = 0; j < n; j++)
      goal[stones[j]] = 1;
    facts[k].color = color;
    facts[k].in_goal = goal;
    facts[1 - k] = side[1 - k];
    race_count_liberties(b, facts, &after);
    better = after.count[k].eye > eye_now;
    popgo(b);
    if (better)
      return pos;
  }
  return NO_MOVE;
}
