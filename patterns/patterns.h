/* Pattern tables: the structures that patterns/mkpat writes from the text
 * databases (patterns/NAME.db, format in doc/patterns.txt) and that the matcher
 * (engine/pattern_match.c) reads.  Everything here is constant data.
 *
 * Coordinates inside a pattern are offsets (di, dj) from the move point `*`:
 * di counts rows downwards, dj columns to the right, as in the diagram. */
#ifndef HANE_PATTERNS_H
#define HANE_PATTERNS_H

#include <stdint.h>

/* Pattern classes (a pattern has exactly one; masks select several).
 * PATTERN_ALL covers the move generator's databases; the owl's own
 * classes (patterns/owl_attack.db, owl_defend.db: candidate moves of
 * the life-and-death search) are matched only by the owl, which asks
 * for them by name. */
enum pattern_class {
  PATTERN_SHAPE = 1 << 0,
  PATTERN_JOSEKI = 1 << 1,
  PATTERN_CONNECTION = 1 << 2,
  PATTERN_CUT = 1 << 3,
  PATTERN_EDGE = 1 << 4,
  PATTERN_EYE = 1 << 5,
  PATTERN_ENDGAME = 1 << 6,
  PATTERN_OPENING = 1 << 7,
  PATTERN_ALL = (1 << 8) - 1,
  PATTERN_OWL_ATTACK = 1 << 8,
  PATTERN_OWL_DEFEND = 1 << 9
};
#define PATTERN_CLASS_COUNT 10

/* What a point looks like relative to the player to move ("O"). */
enum pattern_point {
  PP_EMPTY = 0,
  PP_OURS = 1,       /* O: a stone of the colour to move */
  PP_THEIRS = 2,     /* X: an opponent stone */
  PP_OFFBOARD = 3    /* beyond the edge */
};

/* A diagram code as the set of point states it accepts (bit 1 << PP_*). */
#define PATTERN_ACCEPTS(code_bits, point) (((code_bits) >> (point)) & 1)

/* No cell of a pattern lies farther than this from its `*` in either
 * direction (mkpat refuses larger diagrams): the matcher's margin. */
#define PATTERN_MAX_REACH 14

struct pattern_cell {
  signed char di, dj;
  unsigned char accepts;     /* bit set of PP_* states */
  char code;                 /* the diagram character */
};

/* A labelled point of the constraint diagram; label '*' is the move. */
struct pattern_label {
  char name;
  signed char di, dj;
};

/* Constraint bytecode, evaluated on a stack of ints (engine/pattern_match.c).
 * Point arguments are label indexes into pattern.labels. */
enum pattern_opcode {
  POP_CONST,          /* push value */
  POP_LIBS,           /* liberties of the string at a (0 if empty) */
  POP_SIZE,           /* stones of the string at a (0 if empty) */
  POP_OLIBS,          /* liberties of O's string after O plays at a */
  POP_XLIBS,          /* liberties of X's string after X plays at a */
  POP_SELFATARI,      /* O playing at a is self-atari */
  POP_XSELFATARI,     /* X playing at a is self-atari */
  POP_CAPTURE,        /* O playing at a captures something */
  POP_XCAPTURE,       /* X playing at a captures something */
  POP_LEGAL,          /* O may play at a */
  POP_XLEGAL,         /* X may play at a */
  POP_KO,             /* O playing at a is a ko capture */
  POP_XKO,            /* X playing at a is a ko capture */
  POP_LINE,           /* 1 + distance from a to the nearest edge */
  POP_SAME,           /* a and b are stones of one string */
  POP_EMPTY,          /* a is empty */
  POP_OURS,           /* a holds an O stone */
  POP_THEIRS,         /* a holds an X stone */
  POP_NEG, POP_NOT,
  POP_ADD, POP_SUB,
  POP_LT, POP_LE, POP_GT, POP_GE, POP_EQ, POP_NE,
  POP_AND, POP_OR,
  POP_COUNT
};

struct pattern_op {
  unsigned char opcode;
  unsigned char a, b;        /* label indexes for point functions */
  int value;                 /* for POP_CONST */
};

/* Longest constraint program; mkpat rejects longer ones. */
#define PATTERN_MAX_OPS 64

struct pattern {
  const char *name;
  const char *file;          /* database file name (no directory) */
  int line;                  /* line of the "pattern" keyword */
  enum pattern_class pattern_class;
  float value;               /* move value in points; negative = bad shape */
  int ncells;
  const struct pattern_cell *cells;  /* every diagram point but `*` */
  int nlabels;
  const struct pattern_label *labels;  /* labels[0] is always `*` */
  int nops;
  const struct pattern_op *ops;      /* empty: no constraint */
  const char *constraint;    /* the require lines, joined by " && " */
  /* The diagram as written (rows of width characters), for tests and
   * debugging; example is the optional concrete position (or NULL). */
  int width, height;
  const char *diagram;
  int example_width, example_height;
  const char *example;
};

/* One (pattern, orientation) pair the automaton reports.  The automaton
 * reads only the points near the move; the pattern's points further out,
 * outer[first_outer .. first_outer + nouter), are checked afterwards. */
struct pattern_variant {
  uint16_t pattern;
  uint8_t orientation;
  uint16_t nouter;
  uint32_t first_outer;
};

/* The matching automaton: starting in state 1 at an empty point, read the
 * points at spiral[0], spiral[1], ... (offsets from the point) and follow
 * next[state][PP_*]; state 0 means no further pattern can match.  Entering
 * a state s offers variants[first_variant[s] .. first_variant[s + 1]),
 * which match if their outer cells accept the board too. */
struct pattern_dfa {
  int nstates;
  int depth;                           /* length of spiral */
  const signed char (*spiral)[2];
  const int32_t (*next)[4];
  const int32_t *first_variant;        /* nstates + 1 entries */
  const struct pattern_variant *variants;
  const struct pattern_cell *outer;    /* board offsets, oriented */
};

extern const struct pattern pattern_db[];
extern const int pattern_db_count;
extern const struct pattern_dfa pattern_db_dfa;

/* Orientation o maps a diagram offset to a board offset: if o >= 4 the
 * diagram is mirrored left-right first, then it is turned (o & 3) quarter
 * turns clockwise. */
static inline void pattern_transform(int orientation, int di, int dj,
                                     int *ti, int *tj)
{
  if (orientation & 4)
    dj = -dj;
  for (int k = 0; k < (orientation & 3); k++) {
    int t = di;
    di = dj;
    dj = -t;
  }
  *ti = di;
  *tj = dj;
}

#endif
