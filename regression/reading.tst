# Hane's own tactical reading suite: ladders, nets, snapbacks, throw-ins,
# captures that save a string, ko results, pairs of strings, connections
# and unconditional status.  Positions in games/reading/.  Each answer was
# read out by hand (the comments give the reading) and checked against
# GNU Go 3.8, which agrees on every test but one: on the first ko-taken
# position it answers 2, missing that the ko was just taken (it answers 3
# on the turned copy).  Several positions come
# back turned or mirrored: the answers must not depend on orientation.
#
# Answers: 0 = fails, otherwise 1 = wins, 2 = wins if the side takes the
# ko first (KO_A), 3 = wins only after a ko threat (KO_B), and the move.

# Ladder.  O G7 has the liberties G6 and H7, X stands at F7, G8 and H6.
# X G6 drives O up-right (H7, H8, J8, ...), X H7 down-left (G6, F6,
# F5, ...); either ladder reaches the edge.  O to move gets out by
# extending on either liberty.
loadsgf games/reading/ladder.sgf
1 attack G7
#? [1 (G6|H7)]
2 ladder_attack G7
#? [1 (G6|H7)]
3 defend G7
#? [1 (G6|H7)]

# Ladder.  O G7 has the liberties F7 and G6, X stands at G8, H7 and F6.
# X F7 drives O up-right (G6, H6, H5, ...), X G6 down-left (F7, F8,
# E8, ...); either ladder reaches the edge.  O to move gets out by
# extending on either liberty.
# (The position above, turned or mirrored.)
loadsgf games/reading/ladder-t1.sgf
4 attack G7
#? [1 (F7|G6)]
5 ladder_attack G7
#? [1 (F7|G6)]
6 defend G7
#? [1 (F7|G6)]

# Ladder.  O G7 has the liberties G8 and F7, X stands at H7, G6 and F8.
# X G8 drives O up-right (F7, F6, E6, ...), X F7 down-left (G8, H8,
# H9, ...); either ladder reaches the edge.  O to move gets out by
# extending on either liberty.
# (The position above, turned or mirrored.)
loadsgf games/reading/ladder-t2.sgf
7 attack G7
#? [1 (G8|F7)]
8 ladder_attack G7
#? [1 (G8|F7)]
9 defend G7
#? [1 (G8|F7)]

# Ladder.  O G7 has the liberties H7 and G6, X stands at G8, F7 and H6.
# X H7 drives O up-right (G6, F6, F5, ...), X G6 down-left (H7, H8,
# J8, ...); either ladder reaches the edge.  O to move gets out by
# extending on either liberty.
# (The position above, turned or mirrored.)
loadsgf games/reading/ladder-t5.sgf
10 attack G7
#? [1 (H7|G6)]
11 ladder_attack G7
#? [1 (H7|G6)]
12 defend G7
#? [1 (H7|G6)]

# The same ladder with a white stone at K10 on the up-right path: after
# X G6 O H7 the ladder runs into it.  Only X H7, driving O down-left,
# still works.
loadsgf games/reading/ladder-breaker.sgf
13 attack G7
#? [1 H7]
14 ladder_attack G7
#? [1 H7]

# The same ladder with a white stone at K4 on the up-right path: after
# X G8 O H7 the ladder runs into it.  Only X H7, driving O down-left,
# still works.
# (The position above, turned or mirrored.)
loadsgf games/reading/ladder-breaker-t6.sgf
15 attack G7
#? [1 H7]
16 ladder_attack G7
#? [1 H7]

# Breakers on both paths (K10 and D4): no atari works, every extension
# reaches three liberties.  There is no other way to catch O G7.
loadsgf games/reading/ladder-broken.sgf
17 attack G7
#? [0]
18 ladder_attack G7
#? [0]

# Breakers on both paths (D10 and K4): no atari works, every extension
# reaches three liberties.  There is no other way to catch O G7.
# (The position above, turned or mirrored.)
loadsgf games/reading/ladder-broken-t3.sgf
19 attack G7
#? [0]
20 ladder_attack G7
#? [0]

# Net (geta).  The white stones near the corners break every ladder, but
# X H6 nets O G7: O H7 is answered by X J7 (O G6, X G5 leaves O in
# atari at F6), O G6 by X G5 (both O F6 and O H7 end in atari).
loadsgf games/reading/net.sgf
21 attack G7
#? [1 H6]
22 ladder_attack G7
#? [0]

# Net (geta).  The white stones near the corners break every ladder, but
# X F6 nets O G7: O F7 is answered by X E7 (O G6, X G5 leaves O in
# atari at H6), O G6 by X G5 (both O H6 and O F7 end in atari).
# (The position above, turned or mirrored.)
loadsgf games/reading/net-t4.sgf
23 attack G7
#? [1 F6]
24 ladder_attack G7
#? [0]

# Snapback.  O B2-C2 has the liberties B1 and C1.  X B1 fails (O C1
# joins the strong group).  The throw-in X C1 is a self-atari: O must
# take at B1 and X retakes three stones at C1.  O to move connects at C1.
# After X C1, taking that stone is no attack (it is retaken at once) and
# the O string cannot be saved.
loadsgf games/reading/snapback.sgf
25 attack B2
#? [1 C1]
26 defend B2
#? [1 C1]
play black C1
27 attack C1
#? [0]
28 defend B2
#? [0]
29 attack B2
#? [1 B1]

# Snapback.  O B2-B3 has the liberties A2 and A3.  X A2 fails (O A3
# joins the strong group).  The throw-in X A3 is a self-atari: O must
# take at A2 and X retakes three stones at A3.  O to move connects at A3.
# After X A3, taking that stone is no attack (it is retaken at once) and
# the O string cannot be saved.
# (The position above, turned or mirrored.)
loadsgf games/reading/snapback-t7.sgf
30 attack B2
#? [1 A3]
31 defend B2
#? [1 A3]
play black A3
32 attack A3
#? [0]
33 defend B2
#? [0]
34 attack B2
#? [1 A2]

# Capturing to escape.  O D4 is in atari; extending to D3 is a self-atari
# between C3 and D2.  O E3 captures X E4, after which D4 has D3 and E4
# and X cannot play E4 (suicide).  X to move captures at D3; O E3 also
# takes X E4.
loadsgf games/reading/escape.sgf
35 defend D4
#? [1 E3]
36 attack D4
#? [1 D3]
37 attack E4
#? [1 E3]

# Capturing to escape.  O F6 is in atari; extending to F7 is a self-atari
# between G7 and F8.  O E7 captures X E6, after which F6 has F7 and E6
# and X cannot play E6 (suicide).  X to move captures at F7; O E7 also
# takes X E6.
# (The position above, turned or mirrored.)
loadsgf games/reading/escape-t2.sgf
38 defend F6
#? [1 E7]
39 attack F6
#? [1 F7]
40 attack E6
#? [1 E7]

# Ko.  O B1 has the single liberty C1.  X C1 captures it but then stands
# alone in atari, so O may retake at B1: X wins if it takes the ko first
# (2).  O to move connects at C1 or takes X A1 with A2.
loadsgf games/reading/ko.sgf
41 attack B1
#? [2 C1]
42 defend B1
#? [1 (A2|C1)]

# Ko.  O J8 has the single liberty J7.  X J7 captures it but then stands
# alone in atari, so O may retake at J8: X wins if it takes the ko first
# (2).  O to move connects at J7 or takes X J9 with H9.
# (The position above, turned or mirrored.)
loadsgf games/reading/ko-t5.sgf
43 attack J8
#? [2 J7]
44 defend J8
#? [1 (H9|J7)]

# The ko above just after O B1 took the X stone at C1: X may not retake
# at once and needs a ko threat first (3).
loadsgf games/reading/ko-taken.sgf
45 attack B1
#? [3 C1]

# The ko above just after O A8 took the X stone at A7: X may not retake
# at once and needs a ko threat first (3).
# (The position above, turned or mirrored.)
loadsgf games/reading/ko-taken-t1.sgf
46 attack A8
#? [3 A7]

# Two strings.  O C5 and O E5 share the liberty D5.  O to move joins them
# there; X to move captures one of them (C4 or E4 starts a chase the
# strings cannot survive).  After X D5, a double atari, each string can
# be saved alone but not both.
loadsgf games/reading/pair.sgf
47 defend_both C5 E5
#? [1]
48 attack_either C5 E5
#? [1]
play black D5
49 defend C5
#? [1 C4]
50 defend E5
#? [1 E4]
51 defend_both C5 E5
#? [0]
52 attack_either C5 E5
#? [1]

# Connections.  X C5 and X C3 with O B4 and O D4 around the gap: whoever
# plays C4 gets it.  X C3 and X D2 touch diagonally: C2 and D3 are miai,
# they cannot be cut.  Cutting C5 from D2 also works at C4.
loadsgf games/reading/connection.sgf
53 connect C5 C3
#? [1 C4]
54 disconnect C5 C3
#? [1 C4]
55 connect C3 D2
#? [1 (C2|D3)]
56 disconnect C3 D2
#? [0]
57 disconnect C5 D2
#? [1 C4]

# Unconditional life (Benson).  The X string has two one-point eyes, A9
# and C9, each a liberty of it: it can never be captured and the eyes
# are its territory.  The open board is nobody's yet.
loadsgf games/reading/two-eyes.sgf
58 unconditional_status B9
#? [alive]
59 unconditional_status A8
#? [alive]
60 unconditional_status A9
#? [black_territory]
61 unconditional_status C9
#? [black_territory]
62 unconditional_status E9
#? [undecided]
63 unconditional_status E5
#? [undecided]

# A dead stone in an eye: the eye A9-C9 holds O B9, which can make no eye
# there; E9 is the second eye.  X lives, B9 is dead, the empty points
# inside are X's.
loadsgf games/reading/dead-in-eye.sgf
64 unconditional_status A8
#? [alive]
65 unconditional_status B9
#? [dead]
66 unconditional_status A9
#? [black_territory]
67 unconditional_status E9
#? [black_territory]

# Crawling on the first line.  O D1 under the X wall C2-F2 has the
# liberties C1 and E1.  Whichever way O crawls the new string has one
# liberty (B1 or F1): X captures either way, and O cannot be saved.
loadsgf games/reading/first-line.sgf
68 attack D1
#? [1 (C1|E1)]
69 defend D1
#? [0]

# Crawling on the first line.  O F1 under the X wall G2-D2 has the
# liberties G1 and E1.  Whichever way O crawls the new string has one
# liberty (H1 or D1): X captures either way, and O cannot be saved.
# (The position above, turned or mirrored.)
loadsgf games/reading/first-line-t4.sgf
70 attack F1
#? [1 (G1|E1)]
71 defend F1
#? [0]

# A cutting stone between a string and a friendly bridge.  X B2 reaches
# X E3 only through X D2 (D2 and E3 share D3 and E2, miai); O C2 with the
# liberties C1 and C3 cuts B2 from D2.  X C3 captures it (O C1, X D1,
# O B1, X A1), X C1 lets it out at C3.
loadsgf games/reading/cutting-stone.sgf
72 connect B2 E3
#? [1 C3]
