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
