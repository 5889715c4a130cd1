import { describe, expect, it } from "vitest";
import { inputOrder, smallestDomain } from "./branchers.js";
import { Model } from "./model.js";
import { queens } from "./queens.test-helpers.js";
import type { Propagator } from "./types.js";

/** Independent check: no two queens share a column or a diagonal. */
function isQueens(rows: number[]): boolean {
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      if (rows[i] === rows[j] || Math.abs(rows[i]! - rows[j]!) === j - i) return false;
    }
  }
  return true;
}

describe("n-queens", () => {
  it.each([
    [4, 2],
    [6, 4],
    [8, 92],
    [10, 724],
  ])("%i queens have %i solutions", (n, count) => {
    const { m } = queens(n);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY });
    expect(r.count).toBe(count);
    expect(r.complete).toBe(true);
    expect(r.stoppedBy).toBeNull();
    expect(new Set(r.solutions.map((s) => s.join())).size).toBe(count);
    expect(r.solutions.every(isQueens)).toBe(true);
  });
});

describe("search limits", () => {
  it("limit 1 stops at the first solution, not complete", () => {
    const { m } = queens(8);
    const r = m.solve();
    expect(r.count).toBe(1);
    expect(r.stoppedBy).toBe("limit");
    expect(r.complete).toBe(false);
    expect(isQueens(r.solutions[0]!)).toBe(true);
  });

  it("limit 2 proves a unique solution unique", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 3);
    m.linear([1, 1], [x!, y!], "=", 6);
    const r = m.solve({ limit: 2 });
    expect(r.solutions).toEqual([[3, 3]]);
    expect(r.complete).toBe(true);
    expect(r.stoppedBy).toBeNull();
  });

  it("an aborted signal stops before any work", () => {
    const { m } = queens(8);
    const controller = new AbortController();
    controller.abort();
    const r = m.solve({ limit: Number.POSITIVE_INFINITY, signal: controller.signal });
    expect(r).toMatchObject({ count: 0, complete: false, stoppedBy: "signal" });
    expect(r.stats.nodes).toBe(0);
  });

  it("a signal aborted during search stops it soon after", () => {
    const { m } = queens(10);
    const controller = new AbortController();
    const r = m.solve({
      limit: Number.POSITIVE_INFINITY,
      signal: controller.signal,
      onSolution: () => controller.abort(),
    });
    expect(r.stoppedBy).toBe("signal");
    expect(r.complete).toBe(false);
    expect(r.count).toBeGreaterThanOrEqual(1);
    expect(r.count).toBeLessThan(724);
  });

  it("a time budget stops the search once the clock passes it", () => {
    const { m } = queens(10);
    const r = m.solve({
      limit: Number.POSITIVE_INFINITY,
      timeoutMs: 1,
      // Spend the budget inside the first solution, so the stop does not depend on the machine's speed.
      onSolution: () => {
        const until = performance.now() + 3;
        while (performance.now() < until) {}
      },
    });
    expect(r.stoppedBy).toBe("timeout");
    expect(r.complete).toBe(false);
    expect(r.count).toBeLessThan(724);
  });

  it("a node budget stops the search", () => {
    const { m } = queens(10);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY, nodeLimit: 50 });
    expect(r.stoppedBy).toBe("nodes");
    expect(r.complete).toBe(false);
    expect(r.stats.nodes).toBeGreaterThanOrEqual(50);
    expect(r.stats.nodes).toBeLessThan(60);
  });

  it("counts without keeping solutions when asked, and reports stats", () => {
    const { m } = queens(8);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY, collect: false });
    expect(r.count).toBe(92);
    expect(r.solutions).toEqual([]);
    expect(r.stats.nodes).toBeGreaterThan(92);
    expect(r.stats.failures).toBeGreaterThan(0);
    expect(r.stats.propagations).toBeGreaterThan(0);
    expect(r.stats.ms).toBeGreaterThanOrEqual(0);
  });

  it("leaves the model as it found it", () => {
    const { m, q } = queens(6);
    m.remove(q[0]!, 0);
    const before = q.map((x) => m.values(x));
    const length = m.trail.length;
    m.solve({ limit: Number.POSITIVE_INFINITY });
    expect(q.map((x) => m.values(x))).toEqual(before);
    expect(m.trail.length).toBe(length);
    // Search again: the pending removal is still honoured.
    expect(m.solve({ limit: Number.POSITIVE_INFINITY }).solutions.every((s) => s[0] !== 0)).toBe(true);
  });
});

describe("solution streams", () => {
  it("a callback that throws leaves the model restored", () => {
    const { m, q } = queens(6);
    expect(() =>
      m.solve({
        onSolution: () => {
          throw new Error("stop here");
        },
      }),
    ).toThrow("stop here");
    expect(q.every((x) => m.size(x) === 6)).toBe(true);
    expect(m.solve({ limit: Number.POSITIVE_INFINITY }).count).toBe(4);
  });

  it("the generator yields what solve collects, in the same order, and restores the model when left early", () => {
    const { m, q } = queens(8);
    const all = m.solve({ limit: Number.POSITIVE_INFINITY }).solutions;
    const firstThree: number[][] = [];
    for (const s of m.solutions({ limit: Number.POSITIVE_INFINITY })) {
      firstThree.push(s);
      if (firstThree.length === 3) break;
    }
    expect(firstThree).toEqual(all.slice(0, 3));
    expect(q.every((x) => m.size(x) === 8)).toBe(true);
    expect([...m.solutions({ limit: Number.POSITIVE_INFINITY })]).toEqual(all);
  });

  it("onSolution sees every solution as it is found", () => {
    const { m } = queens(6);
    const seen: string[] = [];
    const r = m.solve({ limit: Number.POSITIVE_INFINITY, onSolution: (s) => seen.push(s.join()) });
    expect(seen).toEqual(r.solutions.map((s) => s.join()));
  });

  it("a Search driven by hand reports its result", () => {
    const { m } = queens(6);
    const s = m.search({ limit: Number.POSITIVE_INFINITY });
    expect(s.next()).not.toBeNull();
    s.stop();
    expect(s.next()).toBeNull();
    expect(s.result()).toMatchObject({ count: 1, complete: false, stoppedBy: "limit" });
  });
});

describe("branching", () => {
  it("value order max finds the largest-first solution", () => {
    const m = new Model();
    m.intVars(3, 0, 2);
    expect(m.solve({ valueOrder: "max" }).solutions).toEqual([[2, 2, 2]]);
    expect(m.solve().solutions).toEqual([[0, 0, 0]]);
  });

  it("custom branchers choose the variable and value", () => {
    const m = new Model();
    const xs = m.intVars(3, 0, 2);
    m.linear([1, 1, 1], xs, "=", 4);
    const r = m.solve({
      brancher: { variable: inputOrder([xs[2]!, xs[1]!, xs[0]!]).variable, value: (mm, x) => mm.max(x) },
    });
    expect(r.solutions).toEqual([[0, 2, 2]]);
    expect(m.solve({ brancher: smallestDomain(xs) }).solutions).toEqual([[0, 2, 2]]);
  });

  it("a brancher that picks a fixed variable is an error, not a hang", () => {
    const m = new Model();
    const x = m.intVar(1, 1);
    m.intVar(0, 1);
    expect(() => m.solve({ brancher: { variable: () => x } })).toThrow(/already fixed/);
  });

  it("searches 3000 variables deep without recursion", () => {
    const m = new Model();
    const xs = m.intVars(3000, 0, 2);
    // The last variable must differ from the first, decided only at the bottom of the search.
    m.linear([1, -1], [xs[0]!, xs[2999]!], ">=", 1);
    const r = m.solve({ limit: 3, brancher: inputOrder(xs) });
    expect(r.count).toBe(3);
    expect(r.solutions.every((s) => s[0]! > s[2999]!)).toBe(true);
    expect(r.solutions[0]!.slice(1, 2999).every((v) => v === 0)).toBe(true);
  });
});

describe("custom propagators", () => {
  /** x < y, counting how often it runs and which positions it was told changed, with a trailed run counter. */
  class Less implements Propagator {
    readonly name = "less";
    readonly vars: readonly number[];
    readonly changes: number[][] = [];
    readonly runs;
    constructor(m: Model, x: number, y: number) {
      this.vars = [x, y];
      this.runs = m.trail.int32(1);
    }
    propagate(m: Model): boolean {
      this.changes.push([...m.changed.subarray(0, m.changedCount)].sort());
      this.runs.set(0, this.runs.get(0) + 1);
      const [x, y] = this.vars as [number, number];
      return m.removeAbove(x, m.max(y) - 1) && m.removeBelow(y, m.min(x) + 1);
    }
  }

  it("is woken with the positions that changed, and keeps reversible state on the trail", () => {
    const m = new Model();
    const x = m.intVar(0, 5);
    const y = m.intVar(0, 5);
    const less = new Less(m, x, y);
    m.post(less);
    expect(m.propagate()).toBe(true);
    expect(less.changes[0]).toEqual([0, 1]);
    expect([m.min(y), m.max(x)]).toEqual([1, 4]);
    const mark = m.trail.mark();
    const runs = less.runs.get(0);
    less.changes.length = 0;
    m.removeBelow(x, 3);
    expect(m.propagate()).toBe(true);
    expect(less.changes[0]).toEqual([0]);
    expect(m.min(y)).toBe(4);
    m.trail.undoTo(mark);
    expect(less.runs.get(0)).toBe(runs);
    expect(m.min(y)).toBe(1);
  });

  it("is found in the search with built-ins, and its solutions are right", () => {
    const m = new Model();
    const xs = m.intVars(3, 0, 3);
    m.post(new Less(m, xs[0]!, xs[1]!));
    m.post(new Less(m, xs[1]!, xs[2]!));
    const r = m.solve({ limit: Number.POSITIVE_INFINITY });
    expect(r.solutions).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
  });

  it("a propagator that returns false fails propagation and the conflict names it", () => {
    const m = new Model();
    const x = m.intVar(0, 1);
    m.post({ name: "never", vars: [x], propagate: () => false });
    m.explaining = true;
    expect(m.propagate()).toBe(false);
    expect(m.failed).toBe(true);
    expect(m.conflict?.propagator).toBe("never");
  });
});
