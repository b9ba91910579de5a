/* SGF reader: one pass over the bytes with an explicit stack of open
 * variations, so nesting depth is limited by memory, not by the C stack. */
#include <config.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sgf.h"
#include "sgf_internal.h"

/* One open '(': the node the variation hangs from (NULL for the game
 * tree itself) and the first node of the variation. */
struct frame {
  struct sgf_node *parent;
  struct sgf_node *head;
};

/* The properties of the node being read, by name, so that a repeated
 * name ("AB[aa]AW[bb]AB[cc]") is found in constant time.  Slots of older
 * generations (earlier nodes) count as empty. */
struct name_slot {
  unsigned long generation;
  struct sgf_property *prop;
};

struct name_index {
  struct name_slot *slots;
  size_t size, used;          /* size is a power of two */
  unsigned long generation;
};

enum state {
  NEED_NODE,          /* just after '(': only ';' may follow */
  IN_SEQUENCE,        /* nodes, properties or variations */
  AFTER_VARIATION     /* after ')': only more variations or ')' */
};

struct parser {
  const unsigned char *text;
  size_t length;
  size_t pos;
  int line, column;
  unsigned char previous;       /* last byte consumed, for "\r\n" */
  struct sgf_error *error;
  struct frame *stack;
  size_t depth, capacity;
  struct sgf_node *root;
  struct sgf_node *current;     /* last node of the open sequence */
  struct sgf_node *last_child;  /* last child of current, if any */
  struct sgf_property **tail;   /* where current's next property goes */
  struct name_index names;      /* current's properties */
  long items;                   /* nodes and values so far */
  enum state state;
  int one_tree_per_line;        /* collections: a value may not run into a
                                   line that starts a game tree */
  char *value;                  /* the property value being read */
  size_t value_length, value_capacity;
};

static int fail_at(struct parser *p, int line, int column, const char *format, ...)
{
  va_list args;
  if (p->error) {
    p->error->line = line;
    p->error->column = column;
    va_start(args, format);
    vsnprintf(p->error->message, sizeof p->error->message, format, args);
    va_end(args);
  }
  return -1;
}

#define fail(p, ...) fail_at((p), (p)->line, (p)->column, __VA_ARGS__)

static int at_end(const struct parser *p)
{
  return p->pos >= p->length;
}

static int peek(const struct parser *p)
{
  return p->text[p->pos];
}

/* Line and column after byte c: "\n", "\r" and "\r\n" each end a line. */
static void count_byte(int *line, int *column, unsigned char *previous,
                       unsigned char c)
{
  if (c == '\r' || (c == '\n' && *previous != '\r')) {
    (*line)++;
    *column = 1;
  } else if (c != '\n')
    (*column)++;
  *previous = c;
}

static void advance(struct parser *p)
{
  count_byte(&p->line, &p->column, &p->previous, p->text[p->pos++]);
}

static int is_space(int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static void skip_space(struct parser *p)
{
  while (!at_end(p) && is_space(peek(p)))
    advance(p);
}

/* Consumes one line break: "\n", "\r", "\r\n" or "\n\r". */
static void skip_line_break(struct parser *p)
{
  int first = peek(p);
  advance(p);
  if (!at_end(p) && (peek(p) == '\r' || peek(p) == '\n') && peek(p) != first)
    advance(p);
}

static int append_byte(struct parser *p, char c)
{
  if (p->value_length + 1 >= p->value_capacity) {
    size_t grown = p->value_capacity ? 2 * p->value_capacity : 64;
    char *value = realloc(p->value, grown);
    if (!value)
      return fail(p, "out of memory");
    p->value = value;
    p->value_capacity = grown;
  }
  p->value[p->value_length++] = c;
  return 0;
}

/* Does the text from here start with '(' and ';' (blanks allowed)? */
static int starts_game_tree(const struct parser *p)
{
  size_t k = p->pos;
  int seen_paren = 0;
  for (; k < p->length; k++) {
    unsigned char c = p->text[k];
    if (c == ' ' || c == '\t')
      continue;
    if (!seen_paren && c == '(')
      seen_paren = 1;
    else
      return seen_paren && c == ';';
  }
  return 0;
}

/* Reads "[...]" into p->value, removing escapes and soft line breaks and
 * turning every hard line break into "\n". */
static int read_value(struct parser *p)
{
  int line = p->line, column = p->column;
  p->value_length = 0;
  advance(p);                               /* '[' */
  for (;;) {
    int c;
    if (at_end(p))
      return fail_at(p, line, column, "property value not closed with ']'");
    c = peek(p);
    if (c == ']') {
      advance(p);
      break;
    }
    if (c == '\0')
      return fail(p, "NUL byte in a property value");
    if (c == '\\') {
      advance(p);
      if (at_end(p))
        return fail_at(p, line, column, "property value not closed with ']'");
      c = peek(p);
      if (c == '\n' || c == '\r') {
        skip_line_break(p);                 /* soft line break */
        continue;
      }
      if (c == '\0')
        return fail(p, "NUL byte in a property value");
    } else if (c == '\n' || c == '\r') {
      skip_line_break(p);
      if (p->one_tree_per_line && starts_game_tree(p))
        return fail_at(p, line, column,
                       "property value not closed before the next game tree");
      if (append_byte(p, '\n') < 0)
        return -1;
      continue;
    }
    if (append_byte(p, (char) c) < 0)
      return -1;
    advance(p);
  }
  return append_byte(p, '\0');
}

static int count_item(struct parser *p)
{
  if (++p->items > SGF_MAX_ITEMS)
    return fail(p, "more than %ld nodes and property values", SGF_MAX_ITEMS);
  return 0;
}

static size_t name_hash(const char *name)
{
  size_t h = 2166136261u;
  for (; *name; name++)
    h = (h ^ (unsigned char) *name) * 16777619u;
  return h;
}

/* The slot holding name in the current generation, or the empty slot
 * where it would go. */
static struct name_slot *name_slot(struct name_index *index, const char *name)
{
  size_t mask = index->size - 1, k = name_hash(name) & mask;
  for (;;) {
    struct name_slot *slot = &index->slots[k];
    if (slot->generation != index->generation || strcmp(slot->prop->name, name) == 0)
      return slot;
    k = (k + 1) & mask;
  }
}

static int name_index_grow(struct name_index *index)
{
  struct name_index bigger = { NULL, index->size ? 2 * index->size : 16, 0,
                               index->generation };
  bigger.slots = calloc(bigger.size, sizeof *bigger.slots);
  if (!bigger.slots)
    return -1;
  for (size_t k = 0; k < index->size; k++)
    if (index->slots[k].generation == index->generation) {
      *name_slot(&bigger, index->slots[k].prop->name) = index->slots[k];
      bigger.used++;
    }
  free(index->slots);
  *index = bigger;
  return 0;
}

/* The current node's property called name, created at the end of its
 * list when new; NULL when out of memory. */
static struct sgf_property *node_property(struct parser *p, const char *name)
{
  struct name_slot *slot;
  if (2 * (p->names.used + 1) > p->names.size && name_index_grow(&p->names) < 0)
    return NULL;
  slot = name_slot(&p->names, name);
  if (slot->generation != p->names.generation) {
    struct sgf_property *prop = sgf_property_new(name);
    if (!prop)
      return NULL;
    *p->tail = prop;
    p->tail = &prop->next;
    slot->generation = p->names.generation;
    slot->prop = prop;
    p->names.used++;
  }
  return slot->prop;
}

static int is_letter(int c)
{
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* A property: its name (capitals only) and one or more values. */
static int read_property(struct parser *p)
{
  char name[SGF_MAX_NAME + 1];
  int length = 0, line = p->line, column = p->column;
  struct sgf_property *prop;

  while (!at_end(p) && is_letter(peek(p))) {
    int c = peek(p);
    if (c >= 'A' && c <= 'Z') {
      if (length == SGF_MAX_NAME)
        return fail_at(p, line, column, "property name longer than %d capitals",
                       SGF_MAX_NAME);
      name[length++] = (char) c;
    }
    advance(p);
  }
  name[length] = '\0';
  if (length == 0)
    return fail_at(p, line, column, "property name without a capital letter");
  skip_space(p);
  if (at_end(p) || peek(p) != '[')
    return fail(p, "property %s has no value ('[' expected)", name);

  prop = node_property(p, name);
  if (!prop)
    return fail(p, "out of memory");
  while (!at_end(p) && peek(p) == '[') {
    char *value;
    if (count_item(p) < 0 || read_value(p) < 0)
      return -1;
    value = malloc(p->value_length);
    if (!value)
      return fail(p, "out of memory");
    memcpy(value, p->value, p->value_length);
    if (sgf_property_push(prop, value) < 0) {
      free(value);
      return fail(p, "out of memory");
    }
    skip_space(p);
  }
  return 0;
}

static int open_variation(struct parser *p)
{
  if (p->state == NEED_NODE)
    return fail(p, "'(' where a node (';') was expected");
  if (p->depth == p->capacity) {
    size_t grown = p->capacity ? 2 * p->capacity : 64;
    struct frame *stack = realloc(p->stack, grown * sizeof *stack);
    if (!stack)
      return fail(p, "out of memory");
    p->stack = stack;
    p->capacity = grown;
  }
  p->stack[p->depth].parent = p->current;
  p->stack[p->depth].head = NULL;
  p->depth++;
  p->state = NEED_NODE;
  advance(p);
  return 0;
}

static int close_variation(struct parser *p)
{
  struct frame *top = &p->stack[p->depth - 1];
  if (p->state == NEED_NODE)
    return fail(p, "empty game tree: ')' right after '('");
  p->current = top->parent;
  p->last_child = top->head;
  p->depth--;
  p->state = AFTER_VARIATION;
  advance(p);
  return 0;
}

static int start_node(struct parser *p)
{
  struct sgf_node *node;
  if (p->state == AFTER_VARIATION)
    return fail(p, "node (';') after a variation's ')'");
  if (count_item(p) < 0)
    return -1;
  node = sgf_new_node();
  if (!node)
    return fail(p, "out of memory");
  if (p->state == NEED_NODE) {
    struct frame *top = &p->stack[p->depth - 1];
    if (top->parent)
      sgf_append_child(top->parent, p->last_child, node);
    else
      p->root = node;
    top->head = node;
  } else
    sgf_append_child(p->current, NULL, node);
  p->current = node;
  p->last_child = NULL;
  p->tail = &node->props;
  p->names.generation++;
  p->names.used = 0;
  p->state = IN_SEQUENCE;
  advance(p);
  return 0;
}

static int unexpected(struct parser *p, int c)
{
  if (c >= 0x21 && c < 0x7f)
    return fail(p, "unexpected character '%c'", c);
  return fail(p, "unexpected byte 0x%02x", (unsigned) c);
}

/* Reads the game tree whose '(' is the next byte, up to its ')'. */
static int parse_tree(struct parser *p)
{
  p->state = IN_SEQUENCE;
  if (open_variation(p) < 0)
    return -1;
  while (p->depth > 0) {
    int c, status;
    skip_space(p);
    if (at_end(p))
      return fail(p, "unexpected end of file: %zu '(' not closed", p->depth);
    c = peek(p);
    if (c == '(')
      status = open_variation(p);
    else if (c == ')')
      status = close_variation(p);
    else if (c == ';')
      status = start_node(p);
    else if (is_letter(c) && p->state == IN_SEQUENCE)
      status = read_property(p);
    else if (is_letter(c))
      status = fail(p, "property outside a node");
    else
      status = unexpected(p, c);
    if (status < 0)
      return -1;
  }
  return 0;
}

/* Does the text from here start a game tree, '(' then ';' with blanks
 * (line breaks too) between? */
static int opens_game_tree(const struct parser *p)
{
  if (p->pos >= p->length || p->text[p->pos] != '(')
    return 0;
  for (size_t k = p->pos + 1; k < p->length; k++)
    if (!is_space(p->text[k]))
      return p->text[k] == ';';
  return 0;
}

/* Skips to the first "(;" (the SGF standard lets text come before the
 * collection, and "(" alone may be part of it) and reads that game tree
 * up to its ')'. */
static int parse_game_tree(struct parser *p)
{
  skip_space(p);
  if (at_end(p))
    return fail(p, "empty file: no game tree");
  while (!at_end(p) && !opens_game_tree(p))
    advance(p);
  if (at_end(p))
    return fail_at(p, 1, 1, "no game tree: '(;' not found");
  return parse_tree(p);
}

static void parser_release(struct parser *p)
{
  free(p->stack);
  free(p->value);
  free(p->names.slots);
}

struct sgf_node *sgf_parse_with_location(const char *text, size_t length,
                                         struct sgf_error *error)
{
  struct parser p;
  memset(&p, 0, sizeof p);
  p.text = (const unsigned char *) text;
  p.length = text ? length : 0;
  p.line = 1;
  p.column = 1;
  p.error = error;
  if (parse_game_tree(&p) < 0) {
    sgf_free(p.root);
    p.root = NULL;
  }
  parser_release(&p);
  return p.root;
}

struct sgf_node *sgf_parse(const char *text, size_t length, char *err, size_t errlen)
{
  struct sgf_error error;
  struct sgf_node *root = sgf_parse_with_location(text, length, &error);
  if (!root && err && errlen > 0)
    snprintf(err, errlen, "line %d, column %d: %s", error.line, error.column,
             error.message);
  return root;
}

/* ---- Cursors: the collection reader's view of the same text ---------- */

void sgf_cursor_init(struct sgf_cursor *c, const char *text, size_t length)
{
  c->text = text;
  c->length = text ? length : 0;
  c->pos = 0;
  c->line = 1;
  c->column = 1;
  c->previous = 0;
}

/* A parser that continues where the cursor stands. */
static void parser_from_cursor(struct parser *p, const struct sgf_cursor *c,
                               struct sgf_error *error)
{
  memset(p, 0, sizeof *p);
  p->text = (const unsigned char *) c->text;
  p->length = c->length;
  p->pos = c->pos;
  p->line = c->line;
  p->column = c->column;
  p->previous = c->previous;
  p->error = error;
}

static void cursor_from_parser(struct sgf_cursor *c, const struct parser *p)
{
  c->pos = p->pos;
  c->line = p->line;
  c->column = p->column;
  c->previous = p->previous;
}

void sgf_cursor_advance(struct sgf_cursor *c)
{
  if (c->pos < c->length)
    count_byte(&c->line, &c->column, &c->previous,
               (unsigned char) c->text[c->pos++]);
}

struct sgf_node *sgf_parse_tree_at(struct sgf_cursor *c, struct sgf_error *error)
{
  struct parser p;
  parser_from_cursor(&p, c, error);
  p.one_tree_per_line = 1;
  if (c->pos >= c->length || c->text[c->pos] != '(') {
    fail(&p, "'(' expected");
    return NULL;
  }
  if (parse_tree(&p) < 0) {
    sgf_free(p.root);
    p.root = NULL;
  }
  cursor_from_parser(c, &p);
  parser_release(&p);
  return p.root;
}
