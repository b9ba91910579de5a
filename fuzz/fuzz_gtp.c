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
                                 .level = 0, .seed = 1, .threads = 1, .playouts = 17,
                                 .playout_cap = 17, .tree_nodes = 4096, .node_cap = 300,
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
  g->analysis_nodes = 300;
  struct gtp gtp;
  gtp_init(&gtp, g, in, out);
  gtp.allow_files = 0;
  gtp_main_loop(&gtp);
  gtp_release(&gtp);
  fclose(in);
  fclose(out);
  check_answers(*output, *length);
  check_record(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static const int sizes[] = {5, 7, 9, 9};
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
