/* Candidate move lists and their ordering, the quick defence test, and
 * the generators shared by attack and defence: capturing or threatening
 * the strings around the target ("breaking the chain"), superstring
 * liberties and squeezes. */
#include <config.h>

#include "reading_impl.h"

void
add_move(struct read_moves *m, int pos, int score)
{
  int k;
  if (pos == NO_MOVE)
    return;
  for (k = 0; k < m->num; k++)
    if (m->pos[k] == pos) {
      m->score[k] += score;
      return;
    }
  if (m->num < READ_MAX_MOVES) {
    m->pos[m->num] = pos;
    m->score[m->num] = score;
    m->num++;
  }
}

void
remove_move(struct read_moves *m, int pos)
{
  int k;
  for (k = m->num_tried; k < m->num; k++)
    if (m->pos[k] == pos) {
      m->pos[k] = m->pos[m->num - 1];
      m->score[k] = m->score[m->num - 1];
      m->num--;
      return;
    }
}

int
in_moves(const struct read_moves *m, int pos)
{
  int k;
  for (k = 0; k < m->num; k++)
    if (m->pos[k] == pos)
      return 1;
  return 0;
}

/* ---- Move ordering --------------------------------------------------------
 *
 * Defence prefers moves giving the string many liberties, captures and
 * saves; attack prefers moves leaving the string few liberties while the
 * attacker keeps its own, and captures.  Tables indexed by counts. */

static const int defend_lib_score[6] = { -5, -4, 0, 3, 5, 50 };
static const int defend_not_adjacent_lib_score[5] = { 0, 0, 2, 3, 5 };
static const int defend_capture_score[6] = { 0, 6, 9, 13, 18, 24 };
static const int defend_atari_score[6] = { 0, 2, 4, 6, 7, 8 };
static const int defend_save_score[6] = { 0, 3, 6, 8, 10, 12 };
static const int defend_open_score[5] = { 0, 1, 2, 3, 4 };
static const int attack_own_lib_score[5] = { 10, -4, 2, 3, 4 };
static const int attack_string_lib_score[6] = { -5, 2, 3, 7, 10, 19 };
static const int attack_capture_score[6] = { -4, 4, 10, 15, 20, 25 };
static const int attack_save_score[6] = { 0, 10, 13, 18, 21, 24 };
static const int attack_open_score[5] = { 0, 0, 2, 4, 4 };
#define DEFEND_NOT_EDGE_SCORE 5
#define ATTACK_NOT_EDGE_SCORE 1
#define ATTACK_KO_SCORE (-15)
#define CANNOT_DEFEND_PENALTY (-20)
#define SAFE_ATARI_SCORE 8
#define KILLER_SCORE 50

static int
capped(int n, int cap)
{
  return n > cap ? cap : n;
}

/* approxlib(b, move, color, maxlib, NULL), f being move_features for
 * color at move: with no stone of color beside the move its liberties are
 * its empty neighbours (approxlib counts no captures), so the board is
 * looked at only when a friendly string joins. */
static int
move_libs(const struct board *b, int move, int color, int maxlib,
          const struct move_features *f)
{
  if (f->own == 0)
    return capped(f->open, maxlib);
  return approxlib(b, move, color, maxlib, NULL);
}

static int
defense_score(struct reading *r, int move, int color,
              const struct move_features *f)
{
  int libs = move_libs(r->b, move, color, 10, f);
  int score = 0;

  if (f->same_string > 0) {
    if (libs > 5 || (libs == 4 && r->b->stackp > r->fourlib_depth))
      score += defend_lib_score[5] + (libs - 4);
    else
      score += defend_lib_score[libs];
  }
  else
    score += defend_not_adjacent_lib_score[capped(libs, 4)];

  score += defend_open_score[capped(f->open, 4)];
  if (f->edges == 0 || f->captured > 0)
    score += DEFEND_NOT_EDGE_SCORE;

  if (f->captured <= 5)
    score += defend_capture_score[f->captured];
  else
    score += defend_capture_score[5] + f->captured;

  if (libs + f->captured > 1) {
    if (f->threatened <= 5)
      score += defend_atari_score[f->threatened];
    else
      score += defend_atari_score[5] + f->threatened;
  }
  score += defend_save_score[capped(f->saved, 5)];
  return score;
}

static int
attack_score(struct reading *r, int move, int color, int str,
             int string_libs, const struct move_features *f)
{
  const struct board *b = r->b;
  int string_color = b->board[str];
  int libs = move_libs(b, move, color, 4, f);
  int score = attack_own_lib_score[libs];

  if (libs == 0 && f->captured == 1)
    score += ATTACK_KO_SCORE;

  if ((libs + f->captured > 1 || (string_libs <= 2 && f->own == 0))
      && f->same_string > 0) {
    int liberties = approxlib(b, move, string_color, 5, NULL);
    int safe_atari;
    if (liberties > 5 || (liberties == 4 && b->stackp > r->fourlib_depth))
      liberties = 5;
    score += attack_string_lib_score[liberties];

    safe_atari = string_libs <= 2 && libs + f->captured > 1;
    /* If the defender cannot play here without atari, neither should we. */
    if (liberties == 1 && f->saved == 0 && !safe_atari)
      score += CANNOT_DEFEND_PENALTY;
    if (safe_atari)
      score += SAFE_ATARI_SCORE;
  }

  score += attack_open_score[capped(f->open, 4)];
  if (f->edges == 0)
    score += ATTACK_NOT_EDGE_SCORE;
  score += attack_capture_score[capped(f->captured, 5)];
  score += attack_save_score[capped(f->saved, 5)];
  return score;
}

void
order_moves(struct reading *r, int str, struct read_moves *m, int color,
            int killer)
{
  const struct board *b = r->b;
  int string_libs = countlib(b, str);
  int i, j;

  if (m->num - m->num_tried < 2)
    return;

  for (i = m->num_tried; i < m->num; i++) {
    struct move_features f;
    int move = m->pos[i];
    if (b->board[move] != EMPTY) {
      m->score[i] -= 1000;
      continue;
    }
    move_features(b, move, color, str, &f);
    if (color == b->board[str])
      m->score[i] += defense_score(r, move, color, &f);
    else
      m->score[i] += attack_score(r, move, color, str, string_libs, &f);
    if (move == killer)
      m->score[i] += KILLER_SCORE;
  }

  /* Selection sort with swaps: lists are short. */
  for (i = m->num_tried; i < m->num - 1; i++) {
    int best = i;
    for (j = i + 1; j < m->num; j++)
      if (m->score[j] > m->score[best])
        best = j;
    if (best != i) {
      int p = m->pos[best];
      int s = m->score[best];
      m->pos[best] = m->pos[i];
      m->score[best] = m->score[i];
      m->pos[i] = p;
      m->score[i] = s;
    }
  }
}

/* ---- Quick defence ----------------------------------------------------------
 *
 * Don't read if there is an obvious way to plenty of liberties: extending
 * to goal liberties, or capturing an adjacent string in atari when the
 * friendly strings around it then have enough liberties between them. */

static int
allows_under_the_stones(struct reading *r, int move, int color)
{
  struct board *b = r->b;
  int result = 0;
  int libs[2];

  if (accuratelib(b, move, color, 3, NULL) != 2)
    return 0;
  if (read_trymove(r, move, color, "under_the_stones", NO_MOVE)) {
    findlib(b, move, 2, libs);
    if ((!is_self_atari(b, libs[0], color)
         && accuratelib(b, libs[1], OTHER_COLOR(color), 3, NULL) <= 2)
        || (!is_self_atari(b, libs[1], color)
            && accuratelib(b, libs[0], OTHER_COLOR(color), 3, NULL) <= 2))
      result = 1;
    read_popgo(r);
  }
  return result;
}

int
fast_defense(struct reading *r, int str, int liberties, int *libs, int *move)
{
  struct board *b = r->b;
  int color = b->board[str];
  int goal = b->stackp < r->fourlib_attack_depth ? 5 : 4;
  int adjs[MAX_NEIGHBORS];
  int adj;
  int j, k, l;

  /* Read deeper, the attacker would still try four-liberty strings. */
  if (goal == 4 && b->stackp < r->fourlib_attack_depth + READ_DEEPEN_FOURLIB)
    r->horizon = 1;
  for (k = 0; k < liberties; k++)
    if (accuratelib(b, libs[k], color, goal, NULL) >= goal) {
      *move = libs[k];
      return 1;
    }

  adj = chainlinks2(b, str, adjs, 1);
  for (j = 0; j < adj; j++) {
    int lib;
    int missing = goal - liberties;
    int total = 0;
    int adjacent;
    int adjs2[MAX_NEIGHBORS];
    int adj2;

    findlib(b, adjs[j], 1, &lib);
    /* Ko is for the real reading; so is capturing on our own last
     * liberty, which invites snapbacks. */
    if ((liberties == 1 && lib == libs[0] && countstones(b, adjs[j]) <= 2)
        || is_ko(b, lib, color, NULL))
      continue;

    adjacent = count_adjacent_stones(b, adjs[j], str, missing);
    if (!liberty_of_string(b, lib, str) && adjacent >= missing) {
      *move = lib;
      return 1;
    }

    /* Liberties of all friendly strings around the lunch, counting the
     * lunch's stones as liberties, less what the opponent can still
     * take away. */
    r->mark++;
    if (r->mark == 0) {
      for (l = 0; l < BOARD_ARRAY_SIZE; l++)
        r->marks[l] = 0;
      r->mark = 1;
    }
    adj2 = chainlinks(b, adjs[j], adjs2);
    for (k = 0; k < adj2; k++) {
      int alibs[MAX_LIBERTIES];
      int alib = findlib(b, adjs2[k], MAX_LIBERTIES, alibs);
      if (alib > MAX_LIBERTIES)
        alib = MAX_LIBERTIES;
      for (l = 0; l < alib; l++)
        if (r->marks[alibs[l]] != r->mark) {
          r->marks[alibs[l]] = r->mark;
          total++;
        }
    }
    total += countstones(b, adjs[j]) - 2;
    if (r->marks[lib] == r->mark)
      total--;
    if (adjacent == 1)
      total--;

    if (total >= goal) {
      if (liberties == 1 && lib == libs[0]
          && allows_under_the_stones(r, lib, color))
        continue;
      *move = lib;
      return 1;
    }
  }
  return 0;
}

/* ---- Breaking the chain ---------------------------------------------------- */

/* Capture neighbours in atari. */
void
break_chain_moves(struct reading *r, int str, struct read_moves *m)
{
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(r->b, str, adjs, 1);
  int k;
  for (k = 0; k < adj; k++) {
    int lib;
    findlib(r->b, adjs[k], 1, &lib);
    add_move(m, lib, 1);
  }
}

/* Our strings in atari around the opponent string str: extend them (if
 * the new stone gets min_libs liberties, one less next to str) or capture
 * their own neighbours in atari.  Returns how many there were. */
static int
defend_secondary_chain1_moves(struct reading *r, int str,
                              struct read_moves *m, int min_libs)
{
  struct board *b = r->b;
  int color = OTHER_COLOR(b->board[str]);
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(b, str, adjs, 1);
  int k, s;

  for (k = 0; k < adj; k++) {
    int xpos;
    int adjs2[MAX_NEIGHBORS];
    int adj2;
    findlib(b, adjs[k], 1, &xpos);
    if (approxlib(b, xpos, color, min_libs, NULL)
        + neighbor_of_string(b, xpos, str) >= min_libs)
      add_move(m, xpos, 0);
    adj2 = chainlinks2(b, adjs[k], adjs2, 1);
    for (s = 0; s < adj2; s++) {
      findlib(b, adjs2[s], 1, &xpos);
      if (!is_self_atari(b, xpos, color))
        add_move(m, xpos, 0);
    }
  }
  return adj;
}

/* The same for our two-liberty strings sharing a liberty with str. */
static void
defend_secondary_chain2_moves(struct reading *r, int str,
                              struct read_moves *m, int min_libs)
{
  struct board *b = r->b;
  int color = OTHER_COLOR(b->board[str]);
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(b, str, adjs, 2);
  int k, s, t;

  for (k = 0; k < adj; k++) {
    int libs[2];
    int adjs2[MAX_NEIGHBORS];
    int adj2;
    if (!have_common_lib(b, str, adjs[k], NULL))
      continue;
    findlib(b, adjs[k], 2, libs);
    for (t = 0; t < 2; t++)
      if (approxlib(b, libs[t], color, min_libs, NULL)
          + neighbor_of_string(b, libs[t], str) >= min_libs)
        add_move(m, libs[t], 0);

    adj2 = chainlinks2(b, adjs[k], adjs2, 1);
    for (s = 0; s < adj2; s++) {
      int xpos;
      findlib(b, adjs2[s], 1, &xpos);
      if (!is_self_atari(b, xpos, color))
        add_move(m, xpos, 0);
    }

    adj2 = chainlinks2(b, adjs[k], adjs2, 2);
    for (s = 0; s < adj2; s++) {
      int libs2[2];
      findlib(b, adjs2[s], 2, libs2);
      for (t = 0; t < 2; t++)
        if (approxlib(b, libs2[1 - t], OTHER_COLOR(color), 3, NULL) < 3
            && !is_self_atari(b, libs2[t], color))
          add_move(m, libs2[t], 0);
    }
  }
}

/* Moves that capture a two-liberty neighbour adj of str outright: it
 * cannot escape the atari. */
static void
break_chain2_efficient_for(struct reading *r, int str, int adj,
                           struct read_moves *m)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int adjs2[MAX_NEIGHBORS];
  int adj2 = chainlinks2(b, adj, adjs2, 1);
  int libs[2];
  int pos1, pos2;
  int k;

  if (adj2 == 1 && countlib(b, str) > 2) {
    int apos;
    break_chain_moves(r, adjs2[0], m);
    findlib(b, adjs2[0], 1, &apos);
    if (!is_self_atari(b, apos, color))
      add_move(m, apos, 0);
    return;
  }
  if (adj2 > 1)
    return;

  findlib(b, adj, 2, libs);
  for (k = 0; k < 2; k++)
    if (approxlib(b, libs[k], other, 3, NULL) <= 2
        && !is_self_atari(b, libs[1 - k], color))
      add_move(m, libs[1 - k], 0);

  /* The second-line stone with diagonal liberties, one on the edge:
   *
   *   ..XXX.
   *   X.XOO.
   *   XOOX*.
   *   ------     * captures X (play the liberty off the edge). */
  if (!diagonal_neighbors(libs[0], libs[1]))
    return;
  pos1 = NORTH(libs[0] > libs[1] ? libs[0] : libs[1]);
  pos2 = SOUTH(libs[0] < libs[1] ? libs[0] : libs[1]);
  if ((b->board[pos1] != other || !is_edge_vertex(b, pos2)
       || !same_string(b, pos1, adj))
      && (b->board[pos2] != other || !is_edge_vertex(b, pos1)
          || !same_string(b, pos2, adj)))
    return;
  if (is_edge_vertex(b, libs[0]) && !is_self_atari(b, libs[1], color))
    add_move(m, libs[1], 1);
  if (is_edge_vertex(b, libs[1]) && !is_self_atari(b, libs[0], color))
    add_move(m, libs[0], 1);
}

void
break_chain2_efficient_moves(struct reading *r, int str, struct read_moves *m)
{
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(r->b, str, adjs, 2);
  int k;
  for (k = 0; k < adj; k++)
    break_chain2_efficient_for(r, str, adjs[k], m);
}

/* Atari two-liberty neighbours, defend our strings around them, or
 * backfill when both their liberties are self-ataris for us. */
void
break_chain2_moves(struct reading *r, int str, struct read_moves *m,
                   int require_safe, int be_aggressive)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int stackp = b->stackp;
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(b, str, adjs, 2);
  int k, j;

  for (j = 0; j < adj; j++) {
    int apos = adjs[j];
    int libs[2];
    int unsafe[2];
    int dummy[MAX_NEIGHBORS];

    findlib(b, apos, 2, libs);
    if (stackp > r->backfill_depth && chainlinks2(b, apos, dummy, 1) > 0)
      continue;

    for (k = 0; k < 2; k++) {
      unsafe[k] = is_self_atari(b, libs[k], color);
      if (!unsafe[k] || is_ko(b, libs[k], color, NULL)
          || (!require_safe && approxlib(b, libs[k], other, 5, NULL) < 5))
        add_move(m, libs[k], 0);
    }

    if (stackp <= r->break_chain_depth
        || (be_aggressive && stackp <= r->backfill_depth)) {
      if (approxlib(b, libs[0], other, 4, NULL) < 4
          && approxlib(b, libs[1], other, 4, NULL) < 4) {
        if (!defend_secondary_chain1_moves(r, apos, m, 2))
          defend_secondary_chain2_moves(r, apos, m, 2);
      }
    }

    if (unsafe[0] && unsafe[1]
        && (stackp <= r->backfill2_depth || have_common_lib(b, str, apos,
                                                            NULL))) {
      int lib;
      for (k = 0; k < 2; k++) {
        int libs2[3];
        if (approxlib(b, libs[k], other, 3, libs2) == 2) {
          if (!is_self_atari(b, libs2[0], color))
            add_move(m, libs2[0], 0);
          if (!is_self_atari(b, libs2[1], color))
            add_move(m, libs2[1], 0);
        }
      }
      /* A well-restrained string that we cannot atari yet:
       *
       *   |.OOOXXX
       *   |OXXXOOO
       *   |.X.O...     backfill first. */
      if (approxlib(b, libs[0], other, 3, NULL) <= 2
          && approxlib(b, libs[1], other, 3, NULL) <= 2) {
        if (approxlib(b, libs[0], color, 1, &lib) == 1
            && approxlib(b, lib, color, 3, NULL) >= 3)
          add_move(m, lib, 0);
        if (approxlib(b, libs[1], color, 1, &lib) == 1
            && approxlib(b, lib, color, 3, NULL) >= 3)
          add_move(m, lib, 0);
      }
    }
  }
}

/* As defence, chain-breaking ataris come after direct moves: a forcing
 * move that is not needed should not be the answer. */
void
break_chain2_defense_moves(struct reading *r, int str, struct read_moves *m,
                           int be_aggressive)
{
  int first = m->num;
  int k;
  break_chain2_moves(r, str, m, !(r->b->stackp <= r->backfill_depth),
                     be_aggressive);
  for (k = first; k < m->num; k++)
    m->score[k] = -2;
}

/* Attack the given opponent strings with few liberties (3, or 4 when
 * libcount is 4): liberties they cannot easily run out from. */
static void
break_chain_n_moves(struct reading *r, int *links, int nlinks, int libcount,
                    struct read_moves *m, int be_aggressive)
{
  struct board *b = r->b;
  int other = b->board[links[0]];
  int color = OTHER_COLOR(other);
  int stackp = b->stackp;
  int possible[READ_MAX_MOVES];
  int npossible = 0;
  int j, k;

  r->mark++;
  if (r->mark == 0) {
    for (k = 0; k < BOARD_ARRAY_SIZE; k++)
      r->marks[k] = 0;
    r->mark = 1;
  }

  for (j = 0; j < nlinks; j++) {
    int libs[4];
    int escape[4];
    int nescape = 0;
    int runaway = -1;

    findlib(b, links[j], libcount, libs);
    for (k = 0; k < libcount; k++) {
      escape[k] = approxlib(b, libs[k], other, libcount + 1, NULL)
                  >= libcount + 1;
      if (escape[k]) {
        nescape++;
        runaway = k;
      }
    }
    /* Two ways out: no hope.  One way out: block it. */
    if (nescape >= 2)
      continue;
    if (nescape == 1) {
      if (r->marks[libs[runaway]] != r->mark && npossible < READ_MAX_MOVES) {
        r->marks[libs[runaway]] = r->mark;
        possible[npossible++] = libs[runaway];
      }
      continue;
    }
    for (k = 0; k < libcount; k++)
      if (r->marks[libs[k]] != r->mark && npossible < READ_MAX_MOVES) {
        r->marks[libs[k]] = r->mark;
        possible[npossible++] = libs[k];
      }
    if (stackp <= r->backfill2_depth
        || (be_aggressive && stackp <= r->backfill_depth))
      defend_secondary_chain1_moves(r, links[j], m, libcount);
  }

  for (k = 0; k < npossible; k++) {
    int move = possible[k];
    if (stackp <= r->break_chain_depth
        || (be_aggressive && stackp <= r->backfill_depth)
        || approxlib(b, move, color, 2, NULL) > 1)
      add_move(m, move, -2);
  }
}

void
break_chain3_moves(struct reading *r, int str, struct read_moves *m,
                   int be_aggressive)
{
  int links[MAX_NEIGHBORS];
  int n = chainlinks2(r->b, str, links, 3);
  if (n > 0)
    break_chain_n_moves(r, links, n, 3, m, be_aggressive);
}

void
break_chain4_moves(struct reading *r, int str, struct read_moves *m,
                   int be_aggressive)
{
  int links[MAX_NEIGHBORS];
  int n = chainlinks2(r->b, str, links, 4);
  if (n > 0)
    break_chain_n_moves(r, links, n, 4, m, be_aggressive);
}

/* Weak strings around the superstring but not next to str itself. */
void
superstring_break_chain_moves(struct reading *r, int str, int liberty_cap,
                              struct read_moves *m)
{
  struct board *b = r->b;
  int adjs[MAX_NEIGHBORS];
  int links3[MAX_NEIGHBORS];
  int n3 = 0;
  int adj;
  int k;

  superstring_chainlinks(r, str, &adj, adjs, liberty_cap);
  for (k = 0; k < adj; k++) {
    int libs = countlib(b, adjs[k]);
    if (libs == 1) {
      int apos;
      findlib(b, adjs[k], 1, &apos);
      add_move(m, apos, 0);
    }
    else if (libs == 2)
      break_chain2_efficient_for(r, str, adjs[k], m);
    else if (libs == 3)
      links3[n3++] = adjs[k];
  }
  if (n3 > 0)
    break_chain_n_moves(r, links3, n3, 3, m, 0);
}

/* Liberties shared by two of the surrounding two-liberty strings give a
 * double atari; with more_moves also ataris next to a three-liberty
 * neighbour. */
void
double_atari_chain2_moves(struct reading *r, int str, struct read_moves *m,
                          int more_moves)
{
  struct board *b = r->b;
  int color = b->board[str];
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(b, str, adjs, 2);
  int j, k;
  unsigned m1, m2;

  /* Two marks: seen once, seen twice. */
  r->mark += 2;
  if (r->mark < 2) {
    for (k = 0; k < BOARD_ARRAY_SIZE; k++)
      r->marks[k] = 0;
    r->mark = 2;
  }
  m1 = r->mark - 1;
  m2 = r->mark;

  for (j = 0; j < adj; j++) {
    int libs[2];
    findlib(b, adjs[j], 2, libs);
    for (k = 0; k < 2; k++) {
      if (r->marks[libs[k]] == m1) {
        r->marks[libs[k]] = m2;
        if (!is_self_atari(b, libs[k], color))
          add_move(m, libs[k], 1);
      }
      else if (r->marks[libs[k]] != m2)
        r->marks[libs[k]] = m1;
    }
  }

  if (more_moves) {
    int adjs3[MAX_NEIGHBORS];
    int adj3 = chainlinks2(b, str, adjs3, 3);
    for (j = 0; j < adj3; j++) {
      int libs[3];
      findlib(b, adjs3[j], 3, libs);
      for (k = 0; k < 3; k++)
        if (r->marks[libs[k]] == m1) {
          r->marks[libs[k]] = m2;
          if (!is_self_atari(b, libs[k], color))
            add_move(m, libs[k], -3);
        }
    }
  }
}

/* Liberties of the superstring (when there are at most five).  For the
 * attack, also the backfill when the direct approach is a self-atari; for
 * the defence, second-order rescue moves. */
void
superstring_moves(struct reading *r, int str, struct read_moves *m,
                  int liberty_cap, int for_attack)
{
  struct board *b = r->b;
  int other = OTHER_COLOR(b->board[str]);
  int ss_libs[SUPERSTRING_MAX_LIBS];
  int n;
  int k;

  superstring_liberties(r, str, &n, ss_libs, liberty_cap);
  if (n > 5)
    return;
  for (k = 0; k < n; k++) {
    int apos = ss_libs[k];
    int alibs[2];
    int alib;
    if (liberty_of_string(b, apos, str))
      continue;
    alib = accuratelib(b, apos, other, 2, alibs);
    if (alib >= 2)
      add_move(m, apos, 0);
    else if (alib == 1 && for_attack && b->board[alibs[0]] == EMPTY
             && approxlib(b, alibs[0], other, 3, NULL) >= 3)
      add_move(m, alibs[0], 0);
    if (!for_attack)
      special_rescue_moves(r, str, apos, m);
  }
}

/* Squeeze out superstring liberties: follow a chain of points the
 * opponent cannot play to the end and, if that point is a self-atari for
 * the opponent and filling it hurts us less, propose it. */
void
squeeze_moves(struct reading *r, int str, struct read_moves *m)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int libs[4];
  int num_libs = findlib(b, str, 4, libs);
  int k, j;

  if (num_libs > 4)
    return;
  for (k = 0; k < num_libs; k++) {
    int libs2[4];
    int num_libs2;
    int potential = NO_MOVE;
    int previous;
    int steps = 0;

    if (!is_suicide(b, libs[k], other))
      continue;
    num_libs2 = approxlib(b, libs[k], color, 4, libs2);
    if (num_libs2 != num_libs)
      continue;
    for (j = 0; j < num_libs2; j++)
      if (!liberty_of_string(b, libs2[j], str)) {
        potential = libs2[j];
        break;
      }
    if (potential == NO_MOVE)
      continue;
    previous = libs[k];

    while (is_suicide(b, potential, other) && steps++ < 20) {
      num_libs2 = approxlib(b, potential, color, 3, libs2);
      if (num_libs2 != 2) {
        potential = NO_MOVE;
        break;
      }
      if (libs2[0] == previous) {
        previous = potential;
        potential = libs2[1];
      }
      else {
        previous = potential;
        potential = libs2[0];
      }
      if (liberty_of_string(b, potential, str)) {
        potential = NO_MOVE;
        break;
      }
    }
    if (potential == NO_MOVE || b->board[potential] != EMPTY
        || !is_self_atari(b, potential, other))
      continue;

    approxlib(b, potential, other, 1, libs2);
    if (b->board[libs2[0]] != EMPTY)
      continue;
    num_libs2 = approxlib(b, libs2[0], color, MAX_LIBERTIES, NULL);
    if (num_libs2 < 3
        && num_libs2 < approxlib(b, potential, color, MAX_LIBERTIES, NULL))
      add_move(m, potential, 0);
  }
}

void
attacker_rescue_moves(struct reading *r, int str, struct read_moves *m)
{
  struct board *b = r->b;
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks2(b, str, adjs, 1);
  for (int j = 0; j < adj; j++) {
    int hpos;
    break_chain_moves(r, adjs[j], m);
    findlib(b, adjs[j], 1, &hpos);
    add_move(m, hpos, 0);
  }
  double_atari_chain2_moves(r, str, m, b->stackp <= r->superstring_depth);
}

void
first_defense_moves(struct reading *r, int str, int n, const int *libs,
                    struct read_moves *moves)
{
  moves->num = 0;
  moves->num_tried = 0;
  for (int k = 0; k < n; k++)
    add_move(moves, libs[k], 0);
  break_chain_moves(r, str, moves);
  break_chain2_efficient_moves(r, str, moves);
}
