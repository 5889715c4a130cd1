import { ParseError } from "@gridsmith/kit";
import * as props from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { ipuzFormat } from "./formats/ipuz.js";
import { jsonFormat } from "./formats/json.js";
import { kkckFormat, readKkck } from "./formats/kkck.js";
import { fromJson } from "./from-json.js";
import { checkParams, generateCrosspatch } from "./generate/index.js";
import { params } from "./generate/params.js";
import { hintFor } from "./hints.js";
import { crosspatch } from "./index.js";
import { type CrosspatchPuzzle, limits, MAX_SIDE, MAX_THEME_WORDS, MAX_WORDS } from "./puzzle.js";
import { randomPuzzle } from "./random-puzzles.test-helpers.js";

const hostile = fc.constantFrom<unknown>(
  null,
  5,
  1.5,
  "#####",
  {},
  [],
  props.sparse(1e9),
  { length: 3, 0: "##" },
  props.nested(10_000, "AB"),
  props.nested(10_000, "AB", "cell"),
  "#".repeat(MAX_SIDE + 1),
  "A".repeat(MAX_SIDE + 1),
  new Array(MAX_SIDE + 1).fill("##"),
);

/** Puzzle-shaped values: real small puzzles, then spoiled in one place (or left alone). */
const nearPuzzle = fc
  .record({
    seed: fc.integer({ min: 0, max: 100_000 }),
    spoil: fc.constantFrom(
      "none",
      "none",
      "lower",
      "trailing",
      "grid",
      "words",
      "row",
      "word",
      "long-row",
      "long-word",
      "many-rows",
      "many-words",
    ),
    bad: hostile,
  })
  .map(({ seed, spoil, bad }): unknown => {
    const p: { grid: unknown[]; words: unknown[] } = randomPuzzle(seed);
    if (spoil === "lower") return { grid: p.grid.map((r) => String(r).toLowerCase()), words: p.words };
    if (spoil === "trailing") return { grid: p.grid.map((r) => `${String(r)}  \t`), words: p.words };
    if (spoil === "grid" || spoil === "words") return { ...p, [spoil]: bad };
    if (spoil === "row") return { ...p, grid: [...p.grid.slice(1), bad] };
    if (spoil === "word") return { ...p, words: [bad, ...p.words.slice(1)] };
    if (spoil === "long-row") return { ...p, grid: [...p.grid, `${"#".repeat(MAX_SIDE)}#`] };
    if (spoil === "long-word") return { ...p, words: [...p.words, "Z".repeat(MAX_SIDE + 1)] };
    if (spoil === "many-rows") return { ...p, grid: new Array(MAX_SIDE + 1).fill("##") };
    if (spoil === "many-words") return { ...p, words: new Array(MAX_WORDS + 1).fill("AB") };
    return p;
  });

/** The type's own values to try besides the kit's. */
const more = [nearPuzzle, hostile];

const validPuzzle = fc.integer({ min: 0, max: 100_000 }).map((seed) => randomPuzzle(seed));

/**
 * Whether kkck's format can hold the puzzle: a row that is blank or starts with '!' it cannot, nor a word that
 * is empty or has a space in it (its word list is words between spaces).
 */
const kkckHolds = (p: CrosspatchPuzzle) =>
  p.grid.every((r) => r !== "" && !r.startsWith("!")) && p.words.every((w) => /^\S+$/.test(w));

describe("fromJson", () => {
  it("answers any value with a puzzle the formats write and read back, or a ParseError", () => {
    props.checkFromJsonBounded(crosspatch, {
      valid: validPuzzle,
      more,
      readBack(p) {
        // What validate passes, the default format writes and reads back (the JSON format where kkck's
        // cannot hold it); what it does not pass is refused by every format with a ParseError.
        const sound = crosspatch.validate(p).length === 0;
        for (const format of kkckHolds(p) ? [kkckFormat, jsonFormat] : [jsonFormat]) {
          const text = format.serialize!(p);
          if (sound) expect(format.parse(text)).toEqual(p);
          else expect(() => format.parse(text)).toThrow(ParseError);
        }
      },
    });
  });

  it("reads back every example from its JSON, as a fresh value", () => {
    expect(crosspatch.fromJson).toBe(fromJson);
    props.checkExamplesRoundTrip(crosspatch, { holds: (f, p) => f !== kkckFormat || kkckHolds(p) });
  });

  it("names the path of the first mistake, the rows before the words", () => {
    expect(props.parseErrorOf(() => fromJson({ grid: props.sparse(1e9), words: [] })).message).toBe(
      "grid: expected a list of 0 to 128, got 1000000000",
    );
    expect(props.parseErrorOf(() => fromJson({ grid: ["##", 5], words: props.sparse(1e9) })).message).toBe(
      "grid[1]: expected a text, got 5",
    );
    expect(props.parseErrorOf(() => fromJson({ grid: ["#".repeat(129)], words: [] })).message).toBe(
      "grid[0]: the row has 129 characters; at most 128 are allowed",
    );
    expect(props.parseErrorOf(() => fromJson({ grid: ["##"], words: ["AB", ["CD"]] })).path).toBe("words[1]");
    // Trailing spaces carry no meaning, so they do not count; the row is uppercased as the formats read it.
    expect(fromJson({ grid: [`#a${" ".repeat(1000)}`], words: ["ab"] })).toEqual({
      grid: ["#A"],
      words: ["AB"],
    });
  });
});

describe("limits", () => {
  it("are the sizes the formats take, and the largest framework fits the text limit in every format", () => {
    expect(crosspatch.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 128, maxCells: 16_384, maxTextLength: 1_048_576 });
    // 128 rows of 128 given letters, and the words of its 256 slots.
    const largest: CrosspatchPuzzle = {
      grid: new Array(MAX_SIDE).fill("W".repeat(MAX_SIDE)),
      words: new Array(2 * MAX_SIDE).fill("W".repeat(MAX_SIDE)),
    };
    expect(crosspatch.validate(largest)).toEqual([]);
    for (const format of crosspatch.formats) {
      const text = format.serialize!(largest);
      expect(text.length).toBeLessThan(limits.maxTextLength);
      expect(format.parse(text)).toEqual(largest);
    }
  });

  it("refuse a text longer than maxTextLength in every format, before reading it; any text reads or throws a ParseError", () => {
    props.checkTextsBounded(crosspatch, { tooLong: [`${"#".repeat(limits.maxTextLength)}\n\nab\n`] });
  });

  it("refuse frameworks and word lists past them, at the line where they go past", () => {
    expect(props.parseErrorOf(() => readKkck(`${"##\n".repeat(129)}\nab\n`)).message).toBe(
      "line 129: The framework has 129 rows; at most 128 are allowed.",
    );
    expect(props.parseErrorOf(() => readKkck(`${"#".repeat(200)}\n\nab\n`)).message).toBe(
      "line 1, column 129: This framework row has 200 cells; at most 128 are allowed.",
    );
    expect(props.parseErrorOf(() => readKkck(`##\n\n${"ab ".repeat(5000)}\n`)).message).toBe(
      "line 3, column 12289: There are more than 4096 words; at most 4096 are allowed.",
    );
    expect(props.parseErrorOf(() => readKkck(`##\n\nab é${"z".repeat(200)}\n`)).message).toBe(
      "line 3, column 4: The word has 201 letters; a word has at most 128.",
    );
    const ipuz = (doc: object) =>
      JSON.stringify({ version: "http://ipuz.org/v2", kind: ["http://ipuz.org/crossword#1"], ...doc });
    expect(
      props.parseErrorOf(() => ipuzFormat.parse(ipuz({ puzzle: new Array(129).fill([0, 0]) }))).message,
    ).toBe("puzzle: expected a list of 0 to 128, got 129");
    expect(
      props.parseErrorOf(() =>
        ipuzFormat.parse(ipuz({ puzzle: [[0, 0]], solution: [new Array(129).fill("A")] })),
      ).path,
    ).toBe("solution[0]");
    expect(
      props.parseErrorOf(() => ipuzFormat.parse(ipuz({ puzzle: [[0, 0]], answers: ["AB", {}] }))).path,
    ).toBe("answers[1]");
    expect(
      props.parseErrorOf(() =>
        jsonFormat.parse(JSON.stringify({ grid: ["##"], words: new Array(4097).fill("AB") })),
      ).path,
    ).toBe("words");
  });

  it("read hostile texts in time linear in their length: no regular expression or scan goes quadratic", () => {
    // A line of spaces ending in a letter (each a trailing-space strip), many words on one line (each word's
    // column), spaces before a brace (detection), and nesting that never ends (JSON's error position).
    const spaces = " ".repeat(limits.maxTextLength - 20);
    expect(() => readKkck(`#${spaces}#\n\nab\n`)).toThrow(ParseError);
    expect(() => readKkck(`##\n\n${"ab ".repeat(4096)}${spaces.slice(13_000)}x\n`)).toThrow(ParseError);
    expect(ipuzFormat.detect(`${spaces}x`)).toBe(false);
    expect(kkckFormat.detect(`x\n${spaces}x`)).toBe(false);
    expect(() => jsonFormat.parse("[".repeat(limits.maxTextLength))).toThrow(ParseError);
    expect(() => ipuzFormat.parse(`{"kind": ${"[".repeat(200_000)}`)).toThrow(ParseError);
    // Built as text: JSON.stringify itself recurses once a level.
    const deepCell = `{"kind": ["http://ipuz.org/crossword#1"], "answers": ["AB"], "puzzle": [[${'{"cell": '.repeat(
      50_000,
    )}0${"}".repeat(50_000)}, 0]]}`;
    expect(props.parseErrorOf(() => ipuzFormat.parse(deepCell)).message).toBe(
      "row 1, column 1: an object is not an ipuz cell",
    );
    const deepKind = `{"kind": ${"[".repeat(100_000)}1${"]".repeat(100_000)}, "puzzle": [[0, 0]]}`;
    expect(props.parseErrorOf(() => ipuzFormat.parse(deepKind)).message).toBe(
      "kind: ipuz kind a list of 1 is not a crossword or fill puzzle",
    );
  });
});

describe("validate, check and hint on values of the wrong shape", () => {
  const seed01 = kkckFormat.parse(examples[0]!.text);
  const wrong: unknown[] = [
    null,
    "#####",
    { grid: props.sparse(1e9), words: [] },
    { grid: ["#".repeat(1e6)], words: [] },
    { grid: ["##"], words: props.sparse(1e9) },
    { grid: ["##"], words: ["A".repeat(1e6)] },
    { grid: ["##", null], words: ["AB"] },
    { grid: props.nested(10_000, false), words: ["AB"] },
  ];

  it("validate and check answer one bad-shape problem naming the path", () => {
    props.checkValidateBounded(crosspatch, { valid: validPuzzle, more, wrong, attempt: {} });
    expect(crosspatch.validate({ grid: ["##", null], words: ["AB"] } as never)[0]!.message).toBe(
      "grid[1]: expected a text, got null",
    );
    expect(crosspatch.validate({ grid: ["##"], words: ["AB", "CD"] })[0]!.code).toBe("count-mismatch");
  });

  it("solve finds nothing and hint throws for a puzzle of the wrong shape; check answers bad-attempt, and hint throws, for an attempt", () => {
    // Not yet explain: it reads such a value without looking at its shape (a TypeError on null).
    props.checkWrongShapesRefused(crosspatch, {
      wrong,
      valid: validPuzzle,
      more,
      throws: ["hint"],
      skip: ["explain"],
    });
    for (const value of wrong) {
      expect(crosspatch.solve(value as CrosspatchPuzzle)).toMatchObject({ status: "none", solutionCount: 0 });
      expect(() => hintFor(value as CrosspatchPuzzle)).toThrow(/expected|allowed/);
    }
    const word = fc.string({ unit: fc.constantFrom("K", "R", "I", "S", "A", "B"), maxLength: 8 });
    props.checkAttemptsBounded(crosspatch, {
      puzzle: seed01,
      attempt: fc.record(
        {
          rows: fc.array(fc.string({ unit: fc.constantFrom("#", " ", "K", "S"), maxLength: 8 }), {
            maxLength: 6,
          }),
          placements: fc.array(fc.record({ slot: fc.nat(12), word }), { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
      wrong: [
        null,
        "KRISS",
        { rows: props.sparse(1e9) },
        { rows: "KRISS" },
        { rows: ["K".repeat(1e6)] },
        { rows: [5] },
        { placements: { length: 1e9 } },
        { placements: props.sparse(1e9) },
        { placements: [{ slot: 1e9, word: "KRISS" }] },
        { placements: [{ slot: 0, word: ["KRISS"] }] },
      ],
      hintError: Error,
    });
    expect(crosspatch.check(seed01, { placements: [{ slot: 0, word: "KRISS" }] } as never)).toEqual([]);
    expect(crosspatch.hint!(seed01, null as never)).toEqual(crosspatch.hint!(seed01));
  });

  it("generate, prepareGenerate and the command line's params refuse params past the limits before working", async () => {
    const bad: unknown[] = [
      null,
      "sparse",
      { kind: "huge" },
      { kind: "sparse" },
      { kind: "sparse", words: props.sparse(1e9) },
      { kind: "sparse", words: new Array(MAX_THEME_WORDS + 1).fill("AB") },
      { kind: "sparse", words: ["AB", 5] },
      { kind: "sparse", words: ["AB", "C".repeat(MAX_SIDE + 1)] },
      { kind: "sparse", words: ["AB"], maxSize: 1e9 },
      { kind: "dense", rows: 1e9, cols: 5 },
      { kind: "dense", rows: 5, cols: 2.5 },
      { kind: "dense", rows: 5, cols: 5, maxLength: 1 },
      { kind: "dense", rows: 5, cols: 5, words: props.sparse(1e9) },
    ];
    for (const params of bad) {
      expect(() => checkParams(params)).toThrow(RangeError);
      expect(() => generateCrosspatch(params as never, 1)).toThrow(RangeError);
      await expect(crosspatch.prepareGenerate!(params as never)).rejects.toThrow(RangeError);
    }
    expect(() => params.read({ size: "1000000000" })).toThrow(
      "a dense grid is 3x3 to 21x21, not 1000000000x1000000000",
    );
    expect(() => params.read({ words: "ab cd", "max-size": "1000" })).toThrow(/--max-size/);
    expect(() => params.read({ words: "ab ".repeat(MAX_THEME_WORDS + 1) })).toThrow(
      "words has 1001 words; at most 1000 are allowed",
    );
  });
});
