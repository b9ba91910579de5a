/* Unconditional life, dead stones and territory for one colour, found by
 * letting the opponent move as often as he likes (unconditional_life.c).
 * Used by unconditional_status_map (worm.h). */
#ifndef HANE_UNCONDITIONAL_LIFE_H
#define HANE_UNCONDITIONAL_LIFE_H

#include "engine/board/board.h"

#define UNCONDITIONAL_LIFE_ALIVE 1       /* a stone of the colour */
#define UNCONDITIONAL_LIFE_TERRITORY 2   /* an empty point or a dead enemy */

/* result[pos] for every point of b: 0, or one of the codes above.
 * Returns 0 when out of memory (result all 0). */
int unconditional_life(const struct board *b, int color,
                       unsigned char result[BOARD_ARRAY_SIZE]);

#endif
