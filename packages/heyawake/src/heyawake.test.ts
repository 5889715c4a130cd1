import {
  expectOneNumberARoom,
  expectShadingPlay,
  expectShadingWay,
  shadedGridLimits,
  shadeFirstShaded,
} from "@gridsmith/kit/testing/contract";
import { everyShadingApart, mostly, numberedRoomPuzzles } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import { EMPTY, fromJson, heyawake, type Puzzle, solutionProblems } from "./index.js";

/** Grids up to `maxSide` a side cut into rooms, some numbered 0-2 on any cell of the room. */
const roomPuzzles = (maxSide: number): fc.Arbitrary<Puzzle> =>
  numberedRoomPuzzles({
    maxSide,
    number: mostly(EMPTY, 4, fc.integer({ min: 0, max: 2 })),
  });

const { example } = describePuzzlinkType(heyawake, {
  independent,
  own: { solutionProblems, wrongCodes: ["room-too-many", "unshaded-divided"] },
  // Shaded cells never touch by a side: the shadings where two do break that rule, so are not tried.
  bruteForce: { puzzles: roomPuzzles(4), answers: everyShadingApart, numRuns: 60 },
  generate: {
    params: { size: 6 },
    seeds: [2, 3],
    deterministic: { size: 4 },
    largest: { params: { size: 10 }, seeds: [1, 2, 3] },
  },
  play: { firstMove: shadeFirstShaded },
  limits: shadedGridLimits(heyawake, {
    fromJson,
    valid: roomPuzzles(8),
    list: "rooms",
    sizeError: "--size takes 4 to 10",
  }),
});

describe("heyawake solver", () => {
  it("refuses a room with two numbers", () => {
    expectOneNumberARoom(heyawake);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectShadingWay(heyawake, example, { technique: "three-rooms" });
  });

  it("counts the squares: one 3x3 room of 4 leaves the unshaded cells joined only with the corners shaded", () => {
    // 4 squares; a corner uses 1, an edge cell 2, the centre 3, so the 4 shaded cells are the corners.
    const puzzle: Puzzle = {
      width: 3,
      height: 3,
      rooms: Array(9).fill(0),
      numbers: [4, ...Array(8).fill(EMPTY)],
    };
    const result = heyawake.solve(puzzle, { learning: false });
    expect(result.status).toBe("unique");
    expect(result.stats.nodes).toBe(0);
    expect(result.solutions[0]).toEqual([1, 0, 1, 0, 0, 0, 1, 0, 1]);
    expect(hints.explain(puzzle).map((s) => s.technique)).toContain("count-squares");
  });
});

describe("heyawake play", () => {
  it("is complete with the shaded cells alone, and shows the numbers and rooms", () => {
    const board = expectShadingPlay(heyawake, example);
    expect(board.cells[0]).toEqual({ text: "2" });
    expect(board.regions).toEqual(example.rooms);
  });
});
