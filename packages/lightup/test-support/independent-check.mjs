// The independent check of a Light Up answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 a light, 0 none, row by row) as an answer to `puzzle` ({width, height, cells}:
 * -1 white, -2 black, 0-4 a numbered black cell); empty when it is right: lights only on white cells, no
 * light sees another along its row or column, every white cell is lit, every number has that many lights
 * beside it.
 */
export const check = answerCheck("lightup", "cells", (puzzle, solution) => {
  const { width: w, height: h, cells } = puzzle;
  const problems = [];
  const at = (r, c) => r * w + c;
  const white = (r, c) => r >= 0 && r < h && c >= 0 && c < w && cells[at(r, c)] === -1;
  const lightAt = (r, c) => r >= 0 && r < h && c >= 0 && c < w && solution[at(r, c)] === 1;
  const dirs = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ];
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const v = cells[at(r, c)];
      if (solution[at(r, c)] !== 0 && solution[at(r, c)] !== 1)
        problems.push(`lightup: r${r + 1}c${c + 1} is not 0 or 1`);
      if (v !== -1) {
        if (lightAt(r, c)) problems.push(`lightup: a light on black r${r + 1}c${c + 1}`);
        const n = dirs.filter(([dr, dc]) => lightAt(r + dr, c + dc)).length;
        if (v >= 0 && n !== v)
          problems.push(`lightup: r${r + 1}c${c + 1} has ${n} lights beside it, not ${v}`);
        continue;
      }
      // Walk each way from the cell to the first black cell or the edge, counting lights seen.
      let seen = 0;
      for (const [dr, dc] of dirs)
        for (let k = 1; white(r + k * dr, c + k * dc); k++) if (lightAt(r + k * dr, c + k * dc)) seen++;
      if (lightAt(r, c) && seen > 0) problems.push(`lightup: the light at r${r + 1}c${c + 1} sees another`);
      if (!lightAt(r, c) && seen === 0) problems.push(`lightup: r${r + 1}c${c + 1} is dark`);
    }
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // .1.
  // ...
  puzzle: { width: 3, height: 2, cells: [-1, 1, -1, -1, -1, -1] },
  right: [1, 0, 0, 0, 0, 1],
  wrong: [1, 0, 0, 0, 0, 0], // the 1 is met, but the right column is dark
};
