#include <config.h>

#include <string.h>

#include "board_reference.h"

static const int di[4] = {1, 0, -1, 0};
static const int dj[4] = {0, -1, 0, 1};

void ref_clear(struct ref_board *r, int size)
{
  memset(r, 0, sizeof *r);
  r->size = size;
  r->ko_i = r->ko_j = -1;
}

static int inside(const struct ref_board *r, int i, int j)
{
  return i >= 0 && j >= 0 && i < r->size && j < r->size;
}

void ref_group_at(const struct ref_board *r, int i, int j, struct ref_group *g)
{
  unsigned char in_group[MAX_BOARD][MAX_BOARD];
  unsigned char is_lib[MAX_BOARD][MAX_BOARD];
  int queue_i[MAX_BOARD * MAX_BOARD], queue_j[MAX_BOARD * MAX_BOARD];
  memset(in_group, 0, sizeof in_group[0] * (size_t) r->size);
  memset(is_lib, 0, sizeof is_lib[0] * (size_t) r->size);
  g->color = r->color[i][j];
  g->size = 0;
  g->liberties = 0;
  int head = 0, tail = 0;
  queue_i[tail] = i, queue_j[tail] = j, tail++;
  in_group[i][j] = 1;
  while (head < tail) {
    int a = queue_i[head], c = queue_j[head];
    head++;
    g->stones[g->size++] = POS(a, c);
    for (int k = 0; k < 4; k++) {
      int ni = a + di[k], nj = c + dj[k];
      if (!inside(r, ni, nj))
        continue;
      if (r->color[ni][nj] == g->color && !in_group[ni][nj]) {
        in_group[ni][nj] = 1;
        queue_i[tail] = ni, queue_j[tail] = nj, tail++;
      }
      else if (r->color[ni][nj] == EMPTY && !is_lib[ni][nj]) {
        is_lib[ni][nj] = 1;
        g->libs[g->liberties++] = POS(ni, nj);
      }
    }
  }
}

/* Does the group at (i, j) have a liberty?  Stops at the first one. */
static int has_liberty(const struct ref_board *r, int i, int j)
{
  unsigned char seen[MAX_BOARD][MAX_BOARD];
  int stack_i[MAX_BOARD * MAX_BOARD], stack_j[MAX_BOARD * MAX_BOARD];
  int color = r->color[i][j];
  int top = 0;
  memset(seen, 0, sizeof seen[0] * (size_t) r->size);
  stack_i[top] = i, stack_j[top] = j, top++;
  seen[i][j] = 1;
  while (top > 0) {
    top--;
    int a = stack_i[top], c = stack_j[top];
    for (int k = 0; k < 4; k++) {
      int ni = a + di[k], nj = c + dj[k];
      if (!inside(r, ni, nj))
        continue;
      if (r->color[ni][nj] == EMPTY)
        return 1;
      if (r->color[ni][nj] == color && !seen[ni][nj]) {
        seen[ni][nj] = 1;
        stack_i[top] = ni, stack_j[top] = nj, top++;
      }
    }
  }
  return 0;
}

static void remove_group(struct ref_board *r, const struct ref_group *g)
{
  for (int k = 0; k < g->size; k++)
    r->color[I(g->stones[k])][J(g->stones[k])] = EMPTY;
  r->captured[g->color] += g->size;
}

/* Place and resolve captures on a scratch copy; returns the number of
 * stones captured, or -1 for suicide. */
static int place(struct ref_board *r, int i, int j, int color,
                 int *single_i, int *single_j)
{
  int other = OTHER_COLOR(color);
  int captured = 0;
  struct ref_group g;
  r->color[i][j] = color;
  for (int k = 0; k < 4; k++) {
    int ni = i + di[k], nj = j + dj[k];
    if (!inside(r, ni, nj) || r->color[ni][nj] != other
        || has_liberty(r, ni, nj))
      continue;
    ref_group_at(r, ni, nj, &g);
    {
      captured += g.size;
      *single_i = ni, *single_j = nj;
      remove_group(r, &g);
    }
  }
  return has_liberty(r, i, j) ? captured : -1;
}

int ref_is_legal(const struct ref_board *r, int i, int j, int color)
{
  if (!inside(r, i, j) || r->color[i][j] != EMPTY)
    return 0;
  if (i == r->ko_i && j == r->ko_j && color == r->ko_color)
    return 0;
  /* An empty neighbour makes it legal at once. */
  for (int k = 0; k < 4; k++) {
    int ni = i + di[k], nj = j + dj[k];
    if (inside(r, ni, nj) && r->color[ni][nj] == EMPTY)
      return 1;
  }
  struct ref_board copy = *r;
  int si, sj;
  return place(&copy, i, j, color, &si, &sj) >= 0;
}

void ref_play(struct ref_board *r, int i, int j, int color)
{
  r->ko_i = r->ko_j = -1;
  if (i < 0)
    return;
  int si = -1, sj = -1;
  int captured = place(r, i, j, color, &si, &sj);
  if (captured == 1) {
    struct ref_group g;
    ref_group_at(r, i, j, &g);
    if (g.size == 1 && g.liberties == 1) {
      r->ko_i = si, r->ko_j = sj;
      r->ko_color = OTHER_COLOR(color);
    }
  }
}
