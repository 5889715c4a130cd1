// The limits cases of the genres whose text format is their own (a frame of clues, dots between cells, clues
// on the grid's points): what is alike (the example, reading the oversized text with the type's default
// format, an attempt of one entry a cell, the generator's sizes) is here; each genre's test passes its data.
import type fc from "fast-check";
import type { PresetTypeOf } from "./contract-presets.js";
import { genreFixture } from "./genre-fixture.js";
import type { LimitsContractOptions } from "./limits-contract.js";

/** What a genre read from a text of its own shape tells {@link ownTextLimits}. */
export interface OwnTextLimitsOf<Puzzle extends { width: number; height: number }> {
  /** The genre's `fromJson`. */
  fromJson(value: unknown): Puzzle;
  /** The genre's puzzles of the right shape. */
  valid: fc.Arbitrary<Puzzle>;
  /** The puzzle's JSON besides width and height (see {@link LimitsContractOptions}). */
  json: LimitsContractOptions<Puzzle>["json"];
  /** A text one row or column past the largest side, read with the type's default format, and its error. */
  oversized: { text: string; error: string };
  /** A puzzle of the genre, for check, hint and the attempts; by default the type's first example. */
  example?: Puzzle;
  /**
   * The largest value of an attempt's entry, and its length where it is not one entry a cell of the
   * example (an entry an edge).
   */
  attempt: { max: number; length?: number };
  /** A size below the range that `generate` refuses, and what the params say of a billion. */
  generate: { tooSmall: number; sizeError: string };
}

/**
 * The limits and fromJson cases of a genre read from a text of its own shape (Building, Easy as ABC, Kropki,
 * Gokigen, Star Battle, Tentaisho, Creek): its valid puzzles, its JSON, a text of dots over the text limit,
 * its oversized text, an attempt at its example of one entry a cell unless told, and generator sizes a
 * billion, `tooSmall` and 2.5.
 */
export function ownTextLimits<Puzzle extends { width: number; height: number }>(
  type: PresetTypeOf<Puzzle>,
  of: OwnTextLimitsOf<Puzzle>,
): LimitsContractOptions<Puzzle> {
  const fixture = genreFixture(type);
  const example = of.example ?? fixture.example;
  const { max, length = example.width * example.height } = of.attempt;
  return {
    fromJson: of.fromJson,
    valid: of.valid,
    json: of.json,
    oversized: { read: () => fixture.parse(of.oversized.text), error: of.oversized.error },
    puzzle: example,
    attempt: { length, max },
    generate: { badSizes: [1e9, of.generate.tooSmall, 2.5], sizeError: of.generate.sizeError },
  };
}
