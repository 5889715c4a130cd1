// The independent check of a Slitherlink answer: the judge of this package's tests, of the bench and of
// tooling/consumers, which runs it on answers from Node and workerd. It imports nothing but plain grid
// geometry (tooling/independent-checks), so it shares no code with the solver: it says what a solution must
// be from the rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck, reach } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues: -1 or 0-4 row by row}); empty
 * when it is right. The answer is one 0/1 per edge: the (height+1) rows of `width` horizontal edges from the
 * top, then the `height` rows of (width+1) vertical edges. Right means: each clue counts the lines around its
 * cell, and the lines form one closed loop (every point has 0 or 2 lines, and the lines are all connected).
 */
export const check = answerCheck("slitherlink", "edges", (puzzle, solution) => {
  const { width: w, height: h, clues } = puzzle;
  if (solution.some((v) => v !== 0 && v !== 1)) return ["slitherlink: an edge is not 0 or 1"];
  const across = (r, c) => solution[r * w + c];
  const down = (r, c) => solution[(h + 1) * w + r * (w + 1) + c];
  const problems = [];
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const clue = clues[r * w + c];
      const lines = across(r, c) + across(r + 1, c) + down(r, c) + down(r, c + 1);
      if (clue >= 0 && lines !== clue)
        problems.push(`slitherlink: r${r + 1}c${c + 1} has ${lines} lines around its ${clue}`);
    }
  // Points are (r, c) for r in 0..h, c in 0..w; list each point's neighbours along lines.
  const next = new Map();
  const link = (a, b) => {
    next.set(a, [...(next.get(a) ?? []), b]);
    next.set(b, [...(next.get(b) ?? []), a]);
  };
  for (let r = 0; r <= h; r++)
    for (let c = 0; c < w; c++) if (across(r, c) === 1) link(`${r},${c}`, `${r},${c + 1}`);
  for (let r = 0; r < h; r++)
    for (let c = 0; c <= w; c++) if (down(r, c) === 1) link(`${r},${c}`, `${r + 1},${c}`);
  if (next.size === 0) return [...problems, "slitherlink: there is no loop"];
  for (const [p, ns] of next)
    if (ns.length !== 2) problems.push(`slitherlink: point ${p} has ${ns.length} lines`);
  // Walk the loop from one point: a single loop visits every point that has lines.
  const start = next.keys().next().value;
  if (reach(start, (p) => next.get(p)).length !== next.size)
    problems.push("slitherlink: the lines form more than one piece");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 2x1 cells: "3." — the loop around both cells, or around the left one only (which breaks nothing but the 3).
  puzzle: { width: 2, height: 1, clues: [3, -1] },
  // horizontal: top row (2), bottom row (2); vertical: one row of 3.
  right: [1, 1, 1, 1, 1, 0, 1],
  wrong: [1, 0, 1, 0, 1, 1, 0], // a loop around the left cell: 4 lines around its 3
};
