/* Small board questions the tactical reader asks often and the board
 * library does not answer directly.  They only read struct board. */
#include <config.h>

#include "reading_impl.h"

int
string_libs_count(const struct board *b, int str)
{
  return b->string[b->string_number[str]].liberties;
}

int
string_size(const struct board *b, int str)
{
  return b->string[b->string_number[str]].size;
}

int
direct_neighbors(int pos1, int pos2)
{
  int d = pos1 - pos2;
  return d == NS || d == -NS || d == WE || d == -WE;
}

int
diagonal_neighbors(int pos1, int pos2)
{
  int d = pos1 - pos2;
  return d == NS + 1 || d == NS - 1 || d == -NS + 1 || d == -NS - 1;
}

int
have_common_lib(const struct board *b, int str1, int str2, int *lib)
{
  int libs[MAX_LIBERTIES];
  int n = findlib(b, str1, MAX_LIBERTIES, libs);
  int k;

  if (n > MAX_LIBERTIES)
    n = MAX_LIBERTIES;
  for (k = 0; k < n; k++)
    if (liberty_of_string(b, libs[k], str2)) {
      if (lib)
        *lib = libs[k];
      return 1;
    }
  return 0;
}

int
count_common_libs(const struct board *b, int str1, int str2)
{
  int libs[MAX_LIBERTIES];
  int n = findlib(b, str1, MAX_LIBERTIES, libs);
  int k;
  int common = 0;

  if (n > MAX_LIBERTIES)
    n = MAX_LIBERTIES;
  for (k = 0; k < n; k++)
    if (liberty_of_string(b, libs[k], str2))
      common++;
  return common;
}

int
count_adjacent_stones(const struct board *b, int str1, int str2,
                      int maxstones)
{
  int stones[MAX_BOARD * MAX_BOARD];
  int n = findstones(b, str1, MAX_BOARD * MAX_BOARD, stones);
  int s2 = b->string_number[str2];
  int count = 0;
  int k, d;

  for (k = 0; k < n && count < maxstones; k++)
    for (d = 0; d < 4; d++) {
      int nb = stones[k] + delta[d];
      if (b->board[nb] == b->board[str2] && b->string_number[nb] == s2) {
        count++;
        break;
      }
    }
  return count;
}

/* A self-atari forming a two-stone string, whose capture leaves the
 * capturing stone alone in atari so that recapturing repeats the
 * position:
 *
 *   O.O*X      (O = color, * = move)
 *   OOXXX
 *
 * Playing it just hands the opponent a free exchange. */
int
send_two_return_one(const struct board *b, int move, int color)
{
  int other = OTHER_COLOR(color);
  int lib = NO_MOVE;
  int friend = NO_MOVE;
  int k;

  for (k = 0; k < 4; k++) {
    int pos = move + delta[k];
    int c = b->board[pos];
    if (c == EMPTY)
      return 0;
    if (c == color) {
      const struct string_data *s = &b->string[b->string_number[pos]];
      if (friend != NO_MOVE)
        return 0;
      friend = pos;
      if (s->size != 1 || s->liberties != 2)
        return 0;
      lib = s->libs[0] + s->libs[1] - move;
    }
    else if (c == other && string_libs_count(b, pos) == 1)
      return 0;
  }
  if (friend == NO_MOVE)
    return 0;

  for (k = 0; k < 4; k++) {
    int pos = lib + delta[k];
    int c = b->board[pos];
    if (c == EMPTY || c == other)
      return 0;
    if (c == color && string_libs_count(b, pos) < 2)
      return 0;
  }
  return 1;
}

void
move_features(const struct board *b, int move, int color, int str,
              struct move_features *f)
{
  int other = OTHER_COLOR(color);
  int seen[4];
  int nseen = 0;
  int target = IS_STONE(b->board[str]) ? b->string_number[str] : -1;
  int k, j;

  f->edges = f->same_string = f->own = f->opponent = 0;
  f->captured = f->threatened = f->saved = f->open = 0;

  for (k = 0; k < 4; k++) {
    int pos = move + delta[k];
    int c = b->board[pos];
    int s;
    const struct string_data *sd;

    if (c == GRAY) {
      f->edges++;
      continue;
    }
    if (c == EMPTY) {
      f->open++;
      continue;
    }
    s = b->string_number[pos];
    if (s == target && c == b->board[str])
      f->same_string++;
    if (c == color)
      f->own++;
    else
      f->opponent++;

    for (j = 0; j < nseen; j++)
      if (seen[j] == s)
        break;
    if (j < nseen)
      continue;
    seen[nseen++] = s;

    sd = &b->string[s];
    if (c == color) {
      if (sd->liberties == 1)
        f->saved += sd->size;
    }
    else if (c == other) {
      if (sd->liberties == 1)
        f->captured += sd->size;
      else if (sd->liberties == 2)
        f->threatened += sd->size;
    }
  }
}

/* ---- Superstrings --------------------------------------------------------
 *
 * A superstring gathers str and the friendly strings it cannot be
 * separated from by a simple cut: strings sharing a liberty where an
 * opponent stone would at once be captured (or be suicide), and strings
 * sharing two liberties (a miai connection).  Used to find liberties and
 * weak opponent neighbours "one step away" from the string. */

#define SUPER_MAX_STRINGS 16

static int
opponent_cannot_cut_at(const struct board *b, int pos, int color)
{
  int other = OTHER_COLOR(color);
  if (is_suicide(b, pos, other))
    return 1;
  return approxlib(b, pos, other, 2, NULL) <= 1
         && !does_capture_something(b, pos, other);
}

static int
find_superstring(struct reading *r, int str, int *members)
{
  const struct board *b = r->b;
  int color = b->board[str];
  int n = 1;
  int k;

  members[0] = find_origin(b, str);
  for (k = 0; k < n && n < SUPER_MAX_STRINGS; k++) {
    int libs[MAX_LIBERTIES];
    int nlibs = findlib(b, members[k], MAX_LIBERTIES, libs);
    int l, d;

    if (nlibs > MAX_LIBERTIES)
      nlibs = MAX_LIBERTIES;
    for (l = 0; l < nlibs && n < SUPER_MAX_STRINGS; l++) {
      int lib = libs[l];
      for (d = 0; d < 4 && n < SUPER_MAX_STRINGS; d++) {
        int nb = lib + delta[d];
        int origin, m;
        if (b->board[nb] != color)
          continue;
        origin = find_origin(b, nb);
        for (m = 0; m < n; m++)
          if (members[m] == origin)
            break;
        if (m < n)
          continue;
        if (opponent_cannot_cut_at(b, lib, color)
            || count_common_libs(b, members[k], origin) >= 2)
          members[n++] = origin;
      }
    }
  }
  return n;
}

static void
next_mark(struct reading *r)
{
  r->mark++;
  if (r->mark == 0) {
    int k;
    for (k = 0; k < BOARD_ARRAY_SIZE; k++)
      r->marks[k] = 0;
    r->mark = 1;
  }
}

void
superstring_liberties(struct reading *r, int str, int *num_libs, int *libs,
                      int liberty_cap)
{
  const struct board *b = r->b;
  int members[SUPER_MAX_STRINGS];
  int n = find_superstring(r, str, members);
  int k, l;

  *num_libs = 0;
  next_mark(r);
  for (k = 0; k < n; k++) {
    int mlibs[MAX_LIBERTIES];
    int nl;
    /* Well-off members add nothing but noise. */
    if (k > 0 && countlib(b, members[k]) > liberty_cap)
      continue;
    nl = findlib(b, members[k], MAX_LIBERTIES, mlibs);
    if (nl > MAX_LIBERTIES)
      nl = MAX_LIBERTIES;
    for (l = 0; l < nl && *num_libs < SUPERSTRING_MAX_LIBS; l++) {
      if (r->marks[mlibs[l]] == r->mark)
        continue;
      r->marks[mlibs[l]] = r->mark;
      libs[(*num_libs)++] = mlibs[l];
    }
  }
}

void
superstring_chainlinks(struct reading *r, int str, int *num_adj, int *adj,
                       int liberty_cap)
{
  const struct board *b = r->b;
  int members[SUPER_MAX_STRINGS];
  int n = find_superstring(r, str, members);
  int k, l;

  *num_adj = 0;
  next_mark(r);
  /* Neighbours of str itself are left to the ordinary generators. */
  {
    int own[MAX_NEIGHBORS];
    int no = chainlinks(b, str, own);
    for (l = 0; l < no; l++)
      r->marks[own[l]] = r->mark;
  }
  for (k = 1; k < n; k++) {
    int links[MAX_NEIGHBORS];
    int nl = chainlinks(b, members[k], links);
    for (l = 0; l < nl; l++) {
      if (r->marks[links[l]] == r->mark)
        continue;
      r->marks[links[l]] = r->mark;
      if (countlib(b, links[l]) <= liberty_cap && *num_adj < MAX_NEIGHBORS)
        adj[(*num_adj)++] = links[l];
    }
  }
}
