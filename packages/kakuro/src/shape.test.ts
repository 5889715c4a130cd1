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
import { anyGrid } from "./arbitraries.test-helpers.js";
import { examples } from "./examples.js";
import { jsonFormat, puzzlinkFormat, textFormat } from "./formats/index.js";
import { generate } from "./generate.js";
import { explain, grade, hint } from "./hints.js";
import { kakuro } from "./index.js";
import { checkAttempt } from "./mistakes.js";
import type { Puzzle } from "./puzzle.js";
import { validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

const formats = kakuro.formats;

/** Any JSON value, and grid-like values with something wrong (or nothing) in them. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  hostileValue,
  anyGrid,
  mutated(anyGrid),
  mutated(anyGrid),
  fc.record({ rows: hostileValue, cols: fc.integer({ min: 1, max: 3 }), cells: fc.constant([]) }),
  fc.record({ rows: fc.constant(1), cols: fc.constant(1), cells: fc.oneof(hostileValue, deeplyNested) }),
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
        expect(jsonFormat.parse(jsonFormat.serialize!(puzzle))).toEqual(puzzle);
      }),
      { numRuns: 500 },
    );
    expect(read).toBeGreaterThan(0);
  });

  it("reads every example as parse gives it, from its JSON text", () => {
    for (const p of parsedExamples) expect(fromJson(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });

  it("reads what the formats read", () => {
    for (const p of parsedExamples)
      for (const f of formats) {
        const back = f.parse(f.serialize!(p));
        expect(fromJson(JSON.parse(JSON.stringify(back)))).toEqual(back);
      }
    fc.assert(
      fc.property(anyGrid, (p) => {
        for (const f of [textFormat, jsonFormat]) {
          const back = f.parse(f.serialize!(p));
          expect(fromJson(JSON.parse(JSON.stringify(back)))).toEqual(back);
        }
      }),
    );
  });

  it("returns a fresh value that shares nothing with its input", () => {
    const input = structuredClone(parsedExamples[0]!);
    const puzzle = fromJson(input);
    expect(puzzle).toEqual(parsedExamples[0]);
    expect(puzzle.cells[0]).not.toBe(input.cells[0]);
    (input.cells[1] as { down?: number }).down = 45;
    input.rows = 9;
    expect(puzzle).toEqual(parsedExamples[0]);
  });

  it("answers the issue's rows claim, lengths that disagree and wrong values with a ParseError naming the path", () => {
    const p = parsedExamples[0]!;
    expect(() => fromJson({ ...p, rows: 1_000_000_000 })).toThrow(
      "rows: 1000000000 is out of range: expected 1 to 40",
    );
    expect(() => fromJson({ ...p, cols: -4 })).toThrow("cols: -4 is out of range: expected 1 to 40");
    expect(() => fromJson({ ...p, cols: 4.5 })).toThrow("cols: expected an integer from 1 to 40, got 4.5");
    expect(() => fromJson({ ...p, rows: "4" })).toThrow('rows: expected an integer from 1 to 40, got "4"');
    expect(() => fromJson({ ...p, rows: "NaN" })).toThrow(
      'rows: expected an integer from 1 to 40, got "NaN"',
    );
    expect(() => fromJson({ ...p, rows: 5 })).toThrow("cells: expected a list of 20, got 16");
    expect(() => fromJson({ ...p, cells: new Array(1e9) })).toThrow(
      "cells: expected a list of 16, got 1000000000",
    );
    expect(() => fromJson({ ...p, cells: [...p.cells.slice(1), { down: 100 }] })).toThrow(
      "cells[15].down: 100 is out of range: expected 1 to 99",
    );
    expect(() => fromJson({ ...p, cells: [...p.cells.slice(1), nested(100_000)] })).toThrow(
      "cells[15]: a list of 1 is not a cell (r4c4)",
    );
    expect(() => fromJson(nested(100_000, 0, true))).toThrow("cols: expected an integer");
  });

  it("is the type's fromJson, with the limits it checks", () => {
    expect(kakuro.fromJson).toBe(fromJson);
    expect(kakuro.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 40, maxCells: 1600 });
    expect(limits.maxTextLength).toBeLessThanOrEqual(1 << 20);
  });
});

describe("every format", () => {
  it("refuses a text over maxTextLength before reading it", () => {
    const tooLong = `#   3\\ 4\\\n\\3 .   .\n${" ".repeat(limits.maxTextLength)}`;
    for (const f of formats) {
      const e = thrown(() => f.parse(tooLong));
      expect(e, f.id).toBeInstanceOf(ParseError);
      expect((e as Error).message, f.id).toContain(`at most ${limits.maxTextLength}`);
    }
  });

  it("refuses a size claimed in a URL or a document before sizing anything by it", () => {
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?kakuro/9999/9999/")).toThrow(
      "larger than 39x39 inside its border",
    );
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?kakuro/1000000000/1000000000/")).toThrow(
      ParseError,
    );
    expect(() => jsonFormat.parse('{"rows": 1000000000, "cols": 3, "cells": []}')).toThrow(
      "rows: 1000000000 is out of range: expected 1 to 40",
    );
    expect(() => textFormat.parse("# .\n".repeat(41))).toThrow("the grid has 41 rows; at most 40");
    expect(() => textFormat.parse(`${"# ".repeat(41)}\n`)).toThrow("the grid has 41 columns; at most 40");
    expect(() => jsonFormat.parse(`{"rows": 1, "cols": 1, "cells": ${nestedText(100_000)}}`)).toThrow(
      "cells[0]: a list of 1 is not a cell (r1c1)",
    );
  });

  it("never throws anything but ParseError on hostile texts", () => {
    const texts = fc.oneof(
      fc.string(),
      hostileText,
      hostileText.map((t) => `{"rows": 1, "cols": 1, "cells": ${t}}`),
      hostileText.map((t) => `{"rows": ${t}, "cols": 1, "cells": [0]}`),
      fc.constantFrom("kakuro/39/39/", "kakuro/40/40/z", "https://puzz.link/p?kakuro/1/1/."),
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
        if (error === undefined) expect(problems.some((p) => p.code === "bad-shape")).toBe(false);
        else
          expect(problems).toEqual([
            expect.objectContaining({ code: "bad-shape", message: (error as Error).message }),
          ]);
      }),
      { numRuns: 500 },
    );
  });

  it("solve refuses, hint, explain and grade say so, check answers the shape problem", () => {
    const p = parsedExamples[0]!;
    const values = [...HOSTILE_VALUES, { ...p, rows: 1e9 }, { ...p, cells: new Array(1e9) }];
    for (const value of values) {
      const bad = value as Puzzle;
      expect(() => solve(bad)).toThrow(RangeError);
      expect(hint(bad)?.technique).toBe("invalid-puzzle");
      expect(explain(bad)).toEqual([]);
      expect(grade(bad).level).toBe("invalid");
      expect(checkAttempt(bad, [])[0]!.code).toBe("bad-shape");
    }
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[1]!;
    const attempt = fc.oneof(hostileValue, mutated(fc.constant(new Array(puzzle.cells.length).fill(0))));
    fc.assert(
      fc.property(attempt, (a) => {
        if (a === null) return; // hint takes null as "no attempt" (a JSON body cannot say undefined)
        const problems = checkAttempt(puzzle, a as number[]);
        const e = thrown(() => hint(puzzle, a as number[]));
        if (problems[0]?.code === "bad-attempt") {
          expect(e).toBeInstanceOf(ParseError);
          expect((e as Error).message).toBe(problems[0].message);
        } else expect(e).toBeUndefined();
      }),
      { numRuns: 100 },
    );
    expect(checkAttempt(puzzle, new Array(1e9))).toEqual([
      {
        code: "bad-attempt",
        message: `attempt: expected a list of 0 to ${puzzle.cells.length}, got 1000000000`,
      },
    ]);
    expect(() => hint(puzzle, ["9"] as unknown as number[])).toThrow(
      'attempt[0]: expected an integer from 0 to 9, got "9"',
    );
  });
});

describe("generate's params", () => {
  it("are checked against the limits first, with a clear message", () => {
    expect(() => generate({ rows: 1_000_000_000, cols: 8 }, 1)).toThrow(
      "rows 1000000000 is over the largest side the generator makes, 20",
    );
    expect(() => generate({ rows: "8", cols: 8 } as unknown as { rows: number; cols: number }, 1)).toThrow(
      'rows must be 3 to 20, got "8"',
    );
    expect(() => generate(null as unknown as { rows: number; cols: number }, 1)).toThrow(
      "the params must be an object",
    );
    expect(() => kakuro.cli!.generateParams!({ size: "1000000000" })).toThrow(
      "rows 1000000000 is over the largest side the generator makes, 20",
    );
  });
});
