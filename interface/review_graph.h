/* The graph of a reviewed game as an SVG picture a browser shows: Black's
 * win rate (left axis, 0-100%) and Black's score lead (right axis, points)
 * after every move, the move numbers along the bottom, and the biggest
 * mistakes of both players marked on the win-rate line.  Knows nothing of
 * the engine: it draws the numbers it is given. */
#ifndef HANE_REVIEW_GRAPH_H
#define HANE_REVIEW_GRAPH_H

#include <stdio.h>

/* The position after a move (index 0: before the first move), from
 * Black's side. */
struct review_graph_point {
  double winrate;            /* 0..1 */
  double score;              /* Black's lead in points (negative: White's) */
};

/* A mistake to mark: the move number (1 = the first move), who played it
 * and what it cost the player, in points. */
struct review_graph_mark {
  int move;
  int by_black;
  double loss;
};

struct review_graph {
  const char *black;         /* player names (may be NULL) */
  const char *white;
  int board_size;
  int moves;                 /* points[0..moves] */
  const struct review_graph_point *points;
  int mark_count;
  const struct review_graph_mark *marks;
};

/* Writes the whole SVG document (UTF-8, standalone) to out.  Marks whose
 * move is outside 1..moves are left out.  Returns 0 on a write error. */
int review_graph_write(FILE *out, const struct review_graph *g);

/* The score axis runs from -limit to +limit: the largest |score| rounded
 * up to 5, 10, 20, 50, 100, ... points (at least 5). */
double review_graph_score_limit(const struct review_graph *g);

#endif
