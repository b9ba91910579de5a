/* SGF writer: FF[4] text that GoGui, Sabaki and our own reader load.
 * The tree is walked with parent pointers, never recursively. */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include "sgf.h"

/* Start a new line before a node once a line holds this many nodes or
 * reaches this column; long value lists wrap at WRAP_COLUMN. */
#define NODES_PER_LINE 10
#define NODE_BREAK_COLUMN 60
#define WRAP_COLUMN 72

struct writer {
  FILE *out;
  int column;
  int nodes_on_line;
};

static void put_char(struct writer *w, int c)
{
  putc(c, w->out);
  if (c == '\n') {
    w->column = 0;
    w->nodes_on_line = 0;
  } else
    w->column++;
}

static void put_text(struct writer *w, const char *text)
{
  while (*text)
    put_char(w, (unsigned char) *text++);
}

static void new_line(struct writer *w)
{
  if (w->column > 0)
    put_char(w, '\n');
}

static void put_value(struct writer *w, const char *value)
{
  put_char(w, '[');
  for (; *value; value++) {
    if (*value == ']' || *value == '\\')
      put_char(w, '\\');
    put_char(w, (unsigned char) *value);
  }
  put_char(w, ']');
}

static void put_node(struct writer *w, const struct sgf_node *node)
{
  if (w->nodes_on_line >= NODES_PER_LINE || w->column >= NODE_BREAK_COLUMN)
    new_line(w);
  put_char(w, ';');
  for (const struct sgf_property *prop = node->props; prop; prop = prop->next) {
    if (prop->value_count == 0)
      continue;                             /* not valid SGF */
    if (prop != node->props && w->column >= WRAP_COLUMN)
      new_line(w);
    put_text(w, prop->name);
    for (int k = 0; k < prop->value_count; k++) {
      if (k > 0 && w->column >= WRAP_COLUMN)
        new_line(w);
      put_value(w, prop->values[k]);
    }
  }
  w->nodes_on_line++;
}

static void open_variation(struct writer *w)
{
  new_line(w);
  put_char(w, '(');
}

/* After the last node of a sequence: close it and every enclosing
 * variation that has no sibling left; returns the next variation to
 * write, or NULL when the whole tree is closed. */
static const struct sgf_node *close_sequences(struct writer *w,
                                              const struct sgf_node *root,
                                              const struct sgf_node *node)
{
  for (;;) {
    while (node != root && !node->parent->child->sibling)
      node = node->parent;
    put_char(w, ')');
    if (node == root)
      return NULL;
    if (node->sibling) {
      open_variation(w);
      return node->sibling;
    }
    node = node->parent;
  }
}

int sgf_write(FILE *out, const struct sgf_node *root)
{
  struct writer w = { out, 0, 0 };
  const struct sgf_node *node = root;
  if (!root)
    return 0;
  put_char(&w, '(');
  while (node) {
    put_node(&w, node);
    if (node == root && node->child)
      new_line(&w);
    if (node->child) {
      if (node->child->sibling)
        open_variation(&w);
      node = node->child;
    } else
      node = close_sequences(&w, root, node);
  }
  put_char(&w, '\n');
  return !ferror(out);
}

int sgf_write_file(const char *path, const struct sgf_node *root)
{
  FILE *out = fopen(path, "w");
  int ok;
  if (!out)
    return 0;
  ok = sgf_write(out, root);
  if (fclose(out) != 0)
    ok = 0;
  return ok;
}

char *sgf_write_string(const struct sgf_node *root, size_t *length)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  int ok;
  if (!out)
    return NULL;
  ok = sgf_write(out, root);
  if (fclose(out) != 0)
    ok = 0;
  if (!ok) {
    free(text);
    return NULL;
  }
  if (length)
    *length = size;
  return text;
}
