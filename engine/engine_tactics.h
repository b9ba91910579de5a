/* The engine's tactical reader and worm data, kept inside struct engine
 * and bound to the board the interface asks about (engine_reading.c).
 * Internal to the engine. */
#ifndef HANE_ENGINE_TACTICS_H
#define HANE_ENGINE_TACTICS_H

#include "engine/board/board.h"

struct engine;
struct engine_tactics;

/* A new, empty tactical reader at this level, bound to no board yet (engine_new
 * makes one for each engine); NULL when out of memory. */
struct engine_tactics *engine_tactics_new(int level);

void engine_tactics_free(struct engine_tactics *t);
void engine_tactics_set_level(struct engine_tactics *t, int level);
void engine_tactics_position_changed(struct engine_tactics *t);
/* Depths back to the level's (no increase_depths/decrease_depths left),
 * node and trymove counters to zero, caches and worms forgotten. */
void engine_tactics_reset(struct engine_tactics *t, int level);

#endif
