// The independent check of a Skyscrapers answer: the judge of this package's tests and of tooling/consumers.
// It imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the
// solver: it says what a solution must be from the rules alone. Not published (`files` in package.json leaves
// it out).
import { answerCheck, gridLines } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (each cell's height, row by row) as an answer to `puzzle` ({width, height, clues}:
 * the clues above, below, left and right of the grid, -1 none, -2 a `?`); empty when it is right: every cell
 * holds a height from 1 to the longer side, no height twice in a row or a column, and each clue sees that
 * many buildings (one is seen when it is taller than every building before it).
 */
export const check = answerCheck("building", "cells", (puzzle, solution) => {
  const { width: w, height: h, clues } = puzzle;
  const problems = [];
  const top = Math.max(w, h);
  const at = (r, c) => solution[r * w + c];
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++)
      if (!Number.isInteger(at(r, c)) || at(r, c) < 1 || at(r, c) > top)
        problems.push(`building: r${r + 1}c${c + 1} holds ${at(r, c)}, not 1 to ${top}`);
  const { rows, columns: cols } = gridLines(solution, w, h);
  for (const [name, group] of [
    ["row", rows],
    ["column", cols],
  ])
    group.forEach((line, k) => {
      if (new Set(line).size !== line.length) problems.push(`building: ${name} ${k + 1} repeats a height`);
    });
  const seen = (line) => {
    let count = 0;
    let tallestSoFar = 0;
    for (const v of line) if (v > tallestSoFar) [count, tallestSoFar] = [count + 1, v];
    return count;
  };
  // Each side's lines as seen from that side: above looks down the columns, right looks left along the rows.
  const views = [
    ...cols.map((line, c) => ["above column", c, line]),
    ...cols.map((line, c) => ["below column", c, [...line].reverse()]),
    ...rows.map((line, r) => ["left of row", r, line]),
    ...rows.map((line, r) => ["right of row", r, [...line].reverse()]),
  ];
  views.forEach(([where, k, line], i) => {
    const clue = clues[i];
    if (clue >= 0 && seen(line) !== clue)
      problems.push(`building: the ${clue} ${where} ${k + 1} sees ${seen(line)}`);
  });
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 2x2 with a 2 above the first column: the column reads 1 then 2 from the top.
  puzzle: { width: 2, height: 2, clues: [2, -1, -1, -1, -1, -1, -1, -1] },
  right: [1, 2, 2, 1],
  wrong: [2, 1, 1, 2], // a Latin square, but the clue sees one building
};
