#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diagram.h"

static int cell_color(char c)
{
  switch (c) {
  case 'X': case 'x': return BLACK;
  case 'O': case 'o': return WHITE;
  case '.': case '+': return EMPTY;
  default: return -1;
  }
}

void normalize_diagram(const char *diagram, char *buf, size_t size)
{
  size_t k = 0;
  int row_has_cells = 0;
  for (const char *p = diagram; *p && k + 2 < size; p++) {
    if (*p == '\n') {
      if (row_has_cells)
        buf[k++] = '\n';
      row_has_cells = 0;
    }
    else if (cell_color(*p) >= 0) {
      int c = cell_color(*p);
      buf[k++] = c == BLACK ? 'X' : c == WHITE ? 'O' : '.';
      row_has_cells = 1;
    }
  }
  if (row_has_cells)
    buf[k++] = '\n';
  buf[k] = '\0';
}

int board_from_diagram(struct board *b, const char *diagram)
{
  char norm[2048];
  normalize_diagram(diagram, norm, sizeof norm);
  int size = 0;
  for (const char *p = norm; *p; p++)
    size += *p == '\n';
  if (size < 1 || size > MAX_BOARD)
    return 0;
  board_clear(b, size);
  int i = 0, j = 0;
  for (const char *p = norm; *p; p++) {
    if (*p == '\n') {
      if (j != size)
        return 0;
      i++, j = 0;
      continue;
    }
    if (j >= size)
      return 0;
    int c = cell_color(*p);
    if (c != EMPTY) {
      /* Set stones directly, then check all strings once. */
      b->board[POS(i, j)] = (unsigned char) c;
    }
    j++;
  }
  /* Re-setting one point rebuilds and validates the whole position. */
  return board_setup_stone(b, POS(0, 0), b->board[POS(0, 0)]);
}

void board_to_diagram(const struct board *b, char *buf, size_t size)
{
  size_t k = 0;
  for (int i = 0; i < b->board_size; i++) {
    for (int j = 0; j < b->board_size && k + 2 < size; j++) {
      int c = b->board[POS(i, j)];
      buf[k++] = c == BLACK ? 'X' : c == WHITE ? 'O' : '.';
    }
    if (k + 1 < size)
      buf[k++] = '\n';
  }
  buf[k] = '\0';
}

int at(const struct board *b, const char *vertex)
{
  int pos = vertex_to_pos(b, vertex);
  if (pos < 0) {
    fprintf(stderr, "bad vertex in test: %s\n", vertex);
    abort();
  }
  return pos;
}

static int compare_ints(const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

void sort_points(int *points, int n)
{
  qsort(points, (size_t) n, sizeof *points, compare_ints);
}

int vertex_list(const struct board *b, const char *list, int *points, int max)
{
  int n = 0;
  char word[8];
  const char *p = list;
  while (*p) {
    while (*p == ' ')
      p++;
    size_t len = 0;
    while (p[len] && p[len] != ' ')
      len++;
    if (len == 0)
      break;
    if (len >= sizeof word || n >= max) {
      fprintf(stderr, "bad vertex list in test: %s\n", list);
      abort();
    }
    memcpy(word, p, len);
    word[len] = '\0';
    points[n++] = at(b, word);
    p += len;
  }
  sort_points(points, n);
  return n;
}
