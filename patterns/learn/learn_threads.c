/* Workers over ranges of games, with a progress line. */
#include <config.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "learn.h"

struct worker {
  struct learn_job *job;
  void (*work)(struct learn_job *job);
  int finished;
};

static void *run_worker(void *arg)
{
  struct worker *w = arg;
  w->work(w->job);
  __atomic_store_n(&w->finished, 1, __ATOMIC_RELEASE);
  return NULL;
}

static double seconds_since(const struct timespec *start)
{
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (double) (now.tv_sec - start->tv_sec) + 1e-9 * (double) (now.tv_nsec - start->tv_nsec);
}

/* On a terminal the line is rewritten in place; in a log it is a new
 * line each time. */
static void print_progress(const char *label, const struct learn_job *jobs, int threads,
                           long games, const struct timespec *start, int last)
{
  long done = 0;
  int terminal = isatty(STDERR_FILENO);
  for (int t = 0; t < threads; t++)
    done += __atomic_load_n(&jobs[t].done, __ATOMIC_RELAXED);
  fprintf(stderr, "%s%s: %ld/%ld games, %.0f s%s", terminal ? "\r" : "", label, done,
          games, seconds_since(start), last || !terminal ? "\n" : "");
  fflush(stderr);
}

int learn_run(int threads, long games, void (*work)(struct learn_job *job),
              void *data, const char *label, int progress,
              struct learn_job jobs[LEARN_MAX_THREADS])
{
  struct worker workers[LEARN_MAX_THREADS];
  pthread_t ids[LEARN_MAX_THREADS];
  int started[LEARN_MAX_THREADS];
  struct timespec start;
  double shown = 0.0;
  int failed = 0;
  if (threads < 1)
    threads = 1;
  if (threads > LEARN_MAX_THREADS)
    threads = LEARN_MAX_THREADS;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (int t = 0; t < threads; t++) {
    memset(&jobs[t], 0, sizeof jobs[t]);
    jobs[t].begin = games * t / threads;
    jobs[t].end = games * (t + 1) / threads;
    jobs[t].index = t;
    jobs[t].data = data;
    workers[t].job = &jobs[t];
    workers[t].work = work;
    workers[t].finished = 0;
    started[t] = pthread_create(&ids[t], NULL, run_worker, &workers[t]) == 0;
  }
  /* A range without a thread of its own runs here. */
  for (int t = 0; t < threads; t++)
    if (!started[t])
      run_worker(&workers[t]);
  for (;;) {
    int all = 1;
    for (int t = 0; t < threads; t++)
      all &= __atomic_load_n(&workers[t].finished, __ATOMIC_ACQUIRE);
    if (all)
      break;
    struct timespec pause = { 0, 200000000 };
    nanosleep(&pause, NULL);
    if (progress && seconds_since(&start) >= shown + (isatty(STDERR_FILENO) ? 1.0 : 30.0)) {
      shown = seconds_since(&start);
      print_progress(label, jobs, threads, games, &start, 0);
    }
  }
  for (int t = 0; t < threads; t++) {
    if (started[t])
      pthread_join(ids[t], NULL);
    failed |= jobs[t].failed;
  }
  if (progress)
    print_progress(label, jobs, threads, games, &start, 1);
  return !failed;
}
