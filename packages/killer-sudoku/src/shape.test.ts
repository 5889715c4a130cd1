import { detectFormat } from "@gridsmith/kit";
import {
  checkAttemptsBounded,
  checkExamplesRoundTrip,
  checkFormatsRoundTrip,
  checkFromJsonBounded,
  checkTextsBounded,
  checkValidateBounded,
  checkWrongShapesRefused,
  deeplyNested,
  HOSTILE_VALUES,
  hostileText,
  hostileValue,
  nested,
  nestedText,
} from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { randomPuzzle as validPuzzle } from "./arbitraries.test-helpers.js";
import { examples } from "./examples.js";
import { jsonFormat, textFormat } from "./formats/index.js";
import { generate } from "./generate.js";
import { hint } from "./hints.js";
import { killerSudoku } from "./index.js";
import type { Puzzle } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

/** Puzzle-like values with hostile parts where the reader looks first: the size, then the cages and givens. */
const more = [
  fc.record({ size: hostileValue, cages: fc.constant([]), givens: fc.constant([]) }),
  fc.record({
    size: fc.constantFrom(4, 6, 9),
    cages: fc.oneof(hostileValue, deeplyNested),
    givens: hostileValue,
  }),
];

const parsedExamples = examples.map((e) => detectFormat(killerSudoku.formats, e.text).parse(e.text));

/** Cages in the order the text format writes them (by first cell), each cage's cells ascending. */
function normal(p: Puzzle): Puzzle {
  const cages = p.cages
    .map((c) => ({ sum: c.sum, cells: [...c.cells].sort((a, b) => a - b) }))
    .sort((a, b) => a.cells[0]! - b.cells[0]!);
  return { ...p, cages };
}

describe("fromJson", () => {
  it("returns a puzzle the formats write and read back, or throws a ParseError", () => {
    let sound = 0;
    checkFromJsonBounded(killerSudoku, {
      valid: validPuzzle,
      more,
      numRuns: 300,
      // JSON holds any value of the shape; the default text format holds a sound puzzle (cages that cover the
      // grid once), with its cages in the order it writes them.
      readBack(puzzle) {
        expect(jsonFormat.parse(jsonFormat.serialize!(puzzle))).toEqual(puzzle);
        if (validate(puzzle).length === 0) {
          sound++;
          expect(textFormat.parse(textFormat.serialize!(puzzle))).toEqual(normal(puzzle));
        }
      },
    });
    expect(sound).toBeGreaterThan(0);
  });

  it("reads every example as parse gives it, as a fresh value, and what the formats read", () => {
    expect(killerSudoku.fromJson).toBe(fromJson);
    checkExamplesRoundTrip(killerSudoku);
    checkFormatsRoundTrip(killerSudoku, { valid: validPuzzle, numRuns: 30 });
  });

  it("answers claims of size, lengths that disagree and wrong values with a ParseError naming the path", () => {
    const p = parsedExamples[0]!;
    expect(() => fromJson({ ...p, size: 1_000_000_000 })).toThrow(
      "size: 1000000000 is over the largest side, 9",
    );
    expect(() => fromJson({ ...p, size: 5 })).toThrow("size: expected one of 4, 6, 9, got 5");
    expect(() => fromJson({ ...p, size: "4" })).toThrow('size: expected an integer from 4 to 9, got "4"');
    expect(() => fromJson({ ...p, size: 4.5 })).toThrow("size: expected an integer from 4 to 9, got 4.5");
    expect(() => fromJson({ ...p, givens: new Array(17).fill(0) })).toThrow(
      "givens: expected a list of 16, got 17",
    );
    expect(() => fromJson({ ...p, givens: new Array(1e9) })).toThrow(
      "givens: expected a list of 16, got 1000000000",
    );
    expect(() => fromJson({ ...p, cages: [] })).toThrow("cages: expected a list of 1 to 16, got 0");
    expect(() => fromJson({ ...p, cages: new Array(17).fill(p.cages[0]) })).toThrow(
      "cages: expected a list of 1 to 16, got 17",
    );
    expect(() => fromJson({ ...p, cages: [{ sum: 3, cells: [16] }] })).toThrow(
      "cages[0].cells[0]: 16 is out of range: expected 0 to 15",
    );
    expect(() => fromJson({ ...p, cages: [{ sum: 0, cells: [1] }] })).toThrow(
      "cages[0].sum: 0 is out of range: expected 1 to 999",
    );
    expect(() => fromJson({ ...p, cages: [{ sum: 3, cells: nested(100_000) }] })).toThrow(
      "cages[0].cells[0]: expected an integer from 0 to 15, got a list of 1",
    );
    expect(() => fromJson(nested(100_000, 0, true))).toThrow("size: expected an integer");
  });
});

describe("every format", () => {
  it("has the limits it checks, refuses a longer text unread, and any text with a ParseError at most", () => {
    checkTextsBounded(killerSudoku, {
      tooLong: [`${"A".repeat(limits.maxTextLength - 3)}\nA=5`],
      texts: [
        hostileText.map((t) => `{"size": 9, "cages": ${t}}`),
        hostileText.map((t) => `{"size": ${t}, "cages": []}`),
      ],
    });
    expect(killerSudoku.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 9, maxCells: 81 });
  });

  it("refuses a size it cannot hold before sizing anything by it", () => {
    expect(() => textFormat.parse(`${"A".repeat(1000)}\nA=5\n`)).toThrow("the first row has 1000 cells");
    expect(() => jsonFormat.parse('{"size": 1000000000, "cages": []}')).toThrow(
      "line 1, column 10: size: 1000000000 is over the largest side, 9",
    );
    expect(() =>
      jsonFormat.parse('{"size": 4, "cages": [{"sum": 3, "cells": ["r1c1"]}], "givens": ["....", "...."]}'),
    ).toThrow("givens: expected a list of 4, got 2");
    expect(() => textFormat.parse(examples[0]!.text.replace("A=5", "A=0"))).toThrow(
      "line 5, column 1: 'A=0': a cage sum is 1 to 999",
    );
    expect(() => jsonFormat.parse(`{"size": 4, "cages": ${nestedText(20_000)}}`)).toThrow(
      "cages[0]: expected an object, got a list of 1",
    );
  });
});

describe("validate, solve, check and hint on values of the wrong shape", () => {
  const p = parsedExamples[0]!;
  const wrong = [
    ...HOSTILE_VALUES,
    { ...p, size: 1e9 },
    { ...p, givens: new Array(1e9) },
    { ...p, cages: new Array(1e9) },
  ];

  it("validate and check answer one bad-shape problem exactly when fromJson throws, and never throw", () => {
    checkValidateBounded(killerSudoku, { valid: validPuzzle, more, wrong });
  });

  it("solve refuses, hint and explain say so", () => {
    checkWrongShapesRefused(killerSudoku, { wrong, valid: validPuzzle, more, throws: ["solve"] });
    for (const bad of wrong as Puzzle[]) {
      expect(() => solve(bad)).toThrow(RangeError);
      expect(hint(bad)?.technique).toBe("invalid-puzzle");
    }
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[2]!;
    checkAttemptsBounded(killerSudoku, { puzzle, attempt: fc.constant(new Array(81).fill(0)) });
    expect(check(puzzle, new Array(1e9))).toEqual([
      { code: "bad-attempt", message: "attempt: expected a list of 0 to 81, got 1000000000" },
    ]);
    expect(() => hint(puzzle, [10])).toThrow("attempt[0]: 10 is out of range: expected 0 to 9");
  });
});

describe("generate's params", () => {
  it("are checked against the limits first, with a clear message", () => {
    expect(() => generate({ size: 1_000_000_000 }, 1)).toThrow("size 1000000000 is over the largest side, 9");
    expect(() => generate({ size: "9" as unknown as number }, 1)).toThrow('size must be 4, 6, 9, got "9"');
    expect(() => generate(null as unknown as object, 1)).toThrow("the params must be an object");
    expect(() => killerSudoku.cli!.generateParams!({ size: "1000000000" })).toThrow(
      "size 1000000000 is over the largest side, 9",
    );
  });
});
