/* Reading an SGF file from disk (bounded in size) and parsing it. */
#include <config.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sgf.h"
#include "sgf_internal.h"

/* The whole file in a malloc'ed buffer, or NULL with a message. */
static char *read_all(FILE *in, const char *path, size_t *length, char *err, size_t errlen)
{
  size_t used = 0, capacity = 0;
  char *data = NULL;
  for (;;) {
    size_t got;
    if (used == capacity) {
      size_t grown = capacity ? 2 * capacity : 65536;
      char *bigger;
      if (capacity > (size_t) SGF_MAX_FILE_SIZE) {
        snprintf(err, errlen, "%s: file larger than %ld bytes", path, SGF_MAX_FILE_SIZE);
        free(data);
        return NULL;
      }
      bigger = realloc(data, grown);
      if (!bigger) {
        snprintf(err, errlen, "%s: out of memory", path);
        free(data);
        return NULL;
      }
      data = bigger;
      capacity = grown;
    }
    got = fread(data + used, 1, capacity - used, in);
    used += got;
    if (got == 0)
      break;
  }
  if (ferror(in)) {
    snprintf(err, errlen, "%s: read error", path);
    free(data);
    return NULL;
  }
  if (used > (size_t) SGF_MAX_FILE_SIZE) {
    snprintf(err, errlen, "%s: file larger than %ld bytes", path, SGF_MAX_FILE_SIZE);
    free(data);
    return NULL;
  }
  *length = used;
  return data;
}

char *sgf_read_text(const char *path, size_t *length, char *err, size_t errlen)
{
  char dummy[1];
  FILE *in;
  char *data;

  if (!err || errlen == 0) {
    err = dummy;
    errlen = sizeof dummy;
  }
  in = fopen(path, "rb");
  if (!in) {
    snprintf(err, errlen, "%s: %s", path, strerror(errno));
    return NULL;
  }
  *length = 0;
  data = read_all(in, path, length, err, errlen);
  fclose(in);
  return data;
}

struct sgf_node *sgf_read_file(const char *path, char *err, size_t errlen)
{
  char *data;
  size_t length = 0;
  struct sgf_error error;
  struct sgf_node *root;

  data = sgf_read_text(path, &length, err, errlen);
  if (!data)
    return NULL;
  root = sgf_parse_with_location(data, length, &error);
  if (!root && err && errlen > 0)
    snprintf(err, errlen, "%s: line %d, column %d: %s", path, error.line, error.column, error.message);
  free(data);
  return root;
}
