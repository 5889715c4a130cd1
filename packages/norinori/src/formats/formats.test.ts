import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { roomPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import type fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, textFormat } from "./index.js";

/** Any division of a grid up to 10x10 into rooms (six labels drawn a cell, as canonicalRooms numbers them). */
const anyPuzzle: fc.Arbitrary<Puzzle> = roomPuzzles({ maxSide: 10, labels: 6 });

describe("norinori formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, undetected: [textFormat], pzprFileOfUrl });

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
