/* Test helpers: run interface/hane as a separate process and talk GTP to it
 * through pipes, the way GoGui, Sabaki and kgsGtp do.  Every read has a
 * deadline, so a hanging engine fails the test instead of blocking it. */
#ifndef HANE_TEST_GTP_PIPE_H
#define HANE_TEST_GTP_PIPE_H

#include <stddef.h>
#include <sys/types.h>

struct gtp_pipe {
  pid_t pid;
  int to_engine;                 /* write end of the engine's stdin */
  int from_engine;               /* read end of the engine's stdout */
  char *buffer;                  /* received, not yet consumed */
  size_t length;
  size_t capacity;
  int eof;
};

/* The engine binary: $HANE, else ../interface/hane (the build tree). */
const char *gtp_pipe_engine_path(void);

/* Start the engine with these extra arguments (NULL-terminated list, may
 * be NULL).  Returns 0 if it could not be started. */
int gtp_pipe_start(struct gtp_pipe *p, const char *const *args);

/* Send one line; the newline is added. */
void gtp_pipe_send(struct gtp_pipe *p, const char *line);

/* The next line the engine writes (without its newline), or NULL at end
 * of output or when nothing complete arrives within timeout seconds.
 * malloc'ed. */
char *gtp_pipe_read_line(struct gtp_pipe *p, double timeout);

/* The next complete answer: every line up to the empty line that ends it,
 * joined with '\n' and without the final empty line ("=3 D4",
 * "= \ninfo ..."), or NULL on timeout or end of output.  malloc'ed. */
char *gtp_pipe_read_answer(struct gtp_pipe *p, double timeout);

/* Send a command and read its answer; *seconds (if not NULL) gets the
 * wall time between sending and the answer's arrival. */
char *gtp_pipe_command(struct gtp_pipe *p, const char *command, double timeout,
                       double *seconds);

/* The result text of a successful answer: after "=id " (a pointer into
 * answer), or NULL if the answer is a failure or malformed. */
const char *gtp_answer_body(const char *answer);

/* Close the engine's input and wait for it (at most timeout seconds,
 * then kill it).  Returns its exit status, or -1 if it was killed or
 * died from a signal. */
int gtp_pipe_finish(struct gtp_pipe *p, double timeout);

#endif
