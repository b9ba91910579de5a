/* Numbers from text, strictly: the whole word must be the number. */
#ifndef HANE_NUMBERS_H
#define HANE_NUMBERS_H

/* A decimal integer that fits an int, with nothing before or after it
 * (no spaces).  Returns 1 and sets *value, or 0 and leaves it alone. */
int parse_int(const char *word, int *value);
/* A finite floating point number, with nothing before or after it.
 * Returns 1 and sets *value, or 0 and leaves it alone. */
int parse_double(const char *word, double *value);

#endif
