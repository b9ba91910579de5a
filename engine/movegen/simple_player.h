/* A simple move generator in the spirit of GNU Go 1.1: capture, save,
 * otherwise a random sensible move.  The classic engine's stand-in until
 * the full move generator is plugged in behind engine_genmove. */
#ifndef HANE_SIMPLE_PLAYER_H
#define HANE_SIMPLE_PLAYER_H

#include "engine/board/board.h"
#include "utils/rng.h"

/* Capture the largest string in atari; else save the largest own string
 * in atari by extending when that gives it two liberties or more; else a
 * random legal move that neither fills an own one-point eye nor puts more
 * than one stone in atari.  PASS_MOVE when there is none.  The board is
 * left as it was. */
int simple_player_genmove(const struct board *b, int color, struct rng *rng);

/* The parts, each returning NO_MOVE when it has nothing. */
int simple_player_capture(const struct board *b, int color);
int simple_player_save(const struct board *b, int color);
int simple_player_random(const struct board *b, int color, struct rng *rng);
/* Is pos surrounded (orthogonally) by color's stones and the edge? */
int is_own_eye(const struct board *b, int pos, int color);

#endif
