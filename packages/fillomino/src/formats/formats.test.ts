import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NO_GIVEN, type Puzzle, UNKNOWN_GIVEN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";

/** Any grid up to 10x10 with any givens (none, `?`, 1 to 35). */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "givens",
  cell: mostly(NO_GIVEN, 4, fc.constant(UNKNOWN_GIVEN), fc.integer({ min: 1, max: 35 })),
  maxSide: 10,
});

describe("fillomino formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read pzprjs's codes: numbers, runs, ? and -xx", () => {
    const p = parsePuzzlink("https://puzz.link/p?fillomino/2/2/g2.-10");
    expect(p.givens).toEqual([-1, 2, UNKNOWN_GIVEN, 16]);
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?fillomino/2/2/g2.-10");
    expect(textFormat.serialize!(p)).toBe(".2\n?G\n");
  });

  it("read the genre under Kanpen's second name fillomino01 too, which puzz.link opens as fillomino", () => {
    // penpa-edit's TESTING.md links a Fillomino as fillomino01; pzpr reads it as fillomino.
    expect(parsePuzzlink("https://puzz.link/p?fillomino01/7/3/159u159")).toEqual(
      parsePuzzlink("https://puzz.link/p?fillomino/7/3/159u159"),
    );
  });

  it("read a pzprv3 answer's numbers and borders, with corner notes left out", () => {
    const board = readPzprv3Board("pzprv3\nfillomino\n1\n3\n1 - . \n. 2 2[1,,,] \n1 0 \n");
    expect(board.puzzle).toEqual({ width: 3, height: 1, givens: [1, UNKNOWN_GIVEN, -1] });
    expect(board.numbers).toEqual([0, 2, 2]);
    expect(board.borders.filter((b) => b === 1)).toHaveLength(1);
    expect(writePzprv3(board.puzzle, [1, 2, 2])).toBe("pzprv3\nfillomino\n1\n3\n1 - . \n. . 2 \n1 0 \n");
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("..\n.x\n")).toThrow("line 2, column 2: 'x' is not a given");
    expect(() => textFormat.parse("..\n...\n")).toThrow("row has 3 cells; expected 2");
    expect(() => parsePuzzlink("https://puzz.link/p?fillomino/2/2/0")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\nfillomino\n1\n2\nx . \n")).toThrow(ParseError);
  });

  it("read Janko's Fillomino 034, a public 37x13 giant past the old 30x30 limit, and write its link back", () => {
    // The CLI solves it `unique` in about 6 CPU s (tooling/bench/RESULTS.md, issue #33): a read test only.
    const link =
      "https://puzz.link/p?fillomino/37/13/" +
      "am5h131h3h37i3h58h1k5g1g1g1g14k2k42i1h1i191gag5g5g4j131g4g1g1j1g5h2g1i5i1g1g1n2h1h51g7g1h1g2g1g1o4h1" +
      "71i2g2j1g2h2g1m1g3a2g24l1i1k1h1h1g451gai3l56g1h2h1g32l3i3g436gah1h1k1i1l38g484g2m1g2h3g1j2g8i171h2o1" +
      "g1g5g1h1g3g16h1h5n1g1g1i4i1g3h2g1j1g1g6g161j8g4g2g3g151i1h1i53k2k58g1g1g1g4k5h24h2i61h6h151h4m3";
    const p = parsePuzzlink(link);
    expect([p.width, p.height]).toEqual([37, 13]);
    expect(p.givens.filter((g) => g !== NO_GIVEN).length).toBeGreaterThan(100);
    expect(serializePuzzlink(p)).toBe(link);
  });
});
