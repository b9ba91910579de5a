/* Incremental string maintenance: placing a stone (the three cases: new
 * string, extension of one friendly string, merger of several), removing
 * captured strings, and keeping liberty and neighbour lists exact.  Every
 * write that popgo must undo goes through push_int/push_vertex.
 *
 * Undo invariant for the lists (libs, neighborlist): a slot at or beyond
 * the count is not restored, so appending only pushes the count; removing
 * moves the last entry into the hole and pushes both slots (the vacated
 * last slot even when it is the hole), so a later append into the vacated
 * slot cannot destroy what popgo brings back. */
#include <config.h>

#include "board.h"
#include "board_impl.h"

static void add_liberty(struct board *b, int s, int pos)
{
  struct string_data *sd = &b->string[s];
  push_int(b, &sd->liberties);
  if (sd->liberties < MAX_LIBERTIES)
    sd->libs[sd->liberties] = pos;
  sd->liberties++;
}

/* Relist the first MAX_LIBERTIES liberties of s after its truncated list
 * lost an entry. */
static void relist_liberties(struct board *b, int s)
{
  struct string_data *sd = &b->string[s];
  int mark = next_liberty_mark(b);
  int count = 0;
  int origin = sd->origin;
  int pos = origin;
  do {
    for (int k = 0; k < 4; k++) {
      int lib = pos + delta[k];
      if (b->board[lib] == EMPTY && b->liberty_mark_of[lib] != mark) {
        b->liberty_mark_of[lib] = mark;
        set_int(b, &sd->libs[count], lib);
        if (++count == MAX_LIBERTIES)
          return;
      }
    }
    pos = b->next_stone[pos];
  } while (pos != origin);
}

static void remove_truncated_liberty(struct board *b, int s, int lib)
{
  struct string_data *sd = &b->string[s];
  int k = 0;
  while (k < MAX_LIBERTIES && sd->libs[k] != lib)
    k++;
  set_int(b, &sd->liberties, sd->liberties - 1);
  if (k < MAX_LIBERTIES)
    relist_liberties(b, s);
}

static inline void remove_liberty(struct board *b, int s, int lib)
{
  struct string_data *sd = &b->string[s];
  int n = sd->liberties;
  if (n > MAX_LIBERTIES) {
    remove_truncated_liberty(b, s, lib);
    return;
  }
  int last = sd->libs[n - 1];
  int offset = (int) ((char *) sd - (char *) b);
  struct change_entry *e = &b->change_stack[b->change_stack_index];
  e[0].offset = offset + (int) offsetof(struct string_data, liberties);
  e[0].value = n;
  e[1].offset = offset + (int) (offsetof(struct string_data, libs)
                                + (n - 1) * sizeof(int));
  e[1].value = last;
  sd->liberties = n - 1;
  if (last == lib) {
    b->change_stack_index += 2;
    return;
  }
  int k = 0;
  while (k < n - 1 && sd->libs[k] != lib)
    k++;
  e[2].offset = offset + (int) (offsetof(struct string_data, libs)
                                + k * sizeof(int));
  e[2].value = lib;
  sd->libs[k] = last;
  b->change_stack_index += 3;
}

static void add_neighbor(struct board *b, int s, int t)
{
  struct string_data *sd = &b->string[s];
  push_int(b, &sd->neighbors);
  sd->neighborlist[sd->neighbors++] = t;
}

static void remove_neighbor_at(struct board *b, struct string_data *sd, int k)
{
  int last = sd->neighbors - 1;
  push_int(b, &sd->neighborlist[last]);
  if (k != last)
    set_int(b, &sd->neighborlist[k], sd->neighborlist[last]);
  set_int(b, &sd->neighbors, last);
}

static void remove_neighbor(struct board *b, int s, int t)
{
  struct string_data *sd = &b->string[s];
  for (int k = 0; k < sd->neighbors; k++)
    if (sd->neighborlist[k] == t) {
      remove_neighbor_at(b, sd, k);
      return;
    }
}

static int is_neighbor(const struct board *b, int s, int t)
{
  const struct string_data *sd = &b->string[s];
  for (int k = 0; k < sd->neighbors; k++)
    if (sd->neighborlist[k] == t)
      return 1;
  return 0;
}

/* Take string s off the board; its neighbours gain the freed points. */
static void remove_string(struct board *b, int s)
{
  struct string_data *sd = &b->string[s];
  int color = sd->color;
  int other = OTHER_COLOR(color);
  int origin = sd->origin;
  int pos = origin;
  hash_t hash = b->hash;
  do {
    push_vertex(b, pos);
    b->board[pos] = EMPTY;
    hash ^= zobrist_keys[color][pos];
    push_int(b, &b->string_number[pos]);
    push_int(b, &b->next_stone[pos]);
    int mark = next_string_mark(b);
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] == other) {
        int t = b->string_number[n];
        if (b->string[t].mark != mark) {
          b->string[t].mark = mark;
          add_liberty(b, t, pos);
        }
      }
    }
    pos = b->next_stone[pos];
  } while (pos != origin);
  b->hash = hash;

  for (int k = 0; k < sd->neighbors; k++)
    remove_neighbor(b, sd->neighborlist[k], s);
  if (color == WHITE)
    set_int(b, &b->white_captured, b->white_captured + sd->size);
  else
    set_int(b, &b->black_captured, b->black_captured + sd->size);
}

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

/* Is the empty point lib next to a stone of string s?  The new stone
 * must not carry s's number yet. */
static inline int touches_string(const struct board *b, int lib, int s,
                                 int color)
{
  const unsigned char *board = b->board;
  const int *sn = b->string_number;
  return (board[lib + NS] == color && sn[lib + NS] == s)
    || (board[lib - 1] == color && sn[lib - 1] == s)
    || (board[lib - NS] == color && sn[lib - NS] == s)
    || (board[lib + 1] == color && sn[lib + 1] == s);
}

static void place_isolated(struct board *b, int pos, int color,
                           const int *enemies, int num_enemies)
{
  int s = new_string(b, pos, color);
  struct string_data *sd = &b->string[s];
  const unsigned char *board = b->board;
  int n = 0;
  if (board[pos + NS] == EMPTY)
    sd->libs[n++] = pos + NS;
  if (board[pos - 1] == EMPTY)
    sd->libs[n++] = pos - 1;
  if (board[pos - NS] == EMPTY)
    sd->libs[n++] = pos - NS;
  if (board[pos + 1] == EMPTY)
    sd->libs[n++] = pos + 1;
  sd->liberties = n;
  for (int k = 0; k < num_enemies; k++) {
    remove_liberty(b, enemies[k], pos);
    add_neighbor(b, enemies[k], s);
    sd->neighborlist[k] = enemies[k];
  }
  sd->neighbors = num_enemies;
}

/* Fast extension when s's liberty list is complete: marks tell which
 * empty neighbours of pos are new liberties. */
static inline int extend_complete_list(struct board *b, int pos, int s)
{
  struct string_data *sd = &b->string[s];
  const unsigned char *board = b->board;
  int *lib_mark = b->liberty_mark_of;
  int mark = next_liberty_mark(b);
  int n = sd->liberties;
  int hole = n - 1;
  for (int k = 0; k < n; k++) {
    int lib = sd->libs[k];
    lib_mark[lib] = mark;
    if (lib == pos)
      hole = k;
  }
  int new_libs[4];
  int num_new = 0;
  if (board[pos + NS] == EMPTY && lib_mark[pos + NS] != mark)
    new_libs[num_new++] = pos + NS;
  if (board[pos - 1] == EMPTY && lib_mark[pos - 1] != mark)
    new_libs[num_new++] = pos - 1;
  if (board[pos - NS] == EMPTY && lib_mark[pos - NS] != mark)
    new_libs[num_new++] = pos - NS;
  if (board[pos + 1] == EMPTY && lib_mark[pos + 1] != mark)
    new_libs[num_new++] = pos + 1;
  if (num_new == 0 || n - 1 + num_new > MAX_LIBERTIES)
    return 0;
  /* The first new liberty takes pos's slot, the others are appended. */
  set_int(b, &sd->libs[hole], new_libs[0]);
  int *tail = &sd->libs[n];
  if (num_new > 1)
    tail[0] = new_libs[1];
  if (num_new > 2)
    tail[1] = new_libs[2];
  if (num_new > 3)
    tail[2] = new_libs[3];
  set_int(b, &sd->liberties, n - 1 + num_new);
  return 1;
}

static void extend_string(struct board *b, int pos, int color, int s,
                          const int *enemies, int num_enemies)
{
  struct string_data *sd = &b->string[s];
  if (sd->liberties > MAX_LIBERTIES || !extend_complete_list(b, pos, s)) {
    const unsigned char *board = b->board;
    int new_libs[4];
    int num_new = 0;
    /* Empty points carry stale numbers (not undone): clear pos's. */
    b->string_number[pos] = -1;
    for (int k = 0; k < 4; k++) {
      int lib = pos + delta[k];
      if (board[lib] == EMPTY && !touches_string(b, lib, s, color))
        new_libs[num_new++] = lib;
    }
    /* Before pos joins, so a relisting of the liberties cannot see it. */
    remove_liberty(b, s, pos);
    for (int l = 0; l < num_new; l++)
      add_liberty(b, s, new_libs[l]);
  }

  b->string_number[pos] = s;
  b->next_stone[pos] = b->next_stone[sd->origin];
  set_int(b, &b->next_stone[sd->origin], pos);
  set_int(b, &sd->size, sd->size + 1);
  if (pos < sd->origin)
    set_int(b, &sd->origin, pos);

  for (int k = 0; k < num_enemies; k++) {
    int e = enemies[k];
    remove_liberty(b, e, pos);
    if (!is_neighbor(b, s, e)) {
      add_neighbor(b, e, s);
      add_neighbor(b, s, e);
    }
  }
}

/* Recount and relist the liberties of s from its stones. */
static void recount_liberties(struct board *b, int s)
{
  struct string_data *sd = &b->string[s];
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
          set_int(b, &sd->libs[count], lib);
        count++;
      }
    }
    pos = b->next_stone[pos];
  } while (pos != origin);
  set_int(b, &sd->liberties, count);
}

/* Join the other friendly strings and the stone at pos into the largest
 * friend, so only the smaller strings' stones are relabelled. */
static void merge_strings(struct board *b, int pos,
                          const int *friends, int num_friends,
                          const int *enemies, int num_enemies)
{
  int base = friends[0];
  for (int k = 1; k < num_friends; k++)
    if (b->string[friends[k]].size > b->string[base].size)
      base = friends[k];
  struct string_data *sd = &b->string[base];
  int others[3];
  int num_others = 0;
  int truncated = sd->liberties > MAX_LIBERTIES;
  for (int k = 0; k < num_friends; k++)
    if (friends[k] != base) {
      others[num_others++] = friends[k];
      truncated |= b->string[friends[k]].liberties > MAX_LIBERTIES;
    }

  /* Liberties, while the lists are still those of separate strings. */
  if (!truncated) {
    int lmark = next_liberty_mark(b);
    for (int l = 0; l < sd->liberties; l++)
      b->liberty_mark_of[sd->libs[l]] = lmark;
    remove_liberty(b, base, pos);
    for (int k = 0; k < num_others; k++) {
      const struct string_data *od = &b->string[others[k]];
      for (int l = 0; l < od->liberties; l++) {
        int lib = od->libs[l];
        if (b->liberty_mark_of[lib] != lmark) {
          b->liberty_mark_of[lib] = lmark;
          add_liberty(b, base, lib);
        }
      }
    }
    for (int k = 0; k < 4; k++) {
      int lib = pos + delta[k];
      if (b->board[lib] == EMPTY && b->liberty_mark_of[lib] != lmark) {
        b->liberty_mark_of[lib] = lmark;
        add_liberty(b, base, lib);
      }
    }
  }

  /* Stones: relabel the others, splice all cycles into the base's. */
  int size = sd->size + 1;
  int origin = sd->origin < pos ? sd->origin : pos;
  int anchor = sd->origin;
  b->string_number[pos] = base;
  b->next_stone[pos] = b->next_stone[anchor];
  set_int(b, &b->next_stone[anchor], pos);
  for (int k = 0; k < num_others; k++) {
    const struct string_data *od = &b->string[others[k]];
    int start = od->origin;
    int p = start;
    do {
      set_int(b, &b->string_number[p], base);
      p = b->next_stone[p];
    } while (p != start);
    int after = b->next_stone[anchor];
    set_int(b, &b->next_stone[anchor], b->next_stone[start]);
    set_int(b, &b->next_stone[start], after);
    size += od->size;
    if (start < origin)
      origin = start;
  }
  set_int(b, &sd->size, size);
  if (origin != sd->origin)
    set_int(b, &sd->origin, origin);
  if (truncated)
    recount_liberties(b, base);

  /* Neighbours.  One mark serves both uses: on enemy strings it means
   * "already a neighbour of base", on friendly ones "absorbed". */
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
        add_neighbor(b, base, e);
        set_int(b, &ed->neighborlist[slot], base);
      }
      else
        remove_neighbor_at(b, ed, slot);
    }
  }
  for (int k = 0; k < num_enemies; k++) {
    int e = enemies[k];
    remove_liberty(b, e, pos);
    if (b->string[e].mark != mark) {
      b->string[e].mark = mark;
      add_neighbor(b, base, e);
      add_neighbor(b, e, base);
    }
  }
}

/* Sort the neighbour at n into friends or enemies, capturing enemies whose
 * last liberty is the new stone's point. */
#define CLASSIFY_NEIGHBOR(n) \
  do { \
    int c_ = board[n]; \
    if (c_ == color) { \
      int s_ = sn[n]; \
      int j_ = 0; \
      while (j_ < num_friends && friends[j_] != s_) \
        j_++; \
      if (j_ == num_friends) \
        friends[num_friends++] = s_; \
    } \
    else if (c_ == other) { \
      int s_ = sn[n]; \
      if (b->string[s_].liberties == 1) { \
        captured += b->string[s_].size; \
        capture_pos = (n); \
        remove_string(b, s_); \
      } \
      else { \
        int j_ = 0; \
        while (j_ < num_enemies && enemies[j_] != s_) \
          j_++; \
        if (j_ == num_enemies) \
          enemies[num_enemies++] = s_; \
      } \
    } \
  } while (0)

void board_place_stone(struct board *b, int pos, int color)
{
  unsigned char *board = b->board;
  const int *sn = b->string_number;
  int other = OTHER_COLOR(color);
  int captured = 0;
  int capture_pos = NO_MOVE;
  int friends[4], enemies[4];
  int num_friends = 0, num_enemies = 0;

  clear_ko(b);

  /* A captured string is never a friend and, being removed at its first
   * sighting, never listed as an enemy. */
  CLASSIFY_NEIGHBOR(pos + NS);
  CLASSIFY_NEIGHBOR(pos - 1);
  CLASSIFY_NEIGHBOR(pos - NS);
  CLASSIFY_NEIGHBOR(pos + 1);

  push_vertex(b, pos);
  board[pos] = (unsigned char) color;
  b->hash ^= zobrist_keys[color][pos];

  if (num_friends == 0)
    place_isolated(b, pos, color, enemies, num_enemies);
  else if (num_friends == 1)
    extend_string(b, pos, color, friends[0], enemies, num_enemies);
  else
    merge_strings(b, pos, friends, num_friends, enemies, num_enemies);

  const struct string_data *sd = &b->string[sn[pos]];
  if (sd->liberties == 0)
    remove_string(b, sn[pos]);
  else if (captured == 1 && sd->size == 1 && sd->liberties == 1) {
    set_int(b, &b->ko_pos, capture_pos);
    b->hash ^= zobrist_keys[EMPTY][capture_pos];
  }
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
        if (sd->liberties < MAX_LIBERTIES)
          sd->libs[sd->liberties] = n;
        sd->liberties++;
      }
    }
  }
  b->next_stone[last] = origin;
}

void board_rebuild_strings(struct board *b)
{
  b->next_string = 0;
  b->change_stack_index = 0;
  b->vertex_stack_index = 0;
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
