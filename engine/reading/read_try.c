/* Playing a batch of candidate moves and keeping the best result.
 *
 * Results from the opponent's point of view are turned around: if the
 * attacker cannot capture after our defence, we WIN; if it can only with
 * a ko it takes first (KO_A), we need to win that ko and get KO_B; and so
 * on.  A move that was itself a conditional ko capture (an illegal ko
 * capture allowed as if after a ko threat) is worth at most KO_B. */
#include <config.h>

#include "reading_impl.h"

/* A top-level defence the attacker gives up on within this many nodes is
 * solid as it is. */
#define SOLID_ENOUGH_NODES 100

int
defend_try_moves(struct reading *r, int str, struct read_moves *m,
                 int *savecode, int *savemove, int no_deep_branching,
                 int *stop)
{
  struct board *b = r->b;
  int color = b->board[str];
  int stackp = b->stackp;
  int suggest = NO_MOVE;
  int solid = stackp == r->solid_stackp;
  int k;

  for (k = m->num_tried; k < m->num; k++) {
    int dpos = m->pos[k];
    int ko_move;

    if (komaster_trymove(r, dpos, color, "defend", str, &ko_move,
                         stackp <= r->ko_depth && *savecode == 0)) {
      long before = r->nodes;
      int acode = do_attack(r, str, &suggest);
      read_popgo(r);
      if (!ko_move) {
        if (acode == 0 && solid) {
          /* At the top of a question, a defence that keeps the attacker
           * busy for long may hide a far more solid one: keep looking,
           * and switch only to a defence twenty times quicker to
           * confirm. */
          long spent = r->nodes - before;
          if (*savecode != WIN) {
            r->solid_first_nodes = spent;
            r->solid_best_nodes = spent;
            *savecode = WIN;
            *savemove = dpos;
            if (spent <= SOLID_ENOUGH_NODES) {
              m->num_tried = m->num;
              r->solid_stackp = -1;
              return 1;
            }
          }
          else if (spent * 20 < r->solid_first_nodes
                   && spent < r->solid_best_nodes) {
            r->solid_best_nodes = spent;
            *savemove = dpos;
          }
          continue;
        }
        if (acode == 0) {
          *savecode = WIN;
          *savemove = dpos;
          m->num_tried = m->num;
          return 1;
        }
        if (reverse_result(acode) > *savecode) {
          *savecode = reverse_result(acode);
          *savemove = dpos;
        }
      }
      else if (acode != WIN) {
        *savecode = KO_B;
        *savemove = dpos;
      }
    }
    if (no_deep_branching && stackp >= r->branch_depth) {
      *stop = 1;
      m->num_tried = m->num;
      return 0;
    }
  }
  m->num_tried = m->num;
  return 0;
}

int
attack_try_moves(struct reading *r, int str, struct read_moves *m,
                 int *savecode, int *savemove, int no_deep_branching,
                 int *stop)
{
  struct board *b = r->b;
  int color = b->board[str];
  int other = OTHER_COLOR(color);
  int stackp = b->stackp;
  int suggest = NO_MOVE;
  int k;

  for (k = m->num_tried; k < m->num; k++) {
    int apos = m->pos[k];
    int ko_move;

    if (b->board[apos] != EMPTY)
      continue;
    if ((b->ko_pos != NO_MOVE || !send_two_return_one(b, apos, other))
        && komaster_trymove(r, apos, other, "attack", str, &ko_move,
                            stackp <= r->ko_depth && *savecode == 0)) {
      int dcode = do_find_defense(r, str, &suggest);
      /* No defence found is not yet a capture: a string that needs no
       * defence (seki-like shapes) cannot be attacked either. */
      if (reverse_result(dcode) > *savecode && do_attack(r, str, NULL)) {
        if (!ko_move) {
          if (dcode == 0) {
            read_popgo(r);
            *savecode = WIN;
            *savemove = apos;
            m->num_tried = m->num;
            return 1;
          }
          *savecode = reverse_result(dcode);
          *savemove = apos;
        }
        else {
          *savecode = KO_B;
          *savemove = apos;
        }
      }
      read_popgo(r);
    }
    if (no_deep_branching && stackp >= r->branch_depth) {
      *stop = 1;
      m->num_tried = m->num;
      return 0;
    }
  }
  m->num_tried = m->num;
  return 0;
}
