import { expectExplainedWay, expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, shadingBruteForce, textGridLimits } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { EMPTY, fromJson, hitori, type Puzzle, solutionProblems } from "./index.js";

const { parse, example } = describePuzzlinkType(hitori, {
  independent,
  own: { solutionProblems, wrongCodes: ["unshaded-divided"] },
  // Numbers 1-3 (so they repeat), some empty.
  bruteForce: shadingBruteForce({
    list: "cells",
    cell: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) }, fc.constant(EMPTY)),
    maxHeight: 3,
    numRuns: 60,
    // Shaded cells never touch by a side: the shadings where two do break that rule, so are not tried.
    apart: true,
  }),
  generate: { params: { size: 6 }, deterministic: { size: 4 } },
  play: { firstMove: () => ({ kind: "shade", cell: 0, shade: 1 }) },
  limits: textGridLimits(hitori, {
    fromJson,
    valid: gridPuzzles<Puzzle>({ list: "cells", cell: fc.integer({ min: -2, max: 12 }), maxSide: 8 }),
    list: "cells",
    cell: "1",
    sizeError: "--size takes 4 to 12",
  }),
});

describe("hitori solver", () => {
  it("names repeated numbers and nothing shaded in its own check", () => {
    expect(solutionProblems(independent.sample.puzzle, [0, 0, 0, 0]).map((p) => p.code)).toEqual([
      "repeated-number",
      "repeated-number",
      "nothing-shaded",
    ]);
  });

  it("shades something even where nothing repeats, as puzz.link wants", () => {
    // 1 2 / 2 1: any one cell shaded (4 ways), or two opposite corners... which divide the rest: 4.
    const result = hitori.solve(parse("12\n21\n"), { limit: Number.POSITIVE_INFINITY });
    expect(result.solutionCount).toBe(4);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const { hint } = expectExplainedWay(hitori, example, {
      message: "r1c2 stays unshaded: shading it would leave both equal numbers beside it unshaded",
      // Every cell decided, each once, without a trial.
      steps: example.cells.length,
      noTrial: true,
      level: "medium",
    });
    expect(hint.because?.cells).toEqual([
      { row: 0, col: 0 },
      { row: 0, col: 2 },
    ]);
  });
});

describe("hitori play", () => {
  it("is complete with the shaded cells alone, and shows the numbers", () => {
    expect(expectShadingPlay(hitori, example).cells[0]).toEqual({ text: "1" });
  });
});
