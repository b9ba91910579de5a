/* Text output of positions and vertices, in the style of GTP showboard. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

char *vertex_name(int board_size, int pos, char *buf)
{
  if (pos == PASS_MOVE) {
    strcpy(buf, "PASS");
    return buf;
  }
  int i = I(pos), j = J(pos);
  if (pos < 0 || i < 0 || j < 0 || i >= board_size || j >= board_size) {
    strcpy(buf, "??");
    return buf;
  }
  int row = board_size - i;
  int k = 0;
  buf[k++] = column_letters[j];
  if (row >= 10)
    buf[k++] = (char) ('0' + row / 10);
  buf[k++] = (char) ('0' + row % 10);
  buf[k] = '\0';
  return buf;
}

int parse_vertex(const char *word, int board_size, int *pos)
{
  if (word == NULL)
    return 0;
  if (strcasecmp(word, "pass") == 0) {
    *pos = PASS_MOVE;
    return 1;
  }
  int letter = tolower((unsigned char) word[0]);
  if (letter < 'a' || letter > 'z' || letter == 'i')
    return 0;
  int col = letter - 'a' - (letter > 'i');
  int row = 0;
  const char *p = word + 1;
  if (*p == '\0')
    return 0;
  for (; *p; p++) {
    if (!isdigit((unsigned char) *p) || row > MAX_BOARD)
      return 0;
    row = row * 10 + (*p - '0');
  }
  if (col >= board_size || row < 1 || row > board_size)
    return 0;
  *pos = POS(board_size - row, col);
  return 1;
}

const char *pos_to_vertex(const struct board *b, int pos, char *buf)
{
  return vertex_name(b->board_size, pos, buf);
}

int vertex_to_pos(const struct board *b, const char *vertex)
{
  int pos;
  return parse_vertex(vertex, b->board_size, &pos) ? pos : -1;
}
