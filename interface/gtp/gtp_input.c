#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gtp_input.h"

/* Look at the next byte without blocking: 1 if there is one (pushed
 * back) or the input ended, 0 if nothing has arrived yet.  stdio's buffer
 * is looked at first, so a command already read from the descriptor is
 * not missed. */
static int peek_without_blocking(FILE *in, int fd)
{
  int flags = -1;
  if (fd >= 0) {
    flags = fcntl(fd, F_GETFL);
    if (flags >= 0 && !(flags & O_NONBLOCK))
      fcntl(fd, F_SETFL, flags | O_NONBLOCK);
  }
  errno = 0;
  int c = getc(in);
  int would_block = c == EOF && ferror(in) && (errno == EAGAIN || errno == EWOULDBLOCK);
  if (flags >= 0 && !(flags & O_NONBLOCK))
    fcntl(fd, F_SETFL, flags);
  if (c != EOF) {
    ungetc(c, in);
    return 1;
  }
  if (would_block) {
    clearerr(in);
    return 0;
  }
  return 1;                      /* end of input or a read error */
}

int gtp_input_pending(FILE *in, double seconds)
{
  int fd = fileno(in);
  if (peek_without_blocking(in, fd))
    return 1;
  if (fd < 0 || seconds <= 0)
    return 0;
  struct pollfd pfd = {fd, POLLIN, 0};
  int r;
  do
    r = poll(&pfd, 1, (int) (seconds * 1000 + 0.5));
  while (r < 0 && errno == EINTR);
  return r > 0;
}

int gtp_input_is_complete(FILE *in)
{
  int fd = fileno(in);
  struct stat st;
  if (fd < 0)
    return 1;
  return fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}
