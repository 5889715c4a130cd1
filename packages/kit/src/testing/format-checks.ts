import fc from "fast-check";
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
