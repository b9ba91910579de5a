/* Owl: life-and-death reading of a dragon.
 *
 * The goal is the dragon containing the target string (from the dragon
 * analysis when the board is at the analysed position, else the target's
 * string).  At each node the defender's eye spaces next to the goal are
 * evaluated (optics); the dragon is alive when they give two eyes for
 * sure, when it has escaped into open space, or when it is firmly
 * connected to a friendly dragon that is already alive.  Otherwise the
 * search tries, for the attacker: vital points of the eye spaces, marginal
 * points and the points just outside them, ataris and captures of goal
 * strings, defending capturable attackers next to the goal, blocking the
 * escape; for the defender: vital points, capturing enemy strings next to
 * the goal, extending the eye space, saving goal strings, escaping.
 * Moves are explored with trymove/tryko/popgo only; ko is handled with a
 * komaster (only the side that first needed a ko threat may do so again).
 * Results are cached by position and goal; a node budget bounds each top
 * level call (a search stopped by it counts as a failure for the side to
 * prove, and the result is marked uncertain).
 *
 * Return codes are reading.h's WIN, KO_A, KO_B, 0.
 */
#ifndef HANE_OWL_H
#define HANE_OWL_H

#include "engine/board/board.h"

struct dragons;
struct owl;

struct owl *owl_new(struct dragons *d);
void owl_free(struct owl *o);
void owl_clear_cache(struct owl *o);
/* Nodes a top-level call may spend (default 1500); level 0..10. */
void owl_set_node_limit(struct owl *o, long nodes);
long owl_get_node_limit(const struct owl *o);
void owl_set_level(struct owl *o, int level);
long owl_node_counter(const struct owl *o);
void owl_reset_node_counter(struct owl *o);

/* Move prior for ordering a search's root candidates (e.g. the learned
 * move model, which lives above this layer and is wired in by the
 * facade; deeper nodes keep the owl's own order): fills weight[k] with a
 * log-likelihood of color playing moves[k] on b (the position at the
 * search's root; last and last2 the two moves before, or NO_MOVE),
 * larger is likelier.  Must leave b as it was.  Returns 0 if it
 * could not judge (weights then unused). */
typedef int (*owl_prior_fn)(void *data, struct board *b, int color, int last,
                            int last2, const int *moves, int n, float *weight);
/* Sets (fn NULL: clears) the prior; data is passed back to fn. */
void owl_set_move_prior(struct owl *o, owl_prior_fn fn, void *data);

/* Trace of the owl's nodes for debugging (NULL: off, the default): fn
 * gets one line per event, without a newline.  "> A 2 #5220375d
 * k0a1b2c3d g4e5f6071 0021 W:B1 B:B2": the attack (A) or defence (D)
 * node 2 plies below the search's root is entered (the low 32 bits of
 * its position's hash, of its cache key and of its goal's key; the
 * attacker passed, the defender passed, the komaster, the seki pass
 * allowed; the moves from the root, a pass test's node repeating its
 * parent's).  "< A 2 = R M why (N nodes)": it
 * answers R (reading.h's code) with move M for the reason `why' (cache,
 * captured, alive, depth cut, budget cut, pass test: dead, no moves,
 * read), N nodes into the top-level call.  Between them, for each
 * evaluation (the node's own, then its lookahead children's): "    spaces"
 * the goal's eye spaces (origin:abcd/attack/defence) and "    points" the
 * eye map; then "  lookahead" the children's scores and "  eyes a/b/c/d
 * esc E moves" the candidates in reading order (value:generator bits,
 * owl_internal.h OWL_SRC_*; "|" after the node's width).  The owl never
 * prints; data is passed back to fn.  Tracing does not change what is
 * read. */
typedef void (*owl_trace_fn)(void *data, const char *line);
void owl_set_trace(struct owl *o, owl_trace_fn fn, void *data);

/* Can the dragon at str be killed / saved, the attacker / defender moving
 * first?  *move gets the move (NO_MOVE if none is needed), *certain
 * whether the search completed within its budget, *kworm a goal string
 * that is lost if the result depends on giving it up (or NO_MOVE).  Any
 * of the out pointers may be NULL. */
int owl_attack(struct owl *o, int str, int *move, int *certain, int *kworm);
int owl_defend(struct owl *o, int str, int *move, int *certain, int *kworm);
/* Does move (by the other colour / by str's colour) kill / save it? */
int owl_does_attack(struct owl *o, int move, int str, int *kworm);
int owl_does_defend(struct owl *o, int move, int str, int *kworm);
/* The moves a search on the dragon at str would try first at the root,
 * for the attacker (attacker != 0) or the defender, best first after the
 * one-move lookahead, with their generation values: up to max of them
 * into moves/values; returns how many. */
int owl_root_moves(struct owl *o, int str, int attacker, int *moves,
                   int *values, int max);
/* Two attacking (defending) moves in a row that kill (save) a dragon the
 * single move cannot; returns 1 and both moves when found. */
int owl_threaten_attack(struct owl *o, int str, int *move1, int *move2);
int owl_threaten_defense(struct owl *o, int str, int *move1, int *move2);

#endif
