/* Internals of the board library shared by its source files: undo
 * records, Zobrist keys, string helpers.  Not for use outside engine/board*.c
 * and engine/hash.c. */
#ifndef HANE_BOARD_IMPL_H
#define HANE_BOARD_IMPL_H

#include <limits.h>
#include <stddef.h>

#include "board.h"

/* Row EMPTY: ko point keys; rows WHITE and BLACK: stone keys. */
extern const hash_t zobrist_keys[3][BOARD_ARRAY_SIZE];

#define STRING_OF(b, pos) ((b)->string_number[pos])
#define LIBERTIES(b, pos) ((b)->string[(b)->string_number[pos]].liberties)

/* Room one move may need on the undo stacks in the worst case: every
 * stone captured or relabelled, every neighbour list rewritten. */
static inline void set_stack_limits(struct board *b)
{
  int area = b->board_size * b->board_size;
  b->change_limit = CHANGE_STACK_SIZE - (20 * area + 200);
  b->vertex_limit = VERTEX_STACK_SIZE - (area + 2);
}

/* Remember the int at addr (a field of *b) for popgo. */
static inline void push_int(struct board *b, int *addr)
{
  struct change_entry *e = &b->change_stack[b->change_stack_index++];
  e->offset = (int) ((char *) addr - (char *) b);
  e->value = *addr;
}

static inline void set_int(struct board *b, int *addr, int value)
{
  push_int(b, addr);
  *addr = value;
}

static inline void clear_ko(struct board *b)
{
  if (b->ko_pos != NO_MOVE) {
    b->hash ^= zobrist_keys[EMPTY][b->ko_pos];
    set_int(b, &b->ko_pos, NO_MOVE);
  }
}

static inline void push_vertex(struct board *b, int pos)
{
  struct vertex_change *e = &b->vertex_stack[b->vertex_stack_index++];
  e->pos = (unsigned short) pos;
  e->value = b->board[pos];
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

/* board_strings.c */
/* Play color at the empty point pos: captures, placement, ko point, hash.
 * Every change is recorded on the undo stacks.  A string left without
 * liberties (suicide) is removed. */
void board_place_stone(struct board *b, int pos, int color);
/* Recompute all string data and the hash from board[] (stackp 0 only). */
void board_rebuild_strings(struct board *b);

#endif
