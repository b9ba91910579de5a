/* The command line of interface/hane. */
#ifndef HANE_OPTIONS_H
#define HANE_OPTIONS_H

#include <stdio.h>
#include "engine/engine.h"

enum play_mode { MODE_DEFAULT, MODE_GTP, MODE_ASCII, MODE_ANALYSIS };

struct options {
  enum play_mode mode;
  int quiet;
  int board_size;
  int komi_given;
  double komi;
  int handicap;
  int human_color;               /* ascii mode: the user's colour */
  int seed_given;
  int threads_given;
  struct engine_config config;
  const char *infile;
  const char *until;
  const char *outfile;
  const char *gtp_input;
  const char *listen_host;
  char listen_host_text[256];    /* from --gtp-listen HOST:PORT */
  int listen_port;               /* 0: no listening */
  int rules_given;               /* --chinese-rules or --japanese-rules */
  int game_number;               /* --game: which game of -l's collection */
  int listen_once;               /* --gtp-listen-once */
  int listen_keep_game;          /* --gtp-listen-keep-game */
  double idle_seconds;           /* --gtp-idle-timeout */
  int dump_commands;
  const char *decide;            /* --decide-MODE: "string", ... or NULL */
  const char *decide_target;
  const char *score;             /* --score MODE or NULL */
  long trace_max_nodes;          /* --trace-max-nodes, 0: default */
  const char *review;            /* --review GAME.sgf or NULL */
  const char *review_graph;      /* --review-graph GRAPH.svg or NULL */
  long visits;                   /* --visits, 0: default */
  int level;                     /* --level, 0..ENGINE_MAX_LEVEL (the engine
                                    plays at most 10; above, analysis and
                                    untimed moves get more time) */
  double analysis_seconds;       /* --analysis-seconds, < 0: from the level */
  long analysis_nodes;           /* --analysis-nodes, < 0: from the level */
  const char *policy_file;       /* --policy-file or NULL: the built-in model */
};

/* Returns 0 to go on, 1 when --help or --version was printed (exit 0),
 * 2 after an error message on err (exit 2). */
int options_parse(struct options *o, int argc, char **argv, FILE *out, FILE *err);
void options_print_help(FILE *out);

#endif
