/* Dictionaries: which 3x3 shapes and spatial patterns get gammas of their
 * own.  A spatial pattern is kept when the move played has it often
 * enough (Coulom 2007, Stern et al. 2006); sizes are harvested from the
 * smallest up, a size only where the size below is kept, so that the
 * dictionary holds the smaller patterns of every pattern it holds.  A 3x3
 * shape is kept when it is seen often enough among all legal moves of a
 * sample of positions, so that shapes nobody plays get their low gamma. */
#include <config.h>
#include <stdlib.h>
#include <string.h>
#include "learn.h"

#define CODES (1u << 24)

/* ---- Counting hashes (one table per worker) ---------------------------- */

struct counts {
  uint64_t *keys;                /* 0: empty slot */
  uint32_t *counts;
  uint32_t *extra;               /* set when a key is first added */
  size_t mask, used;
  /* Key 0 is a real key (the hash of a neighbourhood without stones or
   * edge), so it has a slot of its own. */
  int has_zero;
  uint32_t zero_count, zero_extra;
};

static uint64_t mix(uint64_t x)
{
  x ^= x >> 31;
  x *= 0x7fb5d329728ea185ULL;
  x ^= x >> 27;
  return x;
}

static int counts_grow(struct counts *t)
{
  size_t size = t->mask ? 2 * (t->mask + 1) : 1 << 16;
  uint64_t *keys = calloc(size, sizeof *keys);
  uint32_t *counts = calloc(size, sizeof *counts);
  uint32_t *extra = calloc(size, sizeof *extra);
  if (!keys || !counts || !extra) {
    free(keys);
    free(counts);
    free(extra);
    return 0;
  }
  for (size_t k = 0; t->mask && k <= t->mask; k++) {
    size_t slot;
    if (!t->keys[k])
      continue;
    slot = mix(t->keys[k]) & (size - 1);
    while (keys[slot])
      slot = (slot + 1) & (size - 1);
    keys[slot] = t->keys[k];
    counts[slot] = t->counts[k];
    extra[slot] = t->extra[k];
  }
  free(t->keys);
  free(t->counts);
  free(t->extra);
  t->keys = keys;
  t->counts = counts;
  t->extra = extra;
  t->mask = size - 1;
  return 1;
}

/* Adds n to key's count; extra is kept from the key's first addition. */
static int counts_add(struct counts *t, uint64_t key, uint32_t n, uint32_t extra)
{
  size_t slot;
  if (key == 0) {
    if (!t->has_zero)
      t->zero_extra = extra;
    t->has_zero = 1;
    t->zero_count += n;
    return 1;
  }
  if (2 * (t->used + 1) > t->mask + 1 && !counts_grow(t))
    return 0;
  slot = mix(key) & t->mask;
  while (t->keys[slot] && t->keys[slot] != key)
    slot = (slot + 1) & t->mask;
  if (!t->keys[slot]) {
    t->keys[slot] = key;
    t->extra[slot] = extra;
    t->used++;
  }
  t->counts[slot] += n;
  return 1;
}

static void counts_free(struct counts *t)
{
  free(t->keys);
  free(t->counts);
  free(t->extra);
  memset(t, 0, sizeof *t);
}

/* ---- One pass over the training games ---------------------------------- */

struct harvest {
  const struct learn_games *set;
  const struct learn_harvest_options *options;
  struct policy_model *m;         /* read only during a pass */
  const struct policy_geometry *geo;
  int size;                       /* spatial size counted in this pass */
  struct counts spatial[LEARN_MAX_THREADS];
  uint32_t *codes[LEARN_MAX_THREADS];   /* 3x3 counts by raw code, or NULL */
  int *parents;                   /* by spatial value: the size below's value */
  int parent_capacity;
};

/* Hash only while the smaller pattern is known; the last size is the one
 * counted. */
static int known_below(void *data, int size, uint64_t hash)
{
  struct harvest *h = data;
  return size >= h->size
         || policy_model_spatial_value(h->m, size, hash) != 0;
}

static void count_spatial(struct harvest *h, struct counts *t,
                          const struct policy_context *c, int pos, int *failed)
{
  uint64_t hashes[POLICY_SPATIAL_MAX + 1];
  int reached = policy_spatial_hashes(c, pos, h->size, hashes, known_below, h);
  int parent = h->size == POLICY_SPATIAL_MIN ? 0
               : policy_model_spatial_value(h->m, h->size - 1, hashes[h->size - 1]);
  if (reached == h->size && (h->size == POLICY_SPATIAL_MIN || parent))
    if (!counts_add(t, hashes[h->size], 1, (uint32_t) parent))
      *failed = 1;
}

static void count_codes(uint32_t *codes, const struct policy_context *c)
{
  const struct board *b = c->b;
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++) {
      int pos = POS(i, j);
      if (b->board[pos] == EMPTY && is_legal(b, pos, c->color))
        codes[policy_pattern3_code(c, pos)]++;
    }
}

static void harvest_work(struct learn_job *job)
{
  struct harvest *h = job->data;
  const struct learn_games *set = h->set;
  struct board *b = board_new(19);
  struct policy_context *c = malloc(sizeof *c);
  if (!b || !c) {
    job->failed = 1;
    board_free(b);
    free(c);
    return;
  }
  for (long g = job->begin; g < job->end && !job->failed; g++) {
    const struct learn_move *moves = set->moves + set->games[g].first;
    board_clear(b, 19);
    for (int k = 0; k < set->games[g].length; k++) {
      const struct learn_move *mv = &moves[k];
      if (!mv->setup && mv->pos != PASS_MOVE) {
        int codes = h->codes[job->index]
                    && learn_sampled(h->options->seed ^ 0x33, g, k, h->options->pattern3_rate);
        if (codes)
          policy_context_init(c, h->geo, b, NULL, mv->color);
        else {
          c->geo = h->geo;
          c->b = b;
          c->color = mv->color;
          policy_spatial_board(c);
        }
        if (h->size)
          count_spatial(h, &h->spatial[job->index], c, mv->pos, &job->failed);
        if (codes)
          count_codes(h->codes[job->index], c);
      }
      if (mv->setup)
        board_setup_stone(b, mv->pos, mv->color);
      else
        play_move(b, mv->pos, mv->color);
    }
    __atomic_store_n(&job->done, g + 1 - job->begin, __ATOMIC_RELAXED);
  }
  board_free(b);
  free(c);
}

/* ---- Choosing what is kept --------------------------------------------- */

struct counted {
  uint64_t key;
  uint32_t count;
  uint32_t extra;
};

static int by_count(const void *a, const void *b)
{
  const struct counted *x = a, *y = b;
  if (x->count != y->count)
    return x->count < y->count ? 1 : -1;
  return x->key < y->key ? -1 : x->key > y->key;
}

/* The entries of all workers' tables added up, most frequent first,
 * those seen at least min_count times; NULL when out of memory. */
static struct counted *merge_counts(struct counts *tables, int threads, long min_count,
                                    long *n)
{
  struct counts all = { 0 };
  struct counted *list;
  long k = 0;
  for (int t = 0; t < threads; t++) {
    for (size_t s = 0; tables[t].mask && s <= tables[t].mask; s++)
      if (tables[t].keys[s] && !counts_add(&all, tables[t].keys[s], tables[t].counts[s],
                                           tables[t].extra[s])) {
        counts_free(&all);
        return NULL;
      }
    if (tables[t].has_zero)
      counts_add(&all, 0, tables[t].zero_count, tables[t].zero_extra);
    counts_free(&tables[t]);
  }
  list = malloc((all.used + 1) * sizeof *list);
  if (!list) {
    counts_free(&all);
    return NULL;
  }
  if (all.has_zero && all.zero_count >= min_count) {
    list[k].key = 0;
    list[k].extra = all.zero_extra;
    list[k++].count = all.zero_count;
  }
  for (size_t s = 0; all.mask && s <= all.mask; s++)
    if (all.keys[s] && all.counts[s] >= min_count) {
      list[k].key = all.keys[s];
      list[k].extra = all.extra[s];
      list[k++].count = all.counts[s];
    }
  counts_free(&all);
  qsort(list, (size_t) k, sizeof *list, by_count);
  *n = k;
  return list;
}

/* parents[value] = parent, growing the array. */
static int set_parent(struct harvest *h, int value, int parent)
{
  if (value >= h->parent_capacity) {
    int capacity = h->parent_capacity ? 2 * h->parent_capacity : 1 << 12;
    int *parents;
    while (capacity <= value)
      capacity *= 2;
    parents = realloc(h->parents, (size_t) capacity * sizeof *parents);
    if (!parents)
      return 0;
    memset(parents + h->parent_capacity, 0,
           (size_t) (capacity - h->parent_capacity) * sizeof *parents);
    h->parents = parents;
    h->parent_capacity = capacity;
  }
  h->parents[value] = parent;
  return 1;
}

static int keep_spatial(struct harvest *h, int threads, long *kept)
{
  long n;
  struct counted *list = merge_counts(h->spatial, threads,
                                      h->options->spatial_min_count, &n);
  if (!list)
    return 0;
  for (long k = 0; k < n && *kept < h->options->spatial_limit; k++, (*kept)++) {
    int value = policy_model_add_spatial(h->m, h->size, list[k].key);
    if (!value || !set_parent(h, value, (int) list[k].extra)) {
      free(list);
      return 0;
    }
  }
  if (h->options->progress)
    fprintf(stderr, "spatial size %d: %ld patterns kept (%ld in all)\n", h->size,
            n, *kept);
  free(list);
  return 1;
}

static int keep_pattern3(struct harvest *h, int threads)
{
  struct counts canonical = { 0 };
  struct counted *list;
  long n, kept = 0;
  for (uint32_t code = 0; code < CODES; code++) {
    uint32_t total = 0;
    for (int t = 0; t < threads; t++)
      total += h->codes[t][code];
    if (total && !counts_add(&canonical, (uint64_t) policy_pattern3_canonical(code) + 1,
                             total, 0)) {
      counts_free(&canonical);
      return 0;
    }
  }
  list = merge_counts(&canonical, 1, h->options->pattern3_min_count, &n);
  if (!list)
    return 0;
  for (long k = 0; k < n && kept < LEARN_PATTERN3_LIMIT; k++, kept++)
    if (!policy_model_add_pattern3(h->m, (uint32_t) (list[k].key - 1))) {
      free(list);
      return 0;
    }
  if (h->options->progress)
    fprintf(stderr, "pattern3: %ld shapes kept of %ld seen often enough\n", kept, n);
  free(list);
  return 1;
}

int learn_harvest(const struct learn_games *set, struct policy_model *m,
                  const struct learn_harvest_options *options, int **parents)
{
  struct harvest h;
  struct learn_job jobs[LEARN_MAX_THREADS];
  struct policy_geometry *geo = malloc(sizeof *geo);
  int threads = options->threads < 1 ? 1 : options->threads > LEARN_MAX_THREADS
                ? LEARN_MAX_THREADS : options->threads;
  int spatial_max = policy_model_spatial_max(m);
  int want_codes = policy_model_uses(m, POLICY_PATTERN3);
  long kept = 0;
  int ok = 1;
  if (!geo)
    return 0;
  policy_geometry_init(geo);
  memset(&h, 0, sizeof h);
  h.set = set;
  h.options = options;
  h.m = m;
  h.geo = geo;
  /* The first pass counts the 3x3 shapes and the smallest spatial size,
   * each further pass one size more. */
  for (int size = spatial_max ? POLICY_SPATIAL_MIN : 0;
       ok && (size <= spatial_max || want_codes); size++) {
    char label[64];
    h.size = size <= spatial_max ? size : 0;
    for (int t = 0; want_codes && t < threads; t++)
      if (!(h.codes[t] = calloc(CODES, sizeof *h.codes[t])))
        ok = 0;
    snprintf(label, sizeof label, "harvest %s%s", want_codes ? "3x3 " : "",
             h.size ? "spatial" : "");
    ok = ok && learn_run(threads, set->game_count, harvest_work, &h, label,
                         options->progress, jobs);
    if (ok && want_codes)
      ok = keep_pattern3(&h, threads);
    for (int t = 0; t < threads; t++) {
      free(h.codes[t]);
      h.codes[t] = NULL;
    }
    want_codes = 0;
    if (ok && h.size)
      ok = keep_spatial(&h, threads, &kept);
    else
      for (int t = 0; t < threads; t++)
        counts_free(&h.spatial[t]);
    if (!h.size)
      break;
  }
  free(geo);
  if (ok && parents) {
    /* Room for every value, also when no spatial pattern was kept. */
    ok = set_parent(&h, policy_model_values(m, POLICY_SPATIAL), 0);
    *parents = h.parents;
  } else
    free(h.parents);
  return ok;
}
