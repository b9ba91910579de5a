#include <config.h>

#include <stdarg.h>
#include <stdlib.h>

#include "report.h"

void report_init(struct report *r, FILE *out)
{
  r->out = out;
  r->copy = NULL;
  r->text = NULL;
  r->length = 0;
}

void report_say(struct report *r, const char *format, ...)
{
  va_list ap;
  va_start(ap, format);
  vfprintf(r->out, format, ap);
  va_end(ap);
  if (r->copy != NULL) {
    va_start(ap, format);
    vfprintf(r->copy, format, ap);
    va_end(ap);
  }
}

int report_copy_begin(struct report *r)
{
  r->copy = open_memstream(&r->text, &r->length);
  return r->copy != NULL;
}

void report_copy_end(struct report *r)
{
  if (r->copy != NULL) {
    fclose(r->copy);
    r->copy = NULL;
  }
}

void report_free_copy(struct report *r)
{
  free(r->text);
  r->text = NULL;
  r->length = 0;
}
