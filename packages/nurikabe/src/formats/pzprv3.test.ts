import { expectAnswerFilesJudged } from "@gridsmith/kit/testing/contract";
import { checkFormatRoundTripDetected, gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generate } from "../generate.js";
import { nurikabe } from "../index.js";
import type { Puzzle } from "../puzzle.js";
import { parsePuzzlink, pzprv3Format, readPzprv3Board, textFormat, writePzprv3 } from "./index.js";

// Public links (pzprjs's test, cspuz's, penpa-edit's and a pzprxs app's code; the bench's real puzzles).
const LINKS = [
  "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
  "https://puzz.link/p?nurikabe/7/7/1s5zm.i3g2",
  "https://puzz.link/p?nurikabe/10/10/zj7n7j9n7t7i7n7zj",
  "https://pzprxs.vercel.app/p?nurikabe/10/10/n2n2u2k2g2l2r2k2n2s2n-16",
];
const generated = [1, 2, 3].map((seed) => generate({ width: 6, height: 6 }, seed));

describe("pzprv3 format", () => {
  it("writes what puzz.link makes of the puzzle's link", () => {
    for (const link of LINKS) expect(writePzprv3(parsePuzzlink(link)), link).toBe(pzprFileOfUrl(link));
    for (const p of generated) expect(writePzprv3(p)).toBe(pzprFileOfUrl(nurikabe.formats[2]!.serialize!(p)));
  });

  it("writes each answer so that puzz.link's checker calls it complete, and reads it back", () => {
    const puzzles = [...LINKS.map(parsePuzzlink), ...generated];
    expectAnswerFilesJudged(nurikabe, { writePzprv3, judgePzprv3 }, puzzles, (file, p, walls) => {
      expect(readPzprv3Board(file)).toEqual({ puzzle: p, walls });
      expect(pzprv3Format.parse(file)).toEqual(p);
      expect(judgePzprv3(writePzprv3(p)).complete).toBe(false);
    });
  });

  it("reads pzprjs's marks: '?' numbers, walls and dots", () => {
    const board = readPzprv3Board("pzprv3\nnurikabe\n2\n3\n2 # + \n- . # \n");
    expect(board).toEqual({
      puzzle: { width: 3, height: 2, clues: [2, -1, -1, 0, -1, -1] },
      walls: [0, 1, 0, 0, 0, 1],
    });
    expect(() => readPzprv3Board("pzprv3\nnurikabe\n1\n2\n0 . \n")).toThrow(
      /'0' at row 1, column 1.*1 to 4095/,
    );
    expect(() => readPzprv3Board("pzprv3\nnurikabe\n1\n2\n. x \n")).toThrow(/'x'.*not a nurikabe cell/);
  });

  it("reads back every puzzle it writes, and is detected before the text format reads it", () => {
    const puzzles = gridPuzzles<Puzzle>({
      list: "clues",
      cell: fc.integer({ min: -1, max: 4095 }),
      maxSide: 8,
    });
    checkFormatRoundTripDetected(pzprv3Format, puzzles, { notDetectedBy: [textFormat] });
  });
});
