/* Game review (hane --review GAME.sgf -o REVIEWED.sgf [--review-graph
 * GRAPH.svg] [--visits N]): every position of the game's main line is
 * searched by the Monte Carlo engine; the game is written back with a
 * comment on every move (Black's win rate and the score before and after,
 * the points the move lost, the engine's preferred move and its line as
 * a variation), the biggest mistakes of each player marked, Sabaki's
 * win-rate property (SBKV) on every node, and a summary on the root; the
 * graph goes to an SVG file. */
#ifndef HANE_REVIEW_H
#define HANE_REVIEW_H

#include <stdio.h>

#include "engine/engine.h"

/* Playouts per position unless --visits says. */
#define REVIEW_DEFAULT_VISITS 1000L
/* Mistakes marked per player at most, and the least loss that counts. */
#define REVIEW_MAX_MISTAKES 5
#define REVIEW_MISTAKE_POINTS 3.0
#define REVIEW_MISTAKE_WINRATE 0.10
/* A mistake this big is marked as a very bad move (BM[2]). */
#define REVIEW_BLUNDER_POINTS 10.0
#define REVIEW_BLUNDER_WINRATE 0.30

struct review_request {
  const char *game;          /* the SGF file to review */
  const char *outfile;       /* where the reviewed game goes */
  const char *graph;         /* the SVG graph, or NULL */
  long visits;               /* playouts per position, 0: the default */
  int quiet;                 /* no progress on err */
};

/* Reviews the game; progress and errors go to err.  Returns 0, or 1
 * after an error message (file unreadable, not a game, cannot write). */
int review_run(const struct engine_config *config, const struct review_request *r,
               FILE *err);

#endif
