#include <config.h>
#include "budget.h"
#include "timer.h"

/* Without a deadline budget_seconds_left says this much. */
#define NO_DEADLINE_SECONDS 1e9

void budget_open(struct budget *b, double seconds, long node_limit)
{
  b->deadline = seconds > 0.0 ? wall_seconds() + seconds : 0.0;
  b->node_limit = node_limit > 0 ? node_limit : 0;
  b->nodes = 0;
  b->countdown = BUDGET_CLOCK_STRIDE;
  b->spent = 0;
}

void budget_unlimited(struct budget *b)
{
  budget_open(b, 0.0, 0);
}

int budget_check(struct budget *b)
{
  if (b == 0)
    return 0;
  b->countdown = BUDGET_CLOCK_STRIDE;
  if (!b->spent && b->deadline > 0.0 && wall_seconds() >= b->deadline)
    b->spent = 1;
  return b->spent;
}

double budget_seconds_left(const struct budget *b)
{
  if (b == 0 || b->deadline <= 0.0)
    return b != 0 && b->spent ? 0.0 : NO_DEADLINE_SECONDS;
  if (b->spent)
    return 0.0;
  double left = b->deadline - wall_seconds();
  return left > 0.0 ? left : 0.0;
}
