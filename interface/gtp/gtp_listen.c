#include <config.h>

#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "gtp_listen.h"

static int bind_first(const struct addrinfo *list)
{
  for (const struct addrinfo *a = list; a != NULL; a = a->ai_next) {
    int one = 1;
    int fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
    if (fd < 0)
      continue;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (bind(fd, a->ai_addr, a->ai_addrlen) == 0 && listen(fd, 1) == 0)
      return fd;
    close(fd);
  }
  return -1;
}

int gtp_listen_socket(const char *host, int port, char *err, size_t errlen)
{
  struct addrinfo hints, *list;
  char service[16];
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE;
  snprintf(service, sizeof service, "%d", port);
  int status = getaddrinfo(host, service, &hints, &list);
  if (status != 0) {
    snprintf(err, errlen, "%s: %s", host, gai_strerror(status));
    return -1;
  }
  int fd = bind_first(list);
  if (fd < 0)
    snprintf(err, errlen, "cannot listen on %s port %d: %s", host, port, strerror(errno));
  freeaddrinfo(list);
  return fd;
}

int gtp_socket_port(int fd)
{
  struct sockaddr_storage address;
  socklen_t length = sizeof address;
  if (getsockname(fd, (struct sockaddr *) &address, &length) != 0)
    return -1;
  if (address.ss_family == AF_INET)
    return ntohs(((struct sockaddr_in *) &address)->sin_port);
  if (address.ss_family == AF_INET6)
    return ntohs(((struct sockaddr_in6 *) &address)->sin6_port);
  return -1;
}

/* One client's session; GTP_QUIT if it ended with quit. */
static int serve_client(int fd, struct game *g, FILE *dump)
{
  struct gtp gtp;
  int out_fd = dup(fd);
  FILE *in = fdopen(fd, "r");
  FILE *out = out_fd >= 0 ? fdopen(out_fd, "w") : NULL;
  int status = GTP_OK;
  if (in != NULL && out != NULL) {
    gtp_init(&gtp, g, in, out);
    gtp.dump = dump;
    status = gtp_main_loop(&gtp);
    gtp_release(&gtp);
  }
  if (in != NULL)
    fclose(in);
  else
    close(fd);
  if (out != NULL)
    fclose(out);
  else if (out_fd >= 0)
    close(out_fd);
  return status;
}

int gtp_serve(int listen_fd, struct game *g, FILE *dump)
{
  for (;;) {
    int fd = accept(listen_fd, NULL, NULL);
    if (fd < 0) {
      if (errno == EINTR || errno == ECONNABORTED)
        continue;
      return GTP_OK;
    }
    if (serve_client(fd, g, dump) == GTP_QUIT)
      return GTP_QUIT;
  }
}
