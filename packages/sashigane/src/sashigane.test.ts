import { expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import { mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkBorderRegions } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import { ARROW_RIGHT, CIRCLE, fromJson, type Puzzle, sashigane, solutionProblems, UNKNOWN } from "./index.js";

const { sample } = independent;
// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example, ...judges } = describePuzzlinkBorderRegions(sashigane, {
  independent,
  own: { solutionProblems, wrongCodes: ["not-l-shape"] },
  // Counted against the independent check alone (the exact counts above are judged by puzz.link).
  bruteForceClue: mostly(-1, 4, fc.integer({ min: -7, max: 5 })),
  generate: {
    params: { size: 6 },
    deterministic: { size: 5 },
    largest: { params: { size: 8 }, seeds: [1, 2, 3] },
  },
  fromJson,
  clue: () => mostly(-1, 4, fc.integer({ min: -7, max: 255 })),
  oversizedCells: "zz",
  filler: "k",
  sizeError: "--size takes 5 to 8",
});

describe("sashigane solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // No clues in a 2x3: two L's of three, each holding a short column, two ways.
    const open: Puzzle = { width: 3, height: 2, clues: new Array(6).fill(-1) };
    expectExactCount(sashigane, open, 2, judges);
    expectExactCount(sashigane, sample.puzzle, 1, judges);
  });

  it("keeps every clue's rule: a circle a corner of its size, an arrow an end pointing in, a ? anything", () => {
    // A 2x2 cannot be cut into L's; validate names no clue there, and the solver finds none.
    expect(sashigane.solve({ width: 2, height: 2, clues: [-1, -1, -1, -1] }).status).toBe("none");
    // An arrow pointing off the grid ends no arm; a circled 9 fits no L of a 3x3 around its cell.
    expect(sashigane.validate({ width: 3, height: 2, clues: [ARROW_RIGHT - 0, -1, -1, -1, -1, -1] })).toEqual(
      [],
    );
    expect(
      sashigane.validate({ width: 3, height: 3, clues: [9, -1, -1, -1, -1, -1, -1, -1, -1] })[0],
    ).toMatchObject({
      code: "impossible-clue",
      message: "no L shape can hold r1c1 (a circled 9)",
    });
    const unknown: Puzzle = { width: 3, height: 2, clues: [UNKNOWN, -1, -1, -1, -1, CIRCLE] };
    // The circle at r2c3 picks one of the two; the ? asks nothing.
    expect(sashigane.solve(unknown, { limit: 10 }).solutionCount).toBe(1);
  });

  it("hints a forced edge with the corners that forced it, and explains the whole way", () => {
    expectExplainedWay(sashigane, example, {
      message: /^(a border|no border) between r\dc\d and r\dc\d: /,
      level: ["easy", "hard"],
      decidesOnce: (d) => d.edge,
    });
  });
});
