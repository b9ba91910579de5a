#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "interface/game/game.h"
#include "gtp.h"

/* ---- Text buffers ------------------------------------------------------ */

static int text_reserve(struct gtp_text *t, size_t extra)
{
  if (t->length + extra + 1 <= t->capacity)
    return 1;
  size_t capacity = t->capacity ? t->capacity : 256;
  while (capacity < t->length + extra + 1)
    capacity *= 2;
  char *text = realloc(t->text, capacity);
  if (text == NULL) {
    t->overflow = 1;
    return 0;
  }
  t->text = text;
  t->capacity = capacity;
  return 1;
}

static void text_clear(struct gtp_text *t)
{
  t->length = 0;
  t->overflow = 0;
  if (t->text)
    t->text[0] = '\0';
}

static void text_append_char(struct gtp_text *t, char c)
{
  if (!text_reserve(t, 1))
    return;
  t->text[t->length++] = c;
  t->text[t->length] = '\0';
}

static void text_vprintf(struct gtp_text *t, const char *format, va_list args)
{
  va_list copy;
  va_copy(copy, args);
  int n = vsnprintf(NULL, 0, format, copy);
  va_end(copy);
  if (n < 0 || !text_reserve(t, (size_t) n))
    return;
  vsnprintf(t->text + t->length, (size_t) n + 1, format, args);
  t->length += (size_t) n;
}

static void text_free(struct gtp_text *t)
{
  free(t->text);
  t->text = NULL;
  t->length = t->capacity = 0;
}

/* ---- Reading lines ---------------------------------------------------- */

int gtp_read_line(FILE *in, struct gtp_text *text, size_t limit)
{
  int c;
  int in_comment = 0;
  int got_anything = 0;
  if (!text_reserve(text, 0))
    return 0;
  text_clear(text);
  text->unterminated = 0;
  while ((c = getc(in)) != EOF) {
    got_anything = 1;
    if (c == '\n')
      return 1;
    if (in_comment)
      continue;
    if (c == '#') {
      in_comment = 1;
      continue;
    }
    if (c == '\t')
      c = ' ';
    else if (c < 32 || c == 127)
      continue;
    if (text->length >= limit) {
      text->overflow = 1;
      continue;
    }
    text_append_char(text, (char) c);
  }
  text->unterminated = got_anything;
  return got_anything;
}

/* ---- Answers ---------------------------------------------------------- */

static void begin_answer(struct gtp *gtp)
{
  text_clear(&gtp->answer);
  gtp->answered = 0;
}

/* Send "=id text" or "?id text": no empty line inside, none at the end but
 * the one that closes the answer. */
static int send_answer(struct gtp *gtp, char mark, const char *body, int status)
{
  FILE *out = gtp->out;
  int newline_run = 0;
  size_t end = strlen(body);
  while (end > 0 && body[end - 1] == '\n')
    end--;
  putc(mark, out);
  if (gtp->id >= 0)
    fprintf(out, "%d", gtp->id);
  putc(' ', out);
  for (size_t k = 0; k < end; k++) {
    if (body[k] == '\n' && newline_run++)
      continue;
    if (body[k] != '\n')
      newline_run = 0;
    putc(body[k], out);
  }
  fputs("\n\n", out);
  fflush(out);
  gtp->answered = 1;
  return status;
}

int gtp_success(struct gtp *gtp, const char *format, ...)
{
  va_list args;
  va_start(args, format);
  text_clear(&gtp->answer);
  text_vprintf(&gtp->answer, format, args);
  va_end(args);
  return gtp_finish(gtp);
}

int gtp_failure(struct gtp *gtp, const char *format, ...)
{
  va_list args;
  va_start(args, format);
  text_clear(&gtp->answer);
  text_vprintf(&gtp->answer, format, args);
  va_end(args);
  if (gtp->answer.overflow)
    return send_answer(gtp, '?', "out of memory", GTP_FAILED);
  return send_answer(gtp, '?', gtp->answer.text ? gtp->answer.text : "", GTP_FAILED);
}

void gtp_printf(struct gtp *gtp, const char *format, ...)
{
  va_list args;
  va_start(args, format);
  text_vprintf(&gtp->answer, format, args);
  va_end(args);
}

int gtp_finish(struct gtp *gtp)
{
  if (gtp->answer.overflow)
    return send_answer(gtp, '?', "out of memory", GTP_FAILED);
  return send_answer(gtp, '=', gtp->answer.text ? gtp->answer.text : "", GTP_OK);
}

void gtp_print_vertex(struct gtp *gtp, int pos)
{
  char buf[8];
  gtp_printf(gtp, "%s", vertex_name(gtp->game->board->board_size, pos, buf));
}

int gtp_code_and_move(struct gtp *gtp, int code, int move)
{
  gtp_printf(gtp, "%d", code);
  if (code != 0) {
    gtp_printf(gtp, " ");
    gtp_print_vertex(gtp, move);
  }
  return gtp_finish(gtp);
}

static int compare_ints(const void *a, const void *b)
{
  int x = *(const int *) a;
  int y = *(const int *) b;
  return (x > y) - (x < y);
}

void gtp_print_vertices(struct gtp *gtp, int n, const int *pos)
{
  int *sorted = malloc(n > 0 ? (size_t) n * sizeof *sorted : 1);
  if (sorted == NULL) {
    gtp->answer.overflow = 1;
    return;
  }
  memcpy(sorted, pos, (size_t) n * sizeof *sorted);
  qsort(sorted, (size_t) n, sizeof *sorted, compare_ints);
  for (int k = 0; k < n; k++) {
    if (k > 0)
      gtp_printf(gtp, " ");
    gtp_print_vertex(gtp, sorted[k]);
  }
  free(sorted);
}

/* ---- Parsing ---------------------------------------------------------- */

char *gtp_next_word(char **args)
{
  char *p = *args;
  while (*p == ' ')
    p++;
  if (*p == '\0') {
    *args = p;
    return NULL;
  }
  char *word = p;
  while (*p != '\0' && *p != ' ')
    p++;
  if (*p == ' ')
    *p++ = '\0';
  *args = p;
  return word;
}

int gtp_parse_color(const char *word, int *color)
{
  if (word == NULL)
    return 0;
  if (strcasecmp(word, "b") == 0 || strcasecmp(word, "black") == 0)
    *color = BLACK;
  else if (strcasecmp(word, "w") == 0 || strcasecmp(word, "white") == 0)
    *color = WHITE;
  else
    return 0;
  return 1;
}

const char *gtp_color_name(int color)
{
  return color == WHITE ? "white" : color == BLACK ? "black" : "empty";
}

/* ---- Dispatch ----------------------------------------------------------- */

void gtp_init(struct gtp *gtp, struct game *game, FILE *in, FILE *out)
{
  memset(gtp, 0, sizeof *gtp);
  gtp->in = in;
  gtp->out = out;
  gtp->game = game;
  gtp->tables = gtp_command_tables;
  gtp->allow_files = 1;
  gtp->id = -1;
}

void gtp_release(struct gtp *gtp)
{
  text_free(&gtp->line);
  text_free(&gtp->answer);
}

const struct gtp_command *gtp_find_command(const struct gtp_command *const *tables,
                                           const char *name)
{
  for (int t = 0; tables[t] != NULL; t++)
    for (const struct gtp_command *c = tables[t]; c->name != NULL; c++)
      if (strcmp(c->name, name) == 0)
        return c;
  return NULL;
}

/* An id is a number standing alone as the first word. */
static int parse_id(char **line)
{
  char *p = *line;
  while (*p == ' ')
    p++;
  if (!isdigit((unsigned char) *p))
    return -1;
  long id = 0;
  char *q = p;
  while (isdigit((unsigned char) *q)) {
    id = id * 10 + (*q - '0');
    if (id > INT_MAX)
      return -1;
    q++;
  }
  if (*q != ' ' && *q != '\0')
    return -1;
  *line = q;
  return (int) id;
}

int gtp_execute_line(struct gtp *gtp, char *line)
{
  char *args = line;
  gtp->id = parse_id(&args);
  begin_answer(gtp);
  char *name = gtp_next_word(&args);
  if (name == NULL)
    return gtp_failure(gtp, "unknown command");
  const struct gtp_command *command = gtp_find_command(gtp->tables, name);
  if (command == NULL)
    return gtp_failure(gtp, "unknown command");
  /* Every command reads within the level's budget (moves replace it by
   * the clock's). */
  struct engine *e = gtp->game->engine;
  struct engine_budget budget = game_analysis_budget(gtp->game);
  engine_begin_budget(e, &budget);
  int status = command->handler(gtp, args);
  engine_end_budget(e);
  if (!gtp->answered)
    status = gtp_finish(gtp);
  return status;
}

static int only_spaces(const char *s)
{
  while (*s == ' ')
    s++;
  return *s == '\0';
}

/* The rest of a comment line the interrupt watcher began to read. */
static void skip_comment_rest(struct gtp *gtp)
{
  int c;
  if (!gtp->skip_comment)
    return;
  gtp->skip_comment = 0;
  while ((c = getc(gtp->in)) != EOF && c != '\n')
    ;
}

int gtp_main_loop(struct gtp *gtp)
{
  for (;;) {
    skip_comment_rest(gtp);
    if (!gtp_read_line(gtp->in, &gtp->line, GTP_MAX_LINE))
      break;
    if (gtp->whole_lines && gtp->line.unterminated)
      break;
    char *line = gtp->line.text;
    if (line == NULL || only_spaces(line)) {
      if (!gtp->line.overflow)
        continue;
    }
    if (gtp->dump)
      fprintf(gtp->dump, "%s\n", line ? line : "");
    if (gtp->line.overflow) {
      char *args = line ? line : (char *) "";
      gtp->id = parse_id(&args);
      begin_answer(gtp);
      gtp_failure(gtp, "line too long");
    }
    else if (gtp_execute_line(gtp, line) == GTP_QUIT)
      return GTP_QUIT;
    if (ferror(gtp->out))
      break;
  }
  return GTP_OK;
}
