/* The review graph as SVG (see review_graph.h).  Every element a reader
 * or a test looks for has an id or a class: #winrate and #score are the
 * two lines, .mistake the marks (each with a <title> a browser shows as a
 * tooltip), #x-axis, #winrate-axis and #score-axis the labelled axes. */
#include <config.h>

#include <math.h>
#include <stdio.h>

#include "interface/review_graph.h"

/* The picture and the plot area inside it, in SVG user units. */
#define WIDTH 960
#define HEIGHT 440
#define PLOT_LEFT 76.0
#define PLOT_RIGHT 872.0
#define PLOT_TOP 58.0
#define PLOT_BOTTOM 372.0
/* At most this many move numbers along the bottom. */
#define MAX_MOVE_TICKS 14

#define WINRATE_COLOR "#1f5fbf"
#define SCORE_COLOR "#d9730d"

static double x_of_move(const struct review_graph *g, int move)
{
  int span = g->moves > 0 ? g->moves : 1;
  return PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * move / span;
}

static double y_of_winrate(double winrate)
{
  if (winrate < 0.0)
    winrate = 0.0;
  if (winrate > 1.0)
    winrate = 1.0;
  return PLOT_BOTTOM - (PLOT_BOTTOM - PLOT_TOP) * winrate;
}

static double y_of_score(double score, double limit)
{
  double half = (PLOT_BOTTOM - PLOT_TOP) / 2.0;
  if (score > limit)
    score = limit;
  if (score < -limit)
    score = -limit;
  return PLOT_TOP + half - half * score / limit;
}

double review_graph_score_limit(const struct review_graph *g)
{
  static const double steps[] = { 5, 10, 20, 50, 100, 200, 500, 1000 };
  double most = 0.0;
  for (int k = 0; k <= g->moves; k++)
    if (fabs(g->points[k].score) > most)
      most = fabs(g->points[k].score);
  for (size_t k = 0; k < sizeof steps / sizeof steps[0]; k++)
    if (most <= steps[k])
      return steps[k];
  return steps[sizeof steps / sizeof steps[0] - 1];
}

/* Move numbers every step moves: the smallest round step that keeps the
 * labels apart. */
static int move_tick_step(int moves)
{
  static const int steps[] = { 1, 2, 5, 10, 20, 25, 50, 100, 200, 500 };
  for (size_t k = 0; k < sizeof steps / sizeof steps[0]; k++)
    if (moves / steps[k] <= MAX_MOVE_TICKS)
      return steps[k];
  return 1000;
}

/* Text content with &, <, >, " and ' escaped. */
static void put_escaped(FILE *out, const char *text)
{
  for (const char *c = text; *c; c++)
    switch (*c) {
    case '&': fputs("&amp;", out); break;
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '"': fputs("&quot;", out); break;
    case '\'': fputs("&apos;", out); break;
    default: putc(*c, out);
    }
}

/* "B+12", "W+3.5" or "0". */
static void put_score_label(FILE *out, double score)
{
  if (score == 0.0)
    fputs("0", out);
  else
    fprintf(out, "%c+%g", score > 0 ? 'B' : 'W', fabs(score));
}

static void write_header(FILE *out, const struct review_graph *g)
{
  const char *black = g->black && g->black[0] ? g->black : "Black";
  const char *white = g->white && g->white[0] ? g->white : "White";
  fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
          " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n",
          WIDTH, HEIGHT, WIDTH, HEIGHT);
  fputs("<title>Hane review: ", out);
  put_escaped(out, black);
  fputs(" (Black) vs ", out);
  put_escaped(out, white);
  fputs(" (White)</title>\n", out);
  fprintf(out, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", WIDTH, HEIGHT);
  fprintf(out, "<text id=\"heading\" x=\"%g\" y=\"24\" font-size=\"16\" font-weight=\"bold\">",
          PLOT_LEFT);
  put_escaped(out, black);
  fputs(" (B) vs ", out);
  put_escaped(out, white);
  fprintf(out, " (W), %dx%d, %d moves</text>\n", g->board_size, g->board_size,
          g->moves);
  fprintf(out, "<rect id=\"plot\" x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\""
          " fill=\"#f7f7f2\" stroke=\"#888888\"/>\n", PLOT_LEFT, PLOT_TOP,
          PLOT_RIGHT - PLOT_LEFT, PLOT_BOTTOM - PLOT_TOP);
}

/* Win rates on the left, with grid lines every 25%. */
static void write_winrate_axis(FILE *out)
{
  fputs("<g id=\"winrate-axis\" text-anchor=\"end\">\n", out);
  for (int percent = 0; percent <= 100; percent += 25) {
    double y = y_of_winrate(percent / 100.0);
    fprintf(out, "<line x1=\"%g\" y1=\"%.1f\" x2=\"%g\" y2=\"%.1f\" stroke=\"%s\"%s/>\n",
            PLOT_LEFT, y, PLOT_RIGHT, y, percent == 50 ? "#888888" : "#dddddd",
            percent == 50 ? " stroke-dasharray=\"4 3\"" : "");
    fprintf(out, "<text x=\"%g\" y=\"%.1f\" fill=\"%s\">%d%%</text>\n",
            PLOT_LEFT - 6, y + 4, WINRATE_COLOR, percent);
  }
  fprintf(out, "<text class=\"axis-title\" transform=\"translate(18 %g) rotate(-90)\""
          " text-anchor=\"middle\" fill=\"%s\">Black win rate</text>\n",
          (PLOT_TOP + PLOT_BOTTOM) / 2, WINRATE_COLOR);
  fputs("</g>\n", out);
}

/* Score leads on the right: -limit, -limit/2, 0, limit/2, limit. */
static void write_score_axis(FILE *out, double limit)
{
  fputs("<g id=\"score-axis\" text-anchor=\"start\">\n", out);
  for (int k = -2; k <= 2; k++) {
    double score = limit * k / 2.0;
    fprintf(out, "<text x=\"%g\" y=\"%.1f\" fill=\"%s\">", PLOT_RIGHT + 6,
            y_of_score(score, limit) + 4, SCORE_COLOR);
    put_score_label(out, score);
    fputs("</text>\n", out);
  }
  fprintf(out, "<text class=\"axis-title\" transform=\"translate(%g %g) rotate(90)\""
          " text-anchor=\"middle\" fill=\"%s\">Black score lead (points)</text>\n",
          (double) WIDTH - 14, (PLOT_TOP + PLOT_BOTTOM) / 2, SCORE_COLOR);
  fputs("</g>\n", out);
}

static void write_move_axis(FILE *out, const struct review_graph *g)
{
  int step = move_tick_step(g->moves);
  fputs("<g id=\"x-axis\" text-anchor=\"middle\">\n", out);
  for (int move = 0; move <= g->moves; move += step) {
    double x = x_of_move(g, move);
    fprintf(out, "<line x1=\"%.1f\" y1=\"%g\" x2=\"%.1f\" y2=\"%g\" stroke=\"#888888\"/>\n",
            x, PLOT_BOTTOM, x, PLOT_BOTTOM + 5);
    fprintf(out, "<text class=\"move-label\" x=\"%.1f\" y=\"%g\">%d</text>\n", x,
            PLOT_BOTTOM + 19, move);
  }
  fprintf(out, "<text class=\"axis-title\" x=\"%g\" y=\"%g\">Move</text>\n",
          (PLOT_LEFT + PLOT_RIGHT) / 2, PLOT_BOTTOM + 40);
  fputs("</g>\n", out);
}

static void write_lines(FILE *out, const struct review_graph *g, double limit)
{
  fprintf(out, "<polyline id=\"score\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\""
          " stroke-dasharray=\"6 3\" points=\"", SCORE_COLOR);
  for (int k = 0; k <= g->moves; k++)
    fprintf(out, "%s%.1f,%.1f", k ? " " : "", x_of_move(g, k),
            y_of_score(g->points[k].score, limit));
  fputs("\"/>\n", out);
  fprintf(out, "<polyline id=\"winrate\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\""
          " points=\"", WINRATE_COLOR);
  for (int k = 0; k <= g->moves; k++)
    fprintf(out, "%s%.1f,%.1f", k ? " " : "", x_of_move(g, k),
            y_of_winrate(g->points[k].winrate));
  fputs("\"/>\n", out);
}

/* A circle on the win-rate line after the mistake (black or white like
 * the stone), its move number above, and a tooltip with the loss. */
static void write_marks(FILE *out, const struct review_graph *g)
{
  fputs("<g id=\"mistakes\" text-anchor=\"middle\" font-size=\"11\">\n", out);
  for (int k = 0; k < g->mark_count; k++) {
    const struct review_graph_mark *m = &g->marks[k];
    if (m->move < 1 || m->move > g->moves)
      continue;
    double x = x_of_move(g, m->move);
    double y = y_of_winrate(g->points[m->move].winrate);
    fprintf(out, "<g class=\"mistake %s\" data-move=\"%d\">"
            "<title>Move %d (%s): %.1f points lost</title>"
            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"6\" fill=\"%s\" stroke=\"#cc0000\""
            " stroke-width=\"2\"/>"
            "<text x=\"%.1f\" y=\"%.1f\" fill=\"#cc0000\" stroke=\"#ffffff\""
            " stroke-width=\"3\" paint-order=\"stroke\">%d</text></g>\n",
            m->by_black ? "black" : "white", m->move, m->move,
            m->by_black ? "Black" : "White", m->loss, x, y,
            m->by_black ? "#000000" : "#ffffff", x, y > PLOT_TOP + 20 ? y - 10 : y + 20,
            m->move);
  }
  fputs("</g>\n", out);
}

static void write_legend(FILE *out)
{
  double y = 40.0;
  fprintf(out, "<g id=\"legend\" font-size=\"12\">\n"
          "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"%s\" stroke-width=\"2\"/>"
          "<text x=\"%g\" y=\"%g\">Black win rate</text>\n"
          "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"%s\" stroke-width=\"1.5\""
          " stroke-dasharray=\"6 3\"/><text x=\"%g\" y=\"%g\">Black score lead</text>\n"
          "<circle cx=\"%g\" cy=\"%g\" r=\"5\" fill=\"#000000\" stroke=\"#cc0000\""
          " stroke-width=\"2\"/><circle cx=\"%g\" cy=\"%g\" r=\"5\" fill=\"#ffffff\""
          " stroke=\"#cc0000\" stroke-width=\"2\"/><text x=\"%g\" y=\"%g\">mistakes"
          " (Black, White)</text>\n</g>\n",
          PLOT_RIGHT - 420, y, PLOT_RIGHT - 396, y, WINRATE_COLOR, PLOT_RIGHT - 390, y + 4,
          PLOT_RIGHT - 280, y, PLOT_RIGHT - 256, y, SCORE_COLOR, PLOT_RIGHT - 250, y + 4,
          PLOT_RIGHT - 134, y, PLOT_RIGHT - 120, y, PLOT_RIGHT - 108, y + 4);
}

int review_graph_write(FILE *out, const struct review_graph *g)
{
  double limit = review_graph_score_limit(g);
  write_header(out, g);
  write_winrate_axis(out);
  write_score_axis(out, limit);
  write_move_axis(out, g);
  write_lines(out, g, limit);
  write_marks(out, g);
  write_legend(out);
  fputs("</svg>\n", out);
  return fflush(out) == 0 && !ferror(out);
}
