/* GoGui analyze commands showing the dragon analysis (engine_life.c's
 * facade):
 *
 *   gogui-dragon_status        gfx: COLOR per dragon by status (green
 *                              alive, yellow critical, red dead, blue
 *                              seki, gray unknown) and a TEXT count
 *   gogui-dragons              sboard: one letter per dragon
 *   gogui-owl %p               gfx: owl attack (A) and defence (D) points
 *                              of the dragon, results as TEXT
 *   gogui-territory            dboard: who owns each point by the final
 *                              status the dragons give (+1 Black, -1
 *                              White, 0 dame or seki)
 *
 * None of them changes the position. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "gtp_gogui.h"

#define MAX_SHOWN_DRAGONS (MAX_BOARD * MAX_BOARD)

/* Every dragon's id at its stones (-1 elsewhere) and its status. */
struct dragon_map {
  int dragon_of[BOARD_ARRAY_SIZE];
  int status[MAX_SHOWN_DRAGONS];
  int count;
};

/* 0 with the failure answered. */
static int read_dragons(struct gtp *gtp, struct dragon_map *m)
{
  static int origins[MAX_SHOWN_DRAGONS], stones[MAX_BOARD * MAX_BOARD];
  struct engine *e = gtp->game->engine;
  struct board *b = gtp->game->board;
  if (b->stackp > 0) {
    gtp_failure(gtp, "not available during trymove");
    return 0;
  }
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    m->dragon_of[pos] = -1;
  m->count = engine_dragon_origins(e, b, 1, origins, MAX_SHOWN_DRAGONS);
  for (int id = 0; id < m->count; id++) {
    struct engine_dragon d;
    if (!engine_dragon_info(e, b, origins[id], 1, &d)) {
      gtp_failure(gtp, "cannot analyse the dragons");
      return 0;
    }
    m->status[id] = d.status;
    int n = engine_dragon_stones(e, b, origins[id], stones, MAX_BOARD * MAX_BOARD);
    for (int k = 0; k < n; k++)
      m->dragon_of[stones[k]] = id;
  }
  return 1;
}

static const struct {
  int status;
  const char *color;
  const char *name;
} status_colors[] = {
  {ENGINE_STATUS_ALIVE, "green", "alive"},
  {ENGINE_STATUS_CRITICAL, "yellow", "critical"},
  {ENGINE_STATUS_DEAD, "red", "dead"},
  {ENGINE_STATUS_ALIVE_IN_SEKI, "blue", "seki"},
  {ENGINE_STATUS_UNKNOWN, "gray", "unknown"},
};

#define STATUS_KINDS ((int) (sizeof status_colors / sizeof status_colors[0]))

static int gtp_gogui_dragon_status(struct gtp *gtp, char *args)
{
  static struct dragon_map m;
  const struct board *b = gtp->game->board;
  (void) args;
  if (!read_dragons(gtp, &m))
    return GTP_FAILED;
  int counts[STATUS_KINDS] = {0};
  for (int id = 0; id < m.count; id++)
    for (int k = 0; k < STATUS_KINDS; k++)
      counts[k] += m.status[id] == status_colors[k].status;
  for (int k = 0; k < STATUS_KINDS; k++) {
    if (counts[k] == 0)
      continue;
    gtp_printf(gtp, "COLOR %s", status_colors[k].color);
    for (int i = 0; i < b->board_size; i++)
      for (int j = 0; j < b->board_size; j++) {
        int pos = POS(i, j);
        if (m.dragon_of[pos] >= 0 && m.status[m.dragon_of[pos]] == status_colors[k].status) {
          gtp_printf(gtp, " ");
          gtp_print_vertex(gtp, pos);
        }
      }
    gtp_printf(gtp, "\n");
  }
  gtp_printf(gtp, "TEXT %d dragons:", m.count);
  for (int k = 0; k < STATUS_KINDS; k++)
    if (counts[k] > 0)
      gtp_printf(gtp, " %d %s", counts[k], status_colors[k].name);
  return gtp_finish(gtp);
}

static int gtp_gogui_dragons(struct gtp *gtp, char *args)
{
  static struct dragon_map m;
  const struct board *b = gtp->game->board;
  (void) args;
  if (!read_dragons(gtp, &m))
    return GTP_FAILED;
  for (int i = 0; i < b->board_size; i++) {
    for (int j = 0; j < b->board_size; j++) {
      char label[4] = "\"\"";
      if (m.dragon_of[POS(i, j)] >= 0)
        gogui_letter_label(m.dragon_of[POS(i, j)], label);
      gtp_printf(gtp, "%s%s", j ? " " : "", label);
    }
    gtp_printf(gtp, "\n");
  }
  return gtp_finish(gtp);
}

static int gtp_gogui_owl(struct gtp *gtp, char *args)
{
  struct gogui_reading r;
  struct engine *e = gtp->game->engine;
  struct board *b = gtp->game->board;
  int pos, certain;
  if (!gtp_arg_stone(gtp, &args, &pos))
    return GTP_FAILED;
  if (b->stackp > 0)
    return gtp_failure(gtp, "not available during trymove");
  r.attack_code = engine_owl_attack(e, b, pos, &r.attack_point, &certain);
  r.defense_code = engine_owl_defend(e, b, pos, &r.defense_point, &certain);
  return gogui_answer_reading(gtp, pos, &r, "owl");
}

static int gtp_gogui_territory(struct gtp *gtp, char *args)
{
  static int status[BOARD_ARRAY_SIZE];
  struct board *b = gtp->game->board;
  (void) args;
  if (b->stackp > 0)
    return gtp_failure(gtp, "not available during trymove");
  if (!engine_dragon_final_status(gtp->game->engine, b, status))
    return gtp_failure(gtp, "cannot analyse the position");
  for (int i = 0; i < b->board_size; i++) {
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      int owner = 0;
      int s = status[pos];
      if (s == FINAL_BLACK_TERRITORY || (s == FINAL_ALIVE && b->board[pos] == BLACK)
          || (s == FINAL_DEAD && b->board[pos] == WHITE))
        owner = 1;
      else if (s == FINAL_WHITE_TERRITORY || (s == FINAL_ALIVE && b->board[pos] == WHITE)
               || (s == FINAL_DEAD && b->board[pos] == BLACK))
        owner = -1;
      gtp_printf(gtp, "%s%d", j ? " " : "", owner);
    }
    gtp_printf(gtp, "\n");
  }
  return gtp_finish(gtp);
}

const struct gtp_command analyze_dragon_commands[] = {
  {"gogui-dragon_status", gtp_gogui_dragon_status, "gfx/Dragon Status/gogui-dragon_status"},
  {"gogui-dragons", gtp_gogui_dragons, "sboard/Dragons/gogui-dragons"},
  {"gogui-owl", gtp_gogui_owl, "gfx/Owl/gogui-owl %p"},
  {"gogui-territory", gtp_gogui_territory, "dboard/Territory/gogui-territory"},
  {NULL, NULL, NULL}
};
