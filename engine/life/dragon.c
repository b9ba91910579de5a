#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "dragon_internal.h"
#include "owl.h"
#include "worm.h"

/* Escape route flood: how far from the dragon. */
#define ESCAPE_DISTANCE 4

struct dragons *
dragons_new(struct reading *r)
{
  struct dragons *d = calloc(1, sizeof(*d));
  if (!d)
    return NULL;
  d->reading = r;
  d->board = reading_board(r);
  d->worms = worms_new();
  d->optics = optics_new(r);
  d->owl = d->optics ? owl_new(d) : NULL;
  if (!d->worms || !d->optics || !d->owl) {
    owl_free(d->owl);
    optics_free(d->optics);
    worms_free(d->worms);
    free(d);
    return NULL;
  }
  return d;
}

void
dragons_free(struct dragons *d)
{
  if (!d)
    return;
  owl_free(d->owl);
  optics_free(d->optics);
  worms_free(d->worms);
  free(d);
}

struct board *
dragons_board(const struct dragons *d)
{
  return d->board;
}

struct reading *
dragons_reading(const struct dragons *d)
{
  return d->reading;
}

struct optics *
dragons_optics(const struct dragons *d)
{
  return d->optics;
}

struct owl *
dragons_owl(const struct dragons *d)
{
  return d->owl;
}

void
dragons_set_owl_budget(struct dragons *d, long total_nodes)
{
  d->owl_budget = total_nodes > 0 ? total_nodes : 0;
}

void
dragons_clear(struct dragons *d)
{
  d->valid = ANALYSIS_NONE;
  worms_invalidate(d->worms);
  optics_clear_cache(d->optics);
  owl_clear_cache(d->owl);
}

/* ---- Strings ------------------------------------------------------- */

/* Tactical status and inessentiality of every stone, from the worms. */
static void
compute_tactics(struct dragons *d)
{
  struct board *b = d->board;
  const struct worms *w = worms_compute(d->worms, d->reading);
  int pos;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
    d->attack_code[pos] = 0;
    d->attack_point[pos] = NO_MOVE;
    d->defense_code[pos] = 0;
    d->defense_point[pos] = NO_MOVE;
    d->inessential[pos] = 0;
    d->invincible[pos] = 0;
  }
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    const struct worm_data *wd;
    if (!IS_STONE(b->board[pos]))
      continue;
    wd = &w->worm[find_origin(b, pos)];
    d->attack_code[pos] = wd->attack_codes[0];
    d->attack_point[pos] = wd->attack_points[0];
    d->defense_code[pos] = wd->defense_codes[0];
    d->defense_point[pos] = wd->defense_points[0];
    d->inessential[pos] = (unsigned char) wd->inessential;
    d->invincible[pos] = (unsigned char) wd->invincible;
  }
}

static void
compute_lively(struct dragons *d)
{
  struct board *b = d->board;
  int pos;

  memset(d->lively, 0, sizeof(d->lively));
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (IS_STONE(b->board[pos]))
      d->lively[pos] = !d->inessential[pos]
        && (d->attack_code[pos] == 0 || d->defense_code[pos] != 0);

  d->input.lively = d->lively;
  d->input.attack_code = d->attack_code;
  d->input.attack_point = d->attack_point;
  d->input.defense_code = d->defense_code;
  d->input.defense_point = d->defense_point;
}

/* ---- Dragon records -------------------------------------------------- */

static void
add_neighbor(struct dragon *dr, int other_id, int hostile)
{
  int k;
  for (k = 0; k < dr->neighbors; k++)
    if (dr->neighbor[k] == other_id)
      return;
  if (dr->neighbors < MAX_DRAGON_NEIGHBORS)
    dr->neighbor[dr->neighbors++] = other_id;
  if (hostile)
    dr->hostile_neighbors++;
}

static void
build_dragon_records(struct dragons *d)
{
  struct board *b = d->board;
  int root_id[BOARD_ARRAY_SIZE];
  int pos, k;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
    d->id[pos] = -1;
    root_id[pos] = -1;
  }
  d->num_dragons = 0;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int root;
    struct dragon *dr;
    if (!IS_STONE(b->board[pos]))
      continue;
    root = dragon_find(d, find_origin(b, pos));
    if (root_id[root] < 0) {
      root_id[root] = d->num_dragons++;
      dr = &d->dragon[root_id[root]];
      memset(dr, 0, sizeof(*dr));
      dr->origin = pos;
      dr->color = b->board[pos];
      dr->heye = NO_MOVE;
      dr->lunch = NO_MOVE;
      dr->owl_attack_point = NO_MOVE;
      dr->owl_defense_point = NO_MOVE;
      dr->status = DRAGON_UNKNOWN;
      dr->crude_status = DRAGON_UNKNOWN;
    }
    dr = &d->dragon[root_id[root]];
    d->id[pos] = root_id[root];
    dr->size++;
    if (find_origin(b, pos) == pos)
      dr->worms++;
  }

  /* Neighbours: dragons whose areas meet.  Each empty point belongs to
   * the dragon nearest to it (a multi-source flood over empty points);
   * dragons touching directly, or whose areas are adjacent, are
   * neighbours. */
  {
    int owner[BOARD_ARRAY_SIZE];
    int queue[BOARD_ARRAY_SIZE];
    int head = 0, tail = 0;
    for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
      owner[pos] = -1;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++)
      if (IS_STONE(b->board[pos])) {
        owner[pos] = d->id[pos];
        queue[tail++] = pos;
      }
    while (head < tail) {
      int p = queue[head++];
      for (k = 0; k < 4; k++) {
        int nb = p + delta[k];
        if (b->board[nb] == GRAY)
          continue;
        if (owner[nb] >= 0) {
          if (owner[nb] != owner[p])
            add_neighbor(&d->dragon[owner[p]], owner[nb],
                         d->dragon[owner[p]].color
                         != d->dragon[owner[nb]].color);
          continue;
        }
        owner[nb] = owner[p];
        queue[tail++] = nb;
      }
    }
  }
}

/* Eye spaces touching a dragon with a non-marginal point belong to it. */
static int
eye_space_owner(const struct dragons *d, const struct eye_map *m, int origin)
{
  const struct board *b = d->board;
  int pos, k;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] == GRAY || m->p[pos].origin != origin
        || m->p[pos].marginal)
      continue;
    for (k = 0; k < 4; k++) {
      int nb = pos + delta[k];
      if (b->board[nb] == m->color && d->lively[nb])
        return d->id[nb];
    }
  }
  return -1;
}

/* Eyes of each dragon, with kos inside eye spaces left open (the
 * cautious view: status must not rest on winning a ko). */
static void
compute_genus(struct dragons *d)
{
  const struct board *b = d->board;
  struct optics_input cautious = d->input;
  int c, pos, id;

  cautious.cautious_kos = 1;
  for (id = 0; id < d->num_dragons; id++)
    eyevalue_set(&d->dragon[id].genus, 0, 0, 0, 0);
  for (c = 0; c < 2; c++) {
    const struct eye_map *m = c ? &d->white_eye : &d->black_eye;
    for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
      struct eyevalue v;
      int ap, dp;
      if (b->board[pos] == GRAY || m->p[pos].origin != pos)
        continue;
      id = eye_space_owner(d, m, pos);
      if (id < 0)
        continue;
      optics_eye_value(d->optics, &cautious, m, pos, &v, &ap, &dp);
      eyevalue_add(&d->dragon[id].genus, &v, &d->dragon[id].genus);
      if (eyevalue_urgency(&v) > 0 && d->dragon[id].heye == NO_MOVE)
        d->dragon[id].heye = dp;
    }
  }
}

/* Open points reachable from the dragon's liberties within a few steps
 * without passing next to an enemy stone, and a lunch if it has one. */
static void
compute_escape_and_lunch(struct dragons *d, int id)
{
  struct board *b = d->board;
  struct dragon *dr = &d->dragon[id];
  int color = dr->color;
  int other = OTHER_COLOR(color);
  int dist[BOARD_ARRAY_SIZE];
  int queue[BOARD_ARRAY_SIZE];
  int head = 0, tail = 0;
  int pos, k, count = 0;

  for (pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    dist[pos] = -1;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (d->id[pos] != id)
      continue;
    for (k = 0; k < 4; k++) {
      int nb = pos + delta[k];
      if (b->board[nb] == EMPTY && dist[nb] < 0) {
        dist[nb] = 1;
        queue[tail++] = nb;
      }
      else if (b->board[nb] == other && d->attack_code[nb] == WIN
               && dr->lunch == NO_MOVE)
        dr->lunch = find_origin(b, nb);
    }
  }
  while (head < tail) {
    int p = queue[head++];
    int near_enemy = 0;
    for (k = 0; k < 4; k++)
      if (b->board[p + delta[k]] == other && d->lively[p + delta[k]])
        near_enemy = 1;
    if (near_enemy)
      continue;
    count++;
    if (dist[p] >= ESCAPE_DISTANCE)
      continue;
    for (k = 0; k < 4; k++) {
      int nb = p + delta[k];
      if (b->board[nb] == EMPTY && dist[nb] < 0) {
        dist[nb] = dist[p] + 1;
        queue[tail++] = nb;
      }
    }
  }
  dr->escape_route = count;
}

static void
compute_effective_size(struct dragons *d)
{
  const struct board *b = d->board;
  int pos, k;
  int id;
  for (id = 0; id < d->num_dragons; id++)
    d->dragon[id].effective_size = (float) d->dragon[id].size;
  /* Each empty point is shared among the dragons next to it. */
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    int ids[4], n = 0, j;
    if (b->board[pos] != EMPTY)
      continue;
    for (k = 0; k < 4; k++) {
      int nb = pos + delta[k];
      if (!IS_STONE(b->board[nb]))
        continue;
      for (j = 0; j < n; j++)
        if (ids[j] == d->id[nb])
          break;
      if (j == n)
        ids[n++] = d->id[nb];
    }
    for (j = 0; j < n; j++)
      d->dragon[ids[j]].effective_size += 1.0f / (float) n;
  }
}

static int
analysis_current(const struct dragons *d)
{
  const struct board *b = d->board;
  return d->valid != ANALYSIS_NONE && d->hash == b->hash
    && d->history_length == b->move_history_length
    && d->board_size == b->board_size;
}

/* The owl status pass; the owl results it cached rest on the crude
 * statuses it read under (safe_friend trusts a dragon's owl status only
 * once the pass is over) and are dropped, so an owl question asked after
 * the pass answers as the pass's own statuses say, whatever was read
 * during it. */
static void
owl_status_pass(struct dragons *d)
{
  /* The owl trusts no dragon status while the statuses are redone. */
  d->valid = ANALYSIS_CRUDE;
  d->valid = dragons_owl_status(d) ? ANALYSIS_OWL : ANALYSIS_OWL_BUDGETED;
  owl_clear_cache(d->owl);
}

void
dragons_compute(struct dragons *d, int with_owl)
{
  struct board *b = d->board;
  int id;

  if (b->stackp != 0)
    return;
  if (analysis_current(d)) {
    if (!with_owl || d->valid == ANALYSIS_OWL
        || (d->valid == ANALYSIS_OWL_BUDGETED && d->owl_budget > 0))
      return;
    owl_status_pass(d);
    return;
  }
  optics_clear_cache(d->optics);
  owl_clear_cache(d->owl);
  reading_clear_cache(d->reading);
  compute_tactics(d);
  compute_lively(d);
  optics_make_eye_maps(d->optics, &d->input, &d->black_eye, &d->white_eye, 1);
  dragons_amalgamate(d);
  build_dragon_records(d);
  compute_genus(d);
  for (id = 0; id < d->num_dragons; id++)
    compute_escape_and_lunch(d, id);
  compute_effective_size(d);
  d->hash = b->hash;
  d->history_length = b->move_history_length;
  d->board_size = b->board_size;
  dragons_crude_status(d);
  d->valid = ANALYSIS_CRUDE;
  if (with_owl)
    owl_status_pass(d);
}

/* ---- Queries --------------------------------------------------------- */

int
dragon_count(const struct dragons *d)
{
  return d->num_dragons;
}

const struct dragon *
dragon_by_id(const struct dragons *d, int id)
{
  if (id < 0 || id >= d->num_dragons)
    return NULL;
  return &d->dragon[id];
}

int
dragon_id(const struct dragons *d, int pos)
{
  if (pos < 0 || pos >= BOARD_ARRAY_SIZE)
    return -1;
  return d->id[pos];
}

const struct dragon *
dragon_at(const struct dragons *d, int pos)
{
  return dragon_by_id(d, dragon_id(d, pos));
}

int
same_dragon(const struct dragons *d, int pos1, int pos2)
{
  int a = dragon_id(d, pos1), b = dragon_id(d, pos2);
  return a >= 0 && a == b;
}

int
dragon_stones(const struct dragons *d, int pos, int *stones, int max)
{
  int id = dragon_id(d, pos);
  int n = 0, p;
  if (id < 0)
    return 0;
  for (p = BOARDMIN; p < BOARDMAX && n < max; p++)
    if (d->id[p] == id)
      stones[n++] = p;
  return n;
}

int
dragon_worms(const struct dragons *d, int pos, int *worms, int max)
{
  int id = dragon_id(d, pos);
  int n = 0, p;
  if (id < 0)
    return 0;
  for (p = BOARDMIN; p < BOARDMAX && n < max; p++)
    if (d->id[p] == id && find_origin(d->board, p) == p)
      worms[n++] = p;
  return n;
}

int
worm_attack_code(const struct dragons *d, int pos, int *move)
{
  if (move)
    *move = d->attack_point[pos];
  return d->attack_code[pos];
}

int
worm_defense_code(const struct dragons *d, int pos, int *move)
{
  if (move)
    *move = d->defense_point[pos];
  return d->defense_code[pos];
}

int
worm_is_lively(const struct dragons *d, int pos)
{
  return d->lively[pos];
}

const struct eye_map *
dragons_eye_map(const struct dragons *d, int color)
{
  return color == WHITE ? &d->white_eye : &d->black_eye;
}

const struct optics_input *
dragons_optics_input(const struct dragons *d)
{
  return &d->input;
}

int
dragon_owl_moves(const struct dragons *d, int pos, int *attack_move,
                 int *defense_move, float *value)
{
  const struct dragon *dr = dragon_at(d, pos);
  *attack_move = NO_MOVE;
  *defense_move = NO_MOVE;
  *value = 0.0f;
  if (!dr || dr->status != DRAGON_CRITICAL)
    return 0;
  *attack_move = dr->owl_attack_point;
  *defense_move = dr->owl_defense_point;
  *value = 2.0f * dr->effective_size;
  return 1;
}

int
dragon_eye_moves(const struct dragons *d, struct eye_move *moves, int max)
{
  const struct board *b = d->board;
  int n = 0, c, pos;
  for (c = 0; c < 2; c++) {
    const struct eye_map *m = c ? &d->white_eye : &d->black_eye;
    for (pos = BOARDMIN; pos < BOARDMAX && n + 2 <= max; pos++) {
      struct eyevalue v;
      int ap, dp, id;
      if (b->board[pos] == GRAY || m->p[pos].origin != pos)
        continue;
      id = eye_space_owner(d, m, pos);
      if (id < 0)
        continue;
      optics_eye_value(d->optics, &d->input, m, pos, &v, &ap, &dp);
      if (eyevalue_urgency(&v) == 0)
        continue;
      if (dp != NO_MOVE) {
        moves[n].pos = dp;
        moves[n].color = m->color;
        moves[n].owner = m->color;
        moves[n].make = 1;
        moves[n].dragon = id;
        n++;
      }
      if (ap != NO_MOVE) {
        moves[n].pos = ap;
        moves[n].color = OTHER_COLOR(m->color);
        moves[n].owner = m->color;
        moves[n].make = 0;
        moves[n].dragon = id;
        n++;
      }
    }
  }
  return n;
}

int
dragon_connection_moves(const struct dragons *d,
                        struct connection_move *moves, int max)
{
  struct dragons *dm = (struct dragons *) d;
  const struct board *b = d->board;
  int n = 0, pos, k, j;
  /* Cutting points next to two different dragons of one colour. */
  for (pos = BOARDMIN; pos < BOARDMAX && n < max; pos++) {
    if (b->board[pos] != EMPTY)
      continue;
    for (k = 0; k < 4; k++) {
      int p1 = pos + delta[k];
      if (!IS_STONE(b->board[p1]) || !d->lively[p1])
        continue;
      for (j = k + 1; j < 4; j++) {
        int p2 = pos + delta[j];
        int safe_cut = 0, i1, i2, s;
        if (b->board[p2] != b->board[p1] || !d->lively[p2])
          continue;
        i1 = d->id[p1];
        i2 = d->id[p2];
        if (i1 == i2)
          continue;
        s = cutting_point(dm, find_origin(b, p1), find_origin(b, p2),
                          &safe_cut);
        if (s != pos)
          continue;
        moves[n].pos = pos;
        moves[n].dragon1 = i1 < i2 ? i1 : i2;
        moves[n].dragon2 = i1 < i2 ? i2 : i1;
        moves[n].connects = 1;
        n++;
        if (n == max)
          return n;
      }
    }
  }
  return n;
}

/* Eye spaces up to this size holding dead enemy stones count as settled
 * (a bigger area may still hold room for an invasion). */
#define SETTLED_SPACE_SIZE 10

static int
lives(const struct dragon *dr)
{
  return dr->safety == SAFETY_ALIVE || dr->safety == SAFETY_STRONGLY_ALIVE
    || dr->safety == SAFETY_INVINCIBLE;
}

/* Every dragon of the other colour next to dr lives. */
static int
hostile_neighbors_alive(const struct dragons *d, const struct dragon *dr)
{
  int k;
  for (k = 0; k < dr->neighbors; k++) {
    const struct dragon *nb = &d->dragon[dr->neighbor[k]];
    if (nb->color != dr->color && !lives(nb))
      return 0;
  }
  return 1;
}

/* Dead whoever moves first (no two eyes even moving first and no way
 * out, tactically lost, or dead by complete owl reading) among living
 * enemies, so that no semeai needs its liberties filled. */
static int
surely_dead(const struct dragons *d, const struct dragon *dr)
{
  if (dr->status != DRAGON_DEAD)
    return 0;
  if (dr->crude_status != DRAGON_DEAD
      && !(dr->owl_attack_code == WIN && dr->owl_attack_certain
           && dr->owl_defense_code == 0 && dr->owl_defense_certain))
    return 0;
  return hostile_neighbors_alive(d, dr);
}

/* The eye space at origin is bordered only by dragons whose area is
 * decided (unconditionally alive or surely dead), and by one at least. */
static int
eye_space_decided(const struct dragons *d, const struct eye_map *m, int origin)
{
  const struct board *b = d->board;
  int pos, k, found = 0;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] == GRAY || m->p[pos].origin != origin)
      continue;
    for (k = 0; k < 4; k++) {
      int nb = pos + delta[k];
      const struct dragon *dr;
      if (b->board[nb] != m->color)
        continue;
      dr = &d->dragon[d->id[nb]];
      if (dr->safety != SAFETY_INVINCIBLE && !surely_dead(d, dr))
        return 0;
      found = 1;
    }
  }
  return found;
}

/* A small eye space holding enemy stones that are all surely dead, among
 * owners that all live: nobody needs to move there. */
static int
eye_space_holds_dead_stones(const struct dragons *d, const struct eye_map *m, int origin)
{
  const struct board *b = d->board;
  int other = OTHER_COLOR(m->color);
  int pos, k, found = 0;
  if (m->p[origin].esize > SETTLED_SPACE_SIZE)
    return 0;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (b->board[pos] == GRAY || m->p[pos].origin != origin)
      continue;
    if (b->board[pos] == other) {
      if (!surely_dead(d, &d->dragon[d->id[pos]]))
        return 0;
      found = 1;
    }
    for (k = 0; k < 4; k++) {
      int nb = pos + delta[k];
      if (b->board[nb] == m->color && !lives(&d->dragon[d->id[nb]]))
        return 0;
    }
  }
  return found;
}

int
dragon_point_is_settled(const struct dragons *d, int pos)
{
  const struct board *b = d->board;
  const struct dragon *dr;
  int k;
  if (IS_STONE(b->board[pos])) {
    dr = dragon_at(d, pos);
    return dr && dr->safety == SAFETY_INVINCIBLE;
  }
  for (k = 0; k < 2; k++) {
    const struct eye_map *m = k ? &d->white_eye : &d->black_eye;
    int origin = m->p[pos].origin;
    if (origin == NO_MOVE || m->p[pos].marginal)
      continue;
    if (eye_space_decided(d, m, origin) || eye_space_holds_dead_stones(d, m, origin))
      return 1;
  }
  return 0;
}

const char *
dragon_status_name(int status)
{
  switch (status) {
  case DRAGON_DEAD: return "dead";
  case DRAGON_ALIVE: return "alive";
  case DRAGON_CRITICAL: return "critical";
  case DRAGON_ALIVE_IN_SEKI: return "alive_in_seki";
  default: return "unknown";
  }
}

const char *
dragon_safety_name(int safety)
{
  switch (safety) {
  case SAFETY_DEAD: return "dead";
  case SAFETY_ALIVE: return "alive";
  case SAFETY_CRITICAL: return "critical";
  case SAFETY_INESSENTIAL: return "inessential";
  case SAFETY_TACTICALLY_DEAD: return "tactically dead";
  case SAFETY_WEAK: return "weakly_alive";
  case SAFETY_ALIVE_IN_SEKI: return "alive in seki";
  case SAFETY_STRONGLY_ALIVE: return "strongly alive";
  case SAFETY_INVINCIBLE: return "invincible";
  default: return "unknown";
  }
}
