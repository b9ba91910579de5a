/* Shared by the analysis modes (analyze.c: the decide modes and the
 * dispatch; analyze_score.c: --score). */
#ifndef HANE_ANALYZE_IMPL_H
#define HANE_ANALYZE_IMPL_H

#include <stdio.h>

#include "analyze.h"
#include "report.h"

/* --score: 1 on success, 0 after an error message on err. */
int analyze_score(struct game *g, const struct analyze_request *req,
                  struct report *r, FILE *err);

#endif
