/* GoGui's interrupt: while genmove searches, a comment line "# interrupt"
 * asks for the move now.  A watcher thread reads only comment lines (and
 * blank ones) while the command runs; anything else is left for the main
 * loop untouched.  When the input is a memory stream or a regular file
 * (all of it there already) no thread is started: those lines are read
 * before the command runs. */
#ifndef HANE_GTP_INTERRUPT_H
#define HANE_GTP_INTERRUPT_H

#include <pthread.h>
#include <stdatomic.h>

struct gtp;

struct interrupt_watch {
  struct gtp *gtp;
  pthread_t thread;
  atomic_int done;
  int started;
  int in_comment;                /* stopped inside a comment line */
  char comment[64];
  int length;
};

/* Start watching gtp->in; the engine's interrupt request is cleared (and
 * set again at once when the input is complete and "# interrupt" comes
 * next in it). */
void gtp_interrupt_watch_begin(struct interrupt_watch *w, struct gtp *gtp);
/* Stop watching; a comment line the watcher was in the middle of is
 * skipped by the main loop.  The interrupt request is cleared. */
void gtp_interrupt_watch_end(struct interrupt_watch *w);

#endif
