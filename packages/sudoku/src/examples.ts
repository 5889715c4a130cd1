import type { Example } from "@gridsmith/kit";

/**
 * The two puzzles of the seed document (John W. Shipman, "A sudoku solver", NM Tech, 2009), in its own format:
 * seed-01 from its section 2 (36 givens, one solution), seed-02 its `test.puz` from section 3 (28 givens).
 */
export const examples: Example[] = [
  {
    name: "seed-01",
    text: [
      "7 2 .   . . 5   1 . .",
      ". 1 5   9 8 .   4 . .",
      ". 8 .   . . 1   . . 6",
      "",
      ". 4 .   . 3 .   6 . 5",
      "3 . .   6 . 2   . . 7",
      "9 . 1   . 7 .   . 2 .",
      "",
      "5 . .   7 . .   . 9 .",
      ". . 2   . 9 6   3 5 .",
      ". . 4   2 . .   . 6 8",
      "",
    ].join("\n"),
  },
  {
    name: "seed-02",
    text: [
      "5 . . 6 . . . 8 .",
      ". . 1 5 . 9 2 . .",
      "6 8 . 1 . . . . .",
      "",
      ". 1 9 . . . . . 7",
      ". . . 9 . 3 . . .",
      "2 . . . . . 9 5 .",
      "",
      ". . . . . 1 . 2 9",
      ". . 4 3 . 7 5 . .",
      ". 6 . . . 5 . . 3",
      "",
    ].join("\n"),
  },
];
