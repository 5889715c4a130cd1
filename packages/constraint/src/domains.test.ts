import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Model } from "./model.js";

type Op =
  | { kind: "remove" | "assign" | "below" | "above"; value: number }
  | { kind: "mark" }
  | { kind: "undo"; pick: number };

function opArb(lo: number, hi: number): fc.Arbitrary<Op> {
  const value = fc.integer({ min: lo - 2, max: hi + 2 });
  return fc.oneof(
    { weight: 6, arbitrary: fc.record({ kind: fc.constant("remove" as const), value }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("assign" as const), value }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("below" as const), value }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("above" as const), value }) },
    { weight: 2, arbitrary: fc.constant({ kind: "mark" as const }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("undo" as const), pick: fc.nat() }) },
  );
}

/** Applies `op` to a plain set: the reference semantics of the model's domain operations. */
function reference(set: Set<number>, op: Exclude<Op, { kind: "mark" | "undo" }>): Set<number> {
  const v = op.value;
  const keep = (f: (u: number) => boolean) => new Set([...set].filter(f));
  if (op.kind === "remove") return keep((u) => u !== v);
  if (op.kind === "assign") return keep((u) => u === v);
  if (op.kind === "below") return keep((u) => u >= v);
  return keep((u) => u <= v);
}

function expectDomain(m: Model, x: number, set: Set<number>): void {
  const sorted = [...set].sort((a, b) => a - b);
  expect(m.values(x)).toEqual(sorted);
  const out = new Int32Array(sorted.length);
  expect(m.valuesInto(x, out)).toBe(sorted.length);
  expect([...out]).toEqual(sorted);
  // From an index: the values land after it, what is before stays.
  const after = new Int32Array(sorted.length + 2).fill(-7);
  expect(m.valuesInto(x, after, 2)).toBe(sorted.length);
  expect([...after]).toEqual([-7, -7, ...sorted]);
  expect(m.size(x)).toBe(sorted.length);
  expect(m.min(x)).toBe(sorted[0]);
  expect(m.max(x)).toBe(sorted.at(-1));
  expect(m.isFixed(x)).toBe(sorted.length === 1);
}

describe.each([
  ["one word", 3, 20],
  ["one full word", 0, 31],
  ["multiword", -5, 70],
])("domain operations (%s, %i..%i)", (_name, lo, hi) => {
  it("match a plain set, fail exactly when a domain would empty, and undo exactly", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: lo, max: hi }), { minLength: 1, maxLength: hi - lo + 1 }),
        fc.array(opArb(lo, hi), { maxLength: 120 }),
        (initial, ops) => {
          const m = new Model();
          m.intVar(0, 1); // another variable before it, so offsets are not all zero
          const x = m.intVarFromValues(initial);
          const y = m.intVar(lo, hi);
          let set = new Set(initial);
          const marks = [{ mark: m.trail.mark(), set }];
          for (const op of ops) {
            if (op.kind === "mark") marks.push({ mark: m.trail.mark(), set });
            else if (op.kind === "undo") {
              const k = op.pick % marks.length;
              m.trail.undoTo(marks[k]!.mark);
              set = marks[k]!.set;
              marks.length = k + 1;
            } else {
              const next = reference(set, op);
              const call = { remove: m.remove, assign: m.assign, below: m.removeBelow, above: m.removeAbove }[
                op.kind
              ];
              const ok = call.call(m, x, op.value);
              expect(ok).toBe(next.size > 0);
              if (ok) set = next;
              else {
                expect(m.failed).toBe(true);
                m.trail.undoTo(marks.at(-1)!.mark);
                set = marks.at(-1)!.set;
                expect(m.failed).toBe(false);
              }
            }
            expectDomain(m, x, set);
            for (let v = lo - 1; v <= hi + 1; v++) expect(m.has(x, v)).toBe(set.has(v));
          }
          expectDomain(m, y, new Set(Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("variables", () => {
  it("a variable of 100 values spans several words and behaves like a small one", () => {
    const m = new Model();
    const x = m.intVar(-20, 79);
    expect(m.size(x)).toBe(100);
    expect(m.remove(x, 40)).toBe(true);
    expect(m.has(x, 40)).toBe(false);
    expect(m.removeBelow(x, 12)).toBe(true);
    expect(m.removeAbove(x, 44)).toBe(true);
    expect(m.values(x)).toEqual([...Array.from({ length: 28 }, (_, i) => 12 + i), 41, 42, 43, 44]);
    expect(m.nextValue(x, 39)).toBe(41);
    expect(m.assign(x, 43)).toBe(true);
    expect(m.value(x)).toBe(43);
    m.trail.undoTo(0);
    expect(m.size(x)).toBe(100);
  });

  it("builds domains from values, ignoring duplicates", () => {
    const m = new Model();
    const x = m.intVarFromValues([7, 3, 40, 3]);
    expect(m.values(x)).toEqual([3, 7, 40]);
    expect(m.offset(x)).toBe(3);
  });

  it("reads and restricts one-word domains as bitmasks", () => {
    const m = new Model();
    const x = m.intVar(1, 9);
    expect(m.bits(x)).toBe(0b111111111);
    expect(m.restrict(x, 0b100000101)).toBe(true);
    expect(m.values(x)).toEqual([1, 3, 9]);
    expect(m.restrict(x, 0b10)).toBe(false);
    expect(m.failed).toBe(true);
  });

  it("refuses bad arguments with a message", () => {
    const m = new Model();
    expect(() => m.intVar(3, 2)).toThrow(RangeError);
    expect(() => m.intVarFromValues([])).toThrow(RangeError);
    const x = m.intVar(0, 3);
    expect(() => m.value(x)).toThrow(/not fixed/);
    expect(() => m.allDifferent([x, 5])).toThrow(/no variable 5/);
  });
});
