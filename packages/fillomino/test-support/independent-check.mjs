// The independent check of a Fillomino answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck, pieces } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (each cell's number, row by row) as an answer to `puzzle` ({width, height,
 * givens}: each cell's given, -1 none, -2 a `?`); empty when it is right: every cell holds a number, every
 * given is kept, and each group of cells side by side with one number N has exactly N cells (so two regions
 * of one size never touch: they would be one group).
 */
export const check = answerCheck("fillomino", "cells", (puzzle, solution) => {
  const { width: w, height: h, givens } = puzzle;
  const problems = [];
  givens.forEach((g, i) => {
    if (g > 0 && solution[i] !== g) problems.push(`fillomino: the given ${g} at cell ${i} is ${solution[i]}`);
  });
  const valid = (v) => Number.isInteger(v) && v >= 1;
  solution.forEach((v, i) => {
    if (!valid(v)) problems.push(`fillomino: cell ${i} holds ${v}`);
  });
  for (const group of pieces(w, h, (i, j) => solution[i] === solution[j])) {
    const v = solution[group[0]];
    if (valid(v) && group.length !== v)
      problems.push(`fillomino: the group of ${v}s at cell ${group[0]} has ${group.length} cells`);
  }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 3x1 strip with a 2 given first.
  puzzle: { width: 3, height: 1, givens: [2, -1, -1] },
  right: [2, 2, 1],
  wrong: [2, 1, 1], // the 2 stands alone and the 1s touch
};
