/* Collections: the game trees of one text handed out one at a time, so
 * that a file of 60,000 games never holds more than one tree in memory.
 * A tree that does not parse is skipped and reading resumes at the next
 * line that starts with '(' (collections keep one game per line or start
 * each game on a line of its own). */
#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sgf.h"
#include "sgf_internal.h"

struct sgf_collection {
  char *text;                    /* the whole file, NUL terminated */
  struct sgf_cursor cursor;
  int games;                     /* game trees started so far */
  int game_line;                 /* where the last one started */
};

static struct sgf_collection *collection_new(char *text, size_t length)
{
  struct sgf_collection *c = calloc(1, sizeof *c);
  if (!c)
    return NULL;
  c->text = text;
  sgf_cursor_init(&c->cursor, text, length);
  return c;
}

struct sgf_collection *sgf_collection_open(const char *path, char *err, size_t errlen)
{
  size_t length = 0;
  char *text = sgf_read_text(path, &length, err, errlen);
  struct sgf_collection *c;
  if (!text)
    return NULL;
  c = collection_new(text, length);
  if (!c) {
    free(text);
    if (err && errlen > 0)
      snprintf(err, errlen, "%s: out of memory", path);
  }
  return c;
}

struct sgf_collection *sgf_collection_from_text(const char *text, size_t length)
{
  char *copy = malloc(length + 1);
  struct sgf_collection *c;
  if (!copy)
    return NULL;
  if (length > 0)
    memcpy(copy, text, length);
  copy[length] = '\0';
  c = collection_new(copy, length);
  if (!c)
    free(copy);
  return c;
}

void sgf_collection_close(struct sgf_collection *c)
{
  if (!c)
    return;
  free(c->text);
  free(c);
}

static int cursor_byte(const struct sgf_cursor *cur)
{
  return cur->pos < cur->length ? (unsigned char) cur->text[cur->pos] : -1;
}

static int is_blank(int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static void skip_blanks(struct sgf_cursor *cur)
{
  while (is_blank(cursor_byte(cur)))
    sgf_cursor_advance(cur);
}

/* Does a game tree start here: '(' then ';', blanks between? */
static int cursor_opens_tree(const struct sgf_cursor *cur)
{
  if (cursor_byte(cur) != '(')
    return 0;
  for (size_t k = cur->pos + 1; k < cur->length; k++)
    if (!is_blank((unsigned char) cur->text[k]))
      return cur->text[k] == ';';
  return 0;
}

/* From inside a line, to the first '(' that starts a later line (only
 * blanks before it), or to the end. */
static void resume_at_next_line_tree(struct sgf_cursor *cur)
{
  int line_start = 0;
  for (int c = cursor_byte(cur); c >= 0; c = cursor_byte(cur)) {
    if (c == '\n' || c == '\r')
      line_start = 1;
    else if (c == '(' && line_start)
      return;
    else if (!is_blank(c))
      line_start = 0;
    sgf_cursor_advance(cur);
  }
}

static void set_error(struct sgf_error *error, int line, int column, const char *message)
{
  if (!error)
    return;
  error->line = line;
  error->column = column;
  snprintf(error->message, sizeof error->message, "%s", message);
}

int sgf_collection_next(struct sgf_collection *c, struct sgf_node **game,
                        struct sgf_error *error)
{
  struct sgf_cursor *cur = &c->cursor;
  struct sgf_cursor start;

  *game = NULL;
  skip_blanks(cur);
  if (cursor_byte(cur) < 0)
    return SGF_COLLECTION_END;
  start = *cur;
  /* Text before a game tree, a '(' in it too, is skipped: "(;" starts
   * one. */
  if (!cursor_opens_tree(cur)) {
    while (cursor_byte(cur) >= 0 && !cursor_opens_tree(cur))
      sgf_cursor_advance(cur);
    set_error(error, start.line, start.column, "text outside a game tree skipped");
    return SGF_COLLECTION_SKIPPED;
  }
  c->games++;
  c->game_line = start.line;
  *game = sgf_parse_tree_at(cur, error);
  if (*game)
    return SGF_COLLECTION_GAME;
  *cur = start;
  sgf_cursor_advance(cur);
  resume_at_next_line_tree(cur);
  return SGF_COLLECTION_SKIPPED;
}

int sgf_collection_game_number(const struct sgf_collection *c)
{
  return c->games;
}

int sgf_collection_game_line(const struct sgf_collection *c)
{
  return c->game_line;
}
