import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { roomPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import type fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";

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

  it("read a 54x54 grid (the width of Janko's largest Norinori, 54x36) in every format, with its answer, and refuse 55", () => {
    // Janko's Norinori 093 itself is a held-out link (tooling/bench/data/puzzlink-links.txt, issue #33). Here: 54x54
    // cells in rooms of two (room numbers of four digits in the pzprv3 file), all shaded, the widest answer file.
    const p: Puzzle = {
      width: 54,
      height: 54,
      rooms: Array.from({ length: 54 * 54 }, (_, i) => Math.floor(i / 2)),
    };
    expect(limits.maxSide).toBe(54);
    const link = serializePuzzlink(p);
    expect(parsePuzzlink(link)).toEqual(p);
    for (const format of formats.formats)
      if (format.serialize) expect(format.parse(format.serialize(p))).toEqual(p);
    const shaded = p.rooms.map(() => 1);
    const file = writePzprv3(p, shaded);
    expect(file.length).toBeLessThanOrEqual(limits.maxTextLength);
    expect(readPzprv3Board(file)).toEqual({ puzzle: p, shaded });
    expect(() => parsePuzzlink(link.replace("/54/54/", "/55/54/"))).toThrow("a grid is at most 54x54 cells");
    expect(() => fromJson({ ...p, width: 55, rooms: [...p.rooms, ...Array(54).fill(0)] })).toThrow(
      "width: 55 is out of range: expected 1 to 54",
    );
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("ab\na-\n")).toThrow("line 2, column 2: '-' is not a room letter");
    expect(() => textFormat.parse("ab\na\n")).toThrow("line 2, column 2: row has 1 cells; expected 2");
    expect(() => parsePuzzlink("https://puzz.link/p?norinori/2/2/w")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?norinori/2/2/000")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nnorinori\n1\n2\n1\n0 x \n")).toThrow(/'x'.*not a room number/);
  });
});
