/* Eye-shape solver: plays out a small eye space as a game on an abstract
 * graph and reports how many eyes it is worth.
 *
 * The eye space is a set of vertices (board points of one colour's eye
 * space, plus virtual vertices standing for the key diagonal of a half
 * eye).  The defender's surrounding wall is taken to be safe unless a wall
 * string has no liberty outside the eye space: then it is a vertex of its
 * own, and if it is "critical" (a real part of the group) its capture
 * leaves no eyes at all (bent four in the corner, shortage of liberties).
 * Stones the attacker puts on an "outlet" vertex join his strength outside
 * (they cannot be captured); stones the defender puts on an "anchor"
 * vertex join the wall.  Everything else is captured by ordinary liberty
 * counting inside the graph; the defender may also take off attacker
 * strings that have no liberty left in the graph (one move).  The game
 * ends after two passes; then every connected part of the empty vertices
 * that holds no attacker stone and a vertex that is not marginal is one
 * eye, and (unless the graph's must_take is set) so is a lone empty
 * vertex beside attacker strings that are dead in place (eyegraph.c,
 * final_value).
 *
 * Results are eye values in GNU Go's four-number form (struct eyevalue,
 * see optics.h).  The solver owns a transposition table; one solver per
 * thread.  It solves every graph it is given: eye_value.h looks answers up
 * (a table built with the program, a cache) before asking it.
 */
#ifndef HANE_EYEGRAPH_H
#define HANE_EYEGRAPH_H

#include <stdint.h>

/* Largest graph solved exactly; bigger eye spaces are estimated. */
#define EYEGRAPH_MAX 11

#define EG_EMPTY 0
#define EG_ATTACKER 1
#define EG_DEFENDER 2

struct eye_graph {
  int n;
  uint16_t adj[EYEGRAPH_MAX];           /* neighbour bit masks */
  unsigned char outlet[EYEGRAPH_MAX];   /* attacker stone here lives outside */
  unsigned char anchor[EYEGRAPH_MAX];   /* defender stone here joins wall */
  unsigned char margin[EYEGRAPH_MAX];   /* marginal: no eye on its own */
  unsigned char start[EYEGRAPH_MAX];    /* EG_EMPTY / EG_ATTACKER / EG_DEFENDER */
  unsigned char critical[EYEGRAPH_MAX]; /* losing this defender stone loses
                                         * everything (a wall string with
                                         * no liberty outside the graph) */
  unsigned char order[EYEGRAPH_MAX];    /* move ordering weight, higher first */
  /* 1: attacker stones left inside at the end spoil their part, always
   * (the defender must take them first: a semeai's view of its racing
   * dragon, whose wall may run short of liberties); 0: strings dead in
   * place may keep single eyes apart (eyegraph.c, final_value). */
  unsigned char must_take;
};

/* a: attacker moves twice first, b: attacker first, c: defender first,
 * d: defender moves twice first.  Each capped at 2. */
struct eyegraph_result {
  int a, b, c, d;
  int attack_vertex;    /* attacker's best first move, -1 if none matters */
  int defense_vertex;   /* defender's best first move, -1 if none matters */
};

struct eyegraph_solver;

struct eyegraph_solver *eyegraph_solver_new(void);
void eyegraph_solver_free(struct eyegraph_solver *s);
/* Who wins kos inside the eye space: the defender always (GNU Go's eye
 * values), or whoever moves first (a cautious view for reading). */
#define EYEGRAPH_KO_DEFENDER 0
#define EYEGRAPH_KO_FIRST_MOVER 1

/* Solve g (g->n <= EYEGRAPH_MAX).  Returns 0 if the search ran out of its
 * node budget (result then holds a static estimate).  The search is done
 * on g renumbered in canonical order (eye_canon.h), so that every
 * numbering of one graph gets the same answer (the search is not quite
 * independent of the order it meets positions in: cycles of captures and
 * its depth limit); the vertices of res are g's.  Changes only the
 * solver's transposition table. */
int eyegraph_solve(struct eyegraph_solver *s, const struct eye_graph *g,
                   int ko_mode, struct eyegraph_result *res);

/* What a solve finds: everything, or (EYEGRAPH_WANT_NO_SETTLED_A) all
 * but a when b == c.  A solve searches a after b, c and the vital points
 * (none is picked when b == c), so those are the full solve's; d's search
 * comes after a's and reads its table entries, yet gave the full solve's
 * d on all 1,725 graphs with b == c == 1 of the 13,205 solved in owl.tst's
 * first 25 tests (with b == c == 2, d needs no search).  A left-out a is
 * 0, meaningless when b > 0.  For a caller that adds eye values up
 * with at most one of them unsettled (b != c): the sum's b, c and d do
 * not depend on the a's then (optics.h, optics_eye_value_no_settled_a). */
#define EYEGRAPH_WANT_ALL 0
#define EYEGRAPH_WANT_NO_SETTLED_A 1

/* Does a result of a solve with `want' lack its a? */
static inline int
eyegraph_result_lacks_a(int want, const struct eyegraph_result *res)
{
  return want == EYEGRAPH_WANT_NO_SETTLED_A && res->b == res->c
    && res->b > 0;
}

/* The same search on g as numbered (used on graphs already in canonical
 * order), finding what `want' (EYEGRAPH_WANT_*) asks. */
int eyegraph_solve_numbered(struct eyegraph_solver *s,
                            const struct eye_graph *g, int ko_mode, int want,
                            struct eyegraph_result *res);

#endif
