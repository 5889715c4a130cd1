import { describe, expect, it } from "vitest";
import { prepare } from "../solve.js";
import { engineModel } from "./engine-search.js";

describe("engineModel", () => {
  // Rows 1 and 3 are 4-letter slots, columns 1 and 4 are 3-letter slots: two length classes.
  const grid = ["####", "#  #", "####"];

  it("adds a matching all-different per length class of distinct words, only when asked", () => {
    const { instance } = prepare({ grid, words: ["CATS", "COTS", "ACT", "CAT"] });
    const plain = engineModel(instance);
    const matching = engineModel(instance, { matching: true });
    const names = (m: typeof plain.m) =>
      Array.from({ length: m.numPropagators }, (_, i) => m.propagator(i).name).sort();
    expect(names(plain.m)).toEqual(["crosspatch"]);
    expect(names(matching.m)).toEqual([
      "allDifferent",
      "allDifferent",
      "allDifferent.matching",
      "allDifferent.matching",
      "crosspatch",
    ]);
  });

  it("leaves a class with a word listed twice to the count rules", () => {
    const { instance } = prepare({ grid, words: ["CATS", "CATS", "ACT", "CAT"] });
    const { m } = engineModel(instance, { matching: true });
    const names = Array.from({ length: m.numPropagators }, (_, i) => m.propagator(i).name);
    expect(names.filter((n) => n === "allDifferent.matching")).toHaveLength(1);
  });
});
