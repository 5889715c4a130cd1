// The independent check of a Ripple Effect answer: the judge of this package's tests and of
// tooling/consumers. It imports nothing but plain grid geometry (tooling/independent-checks), so it shares no
// code with the solver: it says what a solution must be from the rules alone. Not published (`files` in
// package.json leaves it out).
import { answerCheck, cellsByLabel } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (each cell's number, row by row) as an answer to `puzzle` ({width, height, rooms,
 * givens}: each cell's room, and its given, -1 none, -2 a `?`); empty when it is right: the cells of a room
 * of n cells hold different numbers 1 to n (all of them when it has no `?`), every given is kept, and two
 * equal numbers N in one row or column have at least N cells between them. A `?` cell holds no number (0),
 * as puzz.link's checker reads it: it repeats nothing and clashes with nothing, but distances count across it.
 */
export const check = answerCheck("ripple", "cells", (puzzle, solution) => {
  const { width: w, height: h, rooms, givens } = puzzle;
  const problems = [];
  for (const [room, cells] of cellsByLabel(rooms)) {
    const numbers = cells.filter((i) => givens[i] !== -2).map((i) => solution[i]);
    if (new Set(numbers).size !== numbers.length || numbers.some((v) => !(v >= 1 && v <= cells.length)))
      problems.push(
        `ripple: room ${room} holds ${numbers.join(",")}, not different numbers 1 to ${cells.length}`,
      );
  }
  givens.forEach((g, i) => {
    if (g > 0 && solution[i] !== g) problems.push(`ripple: the given ${g} at cell ${i} is ${solution[i]}`);
    if (g === -2 && solution[i] !== 0) problems.push(`ripple: the ? at cell ${i} holds ${solution[i]}`);
  });
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const v = solution[r * w + c];
      // Look right and down only: each pair once.
      for (let d = 1; d <= v; d++) {
        if (c + d < w && solution[r * w + c + d] === v)
          problems.push(`ripple: two ${v}s in row ${r + 1}, ${d} apart`);
        if (r + d < h && solution[(r + d) * w + c] === v)
          problems.push(`ripple: two ${v}s in column ${c + 1}, ${d} apart`);
      }
    }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 3x1 strip: a room of two cells, then one of one cell. 1 2 1 keeps the 1s two apart.
  puzzle: { width: 3, height: 1, rooms: [0, 0, 1], givens: [-1, -1, -1] },
  right: [1, 2, 1],
  wrong: [2, 1, 1], // each room holds its numbers, but the 1s touch
};
