/* Dragons: groups of strings that tactical reading cannot separate, with
 * their eyes, escape potential, neighbours and life-and-death status.
 *
 * A struct dragons analyses the position of one board (the one its reader
 * is bound to).  dragons_compute() runs at stack level 0 and caches its
 * result until the position changes.  Everything lives in the object; one
 * per board.
 *
 * Amalgamation (dragon_amalgamate.c): strings of one colour join when
 *   - they share two or more liberties (the opponent cannot cut both),
 *   - they share one liberty, or touch diagonally with one empty cutting
 *     point, and the opponent cannot play that point safely (hane-protected
 *     links, tiger's mouths, bamboo joints),
 *   - they border the same eye space (the stones around one eye live or die
 *     together).
 * Tactically dead strings never join anything.
 *
 * Status: ALIVE if the eye spaces already give two eyes or owl finds no
 * attack; CRITICAL if owl finds both an attack and a defence; DEAD if owl
 * finds an attack and no defence (or the dragon is tactically dead);
 * UNKNOWN if the analysis ran without owl and could not decide.
 *
 * For move generation (engine/movegen):
 *   dragons_compute(d, 1)         analyse the position (cached)
 *   dragon_at(d, pos)             the dragon of a stone (NULL for empty)
 *   d->dragon[id].status/safety   status and safety class; .weakness in 0..1
 *   dragon_owl_moves()            for a CRITICAL dragon: the move that kills
 *                                 it and the move that saves it, with the
 *                                 value of the stones involved
 *   dragon_eye_moves()            vital points of eye spaces (eye-making for
 *                                 the owner, eye-destroying for the other)
 *   dragon_connection_moves()     points that would join or cut two dragons
 *   dragon_point_is_settled()     inside unconditionally decided areas
 *                                 (dead or safely owned): do not play there
 *   owl_does_attack/defend (owl.h) to check a candidate move against a
 *                                 dragon.
 */
#ifndef HANE_DRAGON_H
#define HANE_DRAGON_H

#include "engine/board/board.h"
#include "engine/reading/reading.h"
#include "optics.h"

enum dragon_status {
  DRAGON_DEAD = 0,
  DRAGON_ALIVE = 1,
  DRAGON_CRITICAL = 2,
  DRAGON_UNKNOWN = 3,
  DRAGON_ALIVE_IN_SEKI = 4
};

/* Finer classes for move generation (GNU Go's dragon safety). */
enum dragon_safety {
  SAFETY_DEAD = 0,
  SAFETY_ALIVE,
  SAFETY_CRITICAL,
  SAFETY_INESSENTIAL,       /* dead stones inside the opponent's eye */
  SAFETY_TACTICALLY_DEAD,   /* capturable string that cannot be saved */
  SAFETY_WEAK,              /* alive only because owl found no attack */
  SAFETY_ALIVE_IN_SEKI,
  SAFETY_STRONGLY_ALIVE,    /* two eyes already */
  SAFETY_INVINCIBLE         /* unconditionally alive (Benson) */
};

#define MAX_DRAGONS (MAX_BOARD * MAX_BOARD / 2 + 2)
#define MAX_DRAGON_NEIGHBORS 16

struct dragon {
  int origin;               /* smallest board index of its stones */
  int color;
  int size;                 /* stones */
  int worms;                /* strings */
  float effective_size;     /* stones plus a share of nearby empty points */
  struct eyevalue genus;    /* eyes from its own eye spaces */
  int heye;                 /* vital point of a half eye, or NO_MOVE */
  int escape_route;         /* open points reachable (0 = surrounded) */
  int lunch;                /* capturable enemy string next to it */
  int crude_status;         /* status before owl */
  int status;               /* enum dragon_status */
  int safety;               /* enum dragon_safety */
  float weakness;           /* 0 (strong) .. 1 (dead) */
  int owl_attack_code;      /* WIN/KO_A/KO_B/0 */
  int owl_attack_point;
  int owl_defense_code;
  int owl_defense_point;
  int owl_attack_certain;
  int owl_defense_certain;
  int neighbors;            /* adjacent dragons (either colour) */
  int neighbor[MAX_DRAGON_NEIGHBORS];   /* their ids */
  int hostile_neighbors;    /* adjacent dragons of the other colour */
};

struct dragons;
struct owl;

struct dragons *dragons_new(struct reading *r);
void dragons_free(struct dragons *d);
struct board *dragons_board(const struct dragons *d);
struct reading *dragons_reading(const struct dragons *d);
struct optics *dragons_optics(const struct dragons *d);
struct owl *dragons_owl(const struct dragons *d);
/* Forget everything (position changed outside our view). */
void dragons_clear(struct dragons *d);

/* Analyse the current position (board at stack level 0).  With with_owl,
 * status comes from life-and-death reading; without, from eyes and escape
 * only (crude status).  Cached: calling again on the same position is
 * free (a with_owl request upgrades a cached analysis without owl). */
void dragons_compute(struct dragons *d, int with_owl);
/* Owl nodes one with_owl analysis may spend in all (0, the default: no
 * limit).  With a budget the dragons are read weakest first (shortest
 * escape route first), each owl call within what is left, and those left
 * when it runs out keep their crude status.  Takes effect at the next
 * dragons_compute. */
void dragons_set_owl_budget(struct dragons *d, long total_nodes);

/* ---- Queries (after dragons_compute) --------------------------------- */

int dragon_count(const struct dragons *d);
const struct dragon *dragon_by_id(const struct dragons *d, int id);
/* Id of the dragon of the stone at pos, -1 for an empty point. */
int dragon_id(const struct dragons *d, int pos);
const struct dragon *dragon_at(const struct dragons *d, int pos);
int same_dragon(const struct dragons *d, int pos1, int pos2);
/* Stones of the dragon at pos in board order; returns how many. */
int dragon_stones(const struct dragons *d, int pos, int *stones, int max);
/* Strings (origins) of the dragon at pos. */
int dragon_worms(const struct dragons *d, int pos, int *worms, int max);

/* Per-stone tactical facts computed with the dragons. */
int worm_attack_code(const struct dragons *d, int pos, int *move);
int worm_defense_code(const struct dragons *d, int pos, int *move);
int worm_is_lively(const struct dragons *d, int pos);

/* Eye spaces of the analysed position. */
const struct eye_map *dragons_eye_map(const struct dragons *d, int color);
/* Lively flags and tactical arrays in the form optics wants. */
const struct optics_input *dragons_optics_input(const struct dragons *d);

/* ---- For move generation ---------------------------------------------- */

/* A CRITICAL dragon's killing and saving moves (NO_MOVE if none) and what
 * is at stake (its stones, doubled as GNU Go values a capture of them).
 * Returns 0 if the dragon at pos is not critical. */
int dragon_owl_moves(const struct dragons *d, int pos, int *attack_move,
                     int *defense_move, float *value);

struct eye_move {
  int pos;
  int color;     /* the side the move is good for */
  int owner;     /* colour of the eye space */
  int make;      /* 1: makes an eye for owner, 0: destroys one */
  int dragon;    /* dragon id of the owner */
};
/* Vital points of all eye spaces whose value depends on who moves first.
 * Returns how many were stored. */
int dragon_eye_moves(const struct dragons *d, struct eye_move *moves,
                     int max);

struct connection_move {
  int pos;
  int dragon1, dragon2;   /* dragon ids (same colour) */
  int connects;           /* 1: colour of the dragons connects there;
                           * 0 (never stored both): the other side cuts */
};
/* Points where two neighbouring dragons of one colour can be joined or
 * cut (a single cutting point the opponent could play safely).  Both
 * readings are implied by the same point. */
int dragon_connection_moves(const struct dragons *d,
                            struct connection_move *moves, int max);

/* Nonzero when a move at pos cannot change anything: inside a dead
 * dragon's area or an area owned by an invincible group. */
int dragon_point_is_settled(const struct dragons *d, int pos);

/* Status names as GNU Go prints them ("alive", "critical", "dead",
 * "unknown", "alive_in_seki"). */
const char *dragon_status_name(int status);
const char *dragon_safety_name(int safety);

#endif
