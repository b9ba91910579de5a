/* Internals shared by the tactical reading files (reading.c, read_*.c,
 * ladder.c, readconnect.c, worm.c).  Not part of the engine's API:
 * everything outside engine/ goes through reading.h or engine.h. */
#ifndef HANE_READING_IMPL_H
#define HANE_READING_IMPL_H

#include <stdint.h>
#include "engine/board/board.h"
#include "reading.h"
#include "utils/budget.h"

/* ---- Depth parameters (GNU Go's defaults at level 10) ---------------- */

#define READ_DEPTH             16
#define READ_BRANCH_DEPTH      13
#define READ_BACKFILL_DEPTH    12
#define READ_BACKFILL2_DEPTH    5
#define READ_BREAK_CHAIN_DEPTH  7
#define READ_SUPERSTRING_DEPTH  7
#define READ_FOURLIB_DEPTH      7
#define READ_KO_DEPTH           8
#define READ_CONNECT_DEPTH     64
#define READ_CONNECT_DEPTH2    20
#define READ_CONNECT_NODES   10000

/* A question the usual depths answered negatively with fewer than
 * node_limit / READ_DEEPEN_FRACTION nodes is read again with the
 * attacker's late passes and four-liberty attacks allowed this much
 * deeper: small fights in corners and on edges need long sequences of
 * cheap moves, and a cheap first answer shows the budget is there. */
#define READ_DEEPEN_FRACTION   64
#define READ_DEEPEN_WALL        3
#define READ_DEEPEN_FOURLIB     1

/* Komaster states besides EMPTY, WHITE and BLACK.  GRAY_WHITE means white
 * was komaster and black took another ko; WEAK_KO follows two ko captures
 * in a row with no komaster. */
#define KOMASTER_GRAY_WHITE 4
#define KOMASTER_GRAY_BLACK 5
#define KOMASTER_WEAK_KO    6

/* ---- Candidate moves ------------------------------------------------- */

#define READ_MAX_MOVES 50

struct read_moves {
  int pos[READ_MAX_MOVES];
  int score[READ_MAX_MOVES];
  int num;
  int num_tried;
};

/* ---- Transposition cache ---------------------------------------------- */

enum read_routine {
  ROUTINE_ATTACK = 1,
  ROUTINE_DEFEND,
  ROUTINE_CONNECT,
  ROUTINE_DISCONNECT
};

struct read_cache_entry {
  uint64_t key;             /* position, komaster, routine and targets */
  int16_t move;
  int8_t result;             /* READ_CACHE_HORIZON marks the horizon flag */
  int8_t remaining_depth;   /* depth - stackp when it was computed */
  uint32_t age;
};

#define READ_CACHE_HORIZON 0x40
#define READ_CACHE_BITS 17   /* buckets; two entries each */

/* ---- The reader --------------------------------------------------------- */

struct reading {
  struct board *b;

  int level;
  int depth;
  int branch_depth;
  int backfill_depth;
  int backfill2_depth;
  int break_chain_depth;
  int superstring_depth;
  int fourlib_depth;
  int ko_depth;
  /* Up to these depths attack3 tries its late passes (our weak strings
   * around the target, superstring and squeeze moves) and do_attack
   * reads four-liberty strings; backfill2_depth and fourlib_depth
   * unless the question is being read again deeper. */
  int attack_wall_depth;
  int fourlib_attack_depth;
  int deepening;             /* reading_set_deepening */
  int deepened;              /* 1 while a question is read again deeper */
  int horizon;               /* this subtree met a limit deepening moves */
  int questions;             /* public questions in progress (nesting) */
  int connect_depth;
  int connect_depth2;
  long connect_node_limit;
  int depth_offset;          /* net increase_depths - decrease_depths */

  /* Node budget per top-level question, a guard against blow-ups. */
  long node_limit;
  /* The outer budget (reading_set_budget) and the node count it was last
   * charged up to. */
  struct budget *budget;
  long budget_mark;
  long nodes_at_call;
  int over_budget;
  /* find_defense prefers a clearly more solid defence at this stackp
   * (-1: nowhere); nodes the attacker spent on the first and the best
   * defence found. */
  int solid_stackp;
  long solid_first_nodes;
  long solid_best_nodes;

  long nodes;                /* reading node counter */
  long trymoves;             /* trymove/tryko counter */
  long connect_nodes;

  /* Komaster scheme, restored by read_popgo. */
  int komaster;
  int kom_pos;
  int saved_komaster[MAX_STACK + 2];
  int saved_kom_pos[MAX_STACK + 2];

  /* Cache, allocated once in reading_new. */
  struct read_cache_entry *cache;
  uint32_t cache_mask;
  uint32_t cache_age;        /* stamp of the next entry stored */
  uint32_t cache_first_age;  /* stamp of the first entry since the last
                                clear: older entries count as empty */

  /* Scratch marks for move generators (no allocation while reading). */
  unsigned mark;
  unsigned marks[BOARD_ARRAY_SIZE];
};

/* ---- Result codes ------------------------------------------------------ */

/* The result for the side to move given the opponent's result after it. */
static inline int
reverse_result(int code)
{
  switch (code) {
  case WIN: return LOSE;
  case KO_A: return KO_B;
  case KO_B: return KO_A;
  default: return WIN;
  }
}

/* ---- reading.c ---------------------------------------------------------- */

int do_attack(struct reading *r, int str, int *move);
int do_find_defense(struct reading *r, int str, int *move);
int read_budget_exhausted(struct reading *r);
/* At the end of an outermost question (none in progress): charges the
 * budget for the nodes it has not been charged for yet. */
void read_budget_settle(struct reading *r);

/* Plain hypothetical moves, counted; popgo restores the komaster too. */
int read_trymove(struct reading *r, int pos, int color, const char *msg,
                 int str);
int read_tryko(struct reading *r, int pos, int color, const char *msg);
void read_popgo(struct reading *r);

/* ---- read_ko.c ---------------------------------------------------------- */

/* trymove that follows the komaster scheme.  Sets *is_conditional_ko when
 * the move was an illegal ko capture played as if after a ko threat
 * (only tried when consider_conditional_ko is set). */
int komaster_trymove(struct reading *r, int pos, int color, const char *msg,
                     int str, int *is_conditional_ko,
                     int consider_conditional_ko);

/* ---- read_cache.c ------------------------------------------------------- */

int read_cache_init(struct reading *r);
void read_cache_free(struct reading *r);
void read_cache_clear(struct reading *r);
void read_cache_reset(struct reading *r);
/* 2: usable result in result and move; 1: entry too shallow, the move is a hint;
 * 0: not found. */
int read_cache_get(struct reading *r, enum read_routine routine, int str1,
                   int str2, int *result, int *move);
void read_cache_put(struct reading *r, enum read_routine routine, int str1,
                    int str2, int result, int move);

/* ---- read_util.c: board questions the board library does not answer ---- */

int diagonal_neighbors(int pos1, int pos2);
int direct_neighbors(int pos1, int pos2);
int have_common_lib(const struct board *b, int str1, int str2, int *lib);
int count_common_libs(const struct board *b, int str1, int str2);
/* Stones of str1 next to str2 (stops counting at maxstones). */
int count_adjacent_stones(const struct board *b, int str1, int str2,
                          int maxstones);
int send_two_return_one(const struct board *b, int move, int color);
int string_libs_count(const struct board *b, int str);
int string_size(const struct board *b, int str);

/* What a move at pos by color touches, for move ordering. */
struct move_features {
  int edges;            /* neighbours off the board */
  int same_string;      /* neighbours in the string read about */
  int own;              /* neighbours of the mover's colour */
  int opponent;
  int captured;         /* stones captured */
  int threatened;       /* opponent stones put in atari */
  int saved;            /* own stones in atari joined */
  int open;             /* empty neighbours */
};
void move_features(const struct board *b, int move, int color, int str,
                   struct move_features *f);

/* Superstring: str plus friendly strings joined to it through points the
 * opponent cannot safely play.  Liberties and opponent neighbours not
 * adjacent to str itself are listed (up to the caps). */
#define SUPERSTRING_MAX_LIBS 64
void superstring_liberties(struct reading *r, int str, int *num_libs,
                           int *libs, int liberty_cap);
void superstring_chainlinks(struct reading *r, int str, int *num_adj,
                            int *adj, int liberty_cap);

/* ---- read_moves.c: candidate generators --------------------------------- */

void add_move(struct read_moves *m, int pos, int score);
void remove_move(struct read_moves *m, int pos);
int in_moves(const struct read_moves *m, int pos);
void order_moves(struct reading *r, int str, struct read_moves *m, int color,
                 int killer);

int fast_defense(struct reading *r, int str, int liberties, int *libs,
                 int *move);
void break_chain_moves(struct reading *r, int str, struct read_moves *m);
void break_chain2_efficient_moves(struct reading *r, int str,
                                  struct read_moves *m);
void break_chain2_moves(struct reading *r, int str, struct read_moves *m,
                        int require_safe, int be_aggressive);
void break_chain2_defense_moves(struct reading *r, int str,
                                struct read_moves *m, int be_aggressive);
void break_chain3_moves(struct reading *r, int str, struct read_moves *m,
                        int be_aggressive);
void break_chain4_moves(struct reading *r, int str, struct read_moves *m,
                        int be_aggressive);
void superstring_break_chain_moves(struct reading *r, int str,
                                   int liberty_cap, struct read_moves *m);
/* The attacker's strings next to str that are in atari come first: the
 * moves that capture a neighbour of one of them or extend it on its
 * liberty, and the double ataris on str's neighbours with two liberties. */
void attacker_rescue_moves(struct reading *r, int str, struct read_moves *m);
/* The defender's first candidates for str with n liberties libs: moves is
 * emptied, then gets the liberties and the captures of the strings next
 * to str in atari or (cheaply) with two liberties. */
void first_defense_moves(struct reading *r, int str, int n, const int *libs,
                         struct read_moves *moves);
void double_atari_chain2_moves(struct reading *r, int str,
                               struct read_moves *m, int more_moves);
void superstring_moves(struct reading *r, int str, struct read_moves *m,
                       int liberty_cap, int for_attack);
void squeeze_moves(struct reading *r, int str, struct read_moves *m);
void propose_edge_moves(struct reading *r, int str, int *libs, int liberties,
                        struct read_moves *m, int to_move);
void edge_clamp_moves(struct reading *r, int str, struct read_moves *m);
void edge_block_moves(struct reading *r, int str, int lib,
                      struct read_moves *m);
void edge_closing_backfill_moves(struct reading *r, int str, int lib,
                                 struct read_moves *m);

/* read_rescue.c: defensive shapes. */
void special_rescue_moves(struct reading *r, int str, int lib,
                          struct read_moves *m);
void bamboo_rescue_moves(struct reading *r, int str, int num_libs, int *libs,
                         struct read_moves *m);
void special_rescue2_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void special_rescue3_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void special_rescue4_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void special_rescue5_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void special_rescue6_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void hane_rescue_moves(struct reading *r, int str, int *libs,
                       struct read_moves *m);
void set_up_snapback_moves(struct reading *r, int str, int lib,
                           struct read_moves *m);

/* read_attack_moves.c: offensive shapes. */
void find_cap_moves(struct reading *r, int str, struct read_moves *m);
void special_attack2_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void special_attack3_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void special_attack4_moves(struct reading *r, int str, int *libs,
                           struct read_moves *m);
void draw_back_moves(struct reading *r, int str, struct read_moves *m);

/* ---- Try a batch of candidates (read_try.c) ----------------------------- */

/* Each updates *savecode / *savemove and returns 1 when a clean WIN was
 * found (the move is in *savemove).  With no_deep_branching only one
 * move is tried beyond branch_depth; *stop is then set. */
int defend_try_moves(struct reading *r, int str, struct read_moves *m,
                     int *savecode, int *savemove, int no_deep_branching,
                     int *stop);
int attack_try_moves(struct reading *r, int str, struct read_moves *m,
                     int *savecode, int *savemove, int no_deep_branching,
                     int *stop);

/* ---- The readers by liberty count --------------------------------------- */

int attack1(struct reading *r, int str, int *move);
int defend1(struct reading *r, int str, int *move);
int attack2(struct reading *r, int str, int *move);
int defend2(struct reading *r, int str, int *move);
int attack3(struct reading *r, int str, int *move);
int defend3(struct reading *r, int str, int *move);
int attack4(struct reading *r, int str, int *move);
int defend4(struct reading *r, int str, int *move);

/* ladder.c: a strict ladder reader (attacker ataris, defender runs). */
int simple_ladder(struct reading *r, int str, int *move);

#endif
