import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { ParseError } from "./parse-error.js";
import { numberGridFormats, readNumber16Grid } from "./puzzlink-number-grid.js";

const formats = numberGridFormats(["demo", "demo2"], gridLimits(4, { maxTextLength: 1000 }), 20);

describe("numberGridFormats", () => {
  it("reads and writes a grid of numbers as a link and as a file with its shading", () => {
    const puzzle = formats.parsePuzzlink("https://puzz.link/p?demo2/3/2/1g.-14h");
    expect(puzzle).toEqual({ width: 3, height: 2, cells: [1, -1, -2, 20, -1, -1] });
    expect(formats.serializePuzzlink(puzzle)).toBe("https://puzz.link/p?demo/3/2/1g.-14h");
    const file = formats.writePzprv3(puzzle, [0, 1, 0, 0, 0, 1]);
    expect(file).toBe("pzprv3\ndemo\n2\n3\n1 . - \n20 . . \n. # . \n. . # \n");
    expect(formats.readPzprv3Board(file)).toEqual({ puzzle, shaded: [0, 1, 0, 0, 0, 1] });
    expect(formats.pzprv3Format.parse(formats.writePzprv3(puzzle))).toEqual(puzzle);
  });

  it("refuses a grid past the side, a number past the largest, and a text past the length", () => {
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/5/1/")).toThrow("at most 4x4");
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/1/1/-15")).toThrow("past 20");
    expect(() => formats.readPzprv3Board(`pzprv3\ndemo\n${"1".repeat(1000)}`)).toThrow();
  });

  it("reads a file's shaded cells, dots as unshaded, and hidden numbers", () => {
    expect(formats.readPzprv3Board("pzprv3\ndemo\n1\n4\n3 - . . \n+ + # . \n")).toEqual({
      puzzle: { width: 4, height: 1, cells: [3, -2, -1, -1] },
      shaded: [0, 0, 1, 0],
    });
  });

  it("says where a mistake is", () => {
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/2/2/1X")).toThrow(ParseError);
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/2/2/1234")).not.toThrow();
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/2/2/12345")).toThrow("goes on after");
    expect(() => formats.readPzprv3Board("pzprv3\ndemo\n1\n2\n1 x \n")).toThrow(/'x'.*not a number/);
  });
});

describe("readNumber16Grid", () => {
  it("reads a link's size and values, any number, the text's length and the grid's sides checked", () => {
    const limits = gridLimits(4, { maxTextLength: 40 });
    expect(readNumber16Grid("https://puzz.link/p?demo/2/1/.-14", ["demo"], limits)).toEqual({
      width: 2,
      height: 1,
      values: [-2, 20],
    });
    expect(() => readNumber16Grid("https://puzz.link/p?demo/5/1/", ["demo"], limits)).toThrow("at most 4x4");
    expect(() =>
      readNumber16Grid(`https://puzz.link/p?demo/1/1/${"g".repeat(40)}`, ["demo"], limits),
    ).toThrow();
  });
});
