import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChangeQueue } from "./change-queue.js";

describe("ChangeQueue", () => {
  it("behaves like a first-in first-out list without duplicates", () => {
    const op = fc.oneof(fc.nat({ max: 7 }), fc.constant("pop" as const), fc.constant("clear" as const));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const queue = new ChangeQueue(8);
        let model: number[] = [];
        for (const o of ops) {
          if (o === "pop") expect(queue.pop()).toBe(model.shift() ?? -1);
          else if (o === "clear") {
            queue.clear();
            model = [];
          } else {
            queue.push(o);
            if (!model.includes(o)) model.push(o);
          }
          expect(queue.size).toBe(model.length);
          for (let i = 0; i < 8; i++) expect(queue.has(i)).toBe(model.includes(i));
        }
        expect(queue.drain()).toEqual(model);
        expect(queue.size).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
