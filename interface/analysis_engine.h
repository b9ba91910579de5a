/* KataGo's JSON analysis engine protocol on a pair of streams (--mode
 * analysis): one query per input line, answered by one JSON line per
 * analysed turn, in priority order, each turn searched by the Monte Carlo
 * search with all its threads; actions (query_version, clear_cache,
 * terminate, terminate_all) answered at once.  A bad line gets an error
 * line and the engine goes on.  Used by KaTrain and other tools written
 * for KataGo (see the manual's "JSON Analysis Engine"). */
#ifndef HANE_ANALYSIS_ENGINE_H
#define HANE_ANALYSIS_ENGINE_H

#include <stdio.h>

#include "engine/engine.h"

/* Playouts of a turn when neither the query (maxVisits) nor --playouts
 * says. */
#define ANALYSIS_DEFAULT_VISITS 1000L
/* Turns waiting at most; a query that would pass this is refused. */
#define ANALYSIS_MAX_PENDING 100000

/* Serves queries from in until it ends and every turn is answered (or
 * out fails).  The engine is made from config (threads, seed; playouts,
 * when set, is the default maxVisits).  log (may be NULL) gets a line when
 * the engine is ready.  Returns 0, or 1 when the engine cannot be made or
 * out fails. */
int analysis_engine_run(const struct engine_config *config, FILE *in, FILE *out,
                        FILE *log);

#endif
