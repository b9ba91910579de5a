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

/* What an entry holds: a position's key, in the solve of the stamp. */
struct tt_tag {
  uint32_t key;
  uint32_t stamp;
};

/* An entry's position has a value in [lo, hi]: lo is NO_LO when only an
 * upper bound is known, hi NO_HI when only a lower one is (every window
 * has -1 <= alpha < beta <= 3, so NO_LO is below every beta and NO_HI
 * above every alpha).  A position whose search is still in progress (met
 * again on a cycle) has lo IN_PROGRESS_LO, above every beta. */
struct tt_entry {
  struct tt_tag tag;
  signed char lo;
  signed char hi;
};
#define IN_PROGRESS_LO 4
#define NO_LO (-1)
#define NO_HI 3

struct eyegraph_solver {
  struct tt_entry tt[TT_SIZE];
  /* neighbours[m]: the vertices next to some vertex of the set m. */
  uint16_t neighbours[1 << EYEGRAPH_MAX];
  /* strings[m][v] (v in the set m): the vertices of m joined to v through
   * m, its string when m is one side's stones.  A look-up instead of a
   * flood: the search asks for a string at most moves it tries. */
  uint16_t strings[1 << EYEGRAPH_MAX][EYEGRAPH_MAX];
  uint32_t stamp;
  uint64_t stamp_tag;        /* tag_word of { 0, stamp } */
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
  long nodes;                /* positions counted by the last solve */
  long nodes_left;           /* NODE_BUDGET less the positions counted so
                              * far in this solve (below 0: out of budget) */
  int out_of_budget;
  int depth_limit;           /* plies a search may read below its root */
};

/* A position, packed in one word that is also its table key (with the
 * ko winner's bit 30, set_ko_winner): the search copies and compares
 * positions as plain integers.  A position after two passes is never
 * made (the game is over: final_value), so one bit holds the passes. */
typedef uint32_t eg_pos;
#define POS_STONES 0xfffu         /* bits 0-11: attacker stones */
#define POS_DEF_SHIFT 12          /* bits 12-23: defender stones */
#define POS_KO_SHIFT 24           /* bits 24-27: ko vertex + 1, 0 if none */
#define POS_DEFENDER_TO_MOVE (1u << 28)
#define POS_PASSED (1u << 29)     /* the last move was a pass */

/* Attacker stones */
static inline uint16_t
pos_att(eg_pos p)
{
  return (uint16_t) (p & POS_STONES);
}

/* Defender stones */
static inline uint16_t
pos_def(eg_pos p)
{
  return (uint16_t) ((p >> POS_DEF_SHIFT) & POS_STONES);
}

/* Vertex the side to move may not play (a ko), -1 if none */
static inline int
pos_ko(eg_pos p)
{
  return (int) ((p >> POS_KO_SHIFT) & 0xf) - 1;
}

/* 0: attacker to move, 1: defender to move */
static inline int
pos_side(eg_pos p)
{
  return (p & POS_DEFENDER_TO_MOVE) != 0;
}

/* The position with these stones, ko vertex (-1: none) and side to move,
 * no pass before it. */
static inline eg_pos
pos_make(uint16_t att, uint16_t def, int ko, int side)
{
  return (eg_pos) att | ((eg_pos) def << POS_DEF_SHIFT)
    | ((eg_pos) (ko + 1) << POS_KO_SHIFT)
    | (side ? POS_DEFENDER_TO_MOVE : 0);
}

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

/* The string of stones in mask containing vertex v (in mask). */
static inline uint16_t
string_mask(const struct eyegraph_solver *s, uint16_t mask, int v)
{
  return s->strings[mask][v];
}

/* Does the string str touch a vertex of safe or have a liberty among
 * empty? */
static inline int
string_breathes(const struct eyegraph_solver *s, uint16_t str, uint16_t safe,
                uint16_t empty)
{
  return (str & safe) || (s->neighbours[str] & empty);
}

static uint16_t
liberties(const struct eyegraph_solver *s, uint16_t str, uint16_t empty)
{
  return s->neighbours[str] & empty;
}

/* Fill s->neighbours and s->strings for the graph's 2^n vertex sets. */
static void
set_neighbours(struct eyegraph_solver *s, const struct eye_graph *g)
{
  unsigned m, sets = 1u << g->n;
  s->neighbours[0] = 0;
  for (m = 1; m < sets; m++) {
    /* m is the smaller set rest plus its lowest vertex w, which joins the
     * strings of rest next to it into one. */
    unsigned rest = m & (m - 1);
    int w = bits_lowest(m);
    uint16_t joined = (uint16_t) (1u << w);
    uint16_t touching = (uint16_t) (g->adj[w] & rest);
    s->neighbours[m] = (uint16_t) (s->neighbours[rest] | g->adj[w]);
    while (touching) {
      uint16_t str = s->strings[rest][bits_lowest(touching)];
      joined |= str;
      touching &= (uint16_t) ~str;
    }
    /* rest's strings, those w joins replaced by the joined one (entries
     * of vertices outside m are never read). */
    memcpy(s->strings[m], s->strings[rest], sizeof s->strings[m]);
    for (touching = joined; touching; touching &= (uint16_t) (touching - 1))
      s->strings[m][bits_lowest(touching)] = joined;
  }
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

/* The position after side (p's side to move, passed apart so that a
 * caller knowing it at compile time gets a specialised copy) plays vertex
 * v; 0 if the move is illegal (a legal move leaves a stone: never 0).
 * known_empty: the caller knows v is empty (the search loop, which walks
 * the empty vertices only). */
HOT_INLINE eg_pos
play_side(const struct eyegraph_solver *s, eg_pos p, int v, const int side,
          const int known_empty)
{
  uint16_t bit = (uint16_t) (1u << v);
  uint16_t adj = s->neighbours[bit];      /* v's neighbours */
  int attacker = (side == 0);
  uint16_t my_safe = attacker ? s->outlets : s->anchors;
  uint16_t their_safe = attacker ? s->anchors : s->outlets;
  uint16_t mine, theirs, empty, nb;
  uint16_t captured = 0;
  uint16_t att = pos_att(p), def = pos_def(p);

  if (!known_empty && ((att | def) & bit))
    return 0;
  /* Only the side that does not win kos is bound by the ko rule. */
  if (v == pos_ko(p) && side != s->ko_winner)
    return 0;
  mine = (uint16_t) ((attacker ? att : def) | bit);
  theirs = attacker ? def : att;
  empty = s->all & (uint16_t) ~(mine | theirs);
  /* Enemy neighbours whose strings may have lost their last liberty: a
   * stone next to an empty vertex or on a safe one keeps its string
   * alive. */
  nb = adj & theirs & (uint16_t) ~(s->neighbours[empty] | their_safe);
  if (nb == 0) {
    /* Nothing to capture, so no ko; an empty neighbour is a liberty. */
    if (!(adj & empty)
        && !string_breathes(s, string_mask(s, mine, v), my_safe, empty))
      return 0;
    return attacker ? pos_make(mine, theirs, -1, 1)
      : pos_make(theirs, mine, -1, 0);
  }
  {
    while (nb) {
      uint16_t their_str = string_mask(s, theirs, lowest_bit(nb));
      if (!string_breathes(s, their_str, their_safe, empty))
        captured |= their_str;
      nb &= (uint16_t) ~their_str;
    }
    theirs &= (uint16_t) ~captured;
    empty |= captured;
    /* A capture leaves v a liberty (the captured stone beside it). */
    if (!captured
        && !string_breathes(s, string_mask(s, mine, v), my_safe, empty))
      return 0;

    {
      int ko = -1;
      /* A ko: a lone stone (no friendly neighbour) took one stone and has
       * that point as its only liberty. */
      if (bits_single(captured) && !(adj & mine & (uint16_t) ~bit)
          && !(my_safe & bit) && (adj & empty) == captured)
        ko = lowest_bit(captured);
      return attacker ? pos_make(mine, theirs, ko, 1)
        : pos_make(theirs, mine, ko, 0);
    }
  }
}

/* The position after the side to move plays vertex v; 0 if illegal. */
HOT_INLINE eg_pos
play(const struct eyegraph_solver *s, eg_pos p, int v)
{
  return play_side(s, p, v, pos_side(p), 0);
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

/* The table key of position p. */
static uint32_t
state_key(const struct eyegraph_solver *s, eg_pos p)
{
  return p | s->ko_winner_key;
}

static void
set_ko_winner(struct eyegraph_solver *s, int winner)
{
  s->ko_winner = winner;
  s->ko_winner_key = (uint32_t) winner << 30;
}

/* A tag as one word, to compare key and stamp at once. */
static inline uint64_t
tag_word(struct tt_tag tag)
{
  uint64_t word;
  memcpy(&word, &tag, sizeof word);
  return word;
}

/* The tag of key in this solve, as one word. */
static inline uint64_t
tag_of(const struct eyegraph_solver *s, uint32_t key)
{
  struct tt_tag key_only = { key, 0 };
  return tag_word(key_only) | s->stamp_tag;
}

/* Claim entry e for the key and solve of tag (tag_of's word). */
static inline void
tt_claim(struct tt_entry *e, uint64_t tag)
{
  memcpy(&e->tag, &tag, sizeof tag);
}

/* The table entry for key (tag: tag_of's word for it) in this solve:
 * the one holding it (*found set to 1), else the first entry of key's
 * probe sequence left from an earlier solve, else (the sequence full) the
 * sequence's first entry, to be overwritten.  (Within a solve an entry is
 * never freed, so a free entry never comes before the one holding the
 * key.) */
HOT_INLINE struct tt_entry *
tt_slot(struct eyegraph_solver *s, uint32_t key, uint64_t tag, int *found)
{
  uint32_t h = key * 2654435761u;
  uint32_t i = h >> (32 - TT_BITS);
  uint32_t stamp = s->stamp;
  int probe;
  for (probe = 0; probe < 8; probe++) {
    struct tt_entry *e = &s->tt[(i + probe) & (TT_SIZE - 1)];
    if (tag_word(e->tag) == tag) {
      *found = 1;
      return e;
    }
    if (e->tag.stamp != stamp) {
      *found = 0;
      return e;
    }
  }
  *found = 0;
  return &s->tt[i];
}

/* Is a move at v the same as one at an empty twin tried before it?
 * (occupied: the stones of p) */
HOT_INLINE int
same_as_twin(const struct eyegraph_solver *s, eg_pos p, uint16_t occupied,
             int v)
{
  uint16_t twins = s->twins_before[v] & (uint16_t) ~occupied;
  int ko = pos_ko(p);
  if (!twins || v == ko)
    return 0;
  if (ko >= 0)
    twins &= (uint16_t) ~(1u << ko);
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

static int expand_max(struct eyegraph_solver *s, eg_pos p, int plies_left,
                      int alpha, int beta, struct tt_entry *e);
static int expand_min(struct eyegraph_solver *s, eg_pos p, int plies_left,
                      int alpha, int beta, struct tt_entry *e);
static int expand_root(struct eyegraph_solver *s, eg_pos p, int plies_left,
                       int alpha, int beta, int *best_move, uint32_t key);

/* Minimax with alpha-beta over eye counts 0..2: the defender maximises.
 * The leaves (stones lost, depth or node budget reached) and
 * the transposition table's answers are decided here, inlined into the
 * caller: they are over 40% of the positions reached, and a call costs
 * them more than their work.  Other positions are searched by expand()
 * (expand_max or expand_min for the side to move).
 * best_move (the root only) bypasses the table.  may_lose_critical: p
 * may have lost a critical stone (the attacker just moved).  side: p's
 * side to move when the caller knows it (every child in the search),
 * else SIDE_UNKNOWN. */
#define SIDE_UNKNOWN (-1)
HOT_INLINE int
value_of_known(struct eyegraph_solver *s, eg_pos p, int plies_left, int alpha,
               int beta, int *best_move, const int may_lose_critical,
               const int side)
{
  struct tt_entry *e = NULL;
  uint32_t key;
  int found;

  if (may_lose_critical && (s->critical & (uint16_t) ~pos_def(p)))
    return 0;
  if (plies_left <= 0)
    return count_eyes(s, pos_att(p), pos_def(p));
  if (--s->nodes_left < 0) {
    s->out_of_budget = 1;
    return count_eyes(s, pos_att(p), pos_def(p));
  }

  key = state_key(s, p);
  if (!best_move) {
    uint64_t tag = tag_of(s, key);
    e = tt_slot(s, key, tag, &found);
    if (found) {
      /* A value at least beta, at most alpha, or exact decides. */
      if (e->lo >= beta) {
        if (e->lo == IN_PROGRESS_LO)
          return count_eyes(s, pos_att(p), pos_def(p));
        return e->lo;
      }
      if (e->hi <= alpha || e->lo == e->hi)
        return e->hi;
    }
    tt_claim(e, tag);
    e->lo = IN_PROGRESS_LO;
  }
  if (best_move)
    return expand_root(s, p, plies_left, alpha, beta, best_move, key);
  if (side == SIDE_UNKNOWN ? pos_side(p) : side)
    return expand_max(s, p, plies_left, alpha, beta, e);
  return expand_min(s, p, plies_left, alpha, beta, e);
}

/* value_of_known for any position. */
HOT_INLINE int
value_of(struct eyegraph_solver *s, eg_pos p, int plies_left, int alpha,
         int beta, int *best_move)
{
  return value_of_known(s, p, plies_left, alpha, beta, best_move, 1,
                        SIDE_UNKNOWN);
}

/* Try one successor (the other side to move); returns 1 on a cutoff.
 * may_lose_critical: as value_of_known's, for what led to next. */
HOT_INLINE int
visit(struct eyegraph_solver *s, eg_pos next, int plies_left, int maximize,
      int move, int *alpha, int *beta, int *best, int *best_v,
      const int may_lose_critical)
{
  int val = value_of_known(s, next, plies_left - 1, *alpha, *beta, NULL,
                           may_lose_critical, !maximize);
  return record(val, maximize, move, alpha, beta, best, best_v);
}

/* The search below a position value_of did not decide: moves first
 * (vital points lead the order), the defender's removal of dead attacker
 * strings, then passing (a second pass ends the game: final_value).
 * Below the root (best_move NULL) e is the table entry claimed for the
 * position, holding its key; at the root e is NULL and key the
 * position's.  maximize: p's side to move is the defender. */
HOT_INLINE int
expand(struct eyegraph_solver *s, eg_pos p, int plies_left, int alpha,
       int beta, int *best_move, struct tt_entry *e, uint32_t key,
       const int maximize)
{
  int alpha0 = alpha, beta0 = beta;
  int best = maximize ? -1 : 3;
  int best_v = -1;
  uint16_t att = pos_att(p), def = pos_def(p);
  uint16_t occupied, ranks;
  eg_pos next;

  occupied = att | def;
  /* The empty vertices in move order. */
  ranks = s->by_rank[s->all & (uint16_t) ~occupied];
  while (ranks) {
    int v = s->moves[lowest_bit(ranks)];
    ranks &= (uint16_t) (ranks - 1);
    if (same_as_twin(s, p, occupied, v))
      continue;
    next = play_side(s, p, v, maximize, 1);
    if (!next)
      continue;
    if (visit(s, next, plies_left, maximize, v, &alpha, &beta, &best, &best_v,
              !maximize))
      goto done;
  }

  /* The defender may take off attacker strings that have no liberty in
   * the graph (filling their last liberties outside costs one move). */
  if (maximize) {
    uint16_t empty = s->all & (uint16_t) ~occupied;
    /* Such a string holds only stones with no empty neighbour; a string
     * is met at its lowest such stone, so in the order of its lowest
     * vertex as before. */
    uint16_t stones = att & (uint16_t) ~s->neighbours[empty];
    while (stones) {
      uint16_t str = string_mask(s, att, lowest_bit(stones));
      stones &= (uint16_t) ~str;
      if (string_breathes(s, str, s->outlets, empty))
        continue;
      next = pos_make((uint16_t) (att & ~str), def, -1, 0);
      if (visit(s, next, plies_left, maximize, -1, &alpha, &beta, &best,
                &best_v, 0))
        goto done;
    }
  }

  if (p & POS_PASSED)
    record(final_value(s, att, def), maximize, -1, &alpha, &beta, &best,
           &best_v);
  else
    visit(s, pos_make(att, def, -1, !maximize) | POS_PASSED, plies_left,
          maximize, -1, &alpha, &beta, &best, &best_v, 0);

done:
  if (!best_move) {
    /* The entry claimed above is still this position's unless a probe
     * sequence that ran out of room took it over.  (Within a solve a
     * slot holding the key was claimed for it in this solve: its stamp
     * is this solve's.) */
    if (e->tag.key != key) {
      int found;
      uint64_t tag = tag_of(s, key);
      e = tt_slot(s, key, tag, &found);
      tt_claim(e, tag);
    }
    /* At most alpha0: an upper bound (the children were cut off at
     * alpha); at least beta0: a lower bound. */
    e->lo = (signed char) (best > alpha0 ? best : NO_LO);
    e->hi = (signed char) (best < beta0 ? best : NO_HI);
  }
  if (best_move)
    *best_move = best_v;
  return best;
}

/* expand with the defender (maximising) or the attacker to move, each
 * compiled with its side fixed: the side's tests then vanish from the
 * search loop and from play (-10% of the solver's instructions). */
static int
expand_max(struct eyegraph_solver *s, eg_pos p, int plies_left, int alpha,
           int beta, struct tt_entry *e)
{
  return expand(s, p, plies_left, alpha, beta, NULL, e, e->tag.key, 1);
}

static int
expand_min(struct eyegraph_solver *s, eg_pos p, int plies_left, int alpha,
           int beta, struct tt_entry *e)
{
  return expand(s, p, plies_left, alpha, beta, NULL, e, e->tag.key, 0);
}

/* expand at the root of a search (no table entry, the best move kept):
 * apart, so that the searches below pass fewer arguments (six, all in
 * registers) and test nothing for the root. */
static int
expand_root(struct eyegraph_solver *s, eg_pos p, int plies_left, int alpha,
            int beta, int *best_move, uint32_t key)
{
  return pos_side(p)
    ? expand(s, p, plies_left, alpha, beta, best_move, NULL, key, 1)
    : expand(s, p, plies_left, alpha, beta, best_move, NULL, key, 0);
}

/* Best value over first moves of the side to move, the same side then
 * moving again (the threat value a or d).  stop_at_cap: return as soon
 * as the value reaches its cap (0 for the attacker, 2 for the
 * defender), leaving the other first moves unread; only for the last
 * search of a solve, since the table entries those moves would store
 * are read by any later search (their values depend on the path). */
static int
double_move_value(struct eyegraph_solver *s, eg_pos p, int stop_at_cap)
{
  int attacker = (pos_side(p) == 0);
  int best = value_of(s, p, s->depth_limit, -1, 3, NULL);
  int k;
  for (k = 0; k < s->g->n; k++) {
    eg_pos next = play(s, p, s->moves[k]);
    int val;
    if (!next)
      continue;
    /* The same side moves again: no ko for it. */
    next = pos_make(pos_att(next), pos_def(next), -1, pos_side(p));
    val = value_of(s, next, s->depth_limit - 1, -1, 3, NULL);
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
pick_move(struct eyegraph_solver *s, eg_pos p, int target, int preferred,
          int fallback)
{
  eg_pos next;
  if (preferred >= 0 && (next = play(s, p, preferred)) != 0
      && value_of(s, next, s->depth_limit - 1, -1, 3, NULL) == target)
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
  uint16_t start_att = 0, start_def = 0;
  eg_pos attacker_first, defender_first;
  int k, j;
  int att_move = -1, def_move = -1;

  s->g = g;
  s->stamp++;
  if (s->stamp == 0)
    s->stamp = 1;
  {
    struct tt_tag stamp_only = { 0, s->stamp };
    s->stamp_tag = tag_word(stamp_only);
  }
  s->nodes_left = NODE_BUDGET;
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
  for (k = 0; k < g->n; k++) {
    if (g->start[k] == EG_ATTACKER)
      start_att |= (uint16_t) (1u << k);
    else if (g->start[k] == EG_DEFENDER)
      start_def |= (uint16_t) (1u << k);
  }
  attacker_first = pos_make(start_att, start_def, -1, 0);
  defender_first = pos_make(start_att, start_def, -1, 1);

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
  set_ko_winner(s, 1);
  res->c = value_of(s, defender_first, s->depth_limit, -1, 3, &def_move);
  set_ko_winner(s, ko_mode == EYEGRAPH_KO_DEFENDER ? 1 : 0);
  res->b = value_of(s, attacker_first, s->depth_limit, -1, 3, &att_move);

  res->attack_vertex = -1;
  res->defense_vertex = -1;
  if (res->b != res->c) {
    res->defense_vertex = def_move;
    res->attack_vertex = pick_move(s, attacker_first, res->b, def_move,
                                   att_move);
    set_ko_winner(s, 1);
    res->defense_vertex = pick_move(s, defender_first, res->c,
                                    res->attack_vertex, def_move);
    set_ko_winner(s, ko_mode == EYEGRAPH_KO_DEFENDER ? 1 : 0);
  }

  /* a <= b and d >= c: the double moves need no search at the caps. */
  if (res->b <= 0 || eyegraph_result_lacks_a(want, res))
    res->a = 0;
  else
    res->a = double_move_value(s, attacker_first, res->c >= 2);
  if (res->a > res->b)
    res->a = res->b;
  set_ko_winner(s, 1);
  res->d = res->c >= 2 ? 2 : double_move_value(s, defender_first, 1);
  if (res->d < res->c)
    res->d = res->c;
  s->nodes = NODE_BUDGET - s->nodes_left;
  return !s->out_of_budget;
}

