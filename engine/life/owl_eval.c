#include <config.h>

#include <stdio.h>
#include <string.h>

#include "owl_internal.h"
#include "dragon_internal.h"
#include "engine/pattern/pattern_match.h"
#include "utils/bits.h"

/* Open points near the goal that count as having escaped. */
#define ESCAPE_ALIVE 12
#define ESCAPE_DEPTH 3
#define MAX_STONES (MAX_BOARD * MAX_BOARD)
/* The same margin as optics': the node's region is the area optics
 * analyses for the goal (analyse_eyes passes it on). */
#define OWL_REGION_MARGIN OPTICS_REGION_MARGIN
/* Owl depths at which the attacker's reading of goal strings is deepened
 * back to the root's depth. */
#define OWL_TACTICAL_DEEPEN 2
/* Liberties of a goal string compared by goal_strings_hold, and goal
 * strings followed by mark_strings_held_to_target: more are not looked at
 * (a string with so many liberties is rarely the question). */
#define MAX_LIBERTIES_SEEN 32
#define MAX_GOAL_STRINGS_SEEN 64

#define FOR_REGION(o, idx, pos) \
  for ((idx) = 0; (idx) < (o)->nregion && ((pos) = (o)->region[idx], 1); \
       (idx)++)

uint64_t
owl_point_key(int pos)
{
  uint64_t h = (uint64_t) (pos + 1) * 0x9e3779b97f4a7c15ull;
  h ^= h >> 29;
  h *= 0xbf58476d1ce4e5b9ull;
  return h ^ (h >> 32);
}

uint64_t
owl_goal_point_key(int pos, int kind)
{
  return kind == OWL_GOAL_SLIDE ? owl_point_key(pos + BOARD_ARRAY_SIZE)
    : owl_point_key(pos);
}

/* The points within a few lines of the goal's bounding box: all the
 * node evaluation looks at. */
static void
set_region(struct owl *o, int imin, int imax, int jmin, int jmax)
{
  struct board *b = o->board;
  int i, j;
  imin = imin > OWL_REGION_MARGIN ? imin - OWL_REGION_MARGIN : 0;
  jmin = jmin > OWL_REGION_MARGIN ? jmin - OWL_REGION_MARGIN : 0;
  imax = imax + OWL_REGION_MARGIN < b->board_size ? imax + OWL_REGION_MARGIN
    : b->board_size - 1;
  jmax = jmax + OWL_REGION_MARGIN < b->board_size ? jmax + OWL_REGION_MARGIN
    : b->board_size - 1;
  o->nregion = 0;
  for (i = imin; i <= imax; i++)
    for (j = jmin; j <= jmax; j++)
      o->region[o->nregion++] = POS(i, j);
}

/* The knight's move from a goal stone at pos to the next line towards the
 * edge, the second or third line, both points between empty: the slide
 * along the edge that takes the base (patterns/owl_defend.db) extends the
 * goal's eye space, and the stone belongs to it while the link stands.
 * Is the defender stone at pos so linked to a stone of o->in_goal?  The
 * two points between go to between[0..1] when between is not NULL. */
static int
slide_link(const struct owl *o, int pos, int between[2])
{
  const struct board *b = o->board;
  int k, side;
  if (board_edge_line(b, pos) < 2 || board_edge_line(b, pos) > 3)
    return 0;
  for (k = 0; k < 4; k++) {
    int a = pos + delta[k];
    if (!ON_BOARD1(b, a) || b->board[a] != EMPTY)
      continue;
    for (side = 1; side <= 3; side += 2) {
      int c = a + delta[(k + side) % 4];
      int t = c + delta[k];
      if (ON_BOARD1(b, c) && b->board[c] == EMPTY && b->board[t] == o->color
          && o->in_goal[t]
          && board_edge_line(b, pos) == board_edge_line(b, t) - 1) {
        if (between) {
          between[0] = a;
          between[1] = c;
        }
        return 1;
      }
    }
  }
  return 0;
}

/* o->goal_side from o->in_goal, whose stones lie in rows imin..imax
 * (none if imin > imax): the rows one beyond, eight points at a time. */
static void
mark_goal_side(struct owl *o, int imin, int imax)
{
  const struct board *b = o->board;
  const unsigned char *g = o->in_goal;
  int from, to, pos;
  memset(o->goal_side, 0, sizeof(o->goal_side));
  if (imin > imax)
    return;
  from = POS(imin > 0 ? imin - 1 : 0, 0);
  to = POS(imax + 1 < b->board_size ? imax + 1 : b->board_size - 1,
           b->board_size);
  for (pos = from; pos + 8 <= to; pos += 8) {
    uint64_t w, x;
    memcpy(&w, g + pos - 1, sizeof(w));
    memcpy(&x, g + pos + 1, sizeof(x));
    w |= x;
    memcpy(&x, g + pos - NS, sizeof(x));
    w |= x;
    memcpy(&x, g + pos + NS, sizeof(x));
    w |= x;
    memcpy(o->goal_side + pos, &w, sizeof(w));
  }
  for (; pos < to; pos++)
    o->goal_side[pos] = g[pos - 1] | g[pos + 1] | g[pos - NS] | g[pos + NS];
}

int
owl_mark_goal(struct owl *o)
{
  struct board *b = o->board;
  int imin = b->board_size, imax = -1, jmin = b->board_size, jmax = -1;
  int pos, kind, count = 0;
  /* The marked points in board order, found eight bytes at a time: the
   * goal is a few dozen points of the board. */
  int marked[BOARDMAX - BOARDMIN];
  int nmarked = bytes_nonzero(o->goal, BOARDMIN, BOARDMAX, marked);
  int idx;
  memset(o->in_goal, 0, sizeof(o->in_goal));
  /* Solid points first: a string with one is solid. */
  for (kind = OWL_GOAL_SOLID; kind <= OWL_GOAL_SLIDE; kind++) {
    for (idx = 0; idx < nmarked; idx++) {
      int stones[MAX_STONES];
      int n, k;
      pos = marked[idx];
      if (o->goal[pos] != kind || b->board[pos] != o->color || o->in_goal[pos])
        continue;
      /* A slide stone whose link the attacker has cut is no longer the
       * goal's, unless it has come next to the goal since. */
      if (kind == OWL_GOAL_SLIDE && !owl_move_joins_goal(o, pos))
        continue;
      n = findstones(b, pos, MAX_STONES, stones);
      for (k = 0; k < n; k++) {
        int s = stones[k];
        o->in_goal[s] = (unsigned char) kind;
        if (I(s) < imin) imin = I(s);
        if (I(s) > imax) imax = I(s);
        if (J(s) < jmin) jmin = J(s);
        if (J(s) > jmax) jmax = J(s);
      }
      count += n;
    }
  }
  set_region(o, imin, imax, jmin, jmax);
  mark_goal_side(o, imin, imax);
  o->ngoal_stones = count == 0 ? 0
    : bytes_nonzero(o->in_goal, POS(imin, 0), POS(imax, b->board_size),
                    o->goal_stone);
  return count;
}

int
owl_move_joins_goal(struct owl *o, int pos)
{
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  int k;
  for (k = 0; k < 8; k++) {
    int n = pos + delta[k];
    if (b->board[n] != o->color || !o->in_goal[n])
      continue;
    /* A diagonal across two enemy stones links nothing: a stone there
     * joins the goal only standing alone and with one of them in atari
     * (it may yet capture it), not with the friendly string it has
     * connected to outside the goal, whose room would count as the
     * goal's, nor when neither is in atari: the stone's own links to
     * friends outside would count as the goal's (owl.tst 113: in the
     * line K2 N1 O2 K3 Black's K3, diagonal to L2 across White's K2
     * and L3, read the goal alive by its link to J4; both engines'
     * owl_attack there answers L1, GNU Go 3.8's owl_attack L2 K2). */
    if (k >= 4 && b->board[pos + delta[k - 4]] == other
        && b->board[pos + delta[(k - 3) % 4]] == other
        && (countstones(b, pos) > 1
            || (countlib(b, pos + delta[k - 4]) > 1
                && countlib(b, pos + delta[(k - 3) % 4]) > 1)))
      continue;
    return OWL_GOAL_SOLID;
  }
  /* One-point jump from a goal stone. */
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    int m = n + delta[k];
    if (b->board[n] == EMPTY && ON_BOARD1(b, m) && b->board[m] == o->color
        && o->in_goal[m])
      return OWL_GOAL_SOLID;
  }
  if (slide_link(o, pos, NULL))
    return OWL_GOAL_SLIDE;
  return 0;
}

static int
root_analysis(const struct owl *o)
{
  const struct dragons *d = o->dragons;
  const struct board *b = o->board;
  return b->stackp == 0 && d->valid != ANALYSIS_NONE && d->hash == b->hash
    && d->history_length == b->move_history_length;
}

/* Add pos to the candidates with value, or raise its value when it is
 * there already.  Returns its entry, or NULL when pos is NO_MOVE or the
 * list is full. */
static struct owl_move *
add_move(struct owl_eval *ev, int pos, int value)
{
  int k;
  if (pos == NO_MOVE)
    return NULL;
  for (k = 0; k < ev->num_moves; k++)
    if (ev->moves[k].pos == pos) {
      ev->moves[k].sources |= ev->source;
      if (value > ev->moves[k].value)
        ev->moves[k].value = value + 5;
      else
        ev->moves[k].value += 5;
      return &ev->moves[k];
    }
  if (ev->num_moves < OWL_MAX_MOVES) {
    ev->moves[ev->num_moves].pos = pos;
    ev->moves[ev->num_moves].value = value;
    ev->moves[ev->num_moves].saves = 0;
    ev->moves[ev->num_moves].saves_lunch = 0;
    ev->moves[ev->num_moves].links_friend = 0;
    ev->moves[ev->num_moves].approaches_cutter = 0;
    ev->moves[ev->num_moves].sources = ev->source;
    return &ev->moves[ev->num_moves++];
  }
  return NULL;
}

/* add_move for the defence of a goal string of `stones' stones that
 * tactical reading can capture. */
static void
add_saving_move(struct owl_eval *ev, int pos, int value, int stones)
{
  struct owl_move *m = add_move(ev, pos, value);
  if (m && stones >= OWL_SAVE_STONES)
    m->saves = 1;
}

/* add_move for the attacker's tactical defence of a lunch. */
static void
add_lunch_saving_move(struct owl_eval *ev, int pos, int value)
{
  struct owl_move *m = add_move(ev, pos, value);
  if (m)
    m->saves_lunch = 1;
}

/* A lookahead child takes over its parent's tactical read of an enemy
 * string (find_lunches) when the move that made the child is at least
 * this far (|di| + |dj|) from each of the string's liberties and touches
 * none of its neighbour strings that are short of liberties (at most
 * OWL_LUNCH_REUSE_LIBS).  Read again in every child, the lunches cost
 * ~30% of the owl's CPU, most of it for strings far from the move whose
 * reading the move does not change.  Only a move further away (a ladder
 * breaker) could: that is the approximation. */
#define OWL_LUNCH_REUSE_DISTANCE 4
#define OWL_LUNCH_REUSE_LIBS 4

/* Does the string at str (not the moved stone's) have a point next to
 * or at pos? */
static int
string_touches(const struct board *b, int str, int pos)
{
  int k;
  if (IS_STONE(b->board[pos]) && same_string(b, pos, str))
    return 1;
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (IS_STONE(b->board[n]) && same_string(b, n, str))
      return 1;
  }
  return 0;
}

/* The parent's read of the enemy string at str (an origin with at most
 * three liberties), if the current node is a lookahead child
 * (o->parent_reads) whose move cannot have changed it
 * (OWL_LUNCH_REUSE_DISTANCE): the string has the stones and liberties it
 * had there, the move is far from its liberties and touches none of its
 * short neighbours.  NULL if it must be read. */
static const struct optics_known_string *
parent_lunch_read(struct owl *o, int str)
{
  const struct lunch_reads *r = o->parent_reads;
  struct board *b = o->board;
  int move = o->parent_move;
  int libs[3], adj[MAX_BOARD * MAX_BOARD];
  int k, m, n, nlibs;
  if (!r)
    return NULL;
  for (k = 0; k < r->n && r->read[k].origin != str; k++)
    ;
  if (k == r->n)
    return NULL;
  nlibs = findlib(b, str, 3, libs);
  if (r->libs[k] != nlibs || r->stones[k] != countstones(b, str))
    return NULL;
  for (n = 0; n < nlibs; n++) {
    int di = I(libs[n]) - I(move), dj = J(libs[n]) - J(move);
    if ((di < 0 ? -di : di) + (dj < 0 ? -dj : dj) < OWL_LUNCH_REUSE_DISTANCE)
      return NULL;
  }
  n = chainlinks(b, str, adj);
  for (m = 0; m < n; m++)
    if (countlib(b, adj[m]) <= OWL_LUNCH_REUSE_LIBS
        && string_touches(b, adj[m], move))
      return NULL;
  return &r->read[k];
}

/* Keep find_lunches' read of the string at str for the node's lookahead
 * children. */
static void
record_lunch_read(struct owl *o, struct lunch_reads *r,
                  const struct optics_known_string *read)
{
  struct board *b = o->board;
  int k = r->n;
  if (k == OWL_MAX_LUNCH_READS)
    return;
  r->read[k] = *read;
  r->stones[k] = countstones(b, read->origin);
  r->libs[k] = countlib(b, read->origin);
  r->n++;
}

/* Mark the enemy string at str in seen[] and list its origin, once. */
static void
note_enemy_string(const struct board *b, int str, unsigned char *seen,
                  int *origins, int *n)
{
  int origin = find_origin(b, str);
  if (!seen[origin]) {
    seen[origin] = 1;
    origins[(*n)++] = origin;
  }
}

/* Enemy strings next to the goal, or next to a goal liberty with at most
 * two liberties: capturable ones are lunches, and dead ones are not
 * lively.  They are read in the order of their origins, region points
 * only (a string whose origin lies outside the region is not read).  The
 * reads are kept in ev->reads. */
static void
find_lunches(struct owl *o, struct owl_eval *ev)
{
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  unsigned char seen[BOARD_ARRAY_SIZE];
  int origins[MAX_BOARD * MAX_BOARD];
  int norigins = 0;
  int pos, k, idx, j;
  int root = root_analysis(o);
  int imin, imax, jmin, jmax;

  memset(seen, 0, sizeof(seen));
  /* Every goal liberty and every enemy stone next to the goal lies next
   * to a goal stone. */
  for (idx = 0; idx < o->ngoal_stones; idx++) {
    int stone = o->goal_stone[idx];
    for (k = 0; k < 4; k++) {
      int n = stone + delta[k];
      if (b->board[n] == other)
        note_enemy_string(b, n, seen, origins, &norigins);
      else if (b->board[n] == EMPTY)
        for (j = 0; j < 4; j++) {
          int m = n + delta[j];
          if (b->board[m] == other && !seen[find_origin(b, m)]
              && countlib(b, m) <= 2)
            note_enemy_string(b, m, seen, origins, &norigins);
        }
    }
  }
  /* Region order (the region is a rectangle in board order). */
  for (k = 1; k < norigins; k++) {
    int v = origins[k];
    for (j = k; j > 0 && origins[j - 1] > v; j--)
      origins[j] = origins[j - 1];
    origins[j] = v;
  }
  imin = I(o->region[0]);
  jmin = J(o->region[0]);
  imax = I(o->region[o->nregion - 1]);
  jmax = J(o->region[o->nregion - 1]);

  ev->reads.n = 0;
  for (idx = 0; idx < norigins; idx++) {
    struct optics_known_string read;
    const struct optics_known_string *parent;
    int acode, dcode;
    pos = origins[idx];
    if (I(pos) < imin || I(pos) > imax || J(pos) < jmin || J(pos) > jmax)
      continue;
    read.origin = pos;
    read.apos = NO_MOVE;
    read.dpos = NO_MOVE;
    if (root) {
      read.acode = o->dragons->attack_code[pos];
      read.apos = o->dragons->attack_point[pos];
      read.dcode = o->dragons->defense_code[pos];
      read.dpos = o->dragons->defense_point[pos];
    }
    else {
      if (countlib(b, pos) > 3)
        continue;
      parent = parent_lunch_read(o, pos);
      if (parent)
        read = *parent;
      else {
        read.acode = attack(o->reading, pos, &read.apos);
        read.dcode = read.acode
          ? find_defense(o->reading, pos, &read.dpos) : WIN;
      }
    }
    if (!read.acode) {
      read.dcode = WIN;
      read.dpos = NO_MOVE;
    }
    record_lunch_read(o, &ev->reads, &read);
    acode = read.acode;
    dcode = read.dcode;
    if (!acode)
      continue;
    if (ev->lunches < OWL_MAX_LUNCHES) {
      ev->lunch[ev->lunches] = pos;
      ev->lunch_dead[ev->lunches] = (dcode == 0);
      ev->lunches++;
    }
    if (dcode == 0) {
      int stones[MAX_STONES];
      int n = findstones(b, pos, MAX_STONES, stones);
      for (k = 0; k < n; k++)
        o->lively[stones[k]] = 0;
    }
  }
}

_Static_assert(EMPTY == 0 && WHITE == 1 && BLACK == 2 && GRAY == 3,
               "compute_lively tests a stone by these values");

static void
compute_lively(struct owl *o)
{
  struct board *b = o->board;
  int pos;
  if (root_analysis(o)) {
    for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      o->lively[pos] = o->dragons->lively[pos] || o->in_goal[pos];
    return;
  }
  /* Every stone, eight points at a time: a point holds EMPTY 0, WHITE 1,
   * BLACK 2 or GRAY 3, and the low bit of c ^ (c >> 1) is IS_STONE(c). */
  for (pos = 0; pos + 8 <= BOARD_ARRAY_SIZE; pos += 8) {
    uint64_t w;
    memcpy(&w, b->board + pos, sizeof(w));
    w = (w ^ (w >> 1)) & 0x0101010101010101ull;
    memcpy(o->lively + pos, &w, sizeof(w));
  }
  for (; pos < BOARD_ARRAY_SIZE; pos++)
    o->lively[pos] = IS_STONE(b->board[pos]);
}

static int
is_first_line(const struct board *b, int pos)
{
  int i = I(pos), j = J(pos);
  return i == 0 || j == 0 || i == b->board_size - 1 || j == b->board_size - 1;
}

/* Largest enclosure that still counts as closed. */
#define ENCLOSURE_MAX 60

/* Is the goal shut in: the area it can reach through empty points and
 * dead stones is small, touches no friendly stone outside the goal, and
 * is bounded by an enemy string at least as big as the goal (a lone
 * enemy stone inside the goal's own area does not shut it in)? */
static int
enclosed_by_enemy(struct owl *o)
{
  struct board *b = o->board;
  unsigned char seen[BOARD_ARRAY_SIZE];
  int queue[BOARD_ARRAY_SIZE];
  int head = 0, tail = 0, pos, k, idx;
  int goal_size = 0, biggest_enemy = 0;

  memset(seen, 0, sizeof(seen));
  for (idx = 0; idx < o->ngoal_stones; idx++) {
    pos = o->goal_stone[idx];
    seen[pos] = 1;
    queue[tail++] = pos;
  }
  while (head < tail) {
    int p = queue[head++];
    for (k = 0; k < 4; k++) {
      int n = p + delta[k];
      if (seen[n] || b->board[n] == GRAY)
        continue;
      if (b->board[n] == o->color && !o->in_goal[n] && o->lively[n])
        return 0;
      if (IS_STONE(b->board[n]) && o->lively[n]) {
        /* Only enemies bounding the area count, not those touching the
         * goal itself. */
        if (b->board[n] != o->color && !o->in_goal[p]
            && countstones(b, n) > biggest_enemy)
          biggest_enemy = countstones(b, n);
        continue;
      }
      seen[n] = 1;
      queue[tail++] = n;
      if (tail > ENCLOSURE_MAX + 200)
        return 0;
    }
  }
  /* tail counts the goal stones too: compare the area only. */
  goal_size = o->ngoal_stones;
  return tail - goal_size <= ENCLOSURE_MAX && biggest_enemy >= 2
    && biggest_enemy >= goal_size;
}

/* Area closed off by the goal and the edge, in half points: an empty
 * point counts two, one on the first line only one (a strip along the
 * edge is easily reduced), an enemy stone inside four against it. */
#define HOME_AREA_MAX 80
#define HOME_AREA_ALIVE 20
/* Enemy stones an area may hold and still be closed: more are not a few
 * invaders but the enemy's own ground (on a small board an area under
 * HOME_AREA_MAX points can be the whole rest of the board). */
#define HOME_AREA_ENEMY_STONES 3

/* Does the goal own closed areas big enough to live in, whatever a few
 * enemy stones inside do?  An area is a connected part of the empty
 * points and small enemy strings next to the goal; it is closed when it
 * touches no other stone (no friendly stone outside the goal, no enemy
 * string of three or more stones) and holds at most
 * HOME_AREA_ENEMY_STONES enemy stones. */
static int
home_area_alive(struct owl *o)
{
  struct board *b = o->board;
  /* 0: not reached; REACHED: in a region flooded whole; OPEN: in a region
   * whose flood stopped once it was known to be open.  A later flood that
   * meets an OPEN point is in that region, hence open too. */
  enum { REACHED = 1, OPEN = 2 };
  unsigned char seen[BOARD_ARRAY_SIZE];
  int queue[BOARD_ARRAY_SIZE];
  int pos, k, idx, total = 0;

  memset(seen, 0, sizeof(seen));
  for (idx = 0; idx < o->ngoal_stones; idx++) {
    int start;
    pos = o->goal_stone[idx];
    for (start = 0; start < 4; start++) {
      int s0 = pos + delta[start];
      int head = 0, tail = 0, closed = 1, value = 0, enemies = 0;
      if (b->board[s0] != EMPTY || seen[s0])
        continue;
      seen[s0] = REACHED;
      queue[tail++] = s0;
      while (head < tail && closed) {
        int p = queue[head++];
        if (b->board[p] != EMPTY) {
          value -= 4;
          if (++enemies > HOME_AREA_ENEMY_STONES)
            closed = 0;
        }
        else
          value += is_first_line(b, p) ? 1 : 2;
        for (k = 0; k < 4; k++) {
          int n = p + delta[k];
          if (seen[n] == OPEN) {
            closed = 0;
            continue;
          }
          if (seen[n] || b->board[n] == GRAY || o->in_goal[n])
            continue;
          if (b->board[n] == o->color
              || (IS_STONE(b->board[n]) && countstones(b, n) > 2)) {
            closed = 0;
            continue;
          }
          seen[n] = REACHED;
          queue[tail++] = n;
        }
        if (tail > HOME_AREA_MAX)
          closed = 0;
      }
      if (closed)
        total += value;
      else
        for (k = 0; k < tail; k++)
          seen[queue[k]] = OPEN;
    }
  }
  return total >= HOME_AREA_ALIVE;
}

/* Liberties a friendly string outside the goal needs for
 * owl_escape_through_friends to follow the way out through it. */
#define ESCAPE_FRIEND_LIBERTIES 3

/* Open points reachable from the liberties of the goal's stones (of
 * those from[] marks, when from is not NULL), avoiding the goal's own eye
 * spaces and points next to lively enemy stones; with through_friends,
 * also onward from the liberties of each friendly string outside the goal
 * with ESCAPE_FRIEND_LIBERTIES or more that the search reaches, as if
 * that string were an empty point. */
static int
escape_measure_from(struct owl *o, int through_friends,
                    const unsigned char *from)
{
  int idx;
  if (enclosed_by_enemy(o))
    return 0;
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  int dist[BOARD_ARRAY_SIZE];
  int queue[BOARD_ARRAY_SIZE];
  int head = 0, tail = 0, count = 0;
  int pos, k;

  memset(dist, 0xff, sizeof(dist));          /* every entry -1 */
  for (idx = 0; idx < o->ngoal_stones; idx++) {
    pos = o->goal_stone[idx];
    if (from && !from[pos])
      continue;
    for (k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] == EMPTY && dist[n] < 0) {
        dist[n] = 0;
        queue[tail++] = n;
      }
    }
  }
  while (head < tail) {
    int p = queue[head++];
    int blocked = 0;
    if (o->eyes.p[p].origin != NO_MOVE && !o->eyes.p[p].marginal)
      continue;
    for (k = 0; k < 4; k++)
      if (b->board[p + delta[k]] == other && o->lively[p + delta[k]])
        blocked = 1;
    if (blocked)
      continue;
    /* The first line leads nowhere: it does not count as room. */
    if (dist[p] > 0 && !is_first_line(b, p))
      count++;
    if (dist[p] >= ESCAPE_DEPTH)
      continue;
    for (k = 0; k < 4; k++) {
      int n = p + delta[k];
      if (b->board[n] == EMPTY && dist[n] < 0) {
        dist[n] = dist[p] + 1;
        queue[tail++] = n;
      }
      else if (through_friends && b->board[n] == o->color
               && !o->in_goal[n]
               && countlib(b, n) >= ESCAPE_FRIEND_LIBERTIES) {
        int libs[MAX_LIBERTIES_SEEN];
        int nlibs = findlib(b, n, MAX_LIBERTIES_SEEN, libs), m;
        for (m = 0; m < nlibs; m++)
          if (dist[libs[m]] < 0) {
            dist[libs[m]] = dist[p] + 1;
            queue[tail++] = libs[m];
          }
      }
    }
  }
  return count;
}

static int
escape_measure(struct owl *o)
{
  return escape_measure_from(o, 0, NULL);
}

int
owl_escape_through_friends(struct owl *o)
{
  return escape_measure_from(o, 1, NULL);
}

/* A friendly string outside the goal that is known to be safe: part of a
 * dragon the root analysis found strongly alive, or with many liberties. */
static int
safe_friend(struct owl *o, int pos)
{
  const struct dragons *d = o->dragons;
  struct board *b = o->board;
  if (b->board[pos] != o->color || o->in_goal[pos])
    return 0;
  if (d->valid != ANALYSIS_NONE && d->id[pos] >= 0
      && d->board->board[pos] == o->color) {
    const struct dragon *dr = &d->dragon[d->id[pos]];
    if (dr->color == o->color
        && (dr->genus.b >= 2
            || (d->valid >= ANALYSIS_OWL && dr->status == DRAGON_ALIVE)))
      return countlib(b, pos) >= 2;
  }
  return countlib(b, pos) >= 6;
}

/* Do the goal strings at s1 and s2 hold together: two shared liberties,
 * or one the attacker cannot safely play? */
static int
goal_strings_hold(struct owl *o, int s1, int s2)
{
  struct board *b = o->board;
  int l1[MAX_LIBERTIES_SEEN], l2[MAX_LIBERTIES_SEEN];
  int n1 = findlib(b, s1, MAX_LIBERTIES_SEEN, l1);
  int n2 = findlib(b, s2, MAX_LIBERTIES_SEEN, l2);
  int i, j, shared = 0, point = NO_MOVE;
  for (i = 0; i < n1; i++)
    for (j = 0; j < n2; j++)
      if (l1[i] == l2[j]) {
        shared++;
        point = l1[i];
      }
  return shared >= 2
    || (shared == 1
        && optics_safe_move(o->optics, point, OTHER_COLOR(o->color)) == 0);
}

/* Mark in held[] the origins of the goal's solid strings that hold
 * together with the target's string (goal_strings_hold, step by step
 * through other goal strings). */
static void
mark_strings_held_to_target(struct owl *o, unsigned char *held)
{
  struct board *b = o->board;
  int strings[MAX_GOAL_STRINGS_SEEN];
  int n = 0, idx, pos, k, m, changed;
  for (idx = 0; idx < o->ngoal_stones; idx++) {
    pos = o->goal_stone[idx];
    if (o->in_goal[pos] == OWL_GOAL_SOLID && find_origin(b, pos) == pos
        && n < MAX_GOAL_STRINGS_SEEN)
      strings[n++] = pos;
  }
  held[find_origin(b, o->target)] = 1;
  do {
    changed = 0;
    for (k = 0; k < n; k++) {
      if (held[strings[k]])
        continue;
      for (m = 0; m < n; m++)
        if (held[strings[m]] && goal_strings_hold(o, strings[k], strings[m])) {
          held[strings[k]] = 1;
          changed = 1;
          break;
        }
    }
  } while (changed);
}

/* Mark in linked[] the goal stones still linked to the target: the
 * dragon's own stones (o->root_goal: the owl reads the dragon as one)
 * and the stones of strings held to the target
 * (mark_strings_held_to_target), then onward from a linked stone to a
 * goal stone next to it, diagonally next to it unless two enemy stones
 * stand between (neither in atari), or a one-point jump away over an
 * empty point: the links by which the defender's stones joined the goal
 * (owl_move_joins_goal), as long as they stand. */
static void
mark_stones_linked_to_target(struct owl *o, unsigned char *linked)
{
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  unsigned char held[BOARD_ARRAY_SIZE];
  int queue[MAX_STONES];
  int head = 0, tail = 0, idx, k;

  memset(held, 0, sizeof(held));
  mark_strings_held_to_target(o, held);
  for (idx = 0; idx < o->ngoal_stones; idx++) {
    int pos = o->goal_stone[idx];
    if (o->root_goal[pos] || held[find_origin(b, pos)]) {
      linked[pos] = 1;
      queue[tail++] = pos;
    }
  }
  while (head < tail) {
    int p = queue[head++];
    for (k = 0; k < 8; k++) {
      int n = p + delta[k];
      if (b->board[n] != o->color || !o->in_goal[n] || linked[n])
        continue;
      if (k >= 4) {
        int side1 = p + delta[k - 4], side2 = p + delta[(k - 3) % 4];
        if (b->board[side1] == other && b->board[side2] == other
            && countlib(b, side1) > 1 && countlib(b, side2) > 1)
          continue;
      }
      linked[n] = 1;
      queue[tail++] = n;
    }
    for (k = 0; k < 4; k++) {
      int n = p + delta[k];
      int m = n + delta[k];
      if (b->board[n] == EMPTY && ON_BOARD1(b, m) && b->board[m] == o->color
          && o->in_goal[m] && !linked[m]) {
        linked[m] = 1;
        queue[tail++] = m;
      }
    }
  }
}

/* Has the goal escaped (escape, the measure from all its stones, at
 * least ESCAPE_ALIVE)?  In the owl's own readings (o->target_links) only
 * the room of goal stones still linked to the target counts
 * (mark_stones_linked_to_target): a defender stone that joined the goal
 * diagonally may run out after the attacker has cut it off while the
 * target dies (owl.tst 256: after B J12 W J11 B K11 W J10, J11-J10 ran
 * into the open while K12 was in atari).  The dragon's own stones count
 * wherever they stand: dropping the room of root stones cut from the
 * target (only strings held to it counting) lost ld_owl.tst 44 194 516
 * (the defender's way out along the edge past a capturable cutting
 * stone, read further, spent the node budget). */
static int
escape_alive(struct owl *o, int escape)
{
  unsigned char linked[BOARD_ARRAY_SIZE];
  if (escape < ESCAPE_ALIVE)
    return 0;
  if (!o->target_links)
    return 1;
  memset(linked, 0, sizeof(linked));
  mark_stones_linked_to_target(o, linked);
  return escape_measure_from(o, 0, linked) >= ESCAPE_ALIVE;
}

/* Is the goal firmly linked to a safe friendly string?  In the owl's own
 * readings (o->target_links) only a link of a goal string that holds
 * together with the target's string counts (mark_strings_held_to_target):
 * a goal string that can be cut from the target's may live by its friend
 * while the target's strings die (owl.tst 229: after W D9 B D8 the
 * C8-D8 string links to E9 while C9 cuts C8 from B9).  The semeai's
 * readings count a link of any goal string: its races are about the
 * dragon as a whole (semeai.tst 27 answered S5 instead of S9 otherwise). */
static int
connected_to_friend(struct owl *o)
{
  int idx;
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  unsigned char shared[BOARD_ARRAY_SIZE];   /* reaches 3 at most */
  int first_point[BOARD_ARRAY_SIZE];   /* read where shared[] is 1 */
  unsigned char held[BOARD_ARRAY_SIZE];
  int held_marked = 0;
  int pos, k;

  memset(shared, 0, sizeof(shared));
  FOR_REGION(o, idx, pos) {
    int friend_origin = NO_MOVE, goal_touch = 0;
    int goal_next[4], ngoal = 0;
    if (b->board[pos] != EMPTY)
      continue;
    /* The goal first: most points do not touch it, and safe_friend
     * counts liberties. */
    if (!(o->goal_side[pos] & OWL_GOAL_SOLID))
      continue;
    for (k = 0; k < 4; k++)
      if (o->in_goal[pos + delta[k]] == OWL_GOAL_SOLID)
        goal_next[ngoal++] = pos + delta[k];
    for (k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (o->in_goal[n] != OWL_GOAL_SOLID && safe_friend(o, n))
        friend_origin = find_origin(b, n);
    }
    if (friend_origin == NO_MOVE)
      continue;
    /* Which goal strings hold to the target is asked only here, at a
     * point touching both the goal and a friend: most evaluations meet
     * none. */
    if (o->target_links && !held_marked) {
      memset(held, 0, sizeof(held));
      mark_strings_held_to_target(o, held);
      held_marked = 1;
    }
    for (k = 0; k < ngoal; k++)
      if (!o->target_links || held[find_origin(b, goal_next[k])])
        goal_touch = 1;
    if (!goal_touch)
      continue;
    /* Two points linking the goal to one friend hold unless the
     * attacker cuts at one and captures the connection at the other. */
    if (++shared[friend_origin] == 1)
      first_point[friend_origin] = pos;
    else if (shared[friend_origin] >= 3)
      return 1;
    else {
      int pair[2];
      pair[0] = first_point[friend_origin];
      pair[1] = pos;
      if (!shared_pair_cuttable(b, o->reading, o->color, pair))
        return 1;
    }
    if (optics_safe_move(o->optics, pos, other) == 0)
      return 1;
  }
  return 0;
}


static int
empty_neighbors(const struct board *b, int pos)
{
  int k, n = 0;
  for (k = 0; k < 4; k++)
    if (b->board[pos + delta[k]] == EMPTY)
      n++;
  return n;
}

/* Moves for the side to move, from the eye spaces next to the goal. */
static void
eye_space_moves(struct owl *o, struct owl_eval *ev, int mover,
                const unsigned char *goal_eye)
{
  int idx;
  struct board *b = o->board;
  int attacker = (mover != o->color);
  int pos, k;

  FOR_REGION(o, idx, pos) {
    const struct eye_point *e = &o->eyes.p[pos];
    if (b->board[pos] == GRAY || e->origin == NO_MOVE || !goal_eye[e->origin])
      continue;
    if (e->type == HALF_EYE) {
      if (attacker && e->num_attacks > 0)
        add_move(ev, e->attack_points[0], 70);
      if (!attacker && e->num_defenses > 0)
        add_move(ev, e->defense_points[0], 75);
    }
    if (b->board[pos] != EMPTY)
      continue;
    if (e->marginal)
      add_move(ev, pos, 50 + 8 * e->neighbors);
    else if (e->esize <= 9)
      add_move(ev, pos, 24 + 6 * e->neighbors);
    /* Points just outside the eye space, next to a marginal point:
     * hane to reduce it, or extensions to enlarge it. */
    if (e->marginal)
      for (k = 0; k < 4; k++) {
        int n = pos + delta[k];
        if (b->board[n] == EMPTY && o->eyes.p[n].origin == NO_MOVE)
          add_move(ev, n, 34 + (is_first_line(b, n) ? 4 : 0));
      }
  }
}

/* Moves the patterns suggest near the goal: the eye patterns
 * (patterns/eye.db: vital points of small eye spaces, false-eye and
 * placement shapes) next to the goal or in its eye spaces, for both
 * sides, and the owl's own databases for the side to move
 * (patterns/owl_attack.db: cuts that split the dragon; owl_defend.db:
 * the descent that keeps the edge) up to two lines from the goal. */
struct pattern_context {
  struct owl *o;
  struct owl_eval *ev;
};

static int
near_goal(const struct owl *o, int pos)
{
  int k;
  int origin = o->eyes.p[pos].origin;
  if (origin != NO_MOVE && o->goal_eye[origin])
    return 1;
  if (o->goal_side[pos])
    return 1;
  for (k = 4; k < 8; k++)
    if (o->in_goal[pos + delta[k]])
      return 1;
  return 0;
}

/* rows[i]: bit j set when a goal stone lies within two lines of (i, j)
 * (the 5x5 square around it), for the board's rows; from the goal stone
 * list, a row of bits at a time. */
_Static_assert(MAX_BOARD + 2 <= 32, "goal_within_two: a row in 32 bits");

static void
goal_within_two(const struct owl *o, uint32_t *rows)
{
  int size = o->board->board_size;
  uint32_t stones[MAX_BOARD];
  int i, k;
  memset(stones, 0, sizeof(stones));
  for (k = 0; k < o->ngoal_stones; k++)
    stones[I(o->goal_stone[k])] |= 1u << J(o->goal_stone[k]);
  for (i = 0; i < size; i++) {
    uint32_t h = stones[i];
    stones[i] = h | h << 1 | h << 2 | h >> 1 | h >> 2;
  }
  for (i = 0; i < size; i++) {
    uint32_t r = 0;
    for (k = i - 2; k <= i + 2; k++)
      if (k >= 0 && k < size)
        r |= stones[k];
    rows[i] = r;
  }
}

/* Eye patterns are worth 40 + twice their value (eye.db values are move
 * generator points); the owl's own patterns carry owl values. */
static void
pattern_move_found(void *data, int move, const struct pattern *p,
                   int orientation)
{
  struct pattern_context *pc = data;
  (void) orientation;
  if (p->pattern_class == PATTERN_EYE)
    add_move(pc->ev, move, 40 + (int) (2.0f * p->value));
  else
    add_move(pc->ev, move, (int) p->value);
}

static void
pattern_moves(struct owl *o, struct owl_eval *ev, int mover)
{
  struct pattern_context pc;
  unsigned owl_class = mover == o->color ? PATTERN_OWL_DEFEND
    : PATTERN_OWL_ATTACK;
  int idx, pos;
  uint32_t within_two[MAX_BOARD];
  pc.o = o;
  pc.ev = ev;
  goal_within_two(o, within_two);
  FOR_REGION(o, idx, pos) {
    unsigned mask;
    if (o->board->board[pos] != EMPTY)
      continue;
    if (near_goal(o, pos))
      mask = PATTERN_EYE | owl_class;
    else if ((within_two[I(pos)] >> J(pos)) & 1)
      mask = owl_class;
    else
      continue;
    match_patterns_at(o->board, mover, pos, mask, pattern_move_found, &pc);
  }
}

/* Tactical moves: capture or save goal strings and lunches. */
static void
tactical_moves(struct owl *o, struct owl_eval *ev, int mover)
{
  int idx;
  struct board *b = o->board;
  int attacker = (mover != o->color);
  int pos, k;
  /* Near the root, read the goal strings as deep as at the root itself,
   * so that a ko attack seen there is still seen a move or two later. */
  int deepen = b->stackp - o->root_stackp;
  if (deepen > OWL_TACTICAL_DEEPEN)
    deepen = 0;

  FOR_REGION(o, idx, pos) {
    int m = NO_MOVE;
    int libs;
    if (!o->in_goal[pos] || find_origin(b, pos) != pos)
      continue;
    libs = countlib(b, pos);
    if (libs > 3)
      continue;
    if (attacker) {
      for (k = 0; k < deepen; k++)
        reading_increase_depths(o->reading);
      if (attack(o->reading, pos, &m))
        add_move(ev, m, 90 + countstones(b, pos));
      for (k = 0; k < deepen; k++)
        reading_decrease_depths(o->reading);
    }
    else if (attack(o->reading, pos, NULL)) {
      if (find_defense(o->reading, pos, &m))
        add_saving_move(ev, m, 92 + countstones(b, pos),
                        countstones(b, pos));
    }
    /* Liberties of short strings: ataris and extensions. */
    if (libs <= 2) {
      int lib[2];
      int n = findlib(b, pos, 2, lib);
      for (k = 0; k < n; k++)
        add_move(ev, lib[k], 45);
    }
  }
  for (k = 0; k < ev->lunches; k++) {
    int lunch = ev->lunch[k];
    int m = NO_MOVE;
    if (attacker) {
      if (!ev->lunch_dead[k] && find_defense(o->reading, lunch, &m))
        add_lunch_saving_move(ev, m, 80 + countstones(b, lunch));
      /* The lunch is also saved by capturing a defender string in atari
       * beside it; the tactical reader names one defence, the owl's may
       * be this one (it also takes away the stone that made the eye). */
      if (!ev->lunch_dead[k]) {
        int adj[MAX_BOARD * MAX_BOARD], j, n;
        n = chainlinks2(b, lunch, adj, 1);
        for (j = 0; j < n; j++) {
          int lib;
          findlib(b, adj[j], 1, &lib);
          add_move(ev, lib, 80 + countstones(b, lunch));
        }
      }
    }
    else if (attack(o->reading, lunch, &m))
      add_move(ev, m, (ev->lunch_dead[k] ? 30 : 85) + countstones(b, lunch));
    /* The other liberty of a two-liberty lunch: the tactical reader names
     * one way to capture or save it, the owl's may be the other (a ko, an
     * extension that also takes the eye point). */
    if (!ev->lunch_dead[k] && m != NO_MOVE && countlib(b, lunch) == 2) {
      int lib[2], j;
      findlib(b, lunch, 2, lib);
      for (j = 0; j < 2; j++)
        if (lib[j] != m)
          add_move(ev, lib[j], 40 + countstones(b, lunch));
    }
  }
}

/* Is pos a liberty of an enemy string with at most three liberties that
 * also touches a friendly string outside the goal: a string cutting the
 * goal from a friend? */
static int
next_to_cutting_string(struct owl *o, int pos)
{
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  int k, m, j;
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    int stones[MAX_STONES], ns;
    if (b->board[n] != other || countlib(b, n) > 3)
      continue;
    ns = findstones(b, n, MAX_STONES, stones);
    for (j = 0; j < ns; j++)
      for (m = 0; m < 4; m++) {
        int f = stones[j] + delta[m];
        if (b->board[f] == o->color && !o->in_goal[f])
          return 1;
      }
  }
  return 0;
}

/* A defender's liberty move that takes a liberty of a cutting string
 * (next_to_cutting_string) threatens to capture it and join the friend:
 * worth this much at least.  As an ordinary liberty it ranked too low to
 * be read (owl.tst 195: B10 against Black's B9 between White's B11 and
 * B8, 12th of the defender's candidates, beyond LOOKAHEAD). */
#define OWL_CUTTING_STRING_APPROACH 50

/* Liberties of the goal: approach / blocking for the attacker, extending
 * and escaping for the defender. */
static void
liberty_moves(struct owl *o, struct owl_eval *ev, int mover)
{
  int idx;
  struct board *b = o->board;
  int attacker = (mover != o->color);
  int pos, k;
  FOR_REGION(o, idx, pos) {
    int touches = 0, friend = 0, open;
    if (b->board[pos] != EMPTY)
      continue;
    for (k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (o->in_goal[n])
        touches = 1;
      else if (b->board[n] == o->color)
        friend = 1;
    }
    if (!touches)
      continue;
    open = empty_neighbors(b, pos);
    /* Crawling out of a closed area does not help. */
    if (!attacker && ev->escape == 0 && !friend
        && o->eyes.p[pos].origin == NO_MOVE)
      continue;
    if (attacker)
      add_move(ev, pos, 20 + 4 * open + (ev->escape > 4 ? 10 : 0));
    else {
      int value = 18 + 5 * open + (friend ? 20 : 0)
        + (ev->escape > 4 ? 8 : 0)
        - (is_first_line(b, pos) && !friend ? 15 : 0);
      if (value < OWL_CUTTING_STRING_APPROACH
          && next_to_cutting_string(o, pos))
        value = OWL_CUTTING_STRING_APPROACH;
      add_move(ev, pos, value);
    }
  }
}

/* Candidate value of the attacker's cut between a goal stone and the
 * stone that joined it by the knight's slide (slide_link): once cut, the
 * slide stone and the eye space and room beyond it are no longer the
 * goal's (owl.tst 102: S5, as GNU Go 3.8). */
#define OWL_SLIDE_CUT_VALUE 70

/* Candidate value of the defender's approach to a cutting string from
 * the friend's side (approaches_cutting_string). */
#define OWL_CUTTER_APPROACH_VALUE 56
/* The approach is proposed at the root only, and only for a goal that
 * can make no eye (eyes.c == 0) with at least this many liberties: it
 * takes two moves to join the friend (press the cutter, then capture
 * it or link round it).  Proposed wherever a goal had an eye, it was
 * read first and answered where GNU Go 3.8 names another defence that
 * also works (owl.tst 34 E6, 69 P7, 209 F5); with 2 liberties the
 * attacker is faster (owl.tst 157: a ko at M13 instead of P16); below
 * the root it spent the budget of the refutations (owl.tst 195: B12
 * read as a kill). */
#define OWL_CUTTER_APPROACH_LIBERTIES 3

/* Is the empty point pos, not next to the goal, a liberty of an enemy
 * string of two or three liberties that touches the goal, and next to a
 * friendly string outside the goal of two liberties or more?  The
 * defender's stone there takes a liberty of the string cutting the goal
 * from the friend while standing on the friend: capturing the cutter
 * joins the goal to the friend (owl.tst 124: H2 beside J2 against
 * White's G2 cutting F2 from J2, GNU Go 3.8's defence). */
static int
approaches_cutting_string(struct owl *o, int pos)
{
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  int k, m, cutter = 0, friend = 0;
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == o->color && countlib(b, n) >= 2)
      friend = 1;
    else if (b->board[n] == other && !cutter) {
      int libs = countlib(b, n);
      int stones[MAX_STONES], ns, j;
      if (libs < 2 || libs > 3)
        continue;
      ns = findstones(b, n, MAX_STONES, stones);
      for (j = 0; j < ns && !cutter; j++)
        for (m = 0; m < 4; m++)
          if (o->in_goal[stones[j] + delta[m]])
            cutter = 1;
    }
  }
  return cutter && friend;
}

/* Diagonal links for the defender: a point diagonal to the goal and next
 * to (or diagonal to) a friendly string outside it, bending round an enemy
 * stone that sits between them.  For the attacker: the cuts of slide
 * links. */
static void
link_moves(struct owl *o, struct owl_eval *ev, int mover)
{
  int idx;
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  int pos, k, approach;
  if (mover != o->color) {
    /* The attacker's cut of a slide link: either point between. */
    FOR_REGION(o, idx, pos) {
      int between[2];
      if (o->goal[pos] == OWL_GOAL_SLIDE
          && o->in_goal[pos] == OWL_GOAL_SLIDE
          && slide_link(o, pos, between)) {
        add_move(ev, between[0], OWL_SLIDE_CUT_VALUE);
        add_move(ev, between[1], OWL_SLIDE_CUT_VALUE);
      }
    }
    return;
  }
  /* A goal string in atari needs saving first (tactical_moves). */
  for (idx = 0; idx < o->ngoal_stones; idx++)
    if (countlib(b, o->goal_stone[idx]) == 1)
      return;
  approach = b->stackp == o->root_stackp && ev->eyes.c == 0
    && ev->goal_liberties >= OWL_CUTTER_APPROACH_LIBERTIES;
  FOR_REGION(o, idx, pos) {
    int goal_diag = 0, friend = 0, wedge = 0;
    /* Points next to the goal (goal_side) make neither move. */
    if (b->board[pos] != EMPTY || o->goal_side[pos])
      continue;
    for (k = 4; k < 8; k++)
      if (o->in_goal[pos + delta[k]])
        goal_diag = 1;
    /* The link needs a friend and a wedge beside a goal diagonal. */
    for (k = 0; k < 8 && goal_diag; k++) {
      int n = pos + delta[k];
      if (o->in_goal[n])
        continue;
      if (b->board[n] == o->color && countlib(b, n) >= 2)
        friend = 1;
      else if (k < 4 && b->board[n] == other) {
        int m;
        for (m = 0; m < 4; m++)
          if (o->in_goal[n + delta[m]])
            wedge = 1;
      }
    }
    if (goal_diag && friend && wedge) {
      struct owl_move *m = add_move(ev, pos, 62);
      if (m)
        m->links_friend = 1;
    }
    else if (approach && approaches_cutting_string(o, pos)) {
      struct owl_move *m = add_move(ev, pos, OWL_CUTTER_APPROACH_VALUE);
      if (m)
        m->approaches_cutter = 1;
    }
  }
}

/* Escapes for the defender with room outside: the diagonal step and the
 * one-point jump from a goal stone into open space (the point and the
 * points between are empty, nothing enemy next to the new stone but at
 * most one stone), towards friends when there are any. */
static void
escape_moves(struct owl *o, struct owl_eval *ev, int mover)
{
  int idx;
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  int pos, k;
  if (mover != o->color || ev->escape == 0)
    return;
  FOR_REGION(o, idx, pos) {
    if (!o->in_goal[pos])
      continue;
    for (k = 0; k < 8; k++) {
      int step = pos + delta[k], via1, via2, enemies = 0, friends = 0, m;
      if (k < 4) {
        via1 = step;
        via2 = step;
        step += delta[k];
      }
      else {
        via1 = pos + delta[k - 4];
        via2 = pos + delta[(k - 3) % 4];
      }
      /* via1 is on the board, so step is at worst on its border. */
      if (b->board[via1] != EMPTY || b->board[via2] != EMPTY
          || b->board[step] != EMPTY
          || is_first_line(b, step) || o->eyes.p[step].origin != NO_MOVE)
        continue;
      for (m = 0; m < 4; m++) {
        int n = step + delta[m];
        if (b->board[n] == other)
          enemies++;
        else if (b->board[n] == o->color && !o->in_goal[n])
          friends++;
      }
      if (enemies > 1)
        continue;
      add_move(ev, step, 24 + 5 * empty_neighbors(b, step) + 15 * friends
               - 10 * enemies);
    }
  }
}

static void
filter_moves(struct owl *o, struct owl_eval *ev, int mover)
{
  struct board *b = o->board;
  int k, n = 0;
  for (k = 0; k < ev->num_moves; k++) {
    int pos = ev->moves[k].pos;
    int value = ev->moves[k].value;
    if (pos == NO_MOVE || b->board[pos] != EMPTY)
      continue;
    if (!is_legal(b, pos, mover)) {
      int ko_capture;
      if (!is_ko(b, pos, mover, &ko_capture))
        continue;
    }
    if (is_self_atari(b, pos, mover)) {
      int inside = o->eyes.p[pos].origin != NO_MOVE;
      if (mover == o->color || !inside)
        value -= 30;
    }
    ev->moves[n] = ev->moves[k];
    ev->moves[n].value = value;
    n++;
  }
  ev->num_moves = n;
  /* Insertion sort by value, highest first; ties by position. */
  for (k = 1; k < n; k++) {
    struct owl_move m = ev->moves[k];
    int j = k;
    while (j > 0 && (ev->moves[j - 1].value < m.value
                     || (ev->moves[j - 1].value == m.value
                         && ev->moves[j - 1].pos > m.pos))) {
      ev->moves[j] = ev->moves[j - 1];
      j--;
    }
    ev->moves[j] = m;
  }
}

/* Does the defender string at str have two liberties, both in its eye
 * spaces?  The attacker can then atari it from inside an eye. */
static int
short_of_liberties(struct owl *o, int str)
{
  int libs[2];
  if (countlib(o->board, str) != 2)
    return 0;
  findlib(o->board, str, 2, libs);
  return o->eyes.p[libs[0]].origin != NO_MOVE
    && o->eyes.p[libs[1]].origin != NO_MOVE;
}

/* Eyes an eye space is sure to give (after GNU Go's pessimistic minimum):
 * its minimum less one for each marginal point or half eye in it; none
 * for a one-point eye the attacker may capture into as a ko, nor when a
 * wall string is in atari outside the goal or short of liberties. */
static int
sure_eyes(struct owl *o, int origin, const struct eyevalue *v)
{
  struct board *b = o->board;
  int idx, pos, k, n, margins = 0;
  if (o->eyes.p[origin].esize == 1
      && is_ko(b, origin, OTHER_COLOR(o->color), NULL))
    return 0;
  /* The eye map's points are the region's points in eye spaces. */
  for (idx = 0; idx < o->eyes.nfilled; idx++) {
    const struct eye_point *e;
    pos = o->eyes.filled[idx];
    e = &o->eyes.p[pos];
    if (e->origin != origin)
      continue;
    if (e->marginal || e->type == HALF_EYE)
      margins++;
    for (k = 0; k < 4; k++) {
      int wall = pos + delta[k];
      if (b->board[wall] != o->color)
        continue;
      if ((!o->in_goal[wall] && countlib(b, wall) == 1)
          || short_of_liberties(o, wall))
        return 0;
    }
  }
  n = eyevalue_min(v) - margins;
  return n > 0 ? n : 0;
}

/* Can the attacker take a liberty of the eye wall string at str (a
 * capture, or an atari from inside the eye when it is short of liberties)
 * with a stone that cannot simply be taken back? */
static int
wall_open_to_attack(struct owl *o, int str)
{
  struct board *b = o->board;
  int other = OTHER_COLOR(o->color);
  int libs[2], n, k;
  n = countlib(b, str);
  if (n > 2 || (n == 2 && !short_of_liberties(o, str)))
    return 0;
  n = findlib(b, str, 2, libs);
  for (k = 0; k < n; k++)
    if (is_legal(b, libs[k], other) && !is_self_atari(b, libs[k], other))
      return 1;
  return 0;
}

/* Is a defender string bordering one of the goal's eye spaces open to
 * attack (wall_open_to_attack)?  With the attacker to move its loss may
 * spoil the eye, so the eyes do not yet make the dragon alive. */
static int
eye_wall_open(struct owl *o)
{
  struct board *b = o->board;
  int idx, pos, k;
  for (idx = 0; idx < o->eyes.nfilled; idx++) {
    const struct eye_point *e;
    pos = o->eyes.filled[idx];
    e = &o->eyes.p[pos];
    if (b->board[pos] != EMPTY || !o->goal_eye[e->origin])
      continue;
    for (k = 0; k < 4; k++) {
      int wall = pos + delta[k];
      if (b->board[wall] == o->color && wall_open_to_attack(o, wall))
        return 1;
    }
  }
  return 0;
}

/* Do the goal's eyes make it alive?  OWL_EVAL_SURE_EYES: only sure eyes
 * count.
 * Otherwise, with the attacker to move, a wall string it can capture or
 * atari from inside an eye leaves the question to the search, as long as
 * that search stays affordable: near the root (OWL_WALL_DEPTH) or in a
 * ko fight (a komaster set), and in the first third of the node budget.
 * In a ko fight the depth limit cut the fight short: in ld_owl.tst 406's
 * corner the defender's conditional ko capture 6 plies down left, 10
 * plies down, two eyes whose wall the attacker ataris from inside; read
 * as alive, the ko stood, where GNU Go 3.8 reads on to a clean kill. */
static int
eyes_make_alive(struct owl *o, int mover, int strict,
                const struct owl_eval *ev)
{
  if (ev->eyes.b < 2)
    return 0;
  if (strict >= OWL_EVAL_SURE_EYES)
    return ev->sure_eyes >= 2;
  if (mover != OTHER_COLOR(o->color)
      || (o->board->stackp - o->root_stackp >= OWL_WALL_DEPTH
          && o->komaster == EMPTY)
      || 3 * o->nodes > o->node_limit)
    return 1;
  return !eye_wall_open(o);
}

void
owl_evaluate(struct owl *o, int mover, struct owl_eval *ev)
{
  owl_evaluate_node(o, mover, 0, ev);
}

/* The goal's eye spaces at a node, in region order, with their values
 * and vital points. */
struct goal_eyes {
  int n;
  int origin[MAX_BOARD * MAX_BOARD];
  struct eyevalue value[MAX_BOARD * MAX_BOARD];
  int attack[MAX_BOARD * MAX_BOARD];
  int defense[MAX_BOARD * MAX_BOARD];
};

/* The memo slot of the current node (its key may be another node's). */
static struct owl_memo *
memo_slot(struct owl *o)
{
  uint64_t h = (o->board->hash ^ (uint64_t) o->target) * 0x9e3779b97f4a7c15ull;
  return &o->memo[h >> (64 - OWL_MEMO_BITS)];
}

static int
memo_matches(const struct owl *o, const struct owl_memo *m)
{
  const struct board *b = o->board;
  return m->used && m->search == o->search && m->stackp == b->stackp
    && m->ko_pos == b->ko_pos && m->target == o->target
    && m->color == o->color && m->hash == b->hash
    && memcmp(m->board, b->board, sizeof(m->board)) == 0
    && memcmp(m->goal, o->goal, sizeof(m->goal)) == 0;
}

/* Keep what the evaluation found at this node (unless it is too big). */
static void
memo_store(struct owl *o, struct owl_memo *m, const struct owl_eval *ev,
           const struct goal_eyes *ge, int escape)
{
  const struct board *b = o->board;
  int k;
  m->used = 0;
  if (o->eyes.nfilled > OWL_MEMO_POINTS || ge->n > OWL_MEMO_EYES)
    return;
  m->search = o->search;
  m->stackp = b->stackp;
  m->ko_pos = b->ko_pos;
  m->target = o->target;
  m->color = o->color;
  m->hash = b->hash;
  memcpy(m->board, b->board, sizeof(m->board));
  memcpy(m->goal, o->goal, sizeof(m->goal));
  memcpy(m->lively, o->lively, sizeof(m->lively));
  memcpy(m->goal_eye, o->goal_eye, sizeof(m->goal_eye));
  m->lunches = ev->lunches;
  memcpy(m->lunch, ev->lunch, sizeof(m->lunch));
  memcpy(m->lunch_dead, ev->lunch_dead, sizeof(m->lunch_dead));
  m->reads = ev->reads;
  m->escape = escape;
  m->nfilled = o->eyes.nfilled;
  for (k = 0; k < o->eyes.nfilled; k++) {
    m->filled[k] = o->eyes.filled[k];
    m->points[k] = o->eyes.p[o->eyes.filled[k]];
  }
  m->neyes = ge->n;
  for (k = 0; k < ge->n; k++) {
    m->eye_origin[k] = ge->origin[k];
    m->eye_value[k] = ge->value[k];
    m->eye_attack[k] = ge->attack[k];
    m->eye_defense[k] = ge->defense[k];
  }
  m->used = 1;
}

/* Put back what memo_store kept: the state the evaluation leaves. */
static int
memo_restore(struct owl *o, const struct owl_memo *m, struct owl_eval *ev,
             struct goal_eyes *ge)
{
  struct eye_map *e = &o->eyes;
  int k;
  memcpy(o->lively, m->lively, sizeof(o->lively));
  memcpy(o->goal_eye, m->goal_eye, sizeof(o->goal_eye));
  ev->lunches = m->lunches;
  memcpy(ev->lunch, m->lunch, sizeof(ev->lunch));
  memcpy(ev->lunch_dead, m->lunch_dead, sizeof(ev->lunch_dead));
  ev->reads = m->reads;
  for (k = 0; k < e->nfilled; k++) {
    memset(&e->p[e->filled[k]], 0, sizeof(e->p[0]));
    e->p[e->filled[k]].origin = NO_MOVE;
  }
  e->color = o->color;
  e->nfilled = m->nfilled;
  for (k = 0; k < m->nfilled; k++) {
    e->filled[k] = m->filled[k];
    e->p[m->filled[k]] = m->points[k];
  }
  ge->n = m->neyes;
  for (k = 0; k < m->neyes; k++) {
    ge->origin[k] = m->eye_origin[k];
    ge->value[k] = m->eye_value[k];
    ge->attack[k] = m->eye_attack[k];
    ge->defense[k] = m->eye_defense[k];
  }
  return m->escape;
}

/* Lively stones, lunches, the eye map, the goal's eye spaces and their
 * values, and the escape measure (returned) of the current node.
 * The values are summed up (eyevalue_add), and what the owl reads of a
 * value is b, c, d and, when b != c, the vital points, never its a; of
 * the sum it reads b, c, d and (the lookahead's potential eyes, owl.c
 * OWL_POTENTIAL_EYE) a, in which a settled value counts 0 unless two
 * are unsettled.  An a counts in the sum's b and c only when two
 * values or more are unsettled (b != c): eyevalue_add's d never reads
 * an a; adding a value with b == c = x adds x to the sum's b and c
 * whatever the a's; and adding an unsettled value to a sum with b == c
 * gives b and c their sums too.  So the values are asked for without the
 * a of a settled value (optics_eye_value_no_settled_a: the solver's last
 * search left out), and asked for whole again when two are unsettled. */
static int
analyse_eyes(struct owl *o, struct owl_eval *ev, struct goal_eyes *ge)
{
  int idx;
  struct optics_input in;
  unsigned char *goal_eye = o->goal_eye;
  int pos;
  int root = root_analysis(o);
  struct owl_memo *memo = root ? NULL : memo_slot(o);
  int escape, k, unsettled = 0;

  if (memo && memo_matches(o, memo))
    return memo_restore(o, memo, ev, ge);
  compute_lively(o);
  find_lunches(o, ev);

  memset(&in, 0, sizeof(in));
  in.lively = o->lively;
  in.cautious_kos = 1;
  in.must_take_dead = o->must_take_dead;
  in.near = o->in_goal;
  in.region = o->region;
  in.nregion = o->nregion;
  /* The lunches' reads: some taken over from the parent node, whose
   * strings the reading cache has not seen at this position.  At the
   * root the analysis' arrays hold every string's. */
  if (!root) {
    in.known = ev->reads.read;
    in.nknown = ev->reads.n;
  }
  else {
    in.attack_code = o->dragons->attack_code;
    in.attack_point = o->dragons->attack_point;
    in.defense_code = o->dragons->defense_code;
    in.defense_point = o->dragons->defense_point;
  }
  if (o->color == BLACK)
    optics_make_eye_maps(o->optics, &in, &o->eyes, NULL, 1);
  else
    optics_make_eye_maps(o->optics, &in, NULL, &o->eyes, 1);

  /* Eye spaces touching the goal with a proper (non-marginal) point. */
  /* The eye map's points (o->eyes.filled) are the region's points in
   * eye spaces, in board order as the region's. */
  memset(goal_eye, 0, sizeof(o->goal_eye));
  for (idx = 0; idx < o->eyes.nfilled; idx++) {
    const struct eye_point *e;
    pos = o->eyes.filled[idx];
    e = &o->eyes.p[pos];
    if (!e->marginal && o->goal_side[pos])
      goal_eye[e->origin] = 1;
  }
  ge->n = 0;
  for (idx = 0; idx < o->eyes.nfilled; idx++) {
    pos = o->eyes.filled[idx];
    if (o->eyes.p[pos].origin != pos || !goal_eye[pos])
      continue;
    ge->origin[ge->n] = pos;
    optics_eye_value_no_settled_a(o->optics, &in, &o->eyes, pos,
                                  &ge->value[ge->n], &ge->attack[ge->n],
                                  &ge->defense[ge->n]);
    unsettled += ge->value[ge->n].b != ge->value[ge->n].c;
    ge->n++;
  }
  for (k = 0; k < ge->n && unsettled >= 2; k++)
    if (ge->value[k].b == ge->value[k].c && ge->value[k].b > 0)
      optics_eye_value(o->optics, &in, &o->eyes, ge->origin[k],
                       &ge->value[k], &ge->attack[k], &ge->defense[k]);
  escape = escape_measure(o);
  if (memo)
    memo_store(o, memo, ev, ge, escape);
  return escape;
}

/* The trace's lines of a node's evaluation: the goal's eye spaces (origin,
 * value abcd, attack and defence points), then the eye map's points (m:
 * marginal, h: half eye, f: false eye, -: of no goal eye space; the
 * topology, the sum of the diagonals' values, in brackets). */
static void
trace_eye_spaces(struct owl *o, const struct goal_eyes *ge)
{
  const struct board *b = o->board;
  char line[40 * MAX_BOARD * 2];
  char v1[8], v2[8], v3[8];
  size_t len = (size_t) snprintf(line, 32, "    spaces");
  int k;
  for (k = 0; k < ge->n && len + 40 < sizeof(line); k++)
    len += (size_t) snprintf(line + len, sizeof(line) - len,
                             " %s:%d%d%d%d/%s/%s",
                             pos_to_vertex(b, ge->origin[k], v1),
                             ge->value[k].a, ge->value[k].b, ge->value[k].c,
                             ge->value[k].d,
                             pos_to_vertex(b, ge->attack[k], v2),
                             pos_to_vertex(b, ge->defense[k], v3));
  o->trace(o->trace_data, line);
  len = (size_t) snprintf(line, 32, "    points");
  for (k = 0; k < o->eyes.nfilled && len + 40 < sizeof(line); k++) {
    const struct eye_point *e = &o->eyes.p[o->eyes.filled[k]];
    len += (size_t) snprintf(line + len, sizeof(line) - len, " %s%s%s%s[%.2f]",
                             pos_to_vertex(b, o->eyes.filled[k], v1),
                             e->marginal ? "m" : "",
                             e->type == HALF_EYE ? "h"
                             : e->type == FALSE_EYE ? "f" : "",
                             o->goal_eye[e->origin] ? "" : "-",
                             (double) e->topology);
  }
  o->trace(o->trace_data, line);
}

void
owl_evaluate_node(struct owl *o, int mover, int strict, struct owl_eval *ev)
{
  int idx;
  struct board *b = o->board;
  struct goal_eyes ge;
  int pos, k, escape;
  /* May the attacker, to move, capture into a ko eye (komaster rule)? */
  int ko_fight = strict >= OWL_EVAL_KO_EYES && mover == OTHER_COLOR(o->color)
    && (o->komaster == EMPTY || o->komaster == mover);
  int ko_eye[2];
  int ko_eyes = 0, eyes_alive;

  memset(ev, 0, sizeof(*ev));
  eyevalue_set(&ev->eyes, 0, 0, 0, 0);
  if (b->board[o->target] != o->color || owl_mark_goal(o) == 0
      || !o->in_goal[o->target]) {
    ev->target_captured = 1;
    return;
  }
  escape = analyse_eyes(o, ev, &ge);
  if (o->trace)
    trace_eye_spaces(o, &ge);
  ev->source = OWL_SRC_EYE_VALUE;
  for (k = 0; k < ge.n; k++) {
    const struct eyevalue *v = &ge.value[k];
    pos = ge.origin[k];
    eyevalue_add(&ev->eyes, v, &ev->eyes);
    ev->sure_eyes += sure_eyes(o, pos, v);
    if (ko_fight && ko_eyes < 2 && o->eyes.p[pos].esize == 1
        && is_ko(b, pos, OTHER_COLOR(o->color), NULL))
      ko_eye[ko_eyes++] = pos;
    if (eyevalue_urgency(v) > 0)
      add_move(ev, mover == o->color ? ge.defense[k] : ge.attack[k], 100);
  }

  ev->escape = escape;
  FOR_REGION(o, idx, pos)
    if (b->board[pos] == EMPTY && o->goal_side[pos])
      ev->goal_liberties++;
  eyes_alive = eyes_make_alive(o, mover, strict, ev);
  if ((eyes_alive && ev->eyes.b - ko_eyes >= 2)
      || escape_alive(o, ev->escape) || connected_to_friend(o)
      || home_area_alive(o)) {
    ev->alive = 1;
    return;
  }
  if (eyes_alive) {
    /* Two eyes only with a ko eye the attacker, to move, may fight:
     * capturing into it is all it tries. */
    for (k = 0; k < ko_eyes; k++)
      add_move(ev, ko_eye[k], 100);
    filter_moves(o, ev, mover);
    return;
  }
  {
    int critical_lunch = 0;
    for (k = 0; k < ev->lunches; k++)
      if (!ev->lunch_dead[k])
        critical_lunch = 1;
    ev->probably_dead = ev->eyes.c < 2 && !critical_lunch && ev->escape < 3;
  }

  if (mover == EMPTY)
    return;
  ev->source = OWL_SRC_EYE_SPACE;
  eye_space_moves(o, ev, mover, o->goal_eye);
  ev->source = OWL_SRC_PATTERN;
  pattern_moves(o, ev, mover);
  ev->source = OWL_SRC_TACTICAL;
  tactical_moves(o, ev, mover);
  ev->source = OWL_SRC_LIBERTY;
  liberty_moves(o, ev, mover);
  ev->source = OWL_SRC_LINK;
  link_moves(o, ev, mover);
  ev->source = OWL_SRC_ESCAPE;
  escape_moves(o, ev, mover);
  filter_moves(o, ev, mover);
}
