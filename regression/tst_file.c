/* Reading GNU Go-format .tst files into a list of commands and tests. */
#include <config.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_file.h"

static char *trim(char *s)
{
  char *end;
  while (isspace((unsigned char) *s))
    s++;
  end = s + strlen(s);
  while (end > s && isspace((unsigned char) end[-1]))
    *--end = '\0';
  return s;
}

/* "#? [regex]*": the text between '[' and the last ']' (the rest of the
 * line when a file forgot the ']'), a '!' prefix and the '*' mark. */
static int parse_expectation(const char *line, struct tst_item *item)
{
  const char *open = line + 2, *close;
  size_t length;
  while (*open == ' ' || *open == '\t')
    open++;
  if (*open != '[')
    return 0;
  open++;
  close = strrchr(open, ']');
  if (close) {
    const char *after = close + 1;
    while (*after == ' ' || *after == '\t')
      after++;
    item->known_failure = *after == '*';
    length = (size_t) (close - open);
  } else
    length = strlen(open);
  if (*open == '!' && length > 0) {
    item->negated = 1;
    open++;
    length--;
  }
  item->expected = strndup(open, length);
  return item->expected ? 1 : -1;
}

static int add_item(struct tst_suite *suite, int *capacity, int line, const char *command)
{
  struct tst_item *item;
  char *end;
  long number;
  if (suite->count == *capacity) {
    int grown = *capacity ? 2 * *capacity : 64;
    struct tst_item *items = realloc(suite->items, (size_t) grown * sizeof *items);
    if (!items)
      return -1;
    suite->items = items;
    *capacity = grown;
  }
  item = &suite->items[suite->count];
  memset(item, 0, sizeof *item);
  item->line = line;
  item->number = -1;
  if (isdigit((unsigned char) command[0])) {
    number = strtol(command, &end, 10);
    if ((*end == ' ' || *end == '\t') && number <= 1000000000)
      item->number = (int) number;
  }
  item->command = strdup(command);
  if (!item->command)
    return -1;
  suite->count++;
  return 0;
}

int tst_load(const char *path, struct tst_suite *suite, char *err, size_t errlen)
{
  FILE *in = fopen(path, "r");
  char *line = NULL;
  size_t size = 0;
  int capacity = 0, number = 0, status = 0;

  memset(suite, 0, sizeof *suite);
  if (!in) {
    snprintf(err, errlen, "%s: %s", path, strerror(errno));
    return -1;
  }
  while (getline(&line, &size, in) >= 0) {
    char *hash, *command;
    number++;
    if (line[0] == '#' && line[1] == '?') {
      struct tst_item *last = suite->count ? &suite->items[suite->count - 1] : NULL;
      if (last && last->number >= 0 && !last->expected) {
        int got = parse_expectation(trim(line), last);
        if (got < 0)
          status = -1;
        else if (got > 0)
          suite->tests++;
      }
      continue;
    }
    hash = strchr(line, '#');
    if (hash)
      *hash = '\0';
    command = trim(line);
    if (*command && add_item(suite, &capacity, number, command) < 0)
      status = -1;
  }
  free(line);
  fclose(in);
  if (status < 0) {
    snprintf(err, errlen, "%s: out of memory", path);
    tst_free(suite);
  }
  return status;
}

void tst_free(struct tst_suite *suite)
{
  for (int k = 0; k < suite->count; k++) {
    free(suite->items[k].command);
    free(suite->items[k].expected);
  }
  free(suite->items);
  memset(suite, 0, sizeof *suite);
}
