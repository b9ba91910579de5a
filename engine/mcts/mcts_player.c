#include <config.h>
#include <stdlib.h>
#include "knowledge_priors.h"
#include "mcts_player.h"

struct mcts_player {
  struct mcts_player_settings settings;
  struct mcts *search;
  struct knowledge_priors *knowledge;
  struct board *ponder_board;   /* the position after our move */
  mcts_pass_check_fn pass_check;
  void *pass_check_data;
};

void mcts_player_set_pass_check(struct mcts_player *p, mcts_pass_check_fn fn,
                                void *data)
{
  p->pass_check = fn;
  p->pass_check_data = data;
}

/* A pass the search's ownership counts as winning stands only if the
 * pass check agrees; otherwise the best other move is played, whatever
 * the search thinks it costs, so the game does not end on a count the
 * judge sees as lost.  (The search's win rates come from the playouts
 * that misjudged the count: a 9x9 game was lost B+10 when a pass the
 * search rated 20% above every other move stood against the check.)
 * With no other move, a pass. */
static int checked_pass(struct mcts_player *p, struct board *b, int color)
{
  double score = mcts_final_score(p->search);
  int winning = color == BLACK ? score > 0 : score < 0;
  if (!winning || p->pass_check == NULL
      || p->pass_check(p->pass_check_data, b, color))
    return PASS_MOVE;
  return mcts_best_nonpass(p->search, b, 1.0);
}

static void apply(struct mcts_player *p)
{
  mcts_set_resign_threshold(p->search, p->settings.resign_threshold);
  mcts_set_playout_cap(p->search, p->settings.playout_cap);
  mcts_set_learned_model(p->search, p->settings.learned_model);
  mcts_reset_params(p->search);
  for (int k = 0; k < p->settings.params.count; k++) {
    const struct mcts_setting *s = &p->settings.params.item[k];
    mcts_set_param(p->search, mcts_param_name(s->id), s->value);
  }
  knowledge_priors_set_budget(p->knowledge, p->settings.budget);
}

struct mcts_player *mcts_player_new(const struct mcts_player_settings *s)
{
  struct mcts_player *p = calloc(1, sizeof *p);
  if (!p)
    return NULL;
  p->settings = *s;
  struct mcts_params params;
  mcts_params_default(&params);
  params.threads = s->threads > 0 ? s->threads : 1;
  if (s->max_nodes > 0)
    params.max_nodes = s->max_nodes;
  p->search = mcts_new(&params, s->seed);
  p->knowledge = knowledge_priors_new();
  if (!p->search || !p->knowledge) {
    mcts_player_free(p);
    return NULL;
  }
  mcts_set_prior_hook(p->search, mcts_knowledge_priors, p->knowledge);
  apply(p);
  return p;
}

void mcts_player_free(struct mcts_player *p)
{
  if (!p)
    return;
  mcts_free(p->search);
  knowledge_priors_free(p->knowledge);
  board_free(p->ponder_board);
  free(p);
}

int mcts_player_configure(struct mcts_player *p,
                          const struct mcts_player_settings *s)
{
  mcts_stop(p->search);
  int ok = 1;
  if (s->threads != p->settings.threads)
    ok = mcts_set_threads(p->search, s->threads > 0 ? s->threads : 1);
  if (s->seed != p->settings.seed)
    mcts_set_seed(p->search, s->seed);
  p->settings = *s;
  apply(p);
  return ok;
}

void mcts_player_forget(struct mcts_player *p)
{
  mcts_forget(p->search);
}

static void ponder(struct mcts_player *p, struct board *b, int move,
                   int color)
{
  if (!p->ponder_board)
    p->ponder_board = board_new(b->board_size);
  if (!p->ponder_board)
    return;
  board_copy(p->ponder_board, b);
  if (play_move(p->ponder_board, move, color))
    mcts_start(p->search, p->ponder_board, OTHER_COLOR(color));
}

/* Playouts one thread runs in `seconds` from an empty board of this
 * size, on the slow side of what this machine measures (about 7,400 a
 * second on 9x9, 1,700 on 19x19), so a counted search fits its time. */
static long nominal_playouts(double seconds, int board_size)
{
  double per_second = 600000.0 / (board_size * board_size);
  double n = seconds * per_second;
  return n < 100.0 ? 100 : n > 1e8 ? 100000000L : (long) n;
}

int mcts_player_genmove(struct mcts_player *p, struct board *b, int color,
                        double seconds, int clock_running)
{
  return mcts_player_genmove_within(p, b, color, seconds, clock_running, 0.0, 1);
}

int mcts_player_genmove_within(struct mcts_player *p, struct board *b, int color,
                               double seconds, int clock_running,
                               double limit_seconds, int may_resign)
{
  struct mcts_limits lim = { p->settings.playouts, seconds, 1, 0 };
  if (p->settings.reproducible) {
    if (lim.playouts == 0)
      lim.playouts = nominal_playouts(seconds, b->board_size);
    if (!clock_running) {
      lim.seconds = limit_seconds;   /* counted playouts come first */
      lim.count_decides = 1;
    }
  }
  if (limit_seconds > 0.0 && (lim.seconds <= 0.0 || lim.seconds > limit_seconds))
    lim.seconds = limit_seconds;
  int move = mcts_genmove(p->search, b, color, &lim,
                          p->settings.resign_allowed && may_resign);
  if (move == PASS_MOVE)
    move = checked_pass(p, b, color);
  if (p->settings.pondering && move >= 0)
    ponder(p, b, move, color);
  return move;
}

int mcts_player_analyze_start(struct mcts_player *p, struct board *b,
                              int color)
{
  return mcts_start(p->search, b, color);
}

void mcts_player_stop(struct mcts_player *p)
{
  mcts_stop(p->search);
}

struct mcts *mcts_player_search(struct mcts_player *p)
{
  return p->search;
}
