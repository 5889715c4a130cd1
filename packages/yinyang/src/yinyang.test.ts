import { expectExplainedWay, expectShadingPlay, shadeFirstShaded } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly, shadingBruteForce, textGridLimits } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { BLACK, fromJson, NONE, type Puzzle, solutionProblems, WHITE, yinyang } from "./index.js";

const { example } = describePuzzlinkType(yinyang, {
  independent,
  own: { solutionProblems, wrongCodes: ["black-divided", "white-divided"] },
  // Small grids up to 4x4 (at most 13 cells), mostly without circles.
  bruteForce: shadingBruteForce({
    list: "circles",
    cell: mostly(NONE, 6, fc.constantFrom(WHITE, BLACK)),
    maxCells: 13,
    numRuns: 80,
  }),
  generate: { params: { size: 6 }, deterministic: { size: 4 } },
  play: { firstMove: shadeFirstShaded },
  limits: textGridLimits(yinyang, {
    fromJson,
    valid: gridPuzzles<Puzzle>({ list: "circles", cell: fc.integer({ min: 0, max: 2 }), maxSide: 8 }),
    list: "circles",
    cell: ".",
    sizeError: "--size takes 4 to 10",
  }),
});

describe("yinyang solver", () => {
  it("names a changed circle and a 2x2 block in its own check", () => {
    const { sample } = independent;
    expect(solutionProblems(sample.puzzle, [0, 1, 1, 1]).map((p) => p.code)).toEqual(["given-circle"]);
    expect(solutionProblems(sample.puzzle, [1, 1, 1, 1]).map((p) => p.code)).toEqual(["block-2x2"]);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    // Every cell without a given circle decided, each once.
    const open = example.circles.filter((c) => c === NONE).length;
    const { steps } = expectExplainedWay(yinyang, example, {
      message: /^r\dc\d is (black|white): /,
      hintCells: 1,
      steps: open,
      decidesOnce: (d) => d.cell,
      decided: open,
    });
    expect(steps.every((s) => example.circles[s.deductions[0]!.cell] === NONE)).toBe(true);
  });
});

describe("yinyang play", () => {
  it("is complete when coloured right, and shows the given circles", () => {
    const board = expectShadingPlay(yinyang, example);
    expect(board.cells[5]).toEqual({ circle: "white" });
    expect(board.cells[7]).toEqual({ circle: "black" });
    const play = yinyang.play!;
    // A given circle takes no input, and the answer holds it without a tap: the hints never decide it.
    const fresh = play.newAttempt(example);
    expect(play.applyStep(example, fresh, { kind: "shade", cell: 7, shade: -1 })).toBe(fresh);
    expect(play.toSolution(example, fresh)[7]).toBe(1);
  });
});
