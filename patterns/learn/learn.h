/* The policy trainer (make train-policy): games from SGF collections,
 * dictionaries of shapes harvested from them, the feature values of every
 * legal move of sampled positions, and the fit of the gammas.
 *
 *   learn_games.c    collections -> games (moves only), broken games skipped
 *   learn_harvest.c  3x3 shapes and spatial patterns seen often enough
 *   learn_extract.c  positions -> packed feature values of every legal move
 *   learn_fit.c      gammas by gradient ascent on the log-likelihood, and
 *                    top-1 / top-5 accuracy
 *   learn_prune.c    spatial patterns that add nothing, left out
 *   train_policy.c   the command line */
#ifndef HANE_LEARN_H
#define HANE_LEARN_H

#include <stdint.h>
#include <stdio.h>
#include "engine/policy/policy.h"

/* ---- Games ------------------------------------------------------------- */

/* A move as stored: the point (PASS_MOVE for a pass), black or white, and
 * whether it is a setup stone of the root (AB/AW) rather than a move. */
struct learn_move {
  int16_t pos;
  unsigned char color;
  unsigned char setup;
};

struct learn_game {
  long first;              /* index of its first move in the set */
  int length;              /* moves and setup stones */
};

struct learn_games {
  struct learn_move *moves;
  long move_count, move_capacity;
  struct learn_game *games;
  long game_count, game_capacity;
  long skipped;            /* games (and stray texts) skipped */
};

/* Appends the 19x19 games of an SGF collection to set.  A game that does
 * not parse, is not 19x19, or holds a malformed or illegal move is
 * skipped with a warning on warnings (may be NULL) naming the file, the
 * game's number and line and the reason.  Returns 0 with a message in err
 * if the file cannot be read at all, else 1. */
int learn_read_collection(struct learn_games *set, const char *path, FILE *warnings,
                          char *err, size_t errlen);
/* The same from text in memory (tests); name is used in the warnings. */
int learn_read_collection_text(struct learn_games *set, const char *name,
                               const char *text, size_t length, FILE *warnings);
void learn_games_free(struct learn_games *set);

/* Replays game g on b (cleared to 19x19) up to, not including, its move
 * index `upto` (setup stones count as moves here).  Returns 0 if a move
 * was refused (cannot happen for games the reader kept). */
int learn_replay(const struct learn_games *set, long g, int upto, struct board *b);

/* ---- Threads ----------------------------------------------------------- */

/* The games [begin, end) of one worker; done counts the games finished
 * (read by the progress line while the worker runs). */
struct learn_job {
  long begin, end;
  int index;                /* 0 .. threads - 1 */
  long done;                /* updated with __atomic_store_n */
  void *data;
  int failed;               /* set by the worker when out of memory */
};
/* Splits the games into `threads` contiguous ranges, runs work on each in
 * its own thread, prints "label: N/M games" on stderr every second when
 * progress is set, and returns 0 if a worker failed.  Jobs are handed
 * back in order in jobs[] (at most LEARN_MAX_THREADS). */
#define LEARN_MAX_THREADS 16
int learn_run(int threads, long games, void (*work)(struct learn_job *job),
              void *data, const char *label, int progress,
              struct learn_job jobs[LEARN_MAX_THREADS]);

/* ---- Sampling ---------------------------------------------------------- */

/* Is move k of game g one of the sampled positions?  A fixed function of
 * (seed, g, k): rate in [0, 1] of the moves are taken. */
int learn_sampled(uint64_t seed, long g, int k, double rate);

/* ---- Dictionaries ------------------------------------------------------ */

struct learn_harvest_options {
  int spatial_max;          /* largest spatial size (0: no spatial patterns) */
  long spatial_min_count;   /* a pattern is kept when played this often */
  long spatial_limit;       /* at most this many patterns in all */
  long pattern3_min_count;  /* a 3x3 shape is kept when seen this often
                               among the legal moves of sampled positions */
  double pattern3_rate;     /* share of positions whose moves are counted */
  uint64_t seed;
  int threads;
  int progress;             /* print a progress line on stderr */
};

/* Adds the shapes of the training games to m's dictionaries (m must use
 * the pattern3 and/or spatial groups).  When parents is not NULL,
 * *parents gets a malloc'ed array, by spatial value, of the value of the
 * pattern's restriction to the size below (0 for the smallest size).
 * Returns 0 when out of memory. */
int learn_harvest(const struct learn_games *set, struct policy_model *m,
                  const struct learn_harvest_options *options, int **parents);

/* ---- Feature values of sampled positions ------------------------------- */

/* Every legal move of a position as one 64-bit record: bits 0-15 the
 * pattern3 value, 16-35 the spatial value, then capture (5 bits), escape
 * (5), self-atari (2), atari (3), distance-previous (5),
 * distance-previous2 (5), edge (3); a pass is capture 31 with its pass
 * value in the escape field. */
typedef uint64_t learn_record;
#define LEARN_PATTERN3_LIMIT 65535
#define LEARN_SPATIAL_LIMIT ((1L << 20) - 1)

void learn_record_decode(learn_record r, uint32_t value[POLICY_GROUPS]);
learn_record learn_record_encode(const uint32_t value[POLICY_GROUPS]);

struct learn_positions {
  learn_record *records;
  long record_count, record_capacity;
  long *first;              /* per position: its first record */
  int *count;               /* number of legal moves */
  int *played;              /* index of the move played among them */
  long position_count, position_capacity;
};

struct learn_extract_options {
  double rate;              /* share of the moves taken as positions */
  uint64_t seed;
  int threads;
  int progress;
  const char *label;        /* progress line: "training", "validation" */
};

/* The positions sampled from the games, their legal moves' values as m
 * sees them.  Returns 0 when out of memory. */
int learn_extract(const struct learn_games *set, const struct policy_model *m,
                  const struct learn_extract_options *options,
                  struct learn_positions *out);
void learn_positions_free(struct learn_positions *p);

/* ---- Fitting ----------------------------------------------------------- */

struct learn_fit_options {
  int epochs;
  double learning_rate;     /* Adagrad step */
  double l2;                /* weight decay per position seen */
  double l2_factors;        /* the same for the vectors of pairwise terms */
  /* learn_harvest's parents, or NULL.  With them a spatial pattern's
   * weight is learned as its parent's plus a difference, and the L2 pull
   * is on the difference: a pattern seen in few positions keeps about the
   * weight of the smaller pattern it extends. */
  const int *spatial_parents;
  uint64_t seed;            /* order of the positions */
  int progress;
  const struct learn_positions *validation;   /* reported per epoch, may be NULL */
};

/* Pairwise terms: gives the groups of `groups` (all but spatial when
 * NULL) vectors of k small seeded random numbers.  0 if out of memory. */
int learn_init_factors(struct policy_model *m, int k, const int *groups, uint64_t seed);

/* Fits m's weights to the positions (weights already in m are the start). */
int learn_fit(struct policy_model *m, const struct learn_positions *train,
              const struct learn_fit_options *options);

/* ---- Pruning ----------------------------------------------------------- */

/* A copy of m without the spatial patterns that nothing larger extends and
 * whose weight is within epsilon of the weight of the pattern they extend
 * (parents as learn_harvest gives them), repeatedly, so that a move's
 * gamma changes by a factor of at most exp(epsilon).  *map (malloc'ed, if
 * map is not NULL) takes each old spatial value to the new value that
 * answers for it.  NULL when out of memory. */
struct policy_model *learn_prune_spatial(const struct policy_model *m, const int *parents,
                                         double epsilon, int **map);
/* Rewrites the spatial values of the records through map. */
void learn_remap_spatial(struct learn_positions *p, const int *map);

struct learn_accuracy {
  long positions;
  long top1, top5;
  double log_likelihood;    /* mean, natural log */
};
void learn_measure(const struct policy_model *m, const struct learn_positions *p,
                   struct learn_accuracy *out);

#endif
