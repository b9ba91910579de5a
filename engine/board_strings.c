/* Incremental string maintenance: placing a stone (the three cases: new
 * string, extension of one friendly string, merger of several), removing
 * captured strings, and keeping liberty and neighbour lists exact.  Every
 * write that popgo must undo goes through push_int/push_vertex.
 *
 * Undo invariant for the lists (libs, neighborlist): a slot at or beyond
 * the count is not restored, so appending only pushes the count; removing
 * moves the last entry into the hole and pushes both slots, so a later
 * append into the vacated slot cannot destroy what popgo brings back. */
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

static void remove_liberty(struct board *b, int s, int lib)
{
  struct string_data *sd = &b->string[s];
  int n = sd->liberties;
  int listed = n < MAX_LIBERTIES ? n : MAX_LIBERTIES;
  int k = 0;
  while (k < listed && sd->libs[k] != lib)
    k++;
  push_int(b, &sd->liberties);
  sd->liberties = n - 1;
  if (n <= MAX_LIBERTIES) {
    if (k != n - 1) {
      set_int(b, &sd->libs[k], sd->libs[n - 1]);
      push_int(b, &sd->libs[n - 1]);
    }
  }
  else if (k < listed)
    relist_liberties(b, s);
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
  if (k != last) {
    set_int(b, &sd->neighborlist[k], sd->neighborlist[last]);
    push_int(b, &sd->neighborlist[last]);
  }
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
    b->white_captured += sd->size;
  else
    b->black_captured += sd->size;
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

/* Is the empty point lib next to a stone of string s other than skip? */
static int touches_string(const struct board *b, int lib, int s, int skip)
{
  for (int k = 0; k < 4; k++) {
    int n = lib + delta[k];
    if (n != skip && IS_STONE(b->board[n]) && b->string_number[n] == s)
      return 1;
  }
  return 0;
}

static void place_isolated(struct board *b, int pos, int color,
                           const int *enemies, int num_enemies)
{
  int s = new_string(b, pos, color);
  struct string_data *sd = &b->string[s];
  for (int k = 0; k < 4; k++)
    if (b->board[pos + delta[k]] == EMPTY)
      sd->libs[sd->liberties++] = pos + delta[k];
  for (int k = 0; k < num_enemies; k++) {
    remove_liberty(b, enemies[k], pos);
    add_neighbor(b, enemies[k], s);
    sd->neighborlist[sd->neighbors++] = enemies[k];
  }
}

static void extend_string(struct board *b, int pos, int s,
                          const int *enemies, int num_enemies)
{
  struct string_data *sd = &b->string[s];
  /* Before pos joins, so a relisting of the liberties cannot see it. */
  remove_liberty(b, s, pos);

  b->string_number[pos] = s;
  b->next_stone[pos] = b->next_stone[sd->origin];
  set_int(b, &b->next_stone[sd->origin], pos);
  set_int(b, &sd->size, sd->size + 1);
  if (pos < sd->origin)
    set_int(b, &sd->origin, pos);

  for (int k = 0; k < 4; k++) {
    int lib = pos + delta[k];
    if (b->board[lib] == EMPTY && !touches_string(b, lib, s, pos))
      add_liberty(b, s, lib);
  }
  for (int k = 0; k < num_enemies; k++) {
    int e = enemies[k];
    remove_liberty(b, e, pos);
    if (!is_neighbor(b, s, e)) {
      add_neighbor(b, e, s);
      add_neighbor(b, s, e);
    }
  }
}

/* In enemy string e's list, drop the strings marked as merged and add s. */
static void replace_merged_neighbors(struct board *b, int e, int mark, int s)
{
  struct string_data *ed = &b->string[e];
  int k = 0;
  while (k < ed->neighbors) {
    if (b->string[ed->neighborlist[k]].mark == mark)
      remove_neighbor_at(b, ed, k);
    else
      k++;
  }
  add_neighbor(b, e, s);
}

static void merge_strings(struct board *b, int pos, int color,
                          const int *friends, int num_friends,
                          const int *enemies, int num_enemies)
{
  int s = new_string(b, pos, color);
  struct string_data *sd = &b->string[s];
  int mark = next_string_mark(b);
  int truncated = 0;

  for (int k = 0; k < num_friends; k++) {
    struct string_data *fd = &b->string[friends[k]];
    int origin = fd->origin;
    fd->mark = mark;
    sd->size += fd->size;
    if (origin < sd->origin)
      sd->origin = origin;
    if (fd->liberties > MAX_LIBERTIES)
      truncated = 1;
    int p = origin;
    do {
      set_int(b, &b->string_number[p], s);
      p = b->next_stone[p];
    } while (p != origin);
    /* Splice the two cycles. */
    int after = b->next_stone[origin];
    set_int(b, &b->next_stone[origin], b->next_stone[pos]);
    b->next_stone[pos] = after;
  }

  int lmark = next_liberty_mark(b);
  b->liberty_mark_of[pos] = lmark;
  if (truncated) {
    int p = pos;
    do {
      for (int k = 0; k < 4; k++) {
        int lib = p + delta[k];
        if (b->board[lib] == EMPTY && b->liberty_mark_of[lib] != lmark) {
          b->liberty_mark_of[lib] = lmark;
          if (sd->liberties < MAX_LIBERTIES)
            sd->libs[sd->liberties] = lib;
          sd->liberties++;
        }
      }
      p = b->next_stone[p];
    } while (p != pos);
  }
  else {
    for (int k = 0; k < num_friends; k++) {
      const struct string_data *fd = &b->string[friends[k]];
      for (int l = 0; l < fd->liberties; l++) {
        int lib = fd->libs[l];
        if (b->liberty_mark_of[lib] != lmark) {
          b->liberty_mark_of[lib] = lmark;
          if (sd->liberties < MAX_LIBERTIES)
            sd->libs[sd->liberties] = lib;
          sd->liberties++;
        }
      }
    }
    for (int k = 0; k < 4; k++) {
      int lib = pos + delta[k];
      if (b->board[lib] == EMPTY && b->liberty_mark_of[lib] != lmark) {
        b->liberty_mark_of[lib] = lmark;
        if (sd->liberties < MAX_LIBERTIES)
          sd->libs[sd->liberties] = lib;
        sd->liberties++;
      }
    }
  }

  /* Enemy strings get the same mark once handled; colours keep the two
   * uses apart. */
  for (int k = 0; k < num_friends; k++) {
    const struct string_data *fd = &b->string[friends[k]];
    for (int l = 0; l < fd->neighbors; l++) {
      int e = fd->neighborlist[l];
      if (b->string[e].mark != mark) {
        b->string[e].mark = mark;
        sd->neighborlist[sd->neighbors++] = e;
        replace_merged_neighbors(b, e, mark, s);
      }
    }
  }
  for (int k = 0; k < num_enemies; k++) {
    int e = enemies[k];
    remove_liberty(b, e, pos);
    if (b->string[e].mark != mark) {
      b->string[e].mark = mark;
      sd->neighborlist[sd->neighbors++] = e;
      add_neighbor(b, e, s);
    }
  }
}

void board_place_stone(struct board *b, int pos, int color)
{
  int other = OTHER_COLOR(color);
  int captured = 0;
  int capture_pos = NO_MOVE;

  if (b->ko_pos != NO_MOVE) {
    b->hash ^= zobrist_keys[EMPTY][b->ko_pos];
    b->ko_pos = NO_MOVE;
  }

  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == other && LIBERTIES(b, n) == 1) {
      captured += b->string[b->string_number[n]].size;
      capture_pos = n;
      remove_string(b, b->string_number[n]);
    }
  }

  push_vertex(b, pos);
  b->board[pos] = (unsigned char) color;
  b->hash ^= zobrist_keys[color][pos];

  int friends[4], enemies[4];
  int num_friends = 0, num_enemies = 0;
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    int c = b->board[n];
    if (c == color) {
      int s = b->string_number[n];
      int j = 0;
      while (j < num_friends && friends[j] != s)
        j++;
      if (j == num_friends)
        friends[num_friends++] = s;
    }
    else if (c == other) {
      int s = b->string_number[n];
      int j = 0;
      while (j < num_enemies && enemies[j] != s)
        j++;
      if (j == num_enemies)
        enemies[num_enemies++] = s;
    }
  }

  if (num_friends == 0)
    place_isolated(b, pos, color, enemies, num_enemies);
  else if (num_friends == 1)
    extend_string(b, pos, friends[0], enemies, num_enemies);
  else
    merge_strings(b, pos, color, friends, num_friends, enemies, num_enemies);

  const struct string_data *sd = &b->string[b->string_number[pos]];
  if (sd->liberties == 0)
    remove_string(b, b->string_number[pos]);
  else if (captured == 1 && sd->size == 1 && sd->liberties == 1) {
    b->ko_pos = capture_pos;
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
