// Shared by the tests of the grid propagators (Connected, SizedRegions, CycleBudget): the brute-force and
// explanation properties each of them checks against its own reference, written once.
import fc from "fast-check";
import { expect } from "vitest";
import { assignments } from "../brute.test-helpers.js";
import type { Model } from "../model.js";
import { checkExplanations } from "../testing/explanations.js";
import { randomDecisions } from "../testing/random-decisions.js";

/** A small case: the domains of its cells, one variable a cell. */
export interface GridCase {
  domains: readonly (readonly number[])[];
}

/** A model built for a case: its cell variables and the propagator under test. */
export interface Built {
  m: Model;
  xs: readonly number[];
  p: number;
}

/** Grid sizes (width, height) small enough to list every solution of, from one cell to 3x3. */
export const SMALL_GRIDS: readonly (readonly [number, number])[] = [
  [1, 1],
  [2, 2],
  [3, 2],
  [3, 3],
];

/** A grid of the cases' size and what was drawn for each of its cells, row by row. */
export interface DrawnGrid<T> {
  width: number;
  height: number;
  cells: T[];
}

/**
 * Grids from 1 x 1 to `maxWidth` x `maxHeight` with one `cell` drawn for each of their cells: what a case's
 * domains are made from. Every grid draws the largest grid's cells and keeps its own, so a case shrinks its
 * sides and its cells apart.
 */
export function gridCells<T>(
  maxWidth: number,
  maxHeight: number,
  cell: fc.Arbitrary<T>,
): fc.Arbitrary<DrawnGrid<T>> {
  const most = maxWidth * maxHeight;
  return fc
    .record({
      width: fc.integer({ min: 1, max: maxWidth }),
      height: fc.integer({ min: 1, max: maxHeight }),
      cells: fc.array(cell, { minLength: most, maxLength: most }),
    })
    .map(({ width, height, cells }) => ({ width, height, cells: cells.slice(0, width * height) }));
}

/** The cells a grid step from cell `i` of a grid `width` wide of `n` cells (row by row). */
export function gridNeighbours(width: number, n: number, i: number): number[] {
  const out = [i - width, i + width];
  if (i % width > 0) out.push(i - 1);
  if (i % width < width - 1) out.push(i + 1);
  return out.filter((j) => j >= 0 && j < n);
}

/**
 * Whether the cells of `values` (a grid `width` wide, row by row) that hold `value` are joined by grid steps
 * through one another (a flood fill; true when there are none): the references' own, by definition.
 */
export function joinedBySteps(width: number, values: readonly number[], value: number): boolean {
  const cells = values.flatMap((v, i) => (v === value ? [i] : []));
  if (cells.length === 0) return true;
  const seen = new Set([cells[0]!]);
  const todo = [cells[0]!];
  while (todo.length > 0)
    for (const j of gridNeighbours(width, values.length, todo.pop()!))
      if (values[j] === value && !seen.has(j)) {
        seen.add(j);
        todo.push(j);
      }
  return seen.size === cells.length;
}

/** The cells' values of an assignment as one string, to compare solution sets. */
export const solutionKey = (s: readonly number[]): string => s.join(",");

/** Every assignment of the case's domains that the reference `holds` takes, as sorted keys. */
export function expectedSolutions<C extends GridCase>(
  c: C,
  holds: (c: C, values: readonly number[]) => boolean,
): string[] {
  return [...assignments(c.domains)]
    .filter((a) => holds(c, a))
    .map(solutionKey)
    .sort();
}

/** Property: a complete search (plain or learning) finds exactly the assignments the reference takes. */
export function assertSolvesLikeBruteForce<C extends GridCase>(
  cases: fc.Arbitrary<C>,
  build: (c: C) => Built,
  holds: (c: C, values: readonly number[]) => boolean,
  numRuns: number,
): void {
  fc.assert(
    fc.property(cases, fc.boolean(), (c, learning) => {
      const r = build(c).m.solve({ limit: Number.POSITIVE_INFINITY, learning });
      expect(r.solutions.map(solutionKey).sort()).toEqual(expectedSolutions(c, holds));
    }),
    { numRuns },
  );
}

/** Property: under random decisions, every inference and failure of `p` is a valid implication of the reference. */
export function assertExplainsByReference<C>(
  cases: fc.Arbitrary<C>,
  build: (c: C) => Built,
  holds: (c: C, values: readonly number[]) => boolean,
  maxDecisions: number,
  numRuns: number,
): void {
  fc.assert(
    fc.property(cases, randomDecisions({ maxLength: maxDecisions }), (c, decisions) => {
      const { m, xs, p } = build(c);
      const meaning = (value: (x: number) => number) =>
        holds(
          c,
          xs.map((x) => value(x)),
        );
      checkExplanations(m, new Map([[p, meaning]]), decisions);
    }),
    { numRuns },
  );
}

/**
 * Property: step by step (an assignment or a removal on a cell left open, or an undo to an earlier step), the
 * model reaches the fixpoint a fresh model built from the same domains reaches: what a propagator skips or
 * carries over from its last run (state kept on the trail) loses nothing, also after an undo. Asserts that
 * at least `minCompared` fixpoints were compared.
 */
export function assertFixpointLikeFresh<C extends GridCase>(
  cases: fc.Arbitrary<C>,
  build: (c: C) => Built,
  options: { numRuns: number; seed: number; minCompared: number },
): void {
  const steps = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 4 })), { minLength: 1, maxLength: 16 });
  let compared = 0;
  fc.assert(
    fc.property(cases, steps, (c, plan) => {
      const { m, xs } = build(c);
      if (!m.propagate()) return;
      const marks: number[] = [];
      for (const [pick, k, op] of plan) {
        if (op === 4) {
          // Undo to the mark of an earlier step, and drop the marks after it.
          if (marks.length === 0) continue;
          m.trail.undoTo(marks.splice(pick % marks.length)[0]!);
        } else {
          const open = xs.filter((x) => m.size(x) > 1);
          if (open.length === 0) continue;
          const x = open[pick % open.length]!;
          const values = m.values(x);
          const v = values[k % values.length]!;
          marks.push(m.trail.mark());
          if (!(op === 3 ? m.remove(x, v) : m.assign(x, v)) || !m.propagate()) {
            m.trail.undoTo(marks.pop()!);
            continue;
          }
        }
        const domains = xs.map((y) => m.values(y));
        const fresh = build({ ...c, domains });
        expect(fresh.m.propagate()).toBe(true);
        expect(fresh.xs.map((y) => fresh.m.values(y))).toEqual(domains);
        compared++;
      }
    }),
    { numRuns: options.numRuns, seed: options.seed },
  );
  // Only that the property compared something.
  expect(compared).toBeGreaterThan(options.minCompared);
}
