import { ParseError, type Step } from "@gridsmith/kit";
import { checkExamplesUnique } from "@gridsmith/kit/testing";
import {
  checkAttemptsBounded,
  checkExamplesRoundTrip,
  checkFromJsonBounded,
  checkGenerateDeterministic,
  checkPlayModel,
  checkTextsBounded,
  checkValidateBounded,
  nested,
  sparse,
} from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import { fromJson, gridFormat, limits, type Placement, type Puzzle, tentaisho } from "./index.js";

describe("tentaisho format", () => {
  it("reads and writes the example", () => {
    const text = tentaisho.examples[0]!.text;
    expect(gridFormat.serialize!(gridFormat.parse(text))).toBe(text);
    expect(gridFormat.detect(text)).toBe(true);
  });

  it("says where a mistake is", () => {
    expect(() => gridFormat.parse("12\n1x\n")).toThrow("line 2, column 2: 'x' is not a digit 1-2 or '.'");
    expect(() => gridFormat.parse("12\n1\n")).toThrow("line 2, column 2: row has 1 cells; expected 2");
    expect(() => gridFormat.parse("\n\n")).toThrow(ParseError);
  });
});

describe("tentaisho solver", () => {
  it("solves every example uniquely, and the independent check accepts the solution", () => {
    checkExamplesUnique(tentaisho, check);
  });

  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(tentaisho.check(sample.puzzle, sample.wrong)).not.toEqual([]);
  });

  it("counts every solution of an empty 4x4 grid (576 latin squares)", () => {
    const result = tentaisho.solve(
      { size: 4, cells: Array(16).fill(0) },
      { limit: Number.POSITIVE_INFINITY },
    );
    expect(result).toMatchObject({ status: "multiple", solutionCount: 576, complete: true });
    for (const s of result.solutions) expect(check({ size: 4, cells: Array(16).fill(0) }, s)).toEqual([]);
    // The learning search (the default) and the plain one count the same.
    const plain = tentaisho.solve(
      { size: 4, cells: Array(16).fill(0) },
      { limit: Number.POSITIVE_INFINITY, learning: false },
    );
    expect(plain.solutionCount).toBe(576);
  });

  it("reports none for givens that cannot be completed, and validate names repeats", () => {
    const puzzle = gridFormat.parse("12.\n...\n..3\n");
    expect(tentaisho.validate(puzzle)).toEqual([]);
    expect(tentaisho.solve({ size: 2, cells: [1, 0, 0, 2] }).status).toBe("none");
    expect(tentaisho.validate({ size: 2, cells: [1, 1, 0, 0] })[0]!.message).toBe(
      "row 1 has two 1s (r1c1 and r1c2)",
    );
  });

  it("generates puzzles with exactly one solution, the same for the same seed", () => {
    for (const seed of [1, 2, 3]) {
      const puzzle = tentaisho.generate!({ size: 4 }, seed);
      expect(tentaisho.generate!({ size: 4 }, seed)).toEqual(puzzle);
      expect(tentaisho.solve(puzzle).status).toBe("unique");
    }
    // Node budgets, not time budgets, decide what a generator makes: a clock that jumps a second a read
    // changes nothing.
    checkGenerateDeterministic(tentaisho.generate!, { size: 5 });
  });

  it("hints a forced cell with its reason", () => {
    const step = tentaisho.hint!(gridFormat.parse("12.\n...\n...\n"))!;
    expect(step.message).toBe("r1c3 must be 3: its row and column hold every other digit");
  });

  it("explains every empty cell of an example, and grades it by its hardest technique", () => {
    const puzzle = gridFormat.parse(tentaisho.examples[0]!.text);
    const steps = tentaisho.explain!(puzzle);
    expect(steps).toHaveLength(puzzle.cells.filter((v) => v === 0).length);
    const hardest = steps.some((s) => s.technique === "trial") ? "trial" : "naked-single";
    expect(tentaisho.grade!(puzzle)).toMatchObject({ hardest });
  });
});

describe("tentaisho play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(tentaisho);
  });

  it("types digits into the cells without a given, and carries out a hint", () => {
    const play = tentaisho.play!;
    const puzzle = gridFormat.parse(tentaisho.examples[0]!.text);
    const fresh = play.newAttempt(puzzle);
    const typed = play.applyStep(puzzle, fresh, { kind: "value", cell: 0, value: 4 });
    expect(typed[0]).toBe(4);
    expect(fresh[0]).toBe(0);
    // r1c2 holds the given 2: a move there changes nothing.
    expect(play.applyStep(puzzle, fresh, { kind: "value", cell: 1, value: 3 })).toEqual(fresh);
    // The type's hints place digits: the contract's `hint` says only `Step`.
    const step = tentaisho.hint!(puzzle, play.toSolution(puzzle, typed)) as Step<Placement>;
    const after = play.applyStep(puzzle, typed, step);
    expect(play.progress(puzzle, after).filled).toBe(2);
    expect(play.mistakes(puzzle, after, tentaisho.solve(puzzle).solutions[0]!)).toEqual([]);
  });
});

const hostile = fc.constantFrom<unknown>(
  0,
  -1,
  10,
  1e9,
  2.5,
  Number.NaN,
  "4",
  null,
  [4],
  {},
  sparse(1e9),
  nested(10_000, 1),
);

/** Puzzles of the right shape: a size, then size x size cells, each 0 (empty) or a digit 1 to the size. */
const validPuzzle: fc.Arbitrary<Puzzle> = fc
  .integer({ min: 1, max: limits.maxSide })
  .chain((size) =>
    fc
      .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
      .map((cells) => ({ size, cells })),
  );

/** Puzzle-shaped values: hostile sizes, cell lists whose length disagrees with the size, wrong cells. */
const nearPuzzle = fc
  .record({
    size: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: limits.maxSide }) }, hostile),
    delta: fc.constantFrom(0, 0, 0, -1, 1),
  })
  .chain(({ size, delta }) => {
    const n = typeof size === "number" && Number.isInteger(size) && size >= 1 && size <= 9 ? size * size : 4;
    const cell = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 9 }) }, hostile);
    return fc
      .array(cell, { minLength: Math.max(0, n + delta), maxLength: Math.max(0, n + delta) })
      .map((cells): unknown => ({ size, cells }));
  });

describe("tentaisho limits and fromJson", () => {
  it("answers any JSON value with a puzzle the format writes and reads back, or a ParseError", () => {
    checkFromJsonBounded(tentaisho, { valid: validPuzzle, more: [nearPuzzle, hostile] });
  });

  it("reads every example back from its JSON, as a fresh value", () => {
    expect(tentaisho.fromJson).toBe(fromJson);
    checkExamplesRoundTrip(tentaisho);
  });

  it("refuses sizes past the limits, and texts past maxTextLength, with a ParseError at once", () => {
    expect(() => fromJson({ size: 1e9, cells: [] })).toThrow(
      "size: 1000000000 is out of range: expected 1 to 9",
    );
    expect(() => fromJson({ size: 9, cells: sparse(1e9) })).toThrow(
      "cells: expected a list of 81, got 1000000000",
    );
    checkTextsBounded(tentaisho, { tooLong: [".".repeat(limits.maxTextLength + 1)] });
    expect(() => gridFormat.parse(".\n".repeat(10))).toThrow("the grid has 10 rows; at most 9 are supported");
  });

  it("validate, check and hint answer a value of the wrong shape without working on it", () => {
    const wrong = [
      null,
      { size: 1e9, cells: [] },
      { size: 9, cells: sparse(1e9) },
      { size: 2, cells: [1, 2, 3] },
    ];
    checkValidateBounded(tentaisho, { valid: validPuzzle, more: [nearPuzzle, hostile], wrong });
    for (const value of wrong) expect(() => tentaisho.hint!(value as Puzzle)).toThrow(/expected|range/);
    const puzzle = gridFormat.parse(tentaisho.examples[0]!.text);
    // null is nothing played yet (what the site's generic board sends): no mistakes, and a hint.
    expect(tentaisho.check(puzzle, null as never)).toEqual([]);
    expect(() => tentaisho.hint!(puzzle, null as never)).not.toThrow();
    const n = puzzle.size * puzzle.size;
    checkAttemptsBounded(tentaisho, {
      puzzle,
      attempt: fc.array(fc.option(fc.integer({ min: 0, max: puzzle.size })), { maxLength: n }),
      wrong: ["1234", {}, sparse(1e9), new Array(n + 1).fill(0), [1, "2"]],
      hintError: Error,
    });
    for (const params of [null, { size: 1e9 }, { size: 0 }, { size: 2.5 }])
      expect(() => tentaisho.generate!(params as never, 1)).toThrow(RangeError);
    expect(() => tentaisho.params!.read({ size: "1000000000" })).toThrow("--size takes 1 to 9");
  });
});
