/* libFuzzer target: fuzz_gtp's harness (the same file) in its fast
 * configuration, for thousands of GTP sessions a CPU second where
 * fuzz_gtp runs several hundred.  What differs (FUZZ_GTP_FAST in
 * fuzz_gtp.c):
 *   - one searching command a session (genmove and its kin, reg_genmove,
 *     gg_genmove, restricted_genmove, the *genmove_analyze commands,
 *     top_moves*, estimate_score, new_score, final_score); the ones after
 *     it answer "? fuzz: no search left in this session" and change
 *     nothing.  Everything else (play, undo, trymove/tryko/popgo, the
 *     reading, owl, dragon, eye, semeai and GoGui analysis commands, the
 *     lz-/kata-analyze commands, handicap, time, level) runs as often as
 *     the input asks;
 *   - searches of 4 playouts, reading of at most 100 nodes a question or
 *     move (owl, semeai, tactics), analysis of 100 nodes;
 *   - boards of 5, 6, 7 or 9 lines, and boardsize refuses 10 to 25
 *     ("? fuzz: boards of at most 9 lines").
 * Both engines, the same dictionary (fuzz/gtp.dict), its own seeds
 * (fuzz/corpus/gtp_fast), the same reset check
 * (HANE_FUZZ_GTP_CHECK_RESET=1 fuzz_gtp_fast -runs=0 CORPUS_DIR).
 * What it cannot reach, fuzz_gtp does: long sessions of many searches,
 * searches that check their clock (past the 16th playout), big boards. */
// fuzz-base: fuzz_gtp
#define FUZZ_GTP_FAST 1
#include "fuzz_gtp.c"
