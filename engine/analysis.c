/* Analysis of one position for the command line's --decide-* modes: the
 * reading questions GNU Go's decide_* functions ask, traced into the
 * board's sgftrace when one is attached, with each result noted on the
 * root and on the first moves tried.  This file holds the machinery and
 * the tactical questions (strings, connections); analysis_dragons.c the
 * life-and-death ones.
 *
 * The position is read with fresh reading objects (no cache from earlier
 * questions, so the trace shows the whole search), at the engine's level.
 * Preparatory work (the dragon analysis the owl goal comes from, checking
 * the first moves after the search) runs with the trace muted, so the
 * tree holds only the search that produced the answer. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "analysis_impl.h"

_Static_assert(ANALYSIS_WIN == WIN && ANALYSIS_KO_A == KO_A
               && ANALYSIS_KO_B == KO_B && ANALYSIS_LOSE == LOSE,
               "analysis codes are reading.h's");

/* ---- Sessions ----------------------------------------------------------- */

void analysis_close(struct session *s)
{
  reading_free(s->r);
  s->r = NULL;
  sgftrace_free(s->own_trace);    /* detaches it */
  s->own_trace = NULL;
}

int analysis_open(struct session *s, struct engine *e, struct board *b)
{
  memset(s, 0, sizeof *s);
  s->b = b;
  s->level = engine_get_config(e)->level;
  s->tr = sgftrace_of_board(b);
  if (s->tr == NULL) {
    s->own_trace = sgftrace_new(1);
    if (s->own_trace == NULL || !sgftrace_attach(s->own_trace, b)) {
      analysis_close(s);
      return 0;
    }
    s->tr = s->own_trace;
  }
  s->r = reading_new(b);
  if (s->r == NULL) {
    analysis_close(s);
    return 0;
  }
  reading_set_level(s->r, s->level);
  return 1;
}

void analysis_mute(struct session *s)
{
  s->muted_hook = s->b->trace_hook;
  s->muted_data = s->b->trace_data;
  s->b->trace_hook = NULL;
  s->b->trace_data = NULL;
}

void analysis_unmute(struct session *s)
{
  s->b->trace_hook = s->muted_hook;
  s->b->trace_data = s->muted_data;
}

const char *analysis_code_name(int code)
{
  switch (code) {
  case WIN: return "WIN";
  case KO_A: return "KO_A";
  case KO_B: return "KO_B";
  default: return "0";
  }
}

int analysis_reverse_code(int code)
{
  switch (code) {
  case WIN: return LOSE;
  case KO_A: return KO_B;
  case KO_B: return KO_A;
  default: return WIN;
  }
}

int analysis_is_stone(const struct board *b, int pos)
{
  return ON_BOARD1(b, pos) && IS_STONE(b->board[pos]);
}

/* ---- Asking one question, traced ---------------------------------------- */

int analysis_last_child(const struct sgftrace *tr, int node)
{
  return node == SGFTRACE_NONE ? SGFTRACE_NONE
         : sgftrace_node_at(tr, node)->last_child;
}

int analysis_first_new_child(const struct sgftrace *tr, int node, int last)
{
  if (node == SGFTRACE_NONE)
    return SGFTRACE_NONE;
  if (last == SGFTRACE_NONE)
    return sgftrace_node_at(tr, node)->first_child;
  return sgftrace_node_at(tr, last)->next_sibling;
}

/* Notes each first move of the mover in the search just made below
 * `node` with its result; the answer's move is marked as such. */
static void mark_first_moves(struct session *s, int node, int last,
                             judge_fn judge, const struct target *t,
                             const char *what, int mover, int answer_move,
                             int answer_code)
{
  int moves[BOARD_ARRAY_SIZE];
  int codes[BOARD_ARRAY_SIZE];
  int known = 0;
  char v[8];

  for (int c = analysis_first_new_child(s->tr, node, last); c != SGFTRACE_NONE;
       c = sgftrace_node_at(s->tr, c)->next_sibling) {
    const struct sgftrace_node *n = sgftrace_node_at(s->tr, c);
    if (n->color != mover || n->move == PASS_MOVE)
      continue;
    int move = n->move;
    if (move == answer_move) {
      if (answer_code != LOSE)
        sgftrace_note_on(s->tr, c, "%s %s: %s (the answer)", what,
                         pos_to_vertex(s->b, move, v),
                         analysis_code_name(answer_code));
      continue;
    }
    if (n->is_ko || judge == NULL)
      continue;
    int k = 0;
    while (k < known && moves[k] != move)
      k++;
    if (k == known) {
      analysis_mute(s);
      codes[k] = judge(s, t, move, mover);
      analysis_unmute(s);
      moves[known++] = move;
    }
    sgftrace_note_on(s->tr, c, "%s %s: %s", what, pos_to_vertex(s->b, move, v),
                     analysis_code_name(codes[k]));
  }
}

int analysis_ask(struct session *s, reader_fn reader, judge_fn judge,
                 const struct target *t, const char *what, int mover,
                 int *move, int *certain, long *variations)
{
  char v[8];
  int node = sgftrace_current(s->tr);
  int last = analysis_last_child(s->tr, node);
  reading_clear_cache(s->r);
  long before = sgftrace_moves_seen(s->tr);
  *move = NO_MOVE;
  *certain = 1;
  int code = reader(s, t, move, certain);
  *variations = sgftrace_moves_seen(s->tr) - before;
  if (code == LOSE)
    sgftrace_note(s->tr, "%s: 0 (%ld variations)%s", what, *variations,
                  *certain ? "" : ", node limit reached");
  else
    sgftrace_note(s->tr, "%s: %s at %s (%ld variations)%s", what,
                  analysis_code_name(code),
                  *move == NO_MOVE ? "-" : pos_to_vertex(s->b, *move, v),
                  *variations, *certain ? "" : ", node limit reached");
  mark_first_moves(s, node, last, judge, t, what, mover, *move, code);
  return code;
}

/* ---- Strings ------------------------------------------------------------ */

static int read_attack(struct session *s, const struct target *t, int *move,
                       int *certain)
{
  (void) certain;
  return attack(s->r, t->str1, move);
}

static int read_defense(struct session *s, const struct target *t, int *move,
                        int *certain)
{
  (void) certain;
  return find_defense(s->r, t->str1, move);
}

static int judge_attack(struct session *s, const struct target *t, int move,
                        int color)
{
  (void) color;
  return does_attack(s->r, move, t->str1);
}

static int judge_defense(struct session *s, const struct target *t, int move,
                         int color)
{
  (void) color;
  return does_defend(s->r, move, t->str1);
}

int engine_decide_string(struct engine *e, struct board *b, int str,
                         struct analysis_verdict *v)
{
  struct session s;
  char name[8], what[32];
  memset(v, 0, sizeof *v);
  if (!analysis_is_stone(b, str) || !analysis_open(&s, e, b))
    return 0;
  int color = b->board[str];
  struct target t = {str, NO_MOVE};
  pos_to_vertex(b, str, name);
  snprintf(what, sizeof what, "attack %s", name);
  v->attack_read = 1;
  v->attack_code = analysis_ask(&s, read_attack, judge_attack, &t, what,
                                OTHER_COLOR(color), &v->attack_move,
                                &v->attack_certain, &v->attack_variations);
  if (v->attack_code != LOSE) {
    snprintf(what, sizeof what, "defend %s", name);
    v->defense_read = 1;
    v->defense_code = analysis_ask(&s, read_defense, judge_defense, &t, what,
                                   color, &v->defense_move,
                                   &v->defense_certain, &v->defense_variations);
  }
  analysis_close(&s);
  return 1;
}

/* ---- Connections -------------------------------------------------------- */

static int read_connect(struct session *s, const struct target *t, int *move,
                        int *certain)
{
  (void) certain;
  return string_connect(s->r, t->str1, t->str2, move);
}

static int read_disconnect(struct session *s, const struct target *t,
                           int *move, int *certain)
{
  (void) certain;
  return disconnect(s->r, t->str1, t->str2, move);
}

/* After color's move: the other side's answer, turned around.  A
 * captured string counts as cut. */
static int judge_connection(struct session *s, const struct target *t,
                            int move, int color, int connecting)
{
  if (!trymove(s->b, move, color, NULL, NO_MOVE))
    return LOSE;
  int code;
  if (s->b->board[t->str1] == EMPTY || s->b->board[t->str2] == EMPTY)
    code = connecting ? LOSE : WIN;
  else if (connecting)
    code = analysis_reverse_code(disconnect(s->r, t->str1, t->str2, NULL));
  else
    code = analysis_reverse_code(string_connect(s->r, t->str1, t->str2, NULL));
  popgo(s->b);
  return code;
}

static int judge_connect(struct session *s, const struct target *t, int move,
                         int color)
{
  return judge_connection(s, t, move, color, 1);
}

static int judge_disconnect(struct session *s, const struct target *t,
                            int move, int color)
{
  return judge_connection(s, t, move, color, 0);
}

int engine_decide_connection(struct engine *e, struct board *b, int str1,
                             int str2, struct analysis_verdict *v)
{
  struct session s;
  char name1[8], name2[8], what[48];
  memset(v, 0, sizeof *v);
  if (!analysis_is_stone(b, str1) || !analysis_is_stone(b, str2)
      || b->board[str1] != b->board[str2] || !analysis_open(&s, e, b))
    return 0;
  int color = b->board[str1];
  struct target t = {str1, str2};
  pos_to_vertex(b, str1, name1);
  pos_to_vertex(b, str2, name2);
  snprintf(what, sizeof what, "connect %s %s", name1, name2);
  v->defense_read = 1;
  v->defense_code = analysis_ask(&s, read_connect, judge_connect, &t, what,
                                 color, &v->defense_move, &v->defense_certain,
                                 &v->defense_variations);
  snprintf(what, sizeof what, "disconnect %s %s", name1, name2);
  v->attack_read = 1;
  v->attack_code = analysis_ask(&s, read_disconnect, judge_disconnect, &t,
                                what, OTHER_COLOR(color), &v->attack_move,
                                &v->attack_certain, &v->attack_variations);
  analysis_close(&s);
  return 1;
}
