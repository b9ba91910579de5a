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
  int16_t attack_point;      /* board points (BOARD_ARRAY_SIZE < 2^15) */
  int16_t defense_point;
  unsigned generation;       /* the cache's when stored: valid while equal */
  /* Maybe without its a (optics_eye_value_no_settled_a): a full request
   * looks the value up again. */
  unsigned char lacks_a;
};
_Static_assert(BOARD_ARRAY_SIZE < 32768, "eye_cache_entry's points fit");

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
  /* build_graph's maps from board points to graph vertices: all -1
   * between its calls (it puts back what it sets; clearing them whole
   * for each graph cost more than building the graph). */
  int graph_index[BOARD_ARRAY_SIZE];
  int wall_vertex[BOARD_ARRAY_SIZE];
};

/* delta[0..3] (S, W, N, E) as constants the compiler can see. */
static const int orth_delta[4] = { NS, -1, -NS, 1 };

/* Margin around the `near' stones when the work is local. */
#define REGION_MARGIN OPTICS_REGION_MARGIN

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
  memset(o->graph_index, 0xff, sizeof(o->graph_index));      /* all -1 */
  memset(o->wall_vertex, 0xff, sizeof(o->wall_vertex));
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

/* A point next to stones of both colours (lively or not; the caller
 * has checked) where the enemy (other) cannot play safely,
 * next to an enemy stone that is not lively: the eye space should not
 * include it (GNU Go's false margin). */
static int
false_margin(struct optics *o, const struct optics_input *in, int pos,
             int color)
{
  const struct board *b = o->board;
  int other = OTHER_COLOR(color);
  int all_lively = 1;
  int potential = 0;
  int k;

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

  if (in->near && in->region && in->nregion > 0) {
    imin = I(in->region[0]);
    jmin = J(in->region[0]);
    imax = I(in->region[in->nregion - 1]);
    jmax = J(in->region[in->nregion - 1]);
  }
  else if (in->near) {
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
  o->npoints = 0;
  for (i = imin; i <= imax; i++)
    for (j = jmin; j <= jmax; j++) {
      pos = POS(i, j);
      o->points[o->npoints++] = pos;
    }
}

/* ---- Domains as row masks ---------------------------------------------
 *
 * The region (a rectangle, o->points) and the ring of points around it
 * as one 32-bit mask per row: bit t of row r stands for the point
 * (i0 - 1 + r, j0 - 1 + t), where (i0, j0) is the region's first point.
 * A point's west neighbour is bit t - 1 (mask << 1 moves it to t), its
 * east neighbour bit t + 1 (mask >> 1). */

#define DOMAIN_ROWS (MAX_BOARD + 2)
_Static_assert(MAX_BOARD + 2 <= 31, "a row of the window fits a mask");

struct domain_rows {
  int nrows, width;                 /* of the window */
  int first;                        /* board index of row 0's bit 0 */
  uint32_t region[DOMAIN_ROWS];     /* the region's points */
  uint32_t lively[3][DOMAIN_ROWS];  /* [WHITE], [BLACK]: lively stones */
  uint32_t stone[3][DOMAIN_ROWS];   /* [WHITE], [BLACK]: all stones */
  uint32_t off_board[DOMAIN_ROWS];
  uint32_t empty[DOMAIN_ROWS];
};

/* Bit k of the result: the low bit of byte k of x. */
static inline uint32_t
pack_low_bits(uint64_t x)
{
  return (uint32_t) ((x * 0x0102040810204080ull) >> 56);
}

/* n (1..8) bytes of a from pos, byte k at bits 8k..8k+7, the rest 0. */
static inline uint64_t
load_bytes(const unsigned char *a, int pos, int n)
{
  uint64_t w = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (n == 8)
    memcpy(&w, a + pos, sizeof(w));
  else
    memcpy(&w, a + pos, (size_t) n);
#else
  int k;
  for (k = 0; k < n; k++)
    w |= (uint64_t) a[pos + k] << (8 * k);
#endif
  return w;
}

_Static_assert(EMPTY == 0 && WHITE == 1 && BLACK == 2 && GRAY == 3,
               "domain_rows_fill tests points by these values");

/* The window's masks (o->npoints > 0) from the board and lively (a board
 * array: nonzero for stones that count). */
static void
domain_rows_fill(const struct optics *o, const unsigned char *lively,
                 struct domain_rows *d)
{
  const struct board *b = o->board;
  const uint64_t ones = 0x0101010101010101ull;
  const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
  int i0 = I(o->points[0]), j0 = J(o->points[0]);
  int i1 = I(o->points[o->npoints - 1]), j1 = J(o->points[o->npoints - 1]);
  uint32_t full, inner;
  int r, c;

  d->nrows = i1 - i0 + 3;
  d->width = j1 - j0 + 3;
  d->first = POS(i0 - 1, j0 - 1);
  full = (1u << d->width) - 1;
  inner = full & ~1u & ~(1u << (d->width - 1));
  for (r = 0; r < d->nrows; r++) {
    int base = d->first + r * NS;
    uint32_t lw = 0, lb = 0, sw = 0, sb = 0, gray = 0, empty = 0;
    for (c = 0; c < d->width; c += 8) {
      int n = d->width - c < 8 ? d->width - c : 8;
      uint64_t w = load_bytes(b->board, base + c, n);
      uint64_t l = load_bytes(lively, base + c, n);
      uint64_t hi = w >> 1;
      uint64_t white = w & ~hi & ones, black = hi & ~w & ones;
      /* The low bit of each byte of l that is nonzero. */
      uint64_t alive = ((((l & low7) + low7) | l) >> 7) & ones;
      lw |= pack_low_bits(white & alive) << c;
      lb |= pack_low_bits(black & alive) << c;
      sw |= pack_low_bits(white) << c;
      sb |= pack_low_bits(black) << c;
      gray |= pack_low_bits(w & hi & ones) << c;
      empty |= pack_low_bits(~(w | hi) & ones) << c;
    }
    d->lively[WHITE][r] = lw;
    d->lively[BLACK][r] = lb;
    d->stone[WHITE][r] = sw;
    d->stone[BLACK][r] = sb;
    d->off_board[r] = gray;
    d->empty[r] = empty & full;
    d->region[r] = r == 0 || r == d->nrows - 1 ? 0 : inner;
  }
}

/* The orthogonal neighbours of the points of row r of m. */
static inline uint32_t
beside(const uint32_t *m, int r)
{
  return (m[r] << 1) | (m[r] >> 1) | m[r - 1] | m[r + 1];
}

/* One colour's domain grown by the two-adjacent-points rule: a waiting
 * point (wait) joins when an orthogonal neighbour and the diagonal beside
 * it have enough influence together, more than its threshold (0, or 1
 * where threshold is set).  Influences are -1 (off the board counts so:
 * a pair with such a point never joins one), 0 or 1: hi holds the points
 * at 1, nonneg those at 0 or 1.  A point that joins gains one influence.
 * Joining only raises influence, so the order the rows are looked at in
 * does not change the result (the least fixed point). */
static void
grow_domain_rows(int nrows, uint32_t *hi, uint32_t *nonneg, uint32_t *wait,
                 const uint32_t *threshold, uint32_t *domain)
{
  unsigned char dirty[DOMAIN_ROWS];
  int r, pass, changed = 1;

  for (r = 0; r < nrows; r++)
    dirty[r] = 1;
  /* Down and up the rows until a pass adds nothing. */
  for (pass = 0; changed; pass++) {
    changed = 0;
    for (r = 1; r < nrows - 1; r++) {
      int row = pass & 1 ? nrows - 1 - r : r;
      int joined = 0;
      if (!dirty[row])
        continue;
      dirty[row] = 0;
      while (wait[row]) {
        uint32_t na = hi[row - 1], nz = nonneg[row - 1];
        uint32_t sa = hi[row + 1], sz = nonneg[row + 1];
        uint32_t ma = hi[row], mz = nonneg[row];
        /* Pairs (N, NW) (N, NE) (S, SW) (S, SE) (W, NW) (W, SW) (E, NE)
         * (E, SE); west of bit t is t - 1 (<< 1), east t + 1 (>> 1). */
        uint32_t both = (na & ((na << 1) | (na >> 1)))
          | (sa & ((sa << 1) | (sa >> 1)))
          | ((ma & (na | sa)) << 1) | ((ma & (na | sa)) >> 1);
        uint32_t one = (na & ((nz << 1) | (nz >> 1)))
          | (nz & ((na << 1) | (na >> 1)))
          | (sa & ((sz << 1) | (sz >> 1)))
          | (sz & ((sa << 1) | (sa >> 1)))
          | ((ma & (nz | sz)) << 1) | ((mz & (na | sa)) << 1)
          | ((ma & (nz | sz)) >> 1) | ((mz & (na | sa)) >> 1);
        uint32_t join = wait[row]
          & ((one & ~threshold[row]) | (both & threshold[row]));
        if (!join)
          break;
        hi[row] |= join & nonneg[row];
        nonneg[row] |= join;
        wait[row] &= ~join;
        domain[row] |= join;
        joined = 1;
      }
      if (joined) {
        dirty[row - 1] = dirty[row + 1] = 1;
        changed = 1;
      }
    }
  }
}

/* Both colours' domains over the region (o->points > 0 points), as
 * masks domain[WHITE] and domain[BLACK] over d's window (d from
 * domain_rows_fill).  With find_false_margins, an empty point next to a
 * lively black stone that is a false margin for either colour (asked for
 * BLACK first, then WHITE, in region order) joins neither domain
 * directly. */
static void
primary_domains(struct optics *o, const struct optics_input *in,
                const struct domain_rows *d,
                uint32_t domain[3][DOMAIN_ROWS], int find_false_margins)
{
  uint32_t false_margins[DOMAIN_ROWS];
  int color, r;

  /* The false margins first: all the reading, in region order. */
  for (r = 0; r < d->nrows; r++) {
    uint32_t ask = 0;
    false_margins[r] = 0;
    if (find_false_margins && d->region[r])
      ask = d->region[r] & d->empty[r] & beside(d->lively[BLACK], r)
        & beside(d->stone[BLACK], r) & beside(d->stone[WHITE], r);
    while (ask) {
      int t = bits_lowest(ask);
      int pos = d->first + r * NS + t;
      ask &= ask - 1;
      if (false_margin(o, in, pos, BLACK) || false_margin(o, in, pos, WHITE))
        false_margins[r] |= 1u << t;
    }
  }

  for (color = WHITE; color <= BLACK; color++) {
    int other = OTHER_COLOR(color);
    uint32_t hi[DOMAIN_ROWS], nonneg[DOMAIN_ROWS], wait[DOMAIN_ROWS];
    uint32_t threshold[DOMAIN_ROWS];
    uint32_t full = (1u << d->width) - 1;
    for (r = 0; r < d->nrows; r++) {
      uint32_t region = d->region[r];
      uint32_t own = d->lively[color][r] & region;
      uint32_t enemy = d->lively[other][r] & region;
      uint32_t outside = ~region & ~d->off_board[r] & full;
      uint32_t rest, own_beside, enemy_beside, lowered, joined;
      if (!region) {
        hi[r] = wait[r] = threshold[r] = domain[color][r] = 0;
        nonneg[r] = outside;       /* influence 0 on the board */
        continue;
      }
      rest = region & ~own & ~enemy;   /* empty or not lively */
      own_beside = beside(d->lively[color], r);
      enemy_beside = beside(d->lively[other], r);
      /* Next to an enemy stone, or is_edge_vertex (SW or NE off the
       * board): one influence less. */
      lowered = enemy_beside | (d->off_board[r + 1] << 1)
        | (d->off_board[r - 1] >> 1);
      joined = rest & own_beside & ~false_margins[r];
      domain[color][r] = own | joined;
      wait[r] = rest & ~own_beside;
      threshold[r] = enemy_beside;
      hi[r] = own | (joined & ~lowered);
      nonneg[r] = outside | own | (rest & (joined | ~lowered));
    }
    grow_domain_rows(d->nrows, hi, nonneg, wait, threshold, domain[color]);
  }
}

static void
clear_eye_point(struct eye_point *e)
{
  memset(e, 0, sizeof(*e));
  e->origin = NO_MOVE;
}

static void
originate_eye(struct eye_map *m, int origin)
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
      int n = pos + orth_delta[k];
      /* Only region points (never off the board) have esize -1. */
      if (m->p[n].esize == -1 && m->p[n].origin == NO_MOVE
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
count_neighbours(struct eye_map *m)
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
      int n = pos + orth_delta[k];
      /* An off-board point's origin is NO_MOVE, never e->origin. */
      if (m->p[n].origin == e->origin) {
        e->neighbors++;
        if (m->p[n].marginal)
          e->marginal_neighbors++;
      }
    }
  }
}

/* Fill m (colour color) from the domain masks own and enemy over d's
 * window (primary_domains).  Points next to the region's outside count
 * as marginal: the eye space may go on there.  Every point of m not in
 * m->filled is clear on entry and on return, so only the points marked
 * here need looking at again. */
static void
fill_eye_map(struct eye_map *m, int color, const struct domain_rows *d,
             const uint32_t *own, const uint32_t *enemy)
{
  int member[MAX_BOARD * MAX_BOARD];   /* marked points, in region order */
  int nmembers = 0;
  uint32_t own_only[DOMAIN_ROWS], enemy_only[DOMAIN_ROWS];
  uint32_t outside[DOMAIN_ROWS];
  uint32_t full = (1u << d->width) - 1;
  int idx, r;

  m->color = color;
  for (idx = 0; idx < m->nfilled; idx++)
    clear_eye_point(&m->p[m->filled[idx]]);
  m->nfilled = 0;

  for (r = 0; r < d->nrows; r++) {
    own_only[r] = own[r] & ~enemy[r];
    enemy_only[r] = enemy[r] & ~own[r];
    outside[r] = ~d->region[r] & ~d->off_board[r] & full;
  }
  for (r = 1; r < d->nrows - 1; r++) {
    /* Own domain points that are no lively stone: those outside the
     * enemy's domain, and those in both next to one only in ours (always
     * marginal). */
    uint32_t eligible = d->region[r] & own[r]
      & ~(d->lively[WHITE][r] | d->lively[BLACK][r]);
    uint32_t alone = eligible & ~enemy[r];
    uint32_t shared = eligible & enemy[r] & beside(own_only, r);
    uint32_t marginal = (alone & (beside(enemy_only, r) | beside(outside, r)))
      | shared;
    uint32_t members = alone | shared;
    while (members) {
      int t = bits_lowest(members);
      int pos = d->first + r * NS + t;
      members &= members - 1;
      m->p[pos].esize = -1;      /* member, origin not yet assigned */
      m->p[pos].marginal = (unsigned char) ((marginal >> t) & 1);
      member[nmembers++] = pos;
    }
  }

  for (idx = 0; idx < nmembers; idx++) {
    int pos = member[idx];
    if (m->p[pos].origin == NO_MOVE)
      originate_eye(m, pos);
  }
  /* Only marked points get an origin. */
  for (idx = 0; idx < nmembers; idx++) {
    int pos = member[idx];
    if (m->p[pos].origin != NO_MOVE)
      m->filled[m->nfilled++] = pos;
    else
      clear_eye_point(&m->p[pos]);
  }
  count_neighbours(m);
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
  float sum_without_kos_ours = 0.0f;  /* KO_OURS diagonals counted 0 */
  int k, r;

  e->num_attacks = 0;
  e->num_defenses = 0;
  for (k = 0; k < 4; k++) {
    int ap, dp;
    float val = diagonal_value(o, in, m, I(pos) + di[k], J(pos) + dj[k],
                               m->color, &ap, &dp);
    int arank, drank;
    sum += val;
    sum_without_kos_ours += val == KO_OURS ? 0.0f : val;
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
  e->half_eye_by_ko = sum > 2.0f && sum < 4.0f
    && sum_without_kos_ours <= 2.0f;
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
        if (in->near[pos + orth_delta[k]])
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
  struct domain_rows d;
  uint32_t domain[3][DOMAIN_ROWS];

  set_region(o, in);
  if (o->npoints > 0) {
    domain_rows_fill(o, in->lively, &d);
    primary_domains(o, in, &d, domain, find_false_margins);
  }
  else
    d.nrows = d.width = 0;       /* no region: empty maps */
  if (black) {
    fill_eye_map(black, BLACK, &d, domain[BLACK], domain[WHITE]);
    find_half_and_false_eyes(o, in, black);
  }
  if (white) {
    fill_eye_map(white, WHITE, &d, domain[WHITE], domain[BLACK]);
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

/* build_graph's work: index[] (board point -> vertex) and wall_vertex[]
 * (wall string origin -> -2 strong, else its vertex) come all -1 and
 * are left with the entries it set: those of g's vertices in index[],
 * those of walls[0..*nwalls-1] in wall_vertex[]. */
static int
build_graph_into(const struct board *b, const struct optics_input *in,
                 const struct eye_map *m, int origin, int wall_libs,
                 struct eye_graph *g, int *vertex_pos, uint64_t *key,
                 int *index, int *wall_vertex, int *walls, int *nwalls)
{
  int color = m->color;
  int other = OTHER_COLOR(color);
  int k, v, idx;
  uint64_t h = 0x1234567ull + (uint64_t) color;

  memset(g, 0, sizeof(*g));
  g->must_take = in->must_take_dead != 0;
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
     * virtual vertex: playing that point settles both.  Nor, when kos go
     * the defender's way, does a point of a larger eye space whose
     * diagonal the attacker takes only by ko: it is an eye point like
     * any other (GNU Go: a line of three on the edge with such an end
     * is worth 1 2).  A one-point eye keeps its ko as a half eye (0 1). */
    if (e->type == HALF_EYE
        && m->p[e->defense_points[0]].origin != origin
        && (in->cautious_kos || !e->half_eye_by_ko || e->esize == 1)) {
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
        walls[(*nwalls)++] = str;
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

/* Wall strings a graph can have: one per side of each vertex. */
#define MAX_GRAPH_WALLS (4 * EYEGRAPH_MAX)

/* Build the solver graph of the eye space with origin `origin'; returns 0
 * when it has too many vertices.  wall_libs: how many liberties outside
 * the eye space a wall string may have and still be weak (its capture
 * read in the graph): MAX_OUTSIDE_LIBS or 0.  vertex_pos[] gets each
 * vertex's board point; for the virtual vertex of a half eye, that half
 * eye's point (negated, to tell it apart); for a weak wall string, its
 * origin. */
static int
build_graph(struct optics *o, const struct optics_input *in,
            const struct eye_map *m, int origin, int wall_libs,
            struct eye_graph *g, int *vertex_pos, uint64_t *key)
{
  int walls[MAX_GRAPH_WALLS];
  int nwalls = 0, v, k;
  int built = build_graph_into(o->board, in, m, origin, wall_libs, g,
                               vertex_pos, key, o->graph_index,
                               o->wall_vertex, walls, &nwalls);
  /* Every index[] entry set is a vertex's point, set to that vertex. */
  for (v = 0; v < g->n; v++)
    if (vertex_pos[v] >= 0 && o->graph_index[vertex_pos[v]] == v)
      o->graph_index[vertex_pos[v]] = -1;
  for (k = 0; k < nwalls; k++)
    o->wall_vertex[walls[k]] = -1;
  return built;
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

/* optics_eye_value, finding what want (EYEGRAPH_WANT_*) asks. */
static void
eye_value(struct optics *o, const struct optics_input *in,
          const struct eye_map *m, int pos, int want, struct eyevalue *value,
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
  if (!build_graph(o, in, m, origin,
                   in->cautious_kos ? MAX_OUTSIDE_LIBS : 0, &g, vertex_pos,
                   &key)
      && (!in->cautious_kos
          || !build_graph(o, in, m, origin, 0, &g, vertex_pos, &key))) {
    if (in->cautious_kos)
      guess_eye_value_pessimistic(o->board, m, origin, value);
    else
      guess_eye_value(m, origin, value);
    return;
  }
  if (in->cautious_kos)
    key = mix64(key, 0x77);
  if (in->must_take_dead)
    key = mix64(key, 0x5d);
  ce = &o->cache[key & (EYE_CACHE_SIZE - 1)];
  if (ce->key == key && ce->generation == o->cache_generation
      && (want != EYEGRAPH_WANT_ALL || !ce->lacks_a)) {
    *value = ce->value;
    *attack_point = ce->attack_point;
    *defense_point = ce->defense_point;
    return;
  }

  eye_values_lookup(o->values, &g, in->cautious_kos ? EYEGRAPH_KO_FIRST_MOVER
                    : EYEGRAPH_KO_DEFENDER, want, &res);
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
  ce->attack_point = (int16_t) *attack_point;
  ce->defense_point = (int16_t) *defense_point;
  ce->generation = o->cache_generation;
  /* (The answer may have come whole from the table or the lookup's
   * cache: then a full request finds it there.) */
  ce->lacks_a = (unsigned char) eyegraph_result_lacks_a(want, &res);
}

void
optics_eye_value(struct optics *o, const struct optics_input *in,
                 const struct eye_map *m, int pos, struct eyevalue *value,
                 int *attack_point, int *defense_point)
{
  eye_value(o, in, m, pos, EYEGRAPH_WANT_ALL, value, attack_point,
            defense_point);
}

void
optics_eye_value_no_settled_a(struct optics *o,
                              const struct optics_input *in,
                              const struct eye_map *m, int pos,
                              struct eyevalue *value, int *attack_point,
                              int *defense_point)
{
  eye_value(o, in, m, pos, EYEGRAPH_WANT_NO_SETTLED_A, value, attack_point,
            defense_point);
  /* The same answer whether or not the cache held the full solve. */
  if (value->b == value->c && value->b > 0)
    value->a = 0;
}
