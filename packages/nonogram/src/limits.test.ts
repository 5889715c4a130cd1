import { ParseError, parsePuzzle } from "@gridsmith/kit";
import * as props from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { puzzleFromPicture } from "./bw/clues.js";
import { colourPuzzleArb } from "./colour/arbitraries.test-helpers.js";
import { isColourPuzzle, MAX_COLOURS } from "./colour/palette.js";
import { examples } from "./examples.js";
import {
  formats,
  jsonFormat,
  ninFormat,
  parseJson,
  parseNin,
  parseNon,
  parseOlsak,
  parsePbm,
  parsePuzzlink,
  parseTatham,
  parseXmlPuzzle,
} from "./formats/index.js";

import { fromJson, limits, MAX_SIDE } from "./limits.js";
import { nonogram } from "./nonogram-type.js";
import { generateNonogram } from "./operations.js";
import { generateParams } from "./params.js";
import type { Nonogram } from "./types.js";

const hostile = fc.constantFrom<unknown>(
  null,
  0,
  -1,
  1.5,
  1e9,
  Number.NaN,
  "3",
  "#",
  {},
  [],
  [0],
  [-1],
  [1.5],
  [MAX_SIDE + 1],
  ["1"],
  props.sparse(1e9),
  { length: 2, 0: [1], 1: [1] },
  props.nested(10_000, 1),
  props.nested(10_000, 1, "rows"),
  new Array(MAX_SIDE + 1).fill([1]),
  { name: "x", rgb: "#fff", code: "?" },
  "#".repeat(1e5),
);

const bwPuzzle = fc
  .record({ w: fc.integer({ min: 1, max: 6 }), h: fc.integer({ min: 1, max: 6 }) })
  .chain(({ w, h }) =>
    fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
  )
  .map((picture): Nonogram => puzzleFromPicture(picture));

const keys = ["rows", "columns", "palette", "rowColours", "columnColours", "goal", "title"] as const;

/** Puzzle-shaped values, black and white or colour: real ones, then spoiled in one place (or not). */
const nearPuzzle = fc
  .record({
    p: fc.oneof(bwPuzzle, colourPuzzleArb(5, 5, 4)),
    key: fc.constantFrom(...keys),
    how: fc.constantFrom("none", "none", "value", "entry", "number", "drop", "grow"),
    bad: hostile,
    at: fc.nat(),
  })
  .map(({ p, key, how, bad, at }): unknown => {
    const v = structuredClone(p) as unknown as Record<string, unknown>;
    const list = v[key];
    if (how === "value") v[key] = bad;
    else if (Array.isArray(list) && list.length > 0) {
      const i = at % list.length;
      if (how === "entry") list[i] = bad;
      if (how === "number" && Array.isArray(list[i]) && list[i].length > 0)
        list[i][at % list[i].length] = bad;
      if (how === "drop") list.pop();
      if (how === "grow") list.push(structuredClone(list[i]));
    }
    return v;
  });

/** The type's own values to try besides the kit's. */
const more = [nearPuzzle, hostile];

const validPuzzle: fc.Arbitrary<Nonogram> = fc.oneof(bwPuzzle, colourPuzzleArb(5, 5, 4));

/** The formats that hold colour; the others write black-and-white puzzles only. */
const holds = (f: { id: string }, p: Nonogram) =>
  !isColourPuzzle(p) || ["xml", "json", "non", "g"].includes(f.id);

describe("fromJson", () => {
  it("answers any value with a puzzle the JSON format writes and reads back, or a ParseError", () => {
    props.checkFromJsonBounded(nonogram, {
      valid: validPuzzle,
      more,
      readBack(p) {
        // What validate accepts, JSON (which holds every field) writes and reads back; what it does not, the
        // reader may refuse, with a ParseError only.
        const sound = nonogram.validate(p).length === 0;
        if (sound) expect(jsonFormat.parse(jsonFormat.serialize!(p))).toEqual(p);
        else
          try {
            jsonFormat.parse(jsonFormat.serialize!(p));
          } catch (e) {
            expect(e).toBeInstanceOf(ParseError);
          }
        if (sound && p.palette === undefined)
          // The default format holds the clues of a black-and-white puzzle.
          expect(ninFormat.parse(ninFormat.serialize!(p))).toEqual({ rows: p.rows, columns: p.columns });
      },
    });
  });

  it("reads back every example from its JSON, black and white and colour, as a fresh value", () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    expect(nonogram.fromJson).toBe(fromJson);
    props.checkExamplesRoundTrip(nonogram, { holds });
  });

  it("checks the sizes first, then lengths that must agree, and names the path", () => {
    expect(props.parseErrorOf(() => fromJson({ rows: props.sparse(1e9), columns: [] })).message).toBe(
      "rows: expected a list of 1 to 200, got 1000000000",
    );
    expect(props.parseErrorOf(() => fromJson({ rows: [[1]], columns: props.sparse(1e9) })).path).toBe(
      "columns",
    );
    expect(props.parseErrorOf(() => fromJson({ rows: [[1, 1.5]], columns: [[1]] })).message).toBe(
      "rows[0][1]: expected an integer from 1 to 200, got 1.5",
    );
    expect(
      props.parseErrorOf(() => fromJson({ rows: [[1]], columns: [[1]], goal: ["#", "#"] })).message,
    ).toBe("goal: expected a list of 1, got 2");
    expect(props.parseErrorOf(() => fromJson({ rows: [[1]], columns: [[1]], goal: ["x"] })).message).toBe(
      'goal[0]: column 1 holds "x", which is not # or .',
    );
    const palette = [
      { name: "white", rgb: "#ffffff", code: "." },
      { name: "red", rgb: "#ff0000", code: "r" },
      { name: "blue", rgb: "#0000ff", code: "b" },
    ];
    const colour = {
      rows: [[1, 1]],
      columns: [[1], [1]],
      palette,
      rowColours: [[1, 2]],
      columnColours: [[1], [2]],
    };
    expect(fromJson(colour)).toEqual(colour);
    expect(props.parseErrorOf(() => fromJson({ ...colour, rowColours: [[1]] })).message).toBe(
      "rowColours[0]: expected a list of 2, got 1",
    );
    expect(props.parseErrorOf(() => fromJson({ ...colour, columnColours: [[1], [3]] })).path).toBe(
      "columnColours[1][0]",
    );
    expect(
      props.parseErrorOf(() =>
        fromJson({ ...colour, palette: [palette[0], { ...palette[1], code: "?" }, palette[2]] }),
      ).path,
    ).toBe("palette[1].code");
    expect(
      props.parseErrorOf(() => fromJson({ ...colour, palette: new Array(MAX_COLOURS + 2).fill(palette[1]) }))
        .message,
    ).toBe("palette: expected a list of 1 to 32, got 33");
    // A palette of one colour besides the background is black and white, as every format reads it.
    expect(fromJson({ ...colour, palette: palette.slice(0, 2), rowColours: "ignored" })).toEqual({
      rows: [[1, 1]],
      columns: [[1], [1]],
    });
  });
});

describe("limits", () => {
  it("are what the formats take; the largest puzzle fits the text limit in every format that holds it", () => {
    expect(nonogram.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 200, maxCells: 40_000, maxTextLength: 1_048_576 });
    // 200 x 200, every other cell filled: 100 blocks a line, the most a black-and-white line can have.
    const picture = Array.from({ length: MAX_SIDE }, (_, r) =>
      Array.from({ length: MAX_SIDE }, (_, c) => (r + c) % 2 === 0),
    );
    const largest = { ...puzzleFromPicture(picture), title: "largest" };
    for (const format of formats) {
      const text = format.serialize!(largest);
      expect(text.length, format.id).toBeLessThan(limits.maxTextLength);
      const back = format.parse(text);
      expect(back.rows, format.id).toEqual(largest.rows);
      expect(back.columns, format.id).toEqual(largest.columns);
    }
  });

  it("refuse a text longer than maxTextLength in every format, before reading it; any text reads or throws a ParseError", () => {
    props.checkTextsBounded(nonogram, { tooLong: [`5 5\n${"1\n".repeat(limits.maxTextLength / 2)}`] });
  });

  it("refuse a size past them where a header, a URL or a document claims it, before reading on", () => {
    const at = (f: () => unknown) => props.parseErrorOf(f).message;
    expect(at(() => parseNin("1000000000 5\n"))).toBe(
      "line 1, column 1: the width must be between 1 and 200, got 1000000000",
    );
    expect(at(() => parseNin("5 99999999999999999999999999\n"))).toMatch(
      /^line 1, column 3: the height must be between 1 and 200/,
    );
    expect(at(() => parseNon("width 1000000000\nheight 5\n"))).toMatch(
      /^line 1, column 7: the width must be between 1 and 200/,
    );
    expect(at(() => parseTatham("1000000000x2:1/1"))).toMatch(/the width must be between 1 and 200/);
    expect(at(() => parsePuzzlink("https://puzz.link/p?nonogram/9999/9999/"))).toMatch(
      /a nonogram is at most 200x200 cells$/,
    );
    expect(at(() => parsePbm("P1\n1000000000 1\n1\n"))).toMatch(
      /the width must be between 1 and 200, got 1000000000/,
    );
    expect(at(() => parsePbm("P4\n5000 5000\n"))).toMatch(/the width must be between 1 and 200/);
    const lines = (n: number) => `<line><count>1</count></line>`.repeat(n);
    const xml = `<puzzleset><puzzle><clues type="rows">${lines(201)}</clues><clues type="columns">${lines(1)}</clues></puzzle></puzzleset>`;
    expect(at(() => parseXmlPuzzle(xml))).toBe(
      "line 1, column 12: the puzzle has 201 rows; it needs 1 to 200",
    );
    expect(at(() => parseOlsak(`: rows\n${"1\n".repeat(201)}: columns\n1\n`))).toBe(
      "line 202: more than 200 row clues; at most 200 are allowed",
    );
    expect(
      props.parseErrorOf(() => parseJson(JSON.stringify({ rows: new Array(201).fill([1]), columns: [[1]] })))
        .path,
    ).toBe("rows");
    expect(
      at(() =>
        parseJson(
          '{"rows": [[[1, "a"]]], "columns": [[1]], "palette": ' +
            JSON.stringify(new Array(40).fill({ name: "x", rgb: "#000" })) +
            "}",
        ),
      ),
    ).toBe("palette: expected a list of 1 to 32, got 40");
  });

  it("read hostile texts in time linear in their length: no regular expression or scan goes quadratic", () => {
    // Blank lines (each a start for /^\s*/m), a long run of spaces, thousands of XML elements (each one's
    // line and column), and elements props.nested as deep as the text allows.
    const n = limits.maxTextLength - 100;
    const texts = [
      "\n".repeat(n),
      ` ${" \t\n".repeat(n / 3)}x`,
      `${" ".repeat(n)}x`,
      `<puzzleset>${"<x/>\n".repeat(n / 5 - 10)}</puzzleset>`,
      `<puzzleset>${"<x>".repeat(n / 8)}${"</x>".repeat(n / 8)}</puzzleset>`,
    ];
    for (const text of texts) {
      for (const format of formats) {
        expect(typeof format.detect(text)).toBe("boolean");
        try {
          format.parse(text);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
        }
      }
    }
  });
});

describe("validate, check and hint on values of the wrong shape", () => {
  const bear = parsePuzzle<Nonogram>(nonogram, examples[1]!.text);
  const wrong: unknown[] = [
    null,
    "5x5",
    { rows: props.sparse(1e9), columns: [[1]] },
    { rows: [[1]], columns: props.sparse(1e9) },
    { rows: [[1e9]], columns: [[1]] },
    { rows: new Array(MAX_SIDE + 1).fill([]), columns: [[]] },
    { rows: [[1]], columns: [[1]], goal: props.sparse(1e9) },
    { rows: [[1]], columns: [[1]], goal: ["#".repeat(1e6)] },
    { rows: [], columns: [] },
    { rows: props.nested(10_000, false), columns: [[1]] },
  ];

  it("validate and check answer one bad-shape problem naming the path", () => {
    props.checkValidateBounded(nonogram, { valid: validPuzzle, more, wrong });
    expect(nonogram.validate({ rows: [[1], [2, "x"]], columns: [[1]] } as never)).toEqual([
      {
        code: "bad-shape",
        message: 'rows[1][1]: expected an integer from 1 to 200, got "x"',
        lines: [{ axis: "row", index: 1 }],
      },
    ]);
    expect(nonogram.validate({ rows: [[2]], columns: [[1]] })[0]!.code).toBe("clue-too-long");
  });

  it("hint throws on a puzzle of the wrong shape; check answers attempt-shape, and hint throws, before any work", () => {
    // Not yet solve, explain and grade: they read such a value without looking at its shape (a TypeError on
    // null; grade answers "no-solution" for some).
    props.checkWrongShapesRefused(nonogram, {
      wrong,
      valid: validPuzzle,
      more,
      throws: ["hint"],
      skip: ["solve", "explain", "grade"],
    });
    for (const value of wrong)
      expect(() => nonogram.hint!(value as Nonogram)).toThrow(/expected|out of range|too large|text/);
    for (const p of [bear, parsePuzzle<Nonogram>(nonogram, examples[2]!.text)]) {
      const { length: width } = p.columns;
      const row = fc.string({ unit: fc.constantFrom("#", ".", "?", "x"), maxLength: width });
      props.checkAttemptsBounded(nonogram, {
        puzzle: p,
        attempt: fc.array(fc.option(row), { maxLength: p.rows.length }),
        wrong: [
          null,
          "##",
          props.sparse(1e9),
          { length: 1e9 },
          [5],
          ["#".repeat(1e6)],
          new Array(11).fill(""),
        ],
        code: "attempt-shape",
        hintError: Error,
      });
    }
    expect(nonogram.hint!(bear, null as never)).toEqual(nonogram.hint!(bear));
    expect(nonogram.check(bear, [null, "##"] as never)).toEqual(nonogram.check(bear, [undefined, "##"]));
  });

  it("generate and the command line's params refuse params past the limits first", () => {
    for (const params of [
      null,
      7,
      { width: 1e9 },
      { width: 61 },
      { width: 1 },
      { width: 2.5 },
      { width: "10" },
      { density: "0.5" },
      { colours: 13 },
      { colours: 2.5 },
    ])
      expect(() => generateNonogram(params as never, 1)).toThrow(RangeError);
    expect(() => generateParams({ size: "1000000000" })).toThrow(
      "width must be a whole number from 2 to 60, got 1000000000",
    );
    expect(() => generateParams({ width: "1e9" })).toThrow(RangeError);
  });
});
