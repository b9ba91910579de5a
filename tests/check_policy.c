/* The learned move model: its file format (round trip, clear errors for
 * files that are not models), the built-in tables, the probabilities of
 * every legal move, and the trainer, which recovers a preference planted
 * in a synthetic collection and skips broken games with a warning. */
#include <config.h>
#include <check.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "engine/board/board.h"
#include "engine/policy/policy.h"
#include "engine/reading/reading.h"
#include "patterns/learn/learn.h"
#include "patterns/policy_data.h"
#include "sgf/sgf.h"
#include "utils/rng.h"
#include "diagram.h"

/* A small hand-made model: captures are strong, self-atari weak, the
 * point next to the previous move likely, one 3x3 shape known. */
static const char *small_model =
  "hane-policy 1\n"
  "# a hand-made model\n"
  "ladders 1\n"
  "spatial-max 0\n"
  "groups pass capture self-atari distance-previous pattern3\n"
  "gamma pass 1 0.001\n"
  "gamma capture 1 1000\n"
  "gamma self-atari 1 0.01\n"
  "gamma distance-previous 1 5\n"
  "pattern3 ####.#.. 0.5\n"
  "end\n";

static struct policy_model *parse_ok(const char *text)
{
  char err[200] = "";
  struct policy_model *m = policy_model_parse(text, strlen(text), err, sizeof err);
  ck_assert_msg(m != NULL, "parse failed: %s", err);
  return m;
}

static const char *parse_error(const char *text)
{
  static char err[200];
  err[0] = '\0';
  ck_assert_ptr_null(policy_model_parse(text, strlen(text), err, sizeof err));
  return err;
}

static char *written(const struct policy_model *m, const char *comment)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&text, &size);
  ck_assert_int_eq(policy_model_write(m, out, comment), 1);
  fclose(out);
  return text;
}

START_TEST(model_text_round_trip)
{
  struct policy_model *m = parse_ok(small_model), *again;
  char *text, *second;
  ck_assert_int_eq(policy_model_ladders(m), 1);
  ck_assert_int_eq(policy_model_spatial_max(m), 0);
  ck_assert(policy_model_uses(m, POLICY_CAPTURE));
  ck_assert(!policy_model_uses(m, POLICY_ATARI));
  ck_assert(fabs(policy_model_gamma(m, POLICY_CAPTURE, 1) - 1000.0) < 0.01);
  ck_assert(fabs(policy_model_gamma(m, POLICY_CAPTURE, 2) - 1.0) < 1e-9);
  ck_assert(fabs(policy_model_gamma(m, POLICY_ATARI, 1) - 1.0) < 1e-9);
  ck_assert(fabs(policy_model_gamma(m, POLICY_CAPTURE, 99) - 1.0) < 1e-9);
  ck_assert_int_eq(policy_model_values(m, POLICY_PATTERN3), 2);
  /* The shape turned to the other corners has the same value. */
  for (int s = 0; s < 8; s++) {
    uint32_t code = policy_pattern3_transform((uint32_t) policy_pattern3_parse("####.#.."), s);
    ck_assert_int_eq(policy_model_pattern3_value(m, code), 1);
  }
  ck_assert_int_eq(policy_model_pattern3_value(m, 0), 0);
  text = written(m, "two\nlines");
  ck_assert_str_eq(text,
                   "hane-policy 1\n# two\n# lines\nladders 1\nspatial-max 0\n"
                   "groups pass capture self-atari distance-previous pattern3\n"
                   "gamma pass 1 0.001\ngamma pass 2 1\n"
                   "gamma capture 1 1000\n"
                   "gamma capture 2 1\ngamma capture 3 1\ngamma capture 4 1\n"
                   "gamma capture 5 1\ngamma capture 6 1\ngamma capture 7 1\n"
                   "gamma capture 8 1\ngamma capture 9 1\ngamma capture 10 1\n"
                   "gamma capture 11 1\ngamma capture 12 1\ngamma capture 13 1\n"
                   "gamma capture 14 1\ngamma capture 15 1\ngamma capture 16 1\n"
                   "gamma capture 17 1\n"
                   "gamma self-atari 1 0.01\ngamma self-atari 2 1\ngamma self-atari 3 1\n"
                   "gamma distance-previous 1 5\n"
                   "gamma distance-previous 2 1\ngamma distance-previous 3 1\n"
                   "gamma distance-previous 4 1\ngamma distance-previous 5 1\n"
                   "gamma distance-previous 6 1\ngamma distance-previous 7 1\n"
                   "gamma distance-previous 8 1\ngamma distance-previous 9 1\n"
                   "gamma distance-previous 10 1\ngamma distance-previous 11 1\n"
                   "gamma distance-previous 12 1\ngamma distance-previous 13 1\n"
                   "gamma distance-previous 14 1\ngamma distance-previous 15 1\n"
                   "gamma distance-previous 16 1\n"
                   "pattern3 ####.#.. 0.5\nend\n");
  again = parse_ok(text);
  second = written(again, "two\nlines");
  ck_assert_str_eq(second, text);
  free(text);
  free(second);
  policy_model_free(again);
  policy_model_free(m);
}
END_TEST

START_TEST(model_errors)
{
  ck_assert_str_eq(parse_error(""),
                   "not a Hane policy model (the first line is not 'hane-policy 1')");
  ck_assert_str_eq(parse_error("(;GM[1]SZ[19];B[pd])\n"),
                   "not a Hane policy model (the first line is not 'hane-policy 1')");
  ck_assert_str_eq(parse_error("hane-policy 2\nend\n"),
                   "not a Hane policy model (the first line is not 'hane-policy 1')");
  ck_assert_str_eq(parse_error("hane-policy 1\nladders 1\ngroups capture\ngamma capture 1 3\n"),
                   "line 5: the model ends without its 'end' line (truncated?)");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\ngamma capture 1 -3\nend\n"),
                   "line 3: '-3' is not a positive gamma");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\ngamma capture 1 0\nend\n"),
                   "line 3: '0' is not a positive gamma");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\ngamma capture 1 x\nend\n"),
                   "line 3: 'x' is not a positive gamma");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\ngamma capture 18 2\nend\n"),
                   "line 3: value '18' out of range for capture (1..17)");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\ngamma atari 1 2\nend\n"),
                   "line 3: group 'atari' is not in the 'groups' line");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture fuseki\nend\n"),
                   "line 2: unknown feature group 'fuseki'");
  ck_assert_str_eq(parse_error("hane-policy 1\ngamma capture 1 2\nend\n"),
                   "line 2: data before the 'groups' line");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups pattern3\npattern3 ..x..... 2\nend\n"),
                   "line 3: '..x.....' is not a 3x3 shape");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups pattern3\npattern3 #.###### 2\nend\n"),
                   "line 3: shape '#.######' is not canonical or listed twice");
  ck_assert_str_eq(parse_error("hane-policy 1\nspatial-max 6\ngroups spatial\n"
                               "spatial 7 0123456789abcdef 2\nend\n"),
                   "line 4: spatial size '7' out of range");
  ck_assert_str_eq(parse_error("hane-policy 1\nspatial-max 6\ngroups spatial\n"
                               "spatial 5 0123 2\nend\n"),
                   "line 4: '0123' is not a 16-digit hash");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\nend\nmore\n"),
                   "line 4: text after 'end'");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\nbogus 1\nend\n"),
                   "line 3: unknown line 'bogus'");
}
END_TEST

START_TEST(model_files)
{
  char path[] = "/tmp/check_policy_XXXXXX";
  char err[300];
  int fd = mkstemp(path);
  FILE *out;
  struct policy_model *m;
  ck_assert_int_ge(fd, 0);
  close(fd);
  out = fopen(path, "w");
  fputs(small_model, out);
  fclose(out);
  m = policy_model_read_file(path, err, sizeof err);
  ck_assert_ptr_nonnull(m);
  policy_model_free(m);
  /* Binary garbage: not a model, named. */
  out = fopen(path, "w");
  fputs("\x7f" "ELF\x02\x01\x01", out);
  fputc(0, out);
  fclose(out);
  ck_assert_ptr_null(policy_model_read_file(path, err, sizeof err));
  ck_assert_int_eq(strncmp(err, path, strlen(path)), 0);
  ck_assert_str_eq(err + strlen(path),
                   ": not a Hane policy model (the first line is not 'hane-policy 1')");
  unlink(path);
  ck_assert_ptr_null(policy_model_read_file("/nonexistent/p.gamma", err, sizeof err));
  ck_assert_str_eq(err, "/nonexistent/p.gamma: No such file or directory");
}
END_TEST

START_TEST(builtin_models)
{
  char err[200] = "";
  struct policy_model *m = policy_model_parse(policy_builtin_text, policy_builtin_length,
                                              err, sizeof err);
  ck_assert_msg(m != NULL, "built-in model: %s", err);
  ck_assert(policy_model_uses(m, POLICY_PATTERN3));
  ck_assert(policy_model_uses(m, POLICY_CAPTURE));
  ck_assert(policy_model_ladders(m));
  ck_assert_int_gt(policy_model_values(m, POLICY_PATTERN3), 1000);
  ck_assert_int_gt(policy_model_values(m, POLICY_SPATIAL), 1000);
  /* Learned, not hand-set: capturing a stone that just put ours in atari
   * is far stronger than an ordinary move, a self-atari of three stones
   * far weaker. */
  ck_assert(policy_model_gamma(m, POLICY_CAPTURE, 1 + 0 + 4) > 5.0);
  ck_assert(policy_model_gamma(m, POLICY_SELF_ATARI, 3) < 0.2);
  policy_model_free(m);
  m = policy_model_parse(playout_builtin_text, playout_builtin_length, err, sizeof err);
  ck_assert_msg(m != NULL, "built-in playout model: %s", err);
  ck_assert(!policy_model_ladders(m));
  ck_assert_int_eq(policy_model_spatial_max(m), 0);
  ck_assert(policy_model_uses(m, POLICY_PATTERN3));
  ck_assert(!policy_model_uses(m, POLICY_DIST_PREV));
  ck_assert_int_gt(policy_model_values(m, POLICY_PATTERN3), 1000);
  policy_model_free(m);
}
END_TEST

/* Pairwise terms: capture and the corner shape have vectors; the
 * distance group has none. */
static const char *factor_model =
  "hane-policy 1\n"
  "ladders 1\n"
  "spatial-max 0\n"
  "groups capture distance-previous pattern3\n"
  "factors 2 capture pattern3\n"
  "gamma capture 1 4 1.5 -1\n"
  "gamma distance-previous 1 5\n"
  "pattern3 ####.#.. 0.5 2 0.5\n"
  "end\n";

START_TEST(model_with_factors)
{
  struct policy_model *m = parse_ok(factor_model), *again;
  char *text, *second;
  const float *v;
  ck_assert_int_eq(policy_model_factors(m), 2);
  v = policy_model_vectors_const(m, POLICY_CAPTURE);
  ck_assert_ptr_nonnull(v);
  ck_assert(v[0] == 0.0f && v[1] == 0.0f);          /* value 0 */
  ck_assert(v[2] == 1.5f && v[3] == -1.0f);
  ck_assert(v[4] == 0.0f && v[5] == 0.0f);          /* value 2, not listed */
  ck_assert_ptr_null(policy_model_vectors_const(m, POLICY_DIST_PREV));
  text = written(m, NULL);
  ck_assert_ptr_nonnull(strstr(text, "groups capture distance-previous pattern3\n"
                                     "factors 2 capture pattern3\n"
                                     "gamma capture 1 4 1.5 -1\n"
                                     "gamma capture 2 1 0 0\n"));
  ck_assert_ptr_nonnull(strstr(text, "gamma distance-previous 1 5\n"
                                     "gamma distance-previous 2 1\n"));
  ck_assert_ptr_nonnull(strstr(text, "pattern3 ####.#.. 0.5 2 0.5\nend\n"));
  again = parse_ok(text);
  second = written(again, NULL);
  ck_assert_str_eq(second, text);
  free(text);
  free(second);
  policy_model_free(again);
  policy_model_free(m);
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\nfactors 2 capture\n"
                               "gamma capture 1 4 1.5\nend\n"),
                   "line 4: expected 2 factors after the gamma, not 1");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\nfactors 2 capture\n"
                               "gamma capture 1 4 1.5 x\nend\n"),
                   "line 4: 'x' is not a number");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture edge\nfactors 2 capture\n"
                               "gamma edge 1 4 1.5 2\nend\n"),
                   "line 4: expected 0 factors after the gamma, not 2");
  ck_assert_str_eq(parse_error("hane-policy 1\nfactors 2 capture\ngroups capture\nend\n"),
                   "line 2: 'factors' before the 'groups' line");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\nfactors 2 atari\nend\n"),
                   "line 3: group 'atari' is not in the 'groups' line");
  ck_assert_str_eq(parse_error("hane-policy 1\ngroups capture\nfactors 17 capture\nend\n"),
                   "line 3: expected 'factors K GROUP...' with K 1..16");
}
END_TEST

START_TEST(probabilities_with_factors)
{
  /* X A5 takes O B5 (gamma 4) with a shape the model knows (gamma 0.5);
   * the dot product of their vectors, 1.5 * 2 - 1 * 0.5 = 2.5, multiplies
   * the move's strength by exp(2.5).  E1 has gamma 1. */
  struct board *b = board_new(5);
  struct policy_geometry geo;
  struct policy_context c;
  struct policy_model *m;
  struct policy *p;
  float prob[BOARD_ARRAY_SIZE];
  char shape[9], text[400];
  ck_assert(board_from_diagram(b,
                               ". O X . .\n"
                               ". X . . .\n"
                               ". . . . .\n"
                               ". . . . .\n"
                               ". . . . .\n"));
  policy_geometry_init(&geo);
  policy_context_init(&c, &geo, b, NULL, BLACK);
  policy_pattern3_text(policy_pattern3_canonical(policy_pattern3_code(&c, at(b, "A5"))), shape);
  snprintf(text, sizeof text,
           "hane-policy 1\ngroups capture pattern3\nfactors 2 capture pattern3\n"
           "gamma capture 1 4 1.5 -1\npattern3 %s 0.5 2 0.5\nend\n", shape);
  m = parse_ok(text);
  p = policy_new(m);
  policy_evaluate(p, b, BLACK, prob);
  ck_assert(fabs(prob[at(b, "A5")] / prob[at(b, "E1")] - 2.0 * exp(2.5)) < 1e-3);
  /* Without the pairwise terms: 4 * 0.5. */
  policy_free(p);
  policy_model_free(m);
  snprintf(text, sizeof text, "hane-policy 1\ngroups capture pattern3\n"
           "gamma capture 1 4\npattern3 %s 0.5\nend\n", shape);
  m = parse_ok(text);
  p = policy_new(m);
  policy_evaluate(p, b, BLACK, prob);
  ck_assert(fabs(prob[at(b, "A5")] / prob[at(b, "E1")] - 2.0) < 1e-4);
  policy_free(p);
  policy_model_free(m);
  board_free(b);
}
END_TEST

/* X to move: D8 takes O D7; A1, between the O stones A2 and B1, would be
 * suicide. */
static const char capture_and_suicide[] =
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . X O X . . . .\n"
  ". . . X . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  ". . . . . . . . .\n"
  "O . . . . . . . .\n"
  ". O . . . . . . .\n";

/* ---- Probabilities ----------------------------------------------------- */

START_TEST(probabilities_of_all_moves)
{
  struct policy_model *m = parse_ok(small_model);
  struct policy *p = policy_new(m);
  struct board *b = board_new(9);
  float prob[BOARD_ARRAY_SIZE];
  int moves[100];
  float probs[100];
  double total = 0.0;
  hash_t hash;
  int n, legal = 0;
  ck_assert(board_from_diagram(b, capture_and_suicide));
  hash = b->hash;
  n = policy_evaluate(p, b, BLACK, prob);
  ck_assert_int_eq(b->hash, hash);
  ck_assert_int_eq(b->stackp, 0);
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++)
    if (ON_BOARD(b, pos) && b->board[pos] == EMPTY && is_legal(b, pos, BLACK)) {
      legal++;
      ck_assert(prob[pos] > 0.0f);
    } else if (pos != PASS_MOVE)
      ck_assert(prob[pos] == 0.0f);
  ck_assert_int_eq(n, legal + 1);
  ck_assert(prob[at(b, "A1")] == 0.0f);
  ck_assert(prob[PASS_MOVE] > 0.0f);
  for (int pos = 0; pos < BOARD_ARRAY_SIZE; pos++)
    total += prob[pos];
  ck_assert(fabs(total - 1.0) < 1e-4);
  /* The capture: gamma 1000 against about 70 moves of gamma 1. */
  ck_assert(prob[at(b, "D8")] > 0.9f);
  /* Ranked: D8 first, probabilities falling, pass last (gamma 0.001). */
  ck_assert_int_eq(policy_ranked_moves(p, b, BLACK, 100, moves, probs), n);
  ck_assert_int_eq(moves[0], at(b, "D8"));
  ck_assert(fabs(probs[0] - prob[at(b, "D8")]) < 1e-6);
  for (int k = 1; k < n; k++)
    ck_assert(probs[k] <= probs[k - 1]);
  ck_assert_int_eq(moves[n - 1], PASS_MOVE);
  ck_assert_int_eq(policy_ranked_moves(p, b, BLACK, 3, moves, probs), 3);
  ck_assert_int_eq(moves[0], at(b, "D8"));
  ck_assert_int_eq(policy_ranked_moves(p, b, EMPTY, 3, moves, probs), 0);
  ck_assert_int_eq(policy_evaluate(p, b, GRAY, prob), 0);
  policy_free(p);
  policy_model_free(m);
  board_free(b);
}
END_TEST

START_TEST(probabilities_follow_the_previous_move)
{
  struct policy_model *m = parse_ok(small_model);
  struct policy *p = policy_new(m);
  struct board *b = board_new(19);
  float prob[BOARD_ARRAY_SIZE];
  ck_assert(play_move(b, POS(3, 15), BLACK));
  ck_assert(play_move(b, POS(15, 3), WHITE));
  policy_evaluate(p, b, BLACK, prob);
  /* The four points next to white's stone (gamma 5) against the others. */
  ck_assert(prob[POS(14, 3)] > 4.9f * prob[POS(9, 9)]);
  ck_assert(prob[POS(14, 3)] < 5.1f * prob[POS(9, 9)]);
  ck_assert(fabs(prob[POS(14, 3)] - prob[POS(15, 4)]) < 1e-7);
  /* The corner point has the known shape (gamma 0.5). */
  ck_assert(fabs(prob[POS(0, 0)] - 0.5f * prob[POS(9, 9)]) < 1e-7);
  policy_free(p);
  policy_model_free(m);
  board_free(b);
}
END_TEST

/* policy_move_weights: the log-strengths of listed moves, as the
 * probabilities of policy_evaluate_after give them up to the common
 * normalisation; a point that is not empty gets 0; the board unchanged. */
START_TEST(weights_of_listed_moves)
{
  struct policy_model *m = parse_ok(small_model);
  struct policy *p = policy_new(m);
  struct board *b = board_new(9);
  float prob[BOARD_ARRAY_SIZE], w[4] = { 9.0f, 9.0f, 9.0f, 9.0f };
  int moves[4];
  hash_t hash;
  ck_assert(board_from_diagram(b, capture_and_suicide));
  /* D8 captures (gamma 1000), E5 is next to the previous move E4 (5),
   * H2 neither (1), C7 holds a stone. */
  moves[0] = at(b, "D8");
  moves[1] = at(b, "E5");
  moves[2] = at(b, "H2");
  moves[3] = at(b, "C7");
  ck_assert(trymove(b, at(b, "E4"), WHITE, "test", NO_MOVE));
  hash = b->hash;
  ck_assert_int_eq(policy_move_weights(p, b, BLACK, at(b, "E4"), NO_MOVE,
                                       moves, 4, w), 4);
  ck_assert_int_eq(b->hash, hash);
  ck_assert_int_eq(b->stackp, 1);
  policy_evaluate_after(p, b, BLACK, at(b, "E4"), NO_MOVE, prob);
  ck_assert(fabs(w[0] - log(1000.0)) < 1e-4);
  ck_assert(fabs(w[1] - log(5.0)) < 1e-4);
  ck_assert(fabs(w[2]) < 1e-6);
  ck_assert(fabs((w[0] - w[1]) - log(prob[moves[0]] / prob[moves[1]])) < 1e-3);
  ck_assert(fabs((w[1] - w[2]) - log(prob[moves[1]] / prob[moves[2]])) < 1e-3);
  ck_assert(w[3] == 0.0f);
  w[0] = 9.0f;
  ck_assert_int_eq(policy_move_weights(p, b, EMPTY, NO_MOVE, NO_MOVE, moves, 1, w), 0);
  ck_assert(w[0] == 9.0f);
  popgo(b);
  policy_free(p);
  policy_model_free(m);
  board_free(b);
}
END_TEST

/* Every feature value of every legal move lies within its group, over
 * the positions of games of random moves that capture whenever they can
 * (so stones are often taken at once, and their points then lie at
 * distance 0 from the move before the previous one). */
START_TEST(feature_values_in_range)
{
  char err[200];
  struct policy_model *m = policy_model_parse(policy_builtin_text, policy_builtin_length,
                                              err, sizeof err);
  struct board *b = board_new(19);
  struct reading *r = reading_new(b);
  struct policy_geometry geo;
  struct policy_context *c = malloc(sizeof *c);
  struct rng rng;
  long moves = 0;
  ck_assert_ptr_nonnull(m);
  policy_geometry_init(&geo);
  rng_seed(&rng, 5);
  for (int game = 0; game < 4; game++) {
    int color = BLACK;
    board_clear(b, 19);
    for (int k = 0; k < 250; k++) {
      int choices[400], n = 0, captures[400], ncaptures = 0;
      policy_context_init(c, &geo, b, r, color);
      for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
        uint32_t value[POLICY_GROUPS];
        if (!ON_BOARD(b, pos) || b->board[pos] != EMPTY || !is_legal(b, pos, color))
          continue;
        policy_move_features(m, c, pos, value);
        for (int g = 0; g < POLICY_GROUPS; g++)
          ck_assert_msg(value[g] < (uint32_t) policy_model_values(m, g),
                        "group %d value %u", g, value[g]);
        choices[n++] = pos;
        if (does_capture_something(b, pos, color))
          captures[ncaptures++] = pos;
        moves++;
      }
      if (n == 0)
        break;
      if (ncaptures > 0)
        ck_assert(play_move(b, captures[rng_below(&rng, (uint32_t) ncaptures)], color));
      else
        ck_assert(play_move(b, choices[rng_below(&rng, (uint32_t) n)], color));
      color = OTHER_COLOR(color);
    }
  }
  ck_assert_int_gt(moves, 100000);
  free(c);
  reading_free(r);
  board_free(b);
  policy_model_free(m);
}
END_TEST

/* ---- The trainer ------------------------------------------------------- */

/* Appends "(;GM[1]SZ[19]...)" for a game whose every move but the first
 * touches the previous one when it can (a uniform choice among those
 * points), else is uniform among the legal moves. */
static void synthetic_game(struct rng *rng, int moves, char *out, size_t size)
{
  struct board *b = board_new(19);
  size_t used = (size_t) snprintf(out, size, "(;GM[1]FF[4]SZ[19]KM[6.5]");
  int last = NO_MOVE;
  for (int k = 0; k < moves; k++) {
    int color = k % 2 ? WHITE : BLACK, choices[400], n = 0, pos;
    char point[3];
    for (int d = 0; last != NO_MOVE && d < 4; d++)
      if (ON_BOARD(b, last + delta[d]) && b->board[last + delta[d]] == EMPTY
          && is_legal(b, last + delta[d], color))
        choices[n++] = last + delta[d];
    if (n == 0)
      for (int i = 0; i < 19; i++)
        for (int j = 0; j < 19; j++)
          if (b->board[POS(i, j)] == EMPTY && is_legal(b, POS(i, j), color))
            choices[n++] = POS(i, j);
    pos = choices[rng_below(rng, (uint32_t) n)];
    ck_assert(play_move(b, pos, color));
    sgf_encode_point(I(pos), J(pos), point);
    used += (size_t) snprintf(out + used, size - used, ";%s[%s]",
                              color == BLACK ? "B" : "W", point);
    last = pos;
  }
  used += (size_t) snprintf(out + used, size - used, ")\n");
  ck_assert_uint_lt(used, size);
  board_free(b);
}

static char *synthetic_collection(uint64_t seed, int games, const char *broken)
{
  size_t size = (size_t) games * 1000 + 2000, used = 0;
  char *text = malloc(size);
  struct rng rng;
  rng_seed(&rng, seed);
  for (int g = 0; g < games; g++) {
    if (g == 2 && broken)
      used += (size_t) snprintf(text + used, size - used, "%s", broken);
    synthetic_game(&rng, 60, text + used, size - used);
    used += strlen(text + used);
  }
  return text;
}

START_TEST(trainer_skips_broken_games)
{
  struct learn_games set = { 0 };
  char *warnings = NULL;
  size_t size = 0;
  FILE *out = open_memstream(&warnings, &size);
  const char *broken =
    "(;GM[1]SZ[19];B[dd];W[dd])\n"                 /* game 3: occupied point */
    "(;GM[1]SZ[13];B[dd])\n"                       /* game 4: not 19x19 */
    "(;GM[1]SZ[19];B[dd];W[zz])\n"                 /* game 5: not a point */
    "(;GM[1]SZ[19];B[pd];W[d\n";                   /* game 6: cut short */
  char *text = synthetic_collection(7, 5, broken);
  ck_assert(learn_read_collection_text(&set, "synthetic.sgf", text, strlen(text), out));
  fclose(out);
  ck_assert_str_eq(warnings,
                   "synthetic.sgf:3: game 3 skipped: move 2 W[dd] is illegal\n"
                   "synthetic.sgf:4: game 4 skipped: board size 13 (only 19x19 games are learned)\n"
                   "synthetic.sgf:5: game 5 skipped: move 2 W[zz] is not a point\n"
                   "synthetic.sgf:6:22: game 6 skipped: property value not closed before the next game tree\n");
  ck_assert_int_eq(set.game_count, 5);
  ck_assert_int_eq(set.skipped, 4);
  ck_assert_int_eq(set.move_count, 5 * 60);
  free(warnings);
  free(text);
  learn_games_free(&set);
}
END_TEST

/* A move far from every stone and from the edge has the neighbourhood
 * without anything in it, whose hash is 0 at every size: the harvest
 * keeps it like any other (it once stored it under another key, so such
 * moves, most of the opening, had no spatial pattern at all). */
START_TEST(harvest_keeps_the_empty_neighbourhood)
{
  struct learn_games set = { 0 };
  struct learn_harvest_options h = { 5, 5, 1000, 5, 0.0, 1, 2, 0 };
  int uses[POLICY_GROUPS] = { 0 };
  int *parents = NULL;
  /* K10, D16 and Q4: nothing within gridcular distance 5 of each. */
  const char *game = "(;GM[1]SZ[19];B[jj];W[dd];B[pp])\n";
  char text[200] = "";
  struct policy_model *m;
  for (int g = 0; g < 5; g++)
    strcat(text, game);
  uses[POLICY_SPATIAL] = 1;
  m = policy_model_new(uses, 0, 5);
  ck_assert_ptr_nonnull(m);
  ck_assert(learn_read_collection_text(&set, "empty", text, strlen(text), NULL));
  ck_assert_int_eq(set.game_count, 5);
  ck_assert(learn_harvest(&set, m, &h, &parents));
  /* One pattern a size, 3 to 5, each extending the one before. */
  ck_assert_int_eq(policy_model_values(m, POLICY_SPATIAL), 1 + 3);
  ck_assert_int_eq(policy_model_spatial_value(m, 3, 0), 1);
  ck_assert_int_eq(policy_model_spatial_value(m, 4, 0), 2);
  ck_assert_int_eq(policy_model_spatial_value(m, 5, 0), 3);
  ck_assert_int_eq(policy_model_spatial_value(m, 3, 1), 0);
  ck_assert_int_eq(parents[1], 0);
  ck_assert_int_eq(parents[2], 1);
  ck_assert_int_eq(parents[3], 2);
  free(parents);
  policy_model_free(m);
  learn_games_free(&set);
}
END_TEST

START_TEST(trainer_recovers_a_planted_preference)
{
  struct learn_games train = { 0 }, check = { 0 };
  struct learn_positions train_positions, check_positions;
  struct learn_accuracy a;
  int uses[POLICY_GROUPS];
  char *text = synthetic_collection(1, 60, NULL), *held_out = synthetic_collection(2, 10, NULL);
  struct learn_harvest_options h = { 0, 20, 1000, 5, 0.5, 1, 2, 0 };
  struct learn_extract_options x = { 1.0, 1, 2, 0, NULL };
  struct learn_fit_options f = { .epochs = 3, .learning_rate = 0.1, .l2 = 1e-4,
                                 .l2_factors = 1e-3, .seed = 1 };
  struct policy_model *m;
  for (int g = 0; g < POLICY_GROUPS; g++)
    uses[g] = g != POLICY_SPATIAL;
  m = policy_model_new(uses, 1, 0);
  ck_assert(learn_read_collection_text(&train, "train", text, strlen(text), NULL));
  ck_assert(learn_read_collection_text(&check, "check", held_out, strlen(held_out), NULL));
  ck_assert_int_eq(train.game_count, 60);
  ck_assert(learn_harvest(&train, m, &h, NULL));
  ck_assert_int_gt(policy_model_values(m, POLICY_PATTERN3), 10);
  ck_assert(learn_extract(&train, m, &x, &train_positions));
  ck_assert(learn_extract(&check, m, &x, &check_positions));
  ck_assert_int_eq(train_positions.position_count, 60 * 60);
  ck_assert(learn_fit(m, &train_positions, &f));
  /* Touching the previous move (gridcular distance 2: value 1) is what
   * the games do; a point three lines away (distance 6: value 5) is
   * played only when no touching point is free. */
  ck_assert_msg(policy_model_gamma(m, POLICY_DIST_PREV, 1)
                > 50.0 * policy_model_gamma(m, POLICY_DIST_PREV, 5),
                "gammas %g and %g", policy_model_gamma(m, POLICY_DIST_PREV, 1),
                policy_model_gamma(m, POLICY_DIST_PREV, 5));
  /* So the model names the move played about once in three (one of the
   * two to four touching points), where a uniform guess would be right
   * once in 300. */
  learn_measure(m, &check_positions, &a);
  ck_assert_int_eq(a.positions, 10 * 60);
  ck_assert_msg(a.top1 > a.positions / 5, "top-1 %ld of %ld", a.top1, a.positions);
  ck_assert_msg(a.top5 > a.positions * 8 / 10, "top-5 %ld of %ld", a.top5, a.positions);
  /* With pairwise terms (vectors of 4 on every group): as good, and the
   * vectors have moved from their small random start. */
  {
    struct policy_model *mf = policy_model_new(uses, 1, 0);
    const float *v;
    double largest = 0.0;
    ck_assert(learn_harvest(&train, mf, &h, NULL));
    ck_assert(learn_init_factors(mf, 4, NULL, 1));
    ck_assert(learn_fit(mf, &train_positions, &f));
    learn_measure(mf, &check_positions, &a);
    ck_assert_msg(a.top1 > a.positions / 5, "factors: top-1 %ld of %ld", a.top1, a.positions);
    v = policy_model_vectors_const(mf, POLICY_DIST_PREV);
    for (int k = 0; k < POLICY_DIST_VALUES * 4; k++)
      largest = fabs(v[k]) > largest ? fabs(v[k]) : largest;
    ck_assert_msg(largest > 0.05, "largest factor %g", largest);
    policy_model_free(mf);
  }
  learn_positions_free(&train_positions);
  learn_positions_free(&check_positions);
  learn_games_free(&train);
  learn_games_free(&check);
  policy_model_free(m);
  free(text);
  free(held_out);
}
END_TEST

static Suite *policy_suite(void)
{
  Suite *s = suite_create("policy");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, model_text_round_trip);
  tcase_add_test(tc, model_errors);
  tcase_add_test(tc, model_files);
  tcase_add_test(tc, builtin_models);
  tcase_add_test(tc, model_with_factors);
  tcase_add_test(tc, probabilities_with_factors);
  tcase_add_test(tc, probabilities_of_all_moves);
  tcase_add_test(tc, probabilities_follow_the_previous_move);
  tcase_add_test(tc, weights_of_listed_moves);
  tcase_add_test(tc, feature_values_in_range);
  tcase_add_test(tc, trainer_skips_broken_games);
  tcase_add_test(tc, harvest_keeps_the_empty_neighbourhood);
  tcase_add_test(tc, trainer_recovers_a_planted_preference);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *runner = srunner_create(policy_suite());
  int failed;
  srunner_run_all(runner, CK_NORMAL);
  failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
