#include <config.h>
#include "knowledge_priors.h"
#include "pattern_match.h"

/* A pattern value is points of move value: each point is worth this many
 * visits of prior experience, up to a cap. */
#define VISITS_PER_POINT 2
#define BAD_VISITS_PER_POINT 4
#define MAX_PATTERN_VISITS 24

void mcts_pattern_priors(void *data, struct board *b, int color,
                         struct mcts_prior *priors)
{
  float best[BOARD_ARRAY_SIZE];
  (void) data;
  if (pattern_best_values(b, color, PATTERN_ALL, best, NULL) == 0)
    return;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(b, pos) || best[pos] == 0.0f)
      continue;
    float v = best[pos];
    int visits = (int) (v > 0 ? v * VISITS_PER_POINT : -v * BAD_VISITS_PER_POINT);
    if (visits > MAX_PATTERN_VISITS)
      visits = MAX_PATTERN_VISITS;
    if (visits <= 0)
      continue;
    double value = v > 0 ? 1.0 : 0.0;
    double total = priors[pos].visits * priors[pos].value + visits * value;
    priors[pos].visits += visits;
    priors[pos].value = total / priors[pos].visits;
  }
}
