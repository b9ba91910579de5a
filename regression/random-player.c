/* A uniformly random GTP player, the weakest opponent the match script
 * knows: every legal move that does not fill one of its own eye shapes is
 * equally likely; with none left it passes.
 *
 *   random-player [--seed N]
 */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "engine/movegen/eye_fill.h"
#include "utils/rng.h"

static void answer(const char *id, int ok, const char *text)
{
  printf("%c%s %s\n\n", ok ? '=' : '?', id, text);
  fflush(stdout);
}

static int parse_color(const char *s)
{
  if (!s)
    return EMPTY;
  if (s[0] == 'b' || s[0] == 'B')
    return BLACK;
  if (s[0] == 'w' || s[0] == 'W')
    return WHITE;
  return EMPTY;
}

static int random_move(struct board *b, struct rng *rng, int color)
{
  int moves[MAX_BOARD * MAX_BOARD];
  int n = 0;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && b->board[pos] == EMPTY
        && is_legal_move(b, pos, color) && !is_own_eye_shape(b, pos, color))
      moves[n++] = pos;
  if (n == 0)
    return PASS_MOVE;
  return moves[rng_below(rng, (uint32_t) n)];
}

static const char *const commands[] = {
  "protocol_version", "name", "version", "known_command", "list_commands",
  "boardsize", "clear_board", "komi", "play", "genmove", "quit", NULL
};

static int known(const char *cmd)
{
  for (int k = 0; commands[k]; k++)
    if (strcmp(commands[k], cmd) == 0)
      return 1;
  return 0;
}

int main(int argc, char **argv)
{
  struct rng rng;
  uint64_t seed = 1;
  char line[1024];
  struct board *b = board_new(19);

  for (int k = 1; k < argc; k++)
    if (strcmp(argv[k], "--seed") == 0 && k + 1 < argc)
      seed = strtoull(argv[++k], NULL, 10);
  rng_seed(&rng, seed);
  if (!b)
    return 1;
  b->superko = 1;

  while (fgets(line, sizeof line, stdin)) {
    char id[32] = "", *words[4] = { NULL, NULL, NULL, NULL };
    char *p = line;
    int nwords = 0;
    if (strchr(line, '#'))
      *strchr(line, '#') = '\0';
    while (isspace((unsigned char) *p))
      p++;
    if (isdigit((unsigned char) *p)) {
      int n = 0;
      while (isdigit((unsigned char) *p) && n < 30)
        id[n++] = *p++;
      id[n] = '\0';
    }
    for (char *tok = strtok(p, " \t\r\n"); tok && nwords < 4; tok = strtok(NULL, " \t\r\n"))
      words[nwords++] = tok;
    if (nwords == 0)
      continue;
    const char *cmd = words[0];
    if (strcmp(cmd, "protocol_version") == 0)
      answer(id, 1, "2");
    else if (strcmp(cmd, "name") == 0)
      answer(id, 1, "random-player");
    else if (strcmp(cmd, "version") == 0)
      answer(id, 1, "1");
    else if (strcmp(cmd, "known_command") == 0)
      answer(id, 1, words[1] && known(words[1]) ? "true" : "false");
    else if (strcmp(cmd, "list_commands") == 0) {
      printf("=%s ", id);
      for (int k = 0; commands[k]; k++)
        printf("%s\n", commands[k]);
      printf("\n");
      fflush(stdout);
    }
    else if (strcmp(cmd, "boardsize") == 0) {
      int size = words[1] ? atoi(words[1]) : 0;
      if (size < 1 || size > MAX_BOARD)
        answer(id, 0, "unacceptable size");
      else {
        board_clear(b, size);
        answer(id, 1, "");
      }
    }
    else if (strcmp(cmd, "clear_board") == 0) {
      board_clear(b, b->board_size);
      answer(id, 1, "");
    }
    else if (strcmp(cmd, "komi") == 0) {
      b->komi = words[1] ? (float) atof(words[1]) : 0.0f;
      answer(id, 1, "");
    }
    else if (strcmp(cmd, "play") == 0) {
      int color = parse_color(words[1]);
      int pos = words[2] ? vertex_to_pos(b, words[2]) : -1;
      if (color == EMPTY || pos < 0)
        answer(id, 0, "invalid color or coordinate");
      else if (pos != PASS_MOVE && !is_legal_move(b, pos, color))
        answer(id, 0, "illegal move");
      else {
        play_move(b, pos, color);
        answer(id, 1, "");
      }
    }
    else if (strcmp(cmd, "genmove") == 0) {
      int color = parse_color(words[1]);
      char buf[8];
      if (color == EMPTY)
        answer(id, 0, "invalid color");
      else {
        int pos = random_move(b, &rng, color);
        play_move(b, pos, color);
        answer(id, 1, pos_to_vertex(b, pos, buf));
      }
    }
    else if (strcmp(cmd, "quit") == 0) {
      answer(id, 1, "");
      break;
    }
    else
      answer(id, 0, "unknown command");
  }
  board_free(b);
  return 0;
}
