#include <config.h>
#include <stddef.h>
#include <string.h>
#include "playout_board.h"

void pb_clear(struct pboard *b, int size)
{
  b->size = size;
  b->stride = size + 1;
  b->points = (size + 2) * b->stride + 1;
  int s = b->stride;
  int dir[4] = { s, -1, -s, 1 };
  int diag[4] = { s - 1, -s - 1, -s + 1, s + 1 };
  memcpy(b->dir, dir, sizeof dir);
  memcpy(b->diag, diag, sizeof diag);
  b->ko_pos = 0;
  b->ko_color = EMPTY;
  b->last_move = PB_PASS;
  b->last_move2 = PB_PASS;
  b->passes = 0;
  b->moves = 0;
  memset(b->captured, 0, sizeof b->captured);
  memset(b->stones, 0, sizeof b->stones);
  b->komi = 0.0f;
  memset(b->color, GRAY, b->points);
  memset(b->group, 0, b->points * sizeof b->group[0]);
  b->empty_count = 0;
  for (int i = 0; i < size; i++)
    for (int j = 0; j < size; j++) {
      int p = pb_pos(b, i, j);
      b->color[p] = EMPTY;
      b->empty_index[p] = b->empty_count;
      b->empty[b->empty_count++] = p;
    }
}

void pb_copy(struct pboard *dst, const struct pboard *src)
{
  size_t n = src->points;
  memcpy(dst, src, offsetof(struct pboard, color));
  memcpy(dst->color, src->color, n);
  memcpy(dst->group, src->group, n * sizeof src->group[0]);
  memcpy(dst->next_stone, src->next_stone, n * sizeof src->next_stone[0]);
  memcpy(dst->empty, src->empty, src->empty_count * sizeof src->empty[0]);
  memcpy(dst->empty_index, src->empty_index, n * sizeof src->empty_index[0]);
  memcpy(dst->size_of, src->size_of, n * sizeof src->size_of[0]);
  memcpy(dst->plibs, src->plibs, n * sizeof src->plibs[0]);
  memcpy(dst->lib_sum, src->lib_sum, n * sizeof src->lib_sum[0]);
  memcpy(dst->lib_sum2, src->lib_sum2, n * sizeof src->lib_sum2[0]);
}

static inline void add_lib(struct pboard *b, int g, int p)
{
  b->plibs[g]++;
  b->lib_sum[g] += p;
  b->lib_sum2[g] += (uint32_t) (p * p);
}

static inline void remove_lib(struct pboard *b, int g, int p)
{
  b->plibs[g]--;
  b->lib_sum[g] -= p;
  b->lib_sum2[g] -= (uint32_t) (p * p);
}

static inline void remove_empty(struct pboard *b, int p)
{
  int k = b->empty_index[p];
  int last = b->empty[--b->empty_count];
  b->empty[k] = last;
  b->empty_index[last] = k;
}

static inline void add_empty(struct pboard *b, int p)
{
  b->empty_index[p] = b->empty_count;
  b->empty[b->empty_count++] = p;
}

/* A lone stone at p as its own string, counting its empty neighbours. */
static void new_string(struct pboard *b, int p)
{
  b->group[p] = p;
  b->next_stone[p] = p;
  b->size_of[p] = 1;
  b->plibs[p] = 0;
  b->lib_sum[p] = 0;
  b->lib_sum2[p] = 0;
  for (int d = 0; d < 4; d++)
    if (b->color[p + b->dir[d]] == EMPTY)
      add_lib(b, p, p + b->dir[d]);
}

/* Merge the strings with heads g1 and g2; returns the surviving head. */
static int merge_strings(struct pboard *b, int g1, int g2)
{
  if (b->size_of[g1] < b->size_of[g2]) {
    int t = g1;
    g1 = g2;
    g2 = t;
  }
  int s = g2;
  do {
    b->group[s] = g1;
    s = b->next_stone[s];
  } while (s != g2);
  int t = b->next_stone[g1];
  b->next_stone[g1] = b->next_stone[g2];
  b->next_stone[g2] = t;
  b->size_of[g1] += b->size_of[g2];
  b->plibs[g1] += b->plibs[g2];
  b->lib_sum[g1] += b->lib_sum[g2];
  b->lib_sum2[g1] += b->lib_sum2[g2];
  return g1;
}

/* Take string g off the board; its neighbours gain the freed points. */
static int remove_string(struct pboard *b, int g)
{
  int color = b->color[g];
  int n = b->size_of[g];
  int s = g;
  do {
    b->color[s] = EMPTY;
    add_empty(b, s);
    s = b->next_stone[s];
  } while (s != g);
  do {
    for (int d = 0; d < 4; d++) {
      int q = s + b->dir[d];
      if (IS_STONE(b->color[q]))
        add_lib(b, b->group[q], s);
    }
    b->group[s] = 0;
    s = b->next_stone[s];
  } while (s != g);
  b->captured[color] += n;
  b->stones[color] -= n;
  return n;
}

int pb_is_legal(const struct pboard *b, int p, int color)
{
  if (b->color[p] != EMPTY)
    return 0;
  if (p == b->ko_pos && color == b->ko_color)
    return 0;
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    int c = b->color[q];
    if (c == EMPTY)
      return 1;
    if (c == GRAY)
      continue;
    int atari = pb_in_atari(b, b->group[q]);
    if ((c == color) != atari)
      return 1;
  }
  return 0;
}

void pb_play(struct pboard *b, int p, int color)
{
  b->last_move2 = b->last_move;
  b->last_move = p;
  b->moves++;
  b->ko_pos = 0;
  if (p == PB_PASS) {
    b->passes++;
    return;
  }
  b->passes = 0;
  int other = OTHER_COLOR(color);
  b->color[p] = color;
  b->stones[color]++;
  remove_empty(b, p);
  new_string(b, p);
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (IS_STONE(b->color[q]))
      remove_lib(b, b->group[q], p);
  }
  int g = p;
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (b->color[q] == color && b->group[q] != g)
      g = merge_strings(b, g, b->group[q]);
  }
  int captured = 0, capture_pos = 0;
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (b->color[q] == other && b->plibs[b->group[q]] == 0) {
      captured += remove_string(b, b->group[q]);
      capture_pos = q;
    }
  }
  if (captured == 1 && b->size_of[g] == 1 && b->plibs[g] == 1) {
    b->ko_pos = capture_pos;
    b->ko_color = other;
  }
}

int pb_captures(const struct pboard *b, int p, int color)
{
  int other = OTHER_COLOR(color);
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (b->color[q] == other && pb_in_atari(b, b->group[q]))
      return 1;
  }
  return 0;
}

static inline int add_distinct(int *libs, int n, int p)
{
  for (int k = 0; k < n; k++)
    if (libs[k] == p)
      return n;
  libs[n] = p;
  return n + 1;
}

int pb_group_libs(const struct pboard *b, int g, int *libs, int max)
{
  int n = 0;
  if (pb_in_atari(b, g)) {
    if (max > 0)
      libs[0] = pb_atari_lib(b, g);
    return max > 0;
  }
  int s = g;
  do {
    for (int d = 0; d < 4; d++) {
      int q = s + b->dir[d];
      if (b->color[q] == EMPTY) {
        n = add_distinct(libs, n, q);
        if (n >= max)
          return n;
      }
    }
    s = b->next_stone[s];
  } while (s != g);
  return n;
}

int pb_libs_after(const struct pboard *b, int p, int color, int max)
{
  int libs[8];
  int n = 0;
  int other = OTHER_COLOR(color);
  if (max > 8)
    max = 8;
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    int c = b->color[q];
    if (c == EMPTY)
      n = add_distinct(libs, n, q);
    else if (c == other && pb_in_atari(b, b->group[q]))
      n = add_distinct(libs, n, q);
    if (n >= max)
      return n;
  }
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (b->color[q] != color)
      continue;
    int g = b->group[q];
    /* Enough liberties besides p without walking the string. */
    if (pb_surely_more_libs(b, g, max))
      return max;
    int seen = 0;
    for (int e = 0; e < d; e++)
      if (b->color[p + b->dir[e]] == color && b->group[p + b->dir[e]] == g)
        seen = 1;
    if (seen)
      continue;
    int s = g;
    do {
      for (int e = 0; e < 4; e++) {
        int r = s + b->dir[e];
        if (r != p && b->color[r] == EMPTY) {
          n = add_distinct(libs, n, r);
          if (n >= max)
            return n;
        }
      }
      s = b->next_stone[s];
    } while (s != g);
  }
  return n;
}

int pb_self_atari_size(const struct pboard *b, int p, int color)
{
  int empties = 0;
  for (int d = 0; d < 4; d++)
    if (b->color[p + b->dir[d]] == EMPTY)
      empties++;
  if (empties >= 2 || pb_captures(b, p, color))
    return 0;
  if (pb_libs_after(b, p, color, 2) >= 2)
    return 0;
  int size = 1;
  for (int d = 0; d < 4; d++) {
    int q = p + b->dir[d];
    if (b->color[q] != color)
      continue;
    int g = b->group[q];
    int seen = 0;
    for (int e = 0; e < d; e++)
      if (b->color[p + b->dir[e]] == color && b->group[p + b->dir[e]] == g)
        seen = 1;
    if (!seen)
      size += b->size_of[g];
  }
  return size;
}

int pb_is_eye(const struct pboard *b, int p, int color)
{
  for (int d = 0; d < 4; d++) {
    int c = b->color[p + b->dir[d]];
    if (c != color && c != GRAY)
      return 0;
  }
  int bad = 0, edge = 0;
  int other = OTHER_COLOR(color);
  for (int d = 0; d < 4; d++) {
    int c = b->color[p + b->diag[d]];
    if (c == other)
      bad++;
    else if (c == GRAY)
      edge = 1;
  }
  return bad + edge < 2;
}

int pb_area_score(const struct pboard *b, unsigned char *owner)
{
  int score = 0;
  for (int k = 0; k < b->points; k++) {
    int c = b->color[k];
    if (c == GRAY)
      continue;
    if (c == EMPTY) {
      int seen = 0;
      for (int d = 0; d < 4; d++)
        seen |= 1 << b->color[k + b->dir[d]];
      seen &= (1 << WHITE) | (1 << BLACK);
      if (seen == (1 << WHITE))
        c = WHITE;
      else if (seen == (1 << BLACK))
        c = BLACK;
    }
    if (owner)
      owner[k] = c;
    score += (c == BLACK) - (c == WHITE);
  }
  return score;
}

/* Build strings and pseudo-liberties from the stones alone. */
static void rebuild_strings(struct pboard *b)
{
  for (int p = 0; p < b->points; p++)
    if (IS_STONE(b->color[p]))
      b->group[p] = 0;
  for (int p = 0; p < b->points; p++) {
    if (!IS_STONE(b->color[p]) || b->group[p] != 0)
      continue;
    new_string(b, p);
    for (int d = 0; d < 4; d++) {
      int q = p + b->dir[d];
      if (b->color[q] == b->color[p] && b->group[q] != 0
          && b->group[q] != b->group[p])
        merge_strings(b, b->group[p], b->group[q]);
    }
  }
}

void pb_from_board(struct pboard *pb, const struct board *b)
{
  pb_clear(pb, b->board_size);
  pb->komi = b->komi;
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int c = b->board[POS(i, j)];
      if (!IS_STONE(c))
        continue;
      int p = pb_pos(pb, i, j);
      pb->color[p] = c;
      pb->stones[c]++;
      remove_empty(pb, p);
    }
  /* Scanning in index order, every stone's earlier neighbours already have
   * strings, so one pass merges everything. */
  rebuild_strings(pb);
  if (b->ko_pos != NO_MOVE) {
    pb->ko_pos = pb_from_board_pos(pb, b->ko_pos);
    pb->ko_color = is_ko(b, b->ko_pos, WHITE, NULL) ? WHITE : BLACK;
  }
  int color;
  int last = board_last_move(b, &color);
  pb->last_move = last > 0 ? pb_from_board_pos(pb, last) : PB_PASS;
  pb->captured[WHITE] = b->white_captured;
  pb->captured[BLACK] = b->black_captured;
}
