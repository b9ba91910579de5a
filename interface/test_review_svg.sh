#!/bin/sh
# The review graph in a real browser: Debian's Chromium, headless, loads
# the SVG file as a document (no XML error) and as an image (it has its
# size), and a page with the graph inline measures what it draws: both
# lines with a point per position inside the plot, one marker per
# mistake inside the plot, move numbers in order without overlapping,
# axis titles with width.  Skipped (exit 77) where Chromium is missing.
set -u

hane=${HANE:-./hane}
games=${GAMES:-../regression/games/analysis}
game=$games/../genmove/hane-gnugo-9x9-01.sgf
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$browser" ]; then
  echo "SKIP: chromium is not installed (apt-get install chromium)" >&2
  exit 77
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/hane-svg.XXXXXX") || exit 99
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# Headless, without the network, in a profile of its own.
run_browser() {
  timeout 180 "$browser" --headless --no-sandbox --disable-gpu --disable-quic \
    --no-first-run --disable-background-networking --disable-component-update \
    --disable-sync --user-data-dir="$work/profile" --virtual-time-budget=10000 \
    "$@" 2>"$work/browser.log"
}

"$hane" --review "$game" -o "$work/game.sgf" --review-graph "$work/graph.svg" \
  --seed 1 --visits 300 --quiet || fail "--review exit status"
mistakes=$(grep -c 'BM\[' "$work/game.sgf")

# The file as a document: an XML error would show as a parsererror.
run_browser --dump-dom "file://$work/graph.svg" >"$work/document.html" \
  || fail "chromium could not load the SVG: $(tail -n 3 "$work/browser.log")"
grep -q 'parsererror' "$work/document.html" && fail "XML error: $(grep -o 'parsererror.*' "$work/document.html" | head -c 300)"
grep -q '<svg' "$work/document.html" || fail "no svg element in the document"

# The page: the file as an image, and inline to be measured.
{
  cat <<'EOF'
<!DOCTYPE html>
<html><head><meta charset="utf-8"></head><body>
<img id="image" src="graph.svg">
<div id="inline">
EOF
  sed '1{/^<?xml/d}' "$work/graph.svg"
  cat <<'EOF'
</div>
<pre id="result">not measured</pre>
<script>
function inside(box, plot) {
  return box.x >= plot.x - 8 && box.y >= plot.y - 8 &&
         box.x + box.width <= plot.x + plot.width + 8 &&
         box.y + box.height <= plot.y + plot.height + 8;
}
function pointsInside(line, plot) {
  var n = 0;
  for (var k = 0; k < line.points.numberOfItems; k++) {
    var p = line.points.getItem(k);
    if (p.x < plot.x - 0.5 || p.x > plot.x + plot.width + 0.5 ||
        p.y < plot.y - 0.5 || p.y > plot.y + plot.height + 0.5)
      n++;
  }
  return n;
}
window.addEventListener('load', function () {
  var out = [];
  var image = document.getElementById('image');
  out.push('image ' + image.naturalWidth + 'x' + image.naturalHeight);
  var svg = document.querySelector('#inline svg');
  var plot = svg.getElementById('plot').getBBox();
  var winrate = svg.getElementById('winrate'), score = svg.getElementById('score');
  out.push('winrate_points ' + winrate.points.numberOfItems);
  out.push('score_points ' + score.points.numberOfItems);
  out.push('points_outside ' + (pointsInside(winrate, plot) + pointsInside(score, plot)));
  out.push('winrate_length ' + (winrate.getTotalLength() > 100 ? 'ok' : 'short'));
  var marks = svg.querySelectorAll('.mistake circle'), outside = 0;
  for (var k = 0; k < marks.length; k++)
    if (!inside(marks[k].getBBox(), plot)) outside++;
  out.push('mistakes ' + marks.length);
  out.push('mistakes_outside ' + outside);
  var labels = svg.querySelectorAll('.move-label'), overlaps = 0, order = 0;
  for (var k = 1; k < labels.length; k++) {
    var a = labels[k - 1].getBBox(), b = labels[k].getBBox();
    if (a.x + a.width > b.x) overlaps++;
    if (+labels[k].textContent <= +labels[k - 1].textContent) order++;
  }
  out.push('move_labels ' + labels.length + ' overlapping ' + overlaps + ' unordered ' + order);
  var titles = svg.querySelectorAll('.axis-title'), empty = 0;
  for (var k = 0; k < titles.length; k++)
    if (titles[k].getComputedTextLength() < 20) empty++;
  out.push('axis_titles ' + titles.length + ' empty ' + empty);
  out.push('heading ' + svg.getElementById('heading').textContent);
  document.getElementById('result').textContent = out.join('\n');
});
</script>
</body></html>
EOF
} >"$work/page.html"
run_browser --dump-dom "file://$work/page.html" >"$work/page.dom" \
  || fail "chromium could not load the page: $(tail -n 3 "$work/browser.log")"
sed -n '/<pre id="result">/,/<\/pre>/p' "$work/page.dom" | sed 's/<[^>]*>//g' >"$work/result"

expect() {
  grep -qx -- "$1" "$work/result" || fail "expected \"$1\"; the browser measured: $(tr '\n' ';' <"$work/result")"
}
expect "image 960x440"
expect "winrate_points 53"
expect "score_points 53"
expect "points_outside 0"
expect "winrate_length ok"
expect "mistakes $mistakes"
expect "mistakes_outside 0"
expect "move_labels 11 overlapping 0 unordered 0"
expect "axis_titles 3 empty 0"
expect "heading GNU Go 3.8 level 0 (B) vs Hane (W), 9x9, 52 moves"

if [ "$failures" -ne 0 ]; then
  echo "$failures failures" >&2
  exit 1
fi
exit 0
