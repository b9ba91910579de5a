/* Eye values by lookup: what optics asks instead of solving.
 *
 * An eye graph (eyegraph.h) is brought to its canonical form (eye_canon.h,
 * about a microsecond); the solver's result on the canonical graph comes
 * from the table built with the program (eye_table.h, every small eye
 * shape), else from a cache of the shapes solved since this context was
 * made, else from the solver, once.  The answer is eyegraph_solve's (which
 * solves the canonical graph too), vertices renumbered for the caller.
 */
#ifndef HANE_EYE_VALUE_H
#define HANE_EYE_VALUE_H

#include "eyegraph.h"

struct eye_values;

/* Where an answer came from. */
#define EYE_FROM_TABLE 0
#define EYE_FROM_CACHE 1
#define EYE_FROM_SOLVER 2

struct eye_value_stats {
  long lookups[3];     /* by EYE_FROM_* */
};

/* A context with its own cache and solver; NULL if out of memory. */
struct eye_values *eye_values_new(void);
void eye_values_free(struct eye_values *ev);

/* The solver's result for g (g->n <= EYEGRAPH_MAX) in ko mode ko_mode
 * (EYEGRAPH_KO_*): eye counts and vital vertices of g, all of them or
 * what want (EYEGRAPH_WANT_*) asks (a whole answer known already is
 * given whole).  Returns 0 when the solve ran out of its budget (the
 * counts are then an estimate, as the solver's).  Changes only the cache
 * and the counters of ev. */
int eye_values_lookup(struct eye_values *ev, const struct eye_graph *g,
                      int ko_mode, int want, struct eyegraph_result *res);

/* Lookups since eye_values_new, by where the answer came from. */
void eye_values_stats(const struct eye_values *ev,
                      struct eye_value_stats *stats);

#endif
