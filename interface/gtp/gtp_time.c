#include <config.h>

#include <string.h>

#include "interface/game/game.h"
#include "gtp.h"
#include "utils/numbers.h"

/* time_settings main_time byo_yomi_time byo_yomi_stones */
static int gtp_time_settings(struct gtp *gtp, char *args)
{
  int main_time, byo_time, byo_stones;
  struct time_settings s;
  if (!parse_int(gtp_next_word(&args), &main_time)
      || !parse_int(gtp_next_word(&args), &byo_time)
      || !parse_int(gtp_next_word(&args), &byo_stones)
      || !clock_settings_from_gtp(&s, main_time, byo_time, byo_stones))
    return gtp_failure(gtp, "not three integers");
  clock_set(&gtp->game->clock, &s);
  return gtp_success(gtp, "%s", "");
}

/* time_left color time stones */
static int gtp_time_left(struct gtp *gtp, char *args)
{
  int color, stones;
  double seconds;
  if (!gtp_arg_color(gtp, &args, &color))
    return GTP_FAILED;
  if (!parse_double(gtp_next_word(&args), &seconds)
      || !parse_int(gtp_next_word(&args), &stones) || seconds < 0.0 || stones < 0)
    return gtp_failure(gtp, "time and stones not two integers");
  clock_time_left(&gtp->game->clock, color, seconds, stones);
  return gtp_success(gtp, "%s", "");
}

/* Reads `count` non-negative integers; returns 0 if they are not there. */
static int read_numbers(char **args, int count, int *values)
{
  for (int k = 0; k < count; k++)
    if (!parse_int(gtp_next_word(args), &values[k]) || values[k] < 0)
      return 0;
  return 1;
}

/* kgs-time_settings none | absolute main | byoyomi main period periods |
 * canadian main period stones */
static int gtp_kgs_time_settings(struct gtp *gtp, char *args)
{
  struct time_settings s = {TIME_NONE, 0.0, 0.0, 0, 0};
  int v[3] = {0, 0, 0};
  char *kind = gtp_next_word(&args);
  int ok = kind != NULL;
  if (ok && strcmp(kind, "none") == 0)
    s.system = TIME_NONE;
  else if (ok && strcmp(kind, "absolute") == 0) {
    ok = read_numbers(&args, 1, v);
    s.system = TIME_ABSOLUTE;
  }
  else if (ok && strcmp(kind, "byoyomi") == 0) {
    ok = read_numbers(&args, 3, v) && v[2] > 0;
    s.system = TIME_BYOYOMI;
    s.periods = v[2];
  }
  else if (ok && strcmp(kind, "canadian") == 0) {
    ok = read_numbers(&args, 3, v) && v[2] > 0;
    s.system = TIME_CANADIAN;
    s.period_stones = v[2];
  }
  else
    ok = 0;
  if (!ok)
    return gtp_failure(gtp, "syntax error");
  s.main_time = v[0];
  s.period_time = v[1];
  clock_set(&gtp->game->clock, &s);
  return gtp_success(gtp, "%s", "");
}

const struct gtp_command time_commands[] = {
  {"time_settings", gtp_time_settings, NULL},
  {"time_left", gtp_time_left, NULL},
  {"kgs-time_settings", gtp_kgs_time_settings, NULL},
  {NULL, NULL, NULL}
};
