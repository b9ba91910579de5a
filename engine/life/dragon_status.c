#include <config.h>

#include "dragon_internal.h"
#include "owl.h"
#include "utils/budget.h"

/* Escape route at which a dragon without eyes is not yet in danger. */
#define CRUDE_ESCAPE 8

static int
all_worms_dead(const struct dragons *d, int id)
{
  const struct board *b = d->board;
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (d->id[pos] == id && IS_STONE(b->board[pos]) && d->lively[pos])
      return 0;
  return 1;
}

static int
all_worms_inessential(const struct dragons *d, int id)
{
  const struct board *b = d->board;
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (d->id[pos] == id && IS_STONE(b->board[pos]) && !d->inessential[pos])
      return 0;
  return 1;
}

/* Some string of the dragon can never be captured (Benson). */
static int
dragon_invincible(const struct dragons *d, int id)
{
  int pos;
  for (pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (d->id[pos] == id && d->invincible[pos])
      return 1;
  return 0;
}

void
dragon_set_safety(struct dragons *d, struct dragon *dr, int id)
{
  switch (dr->status) {
  case DRAGON_DEAD:
    if (all_worms_inessential(d, id))
      dr->safety = SAFETY_INESSENTIAL;
    else if (all_worms_dead(d, id))
      dr->safety = SAFETY_TACTICALLY_DEAD;
    else
      dr->safety = SAFETY_DEAD;
    dr->weakness = 1.0f;
    break;
  case DRAGON_CRITICAL:
    dr->safety = SAFETY_CRITICAL;
    dr->weakness = 0.9f;
    break;
  case DRAGON_ALIVE_IN_SEKI:
    dr->safety = SAFETY_ALIVE_IN_SEKI;
    dr->weakness = 0.2f;
    break;
  case DRAGON_ALIVE:
    if (dragon_invincible(d, id)) {
      dr->safety = SAFETY_INVINCIBLE;
      dr->weakness = 0.0f;
    }
    else if (dr->genus.b >= 2) {
      dr->safety = SAFETY_STRONGLY_ALIVE;
      dr->weakness = 0.0f;
    }
    else if (dr->genus.c >= 2 || dr->escape_route >= CRUDE_ESCAPE) {
      dr->safety = SAFETY_ALIVE;
      dr->weakness = 0.25f;
    }
    else {
      dr->safety = SAFETY_WEAK;
      dr->weakness = 0.5f;
    }
    break;
  default:
    dr->safety = SAFETY_ALIVE;
    dr->weakness = dr->genus.c >= 2 ? 0.3f : 0.6f;
    break;
  }
}

void
dragons_crude_status(struct dragons *d)
{
  int id;
  for (id = 0; id < d->num_dragons; id++) {
    struct dragon *dr = &d->dragon[id];
    if (all_worms_dead(d, id))
      dr->crude_status = DRAGON_DEAD;
    else if (dr->genus.b >= 2 || dragon_invincible(d, id))
      dr->crude_status = DRAGON_ALIVE;
    else if (dr->genus.c < 2 && dr->escape_route < 2
             && dr->lunch == NO_MOVE)
      dr->crude_status = DRAGON_DEAD;
    else
      dr->crude_status = DRAGON_UNKNOWN;
    dr->status = dr->crude_status;
    dragon_set_safety(d, dr, id);
  }
}

/* Below this many nodes an owl call cannot tell anything: a budgeted
 * pass stops there. */
#define OWL_LEAST_NODES 50
/* One owl call of a budgeted pass takes at most this share of the budget,
 * so one hard dragon cannot starve all the others. */
#define BUDGET_SHARES 4

/* Owl attack, then defence when the attack works: the status of one
 * dragon that its crude status did not settle. */
/* The question's outer budget (utils/budget.h) ran out: owl answers
 * read from here on prove nothing. */
static int
outer_budget_spent(const struct dragons *d)
{
  return budget_spent(reading_budget(d->reading));
}

/* The owl's target: the dragon's largest string that is not in atari
 * (the largest string when all are).  The owl's search ends when its
 * target is captured: a lone stone the dragon can give up is not the
 * dragon, nor is a string in atari it can let go or save by connecting
 * (ld_owl 28: the origin D4-D3 in atari among strings of two). */
static int
owl_target(const struct dragons *d, const struct dragon *dr)
{
  int worms[MAX_BOARD * MAX_BOARD];
  int n = dragon_worms(d, dr->origin, worms, MAX_BOARD * MAX_BOARD);
  int best = dr->origin, size = countstones(d->board, dr->origin);
  int best_out_of_atari = countlib(d->board, dr->origin) > 1;
  for (int k = 0; k < n; k++) {
    int s = countstones(d->board, worms[k]);
    int out_of_atari = countlib(d->board, worms[k]) > 1;
    if (out_of_atari > best_out_of_atari
        || (out_of_atari == best_out_of_atari && s > size)) {
      best = worms[k];
      size = s;
      best_out_of_atari = out_of_atari;
    }
  }
  return best;
}

static void
read_owl_status(struct dragons *d, struct dragon *dr, int id)
{
  int acode, apos = NO_MOVE, acertain = 1;
  int dcode, dpos = NO_MOVE, dcertain = 1;
  int target = owl_target(d, dr);

  acode = owl_attack(d->owl, target, &apos, &acertain, NULL);
  if (outer_budget_spent(d))
    return;                      /* the crude status stands */
  dr->owl_attack_code = acode;
  dr->owl_attack_point = apos;
  dr->owl_attack_certain = acertain;
  if (acode == 0) {
    /* An attack a budgeted pass cut short proves nothing: the crude
     * status stands. */
    dr->status = acertain || d->owl_budget <= 0 ? DRAGON_ALIVE
                                                : dr->crude_status;
    dragon_set_safety(d, dr, id);
    return;
  }
  dcode = owl_defend(d->owl, target, &dpos, &dcertain, NULL);
  dr->owl_defense_code = dcode;
  dr->owl_defense_point = dpos;
  dr->owl_defense_certain = dcertain;
  if (outer_budget_spent(d))
    return;
  dr->status = dcode ? DRAGON_CRITICAL : DRAGON_DEAD;
  dragon_set_safety(d, dr, id);
}

/* Dragons to read, weakest (shortest escape route) first; ids break
 * ties so the order is fixed. */
static void
by_escape_route(const struct dragons *d, int *ids, int n)
{
  for (int i = 1; i < n; i++) {
    int id = ids[i], k = i;
    int escape = d->dragon[id].escape_route;
    while (k > 0 && d->dragon[ids[k - 1]].escape_route > escape) {
      ids[k] = ids[k - 1];
      k--;
    }
    ids[k] = id;
  }
}

int
dragons_owl_status(struct dragons *d)
{
  int ids[MAX_DRAGONS];
  int n = 0, complete = 1;
  long start = owl_node_counter(d->owl);

  for (int id = 0; id < d->num_dragons; id++) {
    struct dragon *dr = &d->dragon[id];
    dr->owl_attack_code = 0;
    dr->owl_attack_point = NO_MOVE;
    dr->owl_defense_code = 0;
    dr->owl_defense_point = NO_MOVE;
    dr->owl_attack_certain = 1;
    dr->owl_defense_certain = 1;
    if (all_worms_dead(d, id))
      dr->status = DRAGON_DEAD;
    else if (dr->crude_status == DRAGON_ALIVE)
      dr->status = DRAGON_ALIVE;
    else {
      dr->status = dr->crude_status;
      ids[n++] = id;
    }
    dragon_set_safety(d, dr, id);
  }
  if (d->owl_budget <= 0) {
    for (int k = 0; k < n; k++) {
      if (outer_budget_spent(d))
        return 0;
      read_owl_status(d, &d->dragon[ids[k]], ids[k]);
    }
    if (outer_budget_spent(d))
      return 0;
    dragons_semeai_status(d);
    return !outer_budget_spent(d);
  }
  /* Each call may spend a share of the budget, at most what is left and
   * its own limit; once it is gone the rest keep their crude status. */
  long call_limit = owl_get_node_limit(d->owl);
  long share = d->owl_budget / BUDGET_SHARES;
  if (share < OWL_LEAST_NODES)
    share = OWL_LEAST_NODES;
  if (share > call_limit)
    share = call_limit;
  by_escape_route(d, ids, n);
  for (int k = 0; k < n; k++) {
    long left = d->owl_budget - (owl_node_counter(d->owl) - start);
    if (left < OWL_LEAST_NODES || outer_budget_spent(d)) {
      complete = 0;
      break;
    }
    owl_set_node_limit(d->owl, left < share ? left : share);
    read_owl_status(d, &d->dragon[ids[k]], ids[k]);
  }
  owl_set_node_limit(d->owl, call_limit);
  return complete && !outer_budget_spent(d);
}
