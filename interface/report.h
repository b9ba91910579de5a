/* What the command line's analysis modes say: each line goes to the
 * report's stream and, while a copy is being kept, into a text that the
 * trace file's root comment gets (analyze.c, analyze_score.c). */
#ifndef HANE_REPORT_H
#define HANE_REPORT_H

#include <stddef.h>
#include <stdio.h>

struct report {
  FILE *out;       /* where the verdicts go (standard output) */
  FILE *copy;      /* while report_copy_begin is in force, a memory stream */
  char *text;      /* what the copy holds once report_copy_end closed it */
  size_t length;
};

/* A report on out, keeping no copy. */
void report_init(struct report *r, FILE *out);
/* printf to out, and to the copy if one is kept. */
void report_say(struct report *r, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
/* Keep a copy of what is said from now on; returns 0 (keeping none) when
 * out of memory. */
int report_copy_begin(struct report *r);
/* Stop copying: r->text holds the copy (NULL if none was kept) until
 * report_free_copy. */
void report_copy_end(struct report *r);
void report_free_copy(struct report *r);

#endif
