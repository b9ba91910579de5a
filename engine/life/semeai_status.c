/* Dragon statuses revised by capturing races (GNU Go's semeai pass).
 *
 * Two adjacent dragons of opposite colours that the owl both finds dead
 * are in a race: each dies only if the other kills it.  A dead dragon is
 * also read against an adjacent living one (as GNU Go 3.8 does): in a
 * seki the owl may see one side alive and the other dead.  A dragon the
 * owl finds critical races an adjacent dead or critical one (GNU Go 3.8
 * reads every pair of dead or critical dragons): the owl reads the
 * critical dragon's eyes alone, and a neighbour without eyes of its own
 * may die first.  Both are read as a race, each side moving first.  A
 * dragon the other cannot kill even moving first is alive (seki
 * included); one that lives only when it moves first is critical, with
 * the race's moves as its attack and defence points; one that dies even
 * moving first stays dead.  A dragon in several races takes the best of
 * them: winning one race (a capture, or seki) is enough to live, whatever
 * the others would say alone.  A critical dragon only gains from its
 * races: it becomes alive when a race the budget did not cut short says
 * the other cannot kill it, and otherwise keeps the owl's status and
 * points.
 */
#include <config.h>

#include "dragon_internal.h"
#include "owl.h"
#include "semeai.h"

/* The whole pass may spend this many times one semeai call's budget. */
#define SEMEAI_STATUS_CALLS 8

/* What one race says about one of its dragons. */
struct race_verdict {
  int status;          /* DRAGON_ALIVE, DRAGON_CRITICAL or DRAGON_DEAD */
  int attack_point;    /* the other's first move when it moves first */
  int defense_point;   /* this dragon's first move */
  int certain;         /* the other moving first was read to the end */
};

/* Rank for taking the best verdict: dead < critical < alive. */
static int
status_rank(int status)
{
  return status == DRAGON_DEAD ? 0 : status == DRAGON_CRITICAL ? 1 : 2;
}

/* May the dragon be in a race: dead by the owl, but not as a string that
 * tactical reading captures (a lunch, not a racer)? */
static int
racer(const struct dragon *dr)
{
  return dr->status == DRAGON_DEAD && dr->safety != SAFETY_TACTICALLY_DEAD;
}

/* Does the dragon look like a string not worth a race (GNU Go 3.8's
 * inessential dragons, without its owl test): one string of fewer than
 * three stones or fewer than four liberties? */
static int
looks_inessential(const struct dragons *d, const struct dragon *dr)
{
  const struct board *b = d->board;
  if (countstones(b, dr->origin) != dr->size)
    return 0;
  return dr->size < 3 || countlib(b, dr->origin) < 4;
}

/* Is the critical dragon made of strings tactical reading finds critical
 * (an attack and a defence each), with only dead dragons of the other
 * colour beside it?  GNU Go 3.8 calls such a dragon inessential: a lunch
 * of the dead dragons around it, not a racer (check_semeai's joins_out:
 * White's J6, critical, beside Black's dead H8 dragon). */
static int
critical_lunch(const struct dragons *d, const struct dragon *dr)
{
  const struct board *b = d->board;
  int id = d->id[dr->origin];
  int pos, k;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (d->id[pos] == id && IS_STONE(b->board[pos])
        && (d->attack_code[pos] == 0 || d->defense_code[pos] == 0))
      return 0;
  for (k = 0; k < dr->neighbors; k++) {
    const struct dragon *n = &d->dragon[dr->neighbor[k]];
    if (n->color != dr->color && n->status != DRAGON_DEAD)
      return 0;
  }
  return 1;
}

/* May the dragon race as a critical one? */
static int
critical_racer(const struct dragons *d, const struct dragon *dr)
{
  return dr->status == DRAGON_CRITICAL && !looks_inessential(d, dr)
    && !critical_lunch(d, dr);
}

/* Read the race between dragons a and b both ways, each within `limit'
 * nodes: verdicts for each.  Returns the nodes spent. */
static long
read_pair(struct dragons *d, const struct dragon *a, const struct dragon *b,
          long limit, struct race_verdict *va, struct race_verdict *vb)
{
  int a_lives, b_dies, a_move, b_lives, a_dies, b_move;
  int a_first_certain, b_first_certain;
  long first, second;
  analyze_semeai_budget(d, a->origin, b->origin, limit, &a_lives, &b_dies,
                        &a_move, &a_first_certain, &first);
  analyze_semeai_budget(d, b->origin, a->origin, limit, &b_lives, &a_dies,
                        &b_move, &b_first_certain, &second);
  va->status = a_dies == 0 ? DRAGON_ALIVE
    : a_lives ? DRAGON_CRITICAL : DRAGON_DEAD;
  va->defense_point = a_move;
  va->attack_point = b_move;
  va->certain = b_first_certain;
  vb->status = b_dies == 0 ? DRAGON_ALIVE
    : b_lives ? DRAGON_CRITICAL : DRAGON_DEAD;
  vb->defense_point = b_move;
  vb->attack_point = a_move;
  vb->certain = a_first_certain;
  return first + second;
}

/* The races read: dragons, and what each race says about each. */
#define MAX_RACES 64
struct race_record {
  int id[2];
  struct race_verdict verdict[2];
};

/* Does every race of dragon id say it dies? */
static int
dies_in_every_race(const struct race_record *race, int n, int id)
{
  int r, k;
  for (r = 0; r < n; r++)
    for (k = 0; k < 2; k++)
      if (race[r].id[k] == id && race[r].verdict[k].status != DRAGON_DEAD)
        return 0;
  return 1;
}

/* What race r says of its dragon k, weighed against the other dragon's
 * other races: a win counts only over a dragon that dies in all its
 * races (one that wins elsewhere lives by that), seki always. */
static int
race_status(const struct race_record *race, int n, int r, int k)
{
  const struct race_verdict *mine = &race[r].verdict[k];
  const struct race_verdict *theirs = &race[r].verdict[1 - k];
  if (mine->status != DRAGON_ALIVE)
    return mine->status;
  if (theirs->status == DRAGON_ALIVE
      || dies_in_every_race(race, n, race[r].id[1 - k]))
    return DRAGON_ALIVE;
  return DRAGON_DEAD;
}

/* Read the races between adjacent racers, within the pass's budget;
 * returns how many were recorded. */
static int
read_races(struct dragons *d, struct race_record *race)
{
  long call = owl_get_node_limit(d->owl);
  long left = SEMEAI_STATUS_CALLS * call;
  int id, k, n = 0;
  for (id = 0; id < d->num_dragons; id++) {
    const struct dragon *a = &d->dragon[id];
    int critical = critical_racer(d, a);
    if (!racer(a) && !critical)
      continue;
    for (k = 0; k < a->neighbors; k++) {
      int other = a->neighbor[k];
      const struct dragon *b = &d->dragon[other];
      if (b->color == a->color || left <= 0 || n == MAX_RACES)
        continue;
      /* A critical dragon against a dead one (read from the critical
       * side) or another critical one (once); two racers once; a racer
       * against a living neighbour too (GNU Go 3.8 reads a dead
       * dragon's race against an alive one: semeai.tst 115, H2 in seki
       * with the living G8). */
      if (critical) {
        if (racer(b) ? looks_inessential(d, b)
            : other <= id || !critical_racer(d, b))
          continue;
      }
      else if (racer(b) ? other <= id : b->status != DRAGON_ALIVE)
        continue;
      race[n].id[0] = id;
      race[n].id[1] = other;
      left -= read_pair(d, a, b, call, &race[n].verdict[0],
                        &race[n].verdict[1]);
      n++;
    }
  }
  return n;
}

/* Does a race of dragon id, read to the end with the other moving
 * first, say it lives? */
static int
alive_by_a_sure_race(const struct race_record *race, int n, int id)
{
  int r, k;
  for (r = 0; r < n; r++)
    for (k = 0; k < 2; k++)
      if (race[r].id[k] == id && race[r].verdict[k].certain
          && race_status(race, n, r, k) == DRAGON_ALIVE)
        return 1;
  return 0;
}

void
dragons_semeai_status(struct dragons *d)
{
  struct race_record race[MAX_RACES];
  int n = read_races(d, race);
  int id, r, k;
  for (id = 0; id < d->num_dragons; id++) {
    struct dragon *dr = &d->dragon[id];
    const struct race_verdict *best = NULL;
    int best_status = DRAGON_DEAD;
    for (r = 0; r < n; r++)
      for (k = 0; k < 2; k++) {
        int status;
        if (race[r].id[k] != id)
          continue;
        status = race_status(race, n, r, k);
        if (best == NULL || status_rank(status) > status_rank(best_status)) {
          best = &race[r].verdict[k];
          best_status = status;
        }
      }
    if (dr->status == DRAGON_CRITICAL) {
      if (alive_by_a_sure_race(race, n, id)) {
        dr->status = DRAGON_ALIVE;
        dragon_set_safety(d, dr, id);
      }
      continue;
    }
    if (best == NULL || best_status == DRAGON_DEAD)
      continue;
    dr->status = best_status;
    if (dr->status == DRAGON_CRITICAL) {
      dr->owl_attack_code = WIN;
      dr->owl_attack_point = best->attack_point;
      dr->owl_defense_code = WIN;
      dr->owl_defense_point = best->defense_point;
    }
    dragon_set_safety(d, dr, id);
  }
}
