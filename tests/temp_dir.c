#include <config.h>

#include <check.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "temp_dir.h"

/* One directory per test program: its path, set by test_temp_dir_create. */
static char temp_dir[256];

const char *test_temp_dir_create(const char *program)
{
  snprintf(temp_dir, sizeof temp_dir, "/tmp/%s.XXXXXX", program);
  if (mkdtemp(temp_dir) == NULL) {
    perror(temp_dir);
    temp_dir[0] = '\0';
    return NULL;
  }
  return temp_dir;
}

const char *test_temp_file(const char *name, const char *text)
{
  static char path[512];
  ck_assert_msg(temp_dir[0] != '\0', "test_temp_dir_create was not called");
  snprintf(path, sizeof path, "%s/%s", temp_dir, name);
  if (text != NULL) {
    FILE *f = fopen(path, "w");
    ck_assert_msg(f != NULL, "cannot write %s", path);
    fputs(text, f);
    fclose(f);
  }
  return path;
}

/* nftw's callback: removes one file or (depth first, so already empty)
 * directory. */
static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
  (void) st;
  (void) type;
  (void) ftw;
  if (remove(path) != 0) {
    perror(path);
    return -1;
  }
  return 0;
}

int test_temp_dir_remove(void)
{
  if (temp_dir[0] == '\0')
    return 0;
  return nftw(temp_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS) == 0 ? 0 : -1;
}
