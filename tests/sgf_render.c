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
