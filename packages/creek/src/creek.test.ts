import { expectExplainedWay, expectShadingPlay, shadeFirstShaded } from "@gridsmith/kit/testing/contract";
import { everyShading, ownTextLimits, pointCluePuzzles } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { creek, fromJson, NONE, type Puzzle, solutionProblems } from "./index.js";

/** Small grids up to 4x3 (at most 12 cells), points mostly without a clue. */
const smallPuzzle = pointCluePuzzles<Puzzle>({ noneWeight: 4, maxSide: 4, maxCells: 12 });

const { example } = describePuzzlinkType(creek, {
  independent,
  own: { solutionProblems, wrongCodes: ["unshaded-divided"] },
  bruteForce: { puzzles: smallPuzzle, answers: everyShading, numRuns: 80 },
  generate: { params: { size: 6 }, deterministic: { size: 4 } },
  play: { firstMove: shadeFirstShaded },
  limits: ownTextLimits(creek, {
    fromJson,
    valid: pointCluePuzzles<Puzzle>({ maxSide: 8 }),
    json: { list: "clues", width: 9, height: 9, length: 100 },
    oversized: { text: "..\n".repeat(52), error: "the grid has 51 rows of cells; at most 50" },
    attempt: { max: 1 },
    generate: { tooSmall: 0, sizeError: "--size takes 4 to 10" },
  }),
});

describe("creek solver", () => {
  it("names wrong clue counts and nothing shaded in its own check", () => {
    const { sample } = independent;
    expect(solutionProblems(sample.puzzle, [1, 1, 1, 0]).map((p) => p.code)).toEqual(["clue-count"]);
    expect(
      solutionProblems({ width: 1, height: 1, clues: [NONE, NONE, NONE, NONE] }, [0]).map((p) => p.code),
    ).toEqual(["nothing-shaded"]);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectExplainedWay(creek, example, {
      message: /^r\dc\d (is shaded|stays unshaded): /,
      hintCells: 1,
      // Every cell decided, each once.
      steps: example.width * example.height,
      decidesOnce: (d) => d.cell,
    });
  });
});

describe("creek play", () => {
  it("shows the clues on the grid points, and is complete when shaded right", () => {
    const board = expectShadingPlay(creek, example);
    expect(board.points).toHaveLength((example.width + 1) * (example.height + 1));
    expect(board.points!.slice(0, 3)).toEqual([null, "0", null]);
  });
});
