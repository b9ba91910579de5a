/* Transposition table for tactical reading.  A result is stored under the
 * position hash mixed with the komaster state, the routine and its
 * targets, together with the depth that was left when it was computed.
 * The table is allocated once; reading never allocates.
 *
 * Each bucket holds two entries: one kept for the deepest result, one
 * always replaced by the newest. */
#include <config.h>

#include <stdlib.h>
#include <string.h>
#include "reading_impl.h"

static uint64_t
mix64(uint64_t x)
{
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

static uint64_t
cache_key(const struct reading *r, enum read_routine routine, int str1,
          int str2, int deepened)
{
  uint64_t tag = (uint64_t) routine
                 | (uint64_t) (unsigned) deepened << 3
                 | (uint64_t) (unsigned) str1 << 4
                 | (uint64_t) (unsigned) str2 << 16
                 | (uint64_t) (unsigned) r->komaster << 28
                 | (uint64_t) (unsigned) r->kom_pos << 32;
  return r->b->hash ^ mix64(tag + 0x9e3779b97f4a7c15ULL);
}

int
read_cache_init(struct reading *r)
{
  size_t buckets = (size_t) 1 << READ_CACHE_BITS;
  r->cache = calloc(2 * buckets, sizeof *r->cache);
  if (!r->cache)
    return 0;
  r->cache_mask = (uint32_t) (buckets - 1);
  r->cache_age = 1;
  r->cache_first_age = 1;
  return 1;
}

void
read_cache_free(struct reading *r)
{
  free(r->cache);
  r->cache = NULL;
}

/* Clearing makes every entry stored so far count as empty, for finding
 * and for choosing the slot of a new one: a cleared table reads as a new
 * one does (the same entries kept, the same answers under a node budget),
 * whatever was read before.  O(1), so the engine may clear on every new
 * position. */
void
read_cache_clear(struct reading *r)
{
  r->cache_first_age = r->cache_age;
}

/* Every entry emptied and the counters as a new table's. */
void
read_cache_reset(struct reading *r)
{
  memset(r->cache, 0, 2 * ((size_t) r->cache_mask + 1) * sizeof *r->cache);
  r->cache_age = 1;
  r->cache_first_age = 1;
}

/* Stored since the last clear (an empty entry's age is 0). */
static int
current(const struct reading *r, const struct read_cache_entry *e)
{
  return e->age >= r->cache_first_age;
}

/* The entry for key, or NULL. */
static struct read_cache_entry *
cache_find(struct reading *r, uint64_t key)
{
  struct read_cache_entry *e = &r->cache[2 * (key & r->cache_mask)];
  int k;

  for (k = 0; k < 2; k++, e++)
    if (e->key == key && current(r, e))
      return e;
  return NULL;
}

int
read_cache_get(struct reading *r, enum read_routine routine, int str1,
               int str2, int *result, int *move)
{
  struct read_cache_entry *e;
  int remaining = r->depth - r->b->stackp;

  e = cache_find(r, cache_key(r, routine, str1, str2, r->deepened));
  /* Read deeper, a result the usual depths reached without meeting a
   * limit that deepening moves is still the answer. */
  if (!e && r->deepened) {
    e = cache_find(r, cache_key(r, routine, str1, str2, 0));
    if (e && (e->result & READ_CACHE_HORIZON))
      e = NULL;
  }
  if (!e)
    return 0;
  *move = e->move;
  if (e->remaining_depth >= remaining) {
    *result = e->result & ~READ_CACHE_HORIZON;
    if (e->result & READ_CACHE_HORIZON)
      r->horizon = 1;
    return 2;
  }
  return 1;
}

void
read_cache_put(struct reading *r, enum read_routine routine, int str1,
               int str2, int result, int move)
{
  uint64_t key = cache_key(r, routine, str1, str2, r->deepened);
  struct read_cache_entry *bucket = &r->cache[2 * (key & r->cache_mask)];
  struct read_cache_entry *e;
  int remaining = r->depth - r->b->stackp;

  if (r->over_budget)
    return;
  if (remaining > 127)
    remaining = 127;
  if (remaining < -128)
    remaining = -128;

  /* Same key: overwrite in place.  Otherwise the deep slot keeps the
   * result with more depth left, the other slot takes the rest. */
  if (bucket[0].key == key && current(r, &bucket[0]))
    e = &bucket[0];
  else if (bucket[1].key == key && current(r, &bucket[1]))
    e = &bucket[1];
  else if (!current(r, &bucket[0]) || bucket[0].remaining_depth <= remaining
           || bucket[0].age + 4096 < r->cache_age)
    e = &bucket[0];
  else
    e = &bucket[1];

  e->key = key;
  e->move = (int16_t) move;
  e->result = (int8_t) (result | (r->horizon ? READ_CACHE_HORIZON : 0));
  e->remaining_depth = (int8_t) remaining;
  e->age = r->cache_age++;
  if (r->cache_age == 0) {
    /* After 2^32 entries the stamps start again: so does the table. */
    read_cache_reset(r);
  }
}
