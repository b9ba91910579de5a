#!/bin/sh
# mkpat must reject broken databases with file:line errors and write
# nothing.  Each case is a small database and the error line it must give.
set -u
srcdir=${srcdir:-.}
tmp=${TMPDIR:-/tmp}/mkpat_errors.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0

expect_error() {
  name=$1
  want=$2
  cat > "$tmp/$name.db"
  if ./mkpat -o "$tmp/out.c" "$tmp/$name.db" 2> "$tmp/err"; then
    echo "FAIL: $name: mkpat accepted it"
    failed=$((failed + 1))
  elif [ -e "$tmp/out.c" ]; then
    echo "FAIL: $name: output written despite errors"
    failed=$((failed + 1))
  elif ! grep -q "$name.db:$want" "$tmp/err"; then
    echo "FAIL: $name: expected \"$name.db:$want\", got:"
    cat "$tmp/err"
    failed=$((failed + 1))
  else
    passed=$((passed + 1))
  fi
}

expect_error no_star "3: error: diagram has no '\*'" <<'DB'
pattern a
class shape
...
.O.
value 1
DB
expect_error bad_width "5: error: diagram row has width 2" <<'DB'
pattern a
class shape
value 1
...
.*
DB
expect_error unknown_code "4: error: unknown code 'Q'" <<'DB'
pattern a
class shape
value 1
.Q.
.*.
DB
expect_error bad_class "2: error: unknown class" <<'DB'
pattern a
class shap
value 1
.*.
DB
expect_error bad_edge "4: error: diagram: edge code '-'" <<'DB'
pattern a
class edge
value 1
.-.
.*.
DB
expect_error bad_label "6: error: in require" <<'DB'
pattern a
class cut
value 1
.X.
.*.
require libs(q) > 1
DB
expect_error duplicate "5: error: pattern a already defined" <<'DB'
pattern a
class shape
value 1
.*.
pattern a
class shape
value 1
.*O
DB
expect_error two_stars "4: error: diagram has 2 '\*'" <<'DB'
pattern a
class shape
value 1
*.*
DB

# A good database compiles.
cat > "$tmp/good.db" <<'DB'
pattern a
class shape
value 2.5
?X?
O*.
require !selfatari(*)
DB
if ./mkpat -o "$tmp/out.c" "$tmp/good.db" 2> "$tmp/err" \
   && grep -q '"a"' "$tmp/out.c"; then
  passed=$((passed + 1))
else
  echo "FAIL: good database rejected:"
  cat "$tmp/err"
  failed=$((failed + 1))
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
