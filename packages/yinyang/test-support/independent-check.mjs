// The independent check of a Yin-Yang answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone, as puzz.link's checker reads them. Not published
// (`files` in package.json leaves it out).
import { answerCheck, isConnected } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 black, 0 white, row by row) as an answer to `puzzle` ({width, height,
 * circles}: 0 none, 1 white, 2 black); empty when it is right: every given circle keeps its colour, no 2x2
 * block is all one colour, and the black cells, and the white cells, are each one orthogonally connected
 * group (or none).
 */
export const check = answerCheck("yinyang", "cells", (puzzle, solution) => {
  const { width: w, height: h, circles } = puzzle;
  const problems = [];
  if (solution.some((v) => v !== 0 && v !== 1)) problems.push("yinyang: a cell is not 0 or 1");
  circles.forEach((c, i) => {
    if ((c === 2 && solution[i] !== 1) || (c === 1 && solution[i] !== 0))
      problems.push(`yinyang: the given circle of cell ${i} changed colour`);
  });
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c + 1 < w; c++) {
      const sum =
        solution[r * w + c] +
        solution[r * w + c + 1] +
        solution[(r + 1) * w + c] +
        solution[(r + 1) * w + c + 1];
      if (sum === 0 || sum === 4) problems.push(`yinyang: the 2x2 block at r${r + 1}c${c + 1} is one colour`);
    }
  for (const colour of [0, 1]) {
    const cells = solution.flatMap((v, i) => (v === colour ? [i] : []));
    if (!isConnected(cells, w, h))
      problems.push(`yinyang: the ${colour === 1 ? "black" : "white"} cells are divided`);
  }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // x .
  // . .
  puzzle: { width: 2, height: 2, circles: [2, 0, 0, 0] },
  right: [1, 1, 0, 0],
  wrong: [1, 0, 0, 1], // no 2x2 block of one colour, but a checkerboard: both colours divided
};
