/* Reading traces: the tree follows trymove/tryko/popgo, notes land on the
 * node of the current position, ko moves are marked, the node limit cuts
 * the tree, permanent moves form a chain, and the board is never
 * touched. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/board/sgftrace.h"

static struct board *b;
static struct sgftrace *tr;

static void setup(void)
{
  b = board_new(9);
  ck_assert_ptr_nonnull(b);
  tr = NULL;
}

static void teardown(void)
{
  sgftrace_free(tr);
  board_free(b);
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
}

static void start_trace(long max_nodes)
{
  tr = sgftrace_new(max_nodes);
  ck_assert_ptr_nonnull(tr);
  ck_assert(sgftrace_attach(tr, b));
}

/* One node: "B:E5 message@str ko {note|note}" with the parts it has. */
static void render_node(int index, char *out, size_t size)
{
  const struct sgftrace_node *n = sgftrace_node_at(tr, index);
  char v[8];
  size_t len = strlen(out);
  if (n->color != EMPTY)
    len += snprintf(out + len, size - len, "%s:%s", n->color == BLACK ? "B" : "W",
                    pos_to_vertex(b, n->move, v));
  if (n->message != SGFTRACE_NONE)
    len += snprintf(out + len, size - len, " %s", sgftrace_text(tr, n->message));
  if (n->str != NO_MOVE)
    len += snprintf(out + len, size - len, "@%s", pos_to_vertex(b, n->str, v));
  if (n->is_ko)
    len += snprintf(out + len, size - len, " ko");
  if (n->played)
    len += snprintf(out + len, size - len, " played%d", n->played);
  for (int k = n->first_note; k != SGFTRACE_NONE; k = sgftrace_note_at(tr, k)->next)
    len += snprintf(out + len, size - len, "%s%s", k == n->first_note ? " {" : "|",
                    sgftrace_text(tr, sgftrace_note_at(tr, k)->text));
  if (n->first_note != SGFTRACE_NONE)
    snprintf(out + len, size - len, "}");
}

/* The tree in preorder, each child in parentheses after its parent. */
static void render(int index, char *out, size_t size)
{
  const struct sgftrace_node *n = sgftrace_node_at(tr, index);
  render_node(index, out, size);
  for (int c = n->first_child; c != SGFTRACE_NONE; c = sgftrace_node_at(tr, c)->next_sibling) {
    const struct sgftrace_node *child = sgftrace_node_at(tr, c);
    ck_assert_int_eq(child->parent, index);
    strncat(out, "(", size - strlen(out) - 1);
    render(c, out, size);
    strncat(out, ")", size - strlen(out) - 1);
  }
}

static void assert_tree(const char *expected)
{
  char got[4096] = "";
  render(0, got, sizeof got);
  ck_assert_str_eq(got, expected);
}

START_TEST(tree_follows_trymove_and_popgo)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . X . . . .\n"
       ". . . . O . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  int str = at(b, "E5");
  start_trace(100);
  ck_assert(trymove(b, at(b, "D5"), BLACK, "attack", str));
  ck_assert(trymove(b, at(b, "D4"), WHITE, "defend", str));
  popgo(b);
  ck_assert(trymove(b, at(b, "F5"), WHITE, "defend", str));
  ck_assert(trymove(b, at(b, "F4"), BLACK, NULL, NO_MOVE));
  popgo(b);
  popgo(b);
  popgo(b);
  ck_assert(trymove(b, at(b, "E4"), BLACK, "attack", str));
  popgo(b);
  /* An occupied point is refused and leaves no node. */
  ck_assert(!trymove(b, at(b, "E6"), BLACK, "attack", str));
  ck_assert(trymove(b, PASS_MOVE, WHITE, "pass", NO_MOVE));
  popgo(b);
  assert_tree("(B:D5 attack@E5(W:D4 defend@E5)(W:F5 defend@E5(B:F4)))"
              "(B:E4 attack@E5)(W:PASS pass)");
  ck_assert_int_eq(sgftrace_node_count(tr), 7);
  ck_assert_int_eq(sgftrace_moves_seen(tr), 6);
  ck_assert(!sgftrace_was_cut(tr));
  /* Equal messages share one copy. */
  ck_assert_int_eq(sgftrace_node_at(tr, 1)->message, sgftrace_node_at(tr, 5)->message);
}
END_TEST

START_TEST(notes_land_on_the_current_position)
{
  board_clear(b, 9);
  start_trace(100);
  sgftrace_root_note(tr, "decide %s", "E5");
  ck_assert(trymove(b, at(b, "E5"), BLACK, "a", NO_MOVE));
  ck_assert(trymove(b, at(b, "E4"), WHITE, "b", NO_MOVE));
  sgftrace_note(tr, "leaf");
  popgo(b);
  sgftrace_board_note(b, "after %s", "E4");
  int e5 = sgftrace_current(tr);
  popgo(b);
  sgftrace_note(tr, "top: %d", 1);
  sgftrace_note_on(tr, e5, "later");
  assert_tree(" {decide E5|top: 1}(B:E5 a {after E4|later}(W:E4 b {leaf}))");
}
END_TEST

START_TEST(board_note_without_trace_does_nothing)
{
  board_clear(b, 9);
  sgftrace_board_note(b, "nobody listens");
  ck_assert_ptr_null(sgftrace_of_board(b));
  start_trace(10);
  ck_assert_ptr_eq(sgftrace_of_board(b), tr);
  sgftrace_detach(tr);
  ck_assert_ptr_null(sgftrace_of_board(b));
  sgftrace_board_note(b, "detached");
  assert_tree("");
}
END_TEST

START_TEST(ko_moves_are_marked)
{
  /* White captured at D5 (from E5); Black may retake at E5 only with
   * tryko. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . X O . . . .\n"
       ". . X O . O . . .\n"
       ". . . X O . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  ck_assert(play_move(b, at(b, "E5"), BLACK));
  ck_assert(play_move(b, at(b, "D5"), WHITE));
  ck_assert_int_eq(b->ko_pos, at(b, "E5"));
  start_trace(100);
  ck_assert(!trymove(b, at(b, "E5"), BLACK, "retake", NO_MOVE));
  ck_assert(tryko(b, at(b, "E5"), BLACK, "retake"));
  popgo(b);
  ck_assert(trymove(b, at(b, "F4"), BLACK, "elsewhere", NO_MOVE));
  popgo(b);
  assert_tree("(B:E5 retake ko)(B:F4 elsewhere)");
}
END_TEST

START_TEST(node_limit_cuts_the_tree)
{
  board_clear(b, 9);
  start_trace(3);
  ck_assert(trymove(b, at(b, "A1"), BLACK, "one", NO_MOVE));
  ck_assert(trymove(b, at(b, "B1"), WHITE, "two", NO_MOVE));
  /* Full from here: this node and everything below it are counted only. */
  ck_assert(trymove(b, at(b, "C1"), BLACK, "three", NO_MOVE));
  ck_assert(trymove(b, at(b, "D1"), WHITE, "four", NO_MOVE));
  sgftrace_note(tr, "lost");
  popgo(b);
  popgo(b);
  sgftrace_note(tr, "kept");
  popgo(b);
  popgo(b);
  ck_assert(trymove(b, at(b, "E1"), BLACK, "five", NO_MOVE));
  popgo(b);
  ck_assert(sgftrace_was_cut(tr));
  ck_assert_int_eq(sgftrace_node_count(tr), 3);
  ck_assert_int_eq(sgftrace_dropped(tr), 3);
  ck_assert_int_eq(sgftrace_moves_seen(tr), 5);
  assert_tree("(B:A1 one(W:B1 two {kept}))");
}
END_TEST

START_TEST(limit_of_one_only_counts)
{
  board_clear(b, 9);
  start_trace(0);
  ck_assert_int_eq(sgftrace_max_nodes(tr), 1);
  ck_assert(trymove(b, at(b, "A1"), BLACK, "one", NO_MOVE));
  popgo(b);
  ck_assert_int_eq(sgftrace_moves_seen(tr), 1);
  sgftrace_reset_moves_seen(tr);
  ck_assert_int_eq(sgftrace_moves_seen(tr), 0);
  assert_tree("");
}
END_TEST

/* The same moves on two boards, one traced: afterwards every byte of the
 * two boards is the same (the hook fields apart). */
START_TEST(tracing_never_changes_the_board)
{
  const char *diagram =
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . O O . . . . .\n"
    ". O X X O . . . .\n"
    ". . O X O . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n"
    ". . . . . . . . .\n";
  struct board *plain = board_new(9);
  ck_assert_ptr_nonnull(plain);
  ck_assert(board_from_diagram(plain, diagram));
  load(diagram);
  start_trace(2);
  struct board *boards[2] = {plain, b};
  for (int k = 0; k < 2; k++) {
    struct board *x = boards[k];
    ck_assert(trymove(x, at(x, "E7"), BLACK, "save", at(x, "D6")));
    ck_assert(trymove(x, at(x, "F7"), WHITE, "attack", at(x, "D6")));
    ck_assert(trymove(x, at(x, "F6"), BLACK, "save", at(x, "D6")));
    popgo(x);
    popgo(x);
    popgo(x);
    ck_assert(play_move(x, at(x, "F5"), BLACK));
    ck_assert(undo_move(x, 1));
  }
  sgftrace_detach(tr);
  ck_assert_ptr_null(b->trace_hook);
  ck_assert(memcmp(plain, b, sizeof *b) == 0);
  board_free(plain);
}
END_TEST

static int foreign_calls;
static void foreign_hook(void *data, int pos, int color, const char *message,
                         int str, int is_ko)
{
  (void) pos, (void) color, (void) message, (void) str, (void) is_ko;
  ck_assert_ptr_eq(data, &foreign_calls);
  foreign_calls++;
}

START_TEST(earlier_hook_keeps_working)
{
  board_clear(b, 9);
  foreign_calls = 0;
  b->trace_hook = foreign_hook;
  b->trace_data = &foreign_calls;
  start_trace(10);
  ck_assert(!sgftrace_attach(tr, b));
  ck_assert_ptr_eq(sgftrace_of_board(b), tr);
  ck_assert(trymove(b, at(b, "C3"), BLACK, "x", NO_MOVE));
  popgo(b);
  ck_assert_int_eq(foreign_calls, 1);
  sgftrace_detach(tr);
  ck_assert_ptr_eq((void *) b->trace_hook, (void *) foreign_hook);
  ck_assert_ptr_eq(b->trace_data, &foreign_calls);
  assert_tree("(B:C3 x)");
}
END_TEST

START_TEST(permanent_moves_form_a_chain)
{
  board_clear(b, 9);
  start_trace(100);
  ck_assert(trymove(b, at(b, "E5"), BLACK, "read", NO_MOVE));
  popgo(b);
  ck_assert(play_move(b, at(b, "C3"), BLACK));
  ck_assert(trymove(b, at(b, "D4"), WHITE, "read", NO_MOVE));
  popgo(b);
  ck_assert(play_move(b, at(b, "G7"), WHITE));
  sgftrace_note(tr, "after G7");
  ck_assert(undo_move(b, 1));
  ck_assert(play_move(b, at(b, "G3"), WHITE));
  ck_assert(trymove(b, at(b, "F4"), BLACK, "read", NO_MOVE));
  popgo(b);
  sgftrace_detach(tr);
  assert_tree("(B:E5 read)(B:C3 played1(W:D4 read)(W:G7 played2 {after G7})"
              "(W:G3 played2(B:F4 read)))");
  ck_assert_int_eq(sgftrace_moves_seen(tr), 3);
}
END_TEST

START_TEST(undo_past_the_start_is_noted)
{
  board_clear(b, 9);
  ck_assert(play_move(b, at(b, "C3"), BLACK));
  start_trace(100);
  ck_assert(undo_move(b, 1));
  ck_assert(trymove(b, at(b, "D4"), WHITE, "read", NO_MOVE));
  popgo(b);
  const struct sgftrace_node *root = sgftrace_node_at(tr, 0);
  ck_assert_int_ne(root->first_note, SGFTRACE_NONE);
  ck_assert_ptr_nonnull(strstr(sgftrace_text(tr, sgftrace_note_at(tr, root->first_note)->text),
                               "position changed"));
  ck_assert_int_eq(sgftrace_node_count(tr), 2);
}
END_TEST

START_TEST(attached_inside_a_variation)
{
  board_clear(b, 9);
  ck_assert(trymove(b, at(b, "E5"), BLACK, "outer", NO_MOVE));
  start_trace(100);
  ck_assert_int_eq(sgftrace_root_color(tr, at(b, "E5")), BLACK);
  ck_assert(trymove(b, at(b, "E4"), WHITE, "inner", NO_MOVE));
  popgo(b);
  popgo(b);
  /* Below the starting level: the new position is the root level. */
  ck_assert(trymove(b, at(b, "C3"), BLACK, "later", NO_MOVE));
  popgo(b);
  assert_tree("(W:E4 inner)(B:C3 later)");
  ck_assert_int_eq(sgftrace_board_size(tr), 9);
  ck_assert_int_eq(sgftrace_root_color(tr, at(b, "E4")), EMPTY);
}
END_TEST

START_TEST(sections_group_searches)
{
  board_clear(b, 9);
  start_trace(100);
  sgftrace_open_section(tr, "dragon %s", "C3");
  ck_assert(trymove(b, at(b, "C3"), BLACK, "owl", NO_MOVE));
  popgo(b);
  ck_assert(trymove(b, at(b, "D3"), BLACK, "owl", NO_MOVE));
  popgo(b);
  sgftrace_note(tr, "C3 alive");
  sgftrace_open_section(tr, "dragon G7");
  ck_assert(trymove(b, at(b, "G7"), WHITE, "owl", NO_MOVE));
  popgo(b);
  sgftrace_close_section(tr);
  ck_assert(trymove(b, at(b, "E5"), WHITE, "after", NO_MOVE));
  popgo(b);
  assert_tree("( {dragon C3|C3 alive}(B:C3 owl)(B:D3 owl))( {dragon G7}(W:G7 owl))"
              "(W:E5 after)");
  ck_assert_int_eq(sgftrace_moves_seen(tr), 4);
}
END_TEST

/* A copy of a traced board is not traced, and copying a position into a
 * traced board (loadsgf, a failed command restored) keeps the trace,
 * which notes that the position changed under it. */
START_TEST(board_copy_keeps_the_hook_where_it_was)
{
  board_clear(b, 9);
  ck_assert(play_move(b, at(b, "C3"), BLACK));
  start_trace(100);
  struct board *copy = board_new(9);
  ck_assert_ptr_nonnull(copy);
  board_copy(copy, b);
  ck_assert_ptr_null(copy->trace_hook);
  ck_assert_ptr_null(copy->trace_data);
  ck_assert(trymove(copy, at(copy, "D4"), WHITE, "elsewhere", NO_MOVE));
  popgo(copy);
  board_clear(copy, 9);
  board_copy(b, copy);
  ck_assert_ptr_eq(sgftrace_of_board(b), tr);
  ck_assert(trymove(b, at(b, "E5"), WHITE, "after", NO_MOVE));
  popgo(b);
  board_free(copy);
  const struct sgftrace_node *root = sgftrace_node_at(tr, 0);
  ck_assert_int_ne(root->first_note, SGFTRACE_NONE);
  assert_tree(" {The position changed under the trace (undo past its start or a new "
              "game); later variations start from another position than this one.}"
              "(W:E5 after)");
}
END_TEST

static Suite *sgftrace_suite(void)
{
  Suite *s = suite_create("sgftrace");
  TCase *tc = tcase_create("core");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, tree_follows_trymove_and_popgo);
  tcase_add_test(tc, notes_land_on_the_current_position);
  tcase_add_test(tc, board_note_without_trace_does_nothing);
  tcase_add_test(tc, ko_moves_are_marked);
  tcase_add_test(tc, node_limit_cuts_the_tree);
  tcase_add_test(tc, limit_of_one_only_counts);
  tcase_add_test(tc, tracing_never_changes_the_board);
  tcase_add_test(tc, earlier_hook_keeps_working);
  tcase_add_test(tc, permanent_moves_form_a_chain);
  tcase_add_test(tc, undo_past_the_start_is_noted);
  tcase_add_test(tc, attached_inside_a_variation);
  tcase_add_test(tc, sections_group_searches);
  tcase_add_test(tc, board_copy_keeps_the_hook_where_it_was);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(sgftrace_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
