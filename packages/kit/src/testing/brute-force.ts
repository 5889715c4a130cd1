// A solver's exact count against brute force: on small puzzles, every 0/1 answer is tried by the genre's own
// check, and the solver must find as many, each one right by a second judge when one is given.
import fc from "fast-check";
import { expect } from "vitest";

/** Options of {@link checkCountsByBruteForce}. */
export interface BruteForceOptions<P> {
  /** Small puzzles: 2 ^ `length` answers each are tried. */
  puzzles: fc.Arbitrary<P>;
  /** How many 0/1 entries an answer to `puzzle` has. */
  length(puzzle: P): number;
  /** The problems with an answer (the package's independent check); none means it is right. */
  check(puzzle: P, answer: number[]): readonly unknown[];
  /** The solver, asked for every solution. */
  solve(puzzle: P): { solutionCount: number; solutions: number[][] };
  /** A second judge of the solver's first three answers (puzz.link's checker): true when right. */
  judge?(puzzle: P, answer: number[]): boolean;
  numRuns?: number;
}

/**
 * Asserts that the solver counts what brute force counts: for each puzzle, the 0/1 answers `check` accepts,
 * enumerated, are as many as the solver's solutions, and `judge` accepts the first three of those.
 */
export function checkCountsByBruteForce<P>(options: BruteForceOptions<P>): void {
  fc.assert(
    fc.property(options.puzzles, (puzzle) => {
      const n = options.length(puzzle);
      let count = 0;
      for (let mask = 0; mask < 2 ** n; mask++) {
        const answer = Array.from({ length: n }, (_, k) => Math.floor(mask / 2 ** k) % 2);
        if (options.check(puzzle, answer).length === 0) count++;
      }
      const result = options.solve(puzzle);
      expect(result.solutionCount).toBe(count);
      for (const s of result.solutions.slice(0, 3)) expect(options.judge?.(puzzle, s) ?? true).toBe(true);
    }),
    { numRuns: options.numRuns ?? 100 },
  );
}
