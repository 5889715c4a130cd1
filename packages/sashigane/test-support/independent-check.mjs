// The independent check of a Sashigane answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { borderRegions } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues}: -1 nothing, -2 `?`, -3 a circle,
 * -4 to -7 an arrow up, down, left, right, 0 or more a circled number); empty when it is right. `solution` is
 * a border answer, 1 a border (its layout: `borderBetween` in tooling/independent-checks). The outline has
 * none; the borders cut the grid into L shapes one cell wide, a circle is its L's corner (a number is the L's
 * size), an arrow is at the end of an arm and points along it, and no border ends inside an L.
 */
export function check(puzzle, solution) {
  const { width: w, height: h, clues } = puzzle;
  const { regions, problems } = borderRegions(solution, w, h, "sashigane");
  if (!regions) return problems;
  for (const cells of regions) {
    const inside = new Set(cells);
    const at = `r${Math.floor(cells[0] / w) + 1}c${(cells[0] % w) + 1}`;
    // An L one cell wide: a cell with exactly two neighbours in it, at a right angle, from which two
    // straight arms run, covering the region.
    const ways = (i) => {
      const r = Math.floor(i / w);
      const c = i % w;
      return [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ].filter(([dr, dc]) => {
        const y = r + dr;
        const x = c + dc;
        return y >= 0 && y < h && x >= 0 && x < w && inside.has(y * w + x);
      });
    };
    let shape = null;
    for (const i of cells) {
      const ws = ways(i);
      if (ws.length !== 2 || ws[0][0] === -ws[1][0] || ws[0][1] === -ws[1][1]) continue;
      const arms = ws.map(([dr, dc]) => {
        const arm = [];
        let y = Math.floor(i / w) + dr;
        let x = (i % w) + dc;
        while (y >= 0 && y < h && x >= 0 && x < w && inside.has(y * w + x)) {
          arm.push(y * w + x);
          y += dr;
          x += dc;
        }
        return { arm, dr, dc };
      });
      if (1 + arms[0].arm.length + arms[1].arm.length === cells.length) shape = { corner: i, arms };
    }
    if (shape === null) {
      problems.push(`sashigane: the region at ${at} is not an L one cell wide`);
      continue;
    }
    for (const i of cells) {
      const clue = clues[i];
      if ((clue === -3 || clue >= 0) && i !== shape.corner)
        problems.push(`sashigane: a circle off its L's corner at ${at}`);
      if (clue >= 0 && clue !== cells.length)
        problems.push(`sashigane: the L at ${at} has ${cells.length} cells, not ${clue}`);
      if (clue <= -4 && clue >= -7) {
        const arm = shape.arms.find((a) => a.arm[a.arm.length - 1] === i);
        // The arrow at an arm's end points back along it, against the arm's direction.
        const dir =
          arm &&
          [-4, -5, -6, -7][
            [-1, 1, 0, 0].findIndex((dr, k) => dr === -arm.dr && [0, 0, -1, 1][k] === -arm.dc)
          ];
        if (clue !== dir) problems.push(`sashigane: an arrow not at an end pointing to the corner at ${at}`);
      }
    }
  }
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // o3 <  .
  // .  .  o
  puzzle: { width: 3, height: 2, clues: [3, -6, -1, -1, -1, -3] },
  // Horizontal segments 0-8 (three lines of three), vertical 9-16 (two lines of four).
  right: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0], // two L's of three cells
  wrong: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // one region of six cells
};
