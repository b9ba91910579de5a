/* A temporary directory for a test program's files (SGF games to load,
 * games saved), removed when the program ends. */
#ifndef HANE_TEST_TEMP_DIR_H
#define HANE_TEST_TEMP_DIR_H

/* Makes a new directory for this process, /tmp/PROGRAM. followed by six
 * characters mkdtemp picks, and returns its path, or NULL (with perror's
 * message on stderr) if it cannot.  Call once, in main, before the tests
 * run (forked tests see the same path). */
const char *test_temp_dir_create(const char *program);

/* The path of NAME in that directory (a buffer that the next call
 * overwrites).  With TEXT not NULL the file is written to hold TEXT; a
 * file that cannot be written fails the current test. */
const char *test_temp_file(const char *name, const char *text);

/* Removes the directory and everything in it; returns 0, or -1 (with a
 * message on stderr) if something stayed. */
int test_temp_dir_remove(void);

#endif
