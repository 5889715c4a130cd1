import {
  expectExplainedWay,
  expectGivenCannotStand,
  givensGridLimits,
} from "@gridsmith/kit/testing/contract";
import { everyAnswer, givensPuzzles } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { fillomino, fromJson, type Puzzle, solutionProblems } from "./index.js";

const { parse, example } = describePuzzlinkType(fillomino, {
  independent,
  own: { solutionProblems, wrongCodes: ["across-wall"] },
  bruteForce: {
    // Up to 5 cells: at most 5^5 grids to try.
    puzzles: givensPuzzles<Puzzle>({ maxCells: 5, max: 4, noneWeight: 4, unknown: true }),
    answers: (p) => everyAnswer(p.width * p.height, 1, p.width * p.height),
    numRuns: 40,
  },
  generate: {
    params: { size: 4 },
    deterministicSeeds: [3],
    largest: { params: { size: 7 }, seeds: [1, 2, 3] },
  },
  play: { firstMove: () => ({ kind: "value", cell: 0, value: 5 }) },
  limits: givensGridLimits(fillomino, {
    fromJson,
    sizeError: "--size takes 4 to 7",
  }),
});

describe("fillomino solver", () => {
  it("reports none for givens past the grid's cells, and validate names them", () => {
    expectGivenCannotStand(fillomino, {
      puzzle: parse("3.\n"),
      message: "the 3 in r1c1 cannot stand: the grid has 2 cells",
      cell: { row: 0, col: 0 },
      fine: parse("2.\n"),
    });
  });

  it("check names regions too big and changed givens; the whole answer also cells left empty and regions too small", () => {
    const puzzle = parse("2..\n...\n");
    expect(fillomino.check(puzzle, [0, 2, 2, 0, 0, 0]).map((p) => p.code)).toEqual(["too-big"]);
    expect(fillomino.check(puzzle, [3, 0, 0, 0, 0, 0]).map((p) => p.code)).toEqual(["given-changed"]);
    expect(fillomino.check(puzzle, [0, 0, 7]).map((p) => p.code)).toEqual(["bad-number"]);
    expect(fillomino.check(puzzle, [0, 2, 0, 0, 0, 0])).toEqual([]);
    expect(solutionProblems(puzzle, [0, 2, 1, 3, 3, 3]).map((p) => p.code)).toEqual([]);
    expect(solutionProblems(puzzle, [0, 2, 0, 3, 3, 3]).map((p) => p.code)).toEqual(["empty-cell"]);
    expect(solutionProblems(puzzle, [0, 1, 2, 3, 3, 3]).map((p) => p.code)).toEqual([
      "too-small",
      "too-small",
    ]);
  });

  it("hints a decided cell with the rule that decided it, and explains the whole way", () => {
    expectExplainedWay(fillomino, example, {
      message: /^r\dc\d must be \d+: /,
      hintCells: 1,
      // Every cell without a given decided once.
      steps: 36 - example.givens.filter((g) => g > 0).length,
      placesNumbers: { width: 6 },
    });
  });
});

describe("fillomino play", () => {
  it("types numbers in open cells, which leave the puzzle incomplete, and shows the givens", () => {
    const play = fillomino.play!;
    const fresh = play.newAttempt(example);
    const typed = play.applyStep(example, fresh, { kind: "value", cell: 0, value: 5 });
    expect((play.toSolution(example, typed) as number[]).slice(0, 6)).toEqual([5, 0, 4, 0, 0, 0]);
    expect(play.isComplete(example, typed)).toBe(false);
    expect(play.board(example).cells[2]).toEqual({ text: "4" });
  });
});
