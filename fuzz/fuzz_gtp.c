/* libFuzzer target: arbitrary bytes as a GTP session, answered into a
 * memory buffer.  The first byte chooses the engine (Monte Carlo or
 * classic) and a small board (5, 7 or 9 lines); the rest is the session.
 * Budgets are tiny, so that the fuzzer runs many sessions a second and
 * reaches every command, trymove, popgo and the analysis commands after
 * them included: no Monte Carlo search (move, picture, analysis) runs
 * more than 17 playouts (one past the 16th, where a search first checks
 * its clock, interrupt and early stop), in a tree of 4,096 nodes (the
 * smallest the engine makes; no input of the corpus fills it), and no
 * question or move reads more than 300 nodes (reading, owl, semeai;
 * engine_config.node_cap), analysis with no clock.  Files are off
 * (loadsgf and printsgf FILE answer an error), so inputs cannot touch the
 * disk.  Every answer must be "=" or "?" and the game's record must
 * still replay to the board.
 *
 * One game per engine serves every session: before each, the game and its
 * engine are reset (engine_reset, a new game, every setting the commands
 * can change put back), which is what makes sessions cheap (no boards,
 * trees and caches to allocate; solved eye shapes kept).  The engine's
 * sources are built without comparison tracing and libFuzzer
 * runs without its entropic schedule (whose bookkeeping grows with the
 * thousands of features a session hits): each cost as much as the
 * session itself (run-fuzzers' fuzz-no-cmp-trace and fuzz-options).  With
 * HANE_FUZZ_GTP_CHECK_RESET set in the environment, every session also
 * runs on a game made for it alone and the two transcripts must be equal
 * (but for the lines that tell the time): run the corpus so to
 * check that the reset forgets everything (fuzz_gtp -runs=0 CORPUS_DIR).
 *
 * This is the deep configuration: any number of searches a session, which
 * is where most of its CPU goes (a few hundred sessions a CPU second).
 * fuzz_gtp_fast.c builds this file in the fast one (FUZZ_GTP_FAST below):
 * thousands of sessions a CPU second.
 */
// fuzz-sources: interface/gtp/*.c interface/game/*.c engine/*.c engine/*/*.c engine/board/zobrist_table.c engine/life/eye_table.c patterns/patterns_db.c patterns/policy_data.c sgf/*.c utils/*.c
// fuzz-includes: patterns
// fuzz-exclude: engine/board/mkzobrist.c engine/life/mkeyetable.c
// fuzz-options: -entropic=0
// fuzz-no-cmp-trace: engine/*.c engine/*/*.c engine/board/zobrist_table.c engine/life/eye_table.c patterns/patterns_db.c patterns/policy_data.c
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/sgftrace.h"
#include "interface/game/game.h"
#include "interface/gtp/gtp.h"
#include "fuzz/small_model.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The two configurations of this harness (fuzz_gtp_fast.c defines
 * FUZZ_GTP_FAST).  A session may run FUZZ_SEARCHES searching commands
 * (FUZZ_SEARCHING below; 0: any number); the ones after them answer an
 * error and change nothing. */
#ifdef FUZZ_GTP_FAST
#define FUZZ_PLAYOUTS 4
#define FUZZ_NODE_CAP 100
#define FUZZ_SEARCHES 1
#define FUZZ_BOARD_SIZES {5, 6, 7, 9}
#define FUZZ_MAX_SIZE 9          /* boardsize refuses larger boards */
#else
#define FUZZ_PLAYOUTS 17
#define FUZZ_NODE_CAP 300
#define FUZZ_SEARCHES 0
#define FUZZ_BOARD_SIZES {5, 7, 9, 9}
#define FUZZ_MAX_SIZE MAX_BOARD
#endif

/* A GTP session and what it may still spend.  gtp comes first: the
 * harness's handlers get &session->gtp and find the session from it. */
struct fuzz_session {
  struct gtp gtp;
  int searches_left;
};

/* Answers the command `name` with the engine's own handler. */
static int engine_handler(struct gtp *gtp, char *args, const char *name)
{
  const struct gtp_command *command = gtp_find_command(gtp_command_tables, name);
  if (command == NULL)
    abort();                     /* FUZZ_SEARCHING names a command that is gone */
  return command->handler(gtp, args);
}

/* A searching command: the engine's answer while the session has
 * searches left, else an error. */
static int limited_search(struct gtp *gtp, char *args, const char *name)
{
  struct fuzz_session *session = (struct fuzz_session *) gtp;
  if (session->searches_left <= 0)
    return gtp_failure(gtp, "fuzz: no search left in this session");
  session->searches_left--;
  return engine_handler(gtp, args, name);
}

/* boardsize: the engine's answer, but boards larger than FUZZ_MAX_SIZE
 * that the engine would take are refused. */
static int limited_boardsize(struct gtp *gtp, char *args)
{
  char *end;
  long size = strtol(args, &end, 10);
  if (end != args && (*end == '\0' || *end == ' ') && size > FUZZ_MAX_SIZE && size <= MAX_BOARD)
    return gtp_failure(gtp, "fuzz: boards of at most %d lines", FUZZ_MAX_SIZE);
  return engine_handler(gtp, args, "boardsize");
}

/* The commands that search: every move generator, move valuation and
 * score estimate. */
#define FUZZ_SEARCHING(X)                                                  \
  X(genmove, "genmove") X(genmove_black, "genmove_black")                  \
  X(genmove_white, "genmove_white") X(cleanup, "kgs-genmove_cleanup")      \
  X(reg_genmove, "reg_genmove") X(gg_genmove, "gg_genmove")                \
  X(restricted_genmove, "restricted_genmove")                              \
  X(genmove_analyze, "genmove_analyze")                                    \
  X(lz_genmove_analyze, "lz-genmove_analyze")                              \
  X(kata_genmove_analyze, "kata-genmove_analyze") X(top_moves, "top_moves") \
  X(top_moves_black, "top_moves_black") X(top_moves_white, "top_moves_white") \
  X(estimate_score, "estimate_score") X(new_score, "new_score")            \
  X(final_score, "final_score")
#define FUZZ_LIMITED(id, name)                                             \
  static int limited_##id(struct gtp *gtp, char *args)                     \
  {                                                                        \
    return limited_search(gtp, args, name);                                \
  }
FUZZ_SEARCHING(FUZZ_LIMITED)
#define FUZZ_LIMITED_ENTRY(id, name) {name, limited_##id, NULL},
static const struct gtp_command limited_commands[] = {
  FUZZ_SEARCHING(FUZZ_LIMITED_ENTRY)
  {"boardsize", limited_boardsize, NULL},
  {NULL, NULL, NULL}
};

/* The command tables of a session: the engine's, behind the limits above
 * when there are any.  Fills tables (FUZZ_MAX_TABLES entries). */
#define FUZZ_MAX_TABLES 64
static const struct gtp_command *const *fuzz_tables(const struct gtp_command **tables)
{
  if (FUZZ_SEARCHES == 0)
    return gtp_command_tables;
  int t = 0;
  tables[t++] = limited_commands;
  for (int k = 0; gtp_command_tables[k] != NULL; k++) {
    if (t + 1 >= FUZZ_MAX_TABLES)
      abort();
    tables[t++] = gtp_command_tables[k];
  }
  tables[t] = NULL;
  return tables;
}

/* Every answer starts with '=' or '?' and ends with an empty line. */
static void check_answers(const char *output, size_t length)
{
  size_t start = 0;
  while (start < length) {
    if (output[start] != '=' && output[start] != '?')
      abort();
    const char *end = strstr(output + start, "\n\n");
    if (end == NULL)
      abort();
    start = (size_t) (end - output) + 2;
  }
}

/* The game's record replays to its board (at stack level 0). */
static void check_record(struct game *g)
{
  struct board *b = g->board;
  while (b->stackp > 0)
    popgo(b);
  struct board *replayed = g->scratch;
  board_clear(replayed, b->board_size);
  replayed->komi = b->komi;
  replayed->superko = b->superko;
  if (!play_record_replay(&g->record, replayed))
    abort();
  if (memcmp(replayed->board, b->board, sizeof b->board) != 0)
    abort();
}

/* Lines that tell the time, so differ from one run to the next: the
 * analysis lines printed at intervals of the wall clock, the search's
 * time and speed (hane-mcts_stats), cputime's answer ("=[id] S.SSS"). */
static int tells_the_time(const char *line, size_t length)
{
  static const char *const prefixes[] = {"info ", "seconds ", "playouts_per_second "};
  for (size_t k = 0; k < sizeof prefixes / sizeof prefixes[0]; k++) {
    size_t n = strlen(prefixes[k]);
    if (length >= n && strncmp(line, prefixes[k], n) == 0)
      return 1;
  }
  size_t k = 0;
  if (k < length && line[k] == '=')
    k++;
  else
    return 0;
  while (k < length && line[k] >= '0' && line[k] <= '9')
    k++;
  if (k >= length || line[k++] != ' ')
    return 0;
  size_t digits = 0;
  while (k < length && line[k] >= '0' && line[k] <= '9')
    k++, digits++;
  if (digits == 0 || k + 3 >= length || line[k] != '.')
    return 0;
  for (int d = 1; d <= 3; d++)
    if (line[k + d] < '0' || line[k + d] > '9')
      return 0;
  return k + 4 == length || (k + 5 == length && line[k + 4] == '\n');
}

/* The transcript without the lines that tell the time.  In place;
 * returns the new length. */
static size_t without_time(char *text, size_t length)
{
  size_t kept = 0, start = 0;
  while (start < length) {
    const char *newline = memchr(text + start, '\n', length - start);
    size_t end = newline != NULL ? (size_t) (newline - text) + 1 : length;
    if (!tells_the_time(text + start, end - start)) {
      memmove(text + kept, text + start, end - start);
      kept += end - start;
    }
    start = end;
  }
  return kept;
}

/* The engine every session starts with (kind 0: Monte Carlo, 1: classic);
 * the owl's move prior on, as the command line has it by default. */
static struct engine_config fuzz_config(int kind)
{
  struct engine_config config = {.kind = kind ? ENGINE_CLASSIC : ENGINE_MCTS,
                                 .level = 0, .seed = 1, .threads = 1,
                                 .playouts = FUZZ_PLAYOUTS, .playout_cap = FUZZ_PLAYOUTS,
                                 .tree_nodes = 4096, .node_cap = FUZZ_NODE_CAP,
                                 .policy_text = fuzz_small_model,
                                 .policy_text_length = sizeof fuzz_small_model - 1,
                                 .resign_threshold = 0.1, .reproducible = 1,
                                 .owl_move_prior = 1};
  return config;
}

/* What game_new(&config, size, 6.5) gives, from a game made with config
 * and used since: the position, record, handicap, result, clock, rules,
 * komi, level, trace, budgets and the engine's settings and memory of
 * positions all back to the start. */
static void reset_game(struct game *g, const struct engine_config *config, int size)
{
  engine_reset(g->engine, config);
  sgftrace_free(g->trace);
  g->trace = NULL;
  g->trace_max_nodes = 0;
  g->outfile = NULL;
  g->messages = NULL;
  g->rules_fixed = 0;
  g->loading_name = NULL;
  g->level = config->level;      /* the engine's is back already */
  game_set_rules(g, config->chinese_rules);
  game_set_komi(g, 6.5f);
  clock_init(&g->clock);
  while (g->board->stackp > 0)
    popgo(g->board);
  if (!game_set_board_size(g, size))
    abort();
  board_clear(g->scratch, size);
}

/* Runs the session on g: its transcript in *output (malloc'd, *length
 * bytes), checked. */
static void run_session(struct game *g, const uint8_t *data, size_t size, char **output,
                        size_t *length)
{
  *output = NULL;
  *length = 0;
  FILE *in = fmemopen((void *) data, size, "r");
  FILE *out = open_memstream(output, length);
  if (in == NULL || out == NULL)
    abort();                     /* nothing would be tested */
  g->analysis_seconds = 0.0;
  g->analysis_nodes = FUZZ_NODE_CAP;
  struct fuzz_session session = {.searches_left = FUZZ_SEARCHES};
  const struct gtp_command *tables[FUZZ_MAX_TABLES];
  gtp_init(&session.gtp, g, in, out);
  session.gtp.allow_files = 0;
  session.gtp.tables = fuzz_tables(tables);
  gtp_main_loop(&session.gtp);
  gtp_release(&session.gtp);
  fclose(in);
  fclose(out);
  check_answers(*output, *length);
  check_record(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static const int sizes[] = FUZZ_BOARD_SIZES;
  static struct game *games[2];  /* kept for the process's life */
  if (size < 2)
    return 0;
  int kind = data[0] & 1;
  int board_size = sizes[(data[0] >> 1) & 3];
  struct engine_config config = fuzz_config(kind);
  if (games[kind] == NULL)
    games[kind] = game_new(&config, board_size, 6.5f);
  if (games[kind] == NULL)
    abort();
  reset_game(games[kind], &config, board_size);
  char *output;
  size_t length;
  run_session(games[kind], data + 1, size - 1, &output, &length);
  if (getenv("HANE_FUZZ_GTP_CHECK_RESET") != NULL) {
    struct game *fresh = game_new(&config, board_size, 6.5f);
    if (fresh == NULL)
      abort();
    char *fresh_output;
    size_t fresh_length;
    run_session(fresh, data + 1, size - 1, &fresh_output, &fresh_length);
    length = without_time(output, length);
    fresh_length = without_time(fresh_output, fresh_length);
    if (fresh_length != length || memcmp(fresh_output, output, length) != 0) {
      fprintf(stderr, "fuzz_gtp: a reset game answered\n%.*s\nbut a new game\n%.*s\n",
              (int) length, output, (int) fresh_length, fresh_output);
      abort();
    }
    free(fresh_output);
    game_free(fresh);
  }
  free(output);
  return 0;
}
