import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonProblems } from "../json-problem.js";
import { ParseError } from "../parse-error.js";
import type { Problem } from "../types.js";
import { type Latin, latinSquare } from "./latin-square.js";
import * as checks from "./puzzle-type-checks.js";

const validLatin: fc.Arbitrary<Latin> = fc
  .integer({ min: 1, max: 4 })
  .chain((n) =>
    fc
      .array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n })
      .map((cells) => ({ n, cells })),
  );

/** The latin square with validate and check that look at the shape first, as every real type's do. */
const shaped = {
  ...latinSquare,
  validate(p: Latin): Problem[] {
    const shape = jsonProblems(() => latinSquare.fromJson(p), "bad-shape");
    return shape.length > 0 ? shape : latinSquare.validate(p);
  },
  check(p: Latin, attempt: unknown): Problem[] {
    const shape = this.validate(p).filter((q) => q.code === "bad-shape");
    if (shape.length > 0) return shape;
    const wrong = jsonProblems(() => latinSquare.fromJson({ n: p.n, cells: attempt }), "bad-attempt");
    return wrong.length > 0 ? wrong : latinSquare.check(p, attempt as number[]);
  },
};

describe("the helpers", () => {
  it("thrown and checks.parseErrorOf say what a call threw", () => {
    const error = new ParseError("no");
    expect(checks.thrown(() => 1)).toBeUndefined();
    expect(
      checks.thrown(() => {
        throw error;
      }),
    ).toBe(error);
    expect(
      checks.parseErrorOf(() => {
        throw error;
      }),
    ).toBe(error);
    expect(() => checks.parseErrorOf(() => 1)).toThrow("expected a ParseError, but it returned");
    expect(() =>
      checks.parseErrorOf(() => {
        throw new TypeError("x is undefined");
      }),
    ).toThrow("expected a ParseError, got TypeError: x is undefined");
  });

  it("sameValue is deep equality of JSON-like values, an undefined property counting as absent", () => {
    expect(checks.sameValue({ a: [1, { b: "c" }] }, { a: [1, { b: "c" }] })).toBe(true);
    expect(checks.sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(checks.sameValue({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(checks.sameValue({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(checks.sameValue({ a: 1 }, { a: "1" })).toBe(false);
    expect(checks.sameValue(null, {})).toBe(false);
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checks.sameValue(deep, deep)).toBe(true);
    fc.assert(fc.property(fc.jsonValue(), (v) => checks.sameValue(v, structuredClone(v))));
  });
});

describe("the checks pass a type that keeps the contract", () => {
  it("fromJson, the examples, the formats and the texts", () => {
    checks.checkFromJsonBounded(shaped, { valid: validLatin, numRuns: 100 });
    checks.checkExamplesRoundTrip(shaped);
    checks.checkFormatsRoundTrip(shaped, { valid: validLatin });
    checks.checkTextsBounded(shaped, { tooLong: ["1".repeat(2000)], numRuns: 50 });
  });

  it("fromJson with `holds`: each format that holds the puzzle, and only those, must read it back", () => {
    const [line, json] = latinSquare.formats;
    // This line format reads no cells back: it holds no puzzle, which the check with `holds` must see.
    const lossy = { ...line!, parse: (text: string) => ({ ...line!.parse(text), cells: [] }) };
    const type = { ...shaped, formats: [lossy, json!] };
    checks.checkFromJsonBounded(type, { valid: validLatin, holds: (f) => f === json, numRuns: 50 });
    expect(() =>
      checks.checkFromJsonBounded(type, { valid: validLatin, holds: () => true, numRuns: 50 }),
    ).toThrow(/line written and read back/);
  });

  it("validate and check", () => {
    checks.checkValidateBounded(shaped, {
      valid: validLatin,
      wrong: [null, { n: 1e9, cells: [] }],
      numRuns: 100,
    });
    checks.checkAttemptsBounded(shaped, {
      puzzle: { n: 2, cells: [1, 0, 0, 0] },
      attempt: fc.constant([1, 2, 2, 1]),
      wrong: ["12", [1, 2, 3]],
    });
  });
});

/** The shaped latin square, its solve and grade refusing a value of the wrong shape first. */
const refusing = {
  ...shaped,
  solve(p: Latin) {
    if (shaped.validate(p).some((q) => q.code === "bad-shape")) throw new RangeError("not a latin square");
    return latinSquare.solve(p);
  },
  grade: (p: Latin) =>
    shaped.validate(p).some((q) => q.code === "bad-shape")
      ? { level: "invalid", score: 0 }
      : latinSquare.grade!(p),
};

describe("the checks of what a value of the wrong shape is answered", () => {
  const wrong = [null, { n: 1e9, cells: [] }, { n: 2, cells: new Array(1e9) }];

  it("pass a type that refuses it at once", () => {
    checks.checkWrongShapesRefused(refusing, { wrong, valid: validLatin, throws: ["solve"] });
  });

  it("fail a type that crashes on it, answers it, or throws where it should answer", () => {
    expect(() => checks.checkWrongShapesRefused(shaped, { wrong, throws: ["solve"] })).toThrow(
      /solve threw TypeError/,
    );
    expect(() => checks.checkWrongShapesRefused(refusing, { wrong })).toThrow(/solve threw RangeError/);
    expect(() =>
      checks.checkWrongShapesRefused(
        { ...refusing, grade: () => ({ level: "easy", score: 0 }) },
        { wrong, throws: ["solve"] },
      ),
    ).toThrow(/grade answered/);
    expect(() => checks.checkWrongShapesRefused(shaped, { wrong, skip: ["solve", "grade"] })).not.toThrow();
    expect(() => checks.checkWrongShapesRefused(refusing, { wrong: [{ n: 1, cells: [0] }] })).toThrow(
      /fromJson reads/,
    );
  });
});

describe("the checks fail a type that breaks it", () => {
  it("fromJson that throws anything but a ParseError, or reads what its format does not write back", () => {
    const crashes = {
      ...shaped,
      // Reads `.x.cells` of anything but an object: a TypeError.
      fromJson: (v: unknown) =>
        typeof v === "object" && v !== null
          ? latinSquare.fromJson(v)
          : (v as { x: { cells: Latin } }).x.cells,
    };
    expect(() => checks.checkFromJsonBounded(crashes, { valid: validLatin, numRuns: 50 })).toThrow(
      /not a ParseError/,
    );
    const loose = {
      ...shaped,
      fromJson: (v: unknown) => ({ ...latinSquare.fromJson(v), extra: 1 }),
    };
    expect(() => checks.checkFromJsonBounded(loose, { valid: validLatin, numRuns: 50 })).toThrow(
      /written and read back/,
    );
  });

  it("fromJson that keeps a list of its input", () => {
    const sharing = {
      ...shaped,
      fromJson: (v: unknown) => ({ ...latinSquare.fromJson(v), cells: (v as Latin).cells }),
    };
    expect(() => checks.checkExamplesRoundTrip(sharing)).toThrow(/shares a list or an object/);
  });

  it("a format that reads past maxTextLength, or throws anything but a ParseError", () => {
    const [line, json] = latinSquare.formats;
    const unchecked = { ...line!, parse: (text: string) => line!.parse(text.slice(0, 10)) };
    expect(() => checks.checkTextsBounded({ ...shaped, formats: [unchecked, json!] })).toThrow(
      /but it returned/,
    );
    const crashing = {
      ...json!,
      parse: (text: string) => (text.startsWith("[") ? (JSON.parse(text).x.y as Latin) : json!.parse(text)),
    };
    expect(() =>
      checks.checkTextsBounded({ ...shaped, formats: [line!, crashing] }, { numRuns: 200 }),
    ).toThrow(/not a ParseError/);
  });

  it("validate or check that do not look at the shape first", () => {
    // The latin square's own validate and check would hang on a list claiming a billion cells: these throw.
    const naive = {
      ...latinSquare,
      validate: (p: Latin) => latinSquare.validate({ n: p.n, cells: p.cells.slice(0, 81) }),
      check: (p: Latin, attempt: unknown) => latinSquare.check(p, (attempt as number[]).slice(0, 81)),
    };
    expect(() => checks.checkValidateBounded(naive, { valid: validLatin, numRuns: 100 })).toThrow(
      /validate threw|validate of/,
    );
    expect(() =>
      checks.checkValidateBounded(shaped, { valid: validLatin, wrong: [{ n: 1, cells: [0] }] }),
    ).toThrow(/fromJson reads/);
    expect(() =>
      checks.checkAttemptsBounded(naive, {
        puzzle: { n: 2, cells: [1, 0, 0, 0] },
        attempt: fc.constant([1, 2, 2, 1]),
      }),
    ).toThrow(/check threw/);
  });
});
