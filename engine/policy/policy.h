/* Learned move prediction (issue 17): how likely a strong player is to play
 * each legal move, from features of the move (policy_features.h: 3x3 shape
 * with liberties, larger spatial patterns, captures, ataris, escapes,
 * ladders, distances to the previous moves and to the edge, pass).
 *
 * The model is a generalised Bradley-Terry one (Coulom 2007): every value
 * of every feature group has a strength gamma; a move's strength is the
 * product of the gammas of its feature values (times, if the model has
 * pairwise terms, exp of the dot products of their vectors); its
 * probability is its strength divided by the sum over all legal moves,
 * pass included.  The
 * gammas are learned from games by patterns/learn/ (make train-policy),
 * written in a text format of our own (policy_model_write) and compiled
 * into the binary from patterns/policy.gamma.
 *
 * Who uses what:
 *   - the facade (engine/engine.h: engine_policy, engine_load_policy_file)
 *     owns the model and answers for interface/ (hane-policy, GoGui, the
 *     prior of lz-analyze/kata-analyze);
 *   - Monte Carlo search (engine/mcts/) gets the model from the facade,
 *     makes one struct policy per search thread and calls policy_evaluate
 *     for priors and progressive widening; for playouts it reads the small
 *     3x3 table (patterns/playout.gamma: a model with ladders off and only
 *     the pattern3, capture, escape, self-atari and atari groups) through
 *     policy_model_gamma and policy_model_pattern3_value, and computes the
 *     3x3 codes on its own board as policy_features.h documents them.
 *
 * A model is read-only once made and may be shared between threads; a
 * struct policy is scratch for one thread. */
#ifndef HANE_POLICY_H
#define HANE_POLICY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "engine/board/board.h"
#include "policy_features.h"

struct policy_model;

/* ---- Models ------------------------------------------------------------ */

/* A model from the text of a model file (length bytes, need not end in
 * NUL).  NULL with a message in err (errlen bytes) if the text is not a
 * complete Hane policy model: wrong first line, a malformed line (its
 * number is named), a gamma that is not a positive number, or no final
 * "end" line (a truncated file). */
struct policy_model *policy_model_parse(const char *text, size_t length,
                                        char *err, size_t errlen);
/* The same from a file; the message names the path. */
struct policy_model *policy_model_read_file(const char *path, char *err, size_t errlen);
void policy_model_free(struct policy_model *m);

/* Writes the model in the text format; 1 on success, 0 on an output
 * error.  comment (may be NULL) goes into '#' lines after the first. */
int policy_model_write(const struct policy_model *m, FILE *out, const char *comment);

/* What the model uses: whether its features read ladders, the largest
 * spatial pattern size (0: none), whether a group is used at all, how many
 * values a group has (value 0 included). */
int policy_model_ladders(const struct policy_model *m);
int policy_model_spatial_max(const struct policy_model *m);
int policy_model_uses(const struct policy_model *m, enum policy_group g);
int policy_model_values(const struct policy_model *m, enum policy_group g);
/* The gamma of a value (1 for value 0, for a value out of range and for an
 * unused group). */
double policy_model_gamma(const struct policy_model *m, enum policy_group g, int value);
/* The pattern3 value of any 3x3 code (turned or mirrored codes of one
 * shape give one value); 0 if the model does not know the shape. */
int policy_model_pattern3_value(const struct policy_model *m, uint32_t code);
/* The spatial value of a canonical hash of a size; 0 if unknown. */
int policy_model_spatial_value(const struct policy_model *m, int size, uint64_t hash);
/* The dictionary entries back from their values (1 .. values - 1): the
 * canonical 3x3 code, the spatial size and hash.  0 for a value out of
 * range. */
uint32_t policy_model_pattern3_code(const struct policy_model *m, int value);
int policy_model_spatial_entry(const struct policy_model *m, int value, uint64_t *hash);

/* ---- Building a model (the trainer) ------------------------------------ */

/* An empty model: groups used as in `uses` (by enum policy_group), ladder
 * reading on or off, spatial patterns up to spatial_max (0: none, else
 * POLICY_SPATIAL_MIN..POLICY_SPATIAL_MAX).  NULL when out of memory. */
struct policy_model *policy_model_new(const int uses[POLICY_GROUPS], int ladders,
                                      int spatial_max);
/* Adds a shape to the dictionary (canonical code / size and canonical
 * hash); returns its value, the existing one if it is known, or 0 when
 * out of memory. */
int policy_model_add_pattern3(struct policy_model *m, uint32_t canonical_code);
int policy_model_add_spatial(struct policy_model *m, int size, uint64_t hash);
/* The weights (natural logarithms of the gammas) of a group, indexed by
 * value; weight 0 (value 0) stays 0.  Valid until the next add. */
float *policy_model_weights(struct policy_model *m, enum policy_group g);
const float *policy_model_weights_const(const struct policy_model *m,
                                        enum policy_group g);

/* Pairwise terms (the latent factors of Wistuba and Schmidt-Thieme 2013):
 * each value of the groups set in `groups` gets a vector of k numbers
 * (at most POLICY_MAX_FACTORS), and a move's log-strength gains the dot
 * product of the vectors of every two of its values.  Only on a model
 * without factors yet; returns 0 (nothing changed) otherwise or when out
 * of memory. */
#define POLICY_MAX_FACTORS 16
int policy_model_set_factors(struct policy_model *m, int k, const int groups[POLICY_GROUPS]);
/* k (0: no pairwise terms). */
int policy_model_factors(const struct policy_model *m);
/* The vectors of a group, k numbers per value, or NULL if it has none. */
float *policy_model_vectors(struct policy_model *m, enum policy_group g);
const float *policy_model_vectors_const(const struct policy_model *m, enum policy_group g);

/* ---- Features of all moves --------------------------------------------- */

/* The feature values of color's legal move pos (PASS_MOVE for a pass) as
 * the model sees them (a group it does not use is 0). */
void policy_move_features(const struct policy_model *m, const struct policy_context *c,
                          int pos, uint32_t value[POLICY_GROUPS]);

/* ---- Probabilities ----------------------------------------------------- */

struct policy;

/* Scratch for evaluating positions with model m (which must outlive it);
 * NULL when out of memory. */
struct policy *policy_new(const struct policy_model *m);
void policy_free(struct policy *p);
const struct policy_model *policy_get_model(const struct policy *p);

/* The probability of every legal move of color on b: prob[pos] for each
 * point, prob[PASS_MOVE] for a pass, 0 for illegal moves (positional
 * superko counts when b->superko is set); the values sum to 1.  The
 * previous moves are b's last permanent moves (its move history).  b is
 * left as it was (ladders are read with trymove/popgo).  Returns the
 * number of legal moves, pass included, or 0 if color is not WHITE or
 * BLACK (prob is then all 0).  About 0.1-0.3 ms on 19x19. */
int policy_evaluate(struct policy *p, struct board *b, int color,
                    float prob[BOARD_ARRAY_SIZE]);

/* The same for a position the caller reached with trymove (the moves are
 * not in b's history): last is the previous move (PASS_MOVE for a pass,
 * NO_MOVE for none), last2 the one before.  For the Monte Carlo search,
 * which evaluates positions of its tree. */
int policy_evaluate_after(struct policy *p, struct board *b, int color,
                          int last, int last2, float prob[BOARD_ARRAY_SIZE]);

/* The log-strengths (sum of the weights of the feature values, pairwise
 * terms included: the log of the unnormalised probability) of n moves of
 * color on b, a position the caller reached with trymove as for
 * policy_evaluate_after, into weight[0..n).  Only the listed moves are
 * looked at: comparing candidates costs n moves, not the whole board.
 * A point that is not empty gets 0.  Returns n, or 0 if color is not
 * WHITE or BLACK (weights untouched).  b is left as it was. */
int policy_move_weights(struct policy *p, struct board *b, int color, int last,
                        int last2, const int *moves, int n, float *weight);

/* The legal moves, most likely first (ties: pass last, then by point), at
 * most max of them, with their probabilities; returns how many were
 * stored.  Same contract as policy_evaluate otherwise. */
int policy_ranked_moves(struct policy *p, struct board *b, int color, int max,
                        int *moves, float *probs);

#endif
