/* kgs-chat (game|private) NAME MESSAGE: kgsGtp passes on what the opponent
 * or a private correspondent says.  The answer is sent back to them; a
 * failure makes kgsGtp send the "talk" text of its configuration instead,
 * which is what we want for anything we do not understand. */
#include <config.h>

#include <ctype.h>
#include <string.h>
#include <strings.h>

#include "interface/game/game.h"
#include "gtp.h"

/* The message with surrounding spaces and a final '?' or '!' removed,
 * lower case, into buf. */
static void normalize(const char *message, char *buf, size_t size)
{
  while (*message == ' ')
    message++;
  size_t n = 0;
  for (; message[n] != '\0' && n + 1 < size; n++)
    buf[n] = (char) tolower((unsigned char) message[n]);
  while (n > 0 && (buf[n - 1] == ' ' || buf[n - 1] == '?' || buf[n - 1] == '!'))
    n--;
  buf[n] = '\0';
}

static int gtp_kgs_chat(struct gtp *gtp, char *args)
{
  char *where = gtp_next_word(&args);
  char *who = gtp_next_word(&args);
  char text[64];
  if (where == NULL || who == NULL
      || (strcmp(where, "game") != 0 && strcmp(where, "private") != 0))
    return gtp_failure(gtp, "usage: kgs-chat game|private NAME MESSAGE");
  normalize(args, text, sizeof text);
  if (strcmp(text, "help") == 0)
    return gtp_success(gtp, "I am Hane, a Go program. I understand: help, version.");
  if (strcmp(text, "version") == 0)
    return gtp_success(gtp, "Hane %s", PACKAGE_VERSION);
  return gtp_failure(gtp, "not understood (try \"help\")");
}

const struct gtp_command kgs_chat_commands[] = {
  {"kgs-chat", gtp_kgs_chat, NULL},
  {NULL, NULL, NULL}
};
