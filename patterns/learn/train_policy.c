/* hane-train-policy: learns the move model's gammas from SGF collections
 * and writes them in Hane's policy model format (engine/policy/policy.h).
 *
 *   hane-train-policy [options] COLLECTION...
 *
 * Games of the --validation collections are never trained on; the model's
 * top-1 and top-5 accuracy on them is printed and written into the model's
 * comment.  See the manual's "Move prediction" node. */
#include <config.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "learn.h"

#define MAX_FILES 256

struct options {
  const char *output;
  const char *train[MAX_FILES];
  int train_count;
  const char *validation[MAX_FILES];
  int validation_count;
  int playout;
  double rate, validation_rate;
  int spatial_max;
  long spatial_min_count, spatial_limit, pattern3_min_count;
  int epochs;
  double learning_rate, l2;
  int factors;
  double l2_factors;
  int factor_groups[POLICY_GROUPS];
  int factor_groups_given;
  int nested_spatial;
  double prune;
  int threads;
  uint64_t seed;
  int quiet;
};

static void usage(FILE *out)
{
  fprintf(out,
          "usage: hane-train-policy [options] COLLECTION...\n"
          "Learns the gammas of Hane's move model from the games of SGF collections.\n"
          "  -o, --output FILE          write the model here (default policy.gamma)\n"
          "  --validation FILE          measure on these games, never train on them\n"
          "                             (may be repeated; removed from the training files)\n"
          "  --playout                  the small playout table: 3x3 shapes, captures,\n"
          "                             escapes, self-atari and atari, no ladders\n"
          "  --rate R                   share of training moves used as positions (0.1)\n"
          "  --validation-rate R        share of validation moves measured (0.1)\n"
          "  --spatial-max N            largest spatial pattern size, 0 none (10)\n"
          "  --spatial-min-count N      keep a spatial pattern played N times (20)\n"
          "  --spatial-limit N          at most N spatial patterns (300000)\n"
          "  --pattern3-min-count N     keep a 3x3 shape seen N times (20)\n"
          "  --epochs N                 passes of gradient ascent (4)\n"
          "  --learning-rate X          Adagrad step (0.1)\n"
          "  --l2 X                     pull of each weight towards 0 (0.0001)\n"
          "  --factors K                pairwise terms: vectors of K numbers (0: none)\n"
          "  --l2-factors X             pull of the vectors towards 0 (0.001)\n"
          "  --factor-groups G,G,...    the groups with vectors (all but spatial)\n"
          "  --threads N                worker threads (2)\n"
          "  --seed N                   sampling and order of the positions (1)\n"
          "  --nested-spatial           learn a spatial pattern's weight as a difference\n"
          "                             from the smaller pattern's it extends\n"
          "  --prune X                  leave out spatial patterns whose weight is within\n"
          "                             X of the smaller pattern's they extend (0: none)\n"
          "  --quiet                    no progress lines\n");
}

static int number_arg(const char *text, double low, double high, double *value)
{
  char *end;
  errno = 0;
  *value = strtod(text, &end);
  return end != text && *end == '\0' && !errno && *value >= low && *value <= high;
}

/* "capture,pattern3": the groups named set in groups; 0 if a name is
 * unknown. */
static int parse_groups(const char *text, int groups[POLICY_GROUPS])
{
  char copy[400], *save = NULL;
  snprintf(copy, sizeof copy, "%s", text);
  memset(groups, 0, POLICY_GROUPS * sizeof *groups);
  for (char *name = strtok_r(copy, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
    int g = policy_group_by_name(name);
    if (g < 0)
      return 0;
    groups[g] = 1;
  }
  return 1;
}

static int parse_options(int argc, char **argv, struct options *o)
{
  memset(o, 0, sizeof *o);
  o->output = "policy.gamma";
  o->rate = 0.1;
  o->validation_rate = 0.1;
  o->spatial_max = 10;
  o->spatial_min_count = 20;
  o->spatial_limit = 300000;
  o->pattern3_min_count = 20;
  o->epochs = 4;
  o->learning_rate = 0.1;
  o->l2 = 1e-4;
  o->l2_factors = 1e-3;
  o->threads = 2;
  o->seed = 1;
  for (int k = 1; k < argc; k++) {
    const char *a = argv[k];
    const char *next = k + 1 < argc ? argv[k + 1] : NULL;
    double v;
    int takes = 1;
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      usage(stdout);
      exit(0);
    } else if (strcmp(a, "--playout") == 0) {
      o->playout = 1;
      takes = 0;
    } else if (strcmp(a, "--nested-spatial") == 0) {
      o->nested_spatial = 1;
      takes = 0;
    } else if (strcmp(a, "--quiet") == 0) {
      o->quiet = 1;
      takes = 0;
    } else if (a[0] != '-') {
      if (o->train_count == MAX_FILES)
        return fprintf(stderr, "hane-train-policy: too many files\n"), 0;
      o->train[o->train_count++] = a;
      takes = 0;
    } else if (!next) {
      return fprintf(stderr, "hane-train-policy: %s needs a value\n", a), 0;
    } else if (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0)
      o->output = next;
    else if (strcmp(a, "--validation") == 0) {
      if (o->validation_count == MAX_FILES)
        return fprintf(stderr, "hane-train-policy: too many files\n"), 0;
      o->validation[o->validation_count++] = next;
    } else if (strcmp(a, "--rate") == 0 && number_arg(next, 1e-6, 1, &v))
      o->rate = v;
    else if (strcmp(a, "--validation-rate") == 0 && number_arg(next, 1e-6, 1, &v))
      o->validation_rate = v;
    else if (strcmp(a, "--spatial-max") == 0 && number_arg(next, 0, POLICY_SPATIAL_MAX, &v)
             && (v == 0 || v >= POLICY_SPATIAL_MIN))
      o->spatial_max = (int) v;
    else if (strcmp(a, "--spatial-min-count") == 0 && number_arg(next, 1, 1e12, &v))
      o->spatial_min_count = (long) v;
    else if (strcmp(a, "--spatial-limit") == 0 && number_arg(next, 0, LEARN_SPATIAL_LIMIT, &v))
      o->spatial_limit = (long) v;
    else if (strcmp(a, "--pattern3-min-count") == 0 && number_arg(next, 1, 1e12, &v))
      o->pattern3_min_count = (long) v;
    else if (strcmp(a, "--epochs") == 0 && number_arg(next, 0, 1000, &v))
      o->epochs = (int) v;
    else if (strcmp(a, "--learning-rate") == 0 && number_arg(next, 1e-9, 100, &v))
      o->learning_rate = v;
    else if (strcmp(a, "--l2") == 0 && number_arg(next, 0, 100, &v))
      o->l2 = v;
    else if (strcmp(a, "--factors") == 0 && number_arg(next, 0, POLICY_MAX_FACTORS, &v))
      o->factors = (int) v;
    else if (strcmp(a, "--l2-factors") == 0 && number_arg(next, 0, 100, &v))
      o->l2_factors = v;
    else if (strcmp(a, "--factor-groups") == 0 && parse_groups(next, o->factor_groups))
      o->factor_groups_given = 1;
    else if (strcmp(a, "--prune") == 0 && number_arg(next, 0, 10, &v))
      o->prune = v;
    else if (strcmp(a, "--threads") == 0 && number_arg(next, 1, LEARN_MAX_THREADS, &v))
      o->threads = (int) v;
    else if (strcmp(a, "--seed") == 0 && number_arg(next, 0, 1e18, &v))
      o->seed = (uint64_t) v;
    else
      return fprintf(stderr, "hane-train-policy: bad option or value: %s %s\n", a, next), 0;
    k += takes;
  }
  if (o->train_count == 0) {
    usage(stderr);
    return 0;
  }
  return 1;
}

static int is_validation(const struct options *o, const char *path)
{
  for (int k = 0; k < o->validation_count; k++)
    if (strcmp(o->validation[k], path) == 0)
      return 1;
  return 0;
}

static int read_files(const char *const *paths, int n, const struct options *o,
                      int skip_validation, struct learn_games *set)
{
  for (int k = 0; k < n; k++) {
    char err[400];
    if (skip_validation && is_validation(o, paths[k]))
      continue;
    if (!learn_read_collection(set, paths[k], stderr, err, sizeof err)) {
      fprintf(stderr, "hane-train-policy: %s\n", err);
      return 0;
    }
  }
  return 1;
}

static struct policy_model *empty_model(const struct options *o)
{
  int uses[POLICY_GROUPS];
  for (int g = 0; g < POLICY_GROUPS; g++)
    uses[g] = !o->playout;
  if (o->playout) {
    uses[POLICY_PATTERN3] = uses[POLICY_CAPTURE] = uses[POLICY_ESCAPE] = 1;
    uses[POLICY_SELF_ATARI] = uses[POLICY_ATARI] = 1;
  }
  return policy_model_new(uses, !o->playout, o->playout ? 0 : o->spatial_max);
}

static double seconds(const struct timespec *start)
{
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double) (now.tv_sec - start->tv_sec) + 1e-9 * (double) (now.tv_nsec - start->tv_nsec);
}

static int write_model(const struct options *o, const struct policy_model *m,
                       const char *comment)
{
  char tmp[1024];
  FILE *out;
  snprintf(tmp, sizeof tmp, "%s.tmp", o->output);
  out = fopen(tmp, "w");
  if (!out || !policy_model_write(m, out, comment) || fclose(out) != 0
      || rename(tmp, o->output) != 0) {
    fprintf(stderr, "hane-train-policy: cannot write %s: %s\n", o->output, strerror(errno));
    return 0;
  }
  return 1;
}

/* The arguments, files by their base names, as " --rate 0.1 a.sgf ...". */
static const char *command_line(int argc, char **argv, char *buf, size_t size)
{
  size_t used = 0;
  buf[0] = '\0';
  for (int k = 1; k < argc && used < size; k++) {
    const char *slash = strrchr(argv[k], '/');
    const char *arg = argv[k][0] != '-' && slash ? slash + 1 : argv[k];
    used += (size_t) snprintf(buf + used, size - used, " %s", arg);
  }
  return buf;
}

/* Replaces *m by its pruned copy; the validation records follow. */
static int prune(const struct options *o, struct policy_model **m, const int *parents,
                 struct learn_positions *check, int progress)
{
  int *map = NULL;
  int before = policy_model_values(*m, POLICY_SPATIAL) - 1;
  struct policy_model *pruned = learn_prune_spatial(*m, parents, o->prune, &map);
  if (!pruned)
    return 0;
  learn_remap_spatial(check, map);
  free(map);
  policy_model_free(*m);
  *m = pruned;
  if (progress)
    fprintf(stderr, "pruned: %d of %d spatial patterns kept\n",
            policy_model_values(*m, POLICY_SPATIAL) - 1, before);
  return 1;
}

int main(int argc, char **argv)
{
  struct options o;
  struct learn_games train = { 0 }, check = { 0 };
  struct learn_positions train_positions = { 0 }, check_positions = { 0 };
  struct policy_model *m = NULL;
  int *parents = NULL;
  struct learn_accuracy accuracy = { 0 };
  struct timespec start;
  char comment[2048], line[1200];
  int progress, ok = 0;

  if (!parse_options(argc, argv, &o))
    return 2;
  progress = !o.quiet;
  clock_gettime(CLOCK_MONOTONIC, &start);
  if (!read_files(o.train, o.train_count, &o, 1, &train)
      || !read_files(o.validation, o.validation_count, &o, 0, &check))
    goto done;
  if (progress)
    fprintf(stderr, "games: %ld for training, %ld for validation, %ld skipped (%.0f s)\n",
            train.game_count, check.game_count, train.skipped + check.skipped, seconds(&start));
  if (train.game_count == 0) {
    fprintf(stderr, "hane-train-policy: no games to learn from\n");
    goto done;
  }
  m = empty_model(&o);
  {
    struct learn_harvest_options h = {
      o.spatial_max, o.spatial_min_count, o.spatial_limit, o.pattern3_min_count,
      o.rate, o.seed, o.threads, progress
    };
    struct learn_extract_options x = { o.rate, o.seed, o.threads, progress, "positions" };
    struct learn_extract_options v = { o.validation_rate, o.seed ^ 0x5555, o.threads,
                                       progress, "validation positions" };
    struct learn_fit_options f = {
      .epochs = o.epochs, .learning_rate = o.learning_rate, .l2 = o.l2,
      .l2_factors = o.l2_factors, .seed = o.seed, .progress = progress,
      .validation = check.game_count ? &check_positions : NULL
    };
    if (!m || !learn_harvest(&train, m, &h, &parents)
        || !learn_extract(&train, m, &x, &train_positions)
        || (check.game_count && !learn_extract(&check, m, &v, &check_positions))) {
      fprintf(stderr, "hane-train-policy: out of memory\n");
      goto done;
    }
    if (o.factors && !learn_init_factors(m, o.factors,
                                         o.factor_groups_given ? o.factor_groups : NULL,
                                         o.seed)) {
      fprintf(stderr, "hane-train-policy: out of memory\n");
      goto done;
    }
    if (progress)
      fprintf(stderr, "positions: %ld for training (%ld moves), %ld for validation (%.0f s)\n",
              train_positions.position_count, train_positions.record_count,
              check_positions.position_count, seconds(&start));
    f.spatial_parents = o.nested_spatial ? parents : NULL;
    if (!learn_fit(m, &train_positions, &f)) {
      fprintf(stderr, "hane-train-policy: out of memory\n");
      goto done;
    }
  }
  if (o.prune > 0.0 && !prune(&o, &m, parents, &check_positions, progress)) {
    fprintf(stderr, "hane-train-policy: out of memory\n");
    goto done;
  }
  if (check.game_count)
    learn_measure(m, &check_positions, &accuracy);
  snprintf(comment, sizeof comment,
           "Generated by: hane-train-policy%s\n"
           "from %ld games (%ld positions);\n"
           "validation: %ld positions of %ld games, top-1 %.2f%%, top-5 %.2f%%.",
           command_line(argc, argv, line, sizeof line), train.game_count,
           train_positions.position_count, accuracy.positions, check.game_count,
           accuracy.positions ? 100.0 * (double) accuracy.top1 / (double) accuracy.positions : 0.0,
           accuracy.positions ? 100.0 * (double) accuracy.top5 / (double) accuracy.positions : 0.0);
  if (!write_model(&o, m, comment))
    goto done;
  if (progress)
    fprintf(stderr, "%s\nwritten to %s (%.0f s)\n", comment, o.output, seconds(&start));
  ok = 1;
done:
  free(parents);
  policy_model_free(m);
  learn_positions_free(&train_positions);
  learn_positions_free(&check_positions);
  learn_games_free(&train);
  learn_games_free(&check);
  return ok ? 0 : 1;
}
