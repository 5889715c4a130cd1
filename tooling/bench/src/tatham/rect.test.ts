import { edgeBetween } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { rectAnswer, rectToShikaku } from "./rect.ts";

// Each expected grid below was written out by hand from the ID by Tatham's rules (a letter a run of that many
// empty cells, `_` between two numbers), so a clue read one cell off fails the test. The IDs are sgt-puzzles
// 20230122's, generated with `sgt-rect --generate 1 'PARAMS#ex1'`. `.` is an empty cell.
const grid = (cells: readonly number[], width: number, empty: number) =>
  rowsOf(cells, width).map((row) => row.map((v) => (v === empty ? "." : String(v))).join(" "));

describe("rectToShikaku", () => {
  it("reads 5x5:d3a2b3b3a2_4_2b4a2c", () => {
    const p = rectToShikaku("5x5:d3a2b3b3a2_4_2b4a2c");
    expect(grid(p.clues, 5, -1)).toEqual([". . . . 3", ". 2 . . 3", ". . 3 . 2", "4 2 . . 4", ". 2 . . ."]);
  });

  it("reads Tatham's answer: vertical edges row by row, then horizontal ones", () => {
    // 3x2: a 1x2 column on the left, then a 2x1 on top of a 2x1 on the right.
    // Vertical edges (x=1,2 per row): row 0 "10", row 1 "10"; horizontal (y=1, x=0..2): "011".
    const borders = rectAnswer("S1010011", 3, 2);
    const size = { width: 3, height: 2 };
    const on = borders.flatMap((v, e) => (v ? [e] : []));
    expect(on.sort()).toEqual(
      [
        edgeBetween(size, 0, 1),
        edgeBetween(size, 3, 4),
        edgeBetween(size, 1, 4),
        edgeBetween(size, 2, 5),
      ].sort(),
    );
  });
});
