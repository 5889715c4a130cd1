import {
  expectShadingPlay,
  expectShadingWay,
  numberGridLimits,
  shadeFirstShaded,
} from "@gridsmith/kit/testing/contract";
import { mostly, shadingBruteForce } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { EMPTY, fromJson, kurodoko, solutionProblems } from "./index.js";

const { example } = describePuzzlinkType(kurodoko, {
  independent,
  own: { solutionProblems, wrongCodes: ["wrong-count", "unshaded-divided"] },
  // Small grids, most cells empty, some numbered 1-5 or hidden.
  bruteForce: shadingBruteForce({
    list: "cells",
    cell: mostly(EMPTY, 6, fc.integer({ min: -2, max: 5 })),
    numRuns: 60,
    // Shaded cells never touch by a side: the shadings where two do break that rule, so are not tried.
    apart: true,
  }),
  generate: { params: { size: 6 }, deterministic: { size: 4 } },
  play: { firstMove: shadeFirstShaded },
  limits: numberGridLimits(kurodoko, {
    fromJson,
    sizeError: "--size takes 4 to 10",
  }),
});

describe("kurodoko solver", () => {
  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectShadingWay(kurodoko, example, {
      message: "r1c4 stays unshaded: a numbered cell is never shaded",
      technique: "sight-count",
    });
  });
});

describe("kurodoko play", () => {
  it("is complete with the shaded cells alone, and shows the numbers", () => {
    expect(expectShadingPlay(kurodoko, example).cells[3]).toEqual({ text: "7" });
  });
});
