// The independent check of a Hitori answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone, as puzz.link's checker reads them. Not published
// (`files` in package.json leaves it out).
import { answerCheck, cellName, gridLines, isConnected } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, cells}:
 * a number, -1 none, -2 hidden); empty when it is right: some cell is shaded, no two shaded cells touch by
 * a side, the unshaded cells are one orthogonally connected region, and no number of 1 or more is left
 * unshaded twice in a row or column.
 */
export const check = answerCheck("hitori", "cells", (puzzle, solution) => {
  const { width: w, height: h, cells } = puzzle;
  const problems = [];
  if (solution.some((v) => v !== 0 && v !== 1)) problems.push("hitori: a cell is not 0 or 1");
  if (!solution.includes(1)) problems.push("hitori: nothing is shaded");
  const shaded = (r, c) => solution[r * w + c] === 1;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      if (shaded(r, c) && c + 1 < w && shaded(r, c + 1))
        problems.push(`hitori: r${r + 1}c${c + 1} and its right are shaded`);
      if (shaded(r, c) && r + 1 < h && shaded(r + 1, c))
        problems.push(`hitori: r${r + 1}c${c + 1} and below are shaded`);
    }
  const { rows, columns } = gridLines(
    Array.from({ length: w * h }, (_, i) => i),
    w,
    h,
  );
  for (const line of [...rows, ...columns]) {
    const kept = line.filter((i) => solution[i] !== 1 && cells[i] >= 1).map((i) => cells[i]);
    if (new Set(kept).size !== kept.length)
      problems.push(`hitori: a number repeats unshaded in a line at ${cellName(line[0], w)}`);
  }
  const unshaded = solution.flatMap((v, i) => (v === 0 ? [i] : []));
  if (!isConnected(unshaded, w, h)) problems.push("hitori: the unshaded cells are divided");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 1 1
  // 2 1
  puzzle: { width: 2, height: 2, cells: [1, 1, 2, 1] },
  right: [0, 1, 0, 0],
  wrong: [1, 0, 0, 1], // each 1 once per line, but the unshaded cells are divided
};
