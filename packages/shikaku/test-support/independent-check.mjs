// The independent check of a Shikaku answer: the judge of this package's tests and of tooling/consumers. It
// imports nothing but plain grid geometry (tooling/independent-checks), so it shares no code with the solver:
// it says what a solution must be from the rules alone. Not published (`files` in package.json leaves it
// out).
import {
  borderBetween,
  borderEdges,
  bordersOnOutline,
  boxOf,
  cellName,
  idleBorders,
  pieces,
} from "../../../tooling/independent-checks/grid.mjs";

/**
 * Problems with `solution` as an answer to `puzzle` ({width, height, clues}: -1 no number, -2 a number not
 * given, else the number); empty when it is right. `solution` has one entry per segment of the grid lines,
 * the horizontal ones first ((height + 1) lines of width, top to bottom), then the vertical ones (height lines
 * of width + 1): 1 a border. The outline has none; the borders cut the grid into rectangles, each holding one
 * number equal to its area, and no border ends inside a rectangle.
 */
export function check(puzzle, solution) {
  const { width: w, height: h, clues } = puzzle;
  const edges = borderEdges(w, h);
  if (!Array.isArray(solution) || solution.length !== edges)
    return [`shikaku: ${solution?.length} edges, expected ${edges}`];
  const problems = [];
  if (bordersOnOutline(solution, w, h)) problems.push("shikaku: a border on the outline");
  const border = borderBetween(solution, w, h);
  const regions = pieces(w, h, (i, j) => !border(i, j));
  regions.forEach((cells) => {
    const { tall, wide } = boxOf(cells, w);
    const at = cellName(cells[0], w);
    if (tall * wide !== cells.length) problems.push(`shikaku: the region at ${at} is not a rectangle`);
    const numbers = cells.filter((i) => clues[i] !== -1);
    if (numbers.length !== 1) problems.push(`shikaku: the region at ${at} holds ${numbers.length} numbers`);
    else if (clues[numbers[0]] !== -2 && clues[numbers[0]] !== cells.length)
      problems.push(`shikaku: the region at ${at} has ${cells.length} cells, not ${clues[numbers[0]]}`);
  });
  // A border between two cells of one region ends inside it.
  for (const [i] of idleBorders(solution, w, h, regions))
    problems.push(`shikaku: a border inside the region at ${cellName(i, w)}`);
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
