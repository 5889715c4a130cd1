import { ParseError } from "@gridsmith/kit";
import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../puzzle.js";
import {
  jsonFormat,
  parsePuzzlink,
  puzzlinkFormat,
  pzprv3Format,
  readPzprv3Board,
  serializePuzzlink,
  writePzprv3,
} from "./index.js";

/** Any division of a grid up to 10x10 into rooms. */
const anyPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 10 }), height: fc.integer({ min: 1, max: 10 }) })
  .chain(({ width, height }) =>
    fc
      .array(fc.integer({ min: 0, max: 5 }), { minLength: width * height, maxLength: width * height })
      .map((ids) => ({ width, height, rooms: canonicalRooms(width, height, ids) })),
  );

describe("lits formats", () => {
  describeFormatsContract({
    puzzles: anyPuzzle,
    formats: [puzzlinkFormat, pzprv3Format, jsonFormat],
    writers: { serializePuzzlink, writePzprv3 },
    pzprFileOfUrl,
    leads: ["https://puzz.link/p?lits/3/3/", "pzprv3\nlits\n2\n2\n", '{"type":"lits","width":2,'],
  });

  it("read a pzprv3 answer's shaded cells, dots as unshaded", () => {
    const board = readPzprv3Board("pzprv3\nlits\n1\n3\n2\n0 0 1 \n# + . \n");
    expect(board).toEqual({ puzzle: { width: 3, height: 1, rooms: [0, 0, 1] }, shaded: [1, 0, 0] });
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?lits/2/2/w")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?lits/2/2/000")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nlits\n1\n2\n1\n0 x \n")).toThrow(/'x'.*not a room number/);
    expect(() => jsonFormat.parse('{"width": 2, "height": 1, "rooms": [0]}')).toThrow(ParseError);
  });
});
