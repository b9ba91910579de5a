/* The board, reading and dragon analysis that the dragon, optics and owl
 * tests set up for every test (Check's checked fixture). */
#ifndef HANE_TEST_DRAGON_FIXTURE_H
#define HANE_TEST_DRAGON_FIXTURE_H

#include "engine/board/board.h"
#include "engine/life/dragon.h"
#include "engine/reading/reading.h"

/* A new board of the given size with its reading and dragons; fails the
 * test when one cannot be made. */
void dragon_fixture_open(int size, struct board **b, struct reading **r,
                         struct dragons **d);
void dragon_fixture_close(struct board *b, struct reading *r,
                          struct dragons *d);

/* Sets the board from an ASCII diagram (tests/diagram.h) and computes its
 * dragons afresh; fails the test on a malformed diagram. */
void dragon_fixture_load(struct board *b, struct dragons *d,
                         const char *diagram);

#endif
