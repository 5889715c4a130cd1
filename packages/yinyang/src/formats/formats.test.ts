import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLACK, NONE, type Puzzle, WHITE } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";

/** Any grid of cells without a circle and with white and black ones, up to 12x12. */
const anyGrid = gridPuzzles<Puzzle>({
  list: "circles",
  cell: mostly(NONE, 4, fc.constantFrom(WHITE, BLACK)),
  maxSide: 12,
});

describe("yinyang formats", () => {
  describeFormatsContract({ puzzles: anyGrid, formats, undetected: [textFormat], pzprFileOfUrl });

  it("read and write a file's answer, the given circles keeping their colour", () => {
    fc.assert(
      fc.property(
        anyGrid.chain((p) =>
          fc
            .array(fc.constantFrom(0, 1), { minLength: p.circles.length, maxLength: p.circles.length })
            .map((s) => ({ p, s })),
        ),
        ({ p, s }) => {
          const black = s.map((v, i) => (p.circles[i] === NONE ? v : p.circles[i] === BLACK ? 1 : 0));
          expect(readPzprv3Board(writePzprv3(p, s))).toEqual({ puzzle: p, black });
        },
      ),
      { numRuns: 50 },
    );
  });

  it("read pzprjs's codes, a body that ends early, an answer's marks, and rows of . o x", () => {
    expect(parsePuzzlink("https://puzz.link/p?yinyang/4/1/5").circles).toEqual([NONE, WHITE, BLACK, NONE]);
    expect(serializePuzzlink({ width: 4, height: 1, circles: [0, 1, 2, 0] })).toBe(
      "https://puzz.link/p?yinyang/4/1/50",
    );
    expect(readPzprv3Board("pzprv3\nyinyang\n1\n4\n. 2 . . \n2 . + 1 \n").black).toEqual([1, 1, 0, 0]);
    expect(textFormat.parse("\n.ox\n\n")).toEqual({ width: 3, height: 1, circles: [NONE, WHITE, BLACK] });
    expect(textFormat.detect(".ox\n")).toBe(false);
    expect(textFormat.detect(".ox\n", "a.yinyang")).toBe(true);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?yinyang/3/1/r")).toThrow("'r' is not a Yin-Yang code");
    expect(() => parsePuzzlink("https://puzz.link/p?yinyang/3/1/00")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nyinyang\n1\n2\n- 1 \n")).toThrow(/'-'.*not a circle/);
    expect(() => readPzprv3Board("pzprv3\nyinyang\n1\n2\n. 1 \n3 . \n")).toThrow(/'3'.*of the answer/);
    expect(() => textFormat.parse(".o\n.a\n")).toThrow("line 2, column 2: 'a' is not a cell");
    expect(() => textFormat.parse(".o\n.\n")).toThrow("line 2, column 2: row has 1 cells; expected 2");
  });
});
