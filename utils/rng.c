#include "rng.h"

static uint64_t splitmix64(uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

void rng_seed(struct rng *r, uint64_t seed)
{
  for (int k = 0; k < 4; k++)
    r->s[k] = splitmix64(&seed);
}

static inline uint64_t rotl(uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

/* xoshiro256** */
uint64_t rng_next(struct rng *r)
{
  uint64_t *s = r->s;
  uint64_t result = rotl(s[1] * 5, 7) * 9;
  uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

uint32_t rng_below(struct rng *r, uint32_t n)
{
  /* Multiply-shift: unbiased enough for n far below 2^32. */
  return (uint32_t) (((rng_next(r) >> 32) * (uint64_t) n) >> 32);
}

double rng_double(struct rng *r)
{
  return (rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}
