import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check as judge, sample } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { textFormat } from "./formats/index.js";
import { killerSudoku } from "./index.js";
import type { Cage, Puzzle } from "./puzzle.js";
import { structureProblems } from "./rules.js";
import { solve } from "./solve.js";

/** Every 4x4 sudoku grid (288), to count a puzzle's solutions by brute force. */
const grids4: number[][] = (() => {
  const out: number[][] = [];
  const g = new Array<number>(16).fill(0);
  const ok = (i: number, d: number) => {
    const r = i >> 2;
    const c = i & 3;
    for (let k = 0; k < 16; k++) {
      if (g[k] !== d || k === i) continue;
      if (k >> 2 === r || (k & 3) === c || (k >> 3 === r >> 1 && (k & 3) >> 1 === c >> 1)) return false;
    }
    return true;
  };
  const walk = (i: number) => {
    if (i === 16) return void out.push([...g]);
    for (let d = 1; d <= 4; d++) {
      if (!ok(i, d)) continue;
      g[i] = d;
      walk(i + 1);
      g[i] = 0;
    }
  };
  walk(0);
  return out;
})();

/** Random 4x4 cage layouts: cells grouped by growing random connected pieces, sums from a random grid or off by one. */
const smallPuzzles = fc
  .record({
    grid: fc.integer({ min: 0, max: grids4.length - 1 }),
    order: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 16, maxLength: 16 }),
    sizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 16, maxLength: 16 }),
    nudge: fc.integer({ min: -1, max: 1 }),
  })
  .map(({ grid, order, sizes, nudge }): Puzzle => {
    const g = grids4[grid]!;
    const owner = new Array<number>(16).fill(-1);
    const cages: Cage[] = [];
    const cellsByOrder = [...owner.keys()].sort((a, b) => order[a]! - order[b]! || a - b);
    for (const start of cellsByOrder) {
      if (owner[start] !== -1) continue;
      const cells = [start];
      owner[start] = cages.length;
      for (let k = 0; k < cells.length && cells.length < sizes[start]!; k++) {
        const i = cells[k]!;
        for (const j of [i - 4, i + 4, i % 4 > 0 ? i - 1 : -1, i % 4 < 3 ? i + 1 : -1]) {
          if (j >= 0 && j < 16 && owner[j] === -1 && cells.length < sizes[start]!) {
            owner[j] = cages.length;
            cells.push(j);
          }
        }
      }
      cages.push({ sum: cells.reduce((s, i) => s + g[i]!, 0), cells: cells.sort((a, b) => a - b) });
    }
    // Sometimes one sum off, so puzzles without solutions come up too (a cage of one cell with sum 0 is no cage).
    if (cages[0]!.sum + nudge >= 1) cages[0]!.sum += nudge;
    return { size: 4, cages, givens: new Array(16).fill(0) };
  });

const brute = (p: Puzzle) => grids4.filter((g) => judge(p, g).length === 0).length;

describe("solve", () => {
  it("solves every example uniquely, each answer right by the independent check", () => {
    for (const e of examples) {
      const p = textFormat.parse(e.text);
      const r = solve(p);
      expect(r.status, e.name).toBe("unique");
      expect(judge(p, r.solutions[0])).toEqual([]);
    }
  });

  it("counts as brute force does on random 4x4 cage layouts, with either cage model and search", () => {
    fc.assert(
      fc.property(smallPuzzles, fc.constantFrom("linear", "table"), fc.boolean(), (p, cage, learning) => {
        // A sum no distinct digits make (a cage may repeat a digit of the grid it was cut from) has no answer.
        if (structureProblems(p).length > 0) {
          expect(brute(p)).toBe(0);
          return;
        }
        const r = solve(p, { limit: Number.POSITIVE_INFINITY, cage: cage as "linear" | "table", learning });
        expect(r.complete).toBe(true);
        expect(r.solutionCount).toBe(brute(p));
        for (const s of r.solutions) expect(judge(p, s)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("answers none for givens that break a cage, and refuses a broken structure", () => {
    const p = textFormat.parse(examples[0]!.text);
    const solution = solve(p).solutions[0]!;
    const givens = new Array(16).fill(0);
    givens[0] = (solution[0]! % 4) + 1;
    expect(solve({ ...p, givens }).status).toBe("none");
    expect(() => solve({ ...p, cages: p.cages.slice(1) })).toThrow("not a solvable killer sudoku");
  });

  it("checks answers in the independent check and in its own", () => {
    expect(judge(sample.puzzle, sample.right)).toEqual([]);
    expect(judge(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(killerSudoku.check(sample.puzzle, sample.right)).toEqual([]);
    expect(killerSudoku.check(sample.puzzle, sample.wrong)).not.toEqual([]);
  });
});
