import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLACK, type Puzzle, WHITE } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat } from "./index.js";

/** Any grid of white cells, black cells and numbered black cells, up to 12x12. */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "cells",
  cell: mostly(WHITE, 6, fc.constant(BLACK), fc.integer({ min: 0, max: 4 })),
  maxSide: 12,
});

describe("lightup formats", () => {
  describeFormatsContract({
    puzzles: anyPuzzle,
    formats,
    undetected: [textFormat],
    readBack: (format, p) => (format !== textFormat || p.cells.some((c) => c === BLACK) ? p : undefined),
    pzprFileOfUrl,
  });

  it("read pzprjs's link codes: a number swallowing white cells, runs, an early end, and the akari name", () => {
    // 5 = a 0 and one white cell, a = a 0 and two, . = black, g = one white cell.
    expect(parsePuzzlink("https://puzz.link/p?akari/4/2/5a.g").cells).toEqual([
      0,
      -1,
      0,
      -1,
      -1,
      -2,
      -1,
      WHITE,
    ]);
    expect(serializePuzzlink({ width: 2, height: 1, cells: [2, WHITE] })).toBe(
      "https://puzz.link/p?lightup/2/1/c",
    );
  });

  it("read a pzprv3 answer's lights and dots, and crossed-out numbers", () => {
    const board = readPzprv3Board("pzprv3\nlightup\n1\n4\n# + - 1 \n. . . - \n");
    expect(board).toEqual({
      puzzle: { width: 4, height: 1, cells: [WHITE, WHITE, BLACK, 1] },
      lights: [1, 0, 0, 0],
    });
  });

  it("take a grid of digits and dots for Light Up only with a '#' or a Light Up file name", () => {
    expect(textFormat.detect(".2.1\n1...\n....\n3.2.\n")).toBe(false);
    expect(textFormat.detect(".2.1\n1...\n....\n3.2.\n", "x.lightup")).toBe(true);
    expect(textFormat.detect(".2.#\n1...\n")).toBe(true);
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("..\n.x\n")).toThrow(
      "line 2, column 2: 'x' is not '.', '#' or a number 0-4",
    );
    expect(() => parsePuzzlink("https://puzz.link/p?lightup/2/2/5X")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?lightup/2/1/hg")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nlightup\n1\n2\n. x \n")).toThrow(/'x'.*not a Light Up cell/);
  });
});
