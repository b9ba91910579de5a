/* Test helpers: run GTP text through the protocol loop into memory, and
 * check that failed commands leave the game as it was. */
#ifndef HANE_TEST_GTP_SESSION_H
#define HANE_TEST_GTP_SESSION_H

#include <stddef.h>

#include "interface/game/game.h"

/* A game with a fixed seed and no time limit on a board of this size. */
struct game *test_game_new(int board_size);

/* Everything the loop answered to `input` (length bytes); malloc'ed.
 * *status (if not NULL) gets the loop's result (GTP_QUIT after quit). */
char *gtp_session_run(struct game *g, const char *input, size_t length, int *status);

/* The answer must be exactly `expected`. */
void assert_session(struct game *g, const char *input, const char *expected);

/* The command (one line, no newline) must fail with exactly "? message"
 * and leave board, history, komi, handicap and clock as they were. */
void assert_fails_unchanged(struct game *g, const char *command, const char *message);

/* The answer to one command without "= " and the closing blank line;
 * fails the test on a "?" answer.  malloc'ed. */
char *gtp_answer(struct game *g, const char *command);

#endif
