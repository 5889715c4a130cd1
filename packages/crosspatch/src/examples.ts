/**
 * A puzzle in the style of the one kkck's author reports took his solver over forty hours: 21x21, symmetric
 * about the main diagonal, 56 six-letter slots (28 across, 28 down), two solutions (a fill and its
 * transpose). Made by `scripts/make-diagonal-fixture.ts /work/shared/data/words/enable1.txt 56 1` (layout seed
 * 9 from the annealing search in scripts/diag-layout.ts, fill 0) with words from ENABLE2K (public domain).
 */
export const DIAGONAL_21 = `     #         ######
 ######  # #   # #
 #   # ######  # #
 #   #   # # # ######
 #  ###### # # # #  #
######   # # ###### #
 #  #   ######    # #
  # #   # #  #  # # #
  # # ###### ###### #
 ###### # #   # # #
  #   ######  ######
 ###### # #   # #
  #   #      ###### #
   ######   # #   # #
     #  ######    # #
######  # # #  ######
#  # # ######  ######
######  # # #  ######
#  # ###### ###### #
#  #      #    ######
#  ######   ###### #

ATTUNE AVERTS BONACI BOWSES CARINA CASEIN CERING CHARTS CHUKKA COEDIT
COIGNE CRISPS CULLET CUTEYS DAMPER DUDDIE ETHANE FACING FLAILS GLITCH
HERMAI HOAXER IMBUES IMMANE INANER INLAND KIBBLE LANDAU MANTID MINIUM
MINUTE MISCUT NAEVUS NAPERY NUTANT OAKUMS OCHREA ODEUMS PULPAL REBUYS
RESEAU REVAMP RIDENT RODMAN SEDATE SIGLOI SKUNKS STRAIT TANTRA TENSER
THENAR TRONAS TSADIS UNLAYS UNLINK URANYL
`;

/**
 * Example puzzles. `seed-01` and `seed-02` are the two puzzles of John W. Shipman's kkck document (New
 * Mexico Tech Computer Center), rebuilt as complete input files; the others are small puzzles of ours.
 */
export const examples = [
  {
    name: "kriss-kross (kkck seed-01)",
    text: "#####\n# #\n# #\n######\n# #\n\nidyll kriss kross\nsolver\n",
  },
  {
    name: "with a clue (kkck seed-02)",
    text: "##i##\n# d\n# y\n##l###\n# l\n\nidyll kriss kross\nsolver\n",
  },
  {
    name: "twice listed",
    text: "! ALE is listed twice: it fills two slots.\n###\n# V\n###\n\nale ale eve eke\n",
  },
  { name: "forty-hour class (21x21, two solutions)", text: DIAGONAL_21 },
];
