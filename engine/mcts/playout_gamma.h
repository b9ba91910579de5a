/* The learned playout table (patterns/playout.gamma, trained by
 * hane-train-policy --playout): the strength (gamma) of a move on the
 * playout board from its 3x3 shape with liberty classes and its capture,
 * escape, self-atari and atari features, computed as
 * engine/policy/policy_features.h defines them (without ladder reading).
 * The 3x3 shapes are stored under all eight symmetries in an open hash,
 * so a move's shape is found with one lookup. */
#ifndef HANE_PLAYOUT_GAMMA_H
#define HANE_PLAYOUT_GAMMA_H

#include <stdint.h>
#include "playout_board.h"

struct policy_model;

struct playout_gammas {
  uint32_t mask;             /* hash slots - 1; 0 when not loaded */
  uint32_t *codes;           /* 3x3 code + 1 per slot, 0 when free */
  float *values;             /* its gamma */
  float unknown;             /* gamma of a shape the table does not know */
  float empty;               /* gamma of the all-empty shape */
  float capture[18], escape[25], self_atari[4], atari[7];
};

/* Fill g from a playout model (groups capture, escape, self-atari, atari,
 * pattern3) and its text, whose "pattern3 SHAPE GAMMA" lines list the
 * shapes.  Returns 0 (g left unloaded) if out of memory or the text holds
 * no shapes. */
int playout_gammas_load(struct playout_gammas *g, const struct policy_model *m,
                        const char *text, size_t length);
void playout_gammas_free(struct playout_gammas *g);

/* Liberty classes of strings already looked at, for one position: empty
 * it (n = 0) whenever the board changes. */
#define PG_CACHE 48
struct pg_cache {
  int n;
  uint16_t group[PG_CACHE];
  uint8_t cls[PG_CACHE];
};

/* The 3x3 code of p for color to move (engine/policy's P3_* states, 3 bits
 * a neighbour, NW N NE W E SW S SE from bit 0). */
uint32_t pg_pattern3_code(const struct pboard *b, int p, int color,
                          struct pg_cache *c);
/* The gamma of color's legal move p (an empty point). */
double pg_gamma(const struct playout_gammas *g, const struct pboard *b, int p,
                int color, struct pg_cache *c);

#endif
