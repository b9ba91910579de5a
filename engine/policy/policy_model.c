/* Policy models: the gammas of every feature value, the dictionaries of
 * 3x3 shapes and spatial patterns, and the text format they are kept in:
 *
 *     hane-policy 1
 *     # comments
 *     ladders 1
 *     spatial-max 10
 *     groups pass capture escape self-atari atari ... pattern3 spatial
 *     factors 4 capture pattern3    optional: pairwise terms (below)
 *     gamma capture 3 12.5          group, value, gamma [, its vector]
 *     pattern3 ..1a.##b 0.73        shape (policy_pattern3_text), gamma
 *     spatial 6 8f0c3e00a1b2c3d4 2.1  size, canonical hash (hex), gamma
 *     end
 *
 * Dictionary entries get values 1, 2, ... in the order they are listed.
 * Values not listed keep gamma 1.  With "factors K GROUP...", every line
 * of those groups ends with the K numbers of its value's vector. */
#include <config.h>
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "policy.h"

/* Open addressing, linear probing; an empty slot has value 0. */
struct pattern3_map {
  uint32_t *codes;
  uint32_t *values;
  size_t mask;
  size_t used;
};

struct spatial_map {
  uint64_t *keys;
  uint32_t *values;
  size_t mask;
  size_t used;
};

struct policy_model {
  int uses[POLICY_GROUPS];
  int ladders;
  int spatial_max;
  int values[POLICY_GROUPS];
  int capacity[POLICY_GROUPS];        /* allocated weights */
  float *weights[POLICY_GROUPS];
  struct pattern3_map p3;
  uint32_t *p3_codes;                 /* canonical code of each value */
  struct spatial_map spatial;
  uint64_t *spatial_hashes;           /* hash and size of each value */
  unsigned char *spatial_sizes;
  int factors;                        /* length of the vectors, 0: none */
  int has_vectors[POLICY_GROUPS];
  float *vectors[POLICY_GROUPS];      /* factors per value; value 0's are 0 */
};

static const int fixed_values[POLICY_GROUPS] = {
  POLICY_PASS_VALUES, POLICY_CAPTURE_VALUES, POLICY_ESCAPE_VALUES,
  POLICY_SELF_ATARI_VALUES, POLICY_ATARI_VALUES, POLICY_DIST_VALUES,
  POLICY_DIST_VALUES, POLICY_EDGE_VALUES, 1, 1
};

static int is_dictionary(int g)
{
  return g == POLICY_PATTERN3 || g == POLICY_SPATIAL;
}

/* ---- Hash maps --------------------------------------------------------- */

static uint64_t mix64(uint64_t x)
{
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return x;
}

static int p3_map_grow(struct pattern3_map *map)
{
  size_t size = map->mask ? 2 * (map->mask + 1) : 1024;
  uint32_t *codes = calloc(size, sizeof *codes);
  uint32_t *values = calloc(size, sizeof *values);
  if (!codes || !values) {
    free(codes);
    free(values);
    return 0;
  }
  for (size_t k = 0; map->mask && k <= map->mask; k++) {
    size_t slot;
    if (!map->values[k])
      continue;
    slot = mix64(map->codes[k]) & (size - 1);
    while (values[slot])
      slot = (slot + 1) & (size - 1);
    codes[slot] = map->codes[k];
    values[slot] = map->values[k];
  }
  free(map->codes);
  free(map->values);
  map->codes = codes;
  map->values = values;
  map->mask = size - 1;
  return 1;
}

static uint32_t p3_map_get(const struct pattern3_map *map, uint32_t code)
{
  size_t slot;
  if (!map->mask)
    return 0;
  slot = mix64(code) & map->mask;
  while (map->values[slot]) {
    if (map->codes[slot] == code)
      return map->values[slot];
    slot = (slot + 1) & map->mask;
  }
  return 0;
}

static int p3_map_put(struct pattern3_map *map, uint32_t code, uint32_t value)
{
  size_t slot;
  if (2 * (map->used + 1) > map->mask + 1 && !p3_map_grow(map))
    return 0;
  slot = mix64(code) & map->mask;
  while (map->values[slot]) {
    if (map->codes[slot] == code)
      return 1;
    slot = (slot + 1) & map->mask;
  }
  map->codes[slot] = code;
  map->values[slot] = value;
  map->used++;
  return 1;
}

static uint64_t spatial_key(int size, uint64_t hash)
{
  return hash ^ ((uint64_t) size * 0x9e3779b97f4a7c15ULL);
}

static int spatial_map_grow(struct spatial_map *map)
{
  size_t size = map->mask ? 2 * (map->mask + 1) : 1024;
  uint64_t *keys = calloc(size, sizeof *keys);
  uint32_t *values = calloc(size, sizeof *values);
  if (!keys || !values) {
    free(keys);
    free(values);
    return 0;
  }
  for (size_t k = 0; map->mask && k <= map->mask; k++) {
    size_t slot;
    if (!map->values[k])
      continue;
    slot = mix64(map->keys[k]) & (size - 1);
    while (values[slot])
      slot = (slot + 1) & (size - 1);
    keys[slot] = map->keys[k];
    values[slot] = map->values[k];
  }
  free(map->keys);
  free(map->values);
  map->keys = keys;
  map->values = values;
  map->mask = size - 1;
  return 1;
}

static uint32_t spatial_map_get(const struct spatial_map *map, uint64_t key)
{
  size_t slot;
  if (!map->mask)
    return 0;
  slot = mix64(key) & map->mask;
  while (map->values[slot]) {
    if (map->keys[slot] == key)
      return map->values[slot];
    slot = (slot + 1) & map->mask;
  }
  return 0;
}

static int spatial_map_put(struct spatial_map *map, uint64_t key, uint32_t value)
{
  size_t slot;
  if (2 * (map->used + 1) > map->mask + 1 && !spatial_map_grow(map))
    return 0;
  slot = mix64(key) & map->mask;
  while (map->values[slot]) {
    if (map->keys[slot] == key)
      return 1;
    slot = (slot + 1) & map->mask;
  }
  map->keys[slot] = key;
  map->values[slot] = value;
  map->used++;
  return 1;
}

/* ---- Life cycle and queries ------------------------------------------- */

/* Room for one more value in group g (weights and, for the dictionaries,
 * the per-value records). */
static int reserve_value(struct policy_model *m, int g)
{
  int capacity;
  float *weights;
  if (m->values[g] < m->capacity[g])
    return 1;
  capacity = m->capacity[g] ? 2 * m->capacity[g] : 64;
  weights = realloc(m->weights[g], (size_t) capacity * sizeof *weights);
  if (!weights)
    return 0;
  m->weights[g] = weights;
  if (m->has_vectors[g]) {
    float *vectors = realloc(m->vectors[g], (size_t) capacity * m->factors * sizeof *vectors);
    if (!vectors)
      return 0;
    m->vectors[g] = vectors;
  }
  if (g == POLICY_PATTERN3) {
    uint32_t *codes = realloc(m->p3_codes, (size_t) capacity * sizeof *codes);
    if (!codes)
      return 0;
    m->p3_codes = codes;
  } else if (g == POLICY_SPATIAL) {
    uint64_t *hashes = realloc(m->spatial_hashes, (size_t) capacity * sizeof *hashes);
    unsigned char *sizes;
    if (!hashes)
      return 0;
    m->spatial_hashes = hashes;
    sizes = realloc(m->spatial_sizes, (size_t) capacity);
    if (!sizes)
      return 0;
    m->spatial_sizes = sizes;
  }
  m->capacity[g] = capacity;
  return 1;
}

/* The next value of group g (room reserved): weight and vector 0. */
static void new_value(struct policy_model *m, int g)
{
  int v = m->values[g]++;
  m->weights[g][v] = 0.0f;
  if (m->has_vectors[g])
    memset(m->vectors[g] + (size_t) v * m->factors, 0, (size_t) m->factors * sizeof(float));
}

struct policy_model *policy_model_new(const int uses[POLICY_GROUPS], int ladders,
                                      int spatial_max)
{
  struct policy_model *m = calloc(1, sizeof *m);
  if (!m)
    return NULL;
  m->ladders = ladders != 0;
  m->spatial_max = spatial_max;
  for (int g = 0; g < POLICY_GROUPS; g++) {
    m->uses[g] = uses[g] != 0;
    if (g == POLICY_SPATIAL && spatial_max == 0)
      m->uses[g] = 0;
    while (m->values[g] < fixed_values[g]) {
      if (!reserve_value(m, g)) {
        policy_model_free(m);
        return NULL;
      }
      new_value(m, g);
    }
  }
  return m;
}

void policy_model_free(struct policy_model *m)
{
  if (!m)
    return;
  for (int g = 0; g < POLICY_GROUPS; g++) {
    free(m->weights[g]);
    free(m->vectors[g]);
  }
  free(m->p3.codes);
  free(m->p3.values);
  free(m->p3_codes);
  free(m->spatial.keys);
  free(m->spatial.values);
  free(m->spatial_hashes);
  free(m->spatial_sizes);
  free(m);
}

int policy_model_ladders(const struct policy_model *m)
{
  return m->ladders;
}

int policy_model_spatial_max(const struct policy_model *m)
{
  return m->uses[POLICY_SPATIAL] ? m->spatial_max : 0;
}

int policy_model_uses(const struct policy_model *m, enum policy_group g)
{
  return (unsigned) g < POLICY_GROUPS && m->uses[g];
}

int policy_model_values(const struct policy_model *m, enum policy_group g)
{
  return (unsigned) g < POLICY_GROUPS ? m->values[g] : 0;
}

double policy_model_gamma(const struct policy_model *m, enum policy_group g, int value)
{
  if ((unsigned) g >= POLICY_GROUPS || !m->uses[g] || value <= 0
      || value >= m->values[g])
    return 1.0;
  return exp(m->weights[g][value]);
}

int policy_model_pattern3_value(const struct policy_model *m, uint32_t code)
{
  return (int) p3_map_get(&m->p3, code);
}

int policy_model_spatial_value(const struct policy_model *m, int size, uint64_t hash)
{
  return (int) spatial_map_get(&m->spatial, spatial_key(size, hash));
}

uint32_t policy_model_pattern3_code(const struct policy_model *m, int value)
{
  return value > 0 && value < m->values[POLICY_PATTERN3] ? m->p3_codes[value] : 0;
}

int policy_model_spatial_entry(const struct policy_model *m, int value, uint64_t *hash)
{
  if (value <= 0 || value >= m->values[POLICY_SPATIAL])
    return 0;
  *hash = m->spatial_hashes[value];
  return m->spatial_sizes[value];
}

int policy_model_add_pattern3(struct policy_model *m, uint32_t canonical_code)
{
  int value = (int) p3_map_get(&m->p3, canonical_code);
  if (value)
    return value;
  if (!reserve_value(m, POLICY_PATTERN3))
    return 0;
  value = m->values[POLICY_PATTERN3];
  /* Every turned and mirrored code maps to the value. */
  for (int s = 0; s < 8; s++)
    if (!p3_map_put(&m->p3, policy_pattern3_transform(canonical_code, s),
                    (uint32_t) value))
      return 0;
  m->p3_codes[value] = canonical_code;
  new_value(m, POLICY_PATTERN3);
  return value;
}

int policy_model_add_spatial(struct policy_model *m, int size, uint64_t hash)
{
  uint64_t key = spatial_key(size, hash);
  int value = (int) spatial_map_get(&m->spatial, key);
  if (value)
    return value;
  if (!reserve_value(m, POLICY_SPATIAL))
    return 0;
  value = m->values[POLICY_SPATIAL];
  if (!spatial_map_put(&m->spatial, key, (uint32_t) value))
    return 0;
  m->spatial_hashes[value] = hash;
  m->spatial_sizes[value] = (unsigned char) size;
  new_value(m, POLICY_SPATIAL);
  return value;
}

float *policy_model_weights(struct policy_model *m, enum policy_group g)
{
  return m->weights[g];
}

const float *policy_model_weights_const(const struct policy_model *m,
                                        enum policy_group g)
{
  return m->weights[g];
}

int policy_model_set_factors(struct policy_model *m, int k, const int groups[POLICY_GROUPS])
{
  if (k < 0 || k > POLICY_MAX_FACTORS || m->factors)
    return 0;
  for (int g = 0; g < POLICY_GROUPS && k > 0; g++) {
    if (!groups[g] || !m->uses[g])
      continue;
    m->vectors[g] = calloc((size_t) (m->capacity[g] ? m->capacity[g] : 1) * k, sizeof(float));
    if (!m->vectors[g])
      return 0;
    m->has_vectors[g] = 1;
  }
  m->factors = k;
  return 1;
}

int policy_model_factors(const struct policy_model *m)
{
  return m->factors;
}

float *policy_model_vectors(struct policy_model *m, enum policy_group g)
{
  return m->has_vectors[g] ? m->vectors[g] : NULL;
}

const float *policy_model_vectors_const(const struct policy_model *m, enum policy_group g)
{
  return m->has_vectors[g] ? m->vectors[g] : NULL;
}

/* ---- Writing ----------------------------------------------------------- */

/* " x1 x2 ..." of value v's vector, if the group has vectors. */
static void write_vector(const struct policy_model *m, int g, int v, FILE *out)
{
  if (!m->has_vectors[g])
    return;
  for (int k = 0; k < m->factors; k++)
    fprintf(out, " %.4g", m->vectors[g][(size_t) v * m->factors + k]);
}

int policy_model_write(const struct policy_model *m, FILE *out, const char *comment)
{
  fprintf(out, "hane-policy 1\n");
  while (comment && *comment) {
    const char *end = strchr(comment, '\n');
    int length = end ? (int) (end - comment) : (int) strlen(comment);
    fprintf(out, "# %.*s\n", length, comment);
    comment += length + (end != NULL);
  }
  fprintf(out, "ladders %d\nspatial-max %d\ngroups", m->ladders, m->spatial_max);
  for (int g = 0; g < POLICY_GROUPS; g++)
    if (m->uses[g])
      fprintf(out, " %s", policy_group_name(g));
  fprintf(out, "\n");
  if (m->factors) {
    fprintf(out, "factors %d", m->factors);
    for (int g = 0; g < POLICY_GROUPS; g++)
      if (m->has_vectors[g])
        fprintf(out, " %s", policy_group_name(g));
    fprintf(out, "\n");
  }
  for (int g = 0; g < POLICY_GROUPS; g++) {
    if (!m->uses[g] || is_dictionary(g))
      continue;
    for (int v = 1; v < m->values[g]; v++) {
      fprintf(out, "gamma %s %d %.6g", policy_group_name(g), v, exp(m->weights[g][v]));
      write_vector(m, g, v, out);
      fprintf(out, "\n");
    }
  }
  for (int v = 1; m->uses[POLICY_PATTERN3] && v < m->values[POLICY_PATTERN3]; v++) {
    char text[9];
    policy_pattern3_text(m->p3_codes[v], text);
    fprintf(out, "pattern3 %s %.6g", text, exp(m->weights[POLICY_PATTERN3][v]));
    write_vector(m, POLICY_PATTERN3, v, out);
    fprintf(out, "\n");
  }
  for (int v = 1; m->uses[POLICY_SPATIAL] && v < m->values[POLICY_SPATIAL]; v++) {
    fprintf(out, "spatial %d %016llx %.6g", m->spatial_sizes[v],
            (unsigned long long) m->spatial_hashes[v], exp(m->weights[POLICY_SPATIAL][v]));
    write_vector(m, POLICY_SPATIAL, v, out);
    fprintf(out, "\n");
  }
  fprintf(out, "end\n");
  return !ferror(out);
}

/* ---- Reading ----------------------------------------------------------- */

struct reader {
  const char *text;
  size_t length, pos;
  int line;
  char *err;
  size_t errlen;
  /* Header, until the model is made. */
  int ladders, spatial_max, have_groups, seen_end;
  int uses[POLICY_GROUPS];
  int factors;
  int factor_groups[POLICY_GROUPS];
  struct policy_model *m;
};

static int parse_fail(struct reader *r, const char *format, ...)
{
  va_list args;
  int used;
  if (!r->err || r->errlen == 0)
    return 0;
  used = snprintf(r->err, r->errlen, "line %d: ", r->line);
  if (used < 0 || (size_t) used >= r->errlen)
    return 0;
  va_start(args, format);
  vsnprintf(r->err + used, r->errlen - used, format, args);
  va_end(args);
  return 0;
}

/* The next line into buf (NUL terminated, without its line break); 0 at
 * the end of the text, -1 if longer than size or holding a NUL byte. */
static int next_line(struct reader *r, char *buf, size_t size)
{
  size_t n = 0;
  if (r->pos >= r->length)
    return 0;
  r->line++;
  while (r->pos < r->length && r->text[r->pos] != '\n') {
    if (n + 1 >= size || r->text[r->pos] == '\0')
      return -1;
    buf[n++] = r->text[r->pos++];
  }
  if (r->pos < r->length)
    r->pos++;
  if (n > 0 && buf[n - 1] == '\r')
    n--;
  buf[n] = '\0';
  return 1;
}

static int parse_gamma(struct reader *r, const char *word, float *weight)
{
  char *end;
  double gamma;
  errno = 0;
  gamma = strtod(word, &end);
  if (end == word || *end || errno || !(gamma > 0.0) || !isfinite(gamma))
    return parse_fail(r, "'%s' is not a positive gamma", word);
  *weight = (float) log(gamma);
  return 1;
}

/* The vector of value v of group g from words[0..n) (n must be the
 * model's factors when the group has vectors, else 0). */
static int parse_vector(struct reader *r, int g, int v, char **words, int n)
{
  struct policy_model *m = r->m;
  if (n != (m->has_vectors[g] ? m->factors : 0))
    return parse_fail(r, "expected %d factors after the gamma, not %d",
                      m->has_vectors[g] ? m->factors : 0, n);
  for (int k = 0; k < n; k++) {
    char *end;
    double x;
    errno = 0;
    x = strtod(words[k], &end);
    if (end == words[k] || *end || errno || !isfinite(x))
      return parse_fail(r, "'%s' is not a number", words[k]);
    m->vectors[g][(size_t) v * m->factors + k] = (float) x;
  }
  return 1;
}

static int parse_int(const char *word, int low, int high, int *value)
{
  char *end;
  long v;
  errno = 0;
  v = strtol(word, &end, 10);
  if (end == word || *end || errno || v < low || v > high)
    return 0;
  *value = (int) v;
  return 1;
}

static int make_model(struct reader *r)
{
  if (r->m)
    return 1;
  if (!r->have_groups)
    return parse_fail(r, "data before the 'groups' line");
  r->m = policy_model_new(r->uses, r->ladders, r->spatial_max);
  if (r->m && !policy_model_set_factors(r->m, r->factors, r->factor_groups))
    return parse_fail(r, "out of memory");
  return r->m ? 1 : parse_fail(r, "out of memory");
}

static int parse_header(struct reader *r, char **words, int n)
{
  if (r->m)
    return parse_fail(r, "'%s' after the data began", words[0]);
  if (strcmp(words[0], "ladders") == 0) {
    if (n != 2 || !parse_int(words[1], 0, 1, &r->ladders))
      return parse_fail(r, "expected 'ladders 0' or 'ladders 1'");
    return 1;
  }
  if (strcmp(words[0], "spatial-max") == 0) {
    if (n != 2 || !parse_int(words[1], 0, POLICY_SPATIAL_MAX, &r->spatial_max)
        || (r->spatial_max > 0 && r->spatial_max < POLICY_SPATIAL_MIN))
      return parse_fail(r, "expected 'spatial-max N' with N 0 or %d..%d",
                        POLICY_SPATIAL_MIN, POLICY_SPATIAL_MAX);
    return 1;
  }
  if (strcmp(words[0], "factors") == 0) {
    if (!r->have_groups)
      return parse_fail(r, "'factors' before the 'groups' line");
    if (n < 2 || !parse_int(words[1], 1, POLICY_MAX_FACTORS, &r->factors))
      return parse_fail(r, "expected 'factors K GROUP...' with K 1..%d", POLICY_MAX_FACTORS);
    for (int k = 2; k < n; k++) {
      int g = policy_group_by_name(words[k]);
      if (g < 0 || !r->uses[g])
        return parse_fail(r, "group '%s' is not in the 'groups' line", words[k]);
      r->factor_groups[g] = 1;
    }
    return 1;
  }
  for (int k = 1; k < n; k++) {
    int g = policy_group_by_name(words[k]);
    if (g < 0)
      return parse_fail(r, "unknown feature group '%s'", words[k]);
    r->uses[g] = 1;
  }
  r->have_groups = 1;
  return 1;
}

static int parse_gamma_line(struct reader *r, char **words, int n)
{
  int g, value;
  if (n < 4)
    return parse_fail(r, "expected 'gamma GROUP VALUE GAMMA'");
  g = policy_group_by_name(words[1]);
  if (g < 0 || is_dictionary(g))
    return parse_fail(r, "unknown feature group '%s'", words[1]);
  if (!r->m->uses[g])
    return parse_fail(r, "group '%s' is not in the 'groups' line", words[1]);
  if (!parse_int(words[2], 1, fixed_values[g] - 1, &value))
    return parse_fail(r, "value '%s' out of range for %s (1..%d)", words[2],
                      words[1], fixed_values[g] - 1);
  return parse_gamma(r, words[3], &r->m->weights[g][value])
         && parse_vector(r, g, value, words + 4, n - 4);
}

static int parse_pattern3_line(struct reader *r, char **words, int n)
{
  long code;
  int value;
  if (n < 3)
    return parse_fail(r, "expected 'pattern3 SHAPE GAMMA'");
  if (!r->m->uses[POLICY_PATTERN3])
    return parse_fail(r, "group 'pattern3' is not in the 'groups' line");
  code = policy_pattern3_parse(words[1]);
  if (code < 0)
    return parse_fail(r, "'%s' is not a 3x3 shape", words[1]);
  if (policy_pattern3_canonical((uint32_t) code) != (uint32_t) code
      || policy_model_pattern3_value(r->m, (uint32_t) code))
    return parse_fail(r, "shape '%s' is not canonical or listed twice", words[1]);
  value = policy_model_add_pattern3(r->m, (uint32_t) code);
  if (!value)
    return parse_fail(r, "out of memory");
  return parse_gamma(r, words[2], &r->m->weights[POLICY_PATTERN3][value])
         && parse_vector(r, POLICY_PATTERN3, value, words + 3, n - 3);
}

static int parse_spatial_line(struct reader *r, char **words, int n)
{
  int size, value;
  char *end;
  unsigned long long hash;
  if (n < 4)
    return parse_fail(r, "expected 'spatial SIZE HASH GAMMA'");
  if (!r->m->uses[POLICY_SPATIAL])
    return parse_fail(r, "group 'spatial' is not in the 'groups' line");
  if (!parse_int(words[1], POLICY_SPATIAL_MIN, r->m->spatial_max, &size))
    return parse_fail(r, "spatial size '%s' out of range", words[1]);
  errno = 0;
  hash = strtoull(words[2], &end, 16);
  if (end == words[2] || *end || errno || strlen(words[2]) != 16)
    return parse_fail(r, "'%s' is not a 16-digit hash", words[2]);
  if (policy_model_spatial_value(r->m, size, hash))
    return parse_fail(r, "spatial pattern listed twice");
  value = policy_model_add_spatial(r->m, size, hash);
  if (!value)
    return parse_fail(r, "out of memory");
  return parse_gamma(r, words[3], &r->m->weights[POLICY_SPATIAL][value])
         && parse_vector(r, POLICY_SPATIAL, value, words + 4, n - 4);
}

/* Splits line into at most max words; returns how many. */
static int split_words(char *line, char **words, int max)
{
  int n = 0;
  char *save = NULL;
  for (char *w = strtok_r(line, " \t", &save); w; w = strtok_r(NULL, " \t", &save)) {
    if (n == max)
      return max + 1;
    words[n++] = w;
  }
  return n;
}

static int parse_line(struct reader *r, char *line)
{
  char *words[POLICY_GROUPS + POLICY_MAX_FACTORS + 6];
  int n = split_words(line, words, POLICY_GROUPS + POLICY_MAX_FACTORS + 5);
  if (n == 0 || words[0][0] == '#')
    return 1;
  if (r->seen_end)
    return parse_fail(r, "text after 'end'");
  if (strcmp(words[0], "end") == 0 && n == 1) {
    r->seen_end = 1;
    return make_model(r);
  }
  if (strcmp(words[0], "ladders") == 0 || strcmp(words[0], "spatial-max") == 0
      || strcmp(words[0], "groups") == 0 || strcmp(words[0], "factors") == 0)
    return parse_header(r, words, n);
  if (!make_model(r))
    return 0;
  if (strcmp(words[0], "gamma") == 0)
    return parse_gamma_line(r, words, n);
  if (strcmp(words[0], "pattern3") == 0)
    return parse_pattern3_line(r, words, n);
  if (strcmp(words[0], "spatial") == 0)
    return parse_spatial_line(r, words, n);
  return parse_fail(r, "unknown line '%s'", words[0]);
}

struct policy_model *policy_model_parse(const char *text, size_t length,
                                        char *err, size_t errlen)
{
  struct reader r;
  char line[1024];
  int status;
  memset(&r, 0, sizeof r);
  r.text = text;
  r.length = text ? length : 0;
  r.err = err;
  r.errlen = errlen;
  if (next_line(&r, line, sizeof line) != 1 || strcmp(line, "hane-policy 1") != 0) {
    if (err && errlen)
      snprintf(err, errlen, "not a Hane policy model (the first line is not 'hane-policy 1')");
    return NULL;
  }
  while ((status = next_line(&r, line, sizeof line)) != 0) {
    if (status < 0) {
      parse_fail(&r, "line too long or holding a NUL byte");
      break;
    }
    if (!parse_line(&r, line))
      break;
  }
  if (status == 0 && !r.seen_end) {
    r.line++;
    parse_fail(&r, "the model ends without its 'end' line (truncated?)");
  }
  if (status != 0 || !r.seen_end) {
    policy_model_free(r.m);
    return NULL;
  }
  return r.m;
}

struct policy_model *policy_model_read_file(const char *path, char *err, size_t errlen)
{
  FILE *in = fopen(path, "rb");
  char *text = NULL;
  size_t length = 0, capacity = 0;
  struct policy_model *m;
  char message[200];
  if (!in) {
    if (err && errlen)
      snprintf(err, errlen, "%s: %s", path, strerror(errno));
    return NULL;
  }
  for (;;) {
    size_t got;
    if (length == capacity) {
      char *bigger;
      capacity = capacity ? 2 * capacity : 1 << 16;
      bigger = realloc(text, capacity);
      if (!bigger) {
        free(text);
        fclose(in);
        if (err && errlen)
          snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
      }
      text = bigger;
    }
    got = fread(text + length, 1, capacity - length, in);
    length += got;
    if (got == 0)
      break;
  }
  if (ferror(in)) {
    free(text);
    fclose(in);
    if (err && errlen)
      snprintf(err, errlen, "%s: read error", path);
    return NULL;
  }
  fclose(in);
  m = policy_model_parse(text, length, message, sizeof message);
  free(text);
  if (!m && err && errlen)
    snprintf(err, errlen, "%s: %s", path, message);
  return m;
}
