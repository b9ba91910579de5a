/* Pattern databases and matcher: every pattern matches its own example in
 * all orientations and for both colours, a changed point stops it, and a
 * dozen hand-drawn positions give exactly the expected matches. */
#include <config.h>

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/board/board.h"
#include "diagram.h"
#include "engine/pattern/pattern_match.h"

#define SIZE 19

static struct board *b;

static void setup(void)
{
  b = board_new(SIZE);
  ck_assert_ptr_nonnull(b);
}

static void teardown(void)
{
  board_free(b);
}

/* ---- Positions built from a pattern's own diagram --------------------- */

static int is_edge(char c)
{
  return c == '|' || c == '-' || c == '+';
}

/* A pattern's example, or its diagram with o, x and ? left empty. */
static void source_grid(const struct pattern *p, const char **grid, int *w,
                        int *h)
{
  if (p->example) {
    *grid = p->example;
    *w = p->example_width;
    *h = p->example_height;
  } else {
    *grid = p->diagram;
    *w = p->width;
    *h = p->height;
  }
}

/* Lays grid on a SIZE board in orientation o with stones of color for 'O'.
 * (change_row, change_col, change_to) overrides one grid point when
 * change_to is not 0.  Returns the board point of '*' or NO_MOVE if the
 * position is not legal. */
static int build_position(const struct pattern *p, int o, int color,
                          int change_row, int change_col, char change_to)
{
  const char *grid;
  int w, h, sr = -1, sc = -1;
  source_grid(p, &grid, &w, &h);
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w; c++)
      if (grid[r * w + c] == '*') {
        sr = r;
        sc = c;
      }
  ck_assert_int_ge(sr, 0);
  int min_i = 99, max_i = -99, min_j = 99, max_j = -99;
  int edge_top = 0, edge_bottom = 0, edge_left = 0, edge_right = 0;
  for (int pass = 0; pass < 2; pass++)
    for (int r = 0; r < h; r++)
      for (int c = 0; c < w; c++) {
        int ti, tj;
        pattern_transform(o, r - sr, c - sc, &ti, &tj);
        if (pass == 0 && !is_edge(grid[r * w + c])) {
          min_i = ti < min_i ? ti : min_i;
          max_i = ti > max_i ? ti : max_i;
          min_j = tj < min_j ? tj : min_j;
          max_j = tj > max_j ? tj : max_j;
        } else if (pass == 1 && is_edge(grid[r * w + c])) {
          edge_top |= ti < min_i;
          edge_bottom |= ti > max_i;
          edge_left |= tj < min_j;
          edge_right |= tj > max_j;
        }
      }
  int i0 = edge_top ? -min_i : edge_bottom ? SIZE - 1 - max_i
    : (SIZE - 1) / 2 - (min_i + max_i) / 2;
  int j0 = edge_left ? -min_j : edge_right ? SIZE - 1 - max_j
    : (SIZE - 1) / 2 - (min_j + max_j) / 2;
  char text[SIZE * (SIZE + 1) + 1];
  for (int i = 0; i < SIZE; i++) {
    memset(text + i * (SIZE + 1), '.', SIZE);
    text[i * (SIZE + 1) + SIZE] = '\n';
  }
  text[SIZE * (SIZE + 1)] = '\0';
  char ours = color == BLACK ? 'X' : 'O', theirs = color == BLACK ? 'O' : 'X';
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w; c++) {
      char code = grid[r * w + c];
      if (r == change_row && c == change_col && change_to)
        code = change_to;
      if (is_edge(code))
        continue;
      int ti, tj;
      pattern_transform(o, r - sr, c - sc, &ti, &tj);
      ck_assert(i0 + ti >= 0 && i0 + ti < SIZE && j0 + tj >= 0
                && j0 + tj < SIZE);
      char *cell = &text[(i0 + ti) * (SIZE + 1) + j0 + tj];
      *cell = code == 'O' ? ours : code == 'X' ? theirs : '.';
    }
  if (!board_from_diagram(b, text))
    return NO_MOVE;
  return POS(i0, j0);
}

struct found {
  const struct pattern *want;
  int orientation;              /* -1: any */
  int hits;
};

static void note_match(void *data, int move, const struct pattern *p,
                       int orientation)
{
  struct found *f = data;
  (void) move;
  if (p == f->want && (f->orientation < 0 || f->orientation == orientation))
    f->hits++;
}

static int reported(const struct pattern *p, int color, int move,
                    int orientation)
{
  struct found f = {p, orientation, 0};
  match_patterns_at(b, color, move, p->pattern_class, note_match, &f);
  return f.hits;
}

static void print_board(void)
{
  board_print(b, stderr);
}

START_TEST(every_pattern_matches_its_example)
{
  const struct pattern *p = &pattern_db[_i];
  for (int o = 0; o < 8; o++)
    for (int color = WHITE; color <= BLACK; color++) {
      int move = build_position(p, o, color, -1, -1, 0);
      ck_assert_msg(move != NO_MOVE, "%s (%s:%d): example is not a legal "
                    "position", p->name, p->file, p->line);
      if (!reported(p, color, move, -1))
        print_board();
      ck_assert_msg(reported(p, color, move, -1),
                    "%s (%s:%d) not found at its '*' (orientation %d, %s)",
                    p->name, p->file, p->line, o,
                    color == BLACK ? "black" : "white");
    }
}
END_TEST

/* The owl's own classes are matched only when asked for by name: the
 * move generator and the Monte Carlo priors, which ask for PATTERN_ALL,
 * never see them; every other class is in PATTERN_ALL. */
START_TEST(owl_classes_only_on_request)
{
  const struct pattern *p = &pattern_db[_i];
  int owl = p->pattern_class == PATTERN_OWL_ATTACK
    || p->pattern_class == PATTERN_OWL_DEFEND;
  int move = build_position(p, 0, BLACK, -1, -1, 0);
  struct found f = {p, -1, 0};
  ck_assert_int_ne(move, NO_MOVE);
  match_patterns_at(b, BLACK, move, PATTERN_ALL, note_match, &f);
  ck_assert_msg(f.hits == (owl ? 0 : 1), "%s: %d matches with PATTERN_ALL",
                p->name, f.hits);
  f.hits = 0;
  match_patterns_at(b, BLACK, move,
                    owl ? PATTERN_OWL_ATTACK | PATTERN_OWL_DEFEND
                    : PATTERN_ALL & ~p->pattern_class, note_match, &f);
  ck_assert_int_eq(f.hits, owl ? 1 : 0);
}
END_TEST

/* What a point of the diagram becomes to violate its code. */
static void violations(char code, char out[2])
{
  switch (code) {
  case '.': out[0] = 'X'; out[1] = 'O'; break;
  case 'O': out[0] = '.'; out[1] = 'X'; break;
  case 'X': out[0] = '.'; out[1] = 'O'; break;
  case 'o': out[0] = 'X'; out[1] = 0; break;
  case 'x': out[0] = 'O'; out[1] = 0; break;
  default: out[0] = out[1] = 0; break;
  }
}

START_TEST(changed_point_stops_the_pattern)
{
  const struct pattern *p = &pattern_db[_i];
  int tested = 0;
  /* Map diagram points into the example grid around '*'. */
  const char *grid;
  int w, h, er = 0, ec = 0;
  source_grid(p, &grid, &w, &h);
  for (int r = 0; r < h; r++)
    for (int c = 0; c < w; c++)
      if (grid[r * w + c] == '*') {
        er = r;
        ec = c;
      }
  for (int k = 0; k < p->ncells; k++) {
    char bad[2];
    violations(p->cells[k].code, bad);
    int r = er + p->cells[k].di, c = ec + p->cells[k].dj;
    if (r < 0 || c < 0 || r >= h || c >= w)
      continue;
    for (int v = 0; v < 2 && bad[v]; v++) {
      int move = build_position(p, 0, BLACK, r, c, bad[v]);
      if (move == NO_MOVE)
        continue;
      ck_assert_msg(!reported(p, BLACK, move, 0),
                    "%s (%s:%d) still matches with '%c' at diagram offset "
                    "(%d,%d)", p->name, p->file, p->line, bad[v],
                    p->cells[k].di, p->cells[k].dj);
      tested++;
      break;
    }
  }
  ck_assert_msg(tested > 0, "%s: no point could be changed", p->name);
}
END_TEST

/* ---- Hand-drawn positions ------------------------------------------------ */

static const struct pattern *named(const char *name)
{
  for (int k = 0; k < pattern_db_count; k++)
    if (strcmp(pattern_db[k].name, name) == 0)
      return &pattern_db[k];
  ck_abort_msg("no pattern %s", name);
  return NULL;
}

static void load(const char *diagram)
{
  ck_assert_msg(board_from_diagram(b, diagram), "bad diagram:\n%s", diagram);
}

struct where {
  const struct pattern *want;
  int points[64];
  int n;
};

static void note_point(void *data, int move, const struct pattern *p,
                       int orientation)
{
  struct where *w = data;
  (void) orientation;
  if (p == w->want && w->n < 64)
    w->points[w->n++] = move;
}

/* The pattern matches for color at exactly the listed vertices. */
static void assert_matches(const char *name, int color, const char *vertices)
{
  struct where w = {named(name), {0}, 0};
  match_patterns(b, color, w.want->pattern_class, note_point, &w);
  int want[64];
  int n = vertex_list(b, vertices, want, 64);
  sort_points(w.points, w.n);
  char buf[8];
  ck_assert_msg(w.n == n, "%s: %d matches, expected %d (first at %s)", name,
                w.n, n, w.n ? pos_to_vertex(b, w.points[0], buf) : "-");
  for (int k = 0; k < n; k++)
    ck_assert_msg(w.points[k] == want[k], "%s: match at %s, expected %s",
                  name, pos_to_vertex(b, w.points[k], buf), vertices);
}

static const char *hane_position =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . O X . . . .\n"
  ". . . O X . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n";

START_TEST(hane_at_head_of_two_exact)
{
  load(hane_position);
  /* Black (X) hanes at the head of white's two stones, either end. */
  assert_matches("hane_head_of_two", BLACK, "D7 D4");
  assert_matches("hane_head_of_two", WHITE, "E7 E4");
}
END_TEST

START_TEST(hane_rotated_and_colour_swapped)
{
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . X X . . . .\n"
       ". . . O O . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  assert_matches("hane_head_of_two", WHITE, "C5 F5");
  assert_matches("hane_head_of_two", BLACK, "C4 F4");
}
END_TEST

START_TEST(one_point_different_no_hane)
{
  /* White stones beside both hane points: the diagram's '.' there fails. */
  load(". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . O . . . . . .\n"
       ". . . O X . . . .\n"
       ". . . O X . . . .\n"
       ". . O . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n"
       ". . . . . . . . .\n");
  assert_matches("hane_head_of_two", BLACK, "");
}
END_TEST

START_TEST(constraint_rejects_capture_with_two_liberties)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . X O X . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  /* White's cutting stone has two liberties: atari, not capture. */
  assert_matches("capture_cutting_stone", BLACK, "");
  assert_matches("atari_cutting_stone", BLACK, "D4 D6");
  load(". . . . . . .\n"
       ". . . X . . .\n"
       ". . X O X . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  assert_matches("capture_cutting_stone", BLACK, "D4");
}
END_TEST

START_TEST(ko_capture_and_ko_ban)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . X O . . .\n"
       ". X O . O . .\n"
       ". . X O . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  assert_matches("take_ko", BLACK, "D4");
  play_move(b, at(b, "D4"), BLACK);
  /* White may not retake at once: the matcher skips illegal points. */
  assert_matches("take_ko", WHITE, "");
}
END_TEST

START_TEST(corner_points_on_empty_board)
{
  board_clear(b, 19);
  assert_matches("corner_4_4", BLACK, "D4 D16 Q4 Q16");
  assert_matches("corner_3_4", WHITE, "C4 D3 C16 D17 Q3 R4 Q17 R16");
  float best[BOARD_ARRAY_SIZE];
  const struct pattern *which[BOARD_ARRAY_SIZE];
  int n = pattern_best_values(b, BLACK, PATTERN_OPENING, best, which);
  ck_assert_int_gt(n, 0);
  ck_assert(best[at(b, "Q16")] == 20.0f);
  ck_assert_ptr_eq(which[at(b, "K10")], NULL);
  ck_assert(best[at(b, "K10")] == 0.0f);
}
END_TEST

START_TEST(empty_triangle_penalised)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . X X . . .\n"
       ". . X . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  assert_matches("empty_triangle", BLACK, "D4");
  ck_assert(named("empty_triangle")->value < 0);
  assert_matches("empty_triangle", WHITE, "");
}
END_TEST

START_TEST(own_eye_not_filled)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . O . . .\n"
       ". . O . O . .\n"
       ". . . O . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  assert_matches("fill_own_eye_center", WHITE, "D4");
  assert_matches("fill_own_eye_center", BLACK, "");
}
END_TEST

START_TEST(first_line_block_on_edge_only)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . X . . .\n"
       ". . O . . . .\n");
  assert_matches("block_first_line", BLACK, "D1");
  /* The same shape a line higher is not on the edge. */
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . X . . .\n"
       ". . O . . . .\n"
       ". . . . . . .\n");
  assert_matches("block_first_line", BLACK, "");
}
END_TEST

START_TEST(connect_against_peep)
{
  load(". . . . . . .\n"
       ". . . . . . .\n"
       ". . . X . . .\n"
       ". . O . O . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  assert_matches("answer_peep_jump", WHITE, "D4");
  assert_matches("answer_peep_jump", BLACK, "");
}
END_TEST

START_TEST(label_points_follow_orientation)
{
  load(". . . . . . .\n"
       ". . . X . . .\n"
       ". . X O X . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n"
       ". . . . . . .\n");
  const struct pattern *p = named("capture_cutting_stone");
  struct found f = {p, -1, 0};
  int move = at(b, "D4");
  ck_assert_int_ge(match_patterns_at(b, BLACK, move, PATTERN_CUT, note_match,
                                     &f), 1);
  ck_assert_int_eq(f.hits, 1);
  int o;
  for (o = 0; o < 8; o++)
    if (reported(p, BLACK, move, o))
      break;
  ck_assert_int_lt(o, 8);
  ck_assert_int_eq(pattern_label_point(b, move, p, o, 'A'), at(b, "D5"));
  ck_assert_int_eq(pattern_label_point(b, move, p, o, '*'), move);
  ck_assert_int_eq(pattern_label_point(b, move, p, o, 'Z'), NO_MOVE);
}
END_TEST

START_TEST(class_mask_and_occupied_points)
{
  load(hane_position);
  struct where w = {named("hane_head_of_two"), {0}, 0};
  match_patterns(b, BLACK, PATTERN_EDGE | PATTERN_EYE, note_point, &w);
  ck_assert_int_eq(w.n, 0);
  ck_assert_int_eq(match_patterns_at(b, BLACK, at(b, "D5"), PATTERN_ALL,
                                     note_point, &w), 0);
}
END_TEST

/* Every report, in order. */
struct report_list {
  int n;
  int move[4096];
  const struct pattern *p[4096];
  int orientation[4096];
};

static void note_report(void *data, int move, const struct pattern *p,
                        int orientation)
{
  struct report_list *r = data;
  ck_assert_int_lt(r->n, 4096);
  r->move[r->n] = move;
  r->p[r->n] = p;
  r->orientation[r->n++] = orientation;
}

/* A whole-board match (which reads a grid of the board with a margin) and
 * one match per point (which reads the board with edge tests) report the
 * same patterns in the same order, at the edges and corners too. */
static void assert_whole_board_is_every_point(int color)
{
  static struct report_list whole, points;
  whole.n = points.n = 0;
  match_patterns(b, color, PATTERN_ALL, note_report, &whole);
  for (int i = 0; i < b->board_size; i++)
    for (int j = 0; j < b->board_size; j++)
      match_patterns_at(b, color, POS(i, j), PATTERN_ALL, note_report, &points);
  ck_assert_int_gt(whole.n, 0);
  ck_assert_int_eq(whole.n, points.n);
  for (int k = 0; k < whole.n; k++) {
    ck_assert_int_eq(whole.move[k], points.move[k]);
    ck_assert_ptr_eq(whole.p[k], points.p[k]);
    ck_assert_int_eq(whole.orientation[k], points.orientation[k]);
  }
}

START_TEST(whole_board_and_one_point_agree)
{
  load(". X O . . . X\n"
       "X O . O . X .\n"
       ". X O . . . X\n"
       ". . . X . . .\n"
       "O . X O O . .\n"
       "X O . X . O .\n"
       ". X . . . X O\n");
  assert_whole_board_is_every_point(BLACK);
  assert_whole_board_is_every_point(WHITE);
  load(hane_position);
  assert_whole_board_is_every_point(BLACK);
  assert_whole_board_is_every_point(WHITE);
}
END_TEST

START_TEST(database_is_large_and_named)
{
  int per_class[PATTERN_CLASS_COUNT] = {0};
  int owl_attack = 0, owl_defend = 0;
  ck_assert_int_ge(pattern_db_count, 300);
  for (int k = 0; k < pattern_db_count; k++) {
    const struct pattern *p = &pattern_db[k];
    ck_assert_ptr_nonnull(p->name);
    for (int c = 0; c < PATTERN_CLASS_COUNT; c++)
      if ((int) p->pattern_class == (1 << c))
        per_class[c]++;
    owl_attack += p->pattern_class == PATTERN_OWL_ATTACK;
    owl_defend += p->pattern_class == PATTERN_OWL_DEFEND;
    ck_assert_int_eq(p->labels[0].name, '*');
  }
  /* The move generator's classes are large; the owl's hold only the
   * groups its suites kept (doc/patterns.txt, section 7). */
  for (int c = 0; c < PATTERN_CLASS_COUNT; c++)
    if ((1 << c) & PATTERN_ALL)
      ck_assert_int_ge(per_class[c], 15);
  ck_assert_int_ge(owl_attack, 2);
  ck_assert_int_ge(owl_defend, 1);
}
END_TEST

static Suite *patterns_suite(void)
{
  Suite *s = suite_create("patterns");
  TCase *tc = tcase_create("database");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_loop_test(tc, every_pattern_matches_its_example, 0,
                      pattern_db_count);
  tcase_add_loop_test(tc, changed_point_stops_the_pattern, 0,
                      pattern_db_count);
  tcase_add_loop_test(tc, owl_classes_only_on_request, 0, pattern_db_count);
  tcase_add_test(tc, database_is_large_and_named);
  suite_add_tcase(s, tc);
  tc = tcase_create("positions");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, hane_at_head_of_two_exact);
  tcase_add_test(tc, hane_rotated_and_colour_swapped);
  tcase_add_test(tc, one_point_different_no_hane);
  tcase_add_test(tc, constraint_rejects_capture_with_two_liberties);
  tcase_add_test(tc, ko_capture_and_ko_ban);
  tcase_add_test(tc, corner_points_on_empty_board);
  tcase_add_test(tc, empty_triangle_penalised);
  tcase_add_test(tc, own_eye_not_filled);
  tcase_add_test(tc, first_line_block_on_edge_only);
  tcase_add_test(tc, connect_against_peep);
  tcase_add_test(tc, label_points_follow_orientation);
  tcase_add_test(tc, class_mask_and_occupied_points);
  tcase_add_test(tc, whole_board_and_one_point_agree);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(patterns_suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
