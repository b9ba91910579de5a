/* Canonical form of an eye graph: one code per isomorphism class.
 *
 * Two eye graphs (eyegraph.h) that differ only in how their vertices are
 * numbered are the same local game and have the same eye value.  The
 * canonical code names the class: the vertex labels (outlet, anchor,
 * margin, start, critical and the move-ordering weight) and the adjacency,
 * written out in a vertex order that depends on the graph's structure
 * alone.  The ordering weight is part of the label because the solver's
 * answer may depend on the order it tries moves in.
 *
 * The order is found by partition refinement (vertices split by label, then
 * by how many neighbours they have in each cell, until nothing splits),
 * then by trying each vertex of the first cell that is still not a single
 * vertex and keeping the smallest code.  Vertices with the same label and
 * the same neighbours (twins, such as two outside liberties of one wall
 * string) are interchangeable, so only one of them is tried.
 */
#ifndef HANE_EYE_CANON_H
#define HANE_EYE_CANON_H

#include <stdint.h>

#include "eyegraph.h"

/* The code: vertex count, ko mode, labels and adjacency in 192 bits. */
#define EYE_CODE_WORDS 3
struct eye_code {
  uint64_t w[EYE_CODE_WORDS];
};

struct eye_canon {
  struct eye_code code;
  /* perm[i]: the vertex of the input graph that is canonical vertex i. */
  signed char perm[EYEGRAPH_MAX];
};

/* Canonical code and vertex order of g (g->n <= EYEGRAPH_MAX) for the
 * given ko mode (EYEGRAPH_KO_*).  Graphs with equal codes are isomorphic,
 * labels and must_take included (must_take only when g holds an attacker
 * stone: elsewhere it changes no answer); isomorphic graphs get equal
 * codes.  Changes only *c. */
void eye_canon_compute(const struct eye_graph *g, int ko_mode,
                       struct eye_canon *c);

/* The graph with its vertices renumbered in canonical order (canonical
 * vertex i is g's vertex c->perm[i]); order weights and must_take carried
 * along. */
void eye_canon_apply(const struct eye_graph *g, const struct eye_canon *c,
                     struct eye_graph *out);

/* res's vertices, found on the canonical graph, as vertices of the graph
 * canon was computed for (-1 stays -1). */
void eye_canon_restore_vertices(const struct eye_canon *canon,
                                struct eyegraph_result *res);

/* The ko mode and vertex count a code was computed for. */
int eye_code_ko_mode(const struct eye_code *code);
int eye_code_size(const struct eye_code *code);

/* Rebuild the canonical graph from a code. */
void eye_code_graph(const struct eye_code *code, struct eye_graph *out);

/* -1, 0, 1 as a is below, equal to, above b. */
int eye_code_compare(const struct eye_code *a, const struct eye_code *b);

#endif
