/* GoGui analyze commands: what Hane knows about the position, answered in
 * the formats GoGui's manual gives for each analyze type, so GoGui draws
 * it on the board.  Each command's entry carries its GoGui definition
 * ("type/label/command"), which gogui-analyze_commands lists.
 *
 *   gogui-liberties            sboard: each stone's string liberties
 *   gogui-worms                sboard: one letter per string
 *   (and worm_stones %p, reading's command, as a plist)
 *   gogui-tactics %p           gfx: tactical reading of the string: the
 *                              attacking point labelled A, the defending
 *                              point D, the stones marked, results as TEXT
 *
 * gtp_gogui_dragons.c shows the dragons, gtp_analyze.c the Monte Carlo
 * search.
 * None of them changes the position. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "gtp_gogui.h"

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

static const char *result_name(int code)
{
  static const char *const names[] = {"fails", "works", "works with ko",
                                      "works with a two-step ko"};
  return code >= 0 && code <= 3 ? names[code] : "?";
}

int gogui_answer_reading(struct gtp *gtp, int str, const struct gogui_reading *r,
                         const char *what)
{
  const struct board *b = gtp->game->board;
  int stones[MAX_BOARD * MAX_BOARD];
  int n = findstones(b, str, MAX_BOARD * MAX_BOARD, stones);
  int attack_point = r->attack_code ? r->attack_point : NO_MOVE;
  int defense_point = r->defense_code ? r->defense_point : NO_MOVE;
  if (attack_point != NO_MOVE || defense_point != NO_MOVE) {
    gtp_printf(gtp, "LABEL");
    if (attack_point != NO_MOVE) {
      gtp_printf(gtp, " ");
      gtp_print_vertex(gtp, attack_point);
      gtp_printf(gtp, " A");
    }
    if (defense_point != NO_MOVE && defense_point != attack_point) {
      gtp_printf(gtp, " ");
      gtp_print_vertex(gtp, defense_point);
      gtp_printf(gtp, " D");
    }
    gtp_printf(gtp, "\n");
  }
  gtp_printf(gtp, "MARK ");
  gtp_print_vertices(gtp, n, stones);
  gtp_printf(gtp, "\nTEXT %s attack %s", what, result_name(r->attack_code));
  if (attack_point != NO_MOVE) {
    gtp_printf(gtp, " at ");
    gtp_print_vertex(gtp, attack_point);
  }
  gtp_printf(gtp, ", defence %s", result_name(r->defense_code));
  if (defense_point != NO_MOVE) {
    gtp_printf(gtp, " at ");
    gtp_print_vertex(gtp, defense_point);
  }
  return gtp_finish(gtp);
}

static int gtp_gogui_tactics(struct gtp *gtp, char *args)
{
  struct gogui_reading r;
  int str;
  if (!gtp_arg_stone(gtp, &args, &str))
    return GTP_FAILED;
  struct engine *e = gtp->game->engine;
  r.attack_code = engine_attack(e, gtp->game->board, str, &r.attack_point);
  r.defense_code = engine_find_defense(e, gtp->game->board, str, &r.defense_point);
  return gogui_answer_reading(gtp, str, &r, "tactical");
}

/* Tells GoGui that "# interrupt" stops a genmove (gtp_interrupt.c). */
static int gtp_gogui_interrupt(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%s", "");
}

const struct gtp_command gogui_commands[] = {
  {"gogui-interrupt", gtp_gogui_interrupt, NULL},
  {"gogui-liberties", gtp_gogui_liberties, "sboard/Liberties/gogui-liberties"},
  /* The second entry shows reading's worm_stones, a point list GoGui can
   * draw, next to the worms it belongs with. */
  {"gogui-worms", gtp_gogui_worms,
   "sboard/Worms/gogui-worms\nplist/Worm Stones/worm_stones %p"},
  {"gogui-tactics", gtp_gogui_tactics, "gfx/Tactics/gogui-tactics %p"},
  {NULL, NULL, NULL}
};
