import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { rangeToKurodoko } from "./range.ts";

// Each expected grid below was written out by hand from the ID by Tatham's rules (a letter a run of that many
// empty cells, `_` between two numbers), so a clue read one cell off fails the test. The IDs are sgt-puzzles
// 20230122's, generated with `sgt-range --generate 1 'PARAMS#ex1'`. `.` is an empty cell.
const grid = (cells: readonly number[], width: number, empty: number) =>
  rowsOf(cells, width).map((row) => row.map((v) => (v === empty ? "." : String(v))).join(" "));

describe("rangeToKurodoko", () => {
  it("reads 5x5:3_5e7i7e7_3 (runs of 5 and 9, a 7 and a 3 side by side)", () => {
    const p = rangeToKurodoko("5x5:3_5e7i7e7_3");
    expect([p.width, p.height]).toEqual([5, 5]);
    expect(grid(p.cells, 5, -1)).toEqual(["3 5 . . .", ". . 7 . .", ". . . . .", ". . 7 . .", ". . . 7 3"]);
  });

  it("reads a grid wider than tall, row by row", () => {
    const p = rangeToKurodoko("6x4:d5d5_6_7_5_4_5d4d");
    expect(grid(p.cells, 6, -1)).toEqual([". . . . 5 .", ". . . 5 6 7", "5 4 5 . . .", ". 4 . . . ."]);
  });

  it("reads a number of two digits", () => {
    expect(rangeToKurodoko("3x2:b10_2a1").cells).toEqual([-1, -1, 10, 2, -1, 1]);
  });
});
