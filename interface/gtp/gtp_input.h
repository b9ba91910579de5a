/* Watching the controller's input while a command runs: lz-analyze streams
 * until the next command arrives, and a long search stops early when the
 * controller has something to say.  Nothing is consumed: the main loop
 * reads the waiting command as usual. */
#ifndef HANE_GTP_INPUT_H
#define HANE_GTP_INPUT_H

#include <stdio.h>

/* Nonzero when more input is waiting on `in` (already buffered or
 * readable) or the input has ended; waits up to `seconds` (0: just look).
 * Streams without a file descriptor (memory streams) never block, so for
 * them this is "not at end of input". */
int gtp_input_pending(FILE *in, double seconds);

/* 1 if every byte the input will ever hold is there already: a memory
 * stream (no descriptor) or a regular file.  Nothing can arrive while a
 * command runs, so there is nothing to wait for. */
int gtp_input_is_complete(FILE *in);

#endif
