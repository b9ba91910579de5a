/* libFuzzer target: the SGF reader on arbitrary bytes; whatever parses is
 * walked, written, reparsed and written again, which must give the same
 * text and the same tree size.
 * fuzz-sources: sgf/sgf_tree.c sgf/sgf_parse.c sgf/sgf_file.c sgf/sgf_write.c sgf/sgf_point.c
 * fuzz-includes:
 */
#include <config.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "sgf/sgf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Decodes every value as a point and a point list on a few board sizes. */
static void decode_all(const struct sgf_node *root)
{
  static const int sizes[] = { 1, 9, 19, 20, 25, 26 };
  int rows[625], cols[625];
  for (const struct sgf_node *node = root; node; ) {
    for (const struct sgf_property *prop = node->props; prop; prop = prop->next)
      for (int k = 0; k < prop->value_count; k++)
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
          int row, col;
          int found = sgf_decode_point(prop->values[k], sizes[s], &row, &col);
          if (found == 1 && (row < 0 || col < 0 || row >= sizes[s] || col >= sizes[s]))
            abort();
          found = sgf_expand_points(prop->values[k], sizes[s], rows, cols, 625);
          if (found > 625)
            abort();
        }
    /* Pre-order walk with parent pointers. */
    if (node->child)
      node = node->child;
    else {
      while (node != root && !node->sibling)
        node = node->parent;
      node = node == root ? NULL : node->sibling;
    }
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  struct sgf_error error;
  struct sgf_node *root = sgf_parse_with_location((const char *) data, size, &error);
  struct sgf_node *again;
  char *text, *text_again;
  size_t length, length_again;

  if (!root) {
    if (error.line < 1 || error.column < 1 || error.message[0] == '\0')
      abort();
    return 0;
  }
  decode_all(root);
  text = sgf_write_string(root, &length);
  if (!text)
    abort();
  again = sgf_parse_with_location(text, length, &error);
  if (!again)
    abort();
  text_again = sgf_write_string(again, &length_again);
  if (!text_again || length != length_again || memcmp(text, text_again, length) != 0)
    abort();
  if (sgf_count_nodes(root) != sgf_count_nodes(again)
      || sgf_main_line_length(root) != sgf_main_line_length(again))
    abort();
  /* Deleting a variation (or the main line) keeps the rest consistent. */
  if (again->child) {
    long before = sgf_count_nodes(again);
    long removed = sgf_count_nodes(again->child);
    sgf_free(again->child);
    if (sgf_count_nodes(again) != before - removed)
      abort();
  }
  free(text);
  free(text_again);
  sgf_free(again);
  sgf_free(root);
  return 0;
}
