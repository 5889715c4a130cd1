import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_CLUE, type Puzzle, UNKNOWN_CLUE } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";

/**
 * Any grid up to 10x10 with 1 to 20 letters and any clues (none, `?`, a letter) around it; no givens, which
 * the npm pzpr of the judge predates (they have a test of their own below).
 */
const anyPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({
    width: fc.integer({ min: 1, max: 10 }),
    height: fc.integer({ min: 1, max: 10 }),
    letters: fc.integer({ min: 1, max: 20 }),
  })
  .chain(({ width, height, letters }) =>
    fc
      .array(
        fc.oneof({ weight: 4, arbitrary: fc.constant(NO_CLUE) }, fc.constant(UNKNOWN_CLUE), {
          weight: 3,
          arbitrary: fc.integer({ min: 1, max: letters }),
        }),
        { minLength: 2 * (width + height), maxLength: 2 * (width + height) },
      )
      .map((clues) => ({ width, height, letters, clues, givens: new Array<number>(width * height).fill(0) })),
  );

describe("easyasabc formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read cells given a letter after the clues, in the link, the file and the text", () => {
    const link = "https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g";
    const p = parsePuzzlink(link);
    expect(p.givens).toEqual([0, 0, 0, 0, 0, 2, 0, 1, 0]);
    expect(serializePuzzlink(p)).toBe(link);
    expect(textFormat.serialize!(p)).toBe("A-B\n+AB.+\n.....\nA..B.\n..A.A\n+.A.+\n");
    expect(textFormat.parse(textFormat.serialize!(p))).toEqual(p);
    expect(writePzprv3(p)).toContain("1 . . q2 . \n. . q1 . 1 \n");
    expect(readPzprv3Board(writePzprv3(p)).puzzle).toEqual(p);
    // In an answer a given is written as a plain letter, which every puzz.link reads.
    expect(writePzprv3(p, [0, 0, 0, 0, 0, 0, 0, 0, 0])).toContain("1 . . 2 . \n. . 1 . 1 \n");
  });

  it("read a pzprv3 answer's letters, with the player's marks and notes left out", () => {
    const board = readPzprv3Board(
      "pzprv3\neasyasabc\n1\n3\n2\n. 2 . . . \n. 1 -[1,,,] +[2,,,] . \n. . . . . \n",
    );
    expect(board).toEqual({
      puzzle: { width: 3, height: 1, letters: 2, clues: [2, -1, -1, -1, -1, -1, -1, -1], givens: [0, 0, 0] },
      letters: [1, 0, 0],
    });
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("A-B\n+..+\n.c..\n+..+\n")).toThrow(/line 3, column 2: 'c' is not a cell/);
    expect(() => textFormat.parse("A-B\n+..+\n...x\n+..+\n")).toThrow(/line 3, column 4: 'x' is not a clue/);
    expect(() => textFormat.parse("ABC\n+..+\n....\n+..+\n")).toThrow(/first line is the letters/);
    expect(() => parsePuzzlink("https://puzz.link/p?easyasabc/2/2/2/1X")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?easyasabc/2/2/x/1")).toThrow(/number of letters/);
    expect(() => parsePuzzlink("https://puzz.link/p?easyasabc/2/1/2/0k")).toThrow(/not a letter/);
    expect(() => readPzprv3Board("pzprv3\neasyasabc\n1\n1\n1\n. x . \n. . . \n. . . \n")).toThrow(
      /'x'.*not a clue/,
    );
  });
});
