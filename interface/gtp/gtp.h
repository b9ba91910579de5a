/* The Go Text Protocol, version 2: reading commands, answering them, and
 * the helpers every command handler uses to parse arguments and print
 * vertices.
 *
 * Protocol (GTP 2, as GNU Go speaks it):
 *   - control characters other than tab and newline are dropped (NUL, CR,
 *     ...), everything from '#' to the end of the line is a comment, tabs
 *     become spaces, empty lines are ignored;
 *   - a command line is "[id] name [arguments]" where id is a decimal number;
 *   - answers are "=id result" or "?id message" followed by an empty line
 *     (the id only when the command had one); a result never contains an
 *     empty line.
 *
 * Adding commands (from any file, without touching this one):
 *   1. In your file (say interface/gtp_reading.c) write the handlers
 *          static int gtp_attack(struct gtp *gtp, char *args) { ... }
 *      and export one table, ended by an entry whose name is NULL:
 *          const struct gtp_command reading_commands[] = {
 *            {"attack", gtp_attack, NULL},
 *            {NULL, NULL, NULL}
 *          };
 *   2. Add the line  GTP_TABLE(reading_commands)  to interface/gtp_tables.def.
 *   3. Add the file to libinterface_a_SOURCES in interface/Makefile.am
 *      (a name of the form interface/gtp_<topic>.c is also what
 *      fuzz/fuzz_gtp.c compiles).
 * A handler reads its arguments from args (a writable string: use
 * gtp_next_word and the gtp_parse_* functions), finds the game in
 * gtp->game (interface/game.h: board, engine, clock) and must end with
 * exactly one of gtp_success, gtp_failure or gtp_finish, returning what it
 * returns.  A failed command must leave the position as it found it.
 * The third field is an optional GoGui analyze entry, "type/label/command"
 * (several separated by '\n'), listed by gogui-analyze_commands.
 * When two tables define one name, the table listed first wins.
 */
#ifndef HANE_GTP_H
#define HANE_GTP_H

#include <stddef.h>
#include <stdio.h>

struct game;
struct gtp;

/* Handler results. */
#define GTP_OK 0
#define GTP_FAILED 1
#define GTP_QUIT 2

typedef int (*gtp_handler)(struct gtp *gtp, char *args);

struct gtp_command {
  const char *name;
  gtp_handler handler;
  const char *analyze;           /* GoGui analyze entries or NULL */
};

/* Longest command line accepted (after removing comments and control
 * characters); longer lines are answered "? line too long". */
#define GTP_MAX_LINE (1 << 20)

/* A growing text buffer (for lines and for answers). */
struct gtp_text {
  char *text;
  size_t length;
  size_t capacity;
  int overflow;                  /* something did not fit (limit or memory) */
  int unterminated;              /* gtp_read_line: the input ended (or failed)
                                    before the line's newline */
};

struct gtp {
  FILE *in;
  FILE *out;
  FILE *dump;                    /* received commands are echoed here, or NULL */
  struct game *game;
  const struct gtp_command *const *tables;   /* NULL-terminated list */
  int allow_files;               /* loadsgf/printsgf may touch files */
  int id;                        /* of the command being answered, -1: none */
  int answered;                  /* the handler produced its answer */
  int skip_comment;              /* input resumes inside a comment line */
  int whole_lines;               /* a last line without its newline (a
                                    connection closed mid-line) is not
                                    executed */
  struct gtp_text line;
  struct gtp_text answer;
};

/* Prepare a session reading `in` and answering on `out` with the command
 * tables of play_gtp.c.  Files are allowed. */
void gtp_init(struct gtp *gtp, struct game *game, FILE *in, FILE *out);
void gtp_release(struct gtp *gtp);

/* Read and answer commands until quit (returns GTP_QUIT), end of input or
 * an output error (returns GTP_OK). */
int gtp_main_loop(struct gtp *gtp);
/* Answer one preprocessed command line (no newline); the result of its
 * handler, GTP_QUIT for quit. */
int gtp_execute_line(struct gtp *gtp, char *line);

/* Read one line of up to `limit` kept bytes, preprocessed as the protocol
 * says (no control characters, no comment, tabs as spaces, no newline).
 * Returns 0 at end of input with nothing read, 1 otherwise; a line longer
 * than the limit is read to its end, truncated and flagged in
 * text->overflow; a line the end of input (or a read error) cut short is
 * flagged in text->unterminated. */
int gtp_read_line(FILE *in, struct gtp_text *text, size_t limit);

/* The command tables every session uses (play_gtp.c). */
extern const struct gtp_command *const gtp_command_tables[];
const struct gtp_command *gtp_find_command(const struct gtp_command *const *tables,
                                           const char *name);

/* ---- Answers --------------------------------------------------------- */

/* Successful answer with this text (printf format). */
int gtp_success(struct gtp *gtp, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
/* Failure "? message"; whatever was printed so far is discarded. */
int gtp_failure(struct gtp *gtp, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
/* Build a longer answer piece by piece, then send it with gtp_finish. */
void gtp_printf(struct gtp *gtp, const char *format, ...)
  __attribute__((format(printf, 2, 3)));
void gtp_print_vertex(struct gtp *gtp, int pos);
/* Vertices sorted from the top-left, separated by spaces. */
void gtp_print_vertices(struct gtp *gtp, int n, const int *pos);
int gtp_finish(struct gtp *gtp);
/* GNU Go's reading answers: "0", or the result code and the move. */
int gtp_code_and_move(struct gtp *gtp, int code, int move);

/* ---- Parsing arguments ----------------------------------------------- */

/* Next space-separated word of *args (NUL-terminated in place), or NULL. */
char *gtp_next_word(char **args);
/* Each returns 1 and stores the value, or 0 if the word is not one. */
int gtp_parse_color(const char *word, int *color);        /* b w black white */
/* Vertices: parse_vertex and vertex_name (engine/board/board.h); numbers:
 * parse_int and parse_double (utils/numbers.h). */

/* Argument helpers for handlers (gtp_args.c): each reads the next word of
 * *args and returns 1 with the value, or answers the failure itself (GNU Go
 * wording) and returns 0, after which the handler returns GTP_FAILED:
 *     if (!gtp_arg_color(gtp, &args, &color)) return GTP_FAILED;       */
int gtp_arg_color(struct gtp *gtp, char **args, int *color);   /* invalid color */
/* A point of the board (not pass): "invalid coordinate". */
int gtp_arg_point(struct gtp *gtp, char **args, int *pos);
/* A point holding a stone: also "vertex must not be empty". */
int gtp_arg_stone(struct gtp *gtp, char **args, int *pos);
/* Colour and vertex (pass allowed): "invalid color or coordinate". */
int gtp_arg_move(struct gtp *gtp, char **args, int *color, int *pos);
/* An integer: "<what> not an integer". */
int gtp_arg_int(struct gtp *gtp, char **args, int *value, const char *what);
/* Commands that change the game refuse while trymove levels are open. */
int gtp_no_trymove(struct gtp *gtp);
/* Analysis that needs the game's own position (dragons, final status)
 * answers "not available during trymove" while trymove levels are open. */
int gtp_root_position(struct gtp *gtp);

/* "black" / "white". */
const char *gtp_color_name(int color);

#endif
