// The routing cut's reasons checked by brute force through the engine, on grids small enough to enumerate.
import { Model } from "@gridsmith/constraint";
import { type Decision, explanationTally } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Crossing } from "./crossing.js";
import { RoutingCut } from "./routing-cut.js";

/** Whether the cells labelled q join q's two ends (4-neighbour), read from a full assignment. */
function joined(value: (x: number) => number, labels: number[], width: number, q: number, [a, b]: readonly [number, number]) {
  if (value(labels[a]!) !== q || value(labels[b]!) !== q) return true;
  const seen = new Set([a]);
  const queue = [a];
  while (queue.length > 0) {
    const i = queue.pop()!;
    const c = i % width;
    const around = [i - width, i + width, c > 0 ? i - 1 : -1, c < width - 1 ? i + 1 : -1];
    for (const w of around)
      if (w >= 0 && w < labels.length && !seen.has(w) && value(labels[w]!) === q) {
        seen.add(w);
        queue.push(w);
      }
  }
  return seen.has(b);
}

describe("RoutingCut", () => {
  it("gives reasons that hold (brute force through the engine)", () => {
    const tally = explanationTally();
    const grids = fc.record({
      width: fc.integer({ min: Number(process.env.W ?? 2), max: 3 }),
      ends: fc.uniqueArray(fc.nat(8), { minLength: 4, maxLength: 6 }),
      decisions: fc.array(fc.tuple(fc.nat(8), fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 6 }),
    });
    fc.assert(
      fc.property(grids, ({ width, ends: cells, decisions }) => {
        const height = 3;
        const n = width * height;
        const at = cells.filter((i) => i < n);
        const pairs: [number, number][] = [];
        for (let j = 0; j + 1 < at.length; j += 2) pairs.push([at[j]!, at[j + 1]!]);
        if (pairs.length < 2) return;
        const k = pairs.length;
        const m = new Model();
        const labels = m.intVars(n, 0, k);
        // The numbers' cells hold their pairs from the start, as in the puzzle's model.
        pairs.forEach(([a, b], q) => {
          m.linear([1], [labels[a]!], "=", q);
          m.linear([1], [labels[b]!], "=", q);
        });
        const p = m.post(process.env.CROSS ? new Crossing(labels, width, height, pairs) : new RoutingCut(labels, width, height, pairs));
        const meaning = (v: (x: number) => number) => pairs.every((e, q) => joined(v, labels, width, q, e));
        const d = decisions.map(([i, v, eq]) => [labels[i % n]!, v % (k + 1), eq] as Decision);
        tally.check(m, new Map([[p, meaning]]), d);
      }),
      { numRuns: 300 },
    );
    console.log(tally.checked);
    expect(tally.checked.conflicts, "conflicts checked").toBeGreaterThan(10);
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(10);
  });
});
