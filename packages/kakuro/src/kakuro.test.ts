import { ParseError } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridFormat, kakuro } from "./index.js";

// An independent judge: every row and column is a permutation of 1..n and the givens are kept.
function isSolution(size: number, givens: number[], cells: number[]): boolean {
  const full = (values: number[]) =>
    [...values].sort((a, b) => a - b).join() === [...Array(size).keys()].map((d) => d + 1).join();
  for (let k = 0; k < size; k++) {
    if (!full(cells.slice(k * size, (k + 1) * size))) return false;
    if (!full(cells.filter((_, i) => i % size === k))) return false;
  }
  return givens.every((g, i) => g === 0 || g === cells[i]);
}

describe("kakuro format", () => {
  it("reads and writes the example", () => {
    const text = kakuro.examples[0]!.text;
    expect(gridFormat.serialize!(gridFormat.parse(text))).toBe(text);
    expect(gridFormat.detect(text)).toBe(true);
  });

  it("says where a mistake is", () => {
    expect(() => gridFormat.parse("12\n1x\n")).toThrow("line 2, column 2: 'x' is not a digit 1-2 or '.'");
    expect(() => gridFormat.parse("12\n1\n")).toThrow("line 2, column 2: row has 1 cells; expected 2");
    expect(() => gridFormat.parse("\n\n")).toThrow(ParseError);
  });

  it("never throws anything but ParseError on any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          gridFormat.parse(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
        }
      }),
    );
  });
});

describe("kakuro solver", () => {
  it("solves the example uniquely and correctly", () => {
    const puzzle = gridFormat.parse(kakuro.examples[0]!.text);
    const result = kakuro.solve(puzzle);
    expect(result.status).toBe("unique");
    expect(isSolution(puzzle.size, puzzle.cells, result.solutions[0]!)).toBe(true);
  });

  it("counts every solution of an empty 4x4 grid (576 latin squares)", () => {
    const result = kakuro.solve({ size: 4, cells: Array(16).fill(0) }, { limit: Number.POSITIVE_INFINITY });
    expect(result).toMatchObject({ status: "multiple", solutionCount: 576, complete: true });
    for (const s of result.solutions) expect(isSolution(4, Array(16).fill(0), s)).toBe(true);
  });

  it("reports none for givens that cannot be completed, and validate names repeats", () => {
    const puzzle = gridFormat.parse("12.\n...\n..3\n");
    expect(kakuro.validate(puzzle)).toEqual([]);
    expect(kakuro.solve({ size: 2, cells: [1, 0, 0, 2] }).status).toBe("none");
    expect(kakuro.validate({ size: 2, cells: [1, 1, 0, 0] })[0]!.message).toBe(
      "row 1 has two 1s (r1c1 and r1c2)",
    );
  });

  it("generates puzzles with exactly one solution, the same for the same seed", () => {
    for (const seed of [1, 2, 3]) {
      const puzzle = kakuro.generate!({ size: 4 }, seed);
      expect(kakuro.generate!({ size: 4 }, seed)).toEqual(puzzle);
      expect(kakuro.solve(puzzle).status).toBe("unique");
    }
  });

  it("hints a forced cell with its reason", () => {
    const step = kakuro.hint!(gridFormat.parse("12.\n...\n...\n"))!;
    expect(step.message).toBe("r1c3 must be 3: its row and column hold every other digit");
  });
});
