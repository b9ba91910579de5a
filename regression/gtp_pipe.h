/* A GTP engine run as a child process, talked to through pipes, with a
 * time limit on every answer. */
#ifndef HANE_GTP_PIPE_H
#define HANE_GTP_PIPE_H

#include <stddef.h>
#include <sys/types.h>

struct gtp_pipe {
  pid_t pid;
  int to_engine;          /* the engine's stdin */
  int from_engine;        /* the engine's stdout */
  char *buffer;           /* bytes read but not yet consumed, '\r' removed */
  size_t length, capacity;
  int exit_status;        /* wait() status once reaped, -1 before */
  double cpu_seconds;     /* user + system CPU time once reaped, 0 before */
};

enum gtp_status {
  GTP_SUCCESS,            /* "= answer" */
  GTP_FAILURE,            /* "? message" */
  GTP_MALFORMED,          /* neither '=' nor '?': a protocol error */
  GTP_TIMEOUT,            /* no complete answer in time */
  GTP_DIED                /* the engine closed its output or stdin */
};

struct gtp_reply {
  enum gtp_status status;
  int id;                 /* -1 when the answer carried none */
  char *text;             /* malloc'ed, trimmed; may span several lines */
};

/* Splits command into words (whitespace, '...' and "..." quoting) into a
 * NULL-terminated malloc'ed argv; NULL on an unterminated quote or an
 * empty command.  Free with free_words. */
char **split_words(const char *command);
void free_words(char **words);

/* Starts argv[0] (searched in PATH when it has no '/') in directory dir
 * (NULL: ours), its standard error going to the file stderr_path (NULL:
 * ours).  Returns 0, or -1 with a message in err. */
int gtp_pipe_start(struct gtp_pipe *engine, char *const argv[], const char *dir,
                   const char *stderr_path, char *err, size_t errlen);
/* Sends one line and waits up to timeout seconds for the answer. */
void gtp_pipe_command(struct gtp_pipe *engine, const char *line, double timeout,
                      struct gtp_reply *reply);
void gtp_reply_free(struct gtp_reply *reply);

/* For clients that read streamed output themselves (lz-analyze): sends
 * one line without waiting (0, or -1 if the engine is gone), and returns
 * the next line it writes (malloc'ed, without '\n'), or NULL when none
 * arrives within timeout seconds or its output ended. */
int gtp_pipe_send(struct gtp_pipe *engine, const char *line);
char *gtp_pipe_read_line(struct gtp_pipe *engine, double timeout);

/* Closes the engine's input (end of file for it) and keeps reading its
 * output possible; 0, or -1 if it was already closed. */
int gtp_pipe_close_input(struct gtp_pipe *engine);

/* Sends quit, waits briefly, kills the engine if needed and reaps it. */
void gtp_pipe_stop(struct gtp_pipe *engine);
/* After a timeout or a death: closes the pipes, gives the engine grace
 * seconds to exit, then kills it, and reaps it. */
void gtp_pipe_abort(struct gtp_pipe *engine, double grace);
/* Closes the engine's input and waits up to grace seconds for it to end
 * by itself (then kills it).  Returns its exit status, or -1 if it was
 * killed or died from a signal. */
int gtp_pipe_finish(struct gtp_pipe *engine, double grace);
/* How the reaped engine ended, e.g. "killed by signal 11 (Segmentation
 * fault)"; empty before it was reaped. */
void gtp_pipe_describe_exit(const struct gtp_pipe *engine, char *out, size_t outlen);

#endif
