import { innerEdges, ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromJson } from "../from-json.js";
import { NO_GIVEN, type Puzzle, UNKNOWN_GIVEN } from "../puzzle.js";
import { withWalls } from "../walls.js";
import * as formats from "./index.js";
import {
  jsonFormat,
  parsePuzzlink,
  puzzlinkFormat,
  pzprv3Format,
  readPzprv3Board,
  serializePuzzlink,
  textFormat,
  writePzprv3,
} from "./index.js";

/** Any grid up to 10x10 with any givens (none, `?`, 1 to 35). */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "givens",
  cell: mostly(NO_GIVEN, 4, fc.constant(UNKNOWN_GIVEN), fc.integer({ min: 1, max: 35 })),
  maxSide: 10,
});

/**
 * Any grid up to 8x8 with any givens (none, `?`, 1 to 35, now and then one past 35, written out as a number)
 * and any given walls, as the readers make them: ascending, left out when there is none.
 */
const walledPuzzle = fc
  .record({ width: fc.integer({ min: 1, max: 8 }), height: fc.integer({ min: 1, max: 8 }) })
  .chain(({ width, height }) => {
    const n = width * height;
    const edges = innerEdges({ width, height }).map((e) => e.edge);
    return fc
      .record({
        givens: fc.array(
          mostly(
            NO_GIVEN,
            4,
            fc.constant(UNKNOWN_GIVEN),
            fc.integer({ min: 1, max: 35 }),
            fc.integer({ min: 36, max: 4096 }),
          ),
          { minLength: n, maxLength: n },
        ),
        walls: fc.subarray(edges),
      })
      .map(({ givens, walls }) => withWalls({ width, height, givens }, walls));
  });

describe("fillomino formats", () => {
  it("read back every puzzle with given walls and big givens they write", () => {
    fc.assert(
      fc.property(walledPuzzle, (p) => {
        for (const format of [textFormat, jsonFormat, puzzlinkFormat, pzprv3Format])
          expect(format.parse(format.serialize!(p)), format.id).toEqual(p);
        expect(fromJson(JSON.parse(JSON.stringify(p)))).toEqual(p);
      }),
      { numRuns: 150 },
    );
  });

  it("write no border bits, no X and no walls line when there is no wall, so links round-trip as they were", () => {
    const p = parsePuzzlink("https://puzz.link/p?fillomino/3/2/1g2i");
    expect(p).toEqual({ width: 3, height: 2, givens: [1, -1, 2, -1, -1, -1] });
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?fillomino/3/2/1g2i");
    expect(textFormat.serialize!(p)).toBe("1.2\n...\n");
    expect(writePzprv3(p)).not.toContain("X");
  });

  it("read walls in each format: pzprjs's bits and X, the text's walls line, the JSON's list", () => {
    // 3x2: 'i' = 10010, the borders right of r1c1 and of r2c2; 'g' = 10000, the one below r1c1.
    const p = parsePuzzlink("https://puzz.link/p?fillomino/3/2/1g2iig");
    const text = "1.2\n...\nwalls: r1c1-r2c1 r1c1-r1c2 r2c2-r2c3\n";
    expect(textFormat.serialize!(p)).toBe(text);
    expect(textFormat.parse(text)).toEqual(p);
    expect(textFormat.parse("1.2\n...\nwalls: r2c3-r2c2\nwalls: r1c2-r1c1 r2c1-r1c1\n")).toEqual(p);
    expect(
      jsonFormat.parse('{"rows": ["1.2", "..."], "walls": ["r1c1-r2c1", "r1c1-r1c2", "r2c2-r2c3"]}'),
    ).toEqual(p);
    const file = writePzprv3(p);
    expect(file).toBe("pzprv3\nfillomino\n2\n3\n1 . 2 \n. . . \n. . . \n. . . \nX 0 \n0 X \nX 0 0 \n");
    expect(readPzprv3Board(file).puzzle).toEqual(p);
    // A wall is a border of the answer's regions too; `-X` is a wall with a mark.
    const board = readPzprv3Board("pzprv3\nfillomino\n1\n2\n. . \n1 2 \n-X \n");
    expect(board.puzzle.walls).toHaveLength(1);
    expect(board.borders.filter((b) => b === 1)).toHaveLength(1);
    expect(textFormat.parse(". 66\n1 .\n")).toEqual({ width: 2, height: 2, givens: [-1, 66, 1, -1] });
    expect(textFormat.serialize!({ width: 1, height: 2, givens: [66, 1] })).toBe(" 66\n 1\n");
  });

  it("say where bad walls are and what is wrong with them", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?fillomino/3/2/1g2iigg")).toThrow(
      "line 1, column 41: the URL goes on after the given walls (7 borders)",
    );
    expect(() => parsePuzzlink("https://puzz.link/p?fillomino/3/2/1g2iwg")).toThrow(
      "'w' is not a border code",
    );
    expect(() => readPzprv3Board("pzprv3\nfillomino\n1\n2\n. . \n. . \nY \n")).toThrow(
      "'Y' is not a border entry",
    );
    expect(() => textFormat.parse("1.\n..\nwalls: r1c1-r2c2\n")).toThrow(
      "line 3, column 8: the wall r1c1-r2c2 is not between two cells side by side",
    );
    expect(() => textFormat.parse("1.\n..\nwalls: r1c1-r1c3\n")).toThrow("names a cell outside the 2x2 grid");
    expect(() => textFormat.parse("1.\n..\nwalls: r1c1|r1c2\n")).toThrow("'r1c1|r1c2' is not a wall");
    expect(() => textFormat.parse("1.\nwalls: r1c1-r1c2\n..\n")).toThrow(
      "line 3: the grid comes before the walls",
    );
    expect(() => jsonFormat.parse('{"rows": ["1.", ".."], "walls": ["r1c1-r1c2", "r9c9-r9c8"]}')).toThrow(
      "walls[1]: the wall r9c9-r9c8 names a cell outside the 2x2 grid",
    );
    expect(() => fromJson({ width: 2, height: 2, givens: [1, -1, -1, -1], walls: [0] })).toThrow(
      "walls[0]: edge 0 is on the grid's outline; a wall lies between two cells",
    );
    expect(() => fromJson({ width: 2, height: 2, givens: [1, -1, -1, -1], walls: [2, 2] })).toThrow(
      "walls: a wall is listed twice",
    );
  });

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
