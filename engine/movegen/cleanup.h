/* The cleanup phase (kgs-genmove_cleanup): when the move generator would
 * pass, a move that brings the opponent's dead stones closer to being
 * taken off the board, so that the game can end with them removed. */
#ifndef HANE_CLEANUP_H
#define HANE_CLEANUP_H

#include "engine/board/board.h"

/* status: FINAL_* codes for every point (engine_final_status).  Returns a
 * legal move for color, or PASS_MOVE when no dead stone of the opponent
 * is left or nothing safe remains to be done about them. */
int cleanup_dead_stones_move(const struct board *b, const int status[BOARD_ARRAY_SIZE],
                             int color);

#endif
