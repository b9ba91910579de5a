#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gtp_pipe.h"

static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + t.tv_nsec * 1e-9;
}

const char *gtp_pipe_engine_path(void)
{
  const char *path = getenv("HANE");
  return path && *path ? path : "../interface/hane";
}

int gtp_pipe_start(struct gtp_pipe *p, const char *const *args)
{
  int in[2], out[2];
  const char *argv[64];
  int argc = 0;

  memset(p, 0, sizeof *p);
  p->pid = -1;
  /* A dead engine must fail the test, not kill it with SIGPIPE. */
  signal(SIGPIPE, SIG_IGN);
  argv[argc++] = gtp_pipe_engine_path();
  for (int k = 0; args && args[k] && argc < 63; k++)
    argv[argc++] = args[k];
  argv[argc] = NULL;

  if (pipe(in) != 0)
    return 0;
  if (pipe(out) != 0) {
    close(in[0]);
    close(in[1]);
    return 0;
  }
  pid_t pid = fork();
  if (pid < 0)
    return 0;
  if (pid == 0) {
    dup2(in[0], 0);
    dup2(out[1], 1);
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(out[1]);
    execv(argv[0], (char *const *) argv);
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  p->pid = pid;
  p->to_engine = in[1];
  p->from_engine = out[0];
  return 1;
}

void gtp_pipe_send(struct gtp_pipe *p, const char *line)
{
  size_t n = strlen(line);
  char *text = malloc(n + 2);
  if (text == NULL)
    return;
  memcpy(text, line, n);
  text[n] = '\n';
  size_t done = 0;
  while (done < n + 1) {
    ssize_t w = write(p->to_engine, text + done, n + 1 - done);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      break;
    done += (size_t) w;
  }
  free(text);
}

/* Read whatever is available, waiting until the deadline; 0 on timeout
 * or end of output. */
static int fill(struct gtp_pipe *p, double deadline)
{
  if (p->eof)
    return 0;
  for (;;) {
    double left = deadline - now();
    if (left <= 0)
      return 0;
    struct pollfd pfd = {p->from_engine, POLLIN, 0};
    int r = poll(&pfd, 1, (int) (left * 1000) + 1);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      return 0;
    if (p->length + 4096 + 1 > p->capacity) {
      size_t capacity = p->capacity ? p->capacity * 2 : 8192;
      while (capacity < p->length + 4096 + 1)
        capacity *= 2;
      char *buffer = realloc(p->buffer, capacity);
      if (buffer == NULL)
        return 0;
      p->buffer = buffer;
      p->capacity = capacity;
    }
    ssize_t n = read(p->from_engine, p->buffer + p->length, 4096);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      p->eof = 1;
      return 0;
    }
    p->length += (size_t) n;
    return 1;
  }
}

char *gtp_pipe_read_line(struct gtp_pipe *p, double timeout)
{
  double deadline = now() + timeout;
  for (;;) {
    char *newline = p->length ? memchr(p->buffer, '\n', p->length) : NULL;
    if (newline != NULL) {
      size_t n = (size_t) (newline - p->buffer);
      char *line = malloc(n + 1);
      if (line == NULL)
        return NULL;
      memcpy(line, p->buffer, n);
      line[n] = '\0';
      memmove(p->buffer, newline + 1, p->length - n - 1);
      p->length -= n + 1;
      return line;
    }
    if (!fill(p, deadline))
      return NULL;
  }
}

char *gtp_pipe_read_answer(struct gtp_pipe *p, double timeout)
{
  double deadline = now() + timeout;
  char *answer = NULL;
  size_t length = 0;
  for (;;) {
    double left = deadline - now();
    char *line = gtp_pipe_read_line(p, left > 0 ? left : 0);
    if (line == NULL) {
      free(answer);
      return NULL;
    }
    if (line[0] == '\0' && answer != NULL) {
      free(line);
      return answer;
    }
    if (line[0] == '\0') {          /* stray empty line before an answer */
      free(line);
      continue;
    }
    size_t n = strlen(line);
    char *grown = realloc(answer, length + n + 2);
    if (grown == NULL) {
      free(line);
      free(answer);
      return NULL;
    }
    answer = grown;
    if (length > 0)
      answer[length++] = '\n';
    memcpy(answer + length, line, n + 1);
    length += n;
    free(line);
  }
}

char *gtp_pipe_command(struct gtp_pipe *p, const char *command, double timeout,
                       double *seconds)
{
  double start = now();
  gtp_pipe_send(p, command);
  char *answer = gtp_pipe_read_answer(p, timeout);
  if (seconds)
    *seconds = now() - start;
  return answer;
}

const char *gtp_answer_body(const char *answer)
{
  if (answer == NULL || answer[0] != '=')
    return NULL;
  const char *p = answer + 1;
  while (*p >= '0' && *p <= '9')
    p++;
  if (*p == ' ')
    return p + 1;
  if (*p == '\0' || *p == '\n')
    return p;
  return NULL;
}

int gtp_pipe_finish(struct gtp_pipe *p, double timeout)
{
  int status = 0;
  if (p->to_engine >= 0)
    close(p->to_engine);
  p->to_engine = -1;
  double deadline = now() + timeout;
  pid_t done = 0;
  while (p->pid > 0 && (done = waitpid(p->pid, &status, WNOHANG)) == 0
         && now() < deadline) {
    struct timespec pause = {0, 10 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
  if (p->pid > 0 && done == 0) {
    kill(p->pid, SIGKILL);
    waitpid(p->pid, &status, 0);
    status = -1;
  }
  if (p->from_engine >= 0)
    close(p->from_engine);
  p->from_engine = -1;
  free(p->buffer);
  p->buffer = NULL;
  p->length = p->capacity = 0;
  p->pid = -1;
  if (status == -1 || !WIFEXITED(status))
    return -1;
  return WEXITSTATUS(status);
}
