// The independent check of a Tapa answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck, cellName, fullBlocks, isConnected } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (1 shaded, 0 not, row by row) as an answer to `puzzle` ({width, height, clues}: a
 * list of numbers per cell, empty for none, -2 a hidden one); empty when it is right: some cell is shaded, no
 * clue cell is, no 2x2 block is all shaded, the shaded cells are one piece, and each clue's numbers are the
 * lengths of the runs of shaded cells among its eight neighbours, read round (a hidden one any length; a
 * lone 0: none).
 */
export const check = answerCheck("tapa", "cells", (puzzle, solution) => {
  const { width: w, height: h, clues } = puzzle;
  if (solution.some((v) => v !== 0 && v !== 1)) return ["tapa: a cell is not 0 or 1"];
  const problems = [];
  const dark = (r, c) => r >= 0 && r < h && c >= 0 && c < w && solution[r * w + c] === 1;
  if (!solution.includes(1)) problems.push("tapa: nothing is shaded");
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const clue = clues[r * w + c];
      if (clue.length === 0) continue;
      if (dark(r, c)) problems.push(`tapa: r${r + 1}c${c + 1} holds a clue and is shaded`);
      // Clockwise from the top left: the row above left to right, the right cell, the row below right to
      // left, the left cell. A run that wraps past the top left is joined with the first.
      const around = [
        ...[-1, 0, 1].map((dc) => dark(r - 1, c + dc)),
        dark(r, c + 1),
        ...[1, 0, -1].map((dc) => dark(r + 1, c + dc)),
        dark(r, c - 1),
      ];
      const runs = [];
      let run = 0;
      for (const d of around) {
        if (d) run++;
        else if (run > 0) {
          runs.push(run);
          run = 0;
        }
      }
      if (run > 0) {
        if (around[0] && runs.length > 0 && run < 8) runs[0] += run;
        else runs.push(run);
      }
      const wanted = clue.length === 1 && clue[0] === 0 ? [] : clue;
      const rest = [...runs];
      let ok = rest.length === wanted.length;
      for (const v of wanted) {
        if (!ok || v === -2) continue;
        const at = rest.indexOf(v);
        if (at < 0) ok = false;
        else rest.splice(at, 1);
      }
      if (!ok) problems.push(`tapa: the clue at r${r + 1}c${c + 1} sees runs ${runs.join(" ") || "none"}`);
    }
  const shaded = solution.flatMap((v, i) => (v === 1 ? [i] : []));
  for (const i of fullBlocks(w, h, (i) => solution[i] === 1))
    problems.push(`tapa: the 2x2 block at ${cellName(i, w)} is shaded`);
  if (!isConnected(shaded, w, h)) problems.push("tapa: the shaded cells are divided");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A clue 2 in the middle of a 3x2 grid's top row.
  puzzle: { width: 3, height: 2, clues: [[], [2], [], [], [], []] },
  right: [1, 0, 0, 1, 0, 0],
  wrong: [1, 0, 1, 0, 0, 0], // two runs of 1, divided
};
