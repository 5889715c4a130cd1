import { genreFixture } from "@gridsmith/kit/testing";
import { expectShadingWay, shadedGridLimits, shadeFirstShaded } from "@gridsmith/kit/testing/contract";
import { everyShading, roomPuzzles } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import type fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, lits, type Puzzle, placements, shapeOf, solutionProblems, validate } from "./index.js";

/**
 * Grids of at most `maxCells` cells cut into rooms of four cells or more (a smaller room joins one beside it:
 * drawn rooms until they happened to be large enough kept only grids of some 5 cells, at 270 draws a puzzle).
 */
const litsPuzzles = (maxSide: number, maxCells: number): fc.Arbitrary<Puzzle> =>
  roomPuzzles({ maxSide, maxCells, minRoom: 4 }).filter((p) => validate(p).length === 0);

const { example } = genreFixture(lits, 1);

describePuzzlinkType(lits, {
  independent,
  own: {
    solutionProblems,
    wrongCodes: [
      "shaded-2x2",
      "shaded-2x2",
      "shaded-2x2",
      "same-shape",
      "same-shape",
      "same-shape",
      "same-shape",
    ],
  },
  // At most 10 cells: as many answers to try in all as the grids of at most 14 had when most draws were thrown
  // away (about 9,000 over the 40 runs, some 6.5 cells a grid), two rooms from 8 cells.
  bruteForce: { puzzles: litsPuzzles(5, 10), answers: everyShading, numRuns: 40 },
  generate: { params: { size: 6 }, seeds: [3], deterministic: { size: 4 } },
  play: { puzzle: example, firstMove: shadeFirstShaded },
  limits: shadedGridLimits(lits, {
    fromJson,
    valid: litsPuzzles(8, 64),
    list: "rooms",
    example,
    sizeError: "--size takes 4 to 6",
  }),
});

describe("lits tetrominoes", () => {
  it("names the four shapes in every rotation and reflection, and no other four cells", () => {
    // Width 5: cell r * 5 + c.
    expect(shapeOf([0, 1, 2, 3], 5)).toBe("I");
    expect(shapeOf([0, 5, 10, 15], 5)).toBe("I");
    expect(shapeOf([0, 5, 10, 11], 5)).toBe("L");
    expect(shapeOf([1, 6, 10, 11], 5)).toBe("L");
    expect(shapeOf([0, 1, 2, 5], 5)).toBe("L");
    expect(shapeOf([0, 1, 2, 6], 5)).toBe("T");
    expect(shapeOf([1, 5, 6, 11], 5)).toBe("T");
    expect(shapeOf([1, 2, 5, 6], 5)).toBe("S");
    expect(shapeOf([0, 5, 6, 11], 5)).toBe("S");
    expect(shapeOf([0, 1, 5, 6], 5)).toBeNull(); // the O
    expect(shapeOf([0, 1, 2, 4], 5)).toBeNull(); // not one piece (4 ends the row)
    expect(shapeOf([0, 1, 3, 4], 5)).toBeNull();
    // A 2x3 room holds 2 L... : every four of its cells but the O's and the pieces apart.
    expect(
      placements([0, 1, 2, 5, 6, 7], 5)
        .map((p) => p.shape)
        .sort(),
    ).toEqual(["L", "L", "L", "L", "S", "S", "T", "T"]);
  });
});

describe("lits solver", () => {
  it("refuses a room of fewer than four cells, and finds none for a 2x2 room", () => {
    const small: Puzzle = { width: 4, height: 1, rooms: [0, 0, 0, 1] };
    expect(validate(small).map((p) => p.code)).toEqual(["room-too-small", "room-too-small"]);
    expect(() => lits.solve(small)).toThrow("needs four shaded");
    expect(lits.solve({ width: 2, height: 2, rooms: [0, 0, 0, 0] }).status).toBe("none");
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectShadingWay(lits, example, { technique: "tetromino-fit" });
  });
});
