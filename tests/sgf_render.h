/* Test helpers: SGF trees as text that assertions can compare. */
#ifndef HANE_TEST_SGF_RENDER_H
#define HANE_TEST_SGF_RENDER_H

#include <stdio.h>

#include "sgf/sgf.h"

/* The variations below node (node itself left out) in SGF's shape: each
 * node ";" and its properties in file order (values unescaped), several
 * children each in parentheses: ";B[cg]C[x](;W[dd])(;W[ee])".
 * malloc'ed. */
char *sgf_render_below(const struct sgf_node *node);

#endif
