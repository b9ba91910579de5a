/* The engine facade for dragons, eyes, life and death, semeai and final
 * status: the interface asks through engine.h, the engine keeps one
 * analysis bound to the board it was last asked about. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "engine_impl.h"
#include "engine_life.h"
#include "engine/life/dragon.h"
#include "engine/life/owl.h"
#include "engine/life/optics.h"
#include "engine/reading/reading.h"
#include "engine/life/semeai.h"
#include "engine/life/final_status.h"
#include "engine/policy/policy.h"
#include "engine_policy.h"

_Static_assert(ENGINE_STATUS_DEAD == DRAGON_DEAD
               && ENGINE_STATUS_ALIVE == DRAGON_ALIVE
               && ENGINE_STATUS_CRITICAL == DRAGON_CRITICAL
               && ENGINE_STATUS_UNKNOWN == DRAGON_UNKNOWN
               && ENGINE_STATUS_ALIVE_IN_SEKI == DRAGON_ALIVE_IN_SEKI,
               "engine.h status codes follow dragon.h");

struct engine_life {
  struct board *board;
  struct reading *reading;
  struct dragons *dragons;
  struct policy *prior;      /* the learned model, ordering owl moves */
  int prior_tried;           /* prior made, or found impossible */
  int level;
};

struct engine_life *engine_life_new(int level)
{
  struct engine_life *l = calloc(1, sizeof *l);
  if (l != NULL)
    l->level = level;
  return l;
}

void engine_life_free(struct engine_life *l)
{
  if (l == NULL)
    return;
  dragons_free(l->dragons);
  reading_free(l->reading);
  policy_free(l->prior);
  free(l);
}

static void apply_level(struct engine_life *l)
{
  if (l->reading != NULL)
    reading_set_level(l->reading, l->level);
  if (l->dragons != NULL) {
    owl_set_level(dragons_owl(l->dragons), l->level);
    dragons_clear(l->dragons);
  }
}

void engine_life_set_level(struct engine_life *l, int level)
{
  if (l == NULL)
    return;
  l->level = level;
  apply_level(l);
}

void engine_life_forget_prior(struct engine_life *l)
{
  if (l == NULL)
    return;
  if (l->dragons != NULL) {
    owl_set_move_prior(dragons_owl(l->dragons), NULL, NULL);
    dragons_clear(l->dragons);
  }
  policy_free(l->prior);
  l->prior = NULL;
  l->prior_tried = 0;
}

void engine_life_position_changed(struct engine_life *l)
{
  if (l != NULL && l->dragons != NULL)
    dragons_clear(l->dragons);
}

/* owl_prior_fn over the learned move model. */
static int owl_prior(void *data, struct board *b, int color, int last,
                     int last2, const int *moves, int n, float *weight)
{
  return policy_move_weights(data, b, color, last, last2, moves, n, weight) > 0;
}

/* The engine's analysis, bound (again) to board b if it was not; NULL
 * only when out of memory. */
static struct engine_life *life(struct engine *e, struct board *b)
{
  struct engine_life *l = e->life;

  if (l->dragons == NULL || l->board != b) {
    dragons_free(l->dragons);
    reading_free(l->reading);
    l->dragons = NULL;
    l->board = NULL;
    l->reading = reading_new(b);
    if (l->reading == NULL)
      return NULL;
    reading_set_budget(l->reading, &e->budget);
    l->dragons = dragons_new(l->reading);
    if (l->dragons == NULL) {
      reading_free(l->reading);
      l->reading = NULL;
      return NULL;
    }
    l->board = b;
    apply_level(l);
    owl_set_trace(dragons_owl(l->dragons), e->config.owl_trace,
                  e->config.owl_trace_data);
    if (l->prior != NULL)
      owl_set_move_prior(dragons_owl(l->dragons), owl_prior, l->prior);
  }
  if (!l->prior_tried && e->config.owl_move_prior) {
    const struct policy_model *m = engine_policy_model(e->policy);
    l->prior_tried = 1;
    l->prior = m ? policy_new(m) : NULL;
    if (l->prior != NULL) {
      owl_set_move_prior(dragons_owl(l->dragons), owl_prior, l->prior);
      dragons_clear(l->dragons);
    }
  }
  return l;
}

struct dragons *engine_dragons(struct engine *e, struct board *b,
                               int with_owl)
{
  struct engine_life *l;
  if (b->stackp != 0)
    return NULL;
  l = life(e, b);
  if (l == NULL)
    return NULL;
  dragons_compute(l->dragons, with_owl);
  return l->dragons;
}

/* ---- Dragons ---------------------------------------------------------- */

int engine_dragon_info(struct engine *e, struct board *b, int pos,
                       int with_owl, struct engine_dragon *out)
{
  struct dragons *d;
  const struct dragon *dr;
  int k;

  memset(out, 0, sizeof *out);
  if (!is_stone_at(b, pos) || (d = engine_dragons(e, b, with_owl)) == NULL)
    return 0;
  dr = dragon_at(d, pos);
  if (dr == NULL)
    return 0;
  out->origin = dr->origin;
  out->color = dr->color;
  out->size = dr->size;
  out->worms = dr->worms;
  out->effective_size = dr->effective_size;
  out->genus[0] = dr->genus.a;
  out->genus[1] = dr->genus.b;
  out->genus[2] = dr->genus.c;
  out->genus[3] = dr->genus.d;
  out->heye = dr->heye;
  out->escape_route = dr->escape_route;
  out->lunch = dr->lunch;
  out->crude_status = dr->crude_status;
  out->status = dr->status;
  out->safety = dr->safety;
  out->weakness = dr->weakness;
  out->owl_attack_code = reading_result_gtp_code(dr->owl_attack_code);
  out->owl_attack_point = dr->owl_attack_point;
  out->owl_attack_certain = dr->owl_attack_certain;
  out->owl_defense_code = reading_result_gtp_code(dr->owl_defense_code);
  out->owl_defense_point = dr->owl_defense_point;
  out->owl_defense_certain = dr->owl_defense_certain;
  out->hostile_neighbors = dr->hostile_neighbors;
  out->neighbors = dr->neighbors;
  for (k = 0; k < dr->neighbors && k < ENGINE_MAX_DRAGON_NEIGHBORS; k++)
    out->neighbor[k] = dragon_by_id(d, dr->neighbor[k])->origin;
  return 1;
}

int engine_dragon_origins(struct engine *e, struct board *b, int with_owl,
                          int *origins, int max)
{
  struct dragons *d = engine_dragons(e, b, with_owl);
  int n = 0, id;
  if (d == NULL)
    return 0;
  for (id = 0; id < dragon_count(d) && n < max; id++)
    origins[n++] = dragon_by_id(d, id)->origin;
  return n;
}

int engine_dragon_stones(struct engine *e, struct board *b, int pos,
                         int *stones, int max)
{
  struct dragons *d;
  if (!is_stone_at(b, pos) || (d = engine_dragons(e, b, 0)) == NULL)
    return 0;
  return dragon_stones(d, pos, stones, max);
}

int engine_same_dragon(struct engine *e, struct board *b, int pos1, int pos2)
{
  struct dragons *d;
  if (!is_stone_at(b, pos1) || !is_stone_at(b, pos2)
      || (d = engine_dragons(e, b, 0)) == NULL)
    return 0;
  return same_dragon(d, pos1, pos2);
}

const char *engine_dragon_status_name(int status)
{
  return dragon_status_name(status);
}

const char *engine_dragon_safety_name(int safety)
{
  return dragon_safety_name(safety);
}

/* ---- Eyes ------------------------------------------------------------- */

int engine_eval_eye(struct engine *e, struct board *b, int pos, int *min,
                    int *max, int *attack_point, int *defense_point)
{
  struct dragons *d;
  const struct eye_map *m = NULL;
  struct eyevalue v;

  *min = *max = 0;
  *attack_point = *defense_point = NO_MOVE;
  if (!ON_BOARD1(b, pos) || (d = engine_dragons(e, b, 0)) == NULL)
    return 0;
  if (dragons_eye_map(d, BLACK)->p[pos].origin != NO_MOVE)
    m = dragons_eye_map(d, BLACK);
  else if (dragons_eye_map(d, WHITE)->p[pos].origin != NO_MOVE)
    m = dragons_eye_map(d, WHITE);
  if (m == NULL)
    return 0;
  optics_eye_value(dragons_optics(d), dragons_optics_input(d), m, pos, &v,
                   attack_point, defense_point);
  *min = eyevalue_min(&v);
  *max = eyevalue_max(&v);
  if (eyevalue_urgency(&v) == 0) {
    *attack_point = NO_MOVE;
    *defense_point = NO_MOVE;
    return 1;
  }
  return 2;
}

/* ---- Owl -------------------------------------------------------------- */

static struct owl *owl_for(struct engine *e, struct board *b, int str)
{
  struct dragons *d;
  if (!is_stone_at(b, str) || (d = engine_dragons(e, b, 0)) == NULL)
    return NULL;
  return dragons_owl(d);
}

int engine_owl_attack(struct engine *e, struct board *b, int str, int *move,
                      int *certain)
{
  struct owl *o = owl_for(e, b, str);
  *move = NO_MOVE;
  *certain = 1;
  if (o == NULL)
    return 0;
  return reading_result_gtp_code(owl_attack(o, str, move, certain, NULL));
}

int engine_owl_defend(struct engine *e, struct board *b, int str, int *move,
                      int *certain)
{
  struct owl *o = owl_for(e, b, str);
  *move = NO_MOVE;
  *certain = 1;
  if (o == NULL)
    return 0;
  return reading_result_gtp_code(owl_defend(o, str, move, certain, NULL));
}

int engine_owl_does_attack(struct engine *e, struct board *b, int move,
                           int str)
{
  struct owl *o = owl_for(e, b, str);
  if (o == NULL || !ON_BOARD1(b, move) || b->board[move] != EMPTY)
    return 0;
  return reading_result_gtp_code(owl_does_attack(o, move, str, NULL));
}

int engine_owl_does_defend(struct engine *e, struct board *b, int move,
                           int str)
{
  struct owl *o = owl_for(e, b, str);
  if (o == NULL || !ON_BOARD1(b, move) || b->board[move] != EMPTY)
    return 0;
  return reading_result_gtp_code(owl_does_defend(o, move, str, NULL));
}

int engine_owl_moves(struct engine *e, struct board *b, int str,
                     int attacker, int *moves, int *values, int max)
{
  struct owl *o = owl_for(e, b, str);
  if (o == NULL)
    return 0;
  return owl_root_moves(o, str, attacker, moves, values, max);
}

int engine_owl_threaten_attack(struct engine *e, struct board *b, int str,
                               int *move1, int *move2)
{
  struct owl *o = owl_for(e, b, str);
  *move1 = *move2 = NO_MOVE;
  if (o == NULL)
    return 0;
  return owl_threaten_attack(o, str, move1, move2);
}

int engine_owl_threaten_defense(struct engine *e, struct board *b, int str,
                                int *move1, int *move2)
{
  struct owl *o = owl_for(e, b, str);
  *move1 = *move2 = NO_MOVE;
  if (o == NULL)
    return 0;
  return owl_threaten_defense(o, str, move1, move2);
}

long engine_life_reading_nodes(const struct engine_life *l)
{
  return l && l->reading ? reading_node_counter(l->reading) : 0;
}

void engine_life_reset_reading_nodes(struct engine_life *l)
{
  if (l && l->reading)
    reading_reset_node_counter(l->reading);
}

long engine_owl_nodes(struct engine *e)
{
  struct engine_life *l = e->life;
  return l && l->dragons ? owl_node_counter(dragons_owl(l->dragons)) : 0;
}

void engine_reset_owl_nodes(struct engine *e)
{
  struct engine_life *l = e->life;
  if (l && l->dragons)
    owl_reset_node_counter(dragons_owl(l->dragons));
}

/* ---- Semeai ----------------------------------------------------------- */

int engine_analyze_semeai(struct engine *e, struct board *b, int apos,
                          int bpos, int *result_a, int *result_b, int *move,
                          int *certain)
{
  struct dragons *d;
  int ra, rb;
  *result_a = *result_b = 0;
  *move = NO_MOVE;
  *certain = 1;
  if (!is_stone_at(b, apos) || !is_stone_at(b, bpos)
      || b->board[apos] == b->board[bpos]
      || (d = engine_dragons(e, b, 0)) == NULL)
    return 0;
  if (!analyze_semeai(d, apos, bpos, &ra, &rb, move, certain))
    return 0;
  *result_a = reading_result_gtp_code(ra);
  *result_b = reading_result_gtp_code(rb);
  return 1;
}

/* ---- Final status and score ------------------------------------------- */

/* Owl nodes per board point that one final status may spend on all
 * dragons together (972 on 9x9, 4,332 on 19x19).  Read weakest first,
 * that is enough for the finished games we compare with GNU Go (the same
 * agreement as unlimited reading); unlimited, an open position where
 * every dragon could still run took seconds. */
#define FINAL_STATUS_OWL_NODES 12

/* The analysis for final status and score estimates, within that
 * budget; NULL if it cannot run. */
static struct dragons *budgeted_dragons(struct engine *e, struct board *b)
{
  struct engine_life *l;
  if (b->stackp != 0 || (l = life(e, b)) == NULL)
    return NULL;
  dragons_set_owl_budget(l->dragons,
                         FINAL_STATUS_OWL_NODES * b->board_size * b->board_size);
  dragons_compute(l->dragons, 1);
  dragons_set_owl_budget(l->dragons, 0);
  return l->dragons;
}

int engine_dragon_final_status(struct engine *e, struct board *b,
                               int status[BOARD_ARRAY_SIZE])
{
  struct dragons *d = budgeted_dragons(e, b);
  if (d == NULL)
    return 0;
  final_status_compute(d, status);
  return 1;
}

double engine_estimate_score(struct engine *e, struct board *b,
                             double *upper, double *lower)
{
  struct dragons *d = budgeted_dragons(e, b);
  double score = 0.0;
  *upper = *lower = 0.0;
  if (d == NULL)
    return 0.0;
  score = final_status_estimate(d, upper, lower);
  return score;
}
