// The independent check of a Hashikake answer: the judge of this package's tests. It imports nothing but
// plain grid geometry (tooling/independent-checks), so it shares no code with the solver: it says what a
// solution must be from the rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck, reach } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, numbers}: each cell's number, -1 water,
 * -2 an island without a number); empty when it is right. `solution` has one entry per line between
 * neighbouring cells' centres, the horizontal ones first (height rows of width - 1), then the vertical ones
 * (height - 1 rows of width): 0 to 2 bridges. Walking from each island right and down: the lines up to the
 * next island hold one count; a line on water that reaches no island is empty; no water cell has a bridge
 * both across and down; every numbered island has its number of bridges; the islands with bridges are
 * joined; and some bridge is drawn (puzz.link takes an empty board as no answer, and lets an island without a
 * number have none).
 */
export const check = answerCheck("hashikake", "lines", (puzzle, solution) => {
  const { width: w, height: h, numbers } = puzzle;
  if (solution.some((v) => v !== 0 && v !== 1 && v !== 2)) return ["hashikake: a line holds not 0, 1 or 2"];
  const right = (i) => Math.floor(i / w) * (w - 1) + (i % w);
  const down = (i) => h * (w - 1) + i;
  const island = (i) => numbers[i] !== -1;
  const problems = [];
  const covered = new Set();
  // The water cells under a bridge across and under one down: compared once every bridge is known, as an
  // island's down bridge can pass a cell that a later island's (in reading order) bridge across passes.
  const underAcross = new Set();
  const underDown = new Set();
  const bridges = new Map();
  const edges = [];
  const add = (i, n) => bridges.set(i, (bridges.get(i) ?? 0) + n);
  for (let i = 0; i < w * h; i++) {
    if (!island(i)) continue;
    // Right, then down: the lines to the next island (or the edge).
    for (const [step, line, more] of [
      [1, right, (j) => j % w < w - 1],
      [w, down, (j) => j + w < w * h],
    ]) {
      const lines = [];
      let j = i;
      while (more(j)) {
        lines.push(line(j));
        j += step;
        if (island(j)) break;
      }
      if (lines.length === 0 || !island(j)) continue;
      const n = solution[lines[0]];
      for (const l of lines) covered.add(l);
      if (lines.some((l) => solution[l] !== n))
        problems.push(`hashikake: the bridge from ${i} to ${j} is broken`);
      if (n === 0) continue;
      add(i, n);
      add(j, n);
      edges.push([i, j]);
      for (let k = i + step; k !== j; k += step) (step === 1 ? underAcross : underDown).add(k);
    }
  }
  for (const k of underDown) if (underAcross.has(k)) problems.push(`hashikake: bridges cross at ${k}`);
  solution.forEach((v, l) => {
    if (v !== 0 && !covered.has(l)) problems.push(`hashikake: line ${l} joins no two islands`);
  });
  if (edges.length === 0) problems.push("hashikake: no bridge is drawn");
  numbers.forEach((n, i) => {
    if (n >= 0 && (bridges.get(i) ?? 0) !== n)
      problems.push(`hashikake: the island at ${i} has ${bridges.get(i) ?? 0} bridges, not ${n}`);
  });
  // The islands with bridges, joined by a search from one of them.
  const used = [...bridges.keys()];
  const bridged = (a) => edges.flatMap(([x, y]) => (x === a ? [y] : y === a ? [x] : []));
  if (used.length > 0 && reach(used[0], bridged).length !== used.length)
    problems.push("hashikake: the islands with bridges are not all joined");
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 3x2: 2 . 1 / 1 . .  (lines across 0-1 row 1, 2-3 row 2; down 4-6)
  puzzle: { width: 3, height: 2, numbers: [2, -1, 1, 1, -1, -1] },
  // 2 - 1 across the top, 2 | 1 down the left.
  right: [1, 1, 0, 0, 1, 0, 0],
  wrong: [2, 2, 0, 0, 1, 0, 0], // two bridges to the 1
};
