#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "play_record.h"

void play_record_init(struct play_record *r)
{
  memset(r, 0, sizeof *r);
}

void play_record_free(struct play_record *r)
{
  free(r->entries);
  play_record_init(r);
}

void play_record_clear(struct play_record *r)
{
  r->count = 0;
  r->moves = 0;
}

int play_record_reserve(struct play_record *r, size_t n)
{
  if (r->count + n <= r->capacity)
    return 1;
  size_t capacity = r->capacity ? r->capacity : 256;
  while (capacity < r->count + n) {
    if (capacity > ((size_t) -1) / 2 / sizeof r->entries[0])
      return 0;
    capacity *= 2;
  }
  struct play_entry *entries = realloc(r->entries, capacity * sizeof entries[0]);
  if (entries == NULL)
    return 0;
  r->entries = entries;
  r->capacity = capacity;
  return 1;
}

int play_record_add(struct play_record *r, enum play_entry_kind kind, int pos, int color)
{
  if (!play_record_reserve(r, 1))
    return 0;
  struct play_entry *e = &r->entries[r->count++];
  e->kind = (unsigned char) kind;
  e->color = (unsigned char) color;
  e->pos = (short) pos;
  if (kind == PLAY_MOVE)
    r->moves++;
  return 1;
}

int play_record_drop_moves(struct play_record *r, size_t n, size_t *setups)
{
  size_t dropped_setups = 0;
  if (n > r->moves)
    return 0;
  size_t end = r->count, left = n;
  while (left > 0) {
    end--;
    if (r->entries[end].kind == PLAY_MOVE)
      left--;
    else
      dropped_setups++;
  }
  /* Setups after the last move dropped went with the moves. */
  if (n == 0)
    end = r->count;
  r->count = end;
  r->moves -= n;
  if (setups != NULL)
    *setups = n == 0 ? 0 : dropped_setups;
  return 1;
}

const struct play_entry *play_record_move_back(const struct play_record *r, size_t k)
{
  for (size_t i = r->count; i-- > 0;)
    if (r->entries[i].kind == PLAY_MOVE && k-- == 0)
      return &r->entries[i];
  return NULL;
}

int play_record_replay(const struct play_record *r, struct board *b)
{
  float komi = b->komi;
  int superko = b->superko;
  board_clear(b, b->board_size);
  b->komi = komi;
  b->superko = superko;
  for (size_t i = 0; i < r->count; i++) {
    const struct play_entry *e = &r->entries[i];
    int ok = e->kind == PLAY_SETUP ? board_setup_stone(b, e->pos, e->color)
                                   : play_move(b, e->pos, e->color);
    if (!ok)
      return 0;
  }
  return 1;
}

void play_record_move(struct play_record *dst, struct play_record *src)
{
  free(dst->entries);
  *dst = *src;
  play_record_init(src);
}
