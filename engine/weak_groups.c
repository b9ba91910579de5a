#include <config.h>

#include <string.h>

#include "weak_groups.h"
#include "eye_fill.h"

/* A string is shut in when the empty points it can spread to without
 * touching an opponent stone (its own stones joining in) are too few to
 * make two eyes, and it has fewer than two eyes already.  This is the
 * cheap judgment the valuation uses until dragon and owl analysis say more:
 * stones played into a sealed area, and the opponent's remnants inside
 * ours, count as dead. */

/* Room (free points) that is plenty for two eyes. */
#define ENOUGH_ROOM 7

/* Opponent stones counted dead are room like empty points. */
static int is_room(const struct board *b, int pos, int other, const float *dead)
{
  return b->board[pos] == EMPTY || (b->board[pos] == other && dead && dead[pos] >= 0.5f);
}

static int touches_live_stone(const struct board *b, int pos, int color, const float *dead)
{
  for (int k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == color && !(dead && dead[n] >= 0.5f))
      return 1;
  }
  return 0;
}

struct region_walk {
  unsigned char seen[BOARD_ARRAY_SIZE];
  int queue[MAX_BOARD * MAX_BOARD];
  int head, tail;
};

static void visit(struct region_walk *w, int pos)
{
  if (!w->seen[pos]) {
    w->seen[pos] = 1;
    w->queue[w->tail++] = pos;
  }
}

/* Walks from str over its colour's stones and the empty points; empty
 * points next to an opponent stone are reached but not walked through.
 * Returns the free points found (stopping at ENOUGH_ROOM) and counts the
 * true eyes met; the stones walked are listed in stones[] (*nstones) if
 * stones is non-NULL. */
static int free_room(const struct board *b, int str, const float *dead,
                     int *eyes, int *stones, int *nstones)
{
  static const int max_walk = MAX_BOARD * MAX_BOARD;
  struct region_walk w;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int room = 0;

  memset(w.seen, 0, sizeof(w.seen));
  w.head = w.tail = 0;
  *eyes = 0;
  visit(&w, str);
  while (w.head < w.tail && w.tail < max_walk) {
    int pos = w.queue[w.head++];
    if (b->board[pos] == color) {
      if (stones)
        stones[(*nstones)++] = pos;
      for (int k = 0; k < 4; k++) {
        int n = pos + delta[k];
        if (b->board[n] == color || is_room(b, n, other, dead))
          visit(&w, n);
      }
      continue;
    }
    /* An empty point, or a dead opponent stone. */
    if (b->board[pos] == EMPTY && is_own_true_eye(b, pos, color))
      (*eyes)++;
    if (touches_live_stone(b, pos, other, dead))
      continue;
    if (++room >= ENOUGH_ROOM)
      return room;
    for (int k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (b->board[n] == color || is_room(b, n, other, dead))
        visit(&w, n);
    }
  }
  return room;
}

int is_shut_in(const struct board *b, int str)
{
  int eyes;
  if (!IS_STONE(b->board[str]))
    return 0;
  return free_room(b, str, NULL, &eyes, NULL, NULL) < ENOUGH_ROOM && eyes < 2;
}

/* One pass: shut[] gets 1 for the stones of shut-in strings, judged with
 * the opponent stones in dead[] counted as room. */
static void shut_in_pass(const struct board *b, const float *dead, unsigned char *shut)
{
  unsigned char done[BOARD_ARRAY_SIZE];
  int stones[MAX_BOARD * MAX_BOARD];
  memset(done, 0, sizeof(done));
  memset(shut, 0, BOARD_ARRAY_SIZE);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!IS_STONE(b->board[pos]) || done[pos])
      continue;
    int eyes, n = 0;
    int room = free_room(b, pos, dead, &eyes, stones, &n);
    int is_shut = room < ENOUGH_ROOM && eyes < 2;
    /* A walk stopped early has not listed every stone: those get their
     * own walk. */
    for (int k = 0; k < n; k++) {
      done[stones[k]] = 1;
      shut[stones[k]] = (unsigned char) is_shut;
    }
  }
}

/* Two passes: the second sees the first's shut-in stones as dead, so a
 * group with dead opponent stones in its eye space gets its room back. */
void mark_shut_in_strings(const struct board *b, float *dead)
{
  unsigned char shut[BOARD_ARRAY_SIZE];
  float first[BOARD_ARRAY_SIZE];
  shut_in_pass(b, dead, shut);
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    first[pos] = shut[pos] ? 1.0f : dead[pos];
  shut_in_pass(b, first, shut);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (shut[pos])
      dead[pos] = 1.0f;
}
