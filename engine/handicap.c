#include <config.h>

#include "engine.h"

/* Fixed handicap layouts.  Each stone is given by its row and column as
 * one of three lines: the low star line, the middle line, the high one. */
enum { LOW, MID, HIGH };

struct star {
  int row;
  int col;
};

/* Stones in the order they are added: two opposite corners, a third and
 * fourth corner, then the side midpoints; the centre comes first for odd
 * counts (5, 7, 9). */
static const struct star corner_and_side_stars[8] = {
  {HIGH, LOW}, {LOW, HIGH}, {LOW, LOW}, {HIGH, HIGH},
  {MID, LOW}, {MID, HIGH}, {LOW, MID}, {HIGH, MID},
};

/* The largest fixed handicap on this size: 9 on odd sizes from 9 up,
 * 4 on the others from 7 up, none below. */
static int max_fixed_handicap(int board_size)
{
  if (board_size < 7)
    return 0;
  if (board_size % 2 == 1 && board_size >= 9)
    return 9;
  return 4;
}

static int star_line(int board_size, int which)
{
  /* Star points on the fourth line from 12x12 up, on the third below. */
  int edge = board_size >= 12 ? 3 : 2;
  if (which == LOW)
    return edge;
  if (which == MID)
    return board_size / 2;
  return board_size - 1 - edge;
}

static int star_pos(int board_size, struct star s)
{
  return POS(star_line(board_size, s.row), star_line(board_size, s.col));
}

int fixed_handicap_points(int board_size, int n, int *points)
{
  int count = 0;
  if (n < 2 || n > max_fixed_handicap(board_size))
    return 0;
  if (n % 2 == 1 && n >= 5)
    points[count++] = star_pos(board_size, (struct star) {MID, MID});
  /* Six and seven stones skip the top and bottom midpoints. */
  int corners_and_sides = n - count;
  for (int k = 0; k < corners_and_sides; k++)
    points[count++] = star_pos(board_size, corner_and_side_stars[k]);
  return count;
}

static int square(int x)
{
  return x * x;
}

static int distance(int pos1, int pos2)
{
  return square(I(pos1) - I(pos2)) + square(J(pos1) - J(pos2));
}

/* Add stones one at a time, each as far as possible from those placed,
 * avoiding the first line on boards of 5 and more.  nearest[] holds each
 * candidate's squared distance to the closest stone so far. */
static int spread_points(int board_size, int n, int *points, int count)
{
  int margin = board_size >= 5 ? 1 : 0;
  int nearest[BOARD_ARRAY_SIZE];
  for (int i = margin; i < board_size - margin; i++)
    for (int j = margin; j < board_size - margin; j++) {
      nearest[POS(i, j)] = 1 << 30;
      for (int k = 0; k < count; k++)
        if (distance(POS(i, j), points[k]) < nearest[POS(i, j)])
          nearest[POS(i, j)] = distance(POS(i, j), points[k]);
    }
  while (count < n) {
    int best = NO_MOVE;
    for (int i = margin; i < board_size - margin; i++)
      for (int j = margin; j < board_size - margin; j++)
        if (nearest[POS(i, j)] > 0 && (best == NO_MOVE || nearest[POS(i, j)] > nearest[best]))
          best = POS(i, j);
    if (best == NO_MOVE)
      return 0;
    points[count++] = best;
    for (int i = margin; i < board_size - margin; i++)
      for (int j = margin; j < board_size - margin; j++)
        if (distance(POS(i, j), best) < nearest[POS(i, j)])
          nearest[POS(i, j)] = distance(POS(i, j), best);
  }
  return count;
}

int free_handicap_points(int board_size, int n, int *points)
{
  int inner = board_size >= 5 ? board_size - 2 : board_size;
  if (n < 2 || n > board_size * board_size / 2 || n > inner * inner)
    return 0;
  int fixed = n < max_fixed_handicap(board_size) ? n : max_fixed_handicap(board_size);
  int count = fixed >= 2 ? fixed_handicap_points(board_size, fixed, points) : 0;
  return spread_points(board_size, n, points, count);
}
