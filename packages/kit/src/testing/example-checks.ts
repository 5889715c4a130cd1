import { detectFormat } from "../formats.js";
import type { PuzzleType } from "../types.js";

/** An example of a type, read and solved by {@link checkExamplesUnique}. */
export interface SolvedExample<Puzzle, Solution> {
  name: string;
  puzzle: Puzzle;
  solution: Solution;
}

/**
 * Every example of `type`, read by the format detection picks, has exactly one solution, and `check` (the
 * package's independent check, sharing no code with the solver) finds no problem in it. Throws naming the
 * first example that fails; returns the examples with their solutions, for further checks of a type's own.
 */
export function checkExamplesUnique<Puzzle, Solution>(
  // biome-ignore lint/suspicious/noExplicitAny: any params, attempt and step; only solving is used.
  type: PuzzleType<Puzzle, Solution, any, any, any>,
  check: (puzzle: Puzzle, solution: Solution) => string[],
): SolvedExample<Puzzle, Solution>[] {
  if (type.examples.length === 0) throw new Error(`${type.id} has no examples`);
  return type.examples.map(({ name, text }) => {
    const puzzle = detectFormat(type.formats, text).parse(text);
    const result = type.solve(puzzle);
    if (result.status !== "unique")
      throw new Error(`${type.id} example ${name}: the solver says ${result.status}, not unique`);
    const solution = result.solutions[0]!;
    const problems = check(puzzle, solution);
    if (problems.length > 0)
      throw new Error(`${type.id} example ${name}: the independent check says ${problems.join("; ")}`);
    return { name, puzzle, solution };
  });
}
