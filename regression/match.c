/* match: plays games between two GTP engines and reports the result.
 *
 *   match -a "CMD A" -b "CMD B" [-n GAMES] [-s SIZE] [-k KOMI]
 *         [-d SGF_DIR] [-r "REFEREE CMD"] [-t SECONDS] [-m MAX_MOVES]
 *         [-f FIRST_GAME] [-A NAME_A] [-B NAME_B] [-e STDERR_DIR]
 *
 * Engine A takes black in even-numbered games, white in odd ones.  "%g" in
 * a command is replaced by the game number (to vary seeds).  Our board
 * library checks every move: an illegal move, a crash (the engine's pipe
 * closes or it answers '?') or a move slower than SECONDS loses the game
 * and is counted; a crash is reported with how the engine ended (signal or
 * exit status) in the summary line and the SGF.  Engines' standard error
 * goes to DIR/game-NNN-black.err and -white.err with -e DIR (to ours with
 * MATCH_ENGINE_STDERR set, else nowhere).  Finished games are scored by
 * the referee (by default GNU Go under Chinese rules, as the SGF says:
 * "gnugo --mode gtp --chinese-rules", final_score); without one, by area
 * counting with every stone alive.  Each game is written as DIR/game-NNN.sgf.  The
 * summary gives A's win rate with a 95% Wilson confidence interval, the
 * average thinking time per move of each engine and the CPU time (user +
 * system, start-up included) each engine process used per move, for
 * matches at equal CPU. */
#include <config.h>

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "engine/board/board.h"
#include "gtp_pipe.h"
#include "utils/timer.h"

struct options {
  const char *cmd[2];
  const char *name[2];
  const char *referee;
  const char *sgf_dir;
  const char *stderr_dir;
  int games;
  int size;
  float komi;
  double timeout;
  int max_moves;
  int first;
};

/* ---- Processes ------------------------------------------------------- */

static char *expand_command(const char *cmd, int game)
{
  size_t n = strlen(cmd) + 64;
  char *out = malloc(n);
  size_t k = 0;
  if (!out)
    exit(2);
  for (const char *p = cmd; *p; p++) {
    if (p[0] == '%' && p[1] == 'g') {
      k += (size_t) snprintf(out + k, n - k, "%d", game);
      p++;
    }
    else if (k + 1 < n)
      out[k++] = *p;
  }
  out[k] = '\0';
  return out;
}

/* Starts cmd with its standard error in err_path (NULL: ours if
 * MATCH_ENGINE_STDERR is set, else /dev/null).  The shell execs the
 * command, so the engine itself is our child: its signal is seen and a
 * hung engine is killed, not just its shell. */
static int spawn(struct gtp_pipe *e, const char *cmd, const char *err_path)
{
  char err[256];
  size_t n = strlen(cmd) + 6;
  char *full = malloc(n);
  if (!full)
    exit(2);
  snprintf(full, n, "exec %s", cmd);
  char *argv[] = { "/bin/sh", "-c", full, NULL };
  if (!err_path && !getenv("MATCH_ENGINE_STDERR"))
    err_path = "/dev/null";
  int started = gtp_pipe_start(e, argv, NULL, err_path, err, sizeof err) == 0;
  free(full);
  return started;
}

/* How an engine whose pipe closed ended, waiting up to two seconds. */
static void describe_end(struct gtp_pipe *e, char *out, size_t size)
{
  gtp_pipe_abort(e, 2.0);
  gtp_pipe_describe_exit(e, out, size);
  if (!out[0])
    snprintf(out, size, "closed its output");
}

/* Sends a command and waits for the answer.  Returns 1 for '=', 0 for '?',
 * -1 for a closed pipe or a malformed answer, -2 for a timeout.  The
 * answer text (without "= ") goes to reply. */
static int gtp(struct gtp_pipe *e, const char *command, char *reply,
               size_t size, double timeout)
{
  struct gtp_reply r;
  gtp_pipe_command(e, command, timeout, &r);
  snprintf(reply, size, "%s", r.text ? r.text : "");
  gtp_reply_free(&r);
  switch (r.status) {
  case GTP_SUCCESS: return 1;
  case GTP_FAILURE: return 0;
  case GTP_TIMEOUT: return -2;
  default: return -1;
  }
}

/* ---- One game -------------------------------------------------------- */

enum fault { FAULT_NONE, FAULT_ILLEGAL, FAULT_CRASH, FAULT_TIMEOUT };

struct game_result {
  int winner;                 /* BLACK, WHITE or EMPTY (jigo) */
  float margin;               /* points, 0 when decided otherwise */
  char how[64];               /* "B+3.5", "W+Resign", "B+Illegal" ... */
  enum fault fault;
  int fault_color;
  char detail[192];           /* what the faulty engine did */
  int moves;
  int area_counted;           /* the referee failed: counted by area */
  double think[3];            /* seconds spent per colour */
  double cpu[3];              /* CPU seconds each engine used (whole game) */
  int nmoves[3];
};

static int vertex_of(const struct board *b, int pos, char *buf)
{
  pos_to_vertex(b, pos, buf);
  return 1;
}

static float area_score(const struct board *b)
{
  /* Tromp-Taylor: stones plus empty regions reaching one colour only. */
  unsigned char seen[BOARD_ARRAY_SIZE] = { 0 };
  float score = -b->komi;
  for (int pos = BOARDMIN; pos < BOARDMAX; pos++) {
    if (!ON_BOARD(b, pos))
      continue;
    if (b->board[pos] == BLACK)
      score += 1;
    else if (b->board[pos] == WHITE)
      score -= 1;
    else if (!seen[pos]) {
      int queue[MAX_BOARD * MAX_BOARD], head = 0, tail = 0, reach = 0;
      queue[tail++] = pos;
      seen[pos] = 1;
      while (head < tail) {
        int p = queue[head++];
        for (int k = 0; k < 4; k++) {
          int n = p + delta[k];
          if (b->board[n] == EMPTY && !seen[n]) {
            seen[n] = 1;
            queue[tail++] = n;
          }
          else if (b->board[n] == BLACK || b->board[n] == WHITE)
            reach |= b->board[n];
        }
      }
      if (reach == BLACK)
        score += tail;
      else if (reach == WHITE)
        score -= tail;
    }
  }
  return score;
}

/* Scores the finished game with the referee engine; 0 if it failed. */
static int referee_score(const struct options *o, const struct board_move *moves,
                         int n, float *score)
{
  struct gtp_pipe ref;
  char cmd[128], reply[1024];
  struct board *b = board_new(o->size);
  int ok = 1;
  if (!b || !spawn(&ref, o->referee, NULL)) {
    board_free(b);
    return 0;
  }
  snprintf(cmd, sizeof cmd, "boardsize %d", o->size);
  ok &= gtp(&ref, cmd, reply, sizeof reply, 30) == 1;
  ok &= gtp(&ref, "clear_board", reply, sizeof reply, 30) == 1;
  snprintf(cmd, sizeof cmd, "komi %.1f", o->komi);
  ok &= gtp(&ref, cmd, reply, sizeof reply, 30) == 1;
  for (int k = 0; k < n && ok; k++) {
    char v[8];
    vertex_of(b, moves[k].pos, v);
    snprintf(cmd, sizeof cmd, "play %s %s", moves[k].color == BLACK ? "B" : "W", v);
    ok &= gtp(&ref, cmd, reply, sizeof reply, 30) == 1;
  }
  if (ok && gtp(&ref, "final_score", reply, sizeof reply, 300) == 1) {
    if (reply[0] == '0')
      *score = 0;
    else if (reply[0] == 'B' && reply[1] == '+')
      *score = (float) atof(reply + 2);
    else if (reply[0] == 'W' && reply[1] == '+')
      *score = -(float) atof(reply + 2);
    else
      ok = 0;
  }
  else
    ok = 0;
  gtp_pipe_stop(&ref);
  board_free(b);
  return ok;
}

static void write_sgf(const struct options *o, int game, const char *names[3],
                      const struct board_move *moves, int n,
                      const struct game_result *r)
{
  char path[1024];
  FILE *f;
  if (!o->sgf_dir)
    return;
  snprintf(path, sizeof path, "%s/game-%03d.sgf", o->sgf_dir, game);
  f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "match: cannot write %s\n", path);
    return;
  }
  fprintf(f, "(;GM[1]FF[4]CA[UTF-8]AP[hane-match]SZ[%d]KM[%.1f]RU[Chinese]\n"
             "PB[%s]PW[%s]RE[%s]\n", o->size, o->komi, names[BLACK], names[WHITE], r->how);
  if (r->fault != FAULT_NONE)
    fprintf(f, "C[%s by %s: %s]\n",
            r->fault == FAULT_ILLEGAL ? "illegal move" : r->fault == FAULT_CRASH
            ? "crash" : "timeout", r->fault_color == BLACK ? "black" : "white",
            r->detail);
  for (int k = 0; k < n; k++) {
    int pos = moves[k].pos;
    char sgf[3] = "";
    if (pos != PASS_MOVE) {
      sgf[0] = (char) ('a' + J(pos));
      sgf[1] = (char) ('a' + I(pos));
      sgf[2] = '\0';
    }
    fprintf(f, ";%c[%s]%s", moves[k].color == BLACK ? 'B' : 'W', sgf,
            k % 10 == 9 ? "\n" : "");
  }
  fprintf(f, ")\n");
  fclose(f);
}

/* The engine failed on command; status is gtp()'s. */
static void crash_detail(struct game_result *r, struct gtp_pipe *e,
                         const char *command, int status, const char *reply)
{
  char how[128];
  if (status == 0)
    snprintf(how, sizeof how, "answered '? %.100s'", reply);
  else if (status == -2)
    snprintf(how, sizeof how, "gave no answer in time");
  else
    describe_end(e, how, sizeof how);
  snprintf(r->detail, sizeof r->detail, "%s on '%s'", how, command);
}

static void set_fault(struct game_result *r, enum fault f, int color, const char *what)
{
  r->fault = f;
  r->fault_color = color;
  r->winner = OTHER_COLOR(color);
  snprintf(r->how, sizeof r->how, "%c+%s", r->winner == BLACK ? 'B' : 'W', what);
}

/* Board size, clear board and komi; on failure fills the fault. */
static int setup_engine(struct gtp_pipe *e, const struct options *o,
                        struct game_result *r, int color)
{
  char cmd[3][64], reply[1024];
  snprintf(cmd[0], sizeof cmd[0], "boardsize %d", o->size);
  snprintf(cmd[1], sizeof cmd[1], "clear_board");
  snprintf(cmd[2], sizeof cmd[2], "komi %.1f", o->komi);
  for (int k = 0; k < 3; k++) {
    int status = gtp(e, cmd[k], reply, sizeof reply, 30);
    if (status != 1) {
      set_fault(r, FAULT_CRASH, color, "Crash");
      crash_detail(r, e, cmd[k], status, reply);
      return 0;
    }
  }
  return 1;
}

static void play_game(const struct options *o, int game, int a_color,
                      struct game_result *r, const char *names[3])
{
  struct gtp_pipe eng[3];
  struct board *b = board_new(o->size);
  struct board_move *moves = calloc((size_t) o->max_moves + 2, sizeof(*moves));
  char reply[65536], cmd[64];
  int color = BLACK, passes = 0, n = 0;

  memset(r, 0, sizeof(*r));
  for (int c = 0; c < 3; c++)
    eng[c] = (struct gtp_pipe) { .pid = -1, .to_engine = -1, .from_engine = -1,
                                 .exit_status = -1 };
  if (!b || !moves)
    exit(2);
  b->komi = o->komi;        /* for the area count without a referee */
  for (int c = WHITE; c <= BLACK; c++) {
    char *full = expand_command(o->cmd[c == a_color ? 0 : 1], game);
    char err[1024];
    if (o->stderr_dir)
      snprintf(err, sizeof err, "%s/game-%03d-%s.err", o->stderr_dir, game,
               c == BLACK ? "black" : "white");
    int ok = spawn(&eng[c], full, o->stderr_dir ? err : NULL);
    free(full);
    if (!ok) {
      set_fault(r, FAULT_CRASH, c, "Crash");
      snprintf(r->detail, sizeof r->detail, "could not be started");
      goto done;
    }
    if (!setup_engine(&eng[c], o, r, c))
      goto done;
  }

  while (n < o->max_moves) {
    int other = OTHER_COLOR(color);
    double t0 = wall_seconds();
    snprintf(cmd, sizeof cmd, "genmove %s", color == BLACK ? "black" : "white");
    int status = gtp(&eng[color], cmd, reply, sizeof reply, o->timeout);
    r->think[color] += wall_seconds() - t0;
    r->nmoves[color]++;
    if (status == -2) {
      set_fault(r, FAULT_TIMEOUT, color, "Time");
      snprintf(r->detail, sizeof r->detail, "no answer to '%s' within %g s",
               cmd, o->timeout);
      goto done;
    }
    if (status != 1) {
      set_fault(r, FAULT_CRASH, color, "Crash");
      crash_detail(r, &eng[color], cmd, status, reply);
      goto done;
    }
    char *v = reply;
    while (*v == ' ')
      v++;
    if (strncasecmp(v, "resign", 6) == 0) {
      r->winner = other;
      snprintf(r->how, sizeof r->how, "%c+Resign", other == BLACK ? 'B' : 'W');
      goto done;
    }
    int pos = vertex_to_pos(b, v);
    if (pos < 0 || (pos != PASS_MOVE && !is_legal(b, pos, color))) {
      set_fault(r, FAULT_ILLEGAL, color, "Illegal");
      snprintf(r->detail, sizeof r->detail, "'%.40s' answered to '%s'", v, cmd);
      goto done;
    }
    play_move(b, pos, color);
    moves[n].pos = pos;
    moves[n].color = color;
    n++;
    char vertex[8];
    vertex_of(b, pos, vertex);
    snprintf(cmd, sizeof cmd, "play %s %s", color == BLACK ? "black" : "white", vertex);
    status = gtp(&eng[other], cmd, reply, sizeof reply, o->timeout);
    if (status != 1) {
      /* The opponent refused or died: it loses. */
      set_fault(r, status == -2 ? FAULT_TIMEOUT : FAULT_CRASH, other,
                status == -2 ? "Time" : "Crash");
      crash_detail(r, &eng[other], cmd, status, reply);
      goto done;
    }
    passes = pos == PASS_MOVE ? passes + 1 : 0;
    if (passes == 2)
      break;
    color = other;
  }

  {
    float score;
    if (!o->referee || !referee_score(o, moves, n, &score)) {
      score = area_score(b);
      r->area_counted = 1;
    }
    r->margin = score > 0 ? score : -score;
    r->winner = score > 0 ? BLACK : score < 0 ? WHITE : EMPTY;
    if (score == 0)
      snprintf(r->how, sizeof r->how, "0");
    else
      snprintf(r->how, sizeof r->how, "%c+%.1f", score > 0 ? 'B' : 'W', r->margin);
  }

done:
  r->moves = n;
  /* An engine that failed may not answer quit. */
  for (int c = WHITE; c <= BLACK; c++)
    if (r->fault != FAULT_NONE && r->fault_color == c)
      gtp_pipe_abort(&eng[c], 1.0);
    else
      gtp_pipe_stop(&eng[c]);
  for (int c = WHITE; c <= BLACK; c++)
    r->cpu[c] = eng[c].cpu_seconds;
  write_sgf(o, game, names, moves, n, r);
  free(moves);
  board_free(b);
}

/* mkdir -p */
static void make_directories(const char *path)
{
  char buf[1024];
  snprintf(buf, sizeof buf, "%s", path);
  for (char *p = buf + 1; *p; p++)
    if (*p == '/') {
      *p = '\0';
      mkdir(buf, 0777);
      *p = '/';
    }
  mkdir(buf, 0777);
}

/* ---- Summary --------------------------------------------------------- */

static void wilson(int wins, int n, double *lo, double *hi)
{
  const double z = 1.96;
  if (n == 0) {
    *lo = 0;
    *hi = 1;
    return;
  }
  double p = (double) wins / n;
  double d = 1 + z * z / n;
  double c = (p + z * z / (2.0 * n)) / d;
  double h = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
  *lo = c - h < 0 ? 0 : c - h;
  *hi = c + h > 1 ? 1 : c + h;
}

static void usage(void)
{
  fprintf(stderr, "usage: match -a \"CMD A\" -b \"CMD B\" [-n GAMES] [-s SIZE] [-k KOMI]\n"
                  "             [-d SGF_DIR] [-r \"REFEREE\"|-r none] [-t SECONDS]\n"
                  "             [-m MAX_MOVES] [-f FIRST_GAME] [-A NAME_A] [-B NAME_B]\n"
                  "             [-e STDERR_DIR]\n");
  exit(2);
}

int main(int argc, char **argv)
{
  struct options o = { { NULL, NULL }, { "A", "B" }, "gnugo --mode gtp --chinese-rules",
                       NULL, NULL, 20, 9, 7.0f, 60.0, 0, 0 };
  if (access("/usr/games/gnugo", X_OK) == 0)
    o.referee = "/usr/games/gnugo --mode gtp --chinese-rules";
  int wins = 0, jigo = 0, faults[4] = { 0, 0, 0, 0 }, fault_of_a[4] = { 0, 0, 0, 0 };
  double think[2] = { 0, 0 }, cpu[2] = { 0, 0 };
  int nmoves[2] = { 0, 0 };

  for (int k = 1; k < argc; k++) {
    const char *arg = argv[k];
    if (k + 1 >= argc)
      usage();
    const char *val = argv[++k];
    if (strcmp(arg, "-a") == 0)
      o.cmd[0] = val;
    else if (strcmp(arg, "-b") == 0)
      o.cmd[1] = val;
    else if (strcmp(arg, "-n") == 0)
      o.games = atoi(val);
    else if (strcmp(arg, "-s") == 0)
      o.size = atoi(val);
    else if (strcmp(arg, "-k") == 0)
      o.komi = (float) atof(val);
    else if (strcmp(arg, "-d") == 0)
      o.sgf_dir = val;
    else if (strcmp(arg, "-r") == 0)
      o.referee = strcmp(val, "none") == 0 ? NULL : val;
    else if (strcmp(arg, "-t") == 0)
      o.timeout = atof(val);
    else if (strcmp(arg, "-m") == 0)
      o.max_moves = atoi(val);
    else if (strcmp(arg, "-f") == 0)
      o.first = atoi(val);
    else if (strcmp(arg, "-A") == 0)
      o.name[0] = val;
    else if (strcmp(arg, "-B") == 0)
      o.name[1] = val;
    else if (strcmp(arg, "-e") == 0)
      o.stderr_dir = val;
    else
      usage();
  }
  if (!o.cmd[0] || !o.cmd[1] || o.size < 2 || o.size > MAX_BOARD || o.games < 1)
    usage();
  if (o.max_moves <= 0)
    o.max_moves = 3 * o.size * o.size;
  if (o.sgf_dir)
    make_directories(o.sgf_dir);
  if (o.stderr_dir)
    make_directories(o.stderr_dir);
  signal(SIGPIPE, SIG_IGN);

  for (int g = o.first; g < o.first + o.games; g++) {
    struct game_result r;
    int a_color = g % 2 == 0 ? BLACK : WHITE;
    const char *names[3];
    names[a_color] = o.name[0];
    names[OTHER_COLOR(a_color)] = o.name[1];
    play_game(&o, g, a_color, &r, names);
    int a_won = r.winner == a_color;
    wins += a_won;
    jigo += r.winner == EMPTY;
    faults[r.fault]++;
    if (r.fault != FAULT_NONE && r.fault_color == a_color)
      fault_of_a[r.fault]++;
    for (int c = WHITE; c <= BLACK; c++) {
      think[c == a_color ? 0 : 1] += r.think[c];
      cpu[c == a_color ? 0 : 1] += r.cpu[c];
      nmoves[c == a_color ? 0 : 1] += r.nmoves[c];
    }
    printf("game %3d: A %s, %3d moves, %-12s %s%s%s\n", g,
           a_color == BLACK ? "black" : "white", r.moves, r.how,
           a_won ? "A wins" : r.winner == EMPTY ? "jigo" : "B wins",
           r.fault == FAULT_NONE ? "" : r.fault_color == a_color ? " (fault by A)"
           : " (fault by B)", r.area_counted ? " (area count, no referee)" : "");
    if (r.fault != FAULT_NONE)
      printf("game %3d: %s (%s) %s\n", g, r.fault_color == a_color ? "A" : "B",
             r.fault_color == BLACK ? "black" : "white", r.detail);
    fflush(stdout);
  }

  double lo, hi;
  wilson(wins, o.games, &lo, &hi);
  printf("A: %s\nB: %s\n", o.cmd[0], o.cmd[1]);
  printf("A won %d of %d (%.1f%%), 95%% CI [%.1f%%, %.1f%%]; jigo %d\n", wins, o.games,
         100.0 * wins / o.games, 100.0 * lo, 100.0 * hi, jigo);
  printf("illegal moves %d (A %d), crashes %d (A %d), timeouts %d (A %d)\n",
         faults[FAULT_ILLEGAL], fault_of_a[FAULT_ILLEGAL], faults[FAULT_CRASH],
         fault_of_a[FAULT_CRASH], faults[FAULT_TIMEOUT], fault_of_a[FAULT_TIMEOUT]);
  printf("seconds per move: A %.3f, B %.3f\n",
         nmoves[0] ? think[0] / nmoves[0] : 0.0, nmoves[1] ? think[1] / nmoves[1] : 0.0);
  printf("CPU seconds per move: A %.3f, B %.3f\n",
         nmoves[0] ? cpu[0] / nmoves[0] : 0.0, nmoves[1] ? cpu[1] / nmoves[1] : 0.0);
  return 0;
}
