/* GTP over TCP: listen on a port and serve one client at a time until a
 * client sends quit. */
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
/* Accept clients one after another, each playing the same game; returns
 * after a client's quit (GTP_QUIT) or when accepting fails (GTP_OK). */
int gtp_serve(int listen_fd, struct game *g, FILE *dump);

#endif
