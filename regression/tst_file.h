/* GNU Go's .tst regression format: GTP commands, some of them numbered
 * tests followed by a "#? [regex]" line with the expected answer. */
#ifndef HANE_TST_FILE_H
#define HANE_TST_FILE_H

#include <stddef.h>

struct tst_item {
  int line;               /* in the file, from 1 */
  char *command;          /* sent as is (a test keeps its number as GTP id) */
  int number;             /* test number, -1 for a setup command */
  char *expected;         /* regex matched as ^regex$; NULL: not a test */
  int negated;            /* "[!regex]": any answer but this one */
  int known_failure;      /* "]*": the reference engine fails it */
};

struct tst_suite {
  struct tst_item *items;
  int count;
  int tests;              /* items with an expected answer */
};

/* Reads path; returns 0, or -1 with a message in err. */
int tst_load(const char *path, struct tst_suite *suite, char *err, size_t errlen);
void tst_free(struct tst_suite *suite);

#endif
