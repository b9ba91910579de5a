/* A small seeded pseudo-random generator (xoshiro-style); each user owns its
 * own state so threads and searches stay reproducible. */
#ifndef HANE_RNG_H
#define HANE_RNG_H

#include <stdint.h>

struct rng {
  uint64_t s[4];
};

void rng_seed(struct rng *r, uint64_t seed);
uint64_t rng_next(struct rng *r);
/* Uniform in [0, n) for n >= 1. */
uint32_t rng_below(struct rng *r, uint32_t n);
double rng_double(struct rng *r);          /* uniform in [0, 1) */

#endif
