/* Game review (see review.h).  The game is read twice: as an SGF tree,
 * which is annotated and written back whole (other properties, comments
 * and variations stay), and into a game, whose board history gives the
 * positions.  Each position is searched with a fresh tree, so the review
 * depends on the game, the playouts and the seed only. */
#include <config.h>

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "interface/review.h"
#include "interface/review_graph.h"
#include "sgf/sgf.h"
#include "utils/timer.h"

/* Seconds between two progress lines. */
#define PROGRESS_SECONDS 2.0
/* best_move when the search found no candidate. */
#define NO_CANDIDATE (-1)

/* The search of the position after `index` moves, from Black's side. */
struct position_eval {
  int to_move;
  double winrate;            /* the position's */
  double score;
  int best_move;             /* the engine's choice, NO_MOVE: none */
  double best_winrate;       /* after it */
  double best_score;
  int pv_length;
  int pv[ENGINE_PV_MAX];
};

/* A move of the game and what it cost its player. */
struct move_review {
  int pos;
  int color;
  double loss;               /* points, from the player's side */
  double winrate_drop;       /* win rate, from the player's side */
  int rank;                  /* 1: the player's biggest mistake; 0: none */
  struct sgf_node *node;     /* its node in the tree */
};

struct review {
  struct sgf_node *root;
  struct game *game;
  int moves;                 /* of the main line */
  struct board_move *history;
  struct position_eval *eval;     /* moves + 1 */
  struct move_review *move;       /* moves; move[k] leads to eval[k + 1] */
  long visits;
};

/* ---- Reading -------------------------------------------------------------- */

/* The main line's move nodes in order; returns how many (at most max). */
static int move_nodes(struct sgf_node *root, struct move_review *out, int max)
{
  int n = 0;
  for (struct sgf_node *node = root; node != NULL && n < max; node = node->child)
    if (sgf_find_property(node, "B") || sgf_find_property(node, "W"))
      out[n++].node = node;
  return n;
}

static int load(struct review *rv, const struct engine_config *config,
                const struct review_request *r, FILE *err)
{
  char message[300];
  rv->root = sgf_read_file(r->game, message, sizeof message);
  if (rv->root == NULL) {
    fprintf(err, "hane: %s: %s\n", r->game, message);
    return 0;
  }
  rv->game = game_new(config, 19, 0.0f);
  if (rv->game == NULL
      || game_load_sgf_tree(rv->game, rv->root, NULL, message, sizeof message) == 0) {
    fprintf(err, "hane: %s: %s\n", r->game, rv->game ? message : "out of memory");
    return 0;
  }
  struct board *b = rv->game->board;
  rv->moves = b->move_history_length;
  rv->history = b->move_history;
  rv->eval = calloc((size_t) rv->moves + 1, sizeof rv->eval[0]);
  rv->move = calloc((size_t) rv->moves + 1, sizeof rv->move[0]);
  if (rv->eval == NULL || rv->move == NULL) {
    fprintf(err, "hane: out of memory\n");
    return 0;
  }
  if (move_nodes(rv->root, rv->move, rv->moves) != rv->moves) {
    fprintf(err, "hane: %s: the game's moves could not be matched with its nodes\n",
            r->game);
    return 0;
  }
  for (int k = 0; k < rv->moves; k++) {
    rv->move[k].pos = rv->history[k].pos;
    rv->move[k].color = rv->history[k].color;
  }
  return 1;
}

/* ---- Searching ------------------------------------------------------------ */

static void evaluate(struct review *rv, struct engine *e, struct board *b, int index)
{
  struct position_eval *p = &rv->eval[index];
  struct engine_root_analysis root;
  struct engine_candidate best;
  int to_move = index < rv->moves ? rv->history[index].color
                : index > 0 ? OTHER_COLOR(rv->history[index - 1].color)
                : BLACK;
  double sign = to_move == BLACK ? 1.0 : -1.0;
  engine_analyze_playouts(e, b, to_move, rv->visits);
  engine_analyze_root(e, &root);
  p->to_move = to_move;
  p->winrate = to_move == BLACK ? root.winrate : 1.0 - root.winrate;
  p->score = sign * root.score_lead;
  p->best_move = NO_CANDIDATE;
  if (engine_analyze_candidates(e, &best, 1) == 1) {
    p->best_move = best.move;
    p->best_winrate = to_move == BLACK ? best.winrate : 1.0 - best.winrate;
    p->best_score = sign * best.score_lead;
    p->pv_length = best.pv_length;
    memcpy(p->pv, best.pv, sizeof p->pv);
  }
}

static void progress(FILE *err, int done, int total, double start, int quiet,
                     double *last)
{
  double now = wall_seconds();
  if (quiet || (done < total && now - *last < PROGRESS_SECONDS))
    return;
  *last = now;
  fprintf(err, "review: %d of %d positions (%d%%), %.1f s\n", done, total,
          100 * done / total, now - start);
  fflush(err);
}

/* Did the game end with two passes? */
static int ended_by_passes(const struct review *rv)
{
  return rv->moves >= 2 && rv->history[rv->moves - 1].pos == PASS_MOVE
         && rv->history[rv->moves - 2].pos == PASS_MOVE;
}

/* A game over is worth its result, not what a search from there thinks:
 * the final score (dead stones from the dragon analysis), won or lost. */
static void score_final_position(struct review *rv)
{
  struct position_eval *p = &rv->eval[rv->moves];
  double white_lead = game_final_score(rv->game);
  p->score = -white_lead;
  p->winrate = p->score > 0 ? 1.0 : p->score < 0 ? 0.0 : 0.5;
}

/* Every position from the first to the last, searched in turn. */
static int evaluate_all(struct review *rv, struct engine *e, int quiet, FILE *err)
{
  struct board *b = board_new(rv->game->board->board_size);
  if (b == NULL)
    return 0;
  board_copy(b, rv->game->board);
  undo_move(b, rv->moves);
  double start = wall_seconds(), last = start;
  for (int k = 0; k <= rv->moves; k++) {
    evaluate(rv, e, b, k);
    if (k < rv->moves)
      play_move(b, rv->history[k].pos, rv->history[k].color);
    progress(err, k + 1, rv->moves + 1, start, quiet, &last);
  }
  board_free(b);
  if (ended_by_passes(rv))
    score_final_position(rv);
  return 1;
}

/* ---- Mistakes ------------------------------------------------------------- */

static void measure_losses(struct review *rv)
{
  for (int k = 0; k < rv->moves; k++) {
    struct move_review *m = &rv->move[k];
    double sign = m->color == BLACK ? 1.0 : -1.0;
    m->loss = sign * (rv->eval[k].score - rv->eval[k + 1].score);
    m->winrate_drop = sign * (rv->eval[k].winrate - rv->eval[k + 1].winrate);
  }
}

static int is_mistake(const struct move_review *m)
{
  return m->loss >= REVIEW_MISTAKE_POINTS || m->winrate_drop >= REVIEW_MISTAKE_WINRATE;
}

static int is_blunder(const struct move_review *m)
{
  return m->loss >= REVIEW_BLUNDER_POINTS || m->winrate_drop >= REVIEW_BLUNDER_WINRATE;
}

/* Ranks 1..REVIEW_MAX_MISTAKES to color's biggest mistakes by points lost
 * (the earlier move first among equals). */
static void rank_mistakes(struct review *rv, int color)
{
  /* The two passes that end a game take it to its count: where the count
   * and the search disagree, the search was wrong, not the pass. */
  int last = ended_by_passes(rv) ? rv->moves - 2 : rv->moves;
  for (int rank = 1; rank <= REVIEW_MAX_MISTAKES; rank++) {
    int worst = -1;
    for (int k = 0; k < last; k++) {
      const struct move_review *m = &rv->move[k];
      if (m->color == color && m->rank == 0 && is_mistake(m)
          && (worst < 0 || m->loss > rv->move[worst].loss))
        worst = k;
    }
    if (worst < 0)
      return;
    rv->move[worst].rank = rank;
  }
}

/* ---- Writing the comments ------------------------------------------------- */

/* A growing text. */
struct text {
  char buf[2048];
  size_t length;
};

static void say(struct text *t, const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  if (t->length < sizeof t->buf) {
    int n = vsnprintf(t->buf + t->length, sizeof t->buf - t->length, format, ap);
    if (n > 0)
      t->length += (size_t) n;
    if (t->length >= sizeof t->buf)
      t->length = sizeof t->buf - 1;
  }
  va_end(ap);
}

static const char *color_name(int color)
{
  return color == BLACK ? "Black" : "White";
}

/* "B+3.5", "W+0.5" or "even". */
static const char *score_text(double score, char *buf, size_t size)
{
  if (fabs(score) < 0.05)
    snprintf(buf, size, "even");
  else
    snprintf(buf, size, "%c+%.1f", score > 0 ? 'B' : 'W', fabs(score));
  return buf;
}

static const char *ordinal(int n)
{
  static const char *const names[] = {"", "biggest", "2nd biggest", "3rd biggest",
                                      "4th biggest", "5th biggest"};
  return n >= 1 && n <= REVIEW_MAX_MISTAKES ? names[n] : "";
}

/* Appends text to the node's comment (after what is there). */
static void add_comment(struct sgf_node *node, const char *text)
{
  const char *old = sgf_property_value(node, "C");
  if (old == NULL || old[0] == '\0') {
    sgf_set_property(node, "C", text);
    return;
  }
  size_t n = strlen(old) + strlen(text) + 3;
  char *both = malloc(n);
  if (both == NULL)
    return;
  snprintf(both, n, "%s\n\n%s", old, text);
  sgf_set_property(node, "C", both);
  free(both);
}

static void set_winrate_property(struct sgf_node *node, double black_winrate)
{
  char value[16];
  snprintf(value, sizeof value, "%.2f", 100.0 * black_winrate);
  sgf_set_property(node, "SBKV", value);
}

static void add_point(struct sgf_node *node, const char *name, int size, int pos)
{
  char value[3];
  if (pos == PASS_MOVE)
    sgf_encode_point(-1, -1, value);
  else
    sgf_encode_point(I(pos), J(pos), value);
  (void) size;
  sgf_add_property(node, name, value);
}

/* The engine's line from the position before move k, as a variation
 * beside the move. */
static void add_variation(struct review *rv, int k, const struct board *b)
{
  const struct position_eval *p = &rv->eval[k];
  struct sgf_node *parent = rv->move[k].node->parent;
  if (parent == NULL || p->pv_length == 0)
    return;
  struct sgf_node *node = sgf_add_child(parent);
  char buf[16], vertex[8];
  int color = p->to_move;
  for (int j = 0; j < p->pv_length && node != NULL; j++) {
    add_point(node, color == BLACK ? "B" : "W", b->board_size, p->pv[j]);
    if (j == 0) {
      struct text t = {"", 0};
      say(&t, "Hane's line after %s (%d playouts): Black's win rate %.1f%%, %s",
          pos_to_vertex(b, p->pv[0], vertex), (int) rv->visits, 100.0 * p->best_winrate,
          score_text(p->best_score, buf, sizeof buf));
      sgf_set_property(node, "C", t.buf);
    }
    color = OTHER_COLOR(color);
    if (j + 1 < p->pv_length)
      node = sgf_add_child(node);
  }
}

static void comment_move(struct review *rv, int k, const struct board *b)
{
  const struct move_review *m = &rv->move[k];
  const struct position_eval *before = &rv->eval[k], *after = &rv->eval[k + 1];
  struct text t = {"", 0};
  char v1[8], v2[8], s1[16], s2[16];
  double own_before = m->color == BLACK ? before->winrate : 1.0 - before->winrate;
  double own_after = m->color == BLACK ? after->winrate : 1.0 - after->winrate;
  say(&t, "Hane review, move %d: %s %s\n", k + 1, color_name(m->color),
      pos_to_vertex(b, m->pos, v1));
  say(&t, "%s's win rate: %.1f%% before, %.1f%% after\n", color_name(m->color),
      100.0 * own_before, 100.0 * own_after);
  say(&t, "Score: %s before, %s after", score_text(before->score, s1, sizeof s1),
      score_text(after->score, s2, sizeof s2));
  if (m->loss >= 0.05)
    say(&t, ": %.1f points lost\n", m->loss);
  else
    say(&t, "\n");
  if (before->best_move == m->pos)
    say(&t, "Hane's choice too.\n");
  else if (before->best_move != NO_CANDIDATE)
    say(&t, "Hane prefers %s (%s's win rate %.1f%%, %s)\n",
        pos_to_vertex(b, before->best_move, v2), color_name(m->color),
        100.0 * (m->color == BLACK ? before->best_winrate : 1.0 - before->best_winrate),
        score_text(before->best_score, s1, sizeof s1));
  if (m->rank > 0)
    say(&t, "Mistake: %s's %s.\n", color_name(m->color), ordinal(m->rank));
  if (t.length > 0 && t.buf[t.length - 1] == '\n')
    t.buf[--t.length] = '\0';
  add_comment(m->node, t.buf);
}

/* "moves 23 (4.5), 57 (3.0)" for color's marked mistakes, or "none". */
static void say_mistakes(struct text *t, const struct review *rv, int color)
{
  int any = 0;
  for (int rank = 1; rank <= REVIEW_MAX_MISTAKES; rank++)
    for (int k = 0; k < rv->moves; k++)
      if (rv->move[k].color == color && rv->move[k].rank == rank)
        say(t, "%s%d (%.1f)", any++ ? ", " : "moves ", k + 1, rv->move[k].loss);
  if (!any)
    say(t, "none");
}

static void comment_root(struct review *rv)
{
  struct text t = {"", 0};
  say(&t, "Reviewed by Hane %s: %d positions, %ld playouts each.\n",
      PACKAGE_VERSION, rv->moves + 1, rv->visits);
  static const int colors[] = {BLACK, WHITE};
  for (int c = 0; c < 2; c++) {
    int color = colors[c];
    double lost = 0.0;
    int count = 0;
    for (int k = 0; k < rv->moves; k++)
      if (rv->move[k].color == color) {
        lost += rv->move[k].loss > 0 ? rv->move[k].loss : 0.0;
        count++;
      }
    say(&t, "%s: %.1f points lost per move on average; biggest mistakes (points): ",
        color_name(color), count ? lost / count : 0.0);
    say_mistakes(&t, rv, color);
    say(&t, "\n");
  }
  t.buf[t.length > 0 ? t.length - 1 : 0] = '\0';
  add_comment(rv->root, t.buf);
  set_winrate_property(rv->root, rv->eval[0].winrate);
}

static void annotate(struct review *rv)
{
  const struct board *b = rv->game->board;
  for (int k = 0; k < rv->moves; k++) {
    struct move_review *m = &rv->move[k];
    comment_move(rv, k, b);
    set_winrate_property(m->node, rv->eval[k + 1].winrate);
    if (m->rank > 0) {
      sgf_set_property(m->node, "BM", is_blunder(m) ? "2" : "1");
      if (rv->eval[k].best_move != NO_CANDIDATE && rv->eval[k].best_move != PASS_MOVE)
        add_point(m->node, "MA", b->board_size, rv->eval[k].best_move);
    }
    if (rv->eval[k].best_move != NO_CANDIDATE && rv->eval[k].best_move != m->pos)
      add_variation(rv, k, b);
  }
  comment_root(rv);
}

/* ---- The graph ------------------------------------------------------------ */

static int write_graph(const struct review *rv, const char *path, FILE *err)
{
  struct review_graph_point *points = calloc((size_t) rv->moves + 1, sizeof points[0]);
  struct review_graph_mark *marks = calloc(2 * REVIEW_MAX_MISTAKES + 1, sizeof marks[0]);
  FILE *out = points && marks ? fopen(path, "w") : NULL;
  int ok = out != NULL;
  if (ok) {
    int n = 0;
    for (int k = 0; k <= rv->moves; k++) {
      points[k].winrate = rv->eval[k].winrate;
      points[k].score = rv->eval[k].score;
    }
    for (int k = 0; k < rv->moves && n < 2 * REVIEW_MAX_MISTAKES; k++)
      if (rv->move[k].rank > 0) {
        marks[n].move = k + 1;
        marks[n].by_black = rv->move[k].color == BLACK;
        marks[n++].loss = rv->move[k].loss;
      }
    struct review_graph g = {sgf_property_value(rv->root, "PB"),
                             sgf_property_value(rv->root, "PW"),
                             rv->game->board->board_size, rv->moves, points, n, marks};
    ok = review_graph_write(out, &g);
    ok = fclose(out) == 0 && ok;
  }
  if (!ok)
    fprintf(err, "hane: cannot write %s\n", path);
  free(points);
  free(marks);
  return ok;
}

/* ---- All of it ------------------------------------------------------------ */

int review_run(const struct engine_config *config, const struct review_request *r,
               FILE *err)
{
  struct review rv;
  memset(&rv, 0, sizeof rv);
  rv.visits = r->visits > 0 ? r->visits : REVIEW_DEFAULT_VISITS;
  int ok = load(&rv, config, r, err)
           && evaluate_all(&rv, rv.game->engine, r->quiet, err);
  if (ok) {
    measure_losses(&rv);
    rank_mistakes(&rv, BLACK);
    rank_mistakes(&rv, WHITE);
    annotate(&rv);
    ok = sgf_write_file(r->outfile, rv.root);
    if (!ok)
      fprintf(err, "hane: cannot write %s\n", r->outfile);
  }
  if (ok && r->graph != NULL)
    ok = write_graph(&rv, r->graph, err);
  free(rv.eval);
  free(rv.move);
  game_free(rv.game);
  sgf_free(rv.root);
  return ok ? 0 : 1;
}
