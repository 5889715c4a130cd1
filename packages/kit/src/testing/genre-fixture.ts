// The two names a genre's test file starts with: a reader of the genre's own texts, and an example read by
// it. Both come from the type itself (its default format, its examples), so every file reads them alike.
import type { Format } from "../types.js";

/** What {@link genreFixture} reads a type's texts and examples with. */
export interface GenreFixtureOf<Puzzle> {
  /** The type's formats, the default (first) one first. */
  formats: readonly Pick<Format<Puzzle>, "parse">[];
  /** The type's examples. */
  examples: readonly { text: string }[];
}

/** A genre's reader and one of its examples, from {@link genreFixture}. */
export interface GenreFixture<Puzzle> {
  /** Reads a text in the type's default (first) format; throws its ParseError. */
  parse(text: string): Puzzle;
  /** The type's example `index` (by default its first), read by `parse`. */
  example: Puzzle;
}

/**
 * The type's default format's reader (its first format: the text format of a genre that has one, else its
 * puzz.link link) and its example `index` read by it, the two a genre's tests use most.
 */
export function genreFixture<Puzzle>(type: GenreFixtureOf<Puzzle>, index = 0): GenreFixture<Puzzle> {
  const format = type.formats[0];
  const shown = type.examples[index];
  if (!format || !shown) throw new RangeError(`the type has no format or no example ${index}`);
  const parse = (text: string) => format.parse(text);
  return { parse, example: parse(shown.text) };
}
