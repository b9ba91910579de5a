/* The state of one game as the interface keeps it: the board, the engine,
 * the clock, handicap and rules, and the record written as SGF.  GTP
 * handlers and the terminal mode change the game only through these
 * functions, each of which leaves the game unchanged when it fails. */
#ifndef HANE_GAME_H
#define HANE_GAME_H

#include <stddef.h>
#include "engine/engine.h"
#include "clock.h"
#include "play_record.h"

struct sgf_node;

struct game {
  struct board *board;           /* never replaced, only rewritten */
  struct board *scratch;         /* work that may fail (loading an SGF file,
                                    placing handicap) is done here or saved
                                    here, so `board` stays as it was */
  struct engine *engine;
  struct game_clock clock;
  int handicap;                  /* stones placed by the handicap commands */
  int chinese_rules;             /* area scoring and positional superko */
  int game_over;                 /* two passes, or kgs-game_over */
  const char *outfile;           /* -o: the record is written here, or NULL */
  char result[16];               /* how a finished game ended ("W+R"), or "" */
  struct sgftrace *trace;        /* start_sgftrace..finish_sgftrace, or NULL */
  long trace_max_nodes;          /* its bound (--trace-max-nodes), 0: default */
  int level;                     /* 0..ENGINE_MAX_LEVEL: the engine plays at
                                    most 10; the budgets use all of it */
  double analysis_seconds;       /* analysis commands' budget, < 0: from */
  long analysis_nodes;           /* the level (engine_analysis_budget) */
  struct play_record record;     /* every setup stone and move, in order */
  FILE *messages;                /* warnings for the user (stderr), or NULL */
  int rules_fixed;               /* the command line named the rules: an
                                    SGF's RU does not change them */
  const char *loading_name;      /* the file being loaded, for warnings */
};

struct game *game_new(const struct engine_config *config, int board_size, float komi);
void game_free(struct game *g);

/* New empty board of this size (1..MAX_BOARD); 0 if unacceptable. */
int game_set_board_size(struct game *g, int size);
void game_clear(struct game *g);
void game_set_komi(struct game *g, float komi);
void game_set_rules(struct game *g, int chinese_rules);
/* 0..ENGINE_MAX_LEVEL (clamped). */
void game_set_level(struct game *g, int level);
/* The budget of one analysis command (engine_begin_budget). */
struct engine_budget game_analysis_budget(const struct game *g);

/* Permanent moves.  game_play refuses illegal moves (occupied, suicide,
 * ko, superko under Chinese rules), returning 0. */
int game_play(struct game *g, int pos, int color);
/* Undo n moves (with the setup stones placed after the first of them),
 * however long the game; 0 and nothing undone if there are fewer. */
int game_undo(struct game *g, int n);
/* The k-th move from the end (0: the last) of the whole game, or NULL. */
const struct play_entry *game_move_back(const struct game *g, int k);
/* Whose turn it is after the last move (Black on an empty record, White
 * after handicap stones). */
int game_color_to_move(const struct game *g);

/* What a move is asked for. */
enum game_move_kind {
  GAME_MOVE,                     /* genmove: a move of the game */
  GAME_CLEANUP_MOVE,             /* kgs-genmove_cleanup: removes dead stones */
  GAME_QUESTION                  /* reg_genmove, gg_genmove: one position and
                                    seed give one answer, whatever came before */
};
/* The engine's move for color, within the clock's budget: a point,
 * PASS_MOVE or -1 for resign.  Not played. */
int game_choose_move(struct game *g, int color, enum game_move_kind kind);
/* Choose and play (a resignation is not played); the clock of color is
 * charged with the time taken. */
int game_genmove(struct game *g, int color, int cleanup);

/* Handicap.  Each needs an empty board and stores the points chosen. */
#define GAME_HANDICAP_INVALID 0
#define GAME_HANDICAP_NOT_EMPTY -1
int game_fixed_handicap(struct game *g, int n, int *points);   /* count or error */
int game_free_handicap(struct game *g, int n, int *points);
/* Place these stones as a free handicap; 0 if a point repeats or the board
 * is not empty (error text in err). */
int game_set_handicap_stones(struct game *g, int n, const int *points,
                             const char **err);

/* SGF.  Load a file's main line, stopping before the move `until` names:
 * a move number (1 = before the first move) or a vertex (before the first
 * move there); NULL or anything else loads the whole game.  Returns the
 * colour to move, or 0 with a message in err (the game unchanged). */
int game_load_sgf(struct game *g, const char *path, const char *until,
                  char *err, size_t errlen);
/* The same for game `number` (from 1) of a collection; loading the first
 * of several says so on the game's messages. */
int game_load_sgf_game(struct game *g, const char *path, const char *until, int number,
                       char *err, size_t errlen);
/* The same from a tree already read. */
int game_load_sgf_tree(struct game *g, const struct sgf_node *root, const char *until,
                       char *err, size_t errlen);
/* The game so far as an SGF tree (setup stones and moves); result may be
 * NULL or an RE value such as "B+3.5".  Free with sgf_free. */
struct sgf_node *game_record(const struct game *g, const char *result);
int game_write_sgf(const struct game *g, const char *path, const char *result);
/* Write the record to g->outfile if there is one (with the final score as
 * result once the game is over); 0 on a write error. */
int game_save_outfile(struct game *g);

/* Final score, white minus black with komi: the text GTP and SGF use
 * ("B+3.5", "W+0.5", "0") into buf (at least 16 bytes). */
double game_final_score(struct game *g);
char *game_score_text(double score, char *buf);

#endif
