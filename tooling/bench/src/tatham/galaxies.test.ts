// Expected lattices decoded by hand: a letter skips that many places (a 0, b 1, ...) and then holds a dot; `o`
// marks a white dot on the 7x5 lattice of a 4x3 grid (odd places of a row cell centres, even ones edges/corners).

import { BLACK_STAR, parsePuzzlink, serializePuzzlink, WHITE_STAR } from "@gridsmith/tentaisho";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { galaxiesPuzzle } from "./galaxies.ts";

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
