/* The JSON analysis engine (see analysis_engine.h).  A reader thread
 * parses the input lines: analysis queries become turns in a queue,
 * actions are carried out and answered at once (terminate marks turns
 * waiting or running).  The calling thread takes the turn of highest
 * priority (the earliest among equals), searches it within its budget
 * (maxVisits playouts, maxTime seconds, at most QUERY_DEFAULT_SECONDS
 * when no time is given) with a fresh tree, so an answer depends on the
 * position, the budget and the seed only, and writes the answer.  One
 * mutex guards the queue and the running turn, another the output. */
#include <config.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interface/analysis_answer.h"
#include "interface/analysis_engine.h"
#include "utils/timer.h"

/* How often the running search is looked at (terminate, partial reports,
 * its end). */
#define POLL_SECONDS 0.005

/* A query shared by its turns; freed with the last. */
struct job {
  struct analysis_query *q;
  int remaining;
};

struct task {
  struct job *job;
  int turn;
  int priority;
  long seq;
};

struct server {
  FILE *in, *out, *log;
  struct engine *engine;
  struct board *board;
  long default_visits;

  pthread_mutex_t lock;          /* everything below, up to output */
  pthread_cond_t wake;
  struct task *tasks;
  size_t count, capacity;
  long next_seq;
  int input_done;
  const struct task *running;    /* the turn being searched, or NULL */
  int running_terminated;

  pthread_mutex_t output;
  atomic_int write_failed;       /* out failed: the client is gone */
};

/* ---- Output --------------------------------------------------------------- */

static void emit(struct server *s, json_t *answer)
{
  char *line = answer ? analysis_answer_line(answer) : NULL;
  json_decref(answer);
  pthread_mutex_lock(&s->output);
  if (line == NULL || fputs(line, s->out) == EOF || fflush(s->out) == EOF)
    s->write_failed = 1;
  pthread_mutex_unlock(&s->output);
  free(line);
}

/* A line of JSON text as it is. */
static void emit_text(struct server *s, const char *json_text)
{
  pthread_mutex_lock(&s->output);
  if (fprintf(s->out, "%s\n", json_text) < 0 || fflush(s->out) == EOF)
    s->write_failed = 1;
  pthread_mutex_unlock(&s->output);
}

static void emit_report(struct server *s, const char *id, const struct query_report *r)
{
  for (int k = 0; k < r->warning_count; k++)
    emit(s, analysis_answer_problem(id, &r->warnings[k], 1));
  if (r->error)
    emit(s, analysis_answer_problem(r->error_has_id ? id : NULL, &r->problem, 0));
}

/* ---- The queue (callers hold the lock) ------------------------------------ */

static void release_job(struct job *job)
{
  if (--job->remaining == 0) {
    analysis_query_free(job->q);
    free(job);
  }
}

static int push_turns(struct server *s, struct analysis_query *q)
{
  if (s->count + (size_t) q->turn_count > ANALYSIS_MAX_PENDING)
    return 0;
  if (s->count + (size_t) q->turn_count > s->capacity) {
    size_t capacity = 2 * (s->count + (size_t) q->turn_count);
    struct task *bigger = realloc(s->tasks, capacity * sizeof bigger[0]);
    if (bigger == NULL)
      return 0;
    s->tasks = bigger;
    s->capacity = capacity;
  }
  struct job *job = malloc(sizeof *job);
  if (job == NULL)
    return 0;
  job->q = q;
  job->remaining = q->turn_count;
  for (int k = 0; k < q->turn_count; k++) {
    struct task *t = &s->tasks[s->count++];
    t->job = job;
    t->turn = q->turns[k];
    t->priority = q->priorities[k];
    t->seq = s->next_seq++;
  }
  return 1;
}

/* Removes and returns the task of highest priority, earliest first. */
static struct task pop_best(struct server *s)
{
  size_t best = 0;
  for (size_t k = 1; k < s->count; k++)
    if (s->tasks[k].priority > s->tasks[best].priority
        || (s->tasks[k].priority == s->tasks[best].priority
            && s->tasks[k].seq < s->tasks[best].seq))
      best = k;
  struct task t = s->tasks[best];
  s->tasks[best] = s->tasks[--s->count];
  return t;
}

/* Does a terminate action q cover the turn of this query id? */
static int terminates(const struct analysis_query *q, const char *id, int turn)
{
  if (q->kind == QUERY_TERMINATE && strcmp(q->terminate_id, id) != 0)
    return 0;
  if (!q->terminate_has_turns)
    return 1;
  for (int k = 0; k < q->turn_count; k++)
    if (q->turns[k] == turn)
      return 1;
  return 0;
}

/* ---- Actions and queries from the reader thread --------------------------- */

static void terminate(struct server *s, const struct analysis_query *q)
{
  struct task removed[64];
  int n = 0;
  do {
    n = 0;
    pthread_mutex_lock(&s->lock);
    for (size_t k = 0; k < s->count && n < 64;)
      if (terminates(q, s->tasks[k].job->q->id, s->tasks[k].turn)) {
        removed[n++] = s->tasks[k];
        s->tasks[k] = s->tasks[--s->count];
      }
      else
        k++;
    if (s->running && terminates(q, s->running->job->q->id, s->running->turn))
      s->running_terminated = 1;
    pthread_cond_broadcast(&s->wake);
    pthread_mutex_unlock(&s->lock);
    for (int k = 0; k < n; k++) {
      emit(s, analysis_answer_no_results(removed[k].job->q->id, removed[k].turn));
      pthread_mutex_lock(&s->lock);
      release_job(removed[k].job);
      pthread_mutex_unlock(&s->lock);
    }
  } while (n == 64);
}

static void handle_query(struct server *s, struct analysis_query *q)
{
  switch (q->kind) {
  case QUERY_ANALYZE: {
    pthread_mutex_lock(&s->lock);
    int queued = push_turns(s, q);
    pthread_cond_broadcast(&s->wake);
    pthread_mutex_unlock(&s->lock);
    if (!queued) {
      struct query_problem p = {"analyzeTurns", ""};
      snprintf(p.message, sizeof p.message, "Too many turns waiting (at most %d)",
               ANALYSIS_MAX_PENDING);
      emit(s, analysis_answer_problem(q->id, &p, 0));
      analysis_query_free(q);
    }
    return;
  }
  case QUERY_TERMINATE:
  case QUERY_TERMINATE_ALL:
    terminate(s, q);
    break;
  case QUERY_VERSION:
  case QUERY_CLEAR_CACHE:
    break;
  }
  emit_text(s, q->echo);
  analysis_query_free(q);
}

/* One line into buf (cap bytes) without its end; *too_long when it did
 * not fit (the rest is skipped).  0 at the end of the input. */
static int read_line(FILE *in, char *buf, size_t cap, size_t *length, int *too_long)
{
  *length = 0;
  *too_long = 0;
  int c;
  while ((c = getc(in)) != EOF && c != '\n') {
    if (*length + 1 < cap)
      buf[(*length)++] = (char) c;
    else
      *too_long = 1;
  }
  buf[*length] = '\0';
  if (*length > 0 && buf[*length - 1] == '\r')
    buf[--*length] = '\0';
  return c != EOF || *length > 0 || *too_long;
}

static int blank(const char *line)
{
  for (; *line; line++)
    if (*line != ' ' && *line != '\t')
      return 0;
  return 1;
}

static void *reader_main(void *arg)
{
  struct server *s = arg;
  char *buf = malloc(QUERY_MAX_LINE + 1);
  size_t length;
  int too_long;
  while (buf != NULL && read_line(s->in, buf, QUERY_MAX_LINE + 1, &length, &too_long)) {
    struct query_report report;
    char *id = NULL;
    if (too_long) {
      struct query_problem p = {"", ""};
      snprintf(p.message, sizeof p.message, "Query line longer than %ld bytes, ignored",
               QUERY_MAX_LINE);
      emit(s, analysis_answer_problem(NULL, &p, 0));
      continue;
    }
    if (blank(buf))
      continue;
    struct analysis_query *q = analysis_query_parse(buf, length, s->default_visits,
                                                    &report, &id);
    emit_report(s, q ? q->id : id, &report);
    free(id);
    if (q != NULL)
      handle_query(s, q);
  }
  free(buf);
  pthread_mutex_lock(&s->lock);
  s->input_done = 1;
  pthread_cond_broadcast(&s->wake);
  pthread_mutex_unlock(&s->lock);
  return NULL;
}

/* ---- Searching a turn ----------------------------------------------------- */

static void wait_a_little(struct server *s)
{
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  until.tv_nsec += (long) (POLL_SECONDS * 1e9);
  if (until.tv_nsec >= 1000000000L) {
    until.tv_sec++;
    until.tv_nsec -= 1000000000L;
  }
  pthread_mutex_lock(&s->lock);
  if (!s->running_terminated)
    pthread_cond_timedwait(&s->wake, &s->lock, &until);
  pthread_mutex_unlock(&s->lock);
}

static int terminated(struct server *s)
{
  pthread_mutex_lock(&s->lock);
  int t = s->running_terminated;
  pthread_mutex_unlock(&s->lock);
  return t;
}

static void analyse(struct server *s, const struct task *t)
{
  const struct analysis_query *q = t->job->q;
  struct engine *e = s->engine;
  int color = analysis_query_position(q, t->turn, s->board);
  long visits = q->max_visits > 0 ? q->max_visits : s->default_visits;
  double seconds = q->max_time > 0.0 ? q->max_time : QUERY_DEFAULT_SECONDS;
  engine_set_rules(e, q->chinese_rules);
  engine_position_changed(e, s->board);
  engine_analyze_avoid(e, q->avoid && color == q->avoid_color ? q->avoid : NULL);
  engine_analyze_moves_ownership(e, q->include_moves_ownership
                                    || q->include_moves_ownership_stdev);
  int started = engine_analyze_start_limited(e, s->board, color, visits, seconds);
  double next_report = wall_seconds() + q->report_every;
  while (started && !engine_analyze_done(e) && !terminated(s) && !s->write_failed) {
    if (q->report_every > 0.0 && wall_seconds() >= next_report) {
      emit(s, analysis_answer(q, t->turn, color, e, s->board, 1));
      next_report += q->report_every;
    }
    wait_a_little(s);
  }
  engine_analyze_stop(e);
  struct engine_root_analysis root;
  engine_analyze_root(e, &root);
  if (!started || (terminated(s) && root.visits == 0))
    emit(s, analysis_answer_no_results(q->id, t->turn));
  else
    emit(s, analysis_answer(q, t->turn, color, e, s->board, 0));
  if (q->avoid)
    engine_analyze_avoid(e, NULL);
}

/* The next turn to search, or 0 when the input ended and nothing waits. */
static int next_task(struct server *s, struct task *t)
{
  pthread_mutex_lock(&s->lock);
  while (s->count == 0 && !s->input_done && !s->write_failed)
    pthread_cond_wait(&s->wake, &s->lock);
  int found = s->count > 0 && !s->write_failed;
  if (found) {
    *t = pop_best(s);
    s->running = t;
    s->running_terminated = 0;
  }
  pthread_mutex_unlock(&s->lock);
  return found;
}

static void finish_task(struct server *s, struct task *t)
{
  pthread_mutex_lock(&s->lock);
  s->running = NULL;
  release_job(t->job);
  pthread_mutex_unlock(&s->lock);
}

static int serve(struct server *s, const struct engine_config *config)
{
  pthread_t reader;
  if (pthread_create(&reader, NULL, reader_main, s) != 0)
    return 1;
  if (s->log != NULL)
    fprintf(s->log, "hane: analysis engine ready (%d search threads), waiting for"
            " queries\n", config->threads);
  struct task t;
  while (next_task(s, &t)) {
    analyse(s, &t);
    finish_task(s, &t);
  }
  if (s->write_failed) {
    /* The reader may still wait on input nobody sends: leave it. */
    pthread_detach(reader);
    return 1;
  }
  pthread_join(reader, NULL);
  return 0;
}

int analysis_engine_run(const struct engine_config *config, FILE *in, FILE *out,
                        FILE *log)
{
  struct server *s = calloc(1, sizeof *s);
  if (s == NULL)
    return 1;
  s->in = in;
  s->out = out;
  s->log = log;
  s->default_visits = config->playouts > 0 ? config->playouts : ANALYSIS_DEFAULT_VISITS;
  s->engine = engine_new(config);
  s->board = board_new(MAX_BOARD);
  pthread_mutex_init(&s->lock, NULL);
  pthread_mutex_init(&s->output, NULL);
  pthread_cond_init(&s->wake, NULL);
  if (s->engine == NULL || s->board == NULL) {
    engine_free(s->engine);
    board_free(s->board);
    free(s);
    return 1;
  }
  int status = serve(s, config);
  if (status != 0)
    return status;   /* the reader thread may still hold s */
  for (size_t k = 0; k < s->count; k++)
    release_job(s->tasks[k].job);
  free(s->tasks);
  engine_free(s->engine);
  board_free(s->board);
  pthread_mutex_destroy(&s->lock);
  pthread_mutex_destroy(&s->output);
  pthread_cond_destroy(&s->wake);
  free(s);
  return 0;
}
