/* The less frequent string updates: captures, mergers, liberty lists
 * truncated at MAX_LIBERTIES, and rebuilding all strings from scratch.
 * The common placements live in board_strings.c; the undo rules (spans,
 * header spans, list slots) are described there. */
#include <config.h>

#include "board.h"
#include "board_impl.h"

/* List the first MAX_LIBERTIES liberties of s again (its header span
 * saved); returns the exact count.  The whole list is saved first. */
static struct change_entry *relist_liberties(struct board *b,
                                             struct change_entry *top, int s,
                                             int *count_out)
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
  /* Empty points keep stale numbers: pos's must not look like s's. */
  b->string_number[pos] = -1;
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
    hash ^= zobrist_keys[color][pos];
    top = save_span(b, top, &b->string_number[pos]);
    top = save_span(b, top, &b->next_stone[pos]);
    int mark = next_string_mark(b);
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] == other) {
        struct string_data *td = &b->string[b->string_number[n]];
        if (td->mark != mark) {
          td->mark = mark;
          top = save_span(b, top, &td->size);
          append_liberty(td, pos);
        }
      }
    }
    pos = b->next_stone[pos];
  } while (pos != origin);
  b->hash = hash;

  for (int k = 0; k < sd->neighbors; k++) {
    struct string_data *td = &b->string[sd->neighborlist[k]];
    int slot = 0;
    while (td->neighborlist[slot] != s)
      slot++;
    top = save_span(b, top, &td->size);
    top = drop_neighbor_at(b, top, td, slot);
  }
  if (color == WHITE)
    b->white_captured += sd->size;
  else
    b->black_captured += sd->size;
  return top;
}

/* Liberties of the merged string base, while the lists are still those of
 * separate strings and all of them complete. */
static struct change_entry *merge_liberties(struct board *b,
                                            struct change_entry *top,
                                            int pos, int base,
                                            const int *others, int num_others)
{
  struct string_data *sd = &b->string[base];
  int *lib_mark = b->liberty_mark_of;
  int mark = next_liberty_mark(b);
  for (int l = 0; l < sd->liberties; l++)
    lib_mark[sd->libs[l]] = mark;
  top = drop_listed_liberty(b, top, sd, pos);
  for (int k = 0; k < num_others; k++) {
    const struct string_data *od = &b->string[others[k]];
    for (int l = 0; l < od->liberties; l++) {
      int lib = od->libs[l];
      if (lib_mark[lib] != mark) {
        lib_mark[lib] = mark;
        append_liberty(sd, lib);
      }
    }
  }
  for (int k = 0; k < 4; k++) {
    int lib = pos + delta[k];
    if (b->board[lib] == EMPTY && lib_mark[lib] != mark) {
      lib_mark[lib] = mark;
      append_liberty(sd, lib);
    }
  }
  return top;
}

/* The others' neighbours become base's.  One mark serves both uses: on
 * enemy strings it means "already a neighbour of base". */
static struct change_entry *merge_neighbors(struct board *b,
                                            struct change_entry *top,
                                            int pos, int base,
                                            const int *others, int num_others,
                                            const int *enemies,
                                            int num_enemies)
{
  struct string_data *sd = &b->string[base];
  int mark = next_string_mark(b);
  for (int l = 0; l < sd->neighbors; l++)
    b->string[sd->neighborlist[l]].mark = mark;
  for (int k = 0; k < num_others; k++) {
    int o = others[k];
    const struct string_data *od = &b->string[o];
    for (int l = 0; l < od->neighbors; l++) {
      int e = od->neighborlist[l];
      struct string_data *ed = &b->string[e];
      int slot = 0;
      while (ed->neighborlist[slot] != o)
        slot++;
      if (ed->mark != mark) {
        ed->mark = mark;
        sd->neighborlist[sd->neighbors++] = e;
        top = save_span(b, top, &ed->neighborlist[slot]);
        ed->neighborlist[slot] = base;
      }
      else {
        top = save_span(b, top, &ed->size);
        top = drop_neighbor_at(b, top, ed, slot);
      }
    }
  }
  for (int k = 0; k < num_enemies; k++) {
    struct string_data *ed = &b->string[enemies[k]];
    top = save_span(b, top, &ed->size);
    if (ed->liberties > MAX_LIBERTIES)
      top = remove_truncated_liberty(b, top, enemies[k], pos);
    else
      top = drop_listed_liberty(b, top, ed, pos);
    if (ed->mark != mark) {
      ed->mark = mark;
      sd->neighborlist[sd->neighbors++] = enemies[k];
      ed->neighborlist[ed->neighbors++] = base;
    }
  }
  return top;
}

/* Join into the largest friend, so only the smaller strings' stones are
 * relabelled. */
struct change_entry *merge_strings(struct board *b, struct change_entry *top,
                                   int pos, const int *friends,
                                   int num_friends, const int *enemies,
                                   int num_enemies)
{
  int base = friends[0];
  for (int k = 1; k < num_friends; k++)
    if (b->string[friends[k]].size > b->string[base].size)
      base = friends[k];
  struct string_data *sd = &b->string[base];
  top = save_span(b, top, &sd->size);
  int others[3];
  int num_others = 0;
  int truncated = sd->liberties > MAX_LIBERTIES;
  for (int k = 0; k < num_friends; k++)
    if (friends[k] != base) {
      others[num_others++] = friends[k];
      truncated |= b->string[friends[k]].liberties > MAX_LIBERTIES;
    }
  if (!truncated)
    top = merge_liberties(b, top, pos, base, others, num_others);

  /* Stones: relabel the others, splice all cycles into the base's.  The
   * first save of next_stone[anchor] covers its later changes. */
  int size = sd->size + 1;
  int origin = sd->origin < pos ? sd->origin : pos;
  int anchor = sd->origin;
  b->string_number[pos] = base;
  b->next_stone[pos] = b->next_stone[anchor];
  top = save_span(b, top, &b->next_stone[anchor]);
  b->next_stone[anchor] = pos;
  for (int k = 0; k < num_others; k++) {
    const struct string_data *od = &b->string[others[k]];
    int start = od->origin;
    int p = start;
    do {
      top = save_span(b, top, &b->string_number[p]);
      b->string_number[p] = base;
      p = b->next_stone[p];
    } while (p != start);
    int after = b->next_stone[anchor];
    b->next_stone[anchor] = b->next_stone[start];
    top = save_span(b, top, &b->next_stone[start]);
    b->next_stone[start] = after;
    size += od->size;
    if (start < origin)
      origin = start;
  }
  sd->size = size;
  sd->origin = origin;
  if (truncated) {
    int count;
    top = relist_liberties(b, top, base, &count);
    sd->liberties = count;
  }
  return merge_neighbors(b, top, pos, base, others, num_others,
                         enemies, num_enemies);
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
  b->change_stack_index = 0;
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
  /* Leave the meaningless entries of empty points in a fixed state. */
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    if (!IS_STONE(b->board[pos])) {
      b->string_number[pos] = 0;
      b->next_stone[pos] = 0;
    }
  b->hash = board_hash_from_scratch(b);
}
