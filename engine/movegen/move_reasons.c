#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "move_reasons.h"

static const char *const type_names[REASON_TYPE_COUNT] = {
  "capture", "save", "threat", "pattern", "connect", "cut", "opening",
  "endgame", "dame", "life", "kill", "territory", "cleanup", "random"
};

void move_reasons_clear(struct move_reasons *mr, int color)
{
  mr->color = color;
  mr->count = 0;
  mr->overflow = 0;
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++) {
    mr->first[pos] = -1;
    mr->value[pos] = 0.0f;
    mr->candidate[pos] = 0;
  }
}

int add_move_reason(struct move_reasons *mr, int pos, enum reason_type type,
                    int target, int target2, float value, const char *label)
{
  if (pos <= 0 || pos >= BOARD_ARRAY_SIZE)
    return 0;
  for (int k = mr->first[pos]; k >= 0; k = mr->reason[k].next) {
    struct move_reason *r = &mr->reason[k];
    if (r->type == type && r->target == target && r->target2 == target2
        && r->label == label) {
      if (value > r->value)
        r->value = value;
      return 1;
    }
  }
  if (mr->count >= MAX_MOVE_REASONS) {
    mr->overflow++;
    return 0;
  }
  struct move_reason *r = &mr->reason[mr->count];
  r->pos = pos;
  r->type = type;
  r->target = target;
  r->target2 = target2;
  r->value = value;
  r->label = label;
  r->dragon_stones = 0;
  r->dragon_stones2 = 0;
  r->next = mr->first[pos];
  mr->first[pos] = mr->count++;
  mr->candidate[pos] = 1;
  return 1;
}

int add_dragon_reason(struct move_reasons *mr, int pos, enum reason_type type,
                      int dragon, int stones, int dragon2, int stones2,
                      float value, const char *label)
{
  if (!add_move_reason(mr, pos, type, dragon, dragon2, value, label))
    return 0;
  for (int k = mr->first[pos]; k >= 0; k = mr->reason[k].next) {
    struct move_reason *r = &mr->reason[k];
    if (r->type == type && r->target == dragon && r->target2 == dragon2
        && r->label == label) {
      r->dragon_stones = stones;
      r->dragon_stones2 = stones2;
      break;
    }
  }
  return 1;
}

int reasons_at(const struct move_reasons *mr, int pos, int *index, int max)
{
  int n = 0;
  if (pos <= 0 || pos >= BOARD_ARRAY_SIZE)
    return 0;
  for (int k = mr->first[pos]; k >= 0; k = mr->reason[k].next) {
    if (n < max)
      index[n] = k;
    n++;
  }
  return n;
}

int has_reason(const struct move_reasons *mr, int pos, enum reason_type type)
{
  if (pos <= 0 || pos >= BOARD_ARRAY_SIZE)
    return 0;
  for (int k = mr->first[pos]; k >= 0; k = mr->reason[k].next)
    if (mr->reason[k].type == type)
      return 1;
  return 0;
}

float max_reason_value(const struct move_reasons *mr, int pos, enum reason_type type)
{
  float best = 0.0f;
  int found = 0;
  if (pos <= 0 || pos >= BOARD_ARRAY_SIZE)
    return 0.0f;
  for (int k = mr->first[pos]; k >= 0; k = mr->reason[k].next)
    if (mr->reason[k].type == type && (!found || mr->reason[k].value > best)) {
      best = mr->reason[k].value;
      found = 1;
    }
  return best;
}

float best_plus_worst_value(const struct move_reasons *mr, int pos, enum reason_type type)
{
  float best = 0.0f, worst = 0.0f;
  if (pos <= 0 || pos >= BOARD_ARRAY_SIZE)
    return 0.0f;
  for (int k = mr->first[pos]; k >= 0; k = mr->reason[k].next) {
    const struct move_reason *r = &mr->reason[k];
    if (r->type != type)
      continue;
    if (r->value > best)
      best = r->value;
    if (r->value < worst)
      worst = r->value;
  }
  return best + worst;
}

const char *reason_type_name(enum reason_type type)
{
  if ((unsigned) type >= REASON_TYPE_COUNT)
    return "unknown";
  return type_names[type];
}

/* Reasons were pushed on the front of the list; print them oldest first. */
/* Appends formatted text to buf (size bytes, *len used), cutting it
 * short when full. */
static void append(char *buf, int size, int *len, const char *format, ...)
{
  va_list args;
  int w;
  if (*len >= size - 1)
    return;
  va_start(args, format);
  w = vsnprintf(buf + *len, size - *len, format, args);
  va_end(args);
  if (w > 0)
    *len += w < size - *len ? w : size - *len - 1;
}

static const char *plural(int n)
{
  return n == 1 ? "" : "s";
}

int describe_move_reasons(const struct board *b, const struct move_reasons *mr,
                          int pos, char *buf, int size)
{
  int index[MAX_MOVE_REASONS];
  int n = reasons_at(mr, pos, index, MAX_MOVE_REASONS);
  int len = 0;
  if (size <= 0)
    return 0;
  buf[0] = '\0';
  for (int k = n - 1; k >= 0 && len < size - 1; k--) {
    const struct move_reason *r = &mr->reason[index[k]];
    char target[8], target2[8];
    append(buf, size, &len, "%s", reason_type_name(r->type));
    if (r->target != NO_MOVE)
      pos_to_vertex(b, r->target, target);
    if (r->target2 != NO_MOVE)
      pos_to_vertex(b, r->target2, target2);
    if (r->dragon_stones > 0) {
      /* "cut dragons C3 (2 stones) E5 (4 stones)", "life dragon C3 (7 stones)" */
      append(buf, size, &len, " dragon%s %s (%d stone%s)",
             r->target2 != NO_MOVE ? "s" : "", target, r->dragon_stones,
             plural(r->dragon_stones));
      if (r->target2 != NO_MOVE)
        append(buf, size, &len, " %s (%d stone%s)", target2, r->dragon_stones2,
               plural(r->dragon_stones2));
    }
    else {
      if (r->target != NO_MOVE && IS_STONE(b->board[r->target]))
        append(buf, size, &len, " %s (%d stone%s)", target,
               countstones(b, r->target), plural(countstones(b, r->target)));
      else if (r->target != NO_MOVE)
        append(buf, size, &len, " %s", target);
      if (r->target2 != NO_MOVE)
        append(buf, size, &len, " %s", target2);
    }
    if (r->label)
      append(buf, size, &len, " %s", r->label);
    append(buf, size, &len, " %.2f\n", r->value);
  }
  return len;
}
