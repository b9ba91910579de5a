/* One query of KataGo's JSON analysis protocol (--mode analysis), read
 * from a line of text into a plain struct and checked to the last move:
 * a query that comes out of analysis_query_parse can be analysed.  The
 * fields and their meaning are KataGo's (docs/Analysis_Engine.md in its
 * sources); Hane's limits are below.  Nothing here touches the engine. */
#ifndef HANE_ANALYSIS_QUERY_H
#define HANE_ANALYSIS_QUERY_H

#include <stddef.h>

#include "engine/engine.h"

/* Limits on what one query may ask. */
#define QUERY_MAX_LINE (1L << 20)        /* bytes of one query line */
#define QUERY_MAX_ID 1024                /* bytes of an id */
#define QUERY_MAX_VISITS 100000000L      /* playouts of one turn */
#define QUERY_MAX_SECONDS 3600.0         /* maxTime of one turn */
#define QUERY_DEFAULT_SECONDS 600.0      /* time cap when none is asked */
#define QUERY_MAX_PV 64                  /* analysisPVLen */

struct query_move {
  int color;                 /* BLACK or WHITE */
  int pos;                   /* board position or PASS_MOVE */
};

enum query_kind {
  QUERY_ANALYZE,             /* positions to analyse */
  QUERY_VERSION,             /* action query_version */
  QUERY_CLEAR_CACHE,         /* action clear_cache */
  QUERY_TERMINATE,           /* action terminate: terminate_id, turns */
  QUERY_TERMINATE_ALL        /* action terminate_all: turns */
};

struct analysis_query {
  enum query_kind kind;
  char *id;
  int board_size;
  float komi;                /* with the handicap bonus added */
  int chinese_rules;         /* area scoring and positional superko */
  int initial_player;        /* to move at turn 0 */
  int stone_count;
  struct query_move *stones; /* initialStones */
  int move_count;
  struct query_move *moves;
  int turn_count;            /* analyzeTurns, ascending, no repeats */
  int *turns;
  int *priorities;           /* one per turn */
  long max_visits;           /* 0: the engine's default */
  double max_time;           /* seconds, 0: the engine's default cap */
  int perspective;           /* BLACK, WHITE, or EMPTY: the side to move */
  int pv_limit;              /* longest pv reported */
  int include_ownership;
  int include_ownership_stdev;
  int include_moves_ownership;
  int include_moves_ownership_stdev;
  int include_policy;
  int include_pv_visits;
  double report_every;       /* seconds between partial reports, 0: none */
  unsigned char *avoid;      /* BOARD_ARRAY_SIZE flags (avoid/allowMoves
                                for the player of turn 0's side), or NULL */
  int avoid_color;           /* the player they are for */
  char *terminate_id;        /* terminate: the id to stop */
  int terminate_has_turns;   /* terminate(_all): only these turns */
  char *echo;                /* actions: the query as received, to echo */
};

/* What went wrong or looks wrong with a query, as KataGo words them in
 * its answers: a general error (no id known), an error in one field (the
 * query is dropped), or warnings (it goes on). */
#define QUERY_MAX_WARNINGS 16
struct query_problem {
  char field[64];
  char message[256];
};
struct query_report {
  int error;                 /* 0: the query is good */
  int error_has_id;          /* the error names the query's id and field */
  struct query_problem problem;
  int warning_count;
  struct query_problem warnings[QUERY_MAX_WARNINGS];
};

/* Reads one line (length bytes, no newline needed).  Returns a query
 * (free with analysis_query_free) when it is good, possibly with warnings
 * in *report; NULL with the error in *report otherwise, *id_out then
 * holding a copy of the id when one was read (else NULL; the caller frees
 * it).  default_visits is used when the query gives no maxVisits. */
struct analysis_query *analysis_query_parse(const char *line, size_t length,
                                            long default_visits,
                                            struct query_report *report,
                                            char **id_out);
void analysis_query_free(struct analysis_query *q);

/* The position of turn (0..move_count) into b: the initial stones, then
 * the first turn moves; returns the colour to move there. */
int analysis_query_position(const struct analysis_query *q, int turn,
                            struct board *b);

#endif
