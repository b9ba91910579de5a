#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "semeai.h"
#include "owl_internal.h"
#include "dragon_internal.h"

#define SEMEAI_NODES 2500
#define SEMEAI_DEPTH 50
#define SEMEAI_WIDTH 6
#define SEMEAI_CACHE 4096

struct race_side {
  unsigned char goal[BOARD_ARRAY_SIZE];
  uint64_t goal_key;
  int color;
  int target;
};

struct semeai_cache_entry {
  uint64_t key;
  signed char value;
  int move;
};

struct semeai {
  struct owl *o;
  struct board *b;
  struct race_side side[2];     /* 0: dragon a, 1: dragon b */
  long nodes;
  int limit_hit;
  struct semeai_cache_entry cache[SEMEAI_CACHE];
};

/* Put side k's goal into the owl scratch and evaluate it. */
static void
evaluate_side(struct semeai *s, int k, int mover, struct owl_eval *ev)
{
  struct owl *o = s->o;
  memcpy(o->goal, s->side[k].goal, sizeof(o->goal));
  o->goal_key = s->side[k].goal_key;
  o->color = s->side[k].color;
  o->target = s->side[k].target;
  owl_evaluate(o, mover, ev);
}

/* Does the string at str hold a goal-marked stone? */
static int
string_in_goal(const struct board *b, const unsigned char *goal, int str)
{
  int stones[MAX_BOARD * MAX_BOARD];
  int n = findstones(b, str, MAX_BOARD * MAX_BOARD, stones), k;
  for (k = 0; k < n; k++)
    if (stones[k] != str && goal[stones[k]])
      return 1;
  return 0;
}

static int
captured(const struct semeai *s, int k)
{
  return s->b->board[s->side[k].target] != s->side[k].color;
}

/* Liberties of the goal marked in o->in_goal. */
static int
goal_liberties(const struct owl *o, unsigned char *libs)
{
  const struct board *b = o->board;
  int pos, k, n = 0;
  memset(libs, 0, BOARD_ARRAY_SIZE);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] != EMPTY)
      continue;
    for (k = 0; k < 4; k++)
      if (o->in_goal[pos + delta[k]]) {
        libs[pos] = 1;
        n++;
        break;
      }
  }
  return n;
}

static void
add_candidate(struct owl_move *moves, int *n, int pos, int value)
{
  int k;
  if (pos == NO_MOVE)
    return;
  for (k = 0; k < *n; k++)
    if (moves[k].pos == pos) {
      if (value > moves[k].value)
        moves[k].value = value;
      moves[k].value += 3;
      return;
    }
  if (*n < OWL_MAX_MOVES * 2) {
    moves[*n].pos = pos;
    moves[*n].value = value;
    (*n)++;
  }
}

static void
sort_candidates(struct owl_move *moves, int n)
{
  int k;
  for (k = 1; k < n; k++) {
    struct owl_move m = moves[k];
    int j = k;
    while (j > 0 && (moves[j - 1].value < m.value
                     || (moves[j - 1].value == m.value
                         && moves[j - 1].pos > m.pos))) {
      moves[j] = moves[j - 1];
      j--;
    }
    moves[j] = m;
  }
}

/* Outcome when reading stops: liberties, with an eye worth a lot. */
static int
static_outcome(int libs_a, int libs_b, const struct owl_eval *ea,
               const struct owl_eval *eb, int a_to_move)
{
  int va = libs_a + (ea->eyes.b >= 1 ? 4 : 0) + (a_to_move ? 1 : 0);
  int vb = libs_b + (eb->eyes.b >= 1 ? 4 : 0) + (a_to_move ? 0 : 1);
  if (ea->alive && eb->alive)
    return 1;
  if (va > vb)
    return 2;
  if (va < vb)
    return 0;
  return 1;
}

static uint64_t
race_key(const struct semeai *s, int mover_is_a, int passes)
{
  return (s->b->hash ^ s->side[0].goal_key
          ^ (s->side[1].goal_key * 0x9e3779b97f4a7c15ull)
          ^ ((uint64_t) mover_is_a * 0x5851f42d4c957f2dull)
          ^ ((uint64_t) passes * 0x14057b7ef767814full)) | 1;
}

static int
race(struct semeai *s, int mover_is_a, int passes, int depth, int *best_move)
{
  struct board *b = s->b;
  struct owl *o = s->o;
  struct owl_eval ea, eb;
  unsigned char libs_a[BOARD_ARRAY_SIZE], libs_b[BOARD_ARRAY_SIZE];
  struct owl_move moves[OWL_MAX_MOVES * 2];
  int nmoves = 0;
  int me = mover_is_a ? 0 : 1;
  int color = s->side[me].color;
  int na, nb, k, tried = 0;
  int best, best_pos = NO_MOVE;
  uint64_t key;
  struct semeai_cache_entry *ce;

  *best_move = NO_MOVE;
  if (captured(s, 0))
    return 0;
  if (captured(s, 1))
    return 2;

  key = race_key(s, mover_is_a, passes);
  ce = &s->cache[key & (SEMEAI_CACHE - 1)];
  if (ce->key == key) {
    *best_move = ce->move;
    return ce->value;
  }
  s->nodes++;

  evaluate_side(s, 0, color, &ea);
  na = goal_liberties(o, libs_a);
  evaluate_side(s, 1, color, &eb);
  nb = goal_liberties(o, libs_b);
  if (ea.target_captured)
    return 0;
  if (eb.target_captured)
    return 2;

  if (passes >= 2 || (ea.alive && eb.alive))
    return 1;
  if (s->nodes > SEMEAI_NODES || depth > SEMEAI_DEPTH
      || b->stackp >= MAX_STACK - 10) {
    s->limit_hit = 1;
    return static_outcome(na, nb, &ea, &eb, mover_is_a);
  }

  /* Owl moves: defend my dragon, attack the other. */
  {
    const struct owl_eval *mine = mover_is_a ? &ea : &eb;
    const struct owl_eval *theirs = mover_is_a ? &eb : &ea;
    const unsigned char *their_libs = mover_is_a ? libs_b : libs_a;
    const unsigned char *my_libs = mover_is_a ? libs_a : libs_b;
    int pos;
    if (!mine->alive)
      for (k = 0; k < mine->num_moves; k++)
        add_candidate(moves, &nmoves, mine->moves[k].pos,
                      mine->moves[k].value);
    for (k = 0; k < theirs->num_moves; k++)
      add_candidate(moves, &nmoves, theirs->moves[k].pos,
                    theirs->moves[k].value);
    /* Liberty filling: outside liberties before shared ones. */
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      if (!their_libs[pos] || !is_legal(b, pos, color))
        continue;
      if (is_self_atari(b, pos, color) && !does_capture_something(b, pos, color))
        continue;
      add_candidate(moves, &nmoves, pos, my_libs[pos] ? 40 : 70);
    }
  }
  sort_candidates(moves, nmoves);

  /* Passing is always possible; a pass after a pass ends the race. */
  {
    int dummy;
    best = race(s, !mover_is_a, passes + 1, depth + 1, &dummy);
  }
  for (k = 0; k < nmoves && tried < SEMEAI_WIDTH; k++) {
    int pos = moves[k].pos;
    int val, dummy;
    uint64_t saved_key = s->side[me].goal_key;
    int marked = 0;
    if ((mover_is_a && best == 2) || (!mover_is_a && best == 0))
      break;
    if (!trymove(b, pos, color, "semeai", s->side[me].target))
      continue;
    tried++;
    if (!s->side[me].goal[pos]) {
      marked = string_in_goal(b, s->side[me].goal, pos);
      if (marked) {
        s->side[me].goal[pos] = 1;
        s->side[me].goal_key ^= owl_point_key(pos);
      }
    }
    val = race(s, !mover_is_a, 0, depth + 1, &dummy);
    if (marked) {
      s->side[me].goal[pos] = 0;
      s->side[me].goal_key = saved_key;
    }
    popgo(b);
    if (mover_is_a ? val > best : val < best) {
      best = val;
      best_pos = pos;
    }
  }

  ce = &s->cache[key & (SEMEAI_CACHE - 1)];
  ce->key = key;
  ce->value = (signed char) best;
  ce->move = best_pos;
  *best_move = best_pos;
  return best;
}

static void
mark_side(struct semeai *s, int k, int str)
{
  struct dragons *d = s->o->dragons;
  struct board *b = s->b;
  struct race_side *rs = &s->side[k];
  int use_dragon = d->valid != ANALYSIS_NONE && d->hash == b->hash
    && d->history_length == b->move_history_length && b->stackp == 0;
  int pos;
  memset(rs->goal, 0, sizeof(rs->goal));
  rs->goal_key = 0;
  rs->color = b->board[str];
  rs->target = str;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int in = use_dragon ? d->id[pos] == d->id[str]
      : (b->board[pos] == rs->color && same_string(b, pos, str));
    if (in) {
      rs->goal[pos] = 1;
      rs->goal_key ^= owl_point_key(pos);
    }
  }
}

int
analyze_semeai(struct dragons *d, int apos, int bpos, int *resulta,
               int *resultb, int *move, int *certain)
{
  struct board *b = d->board;
  struct owl *o = d->owl;
  struct semeai *s;
  int outcome, m = NO_MOVE;

  *resulta = 0;
  *resultb = 0;
  *move = NO_MOVE;
  *certain = 1;
  if (apos <= 0 || bpos <= 0 || apos >= BOARD_ARRAY_SIZE
      || bpos >= BOARD_ARRAY_SIZE || !IS_STONE(b->board[apos])
      || b->board[bpos] != OTHER_COLOR(b->board[apos]))
    return 0;
  s = calloc(1, sizeof(*s));
  if (!s)
    return 0;
  s->o = o;
  s->b = b;
  mark_side(s, 0, apos);
  mark_side(s, 1, bpos);
  o->komaster = EMPTY;
  o->nodes = 0;
  o->limit_hit = 0;
  outcome = race(s, 1, 0, 0, &m);
  *resulta = outcome >= 1 ? WIN : 0;
  *resultb = outcome == 2 ? WIN : 0;
  *move = m;
  *certain = !s->limit_hit;
  free(s);
  return 1;
}
