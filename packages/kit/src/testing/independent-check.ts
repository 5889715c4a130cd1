// The declared shape of a package's `test-support/independent-check.mjs`: a checker written apart from the
// package, in plain JavaScript, so its tests and the bench judge solutions by rules the package did not write.

/** A rectangular grid with a number per cell, row by row (nurikabe's islands, slitherlink's edge counts). */
export interface CluedGrid {
  width: number;
  height: number;
  clues: number[];
}

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
