import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkJsonDepth,
  checkTextLength,
  describeJson,
  jsonArray,
  jsonGridSize,
  jsonInteger,
  jsonIntegers,
  jsonObject,
  jsonOneOf,
  jsonPath,
  jsonString,
} from "./json-value.js";
import { ParseError } from "./parse-error.js";

const limits = { maxSide: 60, maxCells: 3600, maxTextLength: 100 };

function errorOf(f: () => unknown): ParseError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    return e as ParseError;
  }
  throw new Error("expected a ParseError");
}

describe("bounded JSON readers", () => {
  it("name the path of the wrong value", () => {
    expect(jsonPath("", "cells")).toBe("cells");
    expect(jsonPath("cells", 3)).toBe("cells[3]");
    expect(jsonPath("clues", "rows")).toBe("clues.rows");
    const e = errorOf(() => jsonIntegers([1, 2, 1.5], "cells", 3, 0, 9));
    expect(e.path).toBe("cells[2]");
    expect(e.message).toBe("cells[2]: expected an integer from 0 to 9, got 1.5");
    expect(e.toJSON()).toMatchObject({ path: "cells[2]", line: 0, column: 0 });
    expect(errorOf(() => jsonObject([], "")).message).toBe("puzzle: expected an object, got a list of 0");
  });

  it("refuse sizes before reading anything sized by them", () => {
    expect(errorOf(() => jsonGridSize(1e9, 5, limits)).message).toBe(
      "width: 1000000000 is out of range: expected 1 to 60",
    );
    expect(errorOf(() => jsonGridSize(60, 61, limits)).path).toBe("height");
    for (const bad of [-1, 0, 2.5, Number.NaN, "9", null, [9], { n: 9 }])
      expect(() => jsonInteger(bad, "size", 1, 25)).toThrow(ParseError);
    // A list claiming a billion entries is refused by its length, never walked.
    const huge = { length: 1e9 };
    expect(() => jsonArray(huge, "cells", 81)).toThrow(/expected a list/);
    const sparse: unknown[] = [];
    sparse.length = 1e9;
    expect(errorOf(() => jsonIntegers(sparse, "cells", { max: 3600 }, 0, 9)).message).toMatch(
      /expected a list of 0 to 3600, got 1000000000/,
    );
    expect(() => checkTextLength("x".repeat(101), limits)).toThrow(/101 characters; .* at most 100/);
  });

  it("refuse values nested too deep, without recursion", () => {
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(errorOf(() => checkJsonDepth({ a: [deep] }, 32, "attempt")).message).toBe(
      "attempt: nested more than 32 deep",
    );
    expect(() => checkJsonDepth({ cells: [[1, 2], [3]], n: { m: null } }, 3, "attempt")).not.toThrow();
    expect(() => checkJsonDepth([[[[]]]], 3, "attempt")).toThrow(ParseError);
  });

  it("take what fits and copy it", () => {
    const cells = [0, 1, 2];
    const read = jsonIntegers(cells, "cells", { min: 1, max: 3 }, 0, 2);
    expect(read).toEqual(cells);
    expect(read).not.toBe(cells);
    expect(jsonString("abc", "s", 3)).toBe("abc");
    expect(() => jsonString("abcd", "s", 3)).toThrow(/4 characters/);
    expect(jsonOneOf("easy", "d", ["easy", "hard"] as const)).toBe("easy");
    expect(() => jsonOneOf("x", "d", ["easy"])).toThrow(/expected one of "easy"/);
    expect(jsonGridSize(60, 60, limits)).toEqual({ width: 60, height: 60 });
  });

  it("answer any JSON value with a value or a ParseError, and describe it briefly", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(describeJson(value).length).toBeLessThan(40);
        for (const read of [
          () => jsonObject(value, "p"),
          () => jsonIntegers(value, "p", { max: 10 }, 0, 9),
          () => jsonGridSize(value, value, limits),
          () => jsonString(value, "p", 5),
        ]) {
          try {
            read();
          } catch (e) {
            expect(e).toBeInstanceOf(ParseError);
          }
        }
      }),
    );
  });
});
