/* The engine's public face: what interface/ may call.  interface/ includes
 * this header (and board.h through it), never the engine's internals. */
#ifndef HANE_ENGINE_H
#define HANE_ENGINE_H

#include <stddef.h>
#include <stdint.h>
#include "engine/board/board.h"
#include "engine/board/score.h"    /* FINAL_* status codes */
#include "engine/board/sgftrace.h"     /* reading traces, which interface/ writes as SGF */

/* A Monte Carlo search parameter set by name (--mcts-param NAME=VALUE). */
#define ENGINE_MAX_MCTS_PARAMS 48
struct engine_mcts_param {
  char name[32];
  double value;
};

/* Which move generator plays genmove. */
enum engine_kind { ENGINE_CLASSIC, ENGINE_MCTS };

struct engine_config {
  enum engine_kind kind;
  int level;                 /* 0..10, strength against time (default 10) */
  uint64_t seed;             /* every answer is reproducible for one seed */
  int threads;               /* MCTS search threads */
  long playouts;             /* MCTS playouts per move, 0 = by time */
  int resign_allowed;
  int chinese_rules;         /* area scoring when set, else territory */
  double resign_threshold;   /* MCTS: resign below this winning rate */
  int pondering;             /* MCTS: search on the opponent's time */
  int reproducible;          /* MCTS: count playouts instead of watching
                                the clock, so a seed gives the same moves */
  long playout_cap;          /* MCTS: no search (move, analysis, picture,
                                pondering) runs more playouts; 0 = no cap
                                (fuzzing and tests keep every search tiny) */
  long tree_nodes;           /* MCTS: nodes of the search tree; 0 = the
                                default (2,000,000), at least 4,096 */
  long node_cap;             /* no budget the engine opens (an analysis
                                command's, a move's) allows more reading,
                                owl and semeai nodes; 0 = no cap (fuzzing
                                keeps every question tiny) */
  const char *policy_text;   /* a learned model's text (policy_text_length
                                bytes) engine_new uses instead of the
                                built-in model, or NULL: the fuzzers' small
                                model; engine_new fails if it is broken */
  size_t policy_text_length;
  int owl_move_prior;        /* the owl orders its root candidates with
                                the learned model too (the command line
                                turns it on unless --no-owl-move-prior:
                                owl developer's notes, session 6) */
  void (*owl_trace)(void *data, const char *line);
                             /* NULL, or the owl's node trace goes to it
                                (owl.h, owl_set_trace), a line a call;
                                owl_trace_data is passed back */
  void *owl_trace_data;
  int mcts_param_count;      /* MCTS: parameters set by name, in order */
  struct engine_mcts_param mcts_params[ENGINE_MAX_MCTS_PARAMS];
};

/* How much time genmove may spend on this move, already decided by the
 * caller from the game clock (seconds, > 0). */
struct move_budget {
  double seconds;            /* what the search aims at */
  double limit_seconds;      /* the move is answered within this, whatever
                                it costs (readers stop, the search gives
                                what it has); 0: no limit */
  int clock_running;         /* the game has time limits: never go over */
  int question;              /* not a move of the game (reg_genmove,
                                gg_genmove): a fresh search, no pondering
                                and no resignation, so one position and seed give
                                one answer whatever was asked before */
};

struct engine;

/* ---- Budgets --------------------------------------------------------------
 * Every search runs within the engine's current budget (utils/budget.h):
 * nodes (reading, owl and semeai nodes together) and wall time.  The
 * interface opens one for each analysis command; the move generators
 * (engine_genmove, engine_genmove_cleanup, engine_restricted_genmove,
 * engine_top_moves_for) open their own from the move budget's
 * limit_seconds and put the previous one back when they return.  When a
 * budget runs out the readers stop and answer from what they have
 * (dragons keep their crude status, reading and owl answers are marked
 * uncertain), so the command answers in time. */
struct engine_budget {
  double seconds;            /* wall time, 0: none */
  long nodes;                /* 0: none */
};
/* The budget of one analysis command at a level: about a second at the
 * default level 10 (less below), doubling every two levels above 10 (up
 * to ENGINE_MAX_LEVEL). */
#define ENGINE_MAX_LEVEL 20
struct engine_budget engine_analysis_budget(int level);
/* Open a budget now (NULL: no limit). */
void engine_begin_budget(struct engine *e, const struct engine_budget *b);
/* No limit again. */
void engine_end_budget(struct engine *e);
/* Did the current (or last) budget run out? */
int engine_budget_ran_out(struct engine *e);
/* Nodes charged to the current budget since it was opened: reading, owl
 * and semeai nodes and the moves of the classic generator's ownership
 * playouts. */
long engine_budget_nodes(const struct engine *e);

struct engine *engine_new(const struct engine_config *config);
void engine_free(struct engine *e);
/* The engine as engine_new(config) makes it, config being the one it was
 * made with (its policy_text is not read again): seed, level, rules and
 * Monte Carlo parameters back to config's, the position forgotten (reading
 * caches, worms, dragons, search tree, analysis prior), an analysis
 * stopped, reading depths and node counters back to the start, no
 * interrupt, no budget.  Keeps its memory and what never depends on the
 * position or the settings (the model, solved eye shapes), so one engine
 * can serve many short sessions (the GTP fuzzer). */
void engine_reset(struct engine *e, const struct engine_config *config);
const struct engine_config *engine_get_config(const struct engine *e);
void engine_set_seed(struct engine *e, uint64_t seed);
void engine_set_level(struct engine *e, int level);

/* Monte Carlo search parameters by name, for tuning by matches.  Check:
 * 0 if name exists and value is in its range, -1 for an unknown name, -2
 * for a value out of range.  Set: the same check, then (on 0) the value
 * holds for every later search (a name set again takes the new value).
 * Add to a config: the same, storing it in config (-2 also when full). */
int engine_check_mcts_param(const char *name, double value);
int engine_set_mcts_param(struct engine *e, const char *name, double value);
int engine_config_add_mcts_param(struct engine_config *config, const char *name,
                                 double value);
/* Every parameter as "NAME VALUE [LOW, HIGH]" lines (no final newline)
 * with the value the next search on the current board size will use;
 * returns the length written, truncated to fit size. */
int engine_list_mcts_params(struct engine *e, int board_size, char *out,
                            size_t size);

/* The position changed in a way the engine did not see (clear_board,
 * loadsgf, undo): drop caches and search trees. */
void engine_position_changed(struct engine *e, const struct board *b);

/* Best move for color: a point, PASS_MOVE, or -1 to resign (only when the
 * config allows it).  The board is left as it was. */
int engine_genmove(struct engine *e, struct board *b, int color,
                   const struct move_budget *budget);
/* Ask the move being searched to be given now, from what the search found
 * so far (GoGui's interrupt).  Safe from another thread; the Monte Carlo
 * search stops within a few playouts, the classic generator finishes its
 * (short) move as usual.  The request stays until engine_clear_interrupt. */
void engine_interrupt(struct engine *e);
void engine_clear_interrupt(struct engine *e);

/* Fixed handicap points as GNU Go places them; returns how many were
 * stored (0 if n is not possible on this size). */
int fixed_handicap_points(int board_size, int n, int *points);

/* ---- Rules, cleanup, scoring and free handicap (engine.c, score.c,
 * handicap.c) ------------------------------------------------------------ */

void engine_set_rules(struct engine *e, int chinese_rules);

/* engine_genmove for the cleanup phase (kgs-genmove_cleanup): does not pass
 * while the other side still has dead stones on the board. */
int engine_genmove_cleanup(struct engine *e, struct board *b, int color,
                           const struct move_budget *budget);

/* Final status of points (the FINAL_* codes of engine/board/score.h):
 * stones are alive, dead or in seki, empty points are territory or dame. */
void engine_final_status(struct engine *e, struct board *b, int status[BOARD_ARRAY_SIZE]);
/* White's points minus Black's, komi included, by the configured rules. */
double engine_final_score(struct engine *e, struct board *b);
/* The same with the stones' status given (FINAL_ALIVE, FINAL_DEAD or
 * FINAL_SEKI, as a player disputing the dead stones sets them); the
 * empty points' entries are worked out again and written. */
double engine_score_with_status(struct engine *e, const struct board *b,
                                int status[BOARD_ARRAY_SIZE]);

/* ---- Finishing a game for scoring (engine_finish.c) ------------------- */

/* The move that finishes the game best for color: a Monte Carlo search
 * of engine_finish_playouts playouts with a fresh tree (the same move for
 * one seed with one thread), the candidate with the best mean score among
 * those with at least a fifth of the best one's visits; the pass when a
 * move gains less than half a point over it.  With cleanup (the
 * aftermath), a pass becomes a move that captures the opponent's dead
 * stones while there are any.  Returns a legal point or PASS_MOVE; b is
 * left as it was. */
int engine_finish_move(struct engine *e, struct board *b, int color, int cleanup);
/* Playouts of those searches: the engine's playout setting, else 150000
 * divided by the board's points. */
long engine_finish_playouts(const struct engine *e, int board_size);

/* ---- Move generation analysis (engine_genmove.c; the classic move
 * generator answers these whatever engine kind plays genmove) ---------- */

/* genmove restricted to the points with allowed[pos] nonzero (PASS_MOVE
 * if none is worth playing).  The board is left as it was. */
int engine_restricted_genmove(struct engine *e, struct board *b, int color,
                              const unsigned char *allowed,
                              const struct move_budget *budget);
/* The best moves of the last move generation, best first, with their
 * values: in points (only positive ones) from the classic generator, win
 * rates in percent from the Monte Carlo search (its candidates, most
 * visited first) when it plays; returns how many (<= max). */
int engine_top_moves(struct engine *e, int max, int *moves, float *values);
/* Runs the move generation for color (nothing is played), then answers
 * as engine_top_moves.  With a NULL budget it reads at the engine's level
 * within the current budget (an analysis command's). */
int engine_top_moves_for(struct engine *e, struct board *b, int color,
                         const struct move_budget *budget, int max,
                         int *moves, float *values);
/* Every move the last classic move generation valued, best first, with
 * its value (negative ones too); returns how many (<= max). */
int engine_all_move_values(struct engine *e, int max, int *moves, float *values);
/* The reasons the last classic move generation had for the move at pos,
 * one per line ("capture C3 (2 stones) 4.00"), and its total value, into
 * buf (size bytes); returns the length written (0: no reasons). */
int engine_move_reasons(struct engine *e, const struct board *b, int pos,
                        char *buf, int size);

/* Free handicap (place_free_handicap): the fixed points first, then points
 * spread over the board; returns how many were stored, 0 if n < 2 or the
 * board cannot take n stones. */
int free_handicap_points(int board_size, int n, int *points);

/* ---- Tactical reading and worms (engine_reading.c) ----------------------
 * Reading answers are 0 when the goal cannot be reached, otherwise 1 (it
 * can), 2 (with a ko the side takes first) or 3 (with a ko the side must
 * find a threat for first), as GNU Go's GTP prints them; *move gets the
 * move that does it (NO_MOVE if none is needed).  Strings are given by
 * any of their stones; pairs must be of one colour (else 0). */
int engine_attack(struct engine *e, struct board *b, int str, int *move);
int engine_find_defense(struct engine *e, struct board *b, int str, int *move);
int engine_attack_either(struct engine *e, struct board *b, int str1, int str2);
int engine_defend_both(struct engine *e, struct board *b, int str1, int str2);
/* Does the opponent's / str's own move at move capture / save str? */
int engine_does_attack(struct engine *e, struct board *b, int move, int str);
int engine_does_defend(struct engine *e, struct board *b, int move, int str);
/* A strict ladder on a string of exactly two liberties. */
int engine_ladder_attack(struct engine *e, struct board *b, int str, int *move);
int engine_connect(struct engine *e, struct board *b, int str1, int str2,
                   int *move);
int engine_disconnect(struct engine *e, struct board *b, int str1, int str2,
                      int *move);
/* Reading depths one deeper (+1) or shallower (-1) than the level's. */
void engine_change_depths(struct engine *e, int delta);
/* Tactical reading nodes since the last reset: the tactical questions'
 * and those read inside the dragon analysis, owl and semeai (as GNU Go
 * counts them, so that nodes per owl node compare). */
long engine_reading_nodes(struct engine *e);
void engine_reset_reading_nodes(struct engine *e);
long engine_trymoves(struct engine *e);
void engine_reset_trymoves(struct engine *e);

/* Unconditional status of a point (Benson). */
#define ENGINE_UNCONDITIONAL_UNKNOWN 0
#define ENGINE_UNCONDITIONAL_ALIVE 1
#define ENGINE_UNCONDITIONAL_DEAD 2
#define ENGINE_UNCONDITIONAL_WHITE_TERRITORY 3
#define ENGINE_UNCONDITIONAL_BLACK_TERRITORY 4

/* What the engine knows about the string (or empty point) at pos, as
 * GNU Go's worm_data shows it: attack and defence codes in GNU Go's own
 * numbering (5 win, 4 ko taken first, 1 ko after a threat, 0 none). */
struct engine_worm {
  int color;
  int origin;
  int size;
  double effective_size;
  int liberties;
  int liberties2;
  int liberties3;
  int liberties4;
  int attack_code;
  int attack_point;
  int defense_code;
  int defense_point;
  int lunch;
  int cutstone;
  int cutstone2;
  int genus;
  int inessential;
  int invincible;
  int unconditional_status;
};
/* Fills w for pos (a point of b's board); returns 0 for a point off the
 * board. */
int engine_worm(struct engine *e, struct board *b, int pos,
                struct engine_worm *w);
/* ---- Monte Carlo tree search analysis (engine/mcts/) -------------------
 * For lz-analyze, kata-analyze, GoGui analyze commands and statistics.
 * These work whatever engine_config.kind says. */

#define ENGINE_PV_MAX 24

struct engine_candidate {
  int move;                  /* a point or PASS_MOVE */
  int visits;
  double winrate;            /* for the side to move, 0..1 */
  double prior;              /* the move's probability by the learned
                                move model (engine_policy_board) for
                                analyses started by the engine_analyze_*
                                calls, else its share of the search's
                                prior knowledge: 0..1, summing to 1 over
                                all moves */
  double score_lead;         /* mean final score after the move for the
                                side to move, komi included (points) */
  double score_stdev;        /* its standard deviation over the playouts */
  int pv_length;             /* principal variation, pv[0] == move */
  int pv[ENGINE_PV_MAX];
  int pv_visits[ENGINE_PV_MAX];   /* visits of the position each pv move
                                     leads to */
};

/* The searched position itself, for the side to move there. */
struct engine_root_analysis {
  int color;                 /* to move (EMPTY: no search yet) */
  int visits;
  double winrate;
  double score_lead;
  double score_stdev;
};

/* Search color's move in b in the background until engine_analyze_stop or
 * any engine call other than the readers below; b may change once this
 * returns.  b may hold trymove stones: a tree is kept from an earlier
 * search only for the very same position (stones, ko, side to move).
 * Returns 0 if the search could not start. */
int engine_analyze_start(struct engine *e, struct board *b, int color);
void engine_analyze_stop(struct engine *e);
/* The same search in the foreground, for this many playouts, from a
 * fresh tree (one position and seed, one answer); returns the playouts
 * run (0 if the search could not be made). */
long engine_analyze_playouts(struct engine *e, struct board *b, int color,
                             long playouts);
/* Candidates of the running or last search, most visited first. */
int engine_analyze_candidates(struct engine *e, struct engine_candidate *out,
                              int max);
/* Ownership of each point of the running or last search's position, from
 * +1 (black's in every playout) to -1 (white's); returns the playouts it
 * rests on (0 and all zero without a search). */
long engine_ownership(struct engine *e, float ownership[BOARD_ARRAY_SIZE]);
/* The search in the background within limits (playouts, seconds; 0 for
 * none, with neither it runs until stopped); otherwise as
 * engine_analyze_start.  engine_analyze_done tells when it reached a
 * limit (or was interrupted); engine_analyze_stop ends it either way. */
int engine_analyze_start_limited(struct engine *e, struct board *b, int color,
                                 long playouts, double seconds);
int engine_analyze_done(struct engine *e);
/* The root of the running or last search; 0 (r zeroed) without one. */
int engine_analyze_root(struct engine *e, struct engine_root_analysis *r);
/* Each move's prior (engine_candidate.prior) by point, PASS_MOVE for
 * the pass, -1 for moves without one (illegal; without the learned model,
 * also moves the search leaves out, such as filling one's own eye);
 * returns how many have one. */
int engine_analyze_policy(struct engine *e, float policy[BOARD_ARRAY_SIZE]);
/* Standard deviation (0..1) of each point's ownership over the playouts
 * of the running or last search; returns the playouts. */
long engine_ownership_stdev(struct engine *e, float stdev[BOARD_ARRAY_SIZE]);
/* From the next search on, keep the ownership after each root move too
 * (for engine_move_ownership); off by default, it costs time. */
void engine_analyze_moves_ownership(struct engine *e, int on);
/* Leave the moves with avoid[pos] nonzero (PASS_MOVE: the pass) out of
 * the root of the next searches, as KataGo's avoidMoves at depth 1; NULL
 * for none.  The mask is copied. */
void engine_analyze_avoid(struct engine *e, const unsigned char avoid[BOARD_ARRAY_SIZE]);
/* Ownership and its standard deviation (stdev may be NULL) over the
 * playouts that began with move at the root; returns them (0, arrays
 * zeroed, when not kept or no such move). */
long engine_move_ownership(struct engine *e, int move,
                           float ownership[BOARD_ARRAY_SIZE],
                           float stdev[BOARD_ARRAY_SIZE]);

struct engine_search_stats {
  long playouts;             /* of the running or last search */
  double seconds;
  unsigned nodes_used;       /* tree nodes, at most node_limit */
  unsigned node_limit;
  int root_visits;
  int reused_visits;         /* kept from the previous move's tree */
  double winrate;            /* the most visited move's */
  double extra_komi;         /* dynamic komi added in handicap games */
};
/* The last Monte Carlo search's statistics (no playouts, visits or dynamic
 * komi when none ran since the position last changed), also while it
 * runs in the background; makes the search (its memory) if it was not
 * made yet. */
void engine_search_stats(struct engine *e, struct engine_search_stats *s);

/* ---- Dragons, eyes, life and death, semeai (engine_life.c) --------------
 * The position is analysed on first use and cached until it changes.
 * Codes are GTP's: 0 fails, 1 wins, 2 wins with a ko taken first, 3 wins
 * after a ko threat.  Stones are given by any point of their dragon. */
#define ENGINE_MAX_DRAGON_NEIGHBORS 16
struct engine_dragon {
  int origin;                /* smallest board index of its stones */
  int color;
  int size;
  int worms;
  float effective_size;
  int genus[4];              /* eye value a, b (min), c (max), d */
  int heye;                  /* vital point of a half eye or NO_MOVE */
  int escape_route;
  int lunch;
  int crude_status;          /* ENGINE_STATUS_* before owl */
  int status;                /* ENGINE_STATUS_* */
  int safety;
  float weakness;
  int owl_attack_code;
  int owl_attack_point;
  int owl_attack_certain;
  int owl_defense_code;
  int owl_defense_point;
  int owl_defense_certain;
  int neighbors;
  int neighbor[ENGINE_MAX_DRAGON_NEIGHBORS];   /* their origins */
  int hostile_neighbors;
};
#define ENGINE_STATUS_DEAD 0
#define ENGINE_STATUS_ALIVE 1
#define ENGINE_STATUS_CRITICAL 2
#define ENGINE_STATUS_UNKNOWN 3
#define ENGINE_STATUS_ALIVE_IN_SEKI 4
/* Fills out for the dragon of the stone at pos (0 for an empty point);
 * with_owl: status from life-and-death reading, else crude status. */
int engine_dragon_info(struct engine *e, struct board *b, int pos,
                       int with_owl, struct engine_dragon *out);
/* Origins of all dragons in board order; returns how many. */
int engine_dragon_origins(struct engine *e, struct board *b, int with_owl,
                          int *origins, int max);
int engine_dragon_stones(struct engine *e, struct board *b, int pos,
                         int *stones, int max);
int engine_same_dragon(struct engine *e, struct board *b, int pos1, int pos2);
/* "alive", "dead", "critical", "unknown", "alive_in_seki"; safety
 * classes as GNU Go names them. */
const char *engine_dragon_status_name(int status);
const char *engine_dragon_safety_name(int safety);
/* Eye value of the eye space at pos: 0 if pos is in no (single-colour)
 * eye space, 1 with min/max, 2 with min/max and vital points. */
int engine_eval_eye(struct engine *e, struct board *b, int pos, int *min,
                    int *max, int *attack_point, int *defense_point);
int engine_owl_attack(struct engine *e, struct board *b, int str, int *move,
                      int *certain);
int engine_owl_defend(struct engine *e, struct board *b, int str, int *move,
                      int *certain);
int engine_owl_does_attack(struct engine *e, struct board *b, int move,
                           int str);
int engine_owl_does_defend(struct engine *e, struct board *b, int move,
                           int str);
/* 1 and two moves when two moves in a row kill / save the dragon. */
/* The candidate moves the owl search on the dragon at str tries first at
 * the root for the attacker (attacker != 0) or the defender, best first,
 * with their values; up to max; returns how many (0 for no stone). */
int engine_owl_moves(struct engine *e, struct board *b, int str,
                     int attacker, int *moves, int *values, int max);
int engine_owl_threaten_attack(struct engine *e, struct board *b, int str,
                               int *move1, int *move2);
int engine_owl_threaten_defense(struct engine *e, struct board *b, int str,
                                int *move1, int *move2);
long engine_owl_nodes(struct engine *e);
void engine_reset_owl_nodes(struct engine *e);
/* Capturing race, the colour of apos moving first: can apos's dragon
 * live, can bpos's be killed, and the first move.  0 (no answer) unless
 * apos and bpos are stones of opposite colours. */
int engine_analyze_semeai(struct engine *e, struct board *b, int apos,
                          int bpos, int *result_a, int *result_b, int *move,
                          int *certain);
/* FINAL_* status of every point from the dragon analysis; 0 if the
 * analysis could not be made. */
int engine_dragon_final_status(struct engine *e, struct board *b,
                               int status[BOARD_ARRAY_SIZE]);
/* Score estimate, White minus Black (komi and prisoners included), with
 * bounds giving the undecided points to either side. */
double engine_estimate_score(struct engine *e, struct board *b,
                             double *upper, double *lower);

/* ---- Analysis of one position (engine/analysis*.c) ------------------------
 * Each reads b as it stands, with fresh reading and dragon data at the
 * engine's level; the variations go into the trace attached to b, if any
 * (sgftrace.h), with the results noted on the root and on the first moves
 * tried.  b is left exactly as it was. */

/* Result codes, the same values as reading.h's. */
#define ANALYSIS_LOSE 0
#define ANALYSIS_KO_B 3     /* succeeds if the side has a ko threat first */
#define ANALYSIS_KO_A 4     /* succeeds if the side wins a ko it takes first */
#define ANALYSIS_WIN 5

/* Both questions about one target: can the opponent succeed (attack,
 * kill, disconnect) and can its owner (defend, save, connect)?  A move
 * of NO_MOVE with a nonzero code means none is needed. */
struct analysis_verdict {
  int attack_code;
  int attack_move;
  int defense_code;
  int defense_move;
  int attack_certain;        /* owl: the search finished within its budget */
  int defense_certain;
  int attack_read;           /* 0 when the question was not asked */
  int defense_read;
  long attack_variations;    /* hypothetical moves read for each answer */
  long defense_variations;
};

/* Tactical reading of the string at str (attack, then find_defense if the
 * attack works).  Returns 0 if str is not a stone. */
int engine_decide_string(struct engine *e, struct board *b, int str,
                         struct analysis_verdict *v);
/* Connection reading of two strings of one colour: the attack code says
 * whether they can be cut (disconnect), the defence code whether they can
 * be joined (string_connect).  0 if not two stones of one colour. */
int engine_decide_connection(struct engine *e, struct board *b, int str1,
                             int str2, struct analysis_verdict *v);
/* Owl reading of the dragon at str (owl_attack and owl_defend); needs b at
 * stack level 0.  0 if str is not a stone. */
int engine_decide_dragon(struct engine *e, struct board *b, int str,
                         struct analysis_verdict *v);

/* A capturing race, dragon a's colour moving first. */
struct semeai_verdict {
  int defense_code;          /* can a live? */
  int attack_code;           /* can b be killed? */
  int move;                  /* a's first move, PASS_MOVE: none needed */
  int certain;
  long variations;
};
/* 0 if a and b are not stones of opposite colours or b is not at stack
 * level 0. */
int engine_decide_semeai(struct engine *e, struct board *b, int a, int bpos,
                         struct semeai_verdict *v);

/* Every dragon of the position with its owl verdict, by origin. */
struct dragon_verdict {
  int origin;
  int color;
  int size;                  /* stones */
  int status;                /* ENGINE_STATUS_* */
  struct analysis_verdict owl;
};
/* Fills at most max verdicts and returns how many dragons there are
 * (-1 if b is not at stack level 0 or memory is short). */
int engine_decide_position(struct engine *e, struct board *b,
                           struct dragon_verdict *out, int max);

/* ---- Learned move prediction (engine_policy.c, engine/policy/) ------------
 * How likely a strong player is to play each legal move: a pattern model
 * learned from 9-dan games (make train-policy), built in; another table
 * can be loaded.  The previous moves that the model looks at are b's last
 * two permanent moves.  Positional superko counts when b->superko is set.
 * b is left as it was.  The first question parses the built-in table
 * (some tens of milliseconds); each answer then takes well under a
 * millisecond on 19x19.  One caller at a time, as for the rest of this
 * header: the engine keeps one evaluator for these questions (a search
 * thread makes its own with engine/policy/policy.h's policy_new). */

/* The legal moves of color (pass included), most likely first, at most
 * max of them, with their probabilities (all legal moves together sum to
 * 1); returns how many were stored, 0 if color is not WHITE or BLACK or
 * memory is short. */
int engine_policy(struct engine *e, struct board *b, int color, int max,
                  int *moves, float *probs);
/* The probability of every move: prob[pos] for each point, prob[PASS_MOVE]
 * for a pass, 0 for illegal moves; returns the number of legal moves
 * (0 as engine_policy).  This is the `prior` of lz-analyze/kata-analyze. */
int engine_policy_board(struct engine *e, struct board *b, int color,
                        float prob[BOARD_ARRAY_SIZE]);
/* Replaces the table by a policy model file (engine/policy/policy.h's
 * format, as hane-train-policy writes it).  Returns 1 on success; on
 * failure 0 with a message naming the file and the problem in err, and
 * the table in use stays. */
int engine_load_policy_file(struct engine *e, const char *path, char *err,
                            size_t errlen);
/* The same from the model's text (length bytes, not necessarily ending in
 * a NUL): the fuzzers give a small model, parsed in a moment, instead of
 * the built-in one.  Returns 1, or 0 with the parser's message in err
 * (the table in use stays). */
int engine_use_policy_text(struct engine *e, const char *text, size_t length, char *err,
                           size_t errlen);

#endif
