/* Reading traces: the tree of hypothetical moves the engine explores.
 *
 * Attached to a board, a trace records every trymove/tryko as a node (its
 * move, colour, message, the string it concerns, whether it was a ko
 * move), children of the node of the position they were tried in.  popgo
 * needs no notification: the board calls the trace hook before it opens
 * the new level, so b->stackp at that moment is the depth of the parent,
 * and the trace climbs back to it.  popgo therefore costs nothing extra,
 * traced or not.
 *
 * Results are notes on the node of the current position (the one the
 * board is at when the note is made): after
 *     if (trymove(b, move, color, "attack", str)) { ...; popgo(b); }
 * a note lands on the node the move was tried from, and a note made
 * before popgo lands on the move's own node.  Engine code that does not
 * know whether anyone traces it calls sgftrace_board_note(b, ...), which
 * does nothing (one pointer comparison) when b carries no trace.
 *
 * Permanent moves played while a trace is attached (a GTP session between
 * start_sgftrace and finish_sgftrace) become nodes marked `played`; what
 * is read afterwards hangs below them.  Undoing them climbs back.
 *
 * The trace is bounded: beyond max_nodes nodes, moves are counted but no
 * longer stored (`cut` is set, `dropped` counts them), so a runaway search
 * cannot exhaust memory.  The trace knows nothing of files: interface/
 * turns it into an SGF tree.  It never changes the board.
 */
#ifndef HANE_SGFTRACE_H
#define HANE_SGFTRACE_H

#include "board.h"

#define SGFTRACE_NONE (-1)

struct sgftrace_node {
  int move;          /* point, or PASS_MOVE */
  int color;         /* WHITE or BLACK; EMPTY for the root and sections
                        (which have no move) */
  int str;           /* string the move concerns (its origin when the
                        move was tried), or NO_MOVE */
  int is_ko;         /* tried with tryko (may retake a ko) */
  int played;        /* a permanent move (1 + its index in the board's
                        move history), 0 for a hypothetical one */
  int message;       /* text offset (sgftrace_text), or SGFTRACE_NONE */
  int first_note;    /* index into the notes (sgftrace_note_at) */
  int last_note;
  int parent;        /* node indices; SGFTRACE_NONE where there is none */
  int first_child;
  int last_child;
  int next_sibling;
};

struct sgftrace_note {
  int text;          /* text offset */
  int next;          /* next note of the same node, or SGFTRACE_NONE */
};

struct sgftrace;

/* A trace storing at most max_nodes nodes, the root included (values below
 * 1 mean 1: only the root, moves are just counted).  NULL if out of
 * memory. */
struct sgftrace *sgftrace_new(long max_nodes);
void sgftrace_free(struct sgftrace *tr);

/* Start recording what happens on b (the trace remembers the position as
 * its root).  An earlier hook of b keeps being called.  Returns 0 if the
 * trace is already attached to a board. */
int sgftrace_attach(struct sgftrace *tr, struct board *b);
/* Stop recording; b gets its previous hook back.  Harmless when not
 * attached. */
void sgftrace_detach(struct sgftrace *tr);
/* The trace b records into, or NULL. */
struct sgftrace *sgftrace_of_board(const struct board *b);

/* A note (printf format) on the node of b's current position.  Silently
 * dropped for a node beyond the limit or when out of memory. */
void sgftrace_note(struct sgftrace *tr, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
/* The same on the root (what was asked, why the trace was cut...). */
void sgftrace_root_note(struct sgftrace *tr, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
/* sgftrace_note on the trace b records into, if any. */
void sgftrace_board_note(const struct board *b, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
/* Index of the node of b's current position (to note on it later with
 * sgftrace_note_on), or SGFTRACE_NONE when it was not stored. */
int sgftrace_current(struct sgftrace *tr);
void sgftrace_note_on(struct sgftrace *tr, int node, const char *format, ...)
  __attribute__((format(printf, 3, 4)));

/* Sections: a node without a move below the current position whose
 * variations are what is read until sgftrace_close_section (one search
 * of several made from one position, each under its own heading).  The
 * text is the section's first note.  Sections do not nest. */
void sgftrace_open_section(struct sgftrace *tr, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
void sgftrace_close_section(struct sgftrace *tr);

/* ---- Reading the tree (node 0 is the root) --------------------------- */

long sgftrace_node_count(const struct sgftrace *tr);     /* stored nodes */
/* Hypothetical moves seen (stored or not) since sgftrace_new or the last
 * reset of the counter. */
long sgftrace_moves_seen(const struct sgftrace *tr);
void sgftrace_reset_moves_seen(struct sgftrace *tr);
long sgftrace_max_nodes(const struct sgftrace *tr);
/* Nonzero when the limit kept nodes out; how many were kept out. */
int sgftrace_was_cut(const struct sgftrace *tr);
long sgftrace_dropped(const struct sgftrace *tr);
const struct sgftrace_node *sgftrace_node_at(const struct sgftrace *tr, int index);
const struct sgftrace_note *sgftrace_note_at(const struct sgftrace *tr, int index);
/* The text at an offset; NULL for SGFTRACE_NONE. */
const char *sgftrace_text(const struct sgftrace *tr, int offset);

/* The position at the root, as it was when the trace was attached. */
int sgftrace_board_size(const struct sgftrace *tr);
float sgftrace_komi(const struct sgftrace *tr);
int sgftrace_root_color(const struct sgftrace *tr, int pos);   /* EMPTY/WHITE/BLACK */

#endif
