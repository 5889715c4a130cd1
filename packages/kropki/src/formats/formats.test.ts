import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Puzzle, pairCount } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, solutionText, textFormat } from "./index.js";

/** Any grid from 2x2 to 10x10 with any dots. */
const anyPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 2, max: 10 }), height: fc.integer({ min: 2, max: 10 }) })
  .chain(({ width, height }) => {
    const n = pairCount({ width, height });
    return fc
      .array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n })
      .map((dots) => ({ width, height, dots }));
  });

describe("kropki formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read pzprjs's code: three dots a base-27 character, the last one short", () => {
    // 2x2: right of r1c1 white, right of r2c1 none, below r1c1 black, below r1c2 white.
    const p = parsePuzzlink("https://puzz.link/p?kropki/2/2/b9");
    expect(p.dots).toEqual([1, 0, 2, 1]);
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?kropki/2/2/b9");
    expect(textFormat.serialize!(p)).toBe(".o.\n*+o\n. .\n");
    expect(solutionText(p, [1, 2, 2, 1])).toBe("1o2\n*+o\n2 1\n");
  });

  it("read a pzprv3 answer's digits, with the player's notes and marks left out", () => {
    const board = readPzprv3Board("pzprv3\nkropki\n2\n2\n1 \n0 \n2 1 \n1 .[1,,,] \n+ 2 \n");
    expect(board).toEqual({ puzzle: { width: 2, height: 2, dots: [1, 0, 2, 1] }, digits: [1, 0, 0, 2] });
  });

  it("takes a 1-wide grid, whose lines of dots may be blank", () => {
    const p = { width: 1, height: 3, dots: [0, 1] };
    expect(textFormat.serialize!(p)).toBe(".\n\n.\no\n.\n");
    expect(textFormat.parse(".\n\n.\no\n.\n")).toEqual(p);
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse(". .\n + \n.x.\n")).toThrow(/line 3, column 2: 'x' is not a dot/);
    expect(() => textFormat.parse(". .\n o \n. .\n")).toThrow(/line 2, column 2: 'o' is not '\+'/);
    expect(() => textFormat.parse(". .\n + \n")).toThrow(/ends with a row of cells/);
    expect(() => parsePuzzlink("https://puzz.link/p?kropki/2/2/9X")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?kropki/2/2/b90")).toThrow(/goes on after/);
    expect(() => readPzprv3Board("pzprv3\nkropki\n1\n2\n3 \n. . \n")).toThrow(/'3' is not a dot/);
  });
});
