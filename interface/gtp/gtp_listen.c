/* GTP over TCP (gtp_listen.h).  Two threads: the main thread serves the
 * client of the moment; an acceptor thread takes new connections (handing
 * one to the main thread when it is free, telling the others it is busy)
 * and reads SIGTERM and SIGINT through a signalfd (they are blocked in
 * every thread while the server runs), disconnecting the client being
 * served so that the main thread stops. */
#include <config.h>

#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/time.h>
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
    if (bind(fd, a->ai_addr, a->ai_addrlen) == 0 && listen(fd, 4) == 0)
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

/* ---- The server's shared state --------------------------------------- */

struct server {
  const struct gtp_server_options *options;
  int listen_fd;
  int signal_fd;                 /* SIGTERM and SIGINT */
  int to_main[2];                /* acceptor -> main: a client, or stop */
  int to_acceptor[2];            /* main -> acceptor: stop */
  pthread_mutex_t lock;          /* guards the fields below */
  int client_fd;                 /* taken by the main thread, -1: none */
  int stopping;
  struct game *game;             /* the game being played, for interrupts */
};

#define BUSY_ANSWER "? busy: serving another client\n\n"

static void log_line(const struct server *s, const char *what)
{
  if (s->options->log != NULL) {
    fprintf(s->options->log, "hane: %s\n", what);
    fflush(s->options->log);
  }
}

static void notify(int fd)
{
  char c = 1;
  while (write(fd, &c, 1) < 0 && errno == EINTR)
    ;
}

/* A signal: stop taking clients, cut the current one off (its move stops
 * early and its answer goes nowhere). */
static void begin_stop(struct server *s)
{
  pthread_mutex_lock(&s->lock);
  s->stopping = 1;
  if (s->client_fd >= 0)
    shutdown(s->client_fd, SHUT_RDWR);
  if (s->game != NULL)
    engine_interrupt(s->game->engine);
  pthread_mutex_unlock(&s->lock);
  notify(s->to_main[1]);
}

static void take_client(struct server *s, int fd)
{
  pthread_mutex_lock(&s->lock);
  int free_now = !s->stopping && s->client_fd < 0;
  if (free_now)
    s->client_fd = fd;
  pthread_mutex_unlock(&s->lock);
  if (free_now) {
    notify(s->to_main[1]);
    return;
  }
  /* Never blocks: a refused client that does not read loses the line. */
  if (send(fd, BUSY_ANSWER, sizeof BUSY_ANSWER - 1, MSG_DONTWAIT | MSG_NOSIGNAL) < 0) {
    /* nothing more to do for it */
  }
  close(fd);
  log_line(s, "a second client was told the server is busy");
}

static void *acceptor(void *arg)
{
  struct server *s = arg;
  for (;;) {
    struct pollfd p[3] = {{s->listen_fd, POLLIN, 0}, {s->signal_fd, POLLIN, 0},
                          {s->to_acceptor[0], POLLIN, 0}};
    if (poll(p, 3, -1) < 0) {
      if (errno == EINTR)
        continue;
      break;
    }
    if (p[2].revents)
      break;
    if (p[1].revents) {
      struct signalfd_siginfo info;
      if (read(s->signal_fd, &info, sizeof info) == (ssize_t) sizeof info) {
        log_line(s, info.ssi_signo == SIGTERM ? "SIGTERM: stopping" : "SIGINT: stopping");
        begin_stop(s);
        break;
      }
    }
    if (p[0].revents) {
      int fd = accept(s->listen_fd, NULL, NULL);
      if (fd >= 0)
        take_client(s, fd);
    }
  }
  return NULL;
}

/* ---- One client ---------------------------------------------------------- */

/* Reads and writes that wait longer than this fail (0: wait forever). */
static void set_timeouts(int fd, double seconds)
{
  if (seconds <= 0)
    return;
  struct timeval t;
  t.tv_sec = (time_t) seconds;
  t.tv_usec = (suseconds_t) ((seconds - (double) t.tv_sec) * 1e6);
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &t, sizeof t);
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &t, sizeof t);
}

static void serve_client(struct server *s, int fd, struct game *g)
{
  struct gtp gtp;
  set_timeouts(fd, s->options->idle_seconds);
  int in_fd = dup(fd), out_fd = dup(fd);
  FILE *in = in_fd >= 0 ? fdopen(in_fd, "r") : NULL;
  FILE *out = out_fd >= 0 ? fdopen(out_fd, "w") : NULL;
  if (in != NULL && out != NULL) {
    gtp_init(&gtp, g, in, out);
    gtp.dump = s->options->dump;
    gtp.whole_lines = 1;
    int status = gtp_main_loop(&gtp);
    gtp_release(&gtp);
    log_line(s, status == GTP_QUIT ? "the client quit"
             : ferror(out) ? "the client stopped reading: dropped"
             : ferror(in) ? "the client was silent too long or failed: dropped"
             : "the client disconnected");
  }
  if (in != NULL)
    fclose(in);
  else if (in_fd >= 0)
    close(in_fd);
  if (out != NULL)
    fclose(out);
  else if (out_fd >= 0)
    close(out_fd);
}

/* Waits for the acceptor's word: the client to serve, or -1 to stop. */
static int next_client(struct server *s)
{
  for (;;) {
    char c;
    ssize_t n = read(s->to_main[0], &c, 1);
    if (n < 0 && errno == EINTR)
      continue;
    pthread_mutex_lock(&s->lock);
    int stop = s->stopping || n <= 0;
    int fd = stop ? -1 : s->client_fd;
    pthread_mutex_unlock(&s->lock);
    if (fd >= 0 || stop)
      return fd;
  }
}

static void run(struct server *s, const struct gtp_game_source *games)
{
  struct game *kept = NULL;
  int fd;
  while ((fd = next_client(s)) >= 0) {
    log_line(s, "a client connected");
    struct game *g = kept != NULL ? kept : games->start(games->data);
    if (g != NULL) {
      pthread_mutex_lock(&s->lock);
      s->game = g;
      pthread_mutex_unlock(&s->lock);
      serve_client(s, fd, g);
      pthread_mutex_lock(&s->lock);
      s->game = NULL;
      pthread_mutex_unlock(&s->lock);
      engine_clear_interrupt(g->engine);
      if (s->options->keep_game)
        kept = g;
      else
        games->finish(games->data, g);
    } else
      log_line(s, "out of memory: client dropped");
    pthread_mutex_lock(&s->lock);
    shutdown(fd, SHUT_RDWR);
    close(fd);
    s->client_fd = -1;
    int stop = s->stopping || s->options->once;
    pthread_mutex_unlock(&s->lock);
    if (stop)
      break;
  }
  if (kept != NULL)
    games->finish(games->data, kept);
}

static void close_pair(int *fds)
{
  if (fds[0] >= 0)
    close(fds[0]);
  if (fds[1] >= 0)
    close(fds[1]);
}

int gtp_serve(int listen_fd, const struct gtp_server_options *o,
              const struct gtp_game_source *games)
{
  struct server s;
  memset(&s, 0, sizeof s);
  s.options = o;
  s.listen_fd = listen_fd;
  s.client_fd = -1;
  s.to_main[0] = s.to_main[1] = s.to_acceptor[0] = s.to_acceptor[1] = -1;
  sigset_t stop_signals, saved;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  /* Blocked before any thread starts, so every thread inherits it. */
  pthread_sigmask(SIG_BLOCK, &stop_signals, &saved);
  s.signal_fd = signalfd(-1, &stop_signals, SFD_CLOEXEC);
  pthread_t thread;
  int ok = s.signal_fd >= 0 && pipe(s.to_main) == 0 && pipe(s.to_acceptor) == 0
           && pthread_mutex_init(&s.lock, NULL) == 0;
  int started = ok && pthread_create(&thread, NULL, acceptor, &s) == 0;
  if (started) {
    run(&s, games);
    notify(s.to_acceptor[1]);
    pthread_join(thread, NULL);
  }
  if (ok)
    pthread_mutex_destroy(&s.lock);
  close_pair(s.to_main);
  close_pair(s.to_acceptor);
  if (s.signal_fd >= 0)
    close(s.signal_fd);
  pthread_sigmask(SIG_SETMASK, &saved, NULL);
  return started ? 0 : -1;
}
