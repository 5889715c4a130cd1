import { ParseError } from "@gridsmith/kit";
import { checkFormatRoundTrip, gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../puzzle.js";
import { jsonFormat, parsePuzzlink, puzzlinkFormat, serializePuzzlink, textFormat } from "./index.js";

const puzzleArb = (maxClue: number): fc.Arbitrary<Puzzle> =>
  gridPuzzles<Puzzle>({
    list: "clues",
    cell: mostly(-1, 4, fc.integer({ min: 0, max: maxClue })),
    maxSide: 12,
  });

// pzprjs's own nurikabe test (robx/pzprjs test/script/nurikabe.js, MIT): `nurikabe/5/5/g5k2o1k3g`.
const pzprjs5x5: Puzzle = {
  width: 5,
  height: 5,
  clues: [-1, 5, -1, -1, -1, -1, -1, 2, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, -1, -1, -1, -1, -1, 3, -1],
};

describe("text format", () => {
  it("reads rows of clues, with comments, '?', base-36 letters and trailing blank lines", () => {
    expect(textFormat.parse("# pzprjs's test\n.5...\n..2..\n.....\n..1..\n...3.\n\n")).toEqual(pzprjs5x5);
    expect(textFormat.parse("?a\nZ.\n")).toEqual({ width: 2, height: 2, clues: [0, 10, 35, -1] });
    expect(textFormat.parse("40 .\n. ?\n")).toEqual({ width: 2, height: 2, clues: [40, -1, -1, 0] });
  });

  it("says where a mistake is", () => {
    expect(() => textFormat.parse("2..\n.x!\n")).toThrow("line 2, column 3: '!' is not a clue");
    expect(() => textFormat.parse("2..\n.0.\n")).toThrow("line 2, column 2");
    expect(() => textFormat.parse("2..\n..\n")).toThrow(
      "line 2, column 3: this row has 2 cells; the first row has 3",
    );
    expect(() => textFormat.parse("12 .\n. 5000\n")).toThrow("line 2, column 3");
    expect(() => textFormat.parse("\n\n")).toThrow(ParseError);
  });

  it("round-trips any puzzle (words past 35)", () => {
    for (const max of [35, 400]) checkFormatRoundTrip(textFormat, puzzleArb(max));
  });

  it("detects its files and grids", () => {
    expect(textFormat.detect("3...\n", "a.nurikabe")).toBe(true);
    expect(textFormat.detect(".5...\n..2..\n")).toBe(true);
    expect(textFormat.detect("hello\n")).toBe(false);
    expect(textFormat.detect(`${"1........\n".repeat(9)}`)).toBe(false);
  });
});

describe("JSON format", () => {
  it("round-trips any puzzle and says where a mistake is", () => {
    checkFormatRoundTrip(jsonFormat, puzzleArb(60));
    expect(jsonFormat.detect(jsonFormat.serialize!(pzprjs5x5))).toBe(true);
    expect(() => jsonFormat.parse('{"clues": ["2.", "!."]}')).toThrow(
      `line 1, column 18: clues[1]: '!' is not a clue`,
    );
    expect(() => jsonFormat.parse('{"width": 3, "clues": ["2."]}')).toThrow(
      "line 1, column 11: width: 3, but the clues have 2 columns",
    );
    expect(() => jsonFormat.parse("{")).toThrow(ParseError);
  });
});

describe("puzz.link URLs", () => {
  it("reads pzprjs's own test URL, on every host, and writes it back the same", () => {
    const url = "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g";
    for (const link of [
      url,
      "http://pzv.jp/p.html?nurikabe/5/5/g5k2o1k3g",
      "https://pzprxs.vercel.app/p?nurikabe_edit/5/5/g5k2o1k3g",
    ])
      expect(parsePuzzlink(link), link).toEqual(pzprjs5x5);
    expect(serializePuzzlink(pzprjs5x5)).toBe(url);
    expect(puzzlinkFormat.detect(url)).toBe(true);
  });

  it("refuses a link whose flags mark a variant, saying where", () => {
    // Clues of 30 island cells in a 6x6 (a public link list's "Nurikabe 1"): no plain nurikabe fits them.
    expect(() => parsePuzzlink("https://puzz.link/p?nurikabe/v:/6/6/4j4p6h4p6j6")).toThrow(
      "line 1, column 30: the flags 'v:' mark a variant of nurikabe; only plain nurikabe links are read",
    );
  });

  it("reads '?' numbers and numbers past 15", () => {
    expect(parsePuzzlink("https://puzz.link/p?nurikabe/3/1/.-14g").clues).toEqual([0, 20, -1]);
    expect(serializePuzzlink({ width: 3, height: 1, clues: [0, 20, -1] })).toBe(
      "https://puzz.link/p?nurikabe/3/1/.-14g",
    );
  });

  it("round-trips any puzzle and places errors in the URL", () => {
    checkFormatRoundTrip(puzzlinkFormat, puzzleArb(4095));
    expect(() => parsePuzzlink("https://puzz.link/p?nurikabe/2/2/1F")).toThrow("line 1, column 35");
    // puzz.link opens a body that ends early with the rest of the cells empty; so does this.
    expect(parsePuzzlink("https://puzz.link/p?nurikabe/2/2/1").clues).toEqual([1, -1, -1, -1]);
    expect(() => parsePuzzlink("https://puzz.link/p?nurikabe/2/2/0i")).toThrow(
      "line 1, column 34: cell 1 holds 0, which is not an island's size",
    );
    expect(() => parsePuzzlink("https://puzz.link/p?slither/2/2/1111")).toThrow(ParseError);
    fc.assert(
      fc.property(fc.string(), (body) => {
        try {
          parsePuzzlink(`https://puzz.link/p?nurikabe/3/2/${body}`);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
        }
      }),
    );
  });
});
