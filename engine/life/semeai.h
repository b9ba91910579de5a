/* Semeai: capturing races between two adjacent dragons of opposite
 * colours.
 *
 * The race is read as a game whose outcome, seen from dragon a, is
 * 2 (a lives and b dies), 1 (both live: seki or independent life) or
 * 0 (a dies).  Candidate moves are the owl moves of both dragons (vital
 * points, eye-space moves, captures) and liberty filling: the other
 * dragon's outside liberties first, shared liberties only when they do
 * not put the filler in atari.  A position where both sides pass is
 * seki.  When the node budget runs out, liberties plus eyes decide.
 */
#ifndef HANE_SEMEAI_H
#define HANE_SEMEAI_H

struct dragons;

/* Dragon a's colour moves first.  *resulta: WIN if a can live (GNU Go's
 * "defense of a"), *resultb: WIN if b can be killed; *move the first
 * move (NO_MOVE: pass).  *certain is 0 when the reading ran out of nodes.
 * Returns 0 (and zero results) if a and b are not stones of opposite
 * colours. */
int analyze_semeai(struct dragons *d, int apos, int bpos, int *resulta,
                   int *resultb, int *move, int *certain);

#endif
