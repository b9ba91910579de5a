/* Bit counting without a library call.
 *
 * gcc turns __builtin_popcount into a call to libgcc's __popcountdi2 unless
 * the target has a popcount instruction (-mpopcnt, which configure adds
 * with --enable-popcnt when the compiler and this machine support it).
 * Without it, the count is done in registers (the SWAR method: add bits in
 * pairs, then nibbles, then bytes), a dozen instructions and no call.
 */
#ifndef HANE_UTILS_BITS_H
#define HANE_UTILS_BITS_H

#include <stdint.h>

/* Number of set bits of x. */
static inline int
bits_popcount32(uint32_t x)
{
#if defined(__POPCNT__)
  return __builtin_popcount(x);
#else
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (int) ((x * 0x01010101u) >> 24);
#endif
}

/* Number of set bits of x. */
static inline int
bits_popcount64(uint64_t x)
{
#if defined(__POPCNT__)
  return __builtin_popcountll(x);
#else
  return bits_popcount32((uint32_t) x) + bits_popcount32((uint32_t) (x >> 32));
#endif
}

/* Index of the lowest set bit of x (x != 0). */
static inline int
bits_lowest(uint32_t x)
{
  return __builtin_ctz(x);
}

/* Is exactly one bit of x set? */
static inline int
bits_single(uint32_t x)
{
  return x != 0 && (x & (x - 1)) == 0;
}

#endif
