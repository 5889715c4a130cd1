import { describe, expect, it } from "vitest";
import type { Format } from "../types.js";
import { genreFixture, playFixture } from "./genre-fixture.js";

// A default format that reads a text as its length, and a second one that must not be used.
const length: Pick<Format<number>, "parse"> = { parse: (text) => text.length };
const never: Pick<Format<number>, "parse"> = {
  parse: () => {
    throw new Error("not the default format");
  },
};
const type = { formats: [length, never], examples: [{ text: "ab" }, { text: "abcd" }] };

describe("genreFixture", () => {
  it("reads with the type's first format, and reads its first example by default", () => {
    const { parse, example } = genreFixture(type);
    expect(parse("abc")).toBe(3);
    expect(example).toBe(2);
  });

  it("reads the example asked for", () => {
    expect(genreFixture(type, 1).example).toBe(4);
  });

  it("says so when the type has no such example or no format", () => {
    expect(() => genreFixture(type, 2)).toThrow("no example 2");
    expect(() => genreFixture({ formats: [], examples: type.examples })).toThrow(RangeError);
  });
});

describe("playFixture", () => {
  // A play model whose fresh attempt is the puzzle's number, negated: which puzzle it was made for shows.
  const play = { newAttempt: (puzzle: number) => [-puzzle] };

  it("gives the type's play model, the example asked for and a fresh attempt at it", () => {
    const fixture = playFixture({ ...type, play });
    expect(fixture.play).toBe(play);
    expect([fixture.puzzle, fixture.fresh]).toEqual([2, [-2]]);
    expect(playFixture({ ...type, play }, 1).fresh).toEqual([-4]);
  });

  it("says so when the type has no play model", () => {
    expect(() => playFixture(type)).toThrow("no play model");
  });
});
