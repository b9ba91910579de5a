/* Analysis modes of the command line (see analyze.h).  The verdicts use
 * GNU Go's wording ("C6 can be attacked at E7 (7 variations)"), so
 * scripts written for its --decide-* modes read ours. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "analyze_impl.h"
#include "interface/game/game.h"
#include "interface/game/game_trace.h"

static const char *vertex(const struct board *b, int pos, char buf[8])
{
  return pos_to_vertex(b, pos, buf);
}

/* " with ko (good)" for KO_A, " with ko (bad)" for KO_B. */
static const char *ko_phrase(int code)
{
  if (code == ANALYSIS_KO_A)
    return " with ko (good)";
  if (code == ANALYSIS_KO_B)
    return " with ko (bad)";
  return "";
}

static const char *code_name(int code)
{
  switch (code) {
  case ANALYSIS_WIN: return "WIN";
  case ANALYSIS_KO_A: return "KO_A";
  case ANALYSIS_KO_B: return "KO_B";
  default: return "0";
  }
}

static const char *uncertain(int certain)
{
  return certain ? "" : " [node limit reached: uncertain]";
}

/* "NAME can be VERB at MOVE", "NAME cannot be VERB", "NAME is STATE as it
 * stands", each with the variations read. */
static void say_answer(struct report *r, const struct board *b,
                       const char *name, const char *verb, const char *state,
                       int code, int move, int certain, long variations)
{
  char v[8];
  if (code == ANALYSIS_LOSE)
    report_say(r, "%s cannot be %s (%ld variations)%s\n", name, verb, variations,
        uncertain(certain));
  else if (move == NO_MOVE)
    report_say(r, "%s %s as it stands (%ld variations)%s\n", name, state,
        variations, uncertain(certain));
  else
    report_say(r, "%s can be %s%s at %s (%ld variations)%s\n", name, verb,
        ko_phrase(code), vertex(b, move, v), variations, uncertain(certain));
}

/* ---- Targets ------------------------------------------------------------ */

static int parse_stone(const struct board *b, const char *text, int *pos,
                       const char *option, FILE *err)
{
  *pos = vertex_to_pos(b, text);
  if (*pos <= 0) {
    fprintf(err, "hane: invalid vertex '%s' for --%s\n", text, option);
    return 0;
  }
  if (!IS_STONE(b->board[*pos])) {
    fprintf(err, "hane: --%s called on an empty vertex (%s)\n", option, text);
    return 0;
  }
  return 1;
}

/* "V1/V2" into two stones. */
static int parse_pair(const struct board *b, const char *text, int *a, int *c,
                      const char *option, FILE *err)
{
  char first[16];
  const char *slash = strchr(text, '/');
  size_t n = slash ? (size_t) (slash - text) : 0;
  if (slash == NULL || n == 0 || n >= sizeof first) {
    fprintf(err, "hane: --%s wants two vertices as V1/V2, not '%s'\n", option, text);
    return 0;
  }
  memcpy(first, text, n);
  first[n] = '\0';
  return parse_stone(b, first, a, option, err)
         && parse_stone(b, slash + 1, c, option, err);
}

/* ---- The decide modes --------------------------------------------------- */

static int decide_string(struct game *g, const char *target, struct report *r,
                         FILE *err)
{
  struct board *b = g->board;
  struct analysis_verdict v;
  char name[8];
  int str;
  if (!parse_stone(b, target, &str, "decide-string", err))
    return 0;
  engine_decide_string(g->engine, b, str, &v);
  vertex(b, str, name);
  say_answer(r, b, name, "attacked", "is captured", v.attack_code,
             v.attack_move, 1, v.attack_variations);
  if (v.defense_read)
    say_answer(r, b, name, "defended", "is safe", v.defense_code,
               v.defense_move, 1, v.defense_variations);
  return 1;
}

static int decide_connection(struct game *g, const char *target,
                             struct report *r, FILE *err)
{
  struct board *b = g->board;
  struct analysis_verdict v;
  char name1[8], name2[8], both[24];
  int a, c;
  if (!parse_pair(b, target, &a, &c, "decide-connection", err))
    return 0;
  if (b->board[a] != b->board[c]) {
    fprintf(err, "hane: --decide-connection wants two strings of one colour\n");
    return 0;
  }
  engine_decide_connection(g->engine, b, a, c, &v);
  snprintf(both, sizeof both, "%s and %s", vertex(b, a, name1), vertex(b, c, name2));
  say_answer(r, b, both, "connected", "are connected", v.defense_code,
             v.defense_move, 1, v.defense_variations);
  say_answer(r, b, both, "disconnected", "are disconnected", v.attack_code,
             v.attack_move, 1, v.attack_variations);
  return 1;
}

static void say_owl(struct report *r, const struct board *b, const char *name,
                    const struct analysis_verdict *v)
{
  say_answer(r, b, name, "attacked", "is dead", v->attack_code, v->attack_move,
             v->attack_certain, v->attack_variations);
  if (v->defense_read)
    say_answer(r, b, name, "defended", "is alive", v->defense_code,
               v->defense_move, v->defense_certain, v->defense_variations);
}

static int decide_dragon(struct game *g, const char *target, struct report *r,
                         FILE *err)
{
  struct board *b = g->board;
  struct analysis_verdict v;
  char name[8];
  int str;
  if (!parse_stone(b, target, &str, "decide-dragon", err))
    return 0;
  if (!engine_decide_dragon(g->engine, b, str, &v)) {
    fprintf(err, "hane: out of memory\n");
    return 0;
  }
  say_owl(r, b, vertex(b, str, name), &v);
  return 1;
}

static int decide_semeai(struct game *g, const char *target, struct report *r,
                         FILE *err)
{
  struct board *b = g->board;
  struct semeai_verdict v;
  char name_a[8], name_b[8], move[8];
  int a, c;
  if (!parse_pair(b, target, &a, &c, "decide-semeai", err))
    return 0;
  if (b->board[a] == b->board[c]) {
    fprintf(err, "hane: --decide-semeai wants two dragons of opposite colours\n");
    return 0;
  }
  if (!engine_decide_semeai(g->engine, b, a, c, &v)) {
    fprintf(err, "hane: out of memory\n");
    return 0;
  }
  vertex(b, a, name_a);
  vertex(b, c, name_b);
  vertex(b, v.move, move);
  report_say(r, "Analyzing semeai between %s and %s, %s moves first\n", name_a,
      name_b, b->board[a] == BLACK ? "black" : "white");
  report_say(r, "Semeai defense of %s: result %s %s\n", name_a,
      code_name(v.defense_code), move);
  report_say(r, "Semeai attack of %s: result %s %s\n", name_b,
      code_name(v.attack_code), move);
  report_say(r, "%ld variations%s\n", v.variations, uncertain(v.certain));
  return 1;
}

static int decide_position(struct game *g, struct report *r, FILE *err)
{
  struct board *b = g->board;
  int max = MAX_BOARD * MAX_BOARD;
  struct dragon_verdict *verdicts = malloc((size_t) max * sizeof *verdicts);
  int n = verdicts ? engine_decide_position(g->engine, b, verdicts, max) : -1;
  if (n < 0) {
    free(verdicts);
    fprintf(err, "hane: out of memory\n");
    return 0;
  }
  for (int k = 0; k < n && k < max; k++) {
    const struct dragon_verdict *d = &verdicts[k];
    char name[8];
    vertex(b, d->origin, name);
    report_say(r, "%sanalyzing %s (%s, %d stone%s)\n", k ? "\n" : "", name,
        d->color == BLACK ? "black" : "white", d->size, d->size == 1 ? "" : "s");
    if (d->owl.attack_read)
      say_owl(r, b, name, &d->owl);
    else if (d->status == ENGINE_STATUS_DEAD)
      report_say(r, "%s is tactically dead\n", name);
    else
      report_say(r, "%s is alive as it stands (two eyes)\n", name);
    report_say(r, "status of %s: %s\n", name, engine_dragon_status_name(d->status));
  }
  free(verdicts);
  return 1;
}

/* ---- Running a mode ----------------------------------------------------- */

static int decide(struct game *g, const struct analyze_request *req,
                  struct report *r, FILE *err)
{
  const char *mode = req->decide;
  if (strcmp(mode, "string") == 0)
    return decide_string(g, req->target, r, err);
  if (strcmp(mode, "connection") == 0)
    return decide_connection(g, req->target, r, err);
  if (strcmp(mode, "dragon") == 0)
    return decide_dragon(g, req->target, r, err);
  if (strcmp(mode, "semeai") == 0)
    return decide_semeai(g, req->target, r, err);
  if (strcmp(mode, "position") == 0)
    return decide_position(g, r, err);
  fprintf(err, "hane: unknown analysis --decide-%s\n", mode);
  return 0;
}

/* A decide mode with its trace: recorded when -o asks for it. */
static int decide_traced(struct game *g, const struct analyze_request *req,
                         struct report *r, FILE *err)
{
  long max_nodes = req->outfile == NULL ? 1
                   : req->trace_max_nodes > 0 ? req->trace_max_nodes
                   : TRACE_DEFAULT_MAX_NODES;
  struct sgftrace *tr = sgftrace_new(max_nodes);
  if (tr == NULL || !sgftrace_attach(tr, g->board)) {
    sgftrace_free(tr);
    fprintf(err, "hane: out of memory\n");
    return 0;
  }
  if (report_copy_begin(r))
    fprintf(r->copy, "hane --decide-%s%s%s (Hane %s)\n", req->decide,
            req->target ? " " : "", req->target ? req->target : "", PACKAGE_VERSION);
  int ok = decide(g, req, r, err);
  sgftrace_detach(tr);
  report_copy_end(r);
  if (ok && req->outfile != NULL) {
    char cut[200];
    if (sgftrace_was_cut(tr))
      fprintf(err, "hane: %s\n", trace_cut_message(tr, cut, sizeof cut));
    if (!trace_write_sgf(tr, req->outfile, r->text)) {
      fprintf(err, "hane: cannot write %s\n", req->outfile);
      ok = 0;
    }
  }
  sgftrace_free(tr);
  report_free_copy(r);
  return ok;
}

int analyze_run(struct game *g, const struct analyze_request *req,
                FILE *out, FILE *err)
{
  struct report r;
  report_init(&r, out);
  const char *mode = req->decide ? "--decide-" : "--score";
  if (req->infile == NULL) {
    fprintf(err, "hane: %s%s needs a position: -l FILE [-L MOVE]\n", mode,
            req->decide ? req->decide : "");
    return 1;
  }
  int ok = req->decide != NULL ? decide_traced(g, req, &r, err)
           : analyze_score(g, req, &r, err);
  fflush(out);
  return ok ? 0 : 1;
}
