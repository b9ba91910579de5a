/* The requests and report lines of the live analysis streams (lz-analyze,
 * kata-analyze and their genmove_analyze forms), in the formats Leela
 * Zero and KataGo print, field for field:
 *
 *   lz:   info move D4 visits 120 winrate 5230 prior 480 lcb 5101
 *         scoreMean 1.5 scoreStdev 12.0 scoreLead 1.5 utility 0.1
 *         order 0 pv D4 Q16 ...
 *   kata: info move D4 visits 120 edgeVisits 120 utility 0.1 winrate 0.523
 *         scoreMean 1.5 scoreStdev 12.0 scoreLead 1.5 scoreSelfplay 1.5
 *         prior 0.048 lcb 0.510 utilityLcb 0.07 weight 120 order 0
 *         pv D4 Q16 ... [pvVisits ...] [pvEdgeVisits ...]
 *         [movesOwnership ...] [movesOwnershipStdev ...]
 *         then [rootInfo ...] [ownership ...] [ownershipStdev ...]
 *
 * Everything is for the side the analysis is for.  Keys a client sends
 * that Hane does not know are skipped with their value. */
#ifndef HANE_GTP_ANALYZE_REPORT_H
#define HANE_GTP_ANALYZE_REPORT_H

#include <stdio.h>

#include "engine/engine.h"
#include "interface/gtp/gtp.h"

enum analyze_style { STYLE_LZ, STYLE_KATA };

struct analyze_request {
  enum analyze_style style;
  int color;
  double interval_cs;        /* centiseconds between lines */
  int max_moves;
  int min_moves;
  int ownership;             /* kata: the switches of KataGo's keys */
  int ownership_stdev;
  int moves_ownership;
  int moves_ownership_stdev;
  int pv_visits;
  int pv_edge_visits;
  int root_info;
};

/* [color] [interval] then key value pairs, into r (style set by the
 * caller).  A key without a value, or a known key with a bad one,
 * fails: 0 with the failure answered; unknown keys are skipped with their
 * value (avoid and allow with their three words). */
int analyze_parse_request(struct gtp *gtp, char *args, struct analyze_request *r);

/* Utility of a candidate as KataGo combines them: the win/loss value in
 * -1..1 plus a bounded score term (0.3 * 2/pi * atan(lead / (size / 2))). */
double analyze_utility(double winrate, double score_lead, int board_size);
/* Lower 95% confidence bound of a win rate over visits playouts, at
 * least 0. */
double analyze_lower_bound(double winrate, int visits);

/* One report line for the running or last search of b, candidates most
 * visited first; nothing when there is nothing to say.  Flushes out. */
void analyze_print_report(FILE *out, const struct analyze_request *r,
                          struct engine *e, const struct board *b);

#endif
