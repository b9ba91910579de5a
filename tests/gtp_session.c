#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interface/gtp/gtp.h"
#include "gtp_session.h"

struct game *test_game_new(int board_size)
{
  struct engine_config config = {.kind = ENGINE_CLASSIC, .level = 10, .seed = 42, .threads = 1,
                                 .resign_threshold = 0.1};
  struct game *g = game_new(&config, board_size, 0.0f);
  ck_assert_ptr_nonnull(g);
  return g;
}

char *gtp_session_run(struct game *g, const char *input, size_t length, int *status)
{
  char *output = NULL;
  size_t output_length = 0;
  /* fmemopen refuses an empty buffer; /dev/null is empty input too. */
  FILE *in = length > 0 ? fmemopen((void *) input, length, "r") : fopen("/dev/null", "r");
  FILE *out = open_memstream(&output, &output_length);
  ck_assert_ptr_nonnull(in);
  ck_assert_ptr_nonnull(out);
  struct gtp gtp;
  gtp_init(&gtp, g, in, out);
  int result = gtp_main_loop(&gtp);
  gtp_release(&gtp);
  fclose(in);
  fclose(out);
  if (status != NULL)
    *status = result;
  return output;
}

void assert_session(struct game *g, const char *input, const char *expected)
{
  char *output = gtp_session_run(g, input, strlen(input), NULL);
  ck_assert_msg(strcmp(output, expected) == 0, "session:\n%s\nexpected:\n[%s]\ngot:\n[%s]",
                input, expected, output);
  free(output);
}

struct snapshot {
  unsigned char board[BOARD_ARRAY_SIZE];
  int board_size, ko_pos, white_captured, black_captured, history, stackp;
  int handicap, chinese_rules, superko;
  hash_t hash;
  float komi;
  struct game_clock clock;
  struct board_move moves[8];
};

static void take_snapshot(const struct game *g, struct snapshot *s)
{
  const struct board *b = g->board;
  memset(s, 0, sizeof *s);
  memcpy(s->board, b->board, sizeof s->board);
  s->board_size = b->board_size;
  s->ko_pos = b->ko_pos;
  s->white_captured = b->white_captured;
  s->black_captured = b->black_captured;
  s->history = b->move_history_length;
  s->stackp = b->stackp;
  s->handicap = g->handicap;
  s->chinese_rules = g->chinese_rules;
  s->superko = b->superko;
  s->hash = b->hash;
  s->komi = b->komi;
  s->clock = g->clock;
  for (int k = 0; k < 8 && k < b->move_history_length; k++)
    s->moves[k] = b->move_history[b->move_history_length - 1 - k];
}

void assert_fails_unchanged(struct game *g, const char *command, const char *message)
{
  struct snapshot before, after;
  char expected[512];
  char input[1024];
  take_snapshot(g, &before);
  snprintf(input, sizeof input, "%s\n", command);
  snprintf(expected, sizeof expected, "? %s\n\n", message);
  char *output = gtp_session_run(g, input, strlen(input), NULL);
  ck_assert_msg(strcmp(output, expected) == 0, "'%s': expected [%s], got [%s]",
                command, expected, output);
  free(output);
  take_snapshot(g, &after);
  ck_assert_msg(memcmp(&before, &after, sizeof before) == 0,
                "'%s' changed the game", command);
}

char *gtp_answer(struct game *g, const char *command)
{
  char input[1024];
  snprintf(input, sizeof input, "%s\n", command);
  char *output = gtp_session_run(g, input, strlen(input), NULL);
  size_t n = strlen(output);
  ck_assert_msg(n >= 4 && strncmp(output, "= ", 2) == 0
                && strcmp(output + n - 2, "\n\n") == 0,
                "'%s' answered [%s]", command, output);
  output[n - 2] = '\0';
  memmove(output, output + 2, n - 1);
  return output;
}
