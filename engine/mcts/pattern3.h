/* 3x3 shape patterns for playouts and priors: a bit per arrangement of
 * the eight neighbours of an empty point (2 bits each: EMPTY, WHITE,
 * BLACK, GRAY as board.h numbers them), set when the point is a good local
 * reply.  The shapes are the classic Monte Carlo ones (hane, cut, edge
 * moves), matched under all rotations, reflections and colour swaps, so
 * the table does not depend on who is to move. */
#ifndef HANE_PATTERN3_H
#define HANE_PATTERN3_H

#include <stdint.h>
#include "playout_board.h"

struct pattern3 {
  uint8_t bits[65536 / 8];
};

void pattern3_init(struct pattern3 *t);

/* Neighbours in reading order: NW, N, NE, W, E, SW, S, SE. */
static inline unsigned pattern3_key(const struct pboard *b, int p)
{
  int s = b->stride;
  const unsigned char *c = b->color;
  return c[p - s - 1] | c[p - s] << 2 | c[p - s + 1] << 4 | c[p - 1] << 6
         | c[p + 1] << 8 | c[p + s - 1] << 10 | c[p + s] << 12
         | (unsigned) c[p + s + 1] << 14;
}

static inline int pattern3_match(const struct pattern3 *t, unsigned key)
{
  return (t->bits[key >> 3] >> (key & 7)) & 1;
}

#endif
