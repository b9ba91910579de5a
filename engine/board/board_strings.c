/* Placing stones and the hypothetical moves built on it (trymove, tryko,
 * popgo).  The common placements (new string, extension of one friendly
 * string, contact with enemies) are here, inlined into one function; the
 * rarer ones (captures, truncated liberty lists) are in board_update.c,
 * mergers in board_merge.c.
 *
 * New liberties are found by looking at the board, not by marking lists:
 * an empty neighbour of the new stone is new to a string unless one of
 * its other neighbours belongs to it (NEW_LIBERTY).  Instruction counts
 * here depend on register allocation as much as on the source (a shortcut
 * for moves with four empty neighbours cost more than it saved): measure
 * each change with bench/instructions_per_pair.sh.
 *
 * Undo spans.  Every write popgo must undo is preceded by saving the
 * UNDO_SPAN bytes from the written field on (save_span).  Restoring more
 * than the field is harmless: popgo restores entries newest first, so each
 * byte ends with the value saved by its oldest entry, which is its value
 * when the move began unless an unsaved write came first, and unsaved
 * writes only touch bytes that mean nothing at that time (a new string's
 * slot, list slots past the count, numbers of empty points) or that popgo
 * sets itself afterwards (hash, next_string, the placed stone's point).
 * Spans therefore start only at string fields and list slots (a span may
 * run into the next string), board[], string_number[] and next_stone[]
 * entries of points, and ko_pos (which covers the capture counts; see
 * struct board).
 *
 * Header span: origin, size, liberties and neighbors of a string, saved
 * once before a move changes any of them.  Appending to a list then needs
 * nothing more; removing moves the last entry into the hole and saves both
 * slots (usually one span covers them), because later appends (at any
 * depth) may overwrite the vacated last slot.  An enemy of the move only
 * loses a liberty and gains a neighbour: its span starts at the liberty
 * count and covers the first two slots as well. */
#include <config.h>

#include <string.h>

#include "board.h"
#include "board_impl.h"

/* Sort the neighbour n of the point being played into the friendly
 * strings, the enemy strings left alive and those captured, each listed
 * once; room: an empty neighbour or a capture (friends with more than one
 * liberty, the other way out of suicide, are looked at only when there is
 * neither).  d is the step from pos to n; seen: whether n's string is
 * that of a neighbour scanned before, which decides for friends (enemies
 * and captures search their list: measured).  Friends are tested before
 * the border: they are the more frequent (measured).  Used by place()
 * only. */
#define SCAN_NEIGHBOR(d, seen) \
  do { \
    int c_ = here[d]; \
    if (c_ == EMPTY) \
      room = 1; \
    else if (c_ == color) { \
      int s_ = at[d]; \
      if (!(seen)) \
        friends[num_friends++] = s_; \
    } \
    else if (c_ != GRAY) { \
      int s_ = at[d]; \
      if (b->string[s_].liberties == 1) { \
        room = 1; \
        ADD_UNIQUE(captures, num_captures, s_); \
      } \
      else \
        ADD_UNIQUE(enemies, num_enemies, s_); \
    } \
  } while (0)

/* A string touching pos twice has one number at both points; points
 * without a stone have NO_STRING, which no stone has. */
#define SEEN_AT(d) (s_ == at[d])

#define ADD_UNIQUE(list, count, s) \
  do { \
    int k_ = 0; \
    while (k_ < (count) && (list)[k_] != (s)) \
      k_++; \
    if (k_ == (count)) \
      (list)[(count)++] = (s); \
  } while (0)

/* A new string: its slot is past next_string, so nothing is saved. */
static inline __attribute__((always_inline)) struct change_entry *place_isolated(
  struct board *b, struct change_entry *top, int pos, int color,
  const int *enemies, int num_enemies)
{
  int s = b->next_string++;
  struct string_data *sd = string_at(b, s);
  const unsigned char *board = b->board;
  size_t n = 0;
  sd->color = color;
  sd->size = 1;
  sd->origin = pos;
  /* Branch-free: every candidate is written, only empty ones counted (a
   * size_t count needs no widening to index). */
  int *libs = sd->libs;
  libs[n] = pos + NS;
  n += board[pos + NS] == EMPTY;
  libs[n] = pos - 1;
  n += board[pos - 1] == EMPTY;
  libs[n] = pos - NS;
  n += board[pos - NS] == EMPTY;
  libs[n] = pos + 1;
  n += board[pos + 1] == EMPTY;
  sd->liberties = (int) n;
  sd->neighbors = num_enemies;
  b->string_number[pos] = s;
  b->next_stone[pos] = pos;
  /* Last, so that nothing else stays live across the loop. */
  for (int k = 0; k < num_enemies; k++) {
    int e = enemies[k];
    struct string_data *ed = string_at(b, e);
    top = enemy_loses_liberty(b, top, e, ed, pos);
    ed->neighborlist[ed->neighbors++] = s;
    sd->neighborlist[k] = e;
  }
  return top;
}

/* pos + d, an empty neighbour of pos, is new unless one of its other
 * neighbours (beyond it, or on either side across d) belongs to s.  The
 * points are reached from pointers to pos's entries by constant
 * displacements. */
#define NEW_LIBERTY(d, side) \
  do { \
    if (here[d] == EMPTY \
        && at[2 * (d)] != s && at[(d) + (side)] != s \
        && at[(d) - (side)] != s) \
      libs[end++] = pos + (d); \
  } while (0)

/* Liberties of s gaining the stone at pos when its list is complete and
 * has room for three more (at most MAX_LIBERTIES - 3 entries): an empty
 * neighbour of pos is new unless it touches s elsewhere. */
static inline __attribute__((always_inline)) struct change_entry *
extend_complete_list(struct board *b, struct change_entry *top, int pos,
                     int s, struct string_data *sd)
{
  const unsigned char *here = &b->board[pos];
  const int *at = &b->string_number[pos];
  int n = sd->liberties;
  /* New liberties go straight past the count (slots needing no save; a
   * size_t index needs no widening). */
  int *libs = sd->libs;
  size_t end = (size_t) n;
  NEW_LIBERTY(NS, 1);
  NEW_LIBERTY(-1, NS);
  NEW_LIBERTY(-NS, 1);
  NEW_LIBERTY(1, NS);
  int *hole = libs;
  while (*hole != pos)
    hole++;
  /* pos's slot takes the last entry, a new liberty or the old last one. */
  size_t last = end - 1;
  if (end == (size_t) n)
    top = save_slots(b, top, libs, (int) (hole - libs), (int) last);
  else
    top = save_span(b, top, hole);
  *hole = libs[last];
  sd->liberties = (int) last;
  return top;
}

/* The stone at pos joins the stones of s (sd). */
static inline __attribute__((always_inline)) struct change_entry *join_stone(
  struct board *b, struct change_entry *top, int pos, int s,
  struct string_data *sd)
{
  int origin = sd->origin;
  b->string_number[pos] = s;
  b->next_stone[pos] = b->next_stone[origin];
  top = save_span(b, top, &b->next_stone[origin]);
  b->next_stone[origin] = pos;
  sd->size++;
  if (pos < origin)
    sd->origin = pos;
  return top;
}

static inline __attribute__((always_inline)) struct change_entry *extend_string(
  struct board *b, struct change_entry *top, int pos, int color, int s,
  const int *enemies, int num_enemies)
{
  struct string_data *sd = string_at(b, s);
  top = save_at(b, top, STRING_FIELD_AT(s, origin));
  /* The usual list is extended after pos joins the stones, so that fewer
   * values stay live; others before (a relisting walks the stones). */
  if (sd->liberties <= MAX_LIBERTIES - 3) {
    top = join_stone(b, top, pos, s, sd);
    top = extend_complete_list(b, top, pos, s, sd);
  }
  else {
    top = extend_liberties(b, top, pos, color, s);
    top = join_stone(b, top, pos, s, sd);
  }

  for (int k = 0; k < num_enemies; k++) {
    int e = enemies[k];
    struct string_data *ed = string_at(b, e);
    top = enemy_loses_liberty(b, top, e, ed, pos);
    /* e as a sentinel past the end: the slot needs no saving and takes e
     * if it is new. */
    int *list = sd->neighborlist;
    int count = sd->neighbors;
    list[count] = e;
    /* By index, not by pointer: fewer instructions (measured). */
    size_t l = 0;
    while (list[l] != e)
      l++;
    if (l == (size_t) count) {
      ed->neighborlist[ed->neighbors++] = s;
      sd->neighbors = count + 1;
    }
  }
  return top;
}

/* ---- Hypothetical moves ---------------------------------------------- */

static inline int stack_has_room(const struct board *b)
{
  return b->change_top <= b->change_limit[b->stackp];
}

static inline void push_level(struct board *b, int pos)
{
  memcpy(&b->level[b->stackp], &b->hash, sizeof(struct stack_level));
  b->popgo_point[b->stackp] = pos;
  b->stackp++;
}

/* An empty point: every string has a liberty, so there is one. */
static int any_empty_point(const struct board *b)
{
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (b->board[pos] == EMPTY)
      return pos;
  return NO_MOVE;
}

static int try_pass(struct board *b, int color, const char *message,
                    int str, int is_ko)
{
  /* popgo clears the point of every level: for a pass, one that is empty
   * anyway, so popgo need not test for passes. */
  int cleared = any_empty_point(b);
  if (!IS_STONE(color) || !stack_has_room(b) || cleared == NO_MOVE)
    return 0;
  if (b->trace_hook)
    b->trace_hook(b->trace_data, PASS_MOVE, color, message, str, is_ko);
  push_level(b, cleared);
  clear_ko(b);
  return 1;
}

enum { PLACE_TRY, PLACE_KO, PLACE_PERMANENT };

/* The one place stones are played (trymove and tryko tail-call it).  mode:
 * PLACE_TRY (trymove), PLACE_KO (tryko: may retake a ko) or
 * PLACE_PERMANENT (play_move: pos is empty, no level, suicide allowed). */

/* Always inlined: each caller gets a copy with its mode's branches gone. */
static inline __attribute__((always_inline)) int place(
  struct board *b, int pos, int color, const char *message, int str, int mode,
  int traced)
{
  if (mode != PLACE_PERMANENT) {
    /* A pass (0) is off the board, so it fails the test for an empty
     * point too. */
    if ((unsigned) pos >= BOARD_ARRAY_SIZE || b->board[pos] != EMPTY) {
      if (pos == PASS_MOVE)
        return try_pass(b, color, message, str, mode == PLACE_KO);
      return 0;
    }
    if ((unsigned) (color - 1) > 1u)
      return 0;
  }
  /* pos's neighbours by constant displacements from pos's entries. */
  const unsigned char *here = &b->board[pos];
  const int *at = &b->string_number[pos];
  int friends[4], enemies[4], captures[4];
  int num_friends = 0, num_enemies = 0, num_captures = 0;
  int room = 0;
  /* Earlier neighbours beside n (rather than across pos) first: a string
   * touching pos twice more often does so round a corner. */
  SCAN_NEIGHBOR(NS, 0);
  SCAN_NEIGHBOR(-1, SEEN_AT(NS));
  SCAN_NEIGHBOR(-NS, SEEN_AT(-1) || SEEN_AT(NS));
  SCAN_NEIGHBOR(1, SEEN_AT(-NS) || SEEN_AT(NS) || SEEN_AT(-1));
  if (mode != PLACE_PERMANENT) {
    /* Friends with a second liberty matter only without an empty
     * neighbour or a capture (one test of room in the usual case). */
    if (!room) {
      for (int k = 0; k < num_friends && !room; k++)
        room = b->string[friends[k]].liberties > 1;
      if (!room)
        return 0;
    }
    if (!stack_has_room(b))
      return 0;
    /* Retaking the ko: the point touches an enemy (captured or not). */
    if (pos == b->ko_pos && mode == PLACE_TRY
        && num_enemies + num_captures > 0)
      return 0;
    if (traced)
      b->trace_hook(b->trace_data, pos, color, message, str,
                    mode == PLACE_KO);
    push_level(b, pos);
  }

  /* Captures, placement, ko point, hash.  The placed stone's point is not
   * saved: popgo clears it.  The stone's key goes in first: XORs commute,
   * and here the key table's address need not survive the captures. */
  b->hash ^= zobrist_keys[pos][color];
  struct change_entry *top = change_stack_top(b);
  if (b->ko_pos != NO_MOVE || num_captures > 0) {
    top = save_span(b, top, &b->ko_pos);
    if (b->ko_pos != NO_MOVE) {
      b->hash ^= zobrist_keys[b->ko_pos][EMPTY];
      b->ko_pos = NO_MOVE;
    }
    /* A ko: a lone stone without empty neighbours captures one stone,
     * whose point becomes its only liberty.  Decided here, so the common
     * placements below need not keep the captures. */
    if (num_captures == 1 && num_friends == 0
        && b->string[captures[0]].size == 1
        && here[NS] != EMPTY && here[-1] != EMPTY && here[-NS] != EMPTY
        && here[1] != EMPTY) {
      /* The one captured stone is its string's origin. */
      int capture_pos = b->string[captures[0]].origin;
      b->ko_pos = capture_pos;
      b->hash ^= zobrist_keys[capture_pos][EMPTY];
    }
    for (int k = 0; k < num_captures; k++)
      top = remove_string(b, top, captures[k]);
  }

  b->board[pos] = (unsigned char) color;

  if (num_friends == 0)
    top = place_isolated(b, top, pos, color, enemies, num_enemies);
  else if (num_friends == 1)
    top = extend_string(b, top, pos, color, friends[0],
                        enemies, num_enemies);
  else if (num_friends == 2)
    top = merge_two(b, top, pos, friends, enemies, num_enemies);
  else
    top = merge_many(b, top, pos, friends, num_friends, enemies, num_enemies);

  if (mode == PLACE_PERMANENT && LIBERTIES(b, pos) == 0) {
    /* Suicide, which only permanent moves may play. */
    top = save_span(b, top, &b->ko_pos);
    top = remove_string(b, top, b->string_number[pos]);
  }
  set_change_stack_top(b, top);
  return 1;
}

void board_place_stone(struct board *b, int pos, int color)
{
  place(b, pos, color, NULL, NO_MOVE, PLACE_PERMANENT, 0);
}

/* Traced moves get copies of their own, so untraced ones need not keep
 * message and str through the neighbour scan. */
static __attribute__((noinline)) int trymove_traced(
  struct board *b, int pos, int color, const char *message, int str)
{
  return place(b, pos, color, message, str, PLACE_TRY, 1);
}

static __attribute__((noinline)) int tryko_traced(
  struct board *b, int pos, int color, const char *message)
{
  return place(b, pos, color, message, NO_MOVE, PLACE_KO, 1);
}

int trymove(struct board *b, int pos, int color, const char *message, int str)
{
  if (b->trace_hook)
    return trymove_traced(b, pos, color, message, str);
  return place(b, pos, color, NULL, NO_MOVE, PLACE_TRY, 0);
}

int tryko(struct board *b, int pos, int color, const char *message)
{
  if (b->trace_hook)
    return tryko_traced(b, pos, color, message);
  return place(b, pos, color, NULL, NO_MOVE, PLACE_KO, 0);
}

void popgo(struct board *b)
{
  int sp = b->stackp - 1;
  if (sp < 0)
    return;
  b->stackp = sp;
  const struct stack_level *l = &b->level[sp];
  int change_base = l->change_base;
  char *base = (char *) b;
  const struct change_entry *stop =
    (const struct change_entry *) (base + change_base);
  const struct change_entry *e =
    (const struct change_entry *) (base + b->change_top);
  /* Newest first, two entries a round (fewer loop tests per entry). */
  if ((e - stop) & 1) {
    e--;
    memcpy(base + e->offset, e->value, UNDO_SPAN);
  }
  while (e != stop) {
    e -= 2;
    memcpy(base + e[1].offset, e[1].value, UNDO_SPAN);
    memcpy(base + e[0].offset, e[0].value, UNDO_SPAN);
  }
  int pos = b->popgo_point[sp];
  b->board[pos] = EMPTY;
  b->string_number[pos] = NO_STRING;
  memcpy(&b->hash, l, sizeof *l);
}
