/* Tactical features: captures, escapes from atari, self-atari, atari, and
 * the ladders that decide whether an atari or an escape works (read with
 * Hane's own ladder reader, engine/reading/). */
#include <config.h>
#include "policy_features.h"
#include "engine/reading/reading.h"

/* Size classes. */
static int capture_size_class(int stones)
{
  return stones == 1 ? 0 : stones == 2 ? 1 : stones <= 5 ? 2 : 3;
}

static int escape_size_class(int stones)
{
  return stones == 1 ? 0 : stones <= 4 ? 1 : 2;
}

/* The distinct strings (by string number) of state `state` next to pos;
 * returns how many, their points in strings[]. */
static int adjacent_strings(const struct policy_context *c, int pos, int state,
                            int strings[4])
{
  const struct board *b = c->b;
  int n = 0, numbers[4];
  for (int k = 0; k < 4; k++) {
    int q = pos + delta[k], number, seen = 0;
    if (c->state[q] != state)
      continue;
    number = b->string_number[q];
    for (int m = 0; m < n; m++)
      seen |= numbers[m] == number;
    if (!seen) {
      numbers[n] = number;
      strings[n++] = q;
    }
  }
  return n;
}

static int string_size(const struct board *b, int str)
{
  return b->string[b->string_number[str]].size;
}

/* Does the string at str touch one of color's strings in atari? */
static int touches_string_in_atari(const struct board *b, int str)
{
  int adj[MAX_NEIGHBORS];
  return chainlinks2(b, str, adj, 1) > 0;
}

int policy_capture_value(const struct policy_context *c, int pos)
{
  const struct board *b = c->b;
  int strings[4], stones = 0, saves = 0, last = 0;
  int n = adjacent_strings(c, pos, P3_OPP1, strings);
  if (n == 0)
    return 0;
  if (is_ko(b, pos, c->color, NULL))
    return POLICY_CAPTURE_KO;
  for (int k = 0; k < n; k++) {
    stones += string_size(b, strings[k]);
    saves |= touches_string_in_atari(b, strings[k]);
    last |= c->last != NO_MOVE && b->board[c->last] == OTHER_COLOR(c->color)
            && same_string(b, c->last, strings[k]);
  }
  return 1 + capture_size_class(stones) + 4 * saves + 8 * last;
}

/* Liberties of the string at pos after color plays there, with a ladder
 * check when two: 0 (three or more), 1 (two, no ladder catches it), 2 (a
 * ladder catches it), 3 (one). */
static int escape_result(const struct policy_context *c, int pos)
{
  int libs = accuratelib(c->b, pos, c->color, 3, NULL);
  int caught = 0;
  if (libs >= 3)
    return 0;
  if (libs <= 1)
    return 3;
  if (c->r && trymove(c->b, pos, c->color, "policy escape", NO_MOVE)) {
    caught = ladder_attack(c->r, pos, NULL) == WIN;
    popgo(c->b);
  }
  return caught ? 2 : 1;
}

int policy_escape_value(const struct policy_context *c, int pos)
{
  const struct board *b = c->b;
  int strings[4], biggest = 0, last = 0;
  int n = adjacent_strings(c, pos, P3_OWN1, strings);
  if (n == 0)
    return 0;
  for (int k = 0; k < n; k++) {
    int size = string_size(b, strings[k]);
    if (size > biggest)
      biggest = size;
    last |= c->last != NO_MOVE && neighbor_of_string(b, c->last, strings[k]);
  }
  return 1 + escape_result(c, pos) + 4 * escape_size_class(biggest) + 12 * last;
}

int policy_self_atari_value(const struct policy_context *c, int pos)
{
  const struct board *b = c->b;
  int empty = 0, strings[4], n, size = 1;
  for (int k = 0; k < 4; k++)
    empty += c->state[pos + delta[k]] == P3_EMPTY;
  if (empty >= 2 || accuratelib(b, pos, c->color, 2, NULL) >= 2)
    return 0;
  for (int state = P3_OWN1; state <= P3_OWN3; state++) {
    n = adjacent_strings(c, pos, state, strings);
    for (int k = 0; k < n; k++)
      size += string_size(b, strings[k]);
  }
  return size >= 3 ? 3 : size;
}

/* Is one of the strings (just put in atari by the move at pos) unable to
 * escape a ladder? */
static int atari_caught_in_ladder(const struct policy_context *c, int pos,
                                  const int *strings, int n)
{
  int caught = 0;
  if (!c->r || !trymove(c->b, pos, c->color, "policy atari", NO_MOVE))
    return 0;
  for (int k = 0; k < n && !caught; k++)
    caught = countlib(c->b, strings[k]) == 1
             && ladder_defend(c->r, strings[k], NULL) == 0;
  popgo(c->b);
  return caught;
}

int policy_atari_value(const struct policy_context *c, int pos)
{
  const struct board *b = c->b;
  int strings[4], biggest = 0, kind;
  int n = adjacent_strings(c, pos, P3_OPP2, strings);
  if (n == 0)
    return 0;
  for (int k = 0; k < n; k++) {
    int size = string_size(b, strings[k]);
    if (size > biggest)
      biggest = size;
  }
  if (atari_caught_in_ladder(c, pos, strings, n))
    kind = 1;
  else
    kind = b->ko_pos != NO_MOVE ? 2 : 3;
  return kind + 3 * (biggest >= 2);
}
