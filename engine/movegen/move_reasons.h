/* Move reasons: why the classic engine considers a move, and what each
 * reason is worth in points.  Every generator (captures, patterns, opening,
 * endgame, ...) adds reasons here; the valuation in genmove.c combines the
 * reasons of a point into one value and the best point is played. */
#ifndef HANE_MOVE_REASONS_H
#define HANE_MOVE_REASONS_H

#include "engine/board/board.h"

enum reason_type {
  REASON_CAPTURE,     /* capture opponent string target */
  REASON_SAVE,        /* save own string target */
  REASON_THREAT,      /* atari or double threat against target */
  REASON_PATTERN,     /* pattern named by label */
  REASON_CONNECT,     /* join own strings target and target2 */
  REASON_CUT,         /* separate opponent strings target and target2 */
  REASON_OPENING,     /* corner, approach, enclosure, extension, big point */
  REASON_ENDGAME,     /* boundary move (gote or sente, see label) */
  REASON_DAME,        /* neutral point filled at the end */
  REASON_LIFE,        /* make own dragon target live */
  REASON_KILL,        /* kill opponent dragon target */
  REASON_TERRITORY,   /* territory and influence gained (evaluation) */
  REASON_CLEANUP,     /* remove dead stone target before passing */
  REASON_RANDOM,      /* biased random move, the last resort */
  REASON_TYPE_COUNT
};

struct move_reason {
  int pos;
  enum reason_type type;
  int target;          /* a string origin or NO_MOVE */
  int target2;
  float value;         /* points */
  const char *label;   /* static text: pattern name, "sente", ... or NULL */
  int next;            /* next reason at the same point, -1 at the end */
  /* Reasons from the dragon analysis: targets are dragons (any of their
   * stones) of this many stones; 0 for string targets. */
  int dragon_stones;
  int dragon_stones2;
};

#define MAX_MOVE_REASONS 4096

struct move_reasons {
  int color;                       /* the side the reasons are for */
  int count;
  int overflow;                    /* reasons dropped for lack of room */
  struct move_reason reason[MAX_MOVE_REASONS];
  int first[BOARD_ARRAY_SIZE];     /* first reason at each point, -1 if none */
  /* Filled by the valuation: value of each candidate (points) and whether
   * the point is a candidate at all. */
  float value[BOARD_ARRAY_SIZE];
  unsigned char candidate[BOARD_ARRAY_SIZE];
};

void move_reasons_clear(struct move_reasons *mr, int color);
/* Adds a reason; returns 0 (and counts an overflow) when full.  A second
 * reason of the same type, point, targets and label keeps the larger
 * value. */
int add_move_reason(struct move_reasons *mr, int pos, enum reason_type type,
                    int target, int target2, float value, const char *label);
/* A reason about dragons (life, kill, connect, cut): like
 * add_move_reason, and the description names the dragons with their
 * sizes in stones. */
int add_dragon_reason(struct move_reasons *mr, int pos, enum reason_type type,
                      int dragon, int stones, int dragon2, int stones2,
                      float value, const char *label);
/* Indices of the reasons for pos, up to max; returns how many there are. */
int reasons_at(const struct move_reasons *mr, int pos, int *index, int max);
int has_reason(const struct move_reasons *mr, int pos, enum reason_type type);
/* Largest value among the reasons of one type at pos (0 if none). */
float max_reason_value(const struct move_reasons *mr, int pos, enum reason_type type);
/* The largest positive value plus the most negative one among the
 * reasons of one type at pos (good shape and bad shape both count). */
float best_plus_worst_value(const struct move_reasons *mr, int pos, enum reason_type type);
const char *reason_type_name(enum reason_type type);
/* One line per reason of pos, e.g. "capture C3 (2 stones) 4.00"; returns
 * the length written (truncated to fit size). */
int describe_move_reasons(const struct board *b, const struct move_reasons *mr,
                          int pos, char *buf, int size);

#endif
