// The independent check of a Kropki answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck, gridLines } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (each cell's digit, row by row) as an answer to `puzzle` ({width, height, dots}:
 * one entry per pair of neighbouring cells, each cell and its right neighbour row by row, then each cell and
 * the one below; 0 none, 1 white, 2 black); empty when it is right: every cell holds 1 to the longer side, no
 * digit twice in a row or a column, a white dot's digits differ by 1, a black dot's are one double the other,
 * and neighbours without a dot are neither.
 */
export const check = answerCheck("kropki", "cells", (puzzle, solution) => {
  const { width: w, height: h, dots } = puzzle;
  const problems = [];
  const top = Math.max(w, h);
  const at = (r, c) => solution[r * w + c];
  solution.forEach((d, i) => {
    const name = `r${Math.floor(i / w) + 1}c${(i % w) + 1}`;
    if (!(Number.isInteger(d) && d >= 1 && d <= top))
      problems.push(`kropki: ${name} holds ${d}, not 1 to ${top}`);
  });
  const { rows, columns: cols } = gridLines(solution, w, h);
  rows.forEach((row, r) => {
    if (new Set(row).size < w) problems.push(`kropki: row ${r + 1} repeats a digit`);
  });
  cols.forEach((col, c) => {
    if (new Set(col).size < h) problems.push(`kropki: column ${c + 1} repeats a digit`);
  });
  const pair = (dot, a, b, where) => {
    const step = a - b === 1 || b - a === 1;
    const double = a === 2 * b || b === 2 * a;
    const ok = dot === 1 ? step : dot === 2 ? double : !step && !double;
    if (!ok)
      problems.push(`kropki: ${["no dot", "a white dot", "a black dot"][dot]} ${where} with ${a} and ${b}`);
  };
  let k = 0;
  for (let r = 0; r < h; r++)
    for (let c = 0; c + 1 < w; c++) pair(dots[k++], at(r, c), at(r, c + 1), `right of r${r + 1}c${c + 1}`);
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c < w; c++) pair(dots[k++], at(r, c), at(r + 1, c), `below r${r + 1}c${c + 1}`);
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 3x3 whose dots are those of the square 123 / 231 / 312.
  puzzle: { width: 3, height: 3, dots: [1, 1, 1, 0, 0, 1, 1, 1, 0, 1, 0, 1] },
  right: [1, 2, 3, 2, 3, 1, 3, 1, 2],
  wrong: [1, 3, 2, 3, 2, 1, 2, 1, 3], // a Latin square too, but 2 and 1 in row 2 differ by 1 without a dot
};
