import { detectFormat, ParseError } from "@gridsmith/kit";
import * as props from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { jsonFormat, puzzlinkFormat, textFormat } from "./formats/index.js";
import { checkParams, generate } from "./generate.js";
import { hint } from "./hints.js";
import { slitherlink } from "./index.js";
import { edgeCount, type Puzzle } from "./puzzle.js";
import { check } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

const validPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
  .chain(({ width, height }) =>
    fc
      .array(fc.integer({ min: -1, max: 4 }), { minLength: width * height, maxLength: width * height })
      .map((clues) => ({ width, height, clues })),
  );

/** Puzzle-like values with hostile parts where the reader looks first: the sides, then the clues. */
const more = props.hostileGridParts({ width: "width", height: "height", list: "clues" });

const parsedExamples = examples.map((e) => detectFormat(slitherlink.formats, e.text).parse(e.text));

describe("fromJson", () => {
  it("returns a puzzle the default format writes and reads back, or throws a ParseError", () => {
    props.checkFromJsonBounded(slitherlink, { valid: validPuzzle, more });
  });

  it("reads every example as parse gives it, as a fresh value, and what every format reads", () => {
    expect(slitherlink.fromJson).toBe(fromJson);
    props.checkExamplesRoundTrip(slitherlink);
    props.checkFormatsRoundTrip(slitherlink, { valid: validPuzzle });
  });

  it("answers claims of size, lengths that disagree and wrong values with a ParseError naming the path", () => {
    const p = parsedExamples[0]!;
    expect(() => fromJson({ ...p, width: 1_000_000_000 })).toThrow(
      "width: 1000000000 is out of range: expected 1 to 60",
    );
    expect(() => fromJson({ ...p, height: -5 })).toThrow("height: -5 is out of range: expected 1 to 60");
    expect(() => fromJson({ ...p, height: 5.5 })).toThrow(
      "height: expected an integer from 1 to 60, got 5.5",
    );
    expect(() => fromJson({ ...p, width: "5" })).toThrow('width: expected an integer from 1 to 60, got "5"');
    expect(() => fromJson({ ...p, width: 6 })).toThrow("clues: expected a list of 30, got 25");
    expect(() => fromJson({ ...p, clues: new Array(1e9) })).toThrow(
      "clues: expected a list of 25, got 1000000000",
    );
    expect(() => fromJson({ ...p, clues: [...p.clues.slice(1), 5] })).toThrow(
      "clues[24]: 5 is out of range: expected -1 to 4",
    );
    expect(() => fromJson({ ...p, clues: [...p.clues.slice(1), props.nested(100_000)] })).toThrow(
      "clues[24]: expected an integer from -1 to 4, got a list of 1",
    );
    expect(() => fromJson(props.nested(100_000, 0, true))).toThrow("width: expected an integer");
  });
});

describe("every format", () => {
  it("has the limits it checks, refuses a longer text unread, and any text with a ParseError at most", () => {
    props.checkTextsBounded(slitherlink, {
      tooLong: [`2..1.\n${".".repeat(limits.maxTextLength)}`],
      texts: [
        props.hostileText.map((t) => `{"type": "slitherlink", "clues": ${t}}`),
        props.hostileText.map((t) => `{"width": ${t}, "clues": ["2."]}`),
        fc.constantFrom("slither/60/60/", "slither/61/1/g", "https://puzz.link/p?slither/60/60/z"),
      ],
    });
    expect(slitherlink.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 60, maxCells: 3600 });
  });

  it("refuses a size claimed in a URL or a document before sizing anything by it", () => {
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?slither/9999/9999/")).toThrow(
      "a grid is at most 60x60 cells",
    );
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?slither/1000000000/1/")).toThrow(ParseError);
    expect(() => jsonFormat.parse('{"height": 1000000000, "clues": ["2."]}')).toThrow(
      "height: 1000000000, but the clues have 1 rows",
    );
    expect(() => jsonFormat.parse(`{"clues": ${JSON.stringify(new Array(61).fill("."))}}`)).toThrow(
      "clues: expected a list of 1 to 60, got 61",
    );
    expect(() => jsonFormat.parse(`{"clues": ["${".".repeat(61)}"]}`)).toThrow(
      "clues[0]: the text has 61 characters; at most 60 are allowed",
    );
    expect(() => textFormat.parse(".\n".repeat(61))).toThrow("a grid is at most 60x60 cells");
    expect(() => jsonFormat.parse(`{"clues": ${props.nestedText(20_000)}}`)).toThrow(
      "clues[0]: expected a text, got a list of 1",
    );
  });
});

describe("validate, solve, check and hint on values of the wrong shape", () => {
  const p = parsedExamples[0]!;
  const wrong = [...props.HOSTILE_VALUES, { ...p, width: 1e9, height: 1e9 }, { ...p, clues: new Array(1e9) }];

  it("validate and check answer one bad-shape problem exactly when fromJson throws, and never throw", () => {
    props.checkValidateBounded(slitherlink, {
      valid: validPuzzle,
      more,
      wrong,
      numRuns: 500,
      // The shape is all validate looks at: what fromJson reads has no problem.
      readable: (_, problems) => expect(problems).toEqual([]),
    });
  });

  it("solve refuses, hint and explain give nothing, grade says so, before building anything", () => {
    props.checkWrongShapesRefused(slitherlink, { wrong, valid: validPuzzle, more, throws: ["solve"] });
    for (const value of wrong) {
      expect(() => solve(value as Puzzle)).toThrow(RangeError);
      expect(hint(value as Puzzle)).toBeNull();
    }
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[0]!;
    const n = edgeCount(puzzle);
    props.checkAttemptsBounded(slitherlink, { puzzle, attempt: fc.constant(new Array(n).fill(0)) });
    expect(check(puzzle, new Array(1e9))).toEqual([
      { code: "bad-attempt", message: `attempt: expected a list of 0 to ${n}, got 1000000000` },
    ]);
    expect(check(puzzle, [2])).toEqual([
      {
        code: "bad-attempt",
        message: "attempt[0]: 2 is out of range: expected -1 to 1",
        cells: [{ row: 0, col: 0 }],
      },
    ]);
    expect(() => hint(puzzle, [0.5])).toThrow("attempt[0]: expected an integer from -1 to 1, got 0.5");
  });
});

describe("generate's params", () => {
  it("are checked against the limits first, with a clear message", () => {
    expect(() => generate({ width: 1_000_000_000, height: 5 }, 1)).toThrow(
      "width 1000000000 is over the largest side generated, 40",
    );
    expect(() => checkParams({ width: "7" as unknown as number })).toThrow('width must be 2 to 40, got "7"');
    expect(() => checkParams(null as unknown as object)).toThrow("the params must be an object");
    expect(() => slitherlink.params!.read({ size: "1000000000" })).toThrow(
      "width 1000000000 is over the largest side generated, 40",
    );
  });
});
