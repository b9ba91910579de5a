#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "optics.h"
#include "eyegraph.h"
#include "eye_value.h"
#include "utils/bits.h"

#define EYE_CACHE_SIZE 65536
#define UNKNOWN_SAFETY 0xff

struct eye_cache_entry {
  uint64_t key;
  struct eyevalue value;
  int attack_point;
  int defense_point;
  unsigned generation;       /* the cache's when stored: valid while equal */
};

struct optics {
  struct reading *reading;
  struct board *board;
  struct eye_values *values;        /* eye values by lookup */
  /* safe_move results for the position with hash safe_hash. */
  hash_t safe_hash;
  int safe_stackp;
  unsigned char safe[2][BOARD_ARRAY_SIZE];
  struct eye_cache_entry cache[EYE_CACHE_SIZE];
  int cache_used;                   /* an entry stored since the last clear */
  unsigned cache_generation;        /* a clear starts the next (never 0) */
  /* The points the current computation looks at. */
  int points[MAX_BOARD * MAX_BOARD];
  int npoints;
  unsigned char in_region[BOARD_ARRAY_SIZE];
};

/* Margin around the `near' stones when the work is local. */
#define REGION_MARGIN 4

/* ---- Eye values ------------------------------------------------------ */

static int
imin(int a, int b)
{
  return a < b ? a : b;
}

static int
imax(int a, int b)
{
  return a > b ? a : b;
}

void
eyevalue_set(struct eyevalue *e, int a, int b, int c, int d)
{
  e->a = (unsigned char) a;
  e->b = (unsigned char) b;
  e->c = (unsigned char) c;
  e->d = (unsigned char) d;
}

int
eyevalue_min(const struct eyevalue *e)
{
  return e->b;
}

int
eyevalue_max(const struct eyevalue *e)
{
  return e->c;
}

int
eyevalue_urgency(const struct eyevalue *e)
{
  int a = imin(e->a, 2), b = imin(e->b, 2);
  int c = imin(e->c, 2), d = imin(e->d, 2);
  if (b == c)
    return 0;
  return d + c - b - a;
}

/* Two independent local games: whoever moves first picks the game where
 * his move gains most, the opponent answers in the same game or takes the
 * other one (GNU Go's combination rules). */
void
eyevalue_add(const struct eyevalue *e1, const struct eyevalue *e2,
             struct eyevalue *sum)
{
  int a1 = e1->a, b1 = e1->b, c1 = e1->c, d1 = e1->d;
  int a2 = e2->a, b2 = e2->b, c2 = e2->c, d2 = e2->d;
  int a, b, c, d;

  a = imin(imin(a1 + c2, c1 + a2), imax(a1 + b2, b1 + a2));
  b = imin(imax(b1 + b2, imin(a1 + d2, b1 + c2)),
           imax(b1 + b2, imin(d1 + a2, c1 + b2)));
  c = imax(imin(c1 + c2, imax(d1 + a2, c1 + b2)),
           imin(c1 + c2, imax(a1 + d2, b1 + c2)));
  d = imax(imax(d1 + b2, b1 + d2), imin(d1 + c2, c1 + d2));
  /* A defender threat in one game and a half eye in the other do not
   * give three eyes. */
  if ((d1 - c1 == 2 && c2 - b2 == 1) || (c1 - b1 == 1 && d2 - c2 == 2))
    d = imax(imin(c1 + d2, d1 + b2), imin(d1 + c2, b1 + d2));
  eyevalue_set(sum, a, b, c, d);
}

/* ---- Context --------------------------------------------------------- */

struct optics *
optics_new(struct reading *r)
{
  struct optics *o = calloc(1, sizeof(*o));
  if (!o)
    return NULL;
  o->reading = r;
  o->board = reading_board(r);
  o->values = eye_values_new();
  if (!o->values) {
    free(o);
    return NULL;
  }
  o->safe_stackp = -1;
  o->cache_generation = 1;
  return o;
}

void
optics_free(struct optics *o)
{
  if (!o)
    return;
  eye_values_free(o->values);
  free(o);
}

void
optics_clear_cache(struct optics *o)
{
  /* The entries of earlier generations are stale: a clear costs nothing
   * but once every 2^32 clears (memset of 1.5 MB, made for every new
   * position before). */
  if (o->cache_used && ++o->cache_generation == 0) {
    memset(o->cache, 0, sizeof(o->cache));
    o->cache_generation = 1;
  }
  o->cache_used = 0;
  o->safe_stackp = -1;
}

/* ---- Tactical helpers ------------------------------------------------ */

static int
reversed_code(int acode)
{
  if (acode == 0)
    return WIN;
  if (acode == WIN)
    return 0;
  return acode == KO_A ? KO_B : KO_A;
}

int
optics_safe_move(struct optics *o, int pos, int color)
{
  struct board *b = o->board;
  int idx = color == BLACK;
  int result;

  if (o->safe_stackp != b->stackp || o->safe_hash != b->hash) {
    memset(o->safe, UNKNOWN_SAFETY, sizeof(o->safe));
    o->safe_stackp = b->stackp;
    o->safe_hash = b->hash;
  }
  if (o->safe[idx][pos] != UNKNOWN_SAFETY)
    return o->safe[idx][pos];

  result = 0;
  if (trymove(b, pos, color, "safe_move", NO_MOVE)) {
    result = reversed_code(attack(o->reading, pos, NULL));
    popgo(b);
  }
  else if (is_ko(b, pos, color, NULL) && tryko(b, pos, color, "safe_move")) {
    result = attack(o->reading, pos, NULL) == 0 ? KO_B : 0;
    popgo(b);
  }
  o->safe[idx][pos] = (unsigned char) result;
  return result;
}

/* Tactical status of the string at pos, from the input arrays when the
 * board is the analysed root position or from the known statuses, else
 * from reading. */
static void
string_status(struct optics *o, const struct optics_input *in, int pos,
              int *acode, int *apos, int *dcode, int *dpos)
{
  *apos = NO_MOVE;
  *dpos = NO_MOVE;
  if (in && in->known) {
    int origin = find_origin(o->board, pos), k;
    for (k = 0; k < in->nknown; k++)
      if (in->known[k].origin == origin) {
        *acode = in->known[k].acode;
        *apos = in->known[k].apos;
        *dcode = in->known[k].dcode;
        *dpos = in->known[k].dpos;
        return;
      }
  }
  if (in && in->attack_code && o->board->stackp == 0) {
    *acode = in->attack_code[pos];
    *dcode = in->defense_code[pos];
    if (in->attack_point)
      *apos = in->attack_point[pos];
    if (in->defense_point)
      *dpos = in->defense_point[pos];
    return;
  }
  *acode = attack(o->reading, pos, apos);
  *dcode = *acode ? find_defense(o->reading, pos, dpos) : WIN;
}

/* ---- Domains --------------------------------------------------------- */

/* A point next to stones of both colours where the enemy (other) cannot
 * play safely, next to an enemy stone that is not lively: the eye space
 * should not include it (GNU Go's false margin). */
static int
false_margin(struct optics *o, const struct optics_input *in, int pos,
             int color)
{
  const struct board *b = o->board;
  int other = OTHER_COLOR(color);
  int seen = 0;
  int all_lively = 1;
  int potential = 0;
  int k;

  for (k = 0; k < 4; k++)
    seen |= b->board[pos + delta[k]] == GRAY ? 0 : b->board[pos + delta[k]];
  if (seen != (WHITE | BLACK))
    return 0;
  for (k = 0; k < 4; k++)
    if (b->board[pos + delta[k]] == other && !in->lively[pos + delta[k]])
      all_lively = 0;
  if (all_lively)
    return 0;
  for (k = 0; k < 4; k++) {
    int apos = pos + delta[k];
    int acode, ap, dcode, dp;
    if (b->board[apos] != other || !in->lively[apos])
      continue;
    string_status(o, in, apos, &acode, &ap, &dcode, &dp);
    if (acode == 0)
      potential = 1;
  }
  return potential && optics_safe_move(o, pos, other) == 0;
}

static void
set_region(struct optics *o, const struct optics_input *in)
{
  const struct board *b = o->board;
  int imin = 0, imax = b->board_size - 1, jmin = 0, jmax = imax;
  int i, j, pos;

  if (in->near) {
    int near[BOARDMAX - BOARDMIN];
    int nnear = bytes_nonzero(in->near, BOARDMIN, BOARDMAX, near), k;
    imin = jmin = b->board_size;
    imax = jmax = -1;
    for (k = 0; k < nnear; k++) {
      pos = near[k];
      if (b->board[pos] == GRAY)
        continue;
      if (I(pos) < imin) imin = I(pos);
      if (I(pos) > imax) imax = I(pos);
      if (J(pos) < jmin) jmin = J(pos);
      if (J(pos) > jmax) jmax = J(pos);
    }
    imin = imin - REGION_MARGIN < 0 ? 0 : imin - REGION_MARGIN;
    jmin = jmin - REGION_MARGIN < 0 ? 0 : jmin - REGION_MARGIN;
    imax = imax + REGION_MARGIN >= b->board_size ? b->board_size - 1
      : imax + REGION_MARGIN;
    jmax = jmax + REGION_MARGIN >= b->board_size ? b->board_size - 1
      : jmax + REGION_MARGIN;
  }
  memset(o->in_region, 0, sizeof(o->in_region));
  o->npoints = 0;
  for (i = imin; i <= imax; i++)
    for (j = jmin; j <= jmax; j++) {
      pos = POS(i, j);
      o->points[o->npoints++] = pos;
      o->in_region[pos] = 1;
    }
}

/* What the domains and eye maps of one optics_make_eye_maps read of the
 * points [from, to): the region and the points next to it.
 * lively_stone[pos]: the colour of the stone at pos when it is lively
 * (in->lively nonzero), else EMPTY; gray[pos]: GRAY_INFLUENCE off the
 * board, else 0.  Both are board arrays set in [from, to) only. */
struct region_points {
  int from, to;
  unsigned char lively_stone[BOARD_ARRAY_SIZE];
  signed char gray[BOARD_ARRAY_SIZE];
};

#define GRAY_INFLUENCE (-64)
_Static_assert(EMPTY == 0 && WHITE == 1 && BLACK == 2 && GRAY == 3,
               "mark_lively_stones tests points by these values");

/* Fill rp for the current region (o->points): eight points at a time
 * (EMPTY 0, WHITE 1, BLACK 2, GRAY 3: the low bit of c ^ (c >> 1) is
 * IS_STONE(c), of c & (c >> 1) c == GRAY).  lively is a board array. */
static void
mark_lively_stones(const struct optics *o, const unsigned char *lively,
                   struct region_points *rp)
{
  const struct board *b = o->board;
  const uint64_t ones = 0x0101010101010101ull;
  const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
  unsigned char *lively_stone = rp->lively_stone;
  signed char *gray = rp->gray;
  int pos;
  /* The region's rows and the points beside them (points[] is in board
   * order, and the region never touches the array's ends). */
  rp->from = rp->to = 0;
  if (o->npoints == 0)
    return;
  rp->from = o->points[0] - NS - 1;
  rp->to = o->points[o->npoints - 1] + NS + 2;
  for (pos = rp->from; pos + 8 <= rp->to; pos += 8) {
    uint64_t w, l, stone, alive;
    memcpy(&w, b->board + pos, sizeof(w));
    memcpy(&l, lively + pos, sizeof(l));
    stone = (w ^ (w >> 1)) & ones;
    /* 0x80 in each nonzero byte of l, moved down to 0x01. */
    alive = ((((l & low7) + low7) | l) >> 7) & ones;
    w &= (stone & alive) * 0xff;
    memcpy(lively_stone + pos, &w, sizeof(w));
    memcpy(&w, b->board + pos, sizeof(w));
    w = ((w & (w >> 1)) & ones) * (uint64_t) (unsigned char) GRAY_INFLUENCE;
    memcpy(gray + pos, &w, sizeof(w));
  }
  for (; pos < rp->to; pos++) {
    int c = b->board[pos];
    lively_stone[pos] = (unsigned char) (IS_STONE(c) && lively[pos] ? c
                                         : EMPTY);
    gray[pos] = (signed char) (c == GRAY ? GRAY_INFLUENCE : 0);
  }
}

/* color's domain over the region (o->points); rp from
 * mark_lively_stones.  Off-board points keep GRAY_INFLUENCE, far below
 * any sum of two on-board influences (-2..2): a pair with an off-board
 * point never makes a point join. */
static void
primary_domain(struct optics *o, const struct optics_input *in, int color,
               unsigned char *domain, unsigned char *false_margins,
               int first_time, int find_false_margins,
               const struct region_points *rp)
{
  const unsigned char *lively_stone = rp->lively_stone;
  const struct board *b = o->board;
  signed char influence[BOARD_ARRAY_SIZE];
  signed char threshold[BOARD_ARRAY_SIZE];
  int list[BOARD_ARRAY_SIZE];
  int pos, k;
  /* pushable[pos]: eligible (no own lively stone beside), not in the
   * domain and not waiting in the list: a point to look at again when a
   * neighbour joins. */
  unsigned char pushable[BOARD_ARRAY_SIZE];
  int head = 0, tail = 0, idx;
  int other = OTHER_COLOR(color);
  /* delta[] as constants (the compiler cannot see delta's values). */
  static const int around[8] = {
    NS, -1, -NS, 1, NS - 1, -NS - 1, -NS + 1, NS + 1
  };

  /* Read only within [rp->from, rp->to): the region and beside it. */
  memcpy(influence + rp->from, rp->gray + rp->from, rp->to - rp->from);
  memset(threshold, 0, sizeof(threshold));
  memset(pushable, 0, sizeof(pushable));

  for (idx = 0; idx < o->npoints; idx++) {
    int stone, seen;
    pos = o->points[idx];
    stone = lively_stone[pos];
    if (stone) {
      if (stone == color) {
        domain[pos] = 1;
        influence[pos] = 1;
      }
      else
        influence[pos] = -1;
      continue;
    }
    /* The colours of the lively stones beside pos (WHITE | BLACK bits). */
    seen = lively_stone[pos + NS] | lively_stone[pos - 1]
      | lively_stone[pos - NS] | lively_stone[pos + 1];
    if (seen & color) {
      if (first_time) {
        if (find_false_margins && b->board[pos] == EMPTY
            && (false_margin(o, in, pos, color)
                || false_margin(o, in, pos, other)))
          false_margins[pos] = 1;
        else {
          domain[pos] = 1;
          influence[pos] = 1;
        }
      }
      else if (b->board[pos] != EMPTY || !false_margins[pos]) {
        domain[pos] = 1;
        influence[pos] = 1;
      }
    }
    else
      list[tail++] = pos;         /* eligible, waiting */
    if (seen & other) {
      threshold[pos] = 1;
      influence[pos]--;
    }
    else if (!ON_BOARD(b, SW(pos)) || !ON_BOARD(b, NE(pos)))
      influence[pos]--;             /* is_edge_vertex */
  }

  /* Grow through the two-adjacent-points rule until nothing changes: a
   * point joins when an orthogonal neighbour and the diagonal beside it
   * have enough influence together.  When a point joins, its neighbours
   * are looked at again (list is a ring of waiting points). */
  while (head != tail) {
    int p = list[head];
    int t;
    if (++head == BOARD_ARRAY_SIZE)
      head = 0;
    if (domain[p])
      continue;
    /* (orthogonal, diagonal) pairs: delta[] pairs {0,7} {0,4} {3,7}
     * {3,6} {1,4} {1,5} {2,5} {2,6}. */
    t = threshold[p];
    if (!(influence[p + NS] + influence[p + NS + 1] > t
          || influence[p + NS] + influence[p + NS - 1] > t
          || influence[p + 1] + influence[p + NS + 1] > t
          || influence[p + 1] + influence[p - NS + 1] > t
          || influence[p - 1] + influence[p + NS - 1] > t
          || influence[p - 1] + influence[p - NS - 1] > t
          || influence[p - NS] + influence[p - NS - 1] > t
          || influence[p - NS] + influence[p - NS + 1] > t)) {
      pushable[p] = 1;
      continue;
    }
    domain[p] = 1;
    influence[p]++;
    for (k = 0; k < 8; k++) {
      int n = p + around[k];
      if (pushable[n]) {
        list[tail] = n;
        if (++tail == BOARD_ARRAY_SIZE)
          tail = 0;
        pushable[n] = 0;
      }
    }
  }
}

static void
clear_eye_point(struct eye_point *e)
{
  memset(e, 0, sizeof(*e));
  e->origin = NO_MOVE;
}

static void
originate_eye(struct eye_map *m, const struct board *b, int origin)
{
  int stack[BOARD_ARRAY_SIZE];
  int sp = 0;
  int esize = 0, msize = 0;
  int k;

  m->p[origin].origin = origin;
  stack[sp++] = origin;
  while (sp > 0) {
    int pos = stack[--sp];
    esize++;
    if (m->p[pos].marginal)
      msize++;
    for (k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] != GRAY && m->p[n].origin == NO_MOVE
          && m->p[n].esize == -1
          && (!m->p[n].marginal || !m->p[pos].marginal)) {
        m->p[n].origin = origin;
        stack[sp++] = n;
      }
    }
  }
  m->p[origin].esize = (short) esize;
  m->p[origin].msize = (short) msize;
}

static void
count_neighbours(struct eye_map *m, const struct board *b)
{
  int idx, k;
  for (idx = 0; idx < m->nfilled; idx++) {
    int pos = m->filled[idx];
    struct eye_point *e = &m->p[pos];
    e->esize = m->p[e->origin].esize;
    e->msize = m->p[e->origin].msize;
    e->neighbors = 0;
    e->marginal_neighbors = 0;
    for (k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] != GRAY && m->p[n].origin == e->origin) {
        e->neighbors++;
        if (m->p[n].marginal)
          e->marginal_neighbors++;
      }
    }
  }
}

/* Fill m (colour color) from the two domains, over the current region.
 * Points next to the region's outside count as marginal: the eye space
 * may go on there. */
/* Fill m (colour color) from the two domains, over the current region
 * (lively_stone from mark_lively_stones).  Every point of m not in
 * m->filled is clear on entry and on return, so only the points marked
 * here need looking at again. */
static void
fill_eye_map(struct optics *o, struct eye_map *m, int color,
             const unsigned char *own, const unsigned char *enemy,
             const unsigned char *lively_stone)
{
  const struct board *b = o->board;
  int member[MAX_BOARD * MAX_BOARD];   /* marked points, in region order */
  int nmembers = 0;
  int idx, k;

  m->color = color;
  for (idx = 0; idx < m->nfilled; idx++)
    clear_eye_point(&m->p[m->filled[idx]]);
  m->nfilled = 0;

  for (idx = 0; idx < o->npoints; idx++) {
    int pos = o->points[idx];
    struct eye_point *e = &m->p[pos];
    if (lively_stone[pos] || !own[pos])
      continue;
    if (!enemy[pos]) {
      e->esize = -1;             /* member, origin not yet assigned */
      member[nmembers++] = pos;
      for (k = 0; k < 4; k++) {
        int n = pos + delta[k];
        if (b->board[n] != GRAY
            && ((enemy[n] && !own[n]) || !o->in_region[n])) {
          e->marginal = 1;
          break;
        }
      }
    }
    else {
      for (k = 0; k < 4; k++) {
        int n = pos + delta[k];
        if (b->board[n] != GRAY && own[n] && !enemy[n]) {
          e->marginal = 1;
          e->esize = -1;
          member[nmembers++] = pos;
          break;
        }
      }
    }
  }

  for (idx = 0; idx < nmembers; idx++) {
    int pos = member[idx];
    if (m->p[pos].origin == NO_MOVE)
      originate_eye(m, b, pos);
  }
  /* Only marked points get an origin. */
  for (idx = 0; idx < nmembers; idx++) {
    int pos = member[idx];
    if (m->p[pos].origin != NO_MOVE)
      m->filled[m->nfilled++] = pos;
    else
      clear_eye_point(&m->p[pos]);
  }
  count_neighbours(m, b);
}

/* ---- Half and false eyes --------------------------------------------- */

#define KO_OURS 0.75f      /* we control it, the opponent only by ko */
#define KO_THEIRS 1.25f    /* the opponent controls it, we only by ko */

static float
diagonal_value(struct optics *o, const struct optics_input *in,
               const struct eye_map *m, int i, int j, int color,
               int *attack_point, int *defense_point)
{
  const struct board *b = o->board;
  int other = OTHER_COLOR(color);
  int off = 0;
  int pos;
  float value = 0.0f;
  int apos = NO_MOVE, dpos = NO_MOVE;

  *attack_point = NO_MOVE;
  *defense_point = NO_MOVE;
  if (i < 0 || i >= b->board_size)
    off++;
  if (j < 0 || j >= b->board_size)
    off++;
  if (off)
    return (float) (off % 2);

  pos = POS(i, j);
  if (m->p[pos].origin != NO_MOVE && !m->p[pos].marginal
      && m->p[pos].marginal_neighbors < 2
      && !(b->board[pos] == EMPTY && does_capture_something(b, pos, other)))
    return 0.0f;

  if (b->board[pos] == EMPTY) {
    int theirs = optics_safe_move(o, pos, other);
    if (theirs == 0)
      value = 0.0f;
    else if (theirs != WIN)
      value = KO_OURS;
    else {
      int ours = optics_safe_move(o, pos, color);
      if (ours == 0)
        value = 2.0f;
      else if (ours == WIN)
        value = 1.0f;
      else
        value = KO_THEIRS;
    }
    apos = dpos = pos;
  }
  else if (b->board[pos] == other) {
    int acode, dcode;
    string_status(o, in, pos, &acode, &apos, &dcode, &dpos);
    if (acode == 0)
      value = 2.0f;
    else if (dcode == 0)
      value = 0.0f;
    else if (acode == WIN && dcode == WIN)
      value = 1.0f;
    else if (acode == WIN)
      value = KO_OURS;
    else if (dcode == WIN)
      value = KO_THEIRS;
    else
      value = 1.0f;
  }

  if (value > 0.0f && value < 2.0f) {
    /* Taking the diagonal for the eye means capturing the stone there,
     * spoiling it means saving it. */
    *attack_point = dpos != NO_MOVE ? dpos : apos;
    *defense_point = apos != NO_MOVE ? apos : dpos;
  }
  return value;
}

static float
topological_eye(struct optics *o, const struct optics_input *in,
                struct eye_map *m, int pos)
{
  static const int di[4] = {1, -1, -1, 1};
  static const int dj[4] = {-1, -1, 1, 1};
  struct eye_point *e = &m->p[pos];
  int attack_rank[4] = {0, 0, 0, 0};
  int defense_rank[4] = {0, 0, 0, 0};
  float sum = 0.0f;
  int k, r;

  e->num_attacks = 0;
  e->num_defenses = 0;
  for (k = 0; k < 4; k++) {
    int ap, dp;
    float val = diagonal_value(o, in, m, I(pos) + di[k], J(pos) + dj[k],
                               m->color, &ap, &dp);
    int arank, drank;
    sum += val;
    if (!(val > 0.0f && val < 2.0f) || ap == NO_MOVE || dp == NO_MOVE)
      continue;
    /* Prefer diagonals that are contested without ko, then ones a side
     * takes outright. */
    if (val == 1.0f)
      arank = drank = 3;
    else if (val < 1.0f) {
      arank = 2;
      drank = 1;
    }
    else {
      arank = 1;
      drank = 2;
    }
    for (r = 0; r < 4; r++) {
      if (attack_rank[r] < arank) {
        int t = attack_rank[r], tp = e->attack_points[r];
        attack_rank[r] = arank;
        e->attack_points[r] = ap;
        arank = t;
        ap = tp;
      }
      if (defense_rank[r] < drank) {
        int t = defense_rank[r], tp = e->defense_points[r];
        defense_rank[r] = drank;
        e->defense_points[r] = dp;
        drank = t;
        dp = tp;
      }
    }
    e->num_attacks++;
    e->num_defenses++;
  }
  e->topology = sum;
  return sum;
}

static void
mark_false_eye(struct eye_map *m, const struct board *b, int pos)
{
  int origin = m->p[pos].origin;
  int idx, k;
  if (m->p[pos].marginal)
    return;
  m->p[pos].marginal = 1;
  m->p[origin].msize++;
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] != GRAY && m->p[n].origin == origin)
      m->p[n].marginal_neighbors++;
  }
  for (idx = 0; idx < m->nfilled; idx++)
    if (m->p[m->filled[idx]].origin == origin)
      m->p[m->filled[idx]].msize = m->p[origin].msize;
}

/* Half and false eyes of the eye spaces of m (only those touching the
 * `near' stones when in->near is set). */
static void
find_half_and_false_eyes(struct optics *o, const struct optics_input *in,
                         struct eye_map *m)
{
  struct board *b = o->board;
  int other = OTHER_COLOR(m->color);
  unsigned char wanted[BOARD_ARRAY_SIZE];
  int idx, k;

  if (in->near) {
    memset(wanted, 0, sizeof(wanted));
    for (idx = 0; idx < m->nfilled; idx++) {
      int pos = m->filled[idx];
      for (k = 0; k < 4; k++)
        if (in->near[pos + delta[k]])
          wanted[m->p[pos].origin] = 1;
    }
  }
  for (idx = 0; idx < m->nfilled; idx++) {
    int pos = m->filled[idx];
    struct eye_point *e = &m->p[pos];
    float sum;
    if (e->marginal || e->neighbors > 1)
      continue;
    if (in->near && !wanted[e->origin])
      continue;
    sum = topological_eye(o, in, m, pos);
    if (sum >= 4.0f) {
      e->type = FALSE_EYE;
      if (e->esize == 1 || b->board[pos] == other
          || is_legal(b, pos, other))
        mark_false_eye(m, b, pos);
    }
    else if (sum > 2.0f && e->num_attacks > 0 && e->num_defenses > 0)
      e->type = HALF_EYE;
  }
}

void
optics_make_eye_maps(struct optics *o, const struct optics_input *in,
                     struct eye_map *black, struct eye_map *white,
                     int find_false_margins)
{
  unsigned char black_domain[BOARD_ARRAY_SIZE];
  unsigned char white_domain[BOARD_ARRAY_SIZE];
  unsigned char false_margins[BOARD_ARRAY_SIZE];
  struct region_points rp;

  memset(black_domain, 0, sizeof(black_domain));
  memset(white_domain, 0, sizeof(white_domain));
  memset(false_margins, 0, sizeof(false_margins));
  set_region(o, in);
  mark_lively_stones(o, in->lively, &rp);
  primary_domain(o, in, BLACK, black_domain, false_margins, 1,
                 find_false_margins, &rp);
  primary_domain(o, in, WHITE, white_domain, false_margins, 0,
                 find_false_margins, &rp);
  if (black) {
    fill_eye_map(o, black, BLACK, black_domain, white_domain,
                 rp.lively_stone);
    find_half_and_false_eyes(o, in, black);
  }
  if (white) {
    fill_eye_map(o, white, WHITE, white_domain, black_domain,
                 rp.lively_stone);
    find_half_and_false_eyes(o, in, white);
  }
}

int
eye_space_points(const struct eye_map *m, int pos, int *points, int max)
{
  int origin = m->p[pos].origin;
  int n = 0, idx;
  if (origin == NO_MOVE)
    return 0;
  for (idx = 0; idx < m->nfilled && n < max; idx++)
    if (m->p[m->filled[idx]].origin == origin)
      points[n++] = m->filled[idx];
  return n;
}

/* ---- Eye values of eye spaces ---------------------------------------- */

/* When the eye space is too big to solve: GNU Go's estimate from the
 * size left after the margins. */
static void
guess_eye_value(const struct eye_map *m, int origin, struct eyevalue *v)
{
  int esize = m->p[origin].esize;
  int msize = m->p[origin].msize;
  if (esize - 2 * msize > 3)
    eyevalue_set(v, 2, 2, 2, 2);
  else if (esize - 2 * msize > 0)
    eyevalue_set(v, 1, 1, 1, 1);
  else
    eyevalue_set(v, 0, 0, 0, 0);
}

/* The cautious estimate for reading (GNU Go's pessimistic guess): the
 * size left after the margins decides the maximum, and the minimum is
 * one eye short of it unless the space is huge. */
static void
guess_eye_value_pessimistic(const struct board *b, const struct eye_map *m,
                            int origin, struct eyevalue *v)
{
  int esize = m->p[origin].esize;
  int margins = 0, halfeyes = 0, margins_adjacent = 0, interior = 0;
  int effective, pmin, value, idx;

  for (idx = 0; idx < m->nfilled; idx++) {
    int pos = m->filled[idx];
    const struct eye_point *e = &m->p[pos];
    if (e->origin != origin)
      continue;
    if (e->marginal || e->type == HALF_EYE) {
      margins++;
      if (e->marginal && e->marginal_neighbors > 0)
        margins_adjacent++;
      if (e->type == HALF_EYE)
        halfeyes++;
    }
    else if (IS_STONE(b->board[pos]))
      interior++;
  }
  effective = esize + halfeyes - 2 * margins - margins_adjacent;
  if (effective > 3) {
    value = 2;
    pmin = 1;
    if ((margins == 0 && effective > 7) || (margins > 0 && effective > 9))
      value = pmin = 2 + (effective - 2 * (margins > 0) - 8) / 2;
  }
  else if (effective > 0) {
    value = 1;
    pmin = margins > 0 ? 0 : 1;
  }
  else {
    value = esize - margins > 2 ? 1 : 0;
    pmin = 0;
  }
  if (pmin < 1 && interior >= 2)
    pmin = 1;
  if (value > 2)
    value = 2;
  if (pmin > value)
    pmin = value;
  eyevalue_set(v, pmin, pmin, value, value);
}

static uint64_t
mix64(uint64_t h, uint64_t x)
{
  h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}

/* Liberties of a wall string outside the eye space `origin' that the
 * attacker could fill, into outside[] (up to max_outside).  Returns -1
 * when the string has a safe liberty elsewhere (a proper point of another
 * eye space) or more than max_outside outside liberties: the wall is
 * strong. */
#define MAX_OUTSIDE_LIBS 2
static int
weak_wall_liberties(const struct board *b, const struct eye_map *m, int str,
                    int origin, int *outside, int max_outside)
{
  int libs[MAX_BOARD * MAX_BOARD];
  int n = findlib(b, str, MAX_BOARD * MAX_BOARD, libs), k;
  int count = 0;
  for (k = 0; k < n; k++) {
    const struct eye_point *e = &m->p[libs[k]];
    if (e->origin == origin)
      continue;
    if (e->origin != NO_MOVE && !e->marginal)
      return -1;
    if (count == max_outside)
      return -1;
    outside[count++] = libs[k];
  }
  return count;
}

/* The cache key of graph g: every field the eye value and its moves
 * depend on (the lookup is a function of the graph alone; the moves map
 * back through vertex_pos and, for a half eye's virtual vertex, that
 * half eye's own attack and defence points). */
static uint64_t
graph_key(const struct eye_graph *g, const struct eye_map *m,
          const int *vertex_pos, uint64_t h)
{
  int v;
  h = mix64(h, (uint64_t) g->n);
  for (v = 0; v < g->n; v++) {
    int pos = vertex_pos[v];
    h = mix64(h, ((uint64_t) g->adj[v] << 32)
              | ((uint64_t) g->outlet[v] << 24)
              | ((uint64_t) g->anchor[v] << 20)
              | ((uint64_t) g->margin[v] << 16)
              | ((uint64_t) g->start[v] << 12)
              | ((uint64_t) g->critical[v] << 8) | g->order[v]);
    h = mix64(h, (uint64_t) (unsigned) pos);
    if (pos < 0)
      h = mix64(h, ((uint64_t) (unsigned) m->p[-pos].attack_points[0] << 32)
                | (unsigned) m->p[-pos].defense_points[0]);
  }
  return h;
}

/* Build the solver graph of the eye space with origin `origin'; returns 0
 * when it has too many vertices.  wall_libs: how many liberties outside
 * the eye space a wall string may have and still be weak (its capture
 * read in the graph): MAX_OUTSIDE_LIBS or 0.  vertex_pos[] gets each
 * vertex's board point; for the virtual vertex of a half eye, that half
 * eye's point (negated, to tell it apart); for a weak wall string, its
 * origin. */
static int
build_graph(const struct board *b, const struct optics_input *in,
            const struct eye_map *m, int origin, int wall_libs,
            struct eye_graph *g, int *vertex_pos, uint64_t *key)
{
  int color = m->color;
  int other = OTHER_COLOR(color);
  int index[BOARD_ARRAY_SIZE];
  int wall_vertex[BOARD_ARRAY_SIZE];
  int k, v, idx;
  uint64_t h = 0x1234567ull + (uint64_t) color;

  memset(g, 0, sizeof(*g));
  memset(index, 0xff, sizeof(index));          /* all -1 */
  memset(wall_vertex, 0xff, sizeof(wall_vertex));
  for (idx = 0; idx < m->nfilled; idx++) {
    int pos = m->filled[idx];
    const struct eye_point *e = &m->p[pos];
    if (e->origin != origin)
      continue;
    if (g->n + 1 >= EYEGRAPH_MAX)
      return 0;
    v = g->n++;
    index[pos] = v;
    vertex_pos[v] = pos;
    if (b->board[pos] == other)
      g->start[v] = EG_ATTACKER;
    else if (b->board[pos] == color)
      g->start[v] = EG_DEFENDER;
    g->outlet[v] = e->marginal && g->start[v] != EG_ATTACKER;
    /* A defender stone on a marginal point joins the wall only when a
     * strong wall string is beside it (set below); elsewhere it stands
     * alone against the attacker's outside and can be captured. */
    g->margin[v] = e->marginal;
    g->order[v] = (unsigned char) (2 * e->neighbors + !e->marginal);
    /* A half eye whose key diagonal lies in this eye space needs no
     * virtual vertex: playing that point settles both. */
    if (e->type == HALF_EYE
        && m->p[e->defense_points[0]].origin != origin) {
      int w = g->n++;
      vertex_pos[w] = -pos;
      g->outlet[w] = 1;
      g->anchor[w] = 1;
      g->margin[w] = 1;
      g->order[w] = 1;
      g->adj[v] |= (uint16_t) (1u << w);
      g->adj[w] |= (uint16_t) (1u << v);
      h = mix64(h, (uint64_t) pos * 16 + 15);
    }
  }

  /* Wall strings: strong ones anchor the points beside them; weak ones
   * (no liberty outside) become critical vertices. */
  for (v = 0; v < g->n; v++) {
    if (vertex_pos[v] < 0 || b->board[vertex_pos[v]] == color)
      continue;
    for (k = 0; k < 4; k++) {
      int n = vertex_pos[v] + delta[k];
      int str, w;
      if (b->board[n] != color || !in->lively[n])
        continue;
      str = find_origin(b, n);
      /* wall_vertex: -1 not yet seen, -2 strong, else its vertex. */
      if (wall_vertex[str] == -1) {
        int outside[MAX_OUTSIDE_LIBS];
        int nout = weak_wall_liberties(b, m, str, origin, outside,
                                       wall_libs);
        int j;
        wall_vertex[str] = -2;
        if (nout >= 0) {
          if (g->n + 1 + nout > EYEGRAPH_MAX)
            return 0;
          w = g->n++;
          wall_vertex[str] = w;
          vertex_pos[w] = str;
          g->start[w] = EG_DEFENDER;
          /* Losing a small string is not losing the group. */
          g->critical[w] = countstones(b, str) >= 3;
          h = mix64(h, (uint64_t) str * 16 + 13);
          /* Its few outside liberties: the attacker may fill them. */
          for (j = 0; j < nout; j++) {
            int u = index[outside[j]];
            if (u >= 0) {
              g->adj[u] |= (uint16_t) (1u << w);
              g->adj[w] |= (uint16_t) (1u << u);
              continue;
            }
            u = g->n++;
            vertex_pos[u] = outside[j];
            index[outside[j]] = u;
            g->outlet[u] = 1;
            g->margin[u] = 1;
            g->adj[u] |= (uint16_t) (1u << w);
            g->adj[w] |= (uint16_t) (1u << u);
            h = mix64(h, (uint64_t) outside[j] * 16 + 11);
          }
        }
      }
      w = wall_vertex[str];
      if (w < 0)
        g->anchor[v] = 1;
      else {
        g->adj[v] |= (uint16_t) (1u << w);
        g->adj[w] |= (uint16_t) (1u << v);
      }
    }
  }

  for (v = 0; v < g->n; v++) {
    if (vertex_pos[v] < 0 || (b->board[vertex_pos[v]] == color
                              && index[vertex_pos[v]] != v))
      continue;
    h = mix64(h, (uint64_t) vertex_pos[v] * 16 + g->start[v] * 4
              + g->outlet[v] * 2 + g->anchor[v]);
    for (k = 0; k < 4; k++) {
      int n = vertex_pos[v] + delta[k];
      if (b->board[n] != GRAY && index[n] >= 0)
        g->adj[v] |= (uint16_t) (1u << index[n]);
    }
  }
  *key = graph_key(g, m, vertex_pos, h);
  return 1;
}

static int
vertex_move(const struct eye_map *m, const int *vertex_pos, int v,
            int attack)
{
  int pos;
  if (v < 0)
    return NO_MOVE;
  pos = vertex_pos[v];
  if (pos >= 0)
    return pos;
  return attack ? m->p[-pos].attack_points[0] : m->p[-pos].defense_points[0];
}

void
optics_eye_value(struct optics *o, const struct optics_input *in,
                 const struct eye_map *m, int pos, struct eyevalue *value,
                 int *attack_point, int *defense_point)
{
  struct eye_graph g;
  struct eyegraph_result res;
  int vertex_pos[EYEGRAPH_MAX];
  int origin = m->p[pos].origin;
  uint64_t key;
  struct eye_cache_entry *ce;

  *attack_point = NO_MOVE;
  *defense_point = NO_MOVE;
  if (origin == NO_MOVE) {
    eyevalue_set(value, 0, 0, 0, 0);
    return;
  }
  /* The cautious view reads wall strings short of outside liberties
   * too; when their liberties make the graph too big, the eye space read
   * with only the walls that have none beats a guess by size, which
   * names no vital point (a ten-point corner space with a one-stone wall
   * string). */
  if (!build_graph(o->board, in, m, origin,
                   in->cautious_kos ? MAX_OUTSIDE_LIBS : 0, &g, vertex_pos,
                   &key)
      && (!in->cautious_kos
          || !build_graph(o->board, in, m, origin, 0, &g, vertex_pos,
                          &key))) {
    if (in->cautious_kos)
      guess_eye_value_pessimistic(o->board, m, origin, value);
    else
      guess_eye_value(m, origin, value);
    return;
  }
  if (in->cautious_kos)
    key = mix64(key, 0x77);
  ce = &o->cache[key & (EYE_CACHE_SIZE - 1)];
  if (ce->key == key && ce->generation == o->cache_generation) {
    *value = ce->value;
    *attack_point = ce->attack_point;
    *defense_point = ce->defense_point;
    return;
  }

  eye_values_lookup(o->values, &g, in->cautious_kos ? EYEGRAPH_KO_FIRST_MOVER
                 : EYEGRAPH_KO_DEFENDER, &res);
#ifdef OPTICS_DEBUG
  {
    int v;
    for (v = 0; v < g.n; v++)
      fprintf(stderr, "v%d pos %d start %d out %d anc %d crit %d adj %x\n", v,
              vertex_pos[v], g.start[v], g.outlet[v], g.anchor[v],
              g.critical[v], g.adj[v]);
    fprintf(stderr, "=> %d%d%d%d\n", res.a, res.b, res.c, res.d);
  }
#endif
  eyevalue_set(value, res.a, res.b, res.c, res.d);
  if (res.b != res.c) {
    *attack_point = vertex_move(m, vertex_pos, res.attack_vertex, 1);
    *defense_point = vertex_move(m, vertex_pos, res.defense_vertex, 0);
  }
  o->cache_used = 1;
  ce->key = key;
  ce->value = *value;
  ce->attack_point = *attack_point;
  ce->defense_point = *defense_point;
  ce->generation = o->cache_generation;
}
