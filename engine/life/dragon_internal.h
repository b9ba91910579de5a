/* Private state of struct dragons, shared by dragon*.c. */
#ifndef HANE_DRAGON_INTERNAL_H
#define HANE_DRAGON_INTERNAL_H

#include "dragon.h"
#include "worm.h"

#define ANALYSIS_NONE 0
#define ANALYSIS_CRUDE 1
#define ANALYSIS_OWL 2
/* Owl status read within a total node budget: some dragons kept their
 * crude status.  A request without a budget reads them again. */
#define ANALYSIS_OWL_BUDGETED 3

struct dragons {
  struct board *board;
  struct reading *reading;
  struct optics *optics;
  struct owl *owl;
  struct worms *worms;

  /* Which position the analysis describes. */
  int valid;
  hash_t hash;
  int history_length;
  int board_size;

  /* Owl nodes one owl status pass may spend in all (0: no limit). */
  long owl_budget;

  /* Strings: tactical status, stored on every stone. */
  int attack_code[BOARD_ARRAY_SIZE];
  int attack_point[BOARD_ARRAY_SIZE];
  int defense_code[BOARD_ARRAY_SIZE];
  int defense_point[BOARD_ARRAY_SIZE];
  unsigned char lively[BOARD_ARRAY_SIZE];
  unsigned char inessential[BOARD_ARRAY_SIZE];
  unsigned char invincible[BOARD_ARRAY_SIZE];
  struct optics_input input;

  struct eye_map black_eye;
  struct eye_map white_eye;

  /* Union-find over string origins while amalgamating. */
  int parent[BOARD_ARRAY_SIZE];
  /* Dragon id of every stone (-1 on empty points). */
  int id[BOARD_ARRAY_SIZE];
  int num_dragons;
  struct dragon dragon[MAX_DRAGONS];
};

/* dragon_amalgamate.c */
int dragon_find(struct dragons *d, int origin);
void dragon_union(struct dragons *d, int str1, int str2);
void dragons_amalgamate(struct dragons *d);
/* The one empty point whose occupation by the other colour would
 * separate the strings at s1 and s2, or NO_MOVE if they cannot be cut
 * that way: three or more shared liberties, two that hold
 * (shared_pair_cut), a diagonal that holds.  Sets *safe_cut when the
 * opponent could play the cutting point safely (always, for a cut of two
 * shared liberties). */
int cutting_point(struct dragons *d, int s1, int s2, int *safe_cut);

/* Two points linking strings of `color' (their shared liberties, or the
 * two points where a goal meets a friend): can the opponent cut at one of
 * them, its stone there safe from capture, so that color's connection at
 * the other leaves a string the opponent captures (or is illegal)?
 * owl.tst 254: the O13 string and N14 share N13 and O14, but after White
 * N13 Black's O14 makes six stones with two liberties that White N16
 * captures; GNU Go 3.8 keeps them apart.  Reads with r on b, which it
 * leaves as it found it. */
int shared_pair_cuttable(struct board *b, struct reading *r, int color,
                         const int shared[2]);
/* The same question; the answer is the point of shared[] where the
 * opponent's cut works (the first of the two when both do), or NO_MOVE. */
int shared_pair_cut(struct board *b, struct reading *r, int color,
                    const int shared[2]);

/* dragon_status.c */
void dragons_crude_status(struct dragons *d);
/* Returns 1 when every dragon got its owl status, 0 when the budget
 * left some with their crude status. */
int dragons_owl_status(struct dragons *d);
/* Safety class and weakness from the dragon's status. */
void dragon_set_safety(struct dragons *d, struct dragon *dr, int id);

/* semeai_status.c: revise the statuses of adjacent dead dragons of
 * opposite colours by reading their race (after dragons_owl_status). */
void dragons_semeai_status(struct dragons *d);

#endif
