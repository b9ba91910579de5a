/* The built-in table of eye values: the answers of the eye-graph solver
 * for every eye shape of eye_shapes.h on its canonical graph, computed when
 * Hane is built (mkeyetable writes eye_table.c), sorted by canonical code.
 */
#ifndef HANE_EYE_TABLE_H
#define HANE_EYE_TABLE_H

#include <stdint.h>

#include "eye_canon.h"

/* A solver's result (eyegraph.h) on the canonical graph in 32 bits: bits
 * 0-7 the eye counts a, b, c, d (two bits each), 8-11 the attack vertex
 * and 12-15 the defence vertex (15: none), bit 16 set when the solve was
 * complete. */
struct eye_table_entry {
  struct eye_code code;
  uint32_t answer;
};

extern const int eye_table_size;
extern const struct eye_table_entry eye_table[];

#define EYE_TABLE_NO_VERTEX 15

static inline uint32_t
eye_table_pack(const struct eyegraph_result *r, int complete)
{
  unsigned att = r->attack_vertex < 0 ? EYE_TABLE_NO_VERTEX
    : (unsigned) r->attack_vertex;
  unsigned def = r->defense_vertex < 0 ? EYE_TABLE_NO_VERTEX
    : (unsigned) r->defense_vertex;
  return (uint32_t) r->a | (uint32_t) r->b << 2 | (uint32_t) r->c << 4
    | (uint32_t) r->d << 6 | att << 8 | def << 12
    | (uint32_t) (complete != 0) << 16;
}

/* Unpack into *r; returns the completeness bit. */
static inline int
eye_table_unpack(uint32_t packed, struct eyegraph_result *r)
{
  unsigned att = (packed >> 8) & 15, def = (packed >> 12) & 15;
  r->a = packed & 3;
  r->b = (packed >> 2) & 3;
  r->c = (packed >> 4) & 3;
  r->d = (packed >> 6) & 3;
  r->attack_vertex = att == EYE_TABLE_NO_VERTEX ? -1 : (int) att;
  r->defense_vertex = def == EYE_TABLE_NO_VERTEX ? -1 : (int) def;
  return (packed >> 16) & 1;
}

/* Finds code in the table: fills *r (vertices of the canonical graph) and
 * returns 1, or returns 0 if the shape is not in it. */
int eye_table_find(const struct eye_code *code, struct eyegraph_result *r);

#endif
