/* Life-and-death reading (owl) speed at level 10.
 *
 *   bench: owl.nodes VALUE nodes
 *     owl nodes read by owl_attack and owl_defend on the groups below,
 *     each question with an empty owl cache (the same on every machine:
 *     it moves only when the search itself changes);
 *   bench: owl.nodes_per_sec VALUE nodes/s
 *     those nodes over the CPU time they took;
 *   bench: owl.cut_short VALUE questions
 *     questions whose search met the node budget (answer uncertain);
 *   bench: owl.reading_nodes VALUE nodes
 *     tactical reading nodes those questions spent (lunches, eye spaces:
 *     the lookahead's main cost besides eye values; exact, as owl.nodes).
 */
#include <config.h>

#include <stdio.h>

#include "engine/board/board.h"
#include "engine/life/dragon.h"
#include "engine/life/owl.h"
#include "engine/reading/reading.h"
#include "utils/timer.h"

struct group {
  const char *diagram;   /* 9x9, X black, O white */
  const char *vertex;    /* a stone of the group read */
};

static const struct group groups[] = {
  /* Side group with a seven-point space and a White stone inside: the
   * search meets the level-10 budget. */
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    "O O O O O O O . .\n"
    "X X X X X X O . .\n"
    ". . . . . X O . .\n"
    ". . O . . X O . .\n"
    ". . . . . X O . .\n", "A4" },
  /* Corner space with an invader next to the edge. */
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    "O O O O O O . . .\n"
    "X X X X X O . . .\n"
    ". O . . X O . . .\n"
    ". . . . X X O . .\n"
    ". . . . . X O . .\n", "A4" },
  /* Bent shape with an invader on the second line. */
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    "O O O O O O O . .\n"
    "X X X X X X O . .\n"
    ". . . O . X O . .\n"
    ". . . . . X O . .\n"
    ". . . . . X O . .\n", "A4" },
  /* First-line strip under a wall with two outside liberties. */
  { ". . . . . . . . .\n"
    "X X X X X . O O .\n"
    ". O O O O O O . .\n"
    ". O . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n", "A8" },
  /* Wall with a cutting point beside a four-point space. */
  { ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    "O O O O O O . . .\n"
    "X X X X . X O . .\n"
    ". . . X X X O . .\n"
    ". O . . . X O . .\n"
    ". . . . . X O . .\n", "A4" },
};

#define NGROUPS (sizeof groups / sizeof groups[0])

static int load(struct board *b, const char *diagram)
{
  int row = 0, col = 0;
  const char *p;
  board_clear(b, 9);
  for (p = diagram; *p; p++) {
    if (*p == '\n') {
      row++;
      col = 0;
    }
    else if (*p == 'X' || *p == 'O' || *p == '.') {
      int color = *p == 'X' ? BLACK : *p == 'O' ? WHITE : EMPTY;
      if (row >= 9 || col >= 9)
        return 0;
      if (color != EMPTY && !board_setup_stone(b, POS(row, col), color))
        return 0;
      col++;
    }
  }
  return 1;
}

int main(void)
{
  struct board *b = board_new(9);
  struct reading *r = b ? reading_new(b) : NULL;
  struct dragons *d = r ? dragons_new(r) : NULL;
  long nodes = 0, reading_nodes = 0;
  int cut_short = 0;
  double seconds = 0.0;
  size_t k;

  if (!d) {
    fprintf(stderr, "bench_owl: out of memory\n");
    return 1;
  }
  for (k = 0; k < NGROUPS; k++) {
    struct owl *o = dragons_owl(d);
    int str, move, certain, side;
    double start;
    if (!load(b, groups[k].diagram)) {
      fprintf(stderr, "bench_owl: bad diagram %zu\n", k);
      return 1;
    }
    dragons_clear(d);
    dragons_compute(d, 0);
    str = vertex_to_pos(b, groups[k].vertex);
    owl_set_level(o, 10);
    for (side = 0; side < 2; side++) {
      owl_clear_cache(o);
      owl_reset_node_counter(o);
      reading_reset_node_counter(r);
      start = cpu_seconds();
      if (side == 0)
        owl_attack(o, str, &move, &certain, NULL);
      else
        owl_defend(o, str, &move, &certain, NULL);
      seconds += cpu_seconds() - start;
      nodes += owl_node_counter(o);
      reading_nodes += reading_node_counter(r);
      cut_short += !certain;
    }
  }
  printf("bench: owl.nodes %ld nodes\n", nodes);
  printf("bench: owl.nodes_per_sec %.0f nodes/s\n",
         seconds > 0.0 ? (double) nodes / seconds : 0.0);
  printf("bench: owl.cut_short %d questions\n", cut_short);
  printf("bench: owl.reading_nodes %ld nodes\n", reading_nodes);
  dragons_free(d);
  reading_free(r);
  board_free(b);
  return 0;
}
