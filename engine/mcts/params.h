/* Search parameters by name, for tuning by matches (`--mcts-param NAME=VALUE`,
 * GTP `hane-mcts_param`).  A setting overrides the built-in value, which may
 * depend on the board size, for every search until it is reset; the names
 * and ranges live in one table in params.c. */
#ifndef HANE_MCTS_PARAMS_H
#define HANE_MCTS_PARAMS_H

#include <stddef.h>

#define MCTS_MAX_SETTINGS 48

struct mcts_setting {
  int id;                     /* index in the table */
  double value;
};

struct mcts_settings {
  int count;
  struct mcts_setting item[MCTS_MAX_SETTINGS];
};

enum { MCTS_PARAM_OK = 0, MCTS_PARAM_UNKNOWN = -1, MCTS_PARAM_RANGE = -2 };

/* Number of parameters; names and ranges by index 0..count-1. */
int mcts_param_count(void);
const char *mcts_param_name(int id);
void mcts_param_range(int id, double *low, double *high);
/* Index of the parameter called name, or MCTS_PARAM_UNKNOWN. */
int mcts_param_find(const char *name);
/* MCTS_PARAM_OK if name exists and value is in its range (whole numbers
 * for integer parameters), else MCTS_PARAM_UNKNOWN or MCTS_PARAM_RANGE. */
int mcts_param_check(const char *name, double value);
/* Add or replace a setting after mcts_param_check; returns its result
 * (nothing changes unless OK; MCTS_PARAM_RANGE also when s is full). */
int mcts_settings_set(struct mcts_settings *s, const char *name, double value);

/* Do these settings make the search ask the learned move model (a
 * positive prior_learned, puct or widen_base, the default prior_learned
 * counting unless a setting replaces it)? */
int mcts_asks_learned_model(const struct mcts_settings *s);

#endif
