import { describe, expect, it } from "vitest";
import { fillStatistics } from "./crosspatch-fill-statistics.ts";

// Two slots of three letters crossing at their first cells.
const grid = ["###", "#  ", "#  "];

describe("fillStatistics", () => {
  it("counts a crossing whose letters always agree as certain", () => {
    const st = fillStatistics({ grid, words: ["ABC", "AXY"] });
    expect(st.slots).toBe(2);
    expect(st.crossings).toBe(1);
    expect(st.agreeChance).toBe(1);
    expect(st.keptByALetter).toBe(2);
    // Two fills (either word across), each crossing agreeing.
    expect(st.log10ExpectedFills).toBeCloseTo(Math.log10(2), 12);
    expect(st.oneLetterApart).toBe(0);
    expect(st.listedTwice).toBe(0);
    expect(st.wordsPerLength).toEqual(new Map([[3, 2]]));
    // Letters A A B C X Y: one at a third, four at a sixth.
    expect(st.letterEntropy).toBeCloseTo(-(1 / 3) * Math.log2(1 / 3) - (4 / 6) * Math.log2(1 / 6), 12);
  });

  it("halves the expected fills when random words agree at the crossing half the time", () => {
    const st = fillStatistics({ grid, words: ["ABC", "XBC"] });
    expect(st.agreeChance).toBe(0.5);
    expect(st.keptByALetter).toBe(1);
    expect(st.log10ExpectedFills).toBeCloseTo(0, 12);
    expect(st.oneLetterApart).toBe(1);
  });

  it("counts a word listed twice once per length and as listed twice", () => {
    const st = fillStatistics({ grid, words: ["ABC", "ABC"] });
    expect(st.listedTwice).toBe(1);
    expect(st.wordsPerLength).toEqual(new Map([[3, 1]]));
  });
});
