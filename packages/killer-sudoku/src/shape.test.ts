import { createRng, detectFormat, ParseError } from "@gridsmith/kit";
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
import { jsonFormat, textFormat } from "./formats/index.js";
import { generate, randomCages, randomGrid } from "./generate.js";
import { explain, grade, hint } from "./hints.js";
import { killerSudoku } from "./index.js";
import type { Puzzle } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

const formats = killerSudoku.formats;

/** Sound puzzles: a random full grid of a random size, random cages over it, some givens. */
const validPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ size: fc.constantFrom(4, 6, 9), seed: fc.integer(), maxCage: fc.integer({ min: 2, max: 4 }) })
  .chain(({ size, seed, maxCage }) =>
    fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }).map((keep): Puzzle => {
      const rng = createRng(seed);
      const grid = randomGrid(size, rng);
      const cages = randomCages(grid, size, maxCage, rng);
      return { size, cages, givens: grid.map((d, i) => (keep[i] && i % 5 === 0 ? d : 0)) };
    }),
  );

/** Any JSON value, and puzzle-like values with something wrong (or nothing) in them. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  hostileValue,
  validPuzzle,
  mutated(validPuzzle),
  mutated(validPuzzle),
  fc.record({ size: hostileValue, cages: fc.constant([]), givens: fc.constant([]) }),
  fc.record({
    size: fc.constantFrom(4, 6, 9),
    cages: fc.oneof(hostileValue, deeplyNested),
    givens: hostileValue,
  }),
);

const parsedExamples = examples.map((e) => detectFormat(formats, e.text).parse(e.text));

/** Cages in the order the text format writes them (by first cell), each cage's cells ascending. */
function normal(p: Puzzle): Puzzle {
  const cages = p.cages
    .map((c) => ({ sum: c.sum, cells: [...c.cells].sort((a, b) => a - b) }))
    .sort((a, b) => a.cells[0]! - b.cells[0]!);
  return { ...p, cages };
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe("fromJson", () => {
  it("returns a puzzle the formats write and read back, or throws a ParseError", () => {
    let sound = 0;
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
        // JSON holds any value of the shape; the default text format holds a sound puzzle (cages that cover
        // the grid once), with its cages in the order it writes them.
        expect(jsonFormat.parse(jsonFormat.serialize!(puzzle))).toEqual(puzzle);
        if (validate(puzzle).length === 0) {
          sound++;
          expect(textFormat.parse(textFormat.serialize!(puzzle))).toEqual(normal(puzzle));
        }
      }),
      { numRuns: 300 },
    );
    expect(sound).toBeGreaterThan(0);
  });

  it("reads every example as parse gives it, from its JSON text", () => {
    for (const p of parsedExamples) expect(fromJson(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });

  it("reads what the formats read", () => {
    fc.assert(
      fc.property(validPuzzle, (p) => {
        for (const f of formats) {
          const read = f.parse(f.serialize!(p));
          expect(fromJson(JSON.parse(JSON.stringify(read)))).toEqual(read);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("returns a fresh value that shares nothing with its input", () => {
    const input = structuredClone(parsedExamples[0]!);
    const puzzle = fromJson(input);
    expect(puzzle).toEqual(parsedExamples[0]);
    input.cages[0]!.cells.push(15);
    input.cages[1]!.sum = 40;
    input.givens[0] = 4;
    expect(puzzle).toEqual(parsedExamples[0]);
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

  it("is the type's fromJson, with the limits it checks", () => {
    expect(killerSudoku.fromJson).toBe(fromJson);
    expect(killerSudoku.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 9, maxCells: 81 });
    expect(limits.maxTextLength).toBeLessThanOrEqual(1 << 20);
  });
});

describe("every format", () => {
  it("refuses a text over maxTextLength before reading it", () => {
    const tooLong = `${"A".repeat(limits.maxTextLength - 3)}\nA=5`;
    for (const f of formats) {
      const e = thrown(() => f.parse(tooLong));
      expect(e, f.id).toBeInstanceOf(ParseError);
      expect((e as Error).message, f.id).toContain(`at most ${limits.maxTextLength}`);
    }
  });

  it("refuses a size it cannot hold before sizing anything by it", () => {
    expect(() => textFormat.parse(`${"A".repeat(1000)}\nA=5\n`)).toThrow("the first row has 1000 cells");
    expect(() => jsonFormat.parse('{"size": 1000000000, "cages": []}')).toThrow(
      "line 1, column 2: size: 1000000000 is over the largest side, 9",
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

  it("never throws anything but ParseError on hostile texts", () => {
    const texts = fc.oneof(
      fc.string(),
      hostileText,
      hostileText.map((t) => `{"size": 9, "cages": ${t}}`),
      hostileText.map((t) => `{"size": ${t}, "cages": []}`),
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
      { numRuns: 300 },
    );
  });

  it("solve refuses, hint and explain say so, check answers the shape problem", () => {
    const p = parsedExamples[0]!;
    const values = [
      ...HOSTILE_VALUES,
      { ...p, size: 1e9 },
      { ...p, givens: new Array(1e9) },
      { ...p, cages: new Array(1e9) },
    ];
    for (const value of values) {
      const bad = value as Puzzle;
      expect(() => solve(bad)).toThrow(RangeError);
      expect(hint(bad)?.technique).toBe("invalid-puzzle");
      expect(explain(bad)).toEqual([]);
      expect(grade(bad).level).toBe("invalid");
      expect(check(bad, [])[0]!.code).toBe("bad-shape");
    }
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[2]!;
    const attempt = fc.oneof(hostileValue, mutated(fc.constant(new Array(81).fill(0))));
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
