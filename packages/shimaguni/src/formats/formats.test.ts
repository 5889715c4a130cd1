import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { roomNumbersPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { EMPTY } from "../puzzle.js";
import * as formats from "./index.js";
import { jsonFormat, parsePuzzlink, readPzprv3Board } from "./index.js";

describe("shimaguni formats", () => {
  describeFormatsContract({ puzzles: roomNumbersPuzzles, formats, pzprFileOfUrl });

  it("put a room's number on its leftmost column's top cell, and read a link whose numbers stop early or hide one (none, as pzprjs reads it)", () => {
    // Rooms: an L of a (r1c2, r2c1, r2c2) and r1c1 alone; the L's top cell is r2c1.
    const puzzle = parsePuzzlink("https://puzz.link/p?shimaguni/2/2/ggg8");
    expect(puzzle.rooms).toEqual([0, 1, 1, 1]);
    expect(puzzle.numbers).toEqual([EMPTY, EMPTY, 8, EMPTY]);
    expect(parsePuzzlink("https://puzz.link/p?shimaguni/2/2/gg.").numbers).toEqual([
      EMPTY,
      EMPTY,
      EMPTY,
      EMPTY,
    ]);
  });

  it("read a pzprv3 answer's shaded cells, and a hidden number as none", () => {
    const board = readPzprv3Board("pzprv3\nshimaguni\n1\n3\n2\n0 0 1 \n- . 1 \n# + . \n");
    expect(board).toEqual({
      puzzle: { width: 3, height: 1, rooms: [0, 0, 1], numbers: [EMPTY, EMPTY, 1] },
      shaded: [1, 0, 0],
    });
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?shimaguni/2/2/ggw")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?shimaguni/2/2/ggg88")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nshimaguni\n1\n2\n1\n0 0 \n. x \n")).toThrow(/'x'.*not a number/);
    expect(() => jsonFormat.parse('{"width": 2, "height": 1, "rooms": [0, 0], "numbers": [1]}')).toThrow(
      ParseError,
    );
  });
});
