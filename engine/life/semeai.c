/* Semeai reader (see semeai.h).
 *
 * A node's value is GNU Go's pair of answers seen from dragon a: does a
 * live, does b die, each WIN, KO_A, KO_B or 0.  Dragon a's side prefers
 * living to killing, and so does b's: a maximises (a lives, b dies) in
 * that order, b minimises (b dies, a lives) in that order.
 */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "semeai.h"
#include "semeai_count.h"
#include "semeai_libs.h"
#include "owl_internal.h"
#include "dragon_internal.h"

/* Moves tried per node. */
#define SEMEAI_WIDTH 5
#define SEMEAI_MAX_DEPTH 16
#define SEMEAI_CACHE_SIZE 16384
/* The owl's best moves taken for each dragon. */
#define SEMEAI_OWL_MOVES 5
#define SEMEAI_MAX_MOVES (OWL_MAX_MOVES * 2)
/* Owl nodes for checking that a capturer lives (capturer_lives). */
#define SEMEAI_OWL_NODES 60
#define SEMEAI_MIN_OWL_NODES 20

/* One dragon of the race: its marked stones, as the owl marks a goal. */
struct race_side {
  unsigned char goal[BOARD_ARRAY_SIZE];
  uint64_t goal_key;
  int color;
  int target;            /* its capture ends the race */
};

/* A node's answers, seen from dragon a. */
struct race_value {
  unsigned char a_lives;   /* WIN, KO_A, KO_B or 0 */
  unsigned char b_dies;
};

/* What a node sees of one side. */
struct side_view {
  struct owl_eval ev;                     /* moves for the side to move */
  unsigned char in_goal[BOARD_ARRAY_SIZE];
};

struct node_view {
  struct side_view side[2];
  struct race_liberties libs;
};

struct race_cache_entry {
  uint64_t key;
  struct race_value value;
  unsigned char certain;
  int move;
};

/* A string of either dragon in contact with the other (next to it or
 * sharing a liberty): capturing it may decide the race. */
struct semeai_worm {
  int pos;               /* a stone of it at the root */
  int side;              /* 0: dragon a's, 1: dragon b's */
  int important;         /* big, or next to a living dragon outside */
};

#define SEMEAI_MAX_WORMS 10

struct semeai {
  struct owl *o;
  struct board *b;
  struct race_side side[2];     /* 0: dragon a, 1: dragon b */
  struct semeai_worm worm[SEMEAI_MAX_WORMS];
  int worms;
  int komaster;
  long nodes;
  long node_limit;
  int limit_hit;                /* this subtree was cut short */
  struct node_view view[SEMEAI_MAX_DEPTH + 2];
  struct node_view probe;       /* capture_probe's */
  struct race_cache_entry cache[SEMEAI_CACHE_SIZE];
};

struct candidate {
  int pos;
  int value;
};

/* ---- Values ------------------------------------------------------------ */

static const struct race_value A_DIES = {0, 0};
static const struct race_value BOTH_LIVE = {WIN, 0};
static const struct race_value B_DIES = {WIN, WIN};

static int
code_rank(int code)
{
  return code == WIN ? 3 : code == KO_A ? 2 : code == KO_B ? 1 : 0;
}

/* The answer for the other side of the same question: "lives" from
 * "dies" (a KO_A for one side is a KO_B for the other). */
static int
invert_code(int code)
{
  return code == WIN ? 0 : code == 0 ? WIN : code == KO_A ? KO_B : KO_A;
}

/* How much side k likes v (higher is better). */
static int
preference(struct race_value v, int k)
{
  if (k == 0)
    return code_rank(v.a_lives) * 4 + code_rank(v.b_dies);
  return (3 - code_rank(v.b_dies)) * 4 + (3 - code_rank(v.a_lives));
}

/* Is either half of v a ko? */
static int
is_ko_value(struct race_value v)
{
  return v.a_lives == KO_A || v.a_lives == KO_B
    || v.b_dies == KO_A || v.b_dies == KO_B;
}

static int
is_best_for(struct race_value v, int k)
{
  return preference(v, k) == 15;
}

static struct race_value
value_of_outcome(enum semeai_outcome outcome)
{
  return outcome == SEMEAI_A_DIES ? A_DIES
    : outcome == SEMEAI_BOTH_LIVE ? BOTH_LIVE : B_DIES;
}

/* Side k got v only by a ko capture that needed a threat: whatever it
 * gains becomes a ko it must win, taken first by the other (KO_B for k,
 * KO_A seen from the other side). */
static struct race_value
after_ko_threat(struct race_value v, int k)
{
  if (k == 0) {
    if (v.a_lives != 0)
      v.a_lives = KO_B;
    if (v.b_dies != 0)
      v.b_dies = KO_B;
  }
  else {
    if (v.b_dies != WIN)
      v.b_dies = KO_A;
    if (v.a_lives != WIN)
      v.a_lives = KO_A;
  }
  return v;
}

/* ---- Looking at a node ------------------------------------------------- */

static int
captured(const struct semeai *s, int k)
{
  return s->b->board[s->side[k].target] != s->side[k].color;
}

/* Put side k's dragon into the owl's scratch as its goal. */
static void
load_goal(struct semeai *s, int k)
{
  struct owl *o = s->o;
  memcpy(o->goal, s->side[k].goal, sizeof(o->goal));
  o->goal_key = s->side[k].goal_key;
  o->color = s->side[k].color;
  o->target = s->side[k].target;
  o->komaster = s->komaster;
}

/* Evaluate side k as the owl does, moves for `mover', and keep the goal's
 * stones from the owl's scratch. */
static void
view_side(struct semeai *s, int k, int mover, struct side_view *v)
{
  load_goal(s, k);
  owl_evaluate(s->o, mover, &v->ev);
  memcpy(v->in_goal, s->o->in_goal, sizeof(v->in_goal));
}

/* Starts an owl reading inside this semeai call: the owl may spend
 * LIMIT nodes, counted from zero, from the current position. */
static void
owl_reading_begin(struct semeai *s, long limit)
{
  struct owl *o = s->o;
  o->node_limit = limit;
  o->nodes = 0;
  o->limit_hit = 0;
  o->attacker_passed = 0;
  o->defender_passed = 0;
  o->seki_pass = 0;
  o->must_take_dead = 1;
  o->root_stackp = s->b->stackp;
  o->search++;
}

/* Ends it: its nodes and a spent budget count against this semeai call;
 * the owl's own limit goes back to SAVED_LIMIT. */
static void
owl_reading_end(struct semeai *s, long saved_limit)
{
  s->nodes += s->o->nodes;
  s->limit_hit |= s->o->limit_hit;
  s->o->node_limit = saved_limit;
}

/* Side k has just captured the other dragon: does it live now, the
 * other side to move (WIN, KO_A, KO_B or 0)?  A capture usually leaves
 * two eyes; when the owl does not see them at once it reads, within
 * SEMEAI_OWL_NODES of this call's budget. */
static int
capturer_lives(struct semeai *s, int k)
{
  struct owl *o = s->o;
  struct owl_eval ev;
  long saved_limit = o->node_limit;
  long left = s->node_limit - s->nodes;
  int code, move;
  load_goal(s, k);
  o->komaster = EMPTY;
  owl_evaluate(o, EMPTY, &ev);
  if (ev.target_captured)
    return 0;
  if (ev.alive)
    return WIN;
  if (left < SEMEAI_MIN_OWL_NODES) {
    s->limit_hit = 1;
    return ev.eyes.b >= 2 ? WIN : 0;
  }
  owl_reading_begin(s, left < SEMEAI_OWL_NODES ? left : SEMEAI_OWL_NODES);
  code = owl_do_attack(o, 0, &move);
  owl_reading_end(s, saved_limit);
  return invert_code(code);
}

/* Side k's dragon, the other side alive: does it die (WIN, KO_A, KO_B
 * or 0 for the other side), `mover' moving first?  The owl reads it
 * within SEMEAI_FATE_NODES of this call's budget; *move its first move;
 * -1 when too little budget is left to ask. */
#define SEMEAI_FATE_NODES 150

static int
owl_fate(struct semeai *s, int k, int mover, int *move)
{
  struct owl *o = s->o;
  long saved_limit = o->node_limit;
  long left = s->node_limit - s->nodes;
  long cap = SEMEAI_FATE_NODES;
  int code;
  *move = NO_MOVE;
  if (left < SEMEAI_MIN_OWL_NODES) {
    s->limit_hit = 1;
    return -1;
  }
  load_goal(s, k);
  owl_reading_begin(s, left < cap ? left : cap);
  if (mover == k)
    code = invert_code(owl_do_defend(o, 0, move));
  else
    code = owl_do_attack(o, 0, move);
  owl_reading_end(s, saved_limit);
  return code;
}

/* The value of a node where side k's target has been captured: the
 * other side wins the race if it lives afterwards, else k's side does
 * (its stones are gone but its area is not). */
static struct race_value
value_after_capture(struct semeai *s, int k)
{
  struct race_value v;
  int lives = capturer_lives(s, 1 - k);
  if (k == 1) {
    v.a_lives = (unsigned char) lives;
    v.b_dies = (unsigned char) lives;
  }
  else {
    v.a_lives = (unsigned char) invert_code(lives);
    v.b_dies = (unsigned char) invert_code(lives);
  }
  return v;
}

static void
view_node(struct semeai *s, int mover, struct node_view *nv)
{
  struct race_side_facts facts[2];
  int k;
  for (k = 0; k < 2; k++) {
    view_side(s, k, mover, &nv->side[k]);
    facts[k].color = s->side[k].color;
    facts[k].in_goal = nv->side[k].in_goal;
  }
  race_count_liberties(s->b, facts, &nv->libs);
}

/* The race's end by counting, side `mover' (0 or 1) to move, bounded by
 * what the owl sees: a living dragon does not die, and one that cannot
 * make eyes nor capture does not live. */
static enum semeai_outcome
counted_outcome(const struct node_view *nv, int mover)
{
  const struct race_liberties *rl = &nv->libs;
  enum race_outcome r = race_count_outcome(&rl->count[mover],
                                           &rl->count[1 - mover],
                                           rl->shared);
  enum semeai_outcome outcome;
  if (mover == 1)
    r = race_outcome_flip(r);
  outcome = (enum semeai_outcome) r;
  if (nv->side[0].ev.alive && outcome == SEMEAI_A_DIES)
    outcome = SEMEAI_BOTH_LIVE;
  if (nv->side[1].ev.alive && outcome == SEMEAI_B_DIES)
    outcome = SEMEAI_BOTH_LIVE;
  return outcome;
}

/* Liberties side v's dragon gains (net) by a stone of its colour at pos,
 * one of its liberties: the string of the new stone (with the strings it
 * joins, friends outside the dragon included) against the most liberties
 * of a dragon string next to it.  0 if pos is not a liberty or gains
 * nothing. */
static int
extension_gain(const struct board *b, const struct side_view *v, int color,
               int pos)
{
  int k, before = 0, after;
  if (b->board[pos] != EMPTY)
    return 0;
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (v->in_goal[n] && countlib(b, n) > before)
      before = countlib(b, n);
  }
  if (before == 0 || !is_legal(b, pos, color))
    return 0;
  after = accuratelib(b, pos, color, before + 8, NULL);
  return after > before ? after - before : 0;
}

/* Can side k gain liberties by extending? */
static int
can_extend(const struct semeai *s, const struct side_view *v, int k)
{
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (extension_gain(s->b, v, s->side[k].color, pos) > 0)
      return 1;
  return 0;
}

/* A liberty of side k where its stone makes the race eye worth more
 * (race_eye_move in semeai_libs.h); NO_MOVE if none. */
static int
eye_move(struct semeai *s, const struct node_view *nv, int k)
{
  struct race_side_facts facts[2];
  int j;
  for (j = 0; j < 2; j++) {
    facts[j].color = s->side[j].color;
    facts[j].in_goal = nv->side[j].in_goal;
  }
  return race_eye_move(s->b, facts, k, nv->libs.count[k].eye);
}

/* Is there nothing but liberties left to play for on this side: no eye
 * that one move makes or spoils, no lunch, no room to run, no extension
 * that gains liberties? */
static int
only_liberties_left(const struct semeai *s, const struct side_view *v,
                    int k)
{
  const struct owl_eval *ev = &v->ev;
  return ev->eyes.b == ev->eyes.c && ev->lunches == 0 && ev->escape == 0
    && !can_extend(s, v, k);
}

/* ---- Candidate moves --------------------------------------------------- */

static void
add_candidate(struct candidate *c, int *n, int pos, int value)
{
  int k;
  if (pos == NO_MOVE)
    return;
  for (k = 0; k < *n; k++)
    if (c[k].pos == pos) {
      c[k].value = (value > c[k].value ? value : c[k].value) + 3;
      return;
    }
  if (*n < SEMEAI_MAX_MOVES) {
    c[*n].pos = pos;
    c[*n].value = value;
    (*n)++;
  }
}

static void
add_list(struct candidate *c, int *n, const int *moves, int count,
         int value)
{
  int k;
  for (k = 0; k < count; k++)
    add_candidate(c, n, moves[k], value);
}

/* Liberty fills against side `them': the first of each kind (the others
 * of a kind mostly lead to the same count), first when the count says
 * the mover wins by filling. */
static void
fill_candidates(const struct node_view *nv, int them,
                enum race_outcome count, struct candidate *c, int *n)
{
  const struct race_fills *f = &nv->libs.fills[them];
  int bonus = count == RACE_WON ? 60 : 0;
  add_list(c, n, f->outside, f->n_outside > 0, 70 + bonus);
  add_list(c, n, f->approach, f->n_approach > 0, 60 + bonus);
  add_list(c, n, f->eye, f->n_eye > 0, 55 + bonus);
  add_list(c, n, f->shared, f->n_shared > 0, 40 + bonus);
}

/* Does the string at str touch a stone of either dragon? */
static int
touches_a_dragon(const struct semeai *s, const struct node_view *nv,
                 int str)
{
  int adj[MAX_BOARD * MAX_BOARD];
  int n = chainlinks(s->b, str, adj), k;
  for (k = 0; k < n; k++)
    if (nv->side[0].in_goal[adj[k]] || nv->side[1].in_goal[adj[k]])
      return 1;
  return 0;
}

/* Strings of the other colour in atari: those of the other dragon first,
 * then others touching either dragon (a sacrifice next to the race, a
 * ko). */
static void
capture_candidates(const struct semeai *s, const struct node_view *nv,
                   int mover, struct candidate *c, int *n)
{
  const struct board *b = s->b;
  const struct side_view *them = &nv->side[1 - mover];
  int other = s->side[1 - mover].color;
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int lib;
    if (b->board[pos] != other || find_origin(b, pos) != pos
        || countlib(b, pos) != 1)
      continue;
    findlib(b, pos, 1, &lib);
    if (them->in_goal[pos])
      add_candidate(c, n, lib, 200 + countstones(b, pos));
    else if (touches_a_dragon(s, nv, pos))
      add_candidate(c, n, lib, 90 + countstones(b, pos));
  }
}

static void
sort_candidates(struct candidate *c, int n)
{
  int k;
  for (k = 1; k < n; k++) {
    struct candidate m = c[k];
    int j = k;
    while (j > 0 && (c[j - 1].value < m.value
                     || (c[j - 1].value == m.value && c[j - 1].pos > m.pos))) {
      c[j] = c[j - 1];
      j--;
    }
    c[j] = m;
  }
}

/* Strings of more liberties than this are not read tactically. */
#define SEMEAI_WORM_MAX_LIBS 4

/* Tactics on the strings in contact: attacking the other dragon's
 * (first those that can also be defended, then important ones), saving
 * the mover's.  Strings of four liberties are read too (GNU Go reads
 * every semeai worm): attacking a wall of four liberties that can still
 * be saved may decide the race, and the count's fills and the owl's
 * moves need not put that move first (check_semeai
 * tactical_attack_on_a_wall_of_four_liberties; semeai.tst 68, 102). */
static void
worm_candidates(struct semeai *s, int mover, struct candidate *c, int *n)
{
  struct reading *r = s->o->reading;
  int k;
  for (k = 0; k < s->worms; k++) {
    const struct semeai_worm *w = &s->worm[k];
    int color = s->side[w->side].color;
    int acode, m = NO_MOVE, dm = NO_MOVE;
    if (s->b->board[w->pos] != color
        || countlib(s->b, w->pos) > SEMEAI_WORM_MAX_LIBS)
      continue;
    acode = attack(r, w->pos, &m);
    if (!acode)
      continue;
    if (w->side != mover)
      add_candidate(c, n, m, find_defense(r, w->pos, NULL) ? 105
                    : w->important ? 100 : 90);
    else if (find_defense(r, w->pos, &dm))
      add_candidate(c, n, dm, 85);
  }
}

/* Points where a dragon gains liberties by extending: the mover's own
 * (first when the count says it is behind) and the other's (to block). */
static void
extension_candidates(const struct semeai *s, const struct node_view *nv,
                     int mover, int behind, struct candidate *c, int *n)
{
  const struct board *b = s->b;
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int mine = extension_gain(b, &nv->side[mover], s->side[mover].color,
                              pos);
    int theirs = extension_gain(b, &nv->side[1 - mover],
                                s->side[1 - mover].color, pos);
    if (mine > 0 && !is_self_atari(b, pos, s->side[mover].color))
      add_candidate(c, n, pos, (behind ? 110 : 50) + 5 * mine);
    if (theirs > 0 && is_legal(b, pos, s->side[mover].color))
      add_candidate(c, n, pos, 75 + 5 * theirs);
  }
}

/* The mover's candidates: captures of the other dragon, the liberty
 * fills, extensions, the owl's moves for its own dragon (when not alive)
 * and against the other (when that is not alive). */
static int
generate_moves(struct semeai *s, const struct node_view *nv, int mover,
               struct candidate *c)
{
  int them = 1 - mover;
  int n = 0, k;
  enum race_outcome count = race_count_outcome(&nv->libs.count[mover],
                                               &nv->libs.count[them],
                                               nv->libs.shared);
  const struct owl_eval *mine = &nv->side[mover].ev;
  const struct owl_eval *theirs = &nv->side[them].ev;
  capture_candidates(s, nv, mover, c, &n);
  worm_candidates(s, mover, c, &n);
  fill_candidates(nv, them, count, c, &n);
  extension_candidates(s, nv, mover, count == RACE_LOST, c, &n);
  /* Eye-making points: the mover's to make the eye, the other's to take
   * the point first; after the fills, as the count usually settles it. */
  add_candidate(c, &n, eye_move(s, nv, mover), 30);
  add_candidate(c, &n, eye_move(s, nv, them), 25);
  if (!mine->alive)
    for (k = 0; k < mine->num_moves && k < SEMEAI_OWL_MOVES; k++)
      add_candidate(c, &n, mine->moves[k].pos, mine->moves[k].value);
  if (!theirs->alive)
    for (k = 0; k < theirs->num_moves && k < SEMEAI_OWL_MOVES; k++)
      add_candidate(c, &n, theirs->moves[k].pos, theirs->moves[k].value);
  sort_candidates(c, n);
  return n;
}

/* ---- Search ------------------------------------------------------------ */

static uint64_t
race_key(const struct semeai *s, int mover, int passes)
{
  return (s->b->hash ^ s->side[0].goal_key
          ^ (s->side[1].goal_key * 0x9e3779b97f4a7c15ull)
          ^ ((uint64_t) mover * 0x5851f42d4c957f2dull)
          ^ ((uint64_t) passes * 0x14057b7ef767814full)
          ^ ((uint64_t) s->komaster * 0x8cb92ba72f3d8dd7ull)) | 1;
}

static struct race_cache_entry *
cache_slot(struct semeai *s, uint64_t key)
{
  return &s->cache[key & (SEMEAI_CACHE_SIZE - 1)];
}

/* Play pos for side k, by ko capture if the komaster rule lets it;
 * *ko_threat tells which.  0 if it cannot be played. */
static int
play_candidate(struct semeai *s, int k, int pos, int *ko_threat,
               int *saved_komaster)
{
  struct board *b = s->b;
  int color = s->side[k].color;
  *ko_threat = 0;
  *saved_komaster = s->komaster;
  if (trymove(b, pos, color, "semeai", s->side[k].target))
    return 1;
  if ((s->komaster != EMPTY && s->komaster != color)
      || !is_ko(b, pos, color, NULL) || !tryko(b, pos, color, "semeai ko"))
    return 0;
  *ko_threat = 1;
  s->komaster = color;
  return 1;
}

static void
undo_candidate(struct semeai *s, int saved_komaster)
{
  popgo(s->b);
  s->komaster = saved_komaster;
}

/* A stone side k just played at pos joins its dragon when it touches a
 * marked string; mark it so that the dragon keeps it.  Returns whether it
 * marked. */
static int
mark_new_stone(struct semeai *s, int k, int pos)
{
  struct race_side *rs = &s->side[k];
  int n;
  if (rs->goal[pos])
    return 0;
  for (n = 0; n < 4; n++) {
    int nb = pos + delta[n];
    if (s->b->board[nb] == rs->color && nb != pos && rs->goal[nb])
      break;
  }
  if (n == 4)
    return 0;
  rs->goal[pos] = 1;
  rs->goal_key ^= owl_point_key(pos);
  return 1;
}

static void
unmark_new_stone(struct semeai *s, int k, int pos)
{
  s->side[k].goal[pos] = 0;
  s->side[k].goal_key ^= owl_point_key(pos);
}

static struct race_value read_race(struct semeai *s, int mover, int passes,
                                   int depth, int *move);

/* The value of playing pos (side mover), or 0 if it cannot be played. */
static int
try_candidate(struct semeai *s, int mover, int pos, int depth,
              struct race_value *value)
{
  int ko_threat, saved, marked, reply;
  if (!play_candidate(s, mover, pos, &ko_threat, &saved))
    return 0;
  marked = mark_new_stone(s, mover, pos);
  *value = read_race(s, 1 - mover, 0, depth + 1, &reply);
  if (marked)
    unmark_new_stone(s, mover, pos);
  undo_candidate(s, saved);
  if (ko_threat)
    *value = after_ko_threat(*value, mover);
  return 1;
}

/* Longest capture played out by capture_probe. */
#define SEMEAI_PROBE_PLIES 40

/* The next stone side k plays to capture the other dragon by filling its
 * liberties: a capture when it is in atari, else an outside liberty, an
 * approach move, a point of its eye, a shared liberty.  NO_MOVE if none. */
static int
next_fill(const struct semeai *s, const struct node_view *nv, int k)
{
  const struct race_fills *f = &nv->libs.fills[1 - k];
  const struct board *b = s->b;
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (nv->side[1 - k].in_goal[pos] && countlib(b, pos) == 1) {
      int lib;
      findlib(b, pos, 1, &lib);
      if (is_legal(b, lib, s->side[k].color))
        return lib;
    }
  if (f->n_outside > 0)
    return f->outside[0];
  if (f->n_approach > 0)
    return f->approach[0];
  if (f->n_eye > 0)
    return f->eye[0];
  if (f->n_shared > 0)
    return f->shared[0];
  return NO_MOVE;
}

/* A point of side k's counted eye where its stone fills its own eye
 * next to a string of its dragon with two liberties, a self-atari that
 * makes the string the other side captures bigger: the capture may then
 * leave a dead eye shape (semeai.tst 41, 42: after the capture the
 * capturer's eye space is a bulky five).  NO_MOVE if none. */
static int
own_eye_fill(const struct semeai *s, const struct node_view *nv, int k)
{
  const struct board *b = s->b;
  int color = s->side[k].color;
  int n, j;
  for (n = 0; n < nv->libs.eye_size[k]; n++) {
    int pos = nv->libs.eye_points[k][n];
    int next_to_short = 0;
    if (b->board[pos] != EMPTY)
      continue;
    for (j = 0; j < 4; j++) {
      int nb = pos + delta[j];
      if (nv->side[k].in_goal[nb] && countlib(b, nb) == 2)
        next_to_short = 1;
    }
    if (next_to_short && is_legal(b, pos, color)
        && is_self_atari(b, pos, color))
      return pos;
  }
  return NO_MOVE;
}

/* Side k wins the race by counting: play the race out, both sides
 * filling the other's liberties in the count's order, `mover' first, and
 * see whether k captures and lives afterwards (a dragon without eyes may
 * capture and still die: its new eye space a nakade shape, its liberties
 * short).  With loser_fills_eye the other side, when one of its strings
 * is down to two liberties, fills its own eye instead (own_eye_fill).
 * WIN, KO_A, KO_B or 0 as capturer_lives; -1 when the race did not play
 * out as counted.  The board is left as it was. */
static int
capture_probe(struct semeai *s, int k, int mover, int loser_fills_eye)
{
  struct node_view *nv = &s->probe;
  int played = 0, lives = -1, passed = 0;
  while (played < SEMEAI_PROBE_PLIES && !captured(s, 0) && !captured(s, 1)) {
    int pos = NO_MOVE;
    s->nodes++;
    view_node(s, EMPTY, nv);
    if (loser_fills_eye && mover != k)
      pos = own_eye_fill(s, nv, mover);
    if (pos == NO_MOVE)
      pos = next_fill(s, nv, mover);
    if (pos != NO_MOVE
        && trymove(s->b, pos, s->side[mover].color, "semeai probe",
                   s->side[mover].target)) {
      played++;
      passed = 0;
    }
    else if (++passed == 2)
      break;
    mover = 1 - mover;
  }
  if (captured(s, 1 - k) && !captured(s, k))
    lives = capturer_lives(s, k);
  while (played-- > 0)
    popgo(s->b);
  return lives;
}

/* May the count settle the node?  Seki does, and a capture by a dragon
 * that is alive or has an eye; a dragon without eyes only when the race
 * played out in the count's order ends in its capture and it lives
 * afterwards (else the other side wins).  Sets *outcome. */
static int
count_settles(struct semeai *s, const struct node_view *nv, int mover,
              enum semeai_outcome *outcome)
{
  int winner, lives;
  *outcome = counted_outcome(nv, mover);
  if (*outcome == SEMEAI_BOTH_LIVE)
    return 1;
  winner = *outcome == SEMEAI_B_DIES ? 0 : 1;
  if (nv->side[winner].ev.alive || nv->libs.count[winner].eye > 0)
    return 1;
  lives = capture_probe(s, winner, mover, 0);
  if (lives < 0)
    return 0;
  /* The loser may make the capture a dead shape by filling its own eye
   * first; it chooses the line that is worse for the winner. */
  if (lives != 0 && nv->libs.eye_size[1 - winner] > 0) {
    int filled = capture_probe(s, winner, mover, 1);
    if (filled >= 0 && code_rank(filled) < code_rank(lives))
      lives = filled;
  }
  if (lives == 0)
    *outcome = winner == 0 ? SEMEAI_A_DIES : SEMEAI_B_DIES;
  return 1;
}

/* Side mover's move at a node that counting settles (value best): none
 * when passing keeps best, else the first candidate whose position
 * counts to best.  Reads no further than one move. */
static int
settling_move(struct semeai *s, struct node_view *nv, int mover,
              struct race_value best, int depth)
{
  struct candidate cand[SEMEAI_MAX_MOVES];
  struct node_view *child = &s->view[depth + 1];
  int ncand, k;
  if (preference(value_of_outcome(counted_outcome(nv, 1 - mover)), mover)
      >= preference(best, mover))
    return NO_MOVE;
  ncand = generate_moves(s, nv, mover, cand);
  for (k = 0; k < ncand; k++) {
    int ko_threat, saved, keeps;
    struct race_value v;
    if (!play_candidate(s, mover, cand[k].pos, &ko_threat, &saved))
      continue;
    if (captured(s, 0) || captured(s, 1))
      v = value_after_capture(s, captured(s, 0) ? 0 : 1);
    else {
      view_node(s, s->side[1 - mover].color, child);
      v = value_of_outcome(counted_outcome(child, 1 - mover));
    }
    undo_candidate(s, saved);
    keeps = !ko_threat && preference(v, mover) >= preference(best, mover);
    if (keeps)
      return cand[k].pos;
  }
  return NO_MOVE;
}

/* Below the root, once the owl sees one dragon alive (two eyes, or out)
 * the race is over for it, and the other's fate is the owl's question, as
 * in GNU Go: can the living side kill it, `mover' moving first?  Sets
 * *value (and *move: the owl's first move) and returns 1 when the owl
 * answers WIN or 0 within its nodes; a ko or a spent budget leaves the
 * node to the race reader. */
static int
one_side_alive(struct semeai *s, const struct node_view *nv, int mover,
               struct race_value *value, int *move)
{
  int k, dies;
  if (nv->side[0].ev.alive == nv->side[1].ev.alive)
    return 0;
  k = nv->side[0].ev.alive ? 1 : 0;       /* the side not alive */
  dies = owl_fate(s, k, mover, move);
  if (dies != WIN && dies != 0) {
    *move = NO_MOVE;
    return 0;
  }
  value->a_lives = (unsigned char) (k == 1 ? WIN : invert_code(dies));
  value->b_dies = (unsigned char) (k == 1 ? dies : 0);
  return 1;
}

/* Can side k join its dragon, by one stone, to a string of its colour
 * outside it that touches the other dragon (a stone put there in the
 * race: joined, it may connect the dragon out or take the other's
 * liberties)?  The count does not see such a link. */
static int
can_join_contact_string(const struct semeai *s, const struct node_view *nv,
                        int k)
{
  const struct board *b = s->b;
  int color = s->side[k].color;
  int pos, j;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int next_to_dragon = 0, next_to_friend = 0;
    if (b->board[pos] != EMPTY)
      continue;
    for (j = 0; j < 4; j++) {
      int n = pos + delta[j];
      if (b->board[n] != color)
        continue;
      if (nv->side[k].in_goal[n])
        next_to_dragon = 1;
      else if (touches_a_dragon(s, nv, n))
        next_to_friend = 1;
    }
    if (next_to_dragon && next_to_friend && is_legal(b, pos, color))
      return 1;
  }
  return 0;
}

/* Is the node decided without trying moves?  Sets *value (and *move)
 * when it is: a dragon captured, both alive, two passes, or nothing but
 * liberties left to count. */
static int
decided_without_moves(struct semeai *s, struct node_view *nv, int mover,
                      int passes, int depth, struct race_value *value,
                      int *move)
{
  enum semeai_outcome outcome;
  *move = NO_MOVE;
  if (nv->side[0].ev.target_captured || nv->side[1].ev.target_captured) {
    *value = nv->side[0].ev.target_captured ? A_DIES : B_DIES;
    return 1;
  }
  if (nv->side[0].ev.alive && nv->side[1].ev.alive) {
    *value = BOTH_LIVE;
    return 1;
  }
  if (passes >= 2) {
    *value = value_of_outcome(counted_outcome(nv, mover));
    return 1;
  }
  if (depth >= 1 && one_side_alive(s, nv, mover, value, move))
    return 1;
  if (!nv->libs.ko && only_liberties_left(s, &nv->side[0], 0)
      && only_liberties_left(s, &nv->side[1], 1)
      && eye_move(s, nv, 0) == NO_MOVE
      && eye_move(s, nv, 1) == NO_MOVE
      && !can_join_contact_string(s, nv, 0)
      && !can_join_contact_string(s, nv, 1)
      && count_settles(s, nv, mover, &outcome)) {
    *value = value_of_outcome(outcome);
    *move = settling_move(s, nv, mover, *value, depth);
    return 1;
  }
  return 0;
}

/* Has this call spent its budget (or its depth), or the question its
 * outer budget (utils/budget.h, charged a node here)? */
static int
out_of_budget(const struct semeai *s, int depth)
{
  return s->nodes > s->node_limit || depth >= SEMEAI_MAX_DEPTH
    || s->b->stackp >= MAX_STACK - 10
    || !budget_charge(reading_budget(s->o->reading), 1);
}

/* Moves tried per node, narrowing with depth: deep in the race only the
 * best move is played, the count having ordered it first. */
static int
branching(int depth)
{
  if (depth < 2)
    return SEMEAI_WIDTH;
  if (depth < 4)
    return 3;
  if (depth < 8)
    return 2;
  return 1;
}

/* Near the root each candidate gets a share of what is left of the
 * budget (the moves still to try and passing share it), so that the
 * first does not spend it all. */
#define SEMEAI_SHARED_DEPTH 3

static long
share_of_budget(const struct semeai *s, int width_left, int cand_left)
{
  long left = s->node_limit - s->nodes;
  int ways = (width_left < cand_left ? width_left : cand_left) + 1;
  long share = ways > 1 ? left * 2 / 3 : left;
  return s->nodes + (share > 1 ? share : 1);
}

/* A child reading gets its own "cut short" flag: child_begin clears it
 * and returns the node's, child_end returns whether the child was read to
 * the end (no budget or depth cut in its subtree) and puts the node's
 * flag back, with the child's cut added. */
static int
child_begin(struct semeai *s)
{
  int node_hit = s->limit_hit;
  s->limit_hit = 0;
  return node_hit;
}

static int
child_end(struct semeai *s, int node_hit)
{
  int sure = !s->limit_hit;
  s->limit_hit |= node_hit;
  return sure;
}

/* Does a move worth v (read to the end when sure) replace the best move
 * so far for side k?  A better value does; an equal one when it was read
 * to the end and the best was cut short (where the budget ran out the
 * count stands in for the rest of the race, a guess that can favour
 * either side). */
static int
move_replaces_best(struct race_value v, int sure, struct race_value best,
                   int best_sure, int k)
{
  return preference(v, k) > preference(best, k)
    || (preference(v, k) == preference(best, k) && sure && !best_sure);
}

/* Does passing, worth v, replace the best move for side k?  Passing
 * claims that no move is needed; a pass whose reading was cut short does
 * not make that claim against a move read to the end, and ties with a
 * move only when read to the end itself (then the pass is kept, unless
 * the move's value is a ko: it starts the ko). */
static int
pass_replaces_best(struct race_value v, int sure, struct race_value best,
                   int best_sure, int k)
{
  if (preference(v, k) > preference(best, k))
    return sure || !best_sure;
  return preference(v, k) == preference(best, k) && sure
    && !is_ko_value(best);
}

/* Side mover passes: the race read with the other to move.  A pass is
 * a move elsewhere, so it lifts a ko ban: the other may then take the ko
 * without a threat (played on the board as a pass when a ban is on). */
static struct race_value
read_pass(struct semeai *s, int mover, int passes, int depth, int *reply)
{
  struct race_value v;
  int lifted = s->b->ko_pos != NO_MOVE
    && trymove(s->b, PASS_MOVE, s->side[mover].color, "semeai pass", NO_MOVE);
  v = read_race(s, 1 - mover, passes + 1, depth + 1, reply);
  if (lifted)
    popgo(s->b);
  return v;
}

/* Try the best candidates for side mover, then passing; the best value,
 * its move in *move (NO_MOVE: passing). */
static struct race_value
search_moves(struct semeai *s, struct node_view *nv, int mover, int passes,
             int depth, int *move)
{
  struct candidate cand[SEMEAI_MAX_MOVES];
  struct race_value best = preference(A_DIES, mover) < preference(B_DIES, mover)
    ? A_DIES : B_DIES;
  struct race_value pass;
  int ncand, k, tried = 0, reply, width = branching(depth);
  int have_move = 0, best_sure = 1, node_hit, sure;
  ncand = generate_moves(s, nv, mover, cand);
  *move = NO_MOVE;
  for (k = 0; k < ncand && tried < width; k++) {
    struct race_value v;
    long whole = s->node_limit;
    int played;
    if (depth < SEMEAI_SHARED_DEPTH)
      s->node_limit = share_of_budget(s, width - tried, ncand - k);
    node_hit = child_begin(s);
    played = try_candidate(s, mover, cand[k].pos, depth, &v);
    s->node_limit = whole;
    sure = child_end(s, node_hit);
    if (!played)
      continue;
    tried++;
    if (!have_move || move_replaces_best(v, sure, best, best_sure, mover)) {
      best = v;
      best_sure = sure;
      *move = cand[k].pos;
      have_move = 1;
    }
    /* Nothing can beat a best value read to the end. */
    if (is_best_for(best, mover) && best_sure)
      return best;
  }
  /* Passing is tried near the root (is a move needed at all?) and where
   * the count says the mover is not behind. */
  if (have_move && depth >= 2 && counted_outcome(nv, mover)
      == (mover == 0 ? SEMEAI_A_DIES : SEMEAI_B_DIES))
    return best;
  node_hit = child_begin(s);
  pass = read_pass(s, mover, passes, depth, &reply);
  sure = child_end(s, node_hit);
  if (!have_move || pass_replaces_best(pass, sure, best, best_sure, mover)) {
    best = pass;
    *move = NO_MOVE;
  }
  return best;
}

/* The race from here, side `mover' to move after `passes' passes in a
 * row; *move its best move (NO_MOVE: pass). */
static struct race_value
read_race(struct semeai *s, int mover, int passes, int depth, int *move)
{
  struct node_view *nv = &s->view[depth];
  struct race_cache_entry *ce;
  struct race_value best;
  int hit_before = s->limit_hit;
  uint64_t key;

  *move = NO_MOVE;
  key = race_key(s, mover, passes);
  ce = cache_slot(s, key);
  if (ce->key == key) {
    *move = ce->move;
    s->limit_hit |= !ce->certain;
    return ce->value;
  }
  s->limit_hit = 0;
  if (captured(s, 0) || captured(s, 1)) {
    best = value_after_capture(s, captured(s, 0) ? 0 : 1);
    goto store;
  }
  s->nodes++;

  view_node(s, s->side[mover].color, nv);
  if (!decided_without_moves(s, nv, mover, passes, depth, &best, move)) {
    if (out_of_budget(s, depth)) {
      s->limit_hit = 1;
      best = value_of_outcome(counted_outcome(nv, mover));
    }
    else
      best = search_moves(s, nv, mover, passes, depth, move);
  }

store:
  ce = cache_slot(s, key);
  ce->key = key;
  ce->value = best;
  ce->move = *move;
  ce->certain = !s->limit_hit;
  s->limit_hit |= hit_before;
  return best;
}

/* ---- The owl's word at the root ---------------------------------------- */

/* The race read at the root was cut short by the budget and says dragon
 * a cannot live even moving first: where the budget ran out, the count
 * stood in for the rest of the race, and the count sees no eye that a
 * dragon could still make.  The owl reads a's life on its own terms
 * (eye spaces, lunches, escape), as GNU Go's semeai trusts the owl's
 * view of a dragon's life.  When it saves a, moving first, a lives
 * whatever b does; b dies when that move kills b by the owl's reading
 * too (b moving next).  The owl's reads take at most the call's budget
 * each, and their nodes count against the call.  Sets *value and *move
 * and returns 1 when the owl saves a; 0 (nothing set) otherwise.  The
 * board is left as it was; the owl's goal, limit and caches are its own
 * calls'. */
static int
owl_saves_a(struct semeai *s, int apos, int bpos, struct race_value *value,
            int *move)
{
  struct owl *o = s->o;
  long saved_limit = o->node_limit;
  int m = NO_MOVE, code, kills = 0;
  o->node_limit = s->node_limit;
  code = owl_defend(o, apos, &m, NULL, NULL);
  s->nodes += o->nodes;
  if (code == WIN && m != NO_MOVE) {
    kills = owl_does_attack(o, m, bpos, NULL);
    s->nodes += o->nodes;
  }
  o->node_limit = saved_limit;
  if (code != WIN || m == NO_MOVE)
    return 0;
  value->a_lives = WIN;
  value->b_dies = kills == WIN ? WIN : 0;
  *move = m;
  return 1;
}

/* ---- Setting up -------------------------------------------------------- */

/* Mark side k: the dragon of str when the analysis describes this
 * position, else the string of str. */
static void
mark_side(struct semeai *s, int k, int str)
{
  const struct dragons *d = s->o->dragons;
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

static int
valid_pair(const struct board *b, int apos, int bpos)
{
  return apos > 0 && bpos > 0 && apos < BOARD_ARRAY_SIZE
    && bpos < BOARD_ARRAY_SIZE && IS_STONE(b->board[apos])
    && b->board[bpos] == OTHER_COLOR(b->board[apos]);
}

/* Is the string at str next to a living dragon other than the two of the
 * race (by the analysis, when it describes this position)? */
static int
next_to_living_outsider(const struct semeai *s, int str)
{
  const struct dragons *d = s->o->dragons;
  int adj[MAX_BOARD * MAX_BOARD];
  int n, k;
  if (d->valid == ANALYSIS_NONE || d->hash != s->b->hash)
    return 0;
  n = chainlinks(s->b, str, adj);
  for (k = 0; k < n; k++) {
    int id = d->id[adj[k]];
    if (id >= 0 && !s->side[0].goal[adj[k]] && !s->side[1].goal[adj[k]]
        && d->dragon[id].crude_status == DRAGON_ALIVE)
      return 1;
  }
  return 0;
}

/* Do the strings at s1 and s2 touch or share a liberty? */
static int
in_contact(const struct board *b, int s1, int s2)
{
  int libs[MAX_BOARD * MAX_BOARD], adj[MAX_BOARD * MAX_BOARD];
  int n = chainlinks(b, s1, adj), k;
  for (k = 0; k < n; k++)
    if (same_string(b, adj[k], s2))
      return 1;
  n = findlib(b, s1, MAX_BOARD * MAX_BOARD, libs);
  for (k = 0; k < n; k++)
    if (liberty_of_string(b, libs[k], s2))
      return 1;
  return 0;
}

/* The strings of each dragon in contact with the other (semeai worms). */
static void
find_worms(struct semeai *s)
{
  const struct board *b = s->b;
  int p, q;
  s->worms = 0;
  for (p = BOARDMIN; p < BOARDMAX; p++) {
    int side = s->side[0].goal[p] ? 0 : s->side[1].goal[p] ? 1 : -1;
    if (side < 0 || find_origin(b, p) != p)
      continue;
    for (q = BOARDMIN; q < BOARDMAX; q++)
      if (s->side[1 - side].goal[q] && find_origin(b, q) == q
          && in_contact(b, p, q))
        break;
    if (q == BOARDMAX || s->worms == SEMEAI_MAX_WORMS)
      continue;
    s->worm[s->worms].pos = p;
    s->worm[s->worms].side = side;
    s->worm[s->worms].important = countstones(b, p) > 6
      || next_to_living_outsider(s, p);
    s->worms++;
  }
}

/* A reader for the race between apos and bpos on d's board, with both
 * dragons marked and the owl's scratch prepared; NULL if out of memory.
 * The owl's and the tactical reader's caches start empty: their entries
 * depend on how a position was reached (an owl result on the depth it was
 * read at, a tactical one on the depth left), so results kept from earlier
 * questions would make the answer depend on what was asked before. */
static struct semeai *
semeai_new(struct dragons *d, int apos, int bpos, long node_limit)
{
  struct owl *o = d->owl;
  struct semeai *s = calloc(1, sizeof(*s));
  if (!s)
    return NULL;
  s->o = o;
  s->b = d->board;
  s->komaster = EMPTY;
  s->node_limit = node_limit > 0 ? node_limit : owl_get_node_limit(o);
  owl_clear_cache(o);
  reading_reset_cache(o->reading);
  mark_side(s, 0, apos);
  mark_side(s, 1, bpos);
  find_worms(s);
  o->nodes = 0;
  o->limit_hit = 0;
  o->root_stackp = s->b->stackp;
  o->attacker_passed = 0;
  o->defender_passed = 0;
  o->seki_pass = 0;
  o->must_take_dead = 1;
  return s;
}

int
analyze_semeai_budget(struct dragons *d, int apos, int bpos,
                      long node_limit, int *resulta, int *resultb,
                      int *move, int *certain, long *nodes)
{
  struct semeai *s;
  struct race_value v;
  int m = NO_MOVE;

  *resulta = 0;
  *resultb = 0;
  *move = NO_MOVE;
  *certain = 1;
  if (nodes)
    *nodes = 0;
  if (!valid_pair(d->board, apos, bpos)
      || (s = semeai_new(d, apos, bpos, node_limit)) == NULL)
    return 0;
  v = read_race(s, 0, 0, 0, &m);
  /* A race cut short that leaves a without life: ask the owl. */
  if (s->limit_hit && v.a_lives != WIN) {
    struct race_value owl_value;
    int owl_move;
    if (owl_saves_a(s, apos, bpos, &owl_value, &owl_move)
        && preference(owl_value, 0) > preference(v, 0)) {
      v = owl_value;
      m = owl_move;
    }
  }
  *resulta = v.a_lives;
  *resultb = v.b_dies;
  *move = *resulta ? m : NO_MOVE;
  *certain = !s->limit_hit;
  if (nodes)
    *nodes = s->nodes;
  free(s);
  return 1;
}

int
semeai_liberties(struct dragons *d, int apos, int bpos,
                 struct race_liberties *out)
{
  struct semeai *s;
  memset(out, 0, sizeof(*out));
  if (!valid_pair(d->board, apos, bpos)
      || (s = semeai_new(d, apos, bpos, 0)) == NULL)
    return 0;
  view_node(s, EMPTY, &s->view[0]);
  *out = s->view[0].libs;
  free(s);
  return 1;
}

int
analyze_semeai(struct dragons *d, int apos, int bpos, int *resulta,
               int *resultb, int *move, int *certain)
{
  return analyze_semeai_budget(d, apos, bpos, 0, resulta, resultb, move,
                               certain, NULL);
}
