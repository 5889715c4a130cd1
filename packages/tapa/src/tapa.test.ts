import { expectShadingWay, shadedGridLimits, shadeFirstShaded } from "@gridsmith/kit/testing/contract";
import { everyAnswerAmong, gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import * as judge from "@gridsmith/pzpr-judge";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { blockLengths, clueMet, fromJson, type Puzzle, solutionProblems, tapa, UNKNOWN } from "./index.js";

/** A clue as a link can hold it: one number 0-8, two 1-5, three 1-3 or four 1s, some hidden. */
const anyClue = mostly(
  [],
  6,
  fc.array(fc.oneof(fc.integer({ min: 0, max: 8 }), fc.constant(UNKNOWN)), { minLength: 1, maxLength: 1 }),
  fc.array(fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(UNKNOWN)), { minLength: 2, maxLength: 2 }),
  fc.array(fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant(UNKNOWN)), { minLength: 3, maxLength: 3 }),
  fc.array(fc.oneof(fc.constant(1), fc.constant(UNKNOWN)), { minLength: 4, maxLength: 4 }),
);

const { example } = describePuzzlinkType(tapa, {
  independent,
  own: { solutionProblems, wrongCodes: ["clue-blocks", "shaded-divided"] },
  bruteForce: {
    // At most 12 cells: 4,096 shadings for the brute force, half as many for each clue, as a clue's cell is
    // never shaded (any shading that shades one the check refuses anyway).
    puzzles: gridPuzzles<Puzzle>({ list: "clues", cell: anyClue, maxSide: 4, maxCells: 12 }),
    answers: (p) => everyAnswerAmong(p.clues.map((clue) => (clue.length === 0 ? [0, 1] : [0]))),
    // puzz.link's checker (npm pzpr 0.10.1) calls no answer with a hidden number right: it compares the
    // numbers as written, "-2" among them, with the lengths.
    judge: (puzzle, answer) =>
      puzzle.clues.some((c) => c.includes(UNKNOWN)) ||
      judge.judgePzprv3(formats.writePzprv3(puzzle, answer)).complete,
    numRuns: 80,
  },
  // seed 11's 6x6 has a clue whose blocks read 1,2 from one start and 2,1 from another: the setter
  // once took them for two clues and gave one cell over and over, never finishing.
  generate: {
    params: { size: 6 },
    seeds: [1, 2, 11],
    deterministic: { size: 4 },
    deterministicSeeds: [1, 2],
  },
  play: { firstMove: shadeFirstShaded },
  limits: shadedGridLimits(tapa, {
    fromJson,
    valid: gridPuzzles<Puzzle>({ list: "clues", cell: anyClue, maxSide: 8 }),
    list: "clues",
    sizeError: "--size takes 4 to 8",
  }),
});

describe("tapa solver", () => {
  it("names a shaded 2x2 block and nothing shaded in its own check", () => {
    const open2 = { width: 2, height: 2, clues: [[], [], [], []] };
    expect(solutionProblems(open2, [1, 1, 1, 1]).map((p) => p.code)).toEqual(["shaded-2x2"]);
    expect(solutionProblems(open2, [0, 0, 0, 0]).map((p) => p.code)).toEqual(["nothing-shaded"]);
  });

  it("reads the blocks round a clue, the last joining the first, in any order, a hidden number any length", () => {
    expect(blockLengths([1, 0, 0, 1, 1, 0, 1, 1])).toEqual([2, 3]);
    expect(blockLengths([1, 1, 1, 1, 1, 1, 1, 1])).toEqual([8]);
    expect(blockLengths([0, 0, 0, 0, 0, 0, 0, 0])).toEqual([]);
    expect(clueMet([3, 2], [2, 3])).toBe(true);
    expect(clueMet([UNKNOWN, 2], [2, 5])).toBe(true);
    expect(clueMet([UNKNOWN, 2], [3, 5])).toBe(false);
    expect(clueMet([0], [])).toBe(true);
    expect(clueMet([1], [])).toBe(false);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectShadingWay(tapa, example, { technique: "clue-blocks" });
  });
});
