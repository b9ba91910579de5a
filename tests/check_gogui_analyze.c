/* A scripted GoGui session: the engine runs as a separate process, GoGui's
 * first questions are asked (gogui-analyze_commands), every analyze command
 * listed is run the way GoGui runs it (wildcards %p, %c, %m replaced) on a
 * position with a few groups, and every answer is parsed by the rules of
 * its type as GoGui's manual documents them (Analyze Commands chapter):
 *
 *   bwboard, cboard, dboard, sboard: one line per row from the top, at
 *     least board-size whitespace-separated entries each (numbers for
 *     dboard, colour names or #rrggbb for cboard);
 *   plist: points; pspairs: point text pairs; var*: colours and moves;
 *   gfx: lines of BLACK, CIRCLE, CLEAR, COLOR, INFLUENCE, LABEL, MARK,
 *     SQUARE, TEXT, TRIANGLE, VAR, WHITE with the arguments each takes;
 *   string, hstring, pstring, hpstring, none: any text; param: key value.
 *
 * Then the answers of Hane's own analyze commands are checked for content
 * on that position. */
#include <config.h>

#include <check.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "hane_process.h"

#define TIMEOUT 60.0

static struct gtp_pipe engine;
static struct board *board;

/* Black's group in the middle (D6 E6 D5 F5 E4: a few strings one dragon
 * may join), two black stones in atari in the corner (A1 B1) under White's
 * A2 B2 D1, and White's wall C7-E7 C6 F6 with G3 alone. */
static const char *position =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . O O O . . . .\n"
  ". . O X X O . . .\n"
  ". . . X . X . . .\n"
  ". . . . X . . . .\n"
  ". . . . . . O . .\n"
  "O O . . . . . . .\n"
  "X X . O . . . . .\n";

static char *answer_of(const char *command)
{
  return hane_ok(&engine, command, TIMEOUT);
}

/* Set up the diagram in the engine with play commands (Black and White
 * alternating, passes filling in) and in our board. */
static void setup_position(void)
{
  struct board *target = board_new(9);
  ck_assert(board_from_diagram(target, position));
  board = board_new(9);
  char *a;
  a = answer_of("boardsize 9");
  free(a);
  a = answer_of("clear_board");
  free(a);
  int black[BOARD_ARRAY_SIZE], white[BOARD_ARRAY_SIZE], nb = 0, nw = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (target->board[pos] == BLACK)
      black[nb++] = pos;
    else if (target->board[pos] == WHITE)
      white[nw++] = pos;
  }
  for (int k = 0; k < nb || k < nw; k++) {
    int moves[2] = {k < nb ? black[k] : PASS_MOVE, k < nw ? white[k] : PASS_MOVE};
    for (int c = 0; c < 2; c++) {
      char command[32], vertex[8];
      int color = c == 0 ? BLACK : WHITE;
      snprintf(command, sizeof command, "play %s %s", c == 0 ? "b" : "w",
               pos_to_vertex(board, moves[c], vertex));
      a = answer_of(command);
      free(a);
      ck_assert(play_move(board, moves[c], color));
    }
  }
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    ck_assert(board->board[pos] == target->board[pos]);
  board_free(target);
}

/* ---- GoGui's response formats ------------------------------------------ */

static int is_point(const char *word)
{
  int pos = vertex_to_pos(board, word);
  return pos > 0;
}

static int is_point_or_pass(const char *word)
{
  return vertex_to_pos(board, word) >= 0;
}

static int is_number(const char *word)
{
  char *end;
  double v = strtod(word, &end);
  return *word != '\0' && *end == '\0' && isfinite(v);
}

static int is_color_name(const char *word)
{
  static const char *const names[] = {"black", "blue", "cyan", "green", "gray", "magenta",
                                      "pink", "red", "white", "yellow", NULL};
  if (word[0] == '#') {
    if (strlen(word) != 7)
      return 0;
    for (int k = 1; k < 7; k++)
      if (!isxdigit((unsigned char) word[k]))
        return 0;
    return 1;
  }
  for (int k = 0; names[k]; k++)
    if (strcmp(word, names[k]) == 0)
      return 1;
  return 0;
}

static int is_move_color(const char *word)
{
  return strcasecmp(word, "b") == 0 || strcasecmp(word, "w") == 0
         || strcasecmp(word, "black") == 0 || strcasecmp(word, "white") == 0;
}

/* Split text into words (in place); returns the count. */
static int split(char *text, char **words, int max)
{
  int n = 0;
  char *save = NULL;
  for (char *w = strtok_r(text, " \t\n", &save); w && n < max; w = strtok_r(NULL, " \t\n", &save))
    words[n++] = w;
  return n;
}

/* A board of strings: `size` non-empty lines of at least `size` entries;
 * each entry checked by `entry` (NULL: anything).  The values, row by row
 * from the top, go to values (may be NULL). */
static void check_board_answer(const char *command, const char *text,
                               int (*entry)(const char *), char values[][16])
{
  char *copy = strdup(text);
  char *save = NULL;
  int rows = 0;
  for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char *words[64];
    int n = split(line, words, 64);
    if (n == 0)
      continue;
    ck_assert_msg(rows < board->board_size, "%s: more than %d rows", command,
                  board->board_size);
    ck_assert_msg(n >= board->board_size, "%s: row %d has %d entries", command,
                  rows + 1, n);
    for (int k = 0; k < board->board_size; k++) {
      ck_assert_msg(entry == NULL || entry(words[k]), "%s: bad entry \"%s\"", command,
                    words[k]);
      if (values)
        snprintf(values[POS(rows, k)], 16, "%s", words[k]);
    }
    rows++;
  }
  ck_assert_msg(rows == board->board_size, "%s: %d rows", command, rows);
  free(copy);
}

static void check_point_list(const char *command, char *text)
{
  char *words[1024];
  int n = split(text, words, 1024);
  for (int k = 0; k < n; k++)
    ck_assert_msg(is_point_or_pass(words[k]), "%s: \"%s\" is not a point", command, words[k]);
}

static void check_gfx(const char *command, const char *text)
{
  char *copy = strdup(text);
  char *save = NULL;
  for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char *words[2048];
    char *whole = strdup(line);
    int n = split(line, words, 2048);
    if (n == 0) {
      free(whole);
      continue;
    }
    const char *verb = words[0];
    if (strcmp(verb, "TEXT") == 0) {
      free(whole);
      continue;
    }
    if (strcmp(verb, "LABEL") == 0 || strcmp(verb, "INFLUENCE") == 0) {
      ck_assert_msg(n % 2 == 1, "%s: %s needs point value pairs: %s", command, verb, whole);
      for (int k = 1; k < n; k += 2) {
        ck_assert_msg(is_point(words[k]), "%s: %s point \"%s\"", command, verb, words[k]);
        if (strcmp(verb, "INFLUENCE") == 0)
          ck_assert_msg(is_number(words[k + 1]) && fabs(atof(words[k + 1])) <= 1.0,
                        "%s: influence \"%s\"", command, words[k + 1]);
      }
    }
    else if (strcmp(verb, "COLOR") == 0) {
      ck_assert_msg(n >= 2 && is_color_name(words[1]), "%s: %s", command, whole);
      for (int k = 2; k < n; k++)
        ck_assert_msg(is_point(words[k]), "%s: COLOR point \"%s\"", command, words[k]);
    }
    else if (strcmp(verb, "VAR") == 0) {
      ck_assert_msg(n % 2 == 1, "%s: VAR needs colour move pairs", command);
      for (int k = 1; k < n; k += 2)
        ck_assert_msg((strcasecmp(words[k], "b") == 0 || strcasecmp(words[k], "w") == 0)
                      && is_point_or_pass(words[k + 1]), "%s: VAR %s %s", command,
                      words[k], words[k + 1]);
    }
    else if (strcmp(verb, "CLEAR") == 0)
      ck_assert_msg(n == 1, "%s: CLEAR takes nothing", command);
    else {
      static const char *const lists[] = {"BLACK", "CIRCLE", "MARK", "SQUARE", "TRIANGLE",
                                          "WHITE", NULL};
      int known = 0;
      for (int k = 0; lists[k]; k++)
        known |= strcmp(verb, lists[k]) == 0;
      ck_assert_msg(known, "%s: unknown gfx command \"%s\"", command, verb);
      for (int k = 1; k < n; k++)
        ck_assert_msg(is_point(words[k]), "%s: %s point \"%s\"", command, verb, words[k]);
    }
    free(whole);
  }
  free(copy);
}

static void check_variation(const char *command, char *text)
{
  char *words[1024];
  int n = split(text, words, 1024);
  for (int k = 0; k < n; k++)
    ck_assert_msg(is_move_color(words[k]) || is_point_or_pass(words[k]),
                  "%s: \"%s\" in a variation", command, words[k]);
}

static void check_pspairs(const char *command, char *text)
{
  char *words[1024];
  int n = split(text, words, 1024);
  ck_assert_msg(n % 2 == 0, "%s: odd number of words", command);
  for (int k = 0; k < n; k += 2)
    ck_assert_msg(is_point(words[k]), "%s: \"%s\" is not a point", command, words[k]);
}

/* Check one answer by its GoGui type. */
static void check_by_type(const char *type, const char *command, const char *text)
{
  char *copy = strdup(text);
  if (strcmp(type, "dboard") == 0)
    check_board_answer(command, text, is_number, NULL);
  else if (strcmp(type, "cboard") == 0)
    check_board_answer(command, text, NULL, NULL);
  else if (strcmp(type, "sboard") == 0 || strcmp(type, "bwboard") == 0)
    check_board_answer(command, text, NULL, NULL);
  else if (strcmp(type, "plist") == 0)
    check_point_list(command, copy);
  else if (strcmp(type, "pspairs") == 0)
    check_pspairs(command, copy);
  else if (strcmp(type, "gfx") == 0)
    check_gfx(command, text);
  else if (strncmp(type, "var", 3) == 0)
    check_variation(command, copy);
  free(copy);
}

static const char *const gogui_types[] = {
  "bwboard", "cboard", "dboard", "eplist", "gfx", "hstring", "hpstring", "none", "param",
  "plist", "pspairs", "pstring", "string", "sboard", "var", "varb", "varc", "varp",
  "varpo", "varw", NULL
};

static int known_type(const char *type)
{
  for (int k = 0; gogui_types[k]; k++)
    if (strcmp(type, gogui_types[k]) == 0)
      return 1;
  return 0;
}

/* Replace GoGui's wildcards as GoGui does: %p the point clicked, %c the
 * colour chosen ("b"), %m the colour to move. */
static void fill_wildcards(const char *command, const char *point, char *out, size_t size)
{
  size_t n = 0;
  for (const char *p = command; *p && n + 8 < size; p++) {
    if (p[0] == '%' && p[1] == 'p') {
      n += (size_t) snprintf(out + n, size - n, "%s", point);
      p++;
    }
    else if (p[0] == '%' && p[1] == 'c') {
      n += (size_t) snprintf(out + n, size - n, "b");
      p++;
    }
    else if (p[0] == '%' && p[1] == 'm') {
      n += (size_t) snprintf(out + n, size - n, "B");
      p++;
    }
    else
      out[n++] = *p;
  }
  out[n] = '\0';
}

/* Run one analyze command as GoGui would and check its answer by type.
 * A command on a point is clicked on every stone in turn: it may refuse a
 * point ("? message", as for a ladder on a string without two
 * liberties), but must answer for some. */
static void run_analyze_command(const char *type, const char *command)
{
  char full[256];
  if (strstr(command, "%p") == NULL) {
    fill_wildcards(command, "", full, sizeof full);
    char *text = answer_of(full);
    check_by_type(type, full, text);
    free(text);
    return;
  }
  int answered = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    char vertex[8];
    if (!ON_BOARD(board, pos) || !IS_STONE(board->board[pos]))
      continue;
    fill_wildcards(command, pos_to_vertex(board, pos, vertex), full, sizeof full);
    char *answer = hane_command(&engine, full, TIMEOUT, NULL);
    ck_assert_msg(answer != NULL, "no answer to \"%s\"", full);
    const char *body = gtp_answer_body(answer);
    if (body != NULL) {
      check_by_type(type, full, body);
      answered++;
    }
    else
      ck_assert_msg(strncmp(answer, "? ", 2) == 0 && answer[2] != '\0',
                    "\"%s\": malformed answer \"%s\"", full, answer);
    free(answer);
  }
  ck_assert_msg(answered > 0, "\"%s\" answers no point of the position", command);
}

START_TEST(test_every_analyze_command)
{
  const char *args[] = {"--mode", "gtp", "--quiet", "--seed", "3", "--level", "0",
                        "--engine", "classic", NULL};
  ck_assert(hane_start(&engine, args));
  /* What GoGui asks when a program is attached. */
  char *a = answer_of("protocol_version");
  ck_assert_str_eq(a, "2");
  free(a);
  a = answer_of("name");
  free(a);
  a = answer_of("version");
  free(a);
  char *commands = answer_of("list_commands");
  a = answer_of("known_command gogui-analyze_commands");
  ck_assert_str_eq(a, "true");
  free(a);
  setup_position();

  char *list = answer_of("gogui-analyze_commands");
  char labels[256][128];
  int entries = 0;
  char *save = NULL;
  for (char *line = strtok_r(list, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char *parts[8];
    int n = 0;
    char *copy = strdup(line);
    char *save2 = NULL;
    for (char *part = strtok_r(copy, "/", &save2); part && n < 8;
         part = strtok_r(NULL, "/", &save2))
      parts[n++] = part;
    ck_assert_msg(n == 3, "\"%s\" is not type/label/command", line);
    ck_assert_msg(known_type(parts[0]), "unknown type in \"%s\"", line);
    for (int k = 0; k < entries; k++)
      ck_assert_msg(strcmp(labels[k], parts[1]) != 0, "label \"%s\" twice", parts[1]);
    ck_assert(entries < 256);
    snprintf(labels[entries++], sizeof labels[0], "%s", parts[1]);

    char name[128];
    sscanf(parts[2], "%127s", name);
    char known[160];
    snprintf(known, sizeof known, "known_command %s", name);
    a = answer_of(known);
    ck_assert_msg(strcmp(a, "true") == 0, "\"%s\" lists the unknown command %s", line, name);
    free(a);

    run_analyze_command(parts[0], parts[2]);
    free(copy);
  }
  free(list);
  free(commands);

  /* The analysis never changes the position. */
  a = answer_of("color D6");
  ck_assert_str_eq(a, "black");
  free(a);
  a = answer_of("quit");
  free(a);
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
  board_free(board);
}
END_TEST

/* The entry of an sboard answer (read into values) at a vertex. */
static const char *entry_at(char values[][16], const char *vertex)
{
  return values[vertex_to_pos(board, vertex)];
}

START_TEST(test_string_views)
{
  static char values[BOARD_ARRAY_SIZE][16];
  const char *args[] = {"--mode", "gtp", "--quiet", "--engine", "classic", NULL};
  ck_assert(hane_start(&engine, args));
  setup_position();

  /* Liberties: every stone shows its string's count, empty points "". */
  char *text = answer_of("gogui-liberties");
  check_board_answer("gogui-liberties", text, NULL, values);
  free(text);
  ck_assert_str_eq(entry_at(values, "D6"), "3");
  ck_assert_str_eq(entry_at(values, "E6"), "3");
  ck_assert_str_eq(entry_at(values, "D5"), "3");
  ck_assert_str_eq(entry_at(values, "E4"), "4");
  ck_assert_str_eq(entry_at(values, "A1"), "1");
  ck_assert_str_eq(entry_at(values, "B2"), "3");
  ck_assert_str_eq(entry_at(values, "E5"), "\"\"");
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(board, pos) && IS_STONE(board->board[pos]))
      ck_assert_int_eq(atoi(values[pos]), countlib(board, pos));

  /* Worms: stones share a letter exactly when they share a string. */
  text = answer_of("gogui-worms");
  check_board_answer("gogui-worms", text, NULL, values);
  free(text);
  for (int a = BOARDMIN; a < BOARDMAX; a++)
    for (int b = BOARDMIN; b < BOARDMAX; b++)
      if (ON_BOARD(board, a) && ON_BOARD(board, b) && IS_STONE(board->board[a])
          && IS_STONE(board->board[b]))
        ck_assert_int_eq(strcmp(values[a], values[b]) == 0, same_string(board, a, b));

  /* Worm stones of the point clicked (reading's worm_stones). */
  char *words[16];
  text = answer_of("worm_stones E6");
  ck_assert_int_eq(split(text, words, 16), 3);
  ck_assert_str_eq(words[0], "D6");
  ck_assert_str_eq(words[1], "E6");
  ck_assert_str_eq(words[2], "D5");
  free(text);

  /* Tactics: the corner string is captured at its last liberty C1 and
   * cannot be saved; the lone white stone G3 cannot be captured. */
  text = answer_of("gogui-tactics A1");
  check_gfx("gogui-tactics A1", text);
  ck_assert_str_eq(text, "LABEL C1 A\nMARK A1 B1\n"
                   "TEXT tactical attack works at C1, defence fails");
  free(text);
  text = answer_of("gogui-tactics G3");
  check_gfx("gogui-tactics G3", text);
  ck_assert_msg(strstr(text, "MARK G3\nTEXT tactical attack fails, defence works") != NULL,
                "%s", text);
  free(text);
  char *answer = hane_command(&engine, "gogui-tactics C5", TIMEOUT, NULL);
  ck_assert_str_eq(answer, "? vertex must not be empty");
  free(answer);

  text = answer_of("quit");
  free(text);
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
  board_free(board);
}
END_TEST

/* gfx lines "COLOR name points": the colour of each point, "" if none. */
static void gfx_colors(const char *text, char colors[][16])
{
  char *copy = strdup(text);
  char *save = NULL;
  memset(colors, 0, sizeof(char[16]) * BOARD_ARRAY_SIZE);
  for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char *words[1024];
    int n = split(line, words, 1024);
    if (n >= 2 && strcmp(words[0], "COLOR") == 0)
      for (int k = 2; k < n; k++)
        snprintf(colors[vertex_to_pos(board, words[k])], 16, "%s", words[1]);
  }
  free(copy);
}

/* The GoGui colour for a status word of dragon_status. */
static const char *status_color(const char *status)
{
  static const char *const pairs[][2] = {{"alive", "green"}, {"critical", "yellow"},
                                         {"dead", "red"}, {"alive_in_seki", "blue"},
                                         {"unknown", "gray"}};
  for (int k = 0; k < 5; k++)
    if (strcmp(status, pairs[k][0]) == 0)
      return pairs[k][1];
  return "?";
}

/* "code [move]" of a reading command: the code, *move NO_MOVE if none. */
static int reading_answer(const char *command, int *move)
{
  char *text = answer_of(command);
  char *words[4];
  int n = split(text, words, 4);
  ck_assert_msg(n >= 1, "%s: empty answer", command);
  int code = atoi(words[0]);
  *move = n >= 2 ? vertex_to_pos(board, words[1]) : NO_MOVE;
  free(text);
  return code;
}

START_TEST(test_dragon_views)
{
  static char values[BOARD_ARRAY_SIZE][16];
  /* Level 0: the dragon analysis of this small position takes seconds at
   * the higher levels, and its answers are compared, not judged; compared
   * whole, without the per-command budget that could cut one view short
   * and not the other. */
  const char *args[] = {"--mode", "gtp", "--quiet", "--seed", "1", "--level", "0",
                        "--engine", "classic", "--analysis-seconds", "0",
                        "--analysis-nodes", "0", NULL};
  ck_assert(hane_start(&engine, args));
  setup_position();

  /* Dragon status: every stone coloured as dragon_status says for its
   * dragon; the corner stones in atari are dead. */
  char *text = answer_of("gogui-dragon_status");
  check_gfx("gogui-dragon_status", text);
  gfx_colors(text, values);
  const char *count_line = strstr(text, "TEXT ");
  int dragon_count = -1;
  ck_assert_msg(count_line && sscanf(count_line, "TEXT %d dragons:", &dragon_count) == 1,
                "%s", text);
  free(text);
  ck_assert_str_eq(entry_at(values, "A1"), "red");
  ck_assert_str_eq(entry_at(values, "B1"), "red");
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(board, pos))
      continue;
    ck_assert_int_eq(values[pos][0] != '\0', IS_STONE(board->board[pos]));
    if (!IS_STONE(board->board[pos]))
      continue;
    char command[32], vertex[8], status[32];
    snprintf(command, sizeof command, "dragon_status %s", pos_to_vertex(board, pos, vertex));
    text = answer_of(command);
    sscanf(text, "%31s", status);
    ck_assert_msg(strcmp(values[pos], status_color(status)) == 0,
                  "%s is %s but coloured %s", vertex, status, values[pos]);
    free(text);
  }

  /* Dragons: one letter per dragon, as dragon_stones groups the stones. */
  text = answer_of("gogui-dragons");
  check_board_answer("gogui-dragons", text, NULL, values);
  free(text);
  int labels = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int first = ON_BOARD(board, pos) && IS_STONE(board->board[pos]);
    for (int before = BOARDMIN; first && before < pos; before++)
      if (ON_BOARD(board, before) && IS_STONE(board->board[before])
          && strcmp(values[before], values[pos]) == 0)
        first = 0;
    labels += first;
  }
  ck_assert_int_eq(labels, dragon_count);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(board, pos) || !IS_STONE(board->board[pos]))
      continue;
    char command[32], vertex[8];
    char *stones[BOARD_ARRAY_SIZE];
    snprintf(command, sizeof command, "dragon_stones %s", pos_to_vertex(board, pos, vertex));
    text = answer_of(command);
    int n = split(text, stones, BOARD_ARRAY_SIZE);
    int in_dragon[BOARD_ARRAY_SIZE] = {0};
    for (int k = 0; k < n; k++)
      in_dragon[vertex_to_pos(board, stones[k])] = 1;
    for (int other = BOARDMIN; other < BOARDMAX; other++)
      if (ON_BOARD(board, other) && IS_STONE(board->board[other]))
        ck_assert_int_eq(strcmp(values[other], values[pos]) == 0, in_dragon[other]);
    free(text);
  }

  /* Owl: the same results and points as owl_attack and owl_defend. */
  const char *dragons[] = {"B1", "D6", "C7", NULL};
  for (int k = 0; dragons[k]; k++) {
    char command[48];
    int attack_point, defense_point;
    snprintf(command, sizeof command, "owl_attack %s", dragons[k]);
    int attack = reading_answer(command, &attack_point);
    snprintf(command, sizeof command, "owl_defend %s", dragons[k]);
    int defense = reading_answer(command, &defense_point);
    snprintf(command, sizeof command, "gogui-owl %s", dragons[k]);
    text = answer_of(command);
    check_gfx(command, text);
    static const char *const result[] = {"fails", "works", "works with ko",
                                         "works with a two-step ko"};
    char expected[128], vertex[8];
    snprintf(expected, sizeof expected, "TEXT owl attack %s", result[attack]);
    ck_assert_msg(strstr(text, expected) != NULL, "%s: %s", command, text);
    if (attack && attack_point != NO_MOVE) {
      snprintf(expected, sizeof expected, "%s A", pos_to_vertex(board, attack_point, vertex));
      ck_assert_msg(strstr(text, expected) != NULL, "%s: %s", command, text);
    }
    snprintf(expected, sizeof expected, "defence %s", result[defense]);
    ck_assert_msg(strstr(text, expected) != NULL, "%s: %s", command, text);
    free(text);
  }
  text = answer_of("gogui-owl B1");
  ck_assert_msg(strstr(text, "TEXT owl attack works") != NULL, "%s", text);
  free(text);
  char *answer = hane_command(&engine, "gogui-owl C5", TIMEOUT, NULL);
  ck_assert_str_eq(answer, "? vertex must not be empty");
  free(answer);

  /* Territory: +1 where final_status gives the point to Black (black
   * territory, live black or dead white stones), -1 for White, else 0. */
  text = answer_of("gogui-territory");
  check_board_answer("gogui-territory", text, is_number, values);
  free(text);
  ck_assert_str_eq(entry_at(values, "A1"), "-1");
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(board, pos))
      continue;
    char command[32], vertex[8], status[32];
    snprintf(command, sizeof command, "final_status %s", pos_to_vertex(board, pos, vertex));
    text = answer_of(command);
    sscanf(text, "%31s", status);
    free(text);
    int stone = board->board[pos];
    int black = strcmp(status, "black_territory") == 0
                || (strcmp(status, "alive") == 0 && stone == BLACK)
                || (strcmp(status, "dead") == 0 && stone == WHITE);
    int white = strcmp(status, "white_territory") == 0
                || (strcmp(status, "alive") == 0 && stone == WHITE)
                || (strcmp(status, "dead") == 0 && stone == BLACK);
    ck_assert_msg(atoi(values[pos]) == black - white, "%s: %s but %s", vertex, status,
                  values[pos]);
  }

  text = answer_of("quit");
  free(text);
  ck_assert_int_eq(gtp_pipe_finish(&engine, 10.0), 0);
  board_free(board);
}
END_TEST

int main(void)
{
  Suite *s = suite_create("gogui_analyze");
  TCase *tc = tcase_create("session");
  tcase_set_timeout(tc, 600);
  tcase_add_test(tc, test_every_analyze_command);
  tcase_add_test(tc, test_string_views);
  tcase_add_test(tc, test_dragon_views);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
