// Expected grids decoded by hand: on squares (t0) one place a cell, row by row.

import { parsePuzzlink, serializePuzzlink } from "@gridsmith/slitherlink";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { loopyPuzzle } from "./loopy.ts";

const grid = (id: string) => {
  const p = loopyPuzzle(id);
  return rowsOf(p.clues, p.width).map((r) => r.map((v) => (v < 0 ? "." : v)).join(""));
};

describe("loopyPuzzle", () => {
  it("places each clue in its cell (4x3 squares, two IDs)", () => {
    expect(grid("4x3t0:b1a2a0a0a2a")).toEqual(["..1.", "2.0.", "0.2."]);
    expect(grid("4x3t0:3a20c23c")).toEqual(["3.20", "...2", "3..."]);
  });

  it("takes squares when no grid type is given, refuses other grids (other rules)", () => {
    expect(grid("2x1:a3")).toEqual([".3"]);
    expect(() => loopyPuzzle("4x3t1:b1a2a0a0a2a")).toThrow(/not squares/);
  });

  it("writes a link our reader takes back to the same puzzle", () => {
    const id = "10x10t0:3a3d11b222313a0b222c11d1a2b03a3d12232a10112a1a2a2c2a21b2a223c3b1b1b2a2c23c";
    expect(parsePuzzlink(serializePuzzlink(loopyPuzzle(id)))).toEqual(loopyPuzzle(id));
  });
});
