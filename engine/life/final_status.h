/* Final status of stones and points from the dragon analysis, for
 * final_status_list, final_score and the score estimate.
 *
 * Stones of DEAD dragons are dead, unless every enemy stone touching
 * them is dead too (those are taken off first); a pair of neighbouring
 * dragons of opposite colours that are both alive without two eyes of
 * their own, share liberties and cannot run is in seki; a CRITICAL
 * dragon without a sure eye whose neighbours are all living enemies (an
 * invasion of their area) is dead; every other stone is alive.  Empty
 * points get their owner from score.c's region rule (a region of empty
 * points and dead stones that touches living stones of one colour only).
 */
#ifndef HANE_FINAL_STATUS_H
#define HANE_FINAL_STATUS_H

#include "engine/board/board.h"

struct dragons;

/* FINAL_* codes (engine.h) for every point; d must be computed with
 * owl status. */
void final_status_compute(struct dragons *d, int status[BOARD_ARRAY_SIZE]);

/* Score estimate (White minus Black, komi and prisoners included) for a
 * position that is not finished: dead stones count as captured and empty
 * points go to the colour whose living stones are clearly nearer.
 * *upper / *lower give contested points all to White / all to Black. */
double final_status_estimate(struct dragons *d, double *upper,
                             double *lower);

#endif
