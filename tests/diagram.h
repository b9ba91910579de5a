/* Test helpers: positions drawn as ASCII diagrams.  Rows run from the top
 * (row board_size) down; 'X' black, 'O' white, '.' or '+' empty; spaces
 * are ignored; the number of rows gives the board size. */
#ifndef HANE_TEST_DIAGRAM_H
#define HANE_TEST_DIAGRAM_H

#include <stddef.h>

#include "engine/board/board.h"

/* Clear b and set up the diagram.  Returns 0 on a malformed diagram or a
 * string without liberties. */
int board_from_diagram(struct board *b, const char *diagram);
/* The position as rows of "XO." separated by newlines (no spaces). */
void board_to_diagram(const struct board *b, char *buf, size_t size);
/* A diagram in the same normal form, for comparison. */
void normalize_diagram(const char *diagram, char *buf, size_t size);
/* Vertex ("C3") to point on b; aborts the test program on a bad vertex. */
int at(const struct board *b, const char *vertex);
/* Points of a space separated vertex list, sorted; returns the count. */
int vertex_list(const struct board *b, const char *list, int *points, int max);
void sort_points(int *points, int n);

#endif
