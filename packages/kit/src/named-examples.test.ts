import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { namedExamples } from "./named-examples.js";

describe("namedExamples", () => {
  it("gives each name its text, in the order written", () => {
    expect(namedExamples({ "6x6": "a\n", "10x10": "b\n", "10x10-semiexp": "c\n" })).toEqual([
      { name: "6x6", text: "a\n" },
      { name: "10x10", text: "b\n" },
      { name: "10x10-semiexp", text: "c\n" },
    ]);
  });

  it("keeps the order of any names that are not whole numbers (property)", () => {
    const name = fc.string({ minLength: 1 }).filter((s) => !/^(0|[1-9]\d*)$/.test(s));
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, fc.string()), { selector: ([n]) => n }), (pairs) => {
        const examples = namedExamples(Object.fromEntries(pairs));
        expect(examples).toEqual(pairs.map(([n, text]) => ({ name: n, text })));
      }),
    );
  });

  it("throws for a whole-number name, whose place JavaScript would move", () => {
    expect(() => namedExamples({ "6x6": "a\n", "10": "b\n" })).toThrow('example name "10" is a whole number');
  });
});
