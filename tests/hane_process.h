/* Test helpers: interface/hane run as a separate process and talked to
 * through pipes, the way GoGui, Sabaki and kgsGtp do, with the GTP client
 * of regression/gtp_pipe.h.  Answers are kept whole ("=3 D4") so tests can
 * check ids and layout; every read has a deadline, so a hanging engine
 * fails the test instead of blocking it. */
#ifndef HANE_TEST_HANE_PROCESS_H
#define HANE_TEST_HANE_PROCESS_H

#include "regression/gtp_pipe.h"

/* The engine binary: $HANE, else ../interface/hane (the build tree). */
const char *hane_engine_path(void);

/* Start the engine with these extra arguments (NULL-terminated list, may
 * be NULL).  Returns 0 if it could not be started. */
int hane_start(struct gtp_pipe *p, const char *const *args);

/* CPU time (user + system, seconds) the running engine has used so far,
 * from /proc; -1 where that cannot be read.  Tests bound work by it, not
 * by the wall clock, which a loaded machine stretches. */
double hane_cpu_seconds(const struct gtp_pipe *p);

/* The next complete answer: every line up to the empty line that ends it,
 * joined with '\n' and without the final empty line ("=3 D4",
 * "= \ninfo ..."), or NULL on timeout or end of output.  malloc'ed. */
char *hane_read_answer(struct gtp_pipe *p, double timeout);

/* Send a command and read its answer; *seconds (if not NULL) gets the
 * wall time between sending and the answer's arrival. */
char *hane_command(struct gtp_pipe *p, const char *command, double timeout,
                   double *seconds);

/* The result text of a successful answer: after "=id " (a pointer into
 * answer), or NULL if the answer is a failure or malformed. */
const char *gtp_answer_body(const char *answer);

/* The result text of the command's answer (malloc'ed); fails the test
 * when there is no answer in time or it is a failure. */
char *hane_ok(struct gtp_pipe *p, const char *command, double timeout);

/* The command must succeed with exactly this result text. */
void hane_expect(struct gtp_pipe *p, const char *command, const char *expected,
                 double timeout);

#endif
