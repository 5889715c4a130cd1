// The independent check of a Slant answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { answerCheck, reach } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` (per cell 1 for `/`, 0 for `\`, row by row) as an answer to `puzzle` ({width,
 * height, clues}: per grid point, row by row, -1 none, -2 hidden, else how many diagonals end there); empty
 * when it is right: every clue counts the diagonals ending at its point, and the diagonals close no loop.
 */
export const check = answerCheck("gokigen", "cells", (puzzle, solution) => {
  const { width: w, height: h, clues } = puzzle;
  const problems = [];
  const point = (r, c) => r * (w + 1) + c;
  const segments = solution.map((v, i) => {
    const [r, c] = [Math.floor(i / w), i % w];
    if (v !== 0 && v !== 1) problems.push(`gokigen: cell ${i} holds ${v}`);
    return v === 1 ? [point(r, c + 1), point(r + 1, c)] : [point(r, c), point(r + 1, c + 1)];
  });
  const degree = new Array((w + 1) * (h + 1)).fill(0);
  for (const [a, b] of segments) {
    degree[a]++;
    degree[b]++;
  }
  clues.forEach((clue, p) => {
    if (clue >= 0 && degree[p] !== clue) problems.push(`gokigen: point ${p} has ${degree[p]}, not ${clue}`);
  });
  // A graph is a forest when its edges number its points less its components (counted by a walk).
  const next = degree.map(() => []);
  for (const [a, b] of segments) {
    next[a].push(b);
    next[b].push(a);
  }
  const seen = new Set();
  let parts = 0;
  for (let s = 0; s < degree.length; s++) {
    if (seen.has(s)) continue;
    parts++;
    for (const p of reach(s, (i) => next[i])) seen.add(p);
  }
  if (segments.length !== degree.length - parts) problems.push("gokigen: the diagonals close a loop");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A 2x2 with a 4 in the middle: only the X through the middle point meets it.
  puzzle: { width: 2, height: 2, clues: [-1, -1, -1, -1, 4, -1, -1, -1, -1] },
  right: [0, 1, 1, 0],
  wrong: [1, 0, 0, 1], // the diamond around the middle: a loop, and 0 at the middle
};
