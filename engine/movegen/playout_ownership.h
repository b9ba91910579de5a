/* Who ends up owning each point when the game is played out quickly at
 * random (captures first, no filling of one's own eyes, no pointless
 * self-atari): the classic engine's judgment of which groups live, until
 * dragon and owl analysis say more (engine/playout_ownership.c). */
#ifndef HANE_PLAYOUT_OWNERSHIP_H
#define HANE_PLAYOUT_OWNERSHIP_H

#include "engine/board/board.h"
#include "utils/budget.h"
#include "utils/rng.h"

/* Plays up to `playouts` games from the position of b (not changed; it
 * must be at stack level 0) with to_move first, on the scratch board (any
 * size, overwritten), charging budget (utils/budget.h; NULL: none) one
 * node for each move played: a game is not begun once the budget is
 * spent, and one it runs out in is not counted.  Sets owner[] for every
 * point to the average, over the games counted, of +1 (black's at the
 * end) and -1 (white's): stones and the empty points that only one colour
 * touches count; all 0 when none was.  Returns how many were counted. */
int playout_ownership(const struct board *b, int to_move, int playouts,
                      struct rng *rng, struct budget *budget,
                      struct board *scratch, float *owner);

#endif
