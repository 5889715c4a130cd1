import { centreLineAnswerFile, describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { mostly, numberedRoomPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board } from "./index.js";

/**
 * Any grid of rooms up to 10x10 (each cell's room drawn from a few, split where they do not touch), most
 * rooms numbered on their top cell, as pzprjs keeps the numbers.
 */
const anyGrid: fc.Arbitrary<Puzzle> = numberedRoomPuzzles({
  maxSide: 10,
  number: mostly(-1, 3, fc.integer({ min: 0, max: 300 })),
  at: "top",
});

describe("country formats", () => {
  describeFormatsContract({ puzzles: anyGrid, formats, pzprFileOfUrl, answerFile: centreLineAnswerFile });

  it("puts a room's number in its leftmost column's top cell, and reads a body without numbers", () => {
    // Two rooms: r1c1 alone, and the L of r1c2, r2c1, r2c2, whose top cell is r2c1.
    const p = parsePuzzlink("https://puzz.link/p?country/2/2/ggg8");
    expect(p.rooms).toEqual([0, 1, 1, 1]);
    expect(p.numbers).toEqual([-1, -1, 8, -1]);
    expect(parsePuzzlink("https://puzz.link/p?country/2/2/gg").numbers).toEqual([-1, -1, -1, -1]);
    const file = "pzprv3\ncountry\n2\n2\n2\n0 1 \n1 1 \n. 3 \n. . \n";
    expect(readPzprv3Board(file).puzzle.numbers).toEqual([-1, -1, 3, -1]);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?country/2/2/gg!")).toThrow(
      "'!' is not a room number code",
    );
    expect(() => parsePuzzlink("https://puzz.link/p?country/2/2/gg123")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\ncountry\n1\n2\n1\n0 0 \nx . \n")).toThrow(
      /'x'.*not a Country Road number/,
    );
  });
});
