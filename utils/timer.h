/* Wall-clock and CPU time in seconds. */
#ifndef HANE_TIMER_H
#define HANE_TIMER_H

double wall_seconds(void);
double cpu_seconds(void);

#endif
