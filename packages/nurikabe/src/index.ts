/**
 * `@gridsmith/nurikabe`: Nurikabe as a Gridsmith puzzle type (a format, a solver on
 * `@gridsmith/constraint`, a checker, hints and a seeded generator).
 *
 * @packageDocumentation
 */
import type { PuzzleType, Step } from "@gridsmith/kit";
import { gridFormat } from "./format.js";
import { generate } from "./generate.js";
import { MAX_SIZE, type Params, type Puzzle, type Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { solve } from "./solve.js";

export { gridFormat } from "./format.js";
export type { Params, Puzzle, Solution } from "./puzzle.js";
export { buildModel, solve } from "./solve.js";

/** The next cell that can hold only one digit, given its row and column. */
function hint(puzzle: Puzzle, attempt?: Partial<Solution> | Solution): Step | null {
  const { size } = puzzle;
  const cells = puzzle.cells.map((g, i) => g || (attempt?.[i] ?? 0));
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] !== 0) continue;
    const row = Math.floor(i / size);
    const col = i % size;
    const seen = new Set(
      cells.filter((v, j) => v !== 0 && (Math.floor(j / size) === row || j % size === col)),
    );
    const left = [...Array(size).keys()].map((d) => d + 1).filter((d) => !seen.has(d));
    if (left.length === 1) {
      return {
        technique: "naked-single",
        message: `r${row + 1}c${col + 1} must be ${left[0]}: its row and column hold every other digit`,
        cells: [{ row, col }],
        because: {
          lines: [
            { axis: "row", index: row },
            { axis: "column", index: col },
          ],
        },
        deductions: [{ row, col, value: left[0] }],
      };
    }
  }
  return null;
}

/** Nurikabe as a Gridsmith puzzle type: what the catalog lists and the API, the site and the CLI serve. */
export const nurikabe: PuzzleType<Puzzle, Solution, Params> = {
  id: "nurikabe",
  title: "Nurikabe",
  description: "Fill the grid so every row and column holds each digit once.",
  formats: [gridFormat],
  validate,
  solve,
  check: (puzzle, attempt) => check(puzzle, attempt as number[]),
  hint,
  generate,
  cli: {
    generateOptions: { size: { type: "string" } },
    generateParams(values) {
      const size = Number(values.size ?? 4);
      if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE)
        throw new Error(`--size takes 1 to ${MAX_SIZE}`);
      return { size };
    },
  },
  solutionToText: (puzzle, solution) => gridFormat.serialize!({ size: puzzle.size, cells: solution }),
  examples: [{ name: "4x4", text: ".2.1\n1...\n....\n3.2.\n" }],
};
