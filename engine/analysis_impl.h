/* Shared by the analysis questions (analysis.c: strings and connections;
 * analysis_dragons.c: dragons, semeai, the whole position). */
#ifndef HANE_ANALYSIS_IMPL_H
#define HANE_ANALYSIS_IMPL_H

#include "engine.h"
#include "engine/reading/reading.h"
#include "engine/board/sgftrace.h"

struct dragons;

typedef void (*trace_hook_fn)(void *data, int pos, int color,
                              const char *message, int str, int is_ko);

/* One question being answered: the board, its trace (the caller's, or a
 * counting one of our own), the readers, and the muted hook. */
struct session {
  struct board *b;
  int level;
  struct sgftrace *tr;
  struct sgftrace *own_trace;
  struct reading *r;
  struct dragons *d;             /* set and freed by analysis_dragons.c */
  trace_hook_fn muted_hook;
  void *muted_data;
};

/* 0 if out of memory.  analysis_close frees what analysis_open made. */
int analysis_open(struct session *s, struct engine *e, struct board *b);
void analysis_close(struct session *s);
/* Preparatory reading is not traced. */
void analysis_mute(struct session *s);
void analysis_unmute(struct session *s);

/* The strings (or dragons) a question is about. */
struct target {
  int str1;
  int str2;
};

/* Answers a question: returns its code, the move in *move (NO_MOVE if
 * none is needed) and whether the search finished within its budget. */
typedef int (*reader_fn)(struct session *s, const struct target *t,
                         int *move, int *certain);
/* The same question's result when color plays move first (muted). */
typedef int (*judge_fn)(struct session *s, const struct target *t,
                        int move, int color);

/* Runs reader traced and notes its result on the current node and on
 * each first move of the mover (the answer's move marked).  what names
 * the question ("attack C6").  Clears the reading cache first, so the
 * tree is the whole search. */
int analysis_ask(struct session *s, reader_fn reader, judge_fn judge,
                 const struct target *t, const char *what, int mover,
                 int *move, int *certain, long *variations);

/* The node's last child (SGFTRACE_NONE for none or no node), and the
 * first child added after it: the first moves of a search begun then. */
int analysis_last_child(const struct sgftrace *tr, int node);
int analysis_first_new_child(const struct sgftrace *tr, int node, int last);

const char *analysis_code_name(int code);   /* "WIN", "KO_A", "KO_B", "0" */
int analysis_reverse_code(int code);        /* the other side's view */
int analysis_is_stone(const struct board *b, int pos);

#endif
