/* The engine's dragon analysis (dragons, eyes, owl, semeai), kept inside
 * struct engine and bound to the board the interface asks about
 * (engine_life.c).  Internal to the engine. */
#ifndef HANE_ENGINE_LIFE_H
#define HANE_ENGINE_LIFE_H

#include "engine/board/board.h"

struct engine;
struct engine_life;
struct dragons;

/* A new, empty dragon analysis at this level, bound to no board yet (engine_new
 * makes one for each engine); NULL when out of memory. */
struct engine_life *engine_life_new(int level);

void engine_life_free(struct engine_life *l);
void engine_life_set_level(struct engine_life *l, int level);
void engine_life_position_changed(struct engine_life *l);
/* With config.owl_move_prior, the owl orders its root candidates with the
 * engine's learned move model (engine_policy.c as well), taken when the
 * analysis is first asked for; before
 * the model is replaced, the analysis lets go of it (and of the results
 * it read with it) and takes the new one at the next question. */
void engine_life_forget_prior(struct engine_life *l);
/* Tactical reading nodes the analysis (dragons, owl, semeai) has read
 * since the last reset; reads / clears only that counter. */
long engine_life_reading_nodes(const struct engine_life *l);
void engine_life_reset_reading_nodes(struct engine_life *l);

/* The analysis of b's current position (dragons_compute done, with owl
 * status when with_owl); NULL only when out of memory or b is inside a
 * trymove sequence.  For engine code (move generation, scoring). */
struct dragons *engine_dragons(struct engine *e, struct board *b,
                               int with_owl);

#endif
