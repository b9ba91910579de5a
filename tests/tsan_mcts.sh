#!/bin/sh
# Build the board library and the MCTS search with ThreadSanitizer and run
# tsan_mcts.c (two search threads); any data race fails the test.  Skipped
# (exit 77) when the compiler cannot build ThreadSanitizer programs.
top_srcdir=${top_srcdir:-$(dirname "$0")/..}
top_builddir=${top_builddir:-..}
CC=${CC:-cc}
out=tsan_mcts_bin
flags="-std=gnu11 -fsanitize=thread -O1 -g"

printf 'int main(void) { return 0; }\n' > tsan_probe.c
if ! $CC $flags tsan_probe.c -o tsan_probe 2>/dev/null || ! ./tsan_probe; then
  rm -f tsan_probe tsan_probe.c
  echo "tsan_mcts: $CC cannot build ThreadSanitizer programs: skipped"
  exit 77
fi
rm -f tsan_probe tsan_probe.c
# The libraries of a sanitizer build (--enable-sanitizers) carry
# AddressSanitizer code, which cannot link into a ThreadSanitizer program;
# the ordinary build's make check runs this test.
if nm "$top_builddir/engine/libengine.a" 2>/dev/null | grep -q __asan_; then
  echo "tsan_mcts: the libraries are built with AddressSanitizer: skipped"
  exit 77
fi

e=$top_srcdir/engine
# The search and the board library; not the engine-facing files (they
# need reading and the pattern database).  What the search calls beyond
# them (the learned model's evaluator, which the test does not use) comes
# from the ordinary build's libraries, not instrumented.
search=""
for f in "$e"/mcts/*.c; do
  case $f in
    */knowledge_priors.c|*/mcts_player.c) ;;
    *) search="$search $f" ;;
  esac
done
# shellcheck disable=SC2086
$CC $flags -I"$top_builddir" -I"$top_srcdir" \
  "$top_srcdir/tests/tsan_mcts.c" "$e"/board/board*.c "$e/board/hash.c" \
  "$top_builddir/engine/board/zobrist_table.c" $search "$top_srcdir/utils/rng.c" \
  "$top_srcdir/utils/timer.c" \
  "$top_builddir/engine/libengine.a" "$top_builddir/patterns/libpatterns.a" \
  "$top_builddir/engine/libengine.a" "$top_builddir/utils/libutils.a" \
  -lpthread -lm -o $out || exit 1
TSAN_OPTIONS="halt_on_error=1 exitcode=66 $TSAN_OPTIONS" ./$out
