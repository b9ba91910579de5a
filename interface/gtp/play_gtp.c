#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "utils/timer.h"

/* Every command table, declared and listed from gtp_tables.def. */
#define GTP_TABLE(name) extern const struct gtp_command name[];
#include "gtp_tables.def"
#undef GTP_TABLE

const struct gtp_command *const gtp_command_tables[] = {
#define GTP_TABLE(name) name,
#include "gtp_tables.def"
#undef GTP_TABLE
  NULL
};

static int gtp_protocol_version(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "2");
}

static int gtp_name(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "Hane");
}

static int gtp_version(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%s", PACKAGE_VERSION);
}

static int gtp_known_command(struct gtp *gtp, char *args)
{
  char *name = gtp_next_word(&args);
  int known = name != NULL && gtp_find_command(gtp->tables, name) != NULL;
  return gtp_success(gtp, known ? "true" : "false");
}

static int compare_names(const void *a, const void *b)
{
  return strcmp(*(const char *const *) a, *(const char *const *) b);
}

/* All command names, sorted, each once. */
static int gtp_list_commands(struct gtp *gtp, char *args)
{
  (void) args;
  size_t count = 0;
  for (int t = 0; gtp->tables[t] != NULL; t++)
    for (const struct gtp_command *c = gtp->tables[t]; c->name != NULL; c++)
      count++;
  const char **names = malloc((count ? count : 1) * sizeof *names);
  if (names == NULL)
    return gtp_failure(gtp, "out of memory");
  count = 0;
  for (int t = 0; gtp->tables[t] != NULL; t++)
    for (const struct gtp_command *c = gtp->tables[t]; c->name != NULL; c++)
      names[count++] = c->name;
  qsort(names, count, sizeof *names, compare_names);
  for (size_t k = 0; k < count; k++)
    if (k == 0 || strcmp(names[k], names[k - 1]) != 0)
      gtp_printf(gtp, "%s%s", k ? "\n" : "", names[k]);
  free(names);
  return gtp_finish(gtp);
}

static int gtp_quit(struct gtp *gtp, char *args)
{
  (void) args;
  gtp_success(gtp, "%s", "");
  return GTP_QUIT;
}

/* The arguments as given, spaces included. */
static int gtp_echo(struct gtp *gtp, char *args)
{
  while (*args == ' ')
    args++;
  return gtp_success(gtp, "%s", args);
}

static int gtp_echo_err(struct gtp *gtp, char *args)
{
  while (*args == ' ')
    args++;
  fprintf(stderr, "%s\n", args);
  fflush(stderr);
  return gtp_success(gtp, "%s", args);
}

static int gtp_analyze_commands(struct gtp *gtp, char *args)
{
  (void) args;
  int first = 1;
  for (int t = 0; gtp->tables[t] != NULL; t++)
    for (const struct gtp_command *c = gtp->tables[t]; c->name != NULL; c++)
      if (c->analyze != NULL) {
        gtp_printf(gtp, "%s%s", first ? "" : "\n", c->analyze);
        first = 0;
      }
  return gtp_finish(gtp);
}

static int parse_seed(const char *word, uint64_t *seed)
{
  char *end;
  if (word == NULL || *word < '0' || *word > '9')
    return 0;
  errno = 0;
  unsigned long long value = strtoull(word, &end, 10);
  if (*end != '\0' || errno == ERANGE)
    return 0;
  *seed = value;
  return 1;
}

static int gtp_set_random_seed(struct gtp *gtp, char *args)
{
  uint64_t seed;
  if (!parse_seed(gtp_next_word(&args), &seed))
    return gtp_failure(gtp, "invalid seed");
  engine_set_seed(gtp->game->engine, seed);
  return gtp_success(gtp, "%s", "");
}

static int gtp_get_random_seed(struct gtp *gtp, char *args)
{
  (void) args;
  unsigned long long seed = engine_get_config(gtp->game->engine)->seed;
  return gtp_success(gtp, "%llu", seed);
}

static int gtp_level(struct gtp *gtp, char *args)
{
  int level;
  if (!gtp_arg_int(gtp, &args, &level, "level"))
    return GTP_FAILED;
  game_set_level(gtp->game, level);
  return gtp_success(gtp, "%s", "");
}

static int gtp_cputime(struct gtp *gtp, char *args)
{
  (void) args;
  return gtp_success(gtp, "%.3f", cpu_seconds());
}

static int gtp_clear_cache(struct gtp *gtp, char *args)
{
  (void) args;
  engine_position_changed(gtp->game->engine, gtp->game->board);
  return gtp_success(gtp, "%s", "");
}

const struct gtp_command core_commands[] = {
  {"protocol_version", gtp_protocol_version, NULL},
  {"name", gtp_name, NULL},
  {"version", gtp_version, NULL},
  {"known_command", gtp_known_command, NULL},
  {"list_commands", gtp_list_commands, NULL},
  {"help", gtp_list_commands, NULL},
  {"quit", gtp_quit, NULL},
  {"echo", gtp_echo, NULL},
  {"echo_err", gtp_echo_err, NULL},
  {"gogui-analyze_commands", gtp_analyze_commands, NULL},
  {"set_random_seed", gtp_set_random_seed, NULL},
  {"get_random_seed", gtp_get_random_seed, NULL},
  {"level", gtp_level, NULL},
  {"cputime", gtp_cputime, NULL},
  {"clear_cache", gtp_clear_cache, NULL},
  {NULL, NULL, NULL}
};
