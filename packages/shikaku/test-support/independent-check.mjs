// The independent check of a Shikaku answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import { borderRegions, boxOf, cellName } from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues}: -1 no number, -2 a number not
 * given, else the number); empty when it is right. `solution` is a border answer, 1 a border (its layout:
 * `borderBetween` in tooling/independent-checks). The outline has none; the borders cut the grid into
 * rectangles, each holding one number equal to its area, and no border ends inside a rectangle.
 */
export function check(puzzle, solution) {
  const { width: w, height: h, clues } = puzzle;
  const { regions, problems } = borderRegions(solution, w, h, "shikaku");
  if (!regions) return problems;
  regions.forEach((cells) => {
    const { tall, wide } = boxOf(cells, w);
    const at = cellName(cells[0], w);
    if (tall * wide !== cells.length) problems.push(`shikaku: the region at ${at} is not a rectangle`);
    const numbers = cells.filter((i) => clues[i] !== -1);
    if (numbers.length !== 1) problems.push(`shikaku: the region at ${at} holds ${numbers.length} numbers`);
    else if (clues[numbers[0]] !== -2 && clues[numbers[0]] !== cells.length)
      problems.push(`shikaku: the region at ${at} has ${cells.length} cells, not ${clues[numbers[0]]}`);
  });
  return problems;
}

/** A puzzle with a right answer and a wrong one, so the tests can show this check fails when it should. */
export const sample = {
  // 2 .
  // . 2
  puzzle: { width: 2, height: 2, clues: [2, -1, -1, 2] },
  // Horizontal segments 0-5 (three lines of two), vertical 6-11 (two lines of three).
  right: [0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0], // two rows of two: the middle line
  wrong: [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], // half the middle line: one region, both numbers
};
