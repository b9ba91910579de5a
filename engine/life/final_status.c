#include <config.h>

#include <string.h>

#include "final_status.h"
#include "dragon_internal.h"
#include "engine/board/score.h"

/* Escape route below which a dragon cannot run away from a seki. */
#define SEKI_ESCAPE 3
/* How far territory reaches from living stones in the estimate. */
#define ESTIMATE_REACH 4

/* Do two dragons share a liberty? */
static int
share_liberty(const struct dragons *d, int id1, int id2)
{
  const struct board *b = d->board;
  int pos, k;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int t1 = 0, t2 = 0;
    if (b->board[pos] != EMPTY)
      continue;
    for (k = 0; k < 4; k++) {
      int id = d->id[pos + delta[k]];
      if (!IS_STONE(b->board[pos + delta[k]]))
        continue;
      if (id == id1)
        t1 = 1;
      else if (id == id2)
        t2 = 1;
    }
    if (t1 && t2)
      return 1;
  }
  return 0;
}

/* Alive, but without two eyes of its own and without room to run. */
static int
seki_candidate(const struct dragon *dr)
{
  return dr->status == DRAGON_ALIVE && dr->genus.b < 2
    && dr->escape_route < SEKI_ESCAPE;
}

/* Dragon status as the end of the game sees it: DRAGON_DEAD,
 * DRAGON_ALIVE or DRAGON_ALIVE_IN_SEKI. */
/* An enemy the budgeted reading did not reach counts as living when it
 * is far bigger than the dragon it surrounds: the wall round an invasion
 * at the end of the game. */
static int
stronger_unsettled(const struct dragon *dr, const struct dragon *enemy)
{
  return enemy->status == DRAGON_UNKNOWN && enemy->size > 2 * dr->size;
}

/* A critical dragon (or one the reading did not settle) at the end of
 * the game is dead when it has no sure eye and sits among living enemies
 * only: an invasion the owner of the area answers.  One with an eye of
 * its own gets saved. */
static int
critical_is_dead(const struct dragons *d, const struct dragon *dr)
{
  int k, enemies = 0;
  if (dr->genus.b >= 1)
    return 0;
  for (k = 0; k < dr->neighbors; k++) {
    const struct dragon *nb = &d->dragon[dr->neighbor[k]];
    if (nb->color == dr->color) {
      if (nb->status != DRAGON_DEAD)
        return 0;
    }
    else if (nb->status == DRAGON_ALIVE || stronger_unsettled(dr, nb))
      enemies++;
    else
      return 0;
  }
  return enemies > 0;
}

/* Are all enemy stones touching dragon id dead themselves?  Then its
 * stones are not captured in the end (the enemies are removed first). */
static int
enemies_all_dead(const struct dragons *d, int id)
{
  const struct board *b = d->board;
  int pos, k, touched = 0;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (d->id[pos] != id)
      continue;
    for (k = 0; k < 4; k++) {
      int n = pos + delta[k];
      if (!IS_STONE(b->board[n]) || b->board[n] == b->board[pos])
        continue;
      touched = 1;
      if (d->dragon[d->id[n]].status != DRAGON_DEAD)
        return 0;
    }
  }
  return touched;
}

static void
end_status(struct dragons *d, int *status)
{
  int id, k;
  for (id = 0; id < d->num_dragons; id++) {
    const struct dragon *dr = &d->dragon[id];
    if ((dr->status == DRAGON_DEAD && !enemies_all_dead(d, id))
        || ((dr->status == DRAGON_CRITICAL || dr->status == DRAGON_UNKNOWN)
            && critical_is_dead(d, dr)))
      status[id] = DRAGON_DEAD;
    else
      status[id] = DRAGON_ALIVE;
  }
  for (id = 0; id < d->num_dragons; id++) {
    const struct dragon *dr = &d->dragon[id];
    if (!seki_candidate(dr))
      continue;
    for (k = 0; k < dr->neighbors; k++) {
      int other = dr->neighbor[k];
      const struct dragon *nb = &d->dragon[other];
      if (nb->color == dr->color || !seki_candidate(nb))
        continue;
      if (share_liberty(d, id, other)) {
        status[id] = DRAGON_ALIVE_IN_SEKI;
        status[other] = DRAGON_ALIVE_IN_SEKI;
      }
    }
  }
}

void
final_status_compute(struct dragons *d, int status[BOARD_ARRAY_SIZE])
{
  const struct board *b = d->board;
  int dstatus[MAX_DRAGONS];
  int pos;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    status[pos] = 0;
  end_status(d, dstatus);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int id;
    if (!IS_STONE(b->board[pos]))
      continue;
    id = d->id[pos];
    if (dstatus[id] == DRAGON_DEAD)
      status[pos] = FINAL_DEAD;
    else if (dstatus[id] == DRAGON_ALIVE_IN_SEKI)
      status[pos] = FINAL_SEKI;
    else
      status[pos] = FINAL_ALIVE;
  }
  score_region_status(b, status);
}

double
final_status_estimate(struct dragons *d, double *upper, double *lower)
{
  const struct board *b = d->board;
  int status[BOARD_ARRAY_SIZE];
  int dist[2][BOARD_ARRAY_SIZE];
  int queue[BOARD_ARRAY_SIZE];
  double white = b->komi + b->black_captured;
  double black = b->white_captured;
  int contested = 0;
  int pos, c, k;

  final_status_compute(d, status);
  /* Distance from the living stones of each colour over empty points
   * and dead stones. */
  for (c = 0; c < 2; c++) {
    int color = c ? WHITE : BLACK;
    int head = 0, tail = 0;
    for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      dist[c][pos] = -1;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++)
      if (b->board[pos] == color && status[pos] != FINAL_DEAD) {
        dist[c][pos] = 0;
        queue[tail++] = pos;
      }
    while (head < tail) {
      int p = queue[head++];
      if (dist[c][p] >= ESTIMATE_REACH)
        continue;
      for (k = 0; k < 4; k++) {
        int n = p + delta[k];
        if (b->board[n] == GRAY || dist[c][n] >= 0)
          continue;
        if (IS_STONE(b->board[n]) && status[n] != FINAL_DEAD)
          continue;
        dist[c][n] = dist[c][p] + 1;
        queue[tail++] = n;
      }
    }
  }
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int db = dist[0][pos], dw = dist[1][pos];
    if (b->board[pos] == GRAY)
      continue;
    if (IS_STONE(b->board[pos]) && status[pos] != FINAL_DEAD)
      continue;
    if (IS_STONE(b->board[pos])) {
      /* A dead stone: a prisoner and a point for the other side. */
      if (b->board[pos] == BLACK)
        white += 2;
      else
        black += 2;
      continue;
    }
    if (db >= 0 && (dw < 0 || db + 1 < dw))
      black += 1;
    else if (dw >= 0 && (db < 0 || dw + 1 < db))
      white += 1;
    else
      contested++;
  }
  *upper = white + contested - black;
  *lower = white - black - contested;
  return white - black;
}
