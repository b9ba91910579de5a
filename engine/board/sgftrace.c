/* Reading traces (see sgftrace.h): a tree of nodes in one growing array,
 * texts in one growing buffer (messages interned by content, since the
 * reading code repeats a handful of them), and a cursor that follows the
 * board's stack depth. */
#include <config.h>

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sgftrace.h"

/* Longest note kept (longer ones are truncated). */
#define NOTE_MAX 1024

typedef void (*trace_hook_fn)(void *data, int pos, int color,
                              const char *message, int str, int is_ko);

struct sgftrace {
  struct board *b;               /* NULL while detached */
  trace_hook_fn prev_hook;
  void *prev_data;
  long max_nodes;

  struct sgftrace_node *nodes;
  int node_count;
  int node_capacity;
  struct sgftrace_note *notes;
  int note_count;
  int note_capacity;
  char *text;
  size_t text_length;
  size_t text_capacity;
  int *intern;                   /* offsets of messages, SGFTRACE_NONE: free */
  size_t intern_capacity;        /* a power of two */
  size_t intern_count;

  long seen;
  long dropped;
  int cut;

  /* The cursor: path[k] is the node at k levels above `base` (the stack
   * depth the trace was attached at); path[0] is the node of the position
   * at that depth (the root, or the last permanent move played since). */
  int base;
  int depth;
  int path[MAX_STACK + 2];

  /* Permanent moves: history entries [history_base, history_known) have
   * nodes chain[k + 1] (chain[history_base] is the root); hashes[k] is the
   * board's position_history[k] when entry k was accounted for. */
  int section;                   /* open section node, or SGFTRACE_NONE */
  int section_parent;            /* the node it hangs below */
  int section_depth;
  int history_base;
  int history_known;
  int position_changed_noted;
  int chain[MAX_MOVE_HISTORY + 1];
  hash_t hashes[MAX_MOVE_HISTORY + 1];

  int board_size;
  float komi;
  unsigned char root_board[BOARD_ARRAY_SIZE];
};

static void trace_hook(void *data, int pos, int color, const char *message,
                       int str, int is_ko);

/* ---- Storage ------------------------------------------------------------ */

static int grow(void **array, int *capacity, size_t element, int needed)
{
  if (needed <= *capacity)
    return 1;
  int n = *capacity > 0 ? *capacity : 64;
  while (n < needed) {
    if (n > INT32_MAX / 2)
      return 0;
    n *= 2;
  }
  void *p = realloc(*array, (size_t) n * element);
  if (p == NULL)
    return 0;
  *array = p;
  *capacity = n;
  return 1;
}

static int add_text(struct sgftrace *tr, const char *s, size_t n)
{
  if (tr->text_length + n + 1 > (size_t) INT32_MAX)
    return SGFTRACE_NONE;
  if (tr->text_length + n + 1 > tr->text_capacity) {
    size_t c = tr->text_capacity > 0 ? tr->text_capacity : 4096;
    while (c < tr->text_length + n + 1)
      c *= 2;
    char *p = realloc(tr->text, c);
    if (p == NULL)
      return SGFTRACE_NONE;
    tr->text = p;
    tr->text_capacity = c;
  }
  int offset = (int) tr->text_length;
  memcpy(tr->text + offset, s, n);
  tr->text[offset + n] = '\0';
  tr->text_length += n + 1;
  return offset;
}

static uint64_t text_hash(const char *s)
{
  uint64_t h = 14695981039346656037ULL;
  for (; *s; s++)
    h = (h ^ (unsigned char) *s) * 1099511628211ULL;
  return h;
}

static int rehash(struct sgftrace *tr)
{
  size_t n = tr->intern_capacity ? tr->intern_capacity * 2 : 256;
  int *table = malloc(n * sizeof *table);
  if (table == NULL)
    return 0;
  for (size_t k = 0; k < n; k++)
    table[k] = SGFTRACE_NONE;
  for (size_t k = 0; k < tr->intern_capacity; k++) {
    int offset = tr->intern[k];
    if (offset == SGFTRACE_NONE)
      continue;
    size_t slot = text_hash(tr->text + offset) & (n - 1);
    while (table[slot] != SGFTRACE_NONE)
      slot = (slot + 1) & (n - 1);
    table[slot] = offset;
  }
  free(tr->intern);
  tr->intern = table;
  tr->intern_capacity = n;
  return 1;
}

/* The offset of a copy of message, shared with earlier equal ones. */
static int intern_message(struct sgftrace *tr, const char *message)
{
  if (message == NULL)
    return SGFTRACE_NONE;
  if (2 * (tr->intern_count + 1) > tr->intern_capacity && !rehash(tr))
    return SGFTRACE_NONE;
  size_t mask = tr->intern_capacity - 1;
  size_t slot = text_hash(message) & mask;
  while (tr->intern[slot] != SGFTRACE_NONE) {
    if (strcmp(tr->text + tr->intern[slot], message) == 0)
      return tr->intern[slot];
    slot = (slot + 1) & mask;
  }
  int offset = add_text(tr, message, strlen(message));
  if (offset != SGFTRACE_NONE) {
    tr->intern[slot] = offset;
    tr->intern_count++;
  }
  return offset;
}

/* A new last child of parent; SGFTRACE_NONE (counted as dropped) when the
 * parent was not stored, the limit is reached or memory is short. */
static int add_node(struct sgftrace *tr, int parent, int move, int color,
                    const char *message, int str, int is_ko, int played)
{
  if (parent == SGFTRACE_NONE || tr->node_count >= tr->max_nodes
      || !grow((void **) &tr->nodes, &tr->node_capacity, sizeof *tr->nodes,
               tr->node_count + 1)) {
    tr->dropped++;
    tr->cut = 1;
    return SGFTRACE_NONE;
  }
  int index = tr->node_count++;
  struct sgftrace_node *n = &tr->nodes[index];
  n->move = move;
  n->color = color;
  n->str = str;
  n->is_ko = is_ko;
  n->played = played;
  n->message = intern_message(tr, message);
  n->first_note = n->last_note = SGFTRACE_NONE;
  n->parent = parent;
  n->first_child = n->last_child = n->next_sibling = SGFTRACE_NONE;
  if (parent != SGFTRACE_NONE) {
    struct sgftrace_node *p = &tr->nodes[parent];
    if (p->last_child == SGFTRACE_NONE)
      p->first_child = index;
    else
      tr->nodes[p->last_child].next_sibling = index;
    p->last_child = index;
  }
  return index;
}

static void add_note(struct sgftrace *tr, int node, const char *format,
                     va_list ap)
{
  char buf[NOTE_MAX];
  if (node == SGFTRACE_NONE || node >= tr->node_count)
    return;
  int n = vsnprintf(buf, sizeof buf, format, ap);
  if (n < 0)
    return;
  if ((size_t) n >= sizeof buf)
    n = sizeof buf - 1;
  if (!grow((void **) &tr->notes, &tr->note_capacity, sizeof *tr->notes,
            tr->note_count + 1))
    return;
  int text = add_text(tr, buf, (size_t) n);
  if (text == SGFTRACE_NONE)
    return;
  int index = tr->note_count++;
  tr->notes[index].text = text;
  tr->notes[index].next = SGFTRACE_NONE;
  struct sgftrace_node *nd = &tr->nodes[node];
  if (nd->last_note == SGFTRACE_NONE)
    nd->first_note = index;
  else
    tr->notes[nd->last_note].next = index;
  nd->last_note = index;
}

static void note_on(struct sgftrace *tr, int node, const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  add_note(tr, node, format, ap);
  va_end(ap);
}

/* ---- Following the board ------------------------------------------------ */

/* Permanent moves since the last look (stack depth 0 only): climb back
 * over undone ones, then add the new ones. */
static void follow_history(struct sgftrace *tr)
{
  const struct board *b = tr->b;
  int length = b->move_history_length;
  int known = tr->history_known;
  if (known == length && tr->hashes[known] == b->position_history[known])
    return;
  while (known > tr->history_base
         && (known > length || tr->hashes[known] != b->position_history[known]))
    known--;
  if (known > length || tr->hashes[known] != b->position_history[known]) {
    /* Undone past the root, or a new position: what follows is recorded
     * below the root, which no longer shows the board. */
    if (!tr->position_changed_noted)
      note_on(tr, 0, "The position changed under the trace (undo past its "
              "start or a new game); later variations start from another "
              "position than this one.");
    tr->position_changed_noted = 1;
    known = length;
    tr->history_base = length;
    tr->chain[length] = 0;
  }
  while (known < length) {
    const struct board_move *m = &b->move_history[known];
    tr->chain[known + 1] = add_node(tr, tr->chain[known], m->pos, m->color,
                                    NULL, NO_MOVE, 0, known + 1);
    tr->hashes[known + 1] = b->position_history[known + 1];
    known++;
  }
  tr->hashes[known] = b->position_history[known];
  tr->history_known = known;
  tr->path[0] = tr->chain[known];
}

/* Bring the cursor to the board's current depth. */
static void follow_board(struct sgftrace *tr)
{
  const struct board *b = tr->b;
  if (b == NULL)
    return;
  int depth = b->stackp - tr->base;
  if (depth < 0) {
    /* Popped below the level the trace started at: that position is the
     * root level from now on. */
    tr->base = b->stackp;
    depth = 0;
    tr->depth = 0;
  }
  if (b->stackp == 0)
    follow_history(tr);
  /* Levels opened while the hook was not ours hang below the deepest
   * node we know. */
  for (int k = tr->depth + 1; k <= depth; k++)
    tr->path[k] = tr->path[tr->depth];
  tr->depth = depth;
}

static void trace_hook(void *data, int pos, int color, const char *message,
                       int str, int is_ko)
{
  struct sgftrace *tr = data;
  if (tr->prev_hook != NULL)
    tr->prev_hook(tr->prev_data, pos, color, message, str, is_ko);
  follow_board(tr);
  tr->seen++;
  /* The board opens the level right after this call. */
  int parent = tr->path[tr->depth];
  tr->path[tr->depth + 1] = add_node(tr, parent, pos, color, message, str,
                                     is_ko, 0);
  tr->depth++;
}

/* ---- Life cycle --------------------------------------------------------- */

struct sgftrace *sgftrace_new(long max_nodes)
{
  struct sgftrace *tr = calloc(1, sizeof *tr);
  if (tr == NULL)
    return NULL;
  if (max_nodes < 1)
    max_nodes = 1;
  if (max_nodes > INT32_MAX / 2)
    max_nodes = INT32_MAX / 2;
  tr->max_nodes = max_nodes;
  tr->board_size = 19;
  if (!grow((void **) &tr->nodes, &tr->node_capacity, sizeof *tr->nodes, 1)) {
    free(tr);
    return NULL;
  }
  struct sgftrace_node *root = &tr->nodes[0];
  memset(root, 0, sizeof *root);
  root->move = NO_MOVE;
  root->color = EMPTY;
  root->str = NO_MOVE;
  root->message = root->first_note = root->last_note = SGFTRACE_NONE;
  root->parent = root->first_child = root->last_child = SGFTRACE_NONE;
  root->next_sibling = SGFTRACE_NONE;
  tr->node_count = 1;
  tr->section = tr->section_parent = SGFTRACE_NONE;
  tr->section_depth = -1;
  return tr;
}

void sgftrace_free(struct sgftrace *tr)
{
  if (tr == NULL)
    return;
  sgftrace_detach(tr);
  free(tr->nodes);
  free(tr->notes);
  free(tr->text);
  free(tr->intern);
  free(tr);
}

int sgftrace_attach(struct sgftrace *tr, struct board *b)
{
  if (tr->b != NULL)
    return 0;
  tr->b = b;
  tr->prev_hook = b->trace_hook;
  tr->prev_data = b->trace_data;
  tr->base = b->stackp;
  tr->depth = 0;
  tr->path[0] = 0;
  tr->history_base = tr->history_known = b->move_history_length;
  tr->chain[tr->history_base] = 0;
  tr->hashes[tr->history_base] = b->position_history[tr->history_base];
  tr->board_size = b->board_size;
  tr->komi = b->komi;
  memcpy(tr->root_board, b->board, sizeof tr->root_board);
  b->trace_hook = trace_hook;
  b->trace_data = tr;
  return 1;
}

void sgftrace_detach(struct sgftrace *tr)
{
  struct board *b = tr->b;
  if (b == NULL)
    return;
  follow_board(tr);
  if (b->trace_hook == trace_hook && b->trace_data == tr) {
    b->trace_hook = tr->prev_hook;
    b->trace_data = tr->prev_data;
  }
  tr->b = NULL;
}

struct sgftrace *sgftrace_of_board(const struct board *b)
{
  return b->trace_hook == trace_hook ? b->trace_data : NULL;
}

/* ---- Notes -------------------------------------------------------------- */

int sgftrace_current(struct sgftrace *tr)
{
  follow_board(tr);
  return tr->path[tr->depth];
}

void sgftrace_note(struct sgftrace *tr, const char *format, ...)
{
  va_list ap;
  int node = sgftrace_current(tr);
  va_start(ap, format);
  add_note(tr, node, format, ap);
  va_end(ap);
}

void sgftrace_root_note(struct sgftrace *tr, const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  add_note(tr, 0, format, ap);
  va_end(ap);
}

void sgftrace_board_note(const struct board *b, const char *format, ...)
{
  if (b->trace_hook != trace_hook)
    return;
  struct sgftrace *tr = b->trace_data;
  va_list ap;
  int node = sgftrace_current(tr);
  va_start(ap, format);
  add_note(tr, node, format, ap);
  va_end(ap);
}

void sgftrace_note_on(struct sgftrace *tr, int node, const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  add_note(tr, node, format, ap);
  va_end(ap);
}

void sgftrace_open_section(struct sgftrace *tr, const char *format, ...)
{
  va_list ap;
  sgftrace_close_section(tr);
  int parent = sgftrace_current(tr);
  int node = add_node(tr, parent, NO_MOVE, EMPTY, NULL, NO_MOVE, 0, 0);
  va_start(ap, format);
  add_note(tr, node, format, ap);
  va_end(ap);
  tr->section = node;
  tr->section_parent = parent;
  tr->section_depth = tr->depth;
  tr->path[tr->depth] = node;
}

void sgftrace_close_section(struct sgftrace *tr)
{
  if (tr->section_depth < 0)
    return;
  follow_board(tr);
  /* Only while the cursor still stands where the section began. */
  if (tr->depth == tr->section_depth && tr->path[tr->depth] == tr->section)
    tr->path[tr->depth] = tr->section_parent;
  tr->section = tr->section_parent = SGFTRACE_NONE;
  tr->section_depth = -1;
}

/* ---- Reading the tree --------------------------------------------------- */

long sgftrace_node_count(const struct sgftrace *tr)
{
  return tr->node_count;
}

long sgftrace_moves_seen(const struct sgftrace *tr)
{
  return tr->seen;
}

void sgftrace_reset_moves_seen(struct sgftrace *tr)
{
  tr->seen = 0;
}

long sgftrace_max_nodes(const struct sgftrace *tr)
{
  return tr->max_nodes;
}

int sgftrace_was_cut(const struct sgftrace *tr)
{
  return tr->cut;
}

long sgftrace_dropped(const struct sgftrace *tr)
{
  return tr->dropped;
}

const struct sgftrace_node *sgftrace_node_at(const struct sgftrace *tr, int index)
{
  if (index < 0 || index >= tr->node_count)
    return NULL;
  return &tr->nodes[index];
}

const struct sgftrace_note *sgftrace_note_at(const struct sgftrace *tr, int index)
{
  if (index < 0 || index >= tr->note_count)
    return NULL;
  return &tr->notes[index];
}

const char *sgftrace_text(const struct sgftrace *tr, int offset)
{
  if (offset < 0 || (size_t) offset >= tr->text_length)
    return NULL;
  return tr->text + offset;
}

int sgftrace_board_size(const struct sgftrace *tr)
{
  return tr->board_size;
}

float sgftrace_komi(const struct sgftrace *tr)
{
  return tr->komi;
}

int sgftrace_root_color(const struct sgftrace *tr, int pos)
{
  if (pos < 0 || pos >= BOARD_ARRAY_SIZE || !IS_STONE(tr->root_board[pos]))
    return EMPTY;
  return tr->root_board[pos];
}
