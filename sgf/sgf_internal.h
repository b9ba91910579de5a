/* Helpers shared by the files of the SGF library (not for callers). */
#ifndef HANE_SGF_INTERNAL_H
#define HANE_SGF_INTERNAL_H

#include "sgf.h"

/* Links child under parent after last_child (NULL: as the first child). */
void sgf_append_child(struct sgf_node *parent, struct sgf_node *last_child,
                      struct sgf_node *child);
/* A property without values (name must be 1..SGF_MAX_NAME characters);
 * NULL when out of memory. */
struct sgf_property *sgf_property_new(const char *name);
/* Appends value (malloc'ed, taken over on success); -1 when out of memory
 * (value then still belongs to the caller). */
int sgf_property_push(struct sgf_property *prop, char *value);
/* Pre-order successor of node within the tree rooted at root, or NULL. */
const struct sgf_node *sgf_next_preorder(const struct sgf_node *root,
                                         const struct sgf_node *node);

#endif
