// The independent check of a Mochikoro answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import {
  answerCheck,
  boxOf,
  cellName,
  fullBlocks,
  pieces,
  reach,
  touching,
} from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, cells}: a
 * number per cell, -1 none, -2 hidden); empty when it is right: some cell is shaded, no numbered cell is, no
 * 2x2 block is all shaded, each piece of unshaded cells (by sides) is a rectangle holding at most one number,
 * a number above 0 is its area, and the unshaded cells are one piece through sides and corners.
 */
export const check = answerCheck("mochikoro", "cells", (puzzle, solution) => {
  const { width: w, height: h, cells } = puzzle;
  const problems = [];
  if (solution.some((v) => v !== 0 && v !== 1)) return ["mochikoro: a cell is not 0 or 1"];
  if (!solution.includes(1)) problems.push("mochikoro: nothing is shaded");
  for (let i = 0; i < w * h; i++)
    if (cells[i] !== -1 && solution[i] === 1) problems.push(`mochikoro: cell ${i} is numbered and shaded`);
  for (const i of fullBlocks(w, h, (i) => solution[i] === 1))
    problems.push(`mochikoro: the 2x2 block at ${cellName(i, w)} is shaded`);
  const open = (i) => solution[i] === 0;
  for (const piece of pieces(w, h, (i, j) => open(i) && open(j)).filter((p) => open(p[0]))) {
    const { tall, wide } = boxOf(piece, w);
    if (tall * wide !== piece.length)
      problems.push(`mochikoro: the piece of cell ${piece[0]} is no rectangle`);
    const numbers = piece.filter((i) => cells[i] !== -1);
    if (numbers.length > 1)
      problems.push(`mochikoro: the piece of cell ${piece[0]} holds ${numbers.length} numbers`);
    for (const i of numbers)
      if (cells[i] > 0 && cells[i] !== piece.length)
        problems.push(`mochikoro: cell ${i}'s number is ${cells[i]}, its piece ${piece.length} cells`);
  }
  // The unshaded cells are one by sides and corners.
  const unshaded = solution.flatMap((v, i) => (v === 0 ? [i] : []));
  if (
    unshaded.length > 0 &&
    reach(unshaded[0], (i) => touching(i, w, h).filter(open)).length < unshaded.length
  )
    problems.push("mochikoro: the unshaded cells are divided");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 2 . .  (right: 2 . #, # # .)
  // . . .
  puzzle: { width: 3, height: 2, cells: [2, -1, -1, -1, -1, -1] },
  right: [0, 0, 1, 1, 1, 0],
  wrong: [0, 1, 1, 0, 1, 0], // r2c1 and r2c3 touch nothing unshaded: divided
};
