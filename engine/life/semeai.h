/* Semeai: capturing races between two adjacent dragons of opposite
 * colours.
 *
 * The race is read as a small game.  At every node both dragons are
 * looked at as the owl does (eyes, escape, lunches) and their liberties
 * are counted (semeai_libs.h): shared, outside (approach moves counted),
 * the eye's worth (big eyes).  When counting is all that is left (no eye
 * can still be made or spoilt, nothing to capture, nowhere to run, no
 * stone that joins a dragon to a friendly string touching the other), the
 * count decides (semeai_count.h); otherwise the reader tries the owl
 * moves of both dragons and the liberty fills the count suggests, and
 * passing.  Below the root, once the owl sees one dragon alive, the
 * other's fate is the owl's reading (can the living side kill it?), as
 * in GNU Go.  Two passes in a row end the race at its count.  A node budget
 * bounds every call; when it runs out the count decides and the result
 * is marked uncertain.  The count sees no eye a dragon could still make,
 * so when a race cut short says the first dragon dies even moving first,
 * the owl is asked whether it lives (its eyes, lunches, escape read on
 * their own terms): a move that saves it makes it live, and the other
 * die when that move also kills the other by the owl's reading.  Ko
 * captures follow the owl's komaster rule and give GNU Go's KO_A/KO_B
 * results.
 */
#ifndef HANE_SEMEAI_H
#define HANE_SEMEAI_H

#include "semeai_libs.h"

struct dragons;

/* How a race ends, seen from dragon a: ordered from a's worst to best. */
enum semeai_outcome {
  SEMEAI_A_DIES = 0,
  SEMEAI_BOTH_LIVE = 1,     /* seki, or each lives on its own */
  SEMEAI_B_DIES = 2
};

/* Read the race between the dragons at apos and bpos, apos's colour
 * moving first, spending at most node_limit nodes (0: the owl's node
 * limit).  GNU Go's two answers: *resulta whether dragon a lives (WIN,
 * KO_A, KO_B or 0), *resultb whether dragon b dies (the same codes); *move
 * the first move that achieves them (NO_MOVE: passing does).  *certain is
 * 0 when the budget ran out (the owl's answer for a race cut short
 * included: it spends at most node_limit nodes per read, counted in the
 * call's nodes).  The board is left as it was; the owl's scratch state
 * and caches are used.  Returns 0 (and zero results) if apos and bpos
 * are not stones of opposite colours. */
int analyze_semeai(struct dragons *d, int apos, int bpos, int *resulta,
                   int *resultb, int *move, int *certain);

/* The same with an explicit budget; *nodes (may be NULL) gets the nodes
 * spent. */
int analyze_semeai_budget(struct dragons *d, int apos, int bpos,
                          long node_limit, int *resulta, int *resultb,
                          int *move, int *certain, long *nodes);

/* The liberties of the race between the dragons at apos and bpos as
 * the reader counts them at its first node (side 0: apos's dragon, 1:
 * bpos's), into *out.  Returns 0 (and *out zeroed) if apos and bpos are
 * not stones of opposite colours.  The board is left as it was. */
int semeai_liberties(struct dragons *d, int apos, int bpos,
                     struct race_liberties *out);

#endif
