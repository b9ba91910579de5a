#!/bin/sh
# Instructions per trymove+popgo pair, counted by callgrind: two runs of
# "bench_board --pairs N" with different N, so the setup cost cancels out.
# Usage: instructions_per_pair.sh ./bench_board
bench=${1:-./bench_board}
if ! command -v valgrind >/dev/null 2>&1; then
  echo "instructions_per_pair: valgrind not found, skipped" >&2
  exit 0
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/hane-callgrind.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# Prints "pairs instructions" for one run.
measure() {
  pairs=$(valgrind --tool=callgrind --callgrind-out-file="$tmp/out.$1" \
            "$bench" --pairs "$1" 2>"$tmp/log.$1") || return 1
  instr=$(sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$tmp/out.$1")
  [ -n "$instr" ] || instr=$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$tmp/out.$1")
  echo "$pairs $instr"
}

small=$(measure 1) && large=$(measure 3) || {
  echo "instructions_per_pair: callgrind run failed" >&2
  exit 0
}
echo "$small $large" | awk '{
  pairs = $3 - $1; instr = $4 - $2;
  if (pairs > 0) printf "bench: board.instructions_per_pair %.0f instructions\n", instr / pairs
}'
