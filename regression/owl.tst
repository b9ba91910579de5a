# Hane's own life-and-death suite.  Tests 1-156 use the eye-shape
# positions of eyes.tst (games/eyes/): a group whose only eye space is a
# critical shape is killed and saved on the vital point; one with a
# living shape cannot be killed; one with a dead shape cannot be saved.
# Tests 201 and on use positions drawn by hand (games/owl/): the bent four
# in the corner, half and false eyes, capturing races and invasions, each
# read out in the comments.  GNU Go 3.8 agrees on every test.

# one (corner, symmetry 0): eye space A1
loadsgf games/eyes/one-corner-t0.sgf
1 owl_defend A2
#? [0]
2 dragon_status A2
#? [dead]

# one (corner, symmetry 5): eye space A1
loadsgf games/eyes/one-corner-t5.sgf
3 owl_defend A2
#? [0]
4 dragon_status A2
#? [dead]

# one (edge, symmetry 0): eye space G1
loadsgf games/eyes/one-edge-t0.sgf
5 owl_defend G2
#? [0]
6 dragon_status G2
#? [dead]

# one (edge, symmetry 2): eye space G1
loadsgf games/eyes/one-edge-t2.sgf
7 owl_defend G2
#? [0]
8 dragon_status G2
#? [dead]

# one (center, symmetry 0): eye space G7
loadsgf games/eyes/one-center-t0.sgf
9 owl_defend G8
#? [0]
10 dragon_status G8
#? [dead]

# one (center, symmetry 3): eye space G7
loadsgf games/eyes/one-center-t3.sgf
11 owl_defend G8
#? [0]
12 dragon_status G8
#? [dead]

# two (corner, symmetry 0): eye space A1 B1
loadsgf games/eyes/two-corner-t0.sgf
13 owl_defend A2
#? [0]
14 dragon_status A2
#? [dead]

# two (corner, symmetry 5): eye space A2 A1
loadsgf games/eyes/two-corner-t5.sgf
15 owl_defend A3
#? [0]
16 dragon_status A3
#? [dead]

# two (edge, symmetry 0): eye space F1 G1
loadsgf games/eyes/two-edge-t0.sgf
17 owl_defend F2
#? [0]
18 dragon_status F2
#? [dead]

# two (edge, symmetry 2): eye space F1 G1
loadsgf games/eyes/two-edge-t2.sgf
19 owl_defend F2
#? [0]
20 dragon_status F2
#? [dead]

# two (center, symmetry 0): eye space F7 G7
loadsgf games/eyes/two-center-t0.sgf
21 owl_defend F8
#? [0]
22 dragon_status F8
#? [dead]

# two (center, symmetry 3): eye space G7 F7
loadsgf games/eyes/two-center-t3.sgf
23 owl_defend G8
#? [0]
24 dragon_status G8
#? [dead]

# straight3 (corner, symmetry 0): eye space A1 B1 C1
loadsgf games/eyes/straight3-corner-t0.sgf
25 owl_attack A2
#? [1 B1]
26 owl_defend A2
#? [1 B1]

# straight3 (corner, symmetry 5): eye space A3 A2 A1
loadsgf games/eyes/straight3-corner-t5.sgf
27 owl_attack A4
#? [1 A2]
28 owl_defend A4
#? [1 A2]

# straight3 (edge, symmetry 0): eye space F1 G1 H1
loadsgf games/eyes/straight3-edge-t0.sgf
29 owl_attack F2
#? [1 G1]
30 owl_defend F2
#? [1 G1]

# straight3 (edge, symmetry 2): eye space F1 G1 H1
loadsgf games/eyes/straight3-edge-t2.sgf
31 owl_attack F2
#? [1 G1]
32 owl_defend F2
#? [1 G1]

# straight3 (center, symmetry 0): eye space F7 G7 H7
loadsgf games/eyes/straight3-center-t0.sgf
33 owl_attack F8
#? [1 G7]
34 owl_defend F8
#? [1 G7]

# straight3 (center, symmetry 3): eye space H7 G7 F7
loadsgf games/eyes/straight3-center-t3.sgf
35 owl_attack H8
#? [1 G7]
36 owl_defend H8
#? [1 G7]

# bent3 (corner, symmetry 0): eye space A1 B1 A2
loadsgf games/eyes/bent3-corner-t0.sgf
37 owl_attack B2
#? [1 A1]
38 owl_defend B2
#? [1 A1]

# bent3 (corner, symmetry 5): eye space A2 A1 B2
loadsgf games/eyes/bent3-corner-t5.sgf
39 owl_attack A3
#? [1 A2]
40 owl_defend A3
#? [1 A2]

# bent3 (edge, symmetry 0): eye space F1 G1 F2
loadsgf games/eyes/bent3-edge-t0.sgf
41 owl_attack E1
#? [1 F1]
42 owl_defend E1
#? [1 F1]

# bent3 (edge, symmetry 2): eye space F2 G2 F1
loadsgf games/eyes/bent3-edge-t2.sgf
43 owl_attack F3
#? [1 F2]
44 owl_defend F3
#? [1 F2]

# bent3 (center, symmetry 0): eye space F6 G6 F7
loadsgf games/eyes/bent3-center-t0.sgf
45 owl_attack F5
#? [1 F6]
46 owl_defend F5
#? [1 F6]

# bent3 (center, symmetry 3): eye space G7 F7 G6
loadsgf games/eyes/bent3-center-t3.sgf
47 owl_attack G8
#? [1 G7]
48 owl_defend G8
#? [1 G7]

# square4 (corner, symmetry 0): eye space A1 B1 A2 B2
loadsgf games/eyes/square4-corner-t0.sgf
49 owl_defend C1
#? [0]
50 dragon_status C1
#? [dead]

# square4 (corner, symmetry 5): eye space A2 A1 B2 B1
loadsgf games/eyes/square4-corner-t5.sgf
51 owl_defend A3
#? [0]
52 dragon_status A3
#? [dead]

# square4 (edge, symmetry 0): eye space F1 G1 F2 G2
loadsgf games/eyes/square4-edge-t0.sgf
53 owl_defend E1
#? [0]
54 dragon_status E1
#? [dead]

# square4 (edge, symmetry 2): eye space F2 G2 F1 G1
loadsgf games/eyes/square4-edge-t2.sgf
55 owl_defend F3
#? [0]
56 dragon_status F3
#? [dead]

# square4 (center, symmetry 0): eye space F6 G6 F7 G7
loadsgf games/eyes/square4-center-t0.sgf
57 owl_defend F5
#? [0]
58 dragon_status F5
#? [dead]

# square4 (center, symmetry 3): eye space G7 F7 G6 F6
loadsgf games/eyes/square4-center-t3.sgf
59 owl_defend G8
#? [0]
60 dragon_status G8
#? [dead]

# straight4 (corner, symmetry 0): eye space A1 B1 C1 D1
loadsgf games/eyes/straight4-corner-t0.sgf
61 owl_attack A2
#? [0]
62 dragon_status A2
#? [alive]

# straight4 (corner, symmetry 5): eye space A4 A3 A2 A1
loadsgf games/eyes/straight4-corner-t5.sgf
63 owl_attack A5
#? [0]
64 dragon_status A5
#? [alive]

# straight4 (edge, symmetry 0): eye space E1 F1 G1 H1
loadsgf games/eyes/straight4-edge-t0.sgf
65 owl_attack E2
#? [0]
66 dragon_status E2
#? [alive]

# straight4 (edge, symmetry 2): eye space E1 F1 G1 H1
loadsgf games/eyes/straight4-edge-t2.sgf
67 owl_attack E2
#? [0]
68 dragon_status E2
#? [alive]

# straight4 (center, symmetry 0): eye space E7 F7 G7 H7
loadsgf games/eyes/straight4-center-t0.sgf
69 owl_attack E8
#? [0]
70 dragon_status E8
#? [alive]

# straight4 (center, symmetry 3): eye space H7 G7 F7 E7
loadsgf games/eyes/straight4-center-t3.sgf
71 owl_attack H8
#? [0]
72 dragon_status H8
#? [alive]

# L4 (corner, symmetry 0): eye space A1 B1 C1 C2
loadsgf games/eyes/L4-corner-t0.sgf
73 owl_attack A2
#? [0]
74 dragon_status A2
#? [alive]

# L4 (corner, symmetry 5): eye space A3 A2 A1 B1
loadsgf games/eyes/L4-corner-t5.sgf
75 owl_attack A4
#? [0]
76 dragon_status A4
#? [alive]

# L4 (edge, symmetry 0): eye space F1 G1 H1 H2
loadsgf games/eyes/L4-edge-t0.sgf
77 owl_attack F2
#? [0]
78 dragon_status F2
#? [alive]

# L4 (edge, symmetry 2): eye space F2 G2 H2 H1
loadsgf games/eyes/L4-edge-t2.sgf
79 owl_attack F3
#? [0]
80 dragon_status F3
#? [alive]

# L4 (center, symmetry 0): eye space F6 G6 H6 H7
loadsgf games/eyes/L4-center-t0.sgf
81 owl_attack F7
#? [0]
82 dragon_status F7
#? [alive]

# L4 (center, symmetry 3): eye space H7 G7 F7 F6
loadsgf games/eyes/L4-center-t3.sgf
83 owl_attack H8
#? [0]
84 dragon_status H8
#? [alive]

# pyramid4 (corner, symmetry 0): eye space A1 B1 C1 B2
loadsgf games/eyes/pyramid4-corner-t0.sgf
85 owl_attack A2
#? [1 B1]
86 owl_defend A2
#? [1 B1]

# pyramid4 (corner, symmetry 5): eye space A3 A2 A1 B2
loadsgf games/eyes/pyramid4-corner-t5.sgf
87 owl_attack A4
#? [1 A2]
88 owl_defend A4
#? [1 A2]

# pyramid4 (edge, symmetry 0): eye space F1 G1 H1 G2
loadsgf games/eyes/pyramid4-edge-t0.sgf
89 owl_attack F2
#? [1 G1]
90 owl_defend F2
#? [1 G1]

# pyramid4 (edge, symmetry 2): eye space F2 G2 H2 G1
loadsgf games/eyes/pyramid4-edge-t2.sgf
91 owl_attack F3
#? [1 G2]
92 owl_defend F3
#? [1 G2]

# pyramid4 (center, symmetry 0): eye space F6 G6 H6 G7
loadsgf games/eyes/pyramid4-center-t0.sgf
93 owl_attack F7
#? [1 G6]
94 owl_defend F7
#? [1 G6]

# pyramid4 (center, symmetry 3): eye space H7 G7 F7 G6
loadsgf games/eyes/pyramid4-center-t3.sgf
95 owl_attack H8
#? [1 G7]
96 owl_defend H8
#? [1 G7]

# bulky5 (corner, symmetry 0): eye space A1 B1 C1 A2 B2
loadsgf games/eyes/bulky5-corner-t0.sgf
97 owl_attack C2
#? [1 B1]
98 owl_defend C2
#? [1 B1]

# bulky5 (corner, symmetry 5): eye space A3 A2 A1 B3 B2
loadsgf games/eyes/bulky5-corner-t5.sgf
99 owl_attack A4
#? [1 A2]
100 owl_defend A4
#? [1 A2]

# bulky5 (edge, symmetry 0): eye space F1 G1 H1 F2 G2
loadsgf games/eyes/bulky5-edge-t0.sgf
101 owl_attack E1
#? [1 G1]
102 owl_defend E1
#? [1 G1]

# bulky5 (edge, symmetry 2): eye space F2 G2 H2 F1 G1
loadsgf games/eyes/bulky5-edge-t2.sgf
103 owl_attack F3
#? [1 G2]
104 owl_defend F3
#? [1 G2]

# bulky5 (center, symmetry 0): eye space F6 G6 H6 F7 G7
loadsgf games/eyes/bulky5-center-t0.sgf
105 owl_attack F5
#? [1 G6]
106 owl_defend F5
#? [1 G6]

# bulky5 (center, symmetry 3): eye space H7 G7 F7 H6 G6
loadsgf games/eyes/bulky5-center-t3.sgf
107 owl_attack H8
#? [1 G7]
108 owl_defend H8
#? [1 G7]

# cross5 (corner, symmetry 0): eye space B1 A2 B2 C2 B3
loadsgf games/eyes/cross5-corner-t0.sgf
109 owl_attack C1
#? [1 B2]
110 owl_defend C1
#? [1 B2]

# cross5 (corner, symmetry 5): eye space A2 B3 B2 B1 C2
loadsgf games/eyes/cross5-corner-t5.sgf
111 owl_attack A3
#? [1 B2]
112 owl_defend A3
#? [1 B2]

# cross5 (edge, symmetry 0): eye space G1 F2 G2 H2 G3
loadsgf games/eyes/cross5-edge-t0.sgf
113 owl_attack H1
#? [1 G2]
114 owl_defend H1
#? [1 G2]

# cross5 (edge, symmetry 2): eye space G3 F2 G2 H2 G1
loadsgf games/eyes/cross5-edge-t2.sgf
115 owl_attack G4
#? [1 G2]
116 owl_defend G4
#? [1 G2]

# cross5 (center, symmetry 0): eye space G6 F7 G7 H7 G8
loadsgf games/eyes/cross5-center-t0.sgf
117 owl_attack G5
#? [1 G7]
118 owl_defend G5
#? [1 G7]

# cross5 (center, symmetry 3): eye space G8 H7 G7 F7 G6
loadsgf games/eyes/cross5-center-t3.sgf
119 owl_attack G9
#? [1 G7]
120 owl_defend G9
#? [1 G7]

# rabbity6 (corner, symmetry 0): eye space B3 A2 B2 C2 A1 B1
loadsgf games/eyes/rabbity6-corner-t0.sgf
121 owl_attack B4
#? [1 B2]
122 owl_defend B4
#? [1 B2]

# rabbity6 (corner, symmetry 5): eye space C2 B3 B2 B1 A3 A2
loadsgf games/eyes/rabbity6-corner-t5.sgf
123 owl_attack C3
#? [1 B2]
124 owl_defend C3
#? [1 B2]

# rabbity6 (edge, symmetry 0): eye space G3 F2 G2 H2 F1 G1
loadsgf games/eyes/rabbity6-edge-t0.sgf
125 owl_attack G4
#? [1 G2]
126 owl_defend G4
#? [1 G2]

# rabbity6 (edge, symmetry 2): eye space G1 F2 G2 H2 F3 G3
loadsgf games/eyes/rabbity6-edge-t2.sgf
127 owl_attack H1
#? [1 G2]
128 owl_defend H1
#? [1 G2]

# rabbity6 (center, symmetry 0): eye space G8 F7 G7 H7 F6 G6
loadsgf games/eyes/rabbity6-center-t0.sgf
129 owl_attack G9
#? [1 G7]
130 owl_defend G9
#? [1 G7]

# rabbity6 (center, symmetry 3): eye space G6 H7 G7 F7 H8 G8
loadsgf games/eyes/rabbity6-center-t3.sgf
131 owl_attack G5
#? [1 G7]
132 owl_defend G5
#? [1 G7]

# rect6 (corner, symmetry 0): eye space A1 B1 C1 A2 B2 C2
loadsgf games/eyes/rect6-corner-t0.sgf
133 owl_attack D1
#? [0]
134 dragon_status D1
#? [alive]

# rect6 (corner, symmetry 5): eye space A3 A2 A1 B3 B2 B1
loadsgf games/eyes/rect6-corner-t5.sgf
135 owl_attack A4
#? [0]
136 dragon_status A4
#? [alive]

# rect6 (edge, symmetry 0): eye space F1 G1 H1 F2 G2 H2
loadsgf games/eyes/rect6-edge-t0.sgf
137 owl_attack E1
#? [0]
138 dragon_status E1
#? [alive]

# rect6 (edge, symmetry 2): eye space F2 G2 H2 F1 G1 H1
loadsgf games/eyes/rect6-edge-t2.sgf
139 owl_attack F3
#? [0]
140 dragon_status F3
#? [alive]

# rect6 (center, symmetry 0): eye space F6 G6 H6 F7 G7 H7
loadsgf games/eyes/rect6-center-t0.sgf
141 owl_attack F5
#? [0]
142 dragon_status F5
#? [alive]

# rect6 (center, symmetry 3): eye space H7 G7 F7 H6 G6 F6
loadsgf games/eyes/rect6-center-t3.sgf
143 owl_attack H8
#? [0]
144 dragon_status H8
#? [alive]

# straight5 (corner, symmetry 0): eye space A1 B1 C1 D1 E1
loadsgf games/eyes/straight5-corner-t0.sgf
145 owl_attack A2
#? [0]
146 dragon_status A2
#? [alive]

# straight5 (corner, symmetry 5): eye space A5 A4 A3 A2 A1
loadsgf games/eyes/straight5-corner-t5.sgf
147 owl_attack A6
#? [0]
148 dragon_status A6
#? [alive]

# straight5 (edge, symmetry 0): eye space E1 F1 G1 H1 J1
loadsgf games/eyes/straight5-edge-t0.sgf
149 owl_attack E2
#? [0]
150 dragon_status E2
#? [alive]

# straight5 (edge, symmetry 2): eye space E1 F1 G1 H1 J1
loadsgf games/eyes/straight5-edge-t2.sgf
151 owl_attack E2
#? [0]
152 dragon_status E2
#? [alive]

# straight5 (center, symmetry 0): eye space E7 F7 G7 H7 J7
loadsgf games/eyes/straight5-center-t0.sgf
153 owl_attack E8
#? [0]
154 dragon_status E8
#? [alive]

# straight5 (center, symmetry 3): eye space J7 H7 G7 F7 E7
loadsgf games/eyes/straight5-center-t3.sgf
155 owl_attack J8
#? [0]
156 dragon_status J8
#? [alive]

# ---- Positions drawn by hand (games/owl/) ----------------------------------

# Bent four in the corner without outside liberties: Black's eye space is
# A2 A1 B1 C1.  White B1, Black C1 (atari), White A1, Black A2 takes two
# and White retakes at B1: a ko White starts.  Black B1 or A1 lives
# (A2-A1 or A1-B1... two separate eyes).
loadsgf games/owl/bent-four-corner.sgf
201 owl_attack B3
#? [2 B1]
202 owl_defend B3
#? [1 (A1|B1)]
203 dragon_status B3
#? [critical B1 (A1|B1)]

# Half eye: C1's diagonal D2 is open to both sides; A1 is a sure eye.
loadsgf games/owl/half-eye.sgf
204 owl_attack A3
#? [1 D2]
205 owl_defend A3
#? [1 D2]

# False eye: White's D2 is safe, so C1 is false; A1 is the only eye.
loadsgf games/owl/false-eye.sgf
206 owl_defend A3
#? [0]
207 dragon_status A3
#? [dead]

# Straight three with outside liberties: C2 decides.
loadsgf games/owl/straight-three.sgf
208 owl_does_attack C2 A3
#? [1]
209 owl_does_attack B2 A3
#? [0]
210 owl_does_defend C2 A3
#? [1]
211 owl_does_defend D2 A3
#? [0]

# Race, two liberties each (Black A6-E6: B7 C7; White A5-E5: B4 C4), no
# eyes: whoever moves first fills the other's liberties and wins.
loadsgf games/owl/race-2-2.sgf
212 analyze_semeai A6 A5
#? [1 1 (B4|C4)]
213 analyze_semeai A5 A6
#? [1 1 (B7|C7)]
214 owl_attack A6
#? [1 (B7|C7)]
215 owl_defend A6
#? [1 (B4|C4)]

# The same with a third Black liberty (D7): Black wins even second.
loadsgf games/owl/race-3-2.sgf
216 analyze_semeai A5 A6
#? [0 0 .*]
217 analyze_semeai A6 A5
#? [1 1 (B4|C4|PASS)]
218 dragon_status A5
#? [dead]
219 dragon_status A6
#? [alive]

# Two invasions after the game: B8 inside White's area, G2 inside
# Black's.  Neither can live when the owner answers.
loadsgf games/owl/invasions.sgf
220 dragon_status B8
#? [dead]
221 final_status B8
#? [dead]
222 final_status G2
#? [dead]
223 dragon_status A6
#? [alive]
224 dragon_status A5
#? [alive]
