/* Capturing-race arithmetic (see semeai_count.h for the rules). */
#include <config.h>

#include "semeai_count.h"

enum race_outcome
race_outcome_flip(enum race_outcome outcome)
{
  return (enum race_outcome) (RACE_WON - outcome);
}

/* Neither side has an eye: the last shared liberty is the capture, the
 * others cost the filler a liberty of its own. */
static enum race_outcome
race_without_eyes(int m, int n, int shared)
{
  if (shared == 0)
    return m >= n ? RACE_WON : RACE_LOST;
  if (m >= n + shared - 1)
    return RACE_WON;
  if (n >= m + shared)
    return RACE_LOST;
  return RACE_SEKI;
}

/* Both have eyes: shared liberties count for neither, and a side needs a
 * lead of all of them to fill them safely. */
static enum race_outcome
race_with_both_eyes(int m, int n, int shared)
{
  if (m >= n + shared)
    return RACE_WON;
  if (n >= m + shared + 1)
    return RACE_LOST;
  return RACE_SEKI;
}

enum race_outcome
race_count_outcome(const struct race_count *mover,
                   const struct race_count *other, int shared)
{
  int m = mover->outside + mover->eye;
  int n = other->outside + other->eye;
  if (mover->eye == 0 && other->eye == 0)
    return race_without_eyes(m, n, shared);
  if (mover->eye > 0 && other->eye > 0)
    return race_with_both_eyes(m, n, shared);
  /* One eye: the shared liberties are the eye side's, the other cannot
   * fill them without shortening its own count. */
  if (mover->eye > 0)
    return m + shared >= n ? RACE_WON : RACE_LOST;
  return m >= n + shared ? RACE_WON : RACE_LOST;
}

int
big_eye_liberties(int points, int enemy_stones)
{
  /* An n-point eye takes the count of an (n-1)-point one plus n-2: each
   * nakade stone the owner captures leaves a smaller eye to fill. */
  int count = 0, n, left;
  if (points <= 0)
    return 0;
  for (n = 1; n <= points; n++)
    count = n <= 3 ? n : count + n - 2;
  left = count - (enemy_stones > 0 ? enemy_stones : 0);
  return left > 1 ? left : 1;
}
