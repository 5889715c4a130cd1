import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruteForce, cspArb, post, sortedKeys } from "./brute.test-helpers.js";
import { Model } from "./model.js";
import { queens } from "./queens.test-helpers.js";

describe("trail marks and fixpoints", () => {
  it("a change made after a fixpoint, before the mark, is still propagated after undoing to the mark", () => {
    const m = new Model();
    const [x, y] = m.intVars(2, 0, 3) as [number, number];
    m.linear([1, -1], [x, y], "=", 0);
    m.remove(x, 3);
    expect(m.propagate()).toBe(true);
    expect(m.has(y, 3)).toBe(false);
    // x was already changed since the latest mark: this removal is the first one after the fixpoint.
    m.remove(x, 0);
    const mark = m.trail.mark();
    expect(m.propagate()).toBe(true);
    expect(m.has(y, 0)).toBe(false);
    m.trail.undoTo(mark);
    expect(m.has(y, 0)).toBe(true);
    expect(m.has(x, 0)).toBe(false);
    expect(m.propagate()).toBe(true);
    expect(m.has(y, 0)).toBe(false);
  });

  it("many changes of one variable between two marks undo to the first mark", () => {
    const m = new Model();
    const x = m.intVar(0, 40);
    const y = m.intVar(0, 9);
    const mark = m.trail.mark();
    for (let v = 0; v < 40; v += 3) m.remove(x, v);
    m.removeAbove(x, 30);
    m.remove(y, 4);
    m.restrict(y, 0b1110);
    const inner = m.trail.mark();
    m.assign(y, 2);
    m.removeBelow(x, 20);
    m.trail.undoTo(inner);
    expect(m.values(y)).toEqual([1, 2, 3]);
    expect(m.min(x)).toBe(1);
    m.trail.undoTo(mark);
    expect(m.size(x)).toBe(41);
    expect(m.values(y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("undoes thousands of changes mixed with other trailed writes", () => {
    const m = new Model();
    const xs = m.intVars(700, 0, 9);
    const wide = m.intVar(0, 99);
    const counter = m.trail.int32(3);
    const mark = m.trail.mark();
    for (let round = 0; round < 3; round++) {
      for (const x of xs) {
        counter.set(round, counter.get(round) + 1);
        m.remove(x, round);
        m.remove(wide, x % 100);
      }
      m.trail.mark();
    }
    expect(xs.every((x) => m.size(x) === 7)).toBe(true);
    m.trail.undoTo(mark);
    expect(xs.every((x) => m.size(x) === 10 && m.min(x) === 0)).toBe(true);
    expect(m.size(wide)).toBe(100);
    expect([...counter.values]).toEqual([0, 0, 0]);
  });

  it("allDifferent reaches the same fixpoint after an undo to a mark taken before propagating", () => {
    const build = () => queens(8);
    const domains = (m: Model, q: number[]) => q.map((x) => m.values(x));
    const { m, q } = build();
    expect(m.propagate()).toBe(true);
    m.assign(q[0]!, 0);
    const mark = m.trail.mark(); // not a fixpoint: the assignment is not propagated yet
    expect(m.propagate()).toBe(true);
    m.assign(q[1]!, 2);
    expect(m.propagate()).toBe(true);
    m.trail.undoTo(mark);
    expect(m.propagate()).toBe(true);
    const fresh = build();
    fresh.m.assign(fresh.q[0]!, 0);
    expect(fresh.m.propagate()).toBe(true);
    expect(domains(m, q)).toEqual(domains(fresh.m, fresh.q));
  });

  it("after an undo to a mark that is no fixpoint, the next propagate runs every propagator, writes or not", () => {
    const m = new Model();
    const [x, y, z, w] = m.intVars(4, 0, 3) as [number, number, number, number];
    m.linear([1, -1], [x, y], "=", 0);
    m.linear([1, -1], [z, w], "=", 0);
    expect(m.propagate()).toBe(true);
    const fixpoint = m.trail.mark();
    m.remove(x, 3);
    const open = m.trail.mark(); // x != 3 is not propagated yet
    expect(m.propagate()).toBe(true);
    m.trail.undoTo(open);
    // This write wakes only z = w; x = y must run too (the undo left x != 3 unpropagated).
    m.remove(w, 0);
    expect(m.propagate()).toBe(true);
    expect([m.max(y), m.min(z)]).toEqual([2, 1]);
    m.trail.undoTo(open);
    m.trail.undoTo(fixpoint);
    expect(m.propagate()).toBe(true);
    expect([m.size(x), m.size(y), m.size(z), m.size(w)]).toEqual([4, 4, 4, 4]);
  });

  it("restricts the first word of a wide variable and undoes it", () => {
    const m = new Model();
    const x = m.intVar(0, 69);
    const mark = m.trail.mark();
    expect(m.restrict(x, 0b1010)).toBe(true);
    expect(m.min(x)).toBe(1);
    expect(m.max(x)).toBe(69);
    expect(m.size(x)).toBe(2 + 38);
    expect(m.removeAbove(x, 3)).toBe(true);
    expect(m.values(x)).toEqual([1, 3]);
    m.trail.undoTo(mark);
    expect(m.size(x)).toBe(70);
    expect(m.values(x)).toEqual(Array.from({ length: 70 }, (_, i) => i));
  });

  it("a mark read from trail.length restores like one from mark()", () => {
    const m = new Model();
    const x = m.intVar(0, 9);
    m.remove(x, 1);
    const mark = m.trail.length;
    m.remove(x, 2);
    m.trail.undoTo(mark);
    expect(m.values(x)).toEqual([0, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe("allDifferent paths", () => {
  it("finds the same solutions with explanations on (value by value) as brute force", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        const m = new Model();
        m.explaining = true;
        post(m, csp);
        const r = m.solve({ limit: Number.POSITIVE_INFINITY });
        expect(sortedKeys(r.solutions)).toEqual(sortedKeys(bruteForce(csp)));
      }),
      { numRuns: 150 },
    );
  });

  it("stays right when explanations are switched on and off during a search", () => {
    const n = 7;
    const { m } = queens(n);
    let k = 0;
    const search = m.search({ limit: Number.POSITIVE_INFINITY });
    const found: number[][] = [];
    for (let s = search.next(); s !== null; s = search.next()) {
      found.push(s);
      m.explaining = ++k % 3 === 0;
    }
    expect(found.length).toBe(40);
    for (const s of found) {
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) {
          expect(s[i]).not.toBe(s[j]);
          expect(Math.abs(s[i]! - s[j]!)).not.toBe(j - i);
        }
    }
  });

  it("fills a whole 32-bit window: 32 variables, 32 values", () => {
    const m = new Model();
    const xs = m.intVars(32, 0, 31);
    m.allDifferent(xs);
    for (let i = 0; i < 30; i++) m.assign(xs[i]!, 31 - i);
    m.remove(xs[30]!, 0);
    expect(m.propagate()).toBe(true);
    expect(m.assignment()).toEqual([...Array.from({ length: 30 }, (_, i) => 31 - i), 1, 0]);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY });
    expect(r.count).toBe(1);
    const free = m.intVars(32, 0, 31);
    m.allDifferent(free);
    m.remove(free[0]!, 31);
    m.remove(free[1]!, 31);
    const first = m.solve({ brancher: { variable: (mm) => free.find((x) => !mm.isFixed(x)) ?? -1 } });
    expect(first.count).toBe(1);
    const s = first.solutions[0]!;
    expect(new Set(free.map((x) => s[x])).size).toBe(32);
    expect(s[free[31]!]).toBe(31);
  });

  it("handles variables whose lowest value went before posting, and a variable listed twice", () => {
    const m = new Model();
    const x = m.intVar(0, 9);
    const y = m.intVar(0, 9);
    m.removeBelow(x, 6);
    m.removeBelow(y, 6);
    m.allDifferent([x, y], [-6, 0]);
    expect(m.solve({ limit: Number.POSITIVE_INFINITY }).count).toBe(16);
    const z = m.intVar(0, 2);
    m.allDifferent([z, z, y], [0, 1, -7]);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY });
    for (const s of r.solutions) {
      const terms = [s[z]!, s[z]! + 1, s[y]! - 7];
      expect(new Set(terms).size).toBe(3);
      expect(s[x]! - 6).not.toBe(s[y]);
    }
    expect(r.count).toBe(
      bruteForce({
        domains: [
          [6, 7, 8, 9],
          [6, 7, 8, 9],
          [0, 1, 2],
        ],
        constraints: [
          { kind: "allDifferent", vars: [0, 1], offsets: [-6, 0] },
          { kind: "allDifferent", vars: [2, 2, 1], offsets: [0, 1, -7] },
        ],
      }).length,
    );
  });
});
