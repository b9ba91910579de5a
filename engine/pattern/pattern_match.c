/* The pattern matcher: walks the automaton that mkpat built (see
 * patterns/mkpat_dfa.c) around each empty point, then checks class,
 * legality and constraints of what it reports. */
#include <config.h>

#include <string.h>

#include "pattern_match.h"

/* Evaluation stack for constraints; mkpat keeps programs within it. */
#define STACK_SIZE 32
/* Distinct patterns remembered per point to avoid double reports. */
#define MAX_REPORTS_PER_POINT 128

/* The board as the automaton reads it: every point's state (PP_*) for
 * the colour to move, inside a margin of PP_OFFBOARD as wide as a pattern
 * reaches, so reading a cell needs no edge test. */
#define GRID_SIDE (MAX_BOARD + 2 * PATTERN_MAX_REACH)
struct state_grid {
  int stride;
  unsigned char state[GRID_SIDE * GRID_SIDE];
};

static void relative_states(int color, unsigned char relative[4])
{
  relative[EMPTY] = PP_EMPTY;
  relative[color] = PP_OURS;
  relative[OTHER_COLOR(color)] = PP_THEIRS;
  relative[GRAY] = PP_OFFBOARD;
}

static void grid_fill(struct state_grid *g, const struct board *b, int color)
{
  int size = b->board_size;
  unsigned char relative[4];
  relative_states(color, relative);
  g->stride = size + 2 * PATTERN_MAX_REACH;
  memset(g->state, PP_OFFBOARD, (size_t) g->stride * (size_t) g->stride);
  for (int i = 0; i < size; i++) {
    unsigned char *row = g->state + (i + PATTERN_MAX_REACH) * g->stride
                         + PATTERN_MAX_REACH;
    for (int j = 0; j < size; j++)
      row[j] = relative[b->board[POS(i, j)]];
  }
}

/* How a walk reads the state of the point (di, dj) away from its move:
 * from a grid made for the whole board (match_patterns), or from the
 * board itself with an edge test (match_patterns_at: for one point no
 * grid is worth making). */
struct point_reader {
  const struct state_grid *grid;   /* NULL: read the board */
  int center;                      /* the move's index in grid */
  const struct board *b;
  int i, j;                        /* the move */
  unsigned char relative[4];       /* board colour -> PP_* */
};

/* Inlined, as the two below, so that each caller gets a walk made for its
 * reader. */
#define INLINE static inline __attribute__((always_inline))

INLINE int read_state(const struct point_reader *r, int di, int dj)
{
  if (r->grid)
    return r->grid->state[r->center + di * r->grid->stride + dj];
  int i = r->i + di, j = r->j + dj;
  if ((unsigned) i >= (unsigned) r->b->board_size
      || (unsigned) j >= (unsigned) r->b->board_size)
    return PP_OFFBOARD;
  return r->relative[r->b->board[POS(i, j)]];
}

static int label_pos(int move, const struct pattern_label *label,
                     int orientation)
{
  int di, dj;
  pattern_transform(orientation, label->di, label->dj, &di, &dj);
  return POS(I(move) + di, J(move) + dj);
}

/* Value of a point function at pos for color (O) and other (X). */
static int point_function(const struct board *b, int opcode, int pos,
                          int other_pos, int color)
{
  int other = OTHER_COLOR(color);
  int c = b->board[pos];
  switch (opcode) {
  case POP_LIBS: return IS_STONE(c) ? countlib(b, pos) : 0;
  case POP_SIZE: return IS_STONE(c) ? countstones(b, pos) : 0;
  case POP_OLIBS:
    return c == EMPTY ? accuratelib(b, pos, color, MAX_LIBERTIES, NULL) : 0;
  case POP_XLIBS:
    return c == EMPTY ? accuratelib(b, pos, other, MAX_LIBERTIES, NULL) : 0;
  case POP_SELFATARI: return c == EMPTY && is_self_atari(b, pos, color);
  case POP_XSELFATARI: return c == EMPTY && is_self_atari(b, pos, other);
  case POP_CAPTURE:
    return c == EMPTY && does_capture_something(b, pos, color);
  case POP_XCAPTURE:
    return c == EMPTY && does_capture_something(b, pos, other);
  case POP_LEGAL: return c == EMPTY && is_legal(b, pos, color);
  case POP_XLEGAL: return c == EMPTY && is_legal(b, pos, other);
  case POP_KO: return c == EMPTY && is_ko(b, pos, color, NULL);
  case POP_XKO: return c == EMPTY && is_ko(b, pos, other, NULL);
  case POP_LINE: return board_edge_line(b, pos);
  case POP_SAME:
    return IS_STONE(c) && IS_STONE(b->board[other_pos])
      && same_string(b, pos, other_pos);
  case POP_EMPTY: return c == EMPTY;
  case POP_OURS: return c == color;
  case POP_THEIRS: return c == other;
  default: return 0;
  }
}

static int binary_op(int opcode, int x, int y)
{
  switch (opcode) {
  case POP_ADD: return x + y;
  case POP_SUB: return x - y;
  case POP_LT: return x < y;
  case POP_LE: return x <= y;
  case POP_GT: return x > y;
  case POP_GE: return x >= y;
  case POP_EQ: return x == y;
  case POP_NE: return x != y;
  case POP_AND: return x && y;
  case POP_OR: return x || y;
  default: return 0;
  }
}

int pattern_constraint_holds(const struct board *b, int color, int move,
                             const struct pattern *p, int orientation)
{
  int stack[STACK_SIZE];
  int sp = 0;
  for (int k = 0; k < p->nops; k++) {
    const struct pattern_op *op = &p->ops[k];
    if (op->opcode == POP_CONST) {
      if (sp < STACK_SIZE)
        stack[sp++] = op->value;
    } else if (op->opcode < POP_NEG) {
      int pos = label_pos(move, &p->labels[op->a], orientation);
      int pos2 = label_pos(move, &p->labels[op->b], orientation);
      if (sp < STACK_SIZE)
        stack[sp++] = point_function(b, op->opcode, pos, pos2, color);
    } else if (op->opcode == POP_NEG || op->opcode == POP_NOT) {
      if (sp > 0)
        stack[sp - 1] = op->opcode == POP_NEG ? -stack[sp - 1]
          : !stack[sp - 1];
    } else if (sp >= 2) {
      stack[sp - 2] = binary_op(op->opcode, stack[sp - 2], stack[sp - 1]);
      sp--;
    }
  }
  return sp == 0 || stack[sp - 1] != 0;
}

/* The cells the automaton does not read (far from the move). */
INLINE int outer_cells_match(const struct point_reader *r,
                             const struct pattern_variant *variant)
{
  const struct pattern_cell *cell =
    pattern_db_dfa.outer + variant->first_outer;
  for (int k = 0; k < variant->nouter; k++, cell++) {
    int point = read_state(r, cell->di, cell->dj);
    if (!PATTERN_ACCEPTS(cell->accepts, point))
      return 0;
  }
  return 1;
}

static int already_reported(const uint16_t *seen, int reports, int pattern)
{
  if (reports > MAX_REPORTS_PER_POINT)
    reports = MAX_REPORTS_PER_POINT;
  for (int k = 0; k < reports; k++)
    if (seen[k] == pattern)
      return 1;
  return 0;
}

/* Walks the automaton around the empty point move; a pattern that matches
 * in several orientations is reported once, in the first. */
INLINE int match_point(const struct board *b, int color, int move,
                       unsigned class_mask, pattern_callback callback,
                       void *data, const struct point_reader *r)
{
  const struct pattern_dfa *dfa = &pattern_db_dfa;
  int state = 1, legal = -1, reports = 0;
  /* Patterns already reported here: each at most once per point. */
  uint16_t seen[MAX_REPORTS_PER_POINT];
  for (int k = 0; k < dfa->depth; k++) {
    int point = read_state(r, dfa->spiral[k][0], dfa->spiral[k][1]);
    state = dfa->next[state][point];
    if (state == 0)
      break;
    for (int v = dfa->first_variant[state]; v < dfa->first_variant[state + 1];
         v++) {
      const struct pattern_variant *variant = &dfa->variants[v];
      const struct pattern *p = &pattern_db[variant->pattern];
      int orientation = variant->orientation;
      if (!(p->pattern_class & class_mask)
          || !outer_cells_match(r, variant))
        continue;
      if (legal < 0)
        legal = is_legal(b, move, color);
      if (!legal)
        return 0;
      if (already_reported(seen, reports, variant->pattern))
        continue;
      if (p->nops && !pattern_constraint_holds(b, color, move, p, orientation))
        continue;
      callback(data, move, p, orientation);
      if (reports < MAX_REPORTS_PER_POINT)
        seen[reports] = variant->pattern;
      reports++;
    }
  }
  return reports;
}

int match_patterns_at(const struct board *b, int color, int move,
                      unsigned class_mask, pattern_callback callback,
                      void *data)
{
  if (!IS_STONE(color) || !ON_BOARD1(b, move) || b->board[move] != EMPTY)
    return 0;
  struct point_reader r = {.grid = NULL, .b = b, .i = I(move), .j = J(move)};
  relative_states(color, r.relative);
  return match_point(b, color, move, class_mask, callback, data, &r);
}

int match_patterns(const struct board *b, int color, unsigned class_mask,
                   pattern_callback callback, void *data)
{
  if (!IS_STONE(color))
    return 0;
  struct state_grid g;
  grid_fill(&g, b, color);
  struct point_reader r = {.grid = &g, .b = b};
  int reports = 0;
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int move = POS(i, j);
      if (b->board[move] != EMPTY)
        continue;
      r.center = (i + PATTERN_MAX_REACH) * g.stride + j + PATTERN_MAX_REACH;
      reports += match_point(b, color, move, class_mask, callback, data, &r);
    }
  return reports;
}

struct best_values {
  float *best;
  const struct pattern **which;
  int points;
};

static void keep_best(void *data, int move, const struct pattern *p,
                      int orientation)
{
  struct best_values *bv = data;
  (void) orientation;
  if (!bv->which[move]) {
    bv->points++;
    bv->best[move] = p->value;
    bv->which[move] = p;
  } else if (p->value > bv->best[move]) {
    bv->best[move] = p->value;
    bv->which[move] = p;
  }
}

int pattern_best_values(const struct board *b, int color,
                        unsigned class_mask, float best[BOARD_ARRAY_SIZE],
                        const struct pattern *which[BOARD_ARRAY_SIZE])
{
  const struct pattern *local[BOARD_ARRAY_SIZE];
  struct best_values bv = {best, which ? which : local, 0};
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
    best[pos] = 0.0f;
    bv.which[pos] = NULL;
  }
  match_patterns(b, color, class_mask, keep_best, &bv);
  return bv.points;
}

int pattern_label_point(const struct board *b, int move,
                        const struct pattern *p, int orientation,
                        char label)
{
  (void) b;
  for (int l = 0; l < p->nlabels; l++)
    if (p->labels[l].name == label)
      return label_pos(move, &p->labels[l], orientation);
  return NO_MOVE;
}
