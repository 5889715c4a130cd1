// The crossing rule's reasons checked by brute force through the engine, on grids small enough to enumerate.
import { Model } from "@gridsmith/constraint";
import { type Decision, explanationTally } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Crossing } from "./crossing.js";

/** Whether the cells labelled q join q's two ends (4-neighbour), read from a full assignment. */
function joined(
  value: (x: number) => number,
  labels: readonly number[],
  width: number,
  q: number,
  [a, b]: readonly [number, number],
): boolean {
  if (value(labels[a]!) !== q || value(labels[b]!) !== q) return true;
  const seen = new Set([a]);
  const queue = [a];
  while (queue.length > 0) {
    const i = queue.pop()!;
    const c = i % width;
    for (const w of [i - width, i + width, c > 0 ? i - 1 : -1, c < width - 1 ? i + 1 : -1])
      if (w >= 0 && w < labels.length && !seen.has(w) && value(labels[w]!) === q) {
        seen.add(w);
        queue.push(w);
      }
  }
  return seen.has(b);
}

/**
 * Grids of 3x3 to 4x4 with two or three pairs at cells drawn at random (their labels fixed, as a number's is),
 * few enough open cells to enumerate, and decisions on the labels.
 */
const cases = fc
  .record({
    width: fc.integer({ min: 3, max: 4 }),
    height: fc.integer({ min: 3, max: 4 }),
    k: fc.integer({ min: 2, max: 3 }),
  })
  .filter(({ width, height, k }) => (k + 1) ** (width * height - 2 * k) <= 70_000)
  .chain(({ width, height, k }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      cells: fc.uniqueArray(fc.nat(width * height - 1), { minLength: 2 * k, maxLength: 2 * k }),
      decisions: fc.array(fc.tuple(fc.nat(width * height - 1), fc.nat(k), fc.constant(true)), {
        minLength: 1,
        maxLength: 8,
      }),
    }),
  );

describe("Crossing", () => {
  it("gives reasons that hold (brute force through the engine)", () => {
    const tally = explanationTally();
    fc.assert(
      fc.property(cases, ({ width, height, cells, decisions }) => {
        const pairs: [number, number][] = [];
        for (let j = 0; j + 1 < cells.length; j += 2) pairs.push([cells[j]!, cells[j + 1]!]);
        const k = pairs.length;
        const m = new Model();
        const labels = m.intVars(width * height, 0, k);
        pairs.forEach(([a, b], q) => {
          m.linear([1], [labels[a]!], "=", q);
          m.linear([1], [labels[b]!], "=", q);
        });
        const p = m.post(new Crossing(labels, width, height, pairs));
        const meaning = (v: (x: number) => number) => pairs.every((e, q) => joined(v, labels, width, q, e));
        const d = decisions.map(([i, v, equal]) => [labels[i]!, v, equal] as Decision);
        tally.check(m, new Map([[p, meaning]]), d);
      }),
      // A fixed seed: the count of conflicts below is the draws' (seeds 1 to 5 checked 26 to 44).
      { numRuns: 2000, seed: 5 },
    );
    // Only that the test checked something: conflicts are the rule's only inferences.
    expect(tally.checked.conflicts, "conflicts checked").toBeGreaterThan(20);
  });
});

describe("Crossing's filter", () => {
  it("finds the reason walking every component finds, in any state", () => {
    // States of random domains (each open cell keeps a random set of labels, some fixed), where the rule
    // fires now and then: the components the filter skips never hold a crossing, so the first reason is
    // the same.
    let fired = 0;
    fc.assert(
      fc.property(
        fc.record({
          width: fc.integer({ min: 3, max: 7 }),
          height: fc.integer({ min: 3, max: 7 }),
          k: fc.integer({ min: 2, max: 4 }),
          seed: fc.array(fc.nat(1 << 20), { minLength: 49, maxLength: 49 }),
          ends: fc.array(fc.nat(48), { minLength: 10, maxLength: 10 }),
        }),
        ({ width, height, k, seed, ends }) => {
          const n = width * height;
          const cells = [...new Set(ends.map((e) => e % n))];
          if (cells.length < 2 * k) return;
          const pairs: [number, number][] = [];
          for (let q = 0; q < k; q++) pairs.push([cells[2 * q]!, cells[2 * q + 1]!]);
          const m = new Model();
          const labels = m.intVars(n, 0, k);
          pairs.forEach(([a, b], q) => {
            m.assign(labels[a]!, q);
            m.assign(labels[b]!, q);
          });
          for (let i = 0; i < n; i++) {
            if (m.isFixed(labels[i]!)) continue;
            const r = seed[i]!;
            // Of eight cells, about three left open, one losing some labels, three empty (walls), one fixed at
            // random.
            const kind = r & 7;
            if (kind >= 4 && kind < 7) m.assign(labels[i]!, k);
            else if (kind === 7) m.assign(labels[i]!, (r >> 3) % (k + 1));
            else if (kind === 3)
              for (let v = 0; v <= k; v++)
                if ((r >> (v + 4)) & 1 && m.size(labels[i]!) > 1) m.remove(labels[i]!, v);
          }
          const filtered = new Crossing(labels, width, height, pairs);
          const all = new Crossing(labels, width, height, pairs);
          all.slow = true;
          const reason = filtered.find(m);
          if (reason !== null) fired++;
          expect(reason).toEqual(all.find(m));
        },
      ),
      { numRuns: 10_000, seed: 7 },
    );
    expect(fired, "states where the rule fired").toBeGreaterThan(20);
  });
});
