import { describe, expect, it } from "vitest";
import { textFormat } from "./formats/text.js";
import { generate } from "./generate.js";
import { kakuro } from "./index.js";
import { isWhite } from "./puzzle.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";
import { solutionError } from "./verify.js";

describe("generate", () => {
  it("makes valid puzzles with exactly one solution, the same for the same seed", () => {
    for (const [rows, cols, density] of [
      [3, 3, undefined],
      [5, 7, undefined],
      [8, 8, 0.3],
      [7, 5, 0],
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
      }
    }
  }, 120_000);

  it("makes different puzzles for different seeds", () => {
    const texts = new Set(
      [1, 2, 3, 4].map((seed) => textFormat.serialize!(generate({ rows: 6, cols: 6 }, seed))),
    );
    expect(texts.size).toBe(4);
  });

  it("rejects parameters it cannot honour", () => {
    expect(() => generate({ rows: 2, cols: 5 }, 1)).toThrow("rows must be 3 to 20, got 2");
    expect(() => generate({ rows: 5, cols: 21 }, 1)).toThrow("cols must be 3 to 20, got 21");
    expect(() => generate({ rows: 5, cols: 5, density: 0.9 }, 1)).toThrow(
      "density must be 0 to 0.6, got 0.9",
    );
    expect(() => generate({ rows: 5.5, cols: 5 }, 1)).toThrow(RangeError);
  });
});

describe("command-line hooks", () => {
  const params = kakuro.cli!.generateParams!;

  it("reads --size ROWSxCOLS or N, and --density", () => {
    expect(params({ size: "7x9" })).toEqual({ rows: 7, cols: 9, density: 0.25 });
    expect(params({ size: "6" })).toEqual({ rows: 6, cols: 6, density: 0.25 });
    expect(params({})).toEqual({ rows: 8, cols: 8, density: 0.25 });
    expect(params({ size: "5x5", density: "0.4" })).toEqual({ rows: 5, cols: 5, density: 0.4 });
    expect(kakuro.cli!.generateOptions).toEqual({ size: { type: "string" }, density: { type: "string" } });
  });

  it("says what is wrong with a flag", () => {
    expect(() => params({ size: "big" })).toThrow("--size takes ROWSxCOLS or N (3 to 20), got 'big'");
    expect(() => params({ size: "2x9" })).toThrow("--size/--density: rows must be 3 to 20, got 2");
    expect(() => params({ size: "5", density: "lots" })).toThrow(
      "--size/--density: density must be 0 to 0.6, got NaN",
    );
  });
});
