/* Tactical reading: can a string be captured, can it be saved, and how.
 * Explores with trymove/tryko/popgo only; ko is handled by a komaster
 * scheme.  All state (cache, limits, counters, komaster) lives in
 * struct reading, which is bound to one board. */
#ifndef HANE_READING_H
#define HANE_READING_H

#include "board.h"

/* Result codes, as GNU Go reports them. */
#define WIN 5
#define KO_A 4          /* succeeds if the side gets to win a ko first */
#define KO_B 3          /* succeeds after a ko the side must win twice */
#define LOSE 0

/* GTP shows WIN as 1, KO_A as 2, KO_B as 3 (GNU Go's answer format). */
int reading_result_gtp_code(int result);

struct reading;

struct reading *reading_new(struct board *b);   /* NULL if out of memory */
void reading_free(struct reading *r);
struct board *reading_board(const struct reading *r);
/* Forget cached results (call when the real position changed). */
void reading_clear_cache(struct reading *r);
/* Depth and node limits from a --level (0..10). */
void reading_set_level(struct reading *r, int level);
void reading_increase_depths(struct reading *r);
void reading_decrease_depths(struct reading *r);
long reading_node_counter(const struct reading *r);
void reading_reset_node_counter(struct reading *r);

/* Each returns WIN, KO_A, KO_B or 0 and, when not 0 and move is non-NULL,
 * the move that achieves it (NO_MOVE if the string is already captured /
 * safe without a move). */
int attack(struct reading *r, int str, int *move);
int find_defense(struct reading *r, int str, int *move);
int attack_either(struct reading *r, int str1, int str2);
int defend_both(struct reading *r, int str1, int str2);
/* Does move (by the other colour / by str's colour) attack / defend str? */
int does_attack(struct reading *r, int move, int str);
int does_defend(struct reading *r, int move, int str);
/* Can str be captured in a ladder (its attacker playing atari each move)? */
int ladder_attack(struct reading *r, int str, int *move);

/* Connection reading (engine/readconnect.c). */
int string_connect(struct reading *r, int str1, int str2, int *move);
int disconnect(struct reading *r, int str1, int str2, int *move);

#endif
