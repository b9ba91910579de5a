/* The board library: one Go position with incrementally maintained strings,
 * a change stack for trymove/popgo, permanent moves with undo, and Zobrist
 * hashing.  All state lives in struct board; nothing here is global except
 * the constant Zobrist tables.  Layout and algorithms follow GNU Go's
 * libboard (1D array with GRAY borders, incremental strings, change stack).
 */
#ifndef HANE_BOARD_H
#define HANE_BOARD_H

#include <stdint.h>
#include <stdio.h>

/* ---- Geometry ------------------------------------------------------- */

#define MAX_BOARD 25
#define MIN_BOARD 1

/* Row i, column j (0-based, i from the top) maps to POS(i, j).  One GRAY
 * column separates rows and a GRAY row lies above and below the board. */
#define NS (MAX_BOARD + 1)
#define WE 1
#define BOARD_ARRAY_SIZE ((MAX_BOARD + 2) * (MAX_BOARD + 1) + 1)
#define POS(i, j) ((MAX_BOARD + 2) + (i) * (MAX_BOARD + 1) + (j))
#define I(pos) ((pos) / (MAX_BOARD + 1) - 1)
#define J(pos) ((pos) % (MAX_BOARD + 1) - 1)
#define BOARDMIN (MAX_BOARD + 2)
#define BOARDMAX ((MAX_BOARD + 1) * (MAX_BOARD + 1))

#define SOUTH(pos) ((pos) + NS)
#define WEST(pos) ((pos) - 1)
#define NORTH(pos) ((pos) - NS)
#define EAST(pos) ((pos) + 1)
#define SW(pos) ((pos) + NS - 1)
#define NW(pos) ((pos) - NS - 1)
#define NE(pos) ((pos) - NS + 1)
#define SE(pos) ((pos) + NS + 1)

/* delta[0..3] are the orthogonal neighbours (S, W, N, E),
 * delta[4..7] the diagonal ones (SW, NW, NE, SE). */
extern const int delta[8];

#define NO_MOVE 0
#define PASS_MOVE 0

/* ---- Colours -------------------------------------------------------- */

#define EMPTY 0
#define WHITE 1
#define BLACK 2
#define GRAY 3
#define OTHER_COLOR(color) (WHITE + BLACK - (color))
#define IS_STONE(c) ((c) == WHITE || (c) == BLACK)

/* ---- Limits --------------------------------------------------------- */

/* Liberty lists are truncated here; countlib() stays exact. */
#define MAX_LIBERTIES 20
/* Deepest trymove nesting allowed. */
#define MAX_STACK 200
/* Live strings never exceed 4/5 of the points (each needs a liberty and a
 * liberty touches at most four strings); every trymove level may add one
 * entry and permanent moves renumber the strings when entries run low. */
#define MAX_STRINGS (MAX_BOARD * MAX_BOARD * 4 / 5 + MAX_STACK + 4)
/* A string of n stones touches at most 2n + 2 points and leaves the rest of
 * the board for enemy stones: at most 2/3 of the points plus two. */
#define MAX_NEIGHBORS (MAX_BOARD * MAX_BOARD * 2 / 3 + 2)
/* Permanent moves remembered for undo_move and move_history. */
#define MAX_MOVE_HISTORY 2000

typedef uint64_t hash_t;

/* ---- The state ------------------------------------------------------ */

struct string_data {
  int color;
  int mark;                      /* scratch mark for board updates */
  /* origin, size, liberties and neighbors form one undo span; so do
   * liberties, neighbors and the first two liberties (below). */
  int origin;                    /* smallest index of the string's stones */
  int size;
  int liberties;                 /* exact liberty count */
  int neighbors;                 /* number of adjacent enemy strings */
  int libs[MAX_LIBERTIES];       /* the first MAX_LIBERTIES liberties */
  int neighborlist[MAX_NEIGHBORS];  /* string numbers of those neighbours */
};

/* One undo record: restore the UNDO_SPAN bytes at byte offset `offset`
 * inside struct board.  A span costs no more instructions than one int and
 * often covers several fields that change together.  Offsets, not
 * pointers, so a copied board stays valid. */
#define UNDO_SPAN 16
struct change_entry {
  unsigned char value[UNDO_SPAN];
  int offset;
  int unused[3];                 /* 32 bytes: indexing by shifts */
};

/* What popgo restores directly, one per trymove level (the ko point and
 * the capture counts, which change less often, go on the change stack):
 * a copy of the hash, next_string and change_top of struct board, which
 * lie together in the same order so one 16-byte copy saves or restores
 * them. */
struct stack_level {
  hash_t hash;
  int next_string;
  int change_base;               /* change_top when the level began */
};

struct board_move {
  int pos;
  int color;
};

/* Undo stack capacity.  trymove refuses a move (returns 0) when the room
 * left could not hold the worst case of one move. */
#define CHANGE_STACK_SIZE 65536

struct board {
  /* Readable by everyone; written only through the functions below. */
  unsigned char board[BOARD_ARRAY_SIZE];
  int board_size;
  float komi;
  /* ko_pos and the capture counts: one undo span, saved from ko_pos. */
  int ko_pos;                    /* point where a ko recapture is illegal */
  int white_captured;            /* stones captured from white */
  int black_captured;            /* stones captured from black */
  int undo_span_pad;
  hash_t hash;                   /* stones, ko point (side to move excluded) */
  /* Number of string entries in use (see engine/board_strings.c). */
  int next_string;
  /* Byte offset within struct board of the first free change entry: a
   * pointer would not survive board_copy, an index costs shifts. */
  int change_top;
  int stackp;                    /* trymove nesting depth */
  int superko;                   /* nonzero: is_legal_move and play_move
                                    refuse positional repetitions */
  /* Point popgo empties at each depth: the move tried, or for a pass a
   * point that is empty anyway. */
  int popgo_point[MAX_STACK + 1];

  /* Optional hook called by trymove/tryko for SGF traces (NULL = off). */
  void (*trace_hook)(void *data, int pos, int color, const char *message,
                     int str, int is_ko);
  void *trace_data;

  /* Incremental string data (see engine/board_strings.c).  string_number
   * and next_stone are meaningful at stones only (string_number of a point
   * without a stone is a number no string uses). */
  int string_number[BOARD_ARRAY_SIZE];
  int next_stone[BOARD_ARRAY_SIZE];
  int liberty_mark_of[BOARD_ARRAY_SIZE];
  int liberty_mark;
  int string_mark;

  /* Undo machinery for trymove/popgo. */
  struct stack_level level[MAX_STACK + 1];
  /* trymove at depth d refuses moves when change_top is beyond
   * change_limit[d]: the room left must hold the worst case of one move,
   * and at MAX_STACK no room is enough (one test for both limits). */
  int change_limit[MAX_STACK + 1];

  /* Permanent game record: the setup position and the moves since. */
  unsigned char initial_board[BOARD_ARRAY_SIZE];
  int initial_ko_pos;
  int initial_white_captured;
  int initial_black_captured;
  int move_history_length;

  /* Large tails, copied only as far as they are in use (board_copy). */
  struct board_move move_history[MAX_MOVE_HISTORY];
  /* Stone hashes (ko excluded) of the initial position [0] and after each
   * permanent move [k]: positional superko. */
  hash_t position_history[MAX_MOVE_HISTORY + 1];
  struct change_entry change_stack[CHANGE_STACK_SIZE];
  struct string_data string[MAX_STRINGS];
  /* An undo span starting near the end stays inside the struct. */
  unsigned char undo_tail_pad[UNDO_SPAN];
};

#define ON_BOARD(b, pos) ((b)->board[pos] != GRAY)
#define ON_BOARD1(b, pos) \
  ((unsigned) (pos) < BOARD_ARRAY_SIZE && (b)->board[pos] != GRAY)

/* ---- Life cycle ------------------------------------------------------ */

struct board *board_new(int size);        /* NULL if out of memory */
void board_free(struct board *b);
void board_clear(struct board *b, int size);   /* 1 <= size <= MAX_BOARD */
/* Copies the position and its history; dst keeps its own trace hook. */
void board_copy(struct board *dst, const struct board *src);
/* Set up stones without playing moves (handicap, SGF AB/AW/AE; color EMPTY
 * removes a stone).  Clears the move history and the ko point: the result
 * becomes the new initial position.  Returns 0, changing nothing, if pos is
 * not on the board or the result would have a string without liberties.
 * Only at stackp 0. */
int board_setup_stone(struct board *b, int pos, int color);

/* ---- Moves ---------------------------------------------------------- */

int is_legal(const struct board *b, int pos, int color);
int is_suicide(const struct board *b, int pos, int color);
/* Would color's move at pos be a ko capture (legal or not)? */
int is_ko(const struct board *b, int pos, int color, int *ko_capture_pos);
/* Legal, including positional superko when b->superko is set. */
int is_legal_move(const struct board *b, int pos, int color);

/* Hypothetical moves.  Each successful trymove/tryko is undone by popgo. */
int trymove(struct board *b, int pos, int color, const char *message, int str);
int tryko(struct board *b, int pos, int color, const char *message);
void popgo(struct board *b);

/* Permanent moves (pos may be PASS_MOVE), only at stackp 0.  play_move
 * plays any move on an empty point (captures, then removes its own string
 * if it has no liberty, as suicide-allowing rules do); callers check
 * is_legal/is_legal_move first.  Returns 0, changing nothing, if pos is
 * occupied or off the board, stackp > 0, or b->superko is set and the move
 * repeats a position. */
int play_move(struct board *b, int pos, int color);
int undo_move(struct board *b, int n);   /* 1 on success, 0: nothing undone */
/* Last permanent move (PASS_MOVE for a pass), or NO_MOVE with *color EMPTY
 * when there is none; color may be NULL. */
int board_last_move(const struct board *b, int *color);

/* ---- Strings and liberties ------------------------------------------ */

int find_origin(const struct board *b, int str);
int same_string(const struct board *b, int str1, int str2);
int countlib(const struct board *b, int str);
/* findlib returns the exact liberty count and lists up to maxlib of them. */
int findlib(const struct board *b, int str, int maxlib, int *libs);
/* Liberties the string at pos would have after color plays there, up to
 * maxlib (the return value is min(liberties, maxlib)), listed in libs if
 * non-NULL.  approxlib ignores captures the move would make; accuratelib
 * counts them. */
int approxlib(const struct board *b, int pos, int color, int maxlib, int *libs);
int accuratelib(const struct board *b, int pos, int color, int maxlib, int *libs);
int countstones(const struct board *b, int str);
/* Lists up to maxstones stones and returns how many it listed. */
int findstones(const struct board *b, int str, int maxstones, int *stones);
/* Enemy strings adjacent to str, by origin; chainlinks2 keeps only those
 * with exactly lib liberties, chainlinks3 those with at most lib. */
int chainlinks(const struct board *b, int str, int adj[]);
int chainlinks2(const struct board *b, int str, int adj[], int lib);
int chainlinks3(const struct board *b, int str, int adj[], int lib);
/* pos is an empty point next to str / any point next to str. */
int liberty_of_string(const struct board *b, int pos, int str);
int neighbor_of_string(const struct board *b, int pos, int str);
/* A stone of color on one of the four points next to pos. */
int has_neighbor(const struct board *b, int pos, int color);
/* The move would leave its string with at most one liberty (suicide too). */
int is_self_atari(const struct board *b, int pos, int color);
int does_capture_something(const struct board *b, int pos, int color);
/* Stones of color; GRAY counts both colours. */
int stones_on_board(const struct board *b, int color);
/* A stone of either colour at pos; pos may be any integer. */
int is_stone_at(const struct board *b, int pos);
/* pos (a point of the board) is on its first line. */
int is_edge_vertex(const struct board *b, int pos);
/* The line pos (a point of the board) stands on: 1 on the edge, 2 next
 * to it, and so on.  Inline: pattern constraints and the owl ask often. */
static inline int
board_edge_line(const struct board *b, int pos)
{
  int i = I(pos), j = J(pos), n = b->board_size - 1;
  int d = i < j ? i : j;
  if (n - i < d)
    d = n - i;
  if (n - j < d)
    d = n - j;
  return d + 1;
}

/* ---- Hashing --------------------------------------------------------- */

hash_t board_hash_from_scratch(const struct board *b);
/* A random seed for color's move in b's position: seed mixed with the
 * position's hash, the side to move and the move number, so that a
 * seeded engine makes the same random choices whenever the same position
 * comes again. */
uint64_t position_seed(const struct board *b, int color, uint64_t seed);
/* Zobrist keys: stone of color (WHITE/BLACK) at pos, and the ko point. */
hash_t zobrist_stone_key(int color, int pos);
hash_t zobrist_ko_key(int pos);

/* ---- Printing --------------------------------------------------------- */

/* Columns A..Z without I, rows from board_size down to 1, as GTP shows. */
void board_print(const struct board *b, FILE *out);
/* GTP's vertex text ("D4", "Z25", "PASS"; "??" for a point off a board of
 * this size) into buf (at least 8 bytes); returns buf. */
char *vertex_name(int board_size, int pos, char *buf);
/* A GTP vertex on a board of this size, case-insensitive ("D4", "d4",
 * "pass"): returns 1 and sets *pos to the point or PASS_MOVE, or returns 0
 * (not a vertex, or off the board) and leaves *pos alone. */
int parse_vertex(const char *word, int board_size, int *pos);
/* The same two for b's size; vertex_to_pos returns the point, PASS_MOVE or
 * -1 when vertex is not one of b. */
const char *pos_to_vertex(const struct board *b, int pos, char *buf);
int vertex_to_pos(const struct board *b, const char *vertex);

#endif
