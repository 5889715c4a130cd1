import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clueAndLine, pictureLine } from "./random-lines.test-helpers.js";
import { solveLine, solveLineSlow } from "./solve-line.js";
import { lineFeasibleWords, solveLineWords } from "./words.js";

// Brute force, sharing nothing with the solvers: enumerate every filling of the line, keep those whose runs
// equal the clue and that agree with the known cells, and intersect them.
function runs(bits: number, n: number): number[] {
  const out: number[] = [];
  let run = 0;
  for (let i = 0; i < n; i++) {
    if ((bits >> i) & 1) run++;
    else if (run > 0) {
      out.push(run);
      run = 0;
    }
  }
  if (run > 0) out.push(run);
  return out;
}

// All fillings of an n-cell line, grouped by their clue.
const memo = new Map<number, Map<string, number[]>>();
function fillingsByClue(n: number): Map<string, number[]> {
  const known = memo.get(n);
  if (known) return known;
  const byClue = new Map<string, number[]>();
  for (let bits = 0; bits < 1 << n; bits++) {
    const key = runs(bits, n).join(",");
    const list = byClue.get(key);
    if (list) list.push(bits);
    else byClue.set(key, [bits]);
  }
  memo.set(n, byClue);
  return byClue;
}

function bruteFrom(fillings: readonly number[], cells: readonly number[]): Uint8Array | null {
  const n = cells.length;
  let mustFill = 0;
  let mustEmpty = 0;
  for (let i = 0; i < n; i++) {
    if (cells[i] === 1) mustFill |= 1 << i;
    else if (cells[i] === 2) mustEmpty |= 1 << i;
  }
  let allFilled = -1;
  let allEmpty = -1;
  let found = false;
  for (const bits of fillings) {
    if ((bits & mustFill) !== mustFill || (bits & mustEmpty) !== 0) continue;
    found = true;
    allFilled &= bits;
    allEmpty &= ~bits;
  }
  if (!found) return null;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = (allFilled >> i) & 1 ? 1 : (allEmpty >> i) & 1 ? 2 : 0;
  return out;
}

function brute(clue: number[], cells: number[]): Uint8Array | null {
  return bruteFrom(fillingsByClue(cells.length).get(clue.join(",")) ?? [], cells);
}

const same = (a: Uint8Array | null, b: Uint8Array | null): boolean =>
  a === null || b === null ? a === b : a.length === b.length && a.every((v, i) => v === b[i]);

// Every clue that fits in n cells (including some that do not, to test failure).
function cluesUpTo(n: number): number[][] {
  const out: number[][] = [[]];
  const grow = (prefix: number[], used: number): void => {
    for (let c = 1; used + c <= n + 1; c++) {
      const next = [...prefix, c];
      out.push(next);
      grow(next, used + c + 1);
    }
  };
  grow([], 0);
  return out;
}

function* patterns(n: number): Generator<number[]> {
  const total = 3 ** n;
  for (let code = 0; code < total; code++) {
    const cells: number[] = [];
    let c = code;
    for (let i = 0; i < n; i++) {
      cells.push(c % 3);
      c = Math.floor(c / 3);
    }
    yield cells;
  }
}

describe("exact line solver", () => {
  it("matches brute force on every clue and every known-cell pattern up to length 8", () => {
    let checked = 0;
    const wrong: string[] = [];
    for (let n = 1; n <= 8; n++) {
      const byClue = fillingsByClue(n);
      const clues = cluesUpTo(n);
      for (const cells of patterns(n)) {
        for (const clue of clues) {
          const want = bruteFrom(byClue.get(clue.join(",")) ?? [], cells);
          if (!same(solveLine(clue, cells), want) || !same(solveLineSlow(clue, cells), want)) {
            if (wrong.length < 5) wrong.push(`clue ${clue} on ${cells}`);
          }
          checked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(300_000);
  });

  it("matches brute force on every clue of a length-10 line with the cells unknown or sparsely known", () => {
    const n = 10;
    for (const clue of cluesUpTo(n)) {
      for (let known = 0; known < 60; known++) {
        const cells = Array.from({ length: n }, (_, i) =>
          (known * 7 + i * 13) % 11 < 3 ? 1 + ((known + i) % 2) : 0,
        );
        expect(solveLine(clue, cells)).toEqual(brute(clue, cells));
      }
    }
  });

  it("matches brute force on random lines up to 16 cells", () => {
    fc.assert(
      fc.property(
        clueAndLine({ minCells: 1, maxCells: 16, maxRun: 6, maxRuns: 6, cell: [0, 0, 0, 1, 2] }),
        ([clue, cells]) => {
          const want = brute(clue, cells);
          expect(solveLine(clue, cells)).toEqual(want);
          expect(solveLineSlow(clue, cells)).toEqual(want);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("bit-parallel and scalar kernels agree on lines of 17 to 30 cells", () => {
    fc.assert(
      fc.property(
        clueAndLine({ minCells: 17, maxCells: 30, maxRun: 8, maxRuns: 9, cell: [0, 0, 0, 0, 1, 2] }),
        ([clue, cells]) => {
          expect(solveLine(clue, cells)).toEqual(solveLineSlow(clue, cells));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("the word-mask kernel matches brute force on random lines up to 16 cells", () => {
    fc.assert(
      fc.property(
        clueAndLine({ minCells: 1, maxCells: 16, maxRun: 6, maxRuns: 6, cell: [0, 0, 0, 1, 2] }),
        ([clue, cells]) => {
          const out = new Uint8Array(cells.length);
          const want = brute(clue, cells);
          expect(solveLineWords(clue, 0, clue.length, cells, cells.length, out) ? out : null).toEqual(want);
        },
      ),
      { numRuns: 2000 },
    );
  });

  // The word-mask kernel takes lines over 30 cells, the two-word kernel those of 32 to 63 among them.
  it.each([
    [31, 130],
    [32, 63],
  ])(
    "the line kernels of %i to %i cells and the scalar kernel agree, feasible or not",
    (minCells, maxCells) => {
      fc.assert(
        fc.property(pictureLine({ minCells, maxCells }), ([clue, cells]) => {
          const want = solveLineSlow(clue, cells);
          expect(solveLine(clue, cells)).toEqual(want);
          expect(lineFeasibleWords(clue, 0, clue.length, cells, cells.length)).toBe(want !== null);
        }),
        { numRuns: 3000 },
      );
    },
  );

  it("the two-word kernel at the word boundary: one block as long as the line, blocks crossing cell 32", () => {
    for (const n of [32, 33, 63]) {
      const cells = new Array<number>(n).fill(0);
      expect(solveLine([n], cells)).toEqual(solveLineSlow([n], cells));
      expect(solveLine([16, n - 17], cells)).toEqual(solveLineSlow([16, n - 17], cells));
      expect(solveLine([n - 1], cells)).toEqual(solveLineSlow([n - 1], cells));
    }
  });

  it("the word-mask kernel on a clue offset inside a longer clue array (as the field model stores clues)", () => {
    const cells = new Array<number>(70).fill(0);
    cells[33] = 1;
    const all = [9, 30, 35, 4, 9];
    const out = new Uint8Array(70);
    expect(solveLineWords(all, 1, 2, cells, 70, out)).toBe(true);
    expect(out).toEqual(solveLineSlow([30, 35], cells));
    expect(solveLineWords(all, 1, 3, cells, 70, out)).toBe(false);
  });

  it("solves lines longer than 30 cells on word masks", () => {
    const cells = new Array<number>(40).fill(0);
    const out = solveLine([20, 19], cells)!;
    expect([...out].map((v) => ".#?"[v === 1 ? 1 : v === 2 ? 0 : 2]).join("")).toBe(
      `${"#".repeat(20)}.${"#".repeat(19)}`,
    );
    expect(solveLine([20, 20], cells)).toBeNull();
  });

  it("goes beyond the overlap rule (the seed's [1,1,1] example)", () => {
    // ??#???.??? with clue 1 1 1: the neighbours of the filled cell must be empty.
    const cells = [0, 0, 1, 0, 0, 0, 2, 0, 0, 0];
    expect([...solveLine([1, 1, 1], cells)!]).toEqual([0, 2, 1, 2, 0, 0, 2, 0, 0, 0]);
  });
});
