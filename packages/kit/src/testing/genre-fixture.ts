// The two names a genre's test file starts with: a reader of the genre's own texts, and an example read by
// it. Both come from the type itself (its default format, its examples), so every file reads them alike.
import type { Format, PlayModel } from "../types.js";

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

/** A type's play model, an example and a fresh attempt at it, from {@link playFixture}. */
export interface PlayFixture<Puzzle, Play extends Pick<PlayModel<Puzzle, unknown, unknown>, "newAttempt">> {
  /** The type's play model. */
  play: Play;
  /** The type's example `index` (by default its first), as {@link genreFixture} reads it. */
  puzzle: Puzzle;
  /** `play.newAttempt(puzzle)`: the attempt of a player who has not started. */
  fresh: ReturnType<Play["newAttempt"]>;
}

/**
 * What a play test starts with: the type's play model (it throws when the type has none), its example
 * `index` read by {@link genreFixture}, and a fresh attempt at it.
 */
export function playFixture<Puzzle, Play extends Pick<PlayModel<Puzzle, unknown, unknown>, "newAttempt">>(
  type: GenreFixtureOf<Puzzle> & { play?: Play },
  index = 0,
): PlayFixture<Puzzle, Play> {
  const { play } = type;
  if (!play) throw new RangeError("the type has no play model");
  const puzzle = genreFixture(type, index).example;
  return { play, puzzle, fresh: play.newAttempt(puzzle) as ReturnType<Play["newAttempt"]> };
}
