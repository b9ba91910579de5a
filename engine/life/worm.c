/* Worms: per-string data for the current position.
 *
 * Order of work: basic data (colour, origin, size, liberties), effective
 * sizes, unconditional status, tactical attack and defence (reading),
 * higher-order liberties, cutting stones, genus, lunches, inessential
 * strings.  Data for a string is kept at every one of its stones; empty
 * points carry their unconditional status. */
#include <config.h>

#include <stdlib.h>
#include <string.h>
#include "worm.h"
#include "engine/reading/reading_impl.h"

struct worms *
worms_new(void)
{
  struct worms *w = calloc(1, sizeof(struct worms));
  if (w == NULL)
    return NULL;
  w->scratch.play = board_new(MAX_BOARD);
  w->scratch.saved = board_new(MAX_BOARD);
  if (w->scratch.play == NULL || w->scratch.saved == NULL) {
    worms_free(w);
    return NULL;
  }
  return w;
}

void
worms_free(struct worms *w)
{
  if (w == NULL)
    return;
  board_free(w->scratch.play);
  board_free(w->scratch.saved);
  free(w);
}

void
worms_invalidate(struct worms *w)
{
  w->valid = 0;
}

static void
propagate(const struct board *b, struct worms *w, int str)
{
  int stones[MAX_BOARD * MAX_BOARD];
  int n = findstones(b, str, MAX_BOARD * MAX_BOARD, stones);
  int k;
  for (k = 0; k < n; k++)
    if (stones[k] != str)
      w->worm[stones[k]] = w->worm[str];
}

static int
is_origin(const struct board *b, int pos)
{
  return IS_STONE(b->board[pos]) && find_origin(b, pos) == pos;
}

static void
build_worms(const struct board *b, struct worms *w)
{
  int pos;
  memset(w->worm, 0, sizeof w->worm);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    struct worm_data *d = &w->worm[pos];
    if (!ON_BOARD(b, pos))
      continue;
    d->color = b->board[pos];
    d->origin = IS_STONE(b->board[pos]) ? find_origin(b, pos) : pos;
    d->lunch = NO_MOVE;
    if (IS_STONE(b->board[pos])) {
      d->size = countstones(b, pos);
      d->liberties = countlib(b, pos);
    }
  }
}

/* ---- Effective size ------------------------------------------------------
 * Stones count one each; an empty point within distance four is shared
 * by the worms closest to it, half a point in all. */

#define MAX_CLOSE (2 * MAX_BOARD)

static void
compute_effective_sizes(const struct board *b, struct worms *w)
{
  static const int max_distance = 3;
  int distance[BOARD_ARRAY_SIZE];
  int nclose[BOARD_ARRAY_SIZE];
  int (*close)[MAX_CLOSE] = calloc(BOARD_ARRAY_SIZE, sizeof *close);
  int pos, dist, found;

  if (!close)
    return;
  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
    nclose[pos] = 0;
    distance[pos] = -1;
    if (ON_BOARD(b, pos) && IS_STONE(b->board[pos])) {
      distance[pos] = 0;
      close[pos][nclose[pos]++] = w->worm[pos].origin;
    }
  }
  dist = 0;
  found = 1;
  while (found && dist <= max_distance) {
    found = 0;
    dist++;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      int k;
      if (!ON_BOARD(b, pos) || distance[pos] != -1)
        continue;
      for (k = 0; k < 4; k++) {
        int n = pos + delta[k];
        int i, j;
        if (!ON_BOARD(b, n) || distance[n] != dist - 1)
          continue;
        found = 1;
        distance[pos] = dist;
        for (i = 0; i < nclose[n]; i++) {
          for (j = 0; j < nclose[pos]; j++)
            if (close[pos][j] == close[n][i])
              break;
          if (j == nclose[pos] && nclose[pos] < MAX_CLOSE)
            close[pos][nclose[pos]++] = close[n][i];
        }
      }
    }
  }
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int k;
    if (!ON_BOARD(b, pos))
      continue;
    for (k = 0; k < nclose[pos]; k++) {
      int o = close[pos][k];
      if (b->board[pos] == EMPTY)
        w->worm[o].effective_size += 0.5f / nclose[pos];
      else
        w->worm[o].effective_size += 1.0f;
    }
  }
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (is_origin(b, pos))
      propagate(b, w, pos);
  free(close);
}

/* ---- Tactical points -------------------------------------------------------
 * Lists kept with the best code first; equal codes keep their order. */

static void
change_point(int *points, int *codes, int move, int code)
{
  int k, n;
  for (k = 0; k < WORM_MAX_POINTS && codes[k]; k++)
    if (points[k] == move)
      break;
  if (k < WORM_MAX_POINTS && codes[k]) {
    /* Known: remove it, reinsert with the new code below. */
    for (; k < WORM_MAX_POINTS - 1; k++) {
      points[k] = points[k + 1];
      codes[k] = codes[k + 1];
    }
    points[WORM_MAX_POINTS - 1] = NO_MOVE;
    codes[WORM_MAX_POINTS - 1] = 0;
  }
  if (code == 0)
    return;
  for (n = 0; n < WORM_MAX_POINTS && codes[n]; n++)
    ;
  for (k = 0; k < n && codes[k] >= code; k++)
    ;
  if (k >= WORM_MAX_POINTS)
    return;
  if (n == WORM_MAX_POINTS)
    n--;
  for (; n > k; n--) {
    points[n] = points[n - 1];
    codes[n] = codes[n - 1];
  }
  points[k] = move;
  codes[k] = code;
}

static int
point_known(const int *points, const int *codes, int move)
{
  int k;
  for (k = 0; k < WORM_MAX_POINTS && codes[k]; k++)
    if (points[k] == move)
      return codes[k];
  return 0;
}

static void
find_attacks_and_defenses(struct reading *r, struct worms *w)
{
  struct board *b = r->b;
  int str;

  for (str = BOARDMIN; str < BOARDMAX; str++) {
    struct worm_data *d;
    int apos = NO_MOVE;
    int acode;
    if (!is_origin(b, str))
      continue;
    d = &w->worm[str];
    acode = attack(r, str, &apos);
    if (acode && apos != NO_MOVE)
      change_point(d->attack_points, d->attack_codes, apos, acode);
  }

  for (str = BOARDMIN; str < BOARDMAX; str++) {
    struct worm_data *d;
    int dpos = NO_MOVE;
    int dcode;
    if (!is_origin(b, str) || w->worm[str].attack_codes[0] == 0)
      continue;
    d = &w->worm[str];
    dcode = find_defense(r, str, &dpos);
    if (dcode) {
      if (dpos != NO_MOVE)
        change_point(d->defense_points, d->defense_codes, dpos, dcode);
    }
    else {
      /* An attack point away from the string may defend it too. */
      int apos = d->attack_points[0];
      if (!liberty_of_string(b, apos, str)
          && read_trymove(r, apos, d->color, "worm-defend", str)) {
        int acode = attack(r, str, NULL);
        if (acode != WIN)
          change_point(d->defense_points, d->defense_codes, apos,
                       reverse_result(acode));
        read_popgo(r);
      }
    }
  }

  /* More points among the liberties. */
  for (str = BOARDMIN; str < BOARDMAX; str++) {
    struct worm_data *d;
    int libs[MAX_LIBERTIES];
    int n, k;
    int color, other;
    if (!is_origin(b, str) || w->worm[str].attack_codes[0] == 0)
      continue;
    d = &w->worm[str];
    color = d->color;
    other = OTHER_COLOR(color);
    n = findlib(b, str, MAX_LIBERTIES, libs);
    if (n > MAX_LIBERTIES)
      n = MAX_LIBERTIES;
    for (k = 0; k < n; k++) {
      int pos = libs[k];
      if (!point_known(d->attack_points, d->attack_codes, pos)
          && !send_two_return_one(b, pos, other)
          && read_trymove(r, pos, other, "worm-attack", str)) {
        if (!IS_STONE(b->board[str]) || attack(r, str, NULL)) {
          int dcode = IS_STONE(b->board[str]) ? find_defense(r, str, NULL)
                                              : 0;
          if (dcode != WIN)
            change_point(d->attack_points, d->attack_codes, pos,
                         reverse_result(dcode));
        }
        read_popgo(r);
      }
      if (d->defense_codes[0]
          && !point_known(d->defense_points, d->defense_codes, pos)
          && read_trymove(r, pos, color, "worm-defend", str)) {
        int acode = attack(r, str, NULL);
        if (acode != WIN)
          change_point(d->defense_points, d->defense_codes, pos,
                       reverse_result(acode));
        read_popgo(r);
      }
    }
  }

  /* Two neighbouring strings that can both be attacked: capturing one
   * may be the only defence of the other. */
  for (str = BOARDMIN; str < BOARDMAX; str++) {
    static const int below_and_right[2] = { NS, WE };
    int k;
    if (!IS_STONE(b->board[str]))
      continue;
    for (k = 0; k < 2; k++) {
      int n = str + below_and_right[k];
      struct worm_data *a = &w->worm[find_origin(b, str)];
      struct worm_data *c;
      if (!IS_STONE(b->board[n]) || same_string(b, str, n))
        continue;
      c = &w->worm[find_origin(b, n)];
      if (!a->attack_codes[0] || !c->attack_codes[0])
        continue;
      if (!a->defense_codes[0]
          && does_defend(r, c->attack_points[0], str))
        change_point(a->defense_points, a->defense_codes,
                     c->attack_points[0], WIN);
      if (!c->defense_codes[0]
          && does_defend(r, a->attack_points[0], n))
        change_point(c->defense_points, c->defense_codes,
                     a->attack_points[0], WIN);
    }
  }

  for (str = BOARDMIN; str < BOARDMAX; str++)
    if (is_origin(b, str))
      propagate(b, w, str);
}

/* ---- Liberties of higher order --------------------------------------------
 * A liberty of order n can be joined to the string with n stones that do
 * not touch the opponent.  A first-order liberty squeezed between two
 * opponent stones (or one and the edge) does not lead anywhere. */

static int
is_ko_point(const struct board *b, int pos)
{
  if (b->board[pos] == EMPTY)
    return is_ko(b, pos, WHITE, NULL) || is_ko(b, pos, BLACK, NULL);
  if (IS_STONE(b->board[pos]) && countstones(b, pos) == 1
      && countlib(b, pos) == 1) {
    int lib;
    findlib(b, pos, 1, &lib);
    return is_ko(b, lib, OTHER_COLOR(b->board[pos]), NULL);
  }
  return 0;
}

static int
touching(const struct board *b, int pos, int color)
{
  return b->board[SOUTH(pos)] == color || b->board[WEST(pos)] == color
         || b->board[NORTH(pos)] == color || b->board[EAST(pos)] == color;
}

static void
ping_recurse(const struct board *b, int pos, int *counter,
             unsigned char *mx, unsigned char *mr, int color)
{
  int k;
  mr[pos] = 1;
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (b->board[n] == EMPTY && !mx[n] && !mr[n]
        && !touching(b, n, OTHER_COLOR(color))) {
      (*counter)++;
      mr[n] = 1;
      mx[n] = 1;
    }
  }
  if (is_ko_point(b, pos))
    return;
  for (k = 0; k < 4; k++) {
    int n = pos + delta[k];
    if (ON_BOARD(b, n) && !mr[n] && (mx[n] || b->board[n] == color))
      ping_recurse(b, n, counter, mx, mr, color);
  }
}

static int
blocked_liberty(const struct board *b, int pos, int other)
{
  int s = !ON_BOARD(b, SOUTH(pos)) || b->board[SOUTH(pos)] == other;
  int n = !ON_BOARD(b, NORTH(pos)) || b->board[NORTH(pos)] == other;
  int we = !ON_BOARD(b, WEST(pos)) || b->board[WEST(pos)] == other;
  int e = !ON_BOARD(b, EAST(pos)) || b->board[EAST(pos)] == other;
  return (s && n) || (we && e);
}

static void
higher_liberties(const struct board *b, int str, struct worm_data *d)
{
  unsigned char mx[BOARD_ARRAY_SIZE];
  unsigned char mr[BOARD_ARRAY_SIZE];
  int libs[MAX_BOARD * MAX_BOARD];
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int n, k;
  int *counters[3];

  counters[0] = &d->liberties2;
  counters[1] = &d->liberties3;
  counters[2] = &d->liberties4;
  memset(mx, 0, sizeof mx);
  n = findlib(b, str, MAX_BOARD * MAX_BOARD, libs);
  for (k = 0; k < n; k++)
    if (!blocked_liberty(b, libs[k], other))
      mx[libs[k]] = 1;
  for (k = 0; k < 3; k++) {
    *counters[k] = 0;
    memset(mr, 0, sizeof mr);
    ping_recurse(b, str, counters[k], mx, mr, color);
  }
}

/* ---- Cutting stones, genus, lunch, inessential ------------------------------ */

static void
find_cutstones(const struct board *b, struct worms *w)
{
  int pos, pos2, k;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int w1 = NO_MOVE, w2 = NO_MOVE;
    if (!is_origin(b, pos))
      continue;
    for (pos2 = BOARDMIN; pos2 < BOARDMAX; pos2++) {
      if (b->board[pos2] != OTHER_COLOR(b->board[pos]))
        continue;
      for (k = 0; k < 4; k++) {
        int n = pos2 + delta[k];
        if (!ON_BOARD(b, n) || !IS_STONE(b->board[n])
            || w->worm[n].origin != pos)
          continue;
        if (w1 == NO_MOVE)
          w1 = w->worm[pos2].origin;
        else if (w->worm[pos2].origin != w1)
          w2 = w->worm[pos2].origin;
      }
    }
    if (w2 != NO_MOVE) {
      w->worm[pos].cutstone = count_common_libs(b, w1, w2) > 0 ? 1 : 2;
      propagate(b, w, pos);
    }
  }
}

static int
genus(const struct board *b, int str)
{
  unsigned char mg[BOARD_ARRAY_SIZE];
  int stack[MAX_BOARD * MAX_BOARD];
  int origin = find_origin(b, str);
  int pos, gen = -1;

  memset(mg, 0, sizeof mg);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int top = 0;
    if (!ON_BOARD(b, pos) || mg[pos]
        || (IS_STONE(b->board[pos]) && find_origin(b, pos) == origin))
      continue;
    gen++;
    mg[pos] = 1;
    stack[top++] = pos;
    while (top > 0) {
      int p = stack[--top];
      int k;
      for (k = 0; k < 4; k++) {
        int n = p + delta[k];
        if (ON_BOARD(b, n) && !mg[n]
            && !(IS_STONE(b->board[n]) && find_origin(b, n) == origin)) {
          mg[n] = 1;
          stack[top++] = n;
        }
      }
    }
  }
  return gen;
}

static void
find_lunches(const struct board *b, struct worms *w)
{
  int str, pos, k;
  for (str = BOARDMIN; str < BOARDMAX; str++) {
    int lunch = NO_MOVE;
    if (!is_origin(b, str))
      continue;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      if (b->board[pos] != OTHER_COLOR(b->board[str]))
        continue;
      for (k = 0; k < 8; k++) {
        int n = pos + delta[k];
        if (!ON_BOARD(b, n) || !IS_STONE(b->board[n])
            || w->worm[n].origin != str)
          continue;
        if (w->worm[pos].attack_codes[0] != 0 && !is_ko_point(b, pos)) {
          const struct worm_data *cand = &w->worm[pos];
          if (lunch == NO_MOVE || cand->cutstone > w->worm[lunch].cutstone
              || (cand->cutstone == w->worm[lunch].cutstone
                  && cand->liberties < w->worm[lunch].liberties))
            lunch = cand->origin;
        }
        break;
      }
    }
    if (lunch != NO_MOVE && (w->worm[lunch].attack_codes[0] == WIN
                             || w->worm[lunch].attack_codes[0] == KO_A))
      w->worm[str].lunch = lunch;
    else
      w->worm[str].lunch = NO_MOVE;
    propagate(b, w, str);
  }
}

/* Colours around the cavity left if str were removed; *edge counts its
 * empty edge points. */
static int
cavity_border(const struct board *b, int str, int *edge)
{
  unsigned char mx[BOARD_ARRAY_SIZE];
  int stack[MAX_BOARD * MAX_BOARD];
  int origin = find_origin(b, str);
  int border = EMPTY;
  int top = 0;

  memset(mx, 0, sizeof mx);
  *edge = 0;
  mx[str] = 1;
  stack[top++] = str;
  while (top > 0) {
    int p = stack[--top];
    int k;
    if (b->board[p] == EMPTY && is_edge_vertex(b, p))
      (*edge)++;
    for (k = 0; k < 4; k++) {
      int n = p + delta[k];
      if (!ON_BOARD(b, n) || mx[n])
        continue;
      if (b->board[n] == EMPTY
          || (IS_STONE(b->board[n]) && find_origin(b, n) == origin)) {
        mx[n] = 1;
        stack[top++] = n;
      }
      else
        border |= b->board[n];
    }
  }
  return border == EMPTY ? GRAY : border;
}

static void
find_inessential(const struct board *b, struct worms *w)
{
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    struct worm_data *d = &w->worm[pos];
    int edge;
    if (!is_origin(b, pos) || d->genus != 0 || d->liberties2 != 0
        || d->cutstone || d->lunch != NO_MOVE)
      continue;
    /* The cavity must be bordered by the opponent only (a string in
     * its own colour's area is not inessential). */
    if (cavity_border(b, pos, &edge) == OTHER_COLOR(b->board[pos])
        && edge < 3) {
      d->inessential = 1;
      propagate(b, w, pos);
    }
  }
}

/* ---- Driver -------------------------------------------------------------------- */

const struct worms *
worms_compute(struct worms *w, struct reading *r)
{
  struct board *b = r->b;
  int status[BOARD_ARRAY_SIZE];
  int depth_key = r->depth * 64 + r->level;
  int pos;

  if (w->valid && w->hash == b->hash && w->board_size == b->board_size
      && w->depth_key == depth_key)
    return w;

  build_worms(b, w);
  compute_effective_sizes(b, w);

  unconditional_status_map(b, &w->scratch, status);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(b, pos))
      continue;
    w->worm[pos].unconditional_status = status[pos];
    w->worm[pos].invincible = IS_STONE(b->board[pos])
                              && status[pos] == UNCONDITIONAL_ALIVE;
  }

  find_attacks_and_defenses(r, w);

  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (is_origin(b, pos)) {
      higher_liberties(b, pos, &w->worm[pos]);
      propagate(b, w, pos);
    }
  find_cutstones(b, w);
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (is_origin(b, pos)) {
      w->worm[pos].genus = genus(b, pos);
      propagate(b, w, pos);
    }
  find_lunches(b, w);
  find_inessential(b, w);

  w->valid = 1;
  w->hash = b->hash;
  w->board_size = b->board_size;
  w->depth_key = depth_key;
  return w;
}
