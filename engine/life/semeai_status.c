/* Dragon statuses revised by capturing races (GNU Go's semeai pass).
 *
 * Two adjacent dragons of opposite colours that the owl both finds dead
 * are in a race: each dies only if the other kills it.  Both are read as
 * a race, each side moving first.  A dragon the other cannot kill even
 * moving first is alive (seki included); one that lives only when it
 * moves first is critical, with the race's moves as its attack and
 * defence points; one that dies even moving first stays dead.  A dragon
 * in several races takes the best of them: winning one race (a capture,
 * or seki) is enough to live, whatever the others would say alone.
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

/* Read the race between dragons a and b both ways, each within `limit'
 * nodes: verdicts for each.  Returns the nodes spent. */
static long
read_pair(struct dragons *d, const struct dragon *a, const struct dragon *b,
          long limit, struct race_verdict *va, struct race_verdict *vb)
{
  int a_lives, b_dies, a_move, b_lives, a_dies, b_move, certain;
  long first, second;
  analyze_semeai_budget(d, a->origin, b->origin, limit, &a_lives, &b_dies,
                        &a_move, &certain, &first);
  analyze_semeai_budget(d, b->origin, a->origin, limit, &b_lives, &a_dies,
                        &b_move, &certain, &second);
  va->status = a_dies == 0 ? DRAGON_ALIVE
    : a_lives ? DRAGON_CRITICAL : DRAGON_DEAD;
  va->defense_point = a_move;
  va->attack_point = b_move;
  vb->status = b_dies == 0 ? DRAGON_ALIVE
    : b_lives ? DRAGON_CRITICAL : DRAGON_DEAD;
  vb->defense_point = b_move;
  vb->attack_point = a_move;
  return first + second;
}

static void
keep_best(struct race_verdict *kept, int *have,
          const struct race_verdict *v)
{
  if (!*have || status_rank(v->status) > status_rank(kept->status))
    *kept = *v;
  *have = 1;
}

void
dragons_semeai_status(struct dragons *d)
{
  struct race_verdict verdict[MAX_DRAGONS];
  int have[MAX_DRAGONS];
  long call = owl_get_node_limit(d->owl);
  long left = SEMEAI_STATUS_CALLS * call;
  int id, k;

  for (id = 0; id < d->num_dragons; id++)
    have[id] = 0;
  for (id = 0; id < d->num_dragons; id++) {
    const struct dragon *a = &d->dragon[id];
    if (!racer(a))
      continue;
    for (k = 0; k < a->neighbors; k++) {
      int other = a->neighbor[k];
      const struct dragon *b = &d->dragon[other];
      struct race_verdict va, vb;
      if (other <= id || b->color == a->color || !racer(b) || left <= 0)
        continue;
      left -= read_pair(d, a, b, call, &va, &vb);
      keep_best(&verdict[id], &have[id], &va);
      keep_best(&verdict[other], &have[other], &vb);
    }
  }
  for (id = 0; id < d->num_dragons; id++) {
    struct dragon *dr = &d->dragon[id];
    if (!have[id] || verdict[id].status == DRAGON_DEAD)
      continue;
    dr->status = verdict[id].status;
    if (dr->status == DRAGON_CRITICAL) {
      dr->owl_attack_code = WIN;
      dr->owl_attack_point = verdict[id].attack_point;
      dr->owl_defense_code = WIN;
      dr->owl_defense_point = verdict[id].defense_point;
    }
    dragon_set_safety(d, dr, id);
  }
}
