/* mkpat: compiles pattern databases (doc/patterns.txt) into C tables.
 *
 *   mkpat -o patterns_db.c shape.db edge.db ...
 *
 * Every problem is reported as "file:line: error: ..." on stderr; with any
 * error nothing is written and the exit status is 1, so the build stops. */
#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mkpat.h"

enum block { BLOCK_NONE, BLOCK_DIAGRAM, BLOCK_LABELS, BLOCK_EXAMPLE };

struct reader {
  struct pattern_set *set;
  const char *path;
  const char *file;
  int line;
  struct src_pattern *current;
  enum block block;
  char *labels;                  /* labels diagram of the current pattern */
  int labels_width, labels_height, labels_line;
  int diagram_line;              /* line of the first diagram row */
  int example_line;              /* line of the first example row */
  int block_rows;                /* rows read in the current block */
  char *requires[PATTERN_MAX_OPS];  /* require texts, compiled at the end */
  int require_lines[PATTERN_MAX_OPS];
  int nrequires;
};

void mkpat_error(struct pattern_set *set, const char *path, int line,
                 const char *format, ...)
{
  va_list ap;
  fprintf(stderr, "%s:%d: error: ", path, line);
  va_start(ap, format);
  vfprintf(stderr, format, ap);
  va_end(ap);
  fputc('\n', stderr);
  set->errors++;
}

void *mkpat_alloc(size_t size)
{
  void *p = calloc(1, size ? size : 1);
  if (!p) {
    fprintf(stderr, "mkpat: out of memory\n");
    exit(1);
  }
  return p;
}

char *mkpat_strdup(const char *s)
{
  char *d = mkpat_alloc(strlen(s) + 1);
  strcpy(d, s);
  return d;
}

static const struct {
  const char *name;
  enum pattern_class value;
} class_names[] = {
  {"shape", PATTERN_SHAPE}, {"joseki", PATTERN_JOSEKI},
  {"connection", PATTERN_CONNECTION}, {"cut", PATTERN_CUT},
  {"edge", PATTERN_EDGE}, {"eye", PATTERN_EYE},
  {"endgame", PATTERN_ENDGAME}, {"opening", PATTERN_OPENING},
  {"owl_attack", PATTERN_OWL_ATTACK}, {"owl_defend", PATTERN_OWL_DEFEND},
};

/* Which point states a diagram character accepts; 0 if it is no code. */
static int code_accepts(char c)
{
  switch (c) {
  case '.': case '*': return 1 << PP_EMPTY;
  case 'O': return 1 << PP_OURS;
  case 'X': return 1 << PP_THEIRS;
  case 'o': return (1 << PP_EMPTY) | (1 << PP_OURS);
  case 'x': return (1 << PP_EMPTY) | (1 << PP_THEIRS);
  case '?': return (1 << PP_EMPTY) | (1 << PP_OURS) | (1 << PP_THEIRS);
  case '|': case '-': case '+': return 1 << PP_OFFBOARD;
  default: return 0;
  }
}

static int is_edge_char(char c)
{
  return c == '|' || c == '-' || c == '+';
}

/* Appends a row to a growing diagram, checking its width. */
static void add_row(struct reader *r, char **rows, int *width, int *height,
                    const char *text, const char *allowed, const char *what)
{
  int len = (int) strlen(text);
  for (int k = 0; k < len; k++)
    if (!strchr(allowed, text[k]) || text[k] == '\0') {
      mkpat_error(r->set, r->path, r->line,
                  "unknown code '%c' in %s row \"%s\"", text[k], what, text);
      return;
    }
  if (*height > 0 && len != *width) {
    mkpat_error(r->set, r->path, r->line,
                "%s row has width %d, earlier rows have width %d", what,
                len, *width);
    return;
  }
  if (len > MKPAT_MAX_SIDE || *height >= MKPAT_MAX_SIDE) {
    mkpat_error(r->set, r->path, r->line,
                "%s larger than %d points on a side", what, MKPAT_MAX_SIDE);
    return;
  }
  char *grown = mkpat_alloc((size_t) (*height + 1) * len + 1);
  if (*rows)
    memcpy(grown, *rows, (size_t) *height * len);
  memcpy(grown + (size_t) *height * len, text, len);
  free(*rows);
  *rows = grown;
  *width = len;
  (*height)++;
}

#define DIAGRAM_CODES ".XOxo?*|-+"
#define EXAMPLE_CODES ".XO*|-+"
#define LABEL_CODES DIAGRAM_CODES \
  "abcdefghijklmnpqrstuvwyzABCDEFGHIJKLMNPQRSTUVWYZ"

/* Checks that edge characters form whole rows/columns at the border. */
static int check_edges(struct reader *r, const char *d, int w, int h,
                       int line, const char *what)
{
  int top = 1, bottom = 1, left = 1, right = 1;
  for (int j = 0; j < w; j++) {
    top &= is_edge_char(d[j]) && d[j] != '|';
    bottom &= is_edge_char(d[(h - 1) * w + j]) && d[(h - 1) * w + j] != '|';
  }
  for (int i = 0; i < h; i++) {
    left &= is_edge_char(d[i * w]) && d[i * w] != '-';
    right &= is_edge_char(d[i * w + w - 1]) && d[i * w + w - 1] != '-';
  }
  if ((top && bottom) || (left && right)) {
    mkpat_error(r->set, r->path, line, "%s has edges on opposite sides",
                what);
    return 0;
  }
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++) {
      char c = d[i * w + j];
      int edge_row = (i == 0 && top) || (i == h - 1 && bottom);
      int edge_col = (j == 0 && left) || (j == w - 1 && right);
      if ((c == '-' && !edge_row) || (c == '|' && !edge_col)
          || (c == '+' && !(edge_row && edge_col))) {
        mkpat_error(r->set, r->path, line + i,
                    "%s: edge code '%c' at column %d is not on a border "
                    "line (use '-' rows, '|' columns, '+' corners)",
                    what, c, j + 1);
        return 0;
      }
      if (!is_edge_char(c) && (edge_row || edge_col)) {
        mkpat_error(r->set, r->path, line + i,
                    "%s: point '%c' at column %d lies on an edge line",
                    what, c, j + 1);
        return 0;
      }
    }
  return 1;
}

static int find_star(const char *d, int w, int h, int *row, int *col)
{
  int n = 0;
  for (int i = 0; i < h; i++)
    for (int j = 0; j < w; j++)
      if (d[i * w + j] == '*') {
        *row = i;
        *col = j;
        n++;
      }
  return n;
}

/* A '?' only says "on the board", which another point in its row and one
 * in its column already imply (the board is a rectangle): such a '?'
 * needs no cell, and leaving it out keeps the automaton small. */
static int implied_on_board(const struct src_pattern *p, int row, int col)
{
  int in_row = 0, in_col = 0;
  for (int j = 0; j < p->width; j++) {
    char c = p->diagram[row * p->width + j];
    in_row |= c != '?' && !is_edge_char(c);
  }
  for (int i = 0; i < p->height; i++) {
    char c = p->diagram[i * p->width + col];
    in_col |= c != '?' && !is_edge_char(c);
  }
  return in_row && in_col;
}

static void build_cells(struct src_pattern *p)
{
  p->cells = mkpat_alloc(sizeof(*p->cells) * (size_t) p->width * p->height);
  p->ncells = 0;
  for (int i = 0; i < p->height; i++)
    for (int j = 0; j < p->width; j++) {
      char c = p->diagram[i * p->width + j];
      if (c == '*' || (c == '?' && implied_on_board(p, i, j)))
        continue;
      /* An edge row is off the board as soon as its point in the move's
       * column is (that column is on the board); likewise for edge
       * columns, and corners follow from both. */
      if ((c == '-' && j != p->move_col) || (c == '|' && i != p->move_row)
          || c == '+')
        continue;
      struct pattern_cell *cell = &p->cells[p->ncells++];
      cell->di = (signed char) (i - p->move_row);
      cell->dj = (signed char) (j - p->move_col);
      cell->accepts = (unsigned char) code_accepts(c);
      cell->code = c;
    }
}

static void read_labels(struct reader *r, struct src_pattern *p)
{
  p->labels[0].name = '*';
  p->nlabels = 1;
  if (!r->labels)
    return;
  if (r->labels_width != p->width || r->labels_height != p->height) {
    mkpat_error(r->set, r->path, r->labels_line,
                "labels diagram is %dx%d, the pattern diagram %dx%d",
                r->labels_width, r->labels_height, p->width, p->height);
    return;
  }
  for (int i = 0; i < p->height; i++)
    for (int j = 0; j < p->width; j++) {
      char l = r->labels[i * p->width + j];
      char c = p->diagram[i * p->width + j];
      if (l == c)
        continue;
      if (!isalpha((unsigned char) l) || code_accepts(l)) {
        mkpat_error(r->set, r->path, r->labels_line + i,
                    "labels diagram has '%c' where the pattern has '%c'",
                    l, c);
        continue;
      }
      if (is_edge_char(c) || c == '*') {
        mkpat_error(r->set, r->path, r->labels_line + i,
                    "label '%c' on '%c' (labels must mark board points "
                    "other than the move)", l, c);
        continue;
      }
      for (int k = 1; k < p->nlabels; k++)
        if (p->labels[k].name == l)
          mkpat_error(r->set, r->path, r->labels_line + i,
                      "label '%c' used twice", l);
      if (p->nlabels < MKPAT_MAX_LABELS) {
        struct pattern_label *lab = &p->labels[p->nlabels++];
        lab->name = l;
        lab->di = (signed char) (i - p->move_row);
        lab->dj = (signed char) (j - p->move_col);
      }
    }
}

/* The example must show the pattern around its own '*'. */
static void check_example(struct reader *r, struct src_pattern *p, int line)
{
  int er, ec;
  int n = find_star(p->example, p->example_width, p->example_height, &er,
                    &ec);
  if (n != 1) {
    mkpat_error(r->set, r->path, line, "example needs exactly one '*' "
                "(found %d)", n);
    return;
  }
  if (!check_edges(r, p->example, p->example_width, p->example_height, line,
                   "example"))
    return;
  for (int k = 0; k < p->ncells; k++) {
    const struct pattern_cell *cell = &p->cells[k];
    int i = er + cell->di, j = ec + cell->dj;
    if (i < 0 || j < 0 || i >= p->example_height || j >= p->example_width) {
      if (cell->accepts == (1 << PP_OFFBOARD)) {
        mkpat_error(r->set, r->path, line,
                    "example lacks the pattern's edge");
        return;
      }
      continue;
    }
    char c = p->example[i * p->example_width + j];
    int state = c == 'O' ? PP_OURS : c == 'X' ? PP_THEIRS
      : is_edge_char(c) ? PP_OFFBOARD : PP_EMPTY;
    if (!PATTERN_ACCEPTS(cell->accepts, state)) {
      mkpat_error(r->set, r->path, line + i,
                  "example has '%c' where the pattern needs '%c'", c,
                  cell->code);
      return;
    }
  }
}

static void add_require(struct reader *r, const char *arg)
{
  if (r->nrequires == PATTERN_MAX_OPS) {
    mkpat_error(r->set, r->path, r->line, "too many require lines");
    return;
  }
  r->require_lines[r->nrequires] = r->line;
  r->requires[r->nrequires++] = mkpat_strdup(arg);
}

/* Compiles the require lines once the labels are known. */
static void compile_requires(struct reader *r, struct src_pattern *p)
{
  for (int k = 0; k < r->nrequires; k++) {
    const char *text = r->requires[k];
    if (compile_constraint(r->set, p, text, r->require_lines[k])) {
      size_t old = p->constraint ? strlen(p->constraint) : 0;
      char *joined = mkpat_alloc(old + strlen(text) + 5);
      if (p->constraint)
        sprintf(joined, "%s && %s", p->constraint, text);
      else
        strcpy(joined, text);
      free(p->constraint);
      p->constraint = joined;
    }
    free(r->requires[k]);
  }
  r->nrequires = 0;
}

/* Validates the pattern being read and derives its cells and labels. */
static void finish_pattern(struct reader *r)
{
  struct src_pattern *p = r->current;
  if (!p)
    return;
  r->current = NULL;
  r->block = BLOCK_NONE;
  int errors = r->set->errors;
  if (!p->pattern_class)
    mkpat_error(r->set, r->path, p->line, "pattern %s has no class line",
                p->name);
  if (!p->has_value)
    mkpat_error(r->set, r->path, p->line, "pattern %s has no value line",
                p->name);
  if (p->height == 0) {
    mkpat_error(r->set, r->path, p->line, "pattern %s has no diagram",
                p->name);
  } else {
    int stars = find_star(p->diagram, p->width, p->height, &p->move_row,
                          &p->move_col);
    if (stars == 0)
      mkpat_error(r->set, r->path, r->diagram_line,
                  "diagram has no '*' (the move)");
    else if (stars > 1)
      mkpat_error(r->set, r->path, r->diagram_line,
                  "diagram has %d '*' (needs exactly one)", stars);
    else if (check_edges(r, p->diagram, p->width, p->height,
                         r->diagram_line, "diagram")) {
      build_cells(p);
      if (p->ncells == 0)
        mkpat_error(r->set, r->path, r->diagram_line,
                    "diagram has nothing but the move");
      read_labels(r, p);
      if (r->set->errors == errors)
        compile_requires(r, p);
    }
  }
  for (int k = 0; k < r->nrequires; k++)
    free(r->requires[k]);
  r->nrequires = 0;
  if (r->set->errors == errors && p->example)
    check_example(r, p, r->example_line);
  free(r->labels);
  r->labels = NULL;
  r->labels_width = r->labels_height = 0;
}

static struct src_pattern *new_pattern(struct reader *r, const char *name)
{
  struct pattern_set *set = r->set;
  for (const char *s = name; *s; s++)
    if (!isalnum((unsigned char) *s) && *s != '_' && *s != '-') {
      mkpat_error(set, r->path, r->line,
                  "pattern name \"%s\" may use only letters, digits, '_' "
                  "and '-'", name);
      break;
    }
  for (int k = 0; k < set->count; k++)
    if (strcmp(set->patterns[k].name, name) == 0)
      mkpat_error(set, r->path, r->line,
                  "pattern %s already defined at %s:%d", name,
                  set->patterns[k].path, set->patterns[k].line);
  if (set->count == set->capacity) {
    set->capacity = set->capacity ? 2 * set->capacity : 256;
    struct src_pattern *grown =
      mkpat_alloc(sizeof(*grown) * (size_t) set->capacity);
    if (set->count)
      memcpy(grown, set->patterns, sizeof(*grown) * (size_t) set->count);
    free(set->patterns);
    set->patterns = grown;
  }
  struct src_pattern *p = &set->patterns[set->count++];
  memset(p, 0, sizeof(*p));
  p->name = mkpat_strdup(name);
  p->path = r->path;
  p->file = r->file;
  p->line = r->line;
  return p;
}

static void read_class(struct reader *r, const char *arg)
{
  for (size_t k = 0; k < sizeof(class_names) / sizeof(class_names[0]); k++)
    if (strcmp(arg, class_names[k].name) == 0) {
      r->current->pattern_class = class_names[k].value;
      return;
    }
  mkpat_error(r->set, r->path, r->line,
              "unknown class \"%s\" (shape, joseki, connection, cut, edge, "
              "eye, endgame, opening, owl_attack, owl_defend)", arg);
}

static void read_value(struct reader *r, const char *arg)
{
  char *end;
  errno = 0;
  double v = strtod(arg, &end);
  if (end == arg || *end || errno || !isfinite(v) || fabs(v) > 1000.0
      || strlen(arg) >= sizeof(r->current->value_text)) {
    mkpat_error(r->set, r->path, r->line,
                "bad value \"%s\" (a number of points, -1000..1000)", arg);
    return;
  }
  r->current->value = v;
  r->current->has_value = 1;
  snprintf(r->current->value_text, sizeof(r->current->value_text), "%s",
           arg);
}

/* Splits "keyword rest" and dispatches; returns 0 if no keyword. */
static int read_keyword(struct reader *r, char *text)
{
  char *arg = text;
  while (*arg && !isspace((unsigned char) *arg))
    arg++;
  size_t klen = (size_t) (arg - text);
  while (isspace((unsigned char) *arg))
    arg++;
#define IS(word) (klen == strlen(word) && strncmp(text, word, klen) == 0)
  if (IS("pattern")) {
    finish_pattern(r);
    if (!*arg || strchr(arg, ' ')) {
      mkpat_error(r->set, r->path, r->line, "usage: pattern NAME");
      return 1;
    }
    r->current = new_pattern(r, arg);
    r->block = BLOCK_DIAGRAM;
    return 1;
  }
  if (!(IS("class") || IS("value") || IS("labels") || IS("require")
        || IS("example")))
    return 0;
  if (!r->current) {
    mkpat_error(r->set, r->path, r->line, "\"%.*s\" outside a pattern",
                (int) klen, text);
    return 1;
  }
  if (r->block_rows > 0 && !IS("labels") && !IS("example"))
    r->block = BLOCK_NONE;
  if (IS("class"))
    read_class(r, arg);
  else if (IS("value"))
    read_value(r, arg);
  else if (IS("require")) {
    if (!*arg)
      mkpat_error(r->set, r->path, r->line, "require needs an expression");
    else
      add_require(r, arg);
  } else if (*arg)
    mkpat_error(r->set, r->path, r->line, "%.*s takes no argument; its "
                "diagram follows on the next lines", (int) klen, text);
  else if (IS("labels")) {
    if (r->labels)
      mkpat_error(r->set, r->path, r->line, "second labels diagram");
    r->block = BLOCK_LABELS;
    r->labels_line = r->line + 1;
  } else {
    if (r->current->example)
      mkpat_error(r->set, r->path, r->line, "second example");
    r->block = BLOCK_EXAMPLE;
    r->example_line = r->line + 1;
  }
  return 1;
#undef IS
}

static void read_row(struct reader *r, const char *text)
{
  struct src_pattern *p = r->current;
  if (!p || r->block == BLOCK_NONE) {
    mkpat_error(r->set, r->path, r->line,
                "unexpected line \"%s\" (no pattern or keyword)", text);
    return;
  }
  if (r->block == BLOCK_DIAGRAM) {
    if (p->height == 0)
      r->diagram_line = r->line;
    if (r->nrequires || r->labels || p->example) {
      mkpat_error(r->set, r->path, r->line,
                  "diagram rows must come before labels/require/example");
      return;
    }
    add_row(r, &p->diagram, &p->width, &p->height, text, DIAGRAM_CODES,
            "diagram");
  } else if (r->block == BLOCK_LABELS) {
    add_row(r, &r->labels, &r->labels_width, &r->labels_height, text,
            LABEL_CODES, "labels");
  } else {
    add_row(r, &p->example, &p->example_width, &p->example_height, text,
            EXAMPLE_CODES, "example");
  }
}

static void read_file(struct pattern_set *set, const char *path)
{
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "%s: error: cannot open: %s\n", path, strerror(errno));
    set->errors++;
    return;
  }
  struct reader r = {.set = set, .path = path};
  const char *slash = strrchr(path, '/');
  r.file = slash ? slash + 1 : path;
  char buf[512];
  while (fgets(buf, sizeof(buf), f)) {
    r.line++;
    size_t len = strlen(buf);
    if (len == sizeof(buf) - 1 && buf[len - 1] != '\n') {
      mkpat_error(set, path, r.line, "line longer than %d characters",
                  (int) sizeof(buf) - 2);
      int c;
      while ((c = fgetc(f)) != EOF && c != '\n')
        ;
      continue;
    }
    while (len > 0 && isspace((unsigned char) buf[len - 1]))
      buf[--len] = '\0';
    char *text = buf;
    while (isspace((unsigned char) *text))
      text++;
    if (*text == '#')
      continue;
    if (*text == '\0') {
      /* A blank line ends a diagram block that has rows. */
      if (r.block_rows > 0)
        r.block = BLOCK_NONE;
      continue;
    }
    if (read_keyword(&r, text))
      r.block_rows = 0;
    else {
      read_row(&r, text);
      r.block_rows++;
    }
  }
  finish_pattern(&r);
  fclose(f);
}

static void free_set(struct pattern_set *set)
{
  for (int k = 0; k < set->count; k++) {
    struct src_pattern *p = &set->patterns[k];
    free(p->name);
    free(p->diagram);
    free(p->cells);
    free(p->constraint);
    free(p->example);
  }
  free(set->patterns);
}

int main(int argc, char **argv)
{
  const char *output = NULL;
  int first = 1;
  if (argc >= 3 && strcmp(argv[1], "-o") == 0) {
    output = argv[2];
    first = 3;
  }
  if (!output || first >= argc) {
    fprintf(stderr, "usage: mkpat -o OUTPUT.c FILE.db...\n");
    return 2;
  }
  struct pattern_set set = {0};
  for (int k = first; k < argc; k++)
    read_file(&set, argv[k]);
  if (set.errors == 0 && set.count == 0) {
    fprintf(stderr, "mkpat: error: no patterns in the input\n");
    set.errors++;
  }
  if (set.errors == 0 && set.count > 65535) {
    fprintf(stderr, "mkpat: error: more than 65535 patterns\n");
    set.errors++;
  }
  int ok = set.errors == 0 && emit_tables(&set, output);
  if (set.errors)
    fprintf(stderr, "mkpat: %d error%s, %s not written\n", set.errors,
            set.errors == 1 ? "" : "s", output);
  free_set(&set);
  return ok ? 0 : 1;
}
