/* Moves a sane player never makes: filling its own eye, or putting its own
 * string in atari without a purpose.  These checks guard every move the
 * classic engine plays and the random player too. */
#ifndef HANE_EYE_FILL_H
#define HANE_EYE_FILL_H

#include "engine/board/board.h"

/* Is pos an empty point whose orthogonal neighbours are all color's stones
 * (or the edge) and that the opponent cannot make false by its diagonals?
 * Filling such a point is never right. */
int is_own_true_eye(const struct board *b, int pos, int color);
/* Is pos an eye shape of color (orthogonal neighbours own or edge), true or
 * false? */
int is_own_eye_shape(const struct board *b, int pos, int color);
/* Size of the empty region through pos if it is bordered only by color's
 * stones and the edge and holds at most max points; 0 otherwise. */
int own_enclosed_region_size(const struct board *b, int pos, int color, int max);
/* Would color at pos leave a string of color in atari for no reason?
 * Single-stone throw-ins against short-of-liberty strings and snapbacks
 * are purposeful and allowed. */
int is_pointless_self_atari(struct board *b, int pos, int color);
/* Would color at pos set up a snapback: the opponent captures the stone
 * and color recaptures more stones at once? */
int is_snapback(struct board *b, int pos, int color);
/* The cheap filter shared by the random player and the last-resort moves:
 * legal, not an own true eye, not a pointless self-atari. */
int is_sensible_move(struct board *b, int pos, int color);

#endif
