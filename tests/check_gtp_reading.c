/* GTP commands for reading, connections and worms: GNU Go's answer
 * formats and error messages, on positions whose answers were read out by
 * hand (see check_reading.c for the readings). */
#include <config.h>

#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "gtp_session.h"

static struct game *g;

static void setup(void)
{
  g = NULL;
}

static void teardown(void)
{
  game_free(g);
  g = NULL;
}

/* Play a list of "b D4 w E5 ..." moves. */
static void setup_moves(int size, const char *moves)
{
  char buf[4096];
  char *p = buf;
  char *answer;
  game_free(g);
  g = test_game_new(size);
  ck_assert_ptr_nonnull(g);
  snprintf(buf, sizeof buf, "%s", moves);
  for (;;) {
    char *color = strtok(p, " ");
    char *vertex = strtok(NULL, " ");
    char command[64];
    p = NULL;
    if (color == NULL || vertex == NULL)
      break;
    snprintf(command, sizeof command, "play %s %s", color, vertex);
    answer = gtp_answer(g, command);
    free(answer);
  }
}

static void assert_answer(const char *command, const char *expected)
{
  char *answer = gtp_answer(g, command);
  ck_assert_msg(strcmp(answer, expected) == 0, "%s: got '%s', want '%s'",
                command, answer, expected);
  free(answer);
}

static void assert_answer_in(const char *command, const char *a, const char *b)
{
  char *answer = gtp_answer(g, command);
  ck_assert_msg(strcmp(answer, a) == 0 || strcmp(answer, b) == 0,
                "%s: got '%s', want '%s' or '%s'", command, answer, a, b);
  free(answer);
}

/* The 13x13 ladder of check_reading: O G7, X F7 G8 H6. */
#define LADDER_MOVES "b F7 w G7 b G8 b H6"

START_TEST(attack_defend_ladder)
{
  setup_moves(13, LADDER_MOVES);
  assert_answer_in("attack G7", "1 G6", "1 H7");
  assert_answer_in("defend G7", "1 G6", "1 H7");
  assert_answer_in("ladder_attack G7", "1 G6", "1 H7");
  assert_answer("does_attack A1 G7", "0");
  assert_answer("does_attack G6 G7", "1");
  assert_answer("does_defend G6 G7", "1");
  /* With breakers on both diagonals nothing works. */
  free(gtp_answer(g, "play w K10"));
  free(gtp_answer(g, "play w D4"));
  assert_answer("attack G7", "0");
  assert_answer("ladder_attack G7", "0");
}
END_TEST

/* O B1 takes the ko at C1: KO_A as "2 C1"; just after O took at B1 the
 * retake needs a threat: "3 C1". */
START_TEST(ko_codes)
{
  setup_moves(9, "b B2 w C2 b A1 w B1 w D1");
  assert_answer("attack B1", "2 C1");
  setup_moves(9, "b B2 w C2 b A1 b C1 w D1 w B1");
  assert_answer("attack B1", "3 C1");
}
END_TEST

START_TEST(snapback_and_worms)
{
  setup_moves(9, "b A1 b A2 b A3 b B3 b C3 b D3 b D2 w B2 w C2 w D1 "
                 "w E1 w E2 w E3 w E4 w F4 w G4");
  assert_answer("attack B2", "1 C1");
  assert_answer("defend B2", "1 C1");
  assert_answer("worm_stones B2", "B2 C2 ");
  assert_answer("worm_cutstone B2", " 0");
  assert_answer("unconditional_status B2", "undecided");
}
END_TEST

/* X C3 between O B3 and O C2 (5x5): a cutting stone, lunch B3. */
START_TEST(worm_data_format)
{
  char *answer;
  setup_moves(5, "b B2 w C2 b C3 w B3");
  answer = gtp_answer(g, "worm_data C3");
  ck_assert_str_eq(answer,
                   "C3:\n"
                   "origin               C3\n"
                   "color                black\n"
                   "size                 1\n"
                   "effective_size       5.00\n"
                   "liberties            2\n"
                   "liberties2           3\n"
                   "liberties3           4\n"
                   "liberties4           3\n"
                   "attack_code          0\n"
                   "attack_point         PASS\n"
                   "defense_code         0\n"
                   "defense_point        PASS\n"
                   "lunch                B3\n"
                   "cutstone             2\n"
                   "cutstone2            0\n"
                   "genus                0\n"
                   "inessential          0\n"
                   "invincible           0\n"
                   "unconditional_status unknown");
  free(answer);
  assert_answer("worm_cutstone C3", " 2");
  assert_answer("worm_stones black", "C3 \nB2 ");
  assert_answer("worm_stones", "B3 \nC3 \nB2 \nC2 ");
}
END_TEST

START_TEST(connections_and_pairs)
{
  /* X C5 C3 with O B4 D4: C4 decides; X C3 D2 are miai-connected. */
  setup_moves(9, "b C5 b C3 b D2 w B4 w D4");
  assert_answer("connect C5 C3", "1 C4");
  assert_answer("disconnect C5 C3", "1 C4");
  assert_answer("disconnect C3 D2", "0");
  /* O C5 E5 sharing D5 (X B5 C6 E6 F5). */
  setup_moves(9, "b B5 b C6 b E6 b F5 w C5 w E5");
  assert_answer("defend_both C5 E5", "1");
  assert_answer("attack_either C5 E5", "1");
  free(gtp_answer(g, "play b D5"));
  assert_answer("defend_both C5 E5", "0");
}
END_TEST

START_TEST(counters_and_depths)
{
  char *answer;
  setup_moves(13, LADDER_MOVES);
  assert_answer("reset_reading_node_counter", "");
  assert_answer("reset_trymove_counter", "");
  assert_answer("get_reading_node_counter", "0");
  assert_answer("get_trymove_counter", "0");
  free(gtp_answer(g, "attack G7"));
  answer = gtp_answer(g, "get_reading_node_counter");
  ck_assert(atol(answer) > 10);
  free(answer);
  answer = gtp_answer(g, "get_trymove_counter");
  ck_assert(atol(answer) > 10);
  free(answer);
  assert_answer("increase_depths", "");
  assert_answer("decrease_depths", "");
}
END_TEST

START_TEST(errors_change_nothing)
{
  setup_moves(9, "b C5 b C3 w D4 w B4 w B5");
  assert_fails_unchanged(g, "attack A1", "vertex must not be empty");
  assert_fails_unchanged(g, "defend Z9", "invalid coordinate");
  assert_fails_unchanged(g, "connect C5 D4", "vertices must have same color");
  assert_fails_unchanged(g, "disconnect C5 A1", "vertex must not be empty");
  assert_fails_unchanged(g, "attack_either C5 B4", "vertices must have same color");
  assert_fails_unchanged(g, "does_attack C5 C3", "move vertex must be empty");
  assert_fails_unchanged(g, "does_defend A1 A2", "string vertex must not be empty");
  assert_fails_unchanged(g, "ladder_attack C5",
                         "string must have exactly 2 liberties");
  assert_fails_unchanged(g, "worm_stones A1",
                         "worm_stones called on an empty vertex");
  assert_fails_unchanged(g, "worm_cutstone A1", "vertex must not be empty");
  assert_fails_unchanged(g, "unconditional_status", "invalid coordinate");
}
END_TEST

static Suite *gtp_reading_suite(void)
{
  Suite *s = suite_create("gtp_reading");
  TCase *tc = tcase_create("commands");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, attack_defend_ladder);
  tcase_add_test(tc, ko_codes);
  tcase_add_test(tc, snapback_and_worms);
  tcase_add_test(tc, worm_data_format);
  tcase_add_test(tc, connections_and_pairs);
  tcase_add_test(tc, counters_and_depths);
  tcase_add_test(tc, errors_change_nothing);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(gtp_reading_suite());
  int failed;
  srunner_run_all(sr, CK_NORMAL);
  failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
