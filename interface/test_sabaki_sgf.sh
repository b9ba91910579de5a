#!/bin/sh
# The trace files hane writes load in an independent SGF reader, Sabaki's
# @sabaki/sgf, into the very tree our reader builds: every node, every
# property, every value (comments with their newlines included).
# Skipped (exit 77) where node is missing or the package cannot be
# installed (it is fetched with npm into the build directory once).
set -u

hane=${HANE:-./hane}
games=${GAMES:-../regression/games/analysis}
sgf_dump=${SGF_DUMP:-./sgf_dump}
here=$(cd "$(dirname "$0")" && pwd)
modules=${NODE_SGF:-$(pwd)/node_sgf}

if ! command -v node >/dev/null 2>&1; then
  echo "SKIP: node is not installed" >&2
  exit 77
fi
if [ ! -f "$modules/node_modules/@sabaki/sgf/package.json" ]; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "SKIP: npm is not installed, @sabaki/sgf is missing" >&2
    exit 77
  fi
  mkdir -p "$modules"
  if ! timeout 300 npm install --silent --no-audit --no-fund --prefix "$modules" \
       @sabaki/sgf >"$modules/npm.log" 2>&1; then
    echo "SKIP: cannot install @sabaki/sgf (see $modules/npm.log)" >&2
    exit 77
  fi
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/hane-sabaki.XXXXXX") || exit 99
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# compare NAME: both readers give the same tree for $work/NAME.sgf.
compare() {
  "$sgf_dump" "$work/$1.sgf" >"$work/$1.ours" || { fail "$1: our reader"; return; }
  node "$here/sabaki_dump.js" "$modules" "$work/$1.sgf" >"$work/$1.sabaki" \
    || { fail "$1: Sabaki's reader"; return; }
  [ "$(wc -l <"$work/$1.ours")" -gt 1 ] || fail "$1: no variations"
  diff "$work/$1.ours" "$work/$1.sabaki" >"$work/$1.diff" \
    || fail "$1: the readers differ: $(head -n 6 "$work/$1.diff")"
}

"$hane" -l "$games/ladder.sgf" --decide-string C3 -o "$work/ladder.sgf" >/dev/null
compare ladder
# Sabaki sees the marked first move too.
grep -q '^1 B\[cf\] C\[attack (string C3)\\n.*(the answer)' "$work/ladder.sabaki" \
  || fail "ladder: Sabaki does not see the first attacking move"

"$hane" -l "$games/ko.sgf" --decide-string B1 -o "$work/ko.sgf" >/dev/null
compare ko
grep -q 'TR\[' "$work/ko.sabaki" || fail "ko: no ko move marked"

"$hane" -l "$games/straight-three.sgf" --decide-position -o "$work/position.sgf" >/dev/null
compare position
"$hane" -l "$games/race.sgf" --decide-semeai E1/D1 -o "$work/semeai.sgf" >/dev/null
compare semeai
"$hane" -l "$games/cut.sgf" --decide-connection C3/D4 --trace-max-nodes 50 \
  -o "$work/cut.sgf" >/dev/null 2>&1
compare cut

printf 'loadsgf %s\nstart_sgftrace\nplay black E5\ntrymove white D4\ntryko black F4\npopgo\npopgo\nfinish_sgftrace %s\nquit\n' \
  "$games/ladder.sgf" "$work/gtp.sgf" | "$hane" --mode gtp >/dev/null
compare gtp

# A reviewed game: comments, Sabaki's win rates (SBKV), marks and the
# engine's lines as variations, read the same by Sabaki.
"$hane" --review "$games/../genmove/hane-gnugo-9x9-01.sgf" -o "$work/review.sgf" \
  --seed 1 --visits 100 --quiet
compare review
[ "$(grep -c 'SBKV\[' "$work/review.sabaki")" -eq 53 ] || fail "review: Sabaki sees $(grep -c 'SBKV\[' "$work/review.sabaki") win rates, not 53"

if [ "$failures" -ne 0 ]; then
  echo "$failures failures" >&2
  exit 1
fi
exit 0
