import { DIAGONAL_21 } from "./fixtures/diagonal-21.js";

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
