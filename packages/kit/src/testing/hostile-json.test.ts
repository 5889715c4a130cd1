import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ParseError } from "../parse-error.js";
import { hostilePuzzleJson } from "./hostile-json.js";
import { latinSquare } from "./latin-square.js";

const example = { n: 3, cells: [1, 0, 0, 0, 2, 0, 0, 0, 3] };

describe("hostilePuzzleJson", () => {
  it("is the same for the same seed, and stays JSON and small", () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const text = hostilePuzzleJson(example, seed);
        expect(hostilePuzzleJson(example, seed)).toBe(text);
        expect(text.length).toBeLessThan(30_000);
        JSON.parse(text); // JSON, however deep
      }),
    );
    expect(example).toEqual({ n: 3, cells: [1, 0, 0, 0, 2, 0, 0, 0, 3] });
  });

  it("finds no hole in the latin square's fromJson: every variant reads or throws a ParseError", () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const value: unknown = JSON.parse(hostilePuzzleJson(example, seed));
        try {
          const puzzle = latinSquare.fromJson(value);
          expect(puzzle.cells).toHaveLength(puzzle.n * puzzle.n);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
        }
      }),
    );
  });
});
