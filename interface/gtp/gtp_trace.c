/* GTP commands recording reading traces: start_sgftrace, then any
 * commands (attack, owl_attack, genmove...), then finish_sgftrace FILE
 * writes the variations they read as an SGF file.  Tracing never changes
 * the position. */
#include <config.h>

#include "interface/game/game.h"
#include "interface/game/game_trace.h"
#include "gtp.h"

/* start_sgftrace: record from now on (a running trace starts again). */
static int gtp_start_sgftrace(struct gtp *gtp, char *args)
{
  (void) args;
  if (!game_start_trace(gtp->game))
    return gtp_failure(gtp, "out of memory");
  return gtp_success(gtp, "%s", "");
}

/* finish_sgftrace FILE: stop recording and write the tree. */
static int gtp_finish_sgftrace(struct gtp *gtp, char *args)
{
  char err[300];
  char *path = gtp_next_word(&args);
  if (path == NULL)
    return gtp_failure(gtp, "missing filename");
  if (!gtp->allow_files) {
    game_drop_trace(gtp->game);
    return gtp_failure(gtp, "file access disabled");
  }
  if (!game_finish_trace(gtp->game, path, err, sizeof err))
    return gtp_failure(gtp, "%s", err);
  return gtp_success(gtp, "%s", "");
}

const struct gtp_command trace_commands[] = {
  {"start_sgftrace", gtp_start_sgftrace, NULL},
  {"finish_sgftrace", gtp_finish_sgftrace, NULL},
  {NULL, NULL, NULL}
};
