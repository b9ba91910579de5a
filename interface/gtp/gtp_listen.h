/* GTP over TCP: listen on a port and serve one client at a time.
 *
 * - A client that connects while another is served is told
 *   "? busy: serving another client" (an answer without a command, then
 *   the empty line) and the connection is closed at once.
 * - Every client starts with a fresh game (as the command line set it up)
 *   unless keep_game says to go on with the same one.
 * - A client that sends nothing, or does not read what it is sent, for
 *   idle_seconds is dropped; a command line cut off by a closed connection
 *   (no newline) is not executed.
 * - quit ends that client's session; the server goes on until SIGTERM or
 *   SIGINT (the client being served is disconnected, its move cut short),
 *   or after the first client with once. */
#ifndef HANE_GTP_LISTEN_H
#define HANE_GTP_LISTEN_H

#include <stddef.h>
#include <stdio.h>

struct game;

/* A listening socket on host:port (port 0: any free port), or -1 with a
 * message in err. */
int gtp_listen_socket(const char *host, int port, char *err, size_t errlen);
/* The port a socket is bound to, or -1. */
int gtp_socket_port(int fd);

struct gtp_server_options {
  int once;                      /* stop after the first client */
  int keep_game;                 /* clients go on with one game */
  double idle_seconds;           /* drop a silent or unread client; 0: never */
  FILE *dump;                    /* received commands are echoed here, or NULL */
  FILE *log;                     /* clients coming and going, or NULL */
};

/* The game a client plays: made by `start` (NULL: out of memory) and
 * handed to `finish` (which saves and frees it) when the client is done,
 * or once for all clients with keep_game. */
struct gtp_game_source {
  struct game *(*start)(void *data);
  void (*finish)(void *data, struct game *g);
  void *data;
};

/* Serve clients until a signal, or the first client's end with once;
 * returns 0, or -1 if the server could not run (threads, signals). */
int gtp_serve(int listen_fd, const struct gtp_server_options *o,
              const struct gtp_game_source *games);

#endif
