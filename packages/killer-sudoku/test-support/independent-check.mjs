// The independent check of a killer sudoku answer: the judge of this package's tests and of tooling/consumers,
// which runs it on answers from Node and workerd. It imports nothing but plain grid geometry
// (tooling/independent-checks), so it shares no code with the solver: it says what a solution must be from the
// rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck } from "../../../tooling/independent-checks/grid.mjs";

/** An answer: a digit a cell of the `size` x `size` grid, row by row. */
const digits = { unit: "cells", length: (puzzle) => puzzle.size * puzzle.size };

/**
 * Problems with `solution` (the filled grid, row by row) as an answer to `puzzle` ({size, cages, givens});
 * empty when it is right: every row, column and box holds 1 to n once, every cage adds up to its sum without
 * a repeat, the givens are kept.
 */
export const check = answerCheck("killer-sudoku", digits, (puzzle, solution) => {
  const n = puzzle.size;
  const [bh, bw] = n === 4 ? [2, 2] : n === 6 ? [2, 3] : [3, 3];
  const problems = [];
  const groups = [];
  for (let i = 0; i < n; i++) {
    groups.push([`row ${i + 1}`, solution.slice(i * n, (i + 1) * n)]);
    groups.push([`column ${i + 1}`, solution.filter((_, k) => k % n === i)]);
    const top = Math.floor(i / (n / bw)) * bh;
    const left = (i % (n / bw)) * bw;
    groups.push([
      `box ${i + 1}`,
      solution.filter((_, k) => {
        const r = Math.floor(k / n);
        const c = k % n;
        return r >= top && r < top + bh && c >= left && c < left + bw;
      }),
    ]);
  }
  for (const [name, digits] of groups) {
    const sorted = [...digits].sort((a, b) => a - b).join(",");
    const want = Array.from({ length: n }, (_, d) => d + 1).join(",");
    if (sorted !== want) problems.push(`killer-sudoku: ${name} holds ${sorted}`);
  }
  const covered = new Array(n * n).fill(0);
  puzzle.cages.forEach((cage, k) => {
    const digits = cage.cells.map((i) => solution[i]);
    for (const i of cage.cells) covered[i]++;
    if (digits.reduce((a, b) => a + b, 0) !== cage.sum)
      problems.push(`killer-sudoku: cage ${k} does not add up to ${cage.sum}`);
    if (new Set(digits).size !== digits.length) problems.push(`killer-sudoku: cage ${k} repeats a digit`);
  });
  if (covered.some((c) => c !== 1)) problems.push("killer-sudoku: the cages do not cover the grid once");
  puzzle.givens.forEach((given, k) => {
    if (given !== 0 && solution[k] !== given)
      problems.push(`killer-sudoku: given ${given} at cell ${k} changed`);
  });
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  puzzle: {
    size: 4,
    cages: [
      { sum: 3, cells: [0, 1] },
      { sum: 7, cells: [2, 3] },
      { sum: 7, cells: [4, 5] },
      { sum: 3, cells: [6, 7] },
      { sum: 6, cells: [8, 12] },
      { sum: 4, cells: [9, 13] },
      { sum: 6, cells: [10, 14] },
      { sum: 4, cells: [11, 15] },
    ],
    givens: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  right: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1],
  // A correct sudoku whose top cages still add up, but the given 1 moved and the column cages below break.
  wrong: [2, 1, 3, 4, 4, 3, 1, 2, 1, 2, 4, 3, 3, 4, 2, 1],
};
