/* Worms: what the engine knows about every string of the current
 * position.  Computed on demand by worms_compute and kept until the
 * position (or the reading depth) changes.  struct worms is owned by
 * the caller; there is no global worm array. */
#ifndef HANE_WORM_H
#define HANE_WORM_H

#include "engine/board/board.h"
#include "engine/reading/reading.h"
#include "unconditional_life.h"

/* Unconditional status (Benson): a string that cannot be captured even
 * if the opponent moves forever, a string that can never live, and
 * empty points that are such territory. */
enum unconditional_status {
  UNCONDITIONAL_UNKNOWN = 0,
  UNCONDITIONAL_ALIVE,
  UNCONDITIONAL_DEAD,
  UNCONDITIONAL_WHITE_TERRITORY,
  UNCONDITIONAL_BLACK_TERRITORY
};

/* Attack and defence points, best code first. */
#define WORM_MAX_POINTS 10

struct worm_data {
  int color;                /* EMPTY for empty points */
  int origin;               /* same for all stones of the string */
  int size;
  float effective_size;     /* stones plus shares of nearby empty points */
  int liberties;
  /* Liberties of order 2, 3, 4: empty points the string can reach with
   * that many more stones without touching the opponent. */
  int liberties2;
  int liberties3;
  int liberties4;
  int attack_points[WORM_MAX_POINTS];
  int attack_codes[WORM_MAX_POINTS];    /* WIN, KO_A, KO_B; 0 ends */
  int defense_points[WORM_MAX_POINTS];
  int defense_codes[WORM_MAX_POINTS];
  int lunch;                /* a capturable neighbour, or NO_MOVE */
  /* 2: touches two opponent strings without a common liberty; 1: with
   * one; 0: neither. */
  int cutstone;
  int cutstone2;            /* set by the dragon code, 0 here */
  int genus;                /* components of the complement, minus one */
  int inessential;          /* inside the opponent's eye space */
  int invincible;           /* unconditionally alive */
  int unconditional_status;
};

struct worms {
  int valid;
  hash_t hash;
  int board_size;
  int depth_key;            /* reading depths the data were read with */
  struct worm_data worm[BOARD_ARRAY_SIZE];
  /* Boards for the unconditional status, made with the worms. */
  struct unconditional_scratch scratch;
};

struct worms *worms_new(void);            /* NULL if out of memory */
void worms_free(struct worms *w);
/* Forget the cached data. */
void worms_invalidate(struct worms *w);
/* Bring w up to date with r's board (reading with r); cheap when the
 * position is unchanged.  Returns w. */
const struct worms *worms_compute(struct worms *w, struct reading *r);

/* Point-wise unconditional status for both colours (Benson's algorithm
 * with territory and dead stones), into status[BOARD_ARRAY_SIZE]; played
 * out on the scratch boards (overwritten). */
void unconditional_status_map(const struct board *b, struct unconditional_scratch *scratch,
                              int *status);
/* The strings of color that can never be captured: alive[pos] set to 1
 * on their stones.  Returns how many strings. */
int benson_alive(const struct board *b, int color, unsigned char *alive);

/* "alive", "dead", "white_territory", "black_territory", "undecided". */
const char *unconditional_status_name(int status);

#endif
