import type { CliHooks, PuzzleSource, SolveResult } from "@gridsmith/kit";
import { boxedGridText, cellsText } from "./formats/index.js";
import { type GenerateParams, resolveGenerateParams, SYMMETRIES, type Symmetry } from "./generate.js";
import { SIZES, type Sudoku, type SudokuSolution } from "./grid.js";
import { LEVELS, type Level } from "./logic/ladder.js";

const SEPARATOR = "=".repeat(9);

/**
 * The seed's text for one solved file (Shipman's `sudoku` script): a blank line, `========= NAME =========`,
 * the starting grid, `--- Solution #N:` and each grid, `Number of solutions found: N`, the time. What the seed
 * left unsaid is added after those lines: that the search stopped at the limit, ran out of time, or that there
 * is no solution.
 */
export function formatSolve(
  input: PuzzleSource,
  puzzle: Sudoku,
  result: SolveResult<SudokuSolution>,
): string {
  let out = `\n${SEPARATOR} ${input.source} ${SEPARATOR}\n${boxedGridText(puzzle)}`;
  result.solutions.forEach((s, i) => {
    out += `\n--- Solution #${i + 1}:\n${boxedGridText({ size: puzzle.size, cells: s.cells })}`;
  });
  out += `\nNumber of solutions found: ${result.solutionCount}\n`;
  out += `Elapsed cpu time: ${(result.stats.ms / 1000).toFixed(2)} seconds.\n`;
  if (result.status === "none") out += "The puzzle has no solution.\n";
  else if (result.status === "timeout") out += "The time limit ran out before the search was complete.\n";
  else if (!result.complete) {
    out += `The search stopped after ${result.solutionCount} solutions; --all finds and counts them all.\n`;
  }
  return out;
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !allowed.includes(value as T)) {
    throw new RangeError(`--${name} must be one of ${allowed.join(", ")}, got '${String(value)}'`);
  }
  return value as T;
}

/** `generate`'s flags (`--difficulty`, `--size`, `--symmetry`) as {@link GenerateParams}. */
export function generateParams(values: Record<string, unknown>): GenerateParams {
  const raw = values.size;
  if (raw !== undefined && (typeof raw !== "string" || !/^\d{1,12}$/.test(raw.trim())))
    throw new RangeError(`--size takes one of ${SIZES.join(", ")}, got '${String(raw).slice(0, 20)}'`);
  const size = raw === undefined ? undefined : Number(raw);
  return resolveGenerateParams({
    size,
    difficulty: oneOf<Level>("difficulty", values.difficulty, LEVELS),
    symmetry: oneOf<Symmetry>("symmetry", values.symmetry, SYMMETRIES),
  });
}

/** How sudoku appears on a command line: the seed's layout for `solve`, the generator's flags. */
export const cliHooks: CliHooks<Sudoku, SudokuSolution, GenerateParams> = {
  formatSolve,
  solutionToJson: (_puzzle, solution) => cellsText(solution.cells),
  generateOptions: {
    difficulty: { type: "string" },
    size: { type: "string" },
    symmetry: { type: "string" },
  },
  generateParams,
};
