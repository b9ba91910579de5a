/* The eye shapes of the built-in table: every eye space of up to
 * EYE_TABLE_POINTS points, enumerated.
 *
 * An eye space here is a set of board points joined orthogonally (a
 * polyomino; all its placements and orientations are enumerated, the
 * canonical form of eye_canon.h removes the repeats), each point empty or
 * holding an attacker stone, marginal or not, next to a wall string of the
 * defender (anchor) or not.  These are the graphs optics builds for an eye
 * space whose wall has liberties enough outside (no wall vertices, no half
 * eyes), with optics' move-ordering weights.  Both ko modes are listed.
 *
 * Used by the table generator (mkeyetable.c) and by the test that compares
 * the table with the solver shape by shape.
 */
#ifndef HANE_EYE_SHAPES_H
#define HANE_EYE_SHAPES_H

#include "eyegraph.h"

/* Points of the largest shapes in the table, and of the largest the
 * enumeration can make (tests and benchmarks go one size past the table). */
#define EYE_TABLE_POINTS 4
#define EYE_SHAPES_MAX_POINTS 6

/* Calls visit(g, ko_mode, data) for every graph of the family, point
 * sets of 1 to max_points points (max_points <= EYE_SHAPES_MAX_POINTS),
 * many of them several times (in other numberings).  Returns the number of
 * calls, -1 when out of memory. */
long eye_shapes_enumerate(int max_points,
                          void (*visit)(const struct eye_graph *g,
                                        int ko_mode, void *data),
                          void *data);

#endif
