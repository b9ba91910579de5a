/* The game as it was played, without a length limit: setup stones (the
 * handicap, an SGF's AB/AW/AE, in the game's start or in its middle) and
 * moves, in order.  The board keeps only its last MAX_MOVE_HISTORY moves
 * (for superko and its own undo) and restarts its history at every setup
 * stone; undo beyond that and printsgf read this record instead. */
#ifndef HANE_PLAY_RECORD_H
#define HANE_PLAY_RECORD_H

#include <stddef.h>
#include "engine/engine.h"

enum play_entry_kind {
  PLAY_MOVE,                     /* pos is a point or PASS_MOVE */
  PLAY_SETUP                     /* pos gets color (EMPTY: AE) */
};

struct play_entry {
  unsigned char kind;
  unsigned char color;
  short pos;
};

struct play_record {
  struct play_entry *entries;
  size_t count;
  size_t capacity;
  size_t moves;                  /* PLAY_MOVE entries among them */
};

void play_record_init(struct play_record *r);
void play_record_free(struct play_record *r);
void play_record_clear(struct play_record *r);
/* Room for n more entries; 0 when out of memory (nothing changed). */
int play_record_reserve(struct play_record *r, size_t n);
/* Append an entry (room reserved or not); 0 when out of memory. */
int play_record_add(struct play_record *r, enum play_entry_kind kind, int pos, int color);
/* Drops the last n moves and the setup entries after the first of them;
 * returns 0 (nothing changed) if there are fewer than n moves.  *setups
 * (if not NULL) gets how many setup entries went with them. */
int play_record_drop_moves(struct play_record *r, size_t n, size_t *setups);
/* The k-th move from the end (0: the last), or NULL. */
const struct play_entry *play_record_move_back(const struct play_record *r, size_t k);
/* Replays the record on an empty board of the board's size, komi and
 * superko kept; 0 if an entry does not apply (the board is then left
 * cleared up to it). */
int play_record_replay(const struct play_record *r, struct board *b);
/* Takes src's entries (src is left empty); dst's are freed. */
void play_record_move(struct play_record *dst, struct play_record *src);

#endif
