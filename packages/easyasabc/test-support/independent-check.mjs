// The independent check of an Easy as ABC answer: the judge of this package's tests and of tooling/consumers.
// It imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the
// solver: it says what a solution must be from the rules alone. Not published (`files` in package.json leaves
// it out).
import { answerCheck, gridLines } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (each cell's letter, 1 for A, 0 empty, row by row) as an answer to `puzzle`
 * ({width, height, letters, clues, givens}: the clues above, below, left and right of the grid, -1 none, -2 a
 * `?`); empty when it is right: every row and column holds each letter once and nothing else but empties,
 * the givens are kept, and each clue is the first letter from its side.
 */
export const check = answerCheck("easyasabc", "cells", (puzzle, solution) => {
  const { width: w, height: h, letters, clues, givens } = puzzle;
  const problems = [];
  solution.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 0 || v > letters) problems.push(`easyasabc: cell ${i} holds ${v}`);
    if (givens[i] > 0 && v !== givens[i])
      problems.push(`easyasabc: cell ${i} is given ${givens[i]}, not ${v}`);
  });
  const { rows, columns: cols } = gridLines(solution, w, h);
  for (const [name, group] of [
    ["row", rows],
    ["column", cols],
  ])
    group.forEach((line, k) => {
      const found = line.filter((v) => v > 0).sort((a, b) => a - b);
      const want = Array.from({ length: letters }, (_, j) => j + 1);
      if (found.join() !== want.join())
        problems.push(`easyasabc: ${name} ${k + 1} holds ${found.join(" ")}, not each letter once`);
    });
  const first = (line) => line.find((v) => v > 0) ?? 0;
  const views = [
    ...cols.map((line) => line),
    ...cols.map((line) => [...line].reverse()),
    ...rows.map((line) => line),
    ...rows.map((line) => [...line].reverse()),
  ];
  views.forEach((line, k) => {
    if (clues[k] >= 1 && first(line) !== clues[k])
      problems.push(`easyasabc: clue ${k} is ${clues[k]}, but ${first(line)} is seen first`);
  });
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 3x3 with A and B; A above the first column.
  puzzle: {
    width: 3,
    height: 3,
    letters: 2,
    clues: [1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1],
    givens: new Array(9).fill(0),
  },
  right: [1, 2, 0, 0, 1, 2, 2, 0, 1],
  wrong: [2, 1, 0, 1, 0, 2, 0, 2, 1], // each letter once a line, but B is seen first above column 1
};
