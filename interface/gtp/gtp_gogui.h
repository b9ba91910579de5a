/* Helpers shared by the GoGui analyze command files. */
#ifndef HANE_GTP_GOGUI_H
#define HANE_GTP_GOGUI_H

/* Short labels for the n-th string or dragon: a..z, then aa..zz. */
void gogui_letter_label(int n, char label[4]);

/* v clamped to [-1, 1], with values that print as zero made +0, so
 * "-0.00" never appears. */
double gogui_unit_value(double v);

struct gtp;

/* A reading result in GNU Go's GTP codes (0 fails, 1 works, 2 works with
 * a ko taken first, 3 with a ko that needs a threat first) with its
 * points (ignored when the code is 0). */
struct gogui_reading {
  int attack_code;
  int attack_point;
  int defense_code;
  int defense_point;
};

/* The gfx answer for a reading of the string at str: LABEL A and D on the
 * points, MARK on the stones, a TEXT line naming the reading ("tactical",
 * "owl") with both results. */
int gogui_answer_reading(struct gtp *gtp, int str, const struct gogui_reading *r,
                         const char *what);

#endif
