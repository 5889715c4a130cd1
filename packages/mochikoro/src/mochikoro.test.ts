import { expectShadingWay, numberGridLimits, shadeFirstShaded } from "@gridsmith/kit/testing/contract";
import { everyAnswerAmong, mostly, shadingBruteForce } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { EMPTY, fromJson, mochikoro, type Puzzle, rectsOf, solutionProblems, UNKNOWN } from "./index.js";

const { example } = describePuzzlinkType(mochikoro, {
  independent,
  own: { solutionProblems, wrongCodes: ["unshaded-divided"] },
  // Judged by puzz.link too, brute-force answers included: its checker refuses any answer with a hidden number
  // in a Tapa, not in a Mochikoro.
  // At most 12 cells: 4,096 shadings for the brute force, half as many for each number, as a numbered cell
  // (a hidden one too) is never shaded (any shading that shades one the check refuses anyway).
  bruteForce: {
    ...shadingBruteForce<Puzzle>({
      list: "cells",
      cell: mostly(EMPTY, 5, fc.constant(UNKNOWN), fc.integer({ min: 0, max: 6 })),
      maxCells: 12,
      numRuns: 60,
    }),
    answers: (p) => everyAnswerAmong(p.cells.map((v) => (v === EMPTY ? [0, 1] : [0]))),
  },
  generate: { params: { size: 6 }, deterministic: { size: 4 } },
  play: { firstMove: shadeFirstShaded },
  limits: numberGridLimits(mochikoro, {
    fromJson,
    sizeError: "--size takes 4 to 6",
  }),
});

describe("mochikoro solver", () => {
  it("names a shaded 2x2 block and an unshaded area that is no rectangle in its own check", () => {
    // An L of unshaded cells, and a 2x2 block all shaded.
    const open3 = { width: 3, height: 3, cells: new Array<number>(9).fill(EMPTY) };
    expect(solutionProblems(open3, [0, 0, 1, 0, 1, 1, 1, 1, 1]).map((p) => p.code)).toEqual([
      "shaded-2x2",
      "not-rectangle",
    ]);
  });

  it("fills a number's rectangle among those of its area that hold no other number", () => {
    const puzzle: Puzzle = { width: 3, height: 2, cells: [2, EMPTY, 1, EMPTY, EMPTY, EMPTY] };
    // r1c1's 2 lies across (r1c1-r1c2) or down (r1c1-r2c1); r1c2-r1c3 would hold the 1.
    expect(rectsOf(puzzle, 0)).toEqual([
      { top: 0, left: 0, rows: 1, cols: 2 },
      { top: 0, left: 0, rows: 2, cols: 1 },
    ]);
    expect(rectsOf({ width: 2, height: 1, cells: [3, EMPTY] }, 0)).toEqual([]);
    expect(mochikoro.solve({ width: 2, height: 1, cells: [3, EMPTY] }).status).toBe("none");
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectShadingWay(mochikoro, example, { technique: "number-area" });
  });
});
