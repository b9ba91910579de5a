/* GTP over TCP (--gtp-listen) as clients use it and abuse it: two clients
 * at once (the second is told the server is busy), quit ending one
 * session, a fresh game for every client, a client that disconnects in
 * the middle of a command or of a line, a client that never reads, one
 * that says nothing, --gtp-listen-once, SIGTERM.  The server is
 * interface/hane in a process of its own; clients are sockets here. */
#include <config.h>

#include <arpa/inet.h>
#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hane_process.h"
#include "utils/timer.h"

/* The server drops a client silent (or not reading) this long. */
#define IDLE "2"
#define TIMEOUT 20.0

static struct gtp_pipe server;
static int port;

/* A port nobody listens on now. */
static int free_port(void)
{
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a;
  socklen_t length = sizeof a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ck_assert_int_eq(bind(fd, (struct sockaddr *) &a, sizeof a), 0);
  ck_assert_int_eq(getsockname(fd, (struct sockaddr *) &a, &length), 0);
  close(fd);
  return ntohs(a.sin_port);
}

static int try_connect(void)
{
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in a;
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_port = htons((uint16_t) port);
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, (struct sockaddr *) &a, sizeof a) == 0)
    return fd;
  close(fd);
  return -1;
}

/* Connected, retrying while the server starts. */
static int client(void)
{
  double deadline = wall_seconds() + TIMEOUT;
  int fd;
  while ((fd = try_connect()) < 0) {
    ck_assert_msg(wall_seconds() < deadline, "cannot connect to port %d", port);
    usleep(50000);
  }
  return fd;
}

static void send_text(int fd, const char *text)
{
  ck_assert_int_eq(send(fd, text, strlen(text), MSG_NOSIGNAL), (ssize_t) strlen(text));
}

/* Everything up to and including the next empty line ("=1 Hane\n\n"),
 * or what came before the connection closed ("" if nothing), or NULL if
 * nothing more came within timeout seconds.  malloc'ed. */
static char *receive(int fd, double timeout)
{
  double deadline = wall_seconds() + timeout;
  char *text = calloc(1, 1);
  size_t length = 0;
  for (;;) {
    if (length >= 2 && strcmp(text + length - 2, "\n\n") == 0)
      return text;
    double left = deadline - wall_seconds();
    struct pollfd p = {fd, POLLIN, 0};
    if (left <= 0 || poll(&p, 1, (int) (left * 1000) + 1) <= 0) {
      free(text);
      return NULL;
    }
    char c;
    ssize_t n = recv(fd, &c, 1, 0);
    if (n <= 0)
      return text;
    text = realloc(text, length + 2);
    text[length++] = c;
    text[length] = '\0';
  }
}

static void expect_answer(int fd, const char *command, const char *expected)
{
  send_text(fd, command);
  char *answer = receive(fd, TIMEOUT);
  ck_assert_msg(answer != NULL, "no answer to %s", command);
  ck_assert_msg(strcmp(answer, expected) == 0, "%s: [%s], expected [%s]", command, answer,
                expected);
  free(answer);
}

/* The connection is closed by the server within timeout seconds. */
static void expect_closed(int fd, double timeout)
{
  double deadline = wall_seconds() + timeout;
  for (;;) {
    double left = deadline - wall_seconds();
    struct pollfd p = {fd, POLLIN, 0};
    ck_assert_msg(left > 0 && poll(&p, 1, (int) (left * 1000) + 1) > 0,
                  "the server kept the connection");
    char buf[4096];
    ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n == 0 || (n < 0 && errno == ECONNRESET))
      return;
  }
}

/* Served (not refused as busy) within the timeout: the busy answer means
 * the server is still finishing with someone else. */
static int served_client(void)
{
  double deadline = wall_seconds() + TIMEOUT;
  for (;;) {
    int fd = client();
    send_text(fd, "77 name\n");
    char *answer = receive(fd, TIMEOUT);
    ck_assert_ptr_nonnull(answer);
    if (strcmp(answer, "=77 Hane\n\n") == 0) {
      free(answer);
      return fd;
    }
    ck_assert_msg(strcmp(answer, "? busy: serving another client\n\n") == 0, "[%s]", answer);
    free(answer);
    close(fd);
    ck_assert_msg(wall_seconds() < deadline, "never served");
    usleep(100000);
  }
}

static void start_server(const char *extra)
{
  char port_text[16];
  port = free_port();
  snprintf(port_text, sizeof port_text, "%d", port);
  const char *args[] = {"--gtp-listen", port_text, "--quiet", "--boardsize", "9",
                        "--engine", "classic", "--level", "0", "--seed", "1",
                        "--gtp-idle-timeout", IDLE, extra, NULL};
  ck_assert(hane_start(&server, args));
}

static void stop_server(void)
{
  kill(server.pid, SIGTERM);
  ck_assert_int_eq(gtp_pipe_finish(&server, 10.0), 0);
}

/* Two clients at once: the second hears it is busy and is let go at once;
 * quit ends the first one's session only; the next client starts with a
 * fresh game. */
START_TEST(test_two_clients)
{
  start_server(NULL);
  int a = client();
  expect_answer(a, "1 name\n", "=1 Hane\n\n");
  int b = client();
  double start = wall_seconds();
  char *busy = receive(b, TIMEOUT);
  ck_assert_ptr_nonnull(busy);
  ck_assert_str_eq(busy, "? busy: serving another client\n\n");
  free(busy);
  expect_closed(b, 5.0);
  ck_assert(wall_seconds() - start < 2.0);
  close(b);
  expect_answer(a, "2 play b C3\n", "=2 \n\n");
  expect_answer(a, "3 list_stones black\n", "=3 C3\n\n");
  expect_answer(a, "quit\n", "= \n\n");
  expect_closed(a, 5.0);
  close(a);
  int c = served_client();
  expect_answer(c, "4 list_stones black\n", "=4 \n\n");
  expect_answer(c, "5 query_boardsize\n", "=5 9\n\n");
  expect_answer(c, "quit\n", "= \n\n");
  close(c);
  stop_server();
}
END_TEST

/* A client gone in the middle of genmove: the move is made and its
 * answer goes nowhere; the next client is served. */
START_TEST(test_disconnect_mid_command)
{
  start_server(NULL);
  int a = client();
  send_text(a, "boardsize 19\ngenmove b\n");
  close(a);
  int b = served_client();
  expect_answer(b, "1 query_boardsize\n", "=1 9\n\n");
  close(b);
  stop_server();
}
END_TEST

/* A line cut off by the connection's end is not executed: the kept game
 * shows only the whole line's move. */
START_TEST(test_cut_line_not_executed)
{
  start_server("--gtp-listen-keep-game");
  int a = client();
  expect_answer(a, "1 play b E5\n", "=1 \n\n");
  send_text(a, "play b D4");
  close(a);
  int b = served_client();
  expect_answer(b, "2 list_stones black\n", "=2 E5\n\n");
  close(b);
  stop_server();
}
END_TEST

/* A client that sends commands and never reads the answers: once the
 * connection's buffers are full the server's writes wait, and after the
 * idle time it drops the client and serves the next. */
START_TEST(test_client_never_reads)
{
  start_server(NULL);
  int a = client();
  fcntl(a, F_SETFL, fcntl(a, F_GETFL) | O_NONBLOCK);
  const char *command = "list_commands\n";
  double start = wall_seconds();
  long sent = 0;
  /* Write until the server has stopped taking commands for a second (it
   * is stuck on its answers), for at most 10 s. */
  double last_taken = start;
  while (wall_seconds() - start < 10.0 && wall_seconds() - last_taken < 1.0) {
    ssize_t n = send(a, command, strlen(command), MSG_NOSIGNAL);
    if (n > 0) {
      sent += n;
      last_taken = wall_seconds();
    } else
      usleep(20000);
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
      break;
  }
  ck_assert(sent > 0);
  int b = served_client();
  double waited = wall_seconds() - start;
  expect_answer(b, "1 list_stones white\n", "=1 \n\n");
  close(b);
  close(a);
  printf("never-reading client: %ld bytes of commands sent, next client served after %.1f s\n",
         sent, waited);
  stop_server();
}
END_TEST

/* A client that says nothing is dropped after the idle time. */
START_TEST(test_silent_client_dropped)
{
  start_server(NULL);
  int a = client();
  double start = wall_seconds();
  expect_closed(a, 10.0);
  double idle = wall_seconds() - start;
  ck_assert_msg(idle > 1.5 && idle < 6.0, "dropped after %.1f s", idle);
  close(a);
  int b = served_client();
  close(b);
  stop_server();
}
END_TEST

/* --gtp-listen-once: the server ends with its first client. */
START_TEST(test_listen_once)
{
  start_server("--gtp-listen-once");
  int a = client();
  expect_answer(a, "1 name\n", "=1 Hane\n\n");
  expect_answer(a, "quit\n", "= \n\n");
  close(a);
  ck_assert_int_eq(gtp_pipe_finish(&server, 10.0), 0);
}
END_TEST

/* SIGTERM stops the server, also while a client is connected. */
START_TEST(test_sigterm_stops_server)
{
  start_server(NULL);
  int a = client();
  expect_answer(a, "1 name\n", "=1 Hane\n\n");
  double start = wall_seconds();
  kill(server.pid, SIGTERM);
  expect_closed(a, 10.0);
  close(a);
  ck_assert_int_eq(gtp_pipe_finish(&server, 10.0), 0);
  ck_assert(wall_seconds() - start < 5.0);
}
END_TEST

static Suite *gtp_listen_suite(void)
{
  Suite *s = suite_create("gtp_listen");
  TCase *tc = tcase_create("tcp");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_two_clients);
  tcase_add_test(tc, test_disconnect_mid_command);
  tcase_add_test(tc, test_cut_line_not_executed);
  tcase_add_test(tc, test_client_never_reads);
  tcase_add_test(tc, test_silent_client_dropped);
  tcase_add_test(tc, test_listen_once);
  tcase_add_test(tc, test_sigterm_stops_server);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(gtp_listen_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
