/* SGF trees in memory: nodes, properties, freeing and counting. */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sgf.h"
#include "sgf_internal.h"

struct sgf_node *sgf_new_node(void)
{
  return calloc(1, sizeof(struct sgf_node));
}

void sgf_append_child(struct sgf_node *parent, struct sgf_node *last_child,
                      struct sgf_node *child)
{
  child->parent = parent;
  if (last_child)
    last_child->sibling = child;
  else
    parent->child = child;
}

struct sgf_node *sgf_add_child(struct sgf_node *parent)
{
  struct sgf_node *child = sgf_new_node();
  struct sgf_node *last = parent->child;
  if (!child)
    return NULL;
  while (last && last->sibling)
    last = last->sibling;
  sgf_append_child(parent, last, child);
  return child;
}

struct sgf_node *sgf_new_root(int board_size)
{
  struct sgf_node *root = sgf_new_node();
  char size[16];
  if (!root)
    return NULL;
  snprintf(size, sizeof size, "%d", board_size);
  sgf_add_property(root, "FF", "4");
  sgf_add_property(root, "GM", "1");
  sgf_add_property(root, "CA", "UTF-8");
  sgf_add_property(root, "SZ", size);
  sgf_add_property(root, "AP", PACKAGE_NAME ":" PACKAGE_VERSION);
  return root;
}

static void free_property(struct sgf_property *prop)
{
  for (int k = 0; k < prop->value_count; k++)
    free(prop->values[k]);
  free(prop->values);
  free(prop);
}

static void free_properties(struct sgf_node *node)
{
  struct sgf_property *prop = node->props;
  while (prop) {
    struct sgf_property *next = prop->next;
    free_property(prop);
    prop = next;
  }
  node->props = NULL;
}

static void unlink_from_parent(struct sgf_node *node)
{
  struct sgf_node **link;
  if (!node->parent)
    return;
  for (link = &node->parent->child; *link; link = &(*link)->sibling)
    if (*link == node) {
      *link = node->sibling;
      break;
    }
  node->parent = NULL;
  node->sibling = NULL;
}

/* Post-order without a stack: always descend into the first child; a
 * freed leaf hands its place in the parent's child list to its sibling. */
void sgf_free(struct sgf_node *root)
{
  struct sgf_node *node = root;
  if (!root)
    return;
  unlink_from_parent(root);
  while (node) {
    struct sgf_node *next;
    if (node->child) {
      node = node->child;
      continue;
    }
    if (node == root)
      next = NULL;
    else {
      node->parent->child = node->sibling;
      next = node->sibling ? node->sibling : node->parent;
    }
    free_properties(node);
    free(node);
    node = next;
  }
}

static struct sgf_property *find_mutable(struct sgf_node *node, const char *name)
{
  for (struct sgf_property *prop = node->props; prop; prop = prop->next)
    if (strcmp(prop->name, name) == 0)
      return prop;
  return NULL;
}

const struct sgf_property *sgf_find_property(const struct sgf_node *node,
                                             const char *name)
{
  return node ? find_mutable((struct sgf_node *) node, name) : NULL;
}

const char *sgf_property_value(const struct sgf_node *node, const char *name)
{
  const struct sgf_property *prop = sgf_find_property(node, name);
  return prop && prop->value_count > 0 ? prop->values[0] : NULL;
}

struct sgf_property *sgf_property_new(const char *name)
{
  struct sgf_property *prop = calloc(1, sizeof *prop);
  if (prop)
    strcpy(prop->name, name);
  return prop;
}

int sgf_property_push(struct sgf_property *prop, char *value)
{
  if (prop->value_count == prop->value_capacity) {
    int grown = prop->value_capacity ? 2 * prop->value_capacity : 1;
    char **values = realloc(prop->values, (size_t) grown * sizeof *values);
    if (!values)
      return -1;
    prop->values = values;
    prop->value_capacity = grown;
  }
  prop->values[prop->value_count++] = value;
  return 0;
}

void sgf_add_property(struct sgf_node *node, const char *name, const char *value)
{
  struct sgf_property *prop = find_mutable(node, name);
  char *copy;
  if (!prop) {
    struct sgf_property **link = &node->props;
    if (!name[0] || strlen(name) > SGF_MAX_NAME || !(prop = sgf_property_new(name)))
      return;
    while (*link)
      link = &(*link)->next;
    *link = prop;
  }
  copy = strdup(value ? value : "");
  if (copy && sgf_property_push(prop, copy) < 0)
    free(copy);
}

void sgf_set_property(struct sgf_node *node, const char *name, const char *value)
{
  sgf_remove_property(node, name);
  sgf_add_property(node, name, value);
}

int sgf_remove_property(struct sgf_node *node, const char *name)
{
  for (struct sgf_property **link = &node->props; *link; link = &(*link)->next)
    if (strcmp((*link)->name, name) == 0) {
      struct sgf_property *prop = *link;
      *link = prop->next;
      free_property(prop);
      return 1;
    }
  return 0;
}

/* Pre-order successor of node within the tree rooted at root. */
const struct sgf_node *sgf_next_preorder(const struct sgf_node *root,
                                         const struct sgf_node *node)
{
  if (node->child)
    return node->child;
  while (node != root && !node->sibling)
    node = node->parent;
  return node == root ? NULL : node->sibling;
}

long sgf_count_nodes(const struct sgf_node *root)
{
  long count = 0;
  for (const struct sgf_node *node = root; node; node = sgf_next_preorder(root, node))
    count++;
  return count;
}

long sgf_main_line_length(const struct sgf_node *root)
{
  long count = 0;
  for (const struct sgf_node *node = root; node; node = node->child)
    count++;
  return count;
}
