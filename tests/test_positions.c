#include <config.h>

#include "test_positions.h"

const char two_weak_dragons[] =
  ". . . . . . . . .\n"
  ". X . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O O O\n"
  "X X X X X X X X X\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . O . .\n"
  ". . . . . . . . .\n";

const char seki_with_eyes[] =
  ". X . O . O X . .\n"
  "X X X O O O X . X\n"
  "O O O X X X X X X\n"
  ". O O X . X . X .\n"
  "O O O X X X X X X\n"
  ". O O X . O . X .\n"
  "O O O X X X X X X\n"
  ". O O X . X . X .\n"
  "O O O X X X X X X\n";

const char straight_three[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O . .\n"
  ". . . . . . O . .\n"
  "X X X X X . O . .\n"
  "X . . . X . O . .\n"
  "X X X X X . O . .\n";

const char two_one_point_eyes[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O O O O O O O O .\n"
  ". . . . . . . O .\n"
  "X X X X X X . O .\n"
  "X . X . X X . O .\n"
  "X X X X X X . O .\n";

const char two_shared_liberties_cut[] =
  ". . . . X X X X X\n"
  ". . . . X . X . X\n"
  ". . . . X X X X X\n"
  ". . O X O . . . .\n"
  ". . O X . O . . .\n"
  ". . O . X O . . .\n"
  ". . O X X O . . .\n"
  ". . O . O . . . .\n"
  ". . . O . . . . .\n";
