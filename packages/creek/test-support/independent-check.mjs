// The independent check of a Creek answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone, as puzz.link's checker reads them. Not published
// (`files` in package.json leaves it out).
import { answerCheck, isConnected } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, clues}:
 * (width + 1) x (height + 1) grid points row by row, a clue 0-4, -1 none, -2 hidden); empty when it is
 * right: some cell is shaded, each clue counts the shaded cells among the up to four around its point, and
 * the unshaded cells are one orthogonally connected region.
 */
export const check = answerCheck("creek", "cells", (puzzle, solution) => {
  const { width: w, height: h, clues } = puzzle;
  const problems = [];
  if (solution.some((v) => v !== 0 && v !== 1)) problems.push("creek: a cell is not 0 or 1");
  if (!solution.includes(1)) problems.push("creek: nothing is shaded");
  for (let r = 0; r <= h; r++)
    for (let c = 0; c <= w; c++) {
      const clue = clues[r * (w + 1) + c];
      if (clue < 0) continue;
      let count = 0;
      for (const [rr, cc] of [
        [r - 1, c - 1],
        [r - 1, c],
        [r, c - 1],
        [r, c],
      ])
        if (rr >= 0 && rr < h && cc >= 0 && cc < w && solution[rr * w + cc] === 1) count++;
      if (count !== clue) problems.push(`creek: the point at r${r + 1}c${c + 1} sees ${count}, not ${clue}`);
    }
  const unshaded = solution.flatMap((v, i) => (v === 0 ? [i] : []));
  if (!isConnected(unshaded, w, h)) problems.push("creek: the unshaded cells are divided");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 2 x 2 cells; the points:
  // 1 . .
  // . 2 .
  // . . .
  puzzle: { width: 2, height: 2, clues: [1, -1, -1, -1, 2, -1, -1, -1, -1] },
  right: [1, 1, 0, 0],
  wrong: [1, 0, 0, 1], // the counts are right, but the unshaded cells are divided
};
