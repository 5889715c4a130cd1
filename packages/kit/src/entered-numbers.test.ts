import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { enteredNumberProblems, numbersWithGivens } from "./entered-numbers.js";

const upTo = (top: number) => ({ top: () => top, says: () => `numbers are 1 to ${top}` });

describe("enteredNumberProblems", () => {
  it("names a changed given and a number out of range, in cell order, and passes over the rest", () => {
    // 2x2: a given 3 at r1c1, open cells elsewhere; numbers 1 to 4.
    expect(enteredNumberProblems([3, 0, 0, 0], [2, 5, -1, 4], 2, upTo(4))).toEqual([
      { code: "given-changed", message: "r1c1 holds 2, but 3 is given there", cells: [{ row: 0, col: 0 }] },
      { code: "bad-number", message: "r1c2 holds 5; numbers are 1 to 4", cells: [{ row: 0, col: 1 }] },
      { code: "bad-number", message: "r2c1 holds -1; numbers are 1 to 4", cells: [{ row: 1, col: 0 }] },
    ]);
    expect(enteredNumberProblems([3, 0, 0, 0], [3, null, 0, undefined], 2, upTo(4))).toEqual([]);
  });

  it("refuses any number in a cell that holds none, and takes each cell's own top", () => {
    const range = {
      top: (i: number) => i + 1,
      says: (i: number) => `its room holds 1 to ${i + 1}`,
      holdsNone: (i: number) => i === 0,
    };
    expect(enteredNumberProblems([-2, 0, 0], [1, 2, 4], 3, range)).toEqual([
      {
        code: "given-changed",
        message: "r1c1 holds 1, but it is a ? cell, which holds no number",
        cells: [{ row: 0, col: 0 }],
      },
      { code: "bad-number", message: "r1c3 holds 4; its room holds 1 to 3", cells: [{ row: 0, col: 2 }] },
    ]);
  });

  it("finds a problem exactly where a number is neither empty, the given, nor in range", () => {
    const cell = fc.integer({ min: -2, max: 6 });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, fc.option(cell, { nil: null })), { maxLength: 12 }), (pairs) => {
        const givens = pairs.map(([g]) => g);
        const attempt = pairs.map(([, v]) => v);
        const named = new Set(
          enteredNumberProblems(givens, attempt, 3, upTo(4)).map(
            (p) => p.cells![0]!.row * 3 + p.cells![0]!.col,
          ),
        );
        pairs.forEach(([g, v], i) => {
          const n = v ?? 0;
          const wrong = (g > 0 && n !== 0 && n !== g) || n < 0 || n > 4;
          expect(named.has(i)).toBe(wrong);
        });
      }),
    );
  });
});

describe("numbersWithGivens", () => {
  it("takes the given where there is one and the attempt's entry elsewhere, 0 for none", () => {
    expect(numbersWithGivens([2, 0, -1, 0], [5, 3, 4, null])).toEqual([2, 3, 4, 0]);
  });
});
