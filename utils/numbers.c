#include <config.h>

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "numbers.h"

int parse_int(const char *word, int *value)
{
  char *end;
  if (word == NULL || *word == '\0')
    return 0;
  errno = 0;
  long v = strtol(word, &end, 10);
  if (*end != '\0' || errno == ERANGE || v < INT_MIN || v > INT_MAX
      || isspace((unsigned char) *word))
    return 0;
  *value = (int) v;
  return 1;
}

int parse_double(const char *word, double *value)
{
  char *end;
  if (word == NULL || *word == '\0' || isspace((unsigned char) *word))
    return 0;
  double v = strtod(word, &end);
  if (*end != '\0' || !isfinite(v))
    return 0;
  *value = v;
  return 1;
}
