/* Groups short of room for two eyes: a cheap life-and-death judgment for
 * the valuation (engine/weak_groups.c). */
#ifndef HANE_WEAK_GROUPS_H
#define HANE_WEAK_GROUPS_H

#include "engine/board/board.h"

/* Raises dead[] of every stone to its group's weakness (1 for a group
 * without room, 0 for one with two eyes or plenty of room), except the
 * stones marked in exempt[] (may be NULL): strings in atari that their
 * owner, about to move, can save have not lost their way out yet.  owner
 * (black positive, may be NULL) is a territory estimate: points the
 * opponent owns half or more are no room. */
void mark_weak_groups(const struct board *b, float *dead,
                      const unsigned char *exempt, const float *owner);

#endif
