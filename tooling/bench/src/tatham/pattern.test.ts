import { describe, expect, it } from "vitest";
import { patternAnswer } from "./pattern.ts";

describe("patternAnswer", () => {
  it("reads '0' and '1' a cell, row by row", () => {
    expect(patternAnswer("S011100", 3, 2)).toEqual([".##", "#.."]);
    expect(() => patternAnswer("S0111", 3, 2)).toThrow();
  });
});
