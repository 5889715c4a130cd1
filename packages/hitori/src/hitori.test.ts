import {
  describeGenerateContract,
  describeLimitsContract,
  describePlayContract,
} from "@gridsmith/kit/testing/contract";
import { checkCountsByBruteForce, everyAnswer, gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import {
  EMPTY,
  fromJson,
  hitori,
  limits,
  type Puzzle,
  solutionProblems,
  textFormat,
  writePzprv3,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

describe("hitori solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual(["unshaded-divided"]);
    expect(solutionProblems(sample.puzzle, [0, 0, 0, 0]).map((p) => p.code)).toEqual([
      "repeated-number",
      "repeated-number",
      "nothing-shaded",
    ]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    checkCountsByBruteForce(hitori, {
      // Numbers 1-3 (so they repeat), some empty.
      puzzles: gridPuzzles<Puzzle>({
        list: "cells",
        cell: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) }, fc.constant(EMPTY)),
        maxSide: 4,
        maxHeight: 3,
      }),
      answers: (puzzle) => everyAnswer(puzzle.cells.length),
      check,
      judge: (puzzle, answer) => judgePzprv3(writePzprv3(puzzle, answer)).complete,
      numRuns: 60,
    });
  });

  it("shades something even where nothing repeats, as puzz.link wants", () => {
    // 1 2 / 2 1: any one cell shaded (4 ways), or two opposite corners... which divide the rest: 4.
    const result = hitori.solve(parse("12\n21\n"), { limit: Number.POSITIVE_INFINITY });
    expect(result.solutionCount).toBe(4);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = parse(hitori.examples[0]!.text);
    const step = hitori.hint!(puzzle)!;
    expect(step.message).toBe(
      "r1c2 stays unshaded: shading it would leave both equal numbers beside it unshaded",
    );
    expect(step.because?.cells).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 2 },
    ]);
    const steps = hitori.explain!(puzzle);
    // Every cell decided, each once, without a trial.
    expect(steps.length).toBe(puzzle.cells.length);
    expect(steps.some((s) => s.technique === "trial")).toBe(false);
    expect(hitori.grade!(puzzle).level).toBe("medium");
  });
});

describe("hitori generate", () => {
  describeGenerateContract(hitori, {
    params: { size: 6 },
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});

describe("hitori play", () => {
  describePlayContract(hitori, { firstMove: () => ({ kind: "shade", cell: 0, shade: 1 }) });

  it("is complete with the shaded cells alone, and shows the numbers", () => {
    const play = hitori.play!;
    const puzzle = parse(hitori.examples[0]!.text);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, hitori.solve(puzzle).solutions[0]!)).toBe(true);
    expect(play.board(puzzle).cells[0]).toEqual({ text: "1" });
  });
});

/** Puzzles of the right shape. */
const validPuzzle = gridPuzzles<Puzzle>({
  list: "cells",
  cell: fc.integer({ min: -2, max: 12 }),
  maxSide: 8,
});

describe("hitori limits and fromJson", () => {
  const puzzle = parse(hitori.examples[0]!.text);
  describeLimitsContract(hitori, {
    fromJson,
    valid: validPuzzle,
    json: { list: "cells", width: 9, height: 9 },
    tooLong: ["1".repeat(limits.maxTextLength + 1)],
    oversized: { read: () => parse("1\n".repeat(41)), error: "the grid has 41 rows; at most 40" },
    puzzle,
    attempt: { length: puzzle.cells.length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 12" },
  });
});
