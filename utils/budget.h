/* What one question (a GTP analysis command) or one move may spend: search
 * nodes and wall-clock time, shared by every search it runs (tactical
 * reading, owl, semeai, dragons, the Monte Carlo search).
 *
 * The GTP layer opens a budget for every command (engine_begin_budget in
 * engine/engine.h: seconds and nodes from the level, or the clock's limit
 * for a move); the engine hands the same struct to each reader it makes
 * (reading_set_budget), and readers charge it as they count their nodes:
 *
 *     if (!budget_charge(r->budget, 1))
 *       ... stop here and answer from what is known (uncertain) ...
 *
 * Once spent a budget stays spent until it is opened again, so every
 * later search of the question stops at once.  The clock is read once
 * every BUDGET_CLOCK_STRIDE charged nodes, so charging costs a decrement
 * and a test.  A NULL budget is never spent.  Not thread safe: one
 * question runs its readers in one thread. */
#ifndef HANE_BUDGET_H
#define HANE_BUDGET_H

#define BUDGET_CLOCK_STRIDE 64

struct budget {
  double deadline;           /* wall_seconds() when time is up, 0: none */
  long node_limit;           /* 0: no limit */
  long nodes;                /* charged since budget_open */
  int countdown;             /* nodes until the clock is read again */
  int spent;                 /* sticky */
};

/* A budget of `seconds` from now (0: no time limit) and node_limit
 * nodes (0: no limit). */
void budget_open(struct budget *b, double seconds, long node_limit);
/* No limit at all. */
void budget_unlimited(struct budget *b);
/* Reads the clock: 1 if the budget is spent (time up or nodes gone). */
int budget_check(struct budget *b);
/* Seconds left before the deadline (a large number without one, 0 when
 * spent). */
double budget_seconds_left(const struct budget *b);

/* Charge n nodes; returns 1 while the budget lasts, 0 once it is spent. */
static inline int budget_charge(struct budget *b, long n)
{
  if (b == 0)
    return 1;
  if (b->spent)
    return 0;
  b->nodes += n;
  if (b->node_limit > 0 && b->nodes > b->node_limit) {
    b->spent = 1;
    return 0;
  }
  if ((b->countdown -= (int) n) > 0)
    return 1;
  return !budget_check(b);
}

/* Is it spent?  (No clock reading: what the last charge found.) */
static inline int budget_spent(const struct budget *b)
{
  return b != 0 && b->spent;
}

#endif
