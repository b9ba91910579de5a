#include <config.h>

#include "engine/life/dragon.h"
#include "genmove.h"

/* Moves from the dragon analysis (engine/dragon.h): the owl's killing and
 * saving moves of critical dragons, the vital points of the eye spaces of
 * weak dragons, and the points that join or cut two dragons when one of
 * them is weak.  Each reason is worth what is at stake: the dragon's
 * stones doubled (they change hands) and the empty points around it,
 * scaled by how much in danger the dragon is.  The analysis also marks
 * the points where a move changes nothing (ctx->settled). */

/* Eye moves and connections decide a dragon's fate less surely than the
 * owl's moves for a critical dragon: these shares of the stake. */
#define EYE_SHARE 0.3f
#define CONNECTION_SHARE 0.5f
/* Dragons less in danger than this get no eye or connection reasons. */
#define WEAK_DANGER 0.45f
/* Danger of a dragon the crude judgment (no owl) calls dead. */
#define CRUDE_DEAD_DANGER 0.6f
/* Danger of a dragon the owl found critical without finishing. */
#define UNCERTAIN_DANGER 0.8f
/* Danger of a dragon, judged without the owl, whose second eye goes to
 * whoever plays first, and the escape route above which it can run. */
#define EYE_FIGHT_DANGER 0.6f
#define RUNNING_ESCAPE 8
/* Room for the eye moves of one position (two per eye space). */
#define MAX_EYE_MOVES 512
#define MAX_CONNECTION_MOVES 256

static int owl_certain(const struct dragon *dr)
{
  return dr->owl_attack_certain && dr->owl_defense_certain;
}

/* How much of a dragon is at stake when its owner or the opponent moves
 * first nearby: 1 for a critical one, 0 for one already safe (or dead for
 * sure), in between for the analysis' weak ones. */
static float danger(const struct dragon *dr)
{
  switch (dr->safety) {
  case SAFETY_CRITICAL:
    return owl_certain(dr) ? 1.0f : UNCERTAIN_DANGER;
  case SAFETY_INESSENTIAL:
  case SAFETY_TACTICALLY_DEAD:
  case SAFETY_STRONGLY_ALIVE:
  case SAFETY_INVINCIBLE:
  case SAFETY_ALIVE_IN_SEKI:
    return 0.0f;
  case SAFETY_DEAD:
    /* Dead by complete owl reading: its owner's moves come too late.
     * Dead by the crude judgment (no eyes, no room) or by a defence cut
     * short: a connection may still save it. */
    return dr->owl_attack_code != 0 && dr->owl_defense_certain ? 0.0f
                                                               : CRUDE_DEAD_DANGER;
  default:
    break;
  }
  /* Judged without the owl: eyes for whoever moves first there and
   * little room to run make the eye moves decisive. */
  if (dr->status == DRAGON_UNKNOWN && dr->genus.c >= 2 && dr->genus.b < 2
      && dr->escape_route < RUNNING_ESCAPE)
    return EYE_FIGHT_DANGER;
  /* Room to run: not in danger yet. */
  if (dr->status == DRAGON_UNKNOWN && dr->escape_route >= RUNNING_ESCAPE)
    return 0.5f * dr->weakness;
  return dr->weakness;
}

/* Its stones doubled (they change hands) and its share of the empty
 * points around it. */
static float stake(const struct dragon *dr)
{
  return 2.0f * dr->effective_size;
}

static void add_owl_reasons(struct genmove_context *ctx, const struct dragons *d)
{
  for (int id = 0; id < dragon_count(d); id++) {
    const struct dragon *dr = dragon_by_id(d, id);
    int attack_move, defense_move;
    float value;
    if (!dragon_owl_moves(d, dr->origin, &attack_move, &defense_move, &value))
      continue;
    /* A search its budget cut short guessed at the leaves: the eye
     * moves speak for such a dragon. */
    if (!owl_certain(dr))
      continue;
    if (dr->color == ctx->color && defense_move != NO_MOVE)
      add_dragon_reason(ctx->mr, defense_move, REASON_LIFE, dr->origin, dr->size,
                        NO_MOVE, 0, value * dead_fraction(dr->owl_defense_code), "owl");
    if (dr->color != ctx->color && attack_move != NO_MOVE)
      add_dragon_reason(ctx->mr, attack_move, REASON_KILL, dr->origin, dr->size,
                        NO_MOVE, 0, value * dead_fraction(dr->owl_attack_code), "owl");
  }
}

static void add_eye_reasons(struct genmove_context *ctx, const struct dragons *d)
{
  struct eye_move moves[MAX_EYE_MOVES];
  int n = dragon_eye_moves(d, moves, MAX_EYE_MOVES);
  for (int k = 0; k < n; k++) {
    const struct dragon *dr = dragon_by_id(d, moves[k].dragon);
    if (moves[k].color != ctx->color || !dr)
      continue;
    float at_stake = danger(dr);
    if (at_stake < WEAK_DANGER)
      continue;
    add_dragon_reason(ctx->mr, moves[k].pos, moves[k].make ? REASON_LIFE : REASON_KILL,
                      dr->origin, dr->size, NO_MOVE, 0,
                      EYE_SHARE * stake(dr) * at_stake, "eye");
  }
}

/* A string of the dragon next to pos in atari: capturing or saving it is
 * the tactical generator's business. */
static int touches_atari(const struct board *b, const struct dragons *d, int pos, int id)
{
  for (int k = 0; k < 4; k++) {
    int nb = pos + delta[k];
    if (IS_STONE(b->board[nb]) && dragon_id(d, nb) == id && countlib(b, nb) == 1)
      return 1;
  }
  return 0;
}

/* What joining (or separating) two dragons decides: a weak dragon joined
 * to a safe one is saved; of two weak ones the smaller stake is at least
 * decided (together they are stronger, apart both stay weak). */
static float connection_stake(const struct dragon *d1, const struct dragon *d2)
{
  float v1 = danger(d1) >= WEAK_DANGER ? danger(d1) * stake(d1) : 0.0f;
  float v2 = danger(d2) >= WEAK_DANGER ? danger(d2) * stake(d2) : 0.0f;
  if (v1 > 0.0f && v2 > 0.0f)
    return v1 < v2 ? v1 : v2;
  return v1 > v2 ? v1 : v2;
}

static void add_connection_reasons(struct genmove_context *ctx, const struct dragons *d)
{
  struct connection_move moves[MAX_CONNECTION_MOVES];
  int n = dragon_connection_moves(d, moves, MAX_CONNECTION_MOVES);
  for (int k = 0; k < n; k++) {
    const struct dragon *d1 = dragon_by_id(d, moves[k].dragon1);
    const struct dragon *d2 = dragon_by_id(d, moves[k].dragon2);
    if (!d1 || !d2 || touches_atari(ctx->b, d, moves[k].pos, moves[k].dragon1)
        || touches_atari(ctx->b, d, moves[k].pos, moves[k].dragon2))
      continue;
    float value = CONNECTION_SHARE * connection_stake(d1, d2);
    if (value <= 0.0f)
      continue;
    add_dragon_reason(ctx->mr, moves[k].pos,
                      d1->color == ctx->color ? REASON_CONNECT : REASON_CUT,
                      d1->origin, d1->size, d2->origin, d2->size, value, NULL);
  }
}

void gen_dragon_moves(struct genmove_context *ctx)
{
  const struct dragons *d = ctx->dragons;
  struct board *b = ctx->b;
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    ctx->settled[pos] = 0;
  if (!d)
    return;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && b->board[pos] == EMPTY)
      ctx->settled[pos] = (unsigned char) dragon_point_is_settled(d, pos);
  add_owl_reasons(ctx, d);
  add_eye_reasons(ctx, d);
  add_connection_reasons(ctx, d);
}
