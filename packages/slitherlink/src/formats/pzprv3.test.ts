import { expectAnswerFilesJudged } from "@gridsmith/kit/testing/contract";
import { checkFormatRoundTripDetected, gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "../generate.js";
import { slitherlink } from "../index.js";
import type { Puzzle } from "../puzzle.js";
import {
  parsePuzzlink,
  pzprv3Format,
  readPzprv3Board,
  serializePuzzlink,
  textFormat,
  writePzprv3,
} from "./index.js";

// Public links (pzprjs's test, and links in other projects' public code; the bench's real puzzles).
const LINKS = [
  "https://puzz.link/p?slither/5/5/cbcbcddad",
  "https://puzz.link/p?slither/10/10/h362762ca1abk2b22dg3di8a6di1bg32a3ckb2bb277172c",
  "https://puzz.link/p?slither/18/10/i61ch28cg16dg122cg63bi3ah1di2dcg0bgb1bc6c8bchd8b6cd1cbg2cgb3ci1dh3ci18dg132bg72bg82bh36dg",
];
const generated = [1, 2].map((seed) => generate({ width: 6, height: 5 }, seed));

describe("pzprv3 format", () => {
  it("writes what puzz.link makes of the puzzle's link", () => {
    for (const p of [...LINKS.map(parsePuzzlink), ...generated])
      expect(writePzprv3(p)).toBe(pzprFileOfUrl(serializePuzzlink(p)));
  });

  it("writes each answer so that puzz.link's checker calls it complete, and reads it back", () => {
    const puzzles = [...LINKS.map(parsePuzzlink), ...generated];
    expectAnswerFilesJudged(slitherlink, { writePzprv3, judgePzprv3 }, puzzles, (file, p, loop) => {
      expect(readPzprv3Board(file)).toEqual({ puzzle: p, loop });
      expect(judgePzprv3(writePzprv3(p)).complete).toBe(false);
    });
  });

  it("reads the older layout without cell colours, crosses as no line, and '?' clues as none", () => {
    // A 1x1 loop: the cell's four edges.
    const v0 = "pzprv3\nslither\n1\n1\n- \n1 1 \n1 \n1 \n";
    expect(readPzprv3Board(v0)).toEqual({ puzzle: { width: 1, height: 1, clues: [-1] }, loop: [1, 1, 1, 1] });
    const v1 = "pzprv3.1\nslither\n1\n1\n4 \n2 \n-1 1 \n1 \n0 \n";
    expect(readPzprv3Board(v1)).toEqual({ puzzle: { width: 1, height: 1, clues: [4] }, loop: [1, 0, 0, 1] });
    expect(() => readPzprv3Board("pzprv3.1\nslither\n1\n2\n5 . \n")).toThrow(/'5' at row 1, column 1/);
  });

  it("reads back every puzzle it writes, and is detected before the text format reads it", () => {
    const puzzles = gridPuzzles<Puzzle>({ list: "clues", cell: fc.integer({ min: -1, max: 4 }), maxSide: 8 });
    checkFormatRoundTripDetected(pzprv3Format, puzzles, { notDetectedBy: [textFormat] });
  });
});
