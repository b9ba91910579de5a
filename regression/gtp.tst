# Core GTP commands: protocol, board setup, moves and their legality,
# liberties, captures, undo, scoring and loading our own SGF games
# (games/*.sgf).  The expected answers are GNU Go's (3.8), and the error
# messages those the GTP 2 specification prescribes; a "?" answer is
# written here as "\? message".

1 protocol_version
#? [2]

2 name
#? [(Hane|GNU Go)]

3 version
#? [[0-9]+(\.[0-9]+)*]

4 known_command play
#? [true]

5 known_command no_such_command
#? [false]

# A multi-line answer: "play" is one of its lines.
6 list_commands
#? [(.*[[:space:]])?play([[:space:]].*)?]

7 no_such_command
#? [\? unknown command]

# Board size
8 boardsize 0
#? [\? unacceptable size]

9 boardsize 26
#? [\? unacceptable size]

10 boardsize 19
#? []

11 clear_board
#? []

12 play black T19
#? []

13 countlib T19
#? [2]

14 findlib T19
#? [S19 T18]

# Moves, liberties and illegal moves on 9x9
boardsize 9
clear_board
komi 6.5

#    A B C D E
#  4 . . . . .
#  3 . . X O .
#  2 . . . . .
play black C3
play white D3

20 countlib C3
#? [3]

# Liberties are listed from the top row down, left to right.
21 findlib C3
#? [C4 B3 C2]

22 countlib D3
#? [3]

23 is_legal white C3
#? [0]

24 is_legal white E5
#? [1]

25 play black C3
#? [\? illegal move]

# The refused move left the position as it was.
26 countlib C3
#? [3]

27 play black Z9
#? [\?.*]

28 play black J10
#? [\?.*]

29 play black
#? [\?.*]

30 play black pass
#? []

31 komi many
#? [\?.*]

# Undo
32 undo
#? []

33 undo
#? []

34 is_legal white D3
#? [1]

35 countlib C3
#? [4]

36 undo
#? []

37 undo
#? [\?.*]

# A capture: White surrounds E5.
#    D E F
#  6 . O .
#  5 O X O
#  4 . . .
clear_board
play black E5
play white E6
play white D5
play white F5

40 findlib E5
#? [E4]

41 play white E4
#? []

42 captures white
#? [1]

43 captures black
#? [0]

44 is_legal black E5
#? [0]

45 play black E5
#? [\? illegal move]

46 undo
#? []

47 captures white
#? [0]

48 countlib E5
#? [1]

# Fresh engines start with an empty board: genmove plays somewhere.
clear_board
50 genmove black
#? [[A-HJ][1-9]]

51 genmove white
#? [[A-HJ][1-9]]

52 fixed_handicap 2
#? [\?.*]

clear_board
53 fixed_handicap 4
#? [C7 G7 C3 G3]

# loadsgf: the main line only, komi from the file, moves up to N-1.
60 loadsgf games/walls-9x9.sgf
#? [black]

61 final_score
#? [W\+14\.5]

# Each side fills a point of its own territory: the same score under
# territory and area rules, now with komi 0.5.
play black A1
play white J1
komi 0.5
62 final_score
#? [W\+9\.5]

63 loadsgf games/walls-9x9.sgf 5
#? [black]

# Four moves: D9, E9, D8, E8.
64 countlib D9
#? [3]

65 findlib D8
#? [C9 C8 D7]

66 is_legal white D7
#? [1]

67 countlib E5
#? [\?.*]

# capture-9x9.sgf: White captures E5 at move 8; Black takes a ko at
# move 17.  The file has a variation after move 2 that must be ignored.
#    F G H J
#  9 . X O .
#  8 X . X O
#  7 . X O .
70 loadsgf games/capture-9x9.sgf
#? [white]

71 countlib H8
#? [1]

72 findlib H8
#? [G8]

73 is_legal white G8
#? [0]

74 play white G8
#? [\? illegal move]

75 captures black
#? [1]

76 captures white
#? [1]

play white B2
play black A1
77 is_legal white G8
#? [1]

# Undoing the two moves brings the ko back.
undo
undo
78 is_legal white G8
#? [0]

79 undo
#? []

80 captures black
#? [0]

81 findlib G8
#? [H8]

82 loadsgf games/capture-9x9.sgf 8
#? [white]

83 findlib E5
#? [E4]

# Move 3 is C3 on the main line, A9 in the variation.
84 loadsgf games/capture-9x9.sgf 4
#? [white]

85 countlib C3
#? [4]

86 countlib A9
#? [\?.*]

# setup-9x9.sgf: AB/AW rectangles.
#    A B C D E F G H J
#  9 X X X X O O O O O
#  8 X . X X O O . O O
#  7 X X X X O O O O O
#  6 X X X X O O O O O
#  5 X X . X O O O O O
#  4 X X X X O O O O O
#  3 X X X X O O O O O
#  2 X X X X O O . O O
#  1 X X X X O O O O O
90 loadsgf games/setup-9x9.sgf
#? [black]

91 countlib A1
#? [2]

92 findlib A1
#? [B8 C5]

93 findlib J9
#? [G8 G2]

94 is_legal black G8
#? [0]

95 is_legal black B8
#? [1]

96 is_legal white B8
#? [0]

97 play black G2
#? [\? illegal move]

98 genmove black
#? [(B8|C5|PASS|pass)]

99 genmove white
#? [(G8|G2|PASS|pass)]

100 loadsgf games/no-such-file.sgf
#? [\?.*]
