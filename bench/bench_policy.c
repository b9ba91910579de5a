/* The learned move model (built-in table): how often its first choice is
 * the move a 9-dan player made, on a sample of held-out games, and the CPU
 * time of the probabilities of all moves of a 19x19 position.
 *
 * The games are the last collection, in name order, of the games
 * directory (make train-policy validates on the same one): $HANE_GAMES, or
 * ../shared/games beside the source tree.  Without it the accuracy line
 * is skipped with a message and the time is taken on positions of random
 * moves. */
#include <config.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "engine/policy/policy.h"
#include "patterns/learn/learn.h"
#include "patterns/policy_data.h"
#include "utils/rng.h"
#include "utils/timer.h"

#define SAMPLE_GAMES 200
#define EVERY_NTH_MOVE 7
#define RANDOM_POSITIONS 200

/* The last *.sgf of dir in name order into path; 0 if there is none. */
static int last_collection(const char *dir, char *path, size_t size)
{
  DIR *d = opendir(dir);
  struct dirent *entry;
  char best[256] = "";
  if (!d)
    return 0;
  while ((entry = readdir(d)) != NULL) {
    size_t n = strlen(entry->d_name);
    if (n > 4 && strcmp(entry->d_name + n - 4, ".sgf") == 0
        && strcmp(entry->d_name, best) > 0 && n < sizeof best)
      strcpy(best, entry->d_name);
  }
  closedir(d);
  if (!best[0])
    return 0;
  snprintf(path, size, "%s/%s", dir, best);
  return 1;
}

/* The first SAMPLE_GAMES games of the collection; 0 if it cannot be read. */
static int sample_games(const char *path, struct learn_games *set)
{
  char err[300];
  if (!learn_read_collection(set, path, NULL, err, sizeof err))
    return 0;
  if (set->game_count > SAMPLE_GAMES)
    set->game_count = SAMPLE_GAMES;
  return set->game_count > 0;
}

/* The rank of move among all (0: the most likely; equals before it in
 * point order count as more likely). */
static int rank_of(const float prob[BOARD_ARRAY_SIZE], int move)
{
  int rank = 0;
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    rank += prob[pos] > prob[move] || (prob[pos] == prob[move] && pos < move);
  return rank;
}

/* Replays the sampled games, evaluating every EVERY_NTH_MOVE-th position;
 * counts positions, first choices right and moves among the first five;
 * adds up CPU seconds. */
static void measure_games(struct policy *p, const struct learn_games *set, struct board *b,
                          long *positions, long *right, long *top5, double *seconds)
{
  static float prob[BOARD_ARRAY_SIZE];
  for (long g = 0; g < set->game_count; g++) {
    const struct learn_move *moves = set->moves + set->games[g].first;
    board_clear(b, 19);
    for (int k = 0; k < set->games[g].length; k++) {
      if (!moves[k].setup && k % EVERY_NTH_MOVE == EVERY_NTH_MOVE - 1) {
        double start = cpu_seconds();
        policy_evaluate(p, b, moves[k].color, prob);
        *seconds += cpu_seconds() - start;
        (*positions)++;
        *right += rank_of(prob, moves[k].pos) == 0;
        *top5 += rank_of(prob, moves[k].pos) < 5;
      }
      if (moves[k].setup)
        board_setup_stone(b, moves[k].pos, moves[k].color);
      else
        play_move(b, moves[k].pos, moves[k].color);
    }
  }
}

/* Positions of 20 to 200 random legal moves. */
static void measure_random(struct policy *p, struct board *b, long *positions,
                           double *seconds)
{
  static float prob[BOARD_ARRAY_SIZE];
  struct rng r;
  rng_seed(&r, 17);
  for (int n = 0; n < RANDOM_POSITIONS; n++) {
    int color = BLACK, moves = 20 + (int) rng_below(&r, 181);
    board_clear(b, 19);
    for (int played = 0, tries = 0; played < moves && tries < 5000; tries++) {
      int pos = POS(rng_below(&r, 19), rng_below(&r, 19));
      if (!is_legal(b, pos, color) || is_self_atari(b, pos, color))
        continue;
      play_move(b, pos, color);
      color = OTHER_COLOR(color);
      played++;
    }
    double start = cpu_seconds();
    policy_evaluate(p, b, color, prob);
    *seconds += cpu_seconds() - start;
    (*positions)++;
  }
}

int main(void)
{
  const char *dir = getenv("HANE_GAMES");
  char err[200], path[1200];
  struct learn_games set = { 0 };
  struct policy_model *m = policy_model_parse(policy_builtin_text, policy_builtin_length,
                                              err, sizeof err);
  struct policy *p = m ? policy_new(m) : NULL;
  struct board *b = board_new(19);
  long positions = 0, right = 0, top5 = 0;
  double seconds = 0.0;
  if (!p || !b) {
    fprintf(stderr, "bench_policy: %s\n", m ? "out of memory" : err);
    return 1;
  }
  if (!dir)
    dir = GAMES_DIR;
  if (last_collection(dir, path, sizeof path) && sample_games(path, &set)) {
    measure_games(p, &set, b, &positions, &right, &top5, &seconds);
    fprintf(stderr, "(policy: every %dth position of the first %ld games of %s: %ld)\n",
            EVERY_NTH_MOVE, set.game_count, path, positions);
    printf("bench: policy.top1 %.1f %%\n", 100.0 * (double) right / (double) positions);
    printf("bench: policy.top5 %.1f %%\n", 100.0 * (double) top5 / (double) positions);
    printf("bench: policy.ms_per_position %.3f ms\n", 1000.0 * seconds / (double) positions);
  } else {
    fprintf(stderr, "bench_policy: no games in %s (set HANE_GAMES): "
            "policy.top1 skipped, time on random positions\n", dir);
    measure_random(p, b, &positions, &seconds);
    printf("bench: policy.ms_per_position %.3f ms\n", 1000.0 * seconds / (double) positions);
  }
  learn_games_free(&set);
  policy_free(p);
  policy_model_free(m);
  board_free(b);
  return 0;
}
