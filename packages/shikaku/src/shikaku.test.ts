import { expectBorderPlay, expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import { mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkBorderRegions } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, type Puzzle, shikaku, solutionProblems, UNKNOWN } from "./index.js";

const { sample } = independent;
// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example, ...judges } = describePuzzlinkBorderRegions(shikaku, {
  independent,
  own: { solutionProblems, wrongCodes: ["two-numbers", "stray-border"] },
  // Counted against the independent check alone (the exact counts above are judged by puzz.link).
  bruteForceClue: mostly(-1, 3, fc.integer({ min: -2, max: 4 })),
  generate: { params: { size: 6 }, deterministic: { size: 5 } },
  fromJson,
  clue: (width, height) => mostly(-1, 4, fc.integer({ min: -2, max: width * height })),
  oversizedCells: "zzzg",
  filler: "g",
  sizeError: "--size takes 5 to 12",
});

describe("shikaku solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // Two 2s on a diagonal of a 2x2: two rows or two columns.
    expectExactCount(shikaku, sample.puzzle, 2, judges);
    // A 4 not given the size in a 2x3 with a 2: the 2 takes two cells, the ? the rest (a 2x2 or a 1x4
    // cannot be: the ? is the one of the two numbers in its region either way).
    expectExactCount(shikaku, { width: 3, height: 2, clues: [UNKNOWN, -1, -1, -1, -1, 2] }, 1, judges);
    // One column: the edges between cells are horizontal.
    expectExactCount(shikaku, { width: 1, height: 3, clues: [2, -1, 1] }, 1, judges);
  });

  it("reports none for numbers no rectangle meets, and validate names them", () => {
    const puzzle: Puzzle = { width: 2, height: 2, clues: [3, -1, -1, 1] };
    expect(shikaku.solve(puzzle).status).toBe("none");
    expect(shikaku.validate(puzzle)[0]!.message).toBe(
      "no rectangle of 3 cells around r1c1 is clear of other numbers",
    );
    expect(shikaku.validate({ width: 2, height: 1, clues: [2, -1] })).toEqual([]);
  });

  it("hints a forced edge with the numbers that forced it, and explains the whole way", () => {
    const { hint } = expectExplainedWay(shikaku, example, {
      message: "a border between r1c1 and r1c2: no rectangle left covers both",
      // Every inner edge decided, each once, without a trial: 2 x 6 x 5.
      steps: 60,
      noTrial: true,
      level: "easy",
      decidesOnce: (d) => d.edge,
      decided: 60,
    });
    expect(hint.cells).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ]);
  });
});

describe("shikaku play", () => {
  it("draws borders and crosses on inner edges only, and is complete when cut right", () => {
    expect(expectBorderPlay(shikaku, example)[4]).toEqual({ text: "3" });
  });

  it("checks an attempt for regions more borders cannot mend", () => {
    const puzzle: Puzzle = { width: 3, height: 1, clues: [2, -1, 1] };
    // Three cells in a row: the vertical segments are 6 (left outline), 7, 8, 9 (right outline).
    expect(shikaku.check(puzzle, [0, 0, 0, 0, 0, 0, 0, 1, 0, 0])).toMatchObject([
      { code: "wrong-size" },
      { code: "wrong-size" },
    ]);
    expect(shikaku.check(puzzle, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual([]);
    expect(shikaku.check(puzzle, [0, 0, 0, 0, 0, 0, 0, 0, 1, 0])).toEqual([]);
  });
});
