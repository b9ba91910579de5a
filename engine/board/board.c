/* Board life cycle, legality, hypothetical moves (trymove/tryko/popgo) and
 * permanent moves with their history (play_move/undo_move). */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "board_impl.h"

const int delta[8] = {NS, -1, -NS, 1, NS - 1, -NS - 1, -NS + 1, NS + 1};

/* ---- Life cycle ------------------------------------------------------ */

struct board *board_new(int size)
{
  struct board *b = calloc(1, sizeof *b);
  if (b)
    board_clear(b, size);
  return b;
}

void board_free(struct board *b)
{
  free(b);
}

/* The current position becomes the start of the move history. */
static void start_history(struct board *b)
{
  memcpy(b->initial_board, b->board, sizeof b->board);
  b->initial_ko_pos = b->ko_pos;
  b->initial_white_captured = b->white_captured;
  b->initial_black_captured = b->black_captured;
  b->move_history_length = 0;
  b->position_history[0] = b->hash
    ^ (b->ko_pos != NO_MOVE ? zobrist_keys[b->ko_pos][EMPTY] : 0);
}

void board_clear(struct board *b, int size)
{
  if (size < MIN_BOARD)
    size = MIN_BOARD;
  if (size > MAX_BOARD)
    size = MAX_BOARD;
  b->board_size = size;
  set_stack_limits(b);
  memset(b->board, GRAY, sizeof b->board);
  for (int i = 0; i < size; i++)
    for (int j = 0; j < size; j++)
      b->board[POS(i, j)] = EMPTY;
  b->ko_pos = NO_MOVE;
  b->white_captured = 0;
  b->black_captured = 0;
  b->stackp = 0;
  board_rebuild_strings(b);
  start_history(b);
}

void board_copy(struct board *dst, const struct board *src)
{
  if (dst == src)
    return;
  /* A trace follows one board: dst keeps its own hook, so a copy made for
   * another search (or thread) is never traced by accident. */
  void (*hook)(void *, int, int, const char *, int, int) = dst->trace_hook;
  void *hook_data = dst->trace_data;
  /* dst's string entries past src's in use keep their old marks: the
   * string mark counter must not go back below them. */
  int string_mark = dst->string_mark > src->string_mark ? dst->string_mark
                                                         : src->string_mark;
  memcpy(dst, src, offsetof(struct board, move_history));
  dst->string_mark = string_mark;
  dst->trace_hook = hook;
  dst->trace_data = hook_data;
  memcpy(dst->move_history, src->move_history,
         src->move_history_length * sizeof src->move_history[0]);
  memcpy(dst->position_history, src->position_history,
         (src->move_history_length + 1) * sizeof src->position_history[0]);
  memcpy(dst->change_stack, src->change_stack,
         src->change_top - offsetof(struct board, change_stack));
  /* Entries past a list's count are never read (see board_strings.c). */
  for (int s = 0; s < src->next_string; s++) {
    const struct string_data *sd = &src->string[s];
    memcpy(&dst->string[s], sd, offsetof(struct string_data, neighborlist)
           + sd->neighbors * sizeof sd->neighborlist[0]);
  }
}

int board_setup_stone(struct board *b, int pos, int color)
{
  if (b->stackp != 0 || !ON_BOARD1(b, pos)
      || (color != EMPTY && !IS_STONE(color)))
    return 0;
  int old = b->board[pos];
  b->board[pos] = (unsigned char) color;
  board_rebuild_strings(b);
  for (int s = 0; s < b->next_string; s++)
    if (b->string[s].liberties == 0) {
      b->board[pos] = (unsigned char) old;
      board_rebuild_strings(b);
      return 0;
    }
  b->ko_pos = NO_MOVE;
  b->hash = board_hash_from_scratch(b);
  start_history(b);
  return 1;
}

/* ---- Legality -------------------------------------------------------- */

int is_suicide(const struct board *b, int pos, int color)
{
  if (!ON_BOARD1(b, pos) || b->board[pos] != EMPTY)
    return 0;
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    int c = b->board[n];
    if (c == EMPTY)
      return 0;
    if (c == color) {
      if (LIBERTIES(b, n) > 1)
        return 0;
    }
    else if (c != GRAY && LIBERTIES(b, n) == 1)
      return 0;
  }
  return 1;
}

/* Is pos the ko point, banned for color (the side that was captured)? */
static inline int is_ko_recapture(const struct board *b, int pos, int color)
{
  if (pos != b->ko_pos)
    return 0;
  int other = OTHER_COLOR(color);
  return b->board[pos + NS] == other || b->board[pos - 1] == other
    || b->board[pos - NS] == other || b->board[pos + 1] == other;
}

int is_legal(const struct board *b, int pos, int color)
{
  if (pos == PASS_MOVE)
    return 1;
  if (!ON_BOARD1(b, pos) || b->board[pos] != EMPTY || !IS_STONE(color))
    return 0;
  if (is_ko_recapture(b, pos, color))
    return 0;
  return !is_suicide(b, pos, color);
}

int is_ko(const struct board *b, int pos, int color, int *ko_capture_pos)
{
  if (!ON_BOARD1(b, pos) || b->board[pos] != EMPTY || !IS_STONE(color))
    return 0;
  int other = OTHER_COLOR(color);
  int captures = 0;
  int capture_pos = NO_MOVE;
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == GRAY)
      continue;
    if (b->board[n] != other)
      return 0;
    if (LIBERTIES(b, n) == 1) {
      captures += b->string[b->string_number[n]].size;
      capture_pos = n;
    }
  }
  if (captures == 1 && ko_capture_pos)
    *ko_capture_pos = capture_pos;
  return captures == 1;
}

/* Stone hash (ko excluded) after color plays the legal or suicidal move
 * pos. */
static hash_t stones_hash_after(const struct board *b, int pos, int color)
{
  hash_t h = b->hash;
  if (b->ko_pos != NO_MOVE)
    h ^= zobrist_keys[b->ko_pos][EMPTY];
  int suicide = is_suicide(b, pos, color);
  int seen[4];
  int num_seen = 0;
  if (!suicide)
    h ^= zobrist_keys[pos][color];
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (!IS_STONE(b->board[n]))
      continue;
    int s = b->string_number[n];
    /* Removed: captured enemies, or our own strings after a suicide. */
    int removed = suicide ? b->board[n] == color
      : b->board[n] != color && b->string[s].liberties == 1;
    int j = 0;
    while (j < num_seen && seen[j] != s)
      j++;
    if (!removed || j < num_seen)
      continue;
    seen[num_seen++] = s;
    int c = b->board[n];
    int p = n;
    do {
      h ^= zobrist_keys[p][c];
      p = b->next_stone[p];
    } while (p != n);
  }
  return h;
}

static int repeats_position(const struct board *b, int pos, int color)
{
  hash_t h = stones_hash_after(b, pos, color);
  for (int k = 0; k <= b->move_history_length; k++)
    if (b->position_history[k] == h)
      return 1;
  return 0;
}

int is_legal_move(const struct board *b, int pos, int color)
{
  if (!is_legal(b, pos, color))
    return 0;
  return pos == PASS_MOVE || !b->superko || !repeats_position(b, pos, color);
}

/* ---- Permanent moves -------------------------------------------------- */

static hash_t stones_hash(const struct board *b)
{
  return b->hash
    ^ (b->ko_pos != NO_MOVE ? zobrist_keys[b->ko_pos][EMPTY] : 0);
}

static void play_unchecked(struct board *b, int pos, int color)
{
  if (b->move_history_length == MAX_MOVE_HISTORY)
    start_history(b);
  if (pos == PASS_MOVE)
    clear_ko(b);
  else
    board_place_stone(b, pos, color);
  /* Permanent: nothing to undo.  Keep room for a full trymove stack of
   * new strings. */
  clear_change_stack(b);
  if (b->next_string > MAX_STRINGS - MAX_STACK - 2)
    board_rebuild_strings(b);
  int n = b->move_history_length++;
  b->move_history[n].pos = pos;
  b->move_history[n].color = color;
  b->position_history[n + 1] = stones_hash(b);
}

int play_move(struct board *b, int pos, int color)
{
  if (b->stackp != 0 || !IS_STONE(color))
    return 0;
  if (pos != PASS_MOVE) {
    if (!ON_BOARD1(b, pos) || b->board[pos] != EMPTY)
      return 0;
    if (b->superko && repeats_position(b, pos, color))
      return 0;
  }
  play_unchecked(b, pos, color);
  return 1;
}

int undo_move(struct board *b, int n)
{
  if (b->stackp != 0 || n < 0 || n > b->move_history_length)
    return 0;
  int keep = b->move_history_length - n;
  memcpy(b->board, b->initial_board, sizeof b->board);
  b->ko_pos = b->initial_ko_pos;
  b->white_captured = b->initial_white_captured;
  b->black_captured = b->initial_black_captured;
  board_rebuild_strings(b);
  b->move_history_length = 0;
  /* play_unchecked rewrites each history entry with its own value. */
  for (int k = 0; k < keep; k++)
    play_unchecked(b, b->move_history[k].pos, b->move_history[k].color);
  return 1;
}

int board_last_move(const struct board *b, int *color)
{
  if (b->move_history_length == 0) {
    if (color)
      *color = EMPTY;
    return NO_MOVE;
  }
  const struct board_move *m = &b->move_history[b->move_history_length - 1];
  if (color)
    *color = m->color;
  return m->pos;
}
