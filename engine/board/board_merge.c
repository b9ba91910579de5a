/* Mergers: the new stone joins two or more friendly strings.  The usual
 * case (two strings, complete liberty lists) looks at the board next to
 * the smaller string's liberties; the others mark the base's lists.  The
 * undo rules (spans, header spans, list slots) are described in
 * board_strings.c. */
#include <config.h>

#include "board.h"
#include "board_impl.h"

/* Liberties of the merged string base, while the lists are still those of
 * separate strings and all of them complete. */
static struct change_entry *merge_liberties(struct board *b,
                                            struct change_entry *top,
                                            int pos, int base,
                                            const int *others, int num_others)
{
  struct string_data *sd = string_at(b, base);
  int *lib_mark = b->liberty_mark_of;
  int mark = next_liberty_mark(b);
  /* Counts in locals: the mark stores could alias them. */
  int count = sd->liberties;
  for (int l = 0; l < count; l++)
    lib_mark[sd->libs[l]] = mark;
  top = drop_listed_liberty(b, top, sd, pos);
  count--;
  for (int k = 0; k < num_others; k++) {
    const struct string_data *od = &b->string[others[k]];
    int n = od->liberties;
    for (int l = 0; l < n; l++) {
      int lib = od->libs[l];
      if (lib_mark[lib] != mark) {
        lib_mark[lib] = mark;
        if (count < MAX_LIBERTIES)
          sd->libs[count] = lib;
        count++;
      }
    }
  }
  const unsigned char *board = b->board;
  int around[4] = { pos + NS, pos - 1, pos - NS, pos + 1 };
  for (int k = 0; k < 4; k++) {
    int lib = around[k];
    if (board[lib] == EMPTY && lib_mark[lib] != mark) {
      lib_mark[lib] = mark;
      if (count < MAX_LIBERTIES)
        sd->libs[count] = lib;
      count++;
    }
  }
  sd->liberties = count;
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
  struct string_data *sd = string_at(b, base);
  int mark = next_string_mark(b);
  int count = sd->neighbors;
  for (int l = 0; l < count; l++)
    b->string[sd->neighborlist[l]].mark = mark;
  for (int k = 0; k < num_others; k++) {
    int o = others[k];
    const struct string_data *od = string_at(b, o);
    int n = od->neighbors;
    for (int l = 0; l < n; l++) {
      int e = od->neighborlist[l];
      struct string_data *ed = string_at(b, e);
      int slot = 0;
      while (ed->neighborlist[slot] != o)
        slot++;
      if (ed->mark != mark) {
        ed->mark = mark;
        sd->neighborlist[count++] = e;
        top = save_span(b, top, &ed->neighborlist[slot]);
        ed->neighborlist[slot] = base;
      }
      else {
        top = save_header(b, top, ed);
        top = drop_neighbor_at(b, top, ed, slot);
      }
    }
  }
  for (int k = 0; k < num_enemies; k++) {
    struct string_data *ed = string_at(b, enemies[k]);
    top = enemy_loses_liberty(b, top, enemies[k], ed, pos);
    if (ed->mark != mark) {
      ed->mark = mark;
      sd->neighborlist[count++] = enemies[k];
      ed->neighborlist[ed->neighbors++] = base;
    }
  }
  sd->neighbors = count;
  return top;
}

/* Are s (neighbour list of count entries) and e neighbours already?
 * Searches the shorter list. */
static inline int listed_neighbors(const struct string_data *sd, int count,
                                   int s, const struct string_data *ed, int e)
{
  const int *list = sd->neighborlist;
  int wanted = e;
  if (ed->neighbors < count) {
    list = ed->neighborlist;
    count = ed->neighbors;
    wanted = s;
  }
  for (int l = 0; l < count; l++)
    if (list[l] == wanted)
      return 1;
  return 0;
}

/* pos's empty neighbour pos + d is new unless either string has it
 * (marked); here and marked point to pos's entries. */
#define JOIN_NEW_LIBERTY(d) \
  do { \
    if (here[d] == EMPTY && marked[d] != mark) { \
      if (count < MAX_LIBERTIES) \
        sd->libs[count] = pos + (d); \
      count++; \
    } \
  } while (0)

/* The usual merger: two strings with complete liberty lists (others go
 * to merge_many).  base, the larger, keeps its lists and gains what o and
 * pos have that it lacks.  Stones come before liberties so that the
 * liberty count is not live (and spilled) across the relabelling. */
struct change_entry *merge_two(struct board *b, struct change_entry *top,
                               int pos, const int *friends,
                               const int *enemies, int num_enemies)
{
  const struct string_data *d0 = &b->string[friends[0]];
  const struct string_data *d1 = &b->string[friends[1]];
  if (d0->liberties > MAX_LIBERTIES || d1->liberties > MAX_LIBERTIES)
    return merge_many(b, top, pos, friends, 2, enemies, num_enemies);
  /* A conditional move rather than a branch (measured). */
  int base = d0->size < d1->size ? friends[1] : friends[0];
  int o = friends[0] ^ friends[1] ^ base;
  struct string_data *sd = string_at(b, base);
  const struct string_data *od = string_at(b, o);
  const unsigned char *board = b->board;
  int *sn = b->string_number;
  int *next = b->next_stone;
  top = save_at(b, top, STRING_FIELD_AT(base, origin));

  /* Stones: relabel o's and splice both cycles and pos into base's. */
  int anchor = sd->origin;
  int origin = anchor < pos ? anchor : pos;
  sn[pos] = base;
  next[pos] = next[anchor];
  top = save_span(b, top, &next[anchor]);
  int start = od->origin;
  int p = start;
  do {
    top = save_span(b, top, &sn[p]);
    sn[p] = base;
    p = next[p];
  } while (p != start);
  /* anchor, o's cycle from next[start] round to start, pos, then the rest
   * of base's cycle. */
  next[anchor] = next[start];
  top = save_span(b, top, &next[start]);
  next[start] = pos;
  sd->size += 1 + od->size;
  sd->origin = start < origin ? start : origin;

  /* Liberties: base loses pos and gains o's liberties it lacks; marked
   * are pos and the liberties of the merged string so far. */
  int *lib_mark = b->liberty_mark_of;
  int mark = next_liberty_mark(b);
  int count = sd->liberties - 1;
  /* size_t indices need no widening (measured). */
  size_t hole = 0;
  for (size_t l = 0; l <= (size_t) count; l++) {
    int lib = sd->libs[l];
    lib_mark[lib] = mark;
    hole = lib == pos ? l : hole;
  }
  top = save_slots(b, top, sd->libs, (int) hole, count);
  sd->libs[hole] = sd->libs[count];
  int n = od->liberties;
  for (int l = 0; l < n; l++) {
    int lib = od->libs[l];
    if (lib_mark[lib] != mark) {
      lib_mark[lib] = mark;
      if (count < MAX_LIBERTIES)
        sd->libs[count] = lib;
      count++;
    }
  }

  /* pos's empty neighbours that touch neither string elsewhere. */
  const unsigned char *here = &board[pos];
  const int *marked = &lib_mark[pos];
  JOIN_NEW_LIBERTY(NS);
  JOIN_NEW_LIBERTY(-1);
  JOIN_NEW_LIBERTY(-NS);
  JOIN_NEW_LIBERTY(1);
  sd->liberties = count;

  /* Neighbours: o's become base's (or just lose o), pos's enemies lose
   * pos as a liberty and become base's. */
  int num = sd->neighbors;
  int m = od->neighbors;
  for (int l = 0; l < m; l++) {
    int e = od->neighborlist[l];
    struct string_data *ed = string_at(b, e);
    int *slot = ed->neighborlist;
    while (*slot != o)
      slot++;
    if (!listed_neighbors(sd, num, base, ed, e)) {
      sd->neighborlist[num++] = e;
      top = save_span(b, top, slot);
      *slot = base;
    }
    else {
      top = save_header(b, top, ed);
      top = drop_neighbor_at(b, top, ed, (int) (slot - ed->neighborlist));
    }
  }
  for (int k = 0; k < num_enemies; k++) {
    int e = enemies[k];
    struct string_data *ed = string_at(b, e);
    top = enemy_loses_liberty(b, top, e, ed, pos);
    if (!listed_neighbors(sd, num, base, ed, e)) {
      sd->neighborlist[num++] = e;
      ed->neighborlist[ed->neighbors++] = base;
    }
  }
  sd->neighbors = num;
  return top;
}

/* Three or four friends, or truncated lists: join into the largest
 * friend, so only the smaller strings' stones are relabelled. */
struct change_entry *merge_many(
  struct board *b, struct change_entry *top, int pos, const int *friends,
  int num_friends, const int *enemies, int num_enemies)
{
  int base = friends[0];
  int base_size = b->string[base].size;
  int truncated = b->string[base].liberties > MAX_LIBERTIES;
  int others[3];
  int num_others = num_friends - 1;
  for (int k = 1; k < num_friends; k++) {
    const struct string_data *fd = &b->string[friends[k]];
    truncated |= fd->liberties > MAX_LIBERTIES;
    if (fd->size > base_size) {
      others[k - 1] = base;
      base = friends[k];
      base_size = fd->size;
    }
    else
      others[k - 1] = friends[k];
  }
  struct string_data *sd = string_at(b, base);
  top = save_header(b, top, sd);
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
