import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Explanation } from "../learning/explanation.js";
import { Connected } from "./connected.js";
import { explainConnected } from "./connected-explain.js";
import { gridCells, gridNeighbours } from "./grid-cases.test-helpers.js";
import { gridCellEdges } from "./region-graph.js";

// Grids too large for the brute-force checks of `connected.test.ts` (which enumerate every assignment), where
// walls have holes and far sides: each reason of a reachability rule is checked by flood fill instead, which
// decides it exactly for a region of any size without ends (the rules then read reachability alone).

const MUST = 1;
const OUT = 0;
const MAY = -1;

/** Whether the cells `targets` lie in one part of the grid once the cells of `walls` (and `skip`) are taken away. */
function together(width: number, n: number, walls: ReadonlySet<number>, skip: number, targets: number[]) {
  if (targets.length === 0) return true;
  const seen = new Set([targets[0]!]);
  const todo = [targets[0]!];
  while (todo.length > 0)
    for (const j of gridNeighbours(width, n, todo.pop()!))
      if (!walls.has(j) && j !== skip && !seen.has(j)) {
        seen.add(j);
        todo.push(j);
      }
  return targets.every((i) => seen.has(i));
}

/**
 * The reason `explainConnected` gives for cell `t` losing the value (`equal` false), taking it (true), or for a
 * failure (`t` -1), the cells read from `states` (cell i is variable i; the region is value 1 of 0/1 domains).
 */
function reasonOf(p: Connected, states: readonly number[], t: number, equal: boolean) {
  const must: number[] = [];
  const out: number[] = [];
  const e = {
    variable: t,
    value: 1,
    equal,
    fixedValue: (x: number) => (states[x] === MUST ? 1 : states[x] === OUT ? 0 : Number.NaN),
    had: (x: number, v: number) => states[x] === MAY || states[x] === v,
    becauseEqual: (x: number) => must.push(x),
    becauseNot: (x: number) => out.push(x),
    becauseDomain: (x: number) => (states[x] === MUST ? must : states[x] === OUT ? out : []).push(x),
  };
  explainConnected(p, e as unknown as Explanation);
  return { must, out: new Set(out) };
}

// About a third of the cells out, and one to three must cells: mostly one region with walls across it.
const statesArb = fc
  .record({
    grid: gridCells(8, 8, fc.constantFrom(OUT, MAY, MAY)),
    musts: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  })
  .map(({ grid, musts }) => {
    const cells: number[] = [...grid.cells];
    for (const k of musts) cells[k % cells.length] = MUST;
    return { ...grid, cells };
  });

describe("connected's walls", () => {
  it("explain each unreachable cell, cut and split by walls that alone imply it", () => {
    let checked = 0;
    fc.assert(
      fc.property(statesArb, ({ width, height, cells: states }) => {
        const n = states.length;
        const p = new Connected(
          Array.from({ length: n }, (_, i) => i),
          gridCellEdges(width, height),
          1,
        );
        const outs = new Set(states.flatMap((s, i) => (s === OUT ? [i] : [])));
        const musts = states.flatMap((s, i) => (s === MUST ? [i] : []));
        if (!together(width, n, outs, -1, musts)) {
          // A split: the reason's must cells cannot be joined avoiding its out cells.
          const r = reasonOf(p, states, -1, false);
          expect(r.must.every((i) => states[i] === MUST) && [...r.out].every((i) => states[i] === OUT)).toBe(
            true,
          );
          expect(together(width, n, r.out, -1, r.must)).toBe(false);
          checked++;
          return;
        }
        for (let t = 0; t < n; t++) {
          if (states[t] !== MAY || musts.length === 0) continue;
          if (!together(width, n, outs, -1, [t, ...musts])) {
            // Unreachable: with the reason alone, no region holds its must cells and t.
            const r = reasonOf(p, states, t, false);
            expect(r.must.length).toBeGreaterThan(0);
            expect(together(width, n, r.out, -1, [t, ...r.must])).toBe(false);
            checked++;
          } else if (!together(width, n, outs, t, musts)) {
            // A cut: with the reason alone, the must cells are joined only through t.
            const r = reasonOf(p, states, t, true);
            expect(r.out.has(t)).toBe(false);
            expect(together(width, n, r.out, t, r.must)).toBe(false);
            checked++;
          }
        }
      }),
      { numRuns: 300, seed: 33 },
    );
    expect(checked).toBeGreaterThan(500);
  });
});
