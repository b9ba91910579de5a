/* mkpat: the pattern compiler's internal interface.  mkpat.c reads the .db
 * files (format: doc/patterns.txt), mkpat_expr.c compiles constraints,
 * mkpat_dfa.c builds the orientations and the matching automaton and
 * mkpat_emit.c writes the C tables. */
#ifndef HANE_MKPAT_H
#define HANE_MKPAT_H

#include <stddef.h>
#include <stdint.h>
#include "patterns.h"

#define MKPAT_MAX_SIDE (PATTERN_MAX_REACH + 1) /* diagram width/height, edges included */
#define MKPAT_MAX_LABELS 27        /* '*' and 26 letters */

struct src_pattern {
  char *name;
  const char *path;                /* as given on the command line */
  const char *file;                /* path without directories */
  int line;
  int pattern_class;               /* 0 until a class line */
  int has_value;
  double value;
  char value_text[32];
  int width, height;
  char *diagram;                   /* height rows of width chars */
  int move_row, move_col;
  struct pattern_cell *cells;
  int ncells;
  struct pattern_label labels[MKPAT_MAX_LABELS];
  int nlabels;
  struct pattern_op ops[PATTERN_MAX_OPS];
  int nops;
  char *constraint;                /* require texts joined with " && " */
  int example_width, example_height;
  char *example;
};

struct pattern_set {
  struct src_pattern *patterns;
  int count, capacity;
  int errors;
};

/* Prints "path:line: error: ..." and counts the error. */
void mkpat_error(struct pattern_set *set, const char *path, int line,
                 const char *format, ...)
  __attribute__((format(printf, 4, 5)));
void *mkpat_alloc(size_t size);    /* exits on out of memory */
char *mkpat_strdup(const char *s);

/* Compiles one require expression and appends its ops to p (ANDed with
 * the earlier ones).  Returns 0 and reports an error on failure. */
int compile_constraint(struct pattern_set *set, struct src_pattern *p,
                       const char *text, int line);

/* The matching automaton as mkpat_dfa.c builds it (see pattern_dfa). */
struct mkpat_dfa {
  int nspiral;
  signed char (*spiral)[2];
  int nstates;
  int32_t (*next)[4];
  int32_t *first_variant;            /* nstates + 1 entries */
  struct pattern_variant *variants;
  int nvariants;                     /* distinct orientations kept */
  struct pattern_cell *outer;        /* cells checked after the walk */
  int nouter;
};

/* Builds the distinct orientations of every pattern and the automaton
 * that finds them all.  Returns 0 (after an error message) if too big. */
int build_dfa(struct pattern_set *set, struct mkpat_dfa *dfa);
void free_dfa(struct mkpat_dfa *dfa);

/* Builds the 8 orientations and the automaton, then writes the C file. */
int emit_tables(struct pattern_set *set, const char *output_path);

#endif
