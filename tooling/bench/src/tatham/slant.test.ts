// Expected grids decoded by hand: the clues stand on the (W+1) x (H+1) grid points, here 5x4 for a 4x3 grid.

import { parsePuzzlink, SLASH, serializePuzzlink } from "@gridsmith/gokigen";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { deobfuscate } from "./save-file.ts";
import { slantAnswer, slantPuzzle } from "./slant.ts";

const points = (id: string) => {
  const p = slantPuzzle(id);
  return rowsOf(p.clues, p.width + 1).map((r) => r.map((v) => (v < 0 ? "." : v)).join(""));
};

describe("slantPuzzle", () => {
  it("places each clue on its grid point (4x3, two IDs)", () => {
    expect(points("4x3:e1311a2a2e2a")).toEqual([".....", "1311.", "2.2..", "...2."]);
    expect(points("4x3:1a2b1b1c1b11a1a")).toEqual(["1.2..", "1..1.", "..1..", "11.1."]);
  });

  it("writes a link our reader takes back to the same puzzle", () => {
    const id = "8x8:a20h2b33a12d1b2a3a2a33c232b23a1a1b3a30i0a233a1a1a1c11b";
    expect(parsePuzzlink(serializePuzzlink(slantPuzzle(id)))).toEqual(slantPuzzle(id));
  });
});

// A real answer: the AUXINFO of `sgt-slant --generate 1 --save PREFIX '4x3de#tatham-1'` (sgt-puzzles 20230122),
// de-obfuscated as the sweep does; the expected picture was drawn by hand from the moves and checked against the
// puzzle's clues, so a misread bit or direction fails.
const plain = (hex: string) => deobfuscate(Buffer.from(hex, "hex")).toString("latin1");

describe("slantAnswer", () => {
  it("reads a `\\` or `/` a cell, row by row (4x3de:1e2a202a2a2e)", () => {
    const answer = slantAnswer(plain("8d129ce7be5a7737e6682864"), 4, 3);
    // The corner clues agree: 1 top-left (one `\\`), 2 at r1c1, 0 at the right end of row 1.
    const picture = rowsOf(answer, 4).map((r) => r.map((d) => (d === SLASH ? "/" : "\\")).join(""));
    expect(picture).toEqual(["\\\\//", "//\\\\", "\\/\\/"]);
  });

  it("refuses an answer of another size or another character", () => {
    expect(() => slantAnswer("\\/", 2, 2)).toThrow(/2x2/);
    expect(() => slantAnswer("\\/x/", 2, 2)).toThrow(/2x2/);
  });
});
