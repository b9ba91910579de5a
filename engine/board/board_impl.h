/* Internals of the board library shared by its source files: undo
 * records, Zobrist keys, string helpers.  Not for use outside engine/board*.c
 * and engine/hash.c. */
#ifndef HANE_BOARD_IMPL_H
#define HANE_BOARD_IMPL_H

#include <limits.h>
#include <stddef.h>
#include <string.h>

#include "board.h"

/* Per point: column EMPTY its ko point key, WHITE and BLACK its stone keys. */
extern const hash_t zobrist_keys[BOARD_ARRAY_SIZE][4];

#define STRING_OF(b, pos) ((b)->string_number[pos])
/* string_number[] of every point without a stone (empty, or off the
 * board): a string entry no live string uses, since next_string never
 * passes MAX_STRINGS - 2 (play_unchecked keeps it at most MAX_STRINGS -
 * MAX_STACK - 2 at stackp 0; each trymove level adds at most one).
 * Equality with a live string's number therefore means a stone of it. */
#define NO_STRING (MAX_STRINGS - 1)
#define LIBERTIES(b, pos) ((b)->string[(b)->string_number[pos]].liberties)

_Static_assert(offsetof(struct board, next_string)
               == offsetof(struct board, hash) + 8
               && offsetof(struct board, change_top)
               == offsetof(struct board, hash) + 12
               && sizeof(struct stack_level) == 16
               && offsetof(struct stack_level, next_string) == 8
               && offsetof(struct stack_level, change_base) == 12,
               "a stack level is a copy of hash, next_string, change_top");

/* Room one move may need on the undo stacks in the worst case: every
 * stone captured or relabelled, every neighbour list rewritten. */
static inline void set_stack_limits(struct board *b)
{
  int area = b->board_size * b->board_size;
  int limit = (int) (offsetof(struct board, change_stack)
                     + (CHANGE_STACK_SIZE - (20 * area + 200))
                     * sizeof(struct change_entry));
  for (int depth = 0; depth < MAX_STACK; depth++)
    b->change_limit[depth] = limit;
  b->change_limit[MAX_STACK] = -1;
}

static inline void clear_change_stack(struct board *b)
{
  b->change_top = (int) offsetof(struct board, change_stack);
}

static inline struct change_entry *change_stack_top(struct board *b)
{
  return (struct change_entry *) ((char *) b + b->change_top);
}

static inline void set_change_stack_top(struct board *b,
                                        const struct change_entry *top)
{
  b->change_top = (int) ((const char *) top - (const char *) b);
}

/* board_update.c: remove lib from a truncated liberty list (its count
 * saved). */
struct change_entry *remove_truncated_liberty(struct board *b,
                                              struct change_entry *top,
                                              int s, int lib);

/* Remember the UNDO_SPAN bytes at addr (inside *b) for popgo; returns the
 * next free entry.  Spans may cover more than the field that changes: see
 * "Undo spans" in board_strings.c for where one may start. */
static inline struct change_entry *save_span(struct board *b,
                                             struct change_entry *top,
                                             const void *addr)
{
  top->offset = (int) ((const char *) addr - (const char *) b);
  memcpy(top->value, addr, UNDO_SPAN);
  return top + 1;
}

static inline void push_int(struct board *b, int *addr)
{
  save_span(b, change_stack_top(b), addr);
  b->change_top += (int) sizeof(struct change_entry);
}

/* The ko point and both capture counts. */
static inline void push_ko_span(struct board *b)
{
  push_int(b, &b->ko_pos);
}

static inline void set_int(struct board *b, int *addr, int value)
{
  push_int(b, addr);
  *addr = value;
}

static inline void clear_ko(struct board *b)
{
  if (b->ko_pos != NO_MOVE) {
    b->hash ^= zobrist_keys[b->ko_pos][EMPTY];
    push_ko_span(b);
    b->ko_pos = NO_MOVE;
  }
}

static inline int next_string_mark(struct board *b)
{
  if (b->string_mark == INT_MAX) {
    for (int s = 0; s < MAX_STRINGS; s++)
      b->string[s].mark = 0;
    b->string_mark = 0;
  }
  return ++b->string_mark;
}

static inline int next_liberty_mark(struct board *b)
{
  if (b->liberty_mark == INT_MAX) {
    for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      b->liberty_mark_of[pos] = 0;
    b->liberty_mark = 0;
  }
  return ++b->liberty_mark;
}

/* Append lib to a string's liberties (its header span saved).  The slot
 * is past the count, so it needs no saving. */
static inline void append_liberty(struct string_data *sd, int lib)
{
  if (sd->liberties < MAX_LIBERTIES)
    sd->libs[sd->liberties] = lib;
  sd->liberties++;
}

/* Spans needed to restore list slots k and last (k <= last): one when the
 * span from k reaches last.  The vacated last slot must come back because
 * later appends (which save nothing) may overwrite it. */
static inline struct change_entry *save_slots(struct board *b,
                                              struct change_entry *top,
                                              int *list, int k, int last)
{
  top = save_span(b, top, &list[k]);
  if (last - k >= (int) (UNDO_SPAN / sizeof(int)))
    top = save_span(b, top, &list[last]);
  return top;
}

/* Header span: origin, size, liberties and neighbors of a string, saved
 * once before a move changes any of them. */
static inline struct change_entry *save_header(struct board *b,
                                               struct change_entry *top,
                                               struct string_data *sd)
{
  return save_span(b, top, &sd->origin);
}

_Static_assert(offsetof(struct string_data, size)
               - offsetof(struct string_data, origin) == sizeof(int)
               && offsetof(struct string_data, libs)
               - offsetof(struct string_data, liberties) == 2 * sizeof(int)
               && UNDO_SPAN == 4 * sizeof(int),
               "header span and enemy span layout");

/* Remove lib from a complete liberty list (header span saved). */
static inline struct change_entry *drop_listed_liberty(
  struct board *b, struct change_entry *top, struct string_data *sd, int lib)
{
  int last = sd->liberties - 1;
  int k = 0;
  while (sd->libs[k] != lib)
    k++;
  top = save_slots(b, top, sd->libs, k, last);
  sd->libs[k] = sd->libs[last];
  sd->liberties = last;
  return top;
}

/* Remove entry k of a neighbour list (header span saved). */
static inline struct change_entry *drop_neighbor_at(
  struct board *b, struct change_entry *top, struct string_data *sd, int k)
{
  int last = sd->neighbors - 1;
  top = save_slots(b, top, sd->neighborlist, k, last);
  sd->neighborlist[k] = sd->neighborlist[last];
  sd->neighbors = last;
  return top;
}

/* An empty asm that makes GCC and clang forget what they know about the
 * value of x (it must live in a register); other compilers go without. */
#if defined(__GNUC__)
#define OPAQUE_TO_OPTIMIZER(x) __asm__("" : "+r"(x))
#else
#define OPAQUE_TO_OPTIMIZER(x) ((void) 0)
#endif

/* &b->string[s], hidden from the optimizer so that it keeps the pointer
 * in a register instead of recomputing it from s for each field
 * (measured: fewer instructions per move with GCC 12). */
static inline struct string_data *string_at(struct board *b, int s)
{
  struct string_data *sd = &b->string[s];
  OPAQUE_TO_OPTIMIZER(sd);
  return sd;
}

/* Like save_span, for the bytes at offset inside *b: offsets computed
 * from a string's number share its index arithmetic (measured). */
static inline struct change_entry *save_at(struct board *b,
                                           struct change_entry *top,
                                           size_t offset)
{
  top->offset = (int) offset;
  memcpy(top->value, (const char *) b + offset, UNDO_SPAN);
  return top + 1;
}

/* Offset inside struct board of a field of string s, for save_at. */
#define STRING_FIELD_AT(s, field) \
  (offsetof(struct board, string) + (size_t) (s) * sizeof(struct string_data) \
   + offsetof(struct string_data, field))

/* The enemy string e (at ed) of the move loses the liberty lib; it has at
 * least two (with one it would be captured).  One span from the count
 * covers the count, the neighbour count (for appends) and the first two
 * slots, often all that changes.  Spans are saved by their offsets from
 * e's number (measured). */
static inline struct change_entry *enemy_loses_liberty(struct board *b,
                                                       struct change_entry *top,
                                                       int e,
                                                       struct string_data *ed,
                                                       int lib)
{
  size_t count_at = STRING_FIELD_AT(e, liberties);
  size_t slot0_at = STRING_FIELD_AT(e, libs);
  int n = ed->liberties;
  top = save_at(b, top, count_at);
  size_t k = 0;
  size_t last = (size_t) n - 1;
  /* The usual list, of 3 to MAX_LIBERTIES entries, tested at once.
   * Past the first two slots, the hole and the last slot need saving: one
   * span from the hole (or from the last slot when the hole is among the
   * first two) and, when it does not reach, one from the last. */
  if ((unsigned) n - 3 <= MAX_LIBERTIES - 3) {
    while (ed->libs[k] != lib)
      k++;
    size_t start = k >= 2 ? k : last;
    top = save_at(b, top, slot0_at + start * sizeof(int));
    if (last - start >= UNDO_SPAN / sizeof(int))
      top = save_at(b, top, slot0_at + last * sizeof(int));
  }
  else if (n > MAX_LIBERTIES)
    return remove_truncated_liberty(b, top, e, lib);
  else {
    /* Two liberties: the first span covers both slots. */
    k = ed->libs[0] != lib;
  }
  ed->libs[k] = ed->libs[last];
  ed->liberties = n - 1;
  return top;
}

/* board_update.c: the less frequent updates.  Each takes the first free
 * change entry and returns the next one. */
/* List the first MAX_LIBERTIES liberties of s again (its header span
 * saved) and put the exact count in *count_out; the whole list is saved
 * first. */
struct change_entry *relist_liberties(struct board *b, struct change_entry *top,
                                      int s, int *count_out);
/* Liberties of s after the friendly stone at pos (on the board, not yet
 * in s) joined it, when the fast path cannot (truncated or overflowing
 * list).  Header span saved. */
struct change_entry *extend_liberties(struct board *b,
                                      struct change_entry *top,
                                      int pos, int color, int s);
/* Take string s off the board (the ko span must be saved). */
struct change_entry *remove_string(struct board *b, struct change_entry *top,
                                   int s);
/* board_merge.c: join the friendly strings and the new stone at pos
 * (already on the board); enemies lose pos as a liberty.  merge_two: two
 * friends (six arguments: all in registers on the usual ABIs);
 * merge_many: any number. */
struct change_entry *merge_two(struct board *b, struct change_entry *top,
                               int pos, const int *friends,
                               const int *enemies, int num_enemies);
struct change_entry *merge_many(struct board *b, struct change_entry *top,
                                int pos, const int *friends, int num_friends,
                                const int *enemies, int num_enemies);
/* Recompute all string data and the hash from board[] (stackp 0 only). */
void board_rebuild_strings(struct board *b);

/* board_strings.c */
/* Play color at the empty point pos permanently: captures, placement
 * (suicide removes the string), ko point, hash. */
void board_place_stone(struct board *b, int pos, int color);

#endif
