/* Unconditional life, dead stones and territory for one colour, found by
 * letting the opponent move as often as he likes (unconditional_life.c).
 * Used by unconditional_status_map (worm.h). */
#ifndef HANE_UNCONDITIONAL_LIFE_H
#define HANE_UNCONDITIONAL_LIFE_H

#include "engine/board/board.h"

#define UNCONDITIONAL_LIFE_ALIVE 1       /* a stone of the colour */
#define UNCONDITIONAL_LIFE_TERRITORY 2   /* an empty point or a dead enemy */

/* The two boards unconditional_life plays on, made once by their owner
 * (board_new(MAX_BOARD): any size fits) and reused: the analysis runs
 * for every new position, and making 2 x 3.4 MB boards each time cost
 * more than the analysis. */
struct unconditional_scratch {
  struct board *play;        /* the opponent's moves are played here */
  struct board *saved;       /* play as it was before a trial */
};

/* result[pos] for every point of b: 0, or one of the codes above.  Only
 * the scratch boards (overwritten) and result change. */
void unconditional_life(const struct board *b, int color,
                        struct unconditional_scratch *scratch,
                        unsigned char result[BOARD_ARRAY_SIZE]);

#endif
