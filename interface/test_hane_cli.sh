#!/bin/sh
# interface/hane from the outside: command line options and their errors,
# GTP through a pipe, --gtp-input, -l/-L, -o, --gtp-listen, and a scripted
# game in the terminal mode.
set -u

hane=${HANE:-./hane}
work=$(mktemp -d "${TMPDIR:-/tmp}/hane-cli.XXXXXX") || exit 99
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# expect_output NAME EXPECTED ACTUAL
expect_output() {
  if [ "$2" != "$3" ]; then
    fail "$1: expected [$2], got [$3]"
  fi
}

# ---- --help, --version, option errors ---------------------------------

"$hane" --help >"$work/help" 2>"$work/err" || fail "--help exit status"
[ -s "$work/err" ] && fail "--help wrote to stderr"
for option in mode quiet infile until outfile gtp-input gtp-listen gtp-listen-host \
              gtp-dump-commands boardsize komi handicap color chinese-rules \
              japanese-rules level seed engine threads playouts resign never-resign \
              resign-threshold mcts-param analysis-seconds analysis-nodes policy-file game owl-move-prior no-owl-move-prior \
              gtp-listen-once gtp-listen-keep-game gtp-idle-timeout help version; do
  grep -q -- "--$option" "$work/help" || fail "--help does not list --$option"
done
grep -q '^Usage: hane' "$work/help" || fail "--help has no usage line"

"$hane" --version >"$work/version" || fail "--version exit status"
head -n 1 "$work/version" | grep -q '^Hane [0-9]' || fail "--version: $(head -n 1 "$work/version")"
"$hane" -h | cmp -s - "$work/help" || fail "-h differs from --help"

for bad in "--no-such-option" "--boardsize 26" "--boardsize x" "--mode gmp" \
           "--komi nan" "--handicap 1" "--handicap 10" "--level 21" "--seed -1" \
           "--color red" "--engine fast" "--threads 0" "--playouts -5" \
           "--resign-threshold 2" "--gtp-listen 70000" "--boardsize" "extra" \
           "--mcts-param explore" "--mcts-param no_such=1" "--mcts-param explore=-1" \
           "--mcts-param expand_after=x" "--analysis-seconds -1" "--analysis-nodes x"; do
  # shellcheck disable=SC2086
  "$hane" $bad </dev/null >"$work/out" 2>"$work/err"
  status=$?
  [ "$status" -eq 2 ] || fail "'$bad' exit status $status, not 2"
  [ -s "$work/out" ] && fail "'$bad' wrote to stdout"
  grep -q "Try 'hane --help'" "$work/err" || fail "'$bad' error message: $(cat "$work/err")"
done

# ---- Search threads: one per core (at most 16), one with --seed ---------

threads_of() {
  # shellcheck disable=SC2068
  printf 'hane-mcts_stats\n' | "$hane" --engine mcts $@ | sed -n 's/^threads //p'
}
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
[ "$cores" -gt 16 ] && cores=16
expect_output "default threads" "$cores" "$(threads_of)"
expect_output "threads with --seed" "1" "$(threads_of --seed 4)"
expect_output "--threads with --seed" "3" "$(threads_of --seed 4 --threads 3)"
expect_output "--threads" "2" "$(threads_of --threads 2)"

# ---- --mcts-param: set for every search, shown by hane-mcts_param -------

out=$(printf 'hane-mcts_param\n' | "$hane" --mcts-param explore=0.5 --mcts-param prior_even=3 \
      --mcts-param explore=0.75 | sed -n 's/^= //p; s/^prior_even /prior_even /p' | cut -d' ' -f1,2)
expect_output "--mcts-param" "$(printf 'explore 0.75\nprior_even 3')" "$out"

# ---- GTP on a pipe ----------------------------------------------------

out=$(printf '1 name\nboardsize 9\nplay black E5\nquery_boardsize\n' | "$hane" --seed 1)
expect_output "gtp pipe" "$(printf '=1 Hane\n\n= \n\n= \n\n= 9\n\n')" "$out"

out=$(printf 'list_stones black\nget_komi\n' | "$hane" --handicap 2 --komi 0.5)
expect_output "--handicap" "$(printf '= Q16 D4\n\n=  0.5\n\n')" "$out"

out=$(printf 'get_random_seed\n' | "$hane" --seed 777)
expect_output "--seed" "$(printf '= 777\n\n')" "$out"

# --owl-move-prior: the owl, ordering its moves with the learned model as
# well, still finds the vital point of Black's straight three.
straight_three='boardsize 9
clear_board
'
for v in A3 B3 C3 D3 E3 A2 E2 A1 B1 C1 D1 E1; do
  straight_three="${straight_three}play black $v
"
done
for v in A5 B5 C5 D5 E5 F5 G5 G4 G3 G2 G1; do
  straight_three="${straight_three}play white $v
"
done
out=$(printf '%sowl_attack A3\n' "$straight_three" | "$hane" --seed 1 --owl-move-prior \
      | grep -v '^=$' | grep -v '^$' | tail -n 1)
expect_output "--owl-move-prior owl_attack" "= 1 C2" "$out"

# The prior is on by default: in Black's rectangular six in the corner,
# the model's first choice at the root is White's kill at B2, read in fewer
# owl nodes than the owl's own order needs; --no-owl-move-prior turns it off
# (same answer, more nodes).
corner_six='boardsize 9
clear_board
'
for v in A3 B3 C3 D3 D2 D1; do
  corner_six="${corner_six}play black $v
"
done
for v in A4 B4 C4 D4 E4 E3 E2 E1; do
  corner_six="${corner_six}play white $v
"
done
owl_nodes() {
  printf '%sreset_owl_node_counter\nowl_attack A3\nget_owl_node_counter\n' "$corner_six" \
    | "$hane" --seed 1 "$@" | grep -v '^=$' | grep -v '^$' | tail -n 2 | tr '\n' ' '
}
with_prior=$(owl_nodes)
without_prior=$(owl_nodes --no-owl-move-prior)
case "$with_prior" in
  "= 1 B2 = "*) ;;
  *) fail "owl_attack in the corner six (default): $with_prior" ;;
esac
case "$without_prior" in
  "= 1 B2 = "*) ;;
  *) fail "owl_attack in the corner six (--no-owl-move-prior): $without_prior" ;;
esac
[ "${with_prior#= 1 B2 = }" -lt "${without_prior#= 1 B2 = }" ] \
  || fail "the default prior does not save owl nodes: $with_prior / $without_prior"

out=$(printf 'genmove black\n' | "$hane" --seed 5 --boardsize 9; printf 'genmove black\n' | "$hane" --seed 5 --boardsize 9)
first=$(echo "$out" | sed -n 1p)
second=$(echo "$out" | sed -n 3p)
expect_output "reproducible genmove" "$first" "$second"

printf 'name\nquit\nname\n' >"$work/commands.gtp"
out=$("$hane" --gtp-input "$work/commands.gtp" </dev/null)
expect_output "--gtp-input" "$(printf '= Hane\n\n= \n\n')" "$out"
"$hane" --gtp-input "$work/none.gtp" </dev/null >/dev/null 2>&1 && fail "missing --gtp-input file accepted"

printf 'name\n' | "$hane" --gtp-dump-commands 2>"$work/err" >/dev/null
grep -q '^name$' "$work/err" || fail "--gtp-dump-commands did not echo the command"

# End of input without quit is a clean exit.
printf 'boardsize 9' | "$hane" >/dev/null || fail "exit status at end of input"

# ---- Resigning a lost game: by default, not with --never-resign, never a question

# A 9x9 game Hane lost W+88 after passing here as black (2026-11-27, against
# Pachi): every black stone is dead.  A genmove resigns rather than pass
# into that count; with --never-resign it passes (no move changes the
# result); reg_genmove, a question, answers a move, never a resignation.
lost_position() {
  printf 'boardsize 9\nkomi 7\n'
  awk 'NF == 9 {
    for (k = 1; k <= 9; k++)
      if ($k != ".")
        printf "play %s %s%d\n", $k == "X" ? "black" : "white", substr("ABCDEFGHJ", k, 1), 10 - NR
  }' <<'DIAGRAM'
O . O O O O O . O
. O . O O . X O .
O . O . O O O O O
O O O O O O O O .
O O O . O . O O O
X O . O O O O . O
X O O O O O O O .
X O . O . O O X O
. O O . O O X X .
DIAGRAM
  printf "%s\n" "$@"
}
answers() {
  sed -n 's/^= \(..*\)$/\1/p' | tr '\n' ' '
}
out=$(lost_position 'genmove black' 'reg_genmove black' 'list_stones black' \
      | "$hane" --seed 1 --playouts 2000 | answers)
expect_output "resign by default" "resign PASS G8 A4 A3 A2 H2 G1 H1 " "$out"
out=$(lost_position 'genmove black' | "$hane" --seed 1 --playouts 2000 --never-resign | answers)
expect_output "--never-resign" "PASS " "$out"

# The end of a 19x19 game Hane (white) lost B+25.5 against GNU Go level 10
# (2026-11-27, session 3, game 1): black has just passed and white loses
# the count by its own ownership as by GNU Go's.  White passed and the
# game ended: the pass node's playouts (which go on after a pass) rated
# it no worse than any move.  A pass there ends the game lost, so white
# plays on while a move has a chance (the binary before answered PASS).
lost_count_game() {
  printf 'boardsize 19\nkomi 7.5\n'
  awk '{ for (k = 1; k <= NF; k++) printf "play %s %s\n", n++ % 2 ? "white" : "black", $k }' <<'MOVES'
R16 K16 D4 D16 Q4 O4 Q6 P7 Q3 Q7 C14 P17 Q14 R17 S17 Q16 R15 P14 C11 P13
R12 R9 R6 P6 F17 F16 G16 F15 E17 G17 H17 G18 H18 D17 L17 K17 K18 L18 M18 J18
L19 J17 F18 D18 J19 G19 H15 S18 L15 P2 R18 Q18 Q17 P15 R17 Q11 S8 S9 Q2 S7
H3 F4 D6 L3 G5 H16 J16 K15 L16 K14 H13 L14 J12 H14 G14 G15 H16 D14 J14 E8
C8 C13 S6 R7 K13 D11 D10 D12 F9 C10 B11 E10 D9 E9 M12 M14 Q12 P12 P11 O11
P10 O10 T7 P9 N13 N14 J5 F5 F6 E6 E5 E7 G6 C7 D7 D8 B8 C6 D5 C9
A8 P18 C5 G2 F3 H2 P3 O3 F2 R2 O2 N2 J2 O1 R1 S1 Q1 S3 S4 Q13
R13 R3 T3 T2 T4 G3 K3 H4 G4 K2 J3 S11 R11 L12 L13 M13 L11 R19 Q10 N12
M11 R4 T6 S14 R14 S5 T5 S19 L2 K1 L4 F19 E19 E18 H19 T12 S12 T13 S15 R10
M3 S16 D19 C19 F19 C18 F12 B13 L8 T9 M7 G11 F11 F10 G10 G9 H10 H9 F8 F7
G8 G7 H8 H7 J8 M9 H6 J7 J6 K8 J9 K7 L9 K9 N9 N8 M8 O9 N10 B9
A9 A10 B10 A7 A11 B7 A10 B3 B4 C3 N11 O13 N7 B5 A5 E2 D2 E3 E4 D3
E1 F1 G1 C2 P5 O5 O6 P4 Q5 M5 L6 H11 K10 J10 J11 P1 R5 N3 D1 C1
F1 N6 O7 M1 L1 M2 L3 A3 T8 R8 S2 O8 N18 N16 O18 T14 O17 O16 F14 E14
M6 N5 E16 E15 L5 B12 B6 C12 A6 A4 P19 Q19 O19 E13 F13 E11 A12 A13 K6 M4
M15 N15 N17 M16 M17 J15 E12 T15 L7 T16 pass B14 pass T17 pass C15 pass Q15 pass G12
G13 K4 L10 J4 G19 P16 pass
MOVES
  printf "%s\n" "$@"
}
out=$(lost_count_game 'genmove white' | "$hane" --seed 4 --playouts 6300 --never-resign | answers)
expect_output "no pass into a lost count" "B7 " "$out"

# ---- --policy-file -----------------------------------------------------
# A model file replaces the built-in one; a file that is not one is named
# in an error, and the built-in model answers.
printf 'hane-policy 1\nladders 0\nspatial-max 0\ngroups edge\ngamma edge 1 1000\nend\n' \
  >"$work/edge.gamma"
answer=$(printf 'hane-policy\nquit\n' | "$hane" --mode gtp --quiet --policy-file "$work/edge.gamma" \
         2>"$work/err" | head -c 30)
expect_output "--policy-file" "= A19 0.014 B19 0.014 C19 0.01" "$answer"
[ -s "$work/err" ] && fail "--policy-file wrote to stderr: $(cat "$work/err")"
printf 'not a model\n' >"$work/bad.gamma"
printf 'hane-policy\nquit\n' | "$hane" --mode gtp --quiet --policy-file "$work/bad.gamma" \
  >"$work/out" 2>"$work/err" || fail "--policy-file with a bad file: exit status"
expect_output "--policy-file bad file" \
  "hane: $work/bad.gamma: not a Hane policy model (the first line is not 'hane-policy 1'); the built-in policy model stays" \
  "$(cat "$work/err")"
head -c 2 "$work/out" | grep -q '^= ' || fail "--policy-file bad file: no answer: $(head -c 80 "$work/out")"
grep -q '^= A19 0.014' "$work/out" && fail "--policy-file bad file: the edge model answered"

# ---- SGF in and out ---------------------------------------------------

cat >"$work/game.sgf" <<'EOF'
(;GM[1]FF[4]SZ[9]KM[5.5];B[ee];W[cc];B[gg];W[cg])
EOF
out=$(printf 'move_history\nget_komi\n' | "$hane" -l "$work/game.sgf" -L 3)
expect_output "-l -L" "$(printf '= white C7\nblack E5\n\n=  5.5\n\n')" "$out"
# A collection: the first game and a word on stderr; --game picks another.
printf '(;SZ[9];B[ee])\n(;SZ[13];B[cc])\n' >"$work/two.sgf"
out=$(printf 'query_boardsize\n' | "$hane" -l "$work/two.sgf" 2>"$work/err")
expect_output "-l collection" "$(printf '= 9\n\n')" "$out"
grep -q "two.sgf holds more than one game: the first is loaded" "$work/err" \
  || fail "-l collection message: $(cat "$work/err")"
out=$(printf 'query_boardsize\n' | "$hane" -l "$work/two.sgf" --game 2 2>"$work/err")
expect_output "--game 2" "$(printf '= 13\n\n')" "$out"
"$hane" -l "$work/two.sgf" --game 3 </dev/null >"$work/out" 2>"$work/err"
[ $? -eq 1 ] || fail "--game 3 of 2 should fail"
grep -q "game 3 asked for, the file holds 2" "$work/err" || fail "--game 3 message: $(cat "$work/err")"
# A bad -L is an error that says why, not the whole game loaded.
for bad in Z20 0 x; do
  "$hane" -l "$work/game.sgf" -L "$bad" </dev/null >"$work/out" 2>"$work/err"
  status=$?
  [ "$status" -eq 1 ] || fail "-L $bad exit status $status, not 1"
  grep -q "game.sgf: .*$bad" "$work/err" || fail "-L $bad message: $(cat "$work/err")"
done
out=$(printf 'last_move\n' | "$hane" --infile "$work/game.sgf" --until G3)
expect_output "--until vertex" "$(printf '= white C7\n\n')" "$out"
"$hane" -l "$work/none.sgf" </dev/null >/dev/null 2>&1 && fail "missing -l file accepted"

printf 'boardsize 9\nplay black E5\nplay white C3\nquit\n' | "$hane" -o "$work/out.sgf" >/dev/null
grep -q 'B\[ee\]' "$work/out.sgf" && grep -q 'W\[cg\]' "$work/out.sgf" \
  || fail "-o at quit: $(cat "$work/out.sgf" 2>/dev/null)"
printf 'boardsize 9\nplay black D4\n' | "$hane" -o "$work/eof.sgf" >/dev/null
grep -q 'B\[df\]' "$work/eof.sgf" || fail "-o at end of input"

# ---- Terminal mode with a scripted user -------------------------------

out=$(printf 'e5\nboard\nhelp\nz99\nundo\ne5\nquit\n' \
      | "$hane" --mode ascii --boardsize 9 --seed 3 --color black --quiet)
echo "$out" | grep -q 'Your move (black):' || fail "ascii: no prompt"
echo "$out" | grep -q 'Hane (white) plays [A-HJ][1-9]\.' || fail "ascii: no engine move"
echo "$out" | grep -q ' 5 \([.+O] \)\{4\}X' || fail "ascii: board without E5"
echo "$out" | grep -q 'undo' || fail "ascii: no help text"
echo "$out" | grep -q "z99 is off the board (columns A-J without I, rows 1-9)" \
  || fail "ascii: off-board vertex not reported"

# The engine plays Black with a handicap; the user passes until both pass.
out=$(printf 'pass\npass\npass\npass\npass\npass\ndone\n' \
      | "$hane" --mode ascii --boardsize 9 --handicap 2 --color white --seed 1 --quiet \
        -o "$work/ascii.sgf")
echo "$out" | grep -q 'Game over: [BW0]' || echo "$out" | grep -q 'Your move (white)' \
  || fail "ascii handicap game: $out"
grep -q 'AB\[gc\]\[cg\]\|AB\[cg\]\[gc\]\|AB\[gc\]' "$work/ascii.sgf" \
  || fail "ascii -o record: $(cat "$work/ascii.sgf" 2>/dev/null)"

# Both pass at once on a tiny board: the dead stones are shown, the user
# accepts, the game ends with a score.
out=$(printf 'pass\ndone\n' | "$hane" --mode ascii --boardsize 1 --color black --quiet \
      -o "$work/tiny.sgf")
echo "$out" | grep -q 'Both players passed.' || fail "ascii tiny game: no scoring: $out"
echo "$out" | grep -q 'Game over: W+6.5.' || fail "ascii tiny game: $out"
grep -q 'RE\[W+6.5\]' "$work/tiny.sgf" || fail "ascii result not recorded"

out=$(printf 'save %s\nquit\n' "$work/saved.sgf" \
      | "$hane" --mode ascii --boardsize 9 --color white --seed 2 --quiet)
grep -q 'SZ\[9\]' "$work/saved.sgf" || fail "ascii save: $out"
out=$(printf 'load %s\nquit\n' "$work/game.sgf" \
      | "$hane" --mode ascii --boardsize 9 --color black --seed 2 --quiet)
echo "$out" | grep -q "Loaded" || fail "ascii load: $out"

# ---- GTP over TCP ------------------------------------------------------

if command -v timeout >/dev/null 2>&1 && command -v bash >/dev/null 2>&1; then
  port=$((20000 + $$ % 20000))
  timeout 20 "$hane" --gtp-listen "$port" --gtp-listen-once --quiet >/dev/null 2>"$work/listen.err" &
  server=$!
  answer=""
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    answer=$(timeout 5 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port && printf '3 name\nquit\n' >&3 && cat <&3" 2>/dev/null) && break
    sleep 0.3
  done
  expect_output "--gtp-listen" "$(printf '=3 Hane\n\n= \n\n')" "$answer"
  wait "$server" || fail "--gtp-listen exit status ($(cat "$work/listen.err"))"
fi

if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)" >&2
  exit 1
fi
echo "all command line tests passed"
exit 0
