/* Helpers shared by the files of the SGF library (not for callers). */
#ifndef HANE_SGF_INTERNAL_H
#define HANE_SGF_INTERNAL_H

#include "sgf.h"

/* Links child under parent after last_child (NULL: as the first child). */
void sgf_append_child(struct sgf_node *parent, struct sgf_node *last_child,
                      struct sgf_node *child);
/* Appends value (malloc'ed, taken over on success) to the property name,
 * creating it; *capacity is the size of its value array.  -1 when out of
 * memory or the name is unusable (value then still belongs to the caller). */
int sgf_property_append(struct sgf_node *node, const char *name,
                        char *value, int *capacity);
/* Pre-order successor of node within the tree rooted at root, or NULL. */
const struct sgf_node *sgf_next_preorder(const struct sgf_node *root,
                                         const struct sgf_node *node);

#endif
