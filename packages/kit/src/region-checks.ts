// The rules of the genres that divide a grid into regions by drawing borders (Sashigane, Tatamibari), read
// over the regions the borders close: a player's attempt for what more borders cannot mend, a whole answer
// for every rule, and in a whole answer every border drawn must part two regions.
import { type GridSize, regionsOf, strayBorders } from "./border-regions.js";
import { shapedCheck, shapedSolutionProblems, shapedValidate } from "./shaped-check.js";
import type { Problem } from "./types.js";

/** A border-regions attempt as `check` reads it: per edge, 1 a border, anything else none. */
export type BorderAttempt = readonly (number | null | undefined)[];

/** What a border-regions genre's rules say of the regions its borders close (see {@link regionChecks}). */
export interface RegionRules<Puzzle> {
  /** What makes a puzzle of the right shape not one (clues no region can meet, too many pieces to choose). */
  puzzle(puzzle: Puzzle): Problem[];
  /** An attempt's mistakes that no more borders can mend, over the `regions` its `border` edges close. */
  attempt(puzzle: Puzzle, regions: number[][], border: (edge: number) => boolean): Problem[];
  /** A whole answer's problems over the `regions` its `border` edges close (stray borders aside). */
  whole(puzzle: Puzzle, regions: number[][], border: (edge: number) => boolean): Problem[];
}

/**
 * A border-regions genre's `validate`, `check` and `solutionProblems`, each behind the shape checks
 * ({@link shapedValidate}, {@link shapedCheck}, {@link shapedSolutionProblems}): `rules.puzzle` of the puzzle,
 * `rules.attempt` over the regions an attempt's borders close, and `rules.whole` over a whole answer's,
 * followed by its borders that part no two regions ({@link strayBorders}).
 */
export function regionChecks<Puzzle extends GridSize>(
  shapeProblems: (puzzle: Puzzle) => Problem[],
  attemptProblems: (puzzle: Puzzle, attempt: unknown) => Problem[],
  rules: RegionRules<Puzzle>,
): {
  validate: (puzzle: Puzzle) => Problem[];
  check: (puzzle: Puzzle, attempt: BorderAttempt | null) => Problem[];
  solutionProblems: (puzzle: Puzzle, solution: readonly number[]) => Problem[];
} {
  return {
    validate: shapedValidate(shapeProblems, rules.puzzle),
    check: shapedCheck<Puzzle, BorderAttempt>(shapeProblems, attemptProblems, (puzzle, attempt) => {
      const border = (e: number) => attempt[e] === 1;
      return rules.attempt(puzzle, regionsOf(puzzle, border).regions, border);
    }),
    solutionProblems: shapedSolutionProblems(shapeProblems, attemptProblems, (puzzle, solution) => {
      const border = (e: number) => solution[e] === 1;
      const { regions, regionOf } = regionsOf(puzzle, border);
      return [...rules.whole(puzzle, regions, border), ...strayBorders(puzzle, solution, regionOf)];
    }),
  };
}
