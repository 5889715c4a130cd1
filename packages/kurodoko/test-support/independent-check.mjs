// The independent check of a Kurodoko answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck, isConnected } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, cells}: a
 * number per cell, -1 none, -2 hidden); empty when it is right: some cell is shaded, no numbered cell is,
 * no two shaded cells touch by a side, the unshaded cells are one piece, and each number counts the
 * unshaded cells it sees up, down, left and right until a shaded cell or the edge, itself included.
 */
export const check = answerCheck("kurodoko", "cells", (puzzle, solution) => {
  const { width: w, height: h, cells } = puzzle;
  const problems = [];
  const white = (r, c) => r >= 0 && r < h && c >= 0 && c < w && solution[r * w + c] === 0;
  if (!solution.includes(1)) problems.push("kurodoko: nothing is shaded");
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const v = solution[r * w + c];
      if (v !== 0 && v !== 1) problems.push(`kurodoko: r${r + 1}c${c + 1} is not 0 or 1`);
      if (
        v === 1 &&
        ((c + 1 < w && solution[r * w + c + 1] === 1) || (r + 1 < h && solution[(r + 1) * w + c] === 1))
      )
        problems.push(`kurodoko: r${r + 1}c${c + 1} touches another shaded cell`);
      const n = cells[r * w + c];
      if (n === -1) continue;
      if (v === 1) problems.push(`kurodoko: r${r + 1}c${c + 1} holds a number and is shaded`);
      if (n < 0) continue;
      let count = 1;
      for (const [dr, dc] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ])
        for (let k = 1; white(r + k * dr, c + k * dc); k++) count++;
      if (count !== n) problems.push(`kurodoko: r${r + 1}c${c + 1} sees ${count}, not ${n}`);
    }
  const open = solution.flatMap((v, i) => (v === 0 ? [i] : []));
  if (!isConnected(open, w, h)) problems.push("kurodoko: the unshaded cells are divided");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 2 . . / . . . : the 2 sees itself and one more.
  puzzle: { width: 3, height: 2, cells: [2, -1, -1, -1, -1, -1] },
  right: [0, 0, 1, 1, 0, 0],
  wrong: [0, 1, 0, 1, 0, 0], // the 2 sees only itself, and r1c3 is cut off
};
