/* Tactical reading: entry points, limits, counters and the dispatch by
 * liberty count.  The readers themselves live in read_one_lib.c,
 * read_two_libs.c, read_three_libs.c and read_four_libs.c; their move
 * generators in read_moves.c, read_rescue.c and read_attack_moves.c.
 *
 * A string with more than four liberties is never attacked; with four it
 * is left alone beyond fourlib_depth and with three beyond depth.  Ladders
 * (two liberties, attacker in atari each time) are read to the end.
 * A question answered against the attacker after a cheap reading that
 * met one of the attacker's depth limits is read once more with those
 * limits a little deeper, when reading_set_deepening is on (see
 * READ_DEEPEN_FRACTION). */
#include <config.h>

#include <stdlib.h>
#include "reading_impl.h"

/* Node budgets per top-level question, by level. */
static const long node_limits[11] = {
  2000, 4000, 8000, 15000, 25000, 40000, 60000, 90000, 140000, 200000, 300000
};

int
reading_result_gtp_code(int result)
{
  switch (result) {
  case WIN: return 1;
  case KO_A: return 2;
  case KO_B: return 3;
  default: return 0;
  }
}

struct reading *
reading_new(struct board *b)
{
  struct reading *r = calloc(1, sizeof *r);
  if (!r)
    return NULL;
  r->b = b;
  if (!read_cache_init(r)) {
    free(r);
    return NULL;
  }
  r->komaster = EMPTY;
  r->kom_pos = NO_MOVE;
  r->solid_stackp = -1;
  reading_set_level(r, 10);
  return r;
}

void
reading_free(struct reading *r)
{
  if (!r)
    return;
  read_cache_free(r);
  free(r);
}

struct board *
reading_board(const struct reading *r)
{
  return r->b;
}

void
reading_clear_cache(struct reading *r)
{
  read_cache_clear(r);
}

void
reading_reset_cache(struct reading *r)
{
  read_cache_reset(r);
}

static int
max_int(int a, int b)
{
  return a > b ? a : b;
}

void
reading_set_level(struct reading *r, int level)
{
  int d;

  if (level < 0)
    level = 0;
  if (level > 10)
    level = 10;
  r->level = level;

  /* Correction to the level-10 depths, as GNU Go makes it. */
  if (level >= 9)
    d = 0;
  else if (level == 8)
    d = -1;
  else
    d = level - 8;

  r->depth = max_int(6, READ_DEPTH + d);
  r->branch_depth = max_int(3, READ_BRANCH_DEPTH + d);
  r->backfill_depth = max_int(2, READ_BACKFILL_DEPTH + d);
  r->backfill2_depth = max_int(1, READ_BACKFILL2_DEPTH + d);
  r->break_chain_depth = max_int(2, READ_BREAK_CHAIN_DEPTH + d);
  r->ko_depth = level >= 9 ? READ_KO_DEPTH
                : level >= 7 ? READ_KO_DEPTH - 1
                : max_int(1, READ_KO_DEPTH + level - 8);
  r->fourlib_depth = level >= 7 ? READ_FOURLIB_DEPTH
                     : max_int(1, READ_FOURLIB_DEPTH + level - 7);
  r->superstring_depth = level >= 8 ? READ_SUPERSTRING_DEPTH : 0;
  r->attack_wall_depth = r->backfill2_depth;
  r->fourlib_attack_depth = r->fourlib_depth;
  r->connect_depth = max_int(2, READ_CONNECT_DEPTH + 2 * d);
  r->connect_depth2 = max_int(2, READ_CONNECT_DEPTH2 + 2 * d);
  r->connect_node_limit = READ_CONNECT_NODES;
  for (; d < 0; d++)
    r->connect_node_limit = r->connect_node_limit * 2 / 3;
  r->node_limit = node_limits[level];
  r->depth_offset = 0;
  read_cache_clear(r);
}

static void
modify_depths(struct reading *r, int n)
{
  r->depth += n;
  r->branch_depth += n;
  r->backfill_depth += n;
  r->backfill2_depth += n;
  r->break_chain_depth += n;
  r->superstring_depth += n;
  r->fourlib_depth += n;
  r->attack_wall_depth += n;
  r->fourlib_attack_depth += n;
  r->ko_depth += n;
  r->depth_offset += n;
}

void
reading_set_deepening(struct reading *r, int on)
{
  r->deepening = on != 0;
}

void
reading_increase_depths(struct reading *r)
{
  modify_depths(r, 1);
}

void
reading_decrease_depths(struct reading *r)
{
  modify_depths(r, -1);
}

long
reading_node_counter(const struct reading *r)
{
  return r->nodes;
}

void
reading_reset_node_counter(struct reading *r)
{
  r->nodes = 0;
}

long
reading_trymove_counter(const struct reading *r)
{
  return r->trymoves;
}

void
reading_reset_trymove_counter(struct reading *r)
{
  r->trymoves = 0;
}

/* ---- Moves ---------------------------------------------------------------- */

int
read_trymove(struct reading *r, int pos, int color, const char *msg, int str)
{
  struct board *b = r->b;
  int sp = b->stackp;
  if (sp > MAX_STACK)
    return 0;
  if (!trymove(b, pos, color, msg, str))
    return 0;
  r->saved_komaster[sp] = r->komaster;
  r->saved_kom_pos[sp] = r->kom_pos;
  r->trymoves++;
  return 1;
}

int
read_tryko(struct reading *r, int pos, int color, const char *msg)
{
  struct board *b = r->b;
  int sp = b->stackp;
  if (sp > MAX_STACK)
    return 0;
  if (!tryko(b, pos, color, msg))
    return 0;
  r->saved_komaster[sp] = r->komaster;
  r->saved_kom_pos[sp] = r->kom_pos;
  r->trymoves++;
  return 1;
}

void
read_popgo(struct reading *r)
{
  popgo(r->b);
  r->komaster = r->saved_komaster[r->b->stackp];
  r->kom_pos = r->saved_kom_pos[r->b->stackp];
}

/* ---- Budget ---------------------------------------------------------------- */

void
reading_set_budget(struct reading *r, struct budget *budget)
{
  r->budget = budget;
  r->budget_mark = r->nodes;
}

struct budget *
reading_budget(const struct reading *r)
{
  return r->budget;
}

int
read_budget_exhausted(struct reading *r)
{
  if (r->over_budget)
    return 1;
  if (r->budget != NULL) {
    long fresh = r->nodes - r->budget_mark;
    r->budget_mark = r->nodes;
    if (!budget_charge(r->budget, fresh > 0 ? fresh : 0)) {
      r->over_budget = 1;
      return 1;
    }
  }
  if (r->nodes - r->nodes_at_call > r->node_limit) {
    r->over_budget = 1;
    return 1;
  }
  return 0;
}

/* The nodes are charged when the next one is read, so the last ones of a
 * question would be charged to whatever budget the reader meets next:
 * another command's, whose answer would then depend on how this one
 * ended (a reset engine, or clear_board, answered unlike a new one). */
void
read_budget_settle(struct reading *r)
{
  if (r->questions > 0)
    return;
  if (r->budget != NULL && r->nodes > r->budget_mark)
    budget_charge(r->budget, r->nodes - r->budget_mark);
  r->budget_mark = r->nodes;
}

/* ---- Dispatch ------------------------------------------------------------- */

int
do_attack(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int stackp = b->stackp;
  int xpos = NO_MOVE;
  int liberties;
  int result = 0;
  int cached;
  int saved_horizon;

  if (!IS_STONE(b->board[str]))
    return 0;
  str = find_origin(b, str);
  liberties = countlib(b, str);

  if (liberties == 4 && stackp > r->fourlib_attack_depth) {
    if (stackp <= r->fourlib_attack_depth + READ_DEEPEN_FOURLIB)
      r->horizon = 1;
    return 0;
  }
  if (liberties > 4 || (liberties == 3 && stackp > r->depth))
    return 0;
  if (read_budget_exhausted(r))
    return 0;

  /* A move that worked in a sibling variation is tried early, but only
   * against well-off strings where the position changes slowly. */
  if (liberties > 3 && move)
    xpos = *move;

  /* The horizon flag of this subtree goes into its cache entry. */
  saved_horizon = r->horizon;
  r->horizon = 0;
  if (stackp <= r->depth) {
    cached = read_cache_get(r, ROUTINE_ATTACK, str, 0, &result, &xpos);
    if (cached == 2) {
      r->horizon |= saved_horizon;
      if (move)
        *move = xpos;
      return result;
    }
  }

  switch (liberties) {
  case 1:
    result = attack1(r, str, &xpos);
    break;
  case 2:
    if (stackp > r->depth + 10)
      result = simple_ladder(r, str, &xpos);
    else
      result = attack2(r, str, &xpos);
    break;
  case 3:
    result = attack3(r, str, &xpos);
    break;
  default:
    result = attack4(r, str, &xpos);
    break;
  }

  if (!result)
    xpos = NO_MOVE;
  if (stackp <= r->depth)
    read_cache_put(r, ROUTINE_ATTACK, str, 0, result, xpos);
  r->horizon |= saved_horizon;
  if (move && result)
    *move = xpos;
  return result;
}

int
do_find_defense(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  int stackp = b->stackp;
  int xpos = NO_MOVE;
  int liberties;
  int result = 0;
  int cached;
  int saved_horizon;

  if (!IS_STONE(b->board[str]))
    return 0;
  str = find_origin(b, str);
  liberties = countlib(b, str);

  if (liberties > 4
      || (liberties == 4 && stackp > r->fourlib_depth)
      || (liberties == 3 && stackp > r->depth)) {
    if (move)
      *move = NO_MOVE;
    return WIN;
  }
  if (read_budget_exhausted(r)) {
    if (move)
      *move = NO_MOVE;
    return WIN;
  }

  if (liberties > 2 && move)
    xpos = *move;

  saved_horizon = r->horizon;
  r->horizon = 0;
  if (stackp <= r->depth) {
    cached = read_cache_get(r, ROUTINE_DEFEND, str, 0, &result, &xpos);
    if (cached == 2) {
      r->horizon |= saved_horizon;
      if (move)
        *move = xpos;
      return result;
    }
  }

  switch (liberties) {
  case 1:
    result = defend1(r, str, &xpos);
    break;
  case 2:
    result = defend2(r, str, &xpos);
    break;
  case 3:
    result = defend3(r, str, &xpos);
    break;
  default:
    result = defend4(r, str, &xpos);
    break;
  }

  if (!result)
    xpos = NO_MOVE;
  if (stackp <= r->depth)
    read_cache_put(r, ROUTINE_DEFEND, str, 0, result, xpos);
  r->horizon |= saved_horizon;
  if (move && result)
    *move = xpos;
  return result;
}

/* ---- Public questions ------------------------------------------------------ */

/* Questions asked from outside reading start with a fresh node budget;
 * the ones nested inside another reading function share it. */
struct question {
  long saved_nodes_at_call;
  int saved_over_budget;
};

static void
question_begin(struct reading *r, struct question *q)
{
  q->saved_nodes_at_call = r->nodes_at_call;
  q->saved_over_budget = r->over_budget;
  r->nodes_at_call = r->nodes;
  r->over_budget = 0;
}

static void
question_end(struct reading *r, const struct question *q)
{
  r->nodes_at_call = q->saved_nodes_at_call;
  r->over_budget = q->saved_over_budget;
  read_budget_settle(r);
}

/* Whether an outermost question answered in the attacker's disfavour
 * was cheap enough to be read again deeper, and met a limit that
 * deepening moves (otherwise the second reading would be the same). */
static int
worth_deepening(const struct reading *r)
{
  return r->deepening && r->questions == 1 && !r->deepened && !r->over_budget
         && r->horizon
         && r->nodes - r->nodes_at_call < r->node_limit / READ_DEEPEN_FRACTION;
}

/* Extends the attacker's late passes and four-liberty attacks; results
 * read this way are cached apart (the key includes deepened). */
static void
deepen(struct reading *r, int on)
{
  int sign = on ? 1 : -1;
  r->deepened = on;
  r->attack_wall_depth += sign * READ_DEEPEN_WALL;
  r->fourlib_attack_depth += sign * READ_DEEPEN_FOURLIB;
}

int
attack(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  struct question q;
  int the_move = NO_MOVE;
  int result;
  int liberties;
  int saved_horizon;

  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  liberties = countlib(b, str);
  if (liberties > 4
      || (liberties == 4 && b->stackp > r->fourlib_depth)
      || (liberties == 3 && b->stackp > r->depth))
    return 0;

  question_begin(r, &q);
  r->questions++;
  saved_horizon = r->horizon;
  r->horizon = 0;
  result = do_attack(r, str, &the_move);
  if (result != WIN && worth_deepening(r)) {
    deepen(r, 1);
    r->nodes_at_call = r->nodes;
    result = do_attack(r, str, &the_move);
    deepen(r, 0);
  }
  r->horizon |= saved_horizon;
  r->questions--;
  question_end(r, &q);
  if (move)
    *move = result ? the_move : NO_MOVE;
  return result;
}

int
find_defense(struct reading *r, int str, int *move)
{
  struct board *b = r->b;
  struct question q;
  int the_move = NO_MOVE;
  int result;
  int liberties;
  int saved_horizon;

  if (!ON_BOARD1(b, str) || !IS_STONE(b->board[str]))
    return 0;
  liberties = countlib(b, str);
  if (liberties > 4 || (liberties == 4 && b->stackp > r->fourlib_depth)) {
    if (move)
      *move = NO_MOVE;
    return WIN;
  }

  question_begin(r, &q);
  r->questions++;
  saved_horizon = r->horizon;
  r->horizon = 0;
  {
    int saved_solid = r->solid_stackp;
    r->solid_stackp = b->stackp;
    result = do_find_defense(r, str, &the_move);
    if (result == WIN && worth_deepening(r)) {
      deepen(r, 1);
      r->nodes_at_call = r->nodes;
      result = do_find_defense(r, str, &the_move);
      deepen(r, 0);
    }
    r->solid_stackp = saved_solid;
  }
  r->horizon |= saved_horizon;
  r->questions--;
  question_end(r, &q);
  if (move)
    *move = result ? the_move : NO_MOVE;
  return result;
}

int
attack_and_defend(struct reading *r, int str, int *attack_code,
                  int *attack_point, int *defend_code, int *defense_point)
{
  int acode = 0;
  int apos = NO_MOVE;
  int dcode = 0;
  int dpos = NO_MOVE;

  acode = attack(r, str, &apos);
  if (acode != 0)
    dcode = find_defense(r, str, &dpos);

  if (attack_code)
    *attack_code = acode;
  if (attack_point)
    *attack_point = apos;
  if (defend_code)
    *defend_code = dcode;
  if (defense_point)
    *defense_point = dpos;
  return acode != 0 && dcode != 0;
}

static int
min_int(int a, int b)
{
  return a < b ? a : b;
}

/* Can at least one of two strings of one colour be captured?  Tries the
 * direct attacks first, then ataris on the weaker string's liberties and
 * on the other's, answered by defend_both. */
int
attack_either(struct reading *r, int astr, int bstr)
{
  struct board *b = r->b;
  int color, other;
  int asuccess, bsuccess;
  int alibs[2] = { NO_MOVE, NO_MOVE };
  int blibs[2];
  int alib;
  int defended0 = WIN;
  int defended1 = WIN;

  if (!IS_STONE(b->board[astr]) || b->board[astr] != b->board[bstr])
    return 0;
  color = b->board[astr];
  other = OTHER_COLOR(color);
  if (same_string(b, astr, bstr))
    return attack(r, astr, NULL);

  if (countlib(b, astr) > countlib(b, bstr)) {
    int t = astr;
    astr = bstr;
    bstr = t;
  }

  asuccess = attack(r, astr, NULL);
  if (asuccess == WIN)
    return WIN;
  bsuccess = attack(r, bstr, NULL);
  if (asuccess || bsuccess)
    return asuccess > bsuccess ? asuccess : bsuccess;

  alib = findlib(b, astr, 2, alibs);
  if (alib == 2) {
    if (read_trymove(r, alibs[0], other, "attack_either-A", astr)) {
      defended0 = defend_both(r, astr, bstr);
      read_popgo(r);
    }
    if (defended0
        && read_trymove(r, alibs[1], other, "attack_either-B", astr)) {
      defended1 = defend_both(r, astr, bstr);
      read_popgo(r);
    }
  }

  if (defended0 && defended1 && findlib(b, bstr, 2, blibs) == 2) {
    defended0 = min_int(defended0, defended1);
    defended1 = defended0;
    if (alib < 2)
      alibs[1] = NO_MOVE;
    if (blibs[0] != alibs[0] && blibs[0] != alibs[1]
        && read_trymove(r, blibs[0], other, "attack_either-C", bstr)) {
      defended0 = min_int(defended0, defend_both(r, astr, bstr));
      read_popgo(r);
    }
    if (defended0 && blibs[1] != alibs[0] && blibs[1] != alibs[1]
        && read_trymove(r, blibs[1], other, "attack_either-D", bstr)) {
      defended1 = min_int(defended1, defend_both(r, astr, bstr));
      read_popgo(r);
    }
  }
  return reverse_result(min_int(defended0, defended1));
}

/* Can both strings of one colour be kept safe (the opponent to move)? */
int
defend_both(struct reading *r, int astr, int bstr)
{
  struct board *b = r->b;
  int color;
  int a_threatened = 0;
  int b_threatened = 0;
  int a_savepos = NO_MOVE;
  int b_savepos = NO_MOVE;
  int acode = 0;
  int dcode = 0;
  int adjs1[MAX_NEIGHBORS];
  int adjs2[MAX_NEIGHBORS];
  int n1, n2;
  int i, j;

  /* A captured string cannot be defended. */
  if (!IS_STONE(b->board[astr]) || !IS_STONE(b->board[bstr]))
    return 0;
  if (b->board[astr] != b->board[bstr])
    return 0;
  color = b->board[astr];
  if (same_string(b, astr, bstr))
    return find_defense(r, astr, NULL);

  if (countlib(b, astr) > countlib(b, bstr)) {
    int t = astr;
    astr = bstr;
    bstr = t;
  }

  attack_and_defend(r, astr, &acode, NULL, &dcode, &a_savepos);
  if (acode != 0) {
    a_threatened = 1;
    if (dcode != WIN)
      return 0;
  }
  attack_and_defend(r, bstr, &acode, NULL, &dcode, &b_savepos);
  if (acode != 0) {
    b_threatened = 1;
    if (dcode != WIN)
      return 0;
  }
  if (!a_threatened || !b_threatened)
    return WIN;
  if (a_savepos == b_savepos)
    return WIN;

  if (a_savepos != NO_MOVE
      && read_trymove(r, a_savepos, color, "defend_both-A", astr)) {
    if (IS_STONE(b->board[bstr]) && !attack(r, bstr, NULL)) {
      read_popgo(r);
      return WIN;
    }
    read_popgo(r);
  }
  if (b_savepos != NO_MOVE
      && read_trymove(r, b_savepos, color, "defend_both-B", bstr)) {
    if (IS_STONE(b->board[astr]) && !attack(r, astr, NULL)) {
      read_popgo(r);
      return WIN;
    }
    read_popgo(r);
  }

  /* Capturing a common neighbour may save both. */
  n1 = chainlinks(b, astr, adjs1);
  n2 = chainlinks(b, bstr, adjs2);
  for (i = 0; i < n1; i++) {
    int epos = adjs1[i];
    int fpos;
    if (countlib(b, epos) > 4 || epos == a_savepos || epos == b_savepos)
      continue;
    for (j = 0; j < n2; j++)
      if (adjs2[j] == epos)
        break;
    if (j == n2)
      continue;
    if (attack(r, epos, &fpos) && fpos != NO_MOVE
        && read_trymove(r, fpos, color, "defend_both-C", astr)) {
      if (IS_STONE(b->board[astr]) && IS_STONE(b->board[bstr])
          && !attack(r, astr, NULL) && !attack(r, bstr, NULL)) {
        read_popgo(r);
        return WIN;
      }
      read_popgo(r);
    }
  }
  return 0;
}

/* Does the opponent's move at move capture str, where str could be
 * saved if it were its turn?  Returns the attack code. */
int
does_attack(struct reading *r, int move, int str)
{
  struct board *b = r->b;
  int color, other;
  int result = 0;
  int acode = 0;
  int dcode = 0;
  int spos = NO_MOVE;

  if (!IS_STONE(b->board[str]) || b->board[move] != EMPTY)
    return 0;
  color = b->board[str];
  other = OTHER_COLOR(color);

  attack_and_defend(r, str, &acode, NULL, &dcode, &spos);
  if (acode != 0 && dcode == 0)
    return 0;

  if (read_trymove(r, move, other, "does_attack-A", str)) {
    if (!IS_STONE(b->board[str]))
      result = WIN;
    else
      result = reverse_result(find_defense(r, str, NULL));
    if (result != 0) {
      /* The move must still work after the defence that was found before:
       * a move that only fills a liberty the defence would not need does
       * not attack. */
      reading_increase_depths(r);
      if (spos != NO_MOVE
          && read_trymove(r, spos, color, "does_attack-B", str)) {
        if (IS_STONE(b->board[str])) {
          int new_result = attack(r, str, NULL);
          if (new_result < result)
            result = new_result;
        }
        read_popgo(r);
      }
      reading_decrease_depths(r);
    }
    read_popgo(r);
  }
  if (result < acode)
    result = 0;
  return result;
}

/* Does str's own move at move save it, where it could be captured
 * otherwise?  Returns WIN or 0. */
int
does_defend(struct reading *r, int move, int str)
{
  struct board *b = r->b;
  int color, other;
  int result = 0;
  int spos = NO_MOVE;

  if (!IS_STONE(b->board[str]) || b->board[move] != EMPTY)
    return 0;
  color = b->board[str];
  other = OTHER_COLOR(color);

  if (!attack(r, str, &spos) || spos == NO_MOVE)
    return 0;

  if (read_trymove(r, move, color, "does_defend-A", str)) {
    if (!attack(r, str, NULL)) {
      result = WIN;
      reading_increase_depths(r);
      if (read_trymove(r, spos, other, "does_defend-B", str)) {
        if (!IS_STONE(b->board[str]) || !find_defense(r, str, NULL))
          result = 0;
        read_popgo(r);
      }
      reading_decrease_depths(r);
    }
    read_popgo(r);
  }
  return result;
}
