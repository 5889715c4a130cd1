import { parseErrorOf } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sudoku } from "../index.js";
import type { Sudoku } from "../puzzle.js";
import { formats } from "./index.js";
import { PUZZLINK_SIZES, parsePuzzlink, puzzlinkFormat, puzzlinkText } from "./puzzlink.js";

const parseError = (text: string) => parseErrorOf(() => parsePuzzlink(text));

const digits = (rows: string[]) => rows.join("").split("").map(Number);

describe("puzz.link sudoku", () => {
  // pzprjs's own test of the genre (test/script/sudoku.js, MIT): its URL, and the answer its checker
  // accepts, written out here as digits.
  it("reads pzprjs's test puzzle, and our solver finds pzprjs's answer", () => {
    const p = parsePuzzlink("https://puzz.link/p?sudoku/4/4/g1k23k3g");
    expect(p).toEqual({ size: 4, cells: digits(["0100", "0002", "3000", "0030"]) });
    const result = sudoku.solve(p);
    expect(result.status).toBe("unique");
    expect(result.solutions[0]!.cells).toEqual(digits(["2143", "4312", "3421", "1234"]));
    expect(puzzlinkText(p)).toBe("https://puzz.link/p?sudoku/4/4/g1k23k3g");
  });

  // Public puzz.link links found in other projects' examples and benchmarks.
  it.each([
    "https://puzz.link/p?sudoku/9/9/k13m27h476h39h825zg841h29h538h18m96k",
    "https://puzz.link/p?sudoku/9/9/l768g3g2g7o4h1j2h43h4g5h92h6j7h5o5g9g1g824l",
    "https://puzz.link/p?sudoku/9/9/i1k7j659h6j7j13j8g5g7g8g4g6j42j2j7h372j1k5i",
    "https://puzz.link/p?sudoku/6/6/g3h2g5j6h1l4h6j3g5g6h",
  ])("reads %s, solves it uniquely and writes the same link", (url) => {
    const p = parsePuzzlink(url);
    expect(sudoku.solve(p).status).toBe("unique");
    expect(puzzlinkText(p)).toBe(url);
  });

  it("reads the other hosts and forms to the same puzzle", () => {
    const p = parsePuzzlink("https://puzz.link/p?sudoku/4/4/g1k23k3g");
    for (const text of [
      "http://pzv.jp/p.html?sudoku/4/4/g1k23k3g",
      "https://pzprxs.vercel.app/p?sudoku/4/4/g1k23k3g",
      "sudoku/4/4/g1k23k3g",
      "https://puzz.link/p?sudoku_edit/4/4/g1k23k3g\n",
    ])
      expect(parsePuzzlink(text), text).toEqual(p);
  });

  it("writes 16x16 and 25x25 digits above 15 as -xx, as pzprjs does", () => {
    const cells = new Array(256).fill(0);
    cells[0] = 16;
    cells[255] = 15;
    expect(puzzlinkText({ size: 16, cells })).toBe(`https://puzz.link/p?sudoku/16/16/-10${"z".repeat(12)}tf`);
  });

  it("reads back what it writes, for every size puzz.link has", () => {
    const puzzle: fc.Arbitrary<Sudoku> = fc
      .constantFrom(...PUZZLINK_SIZES)
      .chain((size) =>
        fc
          .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
          .map((cells) => ({ size, cells })),
      );
    fc.assert(
      fc.property(puzzle, (p) => {
        const url = puzzlinkText(p);
        expect(parsePuzzlink(url)).toEqual(p);
        expect(puzzlinkFormat.detect(url)).toBe(true);
        expect(formats.filter((f) => f.detect(url)).map((f) => f.id)).toEqual(["puzzlink"]);
      }),
      { numRuns: 150 },
    );
  });

  it("says what is wrong and where", () => {
    expect(parseError("https://puzz.link/p?sudoku/12/12/g").message).toBe(
      "line 1, column 28: a puzz.link sudoku is 4/4, 6/6, 9/9, 16/16, 25/25; this one is 12/12",
    );
    expect(parseError("https://puzz.link/p?sudoku/4/4/g1k2Xk3g").message).toBe(
      "line 1, column 36: 'X' is not a cell code (0-9 a-f - + . g-z)",
    );
    // A body that ends early is no error: puzz.link leaves the cells after it empty, and so does this.
    expect(parsePuzzlink("https://puzz.link/p?sudoku/4/4/g1k23k").cells).toEqual([
      0, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(parseError("https://puzz.link/p?sudoku/4/4/g5k23k3g").reason).toBe(
      "cell r1c2 holds 5; a given is a digit 1-4",
    );
    expect(parseError("https://puzz.link/p?kakuro/4/4/g").reason).toMatch(
      /for 'kakuro'; this reads 'sudoku'/,
    );
    expect(() => puzzlinkText({ size: 12, cells: new Array(144).fill(0) })).toThrow(/no 12x12 sudoku/);
  });
});
