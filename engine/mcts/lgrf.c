#include <config.h>
#include <stdlib.h>
#include "lgrf.h"

int lgrf_prepare(struct lgrf *t, int points)
{
  if (t->points == points)
    return 1;
  lgrf_free(t);
  t->reply1 = calloc((size_t) 2 * points, sizeof t->reply1[0]);
  t->reply2 = calloc((size_t) 2 * points * points, sizeof t->reply2[0]);
  if (!t->reply1 || !t->reply2) {
    lgrf_free(t);
    return 0;
  }
  t->points = points;
  return 1;
}

void lgrf_free(struct lgrf *t)
{
  free(t->reply1);
  free(t->reply2);
  t->reply1 = NULL;
  t->reply2 = NULL;
  t->points = 0;
}

void lgrf_update(struct lgrf *t, const struct playout_move *moves, int n,
                 int winner)
{
  if (t->points == 0 || winner == EMPTY)
    return;
  for (int k = 1; k < n; k++) {
    int move = moves[k].pos;
    if (move == PB_PASS)
      continue;
    size_t c = (size_t) lgrf_slot(moves[k].color);
    int prev1 = moves[k - 1].pos;
    int prev2 = k >= 2 ? moves[k - 2].pos : PB_PASS;
    uint16_t *r1 = &t->reply1[c * t->points + prev1];
    uint16_t *r2 = &t->reply2[(c * t->points + prev2) * t->points + prev1];
    if (moves[k].color == winner) {
      *r1 = (uint16_t) move;
      *r2 = (uint16_t) move;
    } else {
      if (*r1 == move)
        *r1 = PB_PASS;
      if (*r2 == move)
        *r2 = PB_PASS;
    }
  }
}
