/* Strings shut in without room for two eyes: a cheap life-and-death
 * judgment for the valuation (engine/weak_groups.c). */
#ifndef HANE_WEAK_GROUPS_H
#define HANE_WEAK_GROUPS_H

#include "board.h"

/* Has the string at str fewer than two eyes and too little free room (empty
 * points not touching the opponent, reached through its own stones) to
 * make them? */
int is_shut_in(const struct board *b, int str);
/* Sets dead[] to 1 for every stone of a shut-in string. */
void mark_shut_in_strings(const struct board *b, float *dead);

#endif
