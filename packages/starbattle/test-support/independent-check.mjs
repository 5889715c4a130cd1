// The independent check of a Star Battle answer: the judge of this package's tests and of tooling/consumers.
// It imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the
// solver: it says what a solution must be from the rules alone. Not published (`files` in package.json leaves
// it out).
import { answerCheck } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 a star, 0 none, row by row) as an answer to `puzzle` ({width, height, stars,
 * regions}: a region id per cell); empty when it is right: every row, column and region holds exactly
 * `stars` stars, and no star has another among its eight neighbours.
 */
export const check = answerCheck("starbattle", "cells", (puzzle, solution) => {
  const { width: w, height: h, stars, regions } = puzzle;
  const problems = [];
  const star = (r, c) => r >= 0 && r < h && c >= 0 && c < w && solution[r * w + c] === 1;
  const count = new Map();
  const add = (key) => count.set(key, (count.get(key) ?? 0) + 1);
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const v = solution[r * w + c];
      if (v !== 0 && v !== 1) problems.push(`starbattle: r${r + 1}c${c + 1} is not 0 or 1`);
      for (const key of [`row ${r + 1}`, `column ${c + 1}`, `region ${regions[r * w + c]}`]) {
        if (!count.has(key)) count.set(key, 0);
        if (v === 1) add(key);
      }
      if (!star(r, c)) continue;
      for (const [dr, dc] of [
        [0, 1],
        [1, -1],
        [1, 0],
        [1, 1],
      ])
        if (star(r + dr, c + dc))
          problems.push(`starbattle: the stars at r${r + 1}c${c + 1} and r${r + dr + 1}c${c + dc + 1} touch`);
    }
  for (const [key, n] of count)
    if (n !== stars) problems.push(`starbattle: ${key} has ${n} stars, not ${stars}`);
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 4x4, one star each: regions are the left half's two rows and the right half's.
  puzzle: { width: 4, height: 4, stars: 1, regions: [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3] },
  right: [0, 1, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 0],
  wrong: [1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1], // a star a row and column, but two touch
};
