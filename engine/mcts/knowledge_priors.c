#include <config.h>
#include "knowledge_priors.h"
#include <stdlib.h>
#include "engine/pattern/pattern_match.h"
#include "engine/reading/reading.h"

/* A pattern value is points of move value: each point is worth this many
 * visits of prior experience, up to a cap. */
#define VISITS_PER_POINT 2
#define BAD_VISITS_PER_POINT 4
#define MAX_PATTERN_VISITS 24

static void add(struct mcts_prior *p, int visits, double value)
{
  double total = p->visits * p->value + visits * value;
  p->visits += visits;
  p->value = total / p->visits;
}

void mcts_pattern_priors(void *data, struct board *b, int color,
                         struct mcts_prior *priors)
{
  float best[BOARD_ARRAY_SIZE];
  (void) data;
  if (pattern_best_values(b, color, PATTERN_ALL, best, NULL) == 0)
    return;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(b, pos) || best[pos] == 0.0f)
      continue;
    float v = best[pos];
    int visits = (int) (v > 0 ? v * VISITS_PER_POINT : -v * BAD_VISITS_PER_POINT);
    if (visits > MAX_PATTERN_VISITS)
      visits = MAX_PATTERN_VISITS;
    if (visits <= 0)
      continue;
    add(&priors[pos], visits, v > 0 ? 1.0 : 0.0);
  }
}

/* Strings with this many liberties or fewer are read. */
#define READ_LIBERTIES 3

/* Weight of a string: big strings matter more, lone stones little. */
static int weight(const struct board *b, int str)
{
  int size = countstones(b, str);
  return 5 * (size < 8 ? size : 8);
}

/* A ko result is only half a result. */
static int ko_weight(int code, int w)
{
  return code == WIN ? w : w / 2;
}

static void read_string(struct reading *r, struct board *b, int str,
                        int color, struct mcts_prior *priors)
{
  int attack_point = NO_MOVE, defense_point = NO_MOVE;
  int attacked = attack(r, str, &attack_point);
  if (attacked == 0)
    return;
  int defended = find_defense(r, str, &defense_point);
  int w = weight(b, str);
  if (b->board[str] == color) {
    /* Ours and in danger: saving it is urgent when it can be saved. */
    if (defended && defense_point != NO_MOVE)
      add(&priors[defense_point], ko_weight(defended, w), 0.9);
  } else if (attack_point != NO_MOVE) {
    /* Theirs: capture it while it could still be saved; a string that
     * is already lost needs no move. */
    if (defended)
      add(&priors[attack_point], ko_weight(attacked, w), 0.9);
  }
}

/* A self-atari of two or more stones that reading says is captured. */
static int losing_self_atari(struct reading *r, struct board *b, int pos,
                             int color)
{
  if (!is_self_atari(b, pos, color) || does_capture_something(b, pos, color)
      || !trymove(b, pos, color, "mcts prior", NO_MOVE))
    return 0;
  int lost = countstones(b, pos) >= 2 && attack(r, pos, NULL) == WIN
             && find_defense(r, pos, NULL) == 0;
  popgo(b);
  return lost;
}

void mcts_reading_priors(void *data, struct board *b, int color,
                         struct mcts_prior *priors)
{
  struct reading *r = data;
  if (!r || reading_board(r) != b)
    return;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (IS_STONE(b->board[pos]) && find_origin(b, pos) == pos
        && countlib(b, pos) <= READ_LIBERTIES)
      read_string(r, b, pos, color, priors);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (b->board[pos] == EMPTY && is_legal(b, pos, color)
        && losing_self_atari(r, b, pos, color))
      add(&priors[pos], 40, 0.0);
}

/* Readings for the boards seen last (the game's and the pondering one). */
#define READING_SLOTS 2

struct knowledge_priors {
  struct reading *reading[READING_SLOTS];
  int next;
  struct budget *budget;
};

struct knowledge_priors *knowledge_priors_new(void)
{
  return calloc(1, sizeof(struct knowledge_priors));
}

void knowledge_priors_set_budget(struct knowledge_priors *k, struct budget *budget)
{
  k->budget = budget;
  for (int s = 0; s < READING_SLOTS; s++)
    if (k->reading[s])
      reading_set_budget(k->reading[s], budget);
}

void knowledge_priors_free(struct knowledge_priors *k)
{
  if (!k)
    return;
  for (int s = 0; s < READING_SLOTS; s++)
    reading_free(k->reading[s]);
  free(k);
}

static struct reading *reading_for(struct knowledge_priors *k, struct board *b)
{
  for (int s = 0; s < READING_SLOTS; s++)
    if (k->reading[s] && reading_board(k->reading[s]) == b)
      return k->reading[s];
  struct reading *r = reading_new(b);
  if (!r)
    return NULL;
  reading_set_budget(r, k->budget);
  reading_free(k->reading[k->next]);
  k->reading[k->next] = r;
  k->next = (k->next + 1) % READING_SLOTS;
  return r;
}

void mcts_knowledge_priors(void *data, struct board *b, int color,
                           struct mcts_prior *priors)
{
  struct knowledge_priors *k = data;
  mcts_pattern_priors(NULL, b, color, priors);
  struct reading *r = k ? reading_for(k, b) : NULL;
  if (r) {
    reading_clear_cache(r);
    mcts_reading_priors(r, b, color, priors);
  }
}
