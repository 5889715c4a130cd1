import { ParseError } from "@gridsmith/kit";
import * as props from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { jsonFormat, parsePuzzlink, puzzlinkFormat, textFormat } from "./formats/index.js";
import { fromJson } from "./from-json.js";
import { checkParams, generate } from "./generate.js";
import { hint } from "./hints.js";
import { nurikabe } from "./index.js";
import { limits, MAX_CLUE, type Puzzle } from "./puzzle.js";
import { validate } from "./rules.js";

const hostileNumber = fc.constantFrom<unknown>(
  0,
  -1,
  61,
  1e9,
  -1e9,
  2.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.MAX_SAFE_INTEGER + 2,
  "5",
  "1e9",
  null,
  true,
  [5],
  { n: 5 },
);
const dimension = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 8 }) }, hostileNumber);
const clue = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -1, max: 40 }) },
  fc.constant(MAX_CLUE),
  fc.constantFrom<unknown>(-2, MAX_CLUE + 1, 1.5, "3", null, [], {}),
);

/** Puzzles of the right shape, clues that may be too large for the grid (validate's `bad-clue`) included. */
const validPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 8 }), height: fc.integer({ min: 1, max: 8 }) })
  .chain(({ width, height }) =>
    fc
      .array(fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -1, max: 40 }) }, fc.constant(MAX_CLUE)), {
        minLength: width * height,
        maxLength: width * height,
      })
      .map((clues) => ({ width, height, clues })),
  );

/** Puzzle-shaped values: mostly right, with hostile sizes, lengths that disagree and wrong clues. */
const nearPuzzle = fc
  .record({ width: dimension, height: dimension, delta: fc.constantFrom(0, 0, 0, -1, 1, 1000) })
  .chain(({ width, height, delta }) => {
    const n = typeof width === "number" && typeof height === "number" ? width * height : 4;
    const length = Number.isInteger(n) && n >= 0 && n <= 64 ? Math.max(0, n + delta) : 4;
    return fc
      .array(clue, { minLength: length, maxLength: length })
      .map((clues) => ({ width, height, clues }) as unknown);
  });

/** Nurikabe's own values to try besides the kit's: near puzzles, and claims of size and depth. */
const more = [
  nearPuzzle,
  fc.constantFrom<unknown>(
    { width: 1e9, height: 1e9, clues: [] },
    { width: 60, height: 60, clues: props.sparse(1e9) },
    { width: 5, height: 5, clues: props.nested(10_000, 1) },
    props.nested(10_000, 1, true),
    props.nested(10_000, 1),
    { width: 2, height: 2, clues: { length: 4, 0: 1, 1: 1, 2: 1, 3: 1 } },
  ),
];

describe("fromJson", () => {
  it("answers any value with a puzzle that the text format writes and reads back, or a ParseError", () => {
    props.checkFromJsonBounded(nurikabe, { valid: validPuzzle, more });
  });

  it("reads back every example from its JSON, as a fresh value", () => {
    expect(nurikabe.fromJson).toBe(fromJson);
    props.checkExamplesRoundTrip(nurikabe);
  });

  it("names the path of the first mistake, checking sizes before the clues", () => {
    expect(props.parseErrorOf(() => fromJson({ width: 1e9, height: 5, clues: [] })).message).toBe(
      "width: 1000000000 is out of range: expected 1 to 60",
    );
    expect(props.parseErrorOf(() => fromJson({ width: 5, height: "5", clues: [] })).path).toBe("height");
    expect(props.parseErrorOf(() => fromJson({ width: 2, height: 2, clues: [1, 2, 3] })).message).toBe(
      "clues: expected a list of 4, got 3",
    );
    expect(props.parseErrorOf(() => fromJson({ width: 2, height: 1, clues: [1, 1.5] })).message).toBe(
      "clues[1]: expected an integer from -1 to 4095, got 1.5",
    );
    expect(
      props.parseErrorOf(() => fromJson({ width: 60, height: 60, clues: props.sparse(1e9) })).message,
    ).toMatch(/expected a list of 3600, got 1000000000/);
    expect(props.parseErrorOf(() => fromJson(null)).message).toBe("puzzle: expected an object, got null");
  });
});

describe("limits", () => {
  it("are the sizes the formats take", () => {
    expect(limits).toMatchObject({ maxSide: 60, maxCells: 3600, maxTextLength: 230_400 });
    expect(nurikabe.limits).toBe(limits);
    // The largest grid in its longest form fits well within the text limit, in every format.
    const largest: Puzzle = { width: 60, height: 60, clues: new Array<number>(3600).fill(MAX_CLUE) };
    for (const format of nurikabe.formats) {
      const text = format.serialize!(largest);
      expect(text.length).toBeLessThan(limits.maxTextLength / 2);
      expect(format.parse(text)).toEqual(largest);
    }
  });

  it("refuse a text longer than maxTextLength in every format, before reading it; any text reads or throws a ParseError", () => {
    props.checkTextsBounded(nurikabe, { tooLong: [`${".".repeat(limits.maxTextLength)}\n`] });
  });

  it("refuse sizes past them at once, wherever the size is claimed", () => {
    expect(
      props.parseErrorOf(() => parsePuzzlink("https://puzz.link/p?nurikabe/9999/9999/")).message,
    ).toMatch(/^line 1, column \d+: a grid is at most 60x60 cells$/);
    expect(() => parsePuzzlink("https://puzz.link/p?nurikabe/1000000000/5/g")).toThrow(ParseError);
    expect(puzzlinkFormat.detect("https://puzz.link/p?nurikabe/9999/9999/")).toBe(true);
    expect(props.parseErrorOf(() => textFormat.parse(".1\n".repeat(61))).message).toMatch(/at most 60x60/);
    expect(props.parseErrorOf(() => textFormat.parse(`${".".repeat(61)}\n`)).message).toMatch(
      /at most 60x60/,
    );
    const rows = JSON.stringify({ clues: new Array(61).fill(".1") });
    expect(props.parseErrorOf(() => jsonFormat.parse(rows)).message).toBe(
      "line 1, column 10: clues: expected a list of 1 to 60, got 61",
    );
    expect(props.parseErrorOf(() => jsonFormat.parse('{"clues": [".1", 5]}')).path).toBe("clues[1]");
    expect(props.parseErrorOf(() => jsonFormat.parse('{"clues": [".1\\n.2"]}')).message).toMatch(/one line/);
  });
});

describe("hostile texts", () => {
  it("are read in time linear in their length: no regular expression goes quadratic", () => {
    // A run of spaces that does not end the line: /\s+$/ would try every start in it.
    const spaces = " ".repeat(limits.maxTextLength - 10);
    expect(textFormat.parse(`.${spaces}x\n`)).toEqual({ width: 2, height: 1, clues: [-1, 33] });
    for (const format of nurikabe.formats) format.detect(`.${spaces}x\n`);
    expect(() => jsonFormat.parse(`{"clues": ["${spaces.slice(1000)}x"]}`)).toThrow(ParseError);
  });
});

describe("validate, check and hint on values of the wrong shape", () => {
  const wrong: unknown[] = [
    null,
    [],
    "5x5",
    { width: 1e9, height: 1e9, clues: [] },
    { width: 60, height: 60, clues: props.sparse(1e9) },
    { width: 2, height: 2, clues: [1, 1, 1] },
    { width: 2, height: 2, clues: [1, 1, 1, "1"] },
    { width: -2, height: -2, clues: [1, 1, 1, 1] },
    { width: 2.5, height: 2, clues: [1, 1, 1, 1, 1] },
  ];

  it("validate and check answer one bad-shape problem naming the path", () => {
    props.checkValidateBounded(nurikabe, {
      valid: validPuzzle,
      more,
      wrong,
      // Clues too large for the grid are all validate finds in a value of the right shape.
      readable: (_, problems) => expect(problems.every((p) => p.code === "bad-clue")).toBe(true),
    });
    expect(validate({ width: 2, height: 2, clues: [1, 1, 1, "1"] } as unknown as Puzzle)[0]!.message).toBe(
      'clues[3]: expected an integer from -1 to 4095, got "1"',
    );
  });

  it("hint and solve refuse a puzzle of the wrong shape, check and hint an attempt", () => {
    const p = textFormat.parse(examples[0]!.text);
    props.checkWrongShapesRefused(nurikabe, {
      wrong,
      valid: validPuzzle,
      more,
      throws: ["solve", "hint", "explain", "grade"],
    });
    for (const value of wrong) {
      expect(() => hint(value as Puzzle)).toThrow(/expected/);
      expect(() => nurikabe.solve(value as Puzzle)).toThrow(/expected/);
      expect(() => nurikabe.explain!(value as Puzzle)).toThrow(/expected/);
      expect(() => nurikabe.grade!(value as Puzzle)).toThrow(/expected/);
    }
    const cells = p.width * p.height;
    props.checkAttemptsBounded(nurikabe, {
      puzzle: p,
      attempt: fc.array(fc.constantFrom(1, -1, 0, null), { minLength: cells, maxLength: cells }),
      wrong: [null, "0000", { 0: 1 }, props.sparse(1e9), new Array(26).fill(0)],
      hintError: Error,
    });
    // A null attempt is no attempt, as kit's walk takes it.
    expect(nurikabe.hint!(p, null as never)).toEqual(nurikabe.hint!(p));
    expect(nurikabe.check(p, [0, "x" as unknown as number, null as unknown as number])).toEqual([
      { code: "bad-cell", message: 'r1c2: "x" is not 1, -1 or 0', cells: [{ row: 0, col: 1 }] },
    ]);
  });

  it("generate and the command line's params refuse sizes past the generator's before working", () => {
    for (const params of [
      null,
      5,
      { width: 1e9 },
      { width: 16 },
      { width: 1 },
      { width: 3.5 },
      { width: "7" },
    ])
      expect(() => generate(params as never, 1)).toThrow(RangeError);
    expect(() => checkParams({ width: 7, difficulty: "x" as never })).toThrow(/difficulty/);
    expect(() => nurikabe.params!.read({ size: "1000000000" })).toThrow(
      "--size/--width/--height/--difficulty: width must be 2 to 15, got 1000000000",
    );
  });
});
