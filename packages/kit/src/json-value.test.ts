import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { cellsOfPath, jsonChecked, jsonProblem, jsonProblems, shapeProblemsOf } from "./json-problem.js";
import * as json from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { parseErrorOf as errorOf } from "./testing/puzzle-type-checks.js";

const limits = gridLimits(60, { maxTextLength: 100 });

describe("bounded JSON readers", () => {
  it("name the path of the wrong value", () => {
    expect(json.jsonPath("", "cells")).toBe("cells");
    expect(json.jsonPath("cells", 3)).toBe("cells[3]");
    expect(json.jsonPath("clues", "rows")).toBe("clues.rows");
    const e = errorOf(() => json.jsonIntegers([1, 2, 1.5], "cells", 3, 0, 9));
    expect(e.path).toBe("cells[2]");
    expect(e.message).toBe("cells[2]: expected an integer from 0 to 9, got 1.5");
    expect(e.toJSON()).toMatchObject({ path: "cells[2]", line: 0, column: 0 });
    expect(errorOf(() => json.jsonObject([], "")).message).toBe(
      "puzzle: expected an object, got a list of 0",
    );
  });

  it("refuse sizes before reading anything sized by them", () => {
    expect(errorOf(() => json.jsonGridSize(1e9, 5, limits)).message).toBe(
      "width: 1000000000 is out of range: expected 1 to 60",
    );
    expect(errorOf(() => json.jsonGridSize(60, 61, limits)).path).toBe("height");
    for (const bad of [-1, 0, 2.5, Number.NaN, "9", null, [9], { n: 9 }])
      expect(() => json.jsonInteger(bad, "size", 1, 25)).toThrow(ParseError);
    // A list claiming a billion entries is refused by its length, never walked.
    const huge = { length: 1e9 };
    expect(() => json.jsonArray(huge, "cells", 81)).toThrow(/expected a list/);
    const sparse: unknown[] = [];
    sparse.length = 1e9;
    expect(errorOf(() => json.jsonIntegers(sparse, "cells", { max: 3600 }, 0, 9)).message).toMatch(
      /expected a list of 0 to 3600, got 1000000000/,
    );
    expect(() => json.checkTextLength("x".repeat(101), limits)).toThrow(/101 characters; .* at most 100/);
  });

  it("read a size that is one of a type's sizes, saying so when it is over the largest", () => {
    const sizes = [4, 6, 9];
    expect(json.jsonSize(6, "size", sizes)).toBe(6);
    expect(errorOf(() => json.jsonSize(1e9, "size", sizes)).message).toBe(
      "size: 1000000000 is over the largest side, 9",
    );
    expect(errorOf(() => json.jsonSize(5, "size", sizes)).message).toBe(
      "size: expected one of 4, 6, 9, got 5",
    );
    expect(errorOf(() => json.jsonSize(2, "size", sizes)).message).toBe(
      "size: 2 is out of range: expected 4 to 9",
    );
    expect(errorOf(() => json.jsonSize("9", "n", sizes)).message).toBe(
      'n: expected an integer from 4 to 9, got "9"',
    );
  });

  it("refuse a grid of too many cells, at the grid's path when it is in a JSON value", () => {
    const few = { ...limits, maxCells: 100 };
    const text = errorOf(() => json.checkCellCount(121, few, "11 x 11"));
    expect(text.message).toBe("the grid is too large: 11 x 11 is 121 cells; at most 100 are allowed");
    expect(text.path).toBeUndefined();
    expect(errorOf(() => json.checkCellCount(121, few, "11 x 11", "")).message).toBe(
      "puzzle: the grid is too large: 11 x 11 is 121 cells; at most 100 are allowed",
    );
    expect(() => json.checkCellCount(100, few, "10 x 10", "")).not.toThrow();
    expect(errorOf(() => json.jsonGridSize(11, 11, few)).path).toBe("puzzle");
    const paths = { width: "grid.w", height: "grid.h", grid: "grid" };
    expect(errorOf(() => json.jsonGridSize(11, 11, few, paths)).message).toMatch(
      /^grid: the grid is too large/,
    );
  });

  it("refuse values nested too deep, without recursion", () => {
    let deep: unknown = [];
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(errorOf(() => json.checkJsonDepth({ a: [deep] }, 32, "attempt")).message).toBe(
      "attempt: nested more than 32 deep",
    );
    expect(() => json.checkJsonDepth({ cells: [[1, 2], [3]], n: { m: null } }, 3, "attempt")).not.toThrow();
    expect(() => json.checkJsonDepth([[[[]]]], 3, "attempt")).toThrow(ParseError);
  });

  it("take what fits and copy it", () => {
    const cells = [0, 1, 2];
    const read = json.jsonIntegers(cells, "cells", { min: 1, max: 3 }, 0, 2);
    expect(read).toEqual(cells);
    expect(read).not.toBe(cells);
    // -0 is read as 0, what JSON writes for it: a puzzle read from it reads back equal (killer sudoku's
    // fromJson property met a cage cell -0 once).
    expect(Object.is(json.jsonInteger(-0, "cell", 0, 80), 0)).toBe(true);
    expect(Object.is(json.jsonIntegers([-0, 1], "cells", 2, 0, 80)[0], 0)).toBe(true);
    expect(json.jsonString("abc", "s", 3)).toBe("abc");
    expect(() => json.jsonString("abcd", "s", 3)).toThrow(/4 characters/);
    expect(json.jsonOneOf("easy", "d", ["easy", "hard"] as const)).toBe("easy");
    expect(() => json.jsonOneOf("x", "d", ["easy"])).toThrow(/expected one of "easy"/);
    expect(json.jsonGridSize(60, 60, limits)).toEqual({ width: 60, height: 60 });
  });

  it("answer any JSON value with a value or a ParseError, and describe it briefly", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(json.describeJson(value).length).toBeLessThan(40);
        for (const read of [
          () => json.jsonObject(value, "p"),
          () => json.jsonIntegers(value, "p", { max: 10 }, 0, 9),
          () => json.jsonGridSize(value, value, limits),
          () => json.jsonString(value, "p", 5),
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

describe("reader errors as problems", () => {
  const read = (v: unknown) => json.jsonIntegers(v, "cells", 4, 0, 9);
  const places = cellsOfPath(/^cells\[(\d+)\]$/, 2);

  it("are one problem with the message and the cell the path names, or none", () => {
    expect(jsonProblems(() => read([1, 2, 3, 4]), "bad-shape", places)).toEqual([]);
    expect(jsonProblems(() => read([1, 2, 3, "4"]), "bad-shape", places)).toEqual([
      {
        code: "bad-shape",
        message: 'cells[3]: expected an integer from 0 to 9, got "4"',
        cells: [{ row: 1, col: 1 }],
      },
    ]);
    expect(jsonProblems(() => read([1]), "bad-shape", places)).toEqual([
      { code: "bad-shape", message: "cells: expected a list of 4, got 1" },
    ]);
    expect(jsonProblems(() => read(null), "bad-shape")).toEqual([
      { code: "bad-shape", message: "cells: expected a list, got null" },
    ]);
  });

  it("are a type's shapeProblems for its fromJson: none for what it reads, else one bad-shape", () => {
    const shapeProblems = shapeProblemsOf(read);
    expect(shapeProblems([1, 2, 3, 4])).toEqual([]);
    expect(shapeProblems([1, 2, 3, 10])).toEqual([
      { code: "bad-shape", message: "cells[3]: 10 is out of range: expected 0 to 9" },
    ]);
  });

  it("give the value read, or the problem", () => {
    expect(jsonChecked(() => read([1, 2, 3, 4]), "bad-attempt")).toEqual([1, 2, 3, 4]);
    expect(jsonChecked(() => read([1, 2, 3, 10]), "bad-attempt", places)).toEqual({
      problem: {
        code: "bad-attempt",
        message: "cells[3]: 10 is out of range: expected 0 to 9",
        cells: [{ row: 1, col: 1 }],
      },
    });
    const lines = (path: string) =>
      path === "rows" ? { lines: [{ axis: "row" as const, index: 0 }] } : undefined;
    expect(jsonProblem(new ParseError("no", 0, 0, "rows"), "x", lines)).toEqual({
      code: "x",
      message: "rows: no",
      lines: [{ axis: "row", index: 0 }],
    });
  });

  it("let anything but a ParseError through", () => {
    const bug = new TypeError("a bug");
    expect(() =>
      jsonProblems(() => {
        throw bug;
      }, "bad-shape"),
    ).toThrow(bug);
    expect(() => jsonProblem("not an error", "bad-shape")).toThrow();
  });
});

describe("parseJsonRows", () => {
  const parse = (text: string) => {
    const bad = text.split("\n").findIndex((row) => row.includes("x"));
    if (bad >= 0) throw new ParseError("no x here", bad + 1, text.split("\n")[bad]!.indexOf("x") + 1);
    return text;
  };
  const limits = { maxRows: 3, maxLength: 4 };

  it("parses the rows joined by line breaks", () => {
    expect(json.parseJsonRows(["ab", "cd"], "rows", limits, parse)).toBe("ab\ncd");
  });

  it("names the row of the text's error, and rows that are too many, too long or not one line", () => {
    const path = (value: unknown) => errorOf(() => json.parseJsonRows(value, "rows", limits, parse)).path;
    expect(path(["ab", "cx"])).toBe("rows[1]");
    expect(errorOf(() => json.parseJsonRows(["ab", "cx"], "rows", limits, parse)).reason).toBe(
      "no x here (column 2 of the row)",
    );
    expect(path(["a", "b", "c", "d"])).toBe("rows");
    expect(path(["ab", "abcde"])).toBe("rows[1]");
    expect(path(["a\nb"])).toBe("rows[0]");
    expect(path([])).toBe("rows");
  });
});

describe("jsonCellGrid", () => {
  const limits = gridLimits(4, { maxTextLength: 100 });

  it("reads the sides, then one integer a cell under its key, into fresh values", () => {
    const value = { width: 2, height: 1, pearls: [0, 2] };
    const grid = json.jsonCellGrid(value, "pearls", limits, 0, 2);
    expect(grid).toEqual(value);
    expect(grid.pearls).not.toBe(value.pearls);
    // A bound that depends on the sides: at most the area.
    expect(
      json.jsonCellGrid(
        { width: 2, height: 2, clues: [4, -1, -1, -1] },
        "clues",
        limits,
        -2,
        (w, h) => w * h,
      ),
    ).toEqual({
      width: 2,
      height: 2,
      clues: [4, -1, -1, -1],
    });
  });

  it("names the path of what is wrong", () => {
    expect(() => json.jsonCellGrid({ width: 5, height: 1, cells: [] }, "cells", limits, 0, 1)).toThrow(
      "width: 5 is out of range",
    );
    expect(() => json.jsonCellGrid({ width: 2, height: 1, cells: [0] }, "cells", limits, 0, 1)).toThrow(
      "cells: expected a list of 2",
    );
    expect(() =>
      json.jsonCellGrid({ width: 2, height: 1, clues: [0, 5] }, "clues", limits, 0, (w, h) => w * h),
    ).toThrow("clues[1]: 5 is out of range");
  });
});

describe("checkDeclaredSides", () => {
  const grid = { width: 2, height: 3 };

  it("takes a document without sides or with the grid's own", () => {
    expect(() => json.checkDeclaredSides({}, grid, "clues")).not.toThrow();
    expect(() => json.checkDeclaredSides({ width: 2, height: 3 }, grid, "clues")).not.toThrow();
  });

  it("refuses a side the rows do not have, at its key", () => {
    expect(errorOf(() => json.checkDeclaredSides({ width: 3 }, grid, "clues"))).toMatchObject({
      path: "width",
      reason: "3, but the clues have 2 columns",
    });
    expect(errorOf(() => json.checkDeclaredSides({ height: "3" }, grid, "rows")).reason).toBe(
      '"3", but the rows have 3 rows',
    );
  });
});

describe("jsonGridDocument", () => {
  it("reads the object and its sides, keeping the other fields for the type to read", () => {
    const value = { width: 2, height: 3, stars: 1 };
    expect(json.jsonGridDocument(value, limits)).toMatchObject({ fields: value, width: 2, height: 3 });
  });

  it("reads a field by its name, the name being the path of its errors", () => {
    const { integer, integers, array } = json.jsonGridDocument(
      { width: 2, height: 1, stars: 3, regions: [0, 1], clues: [[], [1]] },
      limits,
    );
    expect(integer("stars", 1, 5)).toBe(3);
    expect(integers("regions", 2, 0, 1)).toEqual([0, 1]);
    expect(array("clues", 2)).toEqual([[], [1]]);
    expect(errorOf(() => integer("stars", 4, 5)).path).toBe("stars");
    expect(errorOf(() => integer("missing", 0, 1)).path).toBe("missing");
    expect(errorOf(() => integers("regions", 3, 0, 1)).path).toBe("regions");
    expect(errorOf(() => integers("regions", 2, 0, 0)).path).toBe("regions[1]");
    expect(errorOf(() => array("clues", { max: 1 })).path).toBe("clues");
  });

  it("gives the bound readers' errors the words of the readers they call", () => {
    const value = { width: 1, height: 1, stars: 9, regions: [0, "x"], clues: {} };
    const doc = json.jsonGridDocument(value, limits);
    for (const [bound, free] of [
      [() => doc.integer("stars", 1, 5), () => json.jsonInteger(value.stars, "stars", 1, 5)],
      [() => doc.integers("regions", 2, 0, 1), () => json.jsonIntegers(value.regions, "regions", 2, 0, 1)],
      [() => doc.array("clues", 1), () => json.jsonArray(value.clues, "clues", 1)],
    ] as const) {
      const [b, f] = [errorOf(bound), errorOf(free)];
      expect([b.message, b.path]).toEqual([f.message, f.path]);
    }
  });

  it("returns fresh integers, sharing nothing with the value", () => {
    const value = { width: 2, height: 1, regions: [0, 1] };
    const regions = json.jsonGridDocument(value, limits).integers("regions", 2, 0, 1);
    expect(regions).not.toBe(value.regions);
  });

  it("names the place of a value that is not an object, or of a wrong side", () => {
    expect(errorOf(() => json.jsonGridDocument([], limits)).path).toBe("puzzle");
    expect(errorOf(() => json.jsonGridDocument({ width: 2, height: 61 }, limits)).path).toBe("height");
  });
});

describe("jsonIntegerGrid", () => {
  const around = (width: number, height: number) => 2 * (width + height);

  it("reads the sides, then the one list of as many integers as they say", () => {
    expect(
      json.jsonIntegerGrid({ width: 1, height: 2, clues: [0, 1, 2, 3, 4, 5] }, limits, "clues", around, 0, 5),
    ).toEqual({
      width: 1,
      height: 2,
      clues: [0, 1, 2, 3, 4, 5],
    });
  });

  it("names the place of a list of the wrong length or a value out of range, after the sides", () => {
    expect(
      errorOf(() => json.jsonIntegerGrid({ width: 1, height: 1, clues: [0] }, limits, "clues", around, 0, 5))
        .path,
    ).toBe("clues");
    expect(
      errorOf(() =>
        json.jsonIntegerGrid({ width: 1, height: 1, clues: [0, 0, 9, 0] }, limits, "clues", around, 0, 5),
      ).path,
    ).toBe("clues[2]");
    expect(
      errorOf(() => json.jsonIntegerGrid({ width: 0, clues: "x" }, limits, "clues", around, 0, 5)).path,
    ).toBe("width");
  });
});
