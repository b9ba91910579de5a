/* Small tactics for the playout policy on a struct pboard: ladders read
 * on a scratch copy, eye shapes that die (nakade) and their vital points. */
#ifndef HANE_PLAYOUT_TACTICS_H
#define HANE_PLAYOUT_TACTICS_H

#include "playout_board.h"

/* Ladder steps read at most: longer ladders count as escaping. */
#define PT_LADDER_MAX_STEPS 80

/* If color plays p (legal) and the string there has exactly two
 * liberties, is it captured by a ladder with the opponent to move (each
 * atari chosen so that the escape gains least, the escaper capturing any
 * chaser in atari counts as escaping)?  Returns 1 if captured, 0 if not
 * (three or more liberties, one liberty counts as captured).  Reads on
 * scratch (overwritten); b is not changed. */
int pt_ladder_captured(const struct pboard *b, struct pboard *scratch, int p,
                       int color);

/* If attacker plays a (legal) in atari of string target and the target
 * extends at its last liberty, is it then captured by a ladder (as in
 * pt_ladder_captured)?  0 also when a does not put target in atari or the
 * target can capture a chaser in atari instead. */
int pt_atari_captures(const struct pboard *b, struct pboard *scratch, int a,
                      int attacker, int target);

/* Killing shapes of up to PT_SHAPE_MAX points (straight and bent three,
 * pyramid four, square four, bulky and cross five, rabbity six): given
 * the points of a connected region, returns 1 if it is one and stores its
 * vital point in *vital (PB_PASS for the square, which has none), else 0.
 * Regions of one or two points are dead shapes without a vital point. */
#define PT_SHAPE_MAX 6
int pt_killing_shape(const struct pboard *b, const int *points, int n,
                     int *vital);

/* The empty region containing the empty point start, if it has at most
 * PT_SHAPE_MAX points and every stone around it is one colour (stored in
 * *owner): its vital point if it is a killing shape of three or more
 * points, else PB_PASS. */
int pt_nakade_point(const struct pboard *b, int start, int *owner);

/* A self-atari by color at p that only gives the opponent a dead shape
 * inside its own area: the string made at p and its last liberty are
 * enclosed by the opponent's stones (and the edge), and the string's
 * stones form a killing shape (at most PT_SHAPE_MAX stones), so once
 * captured they leave an eye space that dies; no opponent string next to
 * p has two liberties or fewer (that would be a race or a seki's shared
 * liberty).  Such throw-ins kill eye
 * space (nakade); other self-ataris of several stones do not help.  Call
 * only for a legal self-atari (pb_self_atari_size > 0). */
int pt_nakade_self_atari(const struct pboard *b, int p, int color);

#endif
