/* libFuzzer target: arbitrary bytes as an SGF file loaded into a game, as
 * loadsgf and -l do.  What loads must survive a round trip: the game's
 * record written as SGF (printsgf) loads again into another game with the
 * same board, moves and side to move; every move can be undone, back to
 * the setup stones; and a load up to move 2 or to the point of the first
 * move loads too.  What does not load leaves the game as it was.
 */
// fuzz-sources: interface/game/*.c engine/*.c engine/*/*.c engine/board/zobrist_table.c engine/life/eye_table.c patterns/patterns_db.c patterns/policy_data.c sgf/*.c utils/*.c
// fuzz-includes: patterns
// fuzz-exclude: engine/board/mkzobrist.c engine/life/mkeyetable.c
#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "sgf/sgf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Board, side to move and moves of two games must agree. */
static void check_same(const struct game *a, const struct game *b)
{
  if (a->board->board_size != b->board->board_size
      || memcmp(a->board->board, b->board->board, sizeof a->board->board) != 0
      || a->board->ko_pos != b->board->ko_pos || a->record.moves != b->record.moves
      || game_color_to_move(a) != game_color_to_move(b) || a->chinese_rules != b->chinese_rules
      || a->board->komi != b->board->komi)
    abort();
  for (int k = 0; k < (int) a->record.moves; k++) {
    const struct play_entry *x = game_move_back(a, k), *y = game_move_back(b, k);
    if (x->pos != y->pos || x->color != y->color)
      abort();
  }
}

static struct game *small_game(void)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 0, .seed = 1, .threads = 1,
                                 .resign_threshold = 0.1};
  return game_new(&config, 19, 6.5f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char err[400];
  struct sgf_node *root = sgf_parse((const char *) data, size, err, sizeof err);
  if (root == NULL)
    return 0;
  struct game *g = small_game(), *h = small_game();
  if (g == NULL || h == NULL)
    abort();
  unsigned char before[BOARD_ARRAY_SIZE];
  memcpy(before, g->board->board, sizeof before);
  if (game_load_sgf_tree(g, root, NULL, err, sizeof err) == 0) {
    /* Refused: nothing changed. */
    if (memcmp(before, g->board->board, sizeof before) != 0 || g->record.count != 0)
      abort();
  } else {
    struct sgf_node *written = game_record(g, NULL);
    size_t length;
    char *text = written ? sgf_write_string(written, &length) : NULL;
    struct sgf_node *again = text ? sgf_parse(text, length, err, sizeof err) : NULL;
    if (again == NULL || game_load_sgf_tree(h, again, NULL, err, sizeof err) == 0)
      abort();
    check_same(g, h);
    sgf_free(again);
    free(text);
    sgf_free(written);
    /* Partial loads. */
    const struct play_entry *first = g->record.moves > 0 ? game_move_back(g, (int) g->record.moves - 1)
                                                         : NULL;
    if (game_load_sgf_tree(h, root, "2", err, sizeof err) == 0)
      abort();
    if (first != NULL && first->pos != PASS_MOVE) {
      char vertex[8];
      vertex_name(g->board->board_size, first->pos, vertex);
      if (game_load_sgf_tree(h, root, vertex, err, sizeof err) == 0 || h->record.moves != 0)
        abort();
    }
    /* Every move taken back: the setup stones stay. */
    if (!game_undo(g, (int) g->record.moves) || g->record.moves != 0)
      abort();
  }
  game_free(g);
  game_free(h);
  sgf_free(root);
  return 0;
}
