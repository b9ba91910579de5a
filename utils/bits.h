/* Bit counting without a library call, and finding nonzero bytes.
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
#include <string.h>

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

/* The indices i in [from, to) with a[i] != 0, in increasing order, into
 * out (room for one per nonzero byte: to - from at most); returns how
 * many.  Eight bytes are looked at a time: for sparse marks on a board
 * array this is several times faster than a loop over every byte. */
static inline int
bytes_nonzero(const unsigned char *a, int from, int to, int *out)
{
  int n = 0, i = from;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  for (; i + 8 <= to; i += 8) {
    uint64_t w;
    memcpy(&w, a + i, sizeof(w));
    while (w) {
      int k = __builtin_ctzll(w) >> 3;
      out[n++] = i + k;
      w &= ~((uint64_t) 0xff << (8 * k));
    }
  }
#endif
  for (; i < to; i++)
    if (a[i])
      out[n++] = i;
  return n;
}

#endif
