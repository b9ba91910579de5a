/* hane-regress: runs GNU Go-format .tst suites against a GTP engine and
 * reports passes, failures and surprises per test, per suite and in total. */
#include <config.h>
#include <getopt.h>
#include <libgen.h>
#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "gtp_pipe.h"
#include "utils/timer.h"
#include "tst_file.h"

#ifndef HANE_ENGINE
#define HANE_ENGINE "hane"
#endif

/* Longest answer shown in a result line. */
#define SHOWN_ANSWER 200

struct options {
  char **engine;          /* argv of the engine */
  int verbose;            /* every test, not only surprises */
  int summary_only;       /* only the suite and total lines */
  double timeout;         /* seconds per command */
};

struct counts {
  int passed, failed, unexpected_failures, unexpected_passes;
  double seconds;
};

struct suite_run {
  const char *name;
  const struct options *options;
  struct counts *counts;
};

static void usage(FILE *out)
{
  fprintf(out,
          "Usage: hane-regress [OPTION]... FILE.tst...\n"
          "Run GNU Go-format GTP regression suites; each suite gets a fresh engine\n"
          "started in the suite's directory.\n\n"
          "  --engine \"CMD ARGS\"  GTP engine to test (default: %s\n"
          "                       --mode gtp --quiet --seed 1 --engine classic\n"
          "                       --analysis-seconds 0 --analysis-nodes 0\n"
          "                       --japanese-rules: GNU Go's rules, whatever RU says)\n"
          "  --seed N             seed given to the default engine (default 1)\n"
          "  --timeout SECONDS    longest wait for one answer (default 60)\n"
          "  --verbose            show every test, not only failures and surprises\n"
          "  --summary            show only the per-suite and total lines\n"
          "  --help               this text\n\n"
          "Exit status: 0 when no test failed unexpectedly, 1 when some did,\n"
          "2 when a suite could not be read or the engine not started.\n",
          HANE_ENGINE);
}

/* The answer as shown on one line: newlines as "\n", long ones cut. */
static void show_answer(const char *answer, char *out, size_t outlen)
{
  size_t used = 0;
  for (; *answer && used + 5 < outlen; answer++) {
    if (used >= SHOWN_ANSWER) {
      strcpy(out + used, "...");
      return;
    }
    if (*answer == '\n') {
      out[used++] = '\\';
      out[used++] = 'n';
    } else
      out[used++] = *answer;
  }
  out[used] = '\0';
}

/* The command without its test number. */
static const char *command_text(const struct tst_item *item)
{
  const char *p = item->command;
  if (item->number < 0)
    return p;
  while (*p >= '0' && *p <= '9')
    p++;
  while (*p == ' ' || *p == '\t')
    p++;
  return p;
}

static int regex_matches(const char *expected, const char *answer, int *bad)
{
  size_t length = strlen(expected) + 3;
  char *anchored = malloc(length);
  regex_t re;
  int matched = 0;
  *bad = 0;
  if (!anchored) {
    *bad = 1;
    return 0;
  }
  snprintf(anchored, length, "^%s$", expected);
  if (regcomp(&re, anchored, REG_EXTENDED | REG_NOSUB) != 0)
    *bad = 1;
  else {
    matched = regexec(&re, answer, 0, NULL, 0) == 0;
    regfree(&re);
  }
  free(anchored);
  return matched;
}

static void count_result(struct suite_run *run, const struct tst_item *item, int passed)
{
  if (passed) {
    run->counts->passed++;
    run->counts->unexpected_passes += item->known_failure;
  } else {
    run->counts->failed++;
    run->counts->unexpected_failures += !item->known_failure;
  }
}

/* Judges one test's reply, counts and prints it. */
static void judge(struct suite_run *run, const struct tst_item *item,
                  const struct gtp_reply *reply, double seconds)
{
  const char *verdict;
  char shown[2 * SHOWN_ANSWER + 8], answer_buffer[2 * SHOWN_ANSWER + 8];
  const char *answer = reply->text;
  char *error_answer = NULL;
  int passed = 0, bad_regex = 0, show;

  if (reply->status == GTP_FAILURE) {
    /* "? message" is matched as such; it can only pass a test that
     * expects that failure. */
    error_answer = malloc(strlen(reply->text) + 3);
    if (error_answer)
      sprintf(error_answer, "?%s%s", reply->text[0] ? " " : "", reply->text);
    answer = error_answer ? error_answer : "?";
  }
  if (reply->status == GTP_SUCCESS || reply->status == GTP_FAILURE) {
    int matched = regex_matches(item->expected, answer, &bad_regex);
    passed = !bad_regex && (item->negated ? !matched && reply->status == GTP_SUCCESS
                                          : matched);
  }
  if (reply->id >= 0 && reply->id != item->number)
    passed = 0;
  count_result(run, item, passed);

  if (passed)
    verdict = item->known_failure ? "unexpected PASS" : "PASS";
  else
    verdict = item->known_failure ? "expected FAIL" : "FAIL";
  show = run->options->verbose || passed == item->known_failure;
  if (!show || run->options->summary_only) {
    free(error_answer);
    return;
  }
  show_answer(answer, shown, sizeof shown);
  show_answer(item->expected, answer_buffer, sizeof answer_buffer);
  printf("%s:%d %s: '%s' answered '%s', expected [%s%s]%s", run->name, item->number,
         verdict, command_text(item), shown, item->negated ? "!" : "", answer_buffer,
         item->known_failure ? "*" : "");
  if (bad_regex)
    printf(" (invalid regex)");
  if (reply->status == GTP_MALFORMED)
    printf(" (malformed answer)");
  if (reply->id >= 0 && reply->id != item->number)
    printf(" (answer id %d)", reply->id);
  if (run->options->verbose)
    printf(" (%.2f s)", seconds);
  putchar('\n');
  free(error_answer);
}

/* Every test from item first on is counted as failed. */
static void fail_rest(struct suite_run *run, const struct tst_suite *suite, int first)
{
  for (int k = first; k < suite->count; k++)
    if (suite->items[k].expected)
      count_result(run, &suite->items[k], 0);
}

/* Sends the suite's commands; returns the index of the first item not
 * run because the engine died or hung (suite->count when all ran). */
static int send_all(struct suite_run *run, struct gtp_pipe *engine,
                    const struct tst_suite *suite)
{
  for (int k = 0; k < suite->count; k++) {
    const struct tst_item *item = &suite->items[k];
    struct gtp_reply reply;
    double start = wall_seconds();
    gtp_pipe_command(engine, item->command, run->options->timeout, &reply);
    if (reply.status == GTP_TIMEOUT || reply.status == GTP_DIED) {
      char how[128];
      if (reply.status == GTP_TIMEOUT) {
        gtp_pipe_abort(engine, 0);
        snprintf(how, sizeof how, "gave no answer within %g s", run->options->timeout);
      } else {
        gtp_pipe_abort(engine, 2.0);
        gtp_pipe_describe_exit(engine, how, sizeof how);
        if (!how[0])
          snprintf(how, sizeof how, "closed its pipes");
      }
      printf("%s:%d: engine %s on '%s'; the remaining tests count as failed\n",
             run->name, item->line, how, item->command);
      gtp_reply_free(&reply);
      return k;
    }
    if (item->expected)
      judge(run, item, &reply, wall_seconds() - start);
    else if (reply.status != GTP_SUCCESS && run->options->verbose)
      printf("%s:%d: setup command '%s' answered '? %s'\n", run->name, item->line,
             item->command, reply.text);
    gtp_reply_free(&reply);
  }
  return suite->count;
}

static void print_counts(const char *name, const struct counts *c)
{
  printf("%s: %d passed, %d failed (%d unexpected) in %.2f s", name, c->passed, c->failed,
         c->unexpected_failures, c->seconds);
  if (c->unexpected_passes)
    printf("; %d unexpected PASS", c->unexpected_passes);
  putchar('\n');
  fflush(stdout);
}

/* Runs one suite file; returns -1 if it could not be run at all. */
static int run_suite(const char *path, const struct options *options, struct counts *total)
{
  struct tst_suite suite;
  struct gtp_pipe engine;
  struct counts counts = { 0, 0, 0, 0, 0.0 };
  struct suite_run run = { NULL, options, &counts };
  char err[512];
  char *path_copy = strdup(path), *dir_copy = strdup(path);
  double start = wall_seconds();
  int status = 0, stopped;

  if (!path_copy || !dir_copy) {
    free(path_copy);
    free(dir_copy);
    return -1;
  }
  run.name = basename(path_copy);
  if (tst_load(path, &suite, err, sizeof err) < 0) {
    fprintf(stderr, "hane-regress: %s\n", err);
    free(path_copy);
    free(dir_copy);
    return -1;
  }
  if (gtp_pipe_start(&engine, options->engine, dirname(dir_copy), NULL, err, sizeof err) < 0) {
    fprintf(stderr, "hane-regress: %s: %s\n", run.name, err);
    fail_rest(&run, &suite, 0);
    status = -1;
  } else {
    stopped = send_all(&run, &engine, &suite);
    if (stopped < suite.count)
      fail_rest(&run, &suite, stopped);
    else
      gtp_pipe_stop(&engine);
  }
  counts.seconds = wall_seconds() - start;
  print_counts(run.name, &counts);
  total->passed += counts.passed;
  total->failed += counts.failed;
  total->unexpected_failures += counts.unexpected_failures;
  total->unexpected_passes += counts.unexpected_passes;
  tst_free(&suite);
  free(path_copy);
  free(dir_copy);
  return status;
}

static char **default_engine(const char *seed)
{
  /* The suites test the GNU Go-style engine's answers, whatever the
   * default engine is for the board size, and as GNU Go gives them:
   * without the wall-clock and node budget of interactive analysis, so
   * the answers do not depend on the machine's load, and by GNU Go's
   * default rules, which its loadsgf keeps whatever the file's RU says. */
  const char *words[] = { HANE_ENGINE, "--mode", "gtp", "--quiet", "--seed", seed,
                          "--engine", "classic", "--analysis-seconds", "0",
                          "--analysis-nodes", "0", "--japanese-rules", NULL };
  char **argv = calloc(sizeof words / sizeof words[0], sizeof *argv);
  if (!argv)
    return NULL;
  for (int k = 0; words[k]; k++)
    if (!(argv[k] = strdup(words[k]))) {
      free_words(argv);
      return NULL;
    }
  return argv;
}

int main(int argc, char **argv)
{
  static const struct option long_options[] = {
    { "engine", required_argument, NULL, 'e' },
    { "seed", required_argument, NULL, 's' },
    { "timeout", required_argument, NULL, 't' },
    { "verbose", no_argument, NULL, 'v' },
    { "summary", no_argument, NULL, 'q' },
    { "help", no_argument, NULL, 'h' },
    { NULL, 0, NULL, 0 }
  };
  struct options options = { NULL, 0, 0, 60.0 };
  struct counts total = { 0, 0, 0, 0, 0.0 };
  const char *engine_command = NULL, *seed = "1";
  double start = wall_seconds();
  int c, fatal = 0, suites = 0;
  char *end;

  while ((c = getopt_long(argc, argv, "e:s:t:vqh", long_options, NULL)) != -1) {
    switch (c) {
    case 'e':
      engine_command = optarg;
      break;
    case 's':
      strtoul(optarg, &end, 10);
      if (!*optarg || *end) {
        fprintf(stderr, "hane-regress: --seed needs a number\n");
        return 2;
      }
      seed = optarg;
      break;
    case 't':
      options.timeout = strtod(optarg, &end);
      if (*end || !(options.timeout > 0)) {
        fprintf(stderr, "hane-regress: --timeout needs a positive number of seconds\n");
        return 2;
      }
      break;
    case 'v':
      options.verbose = 1;
      break;
    case 'q':
      options.summary_only = 1;
      break;
    case 'h':
      usage(stdout);
      return 0;
    default:
      usage(stderr);
      return 2;
    }
  }
  if (optind >= argc) {
    usage(stderr);
    return 2;
  }
  if (engine_command) {
    options.engine = split_words(engine_command);
    if (!options.engine) {
      fprintf(stderr, "hane-regress: cannot read the engine command '%s'\n", engine_command);
      return 2;
    }
  } else {
    if (access(HANE_ENGINE, X_OK) != 0) {
      fprintf(stderr, "hane-regress: %s is not built; build it or use --engine\n",
              HANE_ENGINE);
      return 2;
    }
    options.engine = default_engine(seed);
    if (!options.engine)
      return 2;
  }
  signal(SIGPIPE, SIG_IGN);

  for (int k = optind; k < argc; k++, suites++)
    if (run_suite(argv[k], &options, &total) < 0)
      fatal = 1;
  total.seconds = wall_seconds() - start;
  if (suites > 1)
    print_counts("total", &total);
  free_words(options.engine);
  if (fatal)
    return 2;
  return total.unexpected_failures > 0 ? 1 : 0;
}
