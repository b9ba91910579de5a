#include <config.h>

#include <check.h>

#include "diagram.h"
#include "dragon_fixture.h"

void dragon_fixture_open(int size, struct board **b, struct reading **r,
                         struct dragons **d)
{
  *b = board_new(size);
  ck_assert_ptr_nonnull(*b);
  *r = reading_new(*b);
  ck_assert_ptr_nonnull(*r);
  *d = dragons_new(*r);
  ck_assert_ptr_nonnull(*d);
}

void dragon_fixture_close(struct board *b, struct reading *r,
                          struct dragons *d)
{
  dragons_free(d);
  reading_free(r);
  board_free(b);
}

void dragon_fixture_load(struct board *b, struct dragons *d,
                         const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
  dragons_clear(d);
  dragons_compute(d, 0);
}
