/* Capturing-race arithmetic: who wins a race that is only a matter of
 * filling liberties, from the liberty counts alone.
 *
 * Each side has outside liberties (its own, outside any eye, counting one
 * more for every approach move the opponent needs), an eye or none (an
 * eye of n points takes 1, 2, 3, 5, 8, 12, ... moves to fill: the big-eye
 * counts), and the two sides share some liberties.  Counted in moves, as
 * go players count races: the side to move wins when its count reaches
 * the other's, seki comes from shared liberties that neither side can fill
 * without putting itself in atari.  The exact rules, for the side to move
 * with counts M = outside + eye and the other's N, and S shared:
 *
 *   neither has an eye, S = 0:   wins when M >= N, else loses;
 *   neither has an eye, S > 0:   wins when M >= N + S - 1,
 *                                loses when N >= M + S, else seki;
 *   only the mover has an eye:   wins when M + S >= N, else loses;
 *   only the other has an eye:   wins when M >= N + S, else loses;
 *   both have eyes:              wins when M >= N + S,
 *                                loses when N >= M + S + 1, else seki.
 *
 * These are what playing the race out move by move gives (the unit tests
 * check them against that game for all small counts).
 */
#ifndef HANE_SEMEAI_COUNT_H
#define HANE_SEMEAI_COUNT_H

/* How a race ends for the side it is asked about. */
enum race_outcome {
  RACE_LOST = 0,      /* the side is captured */
  RACE_SEKI = 1,      /* neither can capture the other */
  RACE_WON = 2        /* the side captures the other */
};

/* One side of a race, in moves the opponent needs to capture it. */
struct race_count {
  int outside;   /* own liberties outside the eye, approach moves included */
  int eye;       /* moves to fill the eye; 0: no eye */
};

/* The race's end when `mover' moves first and both play it out by
 * filling liberties (see above); shared liberties in `shared'.  Changes
 * nothing. */
enum race_outcome race_count_outcome(const struct race_count *mover,
                                     const struct race_count *other,
                                     int shared);

/* The same race seen by the other side (won <-> lost). */
enum race_outcome race_outcome_flip(enum race_outcome outcome);

/* Moves the opponent needs to fill an eye of `points' points holding
 * `enemy_stones' of its dead stones already: the big-eye counts 1, 2, 3,
 * 5, 8, 12, 17, ... for an empty eye, one less per stone inside (at least
 * 1).  0 for points <= 0. */
int big_eye_liberties(int points, int enemy_stones);

#endif
