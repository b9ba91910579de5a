/* Text output of positions and vertices, in the style of GTP showboard. */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>

#include "board.h"
#include "board_impl.h"

static const char column_letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

/* Star points: 3-3 (2-2 below 12x12) corners, plus the centre and side
 * points on odd boards of 9x9 and up (sides from 13x13). */
static int is_star_point(int size, int i, int j)
{
  if (size < 7)
    return 0;
  int edge = size >= 12 ? 3 : 2;
  int mid = size / 2;
  int odd = size % 2 == 1;
  int line_i = i == edge || i == size - 1 - edge;
  int line_j = j == edge || j == size - 1 - edge;
  if (line_i && line_j)
    return 1;
  if (odd && size >= 9 && i == mid && j == mid)
    return 1;
  if (odd && size >= 13 && ((i == mid && line_j) || (j == mid && line_i)))
    return 1;
  return 0;
}

static void print_columns(const struct board *b, FILE *out)
{
  fputs("  ", out);
  for (int j = 0; j < b->board_size; j++)
    fprintf(out, " %c", column_letters[j]);
  fputc('\n', out);
}

void board_print(const struct board *b, FILE *out)
{
  int size = b->board_size;
  print_columns(b, out);
  for (int i = 0; i < size; i++) {
    fprintf(out, "%2d", size - i);
    for (int j = 0; j < size; j++) {
      int c = b->board[POS(i, j)];
      char ch = c == BLACK ? 'X' : c == WHITE ? 'O'
        : is_star_point(size, i, j) ? '+' : '.';
      fprintf(out, " %c", ch);
    }
    fprintf(out, " %d", size - i);
    if (i == size - 2 || (size == 1 && i == 0))
      fprintf(out, "     WHITE (O) has captured %d stones", b->black_captured);
    if (i == size - 1 && size > 1)
      fprintf(out, "     BLACK (X) has captured %d stones", b->white_captured);
    fputc('\n', out);
  }
  if (size == 1)
    fprintf(out, "%*sBLACK (X) has captured %d stones\n", 2 * size + 9, "",
            b->white_captured);
  print_columns(b, out);
}

const char *pos_to_vertex(const struct board *b, int pos, char *buf)
{
  if (pos == PASS_MOVE) {
    buf[0] = 'P', buf[1] = 'A', buf[2] = 'S', buf[3] = 'S', buf[4] = '\0';
    return buf;
  }
  if (!ON_BOARD1(b, pos)) {
    buf[0] = '?', buf[1] = '?', buf[2] = '\0';
    return buf;
  }
  int row = b->board_size - I(pos);
  int k = 0;
  buf[k++] = column_letters[J(pos)];
  if (row >= 10)
    buf[k++] = (char) ('0' + row / 10);
  buf[k++] = (char) ('0' + row % 10);
  buf[k] = '\0';
  return buf;
}

int vertex_to_pos(const struct board *b, const char *vertex)
{
  if (!vertex)
    return -1;
  const char *pass = "pass";
  int k = 0;
  while (vertex[k] && pass[k] && tolower((unsigned char) vertex[k]) == pass[k])
    k++;
  if (k == 4 && vertex[4] == '\0')
    return PASS_MOVE;

  int letter = toupper((unsigned char) vertex[0]);
  int j = 0;
  while (column_letters[j] && column_letters[j] != letter)
    j++;
  if (!column_letters[j] || j >= b->board_size)
    return -1;
  int row = 0;
  int digits = 0;
  for (const char *p = vertex + 1; *p; p++) {
    if (!isdigit((unsigned char) *p) || digits == 2)
      return -1;
    row = row * 10 + (*p - '0');
    digits++;
  }
  if (digits == 0 || row < 1 || row > b->board_size)
    return -1;
  return POS(b->board_size - row, j);
}
