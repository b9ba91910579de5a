/* End-of-game scoring: which stones are dead, whose the empty regions are,
 * and the score by area or territory counting.  The stone status is the
 * part a dragon analysis refines; the rest only reads the status array. */
#ifndef HANE_SCORE_H
#define HANE_SCORE_H

#include "board.h"

/* Final status of points: stones are alive, dead or in seki, empty points
 * are territory or dame. */
#define FINAL_ALIVE 1
#define FINAL_DEAD 2
#define FINAL_SEKI 3
#define FINAL_WHITE_TERRITORY 4
#define FINAL_BLACK_TERRITORY 5
#define FINAL_DAME 6

/* FINAL_ALIVE, FINAL_DEAD or FINAL_SEKI for every stone.  For now every
 * stone counts as alive. */
void score_stone_status(const struct board *b, int status[BOARD_ARRAY_SIZE]);
/* Empty points: regions of empty points and dead stones that touch living
 * stones of one colour only are that colour's territory, the others
 * (touching both, seki stones, or nothing) are dame. */
void score_region_status(const struct board *b, int status[BOARD_ARRAY_SIZE]);
/* Simple sekis the stone status missed: a string marked dead next to a
 * string of the other colour with exactly the same liberties (two or
 * more, so whoever fills one puts its own string in atari), or such that
 * every liberty of the two, played by either colour, is illegal or a
 * self-atari capturing nothing (one eye each and a shared liberty), lives
 * in seki with it: both become FINAL_SEKI.  Empty points keep their status (call
 * score_region_status after).  Returns the number of strings changed. */
int score_mark_seki(const struct board *b, int status[BOARD_ARRAY_SIZE]);
/* Both of the above. */
void score_final_status(const struct board *b, int status[BOARD_ARRAY_SIZE]);

/* White minus Black with komi.  Territory: territory plus prisoners (dead
 * stones included).  Area: living stones plus territory. */
double score_territory(const struct board *b, const int status[BOARD_ARRAY_SIZE]);
double score_area(const struct board *b, const int status[BOARD_ARRAY_SIZE]);

#endif
