import type { Problem } from "./types.js";

/** An attempt as a genre's `check` reads it: a value a cell, row by row (null or missing: none). */
export type CellAttempt = readonly (number | null)[];

/**
 * A genre's `check` made from its shape checks (its from-json.ts's) and its own mistakes: a puzzle of the
 * wrong shape answers its shape problems, then an attempt of the wrong shape its attempt problems, and no
 * attempt answers none; `mistakes` is asked only about a puzzle and an attempt of the right shape (a
 * {@link CellAttempt} unless it says otherwise).
 */
export function shapedCheck<Puzzle, Attempt extends readonly unknown[] = CellAttempt>(
  shapeProblems: (puzzle: Puzzle) => Problem[],
  attemptProblems: (puzzle: Puzzle, attempt: unknown) => Problem[],
  mistakes: (puzzle: Puzzle, attempt: Attempt) => Problem[],
): (puzzle: Puzzle, attempt: Attempt | null) => Problem[] {
  return (puzzle, attempt) => {
    const shape = shapeProblems(puzzle);
    if (shape.length > 0) return shape;
    const wrong = attemptProblems(puzzle, attempt);
    if (wrong.length > 0 || attempt == null) return wrong;
    return mistakes(puzzle, attempt);
  };
}
