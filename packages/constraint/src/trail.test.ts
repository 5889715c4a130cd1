import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Trail } from "./trail.js";

type Op =
  | { kind: "set"; array: number; index: number; value: number }
  | { kind: "mark" }
  | { kind: "undo"; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant("set" as const),
      array: fc.nat(2),
      index: fc.nat(7),
      value: fc.integer({ min: -3, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: "mark" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("undo" as const), pick: fc.nat() }) },
);

describe("Trail", () => {
  it("restores exactly the state of any earlier mark, after any sequence of writes", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 300 }), (ops) => {
        const trail = new Trail();
        const arrays = [trail.int32(8, 0), trail.int32(8, 5), trail.int32(8, -1)];
        const snapshot = () => arrays.map((a) => [...a.values]);
        const marks: { mark: number; state: number[][] }[] = [{ mark: trail.mark(), state: snapshot() }];
        for (const op of ops) {
          if (op.kind === "set") arrays[op.array]!.set(op.index, op.value);
          else if (op.kind === "mark") marks.push({ mark: trail.mark(), state: snapshot() });
          else {
            const k = op.pick % marks.length;
            trail.undoTo(marks[k]!.mark);
            expect(snapshot()).toEqual(marks[k]!.state);
            expect(trail.length).toBe(marks[k]!.mark);
            marks.length = k + 1;
          }
        }
        trail.undoTo(marks[0]!.mark);
        expect(snapshot()).toEqual(marks[0]!.state);
      }),
      { numRuns: 200 },
    );
  });

  it("records nothing for a write of the value already there", () => {
    const trail = new Trail();
    const a = trail.int32(4, 2);
    a.set(1, 2);
    expect(trail.length).toBe(0);
    a.set(1, 3);
    expect(trail.length).toBe(1);
    expect(a.get(1)).toBe(3);
  });

  it("grows past its initial capacity and still undoes everything", () => {
    const trail = new Trail();
    const a = trail.int32(10);
    for (let i = 0; i < 5000; i++) a.set(i % 10, i + 1);
    trail.undoTo(0);
    expect([...a.values]).toEqual(new Array(10).fill(0));
  });

  it("refuses a mark that is not on the trail", () => {
    const trail = new Trail();
    expect(() => trail.undoTo(3)).toThrow(RangeError);
  });
});
