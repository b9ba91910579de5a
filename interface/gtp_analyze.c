/* GoGui analyze commands: what Hane knows about the position, answered in
 * the formats GoGui's manual gives for each analyze type, so GoGui draws
 * it on the board.  Each command's entry carries its GoGui definition
 * ("type/label/command"), which gogui-analyze_commands lists.
 *
 *   gogui-liberties            sboard: each stone's string liberties
 *   gogui-worms                sboard: one letter per string
 *   gogui-worm_stones %p       plist: the stones of the string at a point
 *
 * gtp_analyze_search.c and gtp_analyze_dragons.c have the others.
 * None of them changes the position. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "gtp.h"
#include "gtp_analyze.h"

void gogui_letter_label(int n, char label[4])
{
  if (n < 26) {
    label[0] = (char) ('a' + n);
    label[1] = '\0';
  }
  else {
    n = (n - 26) % (26 * 26);
    label[0] = (char) ('a' + n / 26);
    label[1] = (char) ('a' + n % 26);
    label[2] = '\0';
  }
}

double gogui_unit_value(double v)
{
  if (v > 1.0)
    return 1.0;
  if (v < -1.0)
    return -1.0;
  if (v > -0.005 && v < 0.005)
    return 0.0;
  return v;
}

/* An sboard answer: one line per row from the top, one entry per point,
 * "\"\"" for points without a label. */
static int answer_string_board(struct gtp *gtp, const char labels[][4])
{
  const struct board *b = gtp->game->board;
  for (int i = 0; i < b->board_size; i++) {
    if (i > 0)
      gtp_printf(gtp, "\n");
    for (int j = 0; j < b->board_size; j++) {
      const char *label = labels[POS(i, j)];
      gtp_printf(gtp, "%s%s", j ? " " : "", label[0] ? label : "\"\"");
    }
  }
  return gtp_finish(gtp);
}

static int gtp_gogui_liberties(struct gtp *gtp, char *args)
{
  static char labels[BOARD_ARRAY_SIZE][4];
  const struct board *b = gtp->game->board;
  (void) args;
  memset(labels, 0, sizeof labels);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && IS_STONE(b->board[pos]))
      snprintf(labels[pos], sizeof labels[pos], "%d", countlib(b, pos));
  return answer_string_board(gtp, labels);
}

static int gtp_gogui_worms(struct gtp *gtp, char *args)
{
  static char labels[BOARD_ARRAY_SIZE][4];
  const struct board *b = gtp->game->board;
  int count = 0;
  (void) args;
  memset(labels, 0, sizeof labels);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && IS_STONE(b->board[pos]) && find_origin(b, pos) == pos) {
      int stones[MAX_BOARD * MAX_BOARD];
      int n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
      char label[4];
      gogui_letter_label(count++, label);
      for (int k = 0; k < n; k++)
        memcpy(labels[stones[k]], label, sizeof label);
    }
  return answer_string_board(gtp, labels);
}

static int gtp_gogui_worm_stones(struct gtp *gtp, char *args)
{
  const struct board *b = gtp->game->board;
  int pos, stones[MAX_BOARD * MAX_BOARD];
  if (!gtp_arg_stone(gtp, &args, &pos))
    return GTP_FAILED;
  int n = findstones(b, pos, MAX_BOARD * MAX_BOARD, stones);
  gtp_print_vertices(gtp, n, stones);
  return gtp_finish(gtp);
}

const struct gtp_command analyze_commands[] = {
  {"gogui-liberties", gtp_gogui_liberties, "sboard/Liberties/gogui-liberties"},
  {"gogui-worms", gtp_gogui_worms, "sboard/Worms/gogui-worms"},
  {"gogui-worm_stones", gtp_gogui_worm_stones, "plist/Worm Stones/gogui-worm_stones %p"},
  {NULL, NULL, NULL}
};
