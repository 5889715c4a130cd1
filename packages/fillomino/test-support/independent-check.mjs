// The independent check of a Fillomino answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import {
  answerCheck,
  borderBetween,
  borderEdges,
  cellName,
  pieces,
  sidePairs,
} from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (each cell's number, row by row) as an answer to `puzzle` ({width, height,
 * givens, walls?}: each cell's given, -1 none, -2 a `?`; the given walls as edges, horizontal segments line by
 * line from the top, then vertical ones row by row); empty when it is right: every cell holds a number, every
 * given is kept, the two cells of each given wall hold different numbers (they lie in different regions, and
 * regions of one size never touch), and each group of cells side by side with one number N has exactly N
 * cells (so two regions of one size never touch: they would be one group).
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
  const walled = new Array(borderEdges(w, h)).fill(0);
  for (const e of puzzle.walls ?? []) walled[e] = 1;
  const wall = borderBetween(walled, w, h);
  let inner = 0;
  for (const [i, j] of sidePairs(w, h)) {
    if (!wall(i, j)) continue;
    inner++;
    if (solution[i] === solution[j])
      problems.push(
        `fillomino: ${cellName(i, w)} and ${cellName(j, w)} both hold ${solution[i]} across a given wall`,
      );
  }
  if (inner !== new Set(puzzle.walls ?? []).size)
    problems.push("fillomino: a given wall lies on the grid's outline");
  for (const group of pieces(w, h, (i, j) => solution[i] === solution[j])) {
    const v = solution[group[0]];
    if (valid(v) && group.length !== v)
      problems.push(`fillomino: the group of ${v}s at cell ${group[0]} has ${group.length} cells`);
  }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 3x1 strip, nothing given, a given wall right of the middle cell (edge 8: after the 6 horizontal
  // segments, the vertical ones left of c1, c2, c3).
  puzzle: { width: 3, height: 1, givens: [-1, -1, -1], walls: [8] },
  right: [2, 2, 1],
  wrong: [3, 3, 3], // one group of 3 cells: right but for the wall it crosses
};
