#include <config.h>

#include <check.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hane_process.h"
#include "utils/timer.h"

const char *hane_engine_path(void)
{
  const char *path = getenv("HANE");
  return path && *path ? path : "../interface/hane";
}

int hane_start(struct gtp_pipe *p, const char *const *args)
{
  char *argv[64];
  char err[256];
  int argc = 0;
  /* A dead engine must fail the test, not kill it with SIGPIPE. */
  signal(SIGPIPE, SIG_IGN);
  argv[argc++] = (char *) hane_engine_path();
  for (int k = 0; args && args[k] && argc < 63; k++)
    argv[argc++] = (char *) args[k];
  argv[argc] = NULL;
  return gtp_pipe_start(p, argv, NULL, NULL, err, sizeof err) == 0;
}

double hane_cpu_seconds(const struct gtp_pipe *p)
{
  char path[64], text[1024];
  snprintf(path, sizeof path, "/proc/%ld/stat", (long) p->pid);
  FILE *f = fopen(path, "r");
  if (f == NULL)
    return -1.0;
  size_t n = fread(text, 1, sizeof text - 1, f);
  fclose(f);
  text[n] = '\0';
  /* pid (name) state ... : utime and stime are the 12th and 13th fields
   * after the name, which may itself hold spaces. */
  char *rest = strrchr(text, ')');
  unsigned long long user, system;
  long ticks = sysconf(_SC_CLK_TCK);
  if (rest == NULL || ticks <= 0
      || sscanf(rest + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
                &user, &system) != 2)
    return -1.0;
  return (double) (user + system) / (double) ticks;
}

char *hane_read_answer(struct gtp_pipe *p, double timeout)
{
  double deadline = wall_seconds() + timeout;
  char *answer = NULL;
  size_t length = 0;
  for (;;) {
    double left = deadline - wall_seconds();
    char *line = gtp_pipe_read_line(p, left > 0 ? left : 0);
    if (line == NULL) {
      free(answer);
      return NULL;
    }
    if (line[0] == '\0') {
      free(line);
      if (answer != NULL)
        return answer;
      continue;                   /* a stray empty line before an answer */
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

char *hane_command(struct gtp_pipe *p, const char *command, double timeout,
                   double *seconds)
{
  double start = wall_seconds();
  gtp_pipe_send(p, command);
  char *answer = hane_read_answer(p, timeout);
  if (seconds)
    *seconds = wall_seconds() - start;
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

char *hane_ok(struct gtp_pipe *p, const char *command, double timeout)
{
  char *answer = hane_command(p, command, timeout, NULL);
  ck_assert_msg(answer != NULL, "no answer to \"%s\"", command);
  const char *body = gtp_answer_body(answer);
  ck_assert_msg(body != NULL, "\"%s\" failed: %s", command, answer);
  char *copy = strdup(body);
  free(answer);
  return copy;
}

void hane_expect(struct gtp_pipe *p, const char *command, const char *expected,
                 double timeout)
{
  char *body = hane_ok(p, command, timeout);
  ck_assert_msg(strcmp(body, expected) == 0, "\"%s\": expected \"%s\", got \"%s\"",
                command, expected, body);
  free(body);
}
