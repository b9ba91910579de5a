/* Reading traces as SGF (see game_trace.h).  The trace stores parents
 * before children and siblings in order, so one pass over the nodes in
 * index order builds the tree without recursion. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "game_trace.h"
#include "sgf/sgf.h"

/* A growing comment. */
struct text {
  char *s;
  size_t length;
  size_t capacity;
};

static void text_add(struct text *t, const char *s)
{
  size_t n = strlen(s) + 1;               /* a newline before it */
  if (t->length + n + 1 > t->capacity) {
    size_t c = t->capacity ? t->capacity : 128;
    while (c < t->length + n + 1)
      c *= 2;
    char *p = realloc(t->s, c);
    if (p == NULL)
      return;
    t->s = p;
    t->capacity = c;
  }
  if (t->length > 0)
    t->s[t->length++] = '\n';
  memcpy(t->s + t->length, s, n - 1);
  t->length += n - 1;
  t->s[t->length] = '\0';
}

static void text_add_notes(struct text *t, const struct sgftrace *tr,
                           const struct sgftrace_node *n)
{
  for (int k = n->first_note; k != SGFTRACE_NONE; k = sgftrace_note_at(tr, k)->next)
    text_add(t, sgftrace_text(tr, sgftrace_note_at(tr, k)->text));
}

static void encode(int board_size, int pos, char out[4])
{
  if (pos == PASS_MOVE)
    strcpy(out, board_size <= 19 ? "tt" : "");
  else
    sgf_encode_point(I(pos), J(pos), out);
}

char *trace_cut_message(const struct sgftrace *tr, char *buf, size_t size)
{
  if (!sgftrace_was_cut(tr))
    snprintf(buf, size, "%s", "");
  else
    snprintf(buf, size, "Trace cut: the limit of %ld nodes (--trace-max-nodes) "
             "was reached; %ld more variations were read but not recorded.",
             sgftrace_max_nodes(tr), sgftrace_dropped(tr));
  return buf;
}

static void fill_root(struct sgf_node *root, const struct sgftrace *tr,
                      const char *root_comment)
{
  int size = sgftrace_board_size(tr);
  char buf[200];
  snprintf(buf, sizeof buf, "%.1f", sgftrace_komi(tr));
  sgf_add_property(root, "KM", buf);
  for (int i = 0; i < size; i++)
    for (int j = 0; j < size; j++) {
      int color = sgftrace_root_color(tr, POS(i, j));
      if (color == EMPTY)
        continue;
      encode(size, POS(i, j), buf);
      sgf_add_property(root, color == BLACK ? "AB" : "AW", buf);
    }
  struct text c = {NULL, 0, 0};
  if (root_comment != NULL && *root_comment)
    text_add(&c, root_comment);
  text_add_notes(&c, tr, sgftrace_node_at(tr, 0));
  if (sgftrace_was_cut(tr))
    text_add(&c, trace_cut_message(tr, buf, sizeof buf));
  if (c.s != NULL)
    sgf_add_property(root, "C", c.s);
  free(c.s);
}

/* Move, comment (message, string, ko, played, notes) and a triangle on
 * ko moves. */
static void fill_node(struct sgf_node *node, const struct sgftrace *tr,
                      const struct sgftrace_node *n)
{
  int size = sgftrace_board_size(tr);
  char point[4], name[8], line[160];
  struct text c = {NULL, 0, 0};
  if (n->color != EMPTY) {
    encode(size, n->move, point);
    sgf_add_property(node, n->color == BLACK ? "B" : "W", point);
  }
  const char *message = sgftrace_text(tr, n->message);
  if (message != NULL || n->str != NO_MOVE) {
    vertex_name(size, n->str, name);
    if (message != NULL && n->str != NO_MOVE)
      snprintf(line, sizeof line, "%s (string %s)", message, name);
    else if (message != NULL)
      snprintf(line, sizeof line, "%s", message);
    else
      snprintf(line, sizeof line, "(string %s)", name);
    text_add(&c, line);
  }
  if (n->is_ko) {
    text_add(&c, "ko move (tryko: may retake a ko)");
    if (n->move != PASS_MOVE)
      sgf_add_property(node, "TR", point);
  }
  if (n->played) {
    snprintf(line, sizeof line, "played (move %d of the game)", n->played);
    text_add(&c, line);
  }
  text_add_notes(&c, tr, n);
  if (c.s != NULL)
    sgf_add_property(node, "C", c.s);
  free(c.s);
}

struct sgf_node *trace_to_sgf(const struct sgftrace *tr, const char *root_comment)
{
  long count = sgftrace_node_count(tr);
  struct sgf_node **nodes = calloc((size_t) count, sizeof *nodes);
  struct sgf_node **last = calloc((size_t) count, sizeof *last);
  struct sgf_node *root = sgf_new_root(sgftrace_board_size(tr));
  if (nodes == NULL || last == NULL || root == NULL) {
    free(nodes);
    free(last);
    sgf_free(root);
    return NULL;
  }
  fill_root(root, tr, root_comment);
  nodes[0] = root;
  for (long k = 1; k < count; k++) {
    const struct sgftrace_node *n = sgftrace_node_at(tr, (int) k);
    struct sgf_node *node = sgf_new_node();
    if (node == NULL) {
      sgf_free(root);
      root = NULL;
      break;
    }
    struct sgf_node *parent = nodes[n->parent];
    node->parent = parent;
    if (last[n->parent] == NULL)
      parent->child = node;
    else
      last[n->parent]->sibling = node;
    last[n->parent] = node;
    nodes[k] = node;
    fill_node(node, tr, n);
  }
  free(nodes);
  free(last);
  return root;
}

int trace_write_sgf(const struct sgftrace *tr, const char *path,
                    const char *root_comment)
{
  struct sgf_node *root = trace_to_sgf(tr, root_comment);
  if (root == NULL)
    return 0;
  int ok = sgf_write_file(path, root);
  sgf_free(root);
  return ok;
}

/* ---- The game's trace --------------------------------------------------- */

void game_drop_trace(struct game *g)
{
  sgftrace_free(g->trace);
  g->trace = NULL;
}

int game_start_trace(struct game *g)
{
  game_drop_trace(g);
  long max_nodes = g->trace_max_nodes > 0 ? g->trace_max_nodes
                   : TRACE_DEFAULT_MAX_NODES;
  g->trace = sgftrace_new(max_nodes);
  if (g->trace == NULL || !sgftrace_attach(g->trace, g->board)) {
    game_drop_trace(g);
    return 0;
  }
  /* Cached answers read nothing: the traced commands read afresh. */
  engine_position_changed(g->engine, g->board);
  return 1;
}

int game_finish_trace(struct game *g, const char *path, char *err, size_t errlen)
{
  if (g->trace == NULL) {
    snprintf(err, errlen, "no trace started (start_sgftrace)");
    return 0;
  }
  sgftrace_detach(g->trace);
  int ok = trace_write_sgf(g->trace, path, "Variations read between "
                           "start_sgftrace and finish_sgftrace.");
  if (!ok)
    snprintf(err, errlen, "cannot write '%s'", path);
  game_drop_trace(g);
  return ok;
}
