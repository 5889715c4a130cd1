import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resultWithStatus } from "../solve-results.test-helpers.js";
import { type Latin, latinSquare } from "../testing/latin-square.js";
import { allSolutions, enumeratingLatinModel, latinModel, withGivens } from "./latin-model.test-helpers.js";
import type { SetterModel } from "./model.js";
import { backbone, givensForUniqueness, listSolutions } from "./setter.js";

/** The backbone by brute force: open cells that hold one value in every solution. */
function bruteBackbone(p: Latin): number[] {
  const solutions = allSolutions(p);
  return p.cells.flatMap((c, i) => (c === 0 && solutions.every((s) => s[i] === solutions[0]![i]) ? [i] : []));
}

// A partial latin square of side 3 or 4 whose givens never clash (taken from a full square).
const puzzles = fc
  .record({
    n: fc.integer({ min: 2, max: 4 }),
    seed: fc.integer({ min: 0, max: 3 }),
    keep: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
  })
  .map(({ n, seed, keep }): Latin => {
    const full = latinSquare.generate!({ n }, seed).cells;
    return { n, cells: full.map((d, i) => (keep[i] && i % 3 !== 0 ? d : 0)) };
  });

describe("listSolutions", () => {
  it("lists up to the limit and says when there are more", () => {
    const open: Latin = { n: 3, cells: Array(9).fill(0) };
    const some = listSolutions(latinModel, open, 5);
    expect(some.solutions).toHaveLength(5);
    expect(some.more).toBe(true);
    const every = listSolutions(latinModel, open, 100);
    expect(every.solutions).toHaveLength(12);
    expect(every).toMatchObject({ more: false, complete: true });
  });
});

describe("backbone", () => {
  it("matches brute force on small latin squares, with and without values", () => {
    fc.assert(
      fc.property(puzzles, (p) => {
        const expected = bruteBackbone(p);
        for (const m of [latinModel, enumeratingLatinModel] as SetterModel<Latin, number[], number>[]) {
          const found = backbone(m, p);
          if (found.status === "partial") {
            // Without values a search cut short at 16 solutions proves nothing it did not split: every
            // forced cell is in the backbone, and every backbone cell is forced or unknown (never varying).
            expect(m).toBe(enumeratingLatinModel);
            for (const i of found.forced) expect(expected).toContain(i);
            for (const i of expected) expect([...found.forced, ...found.unknown]).toContain(i);
          } else {
            expect(found.status).toBe("done");
            expect(found.forced).toEqual(expected);
            expect(found.unknown).toEqual([]);
          }
          const open = p.cells.filter((c) => c === 0).length;
          expect(found.forced.length + found.varying.length + found.unknown.length).toBe(open);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("proves cells with values where 16 solutions cannot", () => {
    // 4x4 with one given: 144 solutions, so the first search stops at 16; only the given is forced.
    const p: Latin = { n: 4, cells: [1, ...Array(15).fill(0)] };
    const found = backbone(latinModel, p);
    expect(found).toMatchObject({ status: "done", forced: bruteBackbone(p), unknown: [] });
  });

  it("never counts a cell both unknown and varying (a probe cut short, a later probe splitting it)", () => {
    // Every other digit of cell 1 answers "timeout"; the probes of later cells find solutions where it differs.
    const p: Latin = { n: 3, cells: [1, 0, 0, 0, 0, 0, 0, 0, 0] };
    const cut: SetterModel<Latin, number[], number> = {
      ...latinModel,
      solve(puzzle, givens, options) {
        if (givens.some((g) => g.index === 1)) {
          return resultWithStatus("timeout");
        }
        // One solution at a time, so the first search proves nothing and every cell is probed.
        return latinModel.solve(puzzle, givens, { ...options, limit: 1 });
      },
    };
    const found = backbone(cut, p);
    expect(found.varying).toContain(1);
    expect(found.unknown).not.toContain(1);
    expect(found.forced.length + found.varying.length + found.unknown.length).toBe(8);
  });

  it("says none for a puzzle without solution, and unknown for cells left when time runs out", () => {
    expect(backbone(latinModel, { n: 2, cells: [1, 1, 0, 0] }).status).toBe("none");
    const late = backbone(latinModel, { n: 4, cells: [1, ...Array(15).fill(0)] }, { timeoutMs: 0 });
    expect(["timeout", "partial"]).toContain(late.status);
  });
});

describe("givensForUniqueness", () => {
  it("finds needed givens that make the puzzle unique (checked by brute force)", () => {
    fc.assert(
      fc.property(puzzles, (p) => {
        const found = givensForUniqueness(latinModel, p);
        const count = allSolutions(p).length;
        if (count === 0) return expect(found.status).toBe("none");
        expect(found.status).toBe("unique");
        const goal = found.goal as number[];
        expect(allSolutions(withGivens(p, found.givens))).toEqual([goal]);
        for (const g of found.givens) {
          expect(p.cells[g.index]).toBe(0);
          expect(g.value).toBe(goal[g.index]);
          // Every given is needed: without it there are several solutions again.
          const fewer = found.givens.filter((x) => x !== g);
          expect(allSolutions(withGivens(p, fewer)).length).toBeGreaterThan(1);
        }
        if (count === 1) expect(found.givens).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it("singles out the goal asked for, not only the first solution found", () => {
    const p: Latin = { n: 3, cells: Array(9).fill(0) };
    for (const goal of allSolutions(p)) {
      const found = givensForUniqueness(latinModel, p, { goal });
      expect(found.goal).toEqual(goal);
      expect(allSolutions(withGivens(p, found.givens))).toEqual([goal]);
    }
  });

  it("gives no cell twice, even when the model's cells never show what a given holds", () => {
    // Cell 0 is read back differently every time (a model whose cells write one value two ways), so it
    // differs from the goal in every solution: given once, it must not be chosen again.
    let reads = 0;
    let solves = 0;
    const model: SetterModel<Latin, number[], number> = {
      ...latinModel,
      cells: (_p, s) => s.map((d, i) => (i === 0 ? 100 + reads++ : d)),
      solve: (p, givens, options) => {
        if (++solves > 100) throw new Error("the setter loops");
        return latinModel.solve(p, givens, options);
      },
    };
    const found = givensForUniqueness(model, { n: 3, cells: Array(9).fill(0) });
    expect(new Set(found.givens.map((g) => g.index)).size).toBe(found.givens.length);
    expect(found.status).toBe("unique");
  });

  it("answers unknown when the budget is spent", () => {
    const p: Latin = { n: 4, cells: Array(16).fill(0) };
    expect(givensForUniqueness(latinModel, p, { timeoutMs: 0 }).status).toBe("unknown");
  });
});
