// Expected lattices decoded by hand: a letter skips that many places (a 0, b 1, ...) and then holds a dot; `o`
// marks a white dot on the 7x5 lattice of a 4x3 grid (odd places of a row cell centres, even ones edges/corners).

import { edgeBetween } from "@gridsmith/kit";
import { BLACK_STAR, parsePuzzlink, serializePuzzlink, WHITE_STAR } from "@gridsmith/tentaisho";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { galaxiesAnswer, galaxiesPuzzle } from "./galaxies.ts";
import { deobfuscate } from "./save-file.ts";

const lattice = (id: string) => {
  const p = galaxiesPuzzle(id);
  const mark = (s: number) => (s === WHITE_STAR ? "o" : s === BLACK_STAR ? "x" : ".");
  return rowsOf(p.stars, 2 * p.width - 1).map((r) => r.map(mark).join(""));
};

describe("galaxiesPuzzle", () => {
  it("puts a dot after the places its letter skips (4x3 ejk: after 4, 9 and 10)", () => {
    // Places 4 (centre of row 0, column 2), 14 (centre of row 1, column 0), 25 (the edge below row 1, column 2).
    expect(lattice("4x3:ejk")).toEqual(["....o..", ".......", "o......", "....o..", "......."]);
  });

  it("puts dots on edges between two cells (4x3 pd: places 15 and 19)", () => {
    expect(lattice("4x3:pd")).toEqual([".......", ".......", ".o...o.", ".......", "......."]);
  });

  it("reads `z` as 25 places with no dot and an upper-case letter as a black dot", () => {
    expect(lattice("4x3:zaB")).toEqual([".......", ".......", ".......", "....o.x", "......."]);
  });

  it("refuses a dot past the lattice", () => {
    expect(() => galaxiesPuzzle("2x2:zb")).toThrow(/past/);
  });

  it("writes a link our reader takes back to the same puzzle", () => {
    const id = "7x7:aeqcdygzobguzg";
    expect(parsePuzzlink(serializePuzzlink(galaxiesPuzzle(id)))).toEqual(galaxiesPuzzle(id));
  });
});

// A real answer: the AUXINFO of `sgt-galaxies --generate 1 --save PREFIX '4x3dn#tatham-1'` (sgt-puzzles 20230122),
// de-obfuscated as the sweep does; the expected picture was drawn by hand from the moves and checked against the
// puzzle's clues, so a misread bit or direction fails.
const plain = (hex: string) => deobfuscate(Buffer.from(hex, "hex")).toString("latin1");

describe("galaxiesAnswer", () => {
  it("puts a border on each inner `E` wall (4x3dn:dlkc)", () => {
    const size = { width: 4, height: 3 };
    const borders = galaxiesAnswer(plain(AUX), 4, 3);
    const at = (a: number, b: number) => borders[edgeBetween(size, a, b)];
    // Cell rows: `|` a border between two cells; between rows: `-` a border under a cell.
    const picture = [0, 1, 2].flatMap((r) => {
      const cells = [0, 1, 2, 3].map((c) => r * 4 + c);
      const row = cells.map((i, c) => (c === 0 ? "o" : at(i - 1, i) ? "|o" : " o")).join("");
      return r === 2 ? [row] : [row, cells.map((i) => (at(i, i + 4) ? "-" : " ")).join("+")];
    });
    // A 4x1 galaxy about the dot between r1c2 and r1c3, two 2x1 ones, and a 2x2 about the corner r2c3-r3c4.
    expect(picture).toEqual(["o o o o", "-+-+-+-", "o o|o o", "-+-+ + ", "o o|o o"]);
    expect(borders.reduce((a, b) => a + b)).toBe(8);
  });

  it("leaves walls on the outline out and refuses a place that is no edge", () => {
    expect(galaxiesAnswer("S;E0,1;E1,0", 1, 1)).toEqual([0, 0, 0, 0]);
    expect(() => galaxiesAnswer("S;E1,1", 1, 1)).toThrow(/no edge/);
  });
});

const AUX =
  "9b4835efd263b860f59b84025ecb9810c2209b0dd151c8ff85642400a9c261e687b5e6dc6c32000ca7bc6bdc2fc77d3e96cd7d03e48b10980a7f7a6b01f9b76c387653feeeddd8aeaaa628b18675ef9d3e1611f16e1ba7af60efe3cd40303098103e85011234756860ceedf333334b529803c9b4bda0ed0ba90ee131adacc74238ebb28ec52c8004afbf259b852273ac7549d115a2";
