/* Private owl state shared by owl.c, owl_eval.c and semeai.c. */
#ifndef HANE_OWL_INTERNAL_H
#define HANE_OWL_INTERNAL_H

#include "owl.h"
#include "dragon.h"
#include "optics.h"
#include "engine/reading/reading.h"
#include "utils/budget.h"

#define OWL_MAX_MOVES 48
#define OWL_MAX_LUNCHES 10
#define OWL_CACHE_BITS 15
#define OWL_CACHE_SIZE (1 << OWL_CACHE_BITS)
#define OWL_DEFAULT_NODES 1500
#define OWL_MAX_DEPTH 16
/* Attack nodes this close to the root count only sure eyes (sure_eyes);
 * deeper, the plain minimum keeps the search within its node budget. */
#define OWL_STRICT_EYE_DEPTH 4
/* Attack nodes this close to the root do not trust eyes whose wall the
 * attacker can capture or atari from inside (owl_eval.c). */
#define OWL_WALL_DEPTH 8
/* Up to this depth an attack node whose second eye is a ko the attacker
 * may fight is not alive: the ko capture is tried (owl_eval.c). */
#define OWL_KO_EYE_DEPTH 6
/* A goal string this big that tactical reading can capture is worth a
 * read wherever its defence stands among the candidates (owl.c,
 * order_moves). */
#define OWL_SAVE_STONES 5

/* The tactical reads of the enemy strings find_lunches looked at in one
 * node's evaluation (owl_eval.c): a lookahead child of the node takes
 * over those its move cannot have changed instead of reading them again
 * (owl_eval.c, parent_lunch_read). */
#define OWL_MAX_LUNCH_READS 24

struct lunch_reads {
  int n;
  struct optics_known_string read[OWL_MAX_LUNCH_READS];
  int stones[OWL_MAX_LUNCH_READS];
  int libs[OWL_MAX_LUNCH_READS];
};

struct owl_move {
  int pos;
  int value;
  int saves;                 /* the tactical defence of a goal string of
                                OWL_SAVE_STONES stones or more */
  int saves_lunch;           /* the attacker's tactical defence of a lunch
                                (an attacker string next to the goal that
                                the defender can capture) */
  int links_friend;          /* the defender's diagonal link from the goal
                                to a friendly string outside it
                                (owl_eval.c, link_moves) */
  int approaches_cutter;     /* the defender's approach to a string
                                cutting the goal from a friend, from the
                                friend's side (owl_eval.c, link_moves) */
  unsigned sources;          /* the generators that proposed it (OWL_SRC_*
                                bits; for the trace, owl.h) */
};

/* The move generators of owl_evaluate_node (owl_eval.c), as bits of
 * owl_move.sources: the vital points of the eye values, eye-space moves,
 * patterns, tactical moves, liberties, links, escapes. */
#define OWL_SRC_EYE_VALUE 0x01
#define OWL_SRC_EYE_SPACE 0x02
#define OWL_SRC_PATTERN 0x04
#define OWL_SRC_TACTICAL 0x08
#define OWL_SRC_LIBERTY 0x10
#define OWL_SRC_LINK 0x20
#define OWL_SRC_ESCAPE 0x40

/* What a non-root node's evaluation computed before it looks at the side
 * to move (owl_eval.c): kept for the node searched right after its
 * parent's lookahead evaluated it.  The position, the goal and the search
 * are the key; the eye map is kept as its filled points only (every other
 * point of an eye map is clear). */
#define OWL_MEMO_BITS 6
#define OWL_MEMO_SIZE (1 << OWL_MEMO_BITS)
#define OWL_MEMO_POINTS 96
#define OWL_MEMO_EYES 24

struct owl_memo {
  int used;                  /* 0: empty */
  unsigned search;
  int stackp, ko_pos, target, color;
  hash_t hash;
  unsigned char board[BOARD_ARRAY_SIZE];
  unsigned char goal[BOARD_ARRAY_SIZE];
  unsigned char lively[BOARD_ARRAY_SIZE];
  unsigned char goal_eye[BOARD_ARRAY_SIZE];
  int lunches;
  int lunch[OWL_MAX_LUNCHES];
  int lunch_dead[OWL_MAX_LUNCHES];
  struct lunch_reads reads;
  int escape;
  int nfilled;
  int filled[OWL_MEMO_POINTS];
  struct eye_point points[OWL_MEMO_POINTS];
  int neyes;                 /* goal eye spaces, in region order */
  int eye_origin[OWL_MEMO_EYES];
  struct eyevalue eye_value[OWL_MEMO_EYES];
  int eye_attack[OWL_MEMO_EYES];
  int eye_defense[OWL_MEMO_EYES];
};

/* What a node's static evaluation found. */
struct owl_eval {
  int target_captured;
  int alive;                 /* two sure eyes, escaped or connected out */
  int probably_dead;         /* at most one eye and nothing to hope for */
  struct eyevalue eyes;      /* the goal's eyes; in eyes.a a settled
                              * value (b == c > 0) counts 0 unless two
                              * values are unsettled (owl_eval.c,
                              * analyse_eyes) */
  int sure_eyes;             /* eyes the attacker cannot spoil (owl_eval.c) */
  int escape;                /* open points near the goal */
  int goal_liberties;
  int lunches;
  int lunch[OWL_MAX_LUNCHES];        /* capturable enemy strings */
  int lunch_dead[OWL_MAX_LUNCHES];   /* cannot be saved either */
  struct lunch_reads reads;          /* the reads that found them */
  int num_moves;
  unsigned source;           /* OWL_SRC_* of the generator adding moves */
  struct owl_move moves[OWL_MAX_MOVES];   /* for the side to move */
};

/* Why a subtree's result is not certain (struct owl's limit_hit, the
 * cache's cut): bits, 0 when nothing was cut short.  A budget cut (the
 * owl's node budget or the reading budget ran out) may read otherwise
 * with a fresh budget; a fixed cut (the depth limit, the move stack, a
 * node with nothing to try) is judged statically wherever it is met and
 * stops a re-read at the same place. */
#define OWL_CUT_BUDGET 1
#define OWL_CUT_FIXED 2

struct owl_cache_entry {
  uint64_t key;
  signed char result;
  unsigned char cut;         /* OWL_CUT_* bits of its subtree */
  int move;
  int depth;                 /* plies below the root it was read at */
  unsigned search;           /* the top-level call that stored it */
  unsigned generation;       /* the cache's when stored: valid while equal */
};

struct owl {
  struct dragons *dragons;
  struct board *board;
  struct reading *reading;
  struct optics *optics;

  owl_prior_fn prior;        /* optional move prior (owl.h) */
  void *prior_data;
  owl_trace_fn trace;        /* optional node trace (owl.h) */
  void *trace_data;
  unsigned char trace_color[MAX_STACK + 1]; /* who played each stack move */
  const char *trace_why;     /* why the node just read answered as it
                                did (for the trace only) */

  long node_limit;
  long nodes;                /* in the current top-level call */
  long total_nodes;
  int limit_hit;             /* OWL_CUT_* bits of the subtree just read */
  int root_rechecks_left;    /* root kills (owl_attack) or refuted root
                              * defences (owl_defend) still to re-read */
  int root_probes;           /* set in owl_attack and owl_defend: the root
                              * probes candidates past its width
                              * (owl.c, OWL_PROBE_LAST) */
  int attack_shares;         /* set in owl's own top-level calls: attacker
                                tries below the root get budget shares */
  int target_links;          /* set in owl's own top-level calls: only a
                                goal string held to the target's counts
                                its link to a friend (owl_eval.c,
                                connected_to_friend) */
  unsigned search;           /* counts top-level calls */

  /* Current search. */
  int color;                 /* defender */
  int target;                /* a goal stone; its capture ends the search */
  int root_stackp;
  unsigned char goal[BOARD_ARRAY_SIZE];     /* explicitly marked points */
  unsigned char root_goal[BOARD_ARRAY_SIZE]; /* goal[] as owl_setup_goal
                                               * marked it: the dragon's
                                               * points at the root */
  uint64_t goal_key;
  int komaster;
  int attacker_passed;       /* the attacker passed higher up this line */
  int seki_pass;             /* the defender may pass in a seki shape
                              * (owl's own readings; not the semeai's,
                              * whose capture readings it misleads) */
  int defender_passed;       /* the defender passed (seki) since the
                              * attacker's last move */
  int must_take_dead;        /* set in the semeai's readings: eye spaces
                              * are valued with the defender taking every
                              * attacker string left inside (optics.h) */

  /* Scratch for node evaluation. */
  unsigned char in_goal[BOARD_ARRAY_SIZE];  /* goal strings at this node */
  /* goal_side[pos]: the OR of in_goal over pos's four neighbours (set
   * with in_goal by owl_mark_goal; nonzero: pos touches the goal,
   * & OWL_GOAL_SOLID: a solid goal string). */
  unsigned char goal_side[BOARD_ARRAY_SIZE];
  /* The points of in_goal in board order (set with it). */
  int goal_stone[MAX_BOARD * MAX_BOARD];
  int ngoal_stones;
  unsigned char lively[BOARD_ARRAY_SIZE];
  int region[MAX_BOARD * MAX_BOARD];        /* points near the goal */
  int nregion;
  struct eye_map eyes;
  unsigned char goal_eye[BOARD_ARRAY_SIZE];  /* origins of the goal's eyes */
  struct owl_memo memo[OWL_MEMO_SIZE];        /* recent node evaluations */
  /* Set while order_moves evaluates a lookahead child: the parent's lunch
   * reads and the move that made the child (owl_eval.c,
   * parent_lunch_read). */
  const struct lunch_reads *parent_reads;
  int parent_move;

  struct owl_cache_entry cache[OWL_CACHE_SIZE];
  int cache_used;            /* an entry stored since the last clear */
  unsigned cache_generation; /* a clear starts the next one (never 0) */
};

/* The escape measure of the position as it stands (open points reachable
 * from the goal's liberties, as owl_evaluate's escape), except that the
 * search goes on through friendly strings outside the goal with 3 or more
 * liberties: the way out a move toward such a string opens.  Needs the
 * goal marked and the eye spaces of the last owl_evaluate of this
 * position.  Only for move ordering: a weak friend is no sure way out. */
int owl_escape_through_friends(struct owl *o);

/* owl_eval.c: evaluate the current node for o->color's goal and list
 * candidate moves for `mover' (o->color or the other colour; EMPTY: no
 * moves, evaluation only). */
void owl_evaluate(struct owl *o, int mover, struct owl_eval *ev);
/* The same, more strictly: from OWL_EVAL_KO_EYES up, a second eye that is
 * a ko the attacker (to move, komaster permitting) may fight does not make
 * the dragon alive and its capture is the only candidate; at
 * OWL_EVAL_SURE_EYES eyes make the dragon alive only when they are sure
 * (sure_eyes >= 2). */
#define OWL_EVAL_PLAIN 0
#define OWL_EVAL_KO_EYES 1
#define OWL_EVAL_SURE_EYES 2
void owl_evaluate_node(struct owl *o, int mover, int strict,
                       struct owl_eval *ev);
/* How a point of o->goal (and a stone of o->in_goal) belongs to the goal:
 * OWL_GOAL_SOLID, the dragon's own stones and stones played next to it,
 * diagonally or a one-point jump away; OWL_GOAL_SLIDE, a stone joined only
 * by the knight's slide along the edge (owl_move_joins_goal), whose link
 * the attacker may still cut. */
#define OWL_GOAL_SOLID 1
#define OWL_GOAL_SLIDE 2
/* Mark o->in_goal from o->goal: a string with a solid goal point is solid,
 * one with slide points only is OWL_GOAL_SLIDE; o->goal_side,
 * o->goal_stone and the region follow.  Returns the number of goal stones. */
int owl_mark_goal(struct owl *o);
/* Is the stone at pos (a defender stone just played) close enough to the
 * goal to join it?  0 if not, else how (OWL_GOAL_SOLID, OWL_GOAL_SLIDE);
 * reads o->in_goal. */
int owl_move_joins_goal(struct owl *o, int pos);
uint64_t owl_point_key(int pos);
/* The goal key's term for pos marked as `kind' (OWL_GOAL_SOLID or
 * OWL_GOAL_SLIDE). */
uint64_t owl_goal_point_key(int pos, int kind);

/* owl.c: set up a search on the dragon at str (goal from the dragons
 * analysis when current). */
void owl_setup_goal(struct owl *o, int str);
int owl_do_attack(struct owl *o, int depth, int *move);
int owl_do_defend(struct owl *o, int depth, int *move);

#endif
