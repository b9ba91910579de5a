#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "sgf_render.h"

static void render_node(FILE *out, const struct sgf_node *node)
{
  putc(';', out);
  for (const struct sgf_property *p = node->props; p; p = p->next) {
    fputs(p->name, out);
    for (int k = 0; k < p->value_count; k++)
      fprintf(out, "[%s]", p->values[k]);
  }
}

static void render_children(FILE *out, const struct sgf_node *node)
{
  int several = node->child != NULL && node->child->sibling != NULL;
  for (const struct sgf_node *c = node->child; c; c = c->sibling) {
    if (several)
      putc('(', out);
    render_node(out, c);
    render_children(out, c);
    if (several)
      putc(')', out);
  }
}

char *sgf_render_below(const struct sgf_node *node)
{
  char *text = NULL;
  size_t length = 0;
  FILE *out = open_memstream(&text, &length);
  if (out == NULL)
    return NULL;
  render_children(out, node);
  fclose(out);
  return text;
}

static int by_name(const void *a, const void *b)
{
  const struct sgf_property *const *x = a, *const *y = b;
  return strcmp((*x)->name, (*y)->name);
}

static void dump_value(FILE *out, const char *value)
{
  putc('[', out);
  for (; *value; value++) {
    if (*value == '\\' || *value == ']')
      fprintf(out, "\\%c", *value);
    else if (*value == '\n')
      fputs("\\n", out);
    else
      putc(*value, out);
  }
  putc(']', out);
}

static void dump_node(FILE *out, const struct sgf_node *node, int depth)
{
  const struct sgf_property *props[64];
  int n = 0;
  for (const struct sgf_property *p = node->props; p && n < 64; p = p->next)
    props[n++] = p;
  qsort(props, (size_t) n, sizeof props[0], by_name);
  fprintf(out, "%d", depth);
  for (int k = 0; k < n; k++) {
    fprintf(out, " %s", props[k]->name);
    for (int v = 0; v < props[k]->value_count; v++)
      dump_value(out, props[k]->values[v]);
  }
  putc('\n', out);
}

/* Preorder without recursion: traces can be deep. */
void sgf_dump(FILE *out, const struct sgf_node *root)
{
  const struct sgf_node *node = root;
  int depth = 0;
  while (node != NULL) {
    dump_node(out, node, depth);
    if (node->child != NULL) {
      node = node->child;
      depth++;
      continue;
    }
    while (node != root && node->sibling == NULL) {
      node = node->parent;
      depth--;
    }
    node = node == root ? NULL : node->sibling;
  }
}
