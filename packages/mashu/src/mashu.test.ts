import { expectExplainedWay, puzzlinkLinkLimits } from "@gridsmith/kit/testing/contract";
import { everyAnswer, gridBruteForce, gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, lineCount, mashu, type Puzzle, solutionProblems } from "./index.js";

// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example } = describePuzzlinkType(mashu, {
  independent,
  own: { solutionProblems, wrongCodes: ["black-neighbour-turns"] },
  bruteForce: gridBruteForce<Puzzle>({
    // Up to 3x3 and 4x2: at most 12 lines, 4,096 sets of them for the brute force.
    list: "pearls",
    cell: mostly(0, 3, fc.constantFrom(1, 2)),
    maxSide: 4,
    maxHeight: 3,
    maxCells: 9,
    answers: (puzzle) => everyAnswer(lineCount(puzzle)),
  }),
  generate: { params: { size: 6 }, seeds: [2], largest: { params: { size: 10 }, seeds: [1, 2, 3] } },
  play: {},
  limits: puzzlinkLinkLimits(mashu, {
    fromJson,
    valid: gridPuzzles<Puzzle>({ list: "pearls", cell: fc.integer({ min: 0, max: 2 }) }),
    oversizedBody: "0",
    json: { list: "pearls" },
    sizeError: "--size takes 6 to 10",
  }),
});

describe("mashu solver", () => {
  it("hints a forced line with the rule that forced it, and explains the whole way", () => {
    expectExplainedWay(mashu, example, {
      message:
        "the line from r1c3 to r2c3 is not on the loop: the loop goes straight through a white pearl and turns beside it (r1c3)",
      steps: lineCount(example),
      decidesOnce: (d) => d.line,
    });
  });
});

describe("mashu play", () => {
  it("is complete when the loop is right, shows the pearls, and finds a branch", () => {
    const play = mashu.play!;
    expect(play.isComplete(example, mashu.solve(example).solutions[0]!)).toBe(true);
    expect(play.board(example).cells[2]).toEqual({ circle: "white" });
    // A branch is a mistake at once: three lines at r2c2.
    expect(
      mashu.check(
        example,
        [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      ),
    ).toContainEqual(expect.objectContaining({ code: "branch" }));
  });
});
