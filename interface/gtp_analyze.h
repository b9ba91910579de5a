/* Helpers shared by the GoGui analyze command files. */
#ifndef HANE_GTP_ANALYZE_H
#define HANE_GTP_ANALYZE_H

/* Short labels for the n-th string or dragon: a..z, then aa..zz. */
void gogui_letter_label(int n, char label[4]);

/* v clamped to [-1, 1], with values that print as zero made +0, so
 * "-0.00" never appears. */
double gogui_unit_value(double v);

#endif
