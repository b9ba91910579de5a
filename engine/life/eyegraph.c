#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "eyegraph.h"
#include "eye_canon.h"
#include "utils/bits.h"

/* Transposition table: state key -> value, stamped with the solve number
 * so that a new solve needs no clearing. */
#define TT_BITS 16
#define TT_SIZE (1 << TT_BITS)
/* Nodes per solve.  Ten- and eleven-vertex corner spaces need a few
 * hundred thousand; a solve cut short scores the positions left unread by
 * their stones (attacker stones spoiling the eye), far from the truth:
 * owl.tst's 10-point corner of test 18 read 0 2 with 40,000 nodes, 1 2
 * with its vital point when read to the end. */
#define NODE_BUDGET 400000
#define IN_PROGRESS 7

struct tt_entry {
  uint32_t key;
  uint32_t stamp;
  unsigned char value;
  unsigned char bound;       /* BOUND_* or IN_PROGRESS */
};

struct eyegraph_solver {
  struct tt_entry tt[TT_SIZE];
  /* neighbours[m]: the vertices next to some vertex of the set m. */
  uint16_t neighbours[1 << EYEGRAPH_MAX];
  uint32_t stamp;
  const struct eye_graph *g;
  uint16_t all;
  uint16_t critical;
  uint16_t margins;
  uint16_t outlets;          /* g->outlet and g->anchor as bit masks */
  uint16_t anchors;
  int ko_winner;             /* 0: attacker, 1: defender */
  uint32_t ko_winner_key;    /* ko_winner's bit of state_key */
  int moves[EYEGRAPH_MAX];   /* vertices in move-ordering order */
  /* by_rank[m]: the ranks in moves[] of the vertices of the set m. */
  uint16_t by_rank[1 << EYEGRAPH_MAX];
  /* twins_before[v]: vertices tried before v with v's labels and v's
   * neighbours; while both are empty (and neither is the ko point) a
   * move at v is the move at the twin with the two swapped. */
  uint16_t twins_before[EYEGRAPH_MAX];
  long nodes;
  int out_of_budget;
  int depth_limit;
};

struct eg_state {
  uint16_t att;
  uint16_t def;
  int ko;        /* vertex the side to move may not play, -1 if none */
  int side;      /* 0: attacker to move, 1: defender to move */
  int passes;    /* consecutive passes before this position */
};

struct eyegraph_solver *
eyegraph_solver_new(void)
{
  return calloc(1, sizeof(struct eyegraph_solver));
}

void
eyegraph_solver_free(struct eyegraph_solver *s)
{
  free(s);
}

static int
lowest_bit(uint16_t x)
{
  return bits_lowest(x);
}

/* The string of stones in mask containing vertex v: grown a layer of
 * neighbours at a time. */
static uint16_t
string_mask(const struct eyegraph_solver *s, uint16_t mask, int v)
{
  uint16_t str = (uint16_t) (1u << v);
  for (;;) {
    uint16_t grown = str | (s->neighbours[str] & mask);
    if (grown == str)
      return str;
    str = grown;
  }
}

/* Does the string of stones in mask holding v touch a vertex of safe or
 * have a liberty among empty?  (string_mask's flood, stopped as soon as
 * the answer is yes.) */
static int
string_breathes(const struct eyegraph_solver *s, uint16_t mask, int v,
                uint16_t safe, uint16_t empty)
{
  uint16_t str = (uint16_t) (1u << v);
  for (;;) {
    uint16_t grown;
    if ((str & safe) || (s->neighbours[str] & empty))
      return 1;
    grown = str | (s->neighbours[str] & mask);
    if (grown == str)
      return 0;
    str = grown;
  }
}

/* string_breathes, leaving in *str the stones of the string it reached:
 * the whole string when it does not breathe. */
static int
string_breathes_from(const struct eyegraph_solver *s, uint16_t mask, int v,
                     uint16_t safe, uint16_t empty, uint16_t *str)
{
  uint16_t reached = (uint16_t) (1u << v);
  for (;;) {
    uint16_t grown;
    if ((reached & safe) || (s->neighbours[reached] & empty)) {
      *str = reached;
      return 1;
    }
    grown = reached | (s->neighbours[reached] & mask);
    if (grown == reached) {
      *str = reached;
      return 0;
    }
    reached = grown;
  }
}

static uint16_t
liberties(const struct eyegraph_solver *s, uint16_t str, uint16_t empty)
{
  return s->neighbours[str] & empty;
}

/* Fill s->neighbours for the graph's 2^n vertex sets. */
static void
set_neighbours(struct eyegraph_solver *s, const struct eye_graph *g)
{
  unsigned m, sets = 1u << g->n;
  s->neighbours[0] = 0;
  for (m = 1; m < sets; m++)
    s->neighbours[m] = (uint16_t) (s->neighbours[m & (m - 1)]
                                   | g->adj[bits_lowest(m)]);
}

/* Does the string hold a vertex of the given mask? */
static int
touches(uint16_t mask, uint16_t str)
{
  return (mask & str) != 0;
}

/* The solver's innermost steps, inlined into its search loop. */
#if defined(__GNUC__)
#define HOT_INLINE static inline __attribute__((always_inline))
#else
#define HOT_INLINE static inline
#endif

/* Play vertex v for side (st's side to move, passed apart so that a
 * caller knowing it at compile time gets a specialised copy); returns 0
 * if illegal.  known_empty: the caller knows v is empty (the search
 * loop, which walks the empty vertices only). */
HOT_INLINE int
play_side(const struct eyegraph_solver *s, const struct eg_state *restrict st,
          int v, struct eg_state *restrict out, const int side,
          const int known_empty)
{
  const struct eye_graph *g = s->g;
  uint16_t bit = (uint16_t) (1u << v);
  int attacker = (side == 0);
  uint16_t mine, theirs, empty, nb;
  uint16_t captured = 0;

  if (!known_empty && ((st->att | st->def) & bit))
    return 0;
  /* Only the side that does not win kos is bound by the ko rule. */
  if (v == st->ko && side != s->ko_winner)
    return 0;
  mine = (uint16_t) ((attacker ? st->att : st->def) | bit);
  theirs = attacker ? st->def : st->att;
  empty = s->all & (uint16_t) ~(mine | theirs);
  /* Enemy neighbours whose strings may have lost their last liberty: a
   * stone next to an empty vertex keeps its string alive. */
  nb = g->adj[v] & theirs & (uint16_t) ~s->neighbours[empty];
  if (nb == 0) {
    /* Nothing to capture, so no ko; an empty neighbour is a liberty. */
    if (!(g->adj[v] & empty)
        && !string_breathes(s, mine, v, attacker ? s->outlets : s->anchors,
                            empty))
      return 0;
    out->att = attacker ? mine : theirs;
    out->def = attacker ? theirs : mine;
    out->ko = -1;
    out->side = 1 - side;
    out->passes = 0;
    return 1;
  }
  {
    uint16_t my_safe = attacker ? s->outlets : s->anchors;
    uint16_t their_safe = attacker ? s->anchors : s->outlets;
    while (nb) {
      int u = lowest_bit(nb);
      uint16_t their_str;
      /* The flood stops at the string's first liberty or safe stone;
       * a stone of nb it left out meets the same string again. */
      if (!string_breathes_from(s, theirs, u, their_safe, empty, &their_str))
        captured |= their_str;
      nb &= (uint16_t) ~their_str;
    }
    theirs &= (uint16_t) ~captured;
    empty |= captured;
    /* A capture leaves v a liberty (the captured stone beside it). */
    if (!captured && !string_breathes(s, mine, v, my_safe, empty))
      return 0;

    out->att = attacker ? mine : theirs;
    out->def = attacker ? theirs : mine;
    out->ko = -1;
    /* A ko: a lone stone (no friendly neighbour) took one stone and has
     * that point as its only liberty. */
    if (bits_single(captured) && !(g->adj[v] & mine & (uint16_t) ~bit)
        && !(my_safe & bit) && (g->adj[v] & empty) == captured)
      out->ko = lowest_bit(captured);
  }
  out->side = 1 - side;
  out->passes = 0;
  return 1;
}

/* Play vertex v for the side to move; returns 0 if illegal. */
HOT_INLINE int
play(const struct eyegraph_solver *s, const struct eg_state *restrict st,
     int v, struct eg_state *restrict out)
{
  return play_side(s, st, v, out, st->side, 0);
}

/* Eyes at the end of the game (after two passes): connected parts of the
 * empty vertices that hold no attacker stone and at least one vertex
 * that is not marginal.  Attacker stones left inside spoil the part: the
 * defender had his chance to take them. */
static int
count_eyes(const struct eyegraph_solver *s, uint16_t att, uint16_t def)
{
  uint16_t rest = s->all & (uint16_t) ~def;
  int eyes = 0;

  while (rest) {
    int v = lowest_bit(rest);
    uint16_t comp = string_mask(s, rest, v);
    rest &= (uint16_t) ~comp;
    if (comp & att)
      continue;
    /* Two is the most that counts: the parts left cannot change it. */
    if ((comp & (uint16_t) ~s->margins) && ++eyes == 2)
      return 2;
  }
  return eyes;
}

/* Seki at the end of the game: an attacker string inside (touching no
 * outlet) shares a liberty with a critical wall string that still holds
 * an eye elsewhere.  Both passed, so neither can fill the shared
 * liberties: the group lives. */
static int
is_seki(const struct eyegraph_solver *s, uint16_t att, uint16_t def)
{
  uint16_t empty = s->all & (uint16_t) ~(att | def);
  uint16_t wall_libs = 0;
  uint16_t crit = s->critical;
  while (crit) {
    int v = lowest_bit(crit);
    uint16_t str = string_mask(s, def, v);
    crit &= (uint16_t) ~str;
    wall_libs |= liberties(s, str, empty);
  }
  while (att) {
    int v = lowest_bit(att);
    uint16_t str = string_mask(s, att, v);
    att &= (uint16_t) ~str;
    if (!touches(s->outlets, str)
        && (liberties(s, str, empty) & wall_libs) != 0)
      return 1;
  }
  return 0;
}

/* Attacker strings that stay dead where they stand when both have
 * passed: no outlet or marginal vertex in them or beside them, two
 * liberties or more, and every stone and liberty beside the defender's
 * safe wall (an anchor).  Filling one of them is self-atari for the
 * attacker, or his pass would not have ended the game; the defender need
 * not take them.  A stone with no safe wall beside it (the corner point
 * of a string in the corner, or a point beside a wall string short of
 * liberties only) leaves them to the plain count, where the defender
 * takes them first: after the attacker fills a liberty and the defender
 * takes the stones, a defender stone on the corner point can be taken
 * back by ko, the bent four in the corner, which the solver's kos give
 * the defender and which is dead (GNU Go 3.8: eval_eye 1 1 on a line of
 * five round the corner holding three attacker stones in its middle,
 * optics.tst 1704, semeai.tst 63 and 67, where the same line along the
 * edge is 2 2: ld_owl.tst 26). */
static uint16_t
dead_in_place(const struct eyegraph_solver *s, uint16_t att, uint16_t empty)
{
  uint16_t open = s->outlets | s->margins;
  uint16_t dead = 0;
  while (att) {
    uint16_t str = string_mask(s, att, lowest_bit(att));
    uint16_t libs = liberties(s, str, empty);
    att &= (uint16_t) ~str;
    if (!((str | s->neighbours[str]) & open)
        && (libs & (uint16_t) (libs - 1))
        && !((libs | str) & (uint16_t) ~s->anchors))
      dead |= str;
  }
  return dead;
}

/* count_eyes, but a single empty vertex beside attacker strings that
 * are all dead in place is an eye of its own: the stones keep it apart
 * from the rest (GNU Go 3.8: a line of five on the edge holding three
 * attacker stones in its middle is worth 2 2, where taking them would
 * leave a straight three).  Larger parts beside attacker stones are
 * spoiled, as in count_eyes. */
static int
count_eyes_settled(const struct eyegraph_solver *s, uint16_t att,
                   uint16_t def)
{
  uint16_t empty = s->all & (uint16_t) ~(att | def);
  uint16_t other_att = att & (uint16_t) ~dead_in_place(s, att, empty);
  uint16_t rest = empty;
  int eyes = 0;

  while (rest) {
    int v = lowest_bit(rest);
    uint16_t comp = string_mask(s, rest, v);
    rest &= (uint16_t) ~comp;
    if ((s->neighbours[comp] & att)
        && (!bits_single(comp) || (s->neighbours[comp] & other_att)))
      continue;
    if ((comp & (uint16_t) ~s->margins) && ++eyes == 2)
      return 2;
  }
  return eyes;
}

/* Value of a position after two passes: count_eyes (two with a seki),
 * or more when attacker stones dead in place keep eyes apart (unless
 * the graph's must_take is set). */
static int
final_value(const struct eyegraph_solver *s, uint16_t att, uint16_t def)
{
  int eyes = count_eyes(s, att, def);
  int settled;
  uint16_t empty, lone;
  if (eyes == 1 && s->critical && is_seki(s, att, def))
    return 2;
  if (s->g->must_take)
    return eyes;
  /* Only a lone empty vertex (no empty neighbour) that is not marginal,
   * beside attacker stones, can add an eye. */
  empty = s->all & (uint16_t) ~(att | def);
  lone = empty & (uint16_t) ~s->neighbours[empty] & s->neighbours[att]
    & (uint16_t) ~s->margins;
  if (eyes == 2 || !lone)
    return eyes;
  settled = count_eyes_settled(s, att, def);
  return settled > eyes ? settled : eyes;
}

static uint32_t
state_key(const struct eyegraph_solver *s, const struct eg_state *st)
{
  return (uint32_t) st->att
    | ((uint32_t) st->def << 12)
    | ((uint32_t) (st->ko + 1) << 24)
    | ((uint32_t) st->side << 28)
    | ((uint32_t) st->passes << 29)
    | s->ko_winner_key;
}

static void
set_ko_winner(struct eyegraph_solver *s, int winner)
{
  s->ko_winner = winner;
  s->ko_winner_key = (uint32_t) winner << 30;
}

static struct tt_entry *
tt_slot(struct eyegraph_solver *s, uint32_t key)
{
  uint32_t h = key * 2654435761u;
  uint32_t i = h >> (32 - TT_BITS);
  int probe;
  for (probe = 0; probe < 8; probe++) {
    struct tt_entry *e = &s->tt[(i + probe) & (TT_SIZE - 1)];
    if (e->stamp != s->stamp || e->key == key)
      return e;
  }
  return &s->tt[i];
}

#define BOUND_EXACT 0
#define BOUND_LOWER 1      /* the true value is at least the stored one */
#define BOUND_UPPER 2      /* the true value is at most the stored one */

/* Is a move at v the same as one at an empty twin tried before it?
 * (occupied: the stones of st) */
HOT_INLINE int
same_as_twin(const struct eyegraph_solver *s, const struct eg_state *st,
             uint16_t occupied, int v)
{
  uint16_t twins = s->twins_before[v] & (uint16_t) ~occupied;
  if (!twins || v == st->ko)
    return 0;
  if (st->ko >= 0)
    twins &= (uint16_t) ~(1u << st->ko);
  return twins != 0;
}

static int
same_label(const struct eye_graph *g, int u, int v)
{
  return g->outlet[u] == g->outlet[v] && g->anchor[u] == g->anchor[v]
    && g->margin[u] == g->margin[v] && g->start[u] == g->start[v]
    && g->critical[u] == g->critical[v] && g->order[u] == g->order[v];
}

/* Fill s->twins_before from the move order s->moves. */
static void
find_twins(struct eyegraph_solver *s, const struct eye_graph *g)
{
  int k, j;
  for (k = 0; k < g->n; k++) {
    int v = s->moves[k];
    s->twins_before[v] = 0;
    for (j = 0; j < k; j++) {
      int u = s->moves[j];
      uint16_t both = (uint16_t) ((1u << u) | (1u << v));
      if (same_label(g, u, v)
          && (g->adj[u] & (uint16_t) ~both) == (g->adj[v] & (uint16_t) ~both))
        s->twins_before[v] |= (uint16_t) (1u << u);
    }
  }
}

/* Record the value val of one successor (reached by move); returns 1 on a
 * cutoff. */
HOT_INLINE int
record(int val, int maximize, int move, int *alpha, int *beta, int *best,
       int *best_v)
{
  if (maximize ? val > *best : val < *best) {
    *best = val;
    *best_v = move;
  }
  if (maximize) {
    if (*best > *alpha)
      *alpha = *best;
  }
  else if (*best < *beta)
    *beta = *best;
  return *alpha >= *beta || *best == (maximize ? 2 : 0);
}

static int expand_max(struct eyegraph_solver *s, const struct eg_state *st,
                      int depth, int alpha, int beta, struct tt_entry *e);
static int expand_min(struct eyegraph_solver *s, const struct eg_state *st,
                      int depth, int alpha, int beta, struct tt_entry *e);
static int expand_root(struct eyegraph_solver *s, const struct eg_state *st,
                       int depth, int alpha, int beta, int *best_move,
                       uint32_t key);

/* Minimax with alpha-beta over eye counts 0..2: the defender maximises.
 * The leaves (stones lost, two passes, depth or node budget reached) and
 * the transposition table's answers are decided here, inlined into the
 * caller: they are over 40% of the positions reached, and a call costs
 * them more than their work.  Other positions are searched by expand()
 * (expand_max or expand_min for the side to move).
 * best_move (the root only) bypasses the table. */
HOT_INLINE int
value_of_known(struct eyegraph_solver *s, const struct eg_state *st,
               int depth, int alpha, int beta, int *best_move,
               const int may_lose_critical, const int may_end)
{
  struct tt_entry *e = NULL;
  uint32_t key;

  if (may_lose_critical && (s->critical & (uint16_t) ~st->def))
    return 0;
  if (may_end && st->passes >= 2)
    return final_value(s, st->att, st->def);
  if (depth >= s->depth_limit)
    return count_eyes(s, st->att, st->def);
  if (++s->nodes > NODE_BUDGET) {
    s->out_of_budget = 1;
    return count_eyes(s, st->att, st->def);
  }

  key = state_key(s, st);
  if (!best_move) {
    e = tt_slot(s, key);
    if (e->stamp == s->stamp && e->key == key) {
      if (e->bound == IN_PROGRESS)
        return count_eyes(s, st->att, st->def);
      if (e->bound == BOUND_EXACT
          || (e->bound == BOUND_LOWER && e->value >= beta)
          || (e->bound == BOUND_UPPER && e->value <= alpha))
        return e->value;
    }
    e->stamp = s->stamp;
    e->key = key;
    e->bound = IN_PROGRESS;
  }
  if (best_move)
    return expand_root(s, st, depth, alpha, beta, best_move, key);
  return st->side == 1 ? expand_max(s, st, depth, alpha, beta, e)
    : expand_min(s, st, depth, alpha, beta, e);
}

/* value_of_known for any position. */
HOT_INLINE int
value_of(struct eyegraph_solver *s, const struct eg_state *st, int depth,
         int alpha, int beta, int *best_move)
{
  return value_of_known(s, st, depth, alpha, beta, best_move, 1, 1);
}

/* Try one successor; returns 1 on a cutoff.  may_lose_critical,
 * may_end: as value_of_known's, for what led to next. */
HOT_INLINE int
visit(struct eyegraph_solver *s, const struct eg_state *next, int depth,
      int maximize, int move, int *alpha, int *beta, int *best,
      int *best_v, const int may_lose_critical, const int may_end)
{
  int val = value_of_known(s, next, depth + 1, *alpha, *beta, NULL,
                           may_lose_critical, may_end);
  return record(val, maximize, move, alpha, beta, best, best_v);
}

/* The search below a position value_of did not decide: moves first
 * (vital points lead the order), the defender's removal of dead attacker
 * strings, then passing.  Below the root (best_move NULL) e is the
 * table entry claimed for the position, holding its key; at the root
 * e is NULL and key the position's.  maximize: st's side is the
 * defender's. */
HOT_INLINE int
expand(struct eyegraph_solver *s, const struct eg_state *st, int depth,
       int alpha, int beta, int *best_move, struct tt_entry *e, uint32_t key,
       const int maximize)
{
  int alpha0 = alpha, beta0 = beta;
  int best = maximize ? -1 : 3;
  int best_v = -1;
  uint16_t occupied, ranks;
  struct eg_state next;

  occupied = st->att | st->def;
  /* The empty vertices in move order. */
  ranks = s->by_rank[s->all & (uint16_t) ~occupied];
  while (ranks) {
    int v = s->moves[lowest_bit(ranks)];
    ranks &= (uint16_t) (ranks - 1);
    if (same_as_twin(s, st, occupied, v)
        || !play_side(s, st, v, &next, maximize, 1))
      continue;
    if (visit(s, &next, depth, maximize, v, &alpha, &beta, &best, &best_v,
              !maximize, 0))
      goto done;
  }

  /* The defender may take off attacker strings that have no liberty in
   * the graph (filling their last liberties outside costs one move). */
  if (maximize) {
    uint16_t empty = s->all & (uint16_t) ~(st->att | st->def);
    /* Such a string holds only stones with no empty neighbour; a string
     * is met at its lowest such stone, so in the order of its lowest
     * vertex as before. */
    uint16_t stones = st->att & (uint16_t) ~s->neighbours[empty];
    while (stones) {
      int u = lowest_bit(stones);
      uint16_t str;
      /* A string that breathes is left at its first liberty: its other
       * stones in stones meet it again, and breathe. */
      int breathes = string_breathes_from(s, st->att, u, s->outlets, empty,
                                          &str);
      stones &= (uint16_t) ~str;
      if (breathes)
        continue;
      next = *st;
      next.att &= (uint16_t) ~str;
      next.ko = -1;
      next.side = 0;
      next.passes = 0;
      if (visit(s, &next, depth, maximize, -1, &alpha, &beta, &best,
                &best_v, 0, 0))
        goto done;
    }
  }

  next = *st;
  next.side = 1 - st->side;
  next.passes = st->passes + 1;
  next.ko = -1;
  visit(s, &next, depth, maximize, -1, &alpha, &beta, &best, &best_v, 0, 1);

done:
  if (!best_move) {
    /* The entry claimed above is still this position's unless a probe
     * sequence that ran out of room took it over.  (Within a solve a
     * slot holding the key was claimed for it in this solve: no stamp
     * test needed.) */
    if (e->key != key)
      e = tt_slot(s, key);
    e->stamp = s->stamp;
    e->key = key;
    e->value = (unsigned char) best;
    e->bound = best <= alpha0 ? BOUND_UPPER
      : best >= beta0 ? BOUND_LOWER : BOUND_EXACT;
  }
  if (best_move)
    *best_move = best_v;
  return best;
}

/* expand with the defender (maximising) or the attacker to move, each
 * compiled with its side fixed: the side's tests then vanish from the
 * search loop and from play (-10% of the solver's instructions). */
static int
expand_max(struct eyegraph_solver *s, const struct eg_state *st, int depth,
           int alpha, int beta, struct tt_entry *e)
{
  return expand(s, st, depth, alpha, beta, NULL, e, e->key, 1);
}

static int
expand_min(struct eyegraph_solver *s, const struct eg_state *st, int depth,
           int alpha, int beta, struct tt_entry *e)
{
  return expand(s, st, depth, alpha, beta, NULL, e, e->key, 0);
}

/* expand at the root of a search (no table entry, the best move kept):
 * apart, so that the searches below pass fewer arguments (six, all in
 * registers) and test nothing for the root. */
static int
expand_root(struct eyegraph_solver *s, const struct eg_state *st, int depth,
            int alpha, int beta, int *best_move, uint32_t key)
{
  return st->side == 1
    ? expand(s, st, depth, alpha, beta, best_move, NULL, key, 1)
    : expand(s, st, depth, alpha, beta, best_move, NULL, key, 0);
}

/* Best value over first moves of the side to move, the same side then
 * moving again (the threat value a or d).  stop_at_cap: return as soon
 * as the value reaches its cap (0 for the attacker, 2 for the
 * defender), leaving the other first moves unread; only for the last
 * search of a solve, since the table entries those moves would store
 * are read by any later search (their values depend on the path). */
static int
double_move_value(struct eyegraph_solver *s, const struct eg_state *st,
                  int stop_at_cap)
{
  int attacker = (st->side == 0);
  int best = value_of(s, st, 0, -1, 3, NULL);
  int k;
  for (k = 0; k < s->g->n; k++) {
    struct eg_state next;
    int val;
    if (!play(s, st, s->moves[k], &next))
      continue;
    next.side = st->side;
    next.ko = -1;
    val = value_of(s, &next, 1, -1, 3, NULL);
    if (attacker ? val < best : val > best)
      best = val;
    if (stop_at_cap && best == (attacker ? 0 : 2))
      break;
  }
  return best;
}

/* Among first moves reaching value target for the side to move, prefer
 * vertex preferred if it is one of them. */
static int
pick_move(struct eyegraph_solver *s, const struct eg_state *st, int target,
          int preferred, int fallback)
{
  struct eg_state next;
  if (preferred >= 0 && play(s, st, preferred, &next)
      && value_of(s, &next, 1, -1, 3, NULL) == target)
    return preferred;
  return fallback;
}

static int solve_graph(struct eyegraph_solver *s, const struct eye_graph *g,
                       int ko_mode, int want, struct eyegraph_result *res);

int
eyegraph_solve_numbered(struct eyegraph_solver *s, const struct eye_graph *g,
                        int ko_mode, int want, struct eyegraph_result *res)
{
  return solve_graph(s, g, ko_mode, want, res);
}

int
eyegraph_solve(struct eyegraph_solver *s, const struct eye_graph *g,
               int ko_mode, struct eyegraph_result *res)
{
  struct eye_canon canon;
  struct eye_graph cg;
  int complete;
  eye_canon_compute(g, ko_mode, &canon);
  eye_canon_apply(g, &canon, &cg);
  complete = solve_graph(s, &cg, ko_mode, EYEGRAPH_WANT_ALL, res);
  eye_canon_restore_vertices(&canon, res);
  return complete;
}

static int
solve_graph(struct eyegraph_solver *s, const struct eye_graph *g,
            int ko_mode, int want, struct eyegraph_result *res)
{
  struct eg_state start;
  int k, j;
  int att_move = -1, def_move = -1;

  s->g = g;
  s->stamp++;
  if (s->stamp == 0)
    s->stamp = 1;
  s->nodes = 0;
  s->out_of_budget = 0;
  s->depth_limit = 2 * g->n + 6;
  s->all = (uint16_t) ((1u << g->n) - 1);
  set_neighbours(s, g);

  /* Insertion sort of vertices by ordering weight (stable). */
  for (k = 0; k < g->n; k++) {
    int v = k;
    for (j = k; j > 0 && g->order[s->moves[j - 1]] < g->order[v]; j--)
      s->moves[j] = s->moves[j - 1];
    s->moves[j] = v;
  }
  find_twins(s, g);
  {
    uint16_t rank_bit[EYEGRAPH_MAX] = { 0 };
    unsigned m, sets = 1u << g->n;
    for (k = 0; k < g->n; k++)
      rank_bit[s->moves[k]] = (uint16_t) (1u << k);
    s->by_rank[0] = 0;
    for (m = 1; m < sets; m++)
      s->by_rank[m] = (uint16_t) (s->by_rank[m & (m - 1)]
                                  | rank_bit[bits_lowest(m)]);
  }

  s->critical = 0;
  s->margins = 0;
  s->outlets = 0;
  s->anchors = 0;
  for (k = 0; k < g->n; k++) {
    if (g->outlet[k])
      s->outlets |= (uint16_t) (1u << k);
    if (g->anchor[k])
      s->anchors |= (uint16_t) (1u << k);
    if (g->critical[k])
      s->critical |= (uint16_t) (1u << k);
    if (g->margin[k])
      s->margins |= (uint16_t) (1u << k);
  }
  start.att = 0;
  start.def = 0;
  for (k = 0; k < g->n; k++) {
    if (g->start[k] == EG_ATTACKER)
      start.att |= (uint16_t) (1u << k);
    else if (g->start[k] == EG_DEFENDER)
      start.def |= (uint16_t) (1u << k);
  }
  start.ko = -1;
  start.passes = 0;

  /* Kos: in KO_DEFENDER mode the defender wins them all; otherwise the
   * side that moves first does.  The searches share the table (entries
   * stored by one search are read by the later ones, and cycles and the
   * depth limit make a value depend on them), so their order is part of
   * the answer: c, b, the vital points, then the double moves, d last of
   * all.  The last search stores nothing a later one reads: it stops as
   * soon as its value reaches its cap, and a left-out a changes nothing
   * before it.  (The order c, d, b, a, vital points gave the same answers
   * on all 13,205 graphs solved in owl.tst's first 25 tests and on all but
   * one of the built-in table's 8,076 shapes, whose a it had wrong:
   * check_eye_value's square; this order reads 8% fewer nodes there.) */
  start.side = 1;
  set_ko_winner(s, 1);
  res->c = value_of(s, &start, 0, -1, 3, &def_move);
  start.side = 0;
  set_ko_winner(s, ko_mode == EYEGRAPH_KO_DEFENDER ? 1 : 0);
  res->b = value_of(s, &start, 0, -1, 3, &att_move);

  res->attack_vertex = -1;
  res->defense_vertex = -1;
  if (res->b != res->c) {
    res->defense_vertex = def_move;
    res->attack_vertex = pick_move(s, &start, res->b, def_move, att_move);
    start.side = 1;
    set_ko_winner(s, 1);
    res->defense_vertex = pick_move(s, &start, res->c, res->attack_vertex,
                                    def_move);
    start.side = 0;
    set_ko_winner(s, ko_mode == EYEGRAPH_KO_DEFENDER ? 1 : 0);
  }

  /* a <= b and d >= c: the double moves need no search at the caps. */
  if (res->b <= 0 || eyegraph_result_lacks_a(want, res))
    res->a = 0;
  else
    res->a = double_move_value(s, &start, res->c >= 2);
  if (res->a > res->b)
    res->a = res->b;
  start.side = 1;
  set_ko_winner(s, 1);
  res->d = res->c >= 2 ? 2 : double_move_value(s, &start, 1);
  if (res->d < res->c)
    res->d = res->c;
  return !s->out_of_budget;
}

