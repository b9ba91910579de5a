/* Diagrams (tests/diagram.h) that several tests use. */
#ifndef HANE_TEST_POSITIONS_H
#define HANE_TEST_POSITIONS_H

/* A finished 9x9 game, komi aside: Black's B8 is dead in White's area
 * (the top four lines), White's G2 dead in Black's (the bottom five).
 * Reading the two weak dragons without a budget takes over 6,000 owl
 * nodes, so budgets are tested on it (check_engine, check_dragon,
 * check_gtp_dragon). */
extern const char two_weak_dragons[];

#endif
