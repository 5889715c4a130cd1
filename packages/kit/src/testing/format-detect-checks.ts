// A format's round trip together with its detection: what it writes, it reads back, claims as its own, and the
// formats tried after it do not claim (so detection picks it before they misread the text).
import fc from "fast-check";
import type { Format } from "../types.js";
import { assertSame } from "./puzzle-type-checks.js";

/** Options of {@link checkFormatRoundTripDetected}. */
export interface RoundTripDetectedOptions {
  /** Formats that must not detect what `format` writes (those detection would otherwise pick for it). */
  notDetectedBy?: readonly Pick<Format<unknown>, "id" | "detect">[];
  /** Runs of the property; 100 by default. */
  numRuns?: number;
}

/**
 * What `format` writes of any puzzle of `valid`, it reads back as an equal puzzle and `detect`s, and none of
 * `notDetectedBy` detects it.
 */
export function checkFormatRoundTripDetected<P>(
  format: Format<P>,
  valid: fc.Arbitrary<P>,
  options: RoundTripDetectedOptions = {},
): void {
  const serialize = format.serialize;
  if (!serialize) throw new Error(`the ${format.id} format does not write`);
  const { notDetectedBy = [], numRuns = 100 } = options;
  fc.assert(
    fc.property(valid, (puzzle) => {
      const text = serialize(puzzle);
      assertSame(format.parse(text), puzzle, `${format.id} round trip`);
      if (!format.detect(text)) throw new Error(`the ${format.id} format does not detect what it writes`);
      for (const other of notDetectedBy)
        if (other.detect(text)) throw new Error(`the ${other.id} format detects what ${format.id} writes`);
    }),
    { numRuns, includeErrorInReport: true },
  );
}
