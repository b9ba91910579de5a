/* Shared by the analysis modes (analyze.c: the decide modes and the
 * dispatch; analyze_score.c: --score). */
#ifndef HANE_ANALYZE_IMPL_H
#define HANE_ANALYZE_IMPL_H

#include <stdio.h>

#include "analyze.h"

/* Everything said goes to out and, while copy is open, into the text
 * that becomes the SGF root's comment. */
struct report {
  FILE *out;
  FILE *copy;
  char *text;
  size_t length;
};

void analyze_say(struct report *r, const char *format, ...)
  __attribute__((format(printf, 2, 3)));

/* --score: 1 on success, 0 after an error message on err. */
int analyze_score(struct game *g, const struct analyze_request *req,
                  struct report *r, FILE *err);

#endif
