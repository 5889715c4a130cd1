// Expected grids decoded by hand from Tatham's format: a run letter `a` one empty cell, `b` two; digits one cell each.

import { parsePuzzlink, serializePuzzlink } from "@gridsmith/fillomino";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { fillingPuzzle } from "./filling.ts";

const grid = (id: string) =>
  rowsOf(fillingPuzzle(id).givens, fillingPuzzle(id).width).map((r) =>
    r.map((v) => (v < 0 ? "." : v)).join(""),
  );

describe("fillingPuzzle", () => {
  it("places each given where the run letters leave it (4x3, two IDs)", () => {
    expect(grid("4x3:a2a4b44a42a")).toEqual([".2.4", "..44", ".42."]);
    expect(grid("4x3:a2a244b44a1")).toEqual([".2.2", "44..", "44.1"]);
  });

  it("reads an old ID's `0` as an empty cell", () => {
    expect(grid("3x2:102a3a")).toEqual(["1.2", ".3."]);
  });

  it("writes a link our reader takes back to the same puzzle", () => {
    const id = "13x9:43d83k2b9232c55b3b2a6b8d66b6b3a5b5b488a644b3b5a88d4a13h924a5a54a5f4b3d";
    expect(parsePuzzlink(serializePuzzlink(fillingPuzzle(id)))).toEqual(fillingPuzzle(id));
  });
});
