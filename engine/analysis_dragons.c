/* Life-and-death questions for the --decide-* modes: a dragon (owl), a
 * capturing race (semeai), every dragon of the position.  See analysis.c
 * for how questions are traced. */
#include <config.h>

#include <stdlib.h>
#include <string.h>

#include "analysis_impl.h"
#include "engine/life/dragon.h"
#include "engine/life/owl.h"
#include "engine/life/semeai.h"

_Static_assert(ENGINE_STATUS_DEAD == DRAGON_DEAD
               && ENGINE_STATUS_ALIVE == DRAGON_ALIVE
               && ENGINE_STATUS_CRITICAL == DRAGON_CRITICAL
               && ENGINE_STATUS_UNKNOWN == DRAGON_UNKNOWN
               && ENGINE_STATUS_ALIVE_IN_SEKI == DRAGON_ALIVE_IN_SEKI,
               "dragon statuses are dragon.h's");

/* A session with dragons analysed without owl (muted): the owl goal and
 * the crude status come from it.  Needs b at stack level 0. */
static int open_with_dragons(struct session *s, struct engine *e,
                             struct board *b)
{
  if (b->stackp != 0 || !analysis_open(s, e, b))
    return 0;
  s->d = dragons_new(s->r);
  if (s->d == NULL) {
    analysis_close(s);
    return 0;
  }
  owl_set_level(dragons_owl(s->d), s->level);
  analysis_mute(s);
  dragons_compute(s->d, 0);
  analysis_unmute(s);
  return 1;
}

static void close_with_dragons(struct session *s)
{
  dragons_free(s->d);
  s->d = NULL;
  analysis_close(s);
}

/* ---- One dragon --------------------------------------------------------- */

static int read_owl_attack(struct session *s, const struct target *t,
                           int *move, int *certain)
{
  owl_clear_cache(dragons_owl(s->d));
  return owl_attack(dragons_owl(s->d), t->str1, move, certain, NULL);
}

static int read_owl_defense(struct session *s, const struct target *t,
                            int *move, int *certain)
{
  owl_clear_cache(dragons_owl(s->d));
  return owl_defend(dragons_owl(s->d), t->str1, move, certain, NULL);
}

static int judge_owl_attack(struct session *s, const struct target *t,
                            int move, int color)
{
  (void) color;
  return owl_does_attack(dragons_owl(s->d), move, t->str1, NULL);
}

static int judge_owl_defense(struct session *s, const struct target *t,
                             int move, int color)
{
  (void) color;
  return owl_does_defend(dragons_owl(s->d), move, t->str1, NULL);
}

/* owl_attack, and owl_defend when the attack works (always when
 * both_questions is set). */
static void owl_verdict(struct session *s, int str, int both_questions,
                        struct analysis_verdict *v)
{
  char name[8], what[32];
  int color = s->b->board[str];
  struct target t = {str, NO_MOVE};
  pos_to_vertex(s->b, str, name);
  snprintf(what, sizeof what, "owl_attack %s", name);
  v->attack_read = 1;
  v->attack_code = analysis_ask(s, read_owl_attack, judge_owl_attack, &t,
                                what, OTHER_COLOR(color), &v->attack_move,
                                &v->attack_certain, &v->attack_variations);
  if (v->attack_code == LOSE && !both_questions)
    return;
  snprintf(what, sizeof what, "owl_defend %s", name);
  v->defense_read = 1;
  v->defense_code = analysis_ask(s, read_owl_defense, judge_owl_defense, &t,
                                 what, color, &v->defense_move,
                                 &v->defense_certain, &v->defense_variations);
}

int engine_decide_dragon(struct engine *e, struct board *b, int str,
                         struct analysis_verdict *v)
{
  struct session s;
  memset(v, 0, sizeof *v);
  if (!analysis_is_stone(b, str) || !open_with_dragons(&s, e, b))
    return 0;
  owl_verdict(&s, str, 1, v);
  close_with_dragons(&s);
  return 1;
}

/* ---- A capturing race --------------------------------------------------- */

/* Two results from one search: noted here rather than by analysis_ask. */
int engine_decide_semeai(struct engine *e, struct board *b, int a, int bpos,
                         struct semeai_verdict *v)
{
  struct session s;
  char name_a[8], name_b[8], where[8];
  memset(v, 0, sizeof *v);
  if (!analysis_is_stone(b, a) || !analysis_is_stone(b, bpos)
      || b->board[a] == b->board[bpos] || !open_with_dragons(&s, e, b))
    return 0;
  pos_to_vertex(b, a, name_a);
  pos_to_vertex(b, bpos, name_b);
  int node = sgftrace_current(s.tr);
  int last = analysis_last_child(s.tr, node);
  long before = sgftrace_moves_seen(s.tr);
  v->move = PASS_MOVE;
  analyze_semeai(s.d, a, bpos, &v->defense_code, &v->attack_code, &v->move,
                 &v->certain);
  v->variations = sgftrace_moves_seen(s.tr) - before;
  pos_to_vertex(b, v->move, where);
  sgftrace_note(s.tr, "semeai %s %s: defense of %s %s, attack of %s %s, "
                "move %s (%ld variations)%s", name_a, name_b, name_a,
                analysis_code_name(v->defense_code), name_b,
                analysis_code_name(v->attack_code), where, v->variations,
                v->certain ? "" : ", node limit reached");
  for (int c = analysis_first_new_child(s.tr, node, last); c != SGFTRACE_NONE;
       c = sgftrace_node_at(s.tr, c)->next_sibling) {
    const struct sgftrace_node *n = sgftrace_node_at(s.tr, c);
    if (n->color == b->board[a] && n->move == v->move)
      sgftrace_note_on(s.tr, c, "semeai %s %s: %s %s (the answer)", name_a,
                       name_b, analysis_code_name(v->defense_code),
                       analysis_code_name(v->attack_code));
  }
  close_with_dragons(&s);
  return 1;
}

/* ---- Every dragon ------------------------------------------------------- */

/* No stone of the dragon can escape capture. */
static int tactically_dead(const struct dragons *d, int origin)
{
  int stones[MAX_BOARD * MAX_BOARD];
  int n = dragon_stones(d, origin, stones, MAX_BOARD * MAX_BOARD);
  for (int k = 0; k < n; k++)
    if (worm_is_lively(d, stones[k]))
      return 0;
  return 1;
}

/* One dragon as the dragon code rates it with owl: dead if tactically
 * dead, alive with two sure eyes, else as owl finds. */
static void dragon_verdict(struct session *s, const struct dragon *dr,
                           struct dragon_verdict *out)
{
  char name[8];
  memset(out, 0, sizeof *out);
  out->origin = dr->origin;
  out->color = dr->color;
  out->size = dr->size;
  pos_to_vertex(s->b, dr->origin, name);
  sgftrace_open_section(s->tr, "dragon %s (%s, %d stones)", name,
                        dr->color == BLACK ? "black" : "white", dr->size);
  if (tactically_dead(s->d, dr->origin)) {
    out->status = DRAGON_DEAD;
    sgftrace_note(s->tr, "%s is tactically dead", name);
  }
  else if (dr->crude_status == DRAGON_ALIVE) {
    out->status = DRAGON_ALIVE;
    sgftrace_note(s->tr, "%s is alive as it stands (two eyes)", name);
  }
  else {
    owl_verdict(s, dr->origin, 0, &out->owl);
    if (out->owl.attack_code == LOSE)
      out->status = DRAGON_ALIVE;
    else
      out->status = out->owl.defense_code != LOSE ? DRAGON_CRITICAL : DRAGON_DEAD;
  }
  sgftrace_note(s->tr, "status of %s: %s", name,
                dragon_status_name(out->status));
  sgftrace_close_section(s->tr);
}

int engine_decide_position(struct engine *e, struct board *b,
                           struct dragon_verdict *out, int max)
{
  struct session s;
  if (!open_with_dragons(&s, e, b))
    return -1;
  int n = dragon_count(s.d);
  for (int id = 0; id < n && id < max; id++)
    dragon_verdict(&s, dragon_by_id(s.d, id), &out[id]);
  close_with_dragons(&s);
  return n;
}
