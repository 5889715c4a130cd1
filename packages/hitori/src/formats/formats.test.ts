import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY, type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat } from "./index.js";

/** Any grid of numbers (small ones mostly, some past 35), empty and hidden cells, up to 10x10. */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "cells",
  cell: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 9 }) },
    fc.integer({ min: 10, max: 1295 }),
    fc.constant(EMPTY),
    fc.constant(UNKNOWN),
  ),
  maxSide: 10,
});

describe("hitori formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, undetected: [textFormat], pzprFileOfUrl });

  it("read pzprjs's link codes: base-36 digits, '-' and two, '%' hidden, '.' empty, an early end", () => {
    expect(parsePuzzlink("https://puzz.link/p?hitori/3/2/1z-2s%.").cells).toEqual([
      1,
      35,
      100,
      UNKNOWN,
      EMPTY,
      EMPTY,
    ]);
    // pzprjs writes 16-35 as '-' and one digit, which it reads back wrong; one digit is what reads back.
    expect(serializePuzzlink({ width: 2, height: 1, cells: [20, 40] })).toBe(
      "https://puzz.link/p?hitori/2/1/k-14",
    );
  });

  it("read a pzprv3 answer's shaded cells, dots and hidden numbers", () => {
    const board = readPzprv3Board("pzprv3\nhitori\n1\n4\n1 1 - . \n# + . . \n");
    expect(board).toEqual({
      puzzle: { width: 4, height: 1, cells: [1, 1, UNKNOWN, EMPTY] },
      shaded: [1, 0, 0, 0],
    });
  });

  it("read rows packed or spaced, and take text as Hitori only from a .hitori file", () => {
    expect(textFormat.parse("12\n?.\n").cells).toEqual([1, 2, UNKNOWN, EMPTY]);
    expect(textFormat.parse("10 2\n? .\n").cells).toEqual([10, 2, UNKNOWN, EMPTY]);
    expect(textFormat.parse(" 12\n 3\n")).toEqual({ width: 1, height: 2, cells: [12, 3] });
    expect(textFormat.detect("1114\n1423\n")).toBe(false);
    expect(textFormat.detect("1114\n1423\n", "x.hitori")).toBe(true);
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("12\n1x\n")).toThrow(
      "line 2, column 2: 'x' is not a number 0-1295, '.' or '?'",
    );
    expect(() => textFormat.parse("12\n1\n")).toThrow("line 2: row has 1 cells; expected 2");
    expect(() => parsePuzzlink("https://puzz.link/p?hitori/2/2/1X")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?hitori/2/1/123")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nhitori\n1\n2\n1 x \n")).toThrow(/'x'.*not a number/);
  });
});
