import {
  expectOneNumberARoom,
  expectShadingWay,
  shadedGridLimits,
  shadeFirstShaded,
} from "@gridsmith/kit/testing/contract";
import { everyShading, mostly, numberedRoomPuzzles } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { EMPTY, fromJson, type Puzzle, shimaguni, solutionProblems } from "./index.js";

/** Grids of at most `maxCells` cells cut into rooms, some numbered 1-3 on any cell of the room. */
const roomPuzzles = (maxSide: number, maxCells: number): fc.Arbitrary<Puzzle> =>
  numberedRoomPuzzles({
    maxSide,
    maxCells,
    number: mostly(EMPTY, 3, fc.integer({ min: 1, max: 3 })),
  });

const { example } = describePuzzlinkType(shimaguni, {
  independent,
  own: { solutionProblems, wrongCodes: ["islands-touch", "room-islands-divided"] },
  bruteForce: { puzzles: roomPuzzles(4, 14), answers: everyShading, numRuns: 60 },
  generate: { params: { size: 6 }, seeds: [3], deterministic: { size: 4 } },
  play: { firstMove: shadeFirstShaded },
  limits: shadedGridLimits(shimaguni, {
    fromJson,
    valid: roomPuzzles(8, 64),
    list: "rooms",
    sizeError: "--size takes 4 to 6",
  }),
});

describe("shimaguni solver", () => {
  it("refuses a room with two numbers, and finds none for a number its room cannot hold", () => {
    expectOneNumberARoom(shimaguni);
    expect(shimaguni.solve({ width: 2, height: 1, rooms: [0, 0], numbers: [3, EMPTY] }).status).toBe("none");
    expect(shimaguni.solve({ width: 2, height: 1, rooms: [0, 0], numbers: [0, EMPTY] }).status).toBe("none");
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    expectShadingWay(shimaguni, example, { technique: "beside-island" });
  });
});
