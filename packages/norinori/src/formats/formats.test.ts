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
  textFormat,
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

describe("norinori formats", () => {
  describeFormatsContract({
    puzzles: anyPuzzle,
    formats: [textFormat, puzzlinkFormat, pzprv3Format, jsonFormat],
    undetected: [textFormat],
    writers: { serializePuzzlink, writePzprv3 },
    pzprFileOfUrl,
    leads: ["https://puzz.link/p?norinori/3/3/", "pzprv3\nnorinori\n2\n2\n"],
  });

  it("read a pzprv3 answer's shaded cells, and take text as Norinori only from a .norinori file", () => {
    const board = readPzprv3Board("pzprv3\nnorinori\n1\n3\n2\n0 0 1 \n# + . \n");
    expect(board).toEqual({ puzzle: { width: 3, height: 1, rooms: [0, 0, 1] }, shaded: [1, 0, 0] });
    expect(textFormat.detect("aab\nacb\n")).toBe(false);
    expect(textFormat.detect("aab\nacb\n", "x.norinori")).toBe(true);
    // One letter may name two rooms apart.
    expect(textFormat.parse("aba\n").rooms).toEqual([0, 1, 2]);
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("ab\na-\n")).toThrow("line 2, column 2: '-' is not a room letter");
    expect(() => textFormat.parse("ab\na\n")).toThrow("line 2, column 2: row has 1 cells; expected 2");
    expect(() => parsePuzzlink("https://puzz.link/p?norinori/2/2/w")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?norinori/2/2/000")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nnorinori\n1\n2\n1\n0 x \n")).toThrow(/'x'.*not a room number/);
  });
});
