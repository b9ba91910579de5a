/* The facade's learned move model: the table in use (the built-in one,
 * parsed on first use, or one loaded from a file) and an evaluator for
 * the interface's questions (engine_policy.c).  Internal to the engine:
 * engine.c makes it, engine_policy.c answers engine.h's policy functions
 * through it. */
#ifndef HANE_ENGINE_POLICY_H
#define HANE_ENGINE_POLICY_H

#include <stddef.h>
#include "engine/board/board.h"

struct engine_policy;
struct policy_model;

struct engine_policy *engine_policy_new(void);    /* NULL if out of memory */
void engine_policy_free(struct engine_policy *p);
/* The model in use, the built-in one parsed now if nothing was loaded;
 * NULL only when out of memory. */
const struct policy_model *engine_policy_model(struct engine_policy *p);
/* Replaces the model by the file's; on failure (message in err) the
 * model in use stays.  Returns 1 on success. */
int engine_policy_load(struct engine_policy *p, const char *path, char *err,
                       size_t errlen);
/* policy_evaluate and policy_ranked_moves with the model in use; 0 moves
 * when out of memory. */
int engine_policy_evaluate(struct engine_policy *p, struct board *b, int color,
                           float prob[BOARD_ARRAY_SIZE]);
int engine_policy_ranked(struct engine_policy *p, struct board *b, int color,
                         int max, int *moves, float *probs);

#endif
