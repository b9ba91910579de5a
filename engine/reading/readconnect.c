/* Connection reading: can two strings of one colour be joined (with the
 * connector to move), can they be cut apart (with the cutter to move)?
 * A string that gets captured counts as cut.
 *
 * string_connect and disconnect call each other, trying the candidate
 * points found around the two strings: shared liberties, liberties one
 * step apart, weak opponent strings between them, friendly strings that
 * bridge the gap.  Results use the tactical reader's codes (WIN, KO_A,
 * KO_B, 0), the same komaster scheme and the same cache.  A node and a
 * depth limit keep each question small; at the limit the strings count
 * as cut. */
#include <config.h>

#include "reading_impl.h"

#define CONNECT_MAX_MOVES 40

struct conn_moves {
  int pos[CONNECT_MAX_MOVES];
  int score[CONNECT_MAX_MOVES];
  int num;
};

static void
conn_add(struct conn_moves *m, const struct board *b, int pos, int score)
{
  int k;
  if (pos == NO_MOVE || !ON_BOARD1(b, pos) || b->board[pos] != EMPTY)
    return;
  for (k = 0; k < m->num; k++)
    if (m->pos[k] == pos) {
      m->score[k] += score;
      return;
    }
  if (m->num < CONNECT_MAX_MOVES) {
    m->pos[m->num] = pos;
    m->score[m->num] = score;
    m->num++;
  }
}

static int
adjacent_strings(const struct board *b, int str1, int str2)
{
  int adjs[MAX_NEIGHBORS];
  int n = chainlinks(b, str1, adjs);
  int s2 = find_origin(b, str2);
  int k;
  for (k = 0; k < n; k++)
    if (adjs[k] == s2)
      return 1;
  return 0;
}

/* Capturing the single stone str leaves the capturing string in atari,
 * retaken at once with more than one stone (a snapback; one stone
 * retaken is a ko, which the reader plays out). */
static int
capture_is_snapback(struct reading *r, int str)
{
  struct board *b = r->b;
  int lib;
  int result = 0;
  if (countstones(b, str) > 1 || findlib(b, str, 1, &lib) > 1)
    return 0;
  if (read_trymove(r, lib, OTHER_COLOR(b->board[str]), "snapback", str)) {
    if (IS_STONE(b->board[lib]) && countlib(b, lib) == 1
        && countstones(b, lib) > 1)
      result = 1;
    read_popgo(r);
  }
  return result;
}

/* Opponent strings next to str1 that also touch str2 or share a liberty
 * with it: attacking them connects, defending them cuts. */
static void
weak_between_moves(struct reading *r, int str1, int str2, int to_move,
                   struct conn_moves *m)
{
  struct board *b = r->b;
  int color = b->board[str1];
  int adjs[MAX_NEIGHBORS];
  int adj = chainlinks3(b, str1, adjs, 3);
  int j, k;

  for (j = 0; j < adj; j++) {
    int libs[3];
    int n;
    int links[MAX_NEIGHBORS];
    int nlinks;
    if (!adjacent_strings(b, adjs[j], str2)
        && !have_common_lib(b, adjs[j], str2, NULL))
      continue;
    n = findlib(b, adjs[j], 3, libs);
    if (n == 1 && capture_is_snapback(r, adjs[j]))
      continue;
    for (k = 0; k < n && k < 3; k++)
      conn_add(m, b, libs[k], n == 1 ? 30 : 12 - 3 * n);
    /* Saving our strings in atari around it, or capturing them. */
    nlinks = chainlinks2(b, adjs[j], links, 1);
    for (k = 0; k < nlinks; k++) {
      int lib;
      findlib(b, links[k], 1, &lib);
      conn_add(m, b, lib, to_move == color ? 4 : 8);
    }
  }
}

/* Liberties of str1 next to a friendly string that can join str2 at
 * once through a shared liberty. */
static void
bridge_moves(struct reading *r, int str1, int str2, struct conn_moves *m)
{
  struct board *b = r->b;
  int color = b->board[str1];
  int libs[MAX_LIBERTIES];
  int n = findlib(b, str1, MAX_LIBERTIES, libs);
  int j, k;

  if (n > MAX_LIBERTIES)
    n = MAX_LIBERTIES;
  for (j = 0; j < n; j++)
    for (k = 0; k < 4; k++) {
      int pos = libs[j] + delta[k];
      int lib;
      if (b->board[pos] != color || same_string(b, pos, str1)
          || same_string(b, pos, str2))
        continue;
      if (have_common_lib(b, pos, str2, &lib)) {
        conn_add(m, b, libs[j], 6);
        conn_add(m, b, lib, 6);
      }
    }
}

/* Strings near the connection: str1, str2 and friendly strings touching
 * one of their liberties (the bridges).  Opponent strings next to any of
 * them with at most two liberties are the cutting stones: the connector
 * captures them, the cutter saves them.  Friendly strings in danger are
 * saved by the connector and attacked by the cutter. */
#define CONN_NEAR 12

static int
near_strings(const struct board *b, int str1, int str2, int *near)
{
  int color = b->board[str1];
  int n = 0;
  int s, j, k;
  int strs[2];

  strs[0] = find_origin(b, str1);
  strs[1] = find_origin(b, str2);
  near[n++] = strs[0];
  near[n++] = strs[1];
  for (s = 0; s < 2; s++) {
    int libs[MAX_LIBERTIES];
    int nl = findlib(b, strs[s], MAX_LIBERTIES, libs);
    if (nl > MAX_LIBERTIES)
      nl = MAX_LIBERTIES;
    for (j = 0; j < nl && n < CONN_NEAR; j++)
      for (k = 0; k < 4 && n < CONN_NEAR; k++) {
        int pos = libs[j] + delta[k];
        int origin, i;
        if (b->board[pos] != color)
          continue;
        origin = find_origin(b, pos);
        for (i = 0; i < n; i++)
          if (near[i] == origin)
            break;
        if (i == n)
          near[n++] = origin;
      }
  }
  return n;
}

static void
tactical_moves(struct reading *r, int str1, int str2, int to_move,
               struct conn_moves *m)
{
  struct board *b = r->b;
  int color = b->board[str1];
  int near[CONN_NEAR];
  int cut[MAX_BOARD * 4];
  int touches[MAX_BOARD * 4];
  int ncut = 0;
  int n = near_strings(b, str1, str2, near);
  int i, j, k;

  if (to_move != color)
    return;
  for (i = 0; i < n; i++) {
    int adjs[MAX_NEIGHBORS];
    int adj = chainlinks3(b, near[i], adjs, 2);
    int move = NO_MOVE;
    /* A bridge string short of liberties is saved first. */
    if (i >= 2 && string_libs_count(b, near[i]) <= 2
        && do_attack(r, near[i], &move)) {
      int dpos = NO_MOVE;
      if (do_find_defense(r, near[i], &dpos) && dpos != NO_MOVE)
        conn_add(m, b, dpos, 10);
    }
    for (j = 0; j < adj; j++) {
      for (k = 0; k < ncut; k++)
        if (cut[k] == adjs[j])
          break;
      if (k < ncut)
        touches[k]++;
      else if (ncut < MAX_BOARD * 4) {
        cut[ncut] = adjs[j];
        touches[ncut++] = 1;
      }
    }
  }
  /* Cutting stones: weak opponent strings between two of them. */
  for (k = 0; k < ncut; k++) {
    int move = NO_MOVE;
    int code;
    if (touches[k] < 2)
      continue;
    code = do_attack(r, cut[k], &move);
    if (code)
      conn_add(m, b, move, code == WIN ? 25 : 12);
  }
}

/* ---- Connection distances -------------------------------------------------
 * Half-steps from a string: joining a friendly stone is free, an empty
 * point costs two (one if the opponent cannot play there, three next to
 * an opponent stone that can block), capturing an opponent string in
 * atari costs two; other opponent stones are walls.  Points on short
 * paths between the two strings are the natural places to connect or to
 * cut. */

#define CONN_FAR 12
#define CONN_QUEUE (BOARD_ARRAY_SIZE * 4)

static int
step_cost(const struct board *b, int pos, int color)
{
  int other = OTHER_COLOR(color);
  int c = b->board[pos];
  int k;

  if (c == color)
    return 0;
  if (c == other)
    return string_libs_count(b, pos) == 1 ? 2 : -1;
  if (c != EMPTY)
    return -1;
  if (is_suicide(b, pos, other)
      || (approxlib(b, pos, other, 2, NULL) <= 1
          && !does_capture_something(b, pos, other)))
    return 1;
  for (k = 0; k < 4; k++)
    if (b->board[pos + delta[k]] == other)
      return 3;
  return 2;
}

static void
connection_distances(const struct board *b, int str, int *dist)
{
  int color = b->board[str];
  int queue[CONN_FAR + 4][BOARD_ARRAY_SIZE / 2];
  int count[CONN_FAR + 4];
  int pos, d, k;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    dist[pos] = CONN_FAR + 1;
  for (d = 0; d < CONN_FAR + 4; d++)
    count[d] = 0;
  {
    int stones[MAX_BOARD * MAX_BOARD];
    int n = findstones(b, str, MAX_BOARD * MAX_BOARD, stones);
    for (k = 0; k < n; k++) {
      dist[stones[k]] = 0;
      queue[0][count[0]++] = stones[k];
    }
  }
  for (d = 0; d <= CONN_FAR; d++) {
    int i;
    for (i = 0; i < count[d]; i++) {
      int p = queue[d][i];
      if (dist[p] != d)
        continue;
      for (k = 0; k < 4; k++) {
        int n = p + delta[k];
        int w, nd;
        if (!ON_BOARD(b, n))
          continue;
        w = step_cost(b, n, color);
        if (w < 0)
          continue;
        nd = d + w;
        if (nd < dist[n] && nd <= CONN_FAR) {
          dist[n] = nd;
          if (count[nd] < BOARD_ARRAY_SIZE / 2)
            queue[nd][count[nd]++] = n;
        }
      }
    }
  }
}

/* Empty points on (nearly) shortest paths between the strings, best
 * first; returns the length of the shortest path. */
static int
distance_moves(struct reading *r, int str1, int str2, struct conn_moves *m)
{
  const struct board *b = r->b;
  int color = b->board[str1];
  int d1[BOARD_ARRAY_SIZE];
  int d2[BOARD_ARRAY_SIZE];
  int best = 2 * CONN_FAR + 2;
  int pos;
  int added = 0;
  int slack;

  connection_distances(b, str1, d1);
  connection_distances(b, str2, d2);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int total;
    if (!ON_BOARD(b, pos) || d1[pos] > CONN_FAR || d2[pos] > CONN_FAR)
      continue;
    total = d1[pos] + d2[pos] - step_cost(b, pos, color);
    if (total < best)
      best = total;
  }
  if (best > CONN_FAR)
    return best;
  for (slack = 0; slack <= 2 && added < 8; slack++)
    for (pos = BOARDMIN; pos < BOARDMAX && added < 8; pos++) {
      if (!ON_BOARD(b, pos) || b->board[pos] != EMPTY
          || d1[pos] > CONN_FAR || d2[pos] > CONN_FAR)
        continue;
      if (d1[pos] + d2[pos] - step_cost(b, pos, color) != best + slack)
        continue;
      conn_add(m, b, pos, 6 - 3 * slack);
      added++;
    }
  return best;
}

/* Candidate points for either side. */
static void
connection_moves(struct reading *r, int str1, int str2, int to_move,
                 struct conn_moves *m)
{
  struct board *b = r->b;
  int color = b->board[str1];
  int libs1[MAX_LIBERTIES];
  int libs2[MAX_LIBERTIES];
  int n1 = findlib(b, str1, MAX_LIBERTIES, libs1);
  int n2 = findlib(b, str2, MAX_LIBERTIES, libs2);
  int j, k, d;

  if (n1 > MAX_LIBERTIES)
    n1 = MAX_LIBERTIES;
  if (n2 > MAX_LIBERTIES)
    n2 = MAX_LIBERTIES;
  m->num = 0;

  /* Shared liberties. */
  for (j = 0; j < n1; j++)
    if (liberty_of_string(b, libs1[j], str2))
      conn_add(m, b, libs1[j], 20);

  weak_between_moves(r, str1, str2, to_move, m);
  weak_between_moves(r, str2, str1, to_move, m);

  /* Liberties one step apart, and points next to a liberty of each. */
  for (j = 0; j < n1; j++)
    for (k = 0; k < n2; k++) {
      if (direct_neighbors(libs1[j], libs2[k])) {
        conn_add(m, b, libs1[j], 8);
        conn_add(m, b, libs2[k], 8);
      }
    }
  for (j = 0; j < n1; j++)
    for (d = 0; d < 4; d++) {
      int pos = libs1[j] + delta[d];
      if (b->board[pos] != EMPTY || liberty_of_string(b, pos, str1)
          || liberty_of_string(b, pos, str2))
        continue;
      for (k = 0; k < 4; k++) {
        int q = pos + delta[k];
        if (b->board[q] == EMPTY && q != libs1[j]
            && liberty_of_string(b, q, str2)) {
          conn_add(m, b, pos, 3);
          break;
        }
      }
    }

  bridge_moves(r, str1, str2, m);
  bridge_moves(r, str2, str1, m);
  tactical_moves(r, str1, str2, to_move, m);

  distance_moves(r, str1, str2, m);

  /* Short of liberties: the connector gains some, the cutter takes some. */
  if (n1 <= 3)
    for (j = 0; j < n1; j++)
      conn_add(m, b, libs1[j], to_move == color ? 1 : 2);
  if (n2 <= 3)
    for (j = 0; j < n2; j++)
      conn_add(m, b, libs2[j], to_move == color ? 1 : 2);
}

static void
order_conn_moves(struct reading *r, struct conn_moves *m, int color)
{
  struct board *b = r->b;
  int i, j;

  for (i = 0; i < m->num; i++) {
    struct move_features f;
    int libs = approxlib(b, m->pos[i], color, 4, NULL);
    move_features(b, m->pos[i], color, m->pos[i], &f);
    if (libs <= 1 && f.captured == 0)
      m->score[i] -= 10;
    m->score[i] += libs;
    if (f.captured)
      m->score[i] += 5 + f.captured;
    if (f.threatened)
      m->score[i] += 3;
    if (f.saved)
      m->score[i] += 10 + f.saved;
  }
  for (i = 0; i < m->num - 1; i++) {
    int best = i;
    for (j = i + 1; j < m->num; j++)
      if (m->score[j] > m->score[best])
        best = j;
    if (best != i) {
      int p = m->pos[best], s = m->score[best];
      m->pos[best] = m->pos[i];
      m->score[best] = m->score[i];
      m->pos[i] = p;
      m->score[i] = s;
    }
  }
}

/* A shared liberty the cutter cannot use: playing there is suicide or
 * gives a stone captured at once without a ko. */
static int
solidly_connected(struct reading *r, int str1, int str2, int *move)
{
  struct board *b = r->b;
  int other = OTHER_COLOR(b->board[str1]);
  int libs[MAX_LIBERTIES];
  int n = findlib(b, str1, MAX_LIBERTIES, libs);
  int common = 0;
  int k;

  if (n > MAX_LIBERTIES)
    n = MAX_LIBERTIES;
  for (k = 0; k < n; k++) {
    int lib = libs[k];
    if (!liberty_of_string(b, lib, str2))
      continue;
    if (common++ == 0)
      *move = lib;
    if (is_suicide(b, lib, other)
        || (accuratelib(b, lib, other, 2, NULL) == 1
            && !does_capture_something(b, lib, other))) {
      *move = lib;
      return 1;
    }
  }
  /* Two shared liberties are miai, if neither string is short of them. */
  return common >= 2 && countlib(b, str1) > 2 && countlib(b, str2) > 2;
}

static int recursive_connect(struct reading *r, int str1, int str2,
                             int *move);
static int recursive_disconnect(struct reading *r, int str1, int str2,
                                int *move);

/* Moves tried at a node, best-ordered first.  Full width near the root;
 * deeper down only the likeliest few, so that the forcing lines reach
 * their end within the node budget instead of the budget ending every
 * deep line as a cut. */
#define CONN_FULL_WIDTH_DEPTH  3
#define CONN_NARROW_DEPTH      6
#define CONN_MIDDLE_WIDTH      5
#define CONN_NARROW_WIDTH      2

static int
conn_branch_width(const struct reading *r, int num)
{
  int sp = r->b->stackp - r->depth_offset;
  int width;

  if (sp < CONN_FULL_WIDTH_DEPTH)
    return num;
  width = sp < CONN_NARROW_DEPTH ? CONN_MIDDLE_WIDTH : CONN_NARROW_WIDTH;
  return width < num ? width : num;
}

/* Out of nodes: every answer read from here on is a guess. */
static int
connect_budget_spent(struct reading *r)
{
  return r->connect_nodes > r->connect_node_limit
         || read_budget_exhausted(r);
}

static int
connect_limits_hit(struct reading *r)
{
  return r->b->stackp > r->connect_depth2 || connect_budget_spent(r);
}

/* Plays each move of m for mover (connecting when connecting is set, else
 * disconnecting) and reads the opponent's answer to it with the opposite
 * question.  Returns the best result for mover (0, WIN or a ko result) and
 * sets *move to the move that gets it (NO_MOVE when 0).  A move that takes a
 * ko is worth KO_B at most; a line cut short by the budget proves nothing
 * either way, so the loop stops there. */
static int
try_conn_moves(struct reading *r, int str1, int str2, const struct conn_moves *m,
               int mover, int connecting, int *move)
{
  struct board *b = r->b;
  int savecode = 0;
  int savemove = NO_MOVE;

  for (int k = 0; k < m->num; k++) {
    int ko_move;
    int xpos = m->pos[k];
    int dummy;
    if (!komaster_trymove(r, xpos, mover, connecting ? "connect" : "disconnect",
                          str1, &ko_move,
                          b->stackp <= r->ko_depth && savecode == 0))
      continue;
    int answer = connecting ? recursive_disconnect(r, str1, str2, &dummy)
                            : recursive_connect(r, str1, str2, &dummy);
    read_popgo(r);
    if (connect_budget_spent(r))
      break;
    if (ko_move) {
      if (answer != WIN) {
        savecode = KO_B;
        savemove = xpos;
      }
    }
    else if (answer == 0) {
      savecode = WIN;
      savemove = xpos;
      break;
    }
    else if (reverse_result(answer) > savecode) {
      savecode = reverse_result(answer);
      savemove = xpos;
    }
  }
  *move = savecode ? savemove : NO_MOVE;
  return savecode;
}

static int
recursive_connect(struct reading *r, int str1, int str2, int *move)
{
  struct board *b = r->b;
  int color;
  struct conn_moves m;
  int result, cached_move;

  r->connect_nodes++;
  if (!IS_STONE(b->board[str1]) || !IS_STONE(b->board[str2]))
    return 0;
  if (same_string(b, str1, str2)) {
    *move = NO_MOVE;
    return WIN;
  }
  if (connect_limits_hit(r))
    return 0;
  color = b->board[str1];
  str1 = find_origin(b, str1);
  str2 = find_origin(b, str2);
  if (str1 > str2) {
    int t = str1;
    str1 = str2;
    str2 = t;
  }
  if (b->stackp <= r->depth
      && read_cache_get(r, ROUTINE_CONNECT, str1, str2, &result,
                        &cached_move) == 2) {
    *move = cached_move;
    return result;
  }
  if (solidly_connected(r, str1, str2, move)) {
    result = WIN;
    goto done;
  }

  connection_moves(r, str1, str2, color, &m);
  order_conn_moves(r, &m, color);
  m.num = conn_branch_width(r, m.num);
  result = try_conn_moves(r, str1, str2, &m, color, 1, move);

done:
  if (b->stackp <= r->depth && !connect_budget_spent(r))
    read_cache_put(r, ROUTINE_CONNECT, str1, str2, result, *move);
  return result;
}

static int
recursive_disconnect(struct reading *r, int str1, int str2, int *move)
{
  struct board *b = r->b;
  int color, other;
  struct conn_moves m;
  int acode1, acode2;
  int apos1 = NO_MOVE, apos2 = NO_MOVE;
  int result, cached_move;

  r->connect_nodes++;
  *move = NO_MOVE;
  if (!IS_STONE(b->board[str1]) || !IS_STONE(b->board[str2]))
    return WIN;
  if (same_string(b, str1, str2))
    return 0;
  if (connect_limits_hit(r))
    return WIN;
  color = b->board[str1];
  other = OTHER_COLOR(color);
  str1 = find_origin(b, str1);
  str2 = find_origin(b, str2);
  if (str1 > str2) {
    int t = str1;
    str1 = str2;
    str2 = t;
  }

  /* A capturable string is cut off. */
  acode1 = do_attack(r, str1, &apos1);
  if (acode1 == WIN) {
    *move = apos1;
    return WIN;
  }
  acode2 = do_attack(r, str2, &apos2);
  if (acode2 == WIN) {
    *move = apos2;
    return WIN;
  }

  if (b->stackp <= r->depth
      && read_cache_get(r, ROUTINE_DISCONNECT, str1, str2, &result,
                        &cached_move) == 2) {
    *move = cached_move;
    return result;
  }
  if (solidly_connected(r, str1, str2, &cached_move)) {
    result = 0;
    goto done;
  }

  connection_moves(r, str1, str2, other, &m);
  if (acode1)
    conn_add(&m, b, apos1, 15);
  if (acode2)
    conn_add(&m, b, apos2, 15);
  if (m.num == 0) {
    /* Nothing links the two strings. */
    result = WIN;
    goto done;
  }
  order_conn_moves(r, &m, other);
  m.num = conn_branch_width(r, m.num);

  result = try_conn_moves(r, str1, str2, &m, other, 0, move);

done:
  if (b->stackp <= r->depth && !connect_budget_spent(r))
    read_cache_put(r, ROUTINE_DISCONNECT, str1, str2, result, *move);
  return result;
}

/* Both public questions take strings of one colour and start a fresh
 * node count. */
static int
connection_question(struct reading *r, int str1, int str2, int *move,
                    int want_connect)
{
  struct board *b = r->b;
  long saved_nodes_at_call = r->nodes_at_call;
  int saved_over_budget = r->over_budget;
  long saved_connect_nodes = r->connect_nodes;
  int the_move = NO_MOVE;
  int result;

  if (move)
    *move = NO_MOVE;
  if (!ON_BOARD1(b, str1) || !ON_BOARD1(b, str2)
      || !IS_STONE(b->board[str1]) || b->board[str1] != b->board[str2])
    return 0;

  r->nodes_at_call = r->nodes;
  r->over_budget = 0;
  r->connect_nodes = 0;
  if (want_connect)
    result = recursive_connect(r, str1, str2, &the_move);
  else
    result = recursive_disconnect(r, str1, str2, &the_move);
  r->nodes_at_call = saved_nodes_at_call;
  r->over_budget = saved_over_budget;
  r->connect_nodes = saved_connect_nodes;
  read_budget_settle(r);
  if (move && result)
    *move = the_move;
  return result;
}

int
string_connect(struct reading *r, int str1, int str2, int *move)
{
  return connection_question(r, str1, str2, move, 1);
}

int
disconnect(struct reading *r, int str1, int str2, int *move)
{
  return connection_question(r, str1, str2, move, 0);
}
