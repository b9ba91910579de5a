#!/bin/sh
# Remakes doc/review-graph.png, the picture of the review graph in the
# manual: a review of a 9x9 game of the source tree, its SVG shown by
# headless Chromium and captured.  Run from the top of a built tree:
#   sh doc/review-screenshot.sh
set -eu
browser=${CHROMIUM:-$(command -v chromium || command -v chromium-browser)}
work=$(mktemp -d "${TMPDIR:-/tmp}/hane-shot.XXXXXX")
trap 'rm -rf "$work"' EXIT
interface/hane --review regression/games/genmove/hane-gnugo-9x9-01.sgf \
  -o "$work/game.sgf" --review-graph "$work/graph.svg" --seed 1 --quiet
timeout 180 "$browser" --headless --no-sandbox --disable-gpu --disable-quic \
  --no-first-run --disable-background-networking --disable-component-update \
  --disable-sync --user-data-dir="$work/profile" --hide-scrollbars \
  --window-size=960,440 --screenshot="$work/graph.png" "file://$work/graph.svg" \
  2>/dev/null
cp "$work/graph.png" doc/review-graph.png
echo "doc/review-graph.png: $(wc -c <doc/review-graph.png) bytes"
