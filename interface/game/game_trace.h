/* Reading traces of a game's board (engine/sgftrace.h) and their SGF
 * form: the position as setup stones on the root, every hypothetical move
 * a node in its variation, with its message, the string it concerns, ko
 * marks and the results noted on it as the node's comment. */
#ifndef HANE_GAME_TRACE_H
#define HANE_GAME_TRACE_H

#include <stddef.h>
#include "engine/engine.h"

struct game;
struct sgf_node;

/* Default bound of a trace (--trace-max-nodes). */
#define TRACE_DEFAULT_MAX_NODES 500000L

/* The trace as an SGF tree, root_comment (may be NULL) first in the
 * root's comment, then the root's notes and, if the limit cut the trace,
 * a line saying so.  NULL if out of memory.  Free with sgf_free. */
struct sgf_node *trace_to_sgf(const struct sgftrace *tr, const char *root_comment);
/* trace_to_sgf written to path; 0 if it cannot be written. */
int trace_write_sgf(const struct sgftrace *tr, const char *path,
                    const char *root_comment);
/* The line that says the limit cut the trace, into buf; "" if not cut. */
char *trace_cut_message(const struct sgftrace *tr, char *buf, size_t size);

/* Record the variations read on the game's board from now on (a trace
 * running already is dropped and a new one started); the engine's caches
 * are dropped, so what is asked next is read in full.  0 if out of
 * memory. */
int game_start_trace(struct game *g);
/* Stop recording and write what was recorded to path; 0 with a message in
 * err if no trace runs or the file cannot be written (the trace is
 * dropped either way). */
int game_finish_trace(struct game *g, const char *path, char *err, size_t errlen);
/* Drop the game's trace, if any, without writing it. */
void game_drop_trace(struct game *g);

#endif
