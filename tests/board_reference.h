/* A deliberately naive Go board for differential tests: a 2D array and
 * flood fills, nothing incremental, nothing shared with engine/board*.c
 * except the POS() numbering used to compare results. */
#ifndef HANE_TEST_BOARD_REFERENCE_H
#define HANE_TEST_BOARD_REFERENCE_H

#include "engine/board/board.h"

struct ref_board {
  int size;
  int color[MAX_BOARD][MAX_BOARD];
  int ko_i, ko_j;              /* banned point, -1 if none */
  int ko_color;                /* the colour it is banned for */
  int captured[3];             /* stones captured, by colour of the stones */
};

/* One string found by flood fill; points as POS() numbers. */
struct ref_group {
  int color;
  int size;
  int stones[MAX_BOARD * MAX_BOARD];
  int liberties;
  int libs[MAX_BOARD * MAX_BOARD];
};

void ref_clear(struct ref_board *r, int size);
void ref_group_at(const struct ref_board *r, int i, int j, struct ref_group *g);
int ref_is_legal(const struct ref_board *r, int i, int j, int color);
/* Plays a legal move (i < 0 passes). */
void ref_play(struct ref_board *r, int i, int j, int color);

#endif
