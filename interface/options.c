#include <config.h>

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "options.h"

enum {
  OPT_MODE = 256, OPT_QUIET, OPT_BOARDSIZE, OPT_KOMI, OPT_HANDICAP, OPT_COLOR,
  OPT_LEVEL, OPT_SEED, OPT_CHINESE, OPT_JAPANESE, OPT_OWL_PRIOR, OPT_NO_OWL_PRIOR, OPT_OWL_TRACE, OPT_GTP_INPUT, OPT_LISTEN,
  OPT_LISTEN_HOST, OPT_DUMP, OPT_ENGINE, OPT_THREADS, OPT_PLAYOUTS, OPT_RESIGN,
  OPT_NEVER_RESIGN, OPT_RESIGN_THRESHOLD, OPT_PONDERING,
  OPT_DECIDE_STRING, OPT_DECIDE_CONNECTION, OPT_DECIDE_DRAGON, OPT_DECIDE_SEMEAI,
  OPT_DECIDE_POSITION, OPT_TRACE_MAX_NODES, OPT_SCORE, OPT_REVIEW, OPT_REVIEW_GRAPH,
  OPT_VISITS, OPT_MCTS_PARAM, OPT_ANALYSIS_SECONDS, OPT_ANALYSIS_NODES,
  OPT_LISTEN_ONCE, OPT_LISTEN_KEEP_GAME, OPT_IDLE_TIMEOUT, OPT_GAME, OPT_POLICY_FILE
};

static const struct option long_options[] = {
  {"help", no_argument, NULL, 'h'},
  {"version", no_argument, NULL, 'v'},
  {"mode", required_argument, NULL, OPT_MODE},
  {"quiet", no_argument, NULL, OPT_QUIET},
  {"silent", no_argument, NULL, OPT_QUIET},
  {"boardsize", required_argument, NULL, OPT_BOARDSIZE},
  {"komi", required_argument, NULL, OPT_KOMI},
  {"handicap", required_argument, NULL, OPT_HANDICAP},
  {"color", required_argument, NULL, OPT_COLOR},
  {"level", required_argument, NULL, OPT_LEVEL},
  {"seed", required_argument, NULL, OPT_SEED},
  {"chinese-rules", no_argument, NULL, OPT_CHINESE},
  {"japanese-rules", no_argument, NULL, OPT_JAPANESE},
  {"owl-move-prior", no_argument, NULL, OPT_OWL_PRIOR},
  {"no-owl-move-prior", no_argument, NULL, OPT_NO_OWL_PRIOR},
  {"owl-trace", no_argument, NULL, OPT_OWL_TRACE},
  {"infile", required_argument, NULL, 'l'},
  {"until", required_argument, NULL, 'L'},
  {"game", required_argument, NULL, OPT_GAME},
  {"outfile", required_argument, NULL, 'o'},
  {"gtp-input", required_argument, NULL, OPT_GTP_INPUT},
  {"gtp-listen", required_argument, NULL, OPT_LISTEN},
  {"gtp-listen-host", required_argument, NULL, OPT_LISTEN_HOST},
  {"gtp-listen-once", no_argument, NULL, OPT_LISTEN_ONCE},
  {"gtp-listen-keep-game", no_argument, NULL, OPT_LISTEN_KEEP_GAME},
  {"gtp-idle-timeout", required_argument, NULL, OPT_IDLE_TIMEOUT},
  {"gtp-dump-commands", no_argument, NULL, OPT_DUMP},
  {"engine", required_argument, NULL, OPT_ENGINE},
  {"threads", required_argument, NULL, OPT_THREADS},
  {"playouts", required_argument, NULL, OPT_PLAYOUTS},
  {"resign", no_argument, NULL, OPT_RESIGN},
  {"never-resign", no_argument, NULL, OPT_NEVER_RESIGN},
  {"resign-threshold", required_argument, NULL, OPT_RESIGN_THRESHOLD},
  {"pondering", no_argument, NULL, OPT_PONDERING},
  {"mcts-param", required_argument, NULL, OPT_MCTS_PARAM},
  {"decide-string", required_argument, NULL, OPT_DECIDE_STRING},
  {"decide-connection", required_argument, NULL, OPT_DECIDE_CONNECTION},
  {"decide-dragon", required_argument, NULL, OPT_DECIDE_DRAGON},
  {"decide-semeai", required_argument, NULL, OPT_DECIDE_SEMEAI},
  {"decide-position", no_argument, NULL, OPT_DECIDE_POSITION},
  {"trace-max-nodes", required_argument, NULL, OPT_TRACE_MAX_NODES},
  {"score", required_argument, NULL, OPT_SCORE},
  {"review", required_argument, NULL, OPT_REVIEW},
  {"review-graph", required_argument, NULL, OPT_REVIEW_GRAPH},
  {"visits", required_argument, NULL, OPT_VISITS},
  {"analysis-seconds", required_argument, NULL, OPT_ANALYSIS_SECONDS},
  {"analysis-nodes", required_argument, NULL, OPT_ANALYSIS_NODES},
  {"policy-file", required_argument, NULL, OPT_POLICY_FILE},
  {NULL, 0, NULL, 0}
};

void options_print_help(FILE *out)
{
  fputs("Usage: hane [OPTION]...\n"
        "Play Go: against a GTP client (GoGui, Sabaki, kgsGtp), or in the terminal.\n"
        "\n"
        "Modes and input/output:\n"
        "      --mode MODE            'gtp', 'ascii' or 'analysis' (KataGo's JSON\n"
        "                             analysis engine on standard input and output;\n"
        "                             default: gtp when standard input is not a\n"
        "                             terminal, else ascii)\n"
        "      --quiet, --silent      no banner or informational messages\n"
        "  -l, --infile FILE          load this SGF game first\n"
        "  -L, --until MOVE           stop loading before MOVE (a move number or a\n"
        "                             vertex such as L10)\n"
        "      --game N               load the Nth game of a collection (default 1)\n"
        "  -o, --outfile FILE         write the game as SGF when it ends (at quit\n"
        "                             or end of input in GTP mode)\n"
        "      --gtp-input FILE       read GTP commands from FILE, not standard input\n"
        "      --gtp-listen [HOST:]PORT  serve GTP on a TCP port, one client at a\n"
        "                             time (bound to 127.0.0.1 unless HOST is given);\n"
        "                             a second client is told '? busy: serving\n"
        "                             another client'; each client gets a fresh\n"
        "                             game; quit ends the client's session, SIGTERM\n"
        "                             or SIGINT the server\n"
        "      --gtp-listen-host HOST address --gtp-listen binds to\n"
        "      --gtp-listen-once      stop serving after the first client\n"
        "      --gtp-listen-keep-game every client goes on with the same game\n"
        "      --gtp-idle-timeout S   drop a client that sends nothing or reads\n"
        "                             nothing for S seconds (default 600; 0: never)\n"
        "      --gtp-dump-commands    echo received GTP commands to standard error\n"
        "\n"
        "Game:\n"
        "      --boardsize N          board size, 1 to 25 (default 19)\n"
        "      --komi K               komi (default 0 in GTP mode; in ascii mode 6.5,\n"
        "                             7.5 under Chinese rules, 0.5 with handicap)\n"
        "      --handicap N           fixed handicap stones (0, or 2 to 9)\n"
        "      --color COLOR          ascii mode: your colour, black or white\n"
        "                             (default black)\n"
        "      --chinese-rules        area scoring, positional superko\n"
        "      --japanese-rules       territory scoring, simple ko (default)\n"
        "\n"
        "Engine:\n"
        "      --level N              strength against time, 0 to 10 (default 10);\n"
        "                             11 to 20 give analysis commands and moves\n"
        "                             without a clock more time (double every two)\n"
        "      --analysis-seconds S   wall time of one analysis command (default\n"
        "                             from the level: 1 at level 10; 0: no limit)\n"
        "      --analysis-nodes N     reading nodes of one analysis command (default\n"
        "                             from the level: 300000 at level 10; 0: none)\n"
        "      --owl-move-prior       life and death reading orders the first moves\n"
        "                             it reads with the learned move model too\n"
        "                             (default)\n"
        "      --no-owl-move-prior    ... by its own move values only\n"
        "      --owl-trace            print the life and death reading's nodes\n"
        "                             on standard error (debugging)\n"
        "      --seed N               random seed; the same seed gives the same\n"
        "                             answers (default: from the clock)\n"
        "      --engine NAME          move generator: mcts (default) or classic\n"
        "      --threads N            MCTS search threads (default: one per core,\n"
        "                             1 with --seed)\n"
        "      --playouts N           MCTS playouts per move, 0 for by time (default 0)\n"
        "      --resign               allow the engine to resign lost games (default)\n"
        "      --never-resign         never resign: play every game out\n"
        "      --resign-threshold X   MCTS: resign below this winning rate (default\n"
        "                             0.1; implies --resign)\n"
        "      --pondering            MCTS: think on the opponent's time\n"
        "      --mcts-param NAME=VALUE  MCTS: set a search parameter (repeatable;\n"
        "                             GTP 'hane-mcts_param' lists them)\n"
        "      --policy-file FILE     learned move model to use instead of the\n"
        "                             built-in one (a file hane-train-policy wrote)\n"
        "\n"
        "Analysis of the position given by -l FILE [-L MOVE] (no game is played):\n"
        "      --decide-string VERTEX can the string be captured, can it be saved?\n"
        "      --decide-connection V1/V2  can the two strings be connected or cut?\n"
        "      --decide-dragon VERTEX can the dragon be killed, can it live? (owl)\n"
        "      --decide-semeai V1/V2  who wins the capturing race between two dragons\n"
        "      --decide-position      the life-and-death status of every dragon\n"
        "                             (with -o, each of these writes the variations\n"
        "                             it read to that file as SGF)\n"
        "      --trace-max-nodes N    record at most N moves of those variations\n"
        "                             (default 500000)\n"
        "      --score MODE           score the game: 'estimate' (as it stands),\n"
        "                             'finish' (played out by the engine) or\n"
        "                             'aftermath' (played out until the dead stones\n"
        "                             are captured); -o writes the finished game\n"
        "\n"
        "Game review:\n"
        "      --review FILE          analyse every move of the SGF game FILE and\n"
        "                             write it with comments, the engine's lines\n"
        "                             and the biggest mistakes marked to -o FILE\n"
        "      --review-graph FILE    also draw the win rate and score graph as SVG\n"
        "      --visits N             playouts per position (review, default 1000)\n"
        "\n"
        "  -h, --help                 display this help and exit\n"
        "  -v, --version              output version information and exit\n", out);
}

static void print_version(FILE *out)
{
  fputs("Hane " PACKAGE_VERSION "\n"
        "Copyright (C) 2026 the Hane authors.\n"
        "License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
        "This is free software: you are free to change and redistribute it.\n"
        "There is NO WARRANTY, to the extent permitted by law.\n", out);
}

static int parse_long(const char *text, long low, long high, long *value)
{
  char *end;
  errno = 0;
  long v = strtol(text, &end, 10);
  if (*text == '\0' || *end != '\0' || errno == ERANGE || v < low || v > high)
    return 0;
  *value = v;
  return 1;
}

static int parse_real(const char *text, double low, double high, double *value)
{
  char *end;
  double v = strtod(text, &end);
  if (*text == '\0' || *end != '\0' || !isfinite(v) || v < low || v > high)
    return 0;
  *value = v;
  return 1;
}

static int parse_seed(const char *text, uint64_t *seed)
{
  char *end;
  errno = 0;
  if (*text < '0' || *text > '9')
    return 0;
  unsigned long long v = strtoull(text, &end, 10);
  if (*end != '\0' || errno == ERANGE)
    return 0;
  *seed = v;
  return 1;
}

/* [HOST:]PORT */
static int parse_listen(struct options *o, const char *text)
{
  long port;
  const char *colon = strrchr(text, ':');
  if (colon != NULL) {
    size_t n = (size_t) (colon - text);
    if (n == 0 || n >= sizeof o->listen_host_text)
      return 0;
    memcpy(o->listen_host_text, text, n);
    o->listen_host_text[n] = '\0';
    o->listen_host = o->listen_host_text;
    text = colon + 1;
  }
  if (!parse_long(text, 1, 65535, &port))
    return 0;
  o->listen_port = (int) port;
  return 1;
}

/* --owl-trace: the owl's node trace, a line each, on standard error. */
static void owl_trace_to_stderr(void *data, const char *line)
{
  (void) data;
  fprintf(stderr, "%s\n", line);
}

static void set_defaults(struct options *o)
{
  memset(o, 0, sizeof *o);
  o->mode = MODE_DEFAULT;
  o->board_size = 19;
  o->human_color = BLACK;
  o->listen_host = "127.0.0.1";
  o->config.kind = ENGINE_MCTS;       /* won our matches on 9x9 and 19x19 */
  o->config.level = 10;
  o->config.owl_move_prior = 1;       /* owl and ld_owl suites: owl developer's notes, session 6 */
  o->level = 10;
  o->analysis_seconds = -1.0;
  o->idle_seconds = 600.0;
  o->game_number = 1;
  o->analysis_nodes = -1;
  o->config.threads = 1;
  o->config.resign_allowed = 1;       /* as GNU Go: lost games are resigned */
  o->config.resign_threshold = 0.1;
}

/* NAME=VALUE into the config's MCTS parameters. */
static int parse_mcts_param(struct options *o, const char *text)
{
  const char *eq = strchr(text, '=');
  char name[64];
  double value;
  if (eq == NULL || eq == text || (size_t) (eq - text) >= sizeof name)
    return 0;
  memcpy(name, text, (size_t) (eq - text));
  name[eq - text] = '\0';
  if (!parse_real(eq + 1, -1e300, 1e300, &value))
    return 0;
  return engine_config_add_mcts_param(&o->config, name, value) == 0;
}

/* One option with its argument; 0 if the argument is bad. */
static int apply_option(struct options *o, int c, const char *arg)
{
  long n;
  switch (c) {
  case OPT_MODE:
    if (strcmp(arg, "gtp") == 0)
      o->mode = MODE_GTP;
    else if (strcmp(arg, "ascii") == 0)
      o->mode = MODE_ASCII;
    else if (strcmp(arg, "analysis") == 0)
      o->mode = MODE_ANALYSIS;
    else
      return 0;
    return 1;
  case OPT_QUIET: o->quiet = 1; return 1;
  case OPT_BOARDSIZE:
    if (!parse_long(arg, MIN_BOARD, MAX_BOARD, &n))
      return 0;
    o->board_size = (int) n;
    return 1;
  case OPT_KOMI:
    o->komi_given = 1;
    return parse_real(arg, -1000.0, 1000.0, &o->komi);
  case OPT_HANDICAP:
    if (!parse_long(arg, 0, 9, &n) || n == 1)
      return 0;
    o->handicap = (int) n;
    return 1;
  case OPT_COLOR:
    if (strcmp(arg, "black") == 0 || strcmp(arg, "b") == 0)
      o->human_color = BLACK;
    else if (strcmp(arg, "white") == 0 || strcmp(arg, "w") == 0)
      o->human_color = WHITE;
    else
      return 0;
    return 1;
  case OPT_LEVEL:
    if (!parse_long(arg, 0, ENGINE_MAX_LEVEL, &n))
      return 0;
    o->level = (int) n;
    o->config.level = n < 10 ? (int) n : 10;
    return 1;
  case OPT_ANALYSIS_SECONDS:
    return parse_real(arg, 0.0, 1e6, &o->analysis_seconds);
  case OPT_ANALYSIS_NODES:
    return parse_long(arg, 0, 1000000000000L, &o->analysis_nodes);
  case OPT_SEED:
    o->seed_given = 1;
    return parse_seed(arg, &o->config.seed);
  case OPT_CHINESE: o->config.chinese_rules = 1; o->rules_given = 1; return 1;
  case OPT_JAPANESE: o->config.chinese_rules = 0; o->rules_given = 1; return 1;
  case OPT_OWL_PRIOR: o->config.owl_move_prior = 1; return 1;
  case OPT_NO_OWL_PRIOR: o->config.owl_move_prior = 0; return 1;
  case OPT_OWL_TRACE: o->config.owl_trace = owl_trace_to_stderr; return 1;
  case 'l': o->infile = arg; return 1;
  case 'L': o->until = arg; return 1;
  case 'o': o->outfile = arg; return 1;
  case OPT_GTP_INPUT: o->gtp_input = arg; return 1;
  case OPT_LISTEN: return parse_listen(o, arg);
  case OPT_LISTEN_HOST: o->listen_host = arg; return *arg != '\0';
  case OPT_LISTEN_ONCE: o->listen_once = 1; return 1;
  case OPT_GAME:
    if (!parse_long(arg, 1, 1000000000L, &n))
      return 0;
    o->game_number = (int) n;
    return 1;
  case OPT_LISTEN_KEEP_GAME: o->listen_keep_game = 1; return 1;
  case OPT_IDLE_TIMEOUT: return parse_real(arg, 0.0, 1e7, &o->idle_seconds);
  case OPT_DUMP: o->dump_commands = 1; return 1;
  case OPT_ENGINE:
    if (strcmp(arg, "classic") == 0)
      o->config.kind = ENGINE_CLASSIC;
    else if (strcmp(arg, "mcts") == 0)
      o->config.kind = ENGINE_MCTS;
    else
      return 0;
    return 1;
  case OPT_THREADS:
    if (!parse_long(arg, 1, 1024, &n))
      return 0;
    o->config.threads = (int) n;
    o->threads_given = 1;
    return 1;
  case OPT_PLAYOUTS:
    return parse_long(arg, 0, 1000000000L, &o->config.playouts);
  case OPT_RESIGN: o->config.resign_allowed = 1; return 1;
  case OPT_NEVER_RESIGN: o->config.resign_allowed = 0; return 1;
  case OPT_RESIGN_THRESHOLD:
    o->config.resign_allowed = 1;
    return parse_real(arg, 0.0, 1.0, &o->config.resign_threshold);
  case OPT_PONDERING: o->config.pondering = 1; return 1;
  case OPT_MCTS_PARAM: return parse_mcts_param(o, arg);
  case OPT_DECIDE_STRING: o->decide = "string"; o->decide_target = arg; return 1;
  case OPT_DECIDE_CONNECTION: o->decide = "connection"; o->decide_target = arg; return 1;
  case OPT_DECIDE_DRAGON: o->decide = "dragon"; o->decide_target = arg; return 1;
  case OPT_DECIDE_SEMEAI: o->decide = "semeai"; o->decide_target = arg; return 1;
  case OPT_DECIDE_POSITION: o->decide = "position"; o->decide_target = NULL; return 1;
  case OPT_TRACE_MAX_NODES:
    return parse_long(arg, 1, 100000000L, &o->trace_max_nodes);
  case OPT_POLICY_FILE: o->policy_file = arg; return 1;
  case OPT_SCORE:
    if (strcmp(arg, "estimate") != 0 && strcmp(arg, "finish") != 0
        && strcmp(arg, "aftermath") != 0)
      return 0;
    o->score = arg;
    return 1;
  case OPT_REVIEW: o->review = arg; return 1;
  case OPT_REVIEW_GRAPH: o->review_graph = arg; return 1;
  case OPT_VISITS:
    return parse_long(arg, 1, 100000000L, &o->visits);
  }
  return 0;
}

static const char *option_name(int c)
{
  for (const struct option *lo = long_options; lo->name != NULL; lo++)
    if (lo->val == c)
      return lo->name;
  return "?";
}

static int usage_error(FILE *err)
{
  fputs("Try 'hane --help' for more information.\n", err);
  return 2;
}

/* More threads than this are not started without asking. */
#define MAX_DEFAULT_THREADS 16

/* One search thread per core; one with a seed, because several threads
 * share the tree in whatever order the scheduler runs them and the
 * answers would not be reproducible. */
static int default_threads(int seed_given)
{
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  if (seed_given || cores < 1)
    return 1;
  return cores > MAX_DEFAULT_THREADS ? MAX_DEFAULT_THREADS : (int) cores;
}

int options_parse(struct options *o, int argc, char **argv, FILE *out, FILE *err)
{
  int c;
  set_defaults(o);
  optind = 0;
  opterr = 0;
  while ((c = getopt_long(argc, argv, ":hvl:L:o:", long_options, NULL)) != -1) {
    if (c == 'h') {
      options_print_help(out);
      return 1;
    }
    if (c == 'v') {
      print_version(out);
      return 1;
    }
    if (c == '?') {
      fprintf(err, "hane: unrecognized option '%s'\n", argv[optind - 1]);
      return usage_error(err);
    }
    if (c == ':') {
      fprintf(err, "hane: option '%s' requires an argument\n", argv[optind - 1]);
      return usage_error(err);
    }
    if (!apply_option(o, c, optarg)) {
      fprintf(err, "hane: invalid argument '%s' for '--%s'\n", optarg ? optarg : "",
              option_name(c));
      return usage_error(err);
    }
  }
  if (optind < argc) {
    fprintf(err, "hane: unexpected argument '%s'\n", argv[optind]);
    return usage_error(err);
  }
  if (o->review != NULL && o->outfile == NULL) {
    fputs("hane: --review needs -o FILE for the reviewed game\n", err);
    return usage_error(err);
  }
  if (o->review_graph != NULL && o->review == NULL) {
    fputs("hane: --review-graph goes with --review\n", err);
    return usage_error(err);
  }
  if (!o->threads_given)
    o->config.threads = default_threads(o->seed_given);
  /* Seeded answers must repeat: the search counts playouts, not time. */
  o->config.reproducible = o->seed_given;
  return 0;
}
