import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPzprv3, writePzprv3 } from "./pzprv3.js";
import { framedSection, NO_FRAME_CLUE, readFramedSection, UNKNOWN_FRAME_CLUE } from "./pzprv3-framed.js";
import { gridSides } from "./testing/arbitraries.js";

const codec = {
  clues: { min: 1, max: 3 },
  cell: (t: string) => (t === "." ? 0 : /^[1-3]$/.test(t) ? Number(t) : null),
  cellTokens: "a number 1 to 3 or .",
};

describe("pzprv3 framed section", () => {
  it("writes the clues around the grid in puzz.link's order, corners '.', and reads them back", () => {
    const p = { width: 2, height: 1 };
    // Above the grid, below it, left of it, right of it.
    const clues = [1, NO_FRAME_CLUE, UNKNOWN_FRAME_CLUE, 3, 2, NO_FRAME_CLUE];
    const rows = framedSection(p, clues, (i) => ["2", "."][i]!);
    expect(rows).toEqual([
      [".", "1", ".", "."],
      ["2", "2", ".", "."],
      [".", "-2", "3", "."],
    ]);
    const file = readPzprv3(writePzprv3("x", 1, 2, [rows]), ["x"], 9);
    expect(readFramedSection(file, p, codec)).toEqual({ clues, cells: [2, 0] });
  });

  it("leaves out corner notes and the corners, and names a wrong clue or cell with what it may be", () => {
    const read = (body: string) =>
      readFramedSection(readPzprv3(`pzprv3\nx\n1\n1\n${body}`, ["x"], 9), { width: 1, height: 1 }, codec);
    expect(read("? 1 ? \n. 2[1,,,] . \n? . ? \n")).toEqual({
      clues: [1, NO_FRAME_CLUE, NO_FRAME_CLUE, NO_FRAME_CLUE],
      cells: [2],
    });
    expect(() => read(". 4 . \n. . . \n. . . \n")).toThrow(
      "line 5, column 3: '4' at row 1, column 2 of the board is not a clue (1 to 3, -2 or .)",
    );
    expect(() => read(". . . \n. x . \n. . . \n")).toThrow(
      "line 6, column 3: 'x' at row 2, column 2 of the board is not a number 1 to 3 or .",
    );
  });

  it("reads back what it writes, for any grid", () => {
    fc.assert(
      fc.property(gridSides({ maxSide: 4 }), fc.nat(), (p, seed) => {
        const { width, height } = p;
        const clues = Array.from({ length: 2 * (width + height) }, (_, k) => ((seed + k) % 5) - 2).map((v) =>
          v === 0 ? NO_FRAME_CLUE : v,
        );
        const cells = Array.from({ length: width * height }, (_, i) => (seed * 7 + i) % 4);
        const text = writePzprv3("x", height, width, [
          framedSection(p, clues, (i) => (cells[i]! > 0 ? String(cells[i]) : ".")),
        ]);
        expect(readFramedSection(readPzprv3(text, ["x"], 9), p, codec)).toEqual({ clues, cells });
      }),
    );
  });
});
