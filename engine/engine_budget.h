/* The budget of the question or move the engine is answering (see
 * engine_begin_budget in engine.h), for the engine's own files: every
 * reader the facade makes is given it.  Internal to the engine. */
#ifndef HANE_ENGINE_BUDGET_H
#define HANE_ENGINE_BUDGET_H

#include "utils/budget.h"

struct engine;
struct move_budget;

/* The slot in struct engine (engine.c); never NULL. */
struct budget *engine_budget(struct engine *e);
/* A move's budget (limit_seconds from now, no node limit) replaces the
 * current one, which is returned to be put back by close. */
struct budget engine_open_move_budget(struct engine *e, const struct move_budget *budget);
void engine_close_move_budget(struct engine *e, const struct budget *saved);

#endif
