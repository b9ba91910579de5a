/* The answers of the JSON analysis engine (--mode analysis), in KataGo's
 * format: one JSON object per line. */
#ifndef HANE_ANALYSIS_ANSWER_H
#define HANE_ANALYSIS_ANSWER_H

#include <jansson.h>

#include "interface/analysis_query.h"

/* The analysis of turn of q from the engine's running or last search of
 * b (the position of that turn, color to move): id, isDuringSearch,
 * turnNumber, moveInfos, rootInfo, and ownership, ownershipStdev and
 * policy when asked.  NULL when out of memory. */
json_t *analysis_answer(const struct analysis_query *q, int turn, int color,
                        struct engine *e, const struct board *b, int during_search);

/* {"id", "turnNumber", "isDuringSearch": false, "noResults": true}: a turn
 * terminated before any search. */
json_t *analysis_answer_no_results(const char *id, int turn);

/* {"error": ...} (id NULL: a general error) or {"id", "field", "error"};
 * with warning set, "warning" instead of "error". */
json_t *analysis_answer_problem(const char *id, const struct query_problem *p,
                                int warning);

/* The object as one line of compact JSON with its newline, into a new
 * string; NULL when out of memory. */
char *analysis_answer_line(const json_t *answer);

#endif
