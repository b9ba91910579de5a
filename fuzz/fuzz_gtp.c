/* libFuzzer target: arbitrary bytes as a GTP session, answered into a
 * memory buffer by a fresh game each time.  The first byte chooses the
 * engine (Monte Carlo or classic) and a small board (5, 7 or 9 lines);
 * the rest is the session.  Budgets are tiny, so that thousands of
 * sessions run a second and the fuzzer reaches every command, trymove,
 * popgo and the analysis commands after them included: no Monte Carlo
 * search (move, picture, analysis) runs more than 24 playouts, in a tree
 * of 4,096 nodes (so a full tree is reached too), and the other analysis
 * commands read at most 3,000 nodes and watch no clock.  Files are off
 * (loadsgf and printsgf FILE answer an error), so inputs cannot touch the
 * disk.  Every answer must be "=" or "?" and the game's record must still
 * replay to the board.
 */
// fuzz-sources: interface/gtp/*.c interface/game/*.c engine/*.c engine/*/*.c engine/board/zobrist_table.c engine/life/eye_table.c patterns/patterns_db.c patterns/policy_data.c sgf/*.c utils/*.c
// fuzz-includes: patterns
// fuzz-exclude: engine/board/mkzobrist.c engine/life/mkeyetable.c
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static const int sizes[] = {5, 7, 9, 9};
  if (size < 2)
    return 0;
  struct engine_config config = {.kind = data[0] & 1 ? ENGINE_CLASSIC : ENGINE_MCTS,
                                 .level = 0, .seed = 1, .threads = 1, .playouts = 24,
                                 .playout_cap = 24, .tree_nodes = 4096,
                                 .policy_text = fuzz_small_model,
                                 .policy_text_length = sizeof fuzz_small_model - 1,
                                 .resign_threshold = 0.1, .reproducible = 1};
  char *output = NULL;
  size_t length = 0;
  FILE *in = fmemopen((void *) (data + 1), size - 1, "r");
  FILE *out = open_memstream(&output, &length);
  struct game *g = game_new(&config, sizes[(data[0] >> 1) & 3], 6.5f);
  if (in == NULL || out == NULL || g == NULL)
    abort();                     /* nothing would be tested */
  {
    g->analysis_seconds = 0.0;
    g->analysis_nodes = 3000;
    struct gtp gtp;
    gtp_init(&gtp, g, in, out);
    gtp.allow_files = 0;
    gtp_main_loop(&gtp);
    gtp_release(&gtp);
    fflush(out);
    check_answers(output, length);
    check_record(g);
  }
  game_free(g);
  fclose(in);
  fclose(out);
  free(output);
  return 0;
}
