import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check as independentCheck } from "../test-support/independent-check.mjs";
import { bruteForce } from "./brute.test-helpers.js";
import { puzzlinkFormat } from "./formats/puzzlink.js";
import { textFormat } from "./formats/text.js";
import { generate } from "./generate.js";
import { kakuro } from "./index.js";
import { isWhite, type Puzzle } from "./puzzle.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionError } from "./verify.js";

/** The cells that hold a given digit. */
function givensOf(puzzle: Puzzle): number[] {
  return puzzle.cells.flatMap((cell, i) => (isWhite(cell) && cell !== 0 ? [i] : []));
}

describe("generate", () => {
  it("makes valid puzzles with exactly one solution and no given digit, the same for the same seed", () => {
    for (const [rows, cols, density] of [
      [3, 3, undefined],
      [5, 7, undefined],
      [8, 8, 0.3],
      [7, 5, 0],
      [12, 12, undefined],
      [20, 6, 0.6],
      [4, 20, 0.1],
    ] as const) {
      for (const seed of [1, 2]) {
        const params = { rows, cols, ...(density === undefined ? {} : { density }) };
        const puzzle = generate(params, seed);
        expect(puzzle).toMatchObject({ rows, cols });
        expect(validate(puzzle)).toEqual([]);
        const result = solve(puzzle, { limit: 2 });
        expect(result.status).toBe("unique");
        expect(solutionError(puzzle, result.solutions[0]!)).toBeNull();
        expect(generate(params, seed)).toEqual(puzzle);
        // Clue row and clue column, as in printed kakuros.
        for (let c = 0; c < cols; c++) expect(isWhite(puzzle.cells[c])).toBe(false);
        for (let r = 0; r < rows; r++) expect(isWhite(puzzle.cells[r * cols])).toBe(false);
        // What it makes, the formats write and read back.
        expect(textFormat.parse(textFormat.serialize!(puzzle))).toEqual(puzzle);
        // No given digit: puzz.link's link (and printed kakuros) cannot hold one.
        expect(givensOf(puzzle), `${rows}x${cols} seed ${seed}`).toEqual([]);
        expect(puzzlinkFormat.parse(puzzlinkFormat.serialize!(puzzle))).toEqual(puzzle);
      }
    }
  }, 120_000);

  it("makes puzzles that a brute force, sharing no code with the package, finds one solution of", () => {
    expect(bruteForce(textFormat.parse("#   10\\ 10\\\n\\10 .   .\n\\10 .   .\n"), 10)).toHaveLength(8);
    for (const [rows, cols] of [
      [3, 3],
      [3, 5],
      [4, 4],
      [5, 3],
      [4, 5],
    ] as const) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const puzzle = generate({ rows, cols }, seed);
        expect(bruteForce(puzzle, 2), `${rows}x${cols} seed ${seed}`).toHaveLength(1);
      }
    }
  });

  it("makes, at any small size and density, unique puzzles with no given digit, as the independent check sees them", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 7 }),
        fc.integer({ min: 3, max: 7 }),
        fc.double({ min: 0.1, max: 0.6, noNaN: true }),
        fc.nat(1_000_000),
        (rows, cols, density, seed) => {
          const puzzle = generate({ rows, cols, density }, seed);
          expect(validate(puzzle)).toEqual([]);
          expect(givensOf(puzzle)).toEqual([]);
          const result = solve(puzzle, { limit: 2 });
          expect(result.status).toBe("unique");
          expect(independentCheck(puzzle, result.solutions[0]!)).toEqual([]);
          expect(puzzlinkFormat.parse(puzzlinkFormat.serialize!(puzzle))).toEqual(puzzle);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("makes 15x15 puzzles with no given digit, which took givens before black cells replaced them", () => {
    const puzzle = generate({ rows: 15, cols: 15 }, 1);
    expect(givensOf(puzzle)).toEqual([]);
    expect(solve(puzzle, { limit: 2 }).status).toBe("unique");
  });

  it("makes different puzzles for different seeds", () => {
    const texts = new Set(
      [1, 2, 3, 4].map((seed) => textFormat.serialize!(generate({ rows: 6, cols: 6 }, seed))),
    );
    expect(texts.size).toBe(4);
  });

  it("rejects parameters it cannot honour", () => {
    expect(() => generate({ rows: 2, cols: 5 }, 1)).toThrow("rows must be 3 to 20, got 2");
    expect(() => generate({ rows: 5, cols: 21 }, 1)).toThrow(
      "cols 21 is over the largest side the generator makes, 20",
    );
    expect(() => generate({ rows: 5, cols: 5, density: 0.9 }, 1)).toThrow(
      "density must be 0 to 0.6, got 0.9",
    );
    expect(() => generate({ rows: 5.5, cols: 5 }, 1)).toThrow(RangeError);
  });
});

describe("generator params", () => {
  const params = kakuro.params!.read;

  it("reads --size ROWSxCOLS or N, and --density", () => {
    expect(params({ size: "7x9" })).toEqual({ rows: 7, cols: 9, density: 0.25 });
    expect(params({ size: "6" })).toEqual({ rows: 6, cols: 6, density: 0.25 });
    expect(params({})).toEqual({ rows: 8, cols: 8, density: 0.25 });
    expect(params({ size: "5x5", density: "0.4" })).toEqual({ rows: 5, cols: 5, density: 0.4 });
    expect(kakuro.params!.fields.map((f) => f.name)).toEqual(["size", "density"]);
  });

  it("says what is wrong with a flag", () => {
    expect(() => params({ size: "big" })).toThrow("--size takes ROWSxCOLS or N (3 to 20), got 'big'");
    expect(() => params({ size: "2x9" })).toThrow("--size/--density: rows must be 3 to 20, got 2");
    expect(() => params({ size: "5", density: "lots" })).toThrow(
      "--size/--density: density must be 0 to 0.6, got NaN",
    );
  });

  it("gives the same puzzle for the same params and seed, however busy the machine", () => {
    // Node budgets, not time budgets, decide what it makes: a clock that jumps a second a read changes nothing.
    checkGenerateDeterministic(generate, { rows: 12, cols: 12 });
  });
});
