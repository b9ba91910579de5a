/* SGF points: two letters, column first, counted from the top-left. */
#include <config.h>
#include <string.h>
#include "sgf.h"

#define MAX_SGF_BOARD 25

/* 'a'..'y' (or 'A'..'Y') to 0..24, -1 otherwise. */
static int letter_index(char c)
{
  if (c >= 'a' && c <= 'y')
    return c - 'a';
  if (c >= 'A' && c <= 'Y')
    return c - 'A';
  return -1;
}

int sgf_decode_point(const char *value, int board_size, int *row, int *col)
{
  int i, j;
  if (!value || board_size < 1 || board_size > MAX_SGF_BOARD)
    return -1;
  if (value[0] == '\0')
    return 0;
  if (board_size <= 19 && (strcmp(value, "tt") == 0 || strcmp(value, "TT") == 0))
    return 0;
  if (value[1] == '\0' || value[2] != '\0')
    return -1;
  j = letter_index(value[0]);
  i = letter_index(value[1]);
  if (i < 0 || j < 0 || i >= board_size || j >= board_size)
    return -1;
  *row = i;
  *col = j;
  return 1;
}

int sgf_expand_points(const char *value, int board_size, int *rows, int *cols, int max)
{
  const char *colon;
  char first[3], second[3];
  int i1, j1, i2, j2, stored = 0;

  if (!value)
    return -1;
  colon = strchr(value, ':');
  if (!colon) {
    int found = sgf_decode_point(value, board_size, &i1, &j1);
    if (found == 1 && max > 0) {
      rows[0] = i1;
      cols[0] = j1;
    }
    return found < 0 ? -1 : (max > 0 ? found : 0);
  }
  if (colon - value != 2 || strlen(colon + 1) != 2)
    return -1;
  memcpy(first, value, 2);
  first[2] = '\0';
  memcpy(second, colon + 1, 3);
  if (sgf_decode_point(first, board_size, &i1, &j1) != 1
      || sgf_decode_point(second, board_size, &i2, &j2) != 1)
    return -1;
  if (i1 > i2) {
    int t = i1; i1 = i2; i2 = t;
  }
  if (j1 > j2) {
    int t = j1; j1 = j2; j2 = t;
  }
  for (int i = i1; i <= i2; i++)
    for (int j = j1; j <= j2; j++)
      if (stored < max) {
        rows[stored] = i;
        cols[stored] = j;
        stored++;
      }
  return stored;
}

void sgf_encode_point(int row, int col, char out[3])
{
  if (row < 0 || col < 0 || row >= MAX_SGF_BOARD || col >= MAX_SGF_BOARD) {
    out[0] = '\0';
    return;
  }
  out[0] = (char) ('a' + col);
  out[1] = (char) ('a' + row);
  out[2] = '\0';
}
