/* mkpat: compiles a constraint expression ("require" line) into the stack
 * bytecode of patterns.h by recursive descent.  Grammar (C precedence):
 *
 *   expr    := and ('||' and)*
 *   and     := compare ('&&' compare)*
 *   compare := sum (('<' | '<=' | '>' | '>=' | '==' | '!=') sum)?
 *   sum     := unary (('+' | '-') unary)*
 *   unary   := ('!' | '-') unary | primary
 *   primary := NUMBER | FUNCTION '(' point [',' point] ')' | '(' expr ')'
 *   point   := a label letter | '*'
 */
#include <config.h>

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "mkpat.h"

/* Deepest evaluation stack the matcher provides. */
#define MAX_STACK_DEPTH 16

static const struct {
  const char *name;
  enum pattern_opcode opcode;
  int points;
} functions[] = {
  {"libs", POP_LIBS, 1}, {"size", POP_SIZE, 1},
  {"olibs", POP_OLIBS, 1}, {"xlibs", POP_XLIBS, 1},
  {"selfatari", POP_SELFATARI, 1}, {"xselfatari", POP_XSELFATARI, 1},
  {"capture", POP_CAPTURE, 1}, {"xcapture", POP_XCAPTURE, 1},
  {"legal", POP_LEGAL, 1}, {"xlegal", POP_XLEGAL, 1},
  {"ko", POP_KO, 1}, {"xko", POP_XKO, 1},
  {"line", POP_LINE, 1}, {"same", POP_SAME, 2},
  {"empty", POP_EMPTY, 1}, {"ours", POP_OURS, 1},
  {"theirs", POP_THEIRS, 1},
};

struct parser {
  struct pattern_set *set;
  struct src_pattern *p;
  const char *text;
  const char *s;
  int line;
  int failed;
  int depth, max_depth;
};

static void fail(struct parser *ps, const char *what)
{
  if (!ps->failed)
    mkpat_error(ps->set, ps->p->path, ps->line,
                "in require \"%s\" at column %d: %s", ps->text,
                (int) (ps->s - ps->text) + 1, what);
  ps->failed = 1;
}

static void skip_space(struct parser *ps)
{
  while (isspace((unsigned char) *ps->s))
    ps->s++;
}

static int accept(struct parser *ps, const char *token)
{
  skip_space(ps);
  size_t n = strlen(token);
  if (strncmp(ps->s, token, n) != 0)
    return 0;
  /* "<" must not take the first half of "<=", nor "!" of "!=". */
  if (n == 1 && strchr("<>!=", token[0]) && ps->s[1] == '=')
    return 0;
  ps->s += n;
  return 1;
}

/* Appends an op; depth_change is its effect on the stack height. */
static void emit(struct parser *ps, enum pattern_opcode opcode, int a, int b,
                 int value, int depth_change)
{
  struct src_pattern *p = ps->p;
  if (ps->failed)
    return;
  if (p->nops == PATTERN_MAX_OPS) {
    fail(ps, "constraint too long");
    return;
  }
  struct pattern_op *op = &p->ops[p->nops++];
  op->opcode = (unsigned char) opcode;
  op->a = (unsigned char) a;
  op->b = (unsigned char) b;
  op->value = value;
  ps->depth += depth_change;
  if (ps->depth > ps->max_depth)
    ps->max_depth = ps->depth;
}

static void parse_expr(struct parser *ps);

static int parse_point(struct parser *ps)
{
  skip_space(ps);
  char c = *ps->s;
  for (int k = 0; k < ps->p->nlabels; k++)
    if (ps->p->labels[k].name == c && c) {
      ps->s++;
      return k;
    }
  fail(ps, isalpha((unsigned char) c) || c == '*'
       ? "label not in the labels diagram" : "expected a label or '*'");
  return 0;
}

static void parse_function(struct parser *ps)
{
  const char *start = ps->s;
  while (isalpha((unsigned char) *ps->s))
    ps->s++;
  size_t n = (size_t) (ps->s - start);
  for (size_t k = 0; k < sizeof(functions) / sizeof(functions[0]); k++)
    if (strlen(functions[k].name) == n
        && strncmp(functions[k].name, start, n) == 0) {
      if (!accept(ps, "(")) {
        fail(ps, "expected '(' after the function name");
        return;
      }
      int a = parse_point(ps), b = 0;
      if (functions[k].points == 2) {
        if (!accept(ps, ","))
          fail(ps, "this function takes two points");
        b = parse_point(ps);
      }
      if (!accept(ps, ")"))
        fail(ps, "expected ')'");
      emit(ps, functions[k].opcode, a, b, 0, 1);
      return;
    }
  ps->s = start;
  fail(ps, "unknown function (see doc/patterns.txt for the list)");
}

static void parse_primary(struct parser *ps)
{
  skip_space(ps);
  if (isdigit((unsigned char) *ps->s)) {
    char *end;
    long v = strtol(ps->s, &end, 10);
    if (v > 1000000) {
      fail(ps, "number too large");
      return;
    }
    ps->s = end;
    emit(ps, POP_CONST, 0, 0, (int) v, 1);
  } else if (isalpha((unsigned char) *ps->s)) {
    parse_function(ps);
  } else if (accept(ps, "(")) {
    parse_expr(ps);
    if (!accept(ps, ")"))
      fail(ps, "expected ')'");
  } else {
    fail(ps, "expected a number, a function or '('");
  }
}

static void parse_unary(struct parser *ps)
{
  if (accept(ps, "!")) {
    parse_unary(ps);
    emit(ps, POP_NOT, 0, 0, 0, 0);
  } else if (accept(ps, "-")) {
    parse_unary(ps);
    emit(ps, POP_NEG, 0, 0, 0, 0);
  } else {
    parse_primary(ps);
  }
}

static void parse_sum(struct parser *ps)
{
  parse_unary(ps);
  while (!ps->failed) {
    enum pattern_opcode op;
    if (accept(ps, "+"))
      op = POP_ADD;
    else if (accept(ps, "-"))
      op = POP_SUB;
    else
      return;
    parse_unary(ps);
    emit(ps, op, 0, 0, 0, -1);
  }
}

static void parse_compare(struct parser *ps)
{
  static const struct {
    const char *token;
    enum pattern_opcode op;
  } ops[] = {
    {"<=", POP_LE}, {">=", POP_GE}, {"==", POP_EQ}, {"!=", POP_NE},
    {"<", POP_LT}, {">", POP_GT},
  };
  parse_sum(ps);
  for (size_t k = 0; k < sizeof(ops) / sizeof(ops[0]); k++)
    if (accept(ps, ops[k].token)) {
      parse_sum(ps);
      emit(ps, ops[k].op, 0, 0, 0, -1);
      return;
    }
}

static void parse_and(struct parser *ps)
{
  parse_compare(ps);
  while (!ps->failed && accept(ps, "&&")) {
    parse_compare(ps);
    emit(ps, POP_AND, 0, 0, 0, -1);
  }
}

static void parse_expr(struct parser *ps)
{
  parse_and(ps);
  while (!ps->failed && accept(ps, "||")) {
    parse_and(ps);
    emit(ps, POP_OR, 0, 0, 0, -1);
  }
}

int compile_constraint(struct pattern_set *set, struct src_pattern *p,
                       const char *text, int line)
{
  struct parser ps = {.set = set, .p = p, .text = text, .s = text,
                      .line = line};
  int had_ops = p->nops > 0;
  int old_nops = p->nops;
  parse_expr(&ps);
  skip_space(&ps);
  if (!ps.failed && *ps.s)
    fail(&ps, "unexpected text after the expression");
  if (!ps.failed && ps.max_depth + had_ops > MAX_STACK_DEPTH)
    fail(&ps, "expression nests too deeply");
  if (!ps.failed && had_ops)
    emit(&ps, POP_AND, 0, 0, 0, -1);
  if (ps.failed) {
    p->nops = old_nops;
    return 0;
  }
  return 1;
}
