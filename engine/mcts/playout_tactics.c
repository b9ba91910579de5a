#include <config.h>
#include "playout_tactics.h"

/* Can color capture a string next to string g (color's) that is in atari? */
static int can_capture_neighbour(const struct pboard *b, int g, int color)
{
  int other = OTHER_COLOR(color);
  int s = g;
  do {
    for (int d = 0; d < 4; d++) {
      int q = s + b->dir[d];
      if (b->color[q] == other && pb_in_atari(b, b->group[q])
          && pb_is_legal(b, pb_atari_lib(b, b->group[q]), color))
        return 1;
    }
    s = b->next_stone[s];
  } while (s != g);
  return 0;
}

/* The string at p (color's) with the attacker to move: chase it. */
static int chase(struct pboard *s, int p, int color)
{
  int other = OTHER_COLOR(color);
  int libs[3];
  for (int step = 0; step < PT_LADDER_MAX_STEPS; step++) {
    int n = pb_group_libs(s, s->group[p], libs, 3);
    if (n >= 3)
      return 0;
    if (n <= 1)
      return 1;
    /* Block the escape that would gain more; the other one if the
     * blocking stone could be taken at once. */
    int first = pb_libs_after(s, libs[0], color, 4)
                >= pb_libs_after(s, libs[1], color, 4) ? 0 : 1;
    int atari = PB_PASS;
    for (int k = 0; k < 2 && atari == PB_PASS; k++) {
      int a = libs[(first + k) % 2];
      if (pb_is_legal(s, a, other) && pb_libs_after(s, a, other, 2) >= 2)
        atari = a;
    }
    if (atari == PB_PASS)
      return 0;
    pb_play(s, atari, other);
    int g = s->group[p];
    if (!pb_in_atari(s, g) || can_capture_neighbour(s, g, color))
      return 0;
    int escape = pb_atari_lib(s, g);
    if (!pb_is_legal(s, escape, color))
      return 1;
    pb_play(s, escape, color);
  }
  return 0;
}

int pt_ladder_captured(const struct pboard *b, struct pboard *scratch, int p,
                       int color)
{
  pb_copy(scratch, b);
  pb_play(scratch, p, color);
  return chase(scratch, p, color);
}

int pt_atari_captures(const struct pboard *b, struct pboard *scratch, int a,
                      int attacker, int target)
{
  int color = b->color[target];
  pb_copy(scratch, b);
  pb_play(scratch, a, attacker);
  int g = scratch->group[target];
  if (!pb_in_atari(scratch, g) || can_capture_neighbour(scratch, g, color))
    return 0;
  int escape = pb_atari_lib(scratch, g);
  if (!pb_is_legal(scratch, escape, color))
    return 1;
  pb_play(scratch, escape, color);
  return chase(scratch, escape, color);
}

/* ---- Eye shapes ------------------------------------------------------- */

static int in_set(const int *points, int n, int p)
{
  for (int k = 0; k < n; k++)
    if (points[k] == p)
      return 1;
  return 0;
}

/* Does the set hold a 2x2 block? */
static int has_square(const struct pboard *b, const int *points, int n)
{
  int east = b->dir[3], south = b->dir[0];
  for (int k = 0; k < n; k++) {
    int p = points[k];
    if (in_set(points, n, p + east) && in_set(points, n, p + south)
        && in_set(points, n, p + east + south))
      return 1;
  }
  return 0;
}

int pt_killing_shape(const struct pboard *b, const int *points, int n,
                     int *vital)
{
  int degree[PT_SHAPE_MAX];
  int top = 0, top_count = 0;
  *vital = PB_PASS;
  if (n < 1 || n > PT_SHAPE_MAX)
    return 0;
  if (n <= 2)
    return 1;
  for (int k = 0; k < n; k++) {
    degree[k] = 0;
    for (int d = 0; d < 4; d++)
      degree[k] += in_set(points, n, points[k] + b->dir[d]);
    if (degree[k] > degree[top])
      top = k;
  }
  for (int k = 0; k < n; k++)
    top_count += degree[k] == degree[top];
  /* Every killing shape but the square has one point of highest degree. */
  if (top_count != 1 && !(n == 4 && top_count == 4))
    return 0;
  int max = degree[top];
  int killing = (n == 3 && max == 2)                     /* straight, bent three */
                || (n == 4 && max == 3)                  /* pyramid four */
                || (n == 4 && max == 2 && has_square(b, points, n))  /* square */
                || (n == 5 && max == 4)                  /* cross five */
                || (n == 5 && max == 3 && has_square(b, points, n))  /* bulky five */
                || (n == 6 && max == 4 && has_square(b, points, n)); /* rabbity six */
  if (!killing)
    return 0;
  if (!(n == 4 && max == 2))
    *vital = points[top];
  return 1;
}

int pt_nakade_point(const struct pboard *b, int start, int *owner)
{
  int region[PT_SHAPE_MAX];
  int n = 0, borders = 0;
  region[n++] = start;
  for (int k = 0; k < n; k++)
    for (int d = 0; d < 4; d++) {
      int q = region[k] + b->dir[d];
      int c = b->color[q];
      if (c == EMPTY) {
        if (in_set(region, n, q))
          continue;
        if (n == PT_SHAPE_MAX)
          return PB_PASS;
        region[n++] = q;
      } else if (c != GRAY) {
        borders |= 1 << c;
        if (borders == ((1 << BLACK) | (1 << WHITE)))
          return PB_PASS;
      }
    }
  if (n < 3 || borders == 0)
    return PB_PASS;
  *owner = borders == 1 << BLACK ? BLACK : WHITE;
  int vital;
  if (!pt_killing_shape(b, region, n, &vital))
    return PB_PASS;
  return vital;
}

int pt_nakade_self_atari(const struct pboard *b, int p, int color)
{
  int stones[PT_SHAPE_MAX];
  int n = 0;
  int other = OTHER_COLOR(color);
  /* An opponent string left with one liberty too means a race or a seki
   * (shared liberties), not an eye space. */
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (b->color[q] == other && !pb_surely_more_libs(b, b->group[q], 2)) {
      int libs[3];
      if (pb_group_libs(b, b->group[q], libs, 3) <= 2)
        return 0;
    }
  }
  stones[n++] = p;
  /* The string p makes: p and the own strings next to it. */
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (b->color[q] != color || in_set(stones, n, q))
      continue;
    int s = q;
    do {
      if (n == PT_SHAPE_MAX)
        return 0;
      stones[n++] = s;
      s = b->next_stone[s];
    } while (s != q);
  }
  /* Its last liberty, and what touches that point. */
  int lib = PB_PASS;
  for (int k = 0; k < n && lib == PB_PASS; k++)
    for (int d = 0; d < 4; d++) {
      int q = stones[k] + b->dir[d];
      if (b->color[q] == EMPTY && q != p) {
        lib = q;
        break;
      }
    }
  if (lib == PB_PASS)
    return 0;
  for (int d = 0; d < 4; d++) {
    int q = lib + b->dir[d];
    int c = b->color[q];
    if (c == EMPTY || (c == color && !in_set(stones, n, q)))
      return 0;
  }
  int vital;
  return pt_killing_shape(b, stones, n, &vital);
}
