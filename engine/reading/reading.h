/* Tactical reading: can a string be captured, can it be saved, and how.
 * Explores with trymove/tryko/popgo only; ko is handled by a komaster
 * scheme.  All state (cache, limits, counters, komaster) lives in
 * struct reading, which is bound to one board. */
#ifndef HANE_READING_H
#define HANE_READING_H

#include "engine/board/board.h"

/* Result codes.  KO_A: the side succeeds if it is willing to ignore any
 * ko threat (it makes the first ko capture).  KO_B: it succeeds if it
 * has a ko threat that must be answered (the opponent captures first). */
#define WIN 5
#define KO_A 4
#define KO_B 3
#define LOSE 0

/* GTP shows WIN as 1, KO_A as 2, KO_B as 3 (GNU Go's answer format). */
int reading_result_gtp_code(int result);

struct reading;
struct budget;

struct reading *reading_new(struct board *b);   /* NULL if out of memory */
/* The budget of the question being asked (utils/budget.h), shared with
 * other readers, or NULL for none (the default).  Every node read is
 * charged to it; once it is spent the reading stops as at its own node
 * limit (results not cached).  The owl and semeai charge their nodes to
 * the budget of the reading they use. */
void reading_set_budget(struct reading *r, struct budget *budget);
struct budget *reading_budget(const struct reading *r);
void reading_free(struct reading *r);
struct board *reading_board(const struct reading *r);
/* Forget cached results (call when the real position changed). */
void reading_clear_cache(struct reading *r);
/* Forget cached results so that the next answers are those of a reader
 * that never read anything: O(table size), for callers that must answer
 * the same whatever was asked before (the semeai reader). */
void reading_reset_cache(struct reading *r);
/* Depth and node limits from a --level (0..10). */
void reading_set_level(struct reading *r, int level);
void reading_increase_depths(struct reading *r);
void reading_decrease_depths(struct reading *r);
/* With on, a top-level attack or find_defense answered against the
 * attacker after a cheap reading that met the attacker's depth limits is
 * read once more with them deeper (off by default: move generation was
 * calibrated on the plain depths). */
void reading_set_deepening(struct reading *r, int on);
long reading_node_counter(const struct reading *r);
void reading_reset_node_counter(struct reading *r);
/* Hypothetical moves played by the reading code (trymove/tryko). */
long reading_trymove_counter(const struct reading *r);
void reading_reset_trymove_counter(struct reading *r);

/* Each returns WIN, KO_A, KO_B or 0 and, when not 0 and move is non-NULL,
 * the move that achieves it (NO_MOVE if the string is already captured /
 * safe without a move). */
int attack(struct reading *r, int str, int *move);
int find_defense(struct reading *r, int str, int *move);
/* attack and, if it succeeds, find_defense: returns 1 when str can be
 * attacked and defended (each pointer may be NULL). */
int attack_and_defend(struct reading *r, int str, int *attack_code,
                      int *attack_point, int *defend_code,
                      int *defense_point);
/* For two strings of one colour: can one of them be captured (the
 * opponent to move) / can both be kept (their colour to move)?  0 for
 * strings of different colours. */
int attack_either(struct reading *r, int str1, int str2);
int defend_both(struct reading *r, int str1, int str2);
/* Does move (by the other colour / by str's colour) attack / defend str? */
int does_attack(struct reading *r, int move, int str);
int does_defend(struct reading *r, int move, int str);
/* Can str, with exactly two liberties, be captured in a ladder (its
 * attacker playing atari each move)?  0 for other strings. */
int ladder_attack(struct reading *r, int str, int *move);
/* Can str, in atari, get out of a ladder: extend to two liberties that
 * ladder_attack cannot take, to three or more, or capture a neighbour in
 * atari?  WIN (with the move), a ko code, or 0 when the ladder catches it;
 * 0 for strings not in atari. */
int ladder_defend(struct reading *r, int str, int *move);

/* Connection reading (engine/readconnect.c), for two strings of one
 * colour: can they be joined (their colour to move) / cut apart (the
 * opponent to move)?  Capturing one of them counts as cutting. */
int string_connect(struct reading *r, int str1, int str2, int *move);
int disconnect(struct reading *r, int str1, int str2, int *move);

#endif
