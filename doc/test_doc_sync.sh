#!/bin/sh
# The documentation keeps up with the program:
#  - every command list_commands names has a "@deffn {GTP command}" entry in
#    the manual, and every entry names a command that exists;
#  - every long option hane --help shows is in the man page and in the
#    manual's Invoking chapter, and they show no other;
#  - the manual builds without a warning where makeinfo exists.
set -u

hane=${HANE:-../interface/hane}
doc=${srcdir:-.}
work=$(mktemp -d "${TMPDIR:-/tmp}/hane-doc.XXXXXX") || exit 99
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# ---- GTP commands ---------------------------------------------------------

printf 'list_commands\nquit\n' | "$hane" --mode gtp --quiet >"$work/answer" \
  || fail "hane did not run"
# "= first" then one name a line, up to the empty line.
sed -n '1s/^= //p; 2,${/^$/q; /^= *$/d; p}' "$work/answer" | sort -u >"$work/commands"
[ -s "$work/commands" ] || fail "list_commands gave nothing"

sed -n 's/^@deffnx\{0,1\} {GTP command} \([^ ]*\).*/\1/p' "$doc"/*.texi | sort -u \
  >"$work/documented"

comm -23 "$work/commands" "$work/documented" >"$work/undocumented"
while read -r name; do
  fail "GTP command $name is not in the manual (add @deffn {GTP command} $name)"
done <"$work/undocumented"
comm -13 "$work/commands" "$work/documented" >"$work/stale"
while read -r name; do
  fail "the manual documents $name, which list_commands does not name"
done <"$work/stale"

# ---- Options ----------------------------------------------------------------

"$hane" --help >"$work/help" || fail "hane --help failed"
grep -o -- '--[a-z][a-z-]*' "$work/help" | sort -u >"$work/options"
[ -s "$work/options" ] || fail "no options in --help"
sed 's/\\-/-/g' "$doc/hane.6" | grep -o -- '--[a-z][a-z-]*' | sort -u >"$work/man_options"
grep -o -- '--[a-z][a-z-]*' "$doc/invoking.texi" | sort -u >"$work/texi_options"

while read -r option; do
  grep -qx -- "$option" "$work/man_options" || fail "hane.6 lacks $option"
  grep -qx -- "$option" "$work/texi_options" || fail "the manual's Invoking chapter lacks $option"
done <"$work/options"
while read -r option; do
  grep -qx -- "$option" "$work/options" || fail "hane.6 shows $option, which --help does not"
done <"$work/man_options"
while read -r option; do
  grep -qx -- "$option" "$work/options" || fail "the manual shows $option, which --help does not"
done <"$work/texi_options"

# ---- The manual builds ------------------------------------------------------

if command -v makeinfo >/dev/null 2>&1; then
  makeinfo --no-split -I "$doc" -o "$work/hane.info" "$doc/hane.texi" 2>"$work/makeinfo" \
    || fail "makeinfo: $(cat "$work/makeinfo")"
  [ -s "$work/makeinfo" ] && fail "makeinfo warnings: $(cat "$work/makeinfo")"
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures documentation problems" >&2
  exit 1
fi
exit 0
