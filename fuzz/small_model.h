#ifndef HANE_FUZZ_SMALL_MODEL_H
#define HANE_FUZZ_SMALL_MODEL_H

/* A learned move model of a few lines, in the built-in model's format:
 * the fuzzers give it to every engine they make
 * (engine_config.policy_text), so that the analysis priors and the policy
 * pictures read a model as with the built-in one, whose 6 MB would take
 * seconds to parse in every run under the sanitizers. */
static const char fuzz_small_model[] =
    "hane-policy 1\n"
    "ladders 1\n"
    "spatial-max 10\n"
    "groups pass capture escape self-atari atari distance-previous distance-previous2 edge"
    " pattern3 spatial\n"
    "gamma pass 1 0.003\n"
    "gamma capture 1 0.9\n"
    "gamma capture 5 7.5\n"
    "gamma escape 3 0.19\n"
    "gamma escape 17 12\n"
    "gamma self-atari 1 0.1\n"
    "gamma atari 1 1.7\n"
    "gamma distance-previous 2 5.2\n"
    "gamma distance-previous2 2 2.1\n"
    "gamma edge 1 0.4\n"
    "pattern3 ........ 0.06\n"
    "pattern3 c....... 0.41\n"
    "pattern3 ###..... 0.012\n"
    "spatial 3 0000000000000001 1\n"
    "spatial 3 1116af6b7b223cbf 0.6\n"
    "spatial 10 12737c7435dbd740 8.4\n"
    "end\n";

#endif
