# Hane's own eye-space suite: eval_eye on eye shapes whose value is known
# from the theory of eye shapes (nakade).  Each position (games/eyes/) has
# a black group whose only eye space is the shape, a black wall around it
# and a white wall two lines further out, so Black has outside liberties
# but no room for another eye.  The shapes come in the corner, on the
# edge and in the centre, turned and mirrored; the answers do not depend
# on where or how a shape sits once the wall has liberties:
#   one point, two points, square four: one eye            [1 1]
#   straight three, bent three, pyramid four, bulky five,
#   crossed five, rabbity six: one or two eyes, the vital
#   point decides (the middle, the bend, the centre, the
#   point of the square next to the tail, ...)              [1 2 V V]
#   straight four, bent four, straight five, rectangular
#   six: two eyes                                          [2 2]
# GNU Go 3.8 agrees everywhere except on the bent four in the corner
# (test 38), which its eye database keeps at 1 2 even with outside
# liberties; its own owl reads that group alive (owl.tst test 75).
# The positions are made by gen-eye-positions (Python 3).

# one (corner, symmetry 0): eye space A1
loadsgf games/eyes/one-corner-t0.sgf
1 eval_eye A1
#? [1 1]

# one (corner, symmetry 5): eye space A1
loadsgf games/eyes/one-corner-t5.sgf
2 eval_eye A1
#? [1 1]

# one (edge, symmetry 0): eye space G1
loadsgf games/eyes/one-edge-t0.sgf
3 eval_eye G1
#? [1 1]

# one (edge, symmetry 2): eye space G1
loadsgf games/eyes/one-edge-t2.sgf
4 eval_eye G1
#? [1 1]

# one (center, symmetry 0): eye space G7
loadsgf games/eyes/one-center-t0.sgf
5 eval_eye G7
#? [1 1]

# one (center, symmetry 3): eye space G7
loadsgf games/eyes/one-center-t3.sgf
6 eval_eye G7
#? [1 1]

# two (corner, symmetry 0): eye space A1 B1
loadsgf games/eyes/two-corner-t0.sgf
7 eval_eye B1
#? [1 1]

# two (corner, symmetry 5): eye space A2 A1
loadsgf games/eyes/two-corner-t5.sgf
8 eval_eye A1
#? [1 1]

# two (edge, symmetry 0): eye space F1 G1
loadsgf games/eyes/two-edge-t0.sgf
9 eval_eye G1
#? [1 1]

# two (edge, symmetry 2): eye space F1 G1
loadsgf games/eyes/two-edge-t2.sgf
10 eval_eye G1
#? [1 1]

# two (center, symmetry 0): eye space F7 G7
loadsgf games/eyes/two-center-t0.sgf
11 eval_eye G7
#? [1 1]

# two (center, symmetry 3): eye space G7 F7
loadsgf games/eyes/two-center-t3.sgf
12 eval_eye F7
#? [1 1]

# straight3 (corner, symmetry 0): eye space A1 B1 C1
loadsgf games/eyes/straight3-corner-t0.sgf
13 eval_eye C1
#? [1 2 B1 B1]

# straight3 (corner, symmetry 5): eye space A3 A2 A1
loadsgf games/eyes/straight3-corner-t5.sgf
14 eval_eye A1
#? [1 2 A2 A2]

# straight3 (edge, symmetry 0): eye space F1 G1 H1
loadsgf games/eyes/straight3-edge-t0.sgf
15 eval_eye H1
#? [1 2 G1 G1]

# straight3 (edge, symmetry 2): eye space F1 G1 H1
loadsgf games/eyes/straight3-edge-t2.sgf
16 eval_eye H1
#? [1 2 G1 G1]

# straight3 (center, symmetry 0): eye space F7 G7 H7
loadsgf games/eyes/straight3-center-t0.sgf
17 eval_eye H7
#? [1 2 G7 G7]

# straight3 (center, symmetry 3): eye space H7 G7 F7
loadsgf games/eyes/straight3-center-t3.sgf
18 eval_eye F7
#? [1 2 G7 G7]

# bent3 (corner, symmetry 0): eye space A1 B1 A2
loadsgf games/eyes/bent3-corner-t0.sgf
19 eval_eye A2
#? [1 2 A1 A1]

# bent3 (corner, symmetry 5): eye space A2 A1 B2
loadsgf games/eyes/bent3-corner-t5.sgf
20 eval_eye B2
#? [1 2 A2 A2]

# bent3 (edge, symmetry 0): eye space F1 G1 F2
loadsgf games/eyes/bent3-edge-t0.sgf
21 eval_eye F2
#? [1 2 F1 F1]

# bent3 (edge, symmetry 2): eye space F2 G2 F1
loadsgf games/eyes/bent3-edge-t2.sgf
22 eval_eye F1
#? [1 2 F2 F2]

# bent3 (center, symmetry 0): eye space F6 G6 F7
loadsgf games/eyes/bent3-center-t0.sgf
23 eval_eye F7
#? [1 2 F6 F6]

# bent3 (center, symmetry 3): eye space G7 F7 G6
loadsgf games/eyes/bent3-center-t3.sgf
24 eval_eye G6
#? [1 2 G7 G7]

# square4 (corner, symmetry 0): eye space A1 B1 A2 B2
loadsgf games/eyes/square4-corner-t0.sgf
25 eval_eye B2
#? [1 1]

# square4 (corner, symmetry 5): eye space A2 A1 B2 B1
loadsgf games/eyes/square4-corner-t5.sgf
26 eval_eye B1
#? [1 1]

# square4 (edge, symmetry 0): eye space F1 G1 F2 G2
loadsgf games/eyes/square4-edge-t0.sgf
27 eval_eye G2
#? [1 1]

# square4 (edge, symmetry 2): eye space F2 G2 F1 G1
loadsgf games/eyes/square4-edge-t2.sgf
28 eval_eye G1
#? [1 1]

# square4 (center, symmetry 0): eye space F6 G6 F7 G7
loadsgf games/eyes/square4-center-t0.sgf
29 eval_eye G7
#? [1 1]

# square4 (center, symmetry 3): eye space G7 F7 G6 F6
loadsgf games/eyes/square4-center-t3.sgf
30 eval_eye F6
#? [1 1]

# straight4 (corner, symmetry 0): eye space A1 B1 C1 D1
loadsgf games/eyes/straight4-corner-t0.sgf
31 eval_eye D1
#? [2 2]

# straight4 (corner, symmetry 5): eye space A4 A3 A2 A1
loadsgf games/eyes/straight4-corner-t5.sgf
32 eval_eye A1
#? [2 2]

# straight4 (edge, symmetry 0): eye space E1 F1 G1 H1
loadsgf games/eyes/straight4-edge-t0.sgf
33 eval_eye H1
#? [2 2]

# straight4 (edge, symmetry 2): eye space E1 F1 G1 H1
loadsgf games/eyes/straight4-edge-t2.sgf
34 eval_eye H1
#? [2 2]

# straight4 (center, symmetry 0): eye space E7 F7 G7 H7
loadsgf games/eyes/straight4-center-t0.sgf
35 eval_eye H7
#? [2 2]

# straight4 (center, symmetry 3): eye space H7 G7 F7 E7
loadsgf games/eyes/straight4-center-t3.sgf
36 eval_eye E7
#? [2 2]

# L4 (corner, symmetry 0): eye space A1 B1 C1 C2
loadsgf games/eyes/L4-corner-t0.sgf
37 eval_eye C2
#? [2 2]

# L4 (corner, symmetry 5): eye space A3 A2 A1 B1
loadsgf games/eyes/L4-corner-t5.sgf
38 eval_eye B1
#? [2 2]

# L4 (edge, symmetry 0): eye space F1 G1 H1 H2
loadsgf games/eyes/L4-edge-t0.sgf
39 eval_eye H2
#? [2 2]

# L4 (edge, symmetry 2): eye space F2 G2 H2 H1
loadsgf games/eyes/L4-edge-t2.sgf
40 eval_eye H1
#? [2 2]

# L4 (center, symmetry 0): eye space F6 G6 H6 H7
loadsgf games/eyes/L4-center-t0.sgf
41 eval_eye H7
#? [2 2]

# L4 (center, symmetry 3): eye space H7 G7 F7 F6
loadsgf games/eyes/L4-center-t3.sgf
42 eval_eye F6
#? [2 2]

# pyramid4 (corner, symmetry 0): eye space A1 B1 C1 B2
loadsgf games/eyes/pyramid4-corner-t0.sgf
43 eval_eye B2
#? [1 2 B1 B1]

# pyramid4 (corner, symmetry 5): eye space A3 A2 A1 B2
loadsgf games/eyes/pyramid4-corner-t5.sgf
44 eval_eye B2
#? [1 2 A2 A2]

# pyramid4 (edge, symmetry 0): eye space F1 G1 H1 G2
loadsgf games/eyes/pyramid4-edge-t0.sgf
45 eval_eye G2
#? [1 2 G1 G1]

# pyramid4 (edge, symmetry 2): eye space F2 G2 H2 G1
loadsgf games/eyes/pyramid4-edge-t2.sgf
46 eval_eye G1
#? [1 2 G2 G2]

# pyramid4 (center, symmetry 0): eye space F6 G6 H6 G7
loadsgf games/eyes/pyramid4-center-t0.sgf
47 eval_eye G7
#? [1 2 G6 G6]

# pyramid4 (center, symmetry 3): eye space H7 G7 F7 G6
loadsgf games/eyes/pyramid4-center-t3.sgf
48 eval_eye G6
#? [1 2 G7 G7]

# bulky5 (corner, symmetry 0): eye space A1 B1 C1 A2 B2
loadsgf games/eyes/bulky5-corner-t0.sgf
49 eval_eye B2
#? [1 2 B1 B1]

# bulky5 (corner, symmetry 5): eye space A3 A2 A1 B3 B2
loadsgf games/eyes/bulky5-corner-t5.sgf
50 eval_eye B2
#? [1 2 A2 A2]

# bulky5 (edge, symmetry 0): eye space F1 G1 H1 F2 G2
loadsgf games/eyes/bulky5-edge-t0.sgf
51 eval_eye G2
#? [1 2 G1 G1]

# bulky5 (edge, symmetry 2): eye space F2 G2 H2 F1 G1
loadsgf games/eyes/bulky5-edge-t2.sgf
52 eval_eye G1
#? [1 2 G2 G2]

# bulky5 (center, symmetry 0): eye space F6 G6 H6 F7 G7
loadsgf games/eyes/bulky5-center-t0.sgf
53 eval_eye G7
#? [1 2 G6 G6]

# bulky5 (center, symmetry 3): eye space H7 G7 F7 H6 G6
loadsgf games/eyes/bulky5-center-t3.sgf
54 eval_eye G6
#? [1 2 G7 G7]

# cross5 (corner, symmetry 0): eye space B1 A2 B2 C2 B3
loadsgf games/eyes/cross5-corner-t0.sgf
55 eval_eye B3
#? [1 2 B2 B2]

# cross5 (corner, symmetry 5): eye space A2 B3 B2 B1 C2
loadsgf games/eyes/cross5-corner-t5.sgf
56 eval_eye C2
#? [1 2 B2 B2]

# cross5 (edge, symmetry 0): eye space G1 F2 G2 H2 G3
loadsgf games/eyes/cross5-edge-t0.sgf
57 eval_eye G3
#? [1 2 G2 G2]

# cross5 (edge, symmetry 2): eye space G3 F2 G2 H2 G1
loadsgf games/eyes/cross5-edge-t2.sgf
58 eval_eye G1
#? [1 2 G2 G2]

# cross5 (center, symmetry 0): eye space G6 F7 G7 H7 G8
loadsgf games/eyes/cross5-center-t0.sgf
59 eval_eye G8
#? [1 2 G7 G7]

# cross5 (center, symmetry 3): eye space G8 H7 G7 F7 G6
loadsgf games/eyes/cross5-center-t3.sgf
60 eval_eye G6
#? [1 2 G7 G7]

# rabbity6 (corner, symmetry 0): eye space B3 A2 B2 C2 A1 B1
loadsgf games/eyes/rabbity6-corner-t0.sgf
61 eval_eye B1
#? [1 2 B2 B2]

# rabbity6 (corner, symmetry 5): eye space C2 B3 B2 B1 A3 A2
loadsgf games/eyes/rabbity6-corner-t5.sgf
62 eval_eye A2
#? [1 2 B2 B2]

# rabbity6 (edge, symmetry 0): eye space G3 F2 G2 H2 F1 G1
loadsgf games/eyes/rabbity6-edge-t0.sgf
63 eval_eye G1
#? [1 2 G2 G2]

# rabbity6 (edge, symmetry 2): eye space G1 F2 G2 H2 F3 G3
loadsgf games/eyes/rabbity6-edge-t2.sgf
64 eval_eye G3
#? [1 2 G2 G2]

# rabbity6 (center, symmetry 0): eye space G8 F7 G7 H7 F6 G6
loadsgf games/eyes/rabbity6-center-t0.sgf
65 eval_eye G6
#? [1 2 G7 G7]

# rabbity6 (center, symmetry 3): eye space G6 H7 G7 F7 H8 G8
loadsgf games/eyes/rabbity6-center-t3.sgf
66 eval_eye G8
#? [1 2 G7 G7]

# rect6 (corner, symmetry 0): eye space A1 B1 C1 A2 B2 C2
loadsgf games/eyes/rect6-corner-t0.sgf
67 eval_eye C2
#? [2 2]

# rect6 (corner, symmetry 5): eye space A3 A2 A1 B3 B2 B1
loadsgf games/eyes/rect6-corner-t5.sgf
68 eval_eye B1
#? [2 2]

# rect6 (edge, symmetry 0): eye space F1 G1 H1 F2 G2 H2
loadsgf games/eyes/rect6-edge-t0.sgf
69 eval_eye H2
#? [2 2]

# rect6 (edge, symmetry 2): eye space F2 G2 H2 F1 G1 H1
loadsgf games/eyes/rect6-edge-t2.sgf
70 eval_eye H1
#? [2 2]

# rect6 (center, symmetry 0): eye space F6 G6 H6 F7 G7 H7
loadsgf games/eyes/rect6-center-t0.sgf
71 eval_eye H7
#? [2 2]

# rect6 (center, symmetry 3): eye space H7 G7 F7 H6 G6 F6
loadsgf games/eyes/rect6-center-t3.sgf
72 eval_eye F6
#? [2 2]

# straight5 (corner, symmetry 0): eye space A1 B1 C1 D1 E1
loadsgf games/eyes/straight5-corner-t0.sgf
73 eval_eye E1
#? [2 2]

# straight5 (corner, symmetry 5): eye space A5 A4 A3 A2 A1
loadsgf games/eyes/straight5-corner-t5.sgf
74 eval_eye A1
#? [2 2]

# straight5 (edge, symmetry 0): eye space E1 F1 G1 H1 J1
loadsgf games/eyes/straight5-edge-t0.sgf
75 eval_eye J1
#? [2 2]

# straight5 (edge, symmetry 2): eye space E1 F1 G1 H1 J1
loadsgf games/eyes/straight5-edge-t2.sgf
76 eval_eye J1
#? [2 2]

# straight5 (center, symmetry 0): eye space E7 F7 G7 H7 J7
loadsgf games/eyes/straight5-center-t0.sgf
77 eval_eye J7
#? [2 2]

# straight5 (center, symmetry 3): eye space J7 H7 G7 F7 E7
loadsgf games/eyes/straight5-center-t3.sgf
78 eval_eye E7
#? [2 2]

# ---- Positions drawn by hand (games/owl/) ----------------------------------

# C1 is a half eye: its diagonal D2 is open to both sides.
loadsgf games/owl/half-eye.sgf
101 eval_eye C1
#? [0 1 D2 D2]
102 eval_eye A1
#? [1 1]

# C1 is a false eye: White's D2 is safe and the edge counts against it.
loadsgf games/owl/false-eye.sgf
103 eval_eye C1
#? [0 0]
104 eval_eye A1
#? [1 1]

# Straight three with outside liberties.
loadsgf games/owl/straight-three.sgf
105 eval_eye B2
#? [1 2 C2 C2]
106 eval_eye D2
#? [1 2 C2 C2]
107 eval_eye E5
#? [-1]
