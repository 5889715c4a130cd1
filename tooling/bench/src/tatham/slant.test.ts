// Expected grids decoded by hand: the clues stand on the (W+1) x (H+1) grid points, here 5x4 for a 4x3 grid.

import { parsePuzzlink, serializePuzzlink } from "@gridsmith/gokigen";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { slantPuzzle } from "./slant.ts";

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
