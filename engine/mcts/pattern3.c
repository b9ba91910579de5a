#include <config.h>
#include <string.h>
#include "pattern3.h"

/* Three rows of three, the centre being the candidate move.  X and O are
 * the two colours (either way round), '.' empty, '#' off the board, '?'
 * anything, 'x' anything but X, 'o' anything but O. */
static const char *const shapes[] = {
  /* hane and blocking moves next to a contact fight */
  "XOX" "..." "???",
  "XO." "..." "?.?",
  "XO?" "X.." "x.?",
  ".O." "X.." "...",
  /* cutting and blocking cuts */
  "XO?" "O.o" "?o?",
  "XO?" "O.X" "???",
  "?X?" "O.O" "ooo",
  "OX?" "o.O" "???",
  /* first-line moves */
  "X.?" "O.?" "###",
  "OX?" "X.O" "###",
  "?X?" "x.O" "###",
  "?XO" "x.x" "###",
  "?OX" "X.O" "###",
};

/* Allowed values of one cell as a bit set over EMPTY, WHITE, BLACK, GRAY. */
static unsigned allowed(char ch, int x, int o)
{
  switch (ch) {
  case 'X': return 1u << x;
  case 'O': return 1u << o;
  case '.': return 1u << EMPTY;
  case '#': return 1u << GRAY;
  case 'x': return 15u & ~(1u << x);
  case 'o': return 15u & ~(1u << o);
  default: return 15u;
  }
}

static void set_all(struct pattern3 *t, const unsigned cells[8], int k,
                    unsigned key)
{
  if (k == 8) {
    t->bits[key >> 3] |= (uint8_t) (1u << (key & 7));
    return;
  }
  for (unsigned v = 0; v < 4; v++)
    if (cells[k] & (1u << v))
      set_all(t, cells, k + 1, key | v << (2 * k));
}

/* Key slot of neighbour (r, c), r and c in -1..1, not both 0. */
static int slot(int r, int c)
{
  int k = (r + 1) * 3 + (c + 1);
  return k < 4 ? k : k - 1;
}

void pattern3_init(struct pattern3 *t)
{
  memset(t->bits, 0, sizeof t->bits);
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    for (int sym = 0; sym < 8; sym++)
      for (int swap = 0; swap < 2; swap++) {
        int x = swap ? WHITE : BLACK;
        int o = OTHER_COLOR(x);
        unsigned cells[8];
        for (int r = -1; r <= 1; r++)
          for (int c = -1; c <= 1; c++) {
            if (r == 0 && c == 0)
              continue;
            /* Rotate/reflect (r, c): sym bit 0 transposes, bit 1
             * mirrors rows, bit 2 mirrors columns. */
            int rr = r, cc = c;
            if (sym & 1) {
              int tmp = rr;
              rr = cc;
              cc = tmp;
            }
            if (sym & 2)
              rr = -rr;
            if (sym & 4)
              cc = -cc;
            cells[slot(rr, cc)] = allowed(shapes[s][(r + 1) * 3 + c + 1], x, o);
          }
        set_all(t, cells, 0, 0);
      }
}
