#!/bin/sh
# The analysis modes from the outside: options and their errors, verdicts
# on stdout (errors and progress on stderr), -o files, exit statuses.
# The positions are regression/games/analysis/*.sgf (see their comments);
# tests/check_analyze.c checks the modes in detail.
set -u

hane=${HANE:-./hane}
games=${GAMES:-../regression/games/analysis}
sgf_dump=${SGF_DUMP:-./sgf_dump}
work=$(mktemp -d "${TMPDIR:-/tmp}/hane-analysis.XXXXXX") || exit 99
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

expect_output() {
  if [ "$2" != "$3" ]; then
    fail "$1: expected [$2], got [$3]"
  fi
}

# Variation counts depend on move ordering: "(12 variations)" -> "(# variations)".
mask() {
  sed 's/([0-9]* variations)/(# variations)/'
}

# ---- Options -------------------------------------------------------------

"$hane" --help >"$work/help" || fail "--help exit status"
for option in decide-string decide-connection decide-dragon decide-semeai \
              decide-position trace-max-nodes score; do
  grep -q -- "--$option" "$work/help" || fail "--help does not list --$option"
done

for bad in "--score later" "--score" "--trace-max-nodes 0" "--trace-max-nodes x" \
           "--decide-string"; do
  # shellcheck disable=SC2086
  "$hane" $bad </dev/null >"$work/out" 2>"$work/err"
  status=$?
  [ "$status" -eq 2 ] || fail "'$bad' exit status $status, not 2"
  [ -s "$work/out" ] && fail "'$bad' wrote to stdout"
  grep -q "Try 'hane --help'" "$work/err" || fail "'$bad' error message: $(cat "$work/err")"
done

"$hane" --decide-string C3 </dev/null >"$work/out" 2>"$work/err"
[ $? -eq 1 ] || fail "--decide-string without -l: exit status"
expect_output "--decide-string without -l" \
  "hane: --decide-string needs a position: -l FILE [-L MOVE]" "$(cat "$work/err")"

"$hane" -l "$games/ladder.sgf" --decide-string E5 >"$work/out" 2>"$work/err"
[ $? -eq 1 ] || fail "empty vertex: exit status"
[ -s "$work/out" ] && fail "empty vertex wrote to stdout"
expect_output "empty vertex" "hane: --decide-string called on an empty vertex (E5)" \
  "$(cat "$work/err")"

"$hane" -l "$work/missing.sgf" --decide-position >"$work/out" 2>"$work/err"
[ $? -eq 1 ] || fail "missing file: exit status"
grep -q "missing.sgf" "$work/err" || fail "missing file: $(cat "$work/err")"

# ---- Verdicts and trace files --------------------------------------------

# White C3 is caught in a ladder at C4; C4 or D4 saves it.
out=$("$hane" -l "$games/ladder.sgf" --decide-string C3 -o "$work/ladder.sgf" 2>"$work/err" | mask)
expect_output "--decide-string C3" "C3 can be attacked at C4 (# variations)" \
  "$(echo "$out" | head -n 1)"
echo "$out" | sed -n 2p | grep -Eqx 'C3 can be defended at (C4|D4) \(# variations\)' \
  || fail "--decide-string C3 defence: $out"
[ -s "$work/err" ] && fail "--decide-string wrote to stderr: $(cat "$work/err")"
"$sgf_dump" "$work/ladder.sgf" >"$work/ladder.dump" || fail "our reader refuses the trace"
grep -q '^0 .*AW\[cg\]' "$work/ladder.dump" || fail "trace root lacks the white stone"
grep -q '^1 B\[cf\] C\[attack (string C3)\\n.*attack C3 C4: WIN (the answer)' "$work/ladder.dump" \
  || fail "trace lacks the marked first attacking move"

out=$("$hane" -l "$games/cut.sgf" --decide-connection C3/D4 | mask)
expect_output "--decide-connection" \
  "$(printf 'C3 and D4 can be connected at D3 (# variations)\nC3 and D4 can be disconnected at D3 (# variations)')" \
  "$out"

out=$("$hane" -l "$games/straight-three.sgf" --decide-dragon B2 | mask)
expect_output "--decide-dragon" \
  "$(printf 'B2 can be attacked at B1 (# variations)\nB2 can be defended at B1 (# variations)')" \
  "$out"

out=$("$hane" -l "$games/race.sgf" --decide-semeai E2/D2 | sed 's/^[0-9]* variations/# variations/')
expect_output "--decide-semeai" \
  "$(printf 'Analyzing semeai between E2 and D2, black moves first\nSemeai defense of E2: result WIN D6\nSemeai attack of D2: result WIN D6\n# variations')" \
  "$(echo "$out" | sed 's/WIN E6$/WIN D6/')"

out=$("$hane" -l "$games/straight-three.sgf" --decide-position | grep '^status')
expect_output "--decide-position" "$(printf 'status of A3: alive\nstatus of A2: critical')" "$out"

# The node limit: the verdict stands, the cut is said on stderr and in the file.
out=$("$hane" -l "$games/ladder.sgf" --decide-string C3 --trace-max-nodes 4 \
      -o "$work/cut.sgf" 2>"$work/err" | mask | head -n 1)
expect_output "--trace-max-nodes verdict" "C3 can be attacked at C4 (# variations)" "$out"
grep -q '^hane: Trace cut: the limit of 4 nodes (--trace-max-nodes) was reached' "$work/err" \
  || fail "--trace-max-nodes: stderr [$(cat "$work/err")]"
[ "$("$sgf_dump" "$work/cut.sgf" | wc -l)" -eq 4 ] || fail "--trace-max-nodes: node count"
"$sgf_dump" "$work/cut.sgf" | head -n 1 | grep -q 'Trace cut: the limit of 4 nodes' \
  || fail "--trace-max-nodes: root comment"

# ---- Scoring ---------------------------------------------------------------

out=$("$hane" -l "$games/walls.sgf" --score estimate)
expect_output "--score estimate" \
  "$(printf 'White wins by 15.5 points\nResult: W+15.5\nResult from file: W+15.5\nHane result and result from file are identical')" \
  "$out"
"$hane" -l "$games/walls.sgf" -L 1 --score aftermath --seed 3 -o "$work/after.sgf" \
  >"$work/out" 2>"$work/err" || fail "--score aftermath exit status"
sed -n 2p "$work/out" | grep -Eq '^Result: (W|B)\+[0-9]+\.[05]$|^Result: 0$' \
  || fail "--score aftermath: $(cat "$work/out")"
head -n 1 "$work/err" | grep -Eq '^1 black \(X\) move ' || fail "--score aftermath moves: $(head -n 1 "$work/err")"
"$hane" -l "$games/walls.sgf" -L 1 --score aftermath --seed 3 --quiet >/dev/null 2>"$work/err"
[ -s "$work/err" ] && fail "--quiet still reports the moves"
"$sgf_dump" "$work/after.sgf" | head -n 1 | grep -q ' RE\[' || fail "--score -o: no RE"

# --score finish and aftermath from the middle of a 9x9 game: the same
# seed plays the same moves to the same result; the game ends with two
# passes (and in the aftermath no dead stone is left).
game9=$games/../genmove/hane-gnugo-9x9-01.sgf
for mode in finish aftermath; do
  "$hane" -l "$game9" -L 21 --score $mode --seed 7 -o "$work/$mode-1.sgf" \
    >"$work/$mode-1" 2>"$work/$mode-moves" || fail "--score $mode exit status"
  "$hane" -l "$game9" -L 21 --score $mode --seed 7 -o "$work/$mode-2.sgf" --quiet \
    >"$work/$mode-2" || fail "--score $mode exit status"
  grep -Eq '^Result: (W|B)\+[0-9]+\.[05]$|^Result: 0$' "$work/$mode-1" \
    || fail "--score $mode: $(cat "$work/$mode-1")"
  cmp -s "$work/$mode-1" "$work/$mode-2" || fail "--score $mode differs with one seed"
  cmp -s "$work/$mode-1.sgf" "$work/$mode-2.sgf" || fail "--score $mode played another game"
  tail -n 2 "$work/$mode-moves" | grep -c ' move PASS$' | grep -qx 2 \
    || fail "--score $mode did not end with two passes: $(tail -n 2 "$work/$mode-moves")"
done
printf 'loadsgf %s\nfinal_status_list dead\nquit\n' "$work/aftermath-1.sgf" \
  | "$hane" --mode gtp --quiet >"$work/dead"
# loadsgf answers the colour to move, then final_status_list the dead.
[ "$(sed -n 3p "$work/dead")" = "= " ] || [ "$(sed -n 3p "$work/dead")" = "=" ] \
  || fail "dead stones left after the aftermath: $(sed -n 3,5p "$work/dead")"

if [ "$failures" -ne 0 ]; then
  echo "$failures failures" >&2
  exit 1
fi
exit 0
