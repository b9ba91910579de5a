/* The terminal mode: the user plays a game against the engine by typing
 * moves and a few commands, in the manner of GNU Go 1.1.  Works as well
 * with a pipe as with a terminal. */
#ifndef HANE_ASCII_H
#define HANE_ASCII_H

#include <stdio.h>

struct game;

/* Play from the game's current position until both pass, someone
 * resigns, the user quits or the input ends.  Returns 1 if the game
 * ended (g->result holds the result), 0 otherwise. */
int ascii_play(struct game *g, FILE *in, FILE *out, int human_color, int quiet);

#endif
