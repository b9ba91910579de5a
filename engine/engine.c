#include <config.h>

#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "engine_impl.h"
#include "engine/movegen/cleanup.h"
#include "engine/movegen/genmove.h"
#include "engine_tactics.h"
#include "engine_life.h"
#include "engine_policy.h"
#include "engine/mcts/mcts.h"
#include "engine/mcts/mcts_player.h"
#include "utils/budget.h"
#include "utils/rng.h"
#include "engine/board/score.h"
#include "engine/movegen/simple_player.h"

static int clamp(int value, int low, int high)
{
  return value < low ? low : value > high ? high : value;
}

static struct mcts_player *mcts_player(struct engine *e);

/* The settings engine_new keeps: level 0..10, at least one thread. */
static void normalize_config(struct engine_config *c)
{
  c->level = clamp(c->level, 0, 10);
  if (c->threads < 1)
    c->threads = 1;
  if (c->playouts < 0)
    c->playouts = 0;
  if (c->node_cap < 0)
    c->node_cap = 0;
}

struct engine *engine_new(const struct engine_config *config)
{
  struct engine *e = malloc(sizeof *e);
  if (e == NULL)
    return NULL;
  e->config = *config;
  normalize_config(&e->config);
  e->tactics = NULL;
  e->life = NULL;
  e->mcts = NULL;
  e->policy = NULL;
  e->analysis_prior_valid = 0;
  atomic_init(&e->interrupt, 0);
  engine_end_budget(e);
  e->classic = classic_new(e->config.level, e->config.seed, e->config.resign_allowed,
                           e->config.chinese_rules);
  e->tactics = engine_tactics_new(e->config.level);
  e->life = engine_life_new(e->config.level);
  e->policy = engine_policy_new();
  if (e->classic == NULL || e->tactics == NULL || e->life == NULL || e->policy == NULL) {
    engine_free(e);
    return NULL;
  }
  classic_set_budget(e->classic, &e->budget);
  char err[200];
  if (config->policy_text != NULL
      && !engine_use_policy_text(e, config->policy_text, config->policy_text_length, err,
                                 sizeof err)) {
    engine_free(e);
    return NULL;
  }
  e->config.policy_text = NULL;      /* read here only */
  e->config.policy_text_length = 0;
  /* The search and the learned model it asks (parsed in about 0.07 CPU s)
   * are made now, so that the first genmove's clock does not pay for
   * them; if that fails, genmove tries again. */
  if (e->config.kind == ENGINE_MCTS)
    mcts_player(e);
  return e;
}

void engine_reset(struct engine *e, const struct engine_config *config)
{
  engine_analyze_stop(e);
  struct engine_config c = *config;
  normalize_config(&c);
  c.policy_text = NULL;
  c.policy_text_length = 0;
  e->config = c;
  engine_set_seed(e, c.seed);
  engine_set_level(e, c.level);
  engine_set_rules(e, c.chinese_rules);
  engine_tactics_reset(e->tactics, c.level);
  engine_reset_owl_nodes(e);
  engine_life_reset_reading_nodes(e->life);
  engine_position_changed(e, NULL);
  if (e->mcts != NULL) {
    mcts_player(e);                  /* the parameters back to config's */
    mcts_set_root_avoid(mcts_player_search(e->mcts), NULL);
    mcts_set_moves_ownership(mcts_player_search(e->mcts), 0);
  }
  atomic_store(&e->interrupt, 0);
  engine_end_budget(e);
}

void engine_free(struct engine *e)
{
  if (e == NULL)
    return;
  classic_free(e->classic);
  engine_tactics_free(e->tactics);
  engine_life_free(e->life);
  mcts_player_free(e->mcts);
  engine_policy_free(e->policy);
  free(e);
}

static void mcts_settings(struct engine *e, struct mcts_player_settings *s)
{
  s->threads = e->config.threads;
  s->seed = e->config.seed;
  s->playouts = e->config.playouts;
  s->resign_allowed = e->config.resign_allowed;
  s->resign_threshold = e->config.resign_threshold;
  s->pondering = e->config.pondering;
  s->max_nodes = e->config.tree_nodes > 0 ? (size_t) e->config.tree_nodes : 0;
  s->playout_cap = e->config.playout_cap;
  s->reproducible = e->config.reproducible;
  s->params.count = 0;
  for (int k = 0; k < e->config.mcts_param_count; k++)
    mcts_settings_set(&s->params, e->config.mcts_params[k].name,
                      e->config.mcts_params[k].value);
  s->budget = &e->budget;
  /* The built-in model is parsed at its first use (a sizeable part of a
   * second): only when the search is set to ask it. */
  s->learned_model = e->policy != NULL && mcts_asks_learned_model(&s->params)
                     ? engine_policy_model(e->policy) : NULL;
}

/* The judge of a game counts dead stones by its own reading, not by our
 * playouts: a pass the search's ownership counts as winning must also win
 * by the dragon analysis (which agrees with GNU Go's final status more
 * often), or the search plays on. */
static int dragon_status_with_seki(struct engine *e, struct board *b,
                                   int status[BOARD_ARRAY_SIZE])
{
  if (!engine_dragon_final_status(e, b, status))
    return 0;
  if (score_mark_seki(b, status) > 0)
    score_region_status(b, status);
  return 1;
}

static int pass_is_safe(void *data, struct board *b, int color)
{
  struct engine *e = data;
  int status[BOARD_ARRAY_SIZE];
  if (!dragon_status_with_seki(e, b, status))
    return 1;
  double white_lead = e->config.chinese_rules ? score_area(b, status)
                                              : score_territory(b, status);
  return color == WHITE ? white_lead > 0 : white_lead < 0;
}

/* The MCTS player, made or brought up to date with the config; also stops
 * whatever it runs in the background.  NULL if out of memory. */
static struct mcts_player *mcts_player(struct engine *e)
{
  struct mcts_player_settings s;
  mcts_settings(e, &s);
  if (e->mcts == NULL) {
    e->mcts = mcts_player_new(&s);
    if (e->mcts != NULL) {
      mcts_set_interrupt(mcts_player_search(e->mcts), &e->interrupt);
      mcts_player_set_pass_check(e->mcts, pass_is_safe, e);
    }
  } else
    mcts_player_configure(e->mcts, &s);
  return e->mcts;
}

int engine_check_mcts_param(const char *name, double value)
{
  return mcts_param_check(name, value);
}

int engine_config_add_mcts_param(struct engine_config *config, const char *name,
                                 double value)
{
  int status = mcts_param_check(name, value);
  if (status != MCTS_PARAM_OK)
    return status;
  int k = 0;
  while (k < config->mcts_param_count
         && strcmp(config->mcts_params[k].name, name) != 0)
    k++;
  if (k == ENGINE_MAX_MCTS_PARAMS)
    return MCTS_PARAM_RANGE;
  /* Table names are short: they fit. */
  snprintf(config->mcts_params[k].name, sizeof config->mcts_params[k].name,
           "%s", name);
  config->mcts_params[k].value = value;
  if (k == config->mcts_param_count)
    config->mcts_param_count++;
  return MCTS_PARAM_OK;
}

int engine_set_mcts_param(struct engine *e, const char *name, double value)
{
  int status = engine_config_add_mcts_param(&e->config, name, value);
  if (status == MCTS_PARAM_OK && e->mcts != NULL)
    mcts_player(e);
  return status;
}

int engine_list_mcts_params(struct engine *e, int board_size, char *out,
                            size_t size)
{
  size_t length = 0;
  if (size > 0)
    out[0] = '\0';
  struct mcts_player *p = mcts_player(e);
  if (p == NULL)
    return 0;
  for (int id = 0; id < mcts_param_count(); id++) {
    double low, high;
    mcts_param_range(id, &low, &high);
    double v = mcts_get_param(mcts_player_search(p), id, board_size);
    int n = snprintf(out + length, size - length, "%s%s %g [%g, %g]",
                     id ? "\n" : "", mcts_param_name(id), v, low, high);
    if (n < 0 || (size_t) n >= size - length)
      return (int) strlen(out);
    length += (size_t) n;
  }
  return (int) length;
}

const struct engine_config *engine_get_config(const struct engine *e)
{
  return &e->config;
}

void engine_set_seed(struct engine *e, uint64_t seed)
{
  e->config.seed = seed;
  classic_set_seed(e->classic, seed);
  if (e->mcts != NULL)
    mcts_player(e);
}

void engine_set_level(struct engine *e, int level)
{
  e->config.level = clamp(level, 0, 10);
  classic_set_level(e->classic, e->config.level);
  engine_tactics_set_level(e->tactics, e->config.level);
  engine_life_set_level(e->life, e->config.level);
}

void engine_set_rules(struct engine *e, int chinese_rules)
{
  e->config.chinese_rules = chinese_rules != 0;
  classic_set_rules(e->classic, e->config.resign_allowed, e->config.chinese_rules);
}

void engine_position_changed(struct engine *e, const struct board *b)
{
  /* The simple player keeps nothing between moves; the search drops its
   * tree, reading its caches. */
  (void) b;
  classic_position_changed(e->classic);
  engine_tactics_position_changed(e->tactics);
  engine_life_position_changed(e->life);
  e->analysis_prior_valid = 0;
  if (e->mcts != NULL)
    mcts_player_forget(e->mcts);
}

/* Randomness depends on the seed and the position only, so one position
 * gets one answer whatever commands came before. */
/* The classic generator keeps no clock of its own, so a short budget buys
 * a lower level for this move (level 0 needs well under 0.1 s). */
static int level_for_budget(int level, double seconds)
{
  if (seconds <= 0.0)
    return level;
  if (seconds < 1.0)
    return 0;
  if (seconds < 2.0 && level > 5)
    return 5;
  return level;
}

static int classic_move(struct engine *e, struct board *b, int color,
                        const struct move_budget *budget, int cleanup)
{
  double seconds = budget ? budget->seconds : 0.0;
  struct classic_options opt = { NULL, cleanup, seconds };
  /* A question or a cleanup move answers a move, never a resignation. */
  int may_resign = !cleanup && !(budget != NULL && budget->question);
  classic_set_level(e->classic, level_for_budget(e->config.level, seconds));
  classic_set_rules(e->classic, e->config.resign_allowed && may_resign,
                    e->config.chinese_rules);
  int move = classic_genmove(e->classic, b, color, &opt);
  classic_set_level(e->classic, e->config.level);
  classic_set_rules(e->classic, e->config.resign_allowed, e->config.chinese_rules);
  return move;
}

/* ---- Budgets -------------------------------------------------------- */

/* An analysis command at level 10 may read this long; each level below
 * takes a tenth off (level 0: 0.1 s), each two levels above double it. */
#define ANALYSIS_SECONDS 1.0
/* Reading, owl and semeai nodes an analysis command may charge for each
 * second of its budget.  The dragon analysis of a 19x19 middle game
 * charges about 500,000 a CPU second here, so the node limit, which keeps
 * answers reproducible, comes first on a quiet machine; the clock stops
 * the command when the machine is busy. */
#define ANALYSIS_NODES_PER_SECOND 300000

struct engine_budget engine_analysis_budget(int level)
{
  struct engine_budget b;
  level = clamp(level, 0, ENGINE_MAX_LEVEL);
  if (level <= 10)
    b.seconds = ANALYSIS_SECONDS * (level + 1) / 11.0;
  else
    b.seconds = ANALYSIS_SECONDS * pow(2.0, (level - 10) / 2.0);
  b.nodes = (long) (b.seconds * ANALYSIS_NODES_PER_SECOND);
  return b;
}

/* A node limit (0: none) within the config's node_cap. */
static long capped_nodes(const struct engine *e, long nodes)
{
  long cap = e->config.node_cap;
  return cap > 0 && (nodes <= 0 || nodes > cap) ? cap : nodes;
}

void engine_begin_budget(struct engine *e, const struct engine_budget *b)
{
  if (b == NULL)
    engine_end_budget(e);
  else
    budget_open(&e->budget, b->seconds, capped_nodes(e, b->nodes));
}

void engine_end_budget(struct engine *e)
{
  if (e->config.node_cap > 0)
    budget_open(&e->budget, 0.0, e->config.node_cap);
  else
    budget_unlimited(&e->budget);
}

int engine_budget_ran_out(struct engine *e)
{
  return budget_check(&e->budget);
}

long engine_budget_nodes(const struct engine *e)
{
  return e->budget.nodes;
}

/* A move's budget replaces the command's until the move is made. */
struct budget engine_open_move_budget(struct engine *e, const struct move_budget *budget)
{
  struct budget saved = e->budget;
  budget_open(&e->budget, budget != NULL ? budget->limit_seconds : 0.0, capped_nodes(e, 0));
  return saved;
}

void engine_close_move_budget(struct engine *e, const struct budget *saved)
{
  e->budget = *saved;
}

/* engine_genmove within the budget already opened. */
static int genmove_in_budget(struct engine *e, struct board *b, int color,
                             const struct move_budget *budget)
{
  struct rng rng;
  if (e->config.kind == ENGINE_MCTS && mcts_player(e) != NULL) {
    int question = budget != NULL && budget->question;
    if (question)
      mcts_player_forget(e->mcts);
    int move = mcts_player_genmove_within(e->mcts, b, color,
                                          budget != NULL ? budget->seconds : 0.0,
                                          budget != NULL && budget->clock_running,
                                          budget != NULL ? budget->limit_seconds : 0.0,
                                          !question);
    if (question)
      mcts_player_stop(e->mcts);     /* no pondering after a question */
    return move;
  }
  if (e->mcts != NULL)
    mcts_player_stop(e->mcts);
  if (e->config.kind == ENGINE_CLASSIC)
    return classic_move(e, b, color, budget, 0);
  rng_seed(&rng, position_seed(b, color, e->config.seed));
  return simple_player_genmove(b, color, &rng);
}

int engine_genmove(struct engine *e, struct board *b, int color,
                   const struct move_budget *budget)
{
  struct budget saved = engine_open_move_budget(e, budget);
  /* Candidates read after a genmove are its search's: no prior known. */
  e->analysis_prior_valid = 0;
  int move = genmove_in_budget(e, b, color, budget);
  engine_close_move_budget(e, &saved);
  return move;
}

void engine_interrupt(struct engine *e)
{
  atomic_store(&e->interrupt, 1);
}

void engine_clear_interrupt(struct engine *e)
{
  atomic_store(&e->interrupt, 0);
}

int engine_genmove_cleanup(struct engine *e, struct board *b, int color,
                           const struct move_budget *budget)
{
  struct budget saved = engine_open_move_budget(e, budget);
  int move = e->config.kind == ENGINE_CLASSIC ? classic_move(e, b, color, budget, 1)
                                               : genmove_in_budget(e, b, color, budget);
  /* Cleaning up is not a move to resign on; the dead stones are read
   * within what is left of the move's time. */
  if (move == -1)
    move = PASS_MOVE;
  if (move == PASS_MOVE) {
    int status[BOARD_ARRAY_SIZE];
    engine_final_status(e, b, status);
    move = cleanup_dead_stones_move(b, status, color);
  }
  engine_close_move_budget(e, &saved);
  return move;
}

/* Playouts behind the ownership that decides dead stones for MCTS. */
#define STATUS_PLAYOUTS 3000

/* A search of this many playouts that also ends with the budget's time. */
static struct mcts_limits budgeted_limits(struct engine *e, long playouts)
{
  struct mcts_limits lim = { playouts, 0.0, 0, 0 };
  double left = budget_seconds_left(&e->budget);
  if (left < 1e6)
    lim.seconds = left > 0.001 ? left : 0.001;
  return lim;
}

/* Stones the playouts' ownership gives to the other side are dead. */
static int mcts_stone_status(struct engine *e, struct board *b,
                             int status[BOARD_ARRAY_SIZE])
{
  if (mcts_player(e) == NULL)
    return 0;
  /* A fresh tree: the answer depends on the position alone. */
  mcts_player_forget(e->mcts);
  struct mcts *m = mcts_player_search(e->mcts);
  int color = BLACK;
  board_last_move(b, &color);
  color = color == BLACK ? WHITE : BLACK;
  struct mcts_limits lim = budgeted_limits(e, STATUS_PLAYOUTS);
  mcts_search(m, b, color, &lim);
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    status[pos] = IS_STONE(b->board[pos]) && mcts_is_dead(m, pos)
                  ? FINAL_DEAD : FINAL_ALIVE;
  return 1;
}

void engine_final_status(struct engine *e, struct board *b, int status[BOARD_ARRAY_SIZE])
{
  /* Dead stones from the dragon analysis, for both engines: its answer
   * depends on the position alone, while playout ownership also depends
   * on the search tree kept from earlier calls (two final_score calls in
   * a row could differ), and it agrees with GNU Go on more finished
   * games (regression/score-agreement: 27 of 28 against 24).  Ownership
   * only when the analysis cannot run; all alive when neither can. */
  if (dragon_status_with_seki(e, b, status))
    return;
  if (e->config.kind == ENGINE_MCTS && mcts_stone_status(e, b, status)) {
    score_region_status(b, status);
    return;
  }
  score_final_status(b, status);
}

double engine_final_score(struct engine *e, struct board *b)
{
  int status[BOARD_ARRAY_SIZE];
  engine_final_status(e, b, status);
  if (e->config.chinese_rules)
    return score_area(b, status);
  return score_territory(b, status);
}

double engine_score_with_status(struct engine *e, const struct board *b,
                                int status[BOARD_ARRAY_SIZE])
{
  score_region_status(b, status);
  if (e->config.chinese_rules)
    return score_area(b, status);
  return score_territory(b, status);
}

/* ---- MCTS analysis --------------------------------------------------- */

/* Most candidates one call returns: every move of the largest board. */
#define ANALYSIS_MAX (MAX_BOARD * MAX_BOARD + 1)

/* The learned probabilities of b's moves for color, kept as the prior of
 * the analysis about to search b. */
static void remember_prior(struct engine *e, struct board *b, int color)
{
  e->analysis_prior_valid = engine_policy_board(e, b, color, e->analysis_prior) > 0;
}

int engine_analyze_start(struct engine *e, struct board *b, int color)
{
  if (mcts_player(e) == NULL)
    return 0;
  remember_prior(e, b, color);
  return mcts_player_analyze_start(e->mcts, b, color);
}

long engine_analyze_playouts(struct engine *e, struct board *b, int color,
                             long playouts)
{
  if (mcts_player(e) == NULL || playouts <= 0)
    return 0;
  remember_prior(e, b, color);
  mcts_player_forget(e->mcts);
  struct mcts_limits lim = budgeted_limits(e, playouts);
  return mcts_search(mcts_player_search(e->mcts), b, color, &lim);
}

void engine_analyze_stop(struct engine *e)
{
  if (e->mcts != NULL)
    mcts_player_stop(e->mcts);
}

int engine_analyze_candidates(struct engine *e, struct engine_candidate *out,
                              int max)
{
  if (e->mcts == NULL || max <= 0)
    return 0;
  if (max > ANALYSIS_MAX)
    max = ANALYSIS_MAX;
  struct mcts_candidate *c = malloc((size_t) max * sizeof c[0]);
  if (c == NULL)
    return 0;
  int n = mcts_analysis(mcts_player_search(e->mcts), c, max);
  for (int k = 0; k < n; k++) {
    out[k].move = c[k].move;
    out[k].visits = c[k].visits;
    out[k].winrate = c[k].winrate;
    out[k].prior = e->analysis_prior_valid ? e->analysis_prior[c[k].move] : c[k].policy;
    out[k].score_lead = c[k].score;
    out[k].score_stdev = c[k].score_stdev;
    out[k].pv_length = c[k].pv_length < ENGINE_PV_MAX ? c[k].pv_length : ENGINE_PV_MAX;
    for (int j = 0; j < out[k].pv_length; j++) {
      out[k].pv[j] = c[k].pv[j];
      out[k].pv_visits[j] = c[k].pv_visits[j];
    }
  }
  free(c);
  return n;
}

long engine_ownership(struct engine *e, float ownership[BOARD_ARRAY_SIZE])
{
  if (e->mcts == NULL) {
    for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      ownership[pos] = 0.0f;
    return 0;
  }
  return mcts_ownership(mcts_player_search(e->mcts), ownership);
}

void engine_search_stats(struct engine *e, struct engine_search_stats *s)
{
  struct mcts_stats st = { 0 };
  /* Made if it was not (a classic engine asked first), so that the
   * answer does not depend on whether an earlier command made it; a
   * search running in the background runs on. */
  if (e->mcts == NULL)
    mcts_player(e);
  if (e->mcts != NULL)
    mcts_get_stats(mcts_player_search(e->mcts), &st);
  s->playouts = st.playouts;
  s->seconds = st.seconds;
  s->nodes_used = st.nodes_used;
  s->node_limit = st.node_limit;
  s->root_visits = st.root_visits;
  s->reused_visits = st.reused_visits;
  s->winrate = e->mcts != NULL ? st.winrate : 0.0;
  s->extra_komi = st.extra_komi;
}

int engine_analyze_start_limited(struct engine *e, struct board *b, int color,
                                 long playouts, double seconds)
{
  if (mcts_player(e) == NULL)
    return 0;
  remember_prior(e, b, color);
  struct mcts_limits lim = { playouts > 0 ? playouts : 0,
                             seconds > 0.0 ? seconds : 0.0, 0, 0 };
  return mcts_start_limited(mcts_player_search(e->mcts), b, color, &lim);
}

int engine_analyze_done(struct engine *e)
{
  return e->mcts == NULL || mcts_search_done(mcts_player_search(e->mcts));
}

int engine_analyze_root(struct engine *e, struct engine_root_analysis *r)
{
  struct mcts_root_report report;
  int ok = e->mcts != NULL && mcts_root_report(mcts_player_search(e->mcts), &report);
  r->color = ok ? report.color : EMPTY;
  r->visits = ok ? report.visits : 0;
  r->winrate = ok ? report.winrate : 0.5;
  r->score_lead = ok ? report.score : 0.0;
  r->score_stdev = ok ? report.score_stdev : 0.0;
  return ok;
}

int engine_analyze_policy(struct engine *e, float policy[BOARD_ARRAY_SIZE])
{
  if (e->analysis_prior_valid) {
    int n = 0;
    for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
      policy[pos] = e->analysis_prior[pos] > 0.0f ? e->analysis_prior[pos] : -1.0f;
      n += policy[pos] >= 0.0f;
    }
    return n;
  }
  if (e->mcts == NULL) {
    for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      policy[pos] = -1.0f;
    return 0;
  }
  return mcts_root_policy(mcts_player_search(e->mcts), policy);
}

long engine_ownership_stdev(struct engine *e, float stdev[BOARD_ARRAY_SIZE])
{
  if (e->mcts == NULL) {
    for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      stdev[pos] = 0.0f;
    return 0;
  }
  return mcts_ownership_stdev(mcts_player_search(e->mcts), stdev);
}

void engine_analyze_moves_ownership(struct engine *e, int on)
{
  /* Made if need be, but not reconfigured: that would stop a search. */
  if (e->mcts == NULL)
    mcts_player(e);
  if (e->mcts != NULL)
    mcts_set_moves_ownership(mcts_player_search(e->mcts), on);
}

long engine_move_ownership(struct engine *e, int move,
                           float ownership[BOARD_ARRAY_SIZE],
                           float stdev[BOARD_ARRAY_SIZE])
{
  if (e->mcts == NULL) {
    for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
      ownership[pos] = 0.0f;
      if (stdev != NULL)
        stdev[pos] = 0.0f;
    }
    return 0;
  }
  return mcts_move_ownership(mcts_player_search(e->mcts), move, ownership, stdev);
}

void engine_analyze_avoid(struct engine *e, const unsigned char avoid[BOARD_ARRAY_SIZE])
{
  if (mcts_player(e) != NULL)
    mcts_set_root_avoid(mcts_player_search(e->mcts), avoid);
}
