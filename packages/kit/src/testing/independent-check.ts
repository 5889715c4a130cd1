// The declared shape of a package's `test-support/independent-check.mjs`: a checker written apart from the
// package, in plain JavaScript, so its tests and the bench judge solutions by rules the package did not write.

/** A rectangular grid with a number per cell, row by row (nurikabe's islands, slitherlink's edge counts). */
export interface CluedGrid {
  width: number;
  height: number;
  clues: number[];
}

/**
 * A rectangular grid puzzle as an independent check takes it: its size, a list of numbers under each key of
 * `Lists` (a cell's clue, room or given, row by row, or per place as the genre's check says), and any
 * other fields in `Extra` (star battle's stars per row).
 */
export type CheckedGrid<Lists extends string, Extra extends object = Record<never, never>> = {
  width: number;
  height: number;
} & Record<Lists, number[]> &
  Extra;

/**
 * What `test-support/independent-check.mjs` exports: `check`, the problems it finds in a solution of
 * `puzzle` (empty when the solution is right; `Judged` is what it takes, any value unless said), and
 * `sample`, a puzzle with a right and a wrong solution.
 */
export interface IndependentCheck<Puzzle, Solution = number[], Judged = unknown> {
  /** The problems found in `solution` of `puzzle`, each a sentence; empty when it is right. */
  check(puzzle: Puzzle, solution: Judged): string[];
  /** A puzzle with a right and a wrong solution, for a test that the check tells them apart. */
  sample: { puzzle: Puzzle; right: Solution; wrong: Solution };
}
