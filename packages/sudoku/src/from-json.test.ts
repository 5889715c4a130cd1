import { detectFormat, ParseError } from "@gridsmith/kit";
import * as props from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check } from "./check.js";
import { examples } from "./examples.js";
import { formats, ipuzFormat, lineFormat, puzzlinkFormat, pzprv3Format } from "./formats/index.js";
import { fromJson, readSudoku, wellFormed } from "./from-json.js";
import { generate } from "./generate.js";
import { hint } from "./hints.js";
import { sudoku } from "./index.js";
import { limits, SIZES, type Sudoku } from "./puzzle.js";

const validPuzzle: fc.Arbitrary<Sudoku> = fc
  .constantFrom(...SIZES)
  .chain((size) =>
    fc
      .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
      .map((cells) => ({ size, cells })),
  );

/** Sudoku-like values with hostile parts where the reader looks first: the size, then the cells. */
const more = [
  fc.record({ size: props.hostileValue, cells: fc.constant([]) }),
  fc.record({ size: fc.constantFrom(...SIZES), cells: fc.oneof(props.hostileValue, props.deeplyNested) }),
];

/** puzz.link's sudoku has no 12x12 (its boxes are 3 wide, not 4). */
// puzz.link's link and file have no 12x12.
const holds = (f: unknown, p: Sudoku) => (f !== puzzlinkFormat && f !== pzprv3Format) || p.size !== 12;

const parsedExamples = examples.map((e) => ({
  name: e.name,
  puzzle: detectFormat(formats, e.text).parse(e.text),
}));

describe("fromJson", () => {
  it("returns a puzzle the default format writes and reads back, or throws a ParseError", () => {
    props.checkFromJsonBounded(sudoku, { valid: validPuzzle, more });
  });

  it("reads every example as parse gives it, from its JSON text, and what every format reads", () => {
    expect(sudoku.fromJson).toBe(fromJson);
    props.checkExamplesRoundTrip(sudoku, { holds });
    props.checkFormatsRoundTrip(sudoku, { valid: validPuzzle, holds, numRuns: 30 });
  });

  it("returns a fresh value that shares nothing with its input", () => {
    const input = { size: 4, cells: new Array(16).fill(0), extra: "left out" };
    const puzzle = fromJson(input);
    expect(puzzle).toEqual({ size: 4, cells: new Array(16).fill(0) });
    input.cells[0] = 3;
    input.size = 9;
    expect(puzzle).toEqual({ size: 4, cells: new Array(16).fill(0) });
  });

  it("answers the issue's 41-byte request, and other claims of size, with a ParseError naming the path", () => {
    const issue = JSON.parse('{"size":1000000000,"cells":[]}');
    expect(() => fromJson(issue)).toThrow("size: 1000000000 is over the largest side, 25");
    expect(() => fromJson({ size: -9, cells: [] })).toThrow("size: -9 is out of range: expected 4 to 25");
    expect(() => fromJson({ size: 9.5, cells: [] })).toThrow(
      "size: expected an integer from 4 to 25, got 9.5",
    );
    expect(() => fromJson({ size: "9", cells: [] })).toThrow(
      'size: expected an integer from 4 to 25, got "9"',
    );
    expect(() => fromJson({ size: "NaN", cells: [] })).toThrow("size: expected an integer");
    expect(() => fromJson({ size: 10, cells: [] })).toThrow(
      "size: expected one of 4, 6, 9, 12, 16, 25, got 10",
    );
    expect(() => fromJson({ size: 4, cells: new Array(17).fill(0) })).toThrow(
      "cells: expected a list of 16, got 17",
    );
    expect(() => fromJson({ size: 4, cells: [...new Array(15).fill(0), 5] })).toThrow(
      "cells[15]: 5 is out of range: expected 0 to 4",
    );
    expect(() => fromJson({ size: 4, cells: [...new Array(15).fill(0), props.nested(10_000)] })).toThrow(
      "cells[15]: expected an integer from 0 to 4, got a list of 1",
    );
    expect(() => fromJson(props.nested(100_000, 0, true))).toThrow("size: expected an integer");
    // A list that claims a billion cells (a package user's sparse array) is refused by its length alone.
    expect(() => fromJson({ size: 9, cells: new Array(1_000_000_000) })).toThrow(
      "cells: expected a list of 81, got 1000000000",
    );
  });
});

describe("wellFormed, the allocation-free quick check", () => {
  it("says yes exactly when readSudoku reads the value", () => {
    fc.assert(
      fc.property(props.puzzleLikeValue(validPuzzle, ...more), (value) => {
        const reads = props.thrown(() => readSudoku(value)) === undefined;
        expect(wellFormed(value as Sudoku)).toBe(reads);
      }),
      { numRuns: 500 },
    );
    const zeros = new Array(81).fill(0);
    for (const value of [
      { size: "9", cells: zeros },
      { size: 9, cells: [...zeros.slice(1), "0"] },
      { size: 9, cells: [...zeros.slice(1), 0.5] },
      { size: 9, cells: [...zeros.slice(1), -1] },
      { size: 9, cells: [...zeros.slice(1), null] },
      { size: 9, cells: new Array(81) },
      { size: "__proto__", cells: [] },
      { size: 9, cells: { length: 81 } },
    ])
      expect(wellFormed(value as unknown as Sudoku)).toBe(false);
    expect(wellFormed({ size: 9, cells: zeros })).toBe(true);
  });
});

describe("every format", () => {
  it("has the limits it checks, refuses a longer text unread, and any text with a ParseError at most", () => {
    props.checkTextsBounded(sudoku, {
      tooLong: ["5".repeat(limits.maxTextLength + 1)],
      texts: [
        props.hostileText.map((t) => `{"kind":["http://ipuz.org/sudoku#1"],"puzzle":${t}}`),
        fc.constantFrom("sudoku/9999/9/", "https://puzz.link/p?sudoku/25/25/", `${".".repeat(624)}\n`),
      ],
    });
    expect(sudoku.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 25, maxCells: 625 });
    expect(() => lineFormat.parse(".".repeat(limits.maxTextLength))).toThrow("puzzle has 262144 cells");
  });

  it("refuses sizes claimed in a URL or a document before sizing anything by them", () => {
    for (const url of [
      "https://puzz.link/p?sudoku/9999/9999/",
      "https://puzz.link/p?sudoku/1000000000/1000000000/",
      "sudoku/26/26/0",
    ])
      expect(() => puzzlinkFormat.parse(url)).toThrow(ParseError);
    const ipuz = (puzzle: unknown, extra = {}) =>
      JSON.stringify({ kind: ["http://ipuz.org/sudoku#1"], puzzle, ...extra });
    expect(() => ipuzFormat.parse(ipuz(new Array(26).fill(new Array(26).fill(0))))).toThrow(
      "puzzle: expected a list of 4 to 25, got 26",
    );
    expect(() => ipuzFormat.parse(ipuz([[0]], { dimensions: { width: 1e9, height: 1e9 } }))).toThrow(
      "puzzle: expected a list of 4 to 25, got 1",
    );
    expect(() => ipuzFormat.parse(ipuz(new Array(9).fill(new Array(10).fill(0))))).toThrow(
      "puzzle[0]: expected a list of 9, got 10",
    );
    const deep = `{"kind":["http://ipuz.org/sudoku#1"],"puzzle":${props.nestedText(100_000)}}`;
    expect(() => ipuzFormat.parse(deep)).toThrow("puzzle: expected a list of 4 to 25, got 1");
    expect(() =>
      ipuzFormat.parse(`{"kind":["http://ipuz.org/sudoku#1"],"puzzle":${"[".repeat(200_000)}`),
    ).toThrow(/ipuz: not valid JSON: the text ends/);
  });
});

describe("validate, solve, check and hint on values of the wrong shape", () => {
  const wrong = [...props.HOSTILE_VALUES, { size: 1e9, cells: [] }, { size: 9, cells: new Array(1e9) }];

  it("validate and check answer one bad-shape problem exactly when fromJson throws, and never throw", () => {
    props.checkValidateBounded(sudoku, {
      valid: validPuzzle,
      more,
      wrong,
      attempt: { cells: [] },
      numRuns: 500,
    });
  });

  it("solve finds nothing, hint, explain and grade give nothing", () => {
    props.checkWrongShapesRefused(sudoku, { wrong, valid: validPuzzle, more });
    for (const value of wrong) expect(hint(value as Sudoku)).toBeNull();
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[1]!.puzzle;
    props.checkAttemptsBounded(sudoku, {
      puzzle,
      attempt: fc.constant({ cells: puzzle.cells }),
      more: [fc.record({ cells: props.hostileValue })],
    });
    expect(check(puzzle, { cells: new Array(1e9) })).toEqual([
      { code: "bad-attempt", message: "attempt.cells: expected a list of 81, got 1000000000" },
    ]);
    expect(() => hint(puzzle, { cells: [1, 2, 3] })).toThrow("attempt.cells: expected a list of 81, got 3");
  });
});

describe("generate's params", () => {
  it("are checked against the limits first, with a clear message", () => {
    expect(() => generate({ size: 1_000_000_000 }, 1)).toThrow(
      "size 1000000000 is over the largest side, 25",
    );
    expect(() => generate({ size: "9" as unknown as number }, 1)).toThrow(
      'size must be one of 4, 6, 9, 12, 16, 25, got "9"',
    );
    expect(() => generate(null as unknown as object, 1)).toThrow("the params must be an object");
    expect(() => sudoku.params!.read({ size: "1000000000" })).toThrow(
      "size 1000000000 is over the largest side, 25",
    );
    expect(() => sudoku.params!.read({ size: "1e9" })).toThrow(
      "--size takes one of 4, 6, 9, 12, 16, 25, got '1e9'",
    );
    expect(sudoku.params!.read({ size: "4", difficulty: "easy" })).toMatchObject({ size: 4 });
  });
});
