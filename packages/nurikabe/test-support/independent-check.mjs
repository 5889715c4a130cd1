// The independent check of a Nurikabe answer: the judge of this package's tests, of the bench and of
// tooling/consumers, which runs it on answers from Node and workerd. It imports nothing but plain grid
// geometry (tooling/independent-checks), so it shares no code with the solver: it says what a solution must
// be from the rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck, cellName, fullBlocks, pieces } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues: row by row, -1 none, 0 "?", n an
 * island of n cells}); empty when it is right. The answer is one 0/1 per cell, row by row, 1 a wall. Right
 * means: numbered cells are not walls; every island (a group of orthogonally joined non-wall cells) holds
 * exactly one number and, unless it is "?", that many cells; the walls are one orthogonally joined group; no
 * 2x2 square is all wall.
 */
export const check = answerCheck("nurikabe", "cells", (puzzle, solution) => {
  const { width: w, height: h, clues } = puzzle;
  if (solution.some((v) => v !== 0 && v !== 1)) return ["nurikabe: a cell is not 0 or 1"];
  const problems = [];
  const wall = (r, c) => solution[r * w + c] === 1;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++)
      if (wall(r, c) && clues[r * w + c] >= 0)
        problems.push(`nurikabe: r${r + 1}c${c + 1} is a number shaded`);
  for (const i of fullBlocks(w, h, (i) => solution[i] === 1))
    problems.push(`nurikabe: the 2x2 at ${cellName(i, w)} is all wall`);
  // Each group of same-kind cells, judged.
  let wallGroups = 0;
  for (const members of pieces(w, h, (i, j) => solution[i] === solution[j])) {
    if (solution[members[0]] === 1) {
      wallGroups++;
      continue;
    }
    const numbers = members.filter((i) => clues[i] >= 0);
    const at = cellName(members[0], w);
    if (numbers.length !== 1) problems.push(`nurikabe: the island at ${at} holds ${numbers.length} numbers`);
    else if (clues[numbers[0]] > 0 && clues[numbers[0]] !== members.length)
      problems.push(`nurikabe: the island at ${at} has ${members.length} cells for its ${clues[numbers[0]]}`);
  }
  if (wallGroups > 1) problems.push(`nurikabe: the walls form ${wallGroups} groups, not one`);
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 3x2 cells: "2.." / "..1": the 2 goes down (going right would cut the wall in the top right corner off).
  puzzle: { width: 3, height: 2, clues: [2, -1, -1, -1, -1, 1] },
  right: [0, 1, 1, 0, 1, 0],
  wrong: [0, 0, 1, 1, 1, 0], // the 2 goes right: two groups of walls
};
