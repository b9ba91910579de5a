/* The command line's analysis modes on a loaded position: --decide-string,
 * --decide-connection, --decide-dragon, --decide-semeai, --decide-position
 * (verdicts on stdout, the search tree as SGF with -o) and --score
 * estimate|finish|aftermath. */
#ifndef HANE_ANALYZE_H
#define HANE_ANALYZE_H

#include <stdio.h>

struct game;

struct analyze_request {
  const char *decide;        /* "string", "connection", "dragon", "semeai",
                                "position", or NULL */
  const char *target;        /* VERTEX or VERTEX/VERTEX */
  const char *score;         /* "estimate", "finish", "aftermath", or NULL */
  const char *infile;        /* the loaded game (-l) */
  const char *outfile;       /* -o: the trace (decide) or the game (score) */
  long trace_max_nodes;      /* 0: the default */
  int quiet;
};

/* Run the mode asked for on the game's position, verdicts on out, errors
 * and progress on err.  Returns the exit status (0, 1 after an error). */
int analyze_run(struct game *g, const struct analyze_request *req,
                FILE *out, FILE *err);

#endif
