#include <config.h>

#include "cleanup.h"
#include "engine/board/score.h"

/* Moves by preference; each is tried only when no better kind exists. */
enum cleanup_kind {
  CLEANUP_TAKE_LIBERTY,     /* on a dead string's liberty, safe or capturing */
  CLEANUP_FIX_SHORTAGE,     /* first give an own wall string the liberties it lacks */
  CLEANUP_THROW_IN,         /* a lone stone inside the dead stones' eye space */
  CLEANUP_WAIT,             /* the capture is ko-blocked: a move inside own area */
  CLEANUP_KINDS
};

struct cleanup_choice {
  int move[CLEANUP_KINDS];
  int score[CLEANUP_KINDS];
};

static void consider(struct cleanup_choice *c, enum cleanup_kind kind, int move, int score)
{
  if (c->move[kind] == NO_MOVE || score > c->score[kind]) {
    c->move[kind] = move;
    c->score[kind] = score;
  }
}

/* An own string next to the liberty m of a dead string that has too few
 * liberties for color to approach at m: a move that lengthens it. */
static void fix_shortage_near(const struct board *b, int m, int color,
                              struct cleanup_choice *c)
{
  for (int k = 0; k < 4; k++) {
    int s = m + delta[k];
    if (b->board[s] != color || countlib(b, s) > 2)
      continue;
    int libs[MAX_LIBERTIES];
    int n = findlib(b, s, MAX_LIBERTIES, libs);
    for (int j = 0; j < n && j < MAX_LIBERTIES; j++) {
      int l = libs[j];
      if (l == m || !is_legal_move(b, l, color) || is_self_atari(b, l, color))
        continue;
      int gained = approxlib(b, l, color, MAX_LIBERTIES, NULL);
      if (gained > countlib(b, s))
        consider(c, CLEANUP_FIX_SHORTAGE, l, gained);
    }
  }
}

/* The liberties of every dead string of the opponent, sorted into kinds. */
static int dead_string_moves(const struct board *b, const int status[], int color,
                             struct cleanup_choice *c)
{
  int victim = OTHER_COLOR(color), dead_strings = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] != victim || status[pos] != FINAL_DEAD || find_origin(b, pos) != pos)
      continue;
    dead_strings++;
    int libs[MAX_LIBERTIES];
    int n = findlib(b, pos, MAX_LIBERTIES, libs);
    for (int k = 0; k < n && k < MAX_LIBERTIES; k++) {
      int m = libs[k];
      if (!is_legal_move(b, m, color)) {
        fix_shortage_near(b, m, color, c);
        continue;
      }
      if (does_capture_something(b, m, color))
        consider(c, CLEANUP_TAKE_LIBERTY, m, 1000);
      else if (!is_self_atari(b, m, color))
        consider(c, CLEANUP_TAKE_LIBERTY, m, approxlib(b, m, color, MAX_LIBERTIES, NULL));
      else if (!has_neighbor(b, m, color))
        consider(c, CLEANUP_THROW_IN, m, 0);
      else
        fix_shortage_near(b, m, color, c);
    }
  }
  return dead_strings;
}

/* A point of color's own area deep enough that filling it cannot cost an
 * eye: at least three empty neighbours, the more the better. */
static void waiting_moves(const struct board *b, const int status[], int color,
                          struct cleanup_choice *c)
{
  int own_area = color == WHITE ? FINAL_WHITE_TERRITORY : FINAL_BLACK_TERRITORY;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] != EMPTY || status[pos] != own_area)
      continue;
    int empty = 0;
    for (int k = 0; k < 4; k++)
      empty += b->board[pos + delta[k]] == EMPTY;
    if (empty >= 3 && !has_neighbor(b, pos, OTHER_COLOR(color))
        && is_legal_move(b, pos, color) && !is_self_atari(b, pos, color))
      consider(c, CLEANUP_WAIT, pos, empty);
  }
}

int cleanup_dead_stones_move(const struct board *b, const int status[BOARD_ARRAY_SIZE],
                             int color)
{
  struct cleanup_choice c;
  for (int k = 0; k < CLEANUP_KINDS; k++)
    c.move[k] = NO_MOVE;
  if (dead_string_moves(b, status, color, &c) == 0)
    return PASS_MOVE;
  waiting_moves(b, status, color, &c);
  for (int k = 0; k < CLEANUP_KINDS; k++)
    if (c.move[k] != NO_MOVE)
      return c.move[k];
  return PASS_MOVE;
}
