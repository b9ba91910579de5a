/* Ko in tactical reading: the komaster scheme.
 *
 * Without some rule reading would loop or let each side retake every ko.
 * The komaster is the side that, in this line of play, is assumed to win
 * any ko fight it started, having made the ko threats it needed.  O is the
 * side to move, X the other:
 *
 * 1. Komaster EMPTY.  O may make a legal ko capture; komaster stays EMPTY,
 *    unless the previous move was also a ko capture, then it becomes
 *    WEAK_KO with kom_pos at the old ko point.  O may also make an
 *    illegal ko capture as if after a ko threat (a conditional ko): O
 *    becomes komaster with kom_pos at the captured stone.
 * 2. Komaster O.  O may only make ko captures next to its own ko
 *    (nested kos); kom_pos follows.  Once O fills or settles its ko the
 *    komaster is EMPTY again.
 * 3. Komaster X.  O may not retake at kom_pos; taking another ko makes the
 *    komaster GRAY_X.
 * 4. Komaster GRAY_*: no ko captures at all until the ko is settled.
 * 5. WEAK_KO: after a non-ko move the komaster is EMPTY again; a legal ko
 *    capture must be nested; conditional kos follow rule 1.
 *
 * A line that needs a conditional ko capture is worth at most KO_B to the
 * side making it.  The state is saved on every move and restored by
 * read_popgo. */
#include <config.h>

#include "reading_impl.h"

static int
ko_settled_for(const struct board *b, int owner_side, int kom_pos)
{
  int other = OTHER_COLOR(owner_side);
  if (kom_pos == NO_MOVE)
    return 1;
  if (IS_STONE(b->board[kom_pos]))
    return 1;
  return !is_ko(b, kom_pos, other, NULL) && is_suicide(b, kom_pos, other);
}

static void
set_komaster(struct reading *r, int komaster, int kom_pos)
{
  r->komaster = komaster;
  r->kom_pos = kom_pos;
}

int
komaster_trymove(struct reading *r, int pos, int color, const char *msg,
                 int str, int *is_conditional_ko, int consider_conditional_ko)
{
  struct board *b = r->b;
  int other = OTHER_COLOR(color);
  int komaster = r->komaster;
  int kom_pos = r->kom_pos;
  int previous_ko_pos = b->ko_pos;
  int kpos = NO_MOVE;
  int ko_move;

  *is_conditional_ko = 0;
  ko_move = is_ko(b, pos, color, &kpos);

  if (ko_move) {
    if (komaster == other && pos == kom_pos)
      return 0;
    if (komaster == KOMASTER_GRAY_WHITE || komaster == KOMASTER_GRAY_BLACK)
      return 0;
    if (komaster == color && !diagonal_neighbors(kpos, kom_pos))
      return 0;
    if (komaster == KOMASTER_WEAK_KO && pos != b->ko_pos
        && !diagonal_neighbors(kpos, kom_pos))
      return 0;
  }

  if (!read_trymove(r, pos, color, msg, str)) {
    if (!consider_conditional_ko || !ko_move)
      return 0;
    if (!read_tryko(r, pos, color, msg))
      return 0;
    *is_conditional_ko = 1;
    if (komaster == EMPTY || komaster == KOMASTER_WEAK_KO) {
      set_komaster(r, color, kpos);
      return 1;
    }
  }

  if (!ko_move) {
    int owner = komaster;
    if (komaster == KOMASTER_GRAY_WHITE)
      owner = WHITE;
    else if (komaster == KOMASTER_GRAY_BLACK)
      owner = BLACK;
    if (owner == color && ko_settled_for(b, color, kom_pos))
      set_komaster(r, EMPTY, NO_MOVE);
    if (komaster == KOMASTER_WEAK_KO)
      set_komaster(r, EMPTY, NO_MOVE);
    return 1;
  }

  if (komaster == other)
    set_komaster(r, other == WHITE ? KOMASTER_GRAY_WHITE
                                   : KOMASTER_GRAY_BLACK, kom_pos);
  else if (komaster == color)
    set_komaster(r, color, kpos);
  else if (previous_ko_pos != NO_MOVE)
    set_komaster(r, KOMASTER_WEAK_KO, previous_ko_pos);
  return 1;
}
