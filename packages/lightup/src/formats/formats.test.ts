import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "../examples.js";
import { fromJson } from "../from-json.js";
import { BLACK, limits, type Puzzle, WHITE } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";

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

  it("read every name puzz.link opens the genre under: lightup, akari and Kanpen's bijutsukan", () => {
    // pzpr maps all three to lightup (penpa-edit's TESTING.md links one as bijutsukan); written as akari.
    const read = (name: string) => parsePuzzlink(`https://puzz.link/p?${name}/4/2/5a.g`);
    expect(read("bijutsukan")).toEqual(read("lightup"));
    expect(read("akari")).toEqual(read("lightup"));
  });

  it("write links as pzprjs does (akari) and files as pzprjs does (lightup), and read files under every name", () => {
    // pzpr's getURL writes `akari` (its urlid), its getFileData `lightup` (its id); a link written as
    // `lightup` opened fine but was not the link puzz.link itself gives the puzzle.
    fc.assert(
      fc.property(anyPuzzle, (p) => {
        expect(serializePuzzlink(p)).toMatch(/^https:\/\/puzz\.link\/p\?akari\//);
        const file = writePzprv3(p);
        expect(file.split("\n")[1]).toBe("lightup");
        for (const name of ["akari", "bijutsukan"])
          expect(readPzprv3Board(file.replace("\nlightup\n", `\n${name}\n`)).puzzle).toEqual(p);
      }),
    );
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
      "https://puzz.link/p?akari/2/1/c",
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

  it("read a 100x100 grid (the side of Janko's largest Akari) in every format, with its answer, and refuse 101", () => {
    // The 10x10 example tiled ten times each way: the solver finds it unique in about 1 CPU s (RESULTS.md, issue #33).
    const rows = examples
      .find((e) => e.name === "10x10")!
      .text.trim()
      .split("\n");
    const text = `${Array.from({ length: 10 }, () => rows.map((r) => r.repeat(10)).join("\n")).join("\n")}\n`;
    const p = textFormat.parse(text);
    expect([p.width, p.height, limits.maxSide]).toEqual([100, 100, 100]);
    for (const format of formats.formats)
      if (format.serialize) expect(format.parse(format.serialize(p))).toEqual(p);
    // The widest answer file: a light on every white cell.
    const lights = p.cells.map((c) => (c === WHITE ? 1 : 0));
    const file = writePzprv3(p, lights);
    expect(file.length).toBeLessThanOrEqual(limits.maxTextLength);
    expect(readPzprv3Board(file)).toEqual({ puzzle: p, lights });
    expect(() => textFormat.parse(text.replace(/\n/g, ".\n"))).toThrow(
      "the grid has 101 columns; at most 100",
    );
    expect(() => parsePuzzlink(serializePuzzlink(p).replace("/100/100/", "/100/101/"))).toThrow(
      "a grid is at most 100x100 cells",
    );
    expect(() =>
      fromJson({
        ...p,
        height: 101,
        cells: [
          ...p.cells,
          ...rows[0]!
            .repeat(10)
            .split("")
            .map(() => WHITE),
        ],
      }),
    ).toThrow("height: 101 is out of range: expected 1 to 100");
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
