import fc from "fast-check";
import { expect } from "vitest";
import type { Format } from "../types.js";
import { assertSame } from "./puzzle-type-checks.js";

/**
 * What `format` writes of any puzzle of `valid`, it reads back as an equal puzzle (100 runs by default): the
 * round trip each format of a type promises, for the type's format tests.
 */
export function checkFormatRoundTrip<P>(format: Format<P>, valid: fc.Arbitrary<P>, numRuns = 100): void {
  const serialize = format.serialize;
  if (!serialize) throw new Error(`the ${format.id} format does not write`);
  fc.assert(
    fc.property(valid, (puzzle) =>
      assertSame(format.parse(serialize(puzzle)), puzzle, `${format.id} round trip`),
    ),
    { numRuns, includeErrorInReport: true },
  );
}

/**
 * Asserts that a genre's pzprv3 file keeps any answer: `write(puzzle, answer)` read back by `read` gives the
 * puzzle and the answer, for `answers` of `length(puzzle)` entries of 0 to `max` (0 and 1 unless given).
 */
export function checkAnswerFileRoundTrip<P>(options: {
  puzzles: fc.Arbitrary<P>;
  length(puzzle: P): number;
  write(puzzle: P, answer: number[]): string;
  read(text: string): { puzzle: P; answer: number[] };
  /** The largest entry of an answer (1 unless given; 2 for Hashikake's double bridges). */
  max?: number;
  numRuns?: number;
}): void {
  fc.assert(
    fc.property(
      options.puzzles.chain((puzzle) =>
        fc
          .array(fc.constantFrom(...Array.from({ length: (options.max ?? 1) + 1 }, (_, v) => v)), {
            minLength: options.length(puzzle),
            maxLength: options.length(puzzle),
          })
          .map((answer) => ({ puzzle, answer })),
      ),
      ({ puzzle, answer }) => {
        expect(options.read(options.write(puzzle, answer))).toEqual({ puzzle, answer });
      },
    ),
    { numRuns: options.numRuns ?? 50 },
  );
}
