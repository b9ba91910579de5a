/* Running a GTP engine as a child process and reading its answers with a
 * deadline, so that a crashed or hung engine never stops the runner. */
#include <config.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>
#include "gtp_pipe.h"
#include "utils/timer.h"

/* An engine that writes this much without ending its answer is broken. */
#define MAX_ANSWER_BYTES (16 * 1024 * 1024)

char **split_words(const char *command)
{
  size_t n = strlen(command);
  char **words = calloc(n / 2 + 2, sizeof *words);
  char *word = malloc(n + 1);
  int count = 0;
  const char *p = command;
  if (!words || !word)
    goto fail;
  for (;;) {
    size_t length = 0;
    while (*p == ' ' || *p == '\t' || *p == '\n')
      p++;
    if (!*p)
      break;
    while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
      if (*p == '\'' || *p == '"') {
        char quote = *p++;
        while (*p && *p != quote)
          word[length++] = *p++;
        if (!*p)
          goto fail;
        p++;
      } else
        word[length++] = *p++;
    }
    word[length] = '\0';
    if (!(words[count++] = strdup(word)))
      goto fail;
  }
  free(word);
  if (count == 0) {
    free(words);
    return NULL;
  }
  return words;
fail:
  free(word);
  free_words(words);
  return NULL;
}

void free_words(char **words)
{
  if (!words)
    return;
  for (char **w = words; *w; w++)
    free(*w);
  free(words);
}

/* A program named by a relative path must still be found after the
 * child changed into the suite's directory. */
static char *absolute_program(const char *program)
{
  char cwd[4096];
  char *path;
  if (!strchr(program, '/') || program[0] == '/' || !getcwd(cwd, sizeof cwd))
    return strdup(program);
  path = malloc(strlen(cwd) + strlen(program) + 2);
  if (path)
    sprintf(path, "%s/%s", cwd, program);
  return path;
}

static int redirect_stderr(const char *path)
{
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0 || dup2(fd, 2) < 0)
    return -1;
  close(fd);
  return 0;
}

static void run_child(int in, int out, int report, char *const argv[],
                      const char *program, const char *dir, const char *stderr_path)
{
  int error;
  signal(SIGPIPE, SIG_DFL);        /* the runner ignores it; the engine must not */
  setpgid(0, 0);                   /* so that helpers of a hung engine die with it */
  if (dup2(in, 0) < 0 || dup2(out, 1) < 0 || (dir && chdir(dir) < 0)
      || (stderr_path && redirect_stderr(stderr_path) < 0)) {
    error = errno;
  } else {
    execvp(program, argv);
    error = errno;
  }
  if (write(report, &error, sizeof error) < 0)
    _exit(126);
  _exit(127);
}

int gtp_pipe_start(struct gtp_pipe *engine, char *const argv[], const char *dir,
                   const char *stderr_path, char *err, size_t errlen)
{
  int in[2], out[2], report[2];
  int child_error;
  char *program = absolute_program(argv[0]);

  memset(engine, 0, sizeof *engine);
  engine->pid = -1;
  engine->to_engine = engine->from_engine = -1;
  engine->exit_status = -1;
  if (!program || pipe2(in, O_CLOEXEC) < 0) {
    snprintf(err, errlen, "cannot create pipes: %s", strerror(errno));
    free(program);
    return -1;
  }
  if (pipe2(out, O_CLOEXEC) < 0) {
    snprintf(err, errlen, "cannot create pipes: %s", strerror(errno));
    close(in[0]);
    close(in[1]);
    free(program);
    return -1;
  }
  if (pipe2(report, O_CLOEXEC) < 0) {
    snprintf(err, errlen, "cannot create pipes: %s", strerror(errno));
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    free(program);
    return -1;
  }
  engine->pid = fork();
  if (engine->pid == 0)
    run_child(in[0], out[1], report[1], argv, program, dir, stderr_path);
  free(program);
  close(in[0]);
  close(out[1]);
  close(report[1]);
  engine->to_engine = in[1];
  engine->from_engine = out[0];
  if (engine->pid < 0) {
    snprintf(err, errlen, "cannot fork: %s", strerror(errno));
    close(report[0]);
    gtp_pipe_abort(engine, 0);
    return -1;
  }
  /* The report pipe closes on a successful exec, else carries errno. */
  if (read(report[0], &child_error, sizeof child_error) == (ssize_t) sizeof child_error) {
    snprintf(err, errlen, "cannot run %s%s%s: %s", argv[0], dir ? " in " : "",
             dir ? dir : "", strerror(child_error));
    close(report[0]);
    gtp_pipe_abort(engine, 1.0);
    return -1;
  }
  close(report[0]);
  return 0;
}

static int write_all(int fd, const char *data, size_t length)
{
  while (length > 0) {
    ssize_t n = write(fd, data, length);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return -1;
    data += n;
    length -= (size_t) n;
  }
  return 0;
}

/* Reads what is available within the deadline: 1 read, 0 timeout, -1 EOF. */
static int read_more(struct gtp_pipe *engine, double deadline)
{
  char chunk[4096];
  struct pollfd pfd = { engine->from_engine, POLLIN, 0 };
  double left = deadline - wall_seconds();
  ssize_t n;
  int ready;
  if (left <= 0)
    return 0;
  ready = poll(&pfd, 1, (int) (left * 1000) + 1);
  if (ready < 0)
    return errno == EINTR ? 1 : -1;
  if (ready == 0)
    return 0;
  n = read(engine->from_engine, chunk, sizeof chunk);
  if (n < 0)
    return errno == EINTR ? 1 : -1;
  if (n == 0 || engine->length + (size_t) n + 1 > MAX_ANSWER_BYTES)
    return -1;
  if (engine->length + (size_t) n + 1 > engine->capacity) {
    size_t grown = 2 * (engine->length + (size_t) n + 1);
    char *buffer = realloc(engine->buffer, grown);
    if (!buffer)
      return -1;
    engine->buffer = buffer;
    engine->capacity = grown;
  }
  for (ssize_t k = 0; k < n; k++)
    if (chunk[k] != '\r')
      engine->buffer[engine->length++] = chunk[k];
  engine->buffer[engine->length] = '\0';
  return 1;
}

static int is_blank(char c)
{
  return c == ' ' || c == '\t' || c == '\n';
}

/* Takes one answer (up to its empty line) out of the buffer into the
 * struct gtp_reply out, or returns 0 if none is complete yet. */
static int take_answer(struct gtp_pipe *engine, void *out)
{
  struct gtp_reply *reply = out;
  char *start, *end, *text;
  size_t skip = 0;
  while (skip < engine->length && engine->buffer[skip] == '\n')
    skip++;
  memmove(engine->buffer, engine->buffer + skip, engine->length - skip + 1);
  engine->length -= skip;
  end = engine->length ? strstr(engine->buffer, "\n\n") : NULL;
  if (!end)
    return 0;
  *end = '\0';
  start = engine->buffer;
  if (*start == '=' || *start == '?') {
    reply->status = *start == '=' ? GTP_SUCCESS : GTP_FAILURE;
    start++;
    if (*start >= '0' && *start <= '9')
      reply->id = (int) strtol(start, &start, 10);
  } else
    reply->status = GTP_MALFORMED;
  while (is_blank(*start))
    start++;
  text = strdup(start);
  if (text) {
    size_t length = strlen(text);
    while (length > 0 && is_blank(text[length - 1]))
      text[--length] = '\0';
  }
  reply->text = text ? text : strdup("");
  end += 2;
  engine->length -= (size_t) (end - engine->buffer);
  memmove(engine->buffer, end, engine->length + 1);
  return 1;
}

int gtp_pipe_send(struct gtp_pipe *engine, const char *line)
{
  if (engine->to_engine < 0 || write_all(engine->to_engine, line, strlen(line)) < 0
      || write_all(engine->to_engine, "\n", 1) < 0)
    return -1;
  return 0;
}

int gtp_pipe_close_input(struct gtp_pipe *engine)
{
  if (engine->to_engine < 0)
    return -1;
  close(engine->to_engine);
  engine->to_engine = -1;
  return 0;
}

/* Waits until the buffer holds what complete() looks for: 1, or 0 on a
 * timeout, -1 when the output ended. */
static int wait_for(struct gtp_pipe *engine, double deadline,
                    int (*complete)(struct gtp_pipe *, void *), void *out)
{
  for (;;) {
    int got;
    if (engine->buffer && complete(engine, out))
      return 1;
    got = read_more(engine, deadline);
    if (got <= 0)
      return got;
  }
}

void gtp_pipe_command(struct gtp_pipe *engine, const char *line, double timeout,
                      struct gtp_reply *reply)
{
  double deadline = wall_seconds() + timeout;
  reply->status = GTP_DIED;
  reply->id = -1;
  reply->text = NULL;
  if (gtp_pipe_send(engine, line) < 0)
    return;
  int got = wait_for(engine, deadline, take_answer, reply);
  if (got == 0)
    reply->status = GTP_TIMEOUT;
  else if (got < 0)
    reply->status = GTP_DIED;
}

static int take_line(struct gtp_pipe *engine, void *out)
{
  char *newline = memchr(engine->buffer, '\n', engine->length);
  if (!newline)
    return 0;
  size_t n = (size_t) (newline - engine->buffer);
  char *line = malloc(n + 1);
  if (line) {
    memcpy(line, engine->buffer, n);
    line[n] = '\0';
  }
  engine->length -= n + 1;
  memmove(engine->buffer, newline + 1, engine->length + 1);
  *(char **) out = line;
  return 1;
}

char *gtp_pipe_read_line(struct gtp_pipe *engine, double timeout)
{
  char *line = NULL;
  if (engine->from_engine < 0)
    return NULL;
  wait_for(engine, wall_seconds() + timeout, take_line, &line);
  return line;
}

void gtp_reply_free(struct gtp_reply *reply)
{
  free(reply->text);
  reply->text = NULL;
}

static void close_pipes(struct gtp_pipe *engine)
{
  if (engine->to_engine >= 0)
    close(engine->to_engine);
  if (engine->from_engine >= 0)
    close(engine->from_engine);
  engine->to_engine = engine->from_engine = -1;
  free(engine->buffer);
  engine->buffer = NULL;
  engine->length = engine->capacity = 0;
}

static double rusage_seconds(const struct rusage *u)
{
  return u->ru_utime.tv_sec + u->ru_stime.tv_sec
         + 1e-6 * (u->ru_utime.tv_usec + u->ru_stime.tv_usec);
}

/* Waits up to grace seconds for the engine to end, then kills it (and
 * its process group); reaps it either way, keeping its CPU time. */
static void reap(struct gtp_pipe *engine, double grace)
{
  double deadline = wall_seconds() + grace;
  if (engine->pid <= 0)
    return;
  for (;;) {
    int status;
    struct rusage usage;
    pid_t done = wait4(engine->pid, &status, WNOHANG, &usage);
    if (done == engine->pid || (done < 0 && errno != EINTR)) {
      engine->exit_status = done == engine->pid ? status : -1;
      if (done == engine->pid)
        engine->cpu_seconds = rusage_seconds(&usage);
      break;
    }
    if (wall_seconds() >= deadline) {
      kill(-engine->pid, SIGKILL);
      kill(engine->pid, SIGKILL);
      if (wait4(engine->pid, &status, 0, &usage) == engine->pid) {
        engine->exit_status = status;
        engine->cpu_seconds = rusage_seconds(&usage);
      }
      break;
    }
    usleep(10000);
  }
  engine->pid = -1;
}

void gtp_pipe_abort(struct gtp_pipe *engine, double grace)
{
  close_pipes(engine);
  reap(engine, grace);
}

int gtp_pipe_finish(struct gtp_pipe *engine, double grace)
{
  if (engine->to_engine >= 0)
    close(engine->to_engine);
  engine->to_engine = -1;
  reap(engine, grace);
  close_pipes(engine);
  int status = engine->exit_status;
  if (status < 0 || !WIFEXITED(status))
    return -1;
  return WEXITSTATUS(status);
}

void gtp_pipe_stop(struct gtp_pipe *engine)
{
  struct gtp_reply reply;
  if (engine->to_engine >= 0) {
    gtp_pipe_command(engine, "quit", 5.0, &reply);
    gtp_reply_free(&reply);
  }
  gtp_pipe_abort(engine, 5.0);
}

void gtp_pipe_describe_exit(const struct gtp_pipe *engine, char *out, size_t outlen)
{
  int status = engine->exit_status;
  if (status < 0)
    snprintf(out, outlen, "%s", "");
  else if (WIFEXITED(status))
    snprintf(out, outlen, "exited with status %d", WEXITSTATUS(status));
  else if (WIFSIGNALED(status))
    snprintf(out, outlen, "killed by signal %d (%s)", WTERMSIG(status),
             strsignal(WTERMSIG(status)));
  else
    snprintf(out, outlen, "ended with wait status %d", status);
}
