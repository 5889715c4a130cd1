import { ParseError } from "@gridsmith/kit";
import { checkFormatRoundTrip, gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../puzzle.js";
import { jsonFormat, parsePuzzlink, puzzlinkFormat, serializePuzzlink, textFormat } from "./index.js";

const puzzleArb = gridPuzzles<Puzzle>({
  list: "clues",
  cell: mostly(-1, 3, fc.integer({ min: 0, max: 4 })),
  maxSide: 12,
});

const pzprjs5x5: Puzzle = {
  width: 5,
  height: 5,
  clues: [2, -1, -1, 1, -1, -1, 2, -1, -1, 1, -1, -1, 2, -1, -1, 3, -1, -1, 3, -1, -1, 0, -1, -1, 3],
};

describe("text format", () => {
  it("reads rows of clues, with comments and trailing blank lines", () => {
    expect(textFormat.parse("# pzprjs's test\n2..1.\n.2..1\n..2..\n3..3.\n.0..3\n\n")).toEqual(pzprjs5x5);
  });

  it("says where a mistake is", () => {
    expect(() => textFormat.parse("2..\n.x.\n")).toThrow(
      "line 2, column 2: 'x' is not a clue: use 0-4, or '.' for none",
    );
    expect(() => textFormat.parse("2..\n.5.\n")).toThrow("line 2, column 2");
    expect(() => textFormat.parse("2..\n..\n")).toThrow(
      "line 2, column 3: this row has 2 cells; the first row has 3",
    );
    expect(() => textFormat.parse("\n\n")).toThrow(ParseError);
  });

  it("round-trips any puzzle", () => {
    checkFormatRoundTrip(textFormat, puzzleArb);
  });

  it("detects its files and grids, but not a 9x9 sudoku", () => {
    expect(textFormat.detect("3...\n", "a.slither")).toBe(true);
    expect(textFormat.detect("2..1.\n.2..1\n")).toBe(true);
    expect(textFormat.detect(`${"1........\n".repeat(9)}`)).toBe(false);
    expect(textFormat.detect("hello\n")).toBe(false);
  });
});

describe("JSON format", () => {
  it("round-trips any puzzle and says where a mistake is", () => {
    checkFormatRoundTrip(jsonFormat, puzzleArb);
    expect(jsonFormat.detect(jsonFormat.serialize!(pzprjs5x5))).toBe(true);
    expect(() => jsonFormat.parse('{"clues": ["2.", "x."]}')).toThrow(
      "line 1, column 18: clues[1]: 'x' is not a clue: use 0-4, or '.' for none (column 1 of the row)",
    );
    expect(() => jsonFormat.parse('{"height": 3, "clues": ["2."]}')).toThrow(
      "line 1, column 12: height: 3, but the clues have 1 rows",
    );
    expect(() => jsonFormat.parse('{"clues": ["2.", "..."]}')).toThrow(
      "clues[1]: this row has 3 cells; the first row has 2",
    );
  });
});

describe("puzz.link URLs", () => {
  it("reads pzprjs's own test URL and writes it back the same", () => {
    const url = "https://puzz.link/p?slither/5/5/cbcbcddad";
    expect(parsePuzzlink(url)).toEqual(pzprjs5x5);
    expect(serializePuzzlink(pzprjs5x5)).toBe(url);
    expect(puzzlinkFormat.detect(url)).toBe(true);
  });

  it("reads real links: width before height, the old pzv.jp host, and writes them back", () => {
    // cspuz-rs's slitherlink test: its grid is 3... / 3... / .22. / .2.1, from pzv.jp's `dgdh2c7b`, which it
    // writes as `dgdh2c71`: pzprjs ends the last clue with a run past the grid (`b`), cspuz-rs does not.
    const p = parsePuzzlink("http://pzv.jp/p.html?slither/4/4/dgdh2c7b");
    expect(p.clues).toEqual([3, -1, -1, -1, 3, -1, -1, -1, -1, 2, 2, -1, -1, 2, -1, 1]);
    expect(parsePuzzlink("https://puzz.link/p?slither/4/4/dgdh2c71")).toEqual(p);
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?slither/4/4/dgdh2c7b");
    const wide =
      "https://puzz.link/p?slither/18/10/i61ch28cg16dg122cg63bi3ah1di2dcg0bgb1bc6c8bchd8b6cd1cbg2cgb3ci1dh3ci18dg132bg72bg82bh36dg";
    expect(parsePuzzlink(wide)).toMatchObject({ width: 18, height: 10 });
    expect(serializePuzzlink(parsePuzzlink(wide))).toBe(wide);
  });

  it("round-trips any puzzle and places errors in the URL", () => {
    checkFormatRoundTrip(puzzlinkFormat, puzzleArb);
    expect(() => parsePuzzlink("https://puzz.link/p?slither/2/2/1F")).toThrow(
      "line 1, column 34: 'F' is not a slither code",
    );
    // A body that ends early leaves the rest empty, as puzz.link opens it.
    expect(parsePuzzlink("https://puzz.link/p?slither/3/3/12").clues).toEqual([
      1, 2, -1, -1, -1, -1, -1, -1, -1,
    ]);
    expect(() => parsePuzzlink("https://puzz.link/p?slither/2/2/1111g")).toThrow("goes on after");
    expect(() => parsePuzzlink("https://puzz.link/p?sudoku/2/2/1111")).toThrow(ParseError);
  });
});
