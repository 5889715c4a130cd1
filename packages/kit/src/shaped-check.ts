import { checkedSolutionProblems } from "./checked-solution.js";
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

/**
 * A genre's `validate` made from its shape check and what else keeps a puzzle of the right shape from being
 * one (clues or givens no answer can meet, too many pieces for the solver): the shape problems when there are
 * any, else `problems`', which is asked only about a puzzle of the right shape.
 */
export function shapedValidate<Puzzle>(
  shapeProblems: (puzzle: Puzzle) => Problem[],
  problems: (puzzle: Puzzle) => Problem[],
): (puzzle: Puzzle) => Problem[] {
  return (puzzle) => {
    const shape = shapeProblems(puzzle);
    return shape.length > 0 ? shape : problems(puzzle);
  };
}

/**
 * A genre's `solutionProblems` made from its shape checks and its rules over a whole answer: a puzzle or an
 * answer of the wrong shape answers every problem of their shapes; `problems` is asked only about a puzzle
 * and an answer of the right shape.
 */
export function shapedSolutionProblems<Puzzle>(
  shapeProblems: (puzzle: Puzzle) => Problem[],
  attemptProblems: (puzzle: Puzzle, attempt: unknown) => Problem[],
  problems: (puzzle: Puzzle, solution: readonly number[]) => Problem[],
): (puzzle: Puzzle, solution: readonly number[]) => Problem[] {
  return (puzzle, solution) => {
    const shape = [...shapeProblems(puzzle), ...attemptProblems(puzzle, solution)];
    return shape.length > 0 ? shape : problems(puzzle, solution);
  };
}

/**
 * A genre's `check` and `solutionProblems` from its shape checks (its from-json.ts's), its mistakes in an
 * attempt and its rules over a whole answer: `check` is {@link shapedCheck}'s, `solutionProblems`
 * {@link checkedSolutionProblems}' over that `check`.
 */
export function shapedChecks<Puzzle>(
  shapeProblems: (puzzle: Puzzle) => Problem[],
  attemptProblems: (puzzle: Puzzle, attempt: unknown) => Problem[],
  mistakes: (puzzle: Puzzle, attempt: CellAttempt) => Problem[],
  wholeProblems: (puzzle: Puzzle, solution: readonly number[]) => Problem[],
): {
  check: (puzzle: Puzzle, attempt: CellAttempt | null) => Problem[];
  solutionProblems: (puzzle: Puzzle, solution: readonly number[]) => Problem[];
} {
  const check = shapedCheck(shapeProblems, attemptProblems, mistakes);
  return { check, solutionProblems: checkedSolutionProblems(check, wholeProblems) };
}

/**
 * A shading genre's `check` and `solutionProblems` from one reading of its rules, `problems(puzzle, shaded,
 * whole, unshaded)`: over an attempt's shaded cells (`whole` false: what more shading cannot mend) and over a
 * whole answer's (`whole` true), each behind the shape checks ({@link shapedCheck}, {@link shapedSolutionProblems}).
 * `unshaded` says which cells are surely unshaded: an attempt's dots (-1), a whole answer's cells that are not
 * shaded; a rule that must not be broken by cells still undecided (Heyawake's runs through three rooms) reads it.
 */
export function shadingChecks<Puzzle>(
  shapeProblems: (puzzle: Puzzle) => Problem[],
  attemptProblems: (puzzle: Puzzle, attempt: unknown) => Problem[],
  problems: (
    puzzle: Puzzle,
    shaded: (cell: number) => boolean,
    whole: boolean,
    unshaded: (cell: number) => boolean,
  ) => Problem[],
): {
  check: (puzzle: Puzzle, attempt: CellAttempt | null) => Problem[];
  solutionProblems: (puzzle: Puzzle, solution: readonly number[]) => Problem[];
} {
  return {
    check: shapedCheck(shapeProblems, attemptProblems, (puzzle, attempt) =>
      problems(
        puzzle,
        (i) => attempt[i] === 1,
        false,
        (i) => attempt[i] === -1,
      ),
    ),
    solutionProblems: shapedSolutionProblems(shapeProblems, attemptProblems, (puzzle, solution) =>
      problems(
        puzzle,
        (i) => solution[i] === 1,
        true,
        (i) => solution[i] !== 1,
      ),
    ),
  };
}
