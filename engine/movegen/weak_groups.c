#include <config.h>

#include <string.h>

#include "weak_groups.h"

/* How weak a group is, from the free points it can spread to (its own
 * stones joining in) and the eyes it has.  A free point is empty (or holds
 * a dead opponent stone), touches at most one living opponent stone, and
 * is not in the opponent's area (owned half or more).  Two eyes make a
 * group safe; otherwise the less room, the weaker, and a group with almost
 * no room is dead.  This is the cheap judgment the valuation uses until
 * dragon and owl analysis say more: stones played into a sealed area, the
 * opponent's remnants inside ours, and groups short of room count (partly)
 * as dead, so moves that give a weak group room or take it away have
 * value. */

/* Room (free points) beyond which a group is safe, and at or below which
 * it is dead; one eye counts as ONE_EYE_ROOM points of room. */
#define ENOUGH_ROOM 16
#define NO_ROOM 3
#define ONE_EYE_ROOM 6

/* Opponent stones counted dead are room like empty points. */
static int is_room(const struct board *b, int pos, int other, const float *dead)
{
  return b->board[pos] == EMPTY || (b->board[pos] == other && dead && dead[pos] >= 0.5f);
}

static int live_stones_around(const struct board *b, int pos, int color, const float *dead)
{
  int count = 0;
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == color && !(dead && dead[n] >= 0.5f))
      count++;
  }
  return count;
}

/* owner is black-positive; NULL: no territory known. */
static int in_their_territory(const float *owner, int pos, int color)
{
  if (!owner)
    return 0;
  return (color == BLACK ? owner[pos] : -owner[pos]) <= -0.5f;
}

/* Scratch for the walks.  Marks are stamps, so nothing is cleared
 * between walks: a point is seen in the current walk when its mark equals
 * the walk's stamp. */
struct region_walk {
  unsigned seen[BOARD_ARRAY_SIZE];       /* walked or queued */
  unsigned in_eye[BOARD_ARRAY_SIZE];     /* in an eye region counted */
  unsigned in_region[BOARD_ARRAY_SIZE];  /* in the eye region being tried */
  unsigned walk, region;                 /* current stamps */
  int queue[MAX_BOARD * MAX_BOARD];
  int head, tail;
};

static void walk_init(struct region_walk *w)
{
  memset(w, 0, sizeof(*w));
}

/* Largest enclosed region counted as eye space; from BIG_EYE points on it
 * makes two eyes. */
#define MAX_EYE_REGION 12
#define BIG_EYE 7

/* Eyes in the empty region through pos (dead opponent stones in it count
 * as empty) if only color's stones and the edge surround it: one, two for
 * a big one, none if it touches a living opponent stone or is larger than
 * MAX_EYE_REGION.  Marks it counted. */
static int eye_region(const struct board *b, struct region_walk *w, int pos, int color,
                      const float *dead)
{
  int other = OTHER_COLOR(color);
  int queue[MAX_EYE_REGION + 1];
  int head = 0, tail = 0, enclosed = 1;
  unsigned stamp = ++w->region;

  if (w->in_eye[pos] == w->walk)
    return 0;
  queue[tail++] = pos;
  w->in_region[pos] = stamp;
  while (head < tail && enclosed) {
    int p = queue[head++];
    for (int k = 0; k < 4; k++) {
      int n = p + delta[k];
      if (!is_room(b, n, other, dead)) {
        if (b->board[n] == other)
          enclosed = 0;
      }
      else if (w->in_region[n] != stamp) {
        if (tail == MAX_EYE_REGION) {
          enclosed = 0;
          break;
        }
        w->in_region[n] = stamp;
        queue[tail++] = n;
      }
    }
  }
  if (!enclosed)
    return 0;
  for (int k = 0; k < tail; k++)
    w->in_eye[queue[k]] = w->walk;
  return tail >= BIG_EYE ? 2 : 1;
}

static void visit(struct region_walk *w, int pos)
{
  if (w->seen[pos] != w->walk) {
    w->seen[pos] = w->walk;
    w->queue[w->tail++] = pos;
  }
}

/* Walks from str over its colour's stones and the free points (see
 * above; the others are reached but not walked through).  Returns the free
 * points found (up to ENOUGH_ROOM: then only stones are walked on) and
 * counts the eyes met (enclosed regions of its own); the stones walked are
 * listed in stones[] (*nstones). */
static int free_room(const struct board *b, struct region_walk *w, int str,
                     const float *dead, const float *owner, int *eyes,
                     int *stones, int *nstones)
{
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int room = 0;

  w->walk++;
  w->head = w->tail = 0;
  *eyes = 0;
  visit(w, str);
  while (w->head < w->tail) {
    int pos = w->queue[w->head++];
    if (b->board[pos] == color) {
      stones[(*nstones)++] = pos;
      for (int k = 0; k < 4; k++) {
        int n = pos + delta[k];
        if (b->board[n] == color || is_room(b, n, other, dead))
          visit(w, n);
      }
      continue;
    }
    /* An empty point, or a dead opponent stone. */
    if (room >= ENOUGH_ROOM)
      continue;
    *eyes += eye_region(b, w, pos, color, dead);
    if (live_stones_around(b, pos, other, dead) >= 2
        || in_their_territory(owner, pos, color))
      continue;
    room++;
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] == color || is_room(b, n, other, dead))
        visit(w, n);
    }
  }
  return room;
}

static float weakness_of(int room, int eyes)
{
  if (eyes >= 2)
    return 0.0f;
  if (eyes == 1)
    room += ONE_EYE_ROOM;
  if (room >= ENOUGH_ROOM)
    return 0.0f;
  if (room <= NO_ROOM)
    return 1.0f;
  return (float) (ENOUGH_ROOM - room) / (ENOUGH_ROOM - NO_ROOM);
}

/* One pass: weak[] gets the weakness of every stone's group, judged with
 * the opponent stones in dead[] counted as room. */
static void weakness_pass(const struct board *b, struct region_walk *w,
                          const float *dead, const float *owner, float *weak)
{
  unsigned char done[BOARD_ARRAY_SIZE];
  int stones[MAX_BOARD * MAX_BOARD];
  memset(done, 0, sizeof(done));
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    weak[pos] = 0.0f;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!IS_STONE(b->board[pos]) || done[pos])
      continue;
    int eyes, n = 0;
    int room = free_room(b, w, pos, dead, owner, &eyes, stones, &n);
    float f = weakness_of(room, eyes);
    for (int k = 0; k < n; k++) {
      done[stones[k]] = 1;
      weak[stones[k]] = f;
    }
  }
}

/* Two passes: the second sees the first's dead groups as dead, so a group
 * with dead opponent stones in its eye space gets its room back. */
void mark_weak_groups(const struct board *b, float *dead,
                      const unsigned char *exempt, const float *owner)
{
  struct region_walk w;
  float weak[BOARD_ARRAY_SIZE];
  float first[BOARD_ARRAY_SIZE];
  walk_init(&w);
  weakness_pass(b, &w, dead, owner, weak);
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    first[pos] = weak[pos] > dead[pos] ? weak[pos] : dead[pos];
  weakness_pass(b, &w, first, owner, weak);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (weak[pos] > dead[pos] && !(exempt && exempt[pos]))
      dead[pos] = weak[pos];
}
