/* Last good reply with forgetting (Baier and Drake, 2010), for the
 * playout policy: for each colour, the move that answered the opponent's
 * last move (LGR-1) and the last two moves (LGR-2) in a playout that
 * colour won; a reply the loser played is forgotten.  One table per
 * search thread, kept from playout to playout and from move to move. */
#ifndef HANE_LGRF_H
#define HANE_LGRF_H

#include <stddef.h>
#include <stdint.h>
#include "playout_board.h"

struct lgrf {
  int points;                 /* pb positions covered, 0 before sizing */
  uint16_t *reply1;           /* [colour][previous move] */
  uint16_t *reply2;           /* [colour][move before][previous move] */
};

/* One move of a simulated game, as recorded for AMAF and replies. */
struct playout_move {
  uint16_t pos;
  uint8_t color;
};

/* Size the tables for boards of this many pb positions (emptying them
 * when the size changes).  Returns 0 if out of memory (the tables are
 * then empty and unsized). */
int lgrf_prepare(struct lgrf *t, int points);
void lgrf_free(struct lgrf *t);

static inline int lgrf_slot(int color)
{
  return color == BLACK ? 1 : 0;
}

/* The stored replies for color after prev2 (its own move) and prev1
 * (the opponent's): LGR-2 and LGR-1; PB_PASS when there is none. */
static inline int lgrf_reply2(const struct lgrf *t, int color, int prev2,
                              int prev1)
{
  if (t->points == 0)
    return PB_PASS;
  size_t c = (size_t) lgrf_slot(color);
  return t->reply2[(c * t->points + prev2) * t->points + prev1];
}

static inline int lgrf_reply1(const struct lgrf *t, int color, int prev1)
{
  if (t->points == 0)
    return PB_PASS;
  return t->reply1[(size_t) lgrf_slot(color) * t->points + prev1];
}

/* Learn from a finished game: moves[0..n) in order, winner BLACK, WHITE
 * or EMPTY (jigo: nothing learnt).  Replies of the winner are stored,
 * the loser's forgotten; passes are neither. */
void lgrf_update(struct lgrf *t, const struct playout_move *moves, int n,
                 int winner);

#endif
