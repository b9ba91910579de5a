/* Who owns each point: a static estimate from the stones on the board,
 * with strings known to be dead counted for their captor.  Secure
 * territory comes from Bouzy's mathematical morphology (5 dilations spread
 * each colour's influence, 21 erosions cut it back where the other colour
 * pushes); the other empty points lean towards the side whose stones are
 * nearer (steps through empty points, the other side's stones blocking),
 * fully when it is three steps nearer, not at all beyond five steps from
 * both.  The classic engine values a move by the change of this
 * estimate. */
#ifndef HANE_TERRITORY_ESTIMATE_H
#define HANE_TERRITORY_ESTIMATE_H

#include "engine/board/board.h"

struct territory_estimate {
  /* +1 black owns the point, -1 white owns it, in between: uncertain. */
  float owner[BOARD_ARRAY_SIZE];
  float black_score;     /* sum of owner over the board (black's view) */
};

/* dead[pos] nonzero marks stones counted for the other colour (may be
 * NULL).  dead_weight in (0,1] lets ko-dead strings count half. */
void estimate_territory(const struct board *b, const float *dead,
                        struct territory_estimate *out);
/* The estimate's score from color's point of view (area counting). */
float territory_score(const struct territory_estimate *t, int color);

#endif
