/* The less frequent string updates: captures, liberty lists truncated at
 * MAX_LIBERTIES, and rebuilding all strings from scratch (mergers are in
 * board_merge.c).
 * The common placements live in board_strings.c; the undo rules (spans,
 * header spans, list slots) are described there. */
#include <config.h>

#include "board.h"
#include "board_impl.h"

struct change_entry *relist_liberties(struct board *b, struct change_entry *top,
                                      int s, int *count_out)
{
  struct string_data *sd = &b->string[s];
  for (int k = 0; k < MAX_LIBERTIES; k += UNDO_SPAN / sizeof(int))
    top = save_span(b, top, &sd->libs[k]);
  int mark = next_liberty_mark(b);
  int count = 0;
  int origin = sd->origin;
  int pos = origin;
  do {
    for (int k = 0; k < 4; k++) {
      int lib = pos + delta[k];
      if (b->board[lib] == EMPTY && b->liberty_mark_of[lib] != mark) {
        b->liberty_mark_of[lib] = mark;
        if (count < MAX_LIBERTIES)
          sd->libs[count] = lib;
        count++;
      }
    }
    pos = b->next_stone[pos];
  } while (pos != origin);
  *count_out = count;
  return top;
}

struct change_entry *remove_truncated_liberty(struct board *b,
                                              struct change_entry *top,
                                              int s, int lib)
{
  struct string_data *sd = &b->string[s];
  int k = 0;
  while (k < MAX_LIBERTIES && sd->libs[k] != lib)
    k++;
  sd->liberties--;
  if (k < MAX_LIBERTIES) {
    /* lib is no longer empty or no longer next to s, so the relisting
     * skips it. */
    int count;
    top = relist_liberties(b, top, s, &count);
  }
  return top;
}

/* Is the empty point lib next to a stone of string s? */
static int touches_string(const struct board *b, int lib, int s, int color)
{
  for (int k = 0; k < 4; k++) {
    int n = lib + delta[k];
    if (b->board[n] == color && b->string_number[n] == s)
      return 1;
  }
  return 0;
}

struct change_entry *extend_liberties(struct board *b,
                                      struct change_entry *top,
                                      int pos, int color, int s)
{
  struct string_data *sd = &b->string[s];
  int new_libs[4];
  int num_new = 0;
  for (int k = 0; k < 4; k++) {
    int lib = pos + delta[k];
    if (b->board[lib] == EMPTY && !touches_string(b, lib, s, color))
      new_libs[num_new++] = lib;
  }
  /* pos is no longer empty, so a relisting cannot see it. */
  if (sd->liberties > MAX_LIBERTIES)
    top = remove_truncated_liberty(b, top, s, pos);
  else
    top = drop_listed_liberty(b, top, sd, pos);
  for (int l = 0; l < num_new; l++)
    append_liberty(sd, new_libs[l]);
  return top;
}

struct change_entry *remove_string(struct board *b, struct change_entry *top,
                                   int s)
{
  struct string_data *sd = &b->string[s];
  int color = sd->color;
  int other = OTHER_COLOR(color);
  int origin = sd->origin;
  int pos = origin;
  hash_t hash = b->hash;
  do {
    top = save_span(b, top, &b->board[pos]);
    b->board[pos] = EMPTY;
    hash ^= zobrist_keys[pos][color];
    top = save_span(b, top, &b->string_number[pos]);
    b->string_number[pos] = NO_STRING;
    top = save_span(b, top, &b->next_stone[pos]);
    int mark = next_string_mark(b);
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] == other) {
        int t = b->string_number[n];
        struct string_data *td = &b->string[t];
        if (td->mark != mark) {
          td->mark = mark;
          top = save_at(b, top, STRING_FIELD_AT(t, origin));
          append_liberty(td, pos);
        }
      }
    }
    pos = b->next_stone[pos];
  } while (pos != origin);
  b->hash = hash;

  for (int k = 0; k < sd->neighbors; k++) {
    int t = sd->neighborlist[k];
    struct string_data *td = &b->string[t];
    int slot = 0;
    while (td->neighborlist[slot] != s)
      slot++;
    top = save_at(b, top, STRING_FIELD_AT(t, origin));
    top = drop_neighbor_at(b, top, td, slot);
  }
  if (color == WHITE)
    b->white_captured += sd->size;
  else
    b->black_captured += sd->size;
  return top;
}

/* ---- Rebuilding ------------------------------------------------------- */

static int new_string(struct board *b, int pos, int color)
{
  int s = b->next_string++;
  struct string_data *sd = &b->string[s];
  sd->color = color;
  sd->size = 1;
  sd->origin = pos;
  sd->liberties = 0;
  sd->mark = 0;
  sd->neighbors = 0;
  b->string_number[pos] = s;
  b->next_stone[pos] = pos;
  return s;
}

/* Flood fill one new string from pos; string numbers of unvisited stones
 * are -1. */
static void build_string(struct board *b, int origin)
{
  int color = b->board[origin];
  int s = new_string(b, origin, color);
  struct string_data *sd = &b->string[s];
  int stack[MAX_BOARD * MAX_BOARD];
  int top = 0;
  int last = origin;
  int lmark = next_liberty_mark(b);

  sd->size = 0;
  stack[top++] = origin;
  while (top > 0) {
    int pos = stack[--top];
    sd->size++;
    if (pos < sd->origin)
      sd->origin = pos;
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] == color && b->string_number[n] == -1) {
        b->string_number[n] = s;
        b->next_stone[last] = n;
        last = n;
        stack[top++] = n;
      }
      else if (b->board[n] == EMPTY && b->liberty_mark_of[n] != lmark) {
        b->liberty_mark_of[n] = lmark;
        append_liberty(sd, n);
      }
    }
  }
  b->next_stone[last] = origin;
}

void board_rebuild_strings(struct board *b)
{
  b->next_string = 0;
  clear_change_stack(b);
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    b->string_number[pos] = -1;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (IS_STONE(b->board[pos]) && b->string_number[pos] == -1) {
      b->string_number[pos] = b->next_string;
      build_string(b, pos);
    }
  for (int s = 0; s < b->next_string; s++) {
    struct string_data *sd = &b->string[s];
    int mark = next_string_mark(b);
    int pos = sd->origin;
    do {
      for (int k = 0; k < 4; k++) {
        int n = pos + delta[k];
        if (b->board[n] == OTHER_COLOR(sd->color)) {
          int t = b->string_number[n];
          if (b->string[t].mark != mark) {
            b->string[t].mark = mark;
            sd->neighborlist[sd->neighbors++] = t;
          }
        }
      }
      pos = b->next_stone[pos];
    } while (pos != sd->origin);
  }
  /* Points without stones: NO_STRING (see board_impl.h), and a fixed
   * next_stone. */
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    if (!IS_STONE(b->board[pos])) {
      b->string_number[pos] = NO_STRING;
      b->next_stone[pos] = 0;
    }
  b->hash = board_hash_from_scratch(b);
}
