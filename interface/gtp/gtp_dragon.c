/* GTP commands for dragons, eyes, life and death, semeai and the score
 * estimate, with GNU Go's names and answer formats. */
#include <config.h>

#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"

#define MAX_POINTS (MAX_BOARD * MAX_BOARD)

static struct engine *engine_of(struct gtp *gtp)
{
  return gtp->game->engine;
}

static struct board *board_of(struct gtp *gtp)
{
  return gtp->game->board;
}

/* The dragon analysis refuses inside trymove sequences. */
static int need_root(struct gtp *gtp)
{
  if (board_of(gtp)->stackp == 0)
    return 1;
  gtp_failure(gtp, "not available during trymove");
  return 0;
}

/* A vertex argument that may be missing: 1 with *pos, 0 with no word
 * left, -1 after answering the failure. */
static int optional_stone(struct gtp *gtp, char **args, int *pos)
{
  char *copy = *args;
  if (gtp_next_word(&copy) == NULL)
    return 0;
  return gtp_arg_stone(gtp, args, pos) ? 1 : -1;
}

/* ---- dragon_status, dragon_data, dragon_stones, same_dragon ------------ */

static void print_status(struct gtp *gtp, const struct engine_dragon *d)
{
  if (d->status == ENGINE_STATUS_CRITICAL) {
    gtp_printf(gtp, "critical ");
    gtp_print_vertex(gtp, d->owl_attack_point);
    gtp_printf(gtp, " ");
    gtp_print_vertex(gtp, d->owl_defense_point);
  }
  else
    gtp_printf(gtp, "%s", engine_dragon_status_name(d->status));
}

static int gtp_dragon_status(struct gtp *gtp, char *args)
{
  struct engine_dragon d;
  int origins[MAX_POINTS];
  int pos, n, k;
  int given = optional_stone(gtp, &args, &pos);
  if (given < 0 || !need_root(gtp))
    return GTP_FAILED;
  if (given) {
    if (!engine_dragon_info(engine_of(gtp), board_of(gtp), pos, 1, &d))
      return gtp_failure(gtp, "cannot analyse the position");
    print_status(gtp, &d);
    return gtp_finish(gtp);
  }
  n = engine_dragon_origins(engine_of(gtp), board_of(gtp), 1, origins,
                            MAX_POINTS);
  for (k = 0; k < n; k++) {
    if (!engine_dragon_info(engine_of(gtp), board_of(gtp), origins[k], 1, &d))
      continue;
    if (k > 0)
      gtp_printf(gtp, "\n");
    gtp_print_vertex(gtp, origins[k]);
    gtp_printf(gtp, ": ");
    print_status(gtp, &d);
  }
  return gtp_finish(gtp);
}

/* GNU Go's internal result codes (5 win, 4 ko first, 3 ko after a
 * threat) from GTP's 1, 2, 3. */
static int raw_code(int gtp_code)
{
  static const int raw[4] = {0, 5, 4, 3};
  return gtp_code >= 0 && gtp_code <= 3 ? raw[gtp_code] : 0;
}

static void print_field_vertex(struct gtp *gtp, const char *name, int pos)
{
  gtp_printf(gtp, "%-24s", name);
  gtp_print_vertex(gtp, pos);
  gtp_printf(gtp, "\n");
}

static void print_dragon_data(struct gtp *gtp, int pos,
                              const struct engine_dragon *d)
{
  const struct board *b = board_of(gtp);
  int stones[MAX_POINTS];
  int n, k;

  gtp_print_vertex(gtp, pos);
  gtp_printf(gtp, ":\n");
  gtp_printf(gtp, "%-24s%s\n", "color", gtp_color_name(d->color));
  print_field_vertex(gtp, "origin", d->origin);
  gtp_printf(gtp, "%-24s%d\n", "size", d->size);
  gtp_printf(gtp, "%-24s%.2f\n", "effective_size", d->effective_size);
  gtp_printf(gtp, "%-24s%.2f\n", "strategic_size", d->effective_size);
  gtp_printf(gtp, "%-24s%d%d%d%d\n", "genus", d->genus[0], d->genus[1],
             d->genus[2], d->genus[3]);
  print_field_vertex(gtp, "heye", d->heye);
  gtp_printf(gtp, "%-24s%d\n", "escape_route", d->escape_route);
  print_field_vertex(gtp, "lunch", d->lunch);
  gtp_printf(gtp, "%-24s%s\n", "crude_status",
             engine_dragon_status_name(d->crude_status));
  gtp_printf(gtp, "%-24s%s\n", "owl_status",
             d->crude_status == ENGINE_STATUS_ALIVE && d->owl_attack_code == 0
             ? "unchecked" : engine_dragon_status_name(d->status));
  gtp_printf(gtp, "%-24s%s\n", "status", engine_dragon_status_name(d->status));
  gtp_printf(gtp, "%-24s%s\n", "safety", engine_dragon_safety_name(d->safety));
  gtp_printf(gtp, "%-24s%.2f\n", "weakness", d->weakness);
  gtp_printf(gtp, "%-24s", "neighbors");
  for (k = 0; k < d->neighbors; k++) {
    gtp_print_vertex(gtp, d->neighbor[k]);
    gtp_printf(gtp, " ");
  }
  gtp_printf(gtp, "\n%-24s%d\n", "hostile_neighbors", d->hostile_neighbors);
  gtp_printf(gtp, "%-24s%d\n", "owl_attack_code", raw_code(d->owl_attack_code));
  print_field_vertex(gtp, "owl_attack_point", d->owl_attack_point);
  gtp_printf(gtp, "%-24s%s\n", "owl_attack_certain",
             d->owl_attack_certain ? "YES" : "NO");
  gtp_printf(gtp, "%-24s%d\n", "owl_defense_code",
             raw_code(d->owl_defense_code));
  print_field_vertex(gtp, "owl_defense_point", d->owl_defense_point);
  gtp_printf(gtp, "%-24s%s\n", "owl_defense_certain",
             d->owl_defense_certain ? "YES" : "NO");
  /* The strings: one stone (the origin) of each. */
  n = engine_dragon_stones(engine_of(gtp), board_of(gtp), pos, stones,
                           MAX_POINTS);
  gtp_printf(gtp, "%-24s", "strings");
  for (k = 0; k < n; k++)
    if (find_origin(b, stones[k]) == stones[k]) {
      gtp_print_vertex(gtp, stones[k]);
      gtp_printf(gtp, " ");
    }
}

static int gtp_dragon_data(struct gtp *gtp, char *args)
{
  struct engine_dragon d;
  int origins[MAX_POINTS];
  int pos, n, k;
  int given;
  char *copy = args;
  char *word = gtp_next_word(&copy);

  /* GNU Go answers "A1 empty" for an empty point. */
  if (word != NULL && parse_vertex(word, board_of(gtp)->board_size, &pos)
      && pos != PASS_MOVE && board_of(gtp)->board[pos] == EMPTY) {
    gtp_print_vertex(gtp, pos);
    gtp_printf(gtp, " empty");
    return gtp_finish(gtp);
  }
  given = optional_stone(gtp, &args, &pos);
  if (given < 0 || !need_root(gtp))
    return GTP_FAILED;
  if (given) {
    if (!engine_dragon_info(engine_of(gtp), board_of(gtp), pos, 1, &d))
      return gtp_failure(gtp, "cannot analyse the position");
    print_dragon_data(gtp, pos, &d);
    return gtp_finish(gtp);
  }
  n = engine_dragon_origins(engine_of(gtp), board_of(gtp), 1, origins,
                            MAX_POINTS);
  for (k = 0; k < n; k++) {
    if (!engine_dragon_info(engine_of(gtp), board_of(gtp), origins[k], 1, &d))
      continue;
    if (k > 0)
      gtp_printf(gtp, "\n");
    print_dragon_data(gtp, origins[k], &d);
  }
  return gtp_finish(gtp);
}

static int gtp_dragon_stones(struct gtp *gtp, char *args)
{
  int stones[MAX_POINTS];
  int origins[MAX_POINTS];
  int pos, n, k;
  char *copy = args;
  char *word = gtp_next_word(&copy);

  if (word != NULL) {
    if (!gtp_arg_point(gtp, &args, &pos))
      return GTP_FAILED;
    if (board_of(gtp)->board[pos] == EMPTY)
      return gtp_failure(gtp, "dragon_stones called on an empty vertex");
    if (!need_root(gtp))
      return GTP_FAILED;
    n = engine_dragon_stones(engine_of(gtp), board_of(gtp), pos, stones,
                             MAX_POINTS);
    gtp_print_vertices(gtp, n, stones);
    return gtp_finish(gtp);
  }
  if (!need_root(gtp))
    return GTP_FAILED;
  n = engine_dragon_origins(engine_of(gtp), board_of(gtp), 0, origins,
                            MAX_POINTS);
  for (k = 0; k < n; k++) {
    int m = engine_dragon_stones(engine_of(gtp), board_of(gtp), origins[k],
                                 stones, MAX_POINTS);
    if (k > 0)
      gtp_printf(gtp, "\n");
    gtp_print_vertices(gtp, m, stones);
  }
  return gtp_finish(gtp);
}

static int gtp_same_dragon(struct gtp *gtp, char *args)
{
  int pos1, pos2;
  if (!gtp_arg_stone(gtp, &args, &pos1) || !gtp_arg_stone(gtp, &args, &pos2)
      || !need_root(gtp))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", engine_same_dragon(engine_of(gtp),
                                                   board_of(gtp), pos1, pos2));
}

/* ---- eval_eye ---------------------------------------------------------- */

static int gtp_eval_eye(struct gtp *gtp, char *args)
{
  int pos, min, max, attack_point, defense_point, kind;
  if (!gtp_arg_point(gtp, &args, &pos) || !need_root(gtp))
    return GTP_FAILED;
  kind = engine_eval_eye(engine_of(gtp), board_of(gtp), pos, &min, &max,
                         &attack_point, &defense_point);
  if (kind == 0)
    return gtp_success(gtp, "-1");
  gtp_printf(gtp, "%d %d", min, max);
  if (kind == 2) {
    gtp_printf(gtp, " ");
    gtp_print_vertex(gtp, attack_point);
    gtp_printf(gtp, " ");
    gtp_print_vertex(gtp, defense_point);
  }
  return gtp_finish(gtp);
}

/* ---- Owl ---------------------------------------------------------------- */

static int gtp_owl_attack(struct gtp *gtp, char *args)
{
  int str, move, certain;
  if (!gtp_arg_stone(gtp, &args, &str) || !need_root(gtp))
    return GTP_FAILED;
  int code = engine_owl_attack(engine_of(gtp), board_of(gtp), str, &move,
                               &certain);
  return gtp_code_and_move(gtp, code, move);
}

static int gtp_owl_defend(struct gtp *gtp, char *args)
{
  int str, move, certain;
  if (!gtp_arg_stone(gtp, &args, &str) || !need_root(gtp))
    return GTP_FAILED;
  int code = engine_owl_defend(engine_of(gtp), board_of(gtp), str, &move,
                               &certain);
  return gtp_code_and_move(gtp, code, move);
}

/* A move (empty point) and a dragon (stone). */
static int move_and_dragon(struct gtp *gtp, char **args, int *move, int *str)
{
  if (!gtp_arg_point(gtp, args, move))
    return 0;
  if (board_of(gtp)->board[*move] != EMPTY) {
    gtp_failure(gtp, "move vertex must be empty");
    return 0;
  }
  return gtp_arg_stone(gtp, args, str) && need_root(gtp);
}

static int gtp_owl_does_attack(struct gtp *gtp, char *args)
{
  int move, str;
  if (!move_and_dragon(gtp, &args, &move, &str))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", engine_owl_does_attack(engine_of(gtp),
                                                       board_of(gtp), move,
                                                       str));
}

static int gtp_owl_does_defend(struct gtp *gtp, char *args)
{
  int move, str;
  if (!move_and_dragon(gtp, &args, &move, &str))
    return GTP_FAILED;
  return gtp_success(gtp, "%d", engine_owl_does_defend(engine_of(gtp),
                                                       board_of(gtp), move,
                                                       str));
}

static int threat_answer(struct gtp *gtp, int found, int move1, int move2)
{
  if (!found)
    return gtp_success(gtp, "0");
  gtp_printf(gtp, "1 ");
  gtp_print_vertex(gtp, move1);
  gtp_printf(gtp, " ");
  gtp_print_vertex(gtp, move2);
  return gtp_finish(gtp);
}

static int gtp_owl_threaten_attack(struct gtp *gtp, char *args)
{
  int str, move1, move2, found;
  if (!gtp_arg_stone(gtp, &args, &str) || !need_root(gtp))
    return GTP_FAILED;
  found = engine_owl_threaten_attack(engine_of(gtp), board_of(gtp), str,
                                     &move1, &move2);
  return threat_answer(gtp, found, move1, move2);
}

static int gtp_owl_threaten_defense(struct gtp *gtp, char *args)
{
  int str, move1, move2, found;
  if (!gtp_arg_stone(gtp, &args, &str) || !need_root(gtp))
    return GTP_FAILED;
  found = engine_owl_threaten_defense(engine_of(gtp), board_of(gtp), str,
                                      &move1, &move2);
  return threat_answer(gtp, found, move1, move2);
}

/* hane-owl_moves STONE attack|defend: the moves the owl search tries
 * first at the root, best first, each with its generation value. */
static int gtp_owl_moves(struct gtp *gtp, char *args)
{
  int str, moves[MAX_POINTS], values[MAX_POINTS], n, k;
  const char *side;
  if (!gtp_arg_stone(gtp, &args, &str))
    return GTP_FAILED;
  side = gtp_next_word(&args);
  if (side == NULL || (strcmp(side, "attack") && strcmp(side, "defend")))
    return gtp_failure(gtp, "syntax error");
  if (!need_root(gtp))
    return GTP_FAILED;
  n = engine_owl_moves(engine_of(gtp), board_of(gtp), str,
                       strcmp(side, "attack") == 0, moves, values,
                       MAX_POINTS);
  for (k = 0; k < n; k++) {
    if (k > 0)
      gtp_printf(gtp, " ");
    gtp_print_vertex(gtp, moves[k]);
    gtp_printf(gtp, " %d", values[k]);
  }
  return gtp_finish(gtp);
}

static int gtp_get_owl_node_counter(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%ld", engine_owl_nodes(engine_of(gtp)));
}

static int gtp_reset_owl_node_counter(struct gtp *gtp, char *args)
{
  (void) args;
  engine_reset_owl_nodes(engine_of(gtp));
  return gtp_success(gtp, "%s", "");
}

/* ---- analyze_semeai ------------------------------------------------------ */

static int gtp_analyze_semeai(struct gtp *gtp, char *args)
{
  int apos, bpos, result_a, result_b, move, certain;
  if (!gtp_arg_stone(gtp, &args, &apos) || !gtp_arg_stone(gtp, &args, &bpos)
      || !need_root(gtp))
    return GTP_FAILED;
  if (board_of(gtp)->board[apos] == board_of(gtp)->board[bpos])
    return gtp_failure(gtp, "vertices must have different colors");
  if (!engine_analyze_semeai(engine_of(gtp), board_of(gtp), apos, bpos,
                             &result_a, &result_b, &move, &certain))
    return gtp_failure(gtp, "cannot analyse the position");
  gtp_printf(gtp, "%d %d ", result_a, result_b);
  gtp_print_vertex(gtp, move);
  return gtp_finish(gtp);
}

/* ---- Score estimate ------------------------------------------------------ */

static int gtp_estimate_score(struct gtp *gtp, char *args)
{
  double upper, lower, score;
  (void) args;
  if (!need_root(gtp))
    return GTP_FAILED;
  score = engine_estimate_score(engine_of(gtp), board_of(gtp), &upper,
                                &lower);
  /* White wins a tie, as GNU Go has it. */
  if (score >= 0.0)
    return gtp_success(gtp, "W+%3.1f (upper bound: %3.1f, lower: %3.1f)",
                       score, upper, lower);
  return gtp_success(gtp, "B+%3.1f (upper bound: %3.1f, lower: %3.1f)",
                     -score, upper, lower);
}

const struct gtp_command dragon_commands[] = {
  {"dragon_status", gtp_dragon_status, "string/Dragon status/dragon_status %p"},
  {"dragon_data", gtp_dragon_data, "string/Dragon data/dragon_data %p"},
  {"dragon_stones", gtp_dragon_stones, "plist/Dragon stones/dragon_stones %p"},
  {"same_dragon", gtp_same_dragon, NULL},
  {"eval_eye", gtp_eval_eye, "string/Eye value/eval_eye %p"},
  {"owl_attack", gtp_owl_attack, "string/Owl attack/owl_attack %p"},
  {"owl_defend", gtp_owl_defend, "string/Owl defend/owl_defend %p"},
  {"owl_does_attack", gtp_owl_does_attack, NULL},
  {"owl_does_defend", gtp_owl_does_defend, NULL},
  {"owl_threaten_attack", gtp_owl_threaten_attack, NULL},
  {"owl_threaten_defense", gtp_owl_threaten_defense, NULL},
  {"hane-owl_moves", gtp_owl_moves, NULL},
  {"get_owl_node_counter", gtp_get_owl_node_counter, NULL},
  {"reset_owl_node_counter", gtp_reset_owl_node_counter, NULL},
  {"analyze_semeai", gtp_analyze_semeai, NULL},
  {"estimate_score", gtp_estimate_score, "string/Estimate score/estimate_score"},
  {"new_score", gtp_estimate_score, NULL},
  {NULL, NULL, NULL}
};
