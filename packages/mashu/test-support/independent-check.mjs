// The independent check of a Masyu answer: the judge of this package's tests. It imports nothing but plain
// grid geometry (tooling/independent-checks), so it shares no code with the solver: it says what a solution
// must be from the rules alone. Not published (`files` in package.json leaves it out).
import { answerCheck, lineLinks, reach } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, pearls}: 0 none, 1 white, 2 black);
 * empty when it is right. `solution` has one entry per line between neighbouring cells' centres, the
 * horizontal ones first (height rows of width - 1), then the vertical ones (height - 1 rows of width): 1 on
 * the loop. The lines make one closed loop without branches through every pearl; it goes straight through
 * a white pearl and turns in at least one cell beside it, and turns on a black pearl and goes straight
 * through both cells beside it.
 */
export const check = answerCheck("mashu", "lines", (puzzle, solution) => {
  const { width: w, height: h, pearls } = puzzle;
  const right = (r, c) => c < w - 1 && solution[r * (w - 1) + c] === 1;
  const down = (r, c) => r < h - 1 && solution[h * (w - 1) + r * w + c] === 1;
  // [up, down, left, right] at each cell.
  const way = (r, c) => [r > 0 && down(r - 1, c), down(r, c), c > 0 && right(r, c - 1), right(r, c)];
  const deg = (r, c) => way(r, c).filter(Boolean).length;
  const isStraight = (r, c) => {
    const [u, d, l, x] = way(r, c);
    return (u && d) || (l && x);
  };
  const problems = [];
  let start = null;
  let total = 0;
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const n = deg(r, c);
      if (n !== 0 && n !== 2) problems.push(`mashu: r${r + 1}c${c + 1} has ${n} lines`);
      if (n > 0) {
        total++;
        start ??= [r, c];
      }
      const p = pearls[r * w + c];
      if (p === 0) continue;
      if (n !== 2) {
        problems.push(`mashu: the pearl at r${r + 1}c${c + 1} is off the loop`);
        continue;
      }
      const [u, d, l, x] = way(r, c);
      const next = [
        [u, r - 1, c],
        [d, r + 1, c],
        [l, r, c - 1],
        [x, r, c + 1],
      ].filter(([on]) => on);
      if (p === 1 && !isStraight(r, c))
        problems.push(`mashu: the loop turns on the white pearl at r${r + 1}c${c + 1}`);
      if (p === 1 && next.every(([, y, z]) => isStraight(y, z)))
        problems.push(`mashu: no turn beside the white pearl at r${r + 1}c${c + 1}`);
      if (p === 2 && isStraight(r, c))
        problems.push(`mashu: the loop goes straight on the black pearl at r${r + 1}c${c + 1}`);
      if (p === 2 && !next.every(([, y, z]) => isStraight(y, z)))
        problems.push(`mashu: a turn beside the black pearl at r${r + 1}c${c + 1}`);
    }
  if (start === null) return [...problems, "mashu: no loop"];
  // One loop: a walk from one cell meets every cell with lines.
  if (reach(start[0] * w + start[1], lineLinks(solution, w, h)).length !== total)
    problems.push(`mashu: the lines make more than one loop`);
  return problems;
});

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // A black pearl in the corner of a 3x3: the loop around the grid turns on it, straight on either side.
  puzzle: { width: 3, height: 3, pearls: [2, 0, 0, 0, 0, 0, 0, 0, 0] },
  // Lines across 0-5 (three rows of two), down 6-11 (two rows of three): the whole outline.
  right: [1, 1, 0, 0, 1, 1, 1, 0, 1, 1, 0, 1],
  wrong: [1, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0], // a 2x2 square: the black pearl's neighbour r1c2 turns
};
