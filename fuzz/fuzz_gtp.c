/* libFuzzer target: arbitrary bytes as a GTP session, answered into a
 * memory buffer by a fresh game each time.  Files are off (loadsgf and
 * printsgf FILE answer an error), so inputs cannot touch the disk.
 * fuzz-sources: interface/gtp/*.c interface/game/*.c engine/*.c engine/*/*.c engine/board/zobrist_table.c patterns/patterns_db.c patterns/policy_data.c sgf/*.c utils/*.c
 * fuzz-includes: patterns
 * fuzz-exclude: engine/board/mkzobrist.c
 */
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "interface/game/game.h"
#include "interface/gtp/gtp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10, .seed = 1, .threads = 1,
                                 .resign_threshold = 0.1};
  char *output = NULL;
  size_t length = 0;
  if (size == 0)
    return 0;
  FILE *in = fmemopen((void *) data, size, "r");
  FILE *out = open_memstream(&output, &length);
  struct game *g = game_new(&config, 19, 0.0f);
  if (in != NULL && out != NULL && g != NULL) {
    struct gtp gtp;
    gtp_init(&gtp, g, in, out);
    gtp.allow_files = 0;
    gtp_main_loop(&gtp);
    gtp_release(&gtp);
  }
  game_free(g);
  if (in != NULL)
    fclose(in);
  if (out != NULL)
    fclose(out);
  free(output);
  return 0;
}
