import { detectFormat, ParseError } from "@gridsmith/kit";
import {
  deeplyNested,
  HOSTILE_VALUES,
  hostileText,
  hostileValue,
  mutated,
  nested,
  nestedText,
} from "@gridsmith/kit/testing/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { jsonFormat, puzzlinkFormat, textFormat } from "./formats/index.js";
import { checkParams, generate } from "./generate.js";
import { explain, grade, hint } from "./hints.js";
import { slitherlink } from "./index.js";
import { edgeCount, type Puzzle } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

const formats = slitherlink.formats;

const validPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
  .chain(({ width, height }) =>
    fc
      .array(fc.integer({ min: -1, max: 4 }), { minLength: width * height, maxLength: width * height })
      .map((clues) => ({ width, height, clues })),
  );

/** Any JSON value, and puzzle-like values with something wrong (or nothing) in them. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  hostileValue,
  validPuzzle,
  mutated(validPuzzle),
  mutated(validPuzzle),
  fc.record({ width: hostileValue, height: fc.integer({ min: 1, max: 3 }), clues: fc.constant([]) }),
  fc.record({ width: fc.constant(1), height: fc.constant(1), clues: fc.oneof(hostileValue, deeplyNested) }),
);

const parsedExamples = examples.map((e) => detectFormat(formats, e.text).parse(e.text));

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe("fromJson", () => {
  it("returns a puzzle the default format writes and reads back, or throws a ParseError", () => {
    let read = 0;
    fc.assert(
      fc.property(anyValue, (value) => {
        let puzzle: Puzzle;
        try {
          puzzle = fromJson(value);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
          expect((e as ParseError).path).toBeTypeOf("string");
          return;
        }
        read++;
        expect(textFormat.parse(textFormat.serialize!(puzzle))).toEqual(puzzle);
      }),
      { numRuns: 500 },
    );
    expect(read).toBeGreaterThan(0);
  });

  it("reads every example as parse gives it, from its JSON text", () => {
    for (const p of parsedExamples) expect(fromJson(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });

  it("reads what every format reads", () => {
    fc.assert(
      fc.property(validPuzzle, (p) => {
        for (const f of formats) {
          const back = f.parse(f.serialize!(p));
          expect(fromJson(JSON.parse(JSON.stringify(back)))).toEqual(back);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("returns a fresh value that shares nothing with its input", () => {
    const input = structuredClone(parsedExamples[0]!);
    const puzzle = fromJson(input);
    expect(puzzle).toEqual(parsedExamples[0]);
    input.clues[0] = 4;
    input.width = 9;
    expect(puzzle).toEqual(parsedExamples[0]);
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
    expect(() => fromJson({ ...p, clues: [...p.clues.slice(1), nested(100_000)] })).toThrow(
      "clues[24]: expected an integer from -1 to 4, got a list of 1",
    );
    expect(() => fromJson(nested(100_000, 0, true))).toThrow("width: expected an integer");
  });

  it("is the type's fromJson, with the limits it checks", () => {
    expect(slitherlink.fromJson).toBe(fromJson);
    expect(slitherlink.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 60, maxCells: 3600 });
    expect(limits.maxTextLength).toBeLessThanOrEqual(1 << 20);
  });
});

describe("every format", () => {
  it("refuses a text over maxTextLength before reading it", () => {
    const tooLong = `2..1.\n${".".repeat(limits.maxTextLength)}`;
    for (const f of formats) {
      const e = thrown(() => f.parse(tooLong));
      expect(e, f.id).toBeInstanceOf(ParseError);
      expect((e as Error).message, f.id).toContain(`at most ${limits.maxTextLength}`);
    }
  });

  it("refuses a size claimed in a URL or a document before sizing anything by it", () => {
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?slither/9999/9999/")).toThrow(
      "a grid is at most 60x60 cells",
    );
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?slither/1000000000/1/")).toThrow(ParseError);
    expect(() => jsonFormat.parse('{"height": 1000000000, "clues": ["2."]}')).toThrow(
      "height: 1000000000 is out of range: expected 1 to 60",
    );
    expect(() => jsonFormat.parse(`{"clues": ${JSON.stringify(new Array(61).fill("."))}}`)).toThrow(
      "clues: expected a list of 1 to 60, got 61",
    );
    expect(() => jsonFormat.parse(`{"clues": ["${".".repeat(61)}"]}`)).toThrow(
      "clues[0]: the text has 61 characters; at most 60 are allowed",
    );
    expect(() => textFormat.parse(".\n".repeat(61))).toThrow("a grid is at most 60x60 cells");
    expect(() => jsonFormat.parse(`{"clues": ${nestedText(20_000)}}`)).toThrow(
      "clues[0]: expected a text, got a list of 1",
    );
  });

  it("never throws anything but ParseError on hostile texts", () => {
    const texts = fc.oneof(
      fc.string(),
      hostileText,
      hostileText.map((t) => `{"type": "slitherlink", "clues": ${t}}`),
      hostileText.map((t) => `{"width": ${t}, "clues": ["2."]}`),
      fc.constantFrom("slither/60/60/", "slither/61/1/g", "https://puzz.link/p?slither/60/60/z"),
    );
    fc.assert(
      fc.property(texts, (text) => {
        for (const f of formats) {
          const e = thrown(() => f.parse(text));
          if (e !== undefined) expect(e).toBeInstanceOf(ParseError);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("validate, solve, check and hint on values of the wrong shape", () => {
  it("validate answers one bad-shape problem exactly when fromJson throws, and never throws", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const error = thrown(() => fromJson(value));
        const problems = validate(value as Puzzle);
        if (error === undefined) expect(problems).toEqual([]);
        else
          expect(problems).toEqual([
            expect.objectContaining({ code: "bad-shape", message: (error as Error).message }),
          ]);
      }),
      { numRuns: 500 },
    );
  });

  it("solve refuses, hint and explain give nothing, grade and check say so, before building anything", () => {
    const p = parsedExamples[0]!;
    const values = [...HOSTILE_VALUES, { ...p, width: 1e9, height: 1e9 }, { ...p, clues: new Array(1e9) }];
    for (const value of values) {
      const bad = value as Puzzle;
      expect(() => solve(bad)).toThrow(RangeError);
      expect(hint(bad)).toBeNull();
      expect(explain(bad)).toEqual([]);
      expect(grade(bad).level).toBe("invalid");
      expect(check(bad, [])[0]!.code).toBe("bad-shape");
    }
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[0]!;
    const n = edgeCount(puzzle);
    const attempt = fc.oneof(hostileValue, mutated(fc.constant(new Array(n).fill(0))));
    fc.assert(
      fc.property(attempt, (a) => {
        if (a === null) return; // hint takes null as "no attempt" (a JSON body cannot say undefined)
        const problems = check(puzzle, a as number[]);
        const e = thrown(() => hint(puzzle, a as number[]));
        if (problems[0]?.code === "bad-attempt") {
          expect(e).toBeInstanceOf(ParseError);
          expect((e as Error).message).toBe(problems[0].message);
        } else expect(e).toBeUndefined();
      }),
      { numRuns: 100 },
    );
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
      "width 1000000000 is over the largest side, 60",
    );
    expect(() => checkParams({ width: "7" as unknown as number })).toThrow('width must be 2 to 60, got "7"');
    expect(() => checkParams(null as unknown as object)).toThrow("the params must be an object");
    expect(() => slitherlink.cli!.generateParams!({ size: "1000000000" })).toThrow(
      "width 1000000000 is over the largest side, 60",
    );
  });
});
