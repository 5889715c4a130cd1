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
import { check } from "./check.js";
import { generateParams } from "./cli-hooks.js";
import { examples } from "./examples.js";
import { formats, gridFormat, ipuzFormat, lineFormat, puzzlinkFormat } from "./formats/index.js";
import { generate } from "./generate.js";
import { SIZES, type Sudoku } from "./grid.js";
import { validate } from "./rules.js";
import { fromJson, limits, readSudoku, wellFormed } from "./shape.js";
import { solve } from "./solver/solve.js";
import { explain, grade, hint } from "./steps.js";
import { sudoku } from "./sudoku-type.js";

const validPuzzle: fc.Arbitrary<Sudoku> = fc
  .constantFrom(...SIZES)
  .chain((size) =>
    fc
      .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
      .map((cells) => ({ size, cells })),
  );

/** Any JSON value, and puzzle-like values with something wrong (or nothing) in them. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  hostileValue,
  validPuzzle,
  mutated(validPuzzle),
  mutated(validPuzzle),
  fc.record({ size: hostileValue, cells: fc.constant([]) }),
  fc.record({ size: fc.constantFrom(...SIZES), cells: fc.oneof(hostileValue, deeplyNested) }),
);

const parsedExamples = examples.map((e) => ({
  name: e.name,
  puzzle: detectFormat(formats, e.text).parse(e.text),
}));

/** What a call throws, or undefined. */
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
    fc.assert(
      fc.property(anyValue, (value) => {
        let puzzle: Sudoku;
        try {
          puzzle = fromJson(value);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
          expect((e as ParseError).path).toBeTypeOf("string");
          return;
        }
        expect(gridFormat.parse(gridFormat.serialize!(puzzle))).toEqual(puzzle);
      }),
      { numRuns: 500 },
    );
  });

  it("reads every example as parse gives it, from its JSON text", () => {
    for (const { puzzle } of parsedExamples)
      expect(fromJson(JSON.parse(JSON.stringify(puzzle)))).toEqual(puzzle);
  });

  it("reads what every format reads, for every size", () => {
    fc.assert(
      fc.property(validPuzzle, (p) => {
        for (const f of formats) {
          if (f === puzzlinkFormat && p.size === 12) continue;
          const read = f.parse(f.serialize!(p));
          expect(fromJson(JSON.parse(JSON.stringify(read)))).toEqual(read);
        }
      }),
      { numRuns: 30 },
    );
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
    expect(() => fromJson({ size: 4, cells: [...new Array(15).fill(0), nested(10_000)] })).toThrow(
      "cells[15]: expected an integer from 0 to 4, got a list of 1",
    );
    expect(() => fromJson(nested(100_000, 0, true))).toThrow("size: expected an integer");
    // A list that claims a billion cells (a package user's sparse array) is refused by its length alone.
    expect(() => fromJson({ size: 9, cells: new Array(1_000_000_000) })).toThrow(
      "cells: expected a list of 81, got 1000000000",
    );
  });

  it("is the type's fromJson, with the limits it checks", () => {
    expect(sudoku.fromJson).toBe(fromJson);
    expect(sudoku.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 25, maxCells: 625 });
    expect(limits.maxTextLength).toBeLessThanOrEqual(1 << 20);
  });
});

describe("wellFormed, the allocation-free quick check", () => {
  it("says yes exactly when readSudoku reads the value", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const reads = thrown(() => readSudoku(value)) === undefined;
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
  const tooLong = "5".repeat(limits.maxTextLength + 1);

  it("refuses a text over maxTextLength before reading it", () => {
    for (const f of formats) {
      const e = thrown(() => f.parse(tooLong));
      expect(e, f.id).toBeInstanceOf(ParseError);
      expect((e as Error).message, f.id).toContain(`at most ${limits.maxTextLength}`);
    }
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
    const deep = `{"kind":["http://ipuz.org/sudoku#1"],"puzzle":${nestedText(100_000)}}`;
    expect(() => ipuzFormat.parse(deep)).toThrow("puzzle: expected a list of 4 to 25, got 1");
    expect(() =>
      ipuzFormat.parse(`{"kind":["http://ipuz.org/sudoku#1"],"puzzle":${"[".repeat(200_000)}`),
    ).toThrow("nested more than 256 deep");
  });

  it("never throws anything but ParseError on hostile texts", () => {
    const texts = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      hostileText.map((t) => `{"kind":["http://ipuz.org/sudoku#1"],"puzzle":${t}}`),
      hostileText,
      fc.constantFrom("sudoku/9999/9/", "https://puzz.link/p?sudoku/25/25/", `${".".repeat(624)}\n`),
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
    expect(() => lineFormat.parse(".".repeat(limits.maxTextLength))).toThrow("puzzle has 262144 cells");
  });
});

describe("validate, solve, check and hint on values of the wrong shape", () => {
  it("validate answers one bad-shape problem exactly when fromJson throws, and never throws", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const error = thrown(() => fromJson(value));
        const problems = validate(value as Sudoku);
        if (error === undefined) expect(problems.some((p) => p.code === "bad-shape")).toBe(false);
        else
          expect(problems).toEqual([
            expect.objectContaining({ code: "bad-shape", message: (error as Error).message }),
          ]);
      }),
      { numRuns: 500 },
    );
  });

  it("solve finds nothing, hint, explain and grade give nothing, check answers the shape problem", () => {
    for (const value of [...HOSTILE_VALUES, { size: 1e9, cells: [] }, { size: 9, cells: new Array(1e9) }]) {
      const p = value as Sudoku;
      expect(solve(p).status).toBe("none");
      expect(hint(p)).toBeNull();
      expect(explain(p)).toEqual([]);
      expect(grade(p).level).toBe("invalid");
      expect(check(p, { cells: [] })[0]!.code).toBe("bad-shape");
    }
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[1]!.puzzle;
    const attempt = fc.oneof(
      hostileValue,
      fc.record({ cells: hostileValue }),
      mutated(fc.constant({ cells: puzzle.cells })),
    );
    fc.assert(
      fc.property(attempt, (a) => {
        if (a === null) return; // hint takes null as "no attempt" (a JSON body cannot say undefined)
        const problems = check(puzzle, a as { cells: number[] });
        const e = thrown(() => hint(puzzle, a as { cells: number[] }));
        if (problems[0]?.code === "bad-attempt") {
          expect(e).toBeInstanceOf(ParseError);
          expect((e as Error).message).toBe(problems[0].message);
        } else expect(e).toBeUndefined();
      }),
      { numRuns: 100 },
    );
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
    expect(() => generateParams({ size: "1000000000" })).toThrow(
      "size 1000000000 is over the largest side, 25",
    );
    expect(() => generateParams({ size: "1e9" })).toThrow(
      "--size takes one of 4, 6, 9, 12, 16, 25, got '1e9'",
    );
    expect(generateParams({ size: "4", difficulty: "easy" })).toMatchObject({ size: 4 });
  });
});
