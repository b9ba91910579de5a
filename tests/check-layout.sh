#!/bin/sh
# The layout's rules, read off the #include lines of engine/, interface/,
# sgf/, utils/ and patterns/:
# - a quoted include with a slash names a header from the top of the tree
#   ("engine/board/board.h"); a bare name is a header of the same folder;
# - the graph between folders has no cycle (checked with tsort);
# - interface/ includes nothing of engine/ but the facade, engine/engine.h;
# - nothing outside interface/ includes interface/.
# Prints each broken rule and exits 1; exits 0 when all hold.
top=${top_srcdir:-$(dirname "$0")/..}
cd "$top" || exit 2

edges=$(mktemp) || exit 2
trap 'rm -f "$edges"' EXIT
status=0

for file in $(find engine interface sgf utils patterns -name '*.[ch]' -o -name '*.def' | sort); do
  dir=$(dirname "$file")
  for inc in $(sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$file"); do
    case $inc in
      */*) target=$(dirname "$inc") ;;
      *) target=$dir ;;
    esac
    if [ ! -f "$target/$(basename "$inc")" ]; then
      echo "check-layout: $file includes \"$inc\", which is not $target/$(basename "$inc")"
      status=1
      continue
    fi
    case $dir:$inc in
      interface*:engine/engine.h) ;;
      interface*:engine/*)
        echo "check-layout: $file includes \"$inc\": interface/ may include only engine/engine.h"
        status=1 ;;
    esac
    case $dir:$target in
      interface*:*) ;;
      *:interface*)
        echo "check-layout: $file includes \"$inc\": only interface/ may include interface/"
        status=1 ;;
    esac
    [ "$target" != "$dir" ] && echo "$dir $target" >> "$edges"
  done
done

# tsort prints the cycles it finds on standard error.
loops=$(sort -u "$edges" | tsort 2>&1 >/dev/null)
if [ -n "$loops" ]; then
  echo "check-layout: the include graph between folders has a cycle:"
  echo "$loops" | sed 's/^tsort: /  /'
  status=1
fi
[ $status = 0 ] && echo "check-layout: $(sort -u "$edges" | wc -l) dependencies between folders, no cycle"
exit $status
