#include <config.h>

#include <string.h>

#include "engine/engine.h"
#include "interface/game/game.h"
#include "gtp.h"
#include "gtp_input.h"
#include "gtp_interrupt.h"

/* How long the watcher waits for input before looking at `done` again. */
#define WATCH_SECONDS 0.02

static int is_interrupt(const char *comment)
{
  while (*comment == ' ')
    comment++;
  size_t n = strlen(comment);
  while (n > 0 && comment[n - 1] == ' ')
    n--;
  return n == 9 && strncmp(comment, "interrupt", 9) == 0;
}

/* One waiting byte: 1 to go on watching, 0 when the input holds something
 * that is not ours (a command, or its end). */
static int take_byte(struct interrupt_watch *w)
{
  FILE *in = w->gtp->in;
  int c = getc(in);
  if (c == EOF)
    return 0;
  if (w->in_comment) {
    if (c == '\n') {
      w->comment[w->length] = '\0';
      w->in_comment = 0;
      if (is_interrupt(w->comment))
        engine_interrupt(w->gtp->game->engine);
    } else if (c >= ' ' && w->length < (int) sizeof w->comment - 1)
      w->comment[w->length++] = (char) c;
    return 1;
  }
  if (c == '#') {
    w->in_comment = 1;
    w->length = 0;
    return 1;
  }
  if (c == '\n' || c == '\r' || c == ' ' || c == '\t')
    return 1;
  ungetc(c, in);
  return 0;
}

static void *watch(void *arg)
{
  struct interrupt_watch *w = arg;
  while (!atomic_load(&w->done)) {
    if (gtp_input_pending(w->gtp->in, WATCH_SECONDS) && !atomic_load(&w->done)
        && !take_byte(w))
      break;
  }
  return NULL;
}

void gtp_interrupt_watch_begin(struct interrupt_watch *w, struct gtp *gtp)
{
  w->gtp = gtp;
  w->in_comment = 0;
  w->length = 0;
  atomic_init(&w->done, 0);
  engine_clear_interrupt(gtp->game->engine);
  w->started = 0;
  if (gtp_input_is_complete(gtp->in)) {
    /* What the watcher would read at once, read before the command runs
     * (no thread to start and join for every genmove): an interrupt
     * there stops the search at its start, every time. */
    while (take_byte(w))
      ;
    return;
  }
  w->started = pthread_create(&w->thread, NULL, watch, w) == 0;
}

void gtp_interrupt_watch_end(struct interrupt_watch *w)
{
  atomic_store(&w->done, 1);
  if (w->started)
    pthread_join(w->thread, NULL);
  w->started = 0;
  if (w->in_comment)
    w->gtp->skip_comment = 1;
  engine_clear_interrupt(w->gtp->game->engine);
}
