/* Unit tests of the SGF library: parsing, writing, points and trees. */
#include <config.h>
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "sgf/sgf.h"

static struct sgf_node *parse_ok(const char *text)
{
  char err[200] = "";
  struct sgf_node *root = sgf_parse(text, strlen(text), err, sizeof err);
  ck_assert_msg(root != NULL, "parse failed: %s", err);
  return root;
}

/* The error message of a text that must not parse. */
static const char *parse_error(const char *text, size_t length)
{
  static char err[200];
  struct sgf_node *root;
  err[0] = '\0';
  root = sgf_parse(text, length, err, sizeof err);
  ck_assert_ptr_eq(root, NULL);
  return err;
}

static char *written(const struct sgf_node *root)
{
  size_t length = 0;
  char *text = sgf_write_string(root, &length);
  ck_assert_ptr_ne(text, NULL);
  ck_assert_uint_eq(length, strlen(text));
  return text;
}

/* Writes, reparses and writes again: the text must be a fixed point. */
static void assert_round_trip(const struct sgf_node *root, const char *expected)
{
  char *first = written(root);
  struct sgf_node *again;
  char *second;
  ck_assert_str_eq(first, expected);
  again = parse_ok(first);
  second = written(again);
  ck_assert_str_eq(second, first);
  ck_assert_int_eq(sgf_count_nodes(again), sgf_count_nodes(root));
  free(first);
  free(second);
  sgf_free(again);
}

static const char *value_at(const struct sgf_node *node, const char *name, int k)
{
  const struct sgf_property *prop = sgf_find_property(node, name);
  ck_assert_msg(prop != NULL, "no property %s", name);
  ck_assert_int_lt(k, prop->value_count);
  return prop->values[k];
}

/* Points of every value of a property drawn on a size x size diagram. */
static void draw_points(const struct sgf_node *node, const char *name, int size,
                        char *diagram)
{
  const struct sgf_property *prop = sgf_find_property(node, name);
  int rows[625], cols[625];
  memset(diagram, 0, (size_t) size * (size + 1) + 1);
  for (int i = 0; i < size; i++) {
    memset(diagram + i * (size + 1), '.', (size_t) size);
    diagram[i * (size + 1) + size] = '\n';
  }
  ck_assert_ptr_ne(prop, NULL);
  for (int k = 0; k < prop->value_count; k++) {
    int n = sgf_expand_points(prop->values[k], size, rows, cols, 625);
    ck_assert_int_ge(n, 0);
    for (int p = 0; p < n; p++)
      diagram[rows[p] * (size + 1) + cols[p]] = 'X';
  }
}

START_TEST(simple_game_round_trip)
{
  struct sgf_node *root = parse_ok("(;FF[4]GM[1]SZ[9]KM[6.5]PB[Black]PW[White]RE[B+R]"
                                   ";B[ee];W[cc];B[gg])");
  const struct sgf_node *third;
  ck_assert_int_eq(sgf_main_line_length(root), 4);
  ck_assert_int_eq(sgf_count_nodes(root), 4);
  ck_assert_str_eq(sgf_property_value(root, "SZ"), "9");
  ck_assert_str_eq(sgf_property_value(root, "KM"), "6.5");
  ck_assert_str_eq(sgf_property_value(root, "RE"), "B+R");
  ck_assert_ptr_eq(sgf_property_value(root, "HA"), NULL);
  third = root->child->child;
  ck_assert_str_eq(sgf_property_value(third, "W"), "cc");
  ck_assert_ptr_eq(third->parent, root->child);
  assert_round_trip(root, "(;FF[4]GM[1]SZ[9]KM[6.5]PB[Black]PW[White]RE[B+R]\n"
                          ";B[ee];W[cc];B[gg])\n");
  sgf_free(root);
}
END_TEST

START_TEST(escaped_brackets_and_backslashes)
{
  struct sgf_node *root = parse_ok("(;C[a \\] b \\\\ c \\: d \\x]GN[\\\\])");
  ck_assert_str_eq(sgf_property_value(root, "C"), "a ] b \\ c : d x");
  ck_assert_str_eq(sgf_property_value(root, "GN"), "\\");
  assert_round_trip(root, "(;C[a \\] b \\\\ c : d x]GN[\\\\])\n");
  sgf_free(root);
}
END_TEST

START_TEST(soft_and_hard_line_breaks)
{
  struct sgf_node *root = parse_ok("(;C[one\\\ntwo\nthree\\\r\nfour\r\nfive\rsix])");
  ck_assert_str_eq(sgf_property_value(root, "C"), "onetwo\nthreefour\nfive\nsix");
  assert_round_trip(root, "(;C[onetwo\nthreefour\nfive\nsix])\n");
  sgf_free(root);
}
END_TEST

START_TEST(compressed_point_lists)
{
  struct sgf_node *root = parse_ok("(;SZ[5]AB[aa:bc][ee]AW[ed:cc]AE[dd])");
  char diagram[64];
  draw_points(root, "AB", 5, diagram);
  ck_assert_str_eq(diagram,
                   "XX...\n"
                   "XX...\n"
                   "XX...\n"
                   ".....\n"
                   "....X\n");
  draw_points(root, "AW", 5, diagram);
  ck_assert_str_eq(diagram,
                   ".....\n"
                   ".....\n"
                   "..XXX\n"
                   "..XXX\n"
                   ".....\n");
  draw_points(root, "AE", 5, diagram);
  ck_assert_str_eq(diagram,
                   ".....\n"
                   ".....\n"
                   ".....\n"
                   "...X.\n"
                   ".....\n");
  ck_assert_int_eq(sgf_find_property(root, "AB")->value_count, 2);
  assert_round_trip(root, "(;SZ[5]AB[aa:bc][ee]AW[ed:cc]AE[dd])\n");
  sgf_free(root);
}
END_TEST

START_TEST(expand_points_limits)
{
  int rows[4], cols[4];
  ck_assert_int_eq(sgf_expand_points("aa:cc", 9, rows, cols, 4), 4);
  ck_assert_int_eq(rows[3], 1);
  ck_assert_int_eq(cols[3], 0);
  ck_assert_int_eq(sgf_expand_points("aa:jj", 9, rows, cols, 4), -1);
  ck_assert_int_eq(sgf_expand_points("aa:", 9, rows, cols, 4), -1);
  ck_assert_int_eq(sgf_expand_points("aa:bbb", 9, rows, cols, 4), -1);
  ck_assert_int_eq(sgf_expand_points("tt:aa", 19, rows, cols, 4), -1);
  ck_assert_int_eq(sgf_expand_points("", 19, rows, cols, 4), 0);
  ck_assert_int_eq(sgf_expand_points("tt", 19, rows, cols, 4), 0);
  ck_assert_int_eq(sgf_expand_points("ih", 9, rows, cols, 4), 1);
  ck_assert_int_eq(rows[0], 7);
  ck_assert_int_eq(cols[0], 8);
}
END_TEST

START_TEST(variations_main_line_is_first_child)
{
  struct sgf_node *root = parse_ok("(;SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))");
  const struct sgf_node *b1 = root->child;
  ck_assert_int_eq(sgf_main_line_length(root), 5);
  ck_assert_int_eq(sgf_count_nodes(root), 7);
  ck_assert_str_eq(sgf_property_value(b1->child, "W"), "bb");
  ck_assert_str_eq(sgf_property_value(b1->child->sibling, "W"), "ff");
  ck_assert_ptr_eq(b1->child->sibling->sibling, NULL);
  ck_assert_ptr_eq(b1->child->sibling->parent, b1);
  ck_assert_str_eq(sgf_property_value(b1->child->child->child, "W"), "dd");
  ck_assert_str_eq(sgf_property_value(b1->child->child->child->sibling, "W"), "ee");
  assert_round_trip(root, "(;SZ[9]\n"
                          ";B[aa]\n"
                          "(;W[bb];B[cc]\n"
                          "(;W[dd])\n"
                          "(;W[ee]))\n"
                          "(;W[ff]))\n");
  sgf_free(root);
}
END_TEST

START_TEST(variations_at_the_root)
{
  struct sgf_node *root = parse_ok("(;GM[1](;B[aa])(;B[bb]))");
  ck_assert_int_eq(sgf_count_nodes(root), 3);
  assert_round_trip(root, "(;GM[1]\n(;B[aa])\n(;B[bb]))\n");
  sgf_free(root);
}
END_TEST

START_TEST(passes)
{
  struct sgf_node *root = parse_ok("(;SZ[19];B[];W[tt];B[TT])");
  int row = -1, col = -1;
  const struct sgf_node *node = root->child;
  ck_assert_str_eq(sgf_property_value(node, "B"), "");
  ck_assert_int_eq(sgf_decode_point(sgf_property_value(node, "B"), 19, &row, &col), 0);
  ck_assert_int_eq(sgf_decode_point(sgf_property_value(node->child, "W"), 19, &row, &col), 0);
  ck_assert_int_eq(sgf_decode_point(sgf_property_value(node->child->child, "B"), 19,
                                    &row, &col), 0);
  ck_assert_int_eq(row, -1);
  /* On larger boards tt is the point on line 20. */
  ck_assert_int_eq(sgf_decode_point("tt", 21, &row, &col), 1);
  ck_assert_int_eq(row, 19);
  ck_assert_int_eq(col, 19);
  assert_round_trip(root, "(;SZ[19]\n;B[];W[tt];B[TT])\n");
  sgf_free(root);
}
END_TEST

START_TEST(point_letters)
{
  int row, col;
  char out[3];
  ck_assert_int_eq(sgf_decode_point("ab", 9, &row, &col), 1);
  ck_assert_int_eq(row, 1);
  ck_assert_int_eq(col, 0);
  ck_assert_int_eq(sgf_decode_point("DC", 9, &row, &col), 1);
  ck_assert_int_eq(row, 2);
  ck_assert_int_eq(col, 3);
  ck_assert_int_eq(sgf_decode_point("yy", 25, &row, &col), 1);
  ck_assert_int_eq(row, 24);
  ck_assert_int_eq(sgf_decode_point("zz", 25, &row, &col), -1);
  ck_assert_int_eq(sgf_decode_point("ja", 9, &row, &col), -1);
  ck_assert_int_eq(sgf_decode_point("ai", 9, &row, &col), 1);
  ck_assert_int_eq(sgf_decode_point("a", 9, &row, &col), -1);
  ck_assert_int_eq(sgf_decode_point("abc", 9, &row, &col), -1);
  ck_assert_int_eq(sgf_decode_point("a1", 9, &row, &col), -1);
  ck_assert_int_eq(sgf_decode_point("aa", 26, &row, &col), -1);
  ck_assert_int_eq(sgf_decode_point("aa", 0, &row, &col), -1);
  sgf_encode_point(2, 3, out);
  ck_assert_str_eq(out, "dc");
  sgf_encode_point(24, 0, out);
  ck_assert_str_eq(out, "ay");
  sgf_encode_point(-1, -1, out);
  ck_assert_str_eq(out, "");
}
END_TEST

START_TEST(whitespace_everywhere)
{
  struct sgf_node *root = parse_ok(" \n ( \t ; SZ \n [9] \n KM [ 6.5 ] \r\n AB [aa] \n [bb] ; B [cc]\n"
                                   " ( ; W [dd] ) \n ( ; W [ee] ) \n ) \n");
  ck_assert_str_eq(sgf_property_value(root, "SZ"), "9");
  ck_assert_str_eq(sgf_property_value(root, "KM"), " 6.5 ");
  ck_assert_str_eq(value_at(root, "AB", 1), "bb");
  ck_assert_int_eq(sgf_count_nodes(root), 4);
  ck_assert_int_eq(sgf_main_line_length(root), 3);
  assert_round_trip(root, "(;SZ[9]KM[ 6.5 ]AB[aa][bb]\n;B[cc]\n(;W[dd])\n(;W[ee]))\n");
  sgf_free(root);
}
END_TEST

START_TEST(ff3_lowercase_property_names)
{
  struct sgf_node *root = parse_ok("(;GaMe[1]SiZe[9]AddBlack[aa][bb]PlayerWhite[Sai];Black[cc])");
  ck_assert_str_eq(sgf_property_value(root, "GM"), "1");
  ck_assert_str_eq(sgf_property_value(root, "SZ"), "9");
  ck_assert_str_eq(sgf_property_value(root, "PW"), "Sai");
  ck_assert_str_eq(value_at(root, "AB", 0), "aa");
  ck_assert_str_eq(value_at(root, "AB", 1), "bb");
  ck_assert_str_eq(sgf_property_value(root->child, "B"), "cc");
  assert_round_trip(root, "(;GM[1]SZ[9]AB[aa][bb]PW[Sai]\n;B[cc])\n");
  sgf_free(root);
}
END_TEST

START_TEST(repeated_property_is_merged)
{
  struct sgf_node *root = parse_ok("(;AB[aa]AW[cc]AB[bb][dd])");
  const struct sgf_property *ab = sgf_find_property(root, "AB");
  ck_assert_int_eq(ab->value_count, 3);
  ck_assert_str_eq(ab->values[2], "dd");
  ck_assert_str_eq(ab->next->name, "AW");
  assert_round_trip(root, "(;AB[aa][bb][dd]AW[cc])\n");
  sgf_free(root);
}
END_TEST

/* 100000 distinct names in one node, then the first one again. */
START_TEST(many_properties_in_one_node)
{
  const int n = 100000;
  char *text = malloc(8 * (size_t) n + 32);
  char *p = text;
  struct sgf_node *root;
  const struct sgf_property *prop;
  int count = 0;
  p += sprintf(p, "(;");
  for (int k = 0; k < n; k++)
    p += sprintf(p, "%c%c%c%c[]", 'A' + k / 17576, 'A' + k / 676 % 26, 'A' + k / 26 % 26,
                 'A' + k % 26);
  sprintf(p, "AAAA[again])");
  root = parse_ok(text);
  for (prop = root->props; prop; prop = prop->next)
    count++;
  ck_assert_int_eq(count, n);
  prop = sgf_find_property(root, "AAAA");
  ck_assert_int_eq(prop->value_count, 2);
  ck_assert_str_eq(prop->values[1], "again");
  ck_assert_str_eq(root->props->next->name, "AAAB");
  sgf_free(root);
  free(text);
}
END_TEST

START_TEST(only_first_game_tree_and_leading_text)
{
  struct sgf_node *root = parse_ok("From: someone\nSubject: a game\n\n(;GN[first])\n(;GN[second])");
  ck_assert_str_eq(sgf_property_value(root, "GN"), "first");
  ck_assert_int_eq(sgf_count_nodes(root), 1);
  assert_round_trip(root, "(;GN[first])\n");
  sgf_free(root);
}
END_TEST

START_TEST(empty_file)
{
  ck_assert_str_eq(parse_error("", 0), "line 1, column 1: empty file: no game tree");
  ck_assert_str_eq(parse_error(" \n\n ", 4), "line 3, column 2: empty file: no game tree");
  ck_assert_str_eq(parse_error(NULL, 0), "line 1, column 1: empty file: no game tree");
  ck_assert_str_eq(parse_error("hello", 5), "line 1, column 1: no game tree: '(;' not found");
}
END_TEST

/* Text before the first "(;" is skipped, a '(' in it too, as the SGF
 * standard allows (GNU Go loads such files); errors still count lines
 * and columns from the file's start. */
START_TEST(text_before_the_game)
{
  const char *text = "Game record (from a server)\n( ;SZ[9];B[ee])";
  char err[200];
  struct sgf_node *root = sgf_parse(text, strlen(text), err, sizeof err);
  ck_assert_msg(root != NULL, "%s", err);
  ck_assert_str_eq(sgf_property_value(root, "SZ"), "9");
  ck_assert_str_eq(sgf_property_value(root->child, "B"), "ee");
  sgf_free(root);
  text = "((;B[aa]))";
  root = sgf_parse(text, strlen(text), err, sizeof err);
  ck_assert_msg(root != NULL, "%s", err);
  ck_assert_str_eq(sgf_property_value(root, "B"), "aa");
  sgf_free(root);
  text = "header (x)\n(;SZ[9];B[e";
  ck_assert_str_eq(parse_error(text, strlen(text)),
                   "line 2, column 10: property value not closed with ']'");
}
END_TEST

START_TEST(truncated_file)
{
  const char *text = "(;SZ[9]\n;B[aa];W[b";
  ck_assert_str_eq(parse_error(text, strlen(text)),
                   "line 2, column 9: property value not closed with ']'");
  text = "(;SZ[9]\n;B[aa];W[bb]";
  ck_assert_str_eq(parse_error(text, strlen(text)),
                   "line 2, column 13: unexpected end of file: 1 '(' not closed");
  text = "(;C[ends in a backslash\\";
  ck_assert_str_eq(parse_error(text, strlen(text)),
                   "line 1, column 4: property value not closed with ']'");
  ck_assert_str_eq(parse_error("(", 1), "line 1, column 1: no game tree: '(;' not found");
  ck_assert_str_eq(parse_error("(;", 2), "line 1, column 3: unexpected end of file: 1 '(' not closed");
}
END_TEST

START_TEST(unbalanced_file)
{
  const char *text = "(;B[aa]\n(;W[bb]\n(;B[cc])";
  ck_assert_str_eq(parse_error(text, strlen(text)),
                   "line 3, column 9: unexpected end of file: 2 '(' not closed");
  text = "(;SZ[9]\n;B[aa]\n;W[bb]]\n)";
  ck_assert_str_eq(parse_error(text, strlen(text)), "line 3, column 7: unexpected character ']'");
  ck_assert_str_eq(parse_error("()", 2), "line 1, column 1: no game tree: '(;' not found");
  ck_assert_str_eq(parse_error("(;B[aa]((;W[bb])))", 18),
                   "line 1, column 9: '(' where a node (';') was expected");
  ck_assert_str_eq(parse_error("(;B[aa]())", 10),
                   "line 1, column 9: empty game tree: ')' right after '('");
  text = "(;A[1](;B[2]);C[3])";
  ck_assert_str_eq(parse_error(text, strlen(text)),
                   "line 1, column 14: node (';') after a variation's ')'");
  ck_assert_str_eq(parse_error("(B[aa])", 7), "line 1, column 1: no game tree: '(;' not found");
  ck_assert_str_eq(parse_error("(;B[aa](B[bb]))", 15),
                   "line 1, column 9: property outside a node");
}
END_TEST

START_TEST(garbage_and_nul_bytes)
{
  ck_assert_str_eq(parse_error("(;B[aa]#)", 9), "line 1, column 8: unexpected character '#'");
  ck_assert_str_eq(parse_error("(;B[a\0a])", 9), "line 1, column 6: NUL byte in a property value");
  ck_assert_str_eq(parse_error("(;B[aa]\0)", 9), "line 1, column 8: unexpected byte 0x00");
  ck_assert_str_eq(parse_error("(;B[\\\0])", 8), "line 1, column 6: NUL byte in a property value");
  ck_assert_str_eq(parse_error("(;\xff)", 4), "line 1, column 3: unexpected byte 0xff");
  ck_assert_str_eq(parse_error("(;B;W[aa])", 10),
                   "line 1, column 4: property B has no value ('[' expected)");
  ck_assert_str_eq(parse_error("(;foo[1])", 9),
                   "line 1, column 3: property name without a capital letter");
  ck_assert_str_eq(parse_error("(;ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEF[1])", 38),
                   "line 1, column 3: property name longer than 31 capitals");
}
END_TEST

/* "(;" n times, then ")" n times: n nested variations, one node each. */
static char *nested(long n, int closed)
{
  char *text = malloc(3 * (size_t) n + 1);
  char *p = text;
  for (long k = 0; k < n; k++) {
    *p++ = '(';
    *p++ = ';';
  }
  for (long k = 0; closed && k < n; k++)
    *p++ = ')';
  *p = '\0';
  return text;
}

START_TEST(million_deep_nesting)
{
  const long n = 1000000;
  char *text = nested(n, 1);
  struct sgf_node *root = parse_ok(text);
  struct sgf_node *again;
  char *out;
  ck_assert_int_eq(sgf_count_nodes(root), n);
  ck_assert_int_eq(sgf_main_line_length(root), n);
  /* Single variations are written as one sequence. */
  out = written(root);
  ck_assert_int_eq(strncmp(out, "(;\n;;;;;;;;;;\n;;", 16), 0);
  again = parse_ok(out);
  ck_assert_int_eq(sgf_main_line_length(again), n);
  sgf_free(again);
  sgf_free(root);
  free(out);
  free(text);

  text = nested(n, 0);
  ck_assert_str_eq(parse_error(text, strlen(text)),
                   "line 1, column 2000001: unexpected end of file: 1000000 '(' not closed");
  free(text);
}
END_TEST

START_TEST(many_variations_of_one_node)
{
  const long n = 200000;
  char *text = malloc(5 * (size_t) n + 8);
  char *p = text;
  struct sgf_node *root;
  p += sprintf(p, "(;");
  for (long k = 0; k < n; k++)
    p += sprintf(p, "(;)");
  sprintf(p, ")");
  root = parse_ok(text);
  ck_assert_int_eq(sgf_count_nodes(root), n + 1);
  ck_assert_int_eq(sgf_main_line_length(root), 2);
  sgf_free(root);
  free(text);
}
END_TEST

START_TEST(writer_line_breaks)
{
  struct sgf_node *root = sgf_new_root(9);
  struct sgf_node *node = root;
  char point[3];
  for (int k = 0; k < 23; k++) {
    node = sgf_add_child(node);
    sgf_encode_point(k / 9, k % 9, point);
    sgf_add_property(node, k % 2 ? "W" : "B", point);
  }
  sgf_set_property(node, "C", "last [move]\\");
  assert_round_trip(root,
                    "(;FF[4]GM[1]CA[UTF-8]SZ[9]AP[" PACKAGE_NAME ":" PACKAGE_VERSION "]\n"
                    ";B[aa];W[ba];B[ca];W[da];B[ea];W[fa];B[ga];W[ha];B[ia];W[ab]\n"
                    ";B[bb];W[cb];B[db];W[eb];B[fb];W[gb];B[hb];W[ib];B[ac];W[bc]\n"
                    ";B[cc];W[dc];B[ec]C[last [move\\]\\\\])\n");
  sgf_free(root);
}
END_TEST

START_TEST(writer_wraps_long_lists)
{
  struct sgf_node *root = sgf_new_node();
  char point[3];
  for (int k = 0; k < 19; k++) {
    sgf_encode_point(k, k, point);
    sgf_add_property(root, "AB", point);
  }
  assert_round_trip(root,
                    "(;AB[aa][bb][cc][dd][ee][ff][gg][hh][ii][jj][kk][ll][mm][nn][oo][pp][qq]\n"
                    "[rr][ss])\n");
  sgf_free(root);
}
END_TEST

START_TEST(building_and_editing)
{
  struct sgf_node *root = sgf_new_root(19);
  struct sgf_node *move, *variation;
  sgf_set_property(root, "KM", "6.5");
  sgf_set_property(root, "KM", "7.5");
  sgf_add_property(root, "HA", "2");
  ck_assert_int_eq(sgf_remove_property(root, "AP"), 1);
  ck_assert_int_eq(sgf_remove_property(root, "AP"), 0);
  ck_assert_int_eq(sgf_remove_property(root, "XX"), 0);
  move = sgf_add_child(root);
  sgf_add_property(move, "B", "pd");
  variation = sgf_add_child(root);
  sgf_add_property(variation, "B", "dp");
  sgf_add_property(sgf_add_child(move), "W", "dd");
  ck_assert_int_eq(sgf_count_nodes(root), 4);
  assert_round_trip(root, "(;FF[4]GM[1]CA[UTF-8]SZ[19]KM[7.5]HA[2]\n(;B[pd];W[dd])\n(;B[dp]))\n");
  /* Deleting the first variation promotes the second to the main line. */
  sgf_free(move);
  ck_assert_ptr_eq(root->child, variation);
  assert_round_trip(root, "(;FF[4]GM[1]CA[UTF-8]SZ[19]KM[7.5]HA[2]\n;B[dp])\n");
  sgf_free(root);
}
END_TEST

START_TEST(files)
{
  char path[] = "/tmp/check_sgf_XXXXXX";
  char err[300];
  int fd = mkstemp(path);
  struct sgf_node *root, *read;
  FILE *out;
  ck_assert_int_ge(fd, 0);
  close(fd);
  root = parse_ok("(;SZ[9]C[caf\xc3\xa9 \\] ok];B[ee])");
  ck_assert_int_eq(sgf_write_file(path, root), 1);
  read = sgf_read_file(path, err, sizeof err);
  ck_assert_ptr_ne(read, NULL);
  ck_assert_str_eq(sgf_property_value(read, "C"), "caf\xc3\xa9 ] ok");
  ck_assert_int_eq(sgf_main_line_length(read), 2);
  sgf_free(read);
  sgf_free(root);

  out = fopen(path, "w");
  fputs("(;SZ[9]\n;B[ee", out);
  fclose(out);
  ck_assert_ptr_eq(sgf_read_file(path, err, sizeof err), NULL);
  ck_assert_int_eq(strncmp(err, path, strlen(path)), 0);
  ck_assert_str_eq(err + strlen(path), ": line 2, column 3: property value not closed with ']'");
  unlink(path);

  ck_assert_ptr_eq(sgf_read_file("/nonexistent/x.sgf", err, sizeof err), NULL);
  ck_assert_str_eq(err, "/nonexistent/x.sgf: No such file or directory");
  root = sgf_new_node();
  ck_assert_int_eq(sgf_write_file("/nonexistent/x.sgf", root), 0);
  sgf_free(root);
}
END_TEST

static Suite *sgf_suite(void)
{
  Suite *s = suite_create("sgf");
  TCase *tc = tcase_create("core");
  tcase_set_timeout(tc, 60);
  tcase_add_test(tc, simple_game_round_trip);
  tcase_add_test(tc, escaped_brackets_and_backslashes);
  tcase_add_test(tc, soft_and_hard_line_breaks);
  tcase_add_test(tc, compressed_point_lists);
  tcase_add_test(tc, expand_points_limits);
  tcase_add_test(tc, variations_main_line_is_first_child);
  tcase_add_test(tc, variations_at_the_root);
  tcase_add_test(tc, passes);
  tcase_add_test(tc, point_letters);
  tcase_add_test(tc, whitespace_everywhere);
  tcase_add_test(tc, ff3_lowercase_property_names);
  tcase_add_test(tc, repeated_property_is_merged);
  tcase_add_test(tc, many_properties_in_one_node);
  tcase_add_test(tc, only_first_game_tree_and_leading_text);
  tcase_add_test(tc, empty_file);
  tcase_add_test(tc, text_before_the_game);
  tcase_add_test(tc, truncated_file);
  tcase_add_test(tc, unbalanced_file);
  tcase_add_test(tc, garbage_and_nul_bytes);
  tcase_add_test(tc, million_deep_nesting);
  tcase_add_test(tc, many_variations_of_one_node);
  tcase_add_test(tc, writer_line_breaks);
  tcase_add_test(tc, writer_wraps_long_lists);
  tcase_add_test(tc, building_and_editing);
  tcase_add_test(tc, files);
  suite_add_tcase(s, tc);
  return s;
}

int main(void)
{
  SRunner *runner = srunner_create(sgf_suite());
  int failed;
  srunner_run_all(runner, CK_NORMAL);
  failed = srunner_ntests_failed(runner);
  srunner_free(runner);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
