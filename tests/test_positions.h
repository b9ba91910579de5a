/* Diagrams (tests/diagram.h) that several tests use. */
#ifndef HANE_TEST_POSITIONS_H
#define HANE_TEST_POSITIONS_H

/* A finished 9x9 game, komi aside: Black's B8 is dead in White's area
 * (the top four lines), White's G2 dead in Black's (the bottom five).
 * Reading the two weak dragons without a budget takes over 6,000 owl
 * nodes, so budgets are tested on it (check_engine, check_dragon,
 * check_gtp_dragon). */
extern const char two_weak_dragons[];

/* A seki with an eye each: black B9-A8-C8 (eye A9) and white D9-F8 (eye
 * E9) share the liberty C9; whoever fills C9 or its own eye puts its own
 * string in atari, the other eye is suicide.  White's group on the left
 * lives with A6, A4, A2, black's big group with its eyes on the right;
 * the white stone F4 is dead in black's eye space (check_mcts_pass,
 * check_gtp_game). */
extern const char seki_with_eyes[];

/* Black's straight three in the lower left corner (A3 is one of its
 * stones), walled in by White: C2, its vital point, decides it (either
 * side playing there), so its status is critical (check_owl,
 * check_optics, check_dragon, check_gen_dragons, check_gtp_dragon,
 * check_engine). */
extern const char straight_three[];

/* Black's group in the lower left (A3 one of its stones), walled in by
 * White, with proper one-point eyes at B2 and D2: alive, each eye worth
 * 1 1 (check_owl, check_optics, check_dragon). */
extern const char two_one_point_eyes[];

/* Black's E4-E3-D3 and D6-D5 (the latter joined to the living group
 * above) share D4 and E5 but do not hold together: after White D4,
 * Black's E5 leaves six stones with two liberties that White D7 takes
 * (owl.tst 254's shape; check_dragon, check_gtp_dragon). */
extern const char two_shared_liberties_cut[];

#endif
