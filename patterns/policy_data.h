/* The learned move models, compiled in from patterns/policy.gamma (the
 * model of engine/policy/, written by make train-policy) and
 * patterns/playout.gamma (the small 3x3 table for playouts, written by
 * hane-train-policy --playout): their text, in the format
 * policy_model_parse reads (engine/policy/policy.h). */
#ifndef HANE_POLICY_DATA_H
#define HANE_POLICY_DATA_H

#include <stddef.h>

extern const char policy_builtin_text[];
extern const size_t policy_builtin_length;
extern const char playout_builtin_text[];
extern const size_t playout_builtin_length;

#endif
