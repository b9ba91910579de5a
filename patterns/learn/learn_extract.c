/* The feature values of every legal move of the sampled positions, packed
 * one move to a 64-bit record, computed by the same functions the engine
 * uses at run time (engine/policy/). */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "learn.h"
#include "engine/reading/reading.h"

/* Field widths and offsets of a record. */
static const int field_bits[POLICY_GROUPS] = {
  [POLICY_PATTERN3] = 16, [POLICY_SPATIAL] = 20, [POLICY_CAPTURE] = 5,
  [POLICY_ESCAPE] = 5, [POLICY_SELF_ATARI] = 2, [POLICY_ATARI] = 3,
  [POLICY_DIST_PREV] = 5, [POLICY_DIST_PREV2] = 5, [POLICY_EDGE] = 3,
};
static const int field_order[] = {
  POLICY_PATTERN3, POLICY_SPATIAL, POLICY_CAPTURE, POLICY_ESCAPE, POLICY_SELF_ATARI,
  POLICY_ATARI, POLICY_DIST_PREV, POLICY_DIST_PREV2, POLICY_EDGE
};
#define FIELDS ((int) (sizeof field_order / sizeof field_order[0]))
#define PASS_MARK 31

learn_record learn_record_encode(const uint32_t value[POLICY_GROUPS])
{
  learn_record r = 0;
  int shift = 0;
  if (value[POLICY_PASS]) {
    uint32_t pass[POLICY_GROUPS] = { 0 };
    pass[POLICY_CAPTURE] = PASS_MARK;
    pass[POLICY_ESCAPE] = value[POLICY_PASS];
    return learn_record_encode(pass);
  }
  for (int f = 0; f < FIELDS; f++) {
    int g = field_order[f];
    /* Masked: a value too wide cannot spill into the next field. */
    r |= (learn_record) (value[g] & ((1u << field_bits[g]) - 1)) << shift;
    shift += field_bits[g];
  }
  return r;
}

void learn_record_decode(learn_record r, uint32_t value[POLICY_GROUPS])
{
  int shift = 0;
  for (int f = 0; f < FIELDS; f++) {
    int g = field_order[f];
    value[g] = (uint32_t) (r >> shift) & ((1u << field_bits[g]) - 1);
    shift += field_bits[g];
  }
  value[POLICY_PASS] = 0;
  if (value[POLICY_CAPTURE] == PASS_MARK) {
    value[POLICY_PASS] = value[POLICY_ESCAPE];
    for (int g = 0; g < POLICY_GROUPS; g++)
      if (g != POLICY_PASS)
        value[g] = 0;
  }
}

/* ---- Growing arrays ---------------------------------------------------- */

static int add_record(struct learn_positions *p, learn_record r)
{
  if (p->record_count == p->record_capacity) {
    long capacity = p->record_capacity ? 2 * p->record_capacity : 1 << 16;
    learn_record *records = realloc(p->records, (size_t) capacity * sizeof *records);
    if (!records)
      return 0;
    p->records = records;
    p->record_capacity = capacity;
  }
  p->records[p->record_count++] = r;
  return 1;
}

static int add_position(struct learn_positions *p, long first, int count, int played)
{
  if (p->position_count == p->position_capacity) {
    long capacity = p->position_capacity ? 2 * p->position_capacity : 1 << 12;
    long *firsts = realloc(p->first, (size_t) capacity * sizeof *firsts);
    int *counts, *playeds;
    if (!firsts)
      return 0;
    p->first = firsts;
    counts = realloc(p->count, (size_t) capacity * sizeof *counts);
    if (!counts)
      return 0;
    p->count = counts;
    playeds = realloc(p->played, (size_t) capacity * sizeof *playeds);
    if (!playeds)
      return 0;
    p->played = playeds;
    p->position_capacity = capacity;
  }
  p->first[p->position_count] = first;
  p->count[p->position_count] = count;
  p->played[p->position_count] = played;
  p->position_count++;
  return 1;
}

void learn_positions_free(struct learn_positions *p)
{
  free(p->records);
  free(p->first);
  free(p->count);
  free(p->played);
  memset(p, 0, sizeof *p);
}

/* ---- Workers ----------------------------------------------------------- */

struct extract {
  const struct learn_games *set;
  const struct policy_model *m;
  const struct learn_extract_options *options;
  struct policy_geometry geo;
  struct learn_positions part[LEARN_MAX_THREADS];
};

/* The records of one position (color to play `played`); 0 when out of
 * memory. */
static int extract_position(struct learn_positions *out, const struct policy_model *m,
                            const struct policy_context *c, int played)
{
  const struct board *b = c->b;
  long first = out->record_count;
  int index = -1, count = 0;
  uint32_t value[POLICY_GROUPS];
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      if (b->board[pos] != EMPTY || !is_legal(b, pos, c->color))
        continue;
      policy_move_features(m, c, pos, value);
      if (!add_record(out, learn_record_encode(value)))
        return 0;
      if (pos == played)
        index = count;
      count++;
    }
  policy_move_features(m, c, PASS_MOVE, value);
  if (!add_record(out, learn_record_encode(value)))
    return 0;
  if (played == PASS_MOVE)
    index = count;
  count++;
  return add_position(out, first, count, index);
}

static void extract_work(struct learn_job *job)
{
  struct extract *x = job->data;
  const struct learn_games *set = x->set;
  struct learn_positions *out = &x->part[job->index];
  struct board *b = board_new(19);
  struct reading *r = b && policy_model_ladders(x->m) ? reading_new(b) : NULL;
  struct policy_context *c = malloc(sizeof *c);
  if (!b || !c || (policy_model_ladders(x->m) && !r)) {
    job->failed = 1;
    goto done;
  }
  for (long g = job->begin; g < job->end && !job->failed; g++) {
    const struct learn_move *moves = set->moves + set->games[g].first;
    board_clear(b, 19);
    if (r)
      reading_clear_cache(r);
    for (int k = 0; k < set->games[g].length; k++) {
      const struct learn_move *mv = &moves[k];
      if (!mv->setup && learn_sampled(x->options->seed, g, k, x->options->rate)) {
        policy_context_init(c, &x->geo, b, r, mv->color);
        if (!extract_position(out, x->m, c, mv->pos)) {
          job->failed = 1;
          break;
        }
      }
      if (mv->setup)
        board_setup_stone(b, mv->pos, mv->color);
      else
        play_move(b, mv->pos, mv->color);
    }
    __atomic_store_n(&job->done, g + 1 - job->begin, __ATOMIC_RELAXED);
  }
done:
  reading_free(r);
  board_free(b);
  free(c);
}

/* The parts one after the other in out (records renumbered), each part
 * freed as soon as it is copied; 0 when out of memory. */
static int join_parts(struct learn_positions *out, struct learn_positions *parts,
                      int n)
{
  long records = 0, positions = 0;
  for (int t = 0; t < n; t++) {
    records += parts[t].record_count;
    positions += parts[t].position_count;
  }
  memset(out, 0, sizeof *out);
  out->records = malloc((size_t) (records + 1) * sizeof *out->records);
  out->first = malloc((size_t) (positions + 1) * sizeof *out->first);
  out->count = malloc((size_t) (positions + 1) * sizeof *out->count);
  out->played = malloc((size_t) (positions + 1) * sizeof *out->played);
  if (!out->records || !out->first || !out->count || !out->played) {
    learn_positions_free(out);
    return 0;
  }
  out->record_capacity = records + 1;
  out->position_capacity = positions + 1;
  for (int t = 0; t < n; t++) {
    const struct learn_positions *part = &parts[t];
    long base = out->record_count;
    memcpy(out->records + base, part->records,
           (size_t) part->record_count * sizeof *part->records);
    out->record_count += part->record_count;
    for (long k = 0; k < part->position_count; k++) {
      out->first[out->position_count] = base + part->first[k];
      out->count[out->position_count] = part->count[k];
      out->played[out->position_count++] = part->played[k];
    }
    learn_positions_free(&parts[t]);
  }
  return 1;
}

int learn_extract(const struct learn_games *set, const struct policy_model *m,
                  const struct learn_extract_options *options,
                  struct learn_positions *out)
{
  struct extract *x = calloc(1, sizeof *x);
  struct learn_job jobs[LEARN_MAX_THREADS];
  int threads = options->threads < 1 ? 1 : options->threads > LEARN_MAX_THREADS
                ? LEARN_MAX_THREADS : options->threads;
  int ok;
  if (!x)
    return 0;
  x->set = set;
  x->m = m;
  x->options = options;
  policy_geometry_init(&x->geo);
  ok = learn_run(threads, set->game_count, extract_work, x,
                 options->label ? options->label : "extract", options->progress, jobs);
  memset(out, 0, sizeof *out);
  if (ok)
    ok = join_parts(out, x->part, threads);
  for (int t = 0; t < threads; t++)
    learn_positions_free(&x->part[t]);
  free(x);
  return ok;
}
