// The independent check of a Tatamibari answer: the judge of this package's tests and of tooling/consumers.
// It imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the
// solver: it says what a solution must be from the rules alone. Not published (`files` in package.json leaves
// it out).
import { borderRegions, boxOf, cellName } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues}: -1 nothing, -2 `?`, 1 `+`, 2
 * `|`, 3 `-`); empty when it is right. `solution` is a border answer, 1 a border (its layout: `borderBetween`
 * in tooling/independent-checks). The outline has none; the borders cut the grid into rectangles each holding
 * one symbol (+ a square, | taller than wide, - wider than tall), no four rectangles meet at a point, and no
 * border ends inside a rectangle.
 */
export function check(puzzle, solution) {
  const { width: w, height: h, clues } = puzzle;
  const { regions, problems } = borderRegions(solution, w, h, "tatamibari");
  if (!regions) return problems;
  const horizontal = (line, c) => solution[line * w + c] === 1; // the segment on line `line` (0 top) at column c
  const vertical = (r, line) => solution[(h + 1) * w + r * (w + 1) + line] === 1;
  for (const cells of regions) {
    const { tall, wide } = boxOf(cells, w);
    const name = cellName(cells[0], w);
    if (tall * wide !== cells.length) problems.push(`tatamibari: the region at ${name} is not a rectangle`);
    const symbols = cells.map((i) => clues[i]).filter((s) => s !== -1);
    if (symbols.length !== 1)
      problems.push(`tatamibari: the region at ${name} holds ${symbols.length} symbols`);
    else if (
      (symbols[0] === 1 && tall !== wide) ||
      (symbols[0] === 2 && tall <= wide) ||
      (symbols[0] === 3 && wide <= tall) ||
      ![-2, 1, 2, 3].includes(symbols[0])
    )
      problems.push(`tatamibari: the ${tall}x${wide} region at ${name} has the wrong shape for its symbol`);
  }
  for (let r = 1; r < h; r++)
    for (let c = 1; c < w; c++)
      if (horizontal(r, c - 1) && horizontal(r, c) && vertical(r - 1, c) && vertical(r, c))
        problems.push(`tatamibari: four rectangles meet below and right of r${r}c${c}`);
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // - .
  // + +
  puzzle: { width: 2, height: 2, clues: [3, -1, 1, 1] },
  // Horizontal segments 0-5 (three lines of two), vertical 6-11 (two lines of three).
  right: [0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 0], // a 1x2 on top, two 1x1 below
  wrong: [0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 0], // four 1x1: the - is square, and four meet
};
