import { describe, expect, it } from "vitest";
import { expectAnswerFilesJudged } from "./answer-file-checks.js";

// A genre of one number whose one answer is the number doubled; the "checker" calls `4 8` complete.
const doubling = { solve: (puzzle: number) => ({ status: "unique", solutions: [2 * puzzle] }) };
const judging = {
  writePzprv3: (puzzle: number, solution?: number) => `${puzzle} ${solution ?? "."}`,
  judgePzprv3: (file: string) => ({ complete: file === "4 8" }),
};
const readsBack = (file: string, puzzle: number, solution: number) =>
  expect(file.split(" ").map(Number)).toEqual([puzzle, solution]);

describe("expectAnswerFilesJudged", () => {
  it("passes an answer file the checker calls complete, and reads it back", () => {
    expect(() => expectAnswerFilesJudged(doubling, judging, [4], readsBack)).not.toThrow();
  });

  it("fails a puzzle of several answers, an answer the checker refuses, and a file that does not read back", () => {
    const several = { solve: (puzzle: number) => ({ status: "multiple", solutions: [2 * puzzle, puzzle] }) };
    expect(() => expectAnswerFilesJudged(several, judging, [4], readsBack)).toThrow();
    expect(() => expectAnswerFilesJudged(doubling, judging, [5], readsBack)).toThrow();
    expect(() => expectAnswerFilesJudged(doubling, judging, [4], () => expect(1).toBe(2))).toThrow();
  });
});
