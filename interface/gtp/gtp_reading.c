/* GTP commands for tactical reading, connections and worms, with GNU Go's
 * names and answer formats: "0" when the goal fails, otherwise the code
 * (1 win, 2 ko taken first, 3 ko after a threat) and, where GNU Go gives
 * one, the move. */
#include <config.h>

#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"

static struct engine *engine_of(struct gtp *gtp)
{
  return gtp->game->engine;
}

static struct board *board_of(struct gtp *gtp)
{
  return gtp->game->board;
}

/* Two stones of one colour. */
static int two_strings(struct gtp *gtp, char **args, int *str1, int *str2)
{
  const struct board *b = board_of(gtp);
  if (!gtp_arg_stone(gtp, args, str1) || !gtp_arg_stone(gtp, args, str2))
    return 0;
  if (b->board[*str1] != b->board[*str2]) {
    gtp_failure(gtp, "vertices must have same color");
    return 0;
  }
  return 1;
}

static int gtp_attack(struct gtp *gtp, char *args)
{
  int str, move;
  if (!gtp_arg_stone(gtp, &args, &str))
    return GTP_FAILED;
  int code = engine_attack(engine_of(gtp), board_of(gtp), str, &move);
  return gtp_code_and_move(gtp, code, move);
}

static int gtp_defend(struct gtp *gtp, char *args)
{
  int str, move;
  if (!gtp_arg_stone(gtp, &args, &str))
    return GTP_FAILED;
  int code = engine_find_defense(engine_of(gtp), board_of(gtp), str, &move);
  return gtp_code_and_move(gtp, code, move);
}

static int gtp_attack_either(struct gtp *gtp, char *args)
{
  int str1, str2;
  if (!two_strings(gtp, &args, &str1, &str2))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", engine_attack_either(engine_of(gtp),
                                                     board_of(gtp), str1, str2));
}

static int gtp_defend_both(struct gtp *gtp, char *args)
{
  int str1, str2;
  if (!two_strings(gtp, &args, &str1, &str2))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", engine_defend_both(engine_of(gtp),
                                                   board_of(gtp), str1, str2));
}

/* does_attack / does_defend: move vertex (empty), string vertex. */
static int move_and_string(struct gtp *gtp, char **args, int *move, int *str)
{
  if (!gtp_arg_point(gtp, args, move))
    return 0;
  if (board_of(gtp)->board[*move] != EMPTY) {
    gtp_failure(gtp, "move vertex must be empty");
    return 0;
  }
  if (!gtp_arg_point(gtp, args, str))
    return 0;
  if (board_of(gtp)->board[*str] == EMPTY) {
    gtp_failure(gtp, "string vertex must not be empty");
    return 0;
  }
  return 1;
}

static int gtp_does_attack(struct gtp *gtp, char *args)
{
  int move, str;
  if (!move_and_string(gtp, &args, &move, &str))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", engine_does_attack(engine_of(gtp),
                                                   board_of(gtp), move, str));
}

static int gtp_does_defend(struct gtp *gtp, char *args)
{
  int move, str;
  if (!move_and_string(gtp, &args, &move, &str))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", engine_does_defend(engine_of(gtp),
                                                   board_of(gtp), move, str));
}

static int gtp_ladder_attack(struct gtp *gtp, char *args)
{
  int str, move;
  if (!gtp_arg_stone(gtp, &args, &str))
    return GTP_FAILED;
  if (countlib(board_of(gtp), str) != 2)
    return gtp_failure(gtp, "string must have exactly 2 liberties");
  int code = engine_ladder_attack(engine_of(gtp), board_of(gtp), str, &move);
  return gtp_code_and_move(gtp, code, move);
}

static int gtp_connect(struct gtp *gtp, char *args)
{
  int str1, str2, move;
  if (!two_strings(gtp, &args, &str1, &str2))
    return GTP_FAILED;
  int code = engine_connect(engine_of(gtp), board_of(gtp), str1, str2, &move);
  return gtp_code_and_move(gtp, code, move);
}

static int gtp_disconnect(struct gtp *gtp, char *args)
{
  int str1, str2, move;
  if (!two_strings(gtp, &args, &str1, &str2))
    return GTP_FAILED;
  int code = engine_disconnect(engine_of(gtp), board_of(gtp), str1, str2,
                               &move);
  return gtp_code_and_move(gtp, code, move);
}

static int gtp_increase_depths(struct gtp *gtp, char *args)
{
  (void) args;
  engine_change_depths(engine_of(gtp), 1);
  return gtp_success(gtp, "%s", "");
}

static int gtp_decrease_depths(struct gtp *gtp, char *args)
{
  (void) args;
  engine_change_depths(engine_of(gtp), -1);
  return gtp_success(gtp, "%s", "");
}

static int gtp_get_reading_node_counter(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%ld", engine_reading_nodes(engine_of(gtp)));
}

static int gtp_reset_reading_node_counter(struct gtp *gtp, char *args)
{
  (void) args;
  engine_reset_reading_nodes(engine_of(gtp));
  return gtp_success(gtp, "%s", "");
}

static int gtp_get_trymove_counter(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%ld", engine_trymoves(engine_of(gtp)));
}

static int gtp_reset_trymove_counter(struct gtp *gtp, char *args)
{
  (void) args;
  engine_reset_trymoves(engine_of(gtp));
  return gtp_success(gtp, "%s", "");
}

/* ---- Worms ------------------------------------------------------------- */

static const char *status_name(int status, int for_worm_data)
{
  switch (status) {
  case ENGINE_UNCONDITIONAL_ALIVE: return "alive";
  case ENGINE_UNCONDITIONAL_DEAD: return "dead";
  case ENGINE_UNCONDITIONAL_WHITE_TERRITORY: return "white_territory";
  case ENGINE_UNCONDITIONAL_BLACK_TERRITORY: return "black_territory";
  default: return for_worm_data ? "unknown" : "undecided";
  }
}

static const char *color_word(int color)
{
  return color == WHITE ? "white" : color == BLACK ? "black" : "empty";
}

static void print_worm(struct gtp *gtp, int pos)
{
  struct engine_worm w;
  if (!engine_worm(engine_of(gtp), board_of(gtp), pos, &w))
    return;
  gtp_print_vertex(gtp, pos);
  gtp_printf(gtp, ":\norigin               ");
  gtp_print_vertex(gtp, w.origin);
  gtp_printf(gtp, "\ncolor                %s\n", color_word(w.color));
  gtp_printf(gtp, "size                 %d\n", w.size);
  gtp_printf(gtp, "effective_size       %.2f\n", w.effective_size);
  gtp_printf(gtp, "liberties            %d\n", w.liberties);
  gtp_printf(gtp, "liberties2           %d\n", w.liberties2);
  gtp_printf(gtp, "liberties3           %d\n", w.liberties3);
  gtp_printf(gtp, "liberties4           %d\n", w.liberties4);
  gtp_printf(gtp, "attack_code          %d\n", w.attack_code);
  gtp_printf(gtp, "attack_point         ");
  gtp_print_vertex(gtp, w.attack_point);
  gtp_printf(gtp, "\ndefense_code         %d\n", w.defense_code);
  gtp_printf(gtp, "defense_point        ");
  gtp_print_vertex(gtp, w.defense_point);
  gtp_printf(gtp, "\nlunch                ");
  gtp_print_vertex(gtp, w.lunch);
  gtp_printf(gtp, "\ncutstone             %d\n", w.cutstone);
  gtp_printf(gtp, "cutstone2            %d\n", w.cutstone2);
  gtp_printf(gtp, "genus                %d\n", w.genus);
  gtp_printf(gtp, "inessential          %d\n", w.inessential);
  gtp_printf(gtp, "invincible           %d\n", w.invincible);
  gtp_printf(gtp, "unconditional_status %s\n",
             status_name(w.unconditional_status, 1));
}

/* worm_data [vertex]: every point from the top left, or one. */
static int gtp_worm_data(struct gtp *gtp, char *args)
{
  const struct board *b = board_of(gtp);
  char *word = gtp_next_word(&args);
  int only = NO_MOVE;

  if (word != NULL) {
    if (!parse_vertex(word, b->board_size, &only) || only == PASS_MOVE)
      return gtp_failure(gtp, "invalid color or coordinate");
  }
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      if (only == NO_MOVE || only == POS(i, j))
        print_worm(gtp, POS(i, j));
  return gtp_finish(gtp);
}

/* worm_stones [vertex | color]: one line per string, its stones from the
 * top left. */
static int gtp_worm_stones(struct gtp *gtp, char *args)
{
  const struct board *b = board_of(gtp);
  char *word = gtp_next_word(&args);
  int color = EMPTY;
  int only = NO_MOVE;
  int any = 0;

  if (word != NULL) {
    if (parse_vertex(word, b->board_size, &only) && only != PASS_MOVE) {
      if (b->board[only] == EMPTY)
        return gtp_failure(gtp, "worm_stones called on an empty vertex");
    }
    else if (!gtp_parse_color(word, &color))
      return gtp_failure(gtp, "invalid coordinate");
  }
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      if (b->board[pos] == EMPTY || (color != EMPTY && b->board[pos] != color))
        continue;
      any = 1;
      if (find_origin(b, pos) != pos)
        continue;
      if (only != NO_MOVE && !same_string(b, pos, only))
        continue;
      for (int m = 0; m < b->board_size; m++)
        for (int n = 0; n < b->board_size; n++)
          if (b->board[POS(m, n)] != EMPTY && same_string(b, POS(m, n), pos)) {
            gtp_print_vertex(gtp, POS(m, n));
            gtp_printf(gtp, " ");
          }
      gtp_printf(gtp, "\n");
    }
  if (!any)
    gtp_printf(gtp, "\n");
  return gtp_finish(gtp);
}

static int gtp_worm_cutstone(struct gtp *gtp, char *args)
{
  int pos;
  struct engine_worm w;
  if (!gtp_arg_stone(gtp, &args, &pos))
    return GTP_FAILED;
  if (!engine_worm(engine_of(gtp), board_of(gtp), pos, &w))
    return gtp_failure(gtp, "out of memory");
  return gtp_success(gtp, " %d", w.cutstone);
}

static int gtp_unconditional_status(struct gtp *gtp, char *args)
{
  int pos;
  struct engine_worm w;
  if (!gtp_arg_point(gtp, &args, &pos))
    return GTP_FAILED;
  if (!engine_worm(engine_of(gtp), board_of(gtp), pos, &w))
    return gtp_failure(gtp, "out of memory");
  return gtp_success(gtp, "%s", status_name(w.unconditional_status, 0));
}

const struct gtp_command reading_commands[] = {
  {"attack", gtp_attack, "string/Attack/attack %p"},
  {"defend", gtp_defend, "string/Defend/defend %p"},
  {"attack_either", gtp_attack_either, NULL},
  {"defend_both", gtp_defend_both, NULL},
  {"does_attack", gtp_does_attack, NULL},
  {"does_defend", gtp_does_defend, NULL},
  {"ladder_attack", gtp_ladder_attack, "string/Ladder attack/ladder_attack %p"},
  {"connect", gtp_connect, NULL},
  {"disconnect", gtp_disconnect, NULL},
  {"increase_depths", gtp_increase_depths, NULL},
  {"decrease_depths", gtp_decrease_depths, NULL},
  {"get_reading_node_counter", gtp_get_reading_node_counter, NULL},
  {"reset_reading_node_counter", gtp_reset_reading_node_counter, NULL},
  {"get_trymove_counter", gtp_get_trymove_counter, NULL},
  {"reset_trymove_counter", gtp_reset_trymove_counter, NULL},
  {"worm_data", gtp_worm_data, "string/Worm data/worm_data %p"},
  {"worm_stones", gtp_worm_stones, NULL},
  {"worm_cutstone", gtp_worm_cutstone, NULL},
  {"unconditional_status", gtp_unconditional_status, NULL},
  {NULL, NULL, NULL}
};
