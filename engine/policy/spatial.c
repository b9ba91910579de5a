/* Spatial patterns: what lies around a move, out to a gridcular distance,
 * hashed independently of rotation and reflection.  Following Stern,
 * Herbrich and Graepel (2006) and Pachi, the sizes are nested
 * neighbourhoods, so a pattern's hash grows point by point from the
 * smallest size to the largest. */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "policy_features.h"

/* The eight symmetries of the square, as maps of (dx, dy). */
static void transform(int s, int dx, int dy, int *tx, int *ty)
{
  int x = (s & 1) ? -dx : dx;
  int y = (s & 2) ? -dy : dy;
  if (s & 4) {
    *tx = y;
    *ty = x;
  } else {
    *tx = x;
    *ty = y;
  }
}

static uint64_t splitmix64(uint64_t x)
{
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/* The key of `what` (1..3) at (dx, dy): a fixed function, so that tables
 * of hashes stay valid from one build to the next. */
static uint64_t point_key(int dx, int dy, int what)
{
  uint64_t id = (uint64_t) ((dx + 32) * 64 + (dy + 32)) * 4 + (uint64_t) what;
  return splitmix64(0x48616e6550617473ULL ^ splitmix64(id));
}

static int gridcular(int dx, int dy)
{
  int x = abs(dx), y = abs(dy);
  return x + y + (x > y ? x : y);
}

int policy_gridcular_distance(int pos1, int pos2)
{
  return gridcular(J(pos1) - J(pos2), I(pos1) - I(pos2));
}

void policy_geometry_init(struct policy_geometry *g)
{
  int k = 0;
  for (int d = 0; d <= POLICY_SPATIAL_MAX; d++) {
    /* Within one distance: rows from the top, columns from the left. */
    for (int dy = -POLICY_SPATIAL_MAX; dy <= POLICY_SPATIAL_MAX; dy++)
      for (int dx = -POLICY_SPATIAL_MAX; dx <= POLICY_SPATIAL_MAX; dx++) {
        if ((dx == 0 && dy == 0) || gridcular(dx, dy) != d)
          continue;
        g->dx[k] = (signed char) dx;
        g->dy[k] = (signed char) dy;
        g->offset[k] = dy * POLICY_SPATIAL_STRIDE + dx;
        for (int what = 1; what <= 3; what++)
          for (int s = 0; s < 8; s++) {
            int tx, ty;
            transform(s, dx, dy, &tx, &ty);
            g->keys[k][what - 1][s] = point_key(tx, ty, what);
          }
        k++;
      }
    g->end[d] = k;
  }
  g->count = k;
}

void policy_spatial_board(struct policy_context *c)
{
  const struct board *b = c->b;
  memset(c->what, 3, sizeof c->what);
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int color = b->board[POS(i, j)];
      c->what[(i + POLICY_SPATIAL_MARGIN) * POLICY_SPATIAL_STRIDE + j + POLICY_SPATIAL_MARGIN] =
        (unsigned char) (color == EMPTY ? 0 : color == c->color ? 1 : 2);
    }
}

int policy_spatial_hashes(const struct policy_context *c, int pos, int max_size,
                          uint64_t hashes[POLICY_SPATIAL_MAX + 1],
                          int (*keep_going)(void *data, int size, uint64_t hash),
                          void *data)
{
  const struct policy_geometry *g = c->geo;
  uint64_t h[8] = { 0, 0, 0, 0, 0, 0, 0, 0 };
  const unsigned char *what = c->what + (I(pos) + POLICY_SPATIAL_MARGIN) * POLICY_SPATIAL_STRIDE
                              + J(pos) + POLICY_SPATIAL_MARGIN;
  int k = 0;
  if (max_size > POLICY_SPATIAL_MAX)
    max_size = POLICY_SPATIAL_MAX;
  for (int size = 2; size <= max_size; size++) {
    uint64_t least;
    for (; k < g->end[size]; k++) {
      int w = what[g->offset[k]];
      if (w) {
        const uint64_t *key = g->keys[k][w - 1];
        for (int s = 0; s < 8; s++)
          h[s] ^= key[s];
      }
    }
    if (size < POLICY_SPATIAL_MIN)
      continue;
    least = h[0];
    for (int s = 1; s < 8; s++)
      if (h[s] < least)
        least = h[s];
    hashes[size] = least;
    if (keep_going && !keep_going(data, size, least))
      return size;
  }
  return max_size;
}
