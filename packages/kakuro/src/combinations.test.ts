import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combinations, digitsOf, sumRange, supportedDigits } from "./combinations.js";

const mask = (digits: number[]) => digits.reduce((m, d) => m | (1 << d), 0);

// Every filling of cells with candidates `cands` by different digits adding up to `sum`, listed one by one.
function fillings(cands: number[], sum: number): number[][] {
  const out: number[][] = [];
  const walk = (i: number, used: number[], total: number) => {
    if (i === cands.length) {
      if (total === sum) out.push([...used]);
      return;
    }
    for (let d = 1; d <= 9; d++) {
      if (!(cands[i]! & (1 << d)) || used.includes(d)) continue;
      used.push(d);
      walk(i + 1, used, total + d);
      used.pop();
    }
  };
  walk(0, [], 0);
  return out;
}

describe("combinations", () => {
  it("lists the sets people know, smallest digits first", () => {
    expect(combinations(16, 2).map(digitsOf)).toEqual([[7, 9]]);
    expect(combinations(10, 2).map(digitsOf)).toEqual([
      [1, 9],
      [2, 8],
      [3, 7],
      [4, 6],
    ]);
    expect(combinations(6, 3).map(digitsOf)).toEqual([[1, 2, 3]]);
    expect(combinations(45, 9).map(digitsOf)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9]]);
    expect(combinations(50, 4)).toEqual([]);
    expect(combinations(3, 10)).toEqual([]);
  });

  it("lists every set of a sum and length in the order of its digits as text", () => {
    for (let length = 1; length <= 9; length++) {
      for (let sum = 1; sum <= 45; sum++) {
        const listed = combinations(sum, length).map((m) => digitsOf(m).join());
        expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b)));
      }
    }
  });

  it("gives the range of sums for each length", () => {
    expect(sumRange(2)).toEqual({ min: 3, max: 17 });
    expect(sumRange(4)).toEqual({ min: 10, max: 30 });
    expect(sumRange(9)).toEqual({ min: 45, max: 45 });
    for (let n = 1; n <= 9; n++) {
      const { min, max } = sumRange(n);
      expect(combinations(min - 1, n)).toEqual([]);
      expect(combinations(min, n).length).toBe(1);
      expect(combinations(max, n).length).toBe(1);
      expect(combinations(max + 1, n)).toEqual([]);
    }
  });

  it("keeps exactly the digits some filling puts in each cell (against listing every filling)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1023 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 40 }),
        (raw, sum) => {
          const cands = raw.map((m) => m & 0b11_1111_1110);
          const all = fillings(cands, sum);
          const expected = all.length === 0 ? null : cands.map((_, i) => mask(all.map((f) => f[i]!)));
          expect(supportedDigits(cands, sum)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("handles a whole row of nine", () => {
    const all = Array(9).fill(mask([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(supportedDigits(all, 45)).toEqual(all);
    expect(supportedDigits(all, 44)).toBeNull();
    expect(supportedDigits([...all, ...all], 45)).toBeNull();
  });
});
