import { ParseError } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import { gridFormat, nurikabe } from "./index.js";

describe("nurikabe format", () => {
  it("reads and writes the example", () => {
    const text = nurikabe.examples[0]!.text;
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

describe("nurikabe solver", () => {
  it("solves the example uniquely and correctly", () => {
    const puzzle = gridFormat.parse(nurikabe.examples[0]!.text);
    const result = nurikabe.solve(puzzle);
    expect(result.status).toBe("unique");
    expect(check(puzzle, result.solutions[0])).toEqual([]);
  });

  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(nurikabe.check(sample.puzzle, sample.wrong)).not.toEqual([]);
  });

  it("counts every solution of an empty 4x4 grid (576 latin squares)", () => {
    const result = nurikabe.solve({ size: 4, cells: Array(16).fill(0) }, { limit: Number.POSITIVE_INFINITY });
    expect(result).toMatchObject({ status: "multiple", solutionCount: 576, complete: true });
    for (const s of result.solutions) expect(check({ size: 4, cells: Array(16).fill(0) }, s)).toEqual([]);
    // The learning search (the default) and the plain one count the same.
    const plain = nurikabe.solve(
      { size: 4, cells: Array(16).fill(0) },
      { limit: Number.POSITIVE_INFINITY, learning: false },
    );
    expect(plain.solutionCount).toBe(576);
  });

  it("reports none for givens that cannot be completed, and validate names repeats", () => {
    const puzzle = gridFormat.parse("12.\n...\n..3\n");
    expect(nurikabe.validate(puzzle)).toEqual([]);
    expect(nurikabe.solve({ size: 2, cells: [1, 0, 0, 2] }).status).toBe("none");
    expect(nurikabe.validate({ size: 2, cells: [1, 1, 0, 0] })[0]!.message).toBe(
      "row 1 has two 1s (r1c1 and r1c2)",
    );
  });

  it("generates puzzles with exactly one solution, the same for the same seed", () => {
    for (const seed of [1, 2, 3]) {
      const puzzle = nurikabe.generate!({ size: 4 }, seed);
      expect(nurikabe.generate!({ size: 4 }, seed)).toEqual(puzzle);
      expect(nurikabe.solve(puzzle).status).toBe("unique");
    }
  });

  it("hints a forced cell with its reason", () => {
    const step = nurikabe.hint!(gridFormat.parse("12.\n...\n...\n"))!;
    expect(step.message).toBe("r1c3 must be 3: its row and column hold every other digit");
  });
});
