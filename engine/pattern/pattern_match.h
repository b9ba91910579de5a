/* The pattern matcher: finds which database patterns (patterns/NAME.db,
 * doc/patterns.txt) match on a board, in all 8 orientations, for the colour
 * to move.  Only reads the board (constraints use board queries); safe to
 * call from several threads on different boards. */
#ifndef HANE_PATTERN_MATCH_H
#define HANE_PATTERN_MATCH_H

#include "engine/board/board.h"
#include "patterns/patterns.h"

/* Called once per match: move is the board point of the pattern's `*`,
 * orientation (0..7) how the diagram lies on the board (see
 * pattern_transform in patterns.h). */
typedef void (*pattern_callback)(void *data, int move,
                                 const struct pattern *p, int orientation);

/* Reports every pattern of a class in class_mask (PATTERN_* bits,
 * PATTERN_ALL for all) that matches for color at a legal empty point of
 * the board, its constraints holding.  A pattern that fits a point in
 * several orientations is reported once there.  Returns the number of
 * reports. */
int match_patterns(const struct board *b, int color, unsigned class_mask,
                   pattern_callback callback, void *data);

/* The same at one point only (nothing if move is not a legal empty point
 * for color). */
int match_patterns_at(const struct board *b, int color, int move,
                      unsigned class_mask, pattern_callback callback,
                      void *data);

/* For every point, the largest value among the matching patterns in best[]
 * and that pattern in which[] (which may be NULL); points without a match
 * get 0 and NULL.  Returns the number of points with a match. */
int pattern_best_values(const struct board *b, int color,
                        unsigned class_mask, float best[BOARD_ARRAY_SIZE],
                        const struct pattern *which[BOARD_ARRAY_SIZE]);

/* The board point of a pattern's label ('*' or a letter of its labels
 * diagram) in a match reported at move with orientation; NO_MOVE if the
 * pattern has no such label. */
int pattern_label_point(const struct board *b, int move,
                        const struct pattern *p, int orientation,
                        char label);

/* Does p's constraint hold for color with its `*` at move, laid in
 * orientation?  (The matcher calls this; exported for tests and tools.) */
int pattern_constraint_holds(const struct board *b, int color, int move,
                             const struct pattern *p, int orientation);

#endif
