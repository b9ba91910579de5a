/* sgf_dump FILE: the SGF tree as our reader sees it, one line per node in
 * preorder: its depth, then its properties sorted by name, each value in
 * brackets with backslash, ']' and newline written as \\, \] and \n.
 * interface/sabaki_dump.js prints the same from Sabaki's reader, so the
 * two readers can be compared line by line (test_sabaki_sgf.sh). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sgf/sgf.h"

static int by_name(const void *a, const void *b)
{
  const struct sgf_property *const *x = a, *const *y = b;
  return strcmp((*x)->name, (*y)->name);
}

static void dump_value(const char *value)
{
  putchar('[');
  for (; *value; value++) {
    if (*value == '\\' || *value == ']')
      printf("\\%c", *value);
    else if (*value == '\n')
      fputs("\\n", stdout);
    else
      putchar(*value);
  }
  putchar(']');
}

static void dump_node(const struct sgf_node *node, int depth)
{
  const struct sgf_property *props[64];
  int n = 0;
  for (const struct sgf_property *p = node->props; p && n < 64; p = p->next)
    props[n++] = p;
  qsort(props, (size_t) n, sizeof props[0], by_name);
  printf("%d", depth);
  for (int k = 0; k < n; k++) {
    printf(" %s", props[k]->name);
    for (int v = 0; v < props[k]->value_count; v++)
      dump_value(props[k]->values[v]);
  }
  putchar('\n');
}

int main(int argc, char **argv)
{
  char err[300];
  if (argc != 2) {
    fputs("usage: sgf_dump FILE\n", stderr);
    return 2;
  }
  struct sgf_node *root = sgf_read_file(argv[1], err, sizeof err);
  if (root == NULL) {
    fprintf(stderr, "sgf_dump: %s\n", err);
    return 1;
  }
  /* Preorder without recursion: traces can be deep. */
  const struct sgf_node *node = root;
  int depth = 0;
  while (node != NULL) {
    dump_node(node, depth);
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
  sgf_free(root);
  return 0;
}
