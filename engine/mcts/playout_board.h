/* A compact board for Monte Carlo playouts: no undo stack, no hashing, a
 * tight array (one GRAY column shared between rows) and strings that keep
 * pseudo-liberties (stone/empty-point adjacencies) with the sum and sum of
 * squares of those points, which tells exactly whether a string is in
 * atari and where its last liberty is.  Simple ko only.
 *
 * Points are "pb positions": (i + 1) * stride + j + 1 for row i, column j
 * (0-based, i from the top, as board.h).  pb_from_board() and
 * pb_to_board_pos() convert from and to the main board. */
#ifndef HANE_PLAYOUT_BOARD_H
#define HANE_PLAYOUT_BOARD_H

#include <stdint.h>
#include "engine/board/board.h"

#define PB_MAX_POINTS ((MAX_BOARD + 2) * (MAX_BOARD + 1) + 1)
#define PB_PASS 0

struct pboard {
  int size;
  int stride;                  /* size + 1 */
  int points;                  /* used length of the arrays */
  int dir[4];                  /* S, W, N, E offsets */
  int diag[4];                 /* SW, NW, NE, SE offsets */
  int ko_pos;                  /* recapture here is illegal ... */
  int ko_color;                /* ... for this colour */
  int last_move;               /* PB_PASS if none or a pass */
  int last_move2;
  int passes;                  /* consecutive passes just played */
  int moves;                   /* moves played since the setup */
  int captured[4];             /* stones captured, by their colour */
  int stones[4];               /* stones on the board, by colour */
  int empty_count;
  float komi;

  unsigned char color[PB_MAX_POINTS];
  uint16_t group[PB_MAX_POINTS];     /* head stone of the string */
  uint16_t next_stone[PB_MAX_POINTS];/* circular list of a string's stones */
  uint16_t empty[PB_MAX_POINTS];     /* empty points, in any order */
  uint16_t empty_index[PB_MAX_POINTS];
  /* Per string, valid at its head. */
  uint16_t size_of[PB_MAX_POINTS];
  uint16_t plibs[PB_MAX_POINTS];
  uint32_t lib_sum[PB_MAX_POINTS];
  uint32_t lib_sum2[PB_MAX_POINTS];
};

void pb_clear(struct pboard *b, int size);
/* Copy only the used part of the arrays. */
void pb_copy(struct pboard *dst, const struct pboard *src);
/* The position of a main board, with its ko point and last move. */
void pb_from_board(struct pboard *pb, const struct board *b);

static inline int pb_pos(const struct pboard *b, int i, int j)
{
  return (i + 1) * b->stride + j + 1;
}

static inline int pb_row(const struct pboard *b, int p)
{
  return p / b->stride - 1;
}

static inline int pb_col(const struct pboard *b, int p)
{
  return p % b->stride - 1;
}

/* Main board position of a pb position (PASS_MOVE for PB_PASS). */
static inline int pb_to_board_pos(const struct pboard *b, int p)
{
  return p == PB_PASS ? PASS_MOVE : POS(pb_row(b, p), pb_col(b, p));
}

static inline int pb_from_board_pos(const struct pboard *b, int pos)
{
  return pos == PASS_MOVE ? PB_PASS : pb_pos(b, I(pos), J(pos));
}

/* Distance to the nearest edge: 0 on the first line. */
static inline int pb_edge_distance(const struct pboard *b, int p)
{
  int i = pb_row(b, p), j = pb_col(b, p);
  int di = i < b->size - 1 - i ? i : b->size - 1 - i;
  int dj = j < b->size - 1 - j ? j : b->size - 1 - j;
  return di < dj ? di : dj;
}

static inline int pb_in_atari(const struct pboard *b, int g)
{
  uint64_t n = b->plibs[g];
  uint64_t s = b->lib_sum[g];
  return n * b->lib_sum2[g] == s * s;
}

/* A liberty touches at most four stones of a string, so a string has at
 * least plibs / 4 distinct liberties: more than n when plibs > 4 n. */
static inline int pb_surely_more_libs(const struct pboard *b, int g, int n)
{
  return b->plibs[g] > 4 * n;
}

/* The last liberty of a string in atari. */
static inline int pb_atari_lib(const struct pboard *b, int g)
{
  return (int) (b->lib_sum[g] / b->plibs[g]);
}

int pb_is_legal(const struct pboard *b, int p, int color);
/* Play a legal move (or PB_PASS). */
void pb_play(struct pboard *b, int p, int color);

/* Would color at p capture at least one string? */
int pb_captures(const struct pboard *b, int p, int color);
/* Stones of color's string after playing at p if it would then have a
 * single liberty and captures nothing, else 0. */
int pb_self_atari_size(const struct pboard *b, int p, int color);
/* Distinct liberties of string g, up to max (stored in libs). */
int pb_group_libs(const struct pboard *b, int g, int *libs, int max);
/* Liberties (up to max) the string at p would have after color plays there
 * (captures included), or 0 for a capture-free suicide. */
int pb_libs_after(const struct pboard *b, int p, int color, int max);
/* A point whose orthogonal neighbours are all color (or off board) and
 * whose diagonals do not make it false. */
int pb_is_eye(const struct pboard *b, int p, int color);
/* Points owned by each colour by area: stones plus empty points whose
 * neighbours are all that colour.  Fills owner[] (by pb position) if
 * non-NULL with EMPTY/WHITE/BLACK.  Returns black area - white area. */
int pb_area_score(const struct pboard *b, unsigned char *owner);

#endif
