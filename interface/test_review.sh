#!/bin/sh
# hane --review from the outside: a 9x9 game reviewed into an SGF file
# (read back with our reader, sgf_dump) and an SVG graph; the same seed
# gives the same files; progress on standard error; bad uses refused.
set -u

hane=${HANE:-./hane}
games=${GAMES:-../regression/games/analysis}
sgf_dump=${SGF_DUMP:-./sgf_dump}
game=$games/../genmove/hane-gnugo-9x9-01.sgf
work=$(mktemp -d "${TMPDIR:-/tmp}/hane-review.XXXXXX") || exit 99
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# The game has 52 moves, so 53 positions.
"$hane" --review "$game" -o "$work/a.sgf" --review-graph "$work/a.svg" --seed 1 \
  --visits 300 >"$work/out" 2>"$work/err" || fail "--review exit status"
[ -s "$work/out" ] && fail "--review wrote on standard output: $(head -n 2 "$work/out")"
grep -q '^review: 53 of 53 positions (100%), ' "$work/err" \
  || fail "no final progress line: $(tail -n 1 "$work/err")"
"$sgf_dump" "$work/a.sgf" >"$work/a.dump" || fail "our reader cannot read the review"

# The root: the summary and the win rate before the first move.
head -n 1 "$work/a.dump" | grep -q 'C\[Reviewed by Hane [^:]*: 53 positions, 300 playouts each\.\\nBlack: [0-9.]* points lost per move on average; biggest mistakes (points): ' \
  || fail "root summary: $(head -n 1 "$work/a.dump" | cut -c1-200)"
head -n 1 "$work/a.dump" | grep -q 'PB\[GNU Go 3.8 level 0\]' || fail "root properties lost"
head -n 1 "$work/a.dump" | grep -q 'SBKV\[[0-9]*\.[0-9][0-9]\]' || fail "no SBKV on the root"

# Every move of the main line: its comment and Sabaki's win rate.  The
# main line is the first child all the way (depth k is move k).
awk '$1 <= 52 { if (!($1 in seen)) { seen[$1] = 1; print } }' "$work/a.dump" >"$work/main"
[ "$(wc -l <"$work/main")" -eq 53 ] || fail "main line of $(wc -l <"$work/main") nodes"
k=1
while [ $k -le 52 ]; do
  line=$(sed -n "$((k + 1))p" "$work/main")
  case $line in
    "$k "*"C[Hane review, move $k: "[BW]*"\\n"*"'s win rate: "*"% before, "*"% after\\nScore: "*) ;;
    *) fail "move $k comment: $(echo "$line" | cut -c1-160)" ;;
  esac
  echo "$line" | grep -q 'SBKV\[[0-9][0-9]*\.[0-9][0-9]\]' || fail "move $k has no SBKV"
  k=$((k + 1))
done
# Mistakes: each marked node says which, and has the engine's move marked.
bm=$(grep -c 'BM\[[12]\]' "$work/main")
[ "$(grep -c 'Mistake: \(Black\|White\)'"'"'s [0-9a-z ]*biggest' "$work/main")" -eq "$bm" ] \
  || fail "BM marks and mistake comments differ"
[ "$bm" -ge 1 ] && [ "$bm" -le 10 ] || fail "$bm mistakes marked"
# (A preferred pass has no point to mark.)
bm_points=$(grep 'BM\[' "$work/main" | grep -vc 'Hane prefers PASS')
[ "$(grep 'BM\[' "$work/main" | grep -c 'MA\[')" -eq "$bm_points" ] || fail "mistakes without MA"
# The engine's lines: variations beside the moves it would not play.
variations=$(grep -c "C\[Hane's line after \([A-T][0-9]*\|PASS\) (300 playouts): Black's win rate" "$work/a.dump")
preferred=$(grep -c 'Hane prefers' "$work/main")
[ "$variations" -eq "$preferred" ] && [ "$variations" -ge 1 ] \
  || fail "$variations variations for $preferred preferred moves"
# The graph marks the same mistakes.
[ "$(grep -c 'class="mistake ' "$work/a.svg")" -eq "$bm" ] || fail "the graph marks other mistakes"
grep -q '<polyline id="winrate"' "$work/a.svg" || fail "no win rate line"
grep -q '<polyline id="score"' "$work/a.svg" || fail "no score line"

# The same seed, the same review.
"$hane" --review "$game" -o "$work/b.sgf" --review-graph "$work/b.svg" --seed 1 \
  --visits 300 --quiet 2>"$work/err2" || fail "second --review"
[ -s "$work/err2" ] && fail "--quiet still reports: $(head -n 1 "$work/err2")"
cmp -s "$work/a.sgf" "$work/b.sgf" || fail "the same seed gave another SGF"
cmp -s "$work/a.svg" "$work/b.svg" || fail "the same seed gave another graph"

# Bad uses.
"$hane" --review "$game" >/dev/null 2>"$work/err3"
[ $? -eq 2 ] && grep -q 'needs -o' "$work/err3" || fail "--review without -o"
"$hane" --review "$work/none.sgf" -o "$work/c.sgf" >/dev/null 2>"$work/err4"
[ $? -eq 1 ] && grep -q "none.sgf" "$work/err4" || fail "a missing game"
[ -e "$work/c.sgf" ] && fail "a missing game still wrote the output"
"$hane" --review "$game" -o "$work/no/such/dir.sgf" --visits 10 --quiet 2>"$work/err5"
[ $? -eq 1 ] && grep -q 'cannot write' "$work/err5" || fail "an unwritable output"
"$hane" --review-graph "$work/g.svg" >/dev/null 2>&1 && fail "--review-graph alone"

if [ "$failures" -ne 0 ]; then
  echo "$failures failures" >&2
  exit 1
fi
exit 0
